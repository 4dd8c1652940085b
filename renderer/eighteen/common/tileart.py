"""One tile as printed in 18xx: coloured hex, track, cities with token slots, towns, values.

`TilePlan` says where everything goes (unit coordinates, cached per tile and
rotation); `draw_tile` paints it at any size; `tile_image` is a cached,
anti-aliased RGBA picture of a tile that the map pastes in place.
"""

from __future__ import annotations

import math
from dataclasses import dataclass
from functools import lru_cache

from PIL import Image, ImageDraw

from engine.core.hexgrid import POINTY
from engine.eighteen.shared.board import Board
from engine.eighteen.shared.gamedata import TileSpec
from engine.eighteen.shared.tiles import PlacedTile
from renderer.common import style
from renderer.common.geometry import INRADIUS, TURN, Point, TileShape, clearance, edge_angle, hex_points, ring, shape_of

SUPERSAMPLE = 2  # everything cached is drawn at twice the size and shrunk: smooth edges
TRACK_WIDTH = 0.115  # in hex radii
VALUE_RADIUS = 0.17
TOWN_DOT = 0.12
COORD_SPOT: Point = (0.0, -0.79)  # the hex's own name ('E6'), under its top corner
COORD_SIZE = 0.15
NAME_SIZE = 0.21  # hex names, in hex radii
NAME_CANDIDATES: list[Point] = [(0.0, 0.58), (0.0, -0.58), (0.0, 0.66), (0.0, -0.66), (0.0, 0.5), (0.0, -0.5)]
NAME_LINE = 0.23  # between the lines of a two-line name, in hex radii
FLAT_NAME_WIDTH = 1.3  # a flat hex's names wider than this go on two lines


def slot_offsets(slots: int) -> tuple[tuple[Point, ...], float]:
    """Centres of a city's token slots around the city's position, and their radius."""
    if slots <= 1:
        return ((0.0, 0.0),), 0.3
    if slots == 2:
        return ((-0.3, 0.0), (0.3, 0.0)), 0.3
    if slots == 3:
        r = 0.23
        return tuple(ring(r / math.cos(math.radians(30)), [-90, 30, 150])), r
    r = 0.22
    pts = ((-r, -r), (r, -r), (-r, r), (r, r))
    return pts[:slots] if slots <= 4 else tuple(ring(0.42, [i * 360 / slots - 90 for i in range(slots)])), r


@dataclass(frozen=True)
class TilePlan:
    shape: TileShape
    slots: tuple[tuple[Point, ...], ...]  # per city: token slot centres
    slot_radius: tuple[float, ...]  # per city
    values: tuple[tuple[Point, int], ...]  # value bubbles: where and how much
    number: Point  # where the tile number goes
    label: tuple[Point, str] | None
    name: tuple[Point, bool] | None  # where the hex's name goes, and whether that is clear of track
    blobs: tuple[tuple[Point, float], ...]  # circles covering everything above the track


def _inside(point: Point, margin: float, layout: str = POINTY) -> bool:
    for edge in range(6):
        angle = edge_angle(edge, layout)
        if point[0] * math.cos(angle) + point[1] * math.sin(angle) > INRADIUS - margin:
            return False
    return True


def track_room(shape: TileShape, point: Point, radius: float) -> float:
    """Space between a circle of `radius` at `point` and the nearest track (negative: overlap)."""
    return clearance(point, shape) - TRACK_WIDTH / 2 - radius


def blob_room(blobs: list[tuple[Point, float]], point: Point, radius: float) -> float:
    return min((math.dist(point, centre) - size - radius for centre, size in blobs), default=math.inf)


def _along(x: float, width: float) -> list[float]:
    """Sample points across a row `width` wide, close enough that no track slips between them."""
    steps = max(1, math.ceil(width / 0.12))
    return [x - width / 2 + width * i / steps for i in range(steps + 1)]


