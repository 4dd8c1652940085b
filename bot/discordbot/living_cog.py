"""Commands that are about a player rather than one channel's game (every command of the table that is neither
"game …" nor a move), generated from the table (`bot/discordbot/generated.py`): /games, every game the player sits
in or follow (open:yes: the server's lobbies), and /notify, their quiet hours and digest, usable anywhere (servers and
direct messages, and installed by a user); /auto, their standing orders, /follow, a game's digests, and /stats, a
server's standings over its finished games, only in a server; /replay, the channel's game stepped through by
buttons (its own message: bot/discordbot/replay_buttons.py), in a server too."""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

import discord
from discord import app_commands

from bot.commandtable import COMMANDS, MOVE_BUILDERS, Command
from bot.discordbot import board_link, replay_buttons
from bot.discordbot.generated import AppCommand, Place
from bot.discordbot.movecog import MoveCog

if TYPE_CHECKING:
    from bot.discordbot.protocols import RailBotLike


def anywhere(command: AppCommand) -> AppCommand:
    """A member who installed the app may ask anywhere: a server, the bot's direct messages, a group DM."""
    command = app_commands.allowed_contexts(guilds=True, dms=True, private_channels=True)(command)
    return app_commands.allowed_installs(guilds=True, users=True)(command)


PLACES: dict[str, Place] = {"games": anywhere, "notify": anywhere, "away": anywhere,
                            "deadline": app_commands.guild_only(), "nudge": app_commands.guild_only(), "plan": app_commands.guild_only(),
                            "replay": app_commands.guild_only(), "board": app_commands.guild_only(),
                            "auto": app_commands.guild_only(), "stats": app_commands.guild_only(),
                            "follow": app_commands.guild_only()}


class LivingCog(MoveCog):
    def __init__(self, bot: RailBotLike) -> None:
        super().__init__(bot)
        self.serve([c for c in COMMANDS if not c.name.startswith("game ") and c.name not in MOVE_BUILDERS],
                   handlers={"replay": self.replay, "board": self.board}, places=PLACES)

    async def replay(self, interaction: discord.Interaction[Any], command: Command, values: dict[str, Any]) -> None:
        """/replay answers with a message of its own, its buttons stepping through the game (replay_buttons.py)."""
        await replay_buttons.answer(self.bot, interaction, command, values)

    async def board(self, interaction: discord.Interaction[Any], command: Command, values: dict[str, Any]) -> None:
        """/board answers privately with the link to the game's live board (posted first where it has none)."""
        await board_link.answer(self.bot, interaction)
