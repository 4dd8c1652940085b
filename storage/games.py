"""SQL for the games table. Functions take a connection already inside
``Database.reading()`` or ``Database.transaction()``; they never commit."""

from __future__ import annotations

import sqlite3
from typing import Any

import aiosqlite

from storage.errors import ChannelBusy, GameNotFound
from storage.records import ACTIVE_STATUSES, GAME_COLUMNS, GameRecord, game_from_row

_CHANNEL_BUSY = "This channel already has a game in its lobby or running; finish or abandon it first."
_ACTIVE_IN = "(" + ", ".join(f"'{s}'" for s in ACTIVE_STATUSES) + ")"


def _is_channel_clash(exc: sqlite3.IntegrityError) -> bool:
    # The partial unique index games_one_active_per_channel reports this column.
    return "games.channel_id" in str(exc)


async def insert_game(
    conn: aiosqlite.Connection,
    *,
    guild_id: str,
    channel_id: str,
    title: str,
    options_json: str,
    options: dict[str, Any],
    seed: int,
    creator_id: str,
    now: float,
) -> GameRecord:
    try:
        cursor = await conn.execute(
            "INSERT INTO games (guild_id, channel_id, title, options, seed, status,"
            " creator_id, created_at, updated_at)"
            " VALUES (?, ?, ?, ?, ?, 'lobby', ?, ?, ?)",
            (guild_id, channel_id, title, options_json, seed, creator_id, now, now),
        )
    except sqlite3.IntegrityError as exc:
        if _is_channel_clash(exc):
            raise ChannelBusy(_CHANNEL_BUSY) from exc
        raise
    game_id = cursor.lastrowid
    await cursor.close()
    assert game_id is not None  # an INSERT into a rowid table always sets it
    return GameRecord(
        id=game_id,
        guild_id=guild_id,
        channel_id=channel_id,
        title=title,
        options=options,
        seed=seed,
        status="lobby",
        creator_id=creator_id,
        created_at=now,
        updated_at=now,
        scores=None,
    )


async def fetch_game(conn: aiosqlite.Connection, game_id: int) -> GameRecord:
    rows = await conn.execute_fetchall(f"SELECT {GAME_COLUMNS} FROM games WHERE id = ?", (game_id,))
    for row in rows:
        return game_from_row(row)
    raise GameNotFound(f"There is no saved game number {game_id}.")


async def ensure_game(conn: aiosqlite.Connection, game_id: int) -> None:
    rows = await conn.execute_fetchall("SELECT 1 FROM games WHERE id = ?", (game_id,))
    if not list(rows):
        raise GameNotFound(f"There is no saved game number {game_id}.")


async def fetch_active(conn: aiosqlite.Connection, channel_id: str) -> GameRecord | None:
    rows = await conn.execute_fetchall(
        f"SELECT {GAME_COLUMNS} FROM games WHERE channel_id = ? AND status IN {_ACTIVE_IN}",
        (channel_id,),
    )
    for row in rows:
        return game_from_row(row)
    return None


async def fetch_history(conn: aiosqlite.Connection, channel_id: str) -> list[GameRecord]:
    # id breaks ties between games created within the same clock tick.
    rows = await conn.execute_fetchall(
        f"SELECT {GAME_COLUMNS} FROM games WHERE channel_id = ? ORDER BY created_at DESC, id DESC",
        (channel_id,),
    )
    return [game_from_row(row) for row in rows]


async def update_status(
    conn: aiosqlite.Connection,
    game_id: int,
    status: str,
    *,
    scores_json: str | None,
    now: float,
) -> GameRecord:
    try:
        # COALESCE: leaving scores out keeps the ones already saved.
        cursor = await conn.execute(
            "UPDATE games SET status = ?, scores = COALESCE(?, scores), updated_at = ? WHERE id = ?",
            (status, scores_json, now, game_id),
        )
    except sqlite3.IntegrityError as exc:
        if _is_channel_clash(exc):  # reopening an old game while another is active
            raise ChannelBusy(_CHANNEL_BUSY) from exc
        raise
    changed = cursor.rowcount
    await cursor.close()
    if changed == 0:
        raise GameNotFound(f"There is no saved game number {game_id}.")
    return await fetch_game(conn, game_id)


async def touch(conn: aiosqlite.Connection, game_id: int, now: float) -> None:
    """Bump updated_at; raises GameNotFound, so it doubles as an existence check."""
    cursor = await conn.execute("UPDATE games SET updated_at = ? WHERE id = ?", (now, game_id))
    changed = cursor.rowcount
    await cursor.close()
    if changed == 0:
        raise GameNotFound(f"There is no saved game number {game_id}.")
