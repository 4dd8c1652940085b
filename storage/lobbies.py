"""Lobbies people can find (issue 50 §5, table lobbies): a lobby's own state beside its game's row: whether it starts
by itself when its last seat fills, its last join or leave (a lobby idle 14 days closes), and whether its creator was
called when it reached the title's fewest players. A mixin of `Store` (store.py), which opens the database and sets
`_db` and `_shards`; the SQL is written once for both backends. Times are the caller's (the bot's clock).

Once only, across processes: the creator's call is taken by an insert-or-update that changes a row only while no
call was made, and an idle lobby is closed by one transaction that changes its status only while it is still a lobby
idle since before the cut-off, and owes its notice (the outbox) in the same transaction."""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass

from storage import outbox as outbox_sql
from storage.backend import Backend
from storage.checks import require_text
from storage.records import GAME_COLUMNS, GameRecord, Owing, game_from_row
from storage.shards import Shards

# a lobby's last join or leave: its row's, else (a lobby the bot made before it kept them) its game's last change
_TOUCHED = "COALESCE((SELECT l.touched_at FROM lobbies l WHERE l.game_id = g.id), g.updated_at)"


@dataclass(frozen=True)
class LobbyState:
    game_id: int
    start_full: bool  # the game starts by itself when its last seat fills
    touched_at: float  # its last join or leave (or its opening)
    called_at: float | None  # when its creator was called at the title's fewest players (None: not yet)


class LobbyStore:
    _db: Backend
    _clock: Callable[[], float]
    _shards: Shards | None

    async def open_lobby(self, game_id: int, *, start_full: bool, now: float) -> None:
        """A lobby just opened: it has its row, touched now."""
        async with self._db.transaction() as conn:
            await conn.execute(
                "INSERT INTO lobbies (game_id, start_full, touched_at) VALUES ($1, $2, $3) ON CONFLICT (game_id)"
                " DO UPDATE SET start_full = excluded.start_full, touched_at = excluded.touched_at",
                game_id, int(start_full), now)

    async def lobby_state(self, game_id: int) -> LobbyState | None:
        async with self._db.reading() as conn:
            rows = await conn.fetch("SELECT game_id, start_full, touched_at, called_at FROM lobbies WHERE game_id = $1",
                                    game_id)
        if not rows:
            return None
        row = rows[0]
        return LobbyState(int(row[0]), bool(row[1]), float(row[2]), None if row[3] is None else float(row[3]))

    async def touch_lobby(self, game_id: int, now: float) -> None:
        """Someone joined or left the lobby now (its 14 idle days count from here)."""
        async with self._db.transaction() as conn:
            await conn.execute(
                "INSERT INTO lobbies (game_id, touched_at) VALUES ($1, $2) ON CONFLICT (game_id)"
                " DO UPDATE SET touched_at = excluded.touched_at", game_id, now)

    async def claim_lobby_call(self, game_id: int, now: float) -> bool:
        """Take the calling of the lobby's creator (it reached the title's fewest players): True once, for one caller
        of one process; False ever after."""
        async with self._db.transaction() as conn:
            return await conn.execute(
                "INSERT INTO lobbies (game_id, touched_at, called_at) VALUES ($1, $2, $2) ON CONFLICT (game_id)"
                " DO UPDATE SET called_at = excluded.called_at WHERE lobbies.called_at IS NULL", game_id, now) > 0

    async def lobbies_of_guild(self, guild_id: str) -> list[GameRecord]:
        """The server's lobbies, the oldest first."""
        require_text(guild_id, "The guild id")
        async with self._db.reading() as conn:
            rows = await conn.fetch(f"SELECT {GAME_COLUMNS} FROM games WHERE guild_id = $1 AND status = 'lobby'"
                                    f" ORDER BY created_at, id", guild_id)
        return [game_from_row(row) for row in rows]

    async def next_lobby_idle(self) -> float | None:
        """When the longest idle lobby of the games this process serves was last joined or left (None: no lobby)."""
        served = "" if self._shards is None else " AND " + self._shards.sql_condition(self._db.dialect, "g.guild_id")
        async with self._db.reading() as conn:
            rows = await conn.fetch(f"SELECT MIN({_TOUCHED}) FROM games g WHERE g.status = 'lobby'{served}")
        return None if rows[0][0] is None else float(rows[0][0])

    async def idle_lobbies(self, before: float, limit: int = 20) -> list[GameRecord]:
        """The lobbies of the games this process serves that nobody joined or left since `before`, the longest first."""
        served = "" if self._shards is None else " AND " + self._shards.sql_condition(self._db.dialect, "g.guild_id")
        columns = ", ".join(f"g.{c.strip()}" for c in GAME_COLUMNS.split(","))
        async with self._db.reading() as conn:
            rows = await conn.fetch(f"SELECT {columns} FROM games g WHERE g.status = 'lobby' AND {_TOUCHED} <= $1"
                                    f"{served} ORDER BY {_TOUCHED}, g.id LIMIT $2", before, limit)
        return [game_from_row(row) for row in rows]

    async def close_idle_lobby(self, game_id: int, *, before: float, notice: Owing, user_id: str) -> bool:
        """Close a lobby nobody joined or left since `before` (abandoned: its channel is free), owing `notice` to its
        channel in the same transaction (as `user_id`'s); False if it is no longer such a lobby (someone joined, it
        started, another process closed it)."""
        require_text(notice.content, "The notice")
        require_text(user_id, "The user id")
        async with self._db.transaction() as conn:
            now = self._clock()
            closed = await conn.execute(
                f"UPDATE games SET status = 'abandoned', updated_at = $1 WHERE id = $2 AND status = 'lobby' AND"
                f" (SELECT {_TOUCHED} FROM games g WHERE g.id = $2) <= $3", now, game_id, before)
            if not closed:
                return False
            await outbox_sql.insert(conn, game_id, user_id, 0, notice, ping=True, now=now)
            return True
