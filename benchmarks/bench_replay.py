"""/replay's speed (issue 50 §3; prints figures, not a test): every step of a replay must answer within Discord's 3
seconds, and each is a replay of the saved moves. For the longest shipped game (tests/fixtures/saved, the most moves in
force) and the longest Railways of the World one, through the command layer as Discord runs it:

- cold: a process's first /replay of the game, from a move in its middle: the game loaded from the store (rebuilt
  from its log), replayed once for the replay (`bot/commands/replay.py` `Replays`), the words, then the pictures
  (map, stock market, the chart to that point), every cache of the renderer emptied first;
- a step: a button pressed (◀ ▶ ⏮ ⏭) at positions spread over the game: its words (the position copied from the one
  kept before it and replayed on), then its pictures; the median and the slowest.

    python3 dev.py bench          (with the other benchmarks)
    python benchmarks/bench_replay.py [--game NAME] [--steps 6]
"""

from __future__ import annotations

import argparse
import asyncio
import json
import statistics
import sys
import time
from collections.abc import Awaitable
from dataclasses import dataclass, field
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parents[1]))

from bot.commands import CommandLayer, Invocation, Reply
from engine.eighteen.shared.building import clear_graph_memo
from storage import Store
from tests.saved_games import SAVED, saved_moves

STEPS = 6  # positions a step is measured at, spread over the game (four presses each)


@dataclass
class Figures:
    name: str
    title: str
    moves: int
    cold_words: float = 0.0  # seconds
    cold_pictures: float = 0.0
    words: list[float] = field(default_factory=list)  # each step's
    pictures: list[float] = field(default_factory=list)
    shown: list[int] = field(default_factory=list)  # the move each step showed

    def line(self) -> str:
        both = [w + p for w, p in zip(self.words, self.pictures, strict=True)]
        return (f"  {self.name:34} {self.moves:5} moves: cold {ms(self.cold_words)} + pictures {ms(self.cold_pictures)};"
                f" a step {ms(statistics.median(self.words))} + pictures {ms(statistics.median(self.pictures))}"
                f" (median of {len(both)}), slowest {ms(max(both))} in all")


def ms(seconds: float) -> str:
    return f"{seconds * 1000:5.0f} ms"


def fixtures() -> list[tuple[int, str, str]]:
    """(moves in force, name, family) of every saved game, the longest last."""
    found = []
    for path in SAVED.glob("*.json"):
        if path.name.endswith(".expected.json"):
            continue
        game, moves = saved_moves(path.stem)
        found.append((len(moves), path.stem, game.family))
    return sorted(found)


async def _timed(work: Awaitable[Reply]) -> tuple[Reply, float, float]:
    """The reply, the seconds its words took, the seconds its pictures took."""
    started = time.perf_counter()
    reply = await work
    words = time.perf_counter() - started
    started = time.perf_counter()
    if reply.painter is not None:
        reply.pictures, reply.painter = await reply.painter(), None
    return reply, words, time.perf_counter() - started


async def measure(name: str, steps: int = STEPS, store_path: str = ":memory:") -> Figures:
    """The figures of one saved game, imported into a store of its own and replayed through a fresh command layer."""
    from renderer.api import clear_caches

    document = json.loads((SAVED / f"{name}.json").read_text())
    seats = [(s["user_id"], s["display_name"]) for s in sorted(document["seats"], key=lambda s: s["seat_order"])]
    store = await Store.open(store_path)
    try:
        record = await store.import_game(guild_id="g", channel_id="replay", title=document["title"],
                                         options=document["options"], seed=document["seed"], creator_id=seats[0][0],
                                         seats=seats, entries=[(e["kind"], e["user_id"], e["data"]) for e in document["log"]],
                                         status="running")
        layer = CommandLayer(store, draw_pictures=True)
        reader = Invocation(user_id=seats[0][0], user_name=seats[0][1], channel_id="replay", guild_id="g")
        clear_caches()
        clear_graph_memo()
        game, moves = saved_moves(name)
        figures = Figures(name, game.name, len(moves))
        middle = len(moves) // 2
        reply, figures.cold_words, figures.cold_pictures = await _timed(
            layer.handle(reader, "replay", {"from": f"move:{middle}"}, draw_later=True))
        assert reply.replay is not None and reply.replay.at == middle, reply.text
        for index in range(steps):
            at = (index + 1) * len(moves) // (steps + 1)
            shown = (await layer.replay_at(reader, record.id, at)).replay
            assert shown is not None
            for target in (shown.forward, shown.back, shown.round_forward, shown.round_back):
                if target is None:
                    continue
                reply, words, pictures = await _timed(layer.replay_at(reader, record.id, target))
                assert reply.replay is not None and reply.replay.at == target, reply.text
                figures.words.append(words)
                figures.pictures.append(pictures)
                figures.shown.append(target)
        return figures
    finally:
        await store.close()


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--game", help="a saved game of tests/fixtures/saved (default: the longest, and the longest "
                                       "Railways of the World game)")
    parser.add_argument("--steps", type=int, default=STEPS)
    args = parser.parse_args()
    if args.game:
        names = [args.game]
    else:
        found = fixtures()
        names = [found[-1][1]]
        longest_rotw = [name for _moves, name, family in found if family == "rotw"][-1:]
        names += [name for name in longest_rotw if name not in names]
    print(f"/replay: a cold first answer and a step (◀ ▶ ⏮ ⏭ at {args.steps} positions), words then pictures "
          f"(map, market, chart), one process:")
    for name in names:
        print(asyncio.run(measure(name, args.steps)).line())


if __name__ == "__main__":
    main()
