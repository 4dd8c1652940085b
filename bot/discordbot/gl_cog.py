"""Slash commands of 18GL's own moves (loans, private powers, CONRAIL's stations and Bonds, treasury
shares, discards, Wabash's home), each a thin wrapper handing its options to the command layer."""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

import discord
from discord import app_commands

from bot.discordbot.game_cog import describe, option_help
from bot.discordbot.movecog import MoveCog

if TYPE_CHECKING:
    pass

Choice = app_commands.Choice


class GreatLakesCog(MoveCog):
    @app_commands.command(name="repay", description=describe("repay"))
    @app_commands.describe(**option_help("repay"))
    async def repay(self, interaction: discord.Interaction[Any], loans: app_commands.Range[int, 1, 2]) -> None:
        await self.invoke(interaction, "repay", loans=loans)

    @app_commands.command(name="power", description=describe("power"))
    @app_commands.describe(**option_help("power"))
    async def power(self, interaction: discord.Interaction[Any], company: str, target: str | None = None,
                    confirm: bool | None = None) -> None:
        await self.invoke(interaction, "power", company=company, target=target, confirm="yes" if confirm else None)

    @power.autocomplete("company")
    async def power_company(self, interaction: discord.Interaction[Any], current: str) -> list[Choice[str]]:
        return await self.suggest(interaction, "power", "company", current)

    @app_commands.command(name="keep", description=describe("keep"))
    @app_commands.describe(**option_help("keep"))
    async def keep(self, interaction: discord.Interaction[Any], hexes: str) -> None:
        await self.invoke(interaction, "keep", hexes=hexes)

    @app_commands.command(name="buy-bond", description=describe("buy-bond"))
    async def buy_bond(self, interaction: discord.Interaction[Any]) -> None:
        await self.invoke(interaction, "buy-bond")

    @app_commands.command(name="buy-certificate", description=describe("buy-certificate"))
    @app_commands.describe(**option_help("buy-certificate"))
    async def buy_certificate(self, interaction: discord.Interaction[Any], railroad: str) -> None:
        await self.invoke(interaction, "buy-certificate", railroad=railroad)

    @app_commands.command(name="sell-bond", description=describe("sell-bond"))
    @app_commands.describe(**option_help("sell-bond"))
    async def sell_bond(self, interaction: discord.Interaction[Any], count: app_commands.Range[int, 1, 10]) -> None:
        await self.invoke(interaction, "sell-bond", count=count)

    @app_commands.command(name="redeem", description=describe("redeem"))
    @app_commands.describe(**option_help("redeem"))
    async def redeem(self, interaction: discord.Interaction[Any], count: app_commands.Range[int, 1, 10],
                     holder: discord.Member | None = None) -> None:
        await self.invoke(interaction, "redeem", count=count, holder=holder.display_name if holder else None)

    @app_commands.command(name="treasury-sell", description=describe("treasury-sell"))
    @app_commands.describe(**option_help("treasury-sell"))
    async def treasury_sell(self, interaction: discord.Interaction[Any], count: app_commands.Range[int, 1, 20]) -> None:
        await self.invoke(interaction, "treasury-sell", count=count)

    @app_commands.command(name="treasury-buy", description=describe("treasury-buy"))
    @app_commands.describe(**option_help("treasury-buy"))
    async def treasury_buy(self, interaction: discord.Interaction[Any], count: app_commands.Range[int, 1, 20]) -> None:
        await self.invoke(interaction, "treasury-buy", count=count)

    @app_commands.command(name="discard", description=describe("discard"))
    @app_commands.describe(**option_help("discard"))
    async def discard(self, interaction: discord.Interaction[Any], train: str) -> None:
        await self.invoke(interaction, "discard", train=train)

    @discard.autocomplete("train")
    async def discard_train(self, interaction: discord.Interaction[Any], current: str) -> list[Choice[str]]:
        return await self.suggest(interaction, "discard", "train", current)

    @app_commands.command(name="home", description=describe("home"))
    @app_commands.describe(**option_help("home"))
    async def home(self, interaction: discord.Interaction[Any], hex: str) -> None:
        await self.invoke(interaction, "home", hex=hex)
