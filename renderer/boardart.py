"""The static layer of a map: paper, empty hexes, off-boards, coordinates.

It depends only on the board and the phase (off-board values), so it is drawn
once, anti-aliased, and kept in memory; each map picture starts from a copy.
"""

from __future__ import annotations

import math
from functools import lru_cache

from PIL import Image, ImageDraw

from engine.board import Board
from engine.gamedata import COLOR_ORDER, OffBoardSpec
from engine.hexgrid import FLAT, Hex, row_letters
from renderer import style
from renderer.geometry import edge_angle, edge_mid, hex_points
from renderer.layout import MARGIN, MapLayout
from renderer.tileart import SUPERSAMPLE, TOWN_DOT, TRACK_WIDTH, draw_coordinate, slot_offsets


@lru_cache(maxsize=16)
def background(board: Board, phase: str) -> Image.Image:
    """The empty board for `phase` at map size (RGB). Callers copy it before drawing."""
    big = MapLayout.of(board, scale=SUPERSAMPLE)
    image = Image.new("RGB", big.size, style.PAPER)
    draw = ImageDraw.Draw(image)
    r = big.radius
    line = max(1, round(r * 0.022))
    for name, spec in board.hexes.items():
        cx, cy = big.centre(name)
        draw.polygon(hex_points(cx, cy, r), fill=style.HEX_EMPTY, outline=style.HEX_LINE, width=line)
        if spec.preprinted is not None:
            continue
        draw_coordinate(draw, cx, cy, r, name, style.HEX_EMPTY)
        if spec.kind in ("large", "metropolis", "gray"):
            _, slot_r = slot_offsets(1)
            sr = slot_r * r
            draw.ellipse((cx - sr, cy - sr, cx + sr, cy + sr), fill=style.WHITE, outline=style.INK, width=line)
        elif spec.kind == "small":
            d = TOWN_DOT * r
            draw.ellipse((cx - d, cy - d, cx + d, cy + d), fill=style.INK)
    for offboard in board.offboards.values():
        _draw_offboard(draw, big, offboard, phase)
    _draw_coordinates(draw, big)
    return image.reduce(SUPERSAMPLE)


def _draw_offboard(draw: ImageDraw.ImageDraw, layout: MapLayout, spec: OffBoardSpec, phase: str) -> None:
    cx, cy = layout.centre(spec.hex)
    r = layout.radius
    line = max(1, round(r * 0.022))
    draw.polygon(hex_points(cx, cy, r), fill=style.OFFBOARD, outline=style.blend(style.OFFBOARD, style.INK, 0.4), width=line)
    track = max(2, round(TRACK_WIDTH * r))
    for edge in spec.exits:
        # a stub of track from the board's side, ending in an arrowhead pointing off the map
        (ex, ey), (ix, iy) = edge_mid(edge), edge_mid(edge, inset=0.26)
        draw.line([(cx + ex * r, cy + ey * r), (cx + ix * r, cy + iy * r)], fill=style.WHITE, width=track)
        angle = edge_angle(edge) + math.pi  # pointing inwards, off the board
        tip = (cx + (ix + 0.16 * math.cos(angle)) * r, cy + (iy + 0.16 * math.sin(angle)) * r)
        side = angle + math.pi / 2
        half = 0.14 * r
        base = (cx + ix * r, cy + iy * r)
        dx, dy = half * math.cos(side), half * math.sin(side)
        draw.polygon([tip, (base[0] + dx, base[1] + dy), (base[0] - dx, base[1] - dy)], fill=style.WHITE)
    # name and values sit on the side away from the exits
    away = math.atan2(
        -sum(math.sin(edge_angle(e)) for e in spec.exits), -sum(math.cos(edge_angle(e)) for e in spec.exits)
    )
    bx, by = cx + 0.2 * r * math.cos(away), cy + 0.2 * r * math.sin(away)
    size = style.fit_size(spec.name, round(r * 0.25), r * 1.3)
    style.centred_text(draw, (bx, by - 0.36 * r), spec.name, size, style.WHITE, bold=True)
    _draw_values(draw, (bx, by + 0.1 * r), r, spec, phase)


def _draw_values(draw: ImageDraw.ImageDraw, centre: tuple[float, float], r: float, spec: OffBoardSpec, phase: str) -> None:
    """One box per phase colour in a 2x2 grid; the current phase's box stands out."""
    colours = [c for c in COLOR_ORDER if c in spec.values]
    cols = 2 if len(colours) > 2 else len(colours)
    box_w, box_h, gap = 0.42 * r, 0.3 * r, 0.07 * r
    rows = math.ceil(len(colours) / cols)
    left = centre[0] - (cols * box_w + (cols - 1) * gap) / 2
    top = centre[1] - (rows * box_h + (rows - 1) * gap) / 2
    for i, colour in enumerate(colours):
        x = left + (i % cols) * (box_w + gap)
        y = top + (i // cols) * (box_h + gap)
        current = colour == phase
        fill = style.TILE_COLOURS[colour] if current else style.blend(style.TILE_COLOURS[colour], style.WHITE, 0.45)
        outline, width = (style.INK, max(2, round(r * 0.05))) if current else (style.blend(fill, style.INK, 0.3), max(1, round(r * 0.02)))
        grow = 0.04 * r if current else 0
        draw.rounded_rectangle(
            (x - grow, y - grow, x + box_w + grow, y + box_h + grow), radius=0.05 * r, fill=fill, outline=outline, width=width
        )
        ink = style.INK if current else style.blend(style.INK, fill, 0.25)
        size = round(r * (0.25 if current else 0.21))
        style.centred_text(draw, (x + box_w / 2, y + box_h / 2), str(spec.values[colour]), size, ink, bold=current)


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
