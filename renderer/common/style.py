"""Colours, fonts and text helpers shared by every picture.

Text is drawn in DejaVu Sans, the font matplotlib ships with its data (a dependency for the charts), so a
picture is the same on every machine and every name is drawn as written ("Torreón", "Kōbe", "–"); Pillow's own
default font has no accented letters.
"""

from __future__ import annotations

import importlib.util
from functools import lru_cache
from pathlib import Path

from PIL import ImageColor, ImageDraw, ImageFont

RGB = tuple[int, int, int]

PAPER: RGB = (250, 248, 242)  # the canvas around the map
INK: RGB = (24, 24, 28)  # text and track
GRID_TEXT: RGB = (90, 90, 100)  # coordinates along the map's edges
HEX_EMPTY: RGB = (226, 234, 206)  # an unimproved map hex
HEX_LINE: RGB = (150, 160, 140)
OFFBOARD: RGB = (200, 52, 44)
WHITE: RGB = (255, 255, 255)
MUTED: RGB = (120, 120, 128)

TILE_COLOURS: dict[str, RGB] = {
    "yellow": (247, 221, 64),
    "green": (112, 190, 92),
    "brown": (196, 132, 82),
    "gray": (184, 186, 190),
}

# Route overlays: strong, mutually distinct colours far from every railroad's colour in every title and from the
# tile colours (tests/renderer/test_routes.py measures it), drawn over a dark casing so the light ones show.
ROUTE_COLOURS: tuple[RGB, ...] = (
    (255, 0, 255),  # magenta
    (0, 229, 255),  # cyan
    (118, 255, 3),  # lime
    (0, 0, 160),  # navy
    (170, 0, 255),  # violet
    (0, 150, 255),  # sky blue
)
ROUTE_CASING: RGB = (20, 20, 20)


def colour_distance(a: RGB, b: RGB) -> float:
    """How far apart two colours look (the 'redmean' weighting of RGB distance)."""
    mean_red = (a[0] + b[0]) / 2
    dr, dg, db = a[0] - b[0], a[1] - b[1], a[2] - b[2]
    return ((2 + mean_red / 256) * dr * dr + 4 * dg * dg + (2 + (255 - mean_red) / 256) * db * db) ** 0.5


def rgb(colour: str) -> RGB:
    """'#7b3fa0' or a colour name as an (r, g, b) tuple."""
    return ImageColor.getrgb(colour)[:3]  # type: ignore[return-value]


def luminance(colour: RGB) -> float:
    r, g, b = (c / 255 for c in colour)
    return 0.2126 * r + 0.7152 * g + 0.0722 * b


def ink_on(colour: RGB) -> RGB:
    """Black or white, whichever reads better on `colour`."""
    return INK if luminance(colour) > 0.45 else WHITE


def blend(a: RGB, b: RGB, t: float) -> RGB:
    """`a` moved a fraction `t` of the way to `b`."""
    return tuple(round(x + (y - x) * t) for x, y in zip(a, b, strict=True))  # type: ignore[return-value]


@lru_cache(maxsize=1)
def font_file() -> Path:
    """DejaVu Sans in matplotlib's data, found without importing matplotlib (slow to import)."""
    spec = importlib.util.find_spec("matplotlib")
    if spec is None or not spec.submodule_search_locations:  # pragma: no cover - matplotlib is a dependency
        raise RuntimeError("matplotlib is not installed; the pictures use the DejaVu Sans font it ships")
    return Path(next(iter(spec.submodule_search_locations))) / "mpl-data" / "fonts" / "ttf" / "DejaVuSans.ttf"


@lru_cache(maxsize=64)
def font(size: int) -> ImageFont.FreeTypeFont:
    return ImageFont.truetype(str(font_file()), size)


def text_size(text: str, size: int) -> tuple[int, int]:
    left, top, right, bottom = font(size).getbbox(text)
    return right - left, bottom - top


def fit_size(text: str, size: int, width: float, smallest: int = 8) -> int:
    """The largest font size up to `size` at which `text` is at most `width` wide."""
    while size > smallest and text_size(text, size)[0] > width:
        size -= 1
    return size


def centred_text(
    draw: ImageDraw.ImageDraw,
    xy: tuple[float, float],
    text: str,
    size: int,
    fill: RGB,
    stroke: int = 0,
    stroke_fill: RGB = WHITE,
    bold: bool = False,
) -> None:
    """Text centred on `xy`; `bold` thickens it with a stroke of its own colour."""
    if bold and not stroke:
        stroke, stroke_fill = max(1, size // 18), fill
    draw.text(xy, text, font=font(size), fill=fill, anchor="mm", stroke_width=stroke, stroke_fill=stroke_fill)
