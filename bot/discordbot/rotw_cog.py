"""Slash commands of Railways of the World's moves, each a thin wrapper handing its options to the
command layer (the GreatLakesCog's pattern)."""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

import discord
from discord import app_commands

from bot.discordbot.front import invocation_of
from bot.discordbot.game_cog import describe, option_help
from bot.discordbot.limits import fit_choices
from bot.discordbot.movecog import MoveCog, filled

if TYPE_CHECKING:
    pass

Choice = app_commands.Choice
COLORS = [Choice(name=c, value=c) for c in ("red", "yellow", "blue", "purple", "black")]


class RailwaysCog(MoveCog):
    @app_commands.command(name="keep-baron", description=describe("keep-baron"))
    @app_commands.describe(**option_help("keep-baron"))
    async def keep_baron(self, interaction: discord.Interaction[Any], choice: app_commands.Range[int, 1, 2]) -> None:
        await self.invoke(interaction, "keep-baron", choice=choice)

    @app_commands.command(name="build", description=describe("build"))
    @app_commands.describe(**option_help("build"))
    async def build(self, interaction: discord.Interaction[Any], path: str, toward: str | None = None,
                    card: str | None = None, depot: str | None = None, confirm: bool | None = None) -> None:
        await self.invoke(interaction, "build", path=path, toward=toward, card=card, depot=depot, confirm="yes" if confirm else None)

    @build.autocomplete("path")
    async def build_path(self, interaction: discord.Interaction[Any], current: str) -> list[Choice[str]]:
        return await self.suggest(interaction, "build", "path", current)

    @build.autocomplete("toward")
    async def build_toward(self, interaction: discord.Interaction[Any], current: str) -> list[Choice[str]]:
        return await self.suggest(interaction, "build", "toward", current)

    @build.autocomplete("card")
    async def build_card(self, interaction: discord.Interaction[Any], current: str) -> list[Choice[str]]:
        return await self.suggest(interaction, "build", "card", current)

    @app_commands.command(name="urbanize", description=describe("urbanize"))
    @app_commands.describe(**option_help("urbanize"))
    @app_commands.choices(color=COLORS[1:])
    async def urbanize(self, interaction: discord.Interaction[Any], city: str, color: str, confirm: bool | None = None) -> None:
        await self.invoke(interaction, "urbanize", city=city, color=color, confirm="yes" if confirm else None)

    @urbanize.autocomplete("city")
    async def urbanize_city(self, interaction: discord.Interaction[Any], current: str) -> list[Choice[str]]:
        return await self.suggest(interaction, "urbanize", "city", current)

    @app_commands.command(name="upgrade-engine", description=describe("upgrade-engine"))
    @app_commands.describe(**option_help("upgrade-engine"))
    async def upgrade(self, interaction: discord.Interaction[Any], confirm: bool | None = None) -> None:
        await self.invoke(interaction, "upgrade-engine", confirm="yes" if confirm else None)

    @app_commands.command(name="deliver", description=describe("deliver"))
    @app_commands.describe(**option_help("deliver"))
    @app_commands.choices(color=COLORS)
    async def deliver(self, interaction: discord.Interaction[Any], color: str, route: str, via: str | None = None,
                      stop: bool | None = None) -> None:
        await self.invoke(interaction, "deliver", color=color, route=route, via=via, stop="yes" if stop else None)

    @deliver.autocomplete("route")
    async def deliver_route(self, interaction: discord.Interaction[Any], current: str) -> list[Choice[str]]:
        """The legal deliveries' routes, each shown with its cities and the points it gives."""
        typed = filled(interaction, "route")
        pairs = await self.bot.layer.suggest_labelled(invocation_of(interaction), "deliver", "route", current, typed)
        return fit_choices(pairs)

    @app_commands.command(name="card", description=describe("card"))
    @app_commands.describe(**option_help("card"))
    async def take_card(self, interaction: discord.Interaction[Any], card: str, city: str | None = None,
                        color: str | None = None, link: int | None = None) -> None:
        await self.invoke(interaction, "card", card=card, city=city, color=color, link=link)

    @take_card.autocomplete("card")
    async def take_card_card(self, interaction: discord.Interaction[Any], current: str) -> list[Choice[str]]:
        return await self.suggest(interaction, "card", "card", current)

    @app_commands.command(name="mine", description=describe("mine"))
    @app_commands.describe(**option_help("mine"))
    async def mine(self, interaction: discord.Interaction[Any], city: str) -> None:
        await self.invoke(interaction, "mine", city=city)

    @mine.autocomplete("city")
    async def mine_city(self, interaction: discord.Interaction[Any], current: str) -> list[Choice[str]]:
        return await self.suggest(interaction, "mine", "city", current)

    @app_commands.command(name="western-link", description=describe("western-link"))
    @app_commands.describe(**option_help("western-link"))
    async def western_link(self, interaction: discord.Interaction[Any], city: str, confirm: bool | None = None) -> None:
        await self.invoke(interaction, "western-link", city=city, confirm="yes" if confirm else None)

    @western_link.autocomplete("city")
    async def western_link_city(self, interaction: discord.Interaction[Any], current: str) -> list[Choice[str]]:
        return await self.suggest(interaction, "western-link", "city", current)

    @app_commands.command(name="inspect", description=describe("inspect"))
    @app_commands.describe(**option_help("inspect"))
    async def inspect(self, interaction: discord.Interaction[Any], player: str) -> None:
        await self.invoke(interaction, "inspect", player=player)

    @inspect.autocomplete("player")
    async def inspect_player(self, interaction: discord.Interaction[Any], current: str) -> list[Choice[str]]:
        return await self.suggest(interaction, "inspect", "player", current)

    @app_commands.command(name="return-bonds", description=describe("return-bonds"))
    @app_commands.describe(**option_help("return-bonds"))
    async def return_bonds(self, interaction: discord.Interaction[Any], count: app_commands.Range[int, 0, 99]) -> None:
        await self.invoke(interaction, "return-bonds", count=count)
