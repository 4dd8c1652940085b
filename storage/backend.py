"""What the Store needs from a database backend (SQLite in db.py, PostgreSQL in pg.py).

The SQL modules (games.py, seats.py, actions.py, followers.py) are written once,
with ``$1, $2, ...`` placeholders and SQL both databases accept; they talk to a
``Conn`` and never see a driver type. Rows support ``row["column"]`` and ``row[0]``.
"""

from __future__ import annotations

import asyncio
import weakref
from collections.abc import Callable, Iterable, Sequence
from contextlib import AbstractAsyncContextManager
from typing import Any, Protocol

from storage.shards import Shards

Wake = Callable[[], None]


class Conn(Protocol):
    dialect: str  # "sqlite" or "postgresql", for the few statements that differ

    async def fetch(self, sql: str, *args: Any) -> list[Any]: ...

    async def execute(self, sql: str, *args: Any) -> int:
        """Run one statement; return how many rows it changed."""
        ...

    async def executemany(self, sql: str, rows: Iterable[Sequence[Any]]) -> None: ...


class Backend(Protocol):
    dialect: str

    def reading(self) -> AbstractAsyncContextManager[Conn]: ...

    def transaction(self) -> AbstractAsyncContextManager[Conn]:
        """COMMIT when the block ends, ROLLBACK on any exception; the caller is answered after COMMIT."""
        ...

    def lock(self, game_id: int) -> AbstractAsyncContextManager[object]:
        """Exclusive use of one game while held (across processes where the backend allows several)."""
        ...

    def local_lock(self, game_id: int) -> AbstractAsyncContextManager[object]:
        """Exclusive use of one game among this process's tasks only."""
        ...

    async def announce_reminder(self, conn: Conn, game_id: int) -> None:
        """Inside a transaction that changed a reminder: wake the watchers once it commits."""
        ...

    async def watch_reminders(self, wake: Wake, shards: Shards | None) -> None:
        """Call `wake` after a reminder of a served game changed (in any process sharing the database)."""
        ...

    async def announce_automation(self, conn: Conn, due_at: float) -> None:
        """Inside a transaction that set a game's owed automatic moves: tell the other processes sharing the database
        when they fall due, once it commits (nothing to tell where the database serves one process)."""
        ...

    async def watch_automation(self, due: Callable[[float], None]) -> None:
        """Call `due(due_at)` when another process (or this one) set a game's owed automatic moves."""
        ...

    async def close(self) -> None: ...


class LocalLocks:
    """One asyncio.Lock per game within this process. Weak values: a lock nobody
    holds or waits on is forgotten, so the table does not grow with every game."""

    def __init__(self) -> None:
        self._locks: weakref.WeakValueDictionary[int, asyncio.Lock] = weakref.WeakValueDictionary()

    def __call__(self, game_id: int) -> asyncio.Lock:
        lock = self._locks.get(game_id)
        if lock is None:
            lock = asyncio.Lock()
            self._locks[game_id] = lock
        return lock
