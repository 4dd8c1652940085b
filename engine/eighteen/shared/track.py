"""The track on the board as a graph, and what a railroad can reach over it.

Nodes are stops (cities, towns, off-boards), tile-centre junctions, and
half-edges: one per hex side that a tile's track touches. Each track path on
a tile is one *segment*. A train moves along segments, and at a half-edge it
must cross into the neighbouring hex (it may not turn round at a hex side).
"""

from __future__ import annotations

import copy
from collections import deque
from collections.abc import Iterator, Mapping
from dataclasses import dataclass, field
from functools import lru_cache
from typing import NamedTuple

from engine.core.hexgrid import Hex, opposite
from engine.eighteen.shared.board import Board
from engine.eighteen.shared.tiles import PlacedTile

# Node kinds
CITY, TOWN, OFFBOARD, JUNCTION, EDGE = "city", "town", "offboard", "junction", "edge"


class Node(NamedTuple):  # a tuple: hashed in C, millions of times a replay
    kind: str
    hex: str
    index: int = 0  # city/town number on the tile, or the edge number for EDGE nodes

    @property
    def is_stop(self) -> bool:
        """Whether a train can stop here: a city, a town or an off-board."""
        return self.kind in (CITY, TOWN, OFFBOARD)


class Segment(NamedTuple):
    hex: str
    path: int  # index of the path on the tile (or off-board exit)


@dataclass
class TrackGraph:
    board: Board
    tiles: Mapping[str, PlacedTile]
    tokens: Mapping[str, list[str]]  # hex -> railroads with a station in its city
    phase: str  # colour whose off-board values apply
    adjacency: dict[Node, list[tuple[Segment, Node]]] = field(default_factory=dict)
    twin: dict[Node, Node] = field(default_factory=dict)  # half-edge -> the facing half-edge
    bonus: Mapping[str, int] = field(default_factory=dict)  # extra value of some cities for one railroad (a hotel)
    reaches: dict[tuple[str, str | None], Reach] = field(default_factory=dict, repr=False, compare=False)  # `reach`'s

    def with_bonus(self, bonus: Mapping[str, int]) -> TrackGraph:
        """The same track, with some cities worth more (a shallow copy: the memoised graph is never changed)."""
        other = copy.copy(self)
        other.bonus = dict(bonus)
        return other

    def __post_init__(self) -> None:
        if self.adjacency:
            return  # given: the links of the same tiles, shared with another graph (never changed once built)
        # A tile's track joins nodes of its own hex only: the graph is the union of each tile's links (memoised per
        # tile as laid), in the order of the tiles, then the off-boards' links
        adjacency = self.adjacency
        for hex_name, placed in self.tiles.items():
            adjacency.update(_hex_links(hex_name, placed.spec.id, placed.rotation, placed.paths))
        adjacency.update(_offboard_links(self.board))  # no tile lies in an off-board's hexes: nothing is merged
        layout = self.board.layout
        self.twin = {node: facing for node in adjacency
                     if node.kind == EDGE and (facing := _facing(node, layout)) in adjacency}

    # -- facts about stops ------------------------------------------------

    def stop_value(self, node: Node) -> int:
        """What the stop earns a train in this phase: an off-board's value, or the city's or town's revenue plus any bonus."""
        if node.kind == OFFBOARD:
            return self.board.offboard_at[node.hex].values.get(self.phase, 0)  # type: ignore[call-overload]
        spec = self.tiles[node.hex].spec
        if node.kind == CITY:
            return spec.cities[node.index].revenue + self.bonus.get(node.hex, 0)
        return spec.towns[node.index].revenue + (self.bonus.get(node.hex, 0) if node.index == 0 else 0)

    def stop_name(self, node: Node) -> str:
        """The name players type for a stop: hex name, or the off-board's id."""
        return self.board.offboard_at[node.hex].id if node.kind == OFFBOARD else node.hex

    def stop_node(self, key: str) -> Node | None:
        """The stop a player names ('E4', 'WEST'): an off-board, else the city or town in the hex; None if there is none."""
        if key in self.board.offboards:
            return Node(OFFBOARD, self.board.offboards[key].hex)
        for kind in (CITY, TOWN):
            node = Node(kind, key)
            if node in self.adjacency:
                return node
        return None

    def blocker(self, node: Node, railroad: str) -> str | None:
        """The railroads whose stations fill every slot of this city, if they block `railroad`."""
        if node.kind != CITY:
            return None
        held = self.tokens.get(node.hex, [])
        slots = self.tiles[node.hex].spec.cities[node.index].slots
        if len(held) >= slots and railroad not in held:
            return " and ".join(held)
        return None

    def passable(self, node: Node, railroad: str) -> bool:
        """May a route of `railroad` go on through this node (rather than end here)?"""
        return node.kind != OFFBOARD and self.blocker(node, railroad) is None

    def stations(self, railroad: str) -> list[Node]:
        """Where `railroad` has stations: city nodes, and off-board locations with a home city (18GL)."""
        found = []
        for hex_name, held in self.tokens.items():
            if railroad not in held:
                continue
            offboard = self.board.offboard_at.get(hex_name)
            node = Node(OFFBOARD, offboard.hex) if offboard is not None else Node(CITY, hex_name)
            if node in self.adjacency:
                found.append(node)
        return found

    # -- movement ---------------------------------------------------------

    def moves(self, node: Node) -> Iterator[tuple[Segment, Node, Node | None]]:
        """Segments leaving `node`: (segment, far end, half-edge crossed into or None).

        When the far end is a half-edge the train must cross the hex side; the
        third item is then the facing half-edge (None means the track dead-ends).
        """
        for segment, far in self.adjacency.get(node, ()):
            if far.kind == EDGE:
                yield segment, far, self.twin.get(far)
            else:
                yield segment, far, None

    def reach(self, railroad: str, home: str | None = None) -> Reach:
        """Everything the railroad can trace a legal route to from its stations (from its station in `home` only,
        when it has one there: 18EZ's lays and stations). Remembered: a graph's track and stations never change."""
        found = self.reaches.get((railroad, home))
        if found is None:
            found = self.reaches[railroad, home] = self._reach(railroad, home)
        return found

    def _reach(self, railroad: str, home: str | None) -> Reach:
        seen_nodes: set[Node] = set()
        open_edges: set[Node] = set()  # half-edges where its track ends at an empty neighbour
        stations = self.stations(railroad)
        if home is not None and any(node.hex == home for node in stations):
            stations = [node for node in stations if node.hex == home]
        seen_nodes.update(stations)
        queue: deque[Node] = deque(stations)
        while queue:
            node = queue.popleft()
            if node.kind != EDGE and node not in stations and not self.passable(node, railroad):
                continue  # a route may end in a blocked city or an off-board, never pass through
            for _segment, far, crossed in self.moves(node):
                if far.kind == EDGE:
                    seen_nodes.add(far)
                    if crossed is None:
                        open_edges.add(far)
                    elif crossed not in seen_nodes:
                        seen_nodes.add(crossed)
                        queue.append(crossed)
                elif far not in seen_nodes:
                    seen_nodes.add(far)
                    queue.append(far)
        return Reach(frozenset(seen_nodes), frozenset(open_edges), self.board.layout)


