"""What a station costs (18GL 4.6.2): the fewest hexes on a *legal route* from one of the corporation's
stations to the city, $20 a hex, the starting hex not counted.

A legal route never uses the same track or point twice and never turns back (4.6.3): it may not enter a
hex, run into a city and leave by the hex side it came in by. A shortest walk over the track (Dijkstra,
where each hex side crossed enters one more hex) is a lower bound; it is the answer when the walk it finds
is itself a legal route, which it nearly always is. When it is not (the walk turned back at a dead end
through a city), the city's cost is searched exactly: depth-first over legal routes, cheapest first
(iterative deepening from the lower bound, pruned by each point's distance to the city over the track
with no rule at all), until a route is found or none can exist. Before rules revision 1 the walk's
length was charged (engine/eighteen/gl/track.py keeps that for older games).

From rules revision 4 the activated ferry is track too (4.3 note 11: "it is treated just as if it were normal
track"): crossing it enters the lake hexes it crosses and the hex it lands in, and a corporation that does not
hold the Ferry token pays its holder the $50 fee for the privilege, so the cheapest route is the cheapest in
dollars, fee included (`FerryLink`, `station_costs`).
"""

from __future__ import annotations

import heapq
from dataclasses import dataclass

from engine.eighteen.shared.track import CITY, EDGE, Node, TrackGraph

Step = tuple[Node, tuple[Node, ...]]  # (the state before, the points passed on the way: a hex side's two halves)
Move = tuple[Node, tuple[Node, ...], int]  # (next point, points passed on the way, what the move costs)


@dataclass(frozen=True)
class FerryLink:
    """The activated ferry as track: each segment joins two half-edges and enters `hexes` hexes (the lake hexes it
    crosses and the hex it lands in); a route over it pays `fee` once (0 for the Ferry token's holder)."""

    segments: tuple[tuple[Node, Node, int], ...]
    fee: int = 0


def legal_hex_distances(graph: TrackGraph, railroad: str) -> dict[str, int]:
    """For every city hex the railroad can reach by a legal route: the fewest hexes entered on one."""
    return {hex_name: cost for hex_name, (cost, _ferry) in _cheapest(graph, railroad, _Moves(graph, 1, ())).items()}


def station_costs(graph: TrackGraph, railroad: str, per_hex: int, ferry: FerryLink | None) -> dict[str, tuple[int, bool]]:
    """For every city hex the railroad can reach by a legal route: (the cheapest one's cost, whether it takes the
    ferry), $`per_hex` a hex entered plus the ferry's fee once when it crosses the ferry.

    Exact with the fee paid once: the cheapest route without the ferry, and the cheapest with the ferry free; when
    the latter crosses it, it is the cheapest of all routes crossing it, and the fee is added to it. A tie goes to
    the route without the ferry (no fee)."""
    if ferry is None:
        return _cheapest(graph, railroad, _Moves(graph, per_hex, ()))
    free = _cheapest(graph, railroad, _Moves(graph, per_hex, ferry.segments))
    if not any(crossed for _cost, crossed in free.values()):
        return free  # no cheapest route crosses the ferry: the same as without it
    without = _cheapest(graph, railroad, _Moves(graph, per_hex, ()))
    found = dict(without)
    for hex_name, (cost, crossed) in free.items():
        total = cost + ferry.fee if crossed else cost
        if total < found.get(hex_name, (1 << 30, False))[0]:
            found[hex_name] = (total, crossed)
    return found


def _cheapest(graph: TrackGraph, railroad: str, moves: _Moves) -> dict[str, tuple[int, bool]]:
    stations = graph.stations(railroad)
    walk, parent = _shortest_walks(graph, railroad, stations, moves)
    found: dict[str, tuple[int, bool]] = {}
    for node, cost in walk.items():
        if node.kind != CITY or node in stations:
            continue
        if _is_legal(node, parent):
            exact, crossed = cost, moves.crossed(node, parent)
        else:
            exact, crossed = _search(graph, railroad, stations, node, cost, moves)
        if exact is not None and exact < found.get(node.hex, (1 << 30, False))[0]:
            found[node.hex] = (exact, crossed)  # a hex with two city circles costs what its cheaper one does
    return found


