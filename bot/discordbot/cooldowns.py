"""Cooldowns on the heavy commands (issue 51 §5): a chart, a history or a replay draws pictures, an export or an
import reads a whole game, /stats reads every finished game of a server; each member may ask for them only so often,
through discord.py's own cooldown check (`app_commands.checks.cooldown`), and is told in one sentence when to try
again."""

from __future__ import annotations

import itertools
from collections.abc import Callable
from typing import Any, TypeVar

import discord
from discord import app_commands

T = TypeVar("T")

# command -> (times, per seconds) a member may use it
HEAVY: dict[str, tuple[int, float]] = {
    "game chart": (3, 30.0),
    "game history": (6, 30.0),
    "replay": (6, 30.0),  # its first answer replays the game and draws, as a history does (its buttons: the presses)
    "game export": (3, 60.0),
    "game import": (10, 3600.0),  # a member imported tens of thousands of finished games an hour into /stats
    "stats": (3, 30.0),
}


_bots = itertools.count(1)


def _member(interaction: discord.Interaction[Any]) -> tuple[int, int]:
    """A member's count, of this bot: several bots in one process (as in tests) keep their own, each numbered once."""
    client = interaction.client
    number = getattr(client, "_railbot_cooldowns", None)
    if number is None:
        number = next(_bots)
        client._railbot_cooldowns = number  # type: ignore[attr-defined]
    return number, interaction.user.id


def heavy(command: str) -> Callable[[T], T]:
    """The cooldown of `command` (HEAVY), counted per member across servers and channels."""
    times, per = HEAVY[command]
    return app_commands.checks.cooldown(times, per, key=_member)


def resting(command: str, error: app_commands.CommandOnCooldown) -> str:
    """The sentence a member reads when they asked too often."""
    times, per = HEAVY.get(command, (error.cooldown.rate, error.cooldown.per))
    wait = max(1, round(error.retry_after))
    return (f"/{command} can be used {times} times every {_span(per)}; try again in {wait} second"
            f"{'s' if wait != 1 else ''}.")


def _span(seconds: float) -> str:
    if seconds >= 3600:
        hours = round(seconds / 3600)
        return "hour" if hours == 1 else f"{hours} hours"
    if seconds >= 60:
        minutes = round(seconds / 60)
        return "minute" if minutes == 1 else f"{minutes} minutes"
    return f"{round(seconds)} seconds"
