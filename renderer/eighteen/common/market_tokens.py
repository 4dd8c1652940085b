"""Where a market cell's tokens go, and the callout that names the railroads of a crowded cell.

    token_spots(box, count)   each token's centre and radius: one centred, a pair overlapping on the diagonal, three
                              or more side by side in reading order (none covering another), top of the stack first
    badge_spot(spot, count)   where a pair's stack-order numbers go (clear of both names); None in a crowded cell
    label_box(label, spot)    the box a token's name takes on its disc (as tileart.token_image draws it)
    place_callouts(...)       a crowded cell's callout: a box under the cell's column, below the market where the
                              rows reach that far (in the blank corner a ragged market leaves, where they do not),
                              with the cell's value and each railroad numbered top first, in its colour, its name
                              big enough to read with the picture shown 390 px wide (a phone)

Names are measured with `style.text_size`, whatever font `style` draws with.
"""

from __future__ import annotations

import math
from collections.abc import Callable, Sequence
from dataclasses import dataclass, replace
from functools import lru_cache

from PIL import Image, ImageDraw

from engine.eighteen.shared.market import Cell as MarketCell
from renderer.common import style
from renderer.eighteen.common.tileart import SUPERSAMPLE

Box = tuple[float, float, float, float]  # left, top, right, bottom
Spot = tuple[float, float, float]  # centre x, centre y, radius

VALUE_STRIP = 38  # the top of a cell: its value and the PAR mark
TOKEN_MARGIN = 4
TOKEN_RADIUS = 35  # a lone token
PAIR_RADIUS = 30  # each of a stack of two; bigger stacks get smaller discs still
BADGE_RADIUS = 10  # the stack-order number on each token of a pair
CROWDED = 3  # a cell with this many tokens or more gets a callout naming them
TOKEN_GAP = 3  # px between the discs of a crowded cell
PHONE_WIDTH = 390  # px: the picture as a phone shows it
PHONE_TEXT = 7  # px: a callout's text size at that width, at least
CALLOUT_MARGIN = 12  # px around a callout, clear of the cells, the arrows and other callouts


def _area(box: Sequence[float]) -> tuple[float, float, float, float]:
    return box[0] + TOKEN_MARGIN, box[1] + VALUE_STRIP, box[2] - TOKEN_MARGIN, box[3] - TOKEN_MARGIN


def _grid_radius(width: float, height: float, count: int, columns: int, largest: float) -> float:
    lines = math.ceil(count / columns)
    return min(largest, (width / columns - TOKEN_GAP) / 2, (height / lines - TOKEN_GAP) / 2)


def token_spots(box: Sequence[float], count: int) -> list[Spot]:
    """Centre and radius of each token of a stack of `count` in a cell, top of the stack first.
    One token: centred. Two: the top one upper left, the other lower right, overlapping a little (a stack), each name
    clear of the other disc. More: discs side by side, not touching, in reading order, as many to a line as makes them
    largest (an incomplete last line centred)."""
    left, top, right, bottom = _area(box)
    if count <= 0:
        return []
    if count == 1:
        return [((left + right) / 2, (top + bottom) / 2, min(TOKEN_RADIUS, (right - left) / 2 - 1, (bottom - top) / 2 - 1))]
    pair = min(PAIR_RADIUS, (right - left) / 3.4, (bottom - top) / 3.1)  # a narrow cell takes smaller tokens
    if count == 2:
        cx, cy, r = (left + right) / 2, (top + bottom) / 2, pair
        dx, dy = r * 0.7, r * 0.55
        return [(cx - dx, cy - dy, r), (cx + dx, cy + dy, r)]
    width, height = right - left, bottom - top
    per_line = max(range(1, count + 1), key=lambda c: (_grid_radius(width, height, count, c, pair), -c))
    radius = _grid_radius(width, height, count, per_line, pair)
    lines = math.ceil(count / per_line)
    slot_w, slot_h = width / per_line, height / lines
    spots = []
    for index in range(count):
        line, place = divmod(index, per_line)
        in_line = min(per_line, count - line * per_line)
        x0 = left + (width - in_line * slot_w) / 2
        spots.append((x0 + (place + 0.5) * slot_w, top + (line + 0.5) * slot_h, radius))
    return spots


def badge_spot(spot: Spot, count: int, label: str) -> tuple[float, float] | None:
    """Where a token's stack-order number goes: in a pair, on the upper right of the rim, just above its name (the
    top token's at the stack's outer corner, the other's clear of the top token). None alone (no number) and in a
    crowded cell, whose callout numbers its railroads instead: a number there would cover the small discs' names."""
    if count != 2:
        return None
    x, y, radius = spot
    name = label_box(label, spot)
    up = max(radius * 0.55, (name[3] - name[1]) / 2 + BADGE_RADIUS + 2)
    across = math.sqrt(max(radius * radius - up * up, 0))
    return (x + across, y - up)


