"""The map of a position: the cached board, then tiles, names, marks, station tokens and a legend.

`MapView` holds only what the drawing needs (board, track, tokens, phase, the active ferry,
special power tokens), so any title with an 18xx board of either hex layout can be drawn; titles
fill it in `renderer.eighteen.ez.titles` (18EZ) and `renderer.eighteen.gl.pictures` (18GL).
"""

from __future__ import annotations

from collections.abc import Callable, Mapping, Sequence
from dataclasses import dataclass, field

from PIL import Image, ImageDraw

from engine.eighteen.shared.board import Board
from renderer.common import panel, style
from renderer.common.geometry import Point
from renderer.eighteen.common.boardart import background
from renderer.eighteen.common.layout import MARGIN, Box, MapLayout
from renderer.eighteen.common.marks import PowerMark, closed_image, draw_marks
from renderer.eighteen.common.offboardart import offboard_plan, plan_slots
from renderer.eighteen.common.tileart import (
    display_name,
    draw_coordinate,
    draw_hex_name,
    slot_offsets,
    tile_image,
    tile_plan,
    token_image,
    token_label,
    track_image,
)

LEGEND_CORNERS = ("top-left", "top-right", "bottom-left", "bottom-right")


@dataclass(frozen=True)
class MapView:
    board: Board
    tiles: Mapping[str, tuple[str, int]]  # hex -> (tile id, rotation), pre-printed tiles included
    tokens: Mapping[str, Sequence[str]]  # hex or off-board id -> railroads with a station in its city, in slot order
    phase: str  # the key of the off-board values that apply (18EZ: a colour; 18GL: first/second/third)
    homes: tuple[str, ...] = ()  # railroads whose home city is marked (they have not started)
    legend: tuple[panel.Line, ...] = field(default=())
    ferry: str | None = None  # the active ferry route (18GL)
    powers: tuple[PowerMark, ...] = ()  # special power tokens on cities (18GL)
    closed: tuple[str, ...] = ()  # off-board hexes whose city circle is closed (the St. Louis circle not chosen)


def railroad_colour(board: Board, railroad: str) -> style.RGB:
    return style.rgb(board.railroads[railroad].color)


def slot_centres(view: MapView, layout: MapLayout, hex_name: str) -> tuple[list[tuple[float, float]], float]:
    """Pixel centres of the token slots of the hex's city (or of an off-board's, by id or hex), and the slot radius in px."""
    r = layout.radius
    offboard = view.board.offboards.get(hex_name) or view.board.offboard_at.get(hex_name)
    if offboard is not None:
        plan = offboard_plan(view.board, offboard.id)
        ox, oy = layout.centre(offboard.hex)
        return [(ox + x * r, oy + y * r) for x, y in plan_slots(plan, hex_name)], plan.slot_radius * r
    cx, cy = layout.centre(hex_name)
    placed = view.tiles.get(hex_name)
    if placed is not None and view.board.tiles[placed[0]].cities:
        plan = tile_plan(view.board, placed[0], placed[1])
        slots, slot_r = plan.slots[0], plan.slot_radius[0]
    else:
        slots, slot_r = slot_offsets(1)
    return [(cx + x * r, cy + y * r) for x, y in slots], slot_r * r


Overlay = Callable[[Image.Image, MapLayout], Image.Image]


@dataclass(frozen=True)
class PanelRequest:
    lines: tuple[panel.Line, ...]
    corners: tuple[str, ...]  # where to try, in order ("bottom-left", …)


