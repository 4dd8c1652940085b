"""Railways of the World speed (prints figures; not a test): replaying the example, applying moves,
and the delivery search (every legal delivery, as autocomplete and the buttons need it) on late-game
maps of the Eastern U.S.

    python3 dev.py bench
"""

from __future__ import annotations

import random
import statistics
import sys
import time
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parents[1]))

from engine.core.action_base import Pass
from engine.core.errors import IllegalAction
from engine.rotw import deliver
from engine.rotw.game import Rotw
from tests.example_replay import replay_side_by_side
from tests.make_example_rotw import PLAYERS, SEED, pick

EXAMPLE = Path(__file__).resolve().parents[1] / "examples" / "rotw-eastern-us.txt"


def late_game(seed: int, players: int) -> Rotw:
    """A game played by the example's beginner policy until the end is set (or 900 moves)."""
    game = Rotw(["Ann", "Bob", "Cid", "Dee", "Eve", "Fay"][:players], seed)
    rng = random.Random(seed)
    while not game.over and game.state.last_turn is None and len(game.history) < 900:
        player = game.acting_players()[0]
        try:
            game.apply(player, pick(game, player, rng))
        except IllegalAction:
            game.apply(player, Pass())
    return game


def main() -> None:
    checked, replayed = Rotw(PLAYERS, SEED), Rotw(PLAYERS, SEED)
    start = time.perf_counter()
    moves = replay_side_by_side(checked, replayed, EXAMPLE)
    print(f"example: {moves} moves checked and replayed side by side in {(time.perf_counter() - start) * 1000:.0f} ms")
    timings, counts, engines = [], [], []
    for seed in range(1, 21):
        game = late_game(seed, 4 + seed % 3)
        state = game.state
        for player in range(len(game.players)):
            for level in (state.players[player].engine, 6, 8):
                saved = state.players[player].engine
                state.players[player].engine = level
                begin = time.perf_counter()
                found = list(deliver.options(game, player))
                timings.append(time.perf_counter() - begin)
                counts.append(len(found))
                engines.append(level)
                state.players[player].engine = saved
    timings.sort()
    links = "late maps: 20 games played until the end was set (4-6 players); every player, engine as is, 6 and 8"
    print(links)
    print(f"  every legal delivery: {len(timings)} searches, median {statistics.median(timings) * 1000:.2f} ms, "
          f"p95 {timings[int(len(timings) * 0.95)] * 1000:.2f} ms, max {timings[-1] * 1000:.1f} ms; "
          f"deliveries found: median {statistics.median(counts):.0f}, max {max(counts)}")


if __name__ == "__main__":
    main()
