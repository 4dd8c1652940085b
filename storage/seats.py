"""SQL for the seats table. Functions run inside a transaction opened by the
caller; they keep seat_order contiguous (0..n-1) after every change."""

from __future__ import annotations

from engine.core.names import name_key
from storage import games
from storage.backend import Conn
from storage.errors import ConstraintViolation, StorageError
from storage.records import SEAT_COLUMNS, SeatRecord, seat_from_row

_NO_SEAT = "That player has no seat in this game."


async def fetch_seats(conn: Conn, game_id: int) -> list[SeatRecord]:
    rows = await conn.fetch(f"SELECT {SEAT_COLUMNS} FROM seats WHERE game_id = $1 ORDER BY seat_order", game_id)
    seats = [seat_from_row(row) for row in rows]
    if not seats:
        await games.ensure_game(conn, game_id)  # empty game, or no game at all?
    return seats


async def insert_seat(
    conn: Conn,
    game_id: int,
    user_id: str,
    display_name: str,
    now: float,
    limit: int | None = None,
) -> SeatRecord:
    await games.touch(conn, game_id, now)
    rows = await conn.fetch("SELECT COALESCE(MAX(seat_order) + 1, 0), COUNT(*) FROM seats WHERE game_id = $1", game_id)
    seat_order, seated = int(rows[0][0]), int(rows[0][1])
    if limit is not None and seated >= limit:
        raise StorageError(f"The lobby is full: this game takes at most {limit} players.")
    # compared here, not in SQL: SQLite's LOWER knows only ASCII letters, and neither store folds Unicode forms
    seated = await conn.fetch("SELECT display_name FROM seats WHERE game_id = $1", game_id)
    same = [row[0] for row in seated if name_key(row[0]) == name_key(display_name)]
    if same:
        raise StorageError(f"{same[0]} already sits in this game; names must differ by more than capital letters or "
                           f"accents' forms.")
    try:
        rows = await conn.fetch(
            f"INSERT INTO seats (game_id, user_id, display_name, seat_order) VALUES ($1, $2, $3, $4) RETURNING {SEAT_COLUMNS}",
            game_id, user_id, display_name, seat_order,
        )
    except ConstraintViolation as exc:
        raise StorageError("That player already has a seat in this game.") from exc
    return seat_from_row(rows[0])  # read back for the schema's notify default


async def delete_seat(conn: Conn, game_id: int, user_id: str, now: float) -> None:
    await games.touch(conn, game_id, now)
    if await conn.execute("DELETE FROM seats WHERE game_id = $1 AND user_id = $2", game_id, user_id) == 0:
        raise StorageError(_NO_SEAT)
    remaining = [seat.user_id for seat in await fetch_seats(conn, game_id)]
    await _renumber(conn, game_id, remaining)


async def reorder_seats(conn: Conn, game_id: int, user_ids: list[str], now: float) -> None:
    await games.touch(conn, game_id, now)
    current = {seat.user_id for seat in await fetch_seats(conn, game_id)}
    if len(user_ids) != len(set(user_ids)) or set(user_ids) != current:
        raise StorageError("The new seating must list every seated player exactly once.")
    await _renumber(conn, game_id, user_ids)


async def update_notify(conn: Conn, game_id: int, user_id: str, notify: str, now: float) -> None:
    await games.touch(conn, game_id, now)
    changed = await conn.execute("UPDATE seats SET notify = $1 WHERE game_id = $2 AND user_id = $3", notify, game_id, user_id)
    if changed == 0:
        raise StorageError(_NO_SEAT)


async def replace_user(conn: Conn, game_id: int, old_user: str, new_user: str, now: float) -> None:
    """Another user takes over a seat (its place, name and everything the game gave it)."""
    await games.touch(conn, game_id, now)
    try:
        changed = await conn.execute("UPDATE seats SET user_id = $1 WHERE game_id = $2 AND user_id = $3",
                                     new_user, game_id, old_user)
    except ConstraintViolation as exc:
        raise StorageError("That player already has a seat in this game.") from exc
    if changed == 0:
        raise StorageError(_NO_SEAT)


async def _renumber(conn: Conn, game_id: int, user_ids: list[str]) -> None:
    """Give ``user_ids`` orders 0..n-1 without tripping UNIQUE(game_id, seat_order).

    SQLite and PostgreSQL check uniqueness row by row during an UPDATE, so swapping two seats
    directly can collide. First lift every seat above the highest order in use
    (no clash with anything), then drop each into its final place (all distinct
    and below the lifted range).
    """
    rows = await conn.fetch("SELECT COALESCE(MAX(seat_order), -1) + 1 FROM seats WHERE game_id = $1", game_id)
    lift = int(rows[0][0])
    await conn.execute("UPDATE seats SET seat_order = seat_order + $1 WHERE game_id = $2", lift, game_id)
    await conn.executemany(
        "UPDATE seats SET seat_order = $1 WHERE game_id = $2 AND user_id = $3",
        [(order, game_id, user_id) for order, user_id in enumerate(user_ids)],
    )
