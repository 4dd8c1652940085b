"""The Railways of the World map of a position: the empty board (renderer/rotw/board.py) with every
link in its owner's colour (dashed while incomplete, numbered), the cities in their colours (a ring
once urbanized) with their goods cubes and Empty City Markers, the Western Links, and a legend.

Only what every player sees is drawn: never a Rail Baron card, the deck or the seed.
"""

from __future__ import annotations

import math
from dataclasses import dataclass
from itertools import pairwise
from typing import Protocol

from PIL import Image, ImageDraw

from engine.rotw.deliver import city_color
from engine.rotw.game import Rotw
from engine.rotw.state import Link, Segment
from engine.rotw.view import RotwView
from renderer.common import panel, style
from renderer.common.geometry import Point, edge_mid, edge_to_edge
from renderer.rotw import board as rotwboard
from renderer.rotw.board import SUPERSAMPLE, BoardLayout

COLOURS: dict[str, style.RGB] = {  # cities and goods cubes
    "red": (214, 38, 38),
    "yellow": (246, 206, 28),
    "blue": (36, 88, 214),
    "purple": (128, 56, 170),
    "black": (32, 32, 36),
    "gray": (150, 150, 156),
}
LETTERS = {"red": "R", "yellow": "Y", "blue": "B", "purple": "P", "black": "K", "gray": ""}
# Players' track: strong colours unlike the cities' and cubes', each on a dark casing.
PLAYER_COLOURS: tuple[style.RGB, ...] = (
    (250, 128, 10),  # orange
    (20, 160, 70),  # green
    (230, 50, 170),  # magenta
    (20, 190, 225),  # cyan
    (252, 252, 252),  # white
    (140, 84, 30),  # brown
)
CASING: style.RGB = (30, 30, 34)
MARKER: style.RGB = (70, 70, 76)

CITY_SPOT, CITY_RADIUS = (0.0, -0.16), 0.42
RING = 0.085  # an urbanized city's ring, outside its circle
CUBE, CUBE_STEP, CUBES_A_ROW = 0.34, 0.38, 4
NAME_Y, NAME_SIZE = 0.8, 0.34
NAME_PX = 15  # the least size of a city's name in the picture, px
NAME_HALO = 0.2  # the white halo round a city's name, of its size
TRACK, TRACK_CASING = 0.17, 0.05  # in hex radii
DASH, GAP = 0.3, 0.24
LABEL = 0.22  # a link number's disc
LEGEND_TITLE, LEGEND_TEXT = 26, 21


def player_colour(player: int) -> style.RGB:
    return PLAYER_COLOURS[player % len(PLAYER_COLOURS)]


# -- links -------------------------------------------------------------------------------------------


def segment_line(segment: Segment) -> list[Point]:
    """A tile's track in hex radii: entry edge to exit edge, or to the centre where it ends."""
    if segment.exit is None or segment.exit == segment.entry:
        return [edge_mid(segment.entry), (0.0, 0.0)]
    return edge_to_edge(segment.entry, segment.exit)


def link_points(big: BoardLayout, link: Link) -> list[Point]:
    """The link's line in pixels: from its city's centre through each tile (entry edge to exit edge)
    to the city it reaches, or to the open end of an incomplete link."""
    points = [big.centre(link.start)]
    for segment in link.segments:
        points += [big.at(segment.hex, p) for p in segment_line(segment)]
    if link.end is not None:
        points.append(big.centre(link.end))
    return points


def _dashes(points: list[Point], dash: float, gap: float) -> list[list[Point]]:
    """The polyline cut into dashes `dash` long with `gap` between them."""
    pieces: list[list[Point]] = []
    current: list[Point] = [points[0]]
    drawing, left = True, dash
    for a, b in pairwise(points):
        length = math.dist(a, b)
        start = 0.0
        while length - start > left:
            start += left
            t = start / length
            cut = (a[0] + (b[0] - a[0]) * t, a[1] + (b[1] - a[1]) * t)
            if drawing:
                current.append(cut)
                pieces.append(current)
            current = [cut]
            drawing = not drawing
            left = dash if drawing else gap
        left -= length - start
        if drawing:
            current.append(b)
        else:
            current = [b]
    if drawing and len(current) > 1:
        pieces.append(current)
    return pieces


