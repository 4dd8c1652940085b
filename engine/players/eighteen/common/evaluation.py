"""What the 18xx bot measures before it builds (engine/players/eighteen/__init__.py): the revenue of a railroad's best
runs on a track position, how close its track comes to the stops it does not reach yet, and the tile lay that
improves both the most; and the dividend rule every title's bot follows (`dividend`).

A tile lay is judged on a copy of the track alone (the tile put down, the free home station with it), never by
playing the move: each candidate costs one track graph, one listing of routes and searches bounded in steps
(common/runs.py). Candidates are ranked first by a cheap look (upgrades of cities, then hexes with stops, then the
rest) and at most `LAY_TRIALS` are measured, fewer once the measures have taken `LAY_WORK` (a dense late board), so
the time a decision takes depends on the position only, never on the clock."""

from __future__ import annotations

import math
from collections.abc import Callable, Iterable
from dataclasses import dataclass
from functools import lru_cache

from engine.core.action_base import Move as Action
from engine.core.hexgrid import Hex, centre_xy
from engine.eighteen.shared.board import Board
from engine.eighteen.shared.building import TrackState
from engine.eighteen.shared.company_moves import HalfDividend
from engine.eighteen.shared.moves import Dividend, LayTile, PlaceStation, RunTrains
from engine.eighteen.shared.runs.routes import RouteFinder
from engine.eighteen.shared.track import CITY, OFFBOARD, TOWN, Node, TrackGraph
from engine.players.eighteen.common.runs import Routes

LAY_TRIALS = 48  # tile lays measured at most in one decision
LAY_WORK = 800_000  # and no more once their measures took this much work (runs.Routes.work): about 1 s
DEAD_KINDS = ("lake", "impassable", "gray")  # hexes track never grows into
KIND_VALUE = {"small": 10, "double": 20, "large": 30, "metropolis": 40, "gray": 30}  # a stop not built yet


@dataclass(frozen=True)
class Stop:
    hex: str
    x: float
    y: float
    value: int


@lru_cache(maxsize=8)
def _centres(board: Board) -> dict[str, tuple[float, float]]:
    found = {h.hex: centre_xy(Hex.parse(h.hex), board.layout) for h in board.spec.hexes}
    for offboard in board.offboards.values():
        for place, _ in offboard.places:
            found[place] = centre_xy(Hex.parse(place), board.layout)
    return found


def centre(board: Board, hex_name: str) -> tuple[float, float]:
    """The centre of the hex as hexgrid's centre_xy gives it (circumradius 1), the board's hexes worked out once."""
    known = _centres(board).get(hex_name)
    return known if known is not None else centre_xy(Hex.parse(hex_name), board.layout)


def distance(board: Board, a: str, b: str) -> float:
    """Hexes between two hex centres, about (neighbours are 1 apart)."""
    (ax, ay), (bx, by) = centre(board, a), centre(board, b)
    return math.hypot(ax - bx, ay - by) / math.sqrt(3)


def stops(board: Board, track: TrackState, values_key: str) -> list[Stop]:
    """Every place a train may score: built cities and towns at their tile's value, unbuilt ones at a typical
    value for their kind, off-boards at the phase's value."""
    found = []
    for spec in board.spec.hexes:
        placed = track.tiles.get(spec.hex)
        if placed is not None:
            tile = board.tiles[placed[0]]
            value = tile.cities[0].revenue if tile.cities else tile.towns[0].revenue if tile.towns else 0
        else:
            value = KIND_VALUE.get(spec.kind, 0)
        if value:
            x, y = centre(board, spec.hex)
            found.append(Stop(spec.hex, x, y, value))
    for offboard in board.offboards.values():
        value = offboard.values.get(values_key, 0)
        if value:
            for place, _ in offboard.places:
                x, y = centre(board, place)
                found.append(Stop(place, x, y, value))
    return found


def frontier(board: Board, graph: TrackGraph, railroad: str, all_stops: list[Stop], home: str | None = None) -> float:
    """How near the railroad's track can still grow towards the stops it does not reach yet: from each place its
    reachable track ends facing a hex a tile may go in (never a lake, the map's edge or a grey hex), each stop's
    value counts less the further it is (a stop two hexes away counts a fifth)."""
    reach = graph.reach(railroad, home)
    reached_stops = {n.hex for n in reach.nodes if n.kind in (CITY, TOWN, OFFBOARD)}
    growing = set()
    for edge in reach.open_edges:
        target = Hex.parse(edge.hex).neighbour(edge.index, board.layout).name
        spec = board.hexes.get(target)
        if spec is not None and spec.kind not in DEAD_KINDS:
            growing.add(target)
    near = [centre(board, h) for h in growing]
    if not near:
        return 0.0
    total = 0.0
    scale = math.sqrt(3)
    for stop in all_stops:
        if stop.hex in reached_stops:
            continue
        gap = min(math.hypot(stop.x - x, stop.y - y) for x, y in near) / scale
        total += stop.value / (1.0 + gap * gap)
    return total


