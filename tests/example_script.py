"""The example scripts without the moves the bot makes by itself (issue 35: a player whose only legal move is a pass,
or a purchase with no choice in it, is not asked; the bot makes it, and the console prints it marked "(auto: …)").
The bot seats (issue 36) play while the script is read, as they do in the console.

`python -m tests.example_script examples/18gl.txt …` rewrites scripts written before, dropping each line whose move
the bot now makes; the example generators call `without_automatic` on what they write. The game played is the same,
move for move."""

from __future__ import annotations

import asyncio
import io
import sys
from pathlib import Path

from bot.console import _LINE, Console
from storage import Store


async def _droppable(lines: list[str]) -> set[int]:
    """The indexes of the lines whose move, when the script is played without automatic moves, is the move the bot
    would have made by itself at that moment."""
    store = await Store.open(":memory:")
    found: set[int] = set()
    try:
        console = Console(store, "script", out=io.StringIO())
        console.layer.bots_only = True  # the bot seats play; nothing else is made by itself
        for index, line in enumerate(lines):
            match = _LINE.match(line)
            cache = console.layer.games._cache
            game = next(iter(cache.values())).game if match and len(cache) == 1 else None
            forced = None
            if game is not None and match and not match.group(2).startswith("/game") and match.group(1) in game.players:
                player = game.players.index(match.group(1))
                forced = game.forced_move(player) if player in game.acting_players() else None
            before = len(game.history) if game is not None else 0
            await console.run_line(line, echo=False)
            if forced is not None and game is not None:
                game = next(iter(cache.values())).game
                if len(game.history) > before and game.history[before].action == forced:  # bot seats may move after it
                    found.add(index)
    finally:
        await store.close()
    return found


def without_automatic(lines: list[str]) -> list[str]:
    dropped = asyncio.run(_droppable(lines))
    return [line for index, line in enumerate(lines) if index not in dropped]


def main(paths: list[str]) -> None:
    for name in paths:
        path = Path(name)
        lines = path.read_text().splitlines()
        kept = without_automatic(lines)
        path.write_text("\n".join(kept) + "\n")
        print(f"{path.name}: {len(lines) - len(kept)} lines the bot now plays by itself dropped")


if __name__ == "__main__":
    main(sys.argv[1:])