def draw_link(draw: ImageDraw.ImageDraw, big: BoardLayout, link: Link) -> None:
    r = big.radius
    points = link_points(big, link)
    colour = player_colour(link.owner)
    width = round(r * TRACK)
    casing = width + 2 * round(r * TRACK_CASING)
    pieces = [points] if link.complete else _dashes(points, DASH * r, GAP * r)
    for piece in pieces:
        _line(draw, piece, CASING, casing, link.complete)
    for piece in pieces:
        _line(draw, piece, colour, width, link.complete)
    if not link.complete:  # the open end: a disc in the owner's colour
        x, y = points[-1]
        d = casing * 0.75
        draw.ellipse((x - d, y - d, x + d, y + d), fill=colour, outline=CASING, width=round(r * TRACK_CASING))
    if link.switch is not None:  # Switch Track: a diamond where the branch leaves the other link
        x, y = points[0]
        d = casing * 1.1
        draw.polygon([(x, y - d), (x + d, y), (x, y + d), (x - d, y)], fill=colour, outline=CASING)


def _line(draw: ImageDraw.ImageDraw, points: list[Point], colour: style.RGB, width: int, round_ends: bool) -> None:
    draw.line(points, fill=colour, width=width, joint="curve")
    if not round_ends:  # dashes end square, so the gaps stay open
        return
    d = width / 2
    for x, y in (points[0], points[-1]):  # round ends
        draw.ellipse((x - d, y - d, x + d, y + d), fill=colour)


def label_spot(big: BoardLayout, link: Link, taken: list[Point]) -> Point | None:
    """Where the link's number goes: on one of its tiles near the middle, clear of other numbers."""
    if not link.segments:
        return None
    middle = (len(link.segments) - 1) / 2
    order = sorted(range(len(link.segments)), key=lambda i: abs(i - middle))
    spots = []
    for index in order:
        segment = link.segments[index]
        spots.append(big.at(segment.hex, _halfway(segment_line(segment))))
    for spot in spots:
        if all(math.dist(spot, other) > 2.4 * LABEL * big.radius for other in taken):
            return spot
    return spots[0]


def _halfway(line: list[Point]) -> Point:
    """The point halfway along a polyline."""
    left = sum(math.dist(a, b) for a, b in pairwise(line)) / 2
    for a, b in pairwise(line):
        step = math.dist(a, b)
        if step >= left and step > 0:
            t = left / step
            return (a[0] + (b[0] - a[0]) * t, a[1] + (b[1] - a[1]) * t)
        left -= step
    return line[-1]


def draw_label(draw: ImageDraw.ImageDraw, big: BoardLayout, link: Link, spot: Point, owner: str) -> None:
    """The link's owner's initial and its number ("A7"), so the owner reads without the colour."""
    r = big.radius
    x, y = spot
    d = LABEL * r
    colour = player_colour(link.owner)
    draw.ellipse((x - d, y - d, x + d, y + d), fill=colour, outline=CASING, width=max(1, round(r * 0.03)))
    text = f"{owner[:1].upper()}{link.id}"
    size = style.fit_size(text, round(r * 0.3), 1.75 * d)
    style.centred_text(draw, (x, y + size * 0.05), text, size, style.ink_on(colour), bold=True)


# -- cities ------------------------------------------------------------------------------------------


