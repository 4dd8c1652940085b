"""The status card follows the moves that change it beyond the map: a company of an auction changing hands (not
each bid, which the reply says) and the move that ends the game (the final scoring)."""

from __future__ import annotations

from engine import game_class, parse_action
from renderer import api
from tests.saved_games import before_the_last_move


def test_a_lot_sold_posts_the_status_card_and_a_bid_posts_nothing() -> None:
    game = game_class("18EZ-L3")(["Ann", "Bob", "Cid"], 4)
    first = game.acting_players()[0]
    before = api.seen(game)
    outcome = game.apply(first, parse_action("bid HOTEL 55"))
    assert api.pictures_after_move(game, outcome, before) == []  # the reply says the bid
    second = game.acting_players()[0]
    before = api.seen(game)
    outcome = game.apply(second, parse_action("buy-company SL"))
    pictures = api.pictures_after_move(game, outcome, before)
    assert [p.filename for p in pictures] == ["status.png"]
    assert pictures[0].caption == f"Status after move 2: {outcome.messages[0].rstrip('.')}"


def test_the_move_that_ends_the_game_posts_the_final_scoring() -> None:
    for name in ("rotw-eus-example", "18gl-example"):
        game, (player, action, _epoch), _count = before_the_last_move(name)
        before = api.seen(game)
        outcome = game.apply(player, action)
        assert game.over and not before.over
        pictures = api.pictures_after_move(game, outcome, before)
        status = [p for p in pictures if p.filename == "status.png"]
        assert len(status) == 1 and status[0].caption.startswith("Final scoring: "), name
