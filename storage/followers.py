"""SQL for the tables that serve people following a game: turn reminders and
spectator channels. Functions run inside a connection opened by the Store."""

from __future__ import annotations

from storage.backend import Conn
from storage.records import Deadline, Reminder
from storage.shards import Shards


async def fetch_reminder(conn: Conn, game_id: int) -> Reminder | None:
    rows = await conn.fetch("SELECT game_id, interval_s, due_at FROM reminders WHERE game_id = $1", game_id)
    return Reminder(int(rows[0][0]), rows[0][1], rows[0][2]) if rows else None


async def upsert_reminder(conn: Conn, game_id: int, interval_s: float | None, due_at: float | None) -> None:
    await conn.execute(
        "INSERT INTO reminders (game_id, interval_s, due_at) VALUES ($1, $2, $3)"
        " ON CONFLICT (game_id) DO UPDATE SET interval_s = excluded.interval_s, due_at = excluded.due_at",
        game_id, interval_s, due_at,
    )


async def rearm(conn: Conn, game_id: int, now: float, default_interval_s: float) -> None:
    """Someone must act from `now`: the reminder falls due an interval later (the game's, or the default for a game
    that set none; none at all when the game's reminders are off). One statement."""
    await conn.execute(
        "INSERT INTO reminders (game_id, interval_s, due_at)"
        " VALUES ($1, CAST($2 AS DOUBLE PRECISION), CAST($3 AS DOUBLE PRECISION) + CAST($2 AS DOUBLE PRECISION))"
        " ON CONFLICT (game_id) DO UPDATE SET due_at = CASE WHEN reminders.interval_s IS NULL THEN NULL"
        " ELSE CAST($3 AS DOUBLE PRECISION) + reminders.interval_s END,"
        " deadline_at = CASE WHEN reminders.deadline_s IS NULL THEN NULL"
        " ELSE CAST($3 AS DOUBLE PRECISION) + reminders.deadline_s END",
        game_id, default_interval_s, now,
    )


async def set_due(conn: Conn, game_id: int, due_at: float | None) -> None:
    await conn.execute("UPDATE reminders SET due_at = $1 WHERE game_id = $2", due_at, game_id)


async def stop(conn: Conn, game_id: int) -> None:
    """No one is waited for: neither a reminder nor a deadline is due."""
    await conn.execute("UPDATE reminders SET due_at = NULL, deadline_at = NULL WHERE game_id = $1", game_id)


_DEADLINE = "SELECT r.game_id, r.deadline_s, r.deadline_then, r.deadline_at FROM reminders r"


def _deadline(row: object) -> Deadline:
    game_id, after_s, then, due_at = tuple(row)  # type: ignore[arg-type]
    return Deadline(int(game_id), after_s, str(then), due_at)


async def fetch_deadline(conn: Conn, game_id: int) -> Deadline | None:
    rows = await conn.fetch(f"{_DEADLINE} WHERE r.game_id = $1", game_id)
    return _deadline(rows[0]) if rows else None


async def upsert_deadline(conn: Conn, game_id: int, after_s: float | None, then: str, due_at: float | None,
                          default_interval_s: float) -> None:
    """Set a game's deadline and when the decision under way misses it (a game with no reminder row yet gets one, with
    the default reminder interval)."""
    await conn.execute(
        "INSERT INTO reminders (game_id, interval_s, due_at, deadline_s, deadline_then, deadline_at)"
        " VALUES ($1, $2, NULL, $3, $4, $5)"
        " ON CONFLICT (game_id) DO UPDATE SET deadline_s = excluded.deadline_s,"
        " deadline_then = excluded.deadline_then, deadline_at = excluded.deadline_at",
        game_id, default_interval_s, after_s, then, due_at,
    )


async def set_deadline_due(conn: Conn, game_id: int, due_at: float | None) -> None:
    await conn.execute("UPDATE reminders SET deadline_at = $1 WHERE game_id = $2", due_at, game_id)


async def fetch_next_deadline(conn: Conn, shards: Shards | None) -> Deadline | None:
    """The deadline due soonest among the games of `shards` (None: every game)."""
    served = "" if shards is None else " AND " + shards.sql_condition(conn.dialect, "g.guild_id")
    rows = await conn.fetch(
        f"{_DEADLINE} JOIN games g ON g.id = r.game_id"
        f" WHERE r.deadline_at IS NOT NULL{served} ORDER BY r.deadline_at, r.game_id LIMIT 1"
    )
    return _deadline(rows[0]) if rows else None


async def claim_deadline(conn: Conn, game_id: int, due_at: float, next_due: float | None) -> bool:
    """Move a due deadline on to `next_due` only if it is still the one seen (compare-and-set)."""
    changed = await conn.execute(
        "UPDATE reminders SET deadline_at = $1 WHERE game_id = $2 AND deadline_at = $3", next_due, game_id, due_at
    )
    return changed == 1


async def fetch_next_due(conn: Conn, shards: Shards | None) -> Reminder | None:
    """The reminder due soonest among the games of `shards` (None: every game)."""
    served = "" if shards is None else " AND " + shards.sql_condition(conn.dialect, "g.guild_id")
    rows = await conn.fetch(
        "SELECT r.game_id, r.interval_s, r.due_at FROM reminders r JOIN games g ON g.id = r.game_id"
        f" WHERE r.due_at IS NOT NULL{served} ORDER BY r.due_at, r.game_id LIMIT 1"
    )
    return Reminder(int(rows[0][0]), rows[0][1], rows[0][2]) if rows else None


async def claim_due(conn: Conn, game_id: int, due_at: float, next_due: float | None) -> bool:
    """Move a due reminder on to `next_due` only if it is still the one seen (compare-and-set)."""
    changed = await conn.execute(
        "UPDATE reminders SET due_at = $1 WHERE game_id = $2 AND due_at = $3", next_due, game_id, due_at
    )
    return changed == 1


async def add_spectator(conn: Conn, game_id: int, channel_id: str) -> bool:
    changed = await conn.execute(
        "INSERT INTO spectators (game_id, channel_id) VALUES ($1, $2) ON CONFLICT DO NOTHING", game_id, channel_id
    )
    return changed == 1


async def remove_spectator(conn: Conn, game_id: int, channel_id: str) -> bool:
    changed = await conn.execute("DELETE FROM spectators WHERE game_id = $1 AND channel_id = $2", game_id, channel_id)
    return changed == 1


async def fetch_spectators(conn: Conn, game_id: int) -> list[str]:
    rows = await conn.fetch("SELECT channel_id FROM spectators WHERE game_id = $1 ORDER BY channel_id", game_id)
    return [str(row[0]) for row in rows]


async def fetch_prefs(conn: Conn, user_id: str) -> str | None:
    rows = await conn.fetch("SELECT prefs FROM user_prefs WHERE user_id = $1", user_id)
    return str(rows[0][0]) if rows else None


async def upsert_prefs(conn: Conn, user_id: str, prefs_json: str) -> None:
    await conn.execute(
        "INSERT INTO user_prefs (user_id, prefs) VALUES ($1, $2) ON CONFLICT (user_id) DO UPDATE SET prefs = excluded.prefs",
        user_id, prefs_json,
    )


async def fetch_digest_users(conn: Conn) -> list[tuple[str, str]]:
    """(user, prefs) of everyone who asked for the daily digest."""
    rows = await conn.fetch("SELECT user_id, prefs FROM user_prefs ORDER BY user_id")
    return [(str(row[0]), str(row[1])) for row in rows]