def draw_city(draw: ImageDraw.ImageDraw, big: BoardLayout, game: Rotw, hex_name: str, view: RotwView | None = None) -> None:
    """One city; `view` is the game's public view (taken once for the whole map: it copies the position)."""
    r = big.radius
    state = view or game.public_view()
    shade = city_color(game, hex_name)
    colour = COLOURS[shade]
    x, y = big.at(hex_name, CITY_SPOT)
    line = max(2, round(r * 0.04))
    if hex_name in state.colors:  # urbanized: a white ring round the new colour
        d = (CITY_RADIUS + RING) * r
        draw.ellipse((x - d, y - d, x + d, y + d), fill=style.WHITE, outline=style.INK, width=line)
    d = CITY_RADIUS * r
    shown = state.rotors.get(hex_name)
    if shown is not None:  # City Rotor: a crown above the city in the second colour it takes
        c = d * 1.45
        draw.pieslice((x - c, y - c, x + c, y + c), 205, 335, fill=COLOURS[shown], outline=style.INK, width=line)
    draw.ellipse((x - d, y - d, x + d, y + d), fill=colour, outline=style.INK, width=line)
    if LETTERS[shade]:
        style.centred_text(draw, (x, y), LETTERS[shade], round(r * 0.4), style.ink_on(colour), bold=True)
    cubes = state.cubes.get(hex_name, [])
    if cubes:
        draw_cubes(draw, big, hex_name, cubes)
    elif hex_name in state.empty:
        draw_empty_marker(draw, big.at(hex_name, (0.0, 0.42)), r * 0.19)
    draw_badges(draw, big, game, hex_name, state)


def draw_city_name(draw: ImageDraw.ImageDraw, big: BoardLayout, game: Rotw, hex_name: str,
                   view: RotwView | None = None) -> None:
    """A city's name under its circle, in a white halo: drawn after everything else on the map (link numbers, a
    delivery's band and cube, a changed hex's outline), so nothing covers it."""
    r, cubes = big.radius, (view or game.public_view()).cubes.get(hex_name, [])
    nx, ny = big.at(hex_name, (0.0, NAME_Y if len(cubes) <= CUBES_A_ROW else NAME_Y + 0.17))
    size = max(round(r * NAME_SIZE), NAME_PX * big.scale)  # readable on a phone at full size, whatever the board
    style.centred_text(draw, (nx, ny), game.board.cities[hex_name].name, size, style.INK,
                       stroke=max(2, round(size * NAME_HALO)), stroke_fill=style.WHITE)


def draw_city_names(draw: ImageDraw.ImageDraw, big: BoardLayout, game: Rotw, view: RotwView | None = None) -> None:
    """Every city's name: the last layer of the map."""
    view = view or game.public_view()
    for city in game.board.cities:
        draw_city_name(draw, big, game, city, view)


def draw_badges(draw: ImageDraw.ImageDraw, big: BoardLayout, game: Rotw, hex_name: str, view: RotwView | None = None) -> None:
    """Small lettered discs beside a city: "H" for a Hotel (in its holder's colour), "M" for a Mine, "F"
    for each Fuel Depot, and a waiting cube's colour letter, in its player's colour."""
    state, r = view or game.public_view(), big.radius
    badges: list[tuple[str, int | None]] = []
    for player, standing in enumerate(state.players):
        for card in standing.cards:
            spec = next((c for c in game.cards.operations if c.id == card), None)
            if spec is not None and spec.kind == "hotel" and game.board.city(str(spec.params.get("city", ""))) == hex_name:
                badges.append(("H", player))
    if hex_name in state.mines:
        badges.append(("M", state.mines[hex_name]))
    if hex_name in state.fuel:
        owner, count = state.fuel[hex_name]
        badges += [("F", owner)] * count
    badges += [(cube[0][0].upper(), player) for player, cube in state.held.items() if cube[1] == hex_name]
    for index, (letter, owner) in enumerate(badges):
        x, y = big.at(hex_name, (0.42 + 0.26 * index, -0.30))
        d = r * 0.13
        fill = player_colour(owner) if owner is not None else style.WHITE
        draw.ellipse((x - d, y - d, x + d, y + d), fill=fill, outline=style.INK, width=max(1, round(r * 0.025)))
        style.centred_text(draw, (x, y), letter, round(r * 0.18), style.ink_on(fill), bold=True)


