"""The example games, played through the console's command layer (shared by tests and benchmarks)."""

from __future__ import annotations

import asyncio
import io
from pathlib import Path

from bot.console import Console
from engine.core.game import Game
from storage import Store

EXAMPLES = Path(__file__).resolve().parents[1] / "examples"
EXAMPLE = EXAMPLES / "18ez-level1.txt"


async def _play(script: Path = EXAMPLE) -> Game:
    store = await Store.open(":memory:")
    try:
        console = Console(store, "bench", out=io.StringIO())
        await console.run_lines(script.read_text().splitlines(), echo=False)
        (loaded,) = console.layer.games._cache.values()
        return loaded.game
    finally:
        await store.close()


def example_game() -> Game:
    return asyncio.run(_play())


def level2_example_game() -> Game:
    return asyncio.run(_play(EXAMPLES / "18ez-level2.txt"))
