"""The PostgreSQL backend (asyncpg), for several bot processes on one database.

- Queries run on a pool of connections; a write is one transaction (READ
  COMMITTED: every write to a game first updates its ``games`` row, whose row
  lock makes writers to one game take turns; the (game_id, seq) key is the
  backstop for the log).
- ``lock(game_id)`` is a session-level advisory lock on the game's id, taken on
  a connection of a second, small pool: tasks of this process queue on an
  asyncio lock first, then processes queue in PostgreSQL. Keeping the lock
  connections apart means a lock holder always gets a query connection, so the
  two can never wait on each other. If a process dies, PostgreSQL ends its
  session and so releases its locks.
- A committed reminder change sends NOTIFY on ``railbot_reminders`` with the
  game's guild id; each process LISTENs on one connection of its own and wakes
  its reminder timer when the guild is on one of its shards.
"""

from __future__ import annotations

import asyncio
import contextlib
import contextvars
import logging
from collections.abc import AsyncIterator, Callable, Iterable, Iterator, Sequence
from contextlib import asynccontextmanager, contextmanager
from typing import Any

import asyncpg

from storage.backend import LocalLocks, Wake
from storage.errors import ConstraintViolation, StorageError
from storage.shards import Shards

log = logging.getLogger(__name__)

CHANNEL = "railbot_reminders"
AUTOMATION = "railbot_automation"  # a game's owed automatic moves were set: the payload is when they fall due
POOL_SIZE = 10  # query connections per process
LOCK_POOL_SIZE = 10  # games of this process that may hold their lock at once
# Every answer comes within Discord's 3 seconds (issue 32 §5): a move waits at most 2 s for another process's move on
# the same game, and no statement, connection or pooled connection is waited for longer than DB_TIMEOUT_S; past
# that the command is answered with one sentence and its transaction is rolled back (nothing half-saved).
LOCK_TIMEOUT = "2s"
DB_TIMEOUT_S = 2.5
# Waiting for a free pooled connection is load, not a cut network (a cut one frees its connections within
# DB_TIMEOUT_S): a burst of moves is served late rather than refused (a late answer is owed, never lost).
ACQUIRE_TIMEOUT_S = 10.0
RECONNECT_MAX_S = 30.0
CLOSE_WAIT_S = 10.0  # on close, connections still in use get this long to be given back


class PgConn:
    """The shared SQL's view of an asyncpg connection."""

    dialect = "postgresql"

    def __init__(self, raw: asyncpg.Connection) -> None:
        self.raw = raw

    async def fetch(self, sql: str, *args: Any) -> list[Any]:
        with _constraints():
            return list(await self.raw.fetch(sql, *args))

    async def execute(self, sql: str, *args: Any) -> int:
        with _constraints():
            status = await self.raw.execute(sql, *args)
        # The command tag: "UPDATE 2", "INSERT 0 1", "DELETE 0", "SELECT 1".
        last = status.rsplit(" ", 1)[-1]
        return int(last) if last.isdigit() else 0

    async def executemany(self, sql: str, rows: Iterable[Sequence[Any]]) -> None:
        with _constraints():
            await self.raw.executemany(sql, [tuple(row) for row in rows])


