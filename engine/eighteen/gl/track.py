"""18GL's track and stations (4.6.1, 4.6.2): one tile a turn (two yellow in a corporation's first
Operating Round), terrain paid from the treasury, and station markers costing $20 for every hex
of the cheapest route from one of the corporation's stations."""

from __future__ import annotations

import heapq
from dataclasses import dataclass
from typing import TYPE_CHECKING

from engine.core.errors import IllegalAction
from engine.core.hexgrid import EDGE_WORDS, Hex
from engine.eighteen.gl import powers as gl_powers
from engine.eighteen.gl.routes import ferry_terms
from engine.eighteen.gl.state import Corporation
from engine.eighteen.gl.stations import FerryLink, legal_hex_distances, station_costs
from engine.eighteen.shared.building import LayContext, TilePhase, check_lay, lay_cost, legal_lays
from engine.eighteen.shared.moves import LayTile
from engine.eighteen.shared.tiles import PlacedTile
from engine.eighteen.shared.track import CITY, EDGE, Node, TrackGraph

if TYPE_CHECKING:
    from engine.eighteen.gl.contract import GLGame as GL18


@dataclass(frozen=True)
class Colours:
    """The phase as a particular lay sees it: a second lay in a first Operating Round and most private
    lays are yellow only; RailWorks' upgrade is to green only."""

    name: str
    tiles: tuple[str, ...] = ("yellow",)


NORMAL, RAILWORKS, RAILWORKS_UPGRADE = "normal", "railworks", "railworks upgrade"


def first_or(g: GL18, corporation: Corporation) -> bool:
    """The first Operating Round after the Stock Round in which it floated (4.6.1.1)."""
    return corporation.floated_in == g.state.sr_number and g.state.or_in_set == 1


def lays_allowed(g: GL18, corporation: Corporation) -> int:
    """The corporation's own lays this turn: two yellow in its first Operating Round, else one (4.6.1.1)."""
    return g.rules.first_or_yellow_lays if first_or(g, corporation) else 1


def lays_left(g: GL18, corporation: Corporation) -> int:
    """The corporation's own lays left this turn (not counting lays a private company grants)."""
    state = g.state
    return 0 if state.upgraded else max(lays_allowed(g, corporation) - state.lays, 0)


def any_lay_left(g: GL18, corporation: Corporation) -> bool:
    """Whether the corporation has a lay left this turn: its own, or one a private company grants."""
    return lays_left(g, corporation) > 0 or any(g.state.bonus_lays.values())


def home_unbuilt(g: GL18, corporation: Corporation) -> bool:
    """Its home is a city hex still without a tile: its first tile goes there."""
    home = g.board.railroads[corporation.id].home
    return home in g.board.hexes and home not in g.state.track.tiles


def lay_context(g: GL18, corporation: Corporation, slot: str = NORMAL) -> LayContext:
    """What a lay of the given kind may do for the corporation now: the colours allowed, its home first, anywhere or not."""
    phase = g.phase()
    seen: TilePhase = phase
    if slot == RAILWORKS_UPGRADE:
        seen = Colours(phase.name, ("green",) if "green" in phase.tiles else ())
    elif slot != NORMAL or g.state.lays >= 1:
        seen = Colours(phase.name)
    anywhere = slot in ("ejoe", "ferry")
    return LayContext(g.board, g.state.track, seen, corporation.id, home_unbuilt(g, corporation) and not anywhere,
                      g.name, values_key=phase.offboard, anywhere=anywhere)


