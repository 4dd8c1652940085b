"""Typed moves judged like listed ones (issue 20), found by tests/properties/test_typed_is_listed.py in 18EZ:
each accepted move is listed (a free price by a representative), each listed move is accepted, and no
typed move crashes the engine."""

from __future__ import annotations

import copy

import pytest

from bot.commands.quick import quick_actions
from engine.actions import parse_action
from engine.core.errors import IllegalAction
from engine.core.game import RULES_REVISION
from engine.eighteen.ez.common.stock import OPERATE
from engine.eighteen.ez.level2.game import BUY, EZLevel2
from engine.eighteen.ez.level3.game import EZLevel3
from engine.eighteen.ez.level3.moves import PlaceHotel, SellCompany
from engine.eighteen.shared.moves import BuyTrain
from tests.engine.conftest import refused, refused_now, started
from tests.engine.eighteen.ez.test_level3 import operating_l3, play, player, seated, sold_packet

FOUR = ["Ann", "Bob", "Cid", "Dee"]


def test_level1_trains_come_only_from_the_bank() -> None:
    """1.8: "Trains may only be purchased from the bank for the full sticker price"; `buy 2 market` bought from the bank."""
    game = started("PS&W", "BR&N")
    game.apply(game.acting_players()[0], parse_action("pass"))
    assert refused_now(game, "buy 2 market") == "In Level 1 trains are bought only from the bank, at the price on the card."
    assert refused_now(game, "buy 2 from BR&N 50") == "In Level 1 trains are bought only from the bank, at the price on the card."


def buy_step() -> tuple[EZLevel2, int]:
    """PS&W (Ann, $400) at its buy step; BR&N (Bob) owns a 2-train."""
    game = EZLevel2(FOUR, 7)
    state = game.state
    for rr, president, cash, trains in (("PS&W", 0, 400, []), ("BR&N", 1, 100, ["2"])):
        company = state.companies[rr]
        company.par, company.president, company.floated, company.ipo, company.cash = 70, president, True, 4, cash
        company.trains = trains
        state.investors[president].shares[rr] = 6
        state.tokens.place(rr, (4, 2))
    state.stage, state.operating, state.step = OPERATE, "PS&W", BUY
    return game, 0


def test_another_railroads_train_is_listed_at_a_representative_price_and_any_price_is_accepted() -> None:
    game, ann = buy_step()
    assert BuyTrain(train="2", source="BR&N", price=1) in game.legal_actions(ann)
    outcome = game.apply(ann, parse_action("buy 2 from BR&N 75"))
    assert outcome.action == BuyTrain(train="2", source="BR&N", price=75)
    assert game.acting_players() == [1]  # BR&N's president answers the offer


def test_a_train_from_a_railroad_without_a_price_is_refused_not_a_crash() -> None:
    game, ann = buy_step()
    before = copy.deepcopy(game.state)
    with pytest.raises(IllegalAction, match="at a price the two agree on, at least \\$1: buy 2 from BR&N PRICE"):
        game.apply(ann, BuyTrain(train="2", source="BR&N"))
    assert game.state == before


def test_buttons_never_offer_a_price_agreed_between_players() -> None:
    game, ann = buy_step()
    quick = quick_actions(game.legal_actions(ann))
    assert "buy 2 from BR&N 1" not in quick and "pass" in quick


def test_a_minor_may_buy_a_majors_train_and_the_answer_does_not_crash() -> None:
    game, _ = operating_l3()
    state = game.state
    minor = state.minors["ONE"]
    major = state.companies["PS&W"]
    major.trains, major.cash = ["2"], 0
    minor.cash = 100
    state.operating, state.step = "ONE", BUY
    owner = minor.president
    assert BuyTrain(train="2", source="PS&W", price=1) in game.legal_actions(owner)
    game.apply(owner, parse_action("buy 2 from PS&W 60"))
    if game.state.offer is not None:  # PS&W's president answers
        assert game.acting_players() == [game.president("PS&W")]
        game.apply(game.president("PS&W"), parse_action("accept"))
    assert game.state.minors["ONE"].trains == ["2"] and game.state.minors["ONE"].cash == 40
    assert game.state.companies["PS&W"].cash == 60


def test_a_private_may_be_offered_to_any_player_at_any_time_and_is_listed_so() -> None:
    game, (a, b, c, d) = seated(FOUR)
    sold_packet(game, [a, b, c, d])
    seller = game.privates()["SL"].player
    offers = [m for m in game.legal_actions(seller) if isinstance(m, SellCompany) and m.company == "SL"]
    assert {m.buyer for m in offers} == {n for n in FOUR if n != game.players[seller]}


def test_an_offer_the_buyer_cannot_pay_is_refused_when_made() -> None:
    game, (a, b, c, d) = seated(FOUR)
    sold_packet(game, [a, b, c, d])
    seller = game.privates()["OBS"].player
    buyer = next(p for p in range(4) if p != seller)
    game.state.investors[buyer].cash = 10
    assert refused(game, seller, f"sell-company OBS 50 to {game.players[buyer]}") == (
        f"{game.players[buyer]} has $10, and Obsidian Railroad would cost $50.")
    listed = [m for m in game.legal_actions(seller) if isinstance(m, SellCompany) and m.buyer == game.players[buyer]]
    assert all(m.price <= 10 for m in listed)


def test_before_revision_1_the_offer_waited_to_be_declined() -> None:
    """A game saved before revision 1 may hold such an offer and its decline: it still loads."""
    game = EZLevel3(FOUR, 7, (), 0)
    order = [game.players[p] for p in game.seating()]
    sold_packet(game, order)
    seller = game.privates()["OBS"].player
    buyer = next(p for p in range(4) if p != seller)
    game.state.investors[buyer].cash = 10
    game.apply(seller, parse_action(f"sell-company OBS 50 to {game.players[buyer]}"))
    assert game.legal_actions(buyer) == [parse_action("decline")]
    game.apply(buyer, parse_action("decline"))
    assert game.revision == 0 < RULES_REVISION


def test_the_hotel_and_the_metro_tile_are_listed_for_their_owner() -> None:
    game, (a, b, *_) = operating_l3()
    state = game.state
    state.operating, state.step = "PS&W", "build"
    state.depot.phase_index = 1
    play(game, f"{a}: buy-company HOTEL 50", f"{b}: accept")
    listed = game.legal_actions(player(game, a))
    hotels = {m.hex for m in listed if isinstance(m, PlaceHotel)}
    assert {"F9", "E4", "F11", "C12"} <= hotels and "WEST" not in hotels and "F7" not in hotels
