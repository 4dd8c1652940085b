"""Off-board locations as printed: red hexes (one, or several drawn as one area) with white
arrowheads where track leaves the map, the name, one value box per phase (the current one
picked out) and, where a corporation starts off the map (18GL), its city circles.

`offboard_plan` says where the name, values and city circles go (in hex radii from the
location's first hex), so the map can put station tokens in those circles.
"""

from __future__ import annotations

import math
from dataclasses import dataclass
from functools import lru_cache

from PIL import ImageDraw

from engine.core.hexgrid import POINTY, Hex, centre_xy
from engine.eighteen.shared.board import Board
from engine.eighteen.shared.gamedata import COLOR_ORDER, OffBoardSpec
from renderer.common import style
from renderer.common.geometry import Point, edge_angle, edge_ends, edge_mid, hex_points
from renderer.eighteen.common.layout import MapLayout
from renderer.eighteen.common.tileart import TRACK_WIDTH

# 18GL names its off-board values by phase key; they take the colour of the phases they belong to
KEY_COLOURS: dict[str, style.RGB] = {
    "first": style.TILE_COLOURS["yellow"],
    "second": style.TILE_COLOURS["green"],
    "third": style.TILE_COLOURS["brown"],
}


NAME_SIZE, NAME_SIZE_TWO_LINES, NAME_STEP = 0.25, 0.2, 0.21  # in hex radii


@dataclass(frozen=True)
class OffBoardPlan:
    name: Point  # centre of the name's first line
    name_lines: tuple[str, ...]  # the others follow NAME_STEP below, in a smaller size
    values: Point  # centre of the value boxes
    slots: tuple[Point, ...]  # city circles for station markers
    slot_radius: float
    slot_places: tuple[str, ...] = ()  # the hex of each circle, when each hex has one (18GL's St. Louis)


def value_keys(spec: OffBoardSpec) -> list[str]:
    """The phase keys of its values in phase order: colours (18EZ) or first/second/third (18GL)."""
    colours = [c for c in COLOR_ORDER if c in spec.values]
    return colours or list(spec.values)


def key_colour(key: str) -> style.RGB:
    return style.TILE_COLOURS.get(key) or KEY_COLOURS.get(key, style.MUTED)


def _name_lines(name: str, size: float, width: float) -> tuple[str, ...]:
    """One line, or two when a name of several words would have to shrink to fit."""
    if " " not in name or style.text_size(name, round(size))[0] <= width:
        return (name,)
    words = name.split(" ")
    splits = [(" ".join(words[:i]), " ".join(words[i:])) for i in range(1, len(words))]
    return min(splits, key=lambda pair: max(style.text_size(p, 100)[0] for p in pair))


def _away(exits: list[int], layout: str) -> float:
    """The direction away from the exits (radians)."""
    return math.atan2(-sum(math.sin(edge_angle(e, layout)) for e in exits), -sum(math.cos(edge_angle(e, layout)) for e in exits))


@lru_cache(maxsize=64)
def offboard_plan(board: Board, offboard_id: str) -> OffBoardPlan:
    """On a pointy board (18EZ): name and values in the hex, nudged away from the exits. On a flat
    one: name and values in the first hex; the city circles in the second hex, or below the
    values when the location has one hex."""
    spec = board.offboards[offboard_id]
    layout = board.layout
    away = _away(spec.exits, layout)
    name_lines = _name_lines(spec.name, 25, 130)
    up = NAME_STEP * (len(name_lines) - 1)  # the first line of a two-line name stands higher
    if layout == POINTY:
        bx, by = 0.2 * math.cos(away), 0.2 * math.sin(away)
        return OffBoardPlan((bx, by - 0.36 - up), name_lines, (bx, by + 0.1), (), 0.0)
    bx, by = 0.12 * math.cos(away), 0.12 * math.sin(away)
    count = spec.slots
    one_each = bool(spec.parts) and count == len(spec.places)  # a circle in each hex (St. Louis)
    if count and (not spec.parts or one_each):  # name, values and a city in the first hex
        slot_r = 0.2
        first = count if not spec.parts else 1
        slots = tuple((bx + (i - (first - 1) / 2) * 2 * slot_r, by + 0.42) for i in range(first))
        name, values = (bx, by - 0.32 - up), (bx, by + 0.02)
        if not one_each:
            return OffBoardPlan(name, name_lines, values, slots, slot_r)
        slots += tuple(_part_centre(spec.hex, part.hex, part.exits, layout) for part in spec.parts)
        return OffBoardPlan(name, name_lines, values, slots, slot_r, tuple(place for place, _ in spec.places))
    plan_name, plan_values = (bx, by - 0.18 - up), (bx, by + 0.18)
    if not count:
        return OffBoardPlan(plan_name, name_lines, plan_values, (), 0.0)
    part = spec.parts[0]
    px, py = _part_centre(spec.hex, part.hex, part.exits, layout)
    slot_r = 0.26
    slots = tuple((px + (i - (count - 1) / 2) * 2 * slot_r, py) for i in range(count))
    return OffBoardPlan(plan_name, name_lines, plan_values, slots, slot_r)


def _part_centre(main: str, part: str, exits: list[int], layout: str) -> Point:
    """The middle of another hex of the location, nudged away from its exits, from the first hex's centre."""
    x0, y0 = centre_xy(Hex.parse(main), layout)
    x1, y1 = centre_xy(Hex.parse(part), layout)
    away = _away(exits, layout)
    return (x1 - x0 + 0.12 * math.cos(away), y1 - y0 + 0.12 * math.sin(away))


def plan_slots(plan: OffBoardPlan, place: str) -> tuple[Point, ...]:
    """The circles a station kept under `place` (a hex of the location, or its id) may take."""
    if place in plan.slot_places:
        return (plan.slots[plan.slot_places.index(place)],)
    return plan.slots