def best_spot(
    shape: TileShape,
    candidates: list[Point],
    radius: float,
    blobs: list[tuple[Point, float]],
    width: float = 0.0,
    layout: str = POINTY,
) -> Point:
    """Where a circle of `radius` (or a row of them `width` wide, for text) goes: the first
    candidate, in preference order, well clear of the track and not touching any blob;
    failing that, one just clear of the track; failing that, the one with the most room."""
    rooms = []
    for point in candidates:
        if not _inside(point, radius, layout):
            continue
        xs = _along(point[0], width)
        track = min(track_room(shape, (x, point[1]), radius) for x in xs)
        blob = min(blob_room(blobs, (x, point[1]), radius) for x in xs)
        rooms.append((point, track, blob))
    for wanted in (0.1, 0.03):
        for point, track, blob in rooms:
            if track >= wanted and blob >= 0.01:
                return point
    return max(rooms, key=lambda item: min(item[1], item[2]))[0] if rooms else candidates[0]


# Preferred places for value bubbles around a stop: upper right first, as on many 18xx tiles.
_VALUE_ANGLES = [-30, -150, 30, 150, -90, 90, -60, -120, 0, 180, 60, 120]
_CORNER_ANGLES = [30, 150, -30, -150, 90, -90]


def name_width(name: str) -> float:
    """Width of a hex name at the map's size, in hex radii (its longest line)."""
    return max(style.text_size(line, 100)[0] for line in name.split("\n")) / 100 * NAME_SIZE


def display_name(name: str, layout: str = POINTY) -> str:
    """The name as drawn: on a flat board a name too wide for its hex goes on two lines."""
    if layout == POINTY or name_width(name) <= FLAT_NAME_WIDTH or " " not in name:
        return name
    words = name.split(" ")
    splits = [(" ".join(words[:i]), " ".join(words[i:])) for i in range(1, len(words))]
    first, second = min(splits, key=lambda pair: max(name_width(pair[0]), name_width(pair[1])))
    return f"{first}\n{second}"


def _name_rows(spot: Point, name: str) -> list[float]:
    """The y of each line of a name centred on `spot`."""
    count = name.count("\n") + 1
    return [spot[1] + (i - (count - 1) / 2) * NAME_LINE for i in range(count)]


def name_blobs(spot: Point, width: float, name: str = "") -> list[tuple[Point, float]]:
    return [((spot[0] + width * (i / 4 - 0.5), y), 0.1) for y in _name_rows(spot, name) for i in range(5)]