def draw_cubes(draw: ImageDraw.ImageDraw, big: BoardLayout, hex_name: str, cubes: list[str]) -> None:
    """The goods cubes in rows of up to four under the city's circle, each with its colour's letter."""
    r = big.radius
    shown = cubes if len(cubes) <= 2 * CUBES_A_ROW else cubes[: 2 * CUBES_A_ROW - 1]
    rows = [shown[i: i + CUBES_A_ROW] for i in range(0, len(shown), CUBES_A_ROW)]
    tops = (0.42,) if len(rows) == 1 else (0.22, 0.22 + CUBE_STEP)
    half = CUBE * r / 2
    for row, cy in zip(rows, tops, strict=False):
        count = len(row) + (1 if len(cubes) > len(shown) and row is rows[-1] else 0)
        for index in range(count):
            x, y = big.at(hex_name, ((index - (count - 1) / 2) * CUBE_STEP, cy))
            box = (x - half, y - half, x + half, y + half)
            if index >= len(row):  # more than fit: "+n"
                draw.rectangle(box, fill=style.WHITE, outline=style.INK, width=max(1, round(r * 0.025)))
                text = f"+{len(cubes) - len(shown)}"
                style.centred_text(draw, (x, y), text, style.fit_size(text, round(r * 0.22), 2 * half - 2), style.INK)
                continue
            colour = COLOURS.get(row[index], style.WHITE)
            draw.rectangle(box, fill=colour, outline=style.INK, width=max(1, round(r * 0.025)))
            style.centred_text(draw, (x, y + r * 0.01), LETTERS.get(row[index], "?"), round(r * 0.28), style.ink_on(colour),
                               bold=True)


def draw_empty_marker(draw: ImageDraw.ImageDraw, centre: Point, d: float) -> None:
    """An Empty City Marker: a white disc with a dark ring and a slash across it."""
    x, y = centre
    width = max(2, round(d * 0.3))
    draw.ellipse((x - d, y - d, x + d, y + d), fill=style.WHITE, outline=MARKER, width=width)
    s = d * 0.68
    draw.line([(x - s, y + s), (x + s, y - s)], fill=MARKER, width=width)


def draw_western_link(draw: ImageDraw.ImageDraw, big: BoardLayout, game: Rotw, hex_name: str,
                      view: RotwView | None = None) -> None:
    """An arrow west from the city: in the builder's colour once built, a hollow grey one before."""
    r = big.radius
    owner = (view or game.public_view()).western_links.get(hex_name)
    fill = player_colour(owner) if owner is not None else style.WHITE
    outline = CASING if owner is not None else style.MUTED
    shaft = [(-0.6, -0.09), (-1.2, -0.09), (-1.2, -0.22), (-1.5, 0.0), (-1.2, 0.22), (-1.2, 0.09), (-0.6, 0.09)]
    draw.polygon([big.at(hex_name, p) for p in shaft], fill=fill, outline=outline, width=max(2, round(r * 0.035)))
    text = "West" if owner is None else f"West: {game.player_name(owner)}"
    x, y = big.at(hex_name, (-1.05, -0.38))
    style.centred_text(draw, (x, y), text, style.fit_size(text, round(r * 0.26), 1.6 * r), style.INK,
                       stroke=max(2, round(r * 0.05)), stroke_fill=style.WHITE)


# -- the picture --------------------------------------------------------------------------------------


class Overlay(Protocol):
    """Something drawn over the map (e.g. a delivery, renderer/rotw/delivery.py), at the supersampled size."""

    def beneath_cities(self, image: Image.Image, big: BoardLayout) -> None:
        """Over the links, under the cities and the link numbers."""

    def above_cities(self, draw: ImageDraw.ImageDraw, big: BoardLayout) -> None:
        """Over everything on the map."""

    def panel_lines(self) -> list[panel.Line]:
        """Its own box, above the legend."""
        ...


def map_image(game: Rotw, overlay: Overlay | None = None) -> Image.Image:
    board = game.board
    plan = rotwboard.layout(board)
    image = rotwboard.background(board).copy()
    draw_position(image, plan.scaled(SUPERSAMPLE), game, overlay)
    image = image.reduce(SUPERSAMPLE)
    boxes = [overlay.panel_lines()] if overlay is not None else []
    return _with_legend(image, plan, [*boxes, legend_lines(game)])


