"""The map picture: size, determinism, where tiles and tokens land, and known colours."""

from __future__ import annotations

import copy

import pytest
from PIL import Image, ImageChops

from engine.core.game import Game
from engine.eighteen.shared.board import Board
from renderer import render_map
from renderer.common import style
from renderer.common.geometry import corner, edge_mid
from renderer.eighteen.common.boardart import background
from renderer.eighteen.common.layout import MapLayout
from renderer.eighteen.common.mapview import MapView, map_image, slot_centres
from renderer.eighteen.common.tileart import tile_image
from renderer.eighteen.ez.titles import map_view
from tests.renderer.conftest import at, board_names, dark, decode, example_after, local, near

PNG = b"\x89PNG\r\n\x1a\n"


@pytest.fixture(scope="module")
def final_map(final_game: Game) -> Image.Image:
    return decode(render_map(final_game).png)


@pytest.mark.parametrize("board_name", board_names())
def test_every_board_is_drawn_at_phone_width_with_every_hex(board_name: str) -> None:
    board = Board.load(board_name)
    preprinted = {h.hex: (h.preprinted.tile, h.preprinted.rotation) for h in board.spec.hexes if h.preprinted}
    phase = next(iter(board.spec.offboards[0].values))  # the first phase's key (a colour, or 18GL's "first")
    image = map_image(MapView(board, preprinted, {}, phase))
    assert 1200 <= image.width <= 1600 and image.height <= 2000
    layout = MapLayout.of(board)
    for place in layout.places:
        x, y = layout.centre(place)
        assert 0 < x < image.width and 0 < y < image.height
        cx, cy = corner(1, board.layout)
        assert not near(at(image, local((x, y), layout.radius, (cx * 0.88, cy * 0.88))), style.PAPER, 3), place


def test_the_map_picture_is_a_phone_sized_png(final_game: Game) -> None:
    picture = render_map(final_game)
    assert picture.filename == "map.png"
    assert picture.png.startswith(PNG) and len(picture.png) < 1_500_000
    assert picture.caption == f"Map after move {len(final_game.history)}"
    image = decode(picture.png)
    assert 1200 <= image.width <= 1600


def test_the_same_position_gives_the_same_bytes_with_or_without_caches(final_game: Game) -> None:
    first = render_map(final_game).png
    assert render_map(final_game).png == first
    background.cache_clear()
    tile_image.cache_clear()
    assert render_map(final_game).png == first


def test_a_laid_tile_changes_only_its_own_hex(final_game: Game) -> None:
    game = copy.deepcopy(final_game)
    before = decode(render_map(game).png)
    game.state.track.tiles["H13"] = ("9", 1)  # a straight from the left to the right edge
    after = decode(render_map(game).png)
    layout = MapLayout.of(game.board)
    # (a palette picture may shift other colours by a shade: count only real changes)
    changed = ImageChops.difference(before, after).convert("L").point(lambda v: 255 if v > 24 else 0)
    left, top, right, bottom = changed.getbbox()
    h_left, h_top, h_right, h_bottom = layout.bbox("H13")
    assert h_left - 1 <= left and top >= h_top - 1 and right <= h_right + 1 and bottom <= h_bottom + 1
    assert right - left > layout.radius * 1.5  # the whole hex turned yellow, not a few pixels
    centre = layout.centre("H13")
    for edge in (1, 4):  # the track reaches both of its edges
        assert dark(at(after, local(centre, layout.radius, edge_mid(edge, inset=0.08))))
    assert near(at(after, local(centre, layout.radius, edge_mid(0, inset=0.1))), style.TILE_COLOURS["yellow"])


