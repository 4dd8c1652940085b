"""Trains that count hexes, cities or nothing (18GL 4.6.3, 4.9, 4.10): the track numbered for search.

Title-free. A train is a `TrainSpec`: a hex train (H) may include `hexes` hexes after the one its
route begins in, an express (E) counts only cities and off-boards (`cities` of them; towns score
nothing and are passed), a diesel (D) has no limit. `RunNetwork` numbers one railroad's view of a
`TrackGraph` once, so that walking it is integer work:

* positions are the graph's nodes; a *move* from a position carries the bit masks of the nodes,
  track segments and hexes it uses, and stretches of track with one way on (plain track, a junction
  with one onward path) are folded into one move, so a walk only branches where the track does;
* `Crossing`s are extra track between two hex sides across hexes without tiles (18GL's ferries):
  a move over one uses the crossing's own segment bit and counts the hexes it crosses, so the hexes
  of a ferry trip are its lake hexes plus the hex it lands in (entered by the track beyond);
* a route's hexes are the distinct hexes of the segments it uses, and its length in hexes is that
  number less one (the hex it begins in). A multi-hex off-board is entered by one of its hexes and
  counts that one; Chicago's D12 and D14 are two hexes.

`arms(station)` lists every walk from a station to a stop ("arm"); a route is one arm, or two arms
joined at the station (engine/eighteen/shared/runs/trainruns_search.py). Work is counted in steps against a `Budget`.
"""

from __future__ import annotations

from collections import deque
from collections.abc import Callable, Iterable, Sequence
from dataclasses import dataclass, field

from engine.core.hexgrid import Hex
from engine.eighteen.shared.track import CITY, EDGE, JUNCTION, OFFBOARD, Node, Segment, TrackGraph

HEXES, EXPRESS, DIESEL = "hexes", "express", "diesel"
NOT_STOP, TOWN_STOP, CITY_STOP = 0, 1, 2  # an off-board counts as a city here (4.9)


@dataclass(frozen=True)
class TrainSpec:
    """One train as the search sees it. `name` is the type players write ("4H", "E", "D")."""

    name: str
    kind: str = HEXES
    hexes: int | None = None  # H: hexes after the first one
    cities: int | None = None  # E: most cities and off-boards
    multiplier: int = 1  # E: doubled revenue (Table 8)
    extra: str = ""  # a note for messages, e.g. "+2H"

    @property
    def towns_score(self) -> bool:
        """Whether towns count for this train (every train but an express)."""
        return self.kind != EXPRESS

    @property
    def label(self) -> str:
        """The train as messages name it: its type, with its note if it has one ('4H (+2H)')."""
        return f"{self.name} ({self.extra})" if self.extra else self.name


def hex_train(name: str, hexes: int, extra: str = "") -> TrainSpec:
    """A hex train (H) whose route may include `hexes` hexes after the one it begins in."""
    return TrainSpec(name, HEXES, hexes=hexes, extra=extra)


def express_train(name: str, cities: int, doubled: bool) -> TrainSpec:
    """An express (E) counting at most `cities` cities and off-boards, its revenue doubled if `doubled`."""
    return TrainSpec(name, EXPRESS, cities=cities, multiplier=2 if doubled else 1, extra="doubled" if doubled else "")


def diesel_train(name: str) -> TrainSpec:
    """A diesel (D): no limit on its route."""
    return TrainSpec(name, DIESEL)


@dataclass(frozen=True)
class Crossing:
    """Track between two hex sides across hexes with no tiles (a ferry segment); `tag` names it."""

    ends: tuple[tuple[str, int], tuple[str, int]]
    crosses: tuple[str, ...]
    tag: str


@dataclass
class Budget:
    """Steps of work allowed; `spent` counts them. Over the limit, searches stop with what they have."""

    limit: int
    spent: int = 0
    cut: bool = False  # a search stopped short because of it

    @property
    def out(self) -> bool:
        """Whether more steps have been spent than the limit allows."""
        return self.spent > self.limit


