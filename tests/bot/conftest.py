"""Fixtures the command layer's tests share: an in-memory store, and a layer on a clock the test moves."""

from __future__ import annotations

from collections.abc import AsyncIterator

import pytest

from bot.commands import CommandLayer
from storage import Store


@pytest.fixture
async def store() -> AsyncIterator[Store]:
    """A fresh in-memory database (a module may define its own `store`)."""
    opened = await Store.open(":memory:")
    yield opened
    await opened.close()


class Clock:
    def __init__(self) -> None:
        self.now = 1_000_000.0

    def __call__(self) -> float:
        return self.now


@pytest.fixture
def clock() -> Clock:
    return Clock()


@pytest.fixture
async def layer(tmp_path, clock: Clock) -> AsyncIterator[CommandLayer]:
    store = await Store.open(tmp_path / "games.sqlite3")
    yield CommandLayer(store, clock=clock, operator_seeds=True)
    await store.close()
