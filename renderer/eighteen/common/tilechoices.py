"""The tiles and rotations that may be laid on one hex, as a numbered grid of small pictures."""

from __future__ import annotations

import math
from collections.abc import Mapping, Sequence
from typing import Protocol

from PIL import Image, ImageDraw

from engine.core.action_base import Move
from engine.core.hexgrid import Hex, opposite
from engine.eighteen.shared.board import Board
from engine.eighteen.shared.building import TrackState
from engine.eighteen.shared.moves import LayTile
from engine.eighteen.shared.tiles import PlacedTile
from renderer.common import style
from renderer.common.geometry import edge_angle, edge_mid
from renderer.common.picture import DRAWING, Picture, png_bytes
from renderer.eighteen.common.mapview import railroad_colour
from renderer.eighteen.common.tileart import (
    TRACK_WIDTH,
    display_name,
    draw_hex_name,
    tile_image,
    tile_plan,
    token_image,
    token_label,
    track_image,
)

TILE_RADIUS = 72  # px
CELL_W, CELL_H = 212, 244
COLUMNS = 6
PAD = 20
HEADER = 104


def arriving_edges(board: Board, tiles: Mapping[str, tuple[str, int]], hex_name: str) -> list[int]:
    """Edges of `hex_name` where track on a neighbouring tile or off-board comes in."""
    here = Hex.parse(hex_name)
    found = []
    for edge in range(6):
        neighbour = here.neighbour(edge, board.layout).name
        facing = opposite(edge)
        offboard = board.offboard_at.get(neighbour)
        if offboard is not None and facing in offboard.exits:
            found.append(edge)
        elif neighbour in tiles:
            tile_id, rotation = tiles[neighbour]
            if facing in PlacedTile(board.tiles[tile_id], rotation).exits:
                found.append(edge)
    return found


def grid_size(count: int) -> tuple[int, int, int]:
    """(columns, picture width, picture height) for `count` cells."""
    columns = min(COLUMNS, count)
    rows = math.ceil(count / columns)
    return columns, max(columns * CELL_W + 2 * PAD, 640), HEADER + rows * CELL_H + PAD


def tile_centre(index: int, count: int) -> tuple[float, float]:
    """Where the tile of cell `index` (from 0) is drawn, in pixels."""
    columns, width, _ = grid_size(count)
    x = (width - columns * CELL_W) // 2 + (index % columns) * CELL_W
    y = HEADER + (index // columns) * CELL_H
    return x + CELL_W / 2, y + 16 + TILE_RADIUS * 1.08


def choices_image(
    board: Board,
    hex_name: str,
    lays: Sequence[LayTile],
    tiles: Mapping[str, tuple[str, int]],
    tokens: Sequence[str],
) -> Image.Image:
    """One numbered cell per lay: the tile as it would lie (with the hex's stations), and "57 r1"."""
    _, width, height = grid_size(len(lays))
    image = Image.new("RGB", (width, height), style.PAPER)
    draw = ImageDraw.Draw(image)
    spec = board.hexes.get(hex_name)
    place = f"{hex_name} {spec.name}" if spec is not None and spec.name else hex_name
    current = tiles.get(hex_name)
    what = f"upgrades for tile {current[0]}" if current else ("way to lay a tile" if len(lays) == 1 else "ways to lay a tile")
    draw.text((PAD, PAD), f"{place}: {len(lays)} {what}", font=style.font(34), fill=style.INK, stroke_width=1, stroke_fill=style.INK)
    draw.text((PAD, PAD + 44), "as they would lie on the map; marks show where track arrives", font=style.font(20), fill=style.MUTED)
    arriving = arriving_edges(board, tiles, hex_name)
    for index, lay in enumerate(lays):
        _draw_cell(image, draw, board, tile_centre(index, len(lays)), index + 1, lay, arriving, tokens)
    return image


def _draw_cell(
    image: Image.Image,
    draw: ImageDraw.ImageDraw,
    board: Board,
    centre: tuple[float, float],
    number: int,
    lay: LayTile,
    arriving: Sequence[int],
    tokens: Sequence[str],
) -> None:
    cx, cy = centre
    r = TILE_RADIUS
    x, y = cx - CELL_W / 2, cy - 16 - r * 1.08
    draw.rounded_rectangle((x + 6, y + 6, x + CELL_W - 6, y + CELL_H - 6), radius=12, fill=style.WHITE, outline=style.MUTED, width=2)
    stub = max(3, round(TRACK_WIDTH * r))
    for edge in arriving:  # a short piece of the neighbour's track outside the edge
        (ex, ey), angle = edge_mid(edge, layout=board.layout), edge_angle(edge, board.layout)
        start = (cx + ex * r + math.cos(angle) * 2, cy + ey * r + math.sin(angle) * 2)
        end = (start[0] + math.cos(angle) * r * 0.2, start[1] + math.sin(angle) * r * 0.2)
        draw.line([start, end], fill=style.MUTED, width=stub)
    spec = board.hexes.get(lay.hex)
    name = display_name(spec.name, board.layout) if spec is not None and spec.name else None
    picture = tile_image(board, lay.tile, lay.rotation, r, True, name)
    image.paste(picture, (round(cx - picture.width / 2), round(cy - picture.height / 2)), picture)
    plan = tile_plan(board, lay.tile, lay.rotation, name)
    if plan.slots and tokens:
        for railroad, (sx, sy) in zip(tokens, plan.slots[0], strict=False):
            token = token_image(token_label(railroad), railroad_colour(board, railroad), plan.slot_radius[0] * r)
            image.paste(token, (round(cx + sx * r - token.width / 2), round(cy + sy * r - token.height / 2)), token)
    if name and plan.name is not None:
        draw_hex_name(image, cx, cy, r, name, *plan.name, track_image(board, lay.tile, lay.rotation, r))
    badge = 17
    bx, by = x + 6 + badge + 4, y + 6 + badge + 4
    draw.ellipse((bx - badge, by - badge, bx + badge, by + badge), fill=style.INK)
    style.centred_text(draw, (bx, by), str(number), 22, style.WHITE, bold=True)
    style.centred_text(draw, (cx, y + CELL_H - 30), f"{lay.tile} r{lay.rotation}", 28, style.INK, bold=True)


class Tiled(Protocol):
    """An 18xx game, as the tile choices read it: its board, its track, and its legal moves."""

    board: Board

    @property
    def track(self) -> TrackState: ...

    def legal_actions(self, player: int, hexes: list[str] | None = None) -> list[Move]: ...


def tile_choices(game: Tiled, player: int, hex_name: str) -> Picture | None:
    """Every tile and rotation `player` may lay on the hex now, numbered; None if there are none."""
    try:
        name = Hex.parse(hex_name).name
    except ValueError:
        return None
    lays = [a for a in game.legal_actions(player, [name]) if isinstance(a, LayTile) and a.hex == name]
    if not lays:
        return None
    track = game.track
    with DRAWING:
        image = choices_image(game.board, name, lays, dict(track.tiles), tuple(track.tokens.get(name, ())))
        picture = png_bytes(image)
    count = f"{len(lays)} way{'s' if len(lays) != 1 else ''}"
    return Picture(f"tiles-{name}.png", picture, f"Tiles for {name}: {count} to lay")
