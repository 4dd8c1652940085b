"""SQL for the tables that serve people following a game: turn reminders and
spectator channels. Functions run inside a connection opened by the Store."""

from __future__ import annotations

import aiosqlite

from storage.records import Reminder


async def fetch_reminder(conn: aiosqlite.Connection, game_id: int) -> Reminder | None:
    rows = await conn.execute_fetchall("SELECT game_id, interval_s, due_at FROM reminders WHERE game_id = ?", (game_id,))
    row = next(iter(rows), None)
    return None if row is None else Reminder(int(row[0]), row[1], row[2])


async def upsert_reminder(conn: aiosqlite.Connection, game_id: int, interval_s: float | None, due_at: float | None) -> None:
    await conn.execute(
        "INSERT INTO reminders (game_id, interval_s, due_at) VALUES (?, ?, ?)"
        " ON CONFLICT (game_id) DO UPDATE SET interval_s = excluded.interval_s, due_at = excluded.due_at",
        (game_id, interval_s, due_at),
    )


async def set_due(conn: aiosqlite.Connection, game_id: int, due_at: float | None) -> None:
    await conn.execute("UPDATE reminders SET due_at = ? WHERE game_id = ?", (due_at, game_id))


async def fetch_next_due(conn: aiosqlite.Connection) -> Reminder | None:
    rows = await conn.execute_fetchall(
        "SELECT game_id, interval_s, due_at FROM reminders WHERE due_at IS NOT NULL ORDER BY due_at, game_id LIMIT 1"
    )
    row = next(iter(rows), None)
    return None if row is None else Reminder(int(row[0]), row[1], row[2])


async def claim_due(conn: aiosqlite.Connection, game_id: int, due_at: float, next_due: float | None) -> bool:
    """Move a due reminder on to `next_due` only if it is still the one seen (compare-and-set)."""
    cursor = await conn.execute(
        "UPDATE reminders SET due_at = ? WHERE game_id = ? AND due_at = ?", (next_due, game_id, due_at)
    )
    claimed = cursor.rowcount == 1
    await cursor.close()
    return claimed


async def add_spectator(conn: aiosqlite.Connection, game_id: int, channel_id: str) -> bool:
    cursor = await conn.execute(
        "INSERT OR IGNORE INTO spectators (game_id, channel_id) VALUES (?, ?)", (game_id, channel_id)
    )
    added = cursor.rowcount == 1
    await cursor.close()
    return added


async def remove_spectator(conn: aiosqlite.Connection, game_id: int, channel_id: str) -> bool:
    cursor = await conn.execute("DELETE FROM spectators WHERE game_id = ? AND channel_id = ?", (game_id, channel_id))
    removed = cursor.rowcount == 1
    await cursor.close()
    return removed


async def fetch_spectators(conn: aiosqlite.Connection, game_id: int) -> list[str]:
    rows = await conn.execute_fetchall(
        "SELECT channel_id FROM spectators WHERE game_id = ? ORDER BY channel_id", (game_id,)
    )
    return [str(row[0]) for row in rows]
