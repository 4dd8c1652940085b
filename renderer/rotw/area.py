"""A part of the Railways of the World map, around what a move changed: the picture posted after a build, an
urbanized city or a delivery. The whole map (2000 px wide and more) shrinks to unreadable on a phone; this part is
drawn at the map's own scale (city names as large as on the full map, at least 15 px), the hexes that changed
outlined, with a box saying what happened and naming the cities. Only that part of the board is reduced from the
supersampled drawing, so it draws in a fraction of the full map's time. `/game map` still shows the whole map.
"""

from __future__ import annotations

import math

from PIL import Image, ImageDraw

from engine.rotw.game import Rotw
from renderer.common import panel, style
from renderer.common.geometry import hex_points
from renderer.common.status import wrapped
from renderer.rotw import board as rotwboard
from renderer.rotw.board import SUPERSAMPLE, BoardLayout
from renderer.rotw.maps import NAME_HALO, NAME_PX, NAME_SIZE, NAME_Y, Overlay, draw_city_names, draw_position

MIN_SIZE = (960, 720)  # px: the least part shown, so a short build still shows where it is
AROUND = 2.2  # hex radii of board kept around the changed hexes
MARK: style.RGB = style.WHITE  # the outline of a changed hex: white on a black edge, unlike any player's track
MARK_CASING: style.RGB = (20, 20, 20)


def area_box(plan: BoardLayout, hexes: tuple[str, ...]) -> tuple[int, int, int, int]:
    """The part of the map (1x pixels) around `hexes`, at least MIN_SIZE, within the map; every city name that
    shows is whole in it (a crop had cut "Kingston" at its edge), where the map has room."""
    xs = [plan.centre(h)[0] for h in hexes]
    ys = [plan.centre(h)[1] for h in hexes]
    reach = AROUND * plan.radius
    box = (min(xs) - reach, min(ys) - reach, max(xs) + reach, max(ys) + reach)
    names = [_name_box(plan, h) for h in plan.board.cities]
    while True:  # a name taken in widens the box, which may show part of another name: until none is cut
        box = _fitted(plan, box)
        inside = [b for b in names if _meets(b, box)]
        grown = (min([box[0], *(b[0] for b in inside)]), min([box[1], *(b[1] for b in inside)]),
                 max([box[2], *(b[2] for b in inside)]), max([box[3], *(b[3] for b in inside)]))
        if grown == box:
            break
        box = grown
    left, top, right, bottom = _fitted(plan, box)
    return math.floor(left), math.floor(top), min(plan.size[0], math.ceil(right)), min(plan.size[1], math.ceil(bottom))


def _meets(a: tuple[float, float, float, float], b: tuple[float, float, float, float]) -> bool:
    return a[0] < b[2] and b[0] < a[2] and a[1] < b[3] and b[1] < a[3]


def _name_box(plan: BoardLayout, hex_name: str) -> tuple[float, float, float, float]:
    """Where a city's name may be drawn (1x pixels), its halo and a little paper around it."""
    size = max(round(plan.radius * NAME_SIZE), NAME_PX)
    width, height = style.text_size(plan.board.cities[hex_name].name, size)
    x, y = plan.at(hex_name, (0.0, NAME_Y + 0.17))
    pad = size * NAME_HALO + 6
    return (x - width / 2 - pad, plan.at(hex_name, (0.0, NAME_Y))[1] - height / 2 - pad, x + width / 2 + pad,
            y + height / 2 + pad)


def _fitted(plan: BoardLayout, box: tuple[float, float, float, float]) -> tuple[float, float, float, float]:
    """`box` grown to MIN_SIZE about its centre, and moved (or cut) to lie within the map."""
    width, height = plan.size
    left, top, right, bottom = box
    for low, high, least, most in ((0, 2, MIN_SIZE[0], width), (1, 3, MIN_SIZE[1], height)):
        edges = [left, top, right, bottom]
        short = max(0.0, min(least, most) - (edges[high] - edges[low]))
        edges[low], edges[high] = edges[low] - short / 2, edges[high] + short / 2
        shift = max(0.0, -edges[low]) - max(0.0, edges[high] - most)  # back inside the map
        edges[low], edges[high] = max(0.0, edges[low] + shift), min(float(most), edges[high] + shift)
        left, top, right, bottom = edges
    return left, top, right, bottom


def area_image(game: Rotw, around: tuple[str, ...], marked: tuple[str, ...], lines: list[panel.Line],
               overlay: Overlay | None = None) -> Image.Image:
    """The map around the hexes `around`, those `marked` outlined, with `lines` (and the overlay's own) in a box
    below it."""
    board = game.board
    plan = rotwboard.layout(board)
    left, top, right, bottom = area_box(plan, around)
    s = SUPERSAMPLE
    full = plan.scaled(s)
    image = rotwboard.background(board).crop((left * s, top * s, right * s, bottom * s))
    big = BoardLayout(board, full.radius, (full.origin[0] - left * s, full.origin[1] - top * s), image.size, full.scale)
    draw_position(image, big, game, overlay, names=False)
    draw = ImageDraw.Draw(image)
    for hex_name in marked:  # outlined over everything but the city names: a dark edge, then the mark
        corners = hex_points(*big.centre(hex_name), big.radius * 0.96)
        for colour, width in ((MARK_CASING, 0.16), (MARK, 0.08)):
            draw.line([*corners, corners[0]], fill=colour, width=max(2, round(big.radius * width)), joint="curve")
    draw_city_names(draw, big, game)  # last: no outline, link number or delivery band covers a name
    image = image.reduce(s)
    boxes = ([*overlay.panel_lines()] if overlay is not None else []) + lines
    return _with_box(image, boxes)


def said(text: str, size: int, width: int = MIN_SIZE[0] - 60) -> list[panel.Line]:
    """`text` as panel lines no wider than `width` px, broken between words."""
    return [panel.Line(line, size) for line in wrapped(text, size, width)]


def _with_box(image: Image.Image, lines: list[panel.Line]) -> Image.Image:
    if not lines:
        return image
    width, height = panel.measure(lines)
    gap = panel.GAP * 2
    canvas = Image.new("RGB", (max(image.width, width + 2 * gap), image.height + height + 2 * gap), style.PAPER)
    canvas.paste(image, (0, 0))
    panel.draw_panel(ImageDraw.Draw(canvas), (gap, image.height + gap, gap + width, image.height + gap + height), lines)
    return canvas
