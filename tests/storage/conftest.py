"""Fixtures for the storage tests (helpers live in storage_helpers.py)."""

from __future__ import annotations

import sys
from collections.abc import AsyncIterator
from pathlib import Path
from typing import TYPE_CHECKING

import pytest
import pytest_asyncio

if TYPE_CHECKING:
    from storage import Store
    from tests.storage.storage_helpers import FakeClock

# Make `import storage` and `import tests...` work however pytest is started
# (e.g. with --import-mode=importlib, which leaves sys.path alone). Test modules
# are imported after this conftest, so their top-level imports see it.
PROJECT_ROOT = Path(__file__).resolve().parents[2]
if str(PROJECT_ROOT) not in sys.path:
    sys.path.insert(0, str(PROJECT_ROOT))


@pytest.fixture
def clock() -> FakeClock:
    from tests.storage.storage_helpers import FakeClock

    return FakeClock()


@pytest.fixture
def db_path(tmp_path: Path) -> Path:
    return tmp_path / "nested" / "games.sqlite3"


@pytest_asyncio.fixture
async def store(db_path: Path, clock: FakeClock) -> AsyncIterator[Store]:
    from storage import Store

    async with await Store.open(db_path, clock=clock) as opened:
        yield opened
