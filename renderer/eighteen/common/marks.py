"""Small marks over the tiles of a map: the symbols where private companies' tokens may go (port
anchor, terminal diamond, mine), the label of a hex that takes its own tiles ('CHI'), an upgrade
cost printed on the map ('$50'), and special power tokens placed on cities ('IC +$10').

Each mark finds a spot in its hex clear of the track, the city and the name (the way tile values
do), and is pasted as a small anti-aliased picture, cached.
"""

from __future__ import annotations

import math
from collections.abc import Sequence
from dataclasses import dataclass
from functools import lru_cache

from PIL import Image, ImageDraw

from engine.eighteen.shared.board import Board
from engine.eighteen.shared.gamedata import HexSpec
from renderer.common import style
from renderer.common.geometry import INRADIUS, TURN, Point, TileShape, edge_angle, ring
from renderer.eighteen.common.layout import MapLayout
from renderer.eighteen.common.tileart import (
    COORD_SPOT,
    SUPERSAMPLE,
    TOWN_DOT,
    blob_room,
    display_name,
    name_blobs,
    name_width,
    slot_offsets,
    tile_plan,
    track_room,
)

ICON = 0.15  # symbol radius, in hex radii
TAG_SIZE = 0.17  # tag text height, in hex radii
PORT_BLUE: style.RGB = (18, 60, 150)
TERMINAL_YELLOW: style.RGB = (250, 206, 30)
MINE_GREY: style.RGB = (70, 70, 78)
COST_BROWN: style.RGB = (136, 84, 40)
_EMPTY = TileShape((), {}, {}, frozenset())


@dataclass(frozen=True)
class PowerMark:
    """A special power token on a city: 'IC +$10' in the corporation's colour."""

    hex: str
    text: str
    colour: style.RGB


def short_label(label: str) -> str:
    """'Chicago' -> 'CHI', 'Traverse City' -> 'TC': the mark of a hex with tiles of its own."""
    words = label.split()
    return "".join(w[0] for w in words).upper() if len(words) > 1 else label[:3].upper()


def _px(centre: tuple[float, float], r: float, point: Point) -> tuple[float, float]:
    return (centre[0] + point[0] * r, centre[1] + point[1] * r)


def _paste(image: Image.Image, piece: Image.Image, at: tuple[float, float]) -> None:
    image.paste(piece, (round(at[0] - piece.width / 2), round(at[1] - piece.height / 2)), piece)


# -- pictures --------------------------------------------------------------------------------


