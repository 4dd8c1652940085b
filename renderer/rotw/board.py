"""The empty Railways of the World board: where each hex lies in pixels, and the static layer drawn
once per board and kept (terrain, ridges, hex names, the row letters and column numbers around it).

The board is pointy-topped with 18xx doubled coordinates (engine/core/hexgrid.py): rows are letters
(A at the top, past Z to AA, AB, ...) and columns numbers. The hex size is chosen so that the map
is at most `MAX_WIDTH` pixels wide; everything is drawn at `SUPERSAMPLE` times that size and
shrunk, so lines and circles have smooth edges.
"""

from __future__ import annotations

import math
from dataclasses import dataclass
from functools import cached_property
from itertools import pairwise

from PIL import Image, ImageDraw

from engine.core.hexgrid import POINTY, Hex, centre_xy, row_letters
from engine.rotw.board import Board
from renderer.common import style
from renderer.common.geometry import Point, edge_ends, hex_points

SUPERSAMPLE = 2
MAX_WIDTH = 2000  # px: the Eastern U.S. board (~27 hexes a row) at about 40 px a hex radius
MAX_RADIUS = 64  # px: small boards are not blown up past this
MIN_RADIUS = 28  # px: a board with many hexes a row (Mexico) is drawn wider than MAX_WIDTH rather than smaller
MARGIN = 42  # room for the coordinates along the edges
WEST_ROOM = 1.95  # hex radii kept west of a Western Link city's centre for its arrow and label
HALF_WIDTH = math.sqrt(3) / 2

PLAINS: style.RGB = (232, 236, 210)
RIVER_FILL: style.RGB = (222, 233, 222)
RIVER: style.RGB = (40, 112, 205)
MOUNTAIN_FILL: style.RGB = (214, 190, 150)
MOUNTAIN: style.RGB = (112, 72, 36)
WATER: style.RGB = (142, 192, 234)
WATER_LINE: style.RGB = (122, 174, 220)
HEX_LINE: style.RGB = (160, 164, 146)
RIDGE: style.RGB = (62, 40, 22)
SNOW_FILL: style.RGB = (236, 242, 248)  # plains north of the Snow Line (North America)
FERRY: style.RGB = (40, 110, 190)
TERRAIN_FILL: dict[str, style.RGB] = {"plains": PLAINS, "river": RIVER_FILL, "mountain": MOUNTAIN_FILL, "water": WATER}

NAME_SPOT = -0.78  # a hex's own name (E6) under its top corner, in hex radii
NAME_SIZE = 0.24
RIDGE_WIDTH = 0.11


@dataclass(frozen=True, eq=False)
class BoardLayout:
    """Hex centres in pixels for one board; `scale` multiplies everything (2 = the supersampled size)."""

    board: Board
    radius: float  # circumradius of a hex, px
    origin: Point  # where hex-grid (0, 0) lands
    size: tuple[int, int]
    scale: int = 1

    def centre(self, hex_name: str) -> Point:
        x, y = centre_xy(Hex.parse(hex_name), POINTY)
        return (self.origin[0] + x * self.radius, self.origin[1] + y * self.radius)

    def at(self, hex_name: str, point: Point) -> Point:
        """A point given in hex radii from the hex's centre, in pixels."""
        cx, cy = self.centre(hex_name)
        return (cx + point[0] * self.radius, cy + point[1] * self.radius)

    def scaled(self, scale: int) -> BoardLayout:
        return BoardLayout(self.board, self.radius * scale, (self.origin[0] * scale, self.origin[1] * scale),
                           (self.size[0] * scale, self.size[1] * scale), self.scale * scale)

    @cached_property
    def hexes(self) -> tuple[Hex, ...]:
        return tuple(Hex.parse(h) for h in self.board.terrain)


_LAYOUTS: dict[int, tuple[Board, BoardLayout, Image.Image]] = {}
_KEEP = 2  # boards whose layout and empty picture are kept (the Eastern U.S. one is ~64 MB at 2x)


def layout(board: Board) -> BoardLayout:
    """The board's layout at picture size (1x)."""
    return _cached(board)[0]


def background(board: Board) -> Image.Image:
    """The empty board at `SUPERSAMPLE` times picture size (RGB); callers copy it before drawing."""
    return _cached(board)[1]


def clear_cache() -> None:
    _LAYOUTS.clear()


def _cached(board: Board) -> tuple[BoardLayout, Image.Image]:
    kept = _LAYOUTS.get(id(board))
    if kept is None or kept[0] is not board:
        plan = _layout(board)
        if len(_LAYOUTS) >= _KEEP:
            _LAYOUTS.pop(next(iter(_LAYOUTS)))
        kept = (board, plan, _draw_background(plan.scaled(SUPERSAMPLE)))
        _LAYOUTS[id(board)] = kept
    return kept[1], kept[2]


def _layout(board: Board) -> BoardLayout:
    hexes = [Hex.parse(h) for h in board.terrain]
    xs = [centre_xy(h, POINTY)[0] for h in hexes]
    ys = [centre_xy(h, POINTY)[1] for h in hexes]
    west = [centre_xy(Hex.parse(h), POINTY)[0] - WEST_ROOM for h, c in board.cities.items() if c.western_link]
    left = min([*(x - HALF_WIDTH for x in xs), *west])
    right = max(xs) + HALF_WIDTH
    top, bottom = min(ys) - 1, max(ys) + 1
    radius = max(MIN_RADIUS, min(MAX_RADIUS, (MAX_WIDTH - 2 * MARGIN) / (right - left)))
    width = round((right - left) * radius + 2 * MARGIN)
    height = math.ceil((bottom - top) * radius + 2 * MARGIN)
    return BoardLayout(board, radius, (MARGIN - left * radius, MARGIN - top * radius), (width, height))


