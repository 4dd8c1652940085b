"""SQL for the append-only action log. Only INSERT and SELECT live here:
nothing in this package ever updates or deletes a log entry."""

from __future__ import annotations

from typing import Any

from storage import games
from storage.backend import Conn
from storage.errors import ConstraintViolation, SequenceConflict
from storage.records import LOG_COLUMNS, LogEntry, entry_from_row


async def last_seq(conn: Conn, game_id: int) -> int:
    # Seqs are contiguous from 1, so the highest seq is also the log length;
    # on the (game_id, seq) primary key this is one index seek.
    rows = await conn.fetch("SELECT COALESCE(MAX(seq), 0) FROM actions WHERE game_id = $1", game_id)
    return int(rows[0][0])


async def log_length(conn: Conn, game_id: int) -> int:
    length = await last_seq(conn, game_id)
    if length == 0:
        await games.ensure_game(conn, game_id)
    return length


async def read_log(conn: Conn, game_id: int, after_seq: int) -> list[LogEntry]:
    rows = await conn.fetch(f"SELECT {LOG_COLUMNS} FROM actions WHERE game_id = $1 AND seq > $2 ORDER BY seq", game_id, after_seq)
    entries = [entry_from_row(row) for row in rows]
    if not entries:
        await games.ensure_game(conn, game_id)
    return entries


async def append_entry(
    conn: Conn,
    game_id: int,
    *,
    expected_seq: int,
    kind: str,
    user_id: str,
    data_json: str,
    data: dict[str, Any],
    now: float,
) -> LogEntry:
    """Insert entry ``expected_seq + 1``; must run inside a write transaction.

    The write lock (SQLite's BEGIN IMMEDIATE; PostgreSQL's row lock on the game,
    taken by touch()) makes the check-then-insert atomic across processes; the
    (game_id, seq) primary key is the backstop should that ever not hold.
    """
    await games.touch(conn, game_id, now)  # also raises GameNotFound
    current = await last_seq(conn, game_id)
    if current != expected_seq:
        raise SequenceConflict.between(expected=expected_seq, current=current)
    seq = expected_seq + 1
    try:
        await conn.execute(
            "INSERT INTO actions (game_id, seq, kind, user_id, data, created_at) VALUES ($1, $2, $3, $4, $5, $6)",
            game_id, seq, kind, user_id, data_json, now,
        )
    except ConstraintViolation as exc:
        raise SequenceConflict.between(expected=expected_seq, current=seq) from exc
    return LogEntry(seq=seq, kind=kind, user_id=user_id, data=data, created_at=now)