class PgDatabase:
    dialect = "postgresql"

    def __init__(self, dsn: str, pool: asyncpg.Pool, lock_pool: asyncpg.Pool) -> None:
        self._dsn = dsn
        self._pool = pool
        self._lock_pool = lock_pool
        self._local = LocalLocks()
        self._watchers: list[tuple[Wake, Shards | None, contextvars.Context]] = []
        self._due_watchers: list[tuple[Callable[[float], None], contextvars.Context]] = []
        self._listener: asyncpg.Connection | None = None
        self._reconnecting: asyncio.Task[None] | None = None
        self._closed = False

    @classmethod
    async def open(cls, dsn: str) -> PgDatabase:
        with _translated():
            pool = await asyncpg.create_pool(dsn, min_size=1, max_size=POOL_SIZE, timeout=DB_TIMEOUT_S,
                                             command_timeout=DB_TIMEOUT_S, reset=_kept)
            try:
                # The lock pool's sessions give up waiting for a game after LOCK_TIMEOUT
                # (a startup setting, so the pool's reset on release keeps it).
                lock_pool = await asyncpg.create_pool(
                    dsn, min_size=0, max_size=LOCK_POOL_SIZE, server_settings={"lock_timeout": LOCK_TIMEOUT},
                    timeout=DB_TIMEOUT_S, command_timeout=DB_TIMEOUT_S + 1.0,
                )
            except BaseException:
                await pool.close()
                raise
        return cls(dsn, pool, lock_pool)

    @asynccontextmanager
    async def connection(self) -> AsyncIterator[asyncpg.Connection]:
        """A raw connection, for the migration runner at open time only."""
        with _translated():
            async with self._pool.acquire(timeout=ACQUIRE_TIMEOUT_S) as raw:
                yield raw

    async def close(self) -> None:
        self._closed = True
        if self._reconnecting is not None:
            self._reconnecting.cancel()
        if self._listener is not None:
            listener, self._listener = self._listener, None
            await listener.close()
        for pool in (self._lock_pool, self._pool):
            try:
                await asyncio.wait_for(pool.close(), CLOSE_WAIT_S)
            except TimeoutError:
                pool.terminate()

    @asynccontextmanager
    async def reading(self) -> AsyncIterator[PgConn]:
        with _translated():
            async with self._pool.acquire(timeout=ACQUIRE_TIMEOUT_S) as raw:
                yield PgConn(raw)

    @asynccontextmanager
    async def transaction(self) -> AsyncIterator[PgConn]:
        with _translated():
            async with self._pool.acquire(timeout=ACQUIRE_TIMEOUT_S) as raw, raw.transaction():
                yield PgConn(raw)
                # Leaving the block COMMITs (ROLLBACK on an exception) before the caller is answered.

    def local_lock(self, game_id: int) -> asyncio.Lock:
        return self._local(game_id)

    @asynccontextmanager
    async def lock(self, game_id: int) -> AsyncIterator[None]:
        # Only taking and giving back the lock are translated: the caller's own errors pass as they are.
        async with self._local(game_id):
            with _translated():
                raw = await self._lock_pool.acquire(timeout=ACQUIRE_TIMEOUT_S)
            try:
                with _translated():
                    # bigint keys: the migration lock uses the two-int key space, which never overlaps.
                    await raw.execute("SELECT pg_advisory_lock($1::bigint)", game_id)
                try:
                    yield
                finally:
                    # Should this fail or be interrupted, releasing the connection to the pool
                    # resets it, which unlocks all (or closes the session, which does the same).
                    with contextlib.suppress(Exception):
                        await raw.execute("SELECT pg_advisory_unlock($1::bigint)", game_id)
            finally:
                await self._lock_pool.release(raw)

    async def announce_reminder(self, conn: PgConn, game_id: int) -> None:
        # Delivered to every listener when (and only if) the transaction commits.
        await conn.execute("SELECT pg_notify($1, guild_id) FROM games WHERE id = $2", CHANNEL, game_id)

    async def watch_reminders(self, wake: Wake, shards: Shards | None) -> None:
        # `wake` is called in the context of this call (as a callback of the watcher's own code
        # would be), not in that of asyncpg's connection, whatever context variables it relies on.
        self._watchers.append((wake, shards, contextvars.copy_context()))
        if self._listener is None and self._reconnecting is None:
            with _translated():
                await self._listen()

    async def announce_automation(self, conn: PgConn, due_at: float) -> None:
        await conn.execute("SELECT pg_notify($1, $2)", AUTOMATION, repr(float(due_at)))

    async def watch_automation(self, due: Callable[[float], None]) -> None:
        self._due_watchers.append((due, contextvars.copy_context()))
        if self._listener is None and self._reconnecting is None:
            with _translated():
                await self._listen()

    def _automation_due(self, _conn: object, _pid: int, _channel: str, payload: str) -> None:
        try:
            due_at = float(payload)
        except ValueError:
            return
        for due, context in self._due_watchers:
            context.run(due, due_at)

    async def _listen(self) -> None:
        listener = await asyncpg.connect(self._dsn)
        try:
            await listener.add_listener(CHANNEL, self._notified)
            await listener.add_listener(AUTOMATION, self._automation_due)
        except BaseException:
            await listener.close()
            raise
        listener.add_termination_listener(self._lost)
        self._listener = listener

    def _notified(self, _conn: object, _pid: int, _channel: str, guild_id: str) -> None:
        for wake, shards, context in self._watchers:
            if shards is None or shards.serves(guild_id):
                context.run(wake)

    def _lost(self, conn: object) -> None:
        if self._closed or conn is not self._listener:
            return
        log.warning("lost the connection that listens for reminders; reconnecting")
        self._listener = None
        self._reconnecting = asyncio.get_running_loop().create_task(self._reconnect(), name="reminder-listen")

    async def _reconnect(self) -> None:
        delay = 1.0
        while not self._closed:
            try:
                await self._listen()
                break
            except (TimeoutError, OSError, asyncpg.PostgresError, asyncpg.InterfaceError):
                await asyncio.sleep(delay)
                delay = min(delay * 2, RECONNECT_MAX_S)
        self._reconnecting = None
        # Reminders and owed automatic moves may have changed while nobody listened: every watcher reads again.
        for wake, _, context in self._watchers:
            context.run(wake)
        for due, context in self._due_watchers:
            context.run(due, 0.0)


async def _kept(_conn: asyncpg.Connection) -> None:
    """A query connection given back to its pool keeps its session: nothing on it sets session state (no LISTEN,
    no advisory lock, no SET; those live on the lock pool and the listener's connection), and an open transaction
    is still ended by asyncpg. This saves the reset query's round trip on every read and write."""


@contextmanager
def _constraints() -> Iterator[None]:
    try:
        yield
    except asyncpg.IntegrityConstraintViolationError as exc:
        name = getattr(exc, "constraint_name", None) or ""
        raise ConstraintViolation(f"{name}: {exc}" if name else str(exc)) from exc


@contextmanager
def _translated() -> Iterator[None]:
    """Turn asyncpg and network errors into StorageError with a sentence a player can read."""
    try:
        yield
    except StorageError:
        raise
    except asyncpg.LockNotAvailableError as exc:
        raise StorageError("The game is busy with another move right now; please try again in a moment.") from exc
    except asyncpg.PostgresError as exc:
        raise StorageError(f"The game database failed: {exc}.") from exc
    except TimeoutError as exc:
        raise StorageError(f"The game database could not be reached (no answer within {DB_TIMEOUT_S:g} s); please try "
                           f"again in a moment.") from exc
    except (OSError, asyncpg.InterfaceError) as exc:
        raise StorageError(f"The game database could not be reached: {exc}.") from exc
