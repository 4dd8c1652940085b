"""A run network built only where it is walked: for replaying recorded runs.

Checking a recorded run (trainruns_check) walks from each named stop to the next, through positions that are not
stops: it touches the track around the route and nothing else. Building the whole railroad's network first cost
most of an 18GL replay; this network gives a position its moves the first time a walk asks for them, with the
same moves in the same order as `RunNetwork` (so a check realises the very same routes, segments and crossings).
Only positions differ (they are numbered as met), which no result depends on. The search (`best_runs`) still
uses the whole network: its order of positions is part of what it finds first.
"""

from __future__ import annotations

from dataclasses import dataclass

from engine.eighteen.shared.runs.trainruns import CITY_STOP, NOT_STOP, TOWN_STOP, Move, RunNetwork
from engine.eighteen.shared.track import CITY, EDGE, JUNCTION, OFFBOARD, Node, Segment, _hex_links


class _Moves:
    """`moves[pos]`, folded as RunNetwork folds them, worked out on first use."""

    def __init__(self, net: LazyRunNetwork) -> None:
        self.net = net
        self.done: dict[int, tuple[Move, ...]] = {}

    def __getitem__(self, pos: int) -> tuple[Move, ...]:
        found = self.done.get(pos)
        if found is None:
            found = self.done[pos] = tuple(self.net._fold(self.net.raw_moves(pos), _Raw(self.net)))
        return found

    def __len__(self) -> int:
        return len(self.net.nodes)


class _Raw:
    def __init__(self, net: LazyRunNetwork) -> None:
        self.net = net

    def __getitem__(self, pos: int) -> list[Move]:
        return self.net.raw_moves(pos)


@dataclass
class LazyRunNetwork(RunNetwork):
    def __post_init__(self) -> None:
        self._raw: dict[int, list[Move]] = {}
        self._seg_index: dict[Segment | str, int] = {}
        self._hex_index: dict[str, int] = {}
        self._over: dict[Node, list[tuple[Node, int, int]]] = {}
        for crossing in self.crossings:  # as RunNetwork: a crossing's bits first
            a, b = (Node(EDGE, h, e) for h, e in crossing.ends)
            if a in self.graph.adjacency and b in self.graph.adjacency:
                bit, hexes = self._sbit(crossing.tag + ":" + "-".join(crossing.crosses)), 0
                for name in crossing.crosses:
                    hexes |= self._hbit(name)
                self.tag_bits[crossing.tag] = self.tag_bits.get(crossing.tag, 0) | bit
                self._over.setdefault(a, []).append((b, bit, hexes))
                self._over.setdefault(b, []).append((a, bit, hexes))
        self.moves = _Moves(self)  # type: ignore[assignment]
        self.stations = [self._pos(n) for n in self.graph.stations(self.railroad) if n in self.graph.adjacency]

    def _sbit(self, key: Segment | str) -> int:
        if key not in self._seg_index:
            self._seg_index[key] = len(self.segments)
            self.segments.append(key)
        return 1 << self._seg_index[key]

    def _hbit(self, name: str) -> int:
        if name not in self._hex_index:
            self._hex_index[name] = len(self.hex_names)
            self.hex_names.append(name)
        return 1 << self._hex_index[name]

    def _pos(self, node: Node) -> int:
        at = self.index.get(node)
        if at is not None:
            return at
        at = self.index[node] = len(self.nodes)
        self.nodes.append(node)
        kind = node.kind
        if kind in (EDGE, JUNCTION):
            self.kind.append(NOT_STOP)
            self.worth.append(0)
            self.passable.append(True)
        else:
            self.kind.append(CITY_STOP if kind in (CITY, OFFBOARD) else TOWN_STOP)
            self.worth.append(self.value(node))
            self.passable.append(self.graph.passable(node, self.railroad))
        return at

    def raw_moves(self, pos: int) -> list[Move]:
        """The moves out of a position before folding, in RunNetwork's order, worked out on first use."""
        found = self._raw.get(pos)
        if found is not None:
            return found
        graph, found = self.graph, []
        for segment, far in graph.adjacency.get(self.nodes[pos], ()):
            seg, hexes = self._sbit(segment), self._hbit(segment.hex)
            at = self._pos(far)
            if far.kind != EDGE:
                found.append((at, 1 << at, seg, hexes))
                continue
            twin = graph.twin.get(far)
            if twin is not None:
                other = self._pos(twin)
                found.append((other, (1 << at) | (1 << other), seg, hexes))
            for partner, bit, crossed in self._over.get(far, ()):
                other = self._pos(partner)
                found.append((other, (1 << at) | (1 << other), seg | bit, hexes | crossed))
        self._raw[pos] = found
        return found

    def stop_positions(self, node: Node) -> tuple[int, ...]:
        """The positions of the stops of `node`'s kind in its hex, in the graph's order (as RunNetwork numbers them)."""
        graph = self.graph
        if node.kind == OFFBOARD:
            return (self._pos(node),) if node in graph.adjacency else ()
        placed = graph.tiles.get(node.hex)
        if placed is None:
            return ()
        links = _hex_links(node.hex, placed.spec.id, placed.rotation, placed.paths)
        return tuple(self._pos(n) for n in links if n.kind == node.kind)
