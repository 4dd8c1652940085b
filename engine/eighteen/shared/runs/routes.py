"""Train routes (rulebook 1.6): checking routes players give, and finding the best.

A route is named by its stops, e.g. ``WEST-E4-F9-F11``; the engine finds the
track between consecutive stops. Every legal route contains a city holding
one of the railroad's stations, so the search grows "arms" outward from each
station and joins two arms at the station. Nodes and segments are numbered
and kept as bit masks so that "no shared track" is one AND.
"""

from __future__ import annotations

from collections import Counter
from collections.abc import Callable, Iterator, Sequence
from dataclasses import dataclass

from engine.core.errors import IllegalAction
from engine.eighteen.shared.track import EDGE, OFFBOARD, Node, Segment, TrackGraph


@dataclass(frozen=True)
class RouteRequest:
    """A route as a player names it: the train type and the stops in order."""

    train: str
    stops: tuple[str, ...]

    @property
    def text(self) -> str:
        """The route as typed: the train type, a colon, then the stops joined by dashes ('2:WEST-E4')."""
        return f"{self.train}:{'-'.join(self.stops)}"


@dataclass(frozen=True)
class Route:
    train: str
    stops: tuple[Node, ...]
    names: tuple[str, ...]
    revenue: int
    segments: frozenset[Segment]

    @property
    def request(self) -> RouteRequest:
        """The route as a player names it: its train and its stops' names."""
        return RouteRequest(self.train, self.names)


@dataclass(frozen=True, slots=True)
class _Walk:
    stops: tuple[Node, ...]
    nodes: int  # bit mask
    segments: int  # bit mask
    revenue: int