def draw_offboard(draw: ImageDraw.ImageDraw, layout: MapLayout, spec: OffBoardSpec, phase: str) -> None:
    board = layout.board
    cx, cy = layout.centre(spec.hex)
    r = layout.radius
    line = max(1, round(r * 0.022))
    edge_colour = style.blend(style.OFFBOARD, style.INK, 0.4)
    places = {place for place, _ in spec.places}
    for place, _ in spec.places:
        px, py = layout.centre(place)
        if spec.parts:  # one red area: no lines between its own hexes
            draw.polygon(hex_points(px, py, r, board.layout), fill=style.OFFBOARD)
            for edge in range(6):
                if Hex.parse(place).neighbour(edge, board.layout).name not in places:
                    a, b = edge_ends(edge, board.layout)
                    draw.line([(px + a[0] * r, py + a[1] * r), (px + b[0] * r, py + b[1] * r)], fill=edge_colour, width=line)
        else:
            draw.polygon(hex_points(px, py, r, board.layout), fill=style.OFFBOARD, outline=edge_colour, width=line)
    for place, exits in spec.places:
        _draw_exits(draw, layout.centre(place), r, exits, board.layout)
    plan = offboard_plan(board, spec.id)
    wanted = NAME_SIZE if len(plan.name_lines) == 1 else NAME_SIZE_TWO_LINES
    size = min(style.fit_size(text, round(r * wanted), r * (1.3 if board.layout == POINTY else 1.5)) for text in plan.name_lines)
    for index, text in enumerate(plan.name_lines):
        at = (cx + plan.name[0] * r, cy + (plan.name[1] + NAME_STEP * index) * r)
        style.centred_text(draw, at, text, size, style.WHITE, bold=True)
    _draw_values(draw, (cx + plan.values[0] * r, cy + plan.values[1] * r), r, spec, phase)
    groups = [(slot,) for slot in plan.slots] if plan.slot_places else [plan.slots] if plan.slots else []
    for group in groups:
        _draw_slots(draw, [(cx + x * r, cy + y * r) for x, y in group], plan.slot_radius * r, line)


def _draw_exits(draw: ImageDraw.ImageDraw, centre: tuple[float, float], r: float, exits: list[int], layout: str) -> None:
    """A stub of track from the board's side, ending in an arrowhead pointing off the map
    (shorter on a flat board, whose off-boards hold more)."""
    cx, cy = centre
    track = max(2, round(TRACK_WIDTH * r))
    stub, head, half = (0.26, 0.16, 0.14) if layout == POINTY else (0.14, 0.15, 0.13)
    for edge in exits:
        (ex, ey), (ix, iy) = edge_mid(edge, layout=layout), edge_mid(edge, inset=stub, layout=layout)
        draw.line([(cx + ex * r, cy + ey * r), (cx + ix * r, cy + iy * r)], fill=style.WHITE, width=track)
        angle = edge_angle(edge, layout) + math.pi  # pointing inwards, off the board
        tip = (cx + (ix + head * math.cos(angle)) * r, cy + (iy + head * math.sin(angle)) * r)
        side = angle + math.pi / 2
        base = (cx + ix * r, cy + iy * r)
        dx, dy = half * r * math.cos(side), half * r * math.sin(side)
        draw.polygon([tip, (base[0] + dx, base[1] + dy), (base[0] - dx, base[1] - dy)], fill=style.WHITE)


def _draw_slots(draw: ImageDraw.ImageDraw, centres: list[tuple[float, float]], sr: float, line: int) -> None:
    """White city circles, joined into one shape when there are two or more."""
    if len(centres) > 1:
        (x0, y0), (x1, _) = centres[0], centres[-1]
        draw.rounded_rectangle((x0 - sr, y0 - sr, x1 + sr, y0 + sr), radius=sr, fill=style.WHITE, outline=style.INK, width=line)
    for x, y in centres:
        draw.ellipse((x - sr, y - sr, x + sr, y + sr), fill=style.WHITE, outline=style.INK, width=line)


def _draw_values(draw: ImageDraw.ImageDraw, centre: tuple[float, float], r: float, spec: OffBoardSpec, phase: str) -> None:
    """One box per phase: two to a row (three in a row when there are three); the current phase's box stands out."""
    keys = value_keys(spec)
    cols = 3 if len(keys) == 3 else 2 if len(keys) > 2 else len(keys)
    box_w, box_h, gap = (0.42 * r, 0.3 * r, 0.07 * r) if cols < 3 else (0.4 * r, 0.3 * r, 0.05 * r)
    rows = math.ceil(len(keys) / cols)
    left = centre[0] - (cols * box_w + (cols - 1) * gap) / 2
    top = centre[1] - (rows * box_h + (rows - 1) * gap) / 2
    for i, key in enumerate(keys):
        x = left + (i % cols) * (box_w + gap)
        y = top + (i // cols) * (box_h + gap)
        current = key == phase
        fill = key_colour(key) if current else style.blend(key_colour(key), style.WHITE, 0.45)
        outline, width = (style.INK, max(2, round(r * 0.05))) if current else (style.blend(fill, style.INK, 0.3), max(1, round(r * 0.02)))
        grow = 0.04 * r if current else 0
        draw.rounded_rectangle(
            (x - grow, y - grow, x + box_w + grow, y + box_h + grow), radius=0.05 * r, fill=fill, outline=outline, width=width
        )
        ink = style.INK if current else style.blend(style.INK, fill, 0.25)
        size = round(r * (0.25 if current else 0.21))
        style.centred_text(draw, (x + box_w / 2, y + box_h / 2), str(spec.values[key]), size, ink, bold=current)