@lru_cache(maxsize=32)
def symbol_image(symbol: str, radius: float) -> Image.Image:
    """A port (anchor on pale blue), a terminal (yellow diamond) or a mine (crossed picks on grey)."""
    s = SUPERSAMPLE
    size = math.ceil(radius * 2) + 4
    big = Image.new("RGBA", (size * s, size * s), (0, 0, 0, 0))
    draw = ImageDraw.Draw(big)
    c, r = size * s / 2, radius * s
    line = max(2, round(r * 0.14))
    if symbol == "terminal":
        draw.polygon([(c, c - r), (c + r, c), (c, c + r), (c - r, c)], fill=TERMINAL_YELLOW, outline=style.INK, width=line)
    elif symbol == "port":
        draw.ellipse((c - r, c - r, c + r, c + r), fill=style.WHITE, outline=PORT_BLUE, width=line)
        a = r * 0.62
        draw.line([(c, c - a * 0.6), (c, c + a)], fill=PORT_BLUE, width=line)  # shank
        draw.line([(c - a * 0.45, c - a * 0.25), (c + a * 0.45, c - a * 0.25)], fill=PORT_BLUE, width=line)  # stock
        ring_r = a * 0.22
        draw.ellipse((c - ring_r, c - a * 0.6 - 2 * ring_r, c + ring_r, c - a * 0.6), outline=PORT_BLUE, width=line)
        draw.arc((c - a * 0.8, c - a * 0.2, c + a * 0.8, c + a), 20, 160, fill=PORT_BLUE, width=line)  # arms
    else:  # mine
        draw.ellipse((c - r, c - r, c + r, c + r), fill=MINE_GREY, outline=style.INK, width=max(1, line // 2))
        a = r * 0.55
        for sign in (1, -1):
            draw.line([(c - a * sign, c + a), (c + a * 0.7 * sign, c - a * 0.7)], fill=style.WHITE, width=line)
            head = (c + a * 0.7 * sign, c - a * 0.7)
            draw.arc((head[0] - a * 0.5, head[1] - a * 0.5, head[0] + a * 0.5, head[1] + a * 0.5),
                     200 if sign > 0 else -20, 340 if sign > 0 else 160, fill=style.WHITE, width=line)
    return big.reduce(s)


@lru_cache(maxsize=8)
def closed_image(radius: float) -> Image.Image:
    """A city circle no station may take any more: grey, crossed out."""
    s = SUPERSAMPLE
    size = math.ceil(radius * 2) + 2
    big = Image.new("RGBA", (size * s, size * s), (0, 0, 0, 0))
    draw = ImageDraw.Draw(big)
    c, r = size * s / 2, radius * s
    draw.ellipse((c - r, c - r, c + r, c + r), fill=style.blend(style.WHITE, style.MUTED, 0.5), outline=style.INK, width=max(2, s))
    a = r * 0.55
    for sign in (1, -1):
        draw.line([(c - a, c - a * sign), (c + a, c + a * sign)], fill=style.INK, width=max(2, round(r * 0.16)))
    return big.reduce(s)


@lru_cache(maxsize=128)
def tag_image(text: str, height: float, fill: style.RGB, ink: style.RGB, outline: style.RGB) -> Image.Image:
    """Text in a small rounded box."""
    s = SUPERSAMPLE
    size = round(height * s)
    w, h = style.text_size(text, size)
    pad_x, pad_y = size * 0.35, size * 0.28
    box_w, box_h = math.ceil(w + 2 * pad_x), math.ceil(h + 2 * pad_y)
    big = Image.new("RGBA", (box_w + 2 * s, box_h + 2 * s), (0, 0, 0, 0))
    draw = ImageDraw.Draw(big)
    draw.rounded_rectangle((s, s, box_w + s - 1, box_h + s - 1), radius=size * 0.3, fill=fill, outline=outline, width=max(2, s))
    style.centred_text(draw, ((box_w + 2 * s) / 2, (box_h + 2 * s) / 2), text, size, ink, bold=True)
    return big.reduce(s)


# -- where they go ------------------------------------------------------------------------------


def _hex_room(board: Board, hex_name: str, placed: tuple[str, int] | None) -> tuple[TileShape, list[tuple[Point, float]]]:
    """The track and the occupied spots of a hex, as the tile plan sees them."""
    spec = board.hexes[hex_name]
    name = display_name(spec.name, board.layout) if spec.name else None
    if placed is not None:
        plan = tile_plan(board, placed[0], placed[1], name)
        return plan.shape, list(plan.blobs)
    blobs: list[tuple[Point, float]] = [(COORD_SPOT, 0.1)]
    if spec.kind in ("large", "metropolis", "gray"):
        blobs.append(((0.0, 0.0), slot_offsets(1)[1]))
    elif spec.kind == "small":
        blobs.append(((0.0, 0.0), TOWN_DOT + 0.04))
    elif spec.kind == "double":
        blobs += [((-0.3, 0.0), TOWN_DOT + 0.04), ((0.3, 0.0), TOWN_DOT + 0.04)]
    if spec.terrain is not None:
        blobs += [((0.0, -0.4), 0.22)]
    if name:
        blobs += name_blobs((0.0, 0.55), name_width(name), name)
    return _EMPTY, blobs


def _candidates(layout: str) -> list[Point]:
    """Towards the corners first, then towards the sides, nearer the centre last."""
    turn = TURN[layout]
    corners = [a + turn for a in (-150, -30, 150, 30, -90, 90)]
    sides = [a + turn for a in (-120, -60, 120, 60, 0, 180)]
    spots = []
    for distance in (0.62, 0.52, 0.42, 0.32):
        spots += ring(distance, corners) + ring(distance * 0.95, sides)
    return spots


def _inside(x: float, y: float, layout: str, margin: float = 0.03) -> bool:
    return all(x * math.cos(edge_angle(e, layout)) + y * math.sin(edge_angle(e, layout)) <= INRADIUS - margin for e in range(6))


def fit_spot(shape: TileShape, blobs: list[tuple[Point, float]], half_w: float, half_h: float, layout: str) -> Point:
    """Where a box `2 half_w` by `2 half_h` (hex radii) goes: the first candidate wholly inside the hex,
    clear of the track and of every blob; failing that, the inside one with the most room."""
    inner = max(0.0, half_w - half_h)
    best: tuple[float, Point] | None = None
    for x, y in _candidates(layout):
        if not all(_inside(x + dx, y + dy, layout) for dx in (-half_w, half_w) for dy in (-half_h, half_h)):
            continue
        xs = [x - inner + 2 * inner * i / 4 for i in range(5)] if inner else [x]
        room = min(min(track_room(shape, (px, y), half_h) for px in xs), min(blob_room(blobs, (px, y), half_h) for px in xs))
        if room >= 0.02:
            return (x, y)
        if best is None or room > best[0]:
            best = (room, (x, y))
    return best[1] if best is not None else (0.0, 0.0)


def _items(spec: HexSpec, powers: Sequence[PowerMark]) -> list[tuple[str, object]]:
    items: list[tuple[str, object]] = [("power", p) for p in powers]
    if spec.label:
        items.append(("label", short_label(spec.label)))
    if spec.upgrade_cost:
        items.append(("cost", f"${spec.upgrade_cost}"))
    items += [("symbol", symbol) for symbol in spec.symbols]
    return items


def _piece(kind: str, item: object, r: float) -> Image.Image:
    if kind == "symbol":
        return symbol_image(str(item), ICON * r)
    if kind == "power":
        assert isinstance(item, PowerMark)
        return tag_image(item.text, TAG_SIZE * r, item.colour, style.ink_on(item.colour), style.INK)
    if kind == "label":
        return tag_image(str(item), TAG_SIZE * r, style.WHITE, style.INK, style.INK)
    return tag_image(str(item), TAG_SIZE * r, style.WHITE, COST_BROWN, COST_BROWN)


@lru_cache(maxsize=512)
def mark_spots(board: Board, hex_name: str, placed: tuple[str, int] | None, sizes: tuple[tuple[float, float], ...]) -> tuple[Point, ...]:
    """Where each of a hex's marks goes (their half sizes given, in hex radii), in order, each clear of
    those before it: the same hex, tile and marks always land in the same places."""
    shape, blobs = _hex_room(board, hex_name, placed)
    spots = []
    for half_w, half_h in sizes:
        spot = fit_spot(shape, blobs, half_w, half_h, board.layout)
        spots.append(spot)
        blobs += [((spot[0] + dx, spot[1]), half_h) for dx in _spread(2 * max(0.0, half_w - half_h))]
    return tuple(spots)


def draw_marks(image: Image.Image, layout: MapLayout, tiles: dict[str, tuple[str, int]], powers: Sequence[PowerMark]) -> None:
    """Every hex's symbols, label, upgrade cost and power tokens, each clear of the others."""
    board = layout.board
    r = layout.radius
    by_hex: dict[str, list[PowerMark]] = {}
    for mark in powers:
        by_hex.setdefault(mark.hex, []).append(mark)
    for hex_name, spec in board.hexes.items():
        items = _items(spec, by_hex.get(hex_name, ()))
        if not items:
            continue
        pieces = [_piece(kind, item, r) for kind, item in items]
        sizes = tuple((piece.width / 2 / r, piece.height / 2 / r) for piece in pieces)
        centre = layout.centre(hex_name)
        for piece, spot in zip(pieces, mark_spots(board, hex_name, tiles.get(hex_name), sizes), strict=True):
            _paste(image, piece, _px(centre, r, spot))


def _spread(width: float) -> list[float]:
    steps = max(1, math.ceil(width / 0.1))
    return [-width / 2 + width * i / steps for i in range(steps + 1)]
