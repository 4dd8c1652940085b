"""One SQLite connection, opened with the right pragmas and shared safely.

aiosqlite runs every call on one worker thread, but a *transaction* spans
several calls. Without a mutex, another task's statement could land inside
our BEGIN ... COMMIT (or see its uncommitted rows), so every use of the
connection, read or write, goes through ``reading()`` or ``transaction()``.
"""

from __future__ import annotations

import asyncio
import sqlite3
from collections.abc import AsyncIterator, Iterator
from contextlib import asynccontextmanager, contextmanager
from pathlib import Path

import aiosqlite

from storage.errors import StorageError

BUSY_TIMEOUT_MS = 5000
MEMORY = ":memory:"


class Database:
    def __init__(self, conn: aiosqlite.Connection) -> None:
        self._conn = conn
        self._mutex = asyncio.Lock()

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
    async def reading(self) -> AsyncIterator[aiosqlite.Connection]:
        """Exclusive use of the connection for reads (autocommit statements)."""
        async with self._mutex:
            with _translated():
                yield self._conn

    @asynccontextmanager
    async def transaction(self) -> AsyncIterator[aiosqlite.Connection]:
        """A write transaction: COMMIT on success, ROLLBACK on any exception.

        BEGIN IMMEDIATE takes SQLite's write lock up front, so a read-then-write
        inside the block cannot be overtaken by another process (busy_timeout
        makes a competing writer wait rather than fail at once).
        """
        async with self._mutex:
            conn = self._conn
            with _translated():
                try:
                    await conn.execute("BEGIN IMMEDIATE")
                    yield conn
                    # The caller is answered only after this returns: an acknowledged
                    # write is committed (and, with synchronous=FULL, synced).
                    await conn.execute("COMMIT")
                except BaseException:
                    # If we were cancelled, statements we queued (even the BEGIN)
                    # may still be pending on the worker thread, so checking
                    # in_transaction here would race. rollback() is queued behind
                    # them and is a no-op when no transaction is open.
                    await conn.rollback()
                    raise


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