@lru_cache(maxsize=1024)
def tile_plan(board: Board, tile_id: str, rotation: int, name: str | None = None) -> TilePlan:
    """Where everything on the tile goes. The hex's `name`, if any, is placed first
    (clear of track where possible), then values, the tile number and the label."""
    spec = board.tiles[tile_id]
    placed = PlacedTile(spec, rotation)
    layout = board.layout
    shape = shape_of(placed, layout)
    turn = TURN[layout]
    corners = [a + turn for a in _CORNER_ANGLES]
    slots, radii = [], []
    blobs: list[tuple[Point, float]] = [(COORD_SPOT, 0.1)]
    for index, city in enumerate(spec.cities):
        offsets, r = slot_offsets(city.slots)
        cx, cy = shape.stops.get(f"city{index}", (0.0, 0.0))
        slots.append(tuple((cx + x, cy + y) for x, y in offsets))
        radii.append(r)
        blobs += [((cx + x, cy + y), r) for x, y in offsets]
    for index in range(len(spec.towns)):
        blobs.append((shape.stops.get(f"town{index}", (0.0, 0.0)), TOWN_DOT + 0.04))
    name_place = None
    if name:
        width, tall = name_width(name), 0.08 + NAME_LINE / 2 * name.count("\n")
        spot = best_spot(shape, NAME_CANDIDATES, tall, blobs, width=width, layout=layout)
        clear = min(track_room(shape, (x, y), 0.08) for x in _along(spot[0], width) for y in _name_rows(spot, name)) >= 0
        name_place = (spot, clear)
        blobs += name_blobs(spot, width, name)
    values: list[tuple[Point, int]] = []
    stops = [(f"city{i}", c.revenue, max(abs(x) for p in slots[i] for x in p) + radii[i]) for i, c in enumerate(spec.cities)]
    stops += [(f"town{i}", t.revenue, TOWN_DOT + 0.08) for i, t in enumerate(spec.towns)]
    for stop, revenue, reach in stops:
        sx, sy = shape.stops.get(stop, (0.0, 0.0))
        candidates = [
            (sx + x, sy + y)
            for distance in (reach + VALUE_RADIUS + 0.04, reach + VALUE_RADIUS + 0.12, 0.62)
            for x, y in ring(distance, _VALUE_ANGLES)
        ]
        spot = best_spot(shape, candidates, VALUE_RADIUS, blobs, layout=layout)
        values.append((spot, revenue))
        blobs.append((spot, VALUE_RADIUS))
    long_id = max(0.0, style.text_size(tile_id, 100)[0] / 100 * 0.15 - 0.18) if len(tile_id) > 3 else 0.0
    number = best_spot(shape, ring(0.74, corners) + ring(0.62, corners), 0.09, blobs, width=long_id, layout=layout)
    blobs += [((number[0] + dx, number[1]), 0.1) for dx in (-long_id / 2, 0.0, long_id / 2)] if long_id else [(number, 0.1)]
    label = None
    if spec.label and len(spec.label) <= 3:
        spot = best_spot(shape, ring(0.6, [a + turn for a in (-150, -30, 150, 30, -90, 90)]), 0.12, blobs, layout=layout)
        label = (spot, spec.label)
        blobs.append((spot, 0.12))
    return TilePlan(shape, tuple(slots), tuple(radii), tuple(values), number, label, name_place, tuple(blobs))


def _px(cx: float, cy: float, r: float, point: Point) -> tuple[float, float]:
    return (cx + point[0] * r, cy + point[1] * r)


def draw_track(draw: ImageDraw.ImageDraw, cx: float, cy: float, r: float, shape: TileShape, colour: style.RGB = style.INK) -> None:
    width = max(2, round(TRACK_WIDTH * r))
    for line in shape.paths:
        points = [_px(cx, cy, r, p) for p in line]
        draw.line(points, fill=colour, width=width, joint="curve")
        for end in (points[0], points[-1]):  # round off the joins between paths at stops and junctions
            if math.dist(end, (cx, cy)) < r * 0.8:
                half = width / 2
                draw.ellipse((end[0] - half, end[1] - half, end[0] + half, end[1] + half), fill=colour)


def draw_city(
    draw: ImageDraw.ImageDraw, cx: float, cy: float, r: float, slots: tuple[Point, ...], slot_r: float, line: int
) -> None:
    """White token slots with a black outline, joined into one shape for multi-slot cities."""
    pts = [_px(cx, cy, r, p) for p in slots]
    sr = slot_r * r
    if len(pts) == 2:
        (x0, y0), (x1, _) = pts
        draw.rounded_rectangle((x0 - sr, y0 - sr, x1 + sr, y0 + sr), radius=sr, fill=style.WHITE, outline=style.INK, width=line)
    elif len(pts) > 2:
        xs, ys = [p[0] for p in pts], [p[1] for p in pts]
        pad = sr + line
        mx, my = sum(xs) / len(xs), sum(ys) / len(ys)
        spread = max(math.dist((mx, my), p) for p in pts) + pad
        draw.ellipse((mx - spread, my - spread, mx + spread, my + spread), fill=style.WHITE, outline=style.INK, width=line)
    for x, y in pts:
        draw.ellipse((x - sr, y - sr, x + sr, y + sr), fill=style.WHITE, outline=style.INK, width=line)