def draw_position(image: Image.Image, big: BoardLayout, game: Rotw, overlay: Overlay | None = None,
                  names: bool = True) -> None:
    """The position over the empty board at the supersampled size: Western Links, links, `overlay`, cities, link
    numbers, the overlay's top, and last the city names (unless `names` is False: the caller draws more, then
    `draw_city_names`). `big` may be shifted to draw a part of the board (renderer/rotw/area.py)."""
    board = game.board
    draw = ImageDraw.Draw(image)
    view = game.public_view()  # once: it copies the whole position
    for city, spec in board.cities.items():
        if spec.western_link:
            draw_western_link(draw, big, game, city, view)
    links = sorted(view.links, key=lambda lk: (lk.complete, lk.id))  # complete links over incomplete ones
    for link in links:
        draw_link(draw, big, link)
    if overlay is not None:
        overlay.beneath_cities(image, big)
    for city in board.cities:
        draw_city(draw, big, game, city, view)
    taken: list[Point] = []
    for link in links:
        spot = label_spot(big, link, taken)
        if spot is not None:
            taken.append(spot)
            draw_label(draw, big, link, spot, game.player_name(link.owner))
    if overlay is not None:
        overlay.above_cities(draw, big)
    if names:
        draw_city_names(draw, big, game, view)


def _with_legend(image: Image.Image, plan: BoardLayout, boxes: list[list[panel.Line]]) -> Image.Image:
    """The legend (and any boxes above it, stacked) over open water in a corner of the map if there
    is room, else below the map."""
    sizes = [panel.measure(lines) for lines in boxes]
    width = max(w for w, _ in sizes)
    height = sum(h for _, h in sizes) + panel.GAP * 2 * (len(sizes) - 1)
    box = free_corner(plan, width, height)
    if box is None:
        below = rotwboard.MARGIN // 2
        canvas = Image.new("RGB", (max(image.width, width + 2 * rotwboard.MARGIN), image.height + height + below), style.PAPER)
        canvas.paste(image, (0, 0))
        box = (rotwboard.MARGIN, image.height, rotwboard.MARGIN + width, image.height + height)
        image = canvas
    draw = ImageDraw.Draw(image)
    top = box[1]
    for lines, (_, h) in zip(boxes, sizes, strict=True):
        panel.draw_panel(draw, (box[0], top, box[0] + width, top + h), lines)
        top += h + panel.GAP * 2
    return image


def free_corner(plan: BoardLayout, width: int, height: int) -> tuple[int, int, int, int] | None:
    """A box in a corner of the map covering only water and paper (no land hex), if there is one."""
    board = plan.board
    pad = rotwboard.MARGIN + 6
    right, bottom = plan.size[0] - pad, plan.size[1] - pad
    for left, top in ((right - width, bottom - height), (pad, bottom - height), (right - width, pad), (pad, pad)):
        box = (left, top, left + width, top + height)
        if left < pad or top < pad:
            continue
        land = any(_touches(plan, box, h) for h, kind in board.terrain.items() if kind != "water")
        if not land and not any(_touches(plan, box, h, 2.0) for h, c in board.cities.items() if c.western_link):
            return box
    return None


def _touches(plan: BoardLayout, box: tuple[int, int, int, int], hex_name: str, reach: float = 1.0) -> bool:
    x, y = plan.centre(hex_name)
    dx = max(box[0] - x, 0, x - box[2])
    dy = max(box[1] - y, 0, y - box[3])
    return math.hypot(dx, dy) < plan.radius * reach


@dataclass(frozen=True)
class Standing:
    """One player's public numbers, as the legend and the status card show them."""

    name: str
    colour: style.RGB
    money: int
    bonds: int
    engine: int
    score: int
    income: int
    links: int  # complete
    building: int  # incomplete