def slot_for(g: GL18, corporation: Corporation, hex_name: str) -> str:
    """Which lay a tile on `hex_name` uses: a private's lay limited to that hex first; then an upgrade
    uses the corporation's own lay before RailWorks', and a yellow tile RailWorks' before its own."""
    state = g.state
    for kind in ("ejoe", "ferry"):
        if state.bonus_lays.get(kind) and hex_name in state.bonus_hexes.get(kind, []):
            if kind == "ejoe" and hex_name in state.track.tiles:
                continue  # the EJ&E lays yellow tiles: an upgrade there is the corporation's own lay (as listed)
            return kind
    railworks = state.bonus_lays.get(RAILWORKS, 0)
    old = state.track.tiles.get(hex_name)
    own = lays_left(g, corporation) > 0
    if old is not None:
        if own:
            return NORMAL
        old_yellow = g.board.tiles[old[0]].color == "yellow"
        if railworks == 2 and old_yellow and hex_name not in state.laid_hexes:
            return RAILWORKS_UPGRADE
        if railworks == 2:
            raise IllegalAction("RailWorks upgrades only a yellow tile laid before this turn")
    elif railworks:
        return RAILWORKS
    elif own:
        return NORMAL
    raise IllegalAction(f"{corporation.id} has laid all the tiles it may this turn")


def lay_choices(g: GL18, corporation: Corporation, hexes: list[str] | None) -> list[tuple[str, str, int]]:
    """Every (hex, tile, rotation) the corporation may lay now, by any of its lays."""
    state = g.state
    found: list[tuple[str, str, int]] = []
    if lays_left(g, corporation):
        found += legal_lays(lay_context(g, corporation), hexes)
    for kind in ("ejoe", "ferry"):
        if state.bonus_lays.get(kind):
            places = [h for h in state.bonus_hexes[kind] if hexes is None or h in hexes]
            found += legal_lays(lay_context(g, corporation, kind), places)
    left = state.bonus_lays.get(RAILWORKS, 0)
    if left:
        found += [lay for lay in legal_lays(lay_context(g, corporation, RAILWORKS), hexes) if lay[0] not in state.track.tiles]
    if left == 2 and not lays_left(g, corporation):
        found += [lay for lay in legal_lays(lay_context(g, corporation, RAILWORKS_UPGRADE), hexes)
                  if lay[0] not in state.laid_hexes]
    unique = sorted(set(found), key=lambda lay: (Hex.parse(lay[0]), lay[1], lay[2]))
    board = g.board
    return [lay for lay in unique if not blocked(g, lay[0]) and tile_cost(g, corporation, lay[0]) <= corporation.cash
            and not ferry_problem(g, lay[0], PlacedTile(board.tiles[lay[1]], lay[2]))
            and _joins(g, corporation, lay[0], PlacedTile(board.tiles[lay[1]], lay[2]))]


def _joins(g: GL18, corporation: Corporation, hex_name: str, tile: PlacedTile) -> bool:
    try:
        _check_pair(g, slot_for(g, corporation, hex_name), hex_name, tile)
    except IllegalAction:
        return False
    return True


def tile_cost(g: GL18, corporation: Corporation, hex_name: str) -> int:
    """What a tile on the hex costs the corporation now: terrain for the first tile (halved by the
    Bridge or Tunnel token), Chicago's $50 for its yellow-to-green and green-to-brown upgrades."""
    board = g.board
    old = g.state.track.tiles.get(hex_name)
    cost, terrain = lay_cost(board, hex_name, upgrade=old is not None)
    if old is not None and board.tiles[old[0]].color not in ("yellow", "green"):
        cost = 0  # Chicago's $50 is for yellow to green and green to brown only (4.6.1.1)
    return gl_powers.terrain_cost(g, corporation, cost, terrain)


def ferry_problem(g: GL18, hex_name: str, tile: PlacedTile) -> str | None:
    """Ferry lines on placed tiles must match the map's (4.6.1.1): a port's tile keeps its ferry side."""
    for place, edge in sorted(g.board.ferry_landings):
        if place == hex_name and edge not in tile.exits:
            side = EDGE_WORDS[g.board.layout][edge]
            return f"tile {tile.id} at rotation {tile.rotation} on {g.board.label(hex_name)} must keep the ferry line at its {side} side"
    return None


def blocked(g: GL18, hex_name: str) -> str | None:
    """The private company keeping tiles off the hex this turn, by name, or None."""
    return None if hex_name in g.state.permitted else g.blocking_private(hex_name)