class RouteFinder:
    """Routes of one railroad over the current track."""

    def __init__(self, graph: TrackGraph, railroad: str) -> None:
        self.graph = graph
        self.railroad = railroad
        self._node_bits: dict[Node, int] = {}
        self._seg_bits: dict[Segment, int] = {}
        self._segments_of_bit: dict[int, Segment] = {}

    # -- bit numbering ----------------------------------------------------

    def _nbit(self, node: Node) -> int:
        bit = self._node_bits.get(node)
        if bit is None:
            bit = self._node_bits[node] = 1 << len(self._node_bits)
        return bit

    def _sbit(self, segment: Segment) -> int:
        bit = self._seg_bits.get(segment)
        if bit is None:
            bit = self._seg_bits[segment] = 1 << len(self._seg_bits)
            self._segments_of_bit[bit] = segment
        return bit

    def _segments(self, mask: int) -> frozenset[Segment]:
        return frozenset(seg for bit, seg in self._segments_of_bit.items() if mask & bit)

    # -- walking ----------------------------------------------------------

    def _walks(
        self,
        start: Node,
        nodes: int,
        segments: int,
        max_stops: int,
        go_on: Callable[[Node, int], bool],
    ) -> Iterator[_Walk]:
        """Every walk from `start` to a stop, never reusing a node or segment.

        `go_on(stop, stops_so_far)` says whether a walk may continue through a stop.
        Stops reached are yielded with the stops collected since `start`.
        """
        graph = self.graph
        stack: list[tuple[Node, int, int, tuple[Node, ...], int]] = [(start, nodes, segments, (), 0)]
        while stack:
            node, nmask, smask, stops, revenue = stack.pop()
            for segment, far, crossed in graph.moves(node):
                sbit = self._sbit(segment)
                if smask & sbit:
                    continue
                if far.kind == EDGE:
                    if crossed is None:
                        continue
                    bits = self._nbit(far) | self._nbit(crossed)
                    if nmask & bits:
                        continue
                    stack.append((crossed, nmask | bits, smask | sbit, stops, revenue))
                    continue
                fbit = self._nbit(far)
                if nmask & fbit:
                    continue
                if not far.is_stop:  # a junction: pass straight through
                    stack.append((far, nmask | fbit, smask | sbit, stops, revenue))
                    continue
                walk = _Walk((*stops, far), nmask | fbit, smask | sbit, revenue + graph.stop_value(far))
                yield walk
                if len(walk.stops) < max_stops and go_on(far, len(walk.stops)):
                    stack.append((far, walk.nodes, walk.segments, walk.stops, walk.revenue))

    # -- the best routes --------------------------------------------------

    def all_routes(self, max_stops: int) -> list[tuple[int, int, tuple[Node, ...]]]:
        """(revenue, segment mask, stops) of every legal route with at most `max_stops` stops."""
        graph = self.graph
        found: dict[int, tuple[int, int, tuple[Node, ...]]] = {}
        for station in graph.stations(self.railroad):
            sbit = self._nbit(station)
            arms = list(
                self._walks(station, sbit, 0, max_stops - 1, lambda stop, _n: graph.passable(stop, self.railroad))
            )
            value = graph.stop_value(station)
            for arm in arms:
                found.setdefault(arm.segments, (arm.revenue + value, arm.segments, (station, *arm.stops)))
            for i, first in enumerate(arms):
                room = max_stops - 1 - len(first.stops)
                for second in arms[i + 1 :]:
                    if len(second.stops) > room or (first.nodes & second.nodes) != sbit:
                        continue
                    if first.segments & second.segments:
                        continue
                    mask = first.segments | second.segments
                    if mask not in found:
                        stops = (*reversed(first.stops), station, *second.stops)
                        found[mask] = (first.revenue + second.revenue + value, mask, stops)
        return list(found.values())

    def best(self, trains: Sequence[tuple[str, int]]) -> list[Route]:
        """The routes giving the most total revenue for trains (type, cities), one entry per train: a railroad
        with two trains of a type runs both (one route each, no track shared). The search is exhaustive
        (branch and bound over every legal route), so the total is the proven maximum."""
        if not trains:
            return []
        order = sorted(trains, key=lambda t: (-t[1], t[0]))
        routes = sorted(self.all_routes(order[0][1]), key=lambda r: -r[0])
        choices = [[r for r in routes if len(r[2]) <= cities] for _, cities in order]
        top = [c[0][0] if c else 0 for c in choices]
        # Trains of one type are interchangeable: the second takes a route later in the list than the first's
        # (or none once the first has none), so each set of routes is tried once, not once per ordering.
        twin = [i > 0 and order[i] == order[i - 1] for i in range(len(order))]
        best_total, best_pick = 0, [None] * len(order)
        pick: list[tuple[int, int, tuple[Node, ...]] | None] = [None] * len(order)
        NONE = len(routes)

        def search(i: int, used: int, total: int, after: int) -> None:
            nonlocal best_total, best_pick
            if i == len(order):
                if total > best_total:
                    best_total, best_pick = total, list(pick)
                return
            rest = sum(top[i + 1 :])
            start = after + 1 if twin[i] else 0
            for index in range(start, len(choices[i])):
                route = choices[i][index]
                if total + route[0] + rest <= best_total:
                    break
                if route[1] & used:
                    continue
                pick[i] = route
                search(i + 1, used | route[1], total + route[0], index)
            pick[i] = None
            if total + rest > best_total:
                search(i + 1, used, total, NONE)

        search(0, 0, 0, -1)
        result = []
        for (train, _), chosen in zip(order, best_pick, strict=True):
            if chosen is not None:
                result.append(self._route(train, chosen[2], chosen[1], chosen[0]))
        return result

    def _route(self, train: str, stops: tuple[Node, ...], mask: int, revenue: int) -> Route:
        names = tuple(self.graph.stop_name(s) for s in stops)
        return Route(train, stops, names, revenue, self._segments(mask))

    # -- routes given by hand ----------------------------------------------

    def check(self, requests: Sequence[RouteRequest], trains: Sequence[tuple[str, int]]) -> list[Route]:
        """Realize the routes players named, or raise IllegalAction saying which rule fails.
        `trains`: (type, cities) of each train that may run, one entry per train (two 3-trains: two entries)."""
        owned = Counter(t for t, _ in trains)
        cities = dict(trains)
        given: Counter[str] = Counter()
        options: list[list[_Walk]] = []
        for request in requests:
            if request.train not in owned:
                raise IllegalAction(f"{self.railroad} has no type {request.train} train that can run")
            given[request.train] += 1
            if given[request.train] > owned[request.train]:
                count = owned[request.train]
                trains_owned = f"one type {request.train} train" if count == 1 else f"{count} type {request.train} trains"
                raise IllegalAction(f"{self.railroad} has {trains_owned}, so it cannot run {given[request.train]} routes "
                                    f"with {'it' if count == 1 else 'them'}")
            options.append(self._realize(request, cities[request.train]))
        chosen = self._disjoint(options, 0, 0)
        if chosen is None:
            names = " and ".join(f"the type {r.train} train" for r in requests)
            raise IllegalAction(f"{names} cannot all run these routes without two of them using the same track")
        return [
            self._route(req.train, walk.stops, walk.segments, walk.revenue)
            for req, walk in zip(requests, chosen, strict=True)
        ]

    def _disjoint(self, options: list[list[_Walk]], i: int, used: int) -> list[_Walk] | None:
        if i == len(options):
            return []
        for walk in options[i]:
            if not walk.segments & used:
                rest = self._disjoint(options, i + 1, used | walk.segments)
                if rest is not None:
                    return [walk, *rest]
        return None

    def _stop(self, key: str) -> Node:
        board = self.graph.board
        canonical = board.stop_key(key)
        if canonical is None:
            raise IllegalAction(f"'{key}' is not a city, small city or off-board on this map")
        node = self.graph.stop_node(canonical)
        if node is None:
            raise IllegalAction(f"{board.label(canonical)} has no city with track on it")
        return node

    def _realize(self, request: RouteRequest, cities: int) -> list[_Walk]:
        graph, board, rr = self.graph, self.graph.board, self.railroad
        stops = [self._stop(key) for key in request.stops]
        label = f"the type {request.train} train's route"
        if len(stops) < 2:
            raise IllegalAction(f"{label} needs at least two cities")
        if len(stops) > cities:
            raise IllegalAction(f"a type {request.train} train can visit at most {cities} cities, not {len(stops)}")
        for i, stop in enumerate(stops):
            name = board.label(graph.stop_name(stop))
            if stop in stops[:i]:
                raise IllegalAction(f"{label} visits {name} twice; each city counts once per train")
            if 0 < i < len(stops) - 1:
                if stop.kind == OFFBOARD:
                    raise IllegalAction(f"{label} runs through {name}; off-boards may only begin or end a route")
                blocker = graph.blocker(stop, rr)
                if blocker:
                    raise IllegalAction(
                        f"{label} passes through {name}, where every station slot is taken by {blocker}"
                    )
        stations = set(graph.stations(rr))
        if not stations.intersection(stops):
            raise IllegalAction(f"{label} does not include a {rr} station")
        # Extend walks stop by stop; keep every way of realizing the route.
        partial = [_Walk((stops[0],), self._nbit(stops[0]), 0, graph.stop_value(stops[0]))]
        for target_index in range(1, len(stops)):
            target = stops[target_index]
            extended: list[_Walk] = []
            for walk in partial:
                for step in self._walks(walk.stops[-1], walk.nodes, walk.segments, 1, lambda _s, _n: False):
                    if step.stops[-1] == target:
                        extended.append(_Walk((*walk.stops, target), step.nodes, step.segments, walk.revenue + step.revenue))
            if not extended:
                raise IllegalAction(self._why_no_link(stops[target_index - 1], target, partial))
            partial = extended[:64]  # plenty of alternatives to find disjoint trains
        return partial

    def _why_no_link(self, start: Node, target: Node, partial: list[_Walk]) -> str:
        graph, board, rr = self.graph, self.graph.board, self.railroad
        a, b = board.label(graph.stop_name(start)), board.label(graph.stop_name(target))
        what = f"{rr} cannot run from {a} to {b}"
        # Is there a way that only fails because it passes other stops?
        for through_blocked_only in (True, False):
            def go_on(stop: Node, _n: int, only_blocked: bool = through_blocked_only) -> bool:
                if stop == target or stop.kind == OFFBOARD:
                    return False
                return graph.blocker(stop, rr) is not None or not only_blocked

            for walk in partial:
                for step in self._walks(start, walk.nodes, walk.segments, 99, go_on):
                    if step.stops[-1] != target:
                        continue
                    middle = step.stops[:-1]
                    blocked = [s for s in middle if graph.blocker(s, rr)]
                    if blocked:
                        s = blocked[0]
                        return f"{what}: the route is blocked by {graph.blocker(s, rr)}'s station at {board.label(graph.stop_name(s))}"
                    names = ", ".join(board.label(graph.stop_name(s)) for s in middle)
                    return f"{what} without passing {names}, which must then be counted (every city along a route counts)"
        if any(step.stops[-1] == target for step in self._walks(start, self._nbit(start), 0, 1, lambda _s, _n: False)):
            return f"{what}: the only track joining them is already used by this route (a train may not reverse or reuse track)"
        return f"{what}: no track joins them"
