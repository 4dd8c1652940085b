"""Turn reminders: when the player to act has been idle for the game's interval,
they are pinged again, then every interval after, until someone moves.

Reminders are rows in the database (storage's `reminders` table), so they
survive restarts. This module decides *when*; a front end (the Discord bot's
timer task) decides how to deliver. The clock is injected: the Discord bot
passes Discord's clock, tests a virtual one.
"""

from __future__ import annotations

import time
from collections.abc import Callable

from storage import Reminder, Store

DEFAULT_INTERVAL_HOURS = 24.0
Clock = Callable[[], float]


def describe_interval(interval_s: float | None) -> str:
    if interval_s is None:
        return "off"
    hours = interval_s / 3600
    return f"{hours:g} hour" + ("" if hours == 1 else "s")


class ReminderBook:
    def __init__(self, store: Store, clock: Clock = time.time) -> None:
        self.store = store
        self.clock = clock
        self.listeners: list[Callable[[], None]] = []  # the timers' wake-ups (reminders', deadlines'), when they run

    async def interval(self, game_id: int) -> float | None:
        reminder = await self.store.reminder(game_id)
        return DEFAULT_INTERVAL_HOURS * 3600 if reminder is None else reminder.interval_s

    async def arm(self, game_id: int) -> None:
        """Someone must act from now on: remind them after the interval (and their deadline, if the game has one,
        counts from now)."""
        await self.store.rearm_reminder(game_id, self.clock(), DEFAULT_INTERVAL_HOURS * 3600)
        self.changed()

    async def disarm(self, game_id: int) -> None:
        """No one is waited for (the game ended or was abandoned): no reminder and no deadline is due."""
        if await self.store.reminder(game_id) is not None:
            await self.store.stop_reminder(game_id)
            self.changed()

    async def set_interval(self, game_id: int, hours: float | None, *, running: bool) -> None:
        interval = None if hours is None else hours * 3600
        due = self.clock() + interval if interval is not None and running else None
        await self.store.set_reminder(game_id, interval_s=interval, due_at=due)
        self.changed()

    async def seconds_until_next(self) -> float | None:
        """How long until the earliest reminder falls due (0 if overdue); None if none is set."""
        reminder = await self.store.next_reminder()
        if reminder is None or reminder.due_at is None:
            return None
        return max(0.0, reminder.due_at - self.clock())

    async def take_due(self) -> Reminder | None:
        """Claim the earliest reminder if it is due, moving it on by its interval from now.

        A reminder missed while the bot was down is sent once on catching up,
        not once per missed interval: the next one is counted from now.
        """
        reminder = await self.store.next_reminder()
        now = self.clock()
        if reminder is None or reminder.due_at is None or reminder.due_at > now:
            return None
        next_due = None if reminder.interval_s is None else now + reminder.interval_s
        if await self.store.claim_reminder(reminder, next_due):
            return reminder
        return None

    async def hold(self, game_id: int, until: float) -> None:
        """Quiet hours: the reminder waits until `until` (if that comes before the one already due)."""
        reminder = await self.store.reminder(game_id)
        if reminder is not None and (reminder.due_at is None or until < reminder.due_at or reminder.due_at <= self.clock()):
            await self.store.set_reminder_due(game_id, until)
            self.changed()

    def changed(self) -> None:
        for wake in list(self.listeners):
            wake()
