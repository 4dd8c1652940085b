"""Slash commands: the `/game` group and one command per move, generated from the command table
(`bot/discordbot/generated.py`), each handing its options to the shared command layer; here are only those that do
more on Discord: `/game new thread:yes` opens a thread, `/game start` names it (so does the `/game join` that starts
a game), `/game import` reads an attachment, `/game spectate` mirrors only where the person asking may post, and a
seed is fixed only by those who run the bot.

A move is judged first (milliseconds), so that a refusal can be answered
privately; a reply with pictures then `defer()`s before drawing them, since
rendering can take longer than Discord's three-second answer deadline.
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

import discord
from discord import app_commands

from bot.commandtable import COMMANDS, MOVE_BUILDERS, Command
from bot.discordbot import threads
from bot.discordbot.generated import words
from bot.discordbot.movecog import MoveCog

if TYPE_CHECKING:
    from bot.discordbot.protocols import RailBotLike

IMPORT_MAX_BYTES = 5_000_000


class GameCog(MoveCog):
    def __init__(self, bot: RailBotLike) -> None:
        super().__init__(bot)
        game = app_commands.Group(name="game", description="Start, follow and manage this channel's game", guild_only=True)
        handlers = {"game new": self.game_new, "game start": self.game_start, "game join": self.game_start,
                    "game import": self.game_import, "game spectate": self.game_spectate}
        self.serve([c for c in COMMANDS if c.name.startswith("game ") or c.name in MOVE_BUILDERS], handlers, [game])

    async def game_new(self, interaction: discord.Interaction[Any], command: Command, values: dict[str, Any]) -> None:
        operator = values.get("seed") is not None and await self.bot.is_operator(interaction.user)  # only they fix a seed
        texts = await words(command, values)
        if texts.pop("thread", None):
            await threads.open_in_thread(self.bot, interaction, texts, operator=operator)
            return
        await self.invoke(interaction, command.name, operator=operator, **texts)

    async def game_start(self, interaction: discord.Interaction[Any], command: Command, values: dict[str, Any]) -> None:
        """`/game start`, and `/game join` (a lobby that starts when full starts on its last seat): a game begun in a
        thread names it after its players."""
        await self.hand_over(interaction, command, values)
        await threads.name_after_players(self.bot, interaction)

    async def game_import(self, interaction: discord.Interaction[Any], command: Command, values: dict[str, Any]) -> None:
        if values["file"].size > IMPORT_MAX_BYTES:
            await interaction.response.send_message("That file is too large to be an exported game.", ephemeral=True)
            return
        await self.hand_over(interaction, command, values)

    async def game_spectate(self, interaction: discord.Interaction[Any], command: Command, values: dict[str, Any]) -> None:
        channel, member = values["channel"], interaction.user
        if not values.get("stop") and (not isinstance(member, discord.Member)
                                       or not channel.permissions_for(member).send_messages):
            # the bot posts a game only where the person asking could post it themselves
            await interaction.response.send_message(
                f"You may not post in {channel.mention}, so the game will not be mirrored there.", ephemeral=True)
            return
        await self.hand_over(interaction, command, values)
