"""Deadlines (issue 48): how long a player may take over a decision, and what a missed one does.

A game's deadline is kept in its reminder's row (storage/clocks.py): its length, what a missed one does (`ask` the
table with a button, the `bot` plays the seat until its player is back, or `skip`: a pass where the rules allow one),
and when the decision under way misses it, set with every move in the move's transaction as the reminder is. This
module reads lengths and dates as typed, writes times as Discord timestamps (each reader sees their own clock), and
keeps the book the deadline timer serves (bot/discordbot/timer.py): the earliest deadline due, claimed once.

A claim moves the deadline on by `RETRY_S`: the process that claimed it settles it (`settle`), so a process killed
in between leaves it due again a little later, for any process to take.
"""

from __future__ import annotations

import datetime as dt
import re
from zoneinfo import ZoneInfo

from bot.reminders import ReminderBook
from engine import IllegalAction
from storage import THEN, Deadline

RETRY_S = 600.0  # a claimed deadline not settled (its process stopped) falls due again this much later
SHORTEST_S, LONGEST_S = 600.0, 30 * 86400.0  # a deadline from 10 minutes to 30 days
_LENGTH = re.compile(r"^\s*(?P<n>\d+(?:\.\d+)?)\s*(?P<unit>m|min|mins|minutes?|h|hours?|d|days?)?\s*$", re.IGNORECASE)
_UNITS = {"m": 60.0, "h": 3600.0, "d": 86400.0}


def parse_length(text: str) -> float | None:
    """A deadline as typed: '48h', '2d', '90m', '36' (hours), or 'off' (None)."""
    if text.strip().lower() in ("off", "none", "no", "0"):
        return None
    found = _LENGTH.match(text)
    if found is None:
        raise IllegalAction(f"a deadline is a length like 48h, 2d or 90m (or off), not '{text.strip()}'")
    seconds = float(found["n"]) * _UNITS[(found["unit"] or "h")[0].lower()]
    if not SHORTEST_S <= seconds <= LONGEST_S:
        raise IllegalAction("a deadline runs from 10 minutes (10m) to 30 days (30d)")
    return seconds


def parse_then(text: str) -> str:
    """What a missed deadline does, as typed (default: ask the table)."""
    then = (text.strip().lower() or "ask").removeprefix("the ")
    if then not in THEN:
        raise IllegalAction(f"then is {', '.join(THEN)}, not '{text.strip()}'")
    return then


def describe_length(seconds: float) -> str:
    """'48 hours', '2 days', '90 minutes'."""
    if seconds % 86400 == 0 and seconds >= 2 * 86400:
        return f"{seconds / 86400:g} days"
    if seconds >= 3600:
        hours = seconds / 3600
        return f"{hours:g} hour" + ("" if hours == 1 else "s")
    return f"{seconds / 60:g} minutes"


WHAT_THEN = {
    "ask": "the table is asked (one press of a button) to let the bot play for the silent player until they are back",
    "bot": "the bot plays for the silent player until they are back",
    "skip": "the silent player passes where the rules allow it (else the table is asked)",
}


def describe(deadline: Deadline | None) -> str:
    """'48 hours for each decision; then the bot plays …' or 'none'."""
    if deadline is None or deadline.after_s is None:
        return "no deadline"
    return f"a deadline of {describe_length(deadline.after_s)} for each decision; then {WHAT_THEN[deadline.then]}"


def stamp(at: float, style: str = "R") -> str:
    """A moment as a Discord timestamp: each reader sees it in their own time zone ('R': in 2 days; 'D': the date;
    'f': the date and time)."""
    return f"<t:{int(at)}:{style}>"


def by_deadline(name: str, deadline_at: float | None) -> str:
    """' (deadline <t:…:R>)' after a person's ask, when the game has a deadline running: each reader sees it in their
    own time zone (a bot seat, named '… (bot)', has none)."""
    return "" if deadline_at is None or name.endswith(" (bot)") else f" (deadline {stamp(deadline_at)})"


def parse_date(text: str, zone: str, now: float) -> float:
    """The end of an away spell as typed: a date (2026-12-24: its start, in the player's time zone), a date and
    time (2026-12-24 18:00), or a length from now (3d, 36h)."""
    typed = text.strip()
    try:
        length = _LENGTH.match(typed)
        if length is not None and length["unit"]:
            return now + float(length["n"]) * _UNITS[length["unit"][0].lower()]
        when = dt.datetime.fromisoformat(typed)
    except ValueError:
        raise IllegalAction(f"until is a date like 2026-12-24 (or 2026-12-24 18:00, or a length like 3d), "
                            f"not '{typed}'") from None
    at = (when if when.tzinfo is not None else when.replace(tzinfo=ZoneInfo(zone))).timestamp()
    if at <= now:
        raise IllegalAction("that date has passed; away until a date to come")
    if at > now + 366 * 86400:
        raise IllegalAction("away for a year at most")
    return at


class DeadlineBook:
    """The deadlines the deadline timer serves, over the reminders' rows (their changes wake it as they wake the
    reminder timer)."""

    def __init__(self, reminders: ReminderBook) -> None:
        self.reminders = reminders
        self.store = reminders.store

    @property
    def listeners(self) -> list:  # type: ignore[type-arg]
        return self.reminders.listeners

    async def seconds_until_next(self) -> float | None:
        """How long until the earliest deadline falls due (0 if overdue); None if none is set."""
        deadline = await self.store.next_deadline()
        if deadline is None or deadline.due_at is None:
            return None
        return max(0.0, deadline.due_at - self.reminders.clock())

    async def take_due(self) -> Deadline | None:
        """Claim the earliest deadline if it is due (moving it on by RETRY_S, until settled)."""
        deadline = await self.store.next_deadline()
        now = self.reminders.clock()
        if deadline is None or deadline.due_at is None or deadline.due_at > now:
            return None
        return deadline if await self.store.claim_deadline(deadline, now + RETRY_S) else None

    async def settle(self, game_id: int, next_due: float | None) -> None:
        """A deadline dealt with: the next one (None: none until the next move sets it)."""
        await self.store.set_deadline_due(game_id, next_due)
        self.reminders.changed()
