"""A game's clock in the Store: its turn reminder and its deadline (issue 48), one row per game (table reminders),
set with every move in its transaction. A mixin of `Store` (store.py), which opens the database and sets `_db` and
`_shards`. Times here are the caller's (the bot's clock), not the Store's: the timers that serve reminders and
deadlines must agree with the clock they sleep on."""

from __future__ import annotations

from collections.abc import Callable

from storage import followers as follower_sql
from storage import games as game_sql
from storage.backend import Backend
from storage.errors import StorageError
from storage.records import THEN, Deadline, Reminder
from storage.shards import Shards


class ClockStore:
    _db: Backend
    _shards: Shards | None

    async def reminder(self, game_id: int) -> Reminder | None:
        async with self._db.reading() as conn:
            return await follower_sql.fetch_reminder(conn, game_id)

    async def set_reminder(self, game_id: int, *, interval_s: float | None, due_at: float | None) -> None:
        """Set a game's reminder interval (None: off) and when it is next due (None: not due)."""
        if interval_s is not None and not interval_s > 0:
            raise StorageError("The reminder interval must be a positive number of seconds.")
        async with self._db.transaction() as conn:
            await game_sql.ensure_game(conn, game_id)
            await follower_sql.upsert_reminder(conn, game_id, interval_s, due_at)
            await self._db.announce_reminder(conn, game_id)

    async def set_reminder_due(self, game_id: int, due_at: float | None) -> None:
        async with self._db.transaction() as conn:
            await follower_sql.set_due(conn, game_id, due_at)
            await self._db.announce_reminder(conn, game_id)

    async def rearm_reminder(self, game_id: int, now: float, default_interval_s: float) -> None:
        """Someone must act from `now`: the reminder falls due an interval later, the deadline (if the game has one)
        its length later."""
        async with self._db.transaction() as conn:
            await game_sql.ensure_game(conn, game_id)
            await follower_sql.rearm(conn, game_id, now, default_interval_s)
            await self._db.announce_reminder(conn, game_id)

    async def stop_reminder(self, game_id: int) -> None:
        """No one is waited for: neither the reminder nor the deadline is due."""
        async with self._db.transaction() as conn:
            await follower_sql.stop(conn, game_id)
            await self._db.announce_reminder(conn, game_id)

    async def deadline(self, game_id: int) -> Deadline | None:
        async with self._db.reading() as conn:
            return await follower_sql.fetch_deadline(conn, game_id)

    async def set_deadline(self, game_id: int, *, after_s: float | None, then: str, due_at: float | None,
                           default_interval_s: float) -> None:
        """Set a game's deadline (None: none), what a missed one does, and when the decision under way misses it."""
        if after_s is not None and not after_s > 0:
            raise StorageError("The deadline must be a positive number of seconds.")
        if then not in THEN:
            raise StorageError(f"A missed deadline does one of {', '.join(THEN)}.")
        async with self._db.transaction() as conn:
            await game_sql.ensure_game(conn, game_id)
            await follower_sql.upsert_deadline(conn, game_id, after_s, then, due_at, default_interval_s)
            await self._db.announce_reminder(conn, game_id)

    async def set_deadline_due(self, game_id: int, due_at: float | None) -> None:
        async with self._db.transaction() as conn:
            await follower_sql.set_deadline_due(conn, game_id, due_at)
            await self._db.announce_reminder(conn, game_id)

    async def next_deadline(self) -> Deadline | None:
        """The deadline due soonest, over the games this process serves."""
        async with self._db.reading() as conn:
            return await follower_sql.fetch_next_deadline(conn, self._shards)

    async def claim_deadline(self, deadline: Deadline, next_due: float | None) -> bool:
        """Take a due deadline, moving it on to `next_due`; False if someone already moved it (compare-and-set)."""
        if deadline.due_at is None:
            return False
        async with self._db.transaction() as conn:
            return await follower_sql.claim_deadline(conn, deadline.game_id, deadline.due_at, next_due)

    async def next_reminder(self) -> Reminder | None:
        """The reminder due soonest, over the games this process serves (all, unless opened with some shards)."""
        async with self._db.reading() as conn:
            return await follower_sql.fetch_next_due(conn, self._shards)

    async def watch_reminders(self, wake: Callable[[], None]) -> None:
        """Call `wake()` whenever a reminder of a game this process serves is set or moved,
        by this process or (PostgreSQL) any other sharing the database, once the change is committed."""
        await self._db.watch_reminders(wake, self._shards)

    async def claim_reminder(self, reminder: Reminder, next_due: float | None) -> bool:
        """Take a due reminder for sending, moving it on to `next_due`; False if someone
        already moved it (a move reset it, or another task claimed it). Claiming before
        sending means a reminder is never sent twice, even across a crash."""
        if reminder.due_at is None:
            return False
        async with self._db.transaction() as conn:
            return await follower_sql.claim_due(conn, reminder.game_id, reminder.due_at, next_due)
