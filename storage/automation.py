"""SQL for the automatic moves games owe (table automation, issue 43). Functions run inside a transaction or a read
opened by the caller.

A row says: this game owes an automatic move (a bot seat's, a move with no choice in it, a standing order's) from
`due_at` on. It is written in the transaction of the move after which the move is owed, and deleted by the move after
which none is, so a process killed, stopped or cut from its database in the middle of a chain leaves the row behind:
any process takes it once it falls due (`claim`, compare-and-set) and finishes the chain. A process making a chain
pushes the row on with every move, so no other takes it while it moves."""

from __future__ import annotations

from storage.backend import Conn
from storage.records import Automate, Automation

_COLUMNS = "game_id, due_at, wait_s, attempts"
_UPSERT = ("INSERT INTO automation (game_id, due_at, wait_s, attempts) {source} ON CONFLICT (game_id) DO UPDATE SET"
           " due_at = excluded.due_at, wait_s = excluded.wait_s, attempts = 0")


async def write(conn: Conn, game_id: int, automate: Automate) -> None:
    """What a move leaves owed: a row due at `due_at` (with `only_with_orders`, only while the game has standing orders
    that might act), or none."""
    if automate.due_at is None:
        await conn.execute("DELETE FROM automation WHERE game_id = $1", game_id)
        return
    if not automate.only_with_orders:
        await conn.execute(_UPSERT.format(source="VALUES ($1, $2, $3, 0)"), game_id, automate.due_at, automate.wait_s)
        return
    orders = "EXISTS (SELECT 1 FROM standing_orders WHERE game_id = $1)"
    await conn.execute(_UPSERT.format(source=f"SELECT CAST($1 AS BIGINT), CAST($2 AS DOUBLE PRECISION),"
                                             f" CAST($3 AS DOUBLE PRECISION), 0 WHERE {orders}"),
                       game_id, automate.due_at, automate.wait_s)
    await conn.execute(f"DELETE FROM automation WHERE game_id = $1 AND NOT {orders}", game_id)


async def fetch(conn: Conn, game_id: int) -> Automation | None:
    rows = await conn.fetch(f"SELECT {_COLUMNS} FROM automation WHERE game_id = $1", game_id)
    return _owed(rows[0]) if rows else None


async def due(conn: Conn, now: float, limit: int) -> list[Automation]:
    """Rows due by `now`, soonest first, and rows that wait longer from `now` than they were set to (a clock stepped
    back: `cap` them)."""
    rows = await conn.fetch(f"SELECT {_COLUMNS} FROM automation WHERE due_at <= $1 OR due_at > $1 + wait_s"
                            f" ORDER BY due_at, game_id LIMIT $2", now, limit)
    return [_owed(row) for row in rows]


async def next_due(conn: Conn) -> float | None:
    rows = await conn.fetch("SELECT MIN(due_at) FROM automation")
    return None if rows[0][0] is None else float(rows[0][0])


async def claim(conn: Conn, owed: Automation, next_due: float) -> bool:
    """Take a due row (of several processes one does): it falls due again at `next_due` unless a move pushes it on
    or settles it first."""
    changed = await conn.execute("UPDATE automation SET due_at = $1, attempts = attempts + 1 WHERE game_id = $2 AND"
                                 " due_at = $3", next_due, owed.game_id, owed.due_at)
    return changed == 1


async def settle(conn: Conn, game_id: int, seen_due: float) -> bool:
    """Nothing is owed after all (the row is the one seen: no move since owed something new)."""
    return await conn.execute("DELETE FROM automation WHERE game_id = $1 AND due_at = $2", game_id, seen_due) == 1


async def cap(conn: Conn, owed: Automation, now: float) -> bool:
    """A clock stepped back: the row waits from `now` no longer than it was set to wait."""
    return await conn.execute("UPDATE automation SET due_at = $1 + wait_s WHERE game_id = $2 AND due_at = $3",
                              now, owed.game_id, owed.due_at) == 1


async def all_now(conn: Conn, now: float) -> int:
    """Every row falls due by `now` (a process alone on its database, starting: any row is its predecessor's)."""
    return await conn.execute("UPDATE automation SET due_at = $1 WHERE due_at > $1", now)


def _owed(row: object) -> Automation:
    game_id, due_at, wait_s, attempts = tuple(row)  # type: ignore[call-overload]
    return Automation(int(game_id), float(due_at), float(wait_s), int(attempts))
