"""18GL's track and stations (4.6.1, 4.6.2): one tile a turn (two yellow in a corporation's first
Operating Round), terrain paid from the treasury, and station markers costing $20 for every hex
of the cheapest route from one of the corporation's stations."""

from __future__ import annotations

import heapq
from dataclasses import dataclass
from typing import TYPE_CHECKING

from engine.actions import LayTile
from engine.building import LayContext, check_lay, lay_cost
from engine.errors import IllegalAction
from engine.hexgrid import Hex
from engine.tiles import PlacedTile
from engine.titles.gl_state import Corporation
from engine.track import CITY, EDGE, Node, TrackGraph

if TYPE_CHECKING:
    from engine.titles.gl import GL18


@dataclass(frozen=True)
class YellowOnly:
    """The phase as seen by a second lay in a first Operating Round: yellow tiles only."""

    name: str
    tiles: tuple[str, ...] = ("yellow",)


def first_or(g: GL18, corporation: Corporation) -> bool:
    """The first Operating Round after the Stock Round in which it floated (4.6.1.1)."""
    return corporation.floated_in == g.state.sr_number and g.state.or_in_set == 1


def lays_allowed(g: GL18, corporation: Corporation) -> int:
    return g.rules.first_or_yellow_lays if first_or(g, corporation) else 1


def lays_left(g: GL18, corporation: Corporation) -> int:
    state = g.state
    return 0 if state.upgraded else max(lays_allowed(g, corporation) - state.lays, 0)


def home_unbuilt(g: GL18, corporation: Corporation) -> bool:
    """Its home is a city hex still without a tile: its first tile goes there."""
    home = g.board.railroads[corporation.id].home
    return home in g.board.hexes and home not in g.state.track.tiles


def lay_context(g: GL18, corporation: Corporation) -> LayContext:
    phase = g.phase()
    second = g.state.lays >= 1
    return LayContext(g.board, g.state.track, YellowOnly(phase.name) if second else phase, corporation.id,
                      home_unbuilt(g, corporation), g.name, values_key=phase.offboard)


def lay(g: GL18, corporation: Corporation, action: LayTile, messages: list[str]) -> LayTile:
    """Check (unless replaying), pay the terrain, and lay."""
    state, board = g.state, g.board
    ctx = lay_context(g, corporation)
    tile = PlacedTile(board.tiles[action.tile], action.rotation) if g.trusted else check_lay(ctx, action.hex, action.tile, action.rotation)
    hex_name = Hex.parse(action.hex).name
    old = state.track.tiles.get(hex_name)
    blocked = g.blocking_private(hex_name)
    if blocked:
        raise IllegalAction(f"{board.label(hex_name)} is blocked by the {blocked} while it is open")
    cost, terrain = lay_cost(board, hex_name, upgrade=old is not None)
    if cost > corporation.cash:
        what = f"the {terrain} costs" if terrain else "the upgrade costs"
        raise IllegalAction(f"{corporation.id} has ${corporation.cash}, and {what} ${cost} on {board.label(hex_name)}")
    if old is not None and old[0] in state.track.supply:
        state.track.supply[old[0]] += 1  # an upgraded-away tile goes back to the supply
    state.track.supply[tile.id] -= 1
    state.track.tiles[hex_name] = (tile.id, tile.rotation)
    corporation.cash -= cost
    state.bank += cost
    state.lays += 1
    state.upgraded = old is not None
    paid = f" and pays ${cost} for the {terrain or 'upgrade'}" if cost else ""
    messages.append(f"{corporation.id} {'upgrades' if old else 'lays'} tile {tile.id} on {board.label(hex_name)} "
                    f"(rotation {tile.rotation}){paid}.")
    return LayTile(hex=hex_name, tile=tile.id, rotation=tile.rotation)


# -- station markers (4.6.2) ---------------------------------------------------------------------


def hex_distances(graph: TrackGraph, railroad: str) -> dict[str, int]:
    """For every city hex the railroad can trace a route to: the fewest hexes on such a route,
    not counting the hex it starts in (each hex side crossed enters one more hex)."""
    best: dict[Node, int] = {}
    heap: list[tuple[int, int, Node]] = []
    order = 0
    for station in graph.stations(railroad):
        best[station] = 0
        heap.append((0, order, station))
        order += 1
    heapq.heapify(heap)
    stations = set(best)
    found: dict[str, int] = {}
    while heap:
        cost, _, node = heapq.heappop(heap)
        if cost > best.get(node, cost):
            continue
        if node.kind == CITY and node not in stations:
            found.setdefault(node.hex, cost)
        if node.kind != EDGE and node not in stations and not graph.passable(node, railroad):
            continue  # a route may end in a full city or an off-board, never pass through
        for _segment, far, crossed in graph.moves(node):
            if far.kind == EDGE:
                if crossed is None:
                    continue  # track ending at an empty neighbour leads nowhere
                target, step = crossed, 1  # over the hex side: one more hex
            else:
                target, step = far, 0
            if cost + step < best.get(target, 1 << 30):
                best[target] = cost + step
                heapq.heappush(heap, (cost + step, order, target))
                order += 1
    return found


def station_cost(g: GL18, corporation: Corporation, hex_name: str) -> int | None:
    distance = hex_distances(g.graph(), corporation.id).get(hex_name)
    return None if distance is None else distance * g.rules.station_cost_per_hex


def check_station(g: GL18, corporation: Corporation, hex_name: str) -> int:
    """The cost of a station marker in `hex_name`, or IllegalAction."""
    board, track = g.board, g.state.track
    place = board.label(hex_name)
    if corporation.stations <= 0:
        raise IllegalAction(f"{corporation.id} has no station markers left")
    tile = track.tiles.get(hex_name)
    spec = board.tiles[tile[0]] if tile else None
    if spec is None or not spec.cities:
        raise IllegalAction(f"{place} has no city with spaces for stations")
    held = track.tokens.get(hex_name, [])
    if corporation.id in held:
        raise IllegalAction(f"{corporation.id} already has a station in {place}")
    slots = sum(c.slots for c in spec.cities)
    waiting = [rr for rr, r in board.railroads.items() if r.home == hex_name and rr not in held and rr != corporation.id]
    if slots - len(held) < 1 + len(waiting):
        why = f", and the last is kept for {waiting[0]}'s home" if waiting and slots > len(held) else ""
        raise IllegalAction(f"every station space in {place} is taken{why}")
    cost = station_cost(g, corporation, hex_name)
    if cost is None:
        raise IllegalAction(f"{corporation.id} cannot trace a route from its stations to {place}")
    if cost > corporation.cash:
        raise IllegalAction(f"{corporation.id} has ${corporation.cash}, and a station in {place} costs ${cost} "
                            f"($20 for each of the {cost // 20} hexes from its nearest station)")
    return cost


def station_choices(g: GL18, corporation: Corporation) -> dict[str, int]:
    """Every city where the corporation may place a station now, with its cost."""
    if corporation.stations <= 0:
        return {}
    found = {}
    for hex_name in hex_distances(g.graph(), corporation.id):
        try:
            found[hex_name] = check_station(g, corporation, hex_name)
        except IllegalAction:
            continue
    return found
