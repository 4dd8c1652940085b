"""Commands that are about a player rather than one channel's game, usable anywhere (servers and
direct messages): /games, every game the player sits in; /notify, their quiet hours and digest."""

from __future__ import annotations

from typing import Any
from zoneinfo import available_timezones

import discord
from discord import app_commands

from bot.discordbot.game_cog import describe, option_help
from bot.discordbot.movecog import MoveCog, choices

ZONES = sorted(available_timezones())


class LivingCog(MoveCog):
    @app_commands.command(name="games", description=describe("games"))
    @app_commands.allowed_contexts(guilds=True, dms=True, private_channels=True)
    async def games(self, interaction: discord.Interaction[Any]) -> None:
        await self.invoke(interaction, "games")

    @app_commands.command(name="notify", description=describe("notify"))
    @app_commands.describe(**option_help("notify"))
    @app_commands.choices(digest=[app_commands.Choice(name="on", value="on"), app_commands.Choice(name="off", value="off")])
    @app_commands.allowed_contexts(guilds=True, dms=True, private_channels=True)
    async def notify(self, interaction: discord.Interaction[Any], quiet: str | None = None, tz: str | None = None,
                     digest: str | None = None) -> None:
        await self.invoke(interaction, "notify", quiet=quiet, tz=tz, digest=digest)

    @notify.autocomplete("tz")
    async def notify_tz(self, interaction: discord.Interaction[Any], current: str) -> list[app_commands.Choice[str]]:
        typed = current.strip().lower()
        return choices(sorted(z for z in ZONES if typed in z.lower())[:25])
