"""Every tile of every board, in every rotation, is drawn with its track where the engine has it."""

from __future__ import annotations

import math

import pytest
from PIL import Image

from engine.eighteen.shared.board import Board
from engine.eighteen.shared.tiles import PlacedTile
from renderer.common import style
from renderer.common.geometry import edge_mid
from renderer.eighteen.common.tileart import TRACK_WIDTH, tile_image, tile_plan, token_image
from tests.renderer.conftest import at, board_names, dark, near, under_a_label

RADIUS = 80.0


def _on_white(picture: Image.Image) -> Image.Image:
    flat = Image.new("RGB", picture.size, style.WHITE)
    flat.paste(picture, (0, 0), picture)
    return flat


@pytest.mark.parametrize("board_name", board_names())
def test_every_tile_in_every_rotation_has_track_at_exactly_its_exits(board_name: str) -> None:
    board = Board.load(board_name)
    checked = 0
    for spec in board.tiles.values():
        fill = style.TILE_COLOURS[spec.color]
        for rotation in range(6):
            picture = tile_image(board, spec.id, rotation, RADIUS)
            assert picture.mode == "RGBA"
            across, tall = math.ceil(RADIUS * math.sqrt(3)) + 2, math.ceil(RADIUS * 2) + 2
            assert picture.size == ((across, tall) if board.layout == "pointy" else (tall, across))
            flat = _on_white(picture)
            centre = (picture.width / 2, picture.height / 2)
            assert picture.getpixel((0, 0))[3] == 0  # transparent outside the hex
            exits = PlacedTile(spec, rotation).exits
            plan = tile_plan(board, spec.id, rotation)
            for edge in range(6):
                x, y = edge_mid(edge, inset=0.06, layout=board.layout)  # just inside the edge: track, or the bare tile
                colour = at(flat, (centre[0] + x * RADIUS, centre[1] + y * RADIUS))
                if edge in exits:
                    assert dark(colour), (spec.id, rotation, edge, colour)
                elif not under_a_label(plan, (x, y)):
                    assert near(colour, fill, 10), (spec.id, rotation, edge, colour)
                checked += 1
    assert checked == len(board.tiles) * 36


def test_a_sharp_curve_bends_round_the_corner_between_its_edges() -> None:
    board = Board.load("18ez")
    flat = _on_white(tile_image(board, "7", 0, RADIUS))  # edges 0 (lower left) and 1 (left)
    cx, cy = flat.width / 2, flat.height / 2
    on_curve = (cx + math.cos(math.radians(150)) * 0.5 * RADIUS, cy + math.sin(math.radians(150)) * 0.5 * RADIUS)
    assert dark(at(flat, on_curve))
    assert near(at(flat, (cx, cy)), style.TILE_COLOURS["yellow"], 6)  # the centre stays bare
    assert near(at(flat, (cx + 0.5 * RADIUS, cy)), style.TILE_COLOURS["yellow"], 6)


def test_cities_show_their_slots_and_value_clear_of_the_track() -> None:
    board = Board.load("18ez")
    for tile_id in ("14", "15", "57", "63", "619", "716", "717", "718", "G"):
        for rotation in range(6):
            plan = tile_plan(board, tile_id, rotation)
            spec = board.tiles[tile_id]
            assert [len(s) for s in plan.slots] == [c.slots for c in spec.cities]
            flat = _on_white(tile_image(board, tile_id, rotation, RADIUS))
            cx, cy = flat.width / 2, flat.height / 2
            for x, y in plan.slots[0]:  # an empty slot is white
                assert near(at(flat, (cx + x * RADIUS, cy + (y - 0.5 * plan.slot_radius[0]) * RADIUS)), style.WHITE, 8)
            (vx, vy), value = plan.values[0]
            assert value == spec.cities[0].revenue
            from renderer.common.geometry import clearance

            assert clearance((vx, vy), plan.shape) > TRACK_WIDTH / 2, (tile_id, rotation)


def test_tokens_carry_the_railroads_colour_and_a_readable_label() -> None:
    purple, gold = style.rgb("#7b3fa0"), style.rgb("#d4a017")
    for colour in (purple, gold):
        token = token_image("PS&W", colour, 24.0)
        flat = _on_white(token)
        c = flat.width / 2
        assert near(at(flat, (c, c - 16)), colour, 4)  # the disc above the label
        label = {flat.getpixel((x, round(c))) for x in range(round(c - 14), round(c + 14))}
        assert style.ink_on(colour) in label or any(near(p, style.ink_on(colour), 30) for p in label)
    assert style.ink_on(purple) == style.WHITE and style.ink_on(gold) == style.INK
    faint = _on_white(token_image("PS&W", purple, 24.0, faint=True))
    assert not near(at(faint, (faint.width / 2, faint.width / 2 - 16)), purple, 30)  # pale inside
