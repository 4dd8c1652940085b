"""A finished picture: PNG bytes with a file name and a one-line caption."""

from __future__ import annotations

import io
import threading
from dataclasses import dataclass

from PIL import Image

from engine.core.game import Outcome

COMPRESS_LEVEL = 6
COLOURS = 256  # pictures are flat colours plus anti-aliased edges: a palette loses nothing visible

# Drawing is serialised: the bot paints in worker threads, and the font engine behind Pillow's text
# is not meant for concurrent use. Every family's pictures take this lock.
DRAWING = threading.Lock()


@dataclass(frozen=True)
class Picture:
    filename: str  # e.g. "map.png", "routes.png", "tiles-E6.png", "status.png"
    png: bytes
    caption: str  # one short line, e.g. "Map after move 12"


@dataclass(frozen=True)
class Change:
    """A move that changed the map: its number in the game, what it said, and the map's signature
    (renderer.api.map_signature) just before and just after it."""

    number: int
    outcome: Outcome
    before: object
    after: object


def png_bytes(image: Image.Image) -> bytes:
    """A palette PNG (about half the size of full colour, and four times faster to write);
    the same image always gives the same bytes (no time stamps or metadata)."""
    palette = image.convert("RGB").quantize(COLOURS, method=Image.Quantize.FASTOCTREE, dither=Image.Dither.NONE)
    buffer = io.BytesIO()
    palette.save(buffer, format="PNG", compress_level=COMPRESS_LEVEL)
    return buffer.getvalue()
