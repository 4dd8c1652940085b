"""The land and water of a board (18GL's Great Lakes): lakes and impassable hexes, rivers and hills
with their building costs, double towns, walls along impassable lake hexsides, and the ferry routes
across the lakes (dashed and grey while inactive, solid once activated).

Everything here is drawn into the cached empty board (renderer/eighteen/common/boardart.py), at its supersampled
size; tiles laid later cover the terrain of their hex, as on the printed map.
"""

from __future__ import annotations

import math
from collections.abc import Sequence
from itertools import pairwise

from PIL import ImageDraw

from engine.eighteen.shared.board import Board
from engine.eighteen.shared.gamedata import FerrySpec, HexSpec
from renderer.common import style
from renderer.common.geometry import Point, edge_ends, edge_mid
from renderer.eighteen.common.layout import MapLayout
from renderer.eighteen.common.tileart import TOWN_DOT

LAKE: style.RGB = (148, 196, 232)  # the Great Lakes (light blue, as the rulebook says)
LAKE_LINE: style.RGB = (126, 176, 216)
IMPASSABLE: style.RGB = (64, 104, 70)  # dark green
RIVER: style.RGB = (28, 104, 200)  # river costs are printed in blue
HILL: style.RGB = (136, 84, 40)  # hill costs in brown
WALL: style.RGB = (18, 52, 140)  # impassable lake hexsides, dark blue
FERRY_IDLE: style.RGB = (92, 104, 124)
FERRY_ACTIVE: style.RGB = (22, 30, 62)  # like track (it is track once active), a little blue
KIND_FILL: dict[str, style.RGB] = {"lake": LAKE, "impassable": IMPASSABLE}
KIND_LINE: dict[str, style.RGB] = {"lake": LAKE_LINE, "impassable": style.blend(IMPASSABLE, style.INK, 0.3)}
DOUBLE_TOWN_SPOTS: tuple[Point, Point] = ((-0.3, 0.0), (0.3, 0.0))

Draw = ImageDraw.ImageDraw


def _px(centre: tuple[float, float], r: float, point: Point) -> Point:
    return (centre[0] + point[0] * r, centre[1] + point[1] * r)


# -- one hex ---------------------------------------------------------------------------------------


def draw_double_town(draw: Draw, centre: tuple[float, float], r: float) -> None:
    d = TOWN_DOT * r
    for spot in DOUBLE_TOWN_SPOTS:
        x, y = _px(centre, r, spot)
        draw.ellipse((x - d, y - d, x + d, y + d), fill=style.INK)


