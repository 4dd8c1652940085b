"""Laying and upgrading track (rulebook 1.4-1.5), shared by every 18xx title."""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from dataclasses import dataclass, field
from functools import lru_cache
from typing import Protocol

from engine.core.errors import IllegalAction
from engine.core.hexgrid import EDGE_WORDS, Hex, opposite
from engine.eighteen.shared.board import Board
from engine.eighteen.shared.gamedata import NO_TRACK, HexSpec, TileSpec
from engine.eighteen.shared.tiles import PlacedTile, colour_problem, distinct_rotations, tile_kind, upgrade_problem
from engine.eighteen.shared.track import TrackGraph

KIND_WORDS = {"open": "open-track", "small": "small-city", "double": "double-town", "large": "large-city",
              "metropolis": "Metropolis"}


class TilePhase(Protocol):
    """What tile laying needs of a phase: its name and the tile colours it allows."""

    @property
    def name(self) -> str:
        """The phase's name."""
        ...

    @property
    def tiles(self) -> Sequence[str]:
        """The tile colours the phase allows to be laid."""
        ...


@dataclass
class TrackState:
    """What lies on the map: tiles by hex, station tokens by hex, tiles left in the supply."""

    tiles: dict[str, tuple[str, int]] = field(default_factory=dict)  # hex -> (tile id, rotation)
    tokens: dict[str, list[str]] = field(default_factory=dict)  # hex -> railroads in its city
    supply: dict[str, int] = field(default_factory=dict)

    @classmethod
    def initial(cls, board: Board, manifest: Mapping[str, int]) -> TrackState:
        """The map at the start: the preprinted tiles on their hexes and the full supply of tiles."""
        tiles = {h.hex: (h.preprinted.tile, h.preprinted.rotation) for h in board.spec.hexes if h.preprinted}
        return cls(tiles=tiles, supply=dict(manifest))

    def placed(self, board: Board) -> dict[str, PlacedTile]:
        """The tiles on the map by hex, each with its rotation."""
        return {h: PlacedTile(board.tiles[t], r) for h, (t, r) in self.tiles.items()}

    def stop_value(self, board: Board, phase: str, stop: str) -> int:
        """Revenue of a route stop named as in routes ('E4', 'WEST'), without building the graph."""
        if stop in board.offboards:
            return board.offboards[stop].values.get(phase, 0)  # type: ignore[call-overload]
        spec = board.tiles[self.tiles[stop][0]]
        return spec.cities[0].revenue if spec.cities else spec.towns[0].revenue

    def graph(self, board: Board, phase: str) -> TrackGraph:
        """The track graph of this position (memoised: replays ask for the same one often)."""
        tokens = tuple(sorted((h, tuple(t)) for h, t in self.tokens.items()))
        return _graph(board, phase, tuple(sorted(self.tiles.items())), tokens)


@dataclass(frozen=True)
class LayContext:
    """Who is laying and what the rules currently allow."""

    board: Board
    track: TrackState
    phase: TilePhase
    railroad: str
    must_lay_home: bool  # its home city is unimproved and it has no station yet
    title_name: str
    values_key: str | None = None  # the off-board values in force, when not named by the phase (18GL)
    anywhere: bool = False  # the tile need not extend the railroad's track (18GL's EJ&E and ferry landings)
    from_home: str | None = None  # new track is traced from the station in this hex only (18EZ, rules revision 4)

    @property
    def graph_key(self) -> str:
        """The name the off-board values in force go by: the values' own key (18GL), else the phase's name."""
        return self.values_key or self.phase.name


def check_lay(ctx: LayContext, hex_name: str, tile_id: str, rotation: int) -> PlacedTile:
    """Return the tile as it would lie, or raise IllegalAction with the broken rule."""
    hex_name, tile, place = check_tile_on_hex(ctx, hex_name, tile_id)
    board, track = ctx.board, ctx.track
    new = PlacedTile(tile, rotation)
    current = track.tiles.get(hex_name)
    if current is not None:
        old = PlacedTile(board.tiles[current[0]], current[1])
        problem = upgrade_problem(old, new, board.layout)
        if problem:
            raise IllegalAction(f"tile {tile_id} cannot replace tile {old.id} on {place}: {problem}")
    for edge in sorted(new.exits):
        problem = _edge_problem(board, hex_name, edge)
        if problem:
            side = EDGE_WORDS[board.layout][edge]
            raise IllegalAction(f"tile {tile_id} at rotation {rotation} on {place} would {problem} at its {side} side")
    _check_connection(ctx, hex_name, new, current is None)
    return new