def label_size(label: str, radius: float) -> float:
    """The size a token's name is drawn at on a disc of `radius` (tileart.token_image, at its supersampling)."""
    s = SUPERSAMPLE
    return style.fit_size(label, round(radius * s * 0.66), radius * s * 1.68) / s


def label_box(label: str, spot: Spot) -> Box:
    """The box the token's name takes, centred on its disc (the bold stroke included)."""
    x, y, radius = spot
    s = SUPERSAMPLE
    size = round(label_size(label, radius) * s)
    width, height = style.text_size(label, size)
    stroke = max(1, size // 18)
    half_w, half_h = (width / 2 + stroke) / s, (height / 2 + stroke) / s
    return (x - half_w, y - half_h, x + half_w, y + half_h)


def disc_box(spot: Spot, extra: float = 0) -> Box:
    x, y, radius = spot
    return (x - radius - extra, y - radius - extra, x + radius + extra, y + radius + extra)


def disc_meets_box(centre: tuple[float, float], radius: float, box: Box) -> bool:
    """Does a disc cover any of `box`?"""
    nearest_x = min(max(centre[0], box[0]), box[2])
    nearest_y = min(max(centre[1], box[1]), box[3])
    return math.dist(centre, (nearest_x, nearest_y)) < radius


def boxes_meet(a: Box, b: Box) -> bool:
    return a[0] < b[2] and b[0] < a[2] and a[1] < b[3] and b[1] < a[3]


# -- callouts ------------------------------------------------------------------------------------


@dataclass(frozen=True)
class Entry:
    railroad: str  # its id, as the tables write it
    number: int  # 1: the top of the stack
    disc: Spot  # a disc in its colour with the number
    name: Box  # the ink of its name
    at: tuple[float, float]  # where its name is drawn from (left, middle)


@dataclass(frozen=True)
class Callout:
    cell: MarketCell
    box: Box
    size: int  # the text size
    value: str  # the cell's value ('$200'), drawn in a swatch of the cell's colour
    swatch: Box
    pointer: float  # x of the notch at the top, under the cell
    entries: tuple[Entry, ...]


def callout_size(picture_width: int, smallest: int) -> int:
    """The callout's text size: readable (PHONE_TEXT px) when the picture is shown PHONE_WIDTH px wide."""
    return max(smallest, math.ceil(PHONE_TEXT * picture_width / PHONE_WIDTH))


def text_box(xy: tuple[float, float], text: str, size: int, bold: bool = True) -> Box:
    """The ink box of `text` drawn left-middle anchored at `xy` (as `draw_callouts` draws it)."""
    stroke = max(1, size // 18) if bold else 0
    box = ImageDraw.Draw(Image.new("L", (1, 1))).textbbox(xy, text, font=style.font(size), anchor="lm",
                                                          stroke_width=stroke)
    return (float(box[0]), float(box[1]), float(box[2]), float(box[3]))


def _callout(cell: MarketCell, stack: Sequence[str], value: str, size: int, origin: tuple[float, float], pointer: float) -> Callout:
    pad, line = round(size * 0.45), round(size * 1.4)
    radius = size * 0.58
    left, top = origin
    swatch_w = style.text_size(value, size)[0] + 2 * pad
    swatch = (left + pad, top + pad, left + pad + swatch_w, top + pad + line)
    y = swatch[3] + pad / 2
    entries = []
    right = swatch[2] + pad
    for number, rr in enumerate(stack, start=1):
        cy = y + line / 2
        disc = (left + pad + radius, cy, radius)
        at = (left + pad + 2 * radius + pad * 0.7, cy)
        name = text_box(at, rr, size)
        entries.append(Entry(rr, number, disc, name, at))
        right = max(right, name[2] + pad)
        y += line
    box = (left, top, right, y + pad / 2)
    return Callout(cell, box, size, value, swatch, pointer, tuple(entries))


def _moved(callout: Callout, dx: float, dy: float) -> Callout:
    def shift(box: Box) -> Box:
        return (box[0] + dx, box[1] + dy, box[2] + dx, box[3] + dy)

    entries = tuple(Entry(e.railroad, e.number, (e.disc[0] + dx, e.disc[1] + dy, e.disc[2]), shift(e.name), (e.at[0] + dx, e.at[1] + dy))
                    for e in callout.entries)
    return replace(callout, box=shift(callout.box), swatch=shift(callout.swatch), pointer=callout.pointer + dx, entries=entries)


def _grown(box: Box, by: float) -> Box:
    return (box[0] - by, box[1] - by, box[2] + by, box[3] + by)


def place_callouts(
    crowded: Sequence[tuple[MarketCell, Sequence[str], str]],
    cell_box: Callable[[MarketCell], Sequence[float]],
    blocked: Sequence[Box],
    bounds: tuple[float, float],
    size: int,
) -> list[Callout]:
    """A callout for each (cell, stack, value) in `crowded`, left to right: centred under its cell's column (kept
    within `bounds`, left and right), as high as it goes without meeting a `blocked` box (the rows of cells with their
    arrows) or a callout placed before it."""
    placed: list[Callout] = []
    for cell, stack, value in sorted(crowded, key=lambda c: (c[0][1], c[0][0])):
        left, _, right, bottom = cell_box(cell)
        middle = (left + right) / 2
        draft = _callout(cell, stack, value, size, (0, 0), 0)
        width = draft.box[2] - draft.box[0]
        x = min(max(middle - width / 2, bounds[0]), bounds[1] - width)
        y = bottom + CALLOUT_MARGIN
        callout = _moved(draft, x, y)
        while True:
            ahead = [b for b in [*blocked, *(p.box for p in placed)] if boxes_meet(_grown(callout.box, CALLOUT_MARGIN - 1), b)]
            if not ahead:
                break
            callout = _moved(callout, 0, max(b[3] for b in ahead) + CALLOUT_MARGIN - callout.box[1])
        notch = min(max(middle, callout.box[0] + 2 * CALLOUT_MARGIN), callout.box[2] - 2 * CALLOUT_MARGIN)
        placed.append(replace(callout, pointer=notch))
    return placed


# -- drawing -------------------------------------------------------------------------------------


@lru_cache(maxsize=64)
def _numbered_disc(number: int, colour: style.RGB, radius: float, ring: style.RGB | None) -> Image.Image:
    s = SUPERSAMPLE
    size = math.ceil(radius * 2) + 12
    big = Image.new("RGBA", (size * s, size * s), (0, 0, 0, 0))
    draw = ImageDraw.Draw(big)
    c, r = size * s / 2, radius * s
    if ring is not None:  # the railroad whose token just moved
        draw.ellipse((c - r - 5 * s, c - r - 5 * s, c + r + 5 * s, c + r + 5 * s), outline=ring, width=4 * s)
    draw.ellipse((c - r, c - r, c + r, c + r), fill=colour, outline=style.INK, width=max(2, round(r * 0.08)))
    style.centred_text(draw, (c, c + s), str(number), round(r * 1.1), style.ink_on(colour), bold=True)
    return big.reduce(s)


def draw_callouts(
    image: Image.Image,
    callouts: Sequence[Callout],
    fills: Callable[[MarketCell], tuple[style.RGB, style.RGB]],
    colour_of: Callable[[str], style.RGB],
    highlight: str | None,
    ring: style.RGB,
) -> None:
    """Each callout: a white box with a notch pointing up at its cell, the cell's value in the cell's colours, then the
    railroads top of the stack first, each a numbered disc in its colour and its name."""
    draw = ImageDraw.Draw(image)
    for callout in callouts:
        top = callout.box[1]
        notch = CALLOUT_MARGIN * 0.8
        draw.rounded_rectangle(callout.box, radius=10, fill=style.WHITE, outline=style.MUTED, width=2)
        draw.polygon([(callout.pointer - notch, top + 1), (callout.pointer, top - notch), (callout.pointer + notch, top + 1)],
                     fill=style.WHITE, outline=style.MUTED)
        draw.line((callout.pointer - notch + 2, top + 1, callout.pointer + notch - 2, top + 1), fill=style.WHITE, width=2)
        fill, ink = fills(callout.cell)
        draw.rectangle(callout.swatch, fill=fill, outline=style.blend(style.WHITE, style.MUTED, 0.55))
        stroke = max(1, callout.size // 18)
        middle = (callout.swatch[1] + callout.swatch[3]) / 2
        draw.text(((callout.swatch[0] + callout.swatch[2]) / 2, middle), callout.value, font=style.font(callout.size), fill=ink,
                  anchor="mm", stroke_width=stroke, stroke_fill=ink)
        for entry in callout.entries:
            x, y, radius = entry.disc
            piece = _numbered_disc(entry.number, colour_of(entry.railroad), radius, ring if entry.railroad == highlight else None)
            image.paste(piece, (round(x - piece.width / 2), round(y - piece.height / 2)), piece)
            draw.text(entry.at, entry.railroad, font=style.font(callout.size), fill=style.INK,
                      anchor="lm", stroke_width=stroke, stroke_fill=style.INK)
