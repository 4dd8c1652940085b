"""An independent referee for train runs: a brute force written from the rulebooks (18EZ 2.6, 18GL 4.6.3,
4.9, 4.10), sharing nothing with the route searches under test (engine/eighteen/shared/runs/routes.py, engine/eighteen/trainruns*.py)
but the board and tile data.

It builds its own track from the placed tiles (each tile path joins two ends: a hex side, a city, a
town or a centre junction; a hex side joins the facing side of the neighbouring hex; an active ferry
joins two hex sides across the lake hexes it crosses), walks every path a train may take (never the
same track or the same point twice, never through an off-board or a city whose station spaces are
all taken by others), keeps every walk between stops that includes one of the railroad's stations,
and tries every way of giving the trains disjoint routes. Exponential by design: small positions only.
"""

from __future__ import annotations

from collections.abc import Callable, Iterator, Sequence
from dataclasses import dataclass

from engine.core.hexgrid import Hex, opposite
from engine.eighteen.shared.board import Board
from engine.eighteen.shared.tiles import PlacedTile

Point = tuple[str, str, int]  # (kind, hex, index): ("side", "E4", 2), ("city", "E4", 0), ("off", "WEST", 0)
Piece = tuple[str, int | str]  # a tile path (hex, number), an off-board exit (hex, 100 + n), a ferry (tag, lake hexes)


@dataclass(frozen=True)
class Walk:
    stops: tuple[Point, ...]
    track: frozenset[Piece]
    hexes: frozenset[str]  # every hex its track lies in (a ferry's lake hexes too)
    entered: int = 0  # hex sides crossed (a hex entered twice counts twice; a ferry counts its lake hexes and the landing)


@dataclass(frozen=True)
class Ferry:
    ends: tuple[tuple[str, int], tuple[str, int]]  # the two land hex sides it joins
    lakes: tuple[str, ...]
    tag: str


@dataclass(frozen=True)
class Train:
    """A train as the rulebooks describe it: `stops` most stops (18EZ), `hexes` most hexes after the first
    (18GL H), `cities` most cities and off-boards, towns scoring nothing (18GL E), or none of these (D)."""

    stops: int | None = None
    hexes: int | None = None
    cities: int | None = None
    multiplier: int = 1