def check_tile_on_hex(ctx: LayContext, hex_name: str, tile_id: str) -> tuple[str, TileSpec, str]:
    """The part of `check_lay` no rotation changes: (the hex's name, the tile, its place words), or
    IllegalAction with the broken rule."""
    board, track = ctx.board, ctx.track
    try:
        hex_name = Hex.parse(hex_name).name
    except ValueError as error:
        raise IllegalAction(str(error)) from None
    if hex_name in board.offboard_at:
        raise IllegalAction(f"{hex_name} is {board.label(board.offboard_at[hex_name].id)}, where no tile may ever be laid")
    spec = board.hexes.get(hex_name)
    if spec is None:
        raise IllegalAction(f"{hex_name} is not a hex on the map")
    place = board.label(hex_name)
    if spec.kind == "gray":
        raise IllegalAction(f"{place} is a pre-printed grey hex and can never be upgraded")
    if spec.kind in NO_TRACK:
        raise IllegalAction(f"{place} is {'a lake' if spec.kind == 'lake' else 'impassable'}: no track may ever be laid there")
    tile = board.tiles.get(tile_id)
    if tile is None or (tile_id not in track.supply):
        raise IllegalAction(f"there is no tile {tile_id} in {ctx.title_name}")
    if track.supply[tile_id] <= 0:
        raise IllegalAction(f"no copies of tile {tile_id} are left in the supply")
    if tile.color not in ctx.phase.tiles:
        raise IllegalAction(f"{tile.color} tiles may not be laid in the {ctx.phase.name} phase")
    kind = tile_kind(tile)
    if kind != spec.kind:
        if spec.kind == "metropolis":
            raise IllegalAction(f"only Metropolis tiles may be laid on {place}")
        if kind == "metropolis":
            raise IllegalAction(f"Metropolis tiles may only be laid on Metropolis, not on {place}")
        raise IllegalAction(f"{place} is {_a(KIND_WORDS[spec.kind])} hex; tile {tile_id} is {_a(KIND_WORDS[kind])} tile")
    _check_label(spec, tile, place)
    current = track.tiles.get(hex_name)
    if current is None:
        if tile.color != "yellow":
            raise IllegalAction(f"the first tile laid on an unimproved hex must be yellow, and {place} is unimproved")
    else:
        problem = colour_problem(board.tiles[current[0]].color, tile.color)
        if problem:
            raise IllegalAction(f"tile {tile_id} cannot replace tile {current[0]} on {place}: {problem}")
    return hex_name, tile, place


def _a(word: str) -> str:
    return ("an " if word[0] in "aeiou" else "a ") + word


def _check_label(spec: HexSpec, tile: TileSpec, place: str) -> None:
    """Proprietary tiles (18GL's Chicago, Detroit, ...) go only where the map shows their label."""
    label = tile.label if tile.label != "Metropolis" else None  # 18EZ's Metropolis is a kind of its own
    if label == spec.label:
        return
    if spec.label is not None:
        raise IllegalAction(f"only tiles labelled {spec.label} may be laid on {place}")
    raise IllegalAction(f"tile {tile.id} is labelled {label} and may only be laid where the map shows {label}")


def _edge_problem(board: Board, hex_name: str, edge: int) -> str | None:
    """Why track may not leave `hex_name` by `edge` (4.6.1.1's prohibited hexes and hexsides), or None."""
    if (hex_name, edge) in board.walls:
        return "cross the lake shore"
    neighbour = Hex.parse(hex_name).neighbour(edge, board.layout).name
    facing = board.hexes.get(neighbour)
    if facing is not None:
        if facing.kind in NO_TRACK and (hex_name, edge) not in board.ferry_landings:
            return "run into a lake" if facing.kind == "lake" else "run into an impassable hex"
        return None
    offboard = board.offboard_at.get(neighbour)
    if offboard is not None and opposite(edge) in offboard.exits_at(neighbour):
        return None
    return "lead off the map"  # past the edge, or into an off-board's side without an arrow


def lay_cost(board: Board, hex_name: str, upgrade: bool) -> tuple[int, str | None]:
    """(cost, "river" / "hill" / None) of laying a tile: terrain costs the first tile only; some hexes
    (18GL's Chicago) cost something for every upgrade (4.6.1.1)."""
    spec = board.hexes[hex_name]
    if upgrade:
        return spec.upgrade_cost, None
    return spec.cost, spec.terrain


