"""Level 3 pictures: the map marks the minors' homes, the market shows the Black Line once formed,
and every picture is drawn at every stage of the example game (as saved under rules revision 4) without error."""

from __future__ import annotations

import io
import json

from PIL import Image

from engine import game_class
from renderer import api
from renderer.eighteen.ez import titles
from tests.saved_games import SAVED, replay_document


def _example_at(moves: int):
    full = replay_document(json.loads((SAVED / "18ez-level3-example-revision-4.json").read_text()))
    game = game_class("18EZ-L3")(full.players, full.seed)
    for outcome in full.history[:moves]:
        game.replay_move(outcome.player, outcome.action)
    return game


def test_every_picture_draws_through_the_level3_example() -> None:
    # 232: M&R's share value token on the chart under TC&L's (rules revision 4); 570: the end
    for moves in (0, 8, 40, 232, 300, 540, 570):
        game = _example_at(moves)
        for picture in (api.render_map(game), api.render_status(game), api.render_market(game, "now")):
            image = Image.open(io.BytesIO(picture.png))
            assert image.width >= 600 and image.height >= 300


def test_owned_minors_have_their_homes_marked_and_the_black_line_has_none() -> None:
    game = _example_at(40)
    view = titles.map_view(game)
    owned = [m for m, company in game.state.minors.items() if company.president is not None]
    placed = {rr for held in game.state.track.tokens.values() for rr in held}
    assert set(view.homes) >= {m for m in owned if m not in placed}
    assert "BLK" not in view.homes