class Referee:
    def __init__(self, board: Board, tiles: dict[str, tuple[str, int]], tokens: dict[str, list[str]], phase: str,
                 railroad: str, bonus: dict[str, int] | None = None, ferries: Sequence[Ferry] = (),
                 town_bonus_first_only: bool = True) -> None:
        self.board, self.tiles, self.tokens, self.phase, self.railroad = board, tiles, tokens, phase, railroad
        self.bonus = bonus or {}
        self.town_bonus_first_only = town_bonus_first_only
        self.links: dict[Point, list[tuple[Piece, Point, tuple[str, ...]]]] = {}
        for hex_name, (tile_id, rotation) in tiles.items():
            placed = PlacedTile(board.tiles[tile_id], rotation)
            for number, (a, b) in enumerate(placed.paths):
                self._join((hex_name, number), self._point(hex_name, a), self._point(hex_name, b), (hex_name,))
        for ob in board.offboards.values():
            for place, exits in ob.places:
                for number, edge in enumerate(exits):
                    self._join((place, 100 + number), ("off", ob.id, 0), ("side", place, edge), (place,))
        self.ferries: dict[Point, list[tuple[Piece, Point, tuple[str, ...]]]] = {}
        for ferry in ferries:
            a, b = (("side", h, e) for h, e in ferry.ends)
            piece = (ferry.tag, "-".join(ferry.lakes))
            self.ferries.setdefault(a, []).append((piece, b, ferry.lakes))
            self.ferries.setdefault(b, []).append((piece, a, ferry.lakes))

    @staticmethod
    def _point(hex_name: str, end: int | str) -> Point:
        if isinstance(end, int):
            return ("side", hex_name, end)
        kind = "junction" if end.startswith("junc") else end[:4]
        return (kind, hex_name, 0 if kind == "junction" else int(end[4:]))

    def _join(self, piece: Piece, a: Point, b: Point, hexes: tuple[str, ...]) -> None:
        self.links.setdefault(a, []).append((piece, b, hexes))
        self.links.setdefault(b, []).append((piece, a, hexes))

    # -- the rulebooks' facts -------------------------------------------------------------------

    def value(self, point: Point) -> int:
        kind, hex_name, index = point
        if kind == "off":
            return self.board.offboards[hex_name].values.get(self.phase, 0)
        spec = self.board.tiles[self.tiles[hex_name][0]]
        base = spec.cities[index].revenue if kind == "city" else spec.towns[index].revenue
        extra = self.bonus.get(hex_name, 0)
        return base + (extra if kind == "city" or index == 0 or not self.town_bonus_first_only else 0)

    def station(self, point: Point) -> bool:
        if point[0] == "off":
            return any(self.railroad in self.tokens.get(place, []) for place, _ in self.board.offboards[point[1]].places)
        return point[0] == "city" and self.railroad in self.tokens.get(point[1], [])

    def go_through(self, point: Point) -> bool:
        """May a train pass through this stop (not only end there)?"""
        if point[0] == "off":
            return False
        if point[0] == "city":
            held = self.tokens.get(point[1], [])
            slots = self.board.tiles[self.tiles[point[1]][0]].cities[point[2]].slots
            return self.railroad in held or len(held) < slots
        return True

    def across(self, side: Point) -> Point:
        _, hex_name, edge = side
        return ("side", Hex.parse(hex_name).neighbour(edge, self.board.layout).name, opposite(edge))

    # -- walking -------------------------------------------------------------------------------

    def station_distances(self, most: int = 12) -> dict[str, int] | None:
        """4.6.2: for every city with no station of the railroad, the fewest hexes entered on a legal route from one
        of its stations (the starting hex not counted); None if some route goes past `most` hexes unexplored."""
        return self.station_costs(1, 0, most)

    def station_costs(self, per_hex: int, fee: int, most: int = 12) -> dict[str, int] | None:
        """4.6.2 with the active ferry as track (4.3 note 11): for every city with no station of the railroad, the
        cheapest legal route from one of its stations, $`per_hex` a hex entered plus `fee` once if it takes a ferry;
        None if some route goes past `most` hexes unexplored."""
        found: dict[str, int] = {}
        cut = False
        tags = {piece[0] for links in self.ferries.values() for piece, _other, _lakes in links}

        def keep(walk: Walk) -> bool:
            nonlocal cut
            if walk.entered > most:
                cut = True
                return False
            return True

        for start in (p for p in self.links if p[0] in ("city", "off") and self.station(p)):
            for walk in self._from(start, keep):
                end = walk.stops[-1]
                if end[0] != "city" or self.station(end):
                    continue
                cost = walk.entered * per_hex + (fee if any(piece[0] in tags for piece in walk.track) else 0)
                found[end[1]] = min(cost, found.get(end[1], 1 << 30))
        return None if cut else found

    def walks(self, keep: Callable[[Walk], bool] = lambda w: True) -> Iterator[Walk]:
        """Every walk between two or more stops that includes a station (each once, by its track), that `keep`
        lets go on: a walk `keep` refuses is neither yielded nor extended (its extensions are longer still)."""
        seen: set[frozenset[Piece]] = set()
        stops = [p for p in self.links if p[0] in ("city", "town", "off")]
        for start in stops:
            for walk in self._from(start, keep):
                if len(walk.stops) >= 2 and any(self.station(s) for s in walk.stops) and walk.track not in seen:
                    seen.add(walk.track)
                    yield walk

    def _from(self, start: Point, keep: Callable[[Walk], bool]) -> Iterator[Walk]:
        stack = [((start,), start, frozenset(), frozenset(), frozenset({start}), 0)]
        while stack:
            stops, at, track, hexes, visited, entered = stack.pop()
            onward = list(self.links.get(at, ()))
            for piece, far, crossed in onward:
                if piece in track or far in visited:
                    continue
                used, lay, been = track | {piece}, hexes | set(crossed), visited | {far}
                if far[0] == "side":
                    beyond = [(None, self.across(far), ()), *self.ferries.get(far, [])]
                    for ferry, other, lakes in beyond:
                        if other in been or other not in self.links or (ferry is not None and ferry in used):
                            continue  # the track ends at this hex side, or the ferry is taken
                        more = used | {ferry} if ferry is not None else used
                        stack.append((stops, other, more, lay | set(lakes), been | {other}, entered + 1 + len(lakes)))
                elif far[0] == "junction":
                    stack.append((stops, far, used, lay, been, entered))
                else:
                    walk = Walk((*stops, far), used, lay, entered)
                    if not keep(walk):
                        continue
                    yield walk
                    if self.go_through(far):
                        stack.append((walk.stops, far, used, lay, been, entered))

    def earns(self, train: Train, walk: Walk) -> int | None:
        """What `train` earns on `walk`, or None if the walk is not a route it may run."""
        cities = [s for s in walk.stops if s[0] in ("city", "off")]
        if train.stops is not None and len(walk.stops) > train.stops:
            return None
        if train.hexes is not None and len(walk.hexes) - 1 > train.hexes:
            return None
        if train.cities is not None:
            if not 2 <= len(cities) <= train.cities:
                return None
            return sum(self.value(s) for s in cities) * train.multiplier
        return sum(self.value(s) for s in walk.stops)

    def best(self, trains: Sequence[Train], limit: int = 400, keep: Callable[[Walk], bool] = lambda w: True,
             fees: dict[str, int] | None = None) -> int | None:
        """The most the trains earn together (less the fee of a ferry any of them uses, once); None if the
        position is too big to try."""
        if not trains:
            return 0
        fees = fees or {}
        routes: list[Walk] = []
        for walk in self.walks(keep):
            routes.append(walk)
            if len(routes) > limit:
                return None
        worth = [[self.earns(t, r) for r in routes] for t in trains]
        best = 0

        def pick(i: int, used: frozenset[Piece], total: int) -> None:
            nonlocal best
            if i == len(trains):
                owed = sum(fee for tag, fee in fees.items() if any(p[0] == tag for p in used))
                best = max(best, total - owed)
                return
            pick(i + 1, used, total)
            for r, route in enumerate(routes):
                value = worth[i][r]
                if value is not None and not route.track & used:
                    pick(i + 1, used | route.track, total + value)

        pick(0, frozenset(), 0)
        return best

    def stop_point(self, name: str) -> Point:
        """A stop as routes name it (a hex or an off-board id), its first city or town."""
        if name in self.board.offboards:
            return ("off", name, 0)
        return ("city" if self.board.tiles[self.tiles[name][0]].cities else "town", name, 0)