class _Moves:
    """(next point, points passed, cost) from a point: along a track segment (free), over a hex side into the next
    hex (a dead end if no track is beyond), and over a ferry segment (the hexes it enters; the fee is added apart)."""

    def __init__(self, graph: TrackGraph, per_hex: int, segments: tuple[tuple[Node, Node, int], ...]) -> None:
        self.graph, self.per_hex = graph, per_hex
        self.over: dict[Node, tuple[Node, int]] = {}  # a ferry segment's end -> (its other end, the cost across)
        for a, b, hexes in segments:
            if a in graph.adjacency and b in graph.adjacency:  # both landings have track to the ferry
                self.over[a], self.over[b] = (b, hexes * per_hex), (a, hexes * per_hex)

    def __call__(self, node: Node) -> list[Move]:
        graph, found = self.graph, []
        for _segment, far in graph.adjacency.get(node, ()):
            if far.kind != EDGE:
                found.append((far, (), 0))
                continue
            beyond = graph.twin.get(far)
            if beyond is not None:
                found.append((beyond, (far,), self.per_hex))
            across = self.over.get(far)
            if across is not None:
                found.append((across[0], (far,), across[1]))
        return found

    def back(self, node: Node) -> list[tuple[Node, int]]:
        """The points one move before `node`, ignoring every rule (for the lower bound)."""
        links = [(far, 0) for _segment, far in self.graph.adjacency.get(node, ())]
        if node.kind == EDGE:
            if node in self.graph.twin:
                links.append((self.graph.twin[node], self.per_hex))
            if node in self.over:
                links.append(self.over[node])
        return links

    def crossed(self, node: Node, parent: dict[Node, Step]) -> bool:
        """Does the walk that reached `node` cross the ferry?"""
        while node in parent:
            before, passed = parent[node]
            if passed and self.over.get(passed[0], (None,))[0] == node:
                return True
            node = before
        return False


def _shortest_walks(graph: TrackGraph, railroad: str, stations: list[Node],
                    moves: _Moves) -> tuple[dict[Node, int], dict[Node, Step]]:
    best: dict[Node, int] = {s: 0 for s in stations}
    parent: dict[Node, Step] = {}
    heap = [(0, i, s) for i, s in enumerate(stations)]
    heapq.heapify(heap)
    order = len(heap)
    starts = set(stations)
    while heap:
        cost, _, node = heapq.heappop(heap)
        if cost > best[node]:
            continue
        if node.kind != EDGE and node not in starts and not graph.passable(node, railroad):
            continue  # a route may end in a full city or an off-board, never pass through
        for target, passed, price in moves(node):
            if cost + price < best.get(target, 1 << 30):
                best[target] = cost + price
                parent[target] = (node, passed)
                heapq.heappush(heap, (cost + price, order, target))
                order += 1
    return best, parent


def _is_legal(node: Node, parent: dict[Node, Step]) -> bool:
    """Does the walk that reached `node` use each point once (so it never turned back)?"""
    seen = {node}
    while node in parent:
        node, passed = parent[node]
        for point in (*passed, node):
            if point in seen:
                return False
            seen.add(point)
    return True


def _bounds(moves: _Moves, target: Node) -> dict[Node, int]:
    """Cost from each point to `target` over the track, ignoring every rule (a lower bound)."""
    distance = {target: 0}
    heap = [(0, 0, target)]
    order = 1
    while heap:
        here, _, node = heapq.heappop(heap)
        if here > distance[node]:
            continue
        for far, cost in moves.back(node):
            if here + cost < distance.get(far, 1 << 30):
                distance[far] = here + cost
                heapq.heappush(heap, (here + cost, order, far))
                order += 1
    return distance


def _search(graph: TrackGraph, railroad: str, stations: list[Node], target: Node, least: int,
            moves: _Moves) -> tuple[int | None, bool]:
    """(the cost of the cheapest legal route from a station to `target`, at least `least`, or None if none exists;
    whether it crosses the ferry)."""
    bound_to = _bounds(moves, target)
    limit = least
    while True:
        over: list[int] = []  # the totals that went past the limit: the next limit is the least of them
        ferried = False

        def down(node: Node, cost: int, seen: set[Node], start: Node, ferry: bool, limit: int = limit,
                 over: list[int] = over) -> bool:
            nonlocal ferried
            if node == target:
                ferried = ferry
                return True
            if node.kind != EDGE and node != start and not graph.passable(node, railroad):
                return False
            for nxt, passed, price in moves(node):
                if nxt in seen or any(p in seen for p in passed) or nxt not in bound_to:
                    continue
                if cost + price + bound_to[nxt] > limit:
                    over.append(cost + price + bound_to[nxt])
                    continue
                seen.update((nxt, *passed))
                if down(nxt, cost + price, seen, start, ferry or bool(passed and moves.over.get(passed[0], (None,))[0] == nxt)):
                    return True
                seen.difference_update((nxt, *passed))
            return False

        for station in stations:
            if station in bound_to and bound_to[station] <= limit and down(station, 0, {station}, station, False):
                return limit, ferried
        if not over:
            return None, False  # every legal route was followed to its end: none reaches the city
        limit = min(over)
