"""Fixtures for the storage tests (helpers live in storage_helpers.py).

``store`` and ``target`` are parametrised over both backends, so every test that
uses them runs against SQLite and against a real PostgreSQL (tests/conftest.py).
Tests that use ``db_path`` alone are about SQLite itself.
"""

from __future__ import annotations

import sys
from collections.abc import AsyncIterator
from pathlib import Path
from typing import TYPE_CHECKING

import pytest
import pytest_asyncio

if TYPE_CHECKING:
    from storage import Store
    from tests.storage.storage_helpers import FakeClock, RawDb

# Make `import storage` and `import tests...` work however pytest is started
# (e.g. with --import-mode=importlib, which leaves sys.path alone). Test modules
# are imported after this conftest, so their top-level imports see it.
PROJECT_ROOT = Path(__file__).resolve().parents[2]
if str(PROJECT_ROOT) not in sys.path:
    sys.path.insert(0, str(PROJECT_ROOT))

BACKENDS = ("sqlite", "postgresql")


@pytest.fixture
def clock() -> FakeClock:
    from tests.storage.storage_helpers import FakeClock

    return FakeClock()


@pytest.fixture
def db_path(tmp_path: Path) -> Path:
    return tmp_path / "nested" / "games.sqlite3"


@pytest.fixture(params=BACKENDS)
def backend(request: pytest.FixtureRequest) -> str:
    return str(request.param)


@pytest.fixture
def target(backend: str, db_path: Path, request: pytest.FixtureRequest) -> str:
    """What Store.open takes: a SQLite file's path, or a fresh PostgreSQL database's URL."""
    if backend == "postgresql":
        return str(request.getfixturevalue("pg_url"))
    return str(db_path)


@pytest.fixture
def raw(target: str) -> RawDb:
    """Plain driver access to the test's database, to look behind the Store."""
    from tests.storage.storage_helpers import RawDb

    return RawDb(target)


@pytest_asyncio.fixture
async def store(target: str, clock: FakeClock) -> AsyncIterator[Store]:
    from storage import Store

    async with await Store.open(target, clock=clock) as opened:
        yield opened
