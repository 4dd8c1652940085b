"""The static layer of a map: paper, empty hexes and their terrain, walls and ferries,
off-boards, coordinates.

It depends only on the board, the phase (off-board values) and the active ferry, so it is
drawn once, anti-aliased, and kept in memory; each map picture starts from a copy.
"""

from __future__ import annotations

from functools import lru_cache

from PIL import Image, ImageDraw

from engine.core.hexgrid import FLAT, Hex, row_letters
from engine.eighteen.shared.board import Board
from engine.eighteen.shared.gamedata import NO_TRACK
from renderer.common import style
from renderer.common.geometry import hex_points
from renderer.eighteen.common import terrain
from renderer.eighteen.common.layout import MARGIN, MapLayout
from renderer.eighteen.common.offboardart import draw_offboard
from renderer.eighteen.common.tileart import SUPERSAMPLE, TOWN_DOT, draw_coordinate, slot_offsets


@lru_cache(maxsize=16)
def background(board: Board, phase: str, ferry: str | None = None) -> Image.Image:
    """The empty board for `phase` (the key of the off-board values in force) at map size (RGB),
    with `ferry` the active ferry route if any. Callers copy it before drawing."""
    big = MapLayout.of(board, scale=SUPERSAMPLE)
    image = Image.new("RGB", big.size, style.PAPER)
    draw = ImageDraw.Draw(image)
    r = big.radius
    line = max(1, round(r * 0.022))
    for name, spec in board.hexes.items():
        cx, cy = big.centre(name)
        fill = terrain.KIND_FILL.get(spec.kind, style.HEX_EMPTY)
        outline = terrain.KIND_LINE.get(spec.kind, style.HEX_LINE)
        draw.polygon(hex_points(cx, cy, r, board.layout), fill=fill, outline=outline, width=line)
        if spec.preprinted is not None:
            continue
        if spec.kind not in NO_TRACK:  # no one names a lake or an impassable hex
            draw_coordinate(draw, cx, cy, r, name, fill)
        terrain.draw_terrain(draw, (cx, cy), r, spec)
        if spec.kind in ("large", "metropolis", "gray"):
            _, slot_r = slot_offsets(1)
            sr = slot_r * r
            draw.ellipse((cx - sr, cy - sr, cx + sr, cy + sr), fill=style.WHITE, outline=style.INK, width=line)
        elif spec.kind == "small":
            d = TOWN_DOT * r
            draw.ellipse((cx - d, cy - d, cx + d, cy + d), fill=style.INK)
        elif spec.kind == "double":
            terrain.draw_double_town(draw, (cx, cy), r)
    terrain.draw_walls(draw, big, board)
    terrain.draw_ferries(draw, big, board, ferry)
    for offboard in board.offboards.values():
        draw_offboard(draw, big, offboard, phase)
    _draw_coordinates(draw, big)
    return image.reduce(SUPERSAMPLE)


def _draw_coordinates(draw: ImageDraw.ImageDraw, layout: MapLayout) -> None:
    """Column names above and below the map, row names left and right of it: numbers and letters
    on a pointy board, letters and numbers on a flat one."""
    width, height = layout.size
    edge = MARGIN * layout.scale / 2
    size = round(layout.radius * 0.24)
    letters = [(Hex(letter, 0).name, row_letters(letter)) for letter in layout.letters]
    numbers = [(Hex(0, number).name, str(number)) for number in layout.numbers]
    columns, rows = (letters, numbers) if layout.board.layout == FLAT else (numbers, letters)
    for place, text in columns:
        x = layout.centre(place)[0]
        for y in (edge, height - edge):
            style.centred_text(draw, (x, y), text, size, style.GRID_TEXT, bold=True)
    for place, text in rows:
        y = layout.centre(place)[1]
        for x in (edge, width - edge):
            style.centred_text(draw, (x, y), text, size, style.GRID_TEXT, bold=True)
