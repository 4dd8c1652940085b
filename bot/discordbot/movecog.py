"""What every cog of slash commands shares: handing a command's options to the command layer and
answering, and autocomplete: from the typist's legal moves, or from a list the bot keeps (`LISTS`)."""

from __future__ import annotations

import logging
import time
from collections.abc import Awaitable, Callable, Iterable, Mapping
from typing import TYPE_CHECKING, Any
from zoneinfo import available_timezones

import discord
from discord import app_commands
from discord.ext import commands

from bot import logs
from bot.commandtable import MOVE_BUILDERS, Command, Option
from bot.discordbot.front import invocation_of
from bot.discordbot.generated import Handler, Place, slash_commands, words
from bot.discordbot.limits import fit_choices

if TYPE_CHECKING:
    from bot.discordbot.protocols import RailBotLike

Choice = app_commands.Choice
REMIND_CHOICES = ["1", "6", "12", "24", "48", "off"]
ZONES = sorted(available_timezones())


def choices(values: list[str]) -> list[Choice[str]]:
    return fit_choices([(v, v) for v in values])


def filled(interaction: discord.Interaction[Any], option: str) -> dict[str, str]:
    """The other options already typed in the command being completed."""
    return {k: str(v) for k, v in vars(interaction.namespace).items() if v is not None and k != option}


log = logging.getLogger(__name__)


class MoveCog(commands.Cog):
    def __init__(self, bot: RailBotLike) -> None:
        self.bot = bot

    def serve(self, table: Iterable[Command], handlers: Mapping[str, Handler] | None = None,
              groups: Iterable[app_commands.Group] = (), places: Mapping[str, Place] | None = None) -> None:
        """Adds these table entries' slash commands, generated (`bot/discordbot/generated.py`), to this cog's: the bot
        registers them with the cog and takes them away with it."""
        made = slash_commands(self, table, handlers, groups, places)
        self.__cog_app_commands__ = [*self.__cog_app_commands__, *made]

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

    async def hand_over(self, interaction: discord.Interaction[Any], command: Command, values: dict[str, Any]) -> None:
        """What a command does unless its cog has a handler of its own for it: its options to the command layer."""
        await self.invoke(interaction, command.name, **await words(command, values))

    async def suggested(self, interaction: discord.Interaction[Any], command: str, option: Option,
                        current: str) -> list[Choice[Any]]:
        """What autocompletes `option` of `/command`, as it declares (`Opt.suggest`): the legal values of its move
        (or of the move named after "move:"), a number's as numbers; or a list the bot keeps."""
        source, _, move = option.suggest.partition(":")
        if source != "move":
            return await LISTS[source](self, interaction, current)
        if option.kind == "integer":
            values = await self.bot.layer.suggest(invocation_of(interaction), move or command, option.name, current,
                                                  filled(interaction, option.name))
            return [Choice(name=v, value=int(v)) for v in values]
        return await self.suggest(interaction, move or command, option.name, current)

    async def suggest(self, interaction: discord.Interaction[Any], command: str, option: str, current: str) -> list[Choice[str]]:
        """The legal values, each labelled (a RotW build path with its cost, destination and bonds)."""
        pairs = await self.bot.layer.suggest_labelled(invocation_of(interaction), command, option, current,
                                                      filled(interaction, option))
        return fit_choices(pairs)


async def _cards(cog: MoveCog, interaction: discord.Interaction[Any], current: str) -> list[Choice[str]]:
    """Every card, private company and power, each shown with what it does."""
    return fit_choices(await cog.bot.layer.card_choices(invocation_of(interaction), current))


async def _hours(cog: MoveCog, interaction: discord.Interaction[Any], current: str) -> list[Choice[str]]:
    return choices([v for v in REMIND_CHOICES if v.startswith(current.strip().lower())])


async def _companies(cog: MoveCog, interaction: discord.Interaction[Any], current: str) -> list[Choice[str]]:
    return choices(await cog.bot.layer.company_names(invocation_of(interaction), current))


async def _zones(cog: MoveCog, interaction: discord.Interaction[Any], current: str) -> list[Choice[str]]:
    typed = current.strip().lower()
    return choices(sorted(z for z in ZONES if typed in z.lower())[:25])


# the lists an option's `suggest` may name, besides "move"
LISTS: dict[str, Callable[[MoveCog, discord.Interaction[Any], str], Awaitable[list[Choice[str]]]]] = {
    "cards": _cards, "hours": _hours, "companies": _companies, "zones": _zones,
}
