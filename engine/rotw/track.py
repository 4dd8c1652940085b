"""Building track (rulebook "A - Build Track"): up to four tiles in one action, all in one link,
starting at a city or at the end of one of the player's own incomplete links, stopping on reaching
a city. A tile turns at most 60° (no sharp curves); a hex may hold a second track only as a
crossover that shares no side with the first; no track on water. The end of an incomplete link
points somewhere (straight on, unless the player says `toward` a neighbour); going on elsewhere
redirects it, paying its hex's cost again. Two incomplete links of one player that meet end to
end become one complete link.

A move is written as the hexes in order: `build C23 D22 E21 E19` (C23 a city) or, going on from
an incomplete link ending in E19, `build E19 F18 G17`; `toward:G15` names where the last tile
points when the link stays incomplete.
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass
from typing import TYPE_CHECKING

from engine.core.errors import IllegalAction
from engine.core.hexgrid import EDGE_WORDS, POINTY, Hex, opposite
from engine.rotw import switches, variants
from engine.rotw.cards.play import link_refused
from engine.rotw.state import Link, Segment

if TYPE_CHECKING:
    from engine.rotw.board import Board
    from engine.rotw.contract import RotwGame as Rotw


@dataclass(frozen=True)
class Tile:
    hex: str
    entry: int
    exit: int | None
    cost: int


@dataclass(frozen=True)
class BuildPlan:
    link: Link | None  # the incomplete link extended (None: a new link)
    start: str  # the city the link leaves
    redirect: Tile | None  # the incomplete link's end tile turned elsewhere (paid again)
    tiles: tuple[Tile, ...]
    end: str | None  # the city reached, if any
    joins: Link | None  # another of the player's incomplete links met end to end
    cost: int
    switch: int | None = None  # Switch Tracks: the link whose hex (`start`) the new branch leaves


def turn_ok(entry: int, exit_: int) -> bool:
    """Straight on, or a 60° curve: the exit is opposite the entry or next to that."""
    return exit_ in (opposite(entry), (opposite(entry) + 1) % 6, (opposite(entry) + 5) % 6)


def segments_in(g: Rotw, hex_name: str) -> list[Segment]:
    """The track segments of every link in the hex."""
    return [s for link in g.state.links for s in link.segments if s.hex == hex_name]


def _sides(segment: Segment) -> set[int]:
    return {segment.entry} | ({segment.exit} if segment.exit is not None else set())


def _room(g: Rotw, hex_name: str, entry: int, exit_: int | None) -> str | None:
    """Why a track from `entry` to `exit_` cannot go in the hex, or None."""
    here = segments_in(g, hex_name)
    if len(here) >= 2:
        return f"{hex_name} already holds two tracks"
    new = {entry} | ({exit_} if exit_ is not None else set())
    if here and _sides(here[0]) & new:
        return f"the track in {hex_name} would touch the track already there; a second track may only cross it"
    return None


def spoke_problem(g: Rotw, city: str, side: int) -> str | None:
    """Why track may not meet the city by this side of its hex: no printed spoke there (rulebook: city
    hexes take track only at their spokes; a map without spokes in its data allows every side)."""
    spokes = getattr(g.board.cities[city], "spokes", None)
    if spokes is not None and side not in spokes:
        return f"{g.board.label(city)} has no track spoke on its {EDGE_WORDS[POINTY][side]} side"
    return None


def incomplete(g: Rotw, player: int) -> dict[str, Link]:
    """The player's incomplete links by the hex of their end tile."""
    return {link.segments[-1].hex: link for link in g.state.links
            if link.owner == player and not link.complete and link.segments}


@dataclass(frozen=True)
class Pricing:
    """A card's prices (engine/rotw/cards/building.py): `tile(hex, side entered by)` a track tile there, its ridge included
    (a Land Grant's free plains, …); `ridge(hex, side entered by)` a ridge alone, crossed into a city or into
    another link's end."""

    tile: Callable[[str, int], int]
    ridge: Callable[[str, int], int]
    ferry: bool = False  # a Ferry Line card: one ferry hex may be built on


def not_next(board: Board, there: str, here: str) -> str:
    """A path with a gap, said with the cities' names, and how to name a path."""
    return (f"{board.label(there)} is not next to {board.label(here)}: a path names every hex on the way, city names "
            "allowed (/build suggests whole paths with their cost as you type)")


