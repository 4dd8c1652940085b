"""Where the bot can build a link (issue 36): the cheapest track from a city, or from the end of its unfinished link,
to a city within a few Build Track actions, keeping to the rules `engine/rotw/track.py` judges (gentle turns, the
cities' spokes, a second track in a hex only as a crossing, no water, no barrier, no city passed through).

Routes over a board without other track are remembered per map and city (they never change); a route that other
track now blocks is searched again around it, towards its one city. Every build the bot makes is still checked by
`plan_build`."""

from __future__ import annotations

import heapq
from dataclasses import dataclass
from typing import TYPE_CHECKING

from engine.core.hexgrid import Hex
from engine.core.revisions import since
from engine.rotw import variants
from engine.rotw.cards import link_refused
from engine.rotw.track import incomplete

if TYPE_CHECKING:
    from engine.rotw.board import Board
    from engine.rotw.data import RulesSpec
    from engine.rotw.game import Rotw
    from engine.rotw.state import Link

MOST_TILES = 12  # three Build Track actions of four tiles
TURNS = tuple(((e + 3) % 6, (e + 4) % 6, (e + 2) % 6) for e in range(6))  # the exits a tile entered by e may take


@dataclass(frozen=True)
class Route:
    start: str  # the city the track leaves, or the hex of the unfinished link's end
    hexes: tuple[str, ...]  # the tiles in order, then the city reached
    cost: int  # in thousands: terrain, ridges, snow (and a redirected end), before any card

    @property
    def target(self) -> str:
        """The city the route reaches."""
        return self.hexes[-1]

    @property
    def tiles(self) -> int:
        """The number of track tiles the route lays."""
        return len(self.hexes) - 1


Occupancy = dict[str, tuple[frozenset[int], ...]]  # hex -> the sides each track already in it uses


def occupancy(g: Rotw) -> Occupancy:
    """The track on the board: for each hex, the sides each track in it uses."""
    found: dict[str, list[frozenset[int]]] = {}
    for link in g.state.links:
        for s in link.segments:
            found.setdefault(s.hex, []).append(frozenset((s.entry,) if s.exit is None else (s.entry, s.exit)))
    return {h: tuple(v) for h, v in found.items()}