@dataclass(frozen=True)
class Reach:
    nodes: frozenset[Node]
    open_edges: frozenset[Node]
    layout: str

    def hexes(self) -> set[str]:
        """Hexes the railroad's track touches, and empty hexes its track points into."""
        touched = {n.hex for n in self.nodes}
        touched |= {Hex.parse(e.hex).neighbour(e.index, self.layout).name for e in self.open_edges}
        return touched

    def feeds(self, hex_name: str, edge: int) -> bool:
        """Does the railroad's reachable track arrive at this side of `hex_name`?"""
        neighbour = Hex.parse(hex_name).neighbour(edge, self.layout).name
        return Node(EDGE, neighbour, opposite(edge)) in self.nodes


def _end_node(hex_name: str, end: int | str) -> Node:
    if isinstance(end, int):
        return Node(EDGE, hex_name, end)
    kind = {"city": CITY, "town": TOWN, "junc": JUNCTION}[end[:4]]
    return Node(kind, hex_name, 0 if kind == JUNCTION else int(end[4:]))


@lru_cache(maxsize=8192)
def _tile_links(hex_name: str, tile: str, rotation: int, paths: tuple) -> tuple[tuple[Segment, Node, Node], ...]:
    """The segments a placed tile adds (memoised: a tile stays put across many positions)."""
    return tuple((Segment(hex_name, i), _end_node(hex_name, a), _end_node(hex_name, b)) for i, (a, b) in enumerate(paths))


@lru_cache(maxsize=8192)
def _hex_links(hex_name: str, tile: str, rotation: int, paths: tuple) -> dict[Node, list[tuple[Segment, Node]]]:
    """The adjacency a placed tile's track makes in its hex (read-only: shared by every graph it lies in)."""
    links: dict[Node, list[tuple[Segment, Node]]] = {}
    for segment, a, b in _tile_links(hex_name, tile, rotation, paths):
        links.setdefault(a, []).append((segment, b))
        links.setdefault(b, []).append((segment, a))
    return links


@lru_cache(maxsize=16)
def _offboard_links(board: Board) -> dict[Node, list[tuple[Segment, Node]]]:
    """The links of the board's off-boards (the same in every graph of the board; read-only)."""
    links: dict[Node, list[tuple[Segment, Node]]] = {}
    for ob in board.offboards.values():
        stop = Node(OFFBOARD, ob.hex)  # one stop, whichever of its hexes a train arrives at
        links.setdefault(stop, [])
        for place, exits in ob.places:
            for index, edge in enumerate(exits):
                segment, side = Segment(place, index), Node(EDGE, place, edge)
                links[stop] = [*links[stop], (segment, side)]
                links[side] = [*links.get(side, ()), (segment, stop)]
    return links


@lru_cache(maxsize=8192)
def _facing(node: Node, layout: str) -> Node:
    return Node(EDGE, Hex.parse(node.hex).neighbour(node.index, layout).name, opposite(node.index))


def clear_track_memo() -> None:
    """Forget the memoised links of tiles, hexes and off-boards (with clear_graph_memo: a cold replay)."""
    _offboard_links.cache_clear()
    _tile_links.cache_clear()
    _hex_links.cache_clear()
    _facing.cache_clear()
