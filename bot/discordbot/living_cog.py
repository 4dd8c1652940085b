"""Commands that are about a player rather than one channel's game, usable anywhere (servers and
direct messages): /games, every game the player sits in."""

from __future__ import annotations

from typing import Any

import discord
from discord import app_commands

from bot.discordbot.game_cog import describe
from bot.discordbot.movecog import MoveCog


class LivingCog(MoveCog):
    @app_commands.command(name="games", description=describe("games"))
    @app_commands.allowed_contexts(guilds=True, dms=True, private_channels=True)
    async def games(self, interaction: discord.Interaction[Any]) -> None:
        await self.invoke(interaction, "games")
