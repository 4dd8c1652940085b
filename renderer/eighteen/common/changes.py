"""What a move changed on an 18xx map, outlined: the hexes whose tile or stations differ from the map's signature
taken before the move (renderer.api.map_signature), each ringed in a colour no railroad, route or tile has."""

from __future__ import annotations

import re
from collections.abc import Sequence

from PIL import Image, ImageDraw

from renderer.common import style
from renderer.common.geometry import hex_points
from renderer.eighteen.common.layout import MapLayout
from renderer.eighteen.common.mapview import MapView, Overlay

MARK: style.RGB = (255, 0, 255)
MARK_CASING: style.RGB = (20, 20, 20)


def changed_hexes(before: object, after: MapView) -> tuple[str, ...]:
    """The hexes whose tile (or rotation) or stations differ between two map views, in map order."""
    if not isinstance(before, MapView):
        return ()
    places = sorted(set(before.tiles) | set(after.tiles) | set(before.tokens) | set(after.tokens))
    return tuple(h for h in places if before.tiles.get(h) != after.tiles.get(h)
                 or tuple(before.tokens.get(h, ())) != tuple(after.tokens.get(h, ())))


def rings(hexes: tuple[str, ...]) -> Overlay:
    """An overlay outlining `hexes`: a dark edge, then the mark (off-board ids are skipped)."""

    def draw_rings(image: Image.Image, layout: MapLayout) -> Image.Image:
        draw = ImageDraw.Draw(image)
        for hex_name in hexes:
            if hex_name not in layout.board.hexes:
                continue
            corners = hex_points(*layout.centre(hex_name), layout.radius * 0.95, layout.board.layout)
            for colour, width in ((MARK_CASING, 0.12), (MARK, 0.065)):
                draw.line([*corners, corners[0]], fill=colour, width=max(2, round(layout.radius * width)), joint="curve")
        return image

    return draw_rings


CAPTION_MOST = 3_900  # characters: an embed's description holds 4,096
_HEADING = re.compile(r"^(?:[A-Z][\w ]* )?Round \d+ (?:begins|is over)|^The .* phase begins|^Phase \S+ begins")


def said_of(messages: Sequence[str]) -> str:
    """What a move did, in its first sentence that is not a round's or phase's start (those come with the move that
    set them off), cut to one line."""
    said = next((m for m in messages if not _HEADING.match(m)), messages[0] if messages else "")
    return said if len(said) <= 150 else said[:149].rstrip() + "…"


def caption(number: int, moves: Sequence[Sequence[str]]) -> str:
    """'Map after move 88: M&R lays tile 8 on H9 …': what the move that changed the map did. After a chain of
    automatic moves, every move that changed something the map outlines, a line each, oldest first (never a move that
    changed nothing on it); bounded for an embed, the moves left out counted."""
    lines = [s for s in (said_of(m) for m in moves) if s]
    if not lines:
        return f"Map after move {number}"
    if len(lines) == 1:
        return f"Map after move {number}: {lines[0]}"
    return f"Map after move {number}:\n" + bounded([f"• {line}" for line in lines])


def bounded(lines: list[str], most: int = CAPTION_MOST) -> str:
    """The lines joined, as many as fit in `most` characters, and how many more there were."""
    kept: list[str] = []
    for n, line in enumerate(lines):
        if sum(len(k) + 1 for k in kept) + len(line) > most - 40:
            return "\n".join([*kept, f"… and {len(lines) - n} more moves"])
        kept.append(line)
    return "\n".join(kept)
