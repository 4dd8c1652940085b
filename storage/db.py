"""The SQLite backend: one connection, opened with the right pragmas and shared safely.

aiosqlite runs every call on one worker thread, but a *transaction* spans
several calls. Without a mutex, another task's statement could land inside
our BEGIN ... COMMIT (or see its uncommitted rows), so every use of the
connection, read or write, goes through ``reading()`` or ``transaction()``.

SQLite is for one process: game locks are asyncio locks of this process, and
a reminder's watchers are this process's (the file must not be shared by
several bot processes; BEGIN IMMEDIATE and the (game, seq) key still keep the
log whole if it is).
"""

from __future__ import annotations

import asyncio
import functools
import re
import sqlite3
from collections.abc import AsyncIterator, Callable, Iterable, Iterator, Sequence
from contextlib import asynccontextmanager, contextmanager
from pathlib import Path
from typing import Any

import aiosqlite

from storage.backend import LocalLocks, Wake
from storage.errors import ConstraintViolation, StorageError
from storage.shards import Shards

BUSY_TIMEOUT_MS = 2000  # another process holding the file's write lock: a sentence after 2 s (Discord waits 3)
MEMORY = ":memory:"


@functools.lru_cache(maxsize=256)
def _qmark(sql: str) -> str:
    """``$1`` (the shared SQL's placeholders) -> ``?1`` (SQLite's numbered form)."""
    return re.sub(r"\$(\d+)", r"?\1", sql)


class SqliteConn:
    """The shared SQL's view of an aiosqlite connection."""

    dialect = "sqlite"

    def __init__(self, raw: aiosqlite.Connection) -> None:
        self.raw = raw
        self.after_commit: list[Wake] = []

    async def fetch(self, sql: str, *args: Any) -> list[Any]:
        with _constraints():
            return list(await self.raw.execute_fetchall(_qmark(sql), args))

    async def execute(self, sql: str, *args: Any) -> int:
        with _constraints():
            cursor = await self.raw.execute(_qmark(sql), args)
        changed = cursor.rowcount
        await cursor.close()
        return changed

    async def executemany(self, sql: str, rows: Iterable[Sequence[Any]]) -> None:
        with _constraints():
            await self.raw.executemany(_qmark(sql), [tuple(row) for row in rows])


class Database:
    dialect = "sqlite"

    def __init__(self, conn: aiosqlite.Connection) -> None:
        self._conn = conn
        self._mutex = asyncio.Lock()
        self.lock = LocalLocks()
        self.local_lock = self.lock  # one process serves a SQLite file: its own tasks are all there is to hold off
        self._watchers: list[Wake] = []

    @classmethod
    async def open(cls, path: str | Path) -> Database:
        if str(path) != MEMORY:
            Path(path).parent.mkdir(parents=True, exist_ok=True)
        with _translated():
            # isolation_level=None: we issue BEGIN/COMMIT ourselves, never implicitly.
            conn = await aiosqlite.connect(str(path), isolation_level=None)
        try:
            conn.row_factory = sqlite3.Row
            with _translated():
                await _configure(conn, in_memory=str(path) == MEMORY)
        except BaseException:
            await conn.close()
            raise
        return cls(conn)

    @property
    def raw(self) -> aiosqlite.Connection:
        """The underlying connection, for the migration runner at open time only."""
        return self._conn

    async def close(self) -> None:
        async with self._mutex:
            await self._conn.close()

    @asynccontextmanager
    async def reading(self) -> AsyncIterator[SqliteConn]:
        """Exclusive use of the connection for reads (autocommit statements)."""
        async with self._mutex:
            with _translated():
                yield SqliteConn(self._conn)

    @asynccontextmanager
    async def transaction(self) -> AsyncIterator[SqliteConn]:
        """A write transaction: COMMIT on success, ROLLBACK on any exception.

        BEGIN IMMEDIATE takes SQLite's write lock up front, so a read-then-write
        inside the block cannot be overtaken by another process (busy_timeout
        makes a competing writer wait rather than fail at once).
        """
        async with self._mutex:
            conn = SqliteConn(self._conn)
            with _translated():
                try:
                    await self._conn.execute("BEGIN IMMEDIATE")
                    yield conn
                    # The caller is answered only after this returns: an acknowledged
                    # write is committed (and, with synchronous=FULL, synced).
                    await self._conn.execute("COMMIT")
                except BaseException:
                    # If we were cancelled, statements we queued (even the BEGIN)
                    # may still be pending on the worker thread, so checking
                    # in_transaction here would race. rollback() is queued behind
                    # them and is a no-op when no transaction is open.
                    await self._conn.rollback()
                    raise
        for wake in conn.after_commit:
            wake()

    async def announce_reminder(self, conn: SqliteConn, game_id: int) -> None:
        conn.after_commit.extend(self._watchers)

    async def watch_reminders(self, wake: Wake, shards: Shards | None) -> None:
        # One process serves every game of a SQLite file: no shard to filter on.
        self._watchers.append(wake)

    async def announce_automation(self, conn: SqliteConn, due_at: float) -> None:
        return None  # one process serves a SQLite file: it knows what it owes

    async def watch_automation(self, due: Callable[[float], None]) -> None:
        return None


async def _configure(conn: aiosqlite.Connection, *, in_memory: bool) -> None:
    await conn.execute(f"PRAGMA busy_timeout = {BUSY_TIMEOUT_MS:d}")
    async with conn.execute("PRAGMA journal_mode = WAL") as cursor:
        row = await cursor.fetchone()
    mode = str(row[0]).lower() if row else ""
    if not in_memory and mode != "wal":
        raise StorageError(f"The game database could not switch to WAL mode (got {mode!r}).")
    # FULL: the WAL is fsynced at every COMMIT, so an acknowledged move survives
    # power loss, not just a process crash (NORMAL only guarantees the latter).
    await conn.execute("PRAGMA synchronous = FULL")
    await conn.execute("PRAGMA foreign_keys = ON")


@contextmanager
def _constraints() -> Iterator[None]:
    try:
        yield
    except sqlite3.IntegrityError as exc:
        # The message names the columns ("UNIQUE constraint failed: games.channel_id") or the trigger's text.
        raise ConstraintViolation(str(exc)) from exc


@contextmanager
def _translated() -> Iterator[None]:
    """Turn raw sqlite3 errors into StorageError with a sentence a player can read."""
    try:
        yield
    except StorageError:
        raise
    except sqlite3.OperationalError as exc:
        if _is_busy(exc):
            raise StorageError("The game database is busy right now; please try again in a moment.") from exc
        raise StorageError(f"The game database could not be used: {exc}.") from exc
    except sqlite3.Error as exc:
        raise StorageError(f"The game database failed: {exc}.") from exc


def _is_busy(exc: sqlite3.OperationalError) -> bool:
    name = getattr(exc, "sqlite_errorname", "") or ""
    return name.startswith(("SQLITE_BUSY", "SQLITE_LOCKED")) or "locked" in str(exc)