def _check_connection(ctx: LayContext, hex_name: str, new: PlacedTile, fresh: bool) -> None:
    board, rr = ctx.board, ctx.railroad
    place = board.label(hex_name)
    if ctx.anywhere:
        return
    if ctx.must_lay_home:
        home = board.railroads[rr].home
        assert home is not None
        if hex_name != home:
            raise IllegalAction(f"{rr} must lay its first tile on its home city, {board.label(home)}")
        return
    # 18EZ (revision 4): a new tile is traced from the home station (Level 1, Level 3 2.3: "a legal route from its
    # home station"); an upgrade from any station ("a legal route to the hex in question", 2.4)
    home = ctx.from_home if fresh else None
    reach = ctx.track.graph(board, ctx.graph_key).reach(rr, home)
    if hex_name not in reach.hexes():
        start = "its home station" if home else "its station"
        raise IllegalAction(f"{rr} cannot trace a route from {start} to {place}")
    # An upgrade is reached if the railroad reaches the track already on the hex;
    # otherwise (a fresh hex, or a tile its track only points at) the new tile
    # must meet the railroad's track at one of its exits.
    on_track = not fresh and any(node.hex == hex_name for node in reach.nodes)
    if not on_track and not any(reach.feeds(hex_name, edge) for edge in new.exits):
        raise IllegalAction(f"tile {new.id} at rotation {new.rotation} on {place} does not extend {rr}'s track")


def legal_lays(ctx: LayContext, hexes: list[str] | None = None) -> list[tuple[str, str, int]]:
    """Every (hex, tile, rotation) the railroad may lay now, optionally only on `hexes`."""
    board, track = ctx.board, ctx.track
    if hexes is None:
        if ctx.must_lay_home:
            hexes = [board.railroads[ctx.railroad].home]
        else:
            hexes = sorted(
                ctx.track.graph(board, ctx.graph_key).reach(ctx.railroad).hexes() & board.hexes.keys(),
                key=lambda h: Hex.parse(h),
            )
    tiles: list[TileSpec] = [board.tiles[t] for t, n in sorted(track.supply.items(), key=_tile_order) if n > 0]
    rotations = {tile.id: distinct_rotations(tile) for tile in tiles}
    found = []
    for hex_name in hexes:
        for tile in tiles:
            try:  # what no rotation changes, once (check_lay judges each rotation again in full)
                check_tile_on_hex(ctx, hex_name, tile.id)
            except IllegalAction:
                continue
            for rotation in rotations[tile.id]:
                try:
                    check_lay(ctx, hex_name, tile.id, rotation)
                except IllegalAction:
                    continue
                found.append((hex_name, tile.id, rotation))
    return found


def _tile_order(item: tuple[str, int]) -> tuple[int, str]:
    tile_id = item[0]
    return (int(tile_id) if tile_id.isdigit() else 10_000, tile_id)


@lru_cache(maxsize=64)
def _graph(
    board: Board, phase: str, tiles: tuple[tuple[str, tuple[str, int]], ...], tokens: tuple[tuple[str, tuple[str, ...]], ...]
) -> TrackGraph:
    links = _links(board, tiles)
    return TrackGraph(board, links.tiles, {h: list(t) for h, t in tokens}, phase, links.adjacency, links.twin)


@lru_cache(maxsize=64)
def _links(board: Board, tiles: tuple[tuple[str, tuple[str, int]], ...]) -> TrackGraph:
    """The track's links, which depend on the tiles alone: shared by the graphs of every phase and station
    placement over the same tiles (a station placed, a phase begun, rebuild nothing)."""
    return TrackGraph(board, {h: _placed(board, t, r) for h, (t, r) in tiles}, {}, "")


@lru_cache(maxsize=4096)
def _placed(board: Board, tile: str, rotation: int) -> PlacedTile:
    """A tile at a rotation, its rotated paths worked out once (read-only)."""
    return PlacedTile(board.tiles[tile], rotation)


def clear_graph_memo() -> None:
    """Forget memoised graphs (benchmarks measure cold replays with it)."""
    from engine.eighteen.shared.track import clear_track_memo

    _graph.cache_clear()
    _links.cache_clear()
    _placed.cache_clear()
    clear_track_memo()
