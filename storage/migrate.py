"""Versioned schema migrations: numbered SQL files applied in order on open.

``migrations/NNNN_name.sql`` are SQLite's; ``migrations/postgresql/`` holds the
PostgreSQL dialect of each, with the same numbers and names (pg_migrate.py
applies those). For SQLite the schema version lives in ``PRAGMA user_version``.
Each migration runs in its own BEGIN IMMEDIATE transaction together with the
version bump, so a crash or a bad statement leaves the database at the previous
version, never half-way.
"""

from __future__ import annotations

import re
import sqlite3
from collections.abc import Sequence
from dataclasses import dataclass
from pathlib import Path

import aiosqlite

from storage.errors import StorageError

MIGRATIONS_DIR = Path(__file__).with_name("migrations")
POSTGRES_MIGRATIONS_DIR = MIGRATIONS_DIR / "postgresql"
_FILE_NAME = re.compile(r"^(\d{4})_([a-z0-9_]+)\.sql$")


@dataclass(frozen=True)
class Migration:
    version: int
    name: str
    sql: str


def load_migrations(directory: Path = MIGRATIONS_DIR) -> list[Migration]:
    """Read ``NNNN_name.sql`` files; versions must run 1, 2, 3, ... with no gaps."""
    found: list[Migration] = []
    for path in directory.iterdir():
        match = _FILE_NAME.match(path.name)
        if match:
            found.append(Migration(int(match[1]), match[2], path.read_text(encoding="utf-8")))
    found.sort(key=lambda m: m.version)
    versions = [m.version for m in found]
    if versions != list(range(1, len(found) + 1)):
        raise StorageError(f"The schema migrations are misnumbered: found versions {versions}.")
    return found


def split_statements(sql: str) -> list[str]:
    """Split a script into statements using SQLite's own tokenizer.

    ``executescript`` cannot be used: it COMMITs any open transaction first,
    which would break the one-transaction-per-migration guarantee.
    """
    statements: list[str] = []
    buffer = ""
    for line in sql.splitlines(keepends=True):
        buffer += line
        if sqlite3.complete_statement(buffer):
            statements.append(buffer.strip())
            buffer = ""
    leftover = "".join(line for line in buffer.splitlines() if line.strip() and not line.strip().startswith("--"))
    if leftover:
        raise StorageError(f"A schema migration ends with an unfinished statement: {leftover!r}.")
    return statements


async def schema_version(conn: aiosqlite.Connection) -> int:
    async with conn.execute("PRAGMA user_version") as cursor:
        row = await cursor.fetchone()
    return int(row[0]) if row else 0


async def apply_migrations(
    conn: aiosqlite.Connection,
    *,
    target: int | None = None,
    migrations: Sequence[Migration] | None = None,
) -> int:
    """Bring the schema up to ``target`` (default: latest); return the version reached.

    ``conn`` must be in autocommit mode (``isolation_level=None``).
    ``target`` and ``migrations`` exist so tests can build old databases.
    """
    migrations = load_migrations() if migrations is None else list(migrations)
    latest = migrations[-1].version if migrations else 0
    target = latest if target is None else target
    current = await schema_version(conn)
    refuse_newer(current, latest)
    for migration in migrations:
        if current < migration.version <= target:
            current = await _apply_one(conn, migration)
    return current


def refuse_newer(current: int, latest: int) -> None:
    if current > latest:
        raise StorageError(
            f"The game database uses schema version {current}, but this bot only knows up to {latest}; please update the bot."
        )


async def _apply_one(conn: aiosqlite.Connection, migration: Migration) -> int:
    try:
        await conn.execute("BEGIN IMMEDIATE")
        # Another process may have migrated while we waited for the write lock.
        current = await schema_version(conn)
        if current >= migration.version:
            await conn.rollback()
            return current
        for statement in split_statements(migration.sql):
            await conn.execute(statement)
        # PRAGMA takes no parameters; the version is an int we parsed ourselves.
        await conn.execute(f"PRAGMA user_version = {migration.version:d}")
        await conn.execute("COMMIT")
    except BaseException as exc:
        await conn.rollback()  # no-op if the failure already ended the transaction
        if isinstance(exc, sqlite3.Error):
            raise StorageError(f"Upgrading the game database to version {migration.version} ({migration.name}) failed: {exc}.") from exc
        raise
    return migration.version
