"""SQL for players' standing orders (/auto, table standing_orders): what the bot may play for a player, stored with the
game so the orders survive a restart and a shard handing the game over. Storage never reads an order (its `data`).
Functions run inside a transaction or a read opened by the Store."""

from __future__ import annotations

from collections.abc import Iterable
from typing import Any

from storage import games
from storage.backend import Conn
from storage.checks import require_text
from storage.errors import StorageError
from storage.jsoncodec import canonical_object
from storage.records import ORDER_COLUMNS, OrderRecord, order_from_row

MAX_ORDERS = 20  # a player's orders in one game
_TOO_MANY = f"You have {MAX_ORDERS} standing orders in this game already; cancel one with /auto off first."

Prepared = tuple[str, str, dict[str, Any]]  # (user id, the order's canonical JSON, the order as a read returns it)


def prepare(user_id: str, data: dict[str, Any]) -> Prepared:
    """Check an order's arguments before the database is touched."""
    require_text(user_id, "The user id")
    return (user_id, *canonical_object(data, what="The standing order"))


def prepare_imported(orders: Iterable[tuple[str, dict[str, Any]]], seated: Iterable[str]) -> list[Prepared]:
    """An import's orders that stay in force: those of a seated player, the first MAX_ORDERS of each (others go)."""
    count = dict.fromkeys(seated, 0)
    kept: list[Prepared] = []
    for user_id, data in orders:
        order = prepare(user_id, data)
        if count.get(user_id, MAX_ORDERS) < MAX_ORDERS:
            count[user_id] += 1
            kept.append(order)
    return kept


async def fetch(conn: Conn, game_id: int) -> list[OrderRecord]:
    rows = await conn.fetch(f"SELECT {ORDER_COLUMNS} FROM standing_orders WHERE game_id = $1 ORDER BY id", game_id)
    return [order_from_row(row) for row in rows]


async def insert(conn: Conn, game_id: int, order: Prepared, now: float, *, limited: bool = True) -> OrderRecord:
    """Add an order (`limited`: refused past MAX_ORDERS of the player's in the game; GameNotFound without the game)."""
    # The game's row lock (PostgreSQL): adds to one game take turns, so two at once cannot both pass the count.
    if await conn.execute("UPDATE games SET updated_at = updated_at WHERE id = $1", game_id) == 0:
        await games.ensure_game(conn, game_id)  # raises GameNotFound
    user_id, data_json, data = order
    if limited:
        rows = await conn.fetch("SELECT COUNT(*) FROM standing_orders WHERE game_id = $1 AND user_id = $2", game_id, user_id)
        if int(rows[0][0]) >= MAX_ORDERS:
            raise StorageError(_TOO_MANY)
    rows = await conn.fetch("INSERT INTO standing_orders (game_id, user_id, data, created_at) VALUES ($1, $2, $3, $4)"
                            " RETURNING id", game_id, user_id, data_json, now)
    return OrderRecord(int(rows[0][0]), game_id, user_id, data, now)


async def update(conn: Conn, order_id: int, data_json: str) -> bool:
    return await conn.execute("UPDATE standing_orders SET data = $1 WHERE id = $2", data_json, order_id) == 1


async def delete(conn: Conn, order_id: int) -> bool:
    return await conn.execute("DELETE FROM standing_orders WHERE id = $1", order_id) == 1


async def delete_all(conn: Conn, game_id: int, user_id: str | None) -> int:
    """Every order of `user_id` in the game (None: of everyone); how many went."""
    if user_id is None:
        return await conn.execute("DELETE FROM standing_orders WHERE game_id = $1", game_id)
    return await conn.execute("DELETE FROM standing_orders WHERE game_id = $1 AND user_id = $2", game_id, user_id)
