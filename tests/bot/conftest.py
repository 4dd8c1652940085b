"""Fixtures the command layer's tests share."""

from __future__ import annotations

from collections.abc import AsyncIterator

import pytest

from storage import Store


@pytest.fixture
async def store() -> AsyncIterator[Store]:
    """A fresh in-memory database (a module may define its own `store`)."""
    opened = await Store.open(":memory:")
    yield opened
    await opened.close()