@dataclass(slots=True)
class Arm:
    """A walk from a station to a stop (the station itself not included)."""

    stops: tuple[int, ...]  # positions of the stops, in order from the station
    nodes: int
    segments: int
    hexes: int
    value: int  # every stop, towns too
    city_value: int  # cities and off-boards only
    count: int  # stops
    cities: int  # cities and off-boards
    end_town: bool
    first: int  # the position its first move reaches: arms sharing it can never be joined
    numbers: tuple[int, ...] | None = None  # its segments' bit numbers, once asked for

    def segment_numbers(self) -> tuple[int, ...]:
        """The bit numbers of the arm's segments, in order, worked out once."""
        if self.numbers is None:
            found, mask = [], self.segments
            while mask:
                low = mask & -mask
                found.append(low.bit_length() - 1)
                mask ^= low
            self.numbers = tuple(found)
        return self.numbers


Move = tuple[int, int, int, int]  # (to position, node bits, segment bits, hex bits)


@dataclass
class RunNetwork:
    """One railroad's runs over `graph`: stops valued by `value` (bonuses included), crossings added."""

    graph: TrackGraph
    railroad: str
    value: Callable[[Node], int]
    crossings: Sequence[Crossing] = ()
    nodes: list[Node] = field(default_factory=list)
    index: dict[Node, int] = field(default_factory=dict)
    moves: list[tuple[Move, ...]] = field(default_factory=list)
    kind: list[int] = field(default_factory=list)  # NOT_STOP / TOWN_STOP / CITY_STOP
    worth: list[int] = field(default_factory=list)
    passable: list[bool] = field(default_factory=list)
    stations: list[int] = field(default_factory=list)
    segments: list[Segment | str] = field(default_factory=list)  # by bit number; a crossing's tag
    hex_names: list[str] = field(default_factory=list)
    tag_bits: dict[str, int] = field(default_factory=dict)  # crossing tag -> its segment bits

    def __post_init__(self) -> None:
        graph, railroad = self.graph, self.railroad
        reached = self._reached()
        # in the graph's order, so a search meets the same routes in the same order
        self.nodes = [node for node in graph.adjacency if node in reached]
        self.index = {node: pos for pos, node in enumerate(self.nodes)}
        seg_index: dict[Segment | str, int] = {}
        hex_index: dict[str, int] = {}

        def sbit(key: Segment | str) -> int:
            if key not in seg_index:
                seg_index[key] = len(self.segments)
                self.segments.append(key)
            return 1 << seg_index[key]

        def hbit(name: str) -> int:
            if name not in hex_index:
                hex_index[name] = len(self.hex_names)
                self.hex_names.append(name)
            return 1 << hex_index[name]

        over: dict[Node, list[tuple[Node, int, int]]] = {}  # half-edge -> (far half-edge, segment bit, hexes)
        for crossing in self.crossings:
            a, b = (Node(EDGE, h, e) for h, e in crossing.ends)
            if a in self.index and b in self.index:
                bit, hexes = sbit(crossing.tag + ":" + "-".join(crossing.crosses)), 0
                for name in crossing.crosses:
                    hexes |= hbit(name)
                self.tag_bits[crossing.tag] = self.tag_bits.get(crossing.tag, 0) | bit
                over.setdefault(a, []).append((b, bit, hexes))
                over.setdefault(b, []).append((a, bit, hexes))
        raw: list[list[Move]] = []
        index, adjacency, twins = self.index, graph.adjacency, graph.twin
        for node in self.nodes:
            found: list[Move] = []
            for segment, far in adjacency.get(node, ()):
                seg = 1 << seg_index[segment] if segment in seg_index else sbit(segment)
                hexes = 1 << hex_index[segment.hex] if segment.hex in hex_index else hbit(segment.hex)
                at = index[far]
                if far.kind != EDGE:
                    found.append((at, 1 << at, seg, hexes))
                    continue
                twin = twins.get(far)
                if twin is not None:
                    found.append((index[twin], (1 << at) | (1 << index[twin]), seg, hexes))
                for other, bit, crossed in over.get(far, ()):
                    found.append((index[other], (1 << at) | (1 << index[other]), seg | bit, hexes | crossed))
            raw.append(found)
            kind = node.kind
            if kind in (EDGE, JUNCTION):
                self.kind.append(NOT_STOP)
                self.worth.append(0)
                self.passable.append(True)
                continue
            self.kind.append(CITY_STOP if kind in (CITY, OFFBOARD) else TOWN_STOP)
            self.worth.append(self.value(node))
            self.passable.append(graph.passable(node, railroad))
        self.moves = [tuple(self._fold(moves, raw)) for moves in raw]
        self.stations = [self.index[n] for n in graph.stations(railroad) if n in self.index]

    def shape(self) -> tuple[object, ...]:
        """All a search of the best runs reads of the network but the stops' names: networks of one shape have
        the same best runs' earnings and fees."""
        return (tuple(self.moves), tuple(self.kind), tuple(self.worth), tuple(self.passable), tuple(self.stations),
                tuple(self.tag_bits.items()))

    def _reached(self) -> set[Node]:
        """The nodes joined by track (and the crossings) to the railroad's stations: the only ones a route can use.
        A network of the whole map cost most of a replay's time; a railroad's reach is a part of it."""
        graph = self.graph
        partners: dict[Node, list[Node]] = {}
        for crossing in self.crossings:
            a, b = (Node(EDGE, h, e) for h, e in crossing.ends)
            partners.setdefault(a, []).append(b)
            partners.setdefault(b, []).append(a)
        start = [n for n in graph.stations(self.railroad) if n in graph.adjacency]
        reached, queue = set(start), deque(start)
        while queue:
            node = queue.popleft()
            onward = [far for _segment, far in graph.adjacency.get(node, ())]
            if node.kind == EDGE:
                twin = graph.twin.get(node)
                onward += ([twin] if twin is not None else []) + partners.get(node, [])
            for far in onward:
                if far not in reached:
                    reached.add(far)
                    queue.append(far)
        return reached

    def _pos(self, node: Node) -> int:
        if node not in self.index:
            self.index[node] = len(self.nodes)
            self.nodes.append(node)
        return self.index[node]

    def _fold(self, moves: list[Move], raw: list[list[Move]]) -> Iterable[Move]:
        """Each move, carried on through positions that are not stops and have one way on."""
        for to, nodes, segs, hexes in moves:
            while self.kind[to] == NOT_STOP:
                onward = [m for m in raw[to] if not m[2] & segs]
                if len(onward) != 1:
                    break
                nxt, n_bits, s_bits, h_bits = onward[0]
                if n_bits & nodes:
                    to = -1  # the only way on runs into itself: a dead end
                    break
                to, nodes, segs, hexes = nxt, nodes | n_bits, segs | s_bits, hexes | h_bits
            if to >= 0 and (self.kind[to] != NOT_STOP or any(not m[2] & segs for m in raw[to])):
                yield to, nodes, segs, hexes

    # -- facts ----------------------------------------------------------------------------------

    def name(self, pos: int) -> str:
        """The name players type for the stop at a position (a hex, or an off-board's id)."""
        return self.graph.stop_name(self.nodes[pos])

    def stop_positions(self, node: Node) -> tuple[int, ...]:
        """The positions of the stops of `node`'s kind in its hex (a hex with two towns has two)."""
        return tuple(self.index[n] for n in self.nodes if n.kind == node.kind and n.hex == node.hex)

    def station_mask(self) -> int:
        """The railroad's stations' positions as one bit mask."""
        mask = 0
        for s in self.stations:
            mask |= 1 << s
        return mask

    def segments_of(self, mask: int) -> frozenset[Segment | str]:
        """The track segments (and crossings) a bit mask of segments stands for."""
        return frozenset(seg for i, seg in enumerate(self.segments) if mask >> i & 1)

    def tags_of(self, mask: int) -> list[str]:
        """The tags of the crossings (ferries) whose segments are in the mask."""
        return [tag for tag, bits in self.tag_bits.items() if bits & mask]

    def hex_count(self, mask: int) -> int:
        """Hexes a route with these hexes includes after the one it begins in."""
        return mask.bit_count() - 1

    def hexes_named(self, mask: int) -> list[str]:
        """The hexes a bit mask of hexes stands for, in hex order."""
        return sorted((h for i, h in enumerate(self.hex_names) if mask >> i & 1), key=Hex.parse)

    # -- arms -----------------------------------------------------------------------------------

    def arms(self, station: int, trains: Sequence[TrainSpec], budget: Budget) -> list[Arm]:
        """Every walk from `station` to a stop that some train in `trains` could use as a route's arm."""
        if not trains:
            return []
        diesel = any(t.kind == DIESEL for t in trains)
        most_cities = max((t.cities or 0 for t in trains if t.kind == EXPRESS), default=0)
        h_limit = max(((t.hexes or 0) + 1 for t in trains if t.kind == HEXES), default=-1)  # hexes an H arm may hold
        prune = None if diesel or most_cities else h_limit  # only H trains: no walk beyond their reach
        towns_end = diesel or h_limit >= 0
        kind, worth, passable, moves = self.kind, self.worth, self.passable, self.moves
        found: list[Arm] = []
        stack = [(station, 1 << station, 0, 0, (), 0, 0, 0, -1)]
        while stack:
            pos, nmask, smask, hmask, stops, value, city_value, cities, first = stack.pop()
            for to, n_bits, s_bits, h_bits in moves[pos]:
                lead = to if first < 0 else first
                budget.spent += 1
                if nmask & n_bits or smask & s_bits:
                    continue
                hexes = hmask | h_bits
                if prune is not None and hexes.bit_count() > prune:
                    continue
                n2, s2 = nmask | n_bits, smask | s_bits
                what = kind[to]
                if what == NOT_STOP:
                    stack.append((to, n2, s2, hexes, stops, value, city_value, cities, lead))
                    continue
                stops2, value2 = (*stops, to), value + worth[to]
                is_city = what == CITY_STOP
                city2, cities2 = city_value + (worth[to] if is_city else 0), cities + is_city
                if is_city or towns_end:
                    found.append(Arm(stops2, n2, s2, hexes, value2, city2, len(stops2), cities2, not is_city, lead))
                if passable[to] and (diesel or hexes.bit_count() <= h_limit or cities2 + 1 < most_cities):
                    stack.append((to, n2, s2, hexes, stops2, value2, city2, cities2, lead))
            if budget.out and stack:
                budget.cut = True
                break
        return found

    def fits(self, train: TrainSpec, arm: Arm) -> bool:
        """May `arm` be (part of) a route of `train`?"""
        if train.kind == HEXES:
            return self.hex_count(arm.hexes) <= (train.hexes or 0)
        if train.kind == EXPRESS:
            return not arm.end_town and arm.cities + 1 <= (train.cities or 0)
        return True

    def arm_value(self, train: TrainSpec, arm: Arm) -> int:
        """What the arm's stops earn the train: every stop's value, or an express's cities and off-boards (doubled if it is)."""
        return arm.value if train.towns_score else arm.city_value * train.multiplier

    def stop_worth(self, train: TrainSpec, pos: int) -> int:
        """What the stop at a position earns the train (nothing for an express at a town)."""
        if train.towns_score:
            return self.worth[pos]
        return self.worth[pos] * train.multiplier if self.kind[pos] == CITY_STOP else 0