def test_station_tokens_show_their_railroads_colour_in_their_city(final_game: Game, final_map: Image.Image) -> None:
    view = map_view(final_game)
    layout = MapLayout.of(view.board)
    assert view.tokens == {"E4": ("PS&W",), "I6": ("TC&L",), "B9": ("BR&N",)}
    for hex_name, (railroad,) in view.tokens.items():
        (x, y), *_free = slot_centres(view, layout, hex_name)[0]
        slot_r = slot_centres(view, layout, hex_name)[1]
        colour = style.rgb(view.board.railroads[railroad].color)
        assert near(at(final_map, (x, y - 0.6 * slot_r)), colour), hex_name  # the disc, above its label
        second = slot_centres(view, layout, hex_name)[0][1]
        assert near(at(final_map, (second[0], second[1] - 0.6 * slot_r)), style.WHITE)  # the free slot


@pytest.mark.parametrize(("moves", "marked"), [(0, ["PS&W", "BR&N", "BCRR", "M&YR", "M&R", "TC&L"]), (3, ["PS&W", "TC&L", "BR&N"])])
def test_homes_of_railroads_that_have_not_started_are_marked(moves: int, marked: list[str]) -> None:
    game = example_after(moves)
    view = map_view(game)
    assert sorted(view.homes) == sorted(marked)
    image = decode(render_map(game).png)
    layout = MapLayout.of(view.board)
    for railroad, spec in view.board.railroads.items():
        (x, y), slot_r = slot_centres(view, layout, spec.home)[0][0], slot_centres(view, layout, spec.home)[1]
        ring = at(image, (x, y - 0.9 * slot_r))  # on the ring
        if railroad in marked:
            assert near(ring, style.rgb(spec.color), 20), railroad
        else:
            assert near(at(image, (x, y - 0.6 * slot_r)), style.WHITE), railroad


# Known colours of the example's final position, sampled near two corners of each hex
# (away from track, values and labels), so font differences cannot matter.
FINAL_COLOURS = {
    "B11": style.TILE_COLOURS["green"],
    "C12": style.TILE_COLOURS["gray"],
    "D7": style.TILE_COLOURS["brown"],
    "E6": style.TILE_COLOURS["yellow"],
    "F11": style.TILE_COLOURS["yellow"],
    "H13": style.HEX_EMPTY,
    "K12": style.HEX_EMPTY,
    "A8": style.OFFBOARD,
}


@pytest.mark.parametrize("hex_name", sorted(FINAL_COLOURS))
def test_known_hex_colours_of_the_final_position(final_map: Image.Image, hex_name: str) -> None:
    layout = MapLayout.of(Board.load("18ez"))
    for index in (1, 3):
        x, y = corner(index)
        assert near(at(final_map, local(layout.centre(hex_name), layout.radius, (x * 0.88, y * 0.88))), FINAL_COLOURS[hex_name])


def test_only_off_board_values_depend_on_the_phase() -> None:
    board = Board.load("18ez")
    layout = MapLayout.of(board)
    difference = ImageChops.difference(background(board, "yellow"), background(board, "green")).convert("L")
    assert difference.getbbox() is not None
    boxes = [layout.bbox(o.hex) for o in board.offboards.values()]
    for x in range(0, difference.width, 5):
        for y in range(0, difference.height, 5):
            if difference.getpixel((x, y)):
                assert any(b[0] <= x <= b[2] and b[1] <= y <= b[3] for b in boxes), (x, y)


def test_the_legend_shows_the_phase_and_who_is_to_act(final_map: Image.Image) -> None:
    game = example_after(40)
    view = map_view(game)
    texts = [line.text for line in view.legend]
    assert texts[0] == "18EZ Level 1"
    assert "Green phase" in texts[1]
    railroad = game.current_railroad()
    assert f"{railroad.id} ({game.player_name(railroad.owner)}) to {game.state.step}" in texts
    image = decode(render_map(game).png)
    corner_box = image.crop((0, 0, 400, 260))
    colours = {c for _, c in corner_box.getcolors(100_000)}
    assert any(near(c, style.TILE_COLOURS["green"], 6) for c in colours)  # the phase chip
    assert any(near(c, style.rgb(game.board.railroads[railroad.id].color), 6) for c in colours)
