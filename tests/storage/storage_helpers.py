"""Helpers imported by the storage tests (conftest.py is for fixtures only)."""

from __future__ import annotations

import asyncio
from collections.abc import Callable
from typing import Any


class FakeClock:
    """A clock that moves one second per reading, so every write has a distinct time."""

    def __init__(self, start: float = 1_000_000.0) -> None:
        self.now = start

    def __call__(self) -> float:
        self.now += 1.0
        return self.now


GAME: dict[str, Any] = {
    "guild_id": "guild-1",
    "channel_id": "chan-1",
    "title": "Rails of Tomorrow",
    "options": {"map": "north", "variant": 2},
    "seed": 12345,
    "creator_id": "user-1",
}


def action(i: int) -> dict[str, Any]:
    """A realistic action payload (about 150 bytes of canonical JSON)."""
    return {
        "type": "build_track",
        "player": f"user-{i % 4}",
        "hexes": [[i % 17, 3], [i % 17 + 1, 4], [i % 17 + 2, 4]],
        "cost": 10 + i % 7,
        "note": f"move {i}",
    }


class RawDb:
    """One statement at a time on the test's database with the plain driver (sqlite3 or
    asyncpg), outside the Store. SQL uses $1, $2 ... placeholders on both."""

    def __init__(self, target: str) -> None:
        self.target = target
        self.postgres = target.startswith("postgresql://")

    async def fetch(self, sql: str, *args: Any) -> list[tuple[Any, ...]]:
        if self.postgres:
            import asyncpg

            conn = await asyncpg.connect(self.target)
            try:
                return [tuple(row) for row in await conn.fetch(sql, *args)]
            finally:
                await conn.close()
        import re
        import sqlite3

        conn = sqlite3.connect(self.target)
        try:
            with conn:  # commits a write
                return [tuple(row) for row in conn.execute(re.sub(r"\$(\d+)", r"?\1", sql), args).fetchall()]
        finally:
            conn.close()

    async def execute(self, sql: str, *args: Any) -> None:
        await self.fetch(sql, *args)


async def until(condition: Callable[[], bool], rounds: int = 1000) -> None:
    """Let the event loop run until `condition()` holds (a notification arrives asynchronously);
    fail if it never does (after about ten seconds, so a broken run ends instead of hanging)."""
    for _ in range(rounds):
        if condition():
            return
        await asyncio.sleep(0.01)
    raise AssertionError("the condition never held")
