"""Votes on buttons (issue 48 §4, table votes): the message that carries a vote's Yes and No buttons, whose yes it asks
for, when it expires and how it ended. The yes votes themselves are log entries; a row says which of them make one vote.
A mixin of `Store` (store.py), which opens the database and sets `_db` and `_clock`; the SQL is written once for both
backends.

A vote ends once (`close_vote` is a compare-and-set on its open state), so two processes, or a press racing the
expiry, never both settle it."""

from __future__ import annotations

import json
from collections.abc import Callable
from dataclasses import dataclass
from typing import Any

from storage.backend import Backend
from storage.checks import SHORT_TEXT, require_text
from storage.errors import StorageError
from storage.jsoncodec import canonical_object

VOTE_STATES = ("open", "passed", "refused", "expired", "lapsed")
_COLUMNS = ("id, game_id, kind, data, asker_id, needed, ask, opened_seq, opened_at, expires_at, state, outcome, tell_at,"
            " channel_id, message_id")


@dataclass(frozen=True)
class VoteRecord:
    id: int
    game_id: int
    kind: str  # the vote kind's name in bot/commands/votes.py's registry: undo, pause, resume, replace, abandon, ...
    data: dict[str, Any]  # what is voted on, as the vote's log entries' data say it
    asker_id: str
    needed: tuple[str, ...]  # the users whose yes the vote asks for (the asker among them when their yes counts)
    ask: str  # the vote's words as its message first said them
    opened_seq: int  # the log entry that opened it (the asker's yes)
    opened_at: float
    expires_at: float
    state: str  # one of VOTE_STATES
    outcome: str  # how it ended, in words ('' while open)
    tell_at: float | None  # when the asker is told it expired (None: nothing to tell)
    channel_id: str | None  # where its message is (None until posted)
    message_id: str | None

    @property
    def is_open(self) -> bool:
        return self.state == "open"


def _vote(row: Any) -> VoteRecord:
    return VoteRecord(int(row["id"]), int(row["game_id"]), str(row["kind"]), json.loads(row["data"]), str(row["asker_id"]),
                      tuple(json.loads(row["needed"])), str(row["ask"]), int(row["opened_seq"]), float(row["opened_at"]),
                      float(row["expires_at"]), str(row["state"]), str(row["outcome"]),
                      None if row["tell_at"] is None else float(row["tell_at"]),
                      None if row["channel_id"] is None else str(row["channel_id"]),
                      None if row["message_id"] is None else str(row["message_id"]))


class VoteStore:
    _db: Backend
    _clock: Callable[[], float]

    async def open_vote(self, game_id: int, *, kind: str, data: dict[str, Any], asker_id: str, needed: list[str],
                        ask: str, opened_seq: int, opened_at: float, expires_at: float) -> VoteRecord:
        """A vote opened by `asker_id`'s log entry `opened_seq`, asking `needed` for their yes until `expires_at`."""
        require_text(kind, "The vote's kind", max_len=SHORT_TEXT)
        require_text(asker_id, "The asker's id")
        require_text(ask, "The vote's words")
        data_json, _ = canonical_object(data, what="The vote's data")
        async with self._db.transaction() as conn:
            rows = await conn.fetch(
                f"INSERT INTO votes (game_id, kind, data, asker_id, needed, ask, opened_seq, opened_at, expires_at) VALUES"
                f" ($1, $2, $3, $4, $5, $6, $7, $8, $9) RETURNING {_COLUMNS}", game_id, kind, data_json, asker_id,
                json.dumps(sorted(needed)), ask, opened_seq, opened_at, expires_at)
        return _vote(rows[0])

    async def vote(self, vote_id: int) -> VoteRecord | None:
        """The vote of this id (None: not known here)."""
        async with self._db.reading() as conn:
            rows = await conn.fetch(f"SELECT {_COLUMNS} FROM votes WHERE id = $1", vote_id)
        return _vote(rows[0]) if rows else None

    async def open_vote_of(self, game_id: int, kind: str, data: dict[str, Any]) -> VoteRecord | None:
        """The game's open vote of this kind about this `data` (the newest, should there be more)."""
        data_json, _ = canonical_object(data, what="The vote's data")
        async with self._db.reading() as conn:
            rows = await conn.fetch(f"SELECT {_COLUMNS} FROM votes WHERE game_id = $1 AND state = 'open' AND kind = $2"
                                    f" AND data = $3 ORDER BY id DESC", game_id, kind, data_json)
        return _vote(rows[0]) if rows else None

    async def open_votes(self, game_id: int) -> list[VoteRecord]:
        """The game's open votes, oldest first."""
        async with self._db.reading() as conn:
            rows = await conn.fetch(f"SELECT {_COLUMNS} FROM votes WHERE game_id = $1 AND state = 'open' ORDER BY id",
                                    game_id)
        return [_vote(row) for row in rows]

    async def vote_posted(self, vote_id: int, channel_id: str, message_id: str) -> None:
        """Where the vote's message is (the first place it was posted)."""
        async with self._db.transaction() as conn:
            await conn.execute("UPDATE votes SET channel_id = $1, message_id = $2 WHERE id = $3 AND message_id IS NULL",
                               channel_id, message_id, vote_id)

    async def close_vote(self, vote_id: int, state: str, outcome: str, tell_at: float | None = None) -> bool:
        """End an open vote (`state`: passed, refused, expired or lapsed), saying how; False if it had ended already."""
        if state not in VOTE_STATES or state == "open":
            raise StorageError(f"{state!r} is not how a vote ends; use passed, refused, expired or lapsed.")
        async with self._db.transaction() as conn:
            changed = await conn.execute("UPDATE votes SET state = $1, outcome = $2, tell_at = $3 WHERE id = $4 AND"
                                         " state = 'open'", state, outcome, tell_at, vote_id)
        return changed > 0

    async def next_vote_at(self) -> float | None:
        """When the next open vote expires, or an expired one's asker is to be told (None: neither)."""
        async with self._db.reading() as conn:
            rows = await conn.fetch("SELECT MIN(expires_at) FROM votes WHERE state = 'open'")
            told = await conn.fetch("SELECT MIN(tell_at) FROM votes WHERE tell_at IS NOT NULL")
        times = [float(r[0]) for r in (*rows, *told) if r[0] is not None]
        return min(times) if times else None

    async def votes_due(self, now: float) -> list[VoteRecord]:
        """Open votes expired by `now`, and ended ones whose asker is due to be told, oldest first."""
        async with self._db.reading() as conn:
            rows = await conn.fetch(f"SELECT {_COLUMNS} FROM votes WHERE (state = 'open' AND expires_at <= $1) OR"
                                    f" tell_at <= $1 ORDER BY id", now)
        return [_vote(row) for row in rows]

    async def vote_told(self, vote: VoteRecord, tell_at: float | None = None) -> bool:
        """Take the telling of the asker as `vote` had it due (None: told now; `tell_at`: to be told then instead);
        False if another task or process took it first (then it is theirs to tell: never twice)."""
        if vote.tell_at is None:
            return False
        async with self._db.transaction() as conn:
            return await conn.execute("UPDATE votes SET tell_at = $1 WHERE id = $2 AND tell_at = $3",
                                      tell_at, vote.id, vote.tell_at) > 0
