"""The example game's moves, played straight on the engine (shared by tests and benchmarks)."""

from __future__ import annotations

import asyncio
import io
from pathlib import Path

from bot.console import Console
from engine.game import Game
from storage import Store

EXAMPLE = Path(__file__).resolve().parents[1] / "examples" / "18ez-level1.txt"


async def _play() -> Game:
    store = await Store.open(":memory:")
    try:
        console = Console(store, "bench", out=io.StringIO())
        await console.run_lines(EXAMPLE.read_text().splitlines(), echo=False)
        (loaded,) = console.layer.games._cache.values()
        return loaded.game
    finally:
        await store.close()


def example_game() -> Game:
    return asyncio.run(_play())