def draw_terrain(draw: Draw, centre: tuple[float, float], r: float, spec: HexSpec) -> None:
    """A river (blue waves) or hill (brown peaks) and its cost ('$20'); above the town and its
    name when the hex has them, else filling the hex."""
    if spec.terrain is None:
        return
    crowded = spec.kind != "open" or bool(spec.name)
    colour = RIVER if spec.terrain == "river" else HILL
    cost_at, icon_at, scale = ((0.0, -0.5), (0.0, -0.24), 0.62) if crowded else ((0.0, -0.3), (0.0, 0.25), 1.0)
    if spec.terrain == "river":
        _river(draw, _px(centre, r, icon_at), r * scale, colour)
    else:
        _hills(draw, _px(centre, r, icon_at), r * scale, colour)
    if spec.cost:
        size = round(r * (0.26 if crowded else 0.32))
        style.centred_text(draw, _px(centre, r, cost_at), f"${spec.cost}", size, colour, stroke=max(2, size // 7))


def _river(draw: Draw, at: Point, r: float, colour: style.RGB) -> None:
    """Two wavy lines across the hex."""
    width = max(2, round(r * 0.07))
    for offset in (-0.08, 0.08):
        points = [(at[0] + r * (-0.62 + 1.24 * i / 24), at[1] + r * (offset + 0.07 * math.sin(i / 24 * 4 * math.pi))) for i in range(25)]
        draw.line(points, fill=colour, width=width, joint="curve")


def _hills(draw: Draw, at: Point, r: float, colour: style.RGB) -> None:
    """Two peaks, the right one smaller, outlined in the hill colour over a paler fill."""
    pale = style.blend(colour, style.WHITE, 0.55)
    width = max(2, round(r * 0.05))
    for dx, height, half in ((-0.16, 0.34, 0.3), (0.22, 0.24, 0.22)):
        base = at[1] + r * 0.15
        peak = (at[0] + dx * r, base - height * r)
        draw.polygon([(peak[0] - half * r, base), peak, (peak[0] + half * r, base)], fill=pale, outline=colour, width=width)


# -- across hexes ------------------------------------------------------------------------------------


def draw_walls(draw: Draw, layout: MapLayout, board: Board) -> None:
    """Impassable hexsides as thick dark blue bars along the side."""
    r = layout.radius
    width = max(3, round(r * 0.1))
    for place, edge in board.spec.walls:
        centre = layout.centre(place)
        a, b = (_px(centre, r, p) for p in edge_ends(edge, board.layout))
        draw.line([a, b], fill=WALL, width=width)
        for x, y in (a, b):
            draw.ellipse((x - width / 2, y - width / 2, x + width / 2, y + width / 2), fill=WALL)


def ferry_lines(layout: MapLayout, board: Board, ferry: FerrySpec) -> list[list[Point]]:
    """Each segment of a ferry route as a smooth line (map pixels at the layout's scale): from the
    side of one landing hex, over the lake hexes it crosses, to the side of the other."""
    r = layout.radius
    lines = []
    for segment in ferry.segments:
        (start, start_edge), (end, end_edge) = segment.ends
        points = [_px(layout.centre(start), r, edge_mid(start_edge, layout=board.layout))]
        points += [layout.centre(lake) for lake in segment.crosses]
        points.append(_px(layout.centre(end), r, edge_mid(end_edge, layout=board.layout)))
        lines.append(_smooth(points))
    return lines


def _smooth(points: list[Point], rounds: int = 3) -> list[Point]:
    """Chaikin's corner cutting, keeping both ends."""
    for _ in range(rounds):
        if len(points) < 3:
            return points
        cut = [points[0]]
        for p, q in pairwise(points):
            cut += [(0.75 * p[0] + 0.25 * q[0], 0.75 * p[1] + 0.25 * q[1]), (0.25 * p[0] + 0.75 * q[0], 0.25 * p[1] + 0.75 * q[1])]
        cut[1:2], cut[-1:] = [], [points[-1]]
        points = cut
    return points


def _dashes(line: Sequence[Point], on: float, off: float) -> list[list[Point]]:
    """The pieces of a polyline drawn as dashes `on` long with gaps `off` long."""
    pieces: list[list[Point]] = []
    current: list[Point] = [line[0]]
    drawing, left = True, on
    for p, q in pairwise(line):
        length = math.dist(p, q)
        travelled = 0.0
        while length - travelled > left:
            travelled += left
            t = travelled / length
            point = (p[0] + (q[0] - p[0]) * t, p[1] + (q[1] - p[1]) * t)
            if drawing:
                pieces.append([*current, point])
            current = [point]
            drawing, left = not drawing, off if drawing else on
        left -= length - travelled
        current.append(q)
    if drawing and len(current) > 1:
        pieces.append(current)
    return pieces


def midpoint(line: Sequence[Point]) -> Point:
    lengths = [math.dist(p, q) for p, q in pairwise(line)]
    half, run = sum(lengths) / 2, 0.0
    for (p, q), length in zip(pairwise(line), lengths, strict=True):
        if run + length >= half and length:
            t = (half - run) / length
            return (p[0] + (q[0] - p[0]) * t, p[1] + (q[1] - p[1]) * t)
        run += length
    return line[-1]


def draw_ferries(draw: Draw, layout: MapLayout, board: Board, active: str | None) -> None:
    """Every ferry route: the active one solid dark blue on a white casing, the others grey dashes;
    a square dock at each landing, and the route's id in a tag at the middle of its longest crossing."""
    r = layout.radius
    for ferry in board.spec.ferries:
        lines = ferry_lines(layout, board, ferry)
        on = ferry.id == active
        colour = FERRY_ACTIVE if on else FERRY_IDLE
        for line in lines:
            if on:
                draw.line(line, fill=style.WHITE, width=round(r * 0.2), joint="curve")
                draw.line(line, fill=colour, width=round(r * 0.11), joint="curve")
            else:
                for piece in _dashes(line, r * 0.22, r * 0.14):
                    draw.line(piece, fill=colour, width=round(r * 0.07), joint="curve")
            for x, y in (line[0], line[-1]):
                d = r * (0.09 if on else 0.07)
                draw.rectangle((x - d, y - d, x + d, y + d), fill=colour, outline=style.WHITE, width=max(1, round(r * 0.02)))
        longest = max(lines, key=lambda line: sum(math.dist(p, q) for p, q in pairwise(line)))
        _tag(draw, midpoint(longest), r, ferry.id, colour, on)


def _tag(draw: Draw, at: Point, r: float, text: str, colour: style.RGB, on: bool) -> None:
    size = round(r * 0.2)
    w, h = style.text_size(text, size)
    pad_x, pad_y = r * 0.08, r * 0.06
    box = (at[0] - w / 2 - pad_x, at[1] - h / 2 - pad_y, at[0] + w / 2 + pad_x, at[1] + h / 2 + pad_y)
    fill, ink = (colour, style.WHITE) if on else (style.WHITE, colour)
    draw.rounded_rectangle(box, radius=r * 0.08, fill=fill, outline=colour, width=max(2, round(r * 0.03)))
    style.centred_text(draw, at, text, size, ink, bold=True)
