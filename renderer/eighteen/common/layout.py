"""Pixel positions of a board's hexes, the margins around them, and free corners."""

from __future__ import annotations

import math
from collections.abc import Sequence
from dataclasses import dataclass
from functools import cached_property, lru_cache

from engine.core.hexgrid import FLAT, Hex, centre_xy
from engine.eighteen.shared.board import Board

Box = tuple[int, int, int, int]  # left, top, right, bottom

MAP_WIDTH = 1500  # target width of a map picture, px (phone screens scale it down cleanly)
MARGIN = 44  # room for the coordinates along the map's edges


@dataclass(frozen=True, eq=False)
class MapLayout:
    """Hex centres in pixels for one board; `scale` multiplies everything (2 = drawn at double size)."""

    board: Board
    radius: float  # circumradius of a hex, px
    origin: tuple[float, float]  # where hex-grid (0, 0) lands
    size: tuple[int, int]
    scale: int = 1

    @classmethod
    def of(cls, board: Board, width: int = MAP_WIDTH, scale: int = 1) -> MapLayout:
        return _layout(board, width, scale)

    def centre(self, hex_name: str) -> tuple[float, float]:
        x, y = centre_xy(Hex.parse(hex_name), self.board.layout)
        return (self.origin[0] + x * self.radius, self.origin[1] + y * self.radius)

    def bbox(self, hex_name: str) -> Box:
        """The box around the hex's polygon (whole pixels, inclusive of its outline)."""
        x, y = self.centre(hex_name)
        half_w, half_h = (self.radius * s for s in _half_sizes(self.board.layout))
        return (math.floor(x - half_w), math.floor(y - half_h), math.ceil(x + half_w), math.ceil(y + half_h))

    @cached_property
    def places(self) -> tuple[str, ...]:
        """Every drawn hex: map hexes and off-boards."""
        return (*self.board.hexes, *self.board.offboard_at)

    @cached_property
    def numbers(self) -> list[int]:
        return sorted({Hex.parse(h).number for h in self.places})

    @cached_property
    def letters(self) -> list[int]:
        return sorted({Hex.parse(h).letter for h in self.places})

    def free_box(self, width: int, height: int, corners: Sequence[str], avoid: Sequence[Box] = (), pad: int = 8) -> Box | None:
        """A `width` x `height` box in the first of `corners` ('top-left', …) that no hex
        and none of the boxes in `avoid` overlaps."""
        inner_left = pad + MARGIN * self.scale
        inner_top = pad + MARGIN * self.scale
        inner_right = self.size[0] - pad - MARGIN * self.scale
        inner_bottom = self.size[1] - pad - MARGIN * self.scale
        for name in corners:
            vertical, horizontal = name.split("-")
            left = inner_left if horizontal == "left" else inner_right - width
            top = inner_top if vertical == "top" else inner_bottom - height
            box = (left, top, left + width, top + height)
            clear_of = all(box[2] < a[0] or a[2] < box[0] or box[3] < a[1] or a[3] < box[1] for a in avoid)
            if left >= inner_left and top >= inner_top and clear_of and not self._overlaps(box):
                return box
        return None

    def _overlaps(self, box: Box) -> bool:
        left, top, right, bottom = box
        for place in self.places:
            x, y = self.centre(place)
            dx = max(left - x, 0, x - right)
            dy = max(top - y, 0, y - bottom)
            if math.hypot(dx, dy) < self.radius * 0.98:
                return True
        return False


def _half_sizes(layout: str) -> tuple[float, float]:
    """Half the width and half the height of a hex of circumradius 1."""
    return (1.0, math.sqrt(3) / 2) if layout == FLAT else (math.sqrt(3) / 2, 1.0)


@lru_cache(maxsize=32)
def _layout(board: Board, width: int, scale: int) -> MapLayout:
    places = [Hex.parse(h) for h in (*board.hexes, *board.offboard_at)]
    xs = [centre_xy(h, board.layout)[0] for h in places]
    ys = [centre_xy(h, board.layout)[1] for h in places]
    half_w, half_h = _half_sizes(board.layout)
    span_x = max(xs) - min(xs) + 2 * half_w  # in hex radii
    span_y = max(ys) - min(ys) + 2 * half_h
    radius = (width - 2 * MARGIN) / span_x
    height = round(span_y * radius + 2 * MARGIN)
    origin = (MARGIN + (half_w - min(xs)) * radius, MARGIN + (half_h - min(ys)) * radius)
    return MapLayout(board, radius * scale, (origin[0] * scale, origin[1] * scale), (width * scale, height * scale), scale)