def distance(a: str, b: str) -> int:
    """The number of steps from one hex to another (hexgrid's doubled coordinates)."""
    ha, hb = Hex.parse(a), Hex.parse(b)
    rows, cols = abs(ha.letter - hb.letter), abs(ha.number - hb.number)
    return rows + max(0, (cols - rows) // 2)


class Grid:
    """A board read once for searching: each hex's neighbours, a tile's price by the side it is entered, the ridge
    into each city by side, the spokes and barriers."""

    def __init__(self, board: Board, rules: RulesSpec, revision: int) -> None:
        self.board = board
        self.next: dict[str, tuple[str, ...]] = {}
        self.price: dict[str, tuple[int, ...]] = {}  # buildable hexes (not cities)
        self.into: dict[str, tuple[int | None, ...]] = {}  # cities: the ridge paid entering by a side, None: no spoke
        self.place: dict[str, tuple[int, int]] = {}
        for h in board.terrain:
            self.next[h] = tuple(board.neighbour(h, e) for e in range(6))
            place = Hex.parse(h)
            self.place[h] = (place.letter, place.number)
            if h in board.cities:
                spokes = board.cities[h].spokes
                self.into[h] = tuple((board.ridge_cost(rules, h, s) if since(revision, "rotw-ridge-both-ways") else 0)
                                     if spokes is None or s in spokes else None for s in range(6))
            elif board.buildable(h):
                self.price[h] = tuple(board.tile_cost(rules, h, s) for s in range(6))
        self.barriers = board.barriers
        self.cheapest = min([min(p) for p in self.price.values()] or [1])
        self.ferries = {h: (0,) * 6 for h in board.ferries}  # built on with a Ferry Line card, free
        self._beyond: frozenset[str] | None = None

    def beyond(self) -> frozenset[str]:
        """The cities track reaches only over a ferry spot (off the largest group of cities joined by land)."""
        if self._beyond is None:
            groups: list[set[str]] = []
            for city in sorted(self.into):
                if any(city in group for group in groups):
                    continue
                group, todo = {city}, [city]
                while todo:
                    for there in open_routes(self, todo.pop()):
                        if there not in group:
                            group.add(there)
                            todo.append(there)
                groups.append(group)
            largest = max(groups, key=len) if groups else set()
            self._beyond = frozenset(c for c in self.into if c not in largest)
        return self._beyond

    def distance(self, a: str, b: str) -> int:
        """The number of steps from one hex of the board to another."""
        (ra, ca), (rb, cb) = self.place[a], self.place[b]
        rows, cols = abs(ra - rb), abs(ca - cb)
        return rows + max(0, (cols - rows) // 2)


_GRIDS: dict[tuple[int, int, int], Grid] = {}


def grid(g: Rotw) -> Grid:
    """The board read for searching, kept per board, rules and revision."""
    board, rules = g.board, g.rules
    key = (id(board), id(rules), g.revision)
    found = _GRIDS.get(key)
    if found is None or found.board is not board:
        if len(_GRIDS) > 32:
            _GRIDS.clear()
        found = _GRIDS[key] = Grid(board, rules, g.revision)
    return found


def search(grid: Grid, start: str, occupied: Occupancy, *, entry: int | None = None, exit_: int | None = None,
           most: int = MOST_TILES, blocked: frozenset[str] = frozenset(), cutthroat: bool = False,
           target: str | None = None, ferry: bool = False) -> dict[str, Route]:
    """The cheapest route (money, then tiles) to every city within `most` tiles (to `target` alone if given): from
    the city `start`, or (`entry` given) from the end tile of an unfinished link in `start`, entered by `entry` and
    pointing by `exit_` (turning it elsewhere pays its hex again)."""
    nexts, price, into, barriers = grid.next, grid.price, grid.into, grid.barriers
    found: dict[str, tuple[int, str, int, int]] = {}  # city -> (key, the hex before, its side, money)
    parent: dict[tuple[str, int], tuple[str, int] | None] = {}
    best: dict[tuple[str, int], int] = {}
    heap: list[tuple[int, int, int, int, str, int, tuple[str, int] | None]] = []
    step = 1 if ferry else 2 * grid.cheapest + 1

    def guess(hex_name: str) -> int:
        return 0 if target is None else step * max(0, grid.distance(hex_name, target) - 1)

    def enter(weight: int, cost: int, tiles: int, hex_name: str, side: int, came: tuple[str, int] | None) -> None:
        if hex_name in into:
            ridge = into[hex_name][side]
            if ridge is None or hex_name == start or (target is not None and hex_name != target):
                return
            if came is None:
                return  # a city next to a city: a link needs a tile between
            total = cost + ridge
            key = total * 2 + tiles
            if hex_name not in found or key < found[hex_name][0]:
                found[hex_name] = (key, came[0], came[1], total)
            return
        prices = price.get(hex_name) or (grid.ferries.get(hex_name) if ferry else None)
        if prices is None or tiles >= most or hex_name in blocked:
            return
        here = occupied.get(hex_name, ())
        if len(here) >= 2 or (here and side in here[0]):
            return
        paid = prices[side]
        state = (hex_name, side)
        new = weight + paid * 2 + 1
        if best.get(state, 1 << 30) <= new:
            return
        best[state] = new
        parent[state] = came
        heapq.heappush(heap, (new + guess(hex_name), new, cost + paid, tiles + 1, hex_name, side, came))

    if entry is None:
        spokes = into.get(start, (0,) * 6)
        for edge, there in enumerate(nexts[start]):
            if spokes[edge] is not None and there in nexts and (there, (edge + 3) % 6) not in barriers:
                enter(0, 0, 0, there, (edge + 3) % 6, None)
    else:
        parent[(start, entry)] = None
        heapq.heappush(heap, (0, 0, 0, 0, start, entry, None))
    while heap:
        _, weight, cost, tiles, hex_name, side, came = heapq.heappop(heap)
        if target is not None and target in found and found[target][0] <= weight:
            break
        state = (hex_name, side)
        if best.get(state, 1 << 30) < weight:
            continue
        here = occupied.get(hex_name, ()) if came is not None or entry is None else ()
        for edge in TURNS[side]:
            if here and edge in here[0]:
                continue
            extra = 0
            if entry is not None and came is None and edge != exit_:  # the unfinished link's end turned elsewhere
                if cutthroat:
                    continue
                extra = price.get(hex_name, (0,) * 6)[side]
            there = nexts[hex_name][edge]
            back = (edge + 3) % 6
            if there not in nexts or (there, back) in barriers:
                continue
            enter(weight + extra * 2, cost + extra, tiles, there, back, state)
    routes = {}
    for city, (_, hex_name, side, total) in found.items():
        hexes = [city]
        at: tuple[str, int] | None = (hex_name, side)
        while at is not None and not (entry is not None and at == (start, entry)):
            hexes.append(at[0])
            at = parent.get(at)
        routes[city] = Route(start, tuple(reversed(hexes)), total)
    return routes


_OPEN: dict[tuple[int, str], tuple[Grid, dict[str, Route]]] = {}


def open_routes(grid: Grid, start: str) -> dict[str, Route]:
    """Routes from the city over the board with no other track."""
    key = (id(grid), start)
    cached = _OPEN.get(key)
    if cached is None or cached[0] is not grid:
        if len(_OPEN) > 4000:
            _OPEN.clear()
        cached = _OPEN[key] = (grid, search(grid, start, {}))
    return cached[1]


_WEST: dict[int, frozenset[str]] = {}


def _west_of_mountains(g: Rotw) -> frozenset[str]:
    board = g.board
    if id(board) not in _WEST:
        line = variants.mountains_line(g)
        found = set()
        for hex_name in board.terrain:
            place = Hex.parse(hex_name)
            row = min(line, key=lambda r: (abs(r - place.letter), r)) if line else None
            if row is not None and place.number < line[row]:
                found.add(hex_name)
        _WEST[id(board)] = frozenset(found)
    return _WEST[id(board)]


class Routes:
    """Routes from cities and link ends in one position."""

    def __init__(self, g: Rotw, player: int) -> None:
        self.g, self.player = g, player
        self.grid = grid(g)
        self.occupied = occupancy(g)
        self.blocked = self._blocked()
        self._charters: dict[str, bool] = {}

    def _blocked(self) -> frozenset[str]:
        """The Glenn Drover variant: the hexes west of the mountains, until a player has 30 points."""
        g = self.g
        if "drover" not in g.options or any(p.score >= variants.DROVER_POINTS for p in g.state.players):
            return frozenset()
        return _west_of_mountains(g)

    def chartered(self, city: str) -> bool:
        """Another player's City Charter keeps the bot's links out of the city."""
        if city not in self._charters:
            self._charters[city] = link_refused(self.g, self.player, city) is not None
        return self._charters[city]

    def clear(self, route: Route) -> bool:
        """Whether the route's hexes are free: no track in them now, none closed by the Glenn Drover variant."""
        return not any(h in self.occupied or h in self.blocked for h in route.hexes[:-1])

    def open_from(self, city: str) -> dict[str, Route]:
        """Routes from the city as if no track were on the board (to shortlist links; see `current`)."""
        if self.chartered(city):
            return {}
        return {c: r for c, r in open_routes(self.grid, city).items() if not self.chartered(c)}

    def current(self, route: Route, most: int) -> Route | None:
        """The route between the same two cities around the track on the board now (None: none within `most`)."""
        if self.clear(route):
            return route
        found = search(self.grid, route.start, self.occupied, most=most, blocked=self.blocked, target=route.target)
        return found.get(route.target)

    def over_ferry(self, city: str) -> dict[str, Route]:
        """Routes from the city with one ferry spot built on (a Ferry Line card) around the track on the board now."""
        if self.chartered(city):
            return {}
        found = search(self.grid, city, self.occupied, blocked=self.blocked, ferry=True)
        return {c: r for c, r in found.items() if not self.chartered(c)}

    def from_end(self, link: Link, most: int, ferry: bool = False) -> dict[str, Route]:
        """Routes on from the end of the player's unfinished link (its end may turn, paying its hex again)."""
        end = link.segments[-1]
        found = search(self.grid, end.hex, self.occupied, entry=end.entry, exit_=end.exit, most=most,
                       blocked=self.blocked, cutthroat="cutthroat" in self.g.options, ferry=ferry)
        return {c: r for c, r in found.items() if c != link.start and not self.chartered(c)}

    def unfinished(self) -> dict[str, Link]:
        """The player's unfinished links, by the hex of their end tile."""
        return incomplete(self.g, self.player)
