"""SQL for the games table. Functions take a connection already inside
``reading()`` or ``transaction()`` of a backend; they never commit."""

from __future__ import annotations

from typing import Any

from storage.backend import Conn
from storage.errors import ChannelBusy, ConstraintViolation, GameNotFound
from storage.records import ACTIVE_STATUSES, GAME_COLUMNS, GameRecord, game_from_row

_CHANNEL_BUSY = "This channel already has a game in its lobby or running; finish or abandon it first."
_ACTIVE_IN = "(" + ", ".join(f"'{s}'" for s in ACTIVE_STATUSES) + ")"


def _is_channel_clash(exc: ConstraintViolation) -> bool:
    # The partial unique index games_one_active_per_channel: SQLite names its column, PostgreSQL the index.
    return "games.channel_id" in exc.detail or "games_one_active_per_channel" in exc.detail


def _not_found(game_id: int) -> GameNotFound:
    return GameNotFound(f"There is no saved game number {game_id}.")


async def insert_game(
    conn: Conn,
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
        rows = await conn.fetch(
            "INSERT INTO games (guild_id, channel_id, title, options, seed, status,"
            " creator_id, created_at, updated_at)"
            " VALUES ($1, $2, $3, $4, $5, 'lobby', $6, $7, $8) RETURNING id",
            guild_id, channel_id, title, options_json, seed, creator_id, now, now,
        )
    except ConstraintViolation as exc:
        if _is_channel_clash(exc):
            raise ChannelBusy(_CHANNEL_BUSY) from exc
        raise
    return GameRecord(
        id=int(rows[0][0]),
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


async def fetch_game(conn: Conn, game_id: int) -> GameRecord:
    for row in await conn.fetch(f"SELECT {GAME_COLUMNS} FROM games WHERE id = $1", game_id):
        return game_from_row(row)
    raise _not_found(game_id)


async def ensure_game(conn: Conn, game_id: int) -> None:
    if not await conn.fetch("SELECT 1 FROM games WHERE id = $1", game_id):
        raise _not_found(game_id)


async def fetch_active(conn: Conn, channel_id: str) -> GameRecord | None:
    rows = await conn.fetch(f"SELECT {GAME_COLUMNS} FROM games WHERE channel_id = $1 AND status IN {_ACTIVE_IN}", channel_id)
    return game_from_row(rows[0]) if rows else None


async def fetch_history(conn: Conn, channel_id: str) -> list[GameRecord]:
    # id breaks ties between games created within the same clock tick.
    rows = await conn.fetch(
        f"SELECT {GAME_COLUMNS} FROM games WHERE channel_id = $1 ORDER BY created_at DESC, id DESC",
        channel_id,
    )
    return [game_from_row(row) for row in rows]


async def fetch_games_of_user(conn: Conn, user_id: str) -> list[GameRecord]:
    """The lobbies and running games where the user has a seat, most recently active first."""
    rows = await conn.fetch(
        f"SELECT {GAME_COLUMNS} FROM games WHERE status IN {_ACTIVE_IN} AND id IN "
        "(SELECT game_id FROM seats WHERE user_id = $1) ORDER BY updated_at DESC, id DESC",
        user_id,
    )
    return [game_from_row(row) for row in rows]


async def update_status(conn: Conn, game_id: int, status: str, *, scores_json: str | None, now: float) -> GameRecord:
    try:
        # COALESCE: leaving scores out keeps the ones already saved.
        changed = await conn.execute(
            "UPDATE games SET status = $1, scores = COALESCE($2, scores), updated_at = $3 WHERE id = $4",
            status, scores_json, now, game_id,
        )
    except ConstraintViolation as exc:
        if _is_channel_clash(exc):  # reopening an old game while another is active
            raise ChannelBusy(_CHANNEL_BUSY) from exc
        raise
    if changed == 0:
        raise _not_found(game_id)
    return await fetch_game(conn, game_id)


async def touch(conn: Conn, game_id: int, now: float) -> None:
    """Bump updated_at; raises GameNotFound, so it doubles as an existence check.

    Every write to a game starts here: in PostgreSQL this takes the game's row
    lock until the transaction ends, so writers to one game take turns.
    """
    if await conn.execute("UPDATE games SET updated_at = $1 WHERE id = $2", now, game_id) == 0:
        raise _not_found(game_id)
