"""What the Discord modules need from each other, as Protocols, so that buttons, the front and the
cog depend on these instead of importing the concrete bot (client.py imports them, never the
reverse: no import cycle)."""

from __future__ import annotations

from typing import Any, Protocol

import discord

from bot.commands import CommandLayer, Reply


class Front(Protocol):
    """Turns command-layer replies into Discord messages."""

    async def answer(self, interaction: discord.Interaction[Any], reply: Reply) -> None: ...

    async def press(self, interaction: discord.Interaction[Any], game_id: int, action: str, position: int | None = None) -> None: ...

    async def board_link(self, game_id: int, channel_id: str) -> str | None:
        """The link to the game's live board in the channel (else in the game's own channel), posted if missing."""
        ...


class Counts(Protocol):
    """The bot's metrics as the cogs feed them (bot/discordbot/health.py)."""

    def answered(self, command: str, seconds: float) -> None: ...


class RailBotLike(Protocol):
    """The running bot as the cog and the buttons see it: the shared command layer and the front."""

    @property
    def layer(self) -> CommandLayer: ...

    @property
    def front(self) -> Front: ...

    @property
    def health(self) -> Counts: ...

    async def is_operator(self, user: discord.abc.User) -> bool: ...
