"""18GL's status card in the positions that once drew nothing (issue 34 §7): right after the Camden & Amboy's sale,
whose buyer holds PRR's President's Certificate before PRR has a value, and right after CONRAIL forms in the middle of
an Operating Round from corporations that had already operated in it."""

from __future__ import annotations

from engine.eighteen.gl.game import GL18
from renderer import api
from renderer.eighteen.gl.card import market_view, status_card
from tests.renderer.test_every_picture import check
from tests.saved_games import saved_moves


def _after(name: str, count: int) -> GL18:
    game, moves = saved_moves(name)
    for player, action, epoch in moves[:count]:
        game.epoch = epoch
        game.replay_move(player, action)
    assert isinstance(game, GL18)
    return game


def _rows(game: GL18) -> dict[str, list[str]]:
    corporations = status_card(game).tables[0]
    assert corporations.title.startswith("Corporations")
    return {row[1].text: [cell.text for cell in row] for row in corporations.rows}


def test_the_card_after_the_camden_and_amboys_sale_shows_prr_not_yet_valued() -> None:
    game, moves = saved_moves("18gl-example")
    sold = None
    for number, (player, action, epoch) in enumerate(moves, start=1):
        game.epoch = epoch
        before = api.seen(game)
        outcome = game.replay_move(player, action)
        if game.acting_players() and "/par railroad:PRR" in game.turn_prompt(game.acting_players()[0]):
            sold = number
            break
    assert sold is not None and isinstance(game, GL18)
    assert "sets its starting value now" in " ".join(outcome.messages)
    buyer = game.player_name(game.acting_players()[0])
    card = status_card(game)
    assert card.heading[-1].endswith(f"{buyer} to set PRR's starting value")
    prr = _rows(game)["PRR"]
    assert prr[2:5] == [buyer, "not set yet", "not floated"]
    assert any(note.startswith(f"PRR's starting value is not set yet: {buyer}'s") for note in card.notes)
    assert market_view(game, "now").presidents == {"PRR": buyer}  # the 20% shown as the president's
    pictures = api.pictures_after_move(game, outcome, before)  # the bot posts the card after a lot is sold
    assert [p.filename for p in pictures] == ["status.png"]
    for picture in [*pictures, api.render_status(game), api.render_market(game, "now"), api.render_map(game)]:
        check(picture, f"{picture.filename} after the C&A's sale")

    player, action, epoch = moves[sold]  # the buyer sets PRR's value: the card says so and the note goes
    game.epoch = epoch
    game.replay_move(player, action)
    assert action.text.startswith("par PRR")
    card = status_card(game)
    assert _rows(game)["PRR"][3] == f"${game.share_value('PRR')}"
    assert not any("not set yet" in note for note in card.notes)
    assert card.heading[-1].endswith("to buy, sell or pass")  # every private is sold: stock is dealt now


def test_the_card_after_conrail_forms_in_the_middle_of_an_operating_round() -> None:
    game = _after("18gl-example-revision-4", 416)  # a 10H bought: CONRAIL forms from Wabash, NKP and Monon
    assert "Monon" in game.operated_this_or() and "Monon" not in {c.id for c in game.corporations()}
    rows = _rows(game)
    assert not {"Monon", "Wabash", "NKP"} & rows.keys()
    assert rows["CONRAIL"][0] == "done"  # it first operates in the next round
    check(api.render_status(game), "status after CONRAIL formed")