def ez_revenue(graph: TrackGraph, railroad: str, cities: list[tuple[str, int]]) -> int:
    """The most `railroad`'s trains (type, cities) earn on the graph (a search bounded in steps: common/runs.py)."""
    return ez_revenues(graph, railroad, [cities])[0]


def ez_revenues(graph: TrackGraph, railroad: str, train_sets: list[list[tuple[str, int]]],
                tally: Tally | None = None) -> list[int]:
    """The most each set of trains earns on the graph, the routes listed once for the longest train of them all
    (a route of fewer stops is one of the longer search's), each set's measure bounded (common/runs.py). The work
    it took is added to `tally`."""
    longest = max((c for trains in train_sets for _, c in trains), default=0)
    if longest < 2:
        return [0] * len(train_sets)
    routes = Routes(RouteFinder(graph, railroad).all_routes(longest))
    found = [routes.best([c for _, c in trains]) for trains in train_sets]
    if tally is not None:
        tally.work += routes.work
    return found


def with_tile(track: TrackState, board: Board, lay: LayTile, railroad: str) -> TrackState:
    """The track with the tile laid, and the railroad's free home station if the tile is on its home city."""
    tiles = dict(track.tiles)
    tiles[lay.hex] = (lay.tile, lay.rotation)
    tokens = {h: list(held) for h, held in track.tokens.items()}
    spec = board.railroads.get(railroad)
    if spec is not None and spec.home == lay.hex and not any(railroad in held for held in tokens.values()):
        tokens.setdefault(lay.hex, []).append(railroad)
    return TrackState(tiles=tiles, tokens=tokens, supply=track.supply)


def lay_order(board: Board, track: TrackState, railroad: str, lays: Iterable[LayTile]) -> list[LayTile]:
    """Lays in the order worth measuring: upgrades of the railroad's own cities, then other stops, then
    new track near its stations; the same hex's tiles together (deterministic)."""
    stations = [h for h, held in track.tokens.items() if railroad in held]
    home = board.railroads[railroad].home if railroad in board.railroads else None
    anchors = stations or ([home] if home else [])

    def rank(lay: LayTile) -> tuple:
        spec = board.hexes.get(lay.hex)
        own = lay.hex in stations or lay.hex == home
        stop = spec is not None and spec.kind in KIND_VALUE
        near = min((distance(board, lay.hex, a) for a in anchors), default=9.0)
        return (0 if own else 1 if stop else 2, near, Hex.parse(lay.hex), lay.tile, lay.rotation)

    return sorted(lays, key=rank)


@dataclass
class Tally:
    """The work one decision's measures took (`Routes.work`: routes listed and search steps)."""

    work: int = 0


def best_lay(lays: list[LayTile], judge: Callable[[LayTile | None], float], order: Callable[[list[LayTile]], list[LayTile]],
             margin: float = 0.01, tally: Tally | None = None, trials: int = LAY_TRIALS) -> tuple[LayTile | None, float]:
    """The lay `judge` rates highest of the first `trials` in `order` (None: no lay beats laying nothing by `margin`),
    and its gain. No lay is measured once the judge's measures have taken `LAY_WORK` (in `tally`)."""
    base = judge(None)
    best, best_score = None, base + margin
    for lay in order(lays)[:trials]:
        if tally is not None and tally.work >= LAY_WORK:
            break
        score = judge(lay)
        if score > best_score:
            best, best_score = lay, score
    return best, best_score - base if best is not None else 0.0


def track_and_run(actions: list[Action], step: str, track_step: str, station_steps: tuple[str, ...],
                  lay: Callable[[list[LayTile]], LayTile | None],
                  station: Callable[[list[PlaceStation]], PlaceStation | None]) -> Action | None:
    """What both 18xx bots do first in an operating turn: on the track step, the tile lay `lay` picks; else, on a
    step in `station_steps`, the station `station` picks; else the run, when it may be made; None otherwise."""
    lays = [a for a in actions if isinstance(a, LayTile)]
    if step == track_step and lays:
        chosen = lay(lays)
        if chosen is not None:
            return chosen
    stations = [a for a in actions if isinstance(a, PlaceStation)]
    if stations and step in station_steps:
        placed = station(stations)
        if placed is not None:
            return placed
    if any(isinstance(a, RunTrains) for a in actions):
        return RunTrains()
    return None


def node_hexes(nodes: Iterable[Node]) -> set[str]:
    """The hexes the nodes are in."""
    return {n.hex for n in nodes}


def dividend(cash: int, need: int, half_allowed: bool, half_kept: int) -> Action:
    """The dividend rule (engine/players/eighteen/__init__.py states it): pay, unless the treasury (`cash`) is short of `need`,
    the price of the train the railroad must buy soon (0: it needs none); then half if that is allowed and the half
    kept (`half_kept`) makes up the difference, else withhold."""
    if need <= cash:
        return Dividend(pay=True)
    if half_allowed and cash + half_kept >= need:
        return HalfDividend()
    return Dividend(pay=False)
