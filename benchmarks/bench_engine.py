"""Engine speed on the shipped example game (prints figures; not a test).

    python3 dev.py bench
"""

from __future__ import annotations

import statistics
import sys
import time
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parents[1]))

from engine.actions import Action
from engine.core.game import Game
from engine.eighteen.ez.level1.game import EZLevel1
from engine.eighteen.ez.level2.game import EZLevel2
from engine.eighteen.shared.building import clear_graph_memo
from engine.eighteen.shared.runs.routes import RouteFinder
from tests.example_moves import example_game, level2_example_game


def main() -> None:
    played = example_game()
    moves = [(o.player, o.action) for o in played.history]

    replays = []
    for _ in range(5):
        clear_graph_memo()  # a cold replay, as when a game is first loaded after a restart
        start = time.perf_counter()
        EZLevel1.replay(played.players, played.seed, moves)
        replays.append(time.perf_counter() - start)

    per_move = []
    game = EZLevel1(played.players, played.seed)
    for player, action in moves:
        start = time.perf_counter()
        game.apply(player, action)  # checked, with the copy that makes refusals harmless
        per_move.append(time.perf_counter() - start)

    print(f"example game: {len(moves)} moves, {played.state.round_number} Operating Rounds")
    cold = statistics.median(replays)
    print(f"replay whole game cold: {cold * 1000:8.1f} ms (median of 5)")
    print(f"  per move:             {cold / len(moves) * 1000:8.2f} ms -> 1,500 moves ~ {cold / len(moves) * 1500 * 1000:.0f} ms")
    print(f"apply one move (p50):   {statistics.median(per_move) * 1000:8.2f} ms")
    print(f"apply one move (max):   {max(per_move) * 1000:8.2f} ms")
    graph = played.graph()
    for railroad in played.operating_order():
        trains = [(t, played.rules.train(t).cities) for t in railroad.trains]
        finder = RouteFinder(graph, railroad.id)
        start = time.perf_counter()
        routes = finder.best(trains)
        took = time.perf_counter() - start
        total = sum(r.revenue for r in routes)
        print(f"best routes {railroad.id:5} trains {'+'.join(railroad.trains):6} ${total:4}: {took * 1000:8.1f} ms")

    level2()
    long_game()


def long_game() -> None:
    """A cold load of a long game: 1,500 moves of a 6-player Level 3 game (random legal play, seed 71)."""
    import random

    from engine.eighteen.ez.level3.game import EZLevel3
    from tests.randomplay import random_moves

    played = EZLevel3([f"P{i}" for i in range(6)], 71)
    outcomes = list(random_moves(played, random.Random(71), 2500))
    for count in (1500, len(outcomes)):
        moves = [(o.player, o.action) for o in outcomes[:count]]
        timings = []
        for _ in range(3):
            clear_graph_memo()
            start = time.perf_counter()
            EZLevel3.replay(played.players, played.seed, moves)
            timings.append(time.perf_counter() - start)
        took = statistics.median(timings)
        print(f"Level 3, 6 players: cold replay of {count} moves: {took * 1000:7.1f} ms ({took / count * 1000:.3f} ms a move)")


def level2() -> None:
    """The Level 2 example: replay, checked moves, and the legal-move list a reply's buttons need."""
    played = level2_example_game()
    moves = [(o.player, o.action) for o in played.history]
    clear_graph_memo()
    start = time.perf_counter()
    EZLevel2.replay(played.players, played.seed, moves)
    cold = time.perf_counter() - start
    per_move, options = checked_play(EZLevel2(played.players, played.seed), moves)
    print(f"Level 2 example: {len(moves)} moves, {played.state.or_number} Operating Rounds, {played.state.sdr_number} SDRs")
    print(f"replay whole game cold: {cold * 1000:8.1f} ms ({cold / len(moves) * 1000:.2f} ms a move)")
    print(f"apply one move p50/max: {statistics.median(per_move) * 1000:8.2f} / {max(per_move) * 1000:.1f} ms")
    print(f"legal moves (no lays) p50/max: {statistics.median(options) * 1000:8.2f} / {max(options) * 1000:.1f} ms")


def checked_play(game: Game, moves: list[tuple[int, Action]]) -> tuple[list[float], list[float]]:
    """Each move applied with every check, and the legal moves behind the next reply's buttons: their times."""
    applying, listing = [], []
    for player, action in moves:
        start = time.perf_counter()
        game.apply(player, action)
        applying.append(time.perf_counter() - start)
        if not game.over:
            start = time.perf_counter()
            game.moves_without_lays(game.acting_players()[0])
            listing.append(time.perf_counter() - start)
    return applying, listing


def nearest_rank(values: list[float], percent: int) -> float:
    ordered = sorted(values)
    return ordered[min(len(ordered) - 1, -(-percent * len(ordered) // 100) - 1)]


def gl_example() -> None:
    """18GL's example checked move by move: applying a move, and the legal moves behind a reply's buttons (these
    try each later step's move on a copy, and price stations by legal routes)."""
    from engine.eighteen.gl.game import GL18
    from tests.example_replay import replay_side_by_side
    from tests.saved_games import EXAMPLES

    checked, replayed = GL18(["Ann", "Bob", "Cid", "Dee"], 9), GL18(["Ann", "Bob", "Cid", "Dee"], 9)
    replay_side_by_side(checked, replayed, EXAMPLES / "18gl.txt")
    moves = [(o.player, o.action) for o in checked.history]
    applying, listing = checked_play(GL18(checked.players, checked.seed), moves)
    ms = 1000
    print(f"18GL example: {len(moves)} moves")
    print(f"  apply one move p50/p95/max:  {statistics.median(applying) * ms:.2f} / {nearest_rank(applying, 95) * ms:.1f} / "
          f"{max(applying) * ms:.1f} ms")
    print(f"  legal moves (no lays) p50/p95/max:  {statistics.median(listing) * ms:.2f} / {nearest_rank(listing, 95) * ms:.1f} / "
          f"{max(listing) * ms:.1f} ms")


if __name__ == "__main__":
    main()
    gl_example()
