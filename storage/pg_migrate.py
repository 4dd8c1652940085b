"""PostgreSQL schema migrations: the files in migrations/postgresql/, applied on open.

The version lives in the one-row table ``schema_version``. Each migration runs
in its own transaction with the version bump (PostgreSQL's DDL is
transactional), so a failure leaves the previous version, never half-way. The
whole upgrade holds an advisory lock, taken before any transaction begins (so
each transaction sees what the previous holder committed): processes starting
together apply each migration once.
"""

from __future__ import annotations

from collections.abc import Sequence

import asyncpg

from storage.errors import StorageError
from storage.migrate import POSTGRES_MIGRATIONS_DIR, Migration, load_migrations, refuse_newer

# Two-int advisory key space (game locks use the bigint space, which never overlaps): "railbot", "schema".
MIGRATION_LOCK = (0x7261696C, 0x736368)

_VERSION_TABLE = "CREATE TABLE IF NOT EXISTS schema_version (version integer NOT NULL CHECK (version >= 0))"


async def schema_version(conn: asyncpg.Connection) -> int:
    exists = await conn.fetchval("SELECT to_regclass('schema_version') IS NOT NULL")
    if not exists:
        return 0
    version = await conn.fetchval("SELECT max(version) FROM schema_version")
    return int(version or 0)


async def apply_migrations(
    conn: asyncpg.Connection,
    *,
    target: int | None = None,
    migrations: Sequence[Migration] | None = None,
) -> int:
    """Bring the schema up to ``target`` (default: latest); return the version reached.

    ``target`` and ``migrations`` exist so tests can build old databases.
    """
    migrations = load_migrations(POSTGRES_MIGRATIONS_DIR) if migrations is None else list(migrations)
    latest = migrations[-1].version if migrations else 0
    target = latest if target is None else target
    await conn.execute("SELECT pg_advisory_lock($1, $2)", *MIGRATION_LOCK)
    try:
        # Read only now: another process may have migrated while we waited for the lock.
        current = await schema_version(conn)
        refuse_newer(current, latest)
        for migration in migrations:
            if current < migration.version <= target:
                current = await _apply_one(conn, migration)
    finally:
        await conn.execute("SELECT pg_advisory_unlock($1, $2)", *MIGRATION_LOCK)
    return current


async def _apply_one(conn: asyncpg.Connection, migration: Migration) -> int:
    try:
        async with conn.transaction():
            await conn.execute(migration.sql)  # several statements: the simple query protocol runs them all
            await conn.execute(_VERSION_TABLE)
            await conn.execute("DELETE FROM schema_version")
            await conn.execute("INSERT INTO schema_version (version) VALUES ($1)", migration.version)
    except asyncpg.PostgresError as exc:
        raise StorageError(f"Upgrading the game database to version {migration.version} ({migration.name}) failed: {exc}.") from exc
    return migration.version