def _check_pair(g: GL18, slot: str, hex_name: str, tile: PlacedTile) -> None:
    """EJ&E's two tiles must join if both are laid (4.3 note 2)."""
    if slot != "ejoe":
        return
    state, board = g.state, g.board
    for other in state.bonus_hexes["ejoe"]:
        if other == hex_name or other not in state.laid_hexes:
            continue
        here = Hex.parse(hex_name)
        edge = next((e for e in range(6) if here.neighbour(e, board.layout).name == other), None)
        placed = state.track.tiles[other]
        theirs = PlacedTile(board.tiles[placed[0]], placed[1])
        if edge is None or edge not in tile.exits or (edge + 3) % 6 not in theirs.exits:
            raise IllegalAction(f"the EJ&E's two tiles must join each other: tile {tile.id} on {hex_name} does not meet {other}'s track")


def lay(g: GL18, corporation: Corporation, action: LayTile, messages: list[str]) -> LayTile:
    """Check (unless replaying), pay the terrain, and lay."""
    state, board = g.state, g.board
    try:
        hex_name = Hex.parse(action.hex).name
    except ValueError as error:
        raise IllegalAction(str(error)) from None
    slot = slot_for(g, corporation, hex_name)
    if slot not in ("ejoe", "ferry") and blocked(g, hex_name):
        raise IllegalAction(f"{board.label(hex_name)} is blocked by the {blocked(g, hex_name)} while it is open")
    ctx = lay_context(g, corporation, slot)
    tile = PlacedTile(board.tiles[action.tile], action.rotation) if g.trusted else check_lay(ctx, hex_name, action.tile, action.rotation)
    old = state.track.tiles.get(hex_name)
    _check_pair(g, slot, hex_name, tile)
    problem = ferry_problem(g, hex_name, tile)
    if problem:
        raise IllegalAction(problem)
    cost, terrain = tile_cost(g, corporation, hex_name), lay_cost(board, hex_name, upgrade=old is not None)[1]
    if cost > corporation.cash:
        what = f"the {terrain} costs" if terrain else "the upgrade costs"
        raise IllegalAction(f"{corporation.id} has ${corporation.cash}, and {what} ${cost} on {board.label(hex_name)}")
    if old is not None and old[0] in state.track.supply:
        state.track.supply[old[0]] += 1  # an upgraded-away tile goes back to the supply
    state.track.supply[tile.id] -= 1
    state.track.tiles[hex_name] = (tile.id, tile.rotation)
    corporation.cash -= cost
    state.bank += cost
    state.laid_hexes.append(hex_name)
    if slot == NORMAL:
        state.lays += 1
        state.upgraded = old is not None
    else:
        kind = RAILWORKS if slot == RAILWORKS_UPGRADE else slot
        state.bonus_lays[kind] = 0 if slot == RAILWORKS_UPGRADE else state.bonus_lays[kind] - 1
    paid = f" and pays ${cost} for the {terrain or 'upgrade'}" if cost else ""
    by = "" if slot == NORMAL else f" with the {'RailWorks' if kind == RAILWORKS else 'EJ&E' if kind == 'ejoe' else 'ferry'}'s lay"
    messages.append(f"{corporation.id} {'upgrades' if old else 'lays'} tile {tile.id} on {board.label(hex_name)} "
                    f"(rotation {tile.rotation}){by}{paid}.")
    return LayTile(hex=hex_name, tile=tile.id, rotation=tile.rotation)


# -- station markers (4.6.2) ---------------------------------------------------------------------


def hex_distances(graph: TrackGraph, railroad: str) -> dict[str, int]:
    """For every city hex the railroad can trace a walk to: the fewest hexes on such a walk, not counting the
    hex it starts in (each hex side crossed enters one more hex). Games begun before rules revision 1 pay this;
    a walk may turn back at a dead end, which a legal route may not (engine/eighteen/gl/stations.py)."""
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


