"""Cold load per title: how long a stored game takes to rebuild when a process first needs it (a restart, another
shard, /game history). Each game is rebuilt from its setup and moves as GameService.load does, with every memo
cleared, on one core; the figure for 1,500 moves is the per-move time times 1,500 (18GL games reach 1,800 moves;
the examples are shorter). Two sets:

- the current examples (examples/*.txt played through the console now, so under the current rules revision: what a
  game begun today replays);
- the saved games of tests/fixtures/saved (examples and whole random games saved by earlier versions, under the
  rules revisions they began with).

    python3 dev.py bench            (with the other benchmarks)
    python benchmarks/bench_cold_load.py
"""

from __future__ import annotations

import asyncio
import json
import statistics
import sys
import time
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parents[1]))

from engine.core.game import RULES_REVISION
from engine.eighteen.shared.building import clear_graph_memo
from tests.saved_games import EXAMPLES, SAVED, _example_export, replay_document

GAMES = ["18ez-level1-example", "18ez-level2-example", "18ez-level2-random-4p-to-the-end", "18ez-level3-example",
         "18ez-level3-random-3p-to-the-end", "18gl-example", "18gl-random-5p-to-the-end", "rotw-eus-example",
         "rotw-eus-minis-example", "rotw-mex-example", "rotw-wus-example", "rotw-eur-example", "rotw-trans-example",
         "rotw-nip-example", "rotw-gb-example", "rotw-na-example"]


def cold_load(document: dict) -> tuple[float, int]:
    took, moves = [], 0
    for _ in range(5):
        clear_graph_memo()
        start = time.perf_counter()
        game = replay_document(document)
        took.append(time.perf_counter() - start)
        moves = len(game.history)
    return statistics.median(took), moves


def _line(name: str, document: dict) -> None:
    took, moves = cold_load(document)
    per = took / moves
    print(f"  {name:34} {moves:5} moves: {took * 1000:7.1f} ms, {per * 1000:.3f} ms a move "
          f"-> 1,500 moves ~ {per * 1500 * 1000:4.0f} ms")


def main() -> None:
    print(f"cold load of the current examples (rules revision {RULES_REVISION}; rebuilt from their moves, memos cleared, "
          "median of 5, one core):")
    for script in sorted(EXAMPLES.glob("*.txt")):
        _line(script.stem, asyncio.run(_example_export(script)))
    print("cold load of the saved games of earlier versions (their own rules revisions):")
    for name in GAMES:
        _line(name, json.loads((SAVED / f"{name}.json").read_text()))


if __name__ == "__main__":
    main()
