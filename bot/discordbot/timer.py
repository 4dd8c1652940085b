"""One task serves every game's reminders (the RoboDanny timer pattern).

It sleeps until the earliest reminder in the database falls due, claims it
(so it is sent once, even across restarts), delivers it, and looks again.
When a reminder is set or reset, the sleeping task is replaced by a fresh
one that reads the new earliest time. On start-up it catches up, once, on
reminders that fell due while the bot was down.
"""

from __future__ import annotations

import asyncio
import logging
from collections.abc import Awaitable, Callable
from typing import Protocol

from storage import Deadline, Reminder

log = logging.getLogger(__name__)

MAX_SLEEP_S = 24 * 3600.0  # re-read at least daily, so a long sleep never drifts from the clock


class Book(Protocol):
    """What the timer serves: the reminders (bot/reminders.py `ReminderBook`) or the deadlines (bot/deadlines.py)."""

    listeners: list[Callable[[], None]]

    async def seconds_until_next(self) -> float | None: ...

    async def take_due(self) -> Reminder | Deadline | None: ...


class ReminderTimer:
    def __init__(self, book: Book, deliver: Callable[[int], Awaitable[None]]) -> None:
        self.book = book
        self.deliver = deliver
        self._task: asyncio.Task[None] | None = None
        self._sleeping = False
        self._dirty = False  # a reminder changed while the task was busy reading or delivering

    def start(self) -> None:
        self.book.listeners.append(self.wake)
        self._task = asyncio.get_running_loop().create_task(self._serve(), name="reminder-timer")

    def stop(self) -> None:
        if self.wake in self.book.listeners:
            self.book.listeners.remove(self.wake)
        if self._task is not None:
            self._task.cancel()
            self._task = None

    def wake(self) -> None:
        """A reminder changed: look at the database again."""
        self._dirty = True
        if self._task is not None and self._sleeping:
            self._task.cancel()
            self._task = asyncio.get_running_loop().create_task(self._serve(), name="reminder-timer")

    async def _serve(self) -> None:
        while True:
            self._dirty = False
            try:
                wait = await self.book.seconds_until_next()
                if wait == 0:
                    reminder = await self.book.take_due()
                    if reminder is not None:
                        await self.deliver(reminder.game_id)
                    continue
            except asyncio.CancelledError:
                raise
            except Exception:  # one bad reminder must not stop the others
                log.exception("serving reminders failed; trying again in a minute")
                wait = 60.0
            if self._dirty:
                continue
            self._sleeping = True
            try:
                await asyncio.sleep(MAX_SLEEP_S if wait is None else min(wait, MAX_SLEEP_S))
            finally:
                self._sleeping = False