def standings(game: Rotw) -> list[Standing]:
    state = game.public_view()
    found = []
    for player, standing in enumerate(state.players):
        complete = sum(1 for lk in state.links if lk.owner == player and lk.complete)
        building = sum(1 for lk in state.links if lk.owner == player and not lk.complete)
        found.append(Standing(game.player_name(player), player_colour(player), standing.money, standing.bonds,
                              standing.engine, standing.score, game.income(standing.score), complete, building))
    return found


def stage_text(game: Rotw) -> str:
    state = game.public_view()
    if state.stage == "choose barons":
        return f"Turn {state.turn}: choosing Rail Baron cards"
    if state.stage == "auction":
        auction = state.auction
        bid = ""
        if auction is not None and auction.leader is not None:
            bid = f" (high bid ${auction.high},000 by {game.player_name(auction.leader)})"
        return f"Turn {state.turn}: auction for first player{bid}"
    if state.stage == "over":
        return f"Game over after turn {state.turn}"
    last = " (the last turn)" if state.last_turn is not None and state.turn >= state.last_turn else ""
    return f"Turn {state.turn}, round {state.round} of {game.rules.action_rounds}{last}"


def acting_text(game: Rotw) -> tuple[str, style.RGB | None]:
    acting = game.acting_players()
    if not acting:
        winners = game.winners()
        return ("Winner: " + " and ".join(game.player_name(p) for p in winners) if winners else "No one acts now", None)
    return (f"To act: {game.player_name(acting[0])}", player_colour(acting[0]))


def legend_lines(game: Rotw) -> list[panel.Line]:
    state = game.public_view()
    acting, chip = acting_text(game)
    lines = [
        panel.Line(game.name, LEGEND_TITLE, bold=True),
        panel.Line(stage_text(game), LEGEND_TEXT),
        panel.Line(acting, LEGEND_TEXT, bold=True, chip=chip),
    ]
    final = state.final_scores or {}
    for player, s in enumerate(standings(game)):
        points = f"{final[player]} final points" if player in final else f"{s.score} pts"
        lines.append(panel.Line(f"{s.name}: {points}, income ${s.income * 1000:,}, engine {s.engine}, ${s.money * 1000:,}, "
                                f"{s.bonds} bond{'s' if s.bonds != 1 else ''}, {s.links} link{'s' if s.links != 1 else ''}",
                                LEGEND_TEXT, chip=s.colour))
    lines.append(panel.Line(f"Empty City Markers {game.markers_text()}; goods cubes in the bag: "
                            f"{sum(state.bag.values())}", LEGEND_TEXT - 2, colour=style.MUTED))
    lines.append(panel.Line("Dashed track: a link not yet complete; slashed disc: Empty City Marker; "
                            "cubes R Y B P K(black)", LEGEND_TEXT - 4, colour=style.MUTED))
    if "switches" in game.options:
        lines.append(panel.Line("Diamond: a Switch Track, its branch joining a third city", LEGEND_TEXT - 4,
                                colour=style.MUTED))
    if "depots" in game.options:
        lines.append(panel.Line("F: a Fuel Depot, in its owner's colour; a colour letter beside it: a cube waiting "
                                "there", LEGEND_TEXT - 4, colour=style.MUTED))
    if state.rotors:
        lines.append(panel.Line("City Rotor: the crown above a city is the second colour it takes; it turns after "
                                "each delivery there", LEGEND_TEXT - 4, colour=style.MUTED))
    lines += [panel.Line(text, LEGEND_TEXT - 4, colour=style.MUTED) for text in board_notes(game)]
    return lines


def board_notes(game: Rotw) -> list[str]:
    """The legend's words on the board's own marks: North America's snow hexes and ferry spots."""
    board, notes = game.board, []
    snow = game.rules.track_costs.get("snow", 0)
    if board.snow and snow:
        notes.append(f"Pale plains: north of the Snow Line, where every hex costs ${snow},000 more a track tile")
    if board.ferries:
        notes.append("Ship in a blue circle: a ferry spot, built on only with a Ferry Line card")
    return notes
