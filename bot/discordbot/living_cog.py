"""Commands that are about a player rather than one channel's game, usable anywhere (servers and
direct messages): /games, every game the player sits in; /notify, their quiet hours and digest; and, in a server,
/stats, its members' standings over its finished games."""

from __future__ import annotations

from typing import Any
from zoneinfo import available_timezones

import discord
from discord import app_commands

from bot.discordbot.cooldowns import heavy
from bot.discordbot.front import invocation_of
from bot.discordbot.game_cog import TITLE_CHOICES, describe, option_help
from bot.discordbot.movecog import MoveCog, choices

ZONES = sorted(available_timezones())


class LivingCog(MoveCog):
    @app_commands.command(name="games", description=describe("games"))
    @app_commands.allowed_contexts(guilds=True, dms=True, private_channels=True)
    @app_commands.allowed_installs(guilds=True, users=True)  # a member who installed the app may ask anywhere
    async def games(self, interaction: discord.Interaction[Any]) -> None:
        await self.invoke(interaction, "games")

    @app_commands.command(name="notify", description=describe("notify"))
    @app_commands.describe(**option_help("notify"))
    @app_commands.choices(digest=[app_commands.Choice(name="on", value="on"), app_commands.Choice(name="off", value="off")])
    @app_commands.allowed_contexts(guilds=True, dms=True, private_channels=True)
    @app_commands.allowed_installs(guilds=True, users=True)
    async def notify(self, interaction: discord.Interaction[Any], quiet: str | None = None, tz: str | None = None,
                     digest: str | None = None) -> None:
        await self.invoke(interaction, "notify", quiet=quiet, tz=tz, digest=digest)

    @app_commands.command(name="auto", description=describe("auto"))
    @app_commands.describe(**option_help("auto"))
    @app_commands.choices(
        order=[app_commands.Choice(name=n, value=v) for n, v in (
            ("pass (the rest of the round)", "pass"), ("buy shares", "buy"), ("bid", "bid"), ("run and pay out", "run"),
            ("off (cancel)", "off"))],
        dividend=[app_commands.Choice(name=v, value=v) for v in ("pay", "half", "withhold")],
        trains=[app_commands.Choice(name="none unless forced", value="none"), app_commands.Choice(name="ask", value="ask")],
        where=[app_commands.Choice(name="auction for first player", value="auction"),
               app_commands.Choice(name="the rest of my turn", value="turn")],
        every=[app_commands.Choice(name="yes", value="yes"), app_commands.Choice(name="no", value="no")])
    @app_commands.guild_only()
    async def auto(self, interaction: discord.Interaction[Any], order: str | None = None, company: str | None = None,
                   holding: int | None = None, price: str | None = None, amount: str | None = None,
                   bonds: int | None = None, dividend: str | None = None, trains: str | None = None, unless: str | None = None,
                   where: str | None = None, every: str | None = None, which: str | None = None) -> None:
        await self.invoke(interaction, "auto", order=order, company=company, holding=holding, price=price, amount=amount,
                          bonds=bonds, dividend=dividend, trains=trains, unless=unless, where=where, every=every, which=which)

    @app_commands.command(name="stats", description=describe("stats"))
    @heavy("stats")
    @app_commands.describe(**option_help("stats"))
    @app_commands.choices(title=TITLE_CHOICES)
    @app_commands.guild_only()
    async def stats(self, interaction: discord.Interaction[Any], player: discord.Member | None = None,
                    title: str | None = None) -> None:
        await self.invoke(interaction, "stats", player=player.id if player is not None else None, title=title)

    @auto.autocomplete("company")
    async def auto_company(self, interaction: discord.Interaction[Any], current: str) -> list[app_commands.Choice[str]]:
        return choices(await self.bot.layer.company_names(invocation_of(interaction), current))

    @notify.autocomplete("tz")
    async def notify_tz(self, interaction: discord.Interaction[Any], current: str) -> list[app_commands.Choice[str]]:
        typed = current.strip().lower()
        return choices(sorted(z for z in ZONES if typed in z.lower())[:25])
