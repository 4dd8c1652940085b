"""People following a game (issue 50 §4, table follows): who follows which game, how often they get a digest, what
their last digest covered, and when their row is next looked at. A mixin of `Store` (store.py), which opens the
database and sets `_db` and `_shards`; the SQL is written once for both backends. Times are the caller's (the bot's
clock), as for reminders.

A digest is made once: a process takes a due row with a compare-and-set on its `due_at` (`claim_follow`, moving it
on by a lease), and settles it with another on the leased time (`settle_follow`), so of two processes one makes it, and
one stopped in between leaves the row due again when the lease ends."""

from __future__ import annotations

from dataclasses import dataclass
from typing import Any

from storage import games as game_sql
from storage.backend import Backend
from storage.checks import require_text
from storage.errors import StorageError
from storage.records import ACTIVE_STATUSES
from storage.shards import Shards

EVERY = ("round", "day")  # how often a follower gets a digest
_COLUMNS = "f.game_id, f.user_id, f.every, f.seen_moves, f.seen_round, f.due_at"


@dataclass(frozen=True)
class FollowRecord:
    game_id: int
    user_id: str
    every: str  # one of EVERY
    seen_moves: int  # the moves in force when the last digest was made (or the follow began)
    seen_round: str  # the round the game was in then ("" before it began)
    due_at: float  # when the row is next looked at


def _follow(row: Any) -> FollowRecord:
    return FollowRecord(int(row[0]), str(row[1]), str(row[2]), int(row[3]), str(row[4]), float(row[5]))


class FollowStore:
    _db: Backend
    _shards: Shards | None

    def _served(self, dialect: str) -> str:
        return "" if self._shards is None else " AND " + self._shards.sql_condition(dialect, "g.guild_id")

    async def follow(self, game_id: int, user_id: str, *, every: str, seen_moves: int, seen_round: str, due_at: float,
                     now: float) -> bool:
        """`user_id` follows the game from now (True), or changes how often (False: they followed it already; what
        their next digest covers is kept)."""
        if every not in EVERY:
            raise StorageError(f"A follower's digest comes every {' or '.join(EVERY)}, not {every!r}.")
        require_text(user_id, "The user id")
        async with self._db.transaction() as conn:
            await game_sql.ensure_game(conn, game_id)
            changed = await conn.execute(
                "UPDATE follows SET every = $1, due_at = $2 WHERE game_id = $3 AND user_id = $4",
                every, due_at, game_id, user_id)
            if changed:
                return False
            await conn.execute(
                "INSERT INTO follows (game_id, user_id, every, seen_moves, seen_round, due_at, created_at)"
                " VALUES ($1, $2, $3, $4, $5, $6, $7)", game_id, user_id, every, seen_moves, seen_round, due_at, now)
            return True

    async def unfollow(self, game_id: int, user_id: str) -> bool:
        """`user_id` no longer follows the game; False if they did not."""
        async with self._db.transaction() as conn:
            return await conn.execute("DELETE FROM follows WHERE game_id = $1 AND user_id = $2", game_id, user_id) > 0

    async def follow_of(self, game_id: int, user_id: str) -> FollowRecord | None:
        async with self._db.reading() as conn:
            rows = await conn.fetch(f"SELECT {_COLUMNS} FROM follows f WHERE f.game_id = $1 AND f.user_id = $2",
                                    game_id, user_id)
        return _follow(rows[0]) if rows else None

    async def follows_of_user(self, user_id: str) -> list[FollowRecord]:
        """The lobbies and running games the user follows, anywhere, oldest follow first."""
        active = ", ".join(f"'{s}'" for s in ACTIVE_STATUSES)
        async with self._db.reading() as conn:
            rows = await conn.fetch(f"SELECT {_COLUMNS} FROM follows f JOIN games g ON g.id = f.game_id"
                                    f" WHERE f.user_id = $1 AND g.status IN ({active}) ORDER BY f.created_at, f.game_id",
                                    user_id)
        return [_follow(row) for row in rows]

    async def next_follow_due(self) -> float | None:
        """When the earliest follow of the games this process serves is due (None: nobody follows one)."""
        async with self._db.reading() as conn:
            rows = await conn.fetch(f"SELECT MIN(f.due_at) FROM follows f JOIN games g ON g.id = f.game_id"
                                    f" WHERE 1 = 1{self._served(conn.dialect)}")
        return None if rows[0][0] is None else float(rows[0][0])

    async def follows_due(self, now: float, limit: int = 50) -> list[FollowRecord]:
        """The follows due by `now` of the games this process serves, the longest due first."""
        async with self._db.reading() as conn:
            rows = await conn.fetch(f"SELECT {_COLUMNS} FROM follows f JOIN games g ON g.id = f.game_id"
                                    f" WHERE f.due_at <= $1{self._served(conn.dialect)}"
                                    f" ORDER BY f.due_at, f.game_id, f.user_id LIMIT $2", now, limit)
        return [_follow(row) for row in rows]

    async def claim_follow(self, follow: FollowRecord, lease_until: float) -> FollowRecord | None:
        """Take a due follow to make its digest, moving it on to `lease_until` (compare-and-set on its due time: of
        several processes one gets it); None if another took it or it changed since it was read."""
        async with self._db.transaction() as conn:
            changed = await conn.execute("UPDATE follows SET due_at = $1 WHERE game_id = $2 AND user_id = $3 AND"
                                         " due_at = $4", lease_until, follow.game_id, follow.user_id, follow.due_at)
        if not changed:
            return None
        return FollowRecord(follow.game_id, follow.user_id, follow.every, follow.seen_moves, follow.seen_round,
                            lease_until)

    async def settle_follow(self, claimed: FollowRecord, *, seen_moves: int, seen_round: str, due_at: float) -> bool:
        """A claimed follow dealt with: what its digest covered and when it is next due; False if its lease ran out
        and another process took it (then the digest is that process's to send, not this one's)."""
        async with self._db.transaction() as conn:
            return await conn.execute(
                "UPDATE follows SET seen_moves = $1, seen_round = $2, due_at = $3 WHERE game_id = $4 AND user_id = $5"
                " AND due_at = $6", seen_moves, seen_round, due_at, claimed.game_id, claimed.user_id, claimed.due_at) > 0

    async def end_follow(self, claimed: FollowRecord) -> bool:
        """A claimed follow ends (its game ended, or its follower took a seat); False if another process holds it."""
        async with self._db.transaction() as conn:
            return await conn.execute("DELETE FROM follows WHERE game_id = $1 AND user_id = $2 AND due_at = $3",
                                      claimed.game_id, claimed.user_id, claimed.due_at) > 0
