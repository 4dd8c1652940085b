"""What a move changed on an 18xx map, outlined: the hexes whose tile or stations differ from the map's signature
taken before the move (renderer.api.map_signature), each ringed in a colour no railroad, route or tile has."""

from __future__ import annotations

from PIL import Image, ImageDraw

from renderer.common import style
from renderer.common.geometry import hex_points
from renderer.eighteen.layout import MapLayout
from renderer.eighteen.mapview import MapView, Overlay

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


def caption(number: int, messages: tuple[str, ...]) -> str:
    """'Map after move 88: M&R lays tile 8 on H9 …': the move's first sentence, cut to one line."""
    said = messages[0] if messages else ""
    said = said if len(said) <= 150 else said[:149].rstrip() + "…"
    return f"Map after move {number}: {said}" if said else f"Map after move {number}"
