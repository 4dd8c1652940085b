"""The tile preview: one numbered picture per legal lay, each turned as it would lie."""

from __future__ import annotations

import pytest

from engine.core.game import Game
from engine.eighteen.shared.moves import LayTile
from engine.eighteen.shared.tiles import PlacedTile
from renderer import render_tile_choices
from renderer.common import style
from renderer.common.geometry import edge_mid
from renderer.eighteen.common.tileart import tile_plan
from renderer.eighteen.common.tilechoices import CELL_W, TILE_RADIUS, arriving_edges, grid_size, tile_centre
from tests.renderer.conftest import at, dark, decode, example_after, local, near, under_a_label


def _lays(game: Game, hex_name: str) -> list[LayTile]:
    player = game.acting_players()[0]
    return [a for a in game.legal_actions(player, [hex_name]) if isinstance(a, LayTile)]


@pytest.mark.parametrize(("moves", "hex_name"), [(3, "E4"), (39, "H5"), (39, "E6"), (31, "E4")])
def test_one_cell_per_legal_lay_each_turned_as_it_would_lie(moves: int, hex_name: str) -> None:
    game = example_after(moves)
    lays = _lays(game, hex_name)
    assert lays
    picture = render_tile_choices(game, game.acting_players()[0], hex_name)
    assert picture is not None
    assert picture.filename == f"tiles-{hex_name}.png" and hex_name in picture.caption
    image = decode(picture.png)
    assert image.size == grid_size(len(lays))[1:]
    spec = game.board.tiles
    for index, lay in enumerate(lays):
        centre = tile_centre(index, len(lays))
        placed = PlacedTile(spec[lay.tile], lay.rotation)
        fill = style.TILE_COLOURS[placed.color]
        plan = tile_plan(game.board, lay.tile, lay.rotation, game.board.hexes[hex_name].name)
        for edge in range(6):
            point = edge_mid(edge, inset=0.07)
            colour = at(image, local(centre, TILE_RADIUS, point))
            if edge in placed.exits:
                assert dark(colour), (lay.text, edge)
            elif not under_a_label(plan, point):
                assert near(colour, fill, 16), (lay.text, edge, colour)
    # nothing after the last cell
    columns = grid_size(len(lays))[0]
    if len(lays) % columns:
        x, y = tile_centre(len(lays) - 1, len(lays))
        assert near(at(image, (x + CELL_W, y)), style.PAPER, 8)


def test_marks_show_where_neighbouring_track_arrives() -> None:
    game = example_after(39)
    board, tiles = game.board, dict(game.state.track.tiles)
    assert arriving_edges(board, tiles, "E6") == [1]  # from Purple Springs to its left
    assert sorted(arriving_edges(board, tiles, "E4")) == [0, 1]  # F3's junction below, and West
    image = decode(render_tile_choices(game, game.acting_players()[0], "E6").png)
    x, y = local(tile_centre(0, 5), TILE_RADIUS, edge_mid(1))
    assert near(at(image, (x - 8, y)), style.MUTED, 30)  # the stub just outside the left edge
    x, y = local(tile_centre(0, 5), TILE_RADIUS, edge_mid(4))
    assert near(at(image, (x + 8, y)), style.WHITE, 8), at(image, (x + 8, y))  # none on the right


def test_an_upgrade_shows_the_stations_already_in_the_city() -> None:
    game = example_after(31)
    assert game.state.track.tokens["E4"] == ["PS&W"]
    image = decode(render_tile_choices(game, game.acting_players()[0], "E4").png)
    purple = style.rgb(game.board.railroads["PS&W"].color)
    lays = _lays(game, "E4")
    for index in range(len(lays)):
        cx, cy = tile_centre(index, len(lays))
        crop = image.crop((round(cx - TILE_RADIUS), round(cy - TILE_RADIUS), round(cx + TILE_RADIUS), round(cy + TILE_RADIUS)))
        assert any(near(c, purple, 10) for _, c in crop.getcolors(50_000))


def test_no_picture_when_nothing_can_be_laid_there() -> None:
    game = example_after(39)
    player = game.acting_players()[0]
    assert render_tile_choices(game, player, "C12") is None  # a grey hex
    assert render_tile_choices(game, player, "Z9") is None  # not a hex
    assert render_tile_choices(game, player, "F19") is None  # far from TC&L's track
    other = next(p for p in range(len(game.players)) if p != player)
    assert render_tile_choices(game, other, "E6") is None  # not their turn
