"""18GL's route search on grown boards (prints figures; not a test).

    python3 benchmarks/bench_routes_gl.py [--seed N] [--boards N] [--budget STEPS]

Boards are grown by legal tile lays (check_lay) from every corporation's home (until the lays asked
for are made or many tries in a row find nothing to lay), with stations added in cities each
corporation reaches that have room, up to its station tokens.

First, one board in detail: a mid-game board (yellow and green, 10H phase) and then the
dense late-game board it grows into (every colour, many upgrades); on each, the NYC's and the
busiest corporation's best runs are timed for several train sets.

Then the sample: `--boards` boards (seeds seed+1, seed+2, ...), each grown in three stages: yellow
and green, then brown (phase E), then grey (phase D, after the first D). A *position* is one board at
one stage, one corporation (the three with the most walks out of their stations, among those with
three or more stations) and one train set: 10H+E, E+E and 10H+10H in phase E (where two other
corporations own an E each, so E trains are doubled and reach 3 or 4 cities), and 10H+E, E+E, D,
E+D, D+D and 10H+D in phase D (E trains reach 5 cities). Each position's best run is timed once,
cold (the graph memo cleared, the network built and searched), and the count, median, p95 and max
are printed with how many were proven the most within the step budget, and the slowest position.
Positions whose search was cut short are searched again without a budget (not in the figures): how
long proving them takes, and whether the best found when cut was the most.
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

from engine.core.errors import IllegalAction
from engine.eighteen.gl import routes as gl_routes
from engine.eighteen.gl.game import GL18
from engine.eighteen.shared.building import LayContext, check_lay, clear_graph_memo
from engine.eighteen.shared.runs.trainruns import Budget, diesel_train
from engine.eighteen.shared.runs.trainruns_search import DEFAULT_BUDGET, best_runs
from engine.eighteen.shared.tiles import tile_kind

RUNNER = "NYC"  # its home is the East Coast, on the map's east edge
PLAYERS = ["Ann", "Bob", "Cid", "Dee"]
PER_BOARD = 3  # corporations timed per board and stage
UNLIMITED = 10**12  # steps: no budget
E_SETS = [["10H", "E"], ["E", "E"], ["10H", "10H"]]
D_SETS = [["10H", "E"], ["E", "E"], ["D"], ["E", "D"], ["D", "D"], ["10H", "D"]]


@dataclass(frozen=True)
class Colours:
    name: str
    tiles: tuple[str, ...]


@dataclass(frozen=True)
class Timing:
    seconds: float
    revenue: int
    proven: bool
    steps: int
    what: str  # the position, in words
    unlimited: tuple[float, int, bool, int] | None = None  # searched again without a budget, when cut


def grow(game: GL18, lays: int, colours: tuple[str, ...], seed: int, stations: int = 2) -> None:
    """Lay up to `lays` random legal tiles (upgrades favoured once green is allowed; stops early when
    many tries in a row find nothing to lay) and add up to `stations` stations per corporation."""
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
    reaches: dict[str, list[str]] = {}  # corporation -> hexes it reaches, until the next lay
    laid = tries = misses = 0
    while laid < lays and tries < lays * 50 and misses < 400:
        tries += 1
        misses += 1
        corp = rng.choice(corporations)
        if corp not in reaches:
            reaches[corp] = sorted(track.graph(board, "third").reach(corp).hexes() & board.hexes.keys())
        reach = reaches[corp]
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
            misses = 0
            reaches.clear()
            break
    for corp in corporations:  # more stations, in cities it reaches with room, up to its tokens
        held = sum(corp in t for t in track.tokens.values())
        room = min(stations, board.railroads[corp].stations - held)
        reach = track.graph(board, "third").reach(corp).nodes
        cities = sorted(n.hex for n in reach if n.kind == "city" and corp not in track.tokens.get(n.hex, []))
        rng.shuffle(cities)
        for hex_name in cities:
            if room <= 0:
                break
            slots = board.tiles[track.tiles[hex_name][0]].cities[0].slots
            if len(track.tokens.get(hex_name, [])) < slots:
                track.tokens.setdefault(hex_name, []).append(corp)
                room -= 1


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


def walks(game: GL18, corp: str) -> int:
    net, _, _ = gl_routes.network(game, game.state.corporations[corp])
    return sum(len(net.arms(s, [diesel_train("D")], Budget(10**6))) for s in net.stations)


def busiest(game: GL18) -> str:
    """The corporation with the most track to search: the most walks out of its stations."""
    return max(game.state.corporations, key=lambda c: (walks(game, c), c))


def stations_of(game: GL18, corp: str) -> int:
    return sum(corp in held for held in game.state.track.tokens.values())


def report(title: str, game: GL18, sets: list[list[str]], budget: int) -> None:
    track = game.state.track
    print(f"{title}: {len(track.tiles)} tiles ({describe_tiles(game)})")
    for corp in dict.fromkeys((RUNNER, busiest(game))):
        net, _, _ = gl_routes.network(game, game.state.corporations[corp])
        print(f"  {corp}: {stations_of(game, corp)} stations, {len(net.nodes)} positions, "
              f"{sum(map(len, net.moves))} folded moves")
        for trains in sets:
            seconds, revenue, proven, steps = time_run(game, corp, trains, budget)
            print(f"    {'+'.join(trains):>8}: {seconds * 1000:8.1f} ms  ${revenue:<5} "
                  f"{'proven' if proven else 'NOT proven':10} {steps:>10,} steps")


def describe_tiles(game: GL18) -> str:
    found: dict[str, int] = {}
    for tile_id, _rotation in game.state.track.tiles.values():
        colour = game.board.tiles[tile_id].color
        found[colour] = found.get(colour, 0) + 1
    return ", ".join(f"{n} {c}" for c, n in sorted(found.items()))


def sample_stage(game: GL18, seed: int, sets: list[list[str]], budget: int, others_e: int) -> list[Timing]:
    """Time the sets for the busiest corporations (three or more stations) of this board and stage.
    `others_e` other corporations own an E each (it sets how far E trains reach before the first D)."""
    state = game.state
    candidates = [c for c in state.corporations if stations_of(game, c) >= 3]
    chosen = sorted(candidates, key=lambda c: (-walks(game, c), c))[:PER_BOARD]
    found = []
    for corp in chosen:
        others = [c for c in state.corporations if c != corp][:others_e]
        for other in others:
            state.corporations[other].trains = ["E"]
        for trains in sets:
            seconds, revenue, proven, steps = time_run(game, corp, trains, budget, repeat=1)
            what = (f"board seed {seed}, phase {state.phase}, {len(state.track.tiles)} tiles ({describe_tiles(game)}), "
                    f"{corp} with {stations_of(game, corp)} stations running {'+'.join(trains)}: "
                    f"${revenue}, {steps:,} steps")
            again = None if proven else time_run(game, corp, trains, UNLIMITED, repeat=1)
            found.append(Timing(seconds, revenue, proven, steps, what, again))
        for other in others:
            state.corporations[other].trains = []
    return found


def sample(seed: int, boards: int, budget: int) -> list[Timing]:
    timings: list[Timing] = []
    for board_seed in range(seed + 1, seed + 1 + boards):
        game = GL18(PLAYERS, board_seed)
        grow(game, 70, ("yellow", "green"), board_seed)
        grow(game, 250, ("yellow", "green", "brown"), board_seed + 1000, stations=4)
        game.state.phase = "E"
        timings += sample_stage(game, board_seed, E_SETS, budget, others_e=2)
        grow(game, 250, ("yellow", "green", "brown", "gray"), board_seed + 2000, stations=4)
        game.state.phase = "D"
        game.state.first_diesel = True
        timings += sample_stage(game, board_seed, D_SETS, budget, others_e=0)
    return timings


def summary(timings: list[Timing], budget: int) -> None:
    ms = sorted(t.seconds * 1000 for t in timings)
    p95 = ms[min(len(ms) - 1, -(-95 * len(ms) // 100) - 1)]  # nearest rank
    proven = sum(t.proven for t in timings)
    slowest = max(timings, key=lambda t: t.seconds)
    print(f"sample: {len(ms)} positions (a position: one board at one stage, one corporation, one train set)")
    print(f"  median {statistics.median(ms):.1f} ms, p95 {p95:.1f} ms, max {ms[-1]:.1f} ms "
          f"(goal: median < 100 ms, p95 < 1 s, max < 10 s)")
    print(f"  proven the most: {proven} of {len(ms)} (budget {budget:,} steps)")
    print(f"  slowest: {slowest.what}, {'proven' if slowest.proven else 'NOT proven'}")
    cut = [t for t in timings if t.unlimited is not None]
    if cut:
        again = [t.unlimited for t in cut if t.unlimited is not None]
        better = sum(a[1] > t.revenue for t, a in zip(cut, again, strict=True))
        worst = max(again)
        print(f"  the {len(cut)} cut short, searched again without a budget: {sum(a[2] for a in again)} proven, "
              f"slowest {worst[0] * 1000:.1f} ms ({worst[3]:,} steps); {better} earn more than the best found when cut")


def main() -> None:
    parser = argparse.ArgumentParser()
    parser.add_argument("--seed", type=int, default=7)
    parser.add_argument("--boards", type=int, default=8)
    parser.add_argument("--budget", type=int, default=DEFAULT_BUDGET)
    args = parser.parse_args()
    game = GL18(PLAYERS, args.seed)
    grow(game, 70, ("yellow", "green"), args.seed)
    game.state.phase = "10H"
    report("mid-game board", game, [["4H", "6H"], ["10H"], ["6H", "10H"], ["10H", "E"]], args.budget)
    grow(game, 500, ("yellow", "green", "brown", "gray"), args.seed + 1)
    game.state.phase = "D"
    game.state.first_diesel = True
    report("late-game board", game, [["10H", "E"], ["E", "E"], ["D"], ["E", "D"], ["D", "D"]], args.budget)
    summary(sample(args.seed, args.boards, args.budget), args.budget)
    print("(a step is one move tried or one candidate weighed; times on one core, in this process)")


if __name__ == "__main__":
    main()
