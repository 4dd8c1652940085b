"""Backups (issue 51 §3): `python -m bot backup FILE` copies the SQLite game database with SQLite's online backup API,
consistent while the bot runs (each page copied as of one moment; a move saved meanwhile is in the copy or not, never
half); `python -m bot restore FILE` puts a backup in the database's place, refusing while a bot process holds the
database (`SoleServer`) and a backup of a schema newer than this bot knows, or one that is not a sound database. For
PostgreSQL both say the `pg_dump` / `pg_restore` command for the configured database, which is the tool for it."""

from __future__ import annotations

import sqlite3
from pathlib import Path
from urllib.parse import urlsplit, urlunsplit

from storage.errors import StorageError
from storage.migrate import load_migrations, refuse_newer
from storage.settings import is_postgres_url
from storage.shards import SoleServer

PAGES_A_STEP = 256  # pages copied in one step of the online backup: the bot's writes go on between steps


def latest_version() -> int:
    return max((m.version for m in load_migrations()), default=0)


def backup(database: str, file: str | Path) -> str:
    """Copy the database into `file` (a new SQLite file, or PostgreSQL's pg_dump command to run); what was done."""
    if is_postgres_url(database):
        return f"PostgreSQL is backed up with its own tool: pg_dump --format=custom --file={file} {_without_password(database)}"
    target = Path(file)
    if target.exists():
        raise StorageError(f"{target} exists already; a backup is written to a new file.")
    if not Path(database).exists():
        raise StorageError(f"There is no game database at {database}.")
    source = sqlite3.connect(f"file:{database}?mode=ro", uri=True)
    copy = sqlite3.connect(target)
    try:
        source.backup(copy, pages=PAGES_A_STEP)
        version = int(copy.execute("PRAGMA user_version").fetchone()[0])
        games = _count(copy, "games")
    finally:
        copy.close()
        source.close()
    return f"Backed up {database} to {target}: schema version {version}, {games} games."


def restore(file: str | Path, database: str) -> str:
    """Put the backup `file` in the database's place (SQLite); what was done. Refused while a bot holds the database,
    and for a file that is no sound game database of a schema this bot knows."""
    if is_postgres_url(database):
        return (f"PostgreSQL is restored with its own tool, the bots stopped: pg_restore --clean --dbname="
                f"{_without_password(database)} {file}")
    backup_path = Path(file)
    if not backup_path.exists():
        raise StorageError(f"There is no backup at {backup_path}.")
    version = _checked(backup_path)
    sole = SoleServer(database).take()  # raises, in one sentence, while a bot process serves the database
    try:
        source = sqlite3.connect(f"file:{backup_path}?mode=ro", uri=True)
        target = sqlite3.connect(database)
        try:
            source.backup(target)
            games = _count(target, "games")
        finally:
            target.close()
            source.close()
    finally:
        sole.release()
    return f"Restored {database} from {backup_path}: schema version {version}, {games} games."


def _checked(path: Path) -> int:
    """The backup's schema version, once it is known to be a sound SQLite game database this bot can read."""
    try:
        conn = sqlite3.connect(f"file:{path}?mode=ro", uri=True)
        try:
            sound = conn.execute("PRAGMA integrity_check").fetchone()[0] == "ok"
            version = int(conn.execute("PRAGMA user_version").fetchone()[0])
            tables = {row[0] for row in conn.execute("SELECT name FROM sqlite_master WHERE type = 'table'")}
        finally:
            conn.close()
    except sqlite3.DatabaseError:
        raise StorageError(f"{path} is not a SQLite database.") from None
    if not sound:
        raise StorageError(f"{path} is damaged (SQLite's integrity check fails); it is not restored.")
    if "games" not in tables or version == 0:
        raise StorageError(f"{path} is not a railbot game database.")
    refuse_newer(version, latest_version())
    return version


def _count(conn: sqlite3.Connection, table: str) -> int:
    try:
        return int(conn.execute(f"SELECT count(*) FROM {table}").fetchone()[0])
    except sqlite3.DatabaseError:
        return 0


def _without_password(url: str) -> str:
    """The URL with its password left out (pg_dump reads PGPASSWORD or ~/.pgpass): nothing secret is printed."""
    parts = urlsplit(url)
    if parts.password is None:
        return url
    host = parts.hostname or ""
    netloc = f"{parts.username}@{host}" + (f":{parts.port}" if parts.port else "")
    return urlunsplit((parts.scheme, netloc, parts.path, parts.query, parts.fragment))
