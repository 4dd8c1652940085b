"""What the Store owes: posts to channels (storage/outbox.py) and automatic moves to games (storage/automation.py).
A mixin of `Store` (store.py), which opens the database and sets `_db` and `_clock`."""

from __future__ import annotations

from collections.abc import Callable

from storage import automation as automation_sql
from storage import outbox as outbox_sql
from storage.backend import Backend, Conn
from storage.checks import require_text
from storage.records import Automate, Automation, OwedPost, Owing


class OwedStore:
    _db: Backend
    _clock: Callable[[], float]

    # -- posts owed to a channel (storage/outbox.py) ---------------------------------------------------

    async def owe_post(self, game_id: int, *, channel_id: str, user_id: str, command: str, position: int, content: str,
                       due_at: float) -> int:
        """Remember a post the channel should have seen that no mover waits on (a ping a direct message could not
        carry); returns its id."""
        require_text(channel_id, "The channel id")
        require_text(content, "The post")
        async with self._db.transaction() as conn:
            return await outbox_sql.insert(conn, game_id, user_id, position, Owing(channel_id, command, content, due_at),
                                           ping=True, now=self._clock())

    async def owed_posts(self, now: float, limit: int = 20) -> list[OwedPost]:
        """Posts due by `now` and not delivered, at most one a game (its oldest: moves are posted in order)."""
        async with self._db.reading() as conn:
            return await outbox_sql.due(conn, now, limit)

    async def next_owed_at(self) -> float | None:
        """When the next owed post that may be posted falls due (None: nothing is owed)."""
        async with self._db.reading() as conn:
            return await outbox_sql.next_due(conn)

    async def oldest_owed_at(self) -> float | None:
        """When the oldest post still owed to a channel was written (None: nothing is owed); a health check's lag."""
        async with self._db.reading() as conn:
            return await outbox_sql.oldest_undelivered(conn)

    async def owed_post_of(self, game_id: int, user_id: str) -> OwedPost | None:
        """The newest move of `user_id` in the game whose answer they have not seen (to recognise the same command
        repeated), delivered to the channel or not."""
        async with self._db.reading() as conn:
            return await outbox_sql.unanswered(conn, game_id, user_id)

    async def post_delivered(self, post_id: int, *, answered: bool = False, followed: bool = False) -> None:
        """The channel has the post (and, `answered`, the mover saw it; `followed`, its pings and mirror went); a row
        that is all three goes."""
        async with self._db.transaction() as conn:
            await outbox_sql.mark(conn, post_id, delivered=True, answered=answered, followed=followed)

    async def post_answered(self, post_id: int) -> None:
        """The mover saw the move's answer (the channel may still be owed it)."""
        async with self._db.transaction() as conn:
            await outbox_sql.mark(conn, post_id, answered=True)

    async def post_followed(self, post_id: int) -> None:
        """The direct-message pings and the spectators' mirror that go with the post were sent."""
        async with self._db.transaction() as conn:
            await outbox_sql.mark(conn, post_id, followed=True)

    async def owe_all_now(self, due_at: float) -> int:
        """Every post not delivered yet falls due by `due_at` (a process alone on its database, starting: whatever is
        owed was left by its own predecessor, killed before it answered); how many."""
        async with self._db.transaction() as conn:
            return await conn.execute("UPDATE outbox SET due_at = $1 WHERE delivered = 0 AND due_at > $1", due_at)

    async def forget_delivered_posts(self, before: float) -> int:
        """Delivered rows whose mover never saw the answer, owed before `before`; how many went."""
        async with self._db.transaction() as conn:
            return await outbox_sql.forget_delivered(conn, before)

    async def owe_now(self, post_id: int, due_at: float) -> None:
        """The move's answer failed: its post is due at `due_at` (a deliverer posts it)."""
        async with self._db.transaction() as conn:
            await conn.execute("UPDATE outbox SET due_at = $1 WHERE id = $2 AND delivered = 0", due_at, post_id)

    async def claim_post(self, post: OwedPost, retry_at: float) -> OwedPost | None:
        """Take a due post to send it (compare-and-set: of several processes, one gets it), as it stands now; if the
        sending fails it is due again at `retry_at`. None: another took it first."""
        async with self._db.transaction() as conn:
            return await outbox_sql.claim(conn, post, retry_at)

    # -- automatic moves owed to a game (storage/automation.py) ------------------------------------------

    async def owe_automation(self, game_id: int, automate: Automate) -> None:
        """Set what the game owes in automatic moves outside a move (a game started with bots seated): a row due at
        `automate.due_at`, or none."""
        async with self._db.transaction() as conn:
            await self._automate(conn, game_id, automate)

    async def _automate(self, conn: Conn, game_id: int, automate: Automate) -> None:
        """In the caller's transaction: the row, and (PostgreSQL) every process told when it falls due."""
        await automation_sql.write(conn, game_id, automate)
        if automate.due_at is not None:
            await self._db.announce_automation(conn, automate.due_at)

    async def watch_automation(self, due: Callable[[float], None]) -> None:
        """Call `due(due_at)` whenever a process sharing the database sets a game's owed automatic moves (PostgreSQL;
        a SQLite file has one process, which knows its own)."""
        await self._db.watch_automation(due)

    async def automation(self, game_id: int) -> Automation | None:
        async with self._db.reading() as conn:
            return await automation_sql.fetch(conn, game_id)

    async def automation_due(self, now: float, limit: int = 50) -> list[Automation]:
        """The games whose owed automatic moves are due by `now`, soonest first (a clock stepped back is first
        undone: no row waits longer than it was set to)."""
        async with self._db.reading() as conn:
            found = await automation_sql.due(conn, now, limit)
        for owed in [o for o in found if o.due_at > now + o.wait_s]:
            async with self._db.transaction() as conn:
                await automation_sql.cap(conn, owed, now)
        return [o for o in found if o.due_at <= now]

    async def next_automation_at(self) -> float | None:
        async with self._db.reading() as conn:
            return await automation_sql.next_due(conn)

    async def claim_automation(self, owed: Automation, next_due: float) -> bool:
        """Take a game's owed automatic moves to make them (of several processes, one does); due again at `next_due`
        unless a move pushes them on or settles them first."""
        async with self._db.transaction() as conn:
            return await automation_sql.claim(conn, owed, next_due)

    async def settle_automation(self, game_id: int, seen_due: float) -> bool:
        """Nothing was owed after all: the row goes, if it is still the one seen."""
        async with self._db.transaction() as conn:
            return await automation_sql.settle(conn, game_id, seen_due)

    async def automation_all_now(self, now: float) -> int:
        """A process alone on its database, starting: every game's owed automatic moves are due now (its
        predecessor's)."""
        async with self._db.transaction() as conn:
            return await automation_sql.all_now(conn, now)