def draw_town(draw: ImageDraw.ImageDraw, cx: float, cy: float, r: float, at: Point, bar: float | None) -> None:
    x, y = _px(cx, cy, r, at)
    if bar is None:
        d = TOWN_DOT * r
        draw.ellipse((x - d, y - d, x + d, y + d), fill=style.INK)
        return
    across = bar + math.pi / 2
    half_len, half_w = 0.2 * r, 0.07 * r
    ux, uy = math.cos(across), math.sin(across)
    vx, vy = -uy, ux
    corners = [
        (x + ux * half_len + vx * half_w, y + uy * half_len + vy * half_w),
        (x - ux * half_len + vx * half_w, y - uy * half_len + vy * half_w),
        (x - ux * half_len - vx * half_w, y - uy * half_len - vy * half_w),
        (x + ux * half_len - vx * half_w, y + uy * half_len - vy * half_w),
    ]
    draw.polygon(corners, fill=style.INK)


def draw_value(draw: ImageDraw.ImageDraw, cx: float, cy: float, r: float, at: Point, value: int) -> None:
    x, y = _px(cx, cy, r, at)
    d = VALUE_RADIUS * r
    draw.ellipse((x - d, y - d, x + d, y + d), fill=style.WHITE, outline=style.INK, width=max(1, round(r * 0.022)))
    text = str(value)
    size = style.fit_size(text, round(r * 0.22), 1.6 * d)
    style.centred_text(draw, (x, y + r * 0.005), text, size, style.INK, bold=True)


def coordinate_colour(fill: style.RGB) -> style.RGB:
    return style.blend(fill, style.INK, 0.62)


def draw_coordinate(draw: ImageDraw.ImageDraw, cx: float, cy: float, r: float, hex_name: str, fill: style.RGB) -> None:
    """The hex's name ('E6') small under its top corner, so players can name any hex."""
    x, y = _px(cx, cy, r, COORD_SPOT)
    style.centred_text(draw, (x, y), hex_name, round(r * COORD_SIZE), coordinate_colour(fill))


