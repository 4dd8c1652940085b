"""An independent referee for 18EZ train runs: a brute force written from the rulebook (2.6), sharing
nothing with the route search under test (engine/routes.py) but the board and tile data.

It builds its own track from the placed tiles (each tile path joins two ends: a hex side, a city, a
town or a centre junction; a hex side joins the facing side of the neighbouring hex), walks every
path a train may take (never the same track or the same point twice, never through an off-board or a
city whose station spaces are all taken by others), keeps every walk between two or more stops that
includes one of the railroad's stations, and tries every way of giving the trains disjoint routes.
Exponential by design: used on small positions only.
"""

from __future__ import annotations

from collections.abc import Iterator, Sequence
from dataclasses import dataclass

from engine.board import Board
from engine.hexgrid import Hex, opposite
from engine.tiles import PlacedTile

Point = tuple[str, str, int]  # (kind, hex, index): ("side", "E4", 2), ("city", "E4", 0), ("off", "WEST", 0)


@dataclass(frozen=True)
class Walk:
    stops: tuple[Point, ...]
    track: frozenset[tuple[str, int]]  # (hex, path number) pieces of track used
    value: int


class Referee:
    def __init__(self, board: Board, tiles: dict[str, tuple[str, int]], tokens: dict[str, list[str]], phase: str,
                 railroad: str, bonus: dict[str, int] | None = None) -> None:
        self.board, self.tiles, self.tokens, self.phase, self.railroad = board, tiles, tokens, phase, railroad
        self.bonus = bonus or {}
        self.links: dict[Point, list[tuple[tuple[str, int], Point]]] = {}
        for hex_name, (tile_id, rotation) in tiles.items():
            placed = PlacedTile(board.tiles[tile_id], rotation)
            for number, (a, b) in enumerate(placed.paths):
                piece = (hex_name, number)
                self._join(piece, self._point(hex_name, a), self._point(hex_name, b))
        for ob in board.offboards.values():
            for place, exits in ob.places:
                for number, edge in enumerate(exits):
                    self._join((place, 100 + number), ("off", ob.id, 0), ("side", place, edge))

    @staticmethod
    def _point(hex_name: str, end: int | str) -> Point:
        if isinstance(end, int):
            return ("side", hex_name, end)
        kind = "junction" if end.startswith("junc") else end[:4]
        return (kind, hex_name, 0 if kind == "junction" else int(end[4:]))

    def _join(self, piece: tuple[str, int], a: Point, b: Point) -> None:
        self.links.setdefault(a, []).append((piece, b))
        self.links.setdefault(b, []).append((piece, a))

    # -- the rulebook's facts ---------------------------------------------------------------

    def value(self, point: Point) -> int:
        kind, hex_name, index = point
        if kind == "off":
            return self.board.offboards[hex_name].values.get(self.phase, 0)
        spec = self.board.tiles[self.tiles[hex_name][0]]
        base = spec.cities[index].revenue if kind == "city" else spec.towns[index].revenue
        return base + (self.bonus.get(hex_name, 0) if index == 0 else 0)

    def station(self, point: Point) -> bool:
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

    def name(self, point: Point) -> str:
        return point[1]

    # -- walking ------------------------------------------------------------------------------

    def walks(self, most: int) -> Iterator[Walk]:
        """Every legal route of at most `most` stops, each once (by its track)."""
        seen: set[frozenset[tuple[str, int]]] = set()
        stops = [p for p in self.links if p[0] in ("city", "town", "off")]
        for start in stops:
            for walk in self._from(start, most):
                if len(walk.stops) >= 2 and any(self.station(s) for s in walk.stops) and walk.track not in seen:
                    seen.add(walk.track)
                    yield walk

    def _from(self, start: Point, most: int) -> Iterator[Walk]:
        stack = [((start,), start, frozenset(), frozenset({start}), self.value(start))]
        while stack:
            stops, at, track, visited, value = stack.pop()
            for piece, far in self.links.get(at, ()):
                if piece in track or far in visited:
                    continue
                used, been = track | {piece}, visited | {far}
                if far[0] == "side":
                    facing = self.across(far)
                    if facing in been or facing not in self.links:
                        continue  # the track ends at this hex side
                    stack.append((stops, facing, used, been | {facing}, value))
                elif far[0] == "junction":
                    stack.append((stops, far, used, been, value))
                else:
                    walked = (*stops, far)
                    if len(walked) > most:
                        continue
                    yield Walk(walked, used, value + self.value(far))
                    if self.go_through(far):
                        stack.append((walked, far, used, been, value + self.value(far)))

    def best(self, trains: Sequence[int], limit: int = 400) -> int | None:
        """The most the trains (cities each may visit) earn together; None if the position is too big to try."""
        if not trains:
            return 0
        routes = sorted(self.walks(max(trains)), key=lambda w: -w.value)
        if len(routes) > limit:
            return None
        best = 0

        def pick(i: int, used: frozenset[tuple[str, int]], total: int) -> None:
            nonlocal best
            if i == len(trains):
                best = max(best, total)
                return
            pick(i + 1, used, total)
            for route in routes:
                if len(route.stops) <= trains[i] and not route.track & used:
                    pick(i + 1, used | route.track, total + route.value)

        pick(0, frozenset(), 0)
        return best

    def route_value(self, stops: Sequence[str]) -> int:
        """The value of a route named by its stops (hexes or off-board ids), as the rulebook counts it."""
        total = 0
        for name in stops:
            if name in self.board.offboards:
                total += self.value(("off", name, 0))
            else:
                kind = "city" if self.board.tiles[self.tiles[name][0]].cities else "town"
                total += self.value((kind, name, 0))
        return total
