"""18GL's route search on grown boards (prints figures; not a test).

    python3 benchmarks/bench_routes_gl.py [--seed N] [--budget STEPS]

A board is grown by legal tile lays (check_lay) from every corporation's home, with stations added
in reachable cities, in two stages: a mid-game board (yellow and green, 10H phase) and a dense
late-game board (every colour, many upgrades). On each, one corporation's best run is timed for
several train sets, with whether the result is proven the most.
"""

from __future__ import annotations

import argparse
import random
import statistics
import sys
import time
from dataclasses import dataclass
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parents[1]))

from engine.building import LayContext, check_lay, clear_graph_memo
from engine.errors import IllegalAction
from engine.tiles import tile_kind
from engine.titles import gl_routes
from engine.titles.gl import GL18
from engine.trainruns import Budget, diesel_train
from engine.trainruns_search import DEFAULT_BUDGET, best_runs

RUNNER = "NYC"  # its home is the East Coast, on the map's east edge


@dataclass(frozen=True)
class Colours:
    name: str
    tiles: tuple[str, ...]


def grow(game: GL18, lays: int, colours: tuple[str, ...], seed: int) -> None:
    """Lay `lays` random legal tiles (upgrades favoured once green is allowed) and some stations."""
    rng = random.Random(seed)
    board, track = game.board, game.state.track
    phase = Colours("bench", colours)
    corporations = [c for c in game.state.corporations if c != "CONRAIL"]
    for corp in corporations:
        home = board.railroads[corp].home
        place = board.offboards[home].hex if home in board.offboards else home
        if corp not in track.tokens.get(place, []):
            track.tokens.setdefault(place, []).append(corp)
    kinds: dict[str, list[str]] = {}
    for tile_id in track.supply:
        if board.tiles[tile_id].color in colours:
            kinds.setdefault(tile_kind(board.tiles[tile_id]), []).append(tile_id)
    laid = tries = 0
    while laid < lays and tries < lays * 50:
        tries += 1
        corp = rng.choice(corporations)
        reach = sorted(track.graph(board, "third").reach(corp).hexes() & board.hexes.keys())
        empty = [h for h in reach if h not in track.tiles]
        pool = empty if empty and rng.random() < 0.6 else reach
        if not pool:
            continue
        hex_name = rng.choice(pool)
        choices = [t for t in kinds.get(board.hexes[hex_name].kind, []) if track.supply.get(t, 0) > 0]
        rng.shuffle(choices)
        ctx = LayContext(board, track, phase, corp, False, game.name, values_key="third")
        for tile, rotation in ((t, r) for t in choices[:8] for r in rng.sample(range(6), 6)):
            try:
                placed = check_lay(ctx, hex_name, tile, rotation)
            except IllegalAction:
                continue
            old = track.tiles.get(hex_name)
            if old is not None and old[0] in track.supply:
                track.supply[old[0]] += 1
            track.supply[tile] -= 1
            track.tiles[hex_name] = (tile, placed.rotation)
            laid += 1
            break
    for corp in corporations:  # two more stations each, in cities it reaches with room
        reach = track.graph(board, "third").reach(corp).nodes
        cities = sorted(n.hex for n in reach if n.kind == "city" and corp not in track.tokens.get(n.hex, []))
        rng.shuffle(cities)
        for hex_name in cities[:2]:
            slots = board.tiles[track.tiles[hex_name][0]].cities[0].slots
            if len(track.tokens.get(hex_name, [])) < slots:
                track.tokens.setdefault(hex_name, []).append(corp)


def time_run(game: GL18, corp: str, trains: list[str], budget: int, repeat: int = 3) -> tuple[float, int, bool, int]:
    corporation = game.state.corporations[corp]
    corporation.trains = list(trains)
    specs = gl_routes.train_specs(game, corporation)
    times, result = [], None
    for _ in range(repeat):
        clear_graph_memo()
        start = time.perf_counter()
        net, _fee, _holder = gl_routes.network(game, corporation)
        result = best_runs(net, specs, budget=budget)
        times.append(time.perf_counter() - start)
    corporation.trains = []
    assert result is not None
    return statistics.median(times), result.revenue, result.proven, result.steps


def busiest(game: GL18) -> str:
    """The corporation with the most track to search: the most walks out of its stations."""
    def walks(corp: str) -> int:
        net, _, _ = gl_routes.network(game, game.state.corporations[corp])
        return sum(len(net.arms(s, [diesel_train("D")], Budget(10**6))) for s in net.stations)

    return max(game.state.corporations, key=lambda c: (walks(c), c))


def report(title: str, game: GL18, sets: list[list[str]], budget: int) -> None:
    track = game.state.track
    print(f"{title}: {len(track.tiles)} tiles ({', '.join(f'{n} {c}' for c, n in colours(game).items())})")
    for corp in dict.fromkeys((RUNNER, busiest(game))):
        stations = sum(corp in held for held in track.tokens.values())
        net, _, _ = gl_routes.network(game, game.state.corporations[corp])
        print(f"  {corp}: {stations} stations, {len(net.nodes)} positions, {sum(map(len, net.moves))} folded moves")
        for trains in sets:
            seconds, revenue, proven, steps = time_run(game, corp, trains, budget)
            print(f"    {'+'.join(trains):>8}: {seconds * 1000:8.1f} ms  ${revenue:<5} "
                  f"{'proven' if proven else 'NOT proven':10} {steps:>10,} steps")


def colours(game: GL18) -> dict[str, int]:
    found: dict[str, int] = {}
    for tile_id, _rotation in game.state.track.tiles.values():
        colour = game.board.tiles[tile_id].color
        found[colour] = found.get(colour, 0) + 1
    return found


def main() -> None:
    parser = argparse.ArgumentParser()
    parser.add_argument("--seed", type=int, default=7)
    parser.add_argument("--budget", type=int, default=DEFAULT_BUDGET)
    args = parser.parse_args()
    game = GL18(["Ann", "Bob", "Cid", "Dee"], args.seed)
    grow(game, 70, ("yellow", "green"), args.seed)
    game.state.phase = "10H"
    report("mid-game board", game, [["4H", "6H"], ["10H"], ["6H", "10H"], ["10H", "E"]], args.budget)
    grow(game, 500, ("yellow", "green", "brown", "gray"), args.seed + 1)
    game.state.phase = "D"
    game.state.first_diesel = True
    report("late-game board", game, [["10H", "E"], ["E", "E"], ["D"], ["E", "D"], ["D", "D"]], args.budget)
    print(f"(budget {args.budget:,} steps; a step is one move tried or one candidate weighed)")


if __name__ == "__main__":
    main()