def map_image(view: MapView, overlay: Overlay | None = None, panels: Sequence[PanelRequest] = ()) -> Image.Image:
    """The whole map as an RGB image: board, tiles, names, `overlay` (e.g. routes), tokens,
    then the legend and `panels` in free corners (below the map when no corner has room)."""
    board = view.board
    layout = MapLayout.of(board)
    image = background(board, view.phase, view.ferry).copy()
    r = layout.radius
    for hex_name, (tile_id, rotation) in sorted(view.tiles.items()):
        preprinted = board.hexes[hex_name].preprinted
        number = preprinted is None or preprinted.tile != tile_id  # pre-printed hexes show no tile number
        name = board.hexes[hex_name].name
        picture = tile_image(board, tile_id, rotation, r, number, display_name(name, board.layout) if name else None)
        _paste_centred(image, picture, *layout.centre(hex_name))
    draw = ImageDraw.Draw(image)
    for hex_name, (tile_id, _) in view.tiles.items():
        draw_coordinate(draw, *layout.centre(hex_name), r, hex_name, style.TILE_COLOURS[board.tiles[tile_id].color])
    _draw_names(image, view, layout)
    draw_marks(image, layout, dict(view.tiles), view.powers)  # (18EZ's boards have none)
    if overlay is not None:  # over the names: a route is never hidden by a label
        image = overlay(image, layout)
    for hex_name, railroads in sorted(view.tokens.items()):
        slots, slot_r = slot_centres(view, layout, hex_name)
        for railroad, (x, y) in zip(railroads, slots, strict=False):
            _paste_centred(image, token_image(token_label(railroad), railroad_colour(board, railroad), slot_r), x, y)
    for place in view.closed:
        for x, y in slot_centres(view, layout, place)[0]:
            _paste_centred(image, closed_image(slot_centres(view, layout, place)[1]), x, y)
    for railroad in view.homes:
        home = board.railroads[railroad].home
        if home is None:
            continue
        held = len(view.tokens.get(home, ())) + len(_tokens_at_offboard(view, home))
        slots, slot_r = slot_centres(view, layout, home)
        if held < len(slots):
            x, y = slots[held]
            _paste_centred(image, token_image(token_label(railroad), railroad_colour(board, railroad), slot_r, faint=True), x, y)
    requests = [PanelRequest(view.legend, LEGEND_CORNERS)] if view.legend else []
    return _place_panels(image, layout, [*requests, *panels])


def _tokens_at_offboard(view: MapView, home: str) -> list[str]:
    """Stations kept under an off-board's hexes when `home` names the off-board by id (or the other way round)."""
    offboard = view.board.offboards.get(home) or view.board.offboard_at.get(home)
    if offboard is None:
        return []
    return [rr for place in {offboard.id, *(p for p, _ in offboard.places)} - {home} for rr in view.tokens.get(place, ())]


def _place_panels(image: Image.Image, layout: MapLayout, requests: Sequence[PanelRequest]) -> Image.Image:
    draw = ImageDraw.Draw(image)
    taken: list[Box] = []
    left_over: list[list[panel.Line]] = []
    for request in requests:
        lines = list(request.lines)
        width, height = panel.measure(lines)
        box = layout.free_box(width, height, request.corners, avoid=taken)
        if box is None:
            left_over.append(lines)
            continue
        panel.draw_panel(draw, box, lines)
        taken.append(box)
    if not left_over:
        return image
    # no corner has room: a band below the map, the panels side by side while they fit across it
    sizes = [panel.measure(lines) for lines in left_over]
    rows: list[list[int]] = []
    for index, (width, _) in enumerate(sizes):
        row = rows[-1] if rows else None
        if row is not None and MARGIN + sum(sizes[i][0] + 12 for i in row) + width <= image.width - MARGIN:
            row.append(index)
        else:
            rows.append([index])
    band = sum(max(sizes[i][1] for i in row) + 12 for row in rows)
    taller = Image.new("RGB", (image.width, image.height + band), style.PAPER)
    taller.paste(image, (0, 0))
    draw = ImageDraw.Draw(taller)
    y = image.height
    for row in rows:
        x = MARGIN
        for i in row:
            width, height = sizes[i]
            panel.draw_panel(draw, (x, y, x + width, y + height), left_over[i])
            x += width + 12
        y += max(sizes[i][1] for i in row) + 12
    return taller


def _paste_centred(image: Image.Image, picture: Image.Image, x: float, y: float) -> None:
    image.paste(picture, (round(x - picture.width / 2), round(y - picture.height / 2)), picture)


def _draw_names(image: Image.Image, view: MapView, layout: MapLayout) -> None:
    r = layout.radius
    for hex_name, spec in view.board.hexes.items():
        if spec.name:
            placed = view.tiles.get(hex_name)
            name = display_name(spec.name, view.board.layout)
            spot, clear = name_spot(view.board, placed, name)
            track = None if clear or placed is None else track_image(view.board, placed[0], placed[1], r)
            draw_hex_name(image, *layout.centre(hex_name), r, name, spot, clear, track)


def name_spot(board: Board, placed: tuple[str, int] | None, name: str) -> tuple[Point, bool]:
    """Where a hex's name goes (below the city unless track or values are there),
    and whether that spot is clear of track."""
    if placed is None:
        return (0.0, 0.55), True
    spot = tile_plan(board, placed[0], placed[1], name).name
    assert spot is not None
    return spot