def distances(g: GL18, corporation: Corporation) -> dict[str, tuple[int, bool]]:
    """(cost, whether it crosses the ferry) of a station in every city the corporation may reach: by a legal route
    over the activated ferry too, its fee included (rules revision 4), by a legal route without the ferry (revision
    1), by any walk (before)."""
    graph, per_hex = g.graph(), g.rules.station_cost_per_hex
    if g.since("gl-stations-over-the-ferry"):
        return station_costs(graph, corporation.id, per_hex, ferry_link(g, corporation))
    found = legal_hex_distances(graph, corporation.id) if g.since("gl-stations-by-legal-route") else hex_distances(graph, corporation.id)
    return {hex_name: (hexes * per_hex, False) for hex_name, hexes in found.items()}


def ferry_fee(g: GL18, corporation: Corporation) -> tuple[int, str | None]:
    """(the fee the corporation owes for crossing the activated ferry, the corporation it is paid to)."""
    _crossings, fee, holder = ferry_terms(g, corporation)
    return fee, holder


def ferry_name(g: GL18) -> str:
    """The name of the ferry route the Ferry company activated."""
    return next(f.name for f in g.board.spec.ferries if f.id == g.state.ferry)


def ferry_link(g: GL18, corporation: Corporation) -> FerryLink | None:
    """The activated ferry as track for the corporation's station routes, with the fee it would owe (4.3 note 11)."""
    crossings, fee, _holder = ferry_terms(g, corporation)
    if not crossings:
        return None
    segments = tuple((Node(EDGE, *crossing.ends[0]), Node(EDGE, *crossing.ends[1]), len(crossing.crosses) + 1)
                     for crossing in crossings)
    return FerryLink(segments, fee)


def check_station(g: GL18, corporation: Corporation, hex_name: str,
                  known: dict[str, tuple[int, bool]] | None = None) -> tuple[int, bool]:
    """(the cost of a station marker in `hex_name`, whether its route crosses the ferry, whose fee is in the cost),
    or IllegalAction (`known`: the costs, once worked out)."""
    place = g.board.label(hex_name)
    if corporation.stations <= 0:
        raise IllegalAction(f"{corporation.id} has no station markers left")
    _room(g, corporation, hex_name)
    priced = (known if known is not None else distances(g, corporation)).get(hex_name)
    if priced is None:
        raise IllegalAction(f"{corporation.id} cannot trace a route from its stations to {place}")
    cost, ferried = priced
    if cost > corporation.cash:
        per_hex = g.rules.station_cost_per_hex
        fee = ferry_fee(g, corporation)[0] if ferried else 0
        hexes = (cost - fee) // per_hex
        also = f" and the ${fee} ferry fee" if fee else ""
        raise IllegalAction(f"{corporation.id} has ${corporation.cash}, and a station in {place} costs ${cost} "
                            f"(${per_hex} for each of the {hexes} hexes from its nearest station{also})")
    return cost, ferried


def _room(g: GL18, corporation: Corporation, hex_name: str) -> None:
    """A city on the hex with a space for the corporation's station (one kept for each home still to come)."""
    board, track = g.board, g.state.track
    place = board.label(hex_name)
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


def may_place_station(g: GL18, corporation: Corporation) -> bool:
    """Has the corporation anywhere to place a station now? (The token step is skipped if not.) The cheap refusals
    first, with no search: no marker, not $20."""
    if corporation.stations <= 0 or corporation.cash < g.rules.station_cost_per_hex:
        return False
    return bool(station_choices(g, corporation))


def station_choices(g: GL18, corporation: Corporation) -> dict[str, int]:
    """Every city where the corporation may place a station now, with its cost."""
    if corporation.stations <= 0:
        return {}
    found = {}
    known = distances(g, corporation)
    for hex_name in known:
        try:
            found[hex_name] = check_station(g, corporation, hex_name, known)[0]
        except IllegalAction:
            continue
    return found
