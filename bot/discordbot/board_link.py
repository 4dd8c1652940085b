"""/board on Discord: a private answer with the link to the channel's game's live board (bot/discordbot/boards.py),
posting the board first where it has none; where the bot cannot post it, the board's words themselves."""

from __future__ import annotations

import contextlib
from typing import TYPE_CHECKING, Any

import discord

from bot import logs
from bot.discordbot.front import invocation_of
from bot.discordbot.messages import fit
from bot.discordbot.owed import SEND_FAILURES

if TYPE_CHECKING:
    from bot.discordbot.protocols import RailBotLike


async def answer(bot: RailBotLike, interaction: discord.Interaction[Any]) -> None:
    who = invocation_of(interaction, command="board")
    with logs.context(guild=who.guild_id, channel=who.channel_id, command="board"):
        with contextlib.suppress(*SEND_FAILURES):
            await interaction.response.defer(ephemeral=True, thinking=True)  # posting a board takes a moment
        reply = await bot.layer.handle(who, "board", {}, draw_later=True)
        link = None if reply.game_id is None else await bot.front.board_link(reply.game_id, who.channel_id)
        text = (f"The live board of this game, always its present (pinned in its channel): {link}" if link
                else reply.text)
        await interaction.followup.send(fit(text), ephemeral=True)
