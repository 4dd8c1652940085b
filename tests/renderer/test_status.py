"""The status card: what it lists for 18EZ Level 1, and that any title gets one."""

from __future__ import annotations

from engine.core.game import Game
from engine.eighteen.ez.level1.game import EZLevel1
from renderer import render_status
from renderer.common import style
from renderer.common.status import Card
from renderer.eighteen.ez.titles import status_card
from tests.renderer.conftest import decode, example_after, near


def _texts(card: Card, title: str) -> list[list[str]]:
    table = next(t for t in card.tables if t.title.startswith(title))
    return [[cell.text for cell in row] for row in table.rows]


def test_level1_card_lists_railroads_players_bank_trains_and_phases(final_game: Game) -> None:
    card = status_card(final_game)
    assert card.heading[0] == "18EZ Level 1"
    assert "Game over" in card.heading[1]
    railroads = _texts(card, "Railroads")
    assert [row[0] for row in railroads] == [rr.id for rr in final_game.operating_order()]
    for row, rr in zip(railroads, final_game.operating_order(), strict=True):
        assert row[2] == f"${rr.cash:,}" + (f" + ${rr.ious:,} IOU" if rr.ious else "")
        assert row[3].split() == sorted(rr.trains)
        assert row[4] == final_game.board.railroads[rr.id].home  # each has its home station
    players = _texts(card, "Players")
    assert [row[1] for row in players] == [final_game.player_name(p) for p in final_game.state.seating]
    assert {row[3] for row in players} == {f"${m:,}" for m in final_game.scores().values()}
    trains = _texts(card, "Bank")
    assert [row[0] for row in trains] == ["2-train", "3-train", "4-train", "5-train"]
    assert [row[2] for row in trains] == ["$80", "$180", "$300", "$450"]
    phases = _texts(card, "Phases")
    assert phases[2][0] == "Brown (now)" and "2-trains scrapped" in phases[2][1]


def test_mid_game_card_names_who_acts_and_the_next_train() -> None:
    game = example_after(39)
    card = status_card(game)
    railroad = game.current_railroad()
    assert f"{railroad.id} ({game.player_name(railroad.owner)}) to build" in card.heading[1]
    trains = _texts(card, "Bank")
    next_type = game.state.depot.next_type()
    assert [row[3] for row in trains if "(next)" in row[3]] == [f"{game.state.depot.left[next_type]} (next)"]


def test_the_card_is_a_readable_png_with_each_railroads_colour(final_game: Game) -> None:
    picture = render_status(final_game)
    assert picture.filename == "status.png" and picture.caption.startswith("Status after move")
    image = decode(picture.png)
    assert image.width >= 1000 and 600 < image.height < 2400
    colours = [c for _, c in image.getcolors(100_000)]
    for rr in final_game.operating_order():
        assert any(near(c, style.rgb(final_game.board.railroads[rr.id].color), 8) for c in colours), rr.id


def test_before_anyone_has_chosen_the_card_still_draws() -> None:
    game = example_after(0)
    card = status_card(game)
    assert "choosing railroads" in card.heading[1]
    assert _texts(card, "Railroads") == []
    assert decode(render_status(game).png).width >= 1000


class OtherTitle(EZLevel1):
    """A title the renderer has no special knowledge of."""

    title = "TEST-OTHER"


def test_titles_without_their_own_card_get_one_from_their_status_lines() -> None:
    donor = example_after(39)
    game = OtherTitle(list(donor.players), donor.seed)
    game.state = donor.state
    card = status_card(game)
    assert card.heading[0] == game.status_lines()[0]
    assert card.tables == ()
    assert decode(render_status(game).png).width >= 1000
