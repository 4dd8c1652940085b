"""The picture after a move shows what changed: 18xx maps outline the hexes whose tile or stations changed and say
the move in the caption; Railways of the World shows the part of the map around a build, the new track's hexes
outlined (not the link's older ones), with what happened in a box."""

from __future__ import annotations

from engine.eighteen.shared.moves import LayTile
from engine.titles import new_game
from renderer import api
from renderer.common import style
from renderer.eighteen.common import changes
from renderer.eighteen.common.layout import MapLayout
from renderer.rotw import area as rotwarea
from renderer.rotw import board as rotwboard
from tests.engine.rotw.test_rotw_core import play, started
from tests.renderer.conftest import at, decode, example_script, near


def outline_point(layout: MapLayout, hex_name: str) -> tuple[float, float]:
    """A point on the hex's outline ring, midway along its first side."""
    from renderer.common.geometry import hex_points

    corners = hex_points(*layout.centre(hex_name), layout.radius * 0.95, layout.board.layout)
    return ((corners[0][0] + corners[1][0]) / 2, (corners[0][1] + corners[1][1]) / 2)


def test_an_18ez_tile_lay_is_outlined_and_said() -> None:
    title, players, seed, moves = example_script()
    game = new_game(title, list(players), seed)
    for player, action in moves:
        before = api.map_signature(game)
        outcome = game.apply(player, action)
        if isinstance(action, LayTile) and len(game.history) > 10:
            break
    pictures = api.pictures_after_move(game, outcome, before)
    assert [p.filename for p in pictures] == ["map.png"]
    assert pictures[0].caption == f"Map after move {len(game.history)}: {outcome.messages[0]}"
    image = decode(pictures[0].png)
    layout = MapLayout.of(game.board)
    assert near(at(image, outline_point(layout, action.hex)), changes.MARK, 40)
    elsewhere = next(h for h in game.board.hexes if h != action.hex and h not in game.track.tiles)
    assert not near(at(image, outline_point(layout, elsewhere)), changes.MARK, 60)
    assert changes.changed_hexes(api.map_signature(game), api.map_signature(game)) == ()


def test_a_rotw_build_shows_its_part_of_the_map_with_the_new_track_outlined() -> None:
    game = started()
    me = game.acting_players()[0]
    name = game.players[me]
    play(game, f"{name}: build C5 C7")  # an unfinished link: C7
    before = api.map_signature(game)
    while game.acting_players()[0] != me:
        play(game, f"{game.players[game.acting_players()[0]]}: pass")
    play(game, f"{name}: build C7 C9")  # completed: only C9's side is new
    after = api.map_signature(game)
    assert after.changed(before) == ("C9",)  # the link's end reached; its older track is not outlined
    outcome = game.history[-1]
    (picture,) = api.pictures_after_move(game, outcome, before)
    assert picture.caption == f"Move {len(game.history)}: {outcome.messages[0]}"
    image = decode(picture.png)
    plan = rotwboard.layout(game.board)
    left, top, _, _ = rotwarea.area_box(plan, after.changed(before))
    for hex_name in after.changed(before):
        from renderer.common.geometry import hex_points

        corners = hex_points(*plan.centre(hex_name), plan.radius * 0.96)
        mid = ((corners[2][0] + corners[3][0]) / 2 - left, (corners[2][1] + corners[3][1]) / 2 - top)
        assert near(at(image, mid), style.WHITE, 30) or near(at(image, mid), rotwarea.MARK_CASING, 60)