# -- drawing ---------------------------------------------------------------------------------------


def _draw_background(big: BoardLayout) -> Image.Image:
    board = big.board
    image = Image.new("RGB", big.size, style.PAPER)
    draw = ImageDraw.Draw(image)
    r = big.radius
    line = max(1, round(r * 0.025))
    for name, kind in board.terrain.items():
        cx, cy = big.centre(name)
        outline = HEX_LINE if kind != "water" or name in board.outlined else WATER_LINE  # outlined water: buildable
        width = line * 2 if name in board.outlined else line
        fill = SNOW_FILL if name in board.snow and kind == "plains" else TERRAIN_FILL.get(kind, PLAINS)
        draw.polygon(hex_points(cx, cy, r), fill=fill, outline=outline, width=width)
    for name, kind in board.terrain.items():
        if kind == "river":
            draw_river(draw, big.centre(name), r)
        elif kind == "mountain":
            draw_mountain(draw, big.centre(name), r)
    for name, edge in board.spec.ridges:
        draw_ridge(draw, big.centre(name), r, edge)
    for name, edge in board.spec.barriers:  # no track crosses: a thick black line (the Humber)
        draw_ridge(draw, big.centre(name), r, edge, style.INK, 2.0)
    for name in board.ferries:  # a ferry spot: a white ship in a blue circle, as the board prints it
        cx, cy = big.centre(name)
        d = r * 0.38
        draw.ellipse((cx - d, cy - d, cx + d, cy + d), fill=FERRY, outline=style.WHITE, width=line * 2)
        draw.polygon([(cx - d * 0.6, cy), (cx + d * 0.6, cy), (cx + d * 0.35, cy + d * 0.4), (cx - d * 0.35, cy + d * 0.4)],
                     fill=style.WHITE)
        draw.line([(cx, cy), (cx, cy - d * 0.6)], fill=style.WHITE, width=line * 2)
    for name, kind in board.terrain.items():
        if kind != "water":
            cx, cy = big.centre(name)
            shade = style.blend(TERRAIN_FILL.get(kind, PLAINS), style.INK, 0.62)
            style.centred_text(draw, (cx, cy + NAME_SPOT * r), name, round(r * NAME_SIZE), shade)
    _draw_coordinates(draw, big)
    return image


def _px(centre: Point, r: float, point: Point) -> Point:
    return (centre[0] + point[0] * r, centre[1] + point[1] * r)


def draw_river(draw: ImageDraw.ImageDraw, centre: Point, r: float) -> None:
    """Two blue waves across the lower half of the hex (a city's circle sits above them)."""
    width = max(2, round(r * 0.07))
    for y0, span in ((0.3, 0.62), (0.52, 0.46)):
        points = [(x, y0 + 0.07 * math.sin(x / span * 2.2 * math.pi)) for x in (span * (i / 12 - 0.5) * 2 for i in range(13))]
        draw.line([_px(centre, r, p) for p in points], fill=RIVER, width=width, joint="curve")


def draw_mountain(draw: ImageDraw.ImageDraw, centre: Point, r: float) -> None:
    """Two brown peaks in the lower half of the hex."""
    width = max(2, round(r * 0.06))
    for dx, size in ((-0.2, 0.26), (0.18, 0.2)):
        peak = [(dx - size, 0.62), (dx, 0.62 - 1.3 * size), (dx + size, 0.62)]
        draw.polygon([_px(centre, r, p) for p in peak], fill=style.blend(MOUNTAIN_FILL, MOUNTAIN, 0.35))
        draw.line([_px(centre, r, p) for p in peak], fill=MOUNTAIN, width=width, joint="curve")


def draw_ridge(draw: ImageDraw.ImageDraw, centre: Point, r: float, edge: int, colour: style.RGB | None = None,
               thicker: float = 1.0) -> None:
    a, b = (_px(centre, r, p) for p in edge_ends(edge))
    width = max(3, round(r * RIDGE_WIDTH * thicker))
    draw.line([a, b], fill=colour or RIDGE, width=width)
    for x, y in (a, b):
        d = width / 2
        draw.ellipse((x - d, y - d, x + d, y + d), fill=colour or RIDGE)


def _draw_coordinates(draw: ImageDraw.ImageDraw, big: BoardLayout) -> None:
    """Column numbers above and below the map, row letters left and right of it."""
    width, height = big.size
    edge = MARGIN * big.scale / 2
    size = max(12 * big.scale, round(big.radius * 0.3))
    numbers = sorted({h.number for h in big.hexes})
    if len(numbers) > 1:  # three-digit numbers (Mexico's 100-106) fit between their neighbours, apart
        step = min(abs(big.centre(Hex(0, b).name)[0] - big.centre(Hex(0, a).name)[0]) for a, b in pairwise(numbers))
        size = style.fit_size(str(numbers[-1]), size, step * 0.9)
    for number in numbers:
        x = big.centre(Hex(0, number).name)[0]
        for y in (edge, height - edge):
            style.centred_text(draw, (x, y), str(number), size, style.GRID_TEXT, bold=True)
    for letter in sorted({h.letter for h in big.hexes}):
        y = big.centre(Hex(letter, 0).name)[1]
        for x in (edge, width - edge):
            style.centred_text(draw, (x, y), row_letters(letter), size, style.GRID_TEXT, bold=True)
