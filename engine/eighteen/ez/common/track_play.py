"""Operating-round pieces shared by the 18EZ levels: laying tiles with the home
station, the free home station, route running, and the bank's trains."""

from __future__ import annotations

from engine.core.hexgrid import Hex
from engine.eighteen.ez.common.depot import Depot
from engine.eighteen.shared.board import Board
from engine.eighteen.shared.building import LayContext, TrackState, check_lay
from engine.eighteen.shared.gamedata import PhaseSpec, RulesSpec
from engine.eighteen.shared.moves import LayTile, RunTrains
from engine.eighteen.shared.runs.routes import RouteFinder, RouteRequest
from engine.eighteen.shared.tiles import PlacedTile
from engine.eighteen.shared.track import CITY, Node, TrackGraph

Run = tuple[str, list[str], int]  # (train, stop names, revenue)


def has_station(track: TrackState, railroad: str) -> bool:
    """Whether the railroad has a station marker anywhere on the map."""
    return any(railroad in held for held in track.tokens.values())


def city_slots(board: Board, track: TrackState, hex_name: str) -> int:
    """Station spaces in the city on `hex_name` (0 when it has no city tile)."""
    placed = track.tiles.get(hex_name)
    if placed is None:
        return 0
    cities = board.tiles[placed[0]].cities
    return cities[0].slots if cities else 0


def lay_context(board: Board, track: TrackState, phase: PhaseSpec, railroad: str, title_name: str,
                from_home: bool = False) -> LayContext:
    """`from_home`: new track is traced from the railroad's home station only (18EZ 2.3, rules revision 4)."""
    home = board.railroads[railroad].home
    must_home = not has_station(track, railroad) and home not in track.tiles
    return LayContext(board, track, phase, railroad, must_home, title_name, from_home=home if from_home else None)


def lay_tile(ctx: LayContext, action: LayTile, trusted: bool, messages: list[str]) -> LayTile:
    """Check (unless replaying) and lay the tile; the railroad's free home station goes in
    when it improves its own home city (rulebook 1.4 / 2.3)."""
    board, track, railroad = ctx.board, ctx.track, ctx.railroad
    # A replayed move was checked when it was made.
    tile = PlacedTile(board.tiles[action.tile], action.rotation) if trusted else check_lay(ctx, action.hex, action.tile, action.rotation)
    hex_name = Hex.parse(action.hex).name
    old = track.tiles.get(hex_name)
    if old is not None and old[0] in track.supply:
        track.supply[old[0]] += 1  # an upgraded-away tile goes back to the supply
    track.supply[tile.id] -= 1
    track.tiles[hex_name] = (tile.id, tile.rotation)
    verb = "upgrades" if old else "lays"
    messages.append(f"{railroad} {verb} tile {tile.id} on {board.label(hex_name)} (rotation {tile.rotation}).")
    if hex_name == board.railroads[railroad].home and not has_station(track, railroad):
        track.tokens.setdefault(hex_name, []).append(railroad)
        messages.append(f"{railroad} places its station in {board.label(hex_name)}.")
    return LayTile(hex=hex_name, tile=tile.id, rotation=tile.rotation)


def home_station_if_improved(board: Board, track: TrackState, railroad: str, messages: list[str]) -> None:
    """Someone else improved the home city first: the station goes in at the start of the turn, free."""
    home = board.railroads[railroad].home
    if not has_station(track, railroad) and home in track.tiles:
        tokens = track.tokens.setdefault(home, [])
        if len(tokens) < city_slots(board, track, home):
            tokens.append(railroad)
            messages.append(f"{railroad} places its station in {board.label(home)}.")


def reaches_city(graph: TrackGraph, railroad: str, hex_name: str, home: str | None = None) -> bool:
    """A legal route from the railroad's stations (from its station in `home` only, if given) reaches the city."""
    return Node(CITY, hex_name) in graph.reach(railroad, home).nodes


def routes_for(
    graph: TrackGraph, track: TrackState, board: Board, phase: str, railroad: str, action: RunTrains,
    cities: list[tuple[str, int]], trusted: bool, bonus: dict[str, int] | None = None,
) -> list[Run]:
    """(train, stops, revenue) of each train's route: the best, or the given ones checked.
    `cities`: (type, cities it may visit) of every train the railroad owns, one entry per train.
    `bonus`: extra value of some stops for this railroad (e.g. a hotel); the graph must carry the same."""
    if trusted and action.routes is not None:
        extra = bonus or {}
        return [(r.train, list(r.stops), sum(track.stop_value(board, phase, s) + extra.get(s, 0) for s in r.stops))
                for r in action.routes]
    finder = RouteFinder(graph, railroad)
    if action.routes is None:
        routes = finder.best(cities)
    else:
        routes = finder.check([RouteRequest(r.train, tuple(r.stops)) for r in action.routes], cities)
    return [(r.train, list(r.names), r.revenue) for r in routes]


def describe_runs(board: Board, railroad: str, runs: list[Run], messages: list[str]) -> None:
    """Say each train's run: its stops and what it earned."""
    for train, names, value in runs:
        stops = " - ".join(board.label(n) for n in names)
        messages.append(f"{railroad}'s type {train} train runs {stops} for ${value}.")


def sell_from_bank(depot: Depot, rules: RulesSpec, train: str, messages: list[str]) -> PhaseSpec | None:
    """Take a train from the bank; announce the phase it starts, if any (scrapping is the caller's)."""
    old_phase = depot.phase(rules)
    new_phase = depot.sell(rules, train)
    if new_phase is not None:
        if new_phase.name != old_phase.name:
            messages.append(f"The {new_phase.name} phase begins: {', '.join(new_phase.tiles)} tiles may now be laid.")
        else:  # a later step of the same colour (Level 3's first 4 and 6): its effects follow
            messages.append(f"The first type {train} train is sold: the {new_phase.name} phase goes on.")
        for scrapped in new_phase.scrap:
            depot.left[scrapped] = 0
    return new_phase