def plan_build(g: Rotw, player: int, path: tuple[str, ...], toward: str | None, most: int,
               price: Pricing | None = None) -> BuildPlan:
    """Check a build; `price` is a card's pricing, else the terrain's and the ridges'. A ridge costs the same
    whichever way it is crossed: the one between the last tile and the city (or the link) it reaches is paid
    too (from rules revision 1; before, only a ridge crossed into a tile was)."""
    board, rules = g.board, g.rules

    def cost_of(hex_name: str, entered_by: int) -> int:
        return price.tile(hex_name, entered_by) if price is not None else board.tile_cost(rules, hex_name, entered_by)

    def ridge_of(hex_name: str, entered_by: int) -> int:
        if not g.since("rotw-ridge-both-ways"):
            return 0
        return price.ridge(hex_name, entered_by) if price is not None else board.ridge_cost(rules, hex_name, entered_by)

    names = []
    for text in path:
        city = board.city(text)
        try:
            names.append(city or Hex.parse(text).name)
        except ValueError as error:
            raise IllegalAction(str(error)) from None
    if len(names) < 2:
        raise IllegalAction("name where the track starts (a city or the end of your incomplete link) and at least one hex to build")
    for hex_name in names:
        if not board.on_map(hex_name):
            raise IllegalAction(f"{hex_name} is not a hex on the map")
    first = names[0]
    mine = incomplete(g, player)
    link: Link | None = None
    redirect: Tile | None = None
    switch: int | None = None
    cost = 0
    if first in board.cities:
        start, came_from, previous_exit = first, first, None
        side = board.edge_to(first, names[1])
        problem = (spoke_problem(g, first, side) if side is not None else None) or link_refused(g, player, first)
        if problem:
            raise IllegalAction(problem)
    elif first in mine:
        link = mine[first]
        start = link.start
        end_tile = link.segments[-1]
        came_from = first
        wanted = board.edge_to(first, names[1])
        if wanted is None:
            raise IllegalAction(not_next(board, names[1], first))
        if wanted != end_tile.exit:
            if "cutthroat" in g.options:
                raise IllegalAction(f"the Cut Throat variant is on: the end of your incomplete link in {first} "
                                    f"may not be redirected")
            if not turn_ok(end_tile.entry, wanted):
                raise IllegalAction(f"the track in {first} cannot turn that sharply towards {names[1]}")
            redirect = Tile(first, end_tile.entry, wanted, cost_of(first, end_tile.entry))
            cost += redirect.cost
        previous_exit = wanted
    elif (parent := switches.parent_at(g, player, first)) is not None:
        switches.check(g, player, first, board.edge_to(first, names[1]), segments_in(g, first))
        start, came_from, previous_exit = first, first, None
        switch = parent.id
        most -= int(switches.numbers()["counts_as_track_builds"])  # the switch is one of the tiles
    else:
        raise IllegalAction(f"track starts at a city or at the end of one of your incomplete links; {board.label(first)} is neither")
    tiles: list[Tile] = []
    end: str | None = None
    joins: Link | None = None
    hexes = names[1:]
    ferried = 0
    for index, hex_name in enumerate(hexes):
        entry_side = board.edge_to(hex_name, came_from)
        if entry_side is None:
            raise IllegalAction(not_next(board, hex_name, came_from))
        if (hex_name, entry_side) in board.barriers:
            raise IllegalAction(f"no track crosses {board.spec.barrier_name or 'the black line'} between {came_from} "
                                f"and {hex_name}")
        if previous_exit is not None and board.neighbour(came_from, previous_exit) != hex_name:
            raise IllegalAction(f"the track in {came_from} does not lead to {hex_name}")
        if hex_name in board.cities:
            if hex_name == start:
                raise IllegalAction(f"a link joins two different cities; it may not return to {board.label(start)}")
            if index != len(hexes) - 1:
                raise IllegalAction(f"building stops on reaching a city: {board.label(hex_name)} ends the link")
            if not tiles and link is None:
                raise IllegalAction(f"{board.label(start)} and {board.label(hex_name)} are neighbours; a link needs a tile between them")
            problem = spoke_problem(g, hex_name, board.edge_to(hex_name, came_from) or 0) or link_refused(g, player, hex_name)
            if problem:
                raise IllegalAction(problem)
            cost += ridge_of(hex_name, entry_side)
            end = hex_name
            break
        if hex_name in board.partial:
            raise IllegalAction(f"{hex_name} is only partly outlined on the board (a shore): track is laid only in complete hexes")
        if hex_name in board.ferries:
            if price is None or not price.ferry:
                raise IllegalAction(f"{hex_name} is a ferry spot: only a Ferry Line card builds there (card:…)")
            ferried += 1
            if ferried > 1:
                raise IllegalAction("a Ferry Line card builds over one ferry hex")
        elif not board.buildable(hex_name):
            raise IllegalAction(f"{hex_name} is water: no track may be built there")
        drover = variants.drover_problem(g, hex_name)
        if drover:
            raise IllegalAction(drover)
        other = mine.get(hex_name)
        if other is not None and other is not link and other.segments[-1].exit == entry_side:
            if other.switch is not None or switch is not None or (link is not None and link.switch is not None):
                raise IllegalAction("a Switch Track's branch must reach a city, not meet another incomplete link")
            if index != len(hexes) - 1:
                raise IllegalAction(f"meeting your incomplete link in {hex_name} completes it there")
            cost += ridge_of(hex_name, entry_side)
            joins = other
            end = other.start
            break
        if len(tiles) >= most:
            raise IllegalAction(f"one Build Track action lays at most {most} tiles")
        following = hexes[index + 1] if index + 1 < len(hexes) else (Hex.parse(toward).name if toward else None)
        if following is not None:
            exit_ = board.edge_to(hex_name, following)
            if exit_ is None:
                raise IllegalAction(not_next(board, following, hex_name))
        else:
            exit_ = opposite(entry_side)  # the end of an incomplete link points straight on
        if not turn_ok(entry_side, exit_):
            side = EDGE_WORDS[POINTY][exit_]
            raise IllegalAction(f"the track in {hex_name} cannot turn that sharply (out by its {side} side)")
        problem = _room(g, hex_name, entry_side, exit_)
        if problem:
            raise IllegalAction(problem)
        tile = Tile(hex_name, entry_side, exit_, cost_of(hex_name, entry_side))
        tiles.append(tile)
        cost += tile.cost
        came_from, previous_exit = hex_name, exit_
    if g.rules.track_tiles is not None and tiles:
        laid = sum(len(link.segments) for link in g.state.links)
        if laid + len(tiles) > g.rules.track_tiles:
            left = g.rules.track_tiles - laid
            raise IllegalAction(f"all {g.rules.track_tiles} track tiles are on the board" if left <= 0 else
                                f"only {left} of the {g.rules.track_tiles} track tiles {'is' if left == 1 else 'are'} "
                                f"left, and this build lays {len(tiles)}")
    if joins is not None and joins.start == start:
        raise IllegalAction("a link joins two different cities; these two halves start at the same city")
    if not tiles and redirect is None and joins is None and end is None:
        raise IllegalAction("the build lays no track")
    return BuildPlan(link, start, redirect, tuple(tiles), end, joins, cost, switch)


def lay(g: Rotw, player: int, plan: BuildPlan) -> Link:
    """Lay the planned tiles (the money is paid by the caller)."""
    state = g.state
    link = plan.link
    if link is None:
        link = Link(state.next_link, player, plan.start, [], switch=plan.switch)
        state.next_link += 1
        state.links.append(link)
    if plan.redirect is not None:
        link.segments[-1].exit = plan.redirect.exit
    if link.segments and plan.tiles:
        link.segments[-1].exit = g.board.edge_to(link.segments[-1].hex, plan.tiles[0].hex)
    for tile in plan.tiles:
        link.segments.append(Segment(tile.hex, tile.entry, tile.exit))
    if plan.end is not None and plan.joins is None:
        link.segments[-1].exit = None if not link.segments else g.board.edge_to(link.segments[-1].hex, plan.end)
        link.end = plan.end
    if plan.joins is not None:
        other = plan.joins
        for segment in reversed(other.segments):
            link.segments.append(Segment(segment.hex, segment.exit if segment.exit is not None else segment.entry, segment.entry))
        link.end = other.start
        state.links.remove(other)
    return link
