"""Fixtures for every test folder: one real PostgreSQL server for the whole session.

pgserver (a test dependency) ships PostgreSQL in its wheel, so nothing needs to be
installed on the machine. The server is started the first time a test asks for a
database (its data in memory where the machine has /dev/shm) and stopped at the end of the session; each test gets a database of its
own. If the server cannot start, every test that needs it fails with the reason:
the PostgreSQL tests are never skipped.
"""

from __future__ import annotations

import itertools
import os
import shutil
import tempfile
from collections.abc import Iterator
from typing import Any

import pytest

_databases = itertools.count(1)


@pytest.fixture(scope="session")
def pg_server() -> Iterator[Any]:
    import pgserver  # imported here: a run without PostgreSQL tests never loads it

    directory = tempfile.mkdtemp(prefix="railbot-pg-", dir=_in_memory())
    try:
        server = pgserver.get_server(directory, cleanup_mode="delete")
    except BaseException:
        shutil.rmtree(directory, ignore_errors=True)
        raise
    try:
        yield server
    finally:
        server.cleanup()


def _in_memory() -> str | None:
    """Where the server keeps its data: in memory (/dev/shm) where the machine has it. A session's few hundred
    databases are some 60,000 files; on disk, stopping the server and deleting them took 27 s of the last test."""
    shm = "/dev/shm"
    if not (os.path.isdir(shm) and os.access(shm, os.W_OK)):
        return None
    room = os.statvfs(shm)
    return shm if room.f_bavail * room.f_frsize >= 4 << 30 else None  # a container's 64 MiB would not hold them


@pytest.fixture
def pg_url(pg_server: Any) -> str:
    """A fresh, empty database on the session's server, as a postgresql:// URL."""
    name = f"test_{os.getpid()}_{next(_databases)}"
    pg_server.psql(f'CREATE DATABASE "{name}";')
    return str(pg_server.get_uri(database=name))
