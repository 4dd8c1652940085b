"""What every cog of slash commands shares: handing a command's options to the command layer and
answering, and autocomplete from the typist's legal moves."""

from __future__ import annotations

import logging
import time
from typing import TYPE_CHECKING, Any

import discord
from discord import app_commands
from discord.ext import commands

from bot import logs
from bot.commandtable import MOVE_BUILDERS
from bot.discordbot.front import invocation_of
from bot.discordbot.limits import fit_choices

if TYPE_CHECKING:
    from bot.discordbot.protocols import RailBotLike

Choice = app_commands.Choice


def choices(values: list[str]) -> list[Choice[str]]:
    return fit_choices([(v, v) for v in values])


def filled(interaction: discord.Interaction[Any], option: str) -> dict[str, str]:
    """The other options already typed in the command being completed."""
    return {k: str(v) for k, v in vars(interaction.namespace).items() if v is not None and k != option}


log = logging.getLogger(__name__)


class MoveCog(commands.Cog):
    def __init__(self, bot: RailBotLike) -> None:
        self.bot = bot

    async def invoke(self, interaction: discord.Interaction[Any], verb: str, /, operator: bool = False, **options: Any) -> None:
        texts = {k: str(v) for k, v in options.items() if v is not None}
        command = " ".join([verb, *(f"{k}:{v}" for k, v in sorted(texts.items()))])
        who = invocation_of(interaction, operator=operator, command=command)
        started = time.monotonic()
        with self.bot.front.handling(interaction), logs.context(guild=who.guild_id, channel=who.channel_id, command=verb):
            if verb in MOVE_BUILDERS and await self.bot.front.repeated(interaction, who, command):
                return  # the same move, repeated after Discord refused to show it: shown, not made twice
            reply = await self.bot.front.in_time(interaction, self.bot.layer.handle(who, verb, texts, draw_later=True))
            await self.bot.front.answer(interaction, reply, command)
            seconds = time.monotonic() - started
            self.bot.health.answered(verb, seconds)
            latency = round(1000 * seconds)
            log.info("answered /%s in %d ms", verb, latency, extra={"latency": latency, "game": reply.game_id})

    async def suggest(self, interaction: discord.Interaction[Any], command: str, option: str, current: str) -> list[Choice[str]]:
        """The legal values, each labelled (a RotW build path with its cost, destination and bonds)."""
        pairs = await self.bot.layer.suggest_labelled(invocation_of(interaction), command, option, current,
                                                      filled(interaction, option))
        return fit_choices(pairs)
