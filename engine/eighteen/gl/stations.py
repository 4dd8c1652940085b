"""What a station costs (18GL 4.6.2): the fewest hexes on a *legal route* from one of the corporation's
stations to the city, $20 a hex, the starting hex not counted.

A legal route never uses the same track or point twice and never turns back (4.6.3): it may not enter a
hex, run into a city and leave by the hex side it came in by. A shortest walk over the track (Dijkstra,
where each hex side crossed enters one more hex) is a lower bound; it is the answer when the walk it finds
is itself a legal route, which it nearly always is. When it is not (the walk turned back at a dead end
through a city), the city's cost is searched exactly: depth-first over legal routes, cheapest first
(iterative deepening from the lower bound, pruned by each point's distance to the city over the track
with no rule at all), until a route is found or none can exist. Before rules revision 1 the walk's
length was charged (engine/titles/gl_track.py keeps that for older games).
"""

from __future__ import annotations

import heapq
from collections import deque

from engine.eighteen.track import CITY, EDGE, Node, TrackGraph

Step = tuple[Node, tuple[Node, ...]]  # (the state before, the points passed on the way: a hex side's two halves)


def legal_hex_distances(graph: TrackGraph, railroad: str) -> dict[str, int]:
    """For every city hex the railroad can reach by a legal route: the fewest hexes entered on one."""
    stations = graph.stations(railroad)
    walk, parent = _shortest_walks(graph, railroad, stations)
    found: dict[str, int] = {}
    for node, cost in walk.items():
        if node.kind != CITY or node in stations:
            continue
        exact = cost if _is_legal(node, parent) else _search(graph, railroad, stations, node, cost)
        if exact is not None and exact < found.get(node.hex, 1 << 30):
            found[node.hex] = exact  # a hex with two city circles costs what its cheaper one does
    return found


def _moves(graph: TrackGraph, node: Node) -> list[tuple[Node, tuple[Node, ...], int]]:
    """(next point, points passed, hexes entered) from `node`: along a track segment, and over a hex side
    into the next hex when the segment ends at one (a hex side with no track beyond is a dead end)."""
    found = []
    for _segment, far in graph.adjacency.get(node, ()):
        if far.kind != EDGE:
            found.append((far, (), 0))
            continue
        beyond = graph.twin.get(far)
        if beyond is not None:
            found.append((beyond, (far,), 1))
    return found


def _shortest_walks(graph: TrackGraph, railroad: str, stations: list[Node]) -> tuple[dict[Node, int], dict[Node, Step]]:
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
        for target, passed, hexes in _moves(graph, node):
            if cost + hexes < best.get(target, 1 << 30):
                best[target] = cost + hexes
                parent[target] = (node, passed)
                heapq.heappush(heap, (cost + hexes, order, target))
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


def _bounds(graph: TrackGraph, target: Node) -> dict[Node, int]:
    """Hexes from each point to `target` over the track, ignoring every rule (a lower bound)."""
    distance = {target: 0}
    queue: deque[Node] = deque([target])
    while queue:
        node = queue.popleft()
        here = distance[node]
        links = [(far, 0) for _segment, far in graph.adjacency.get(node, ())]
        if node.kind == EDGE and node in graph.twin:
            links.append((graph.twin[node], 1))
        for far, cost in links:
            if here + cost < distance.get(far, 1 << 30):
                distance[far] = here + cost
                if cost:
                    queue.append(far)
                else:
                    queue.appendleft(far)
    return distance


def _search(graph: TrackGraph, railroad: str, stations: list[Node], target: Node, least: int) -> int | None:
    """The fewest hexes of a legal route from a station to `target` (at least `least`), or None if none exists."""
    bound_to = _bounds(graph, target)
    limit = least
    while True:
        cut = False

        def down(node: Node, cost: int, seen: set[Node], start: Node, limit: int = limit) -> bool:
            nonlocal cut
            if node == target:
                return True
            if node.kind != EDGE and node != start and not graph.passable(node, railroad):
                return False
            for nxt, passed, hexes in _moves(graph, node):
                if nxt in seen or any(p in seen for p in passed) or nxt not in bound_to:
                    continue
                if cost + hexes + bound_to[nxt] > limit:
                    cut = True
                    continue
                seen.update((nxt, *passed))
                if down(nxt, cost + hexes, seen, start):
                    return True
                seen.difference_update((nxt, *passed))
            return False

        for station in stations:
            if station in bound_to and bound_to[station] <= limit and down(station, 0, {station}, station):
                return limit
        if not cut:
            return None  # every legal route was followed to its end: none reaches the city
        limit += 1