def draw_hex_name(
    image: Image.Image, cx: float, cy: float, r: float, name: str, spot: Point, clear: bool, track: Image.Image | None = None
) -> None:
    """A hex's name, dark with a white outline. Where it must cross track it goes on a
    translucent white label, and the track (`track`, from `track_image`) is laid back over
    the label, so no connection is hidden by a name."""
    draw = ImageDraw.Draw(image, "RGBA")
    lines = name.split("\n")
    size = min(style.fit_size(line, round(r * NAME_SIZE), r * 1.45) for line in lines)
    x, y = _px(cx, cy, r, spot)
    rows = [cy + row * r for row in _name_rows(spot, name)]
    if clear:
        for line, row in zip(lines, rows, strict=True):
            style.centred_text(draw, (x, row), line, size, style.INK, stroke=max(2, size // 6))
        return
    w = max(style.text_size(line, size)[0] for line in lines)
    h = style.text_size(lines[0], size)[1] + rows[-1] - rows[0]
    pad = r * 0.05
    box = (math.floor(x - w / 2 - pad), math.floor(y - h / 2 - pad), math.ceil(x + w / 2 + pad), math.ceil(y + h / 2 + pad))
    draw.rounded_rectangle(box, radius=pad * 2, fill=(255, 255, 255, 190))
    for line, row in zip(lines, rows, strict=True):
        style.centred_text(draw, (x, row), line, size, style.INK)
    if track is not None:
        left, top = round(cx - track.width / 2), round(cy - track.height / 2)
        piece = track.crop((box[0] - left, box[1] - top, box[2] - left, box[3] - top))
        image.paste(piece, (box[0], box[1]), piece)


def canvas_size(radius: float, layout: str = POINTY) -> tuple[int, int]:
    """Width and height of a tile's picture: the hex's box and a pixel round it."""
    across, tall = math.ceil(radius * math.sqrt(3)) + 2, math.ceil(radius * 2) + 2
    return (tall, across) if layout != POINTY else (across, tall)


@lru_cache(maxsize=256)
def track_image(board: Board, tile_id: str, rotation: int, radius: float) -> Image.Image:
    """Only the tile's track, on transparency, the size of `tile_image`."""
    s = SUPERSAMPLE
    w, h = canvas_size(radius, board.layout)
    big = Image.new("RGBA", (w * s, h * s), (0, 0, 0, 0))
    draw_track(ImageDraw.Draw(big), w * s / 2, h * s / 2, radius * s, tile_plan(board, tile_id, rotation).shape)
    return big.reduce(s)


def draw_tile(
    draw: ImageDraw.ImageDraw,
    cx: float,
    cy: float,
    r: float,
    spec: TileSpec,
    plan: TilePlan,
    number: bool = True,
    layout: str = POINTY,
) -> None:
    """Paint a whole tile centred on (cx, cy) with circumradius r px."""
    line = max(1, round(r * 0.022))
    draw.polygon(hex_points(cx, cy, r, layout), fill=style.TILE_COLOURS[spec.color], outline=style.HEX_LINE, width=line)
    draw_track(draw, cx, cy, r, plan.shape)
    for index in range(len(spec.towns)):
        name = f"town{index}"
        draw_town(draw, cx, cy, r, plan.shape.stops.get(name, (0.0, 0.0)), plan.shape.town_bars.get(name))
    for slots, slot_r in zip(plan.slots, plan.slot_radius, strict=True):
        draw_city(draw, cx, cy, r, slots, slot_r, line)
    for at, value in plan.values:
        draw_value(draw, cx, cy, r, at, value)
    if number:
        colour = style.blend(style.TILE_COLOURS[spec.color], style.INK, 0.6)
        style.centred_text(draw, _px(cx, cy, r, plan.number), spec.id, round(r * 0.15), colour)
    if plan.label is not None:
        at, text = plan.label
        style.centred_text(draw, _px(cx, cy, r, at), text, round(r * 0.24), style.INK, bold=True)


@lru_cache(maxsize=512)
def tile_image(board: Board, tile_id: str, rotation: int, radius: float, number: bool = True, name: str | None = None) -> Image.Image:
    """An anti-aliased RGBA picture of the tile, (2·half-width) x (2·radius) px, transparent outside
    the hex; values leave room for the hex's `name` (drawn later, over everything)."""
    s = SUPERSAMPLE
    w, h = canvas_size(radius, board.layout)
    big = Image.new("RGBA", (w * s, h * s), (0, 0, 0, 0))
    draw = ImageDraw.Draw(big)
    plan = tile_plan(board, tile_id, rotation, name)
    draw_tile(draw, w * s / 2, h * s / 2, radius * s, board.tiles[tile_id], plan, number, board.layout)
    return big.reduce(s)


def token_label(railroad: str) -> str:
    """What a station token says: the railroad's id, or its first three letters if longer than four ('Wabash': 'WAB')."""
    return railroad if len(railroad) <= 4 else railroad[:3].upper()


@lru_cache(maxsize=256)
def token_image(label: str, colour: style.RGB, radius: float, faint: bool = False) -> Image.Image:
    """A station token: a disc in the railroad's colour with its short name; `faint`: an
    outlined ring marking a home city the railroad has not yet reached."""
    s = SUPERSAMPLE
    size = math.ceil(radius * 2) + 2
    big = Image.new("RGBA", (size * s, size * s), (0, 0, 0, 0))
    draw = ImageDraw.Draw(big)
    c, rr = size * s / 2, radius * s
    if faint:
        ring_w = max(2, round(rr * 0.16))
        draw.ellipse((c - rr, c - rr, c + rr, c + rr), fill=style.blend(colour, style.WHITE, 0.8), outline=colour, width=ring_w)
        ink = style.blend(colour, style.INK, 0.35)
    else:
        draw.ellipse((c - rr, c - rr, c + rr, c + rr), fill=colour, outline=style.INK, width=max(2, round(rr * 0.08)))
        ink = style.ink_on(colour)
    text_size = style.fit_size(label, round(rr * 0.66), rr * 1.68)
    style.centred_text(draw, (c, c), label, text_size, ink, bold=True)
    return big.reduce(s)
