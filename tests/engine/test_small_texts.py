"""Issue 34, "Also seen": small texts made real sentences (the refusals, a share's article, why trains earned nothing)."""

from __future__ import annotations

import pytest

from engine.actions import parse_action
from engine.core.wording import with_article
from engine.eighteen.shared.board import Board
from engine.rotw.game import Rotw
from engine.rotw.maps.britain import RotwBritain
from tests.engine.conftest import refused
from tests.engine.eighteen.ez.test_level2 import FOUR, floated_two, seated
from tests.engine.eighteen.gl.test_gl_stock import play as gl_play
from tests.engine.eighteen.gl.test_gl_stock import seated as gl_seated
from tests.engine.eighteen.gl.test_gl_stock import sell_privates
from tests.engine.rotw.test_rotw_core import past_the_auction, play

NAMES = ["Ann", "Bob", "Cid"]


def test_the_first_player_auction_names_the_least_bid_and_the_commands() -> None:
    game = Rotw(NAMES, 3)
    while game.state.stage == "choose barons" or game.state.barons_due:
        play(game, f"{game.players[game.acting_players()[0]]}: keep-baron 1")
    assert game.state.stage == "auction"
    bidder = game.acting_players()[0]
    assert refused(game, bidder, "urbanize A1 1") == (
        "The auction for first player is on: bid at least $1,000 (/bid amount:…) or pass (/pass).")


def test_a_western_link_on_a_map_without_any_says_so() -> None:
    game = past_the_auction(RotwBritain(NAMES[:2], 3), money=60)
    assert refused(game, game.acting_players()[0], "western-link K1") == "This map has no Western Links."
    usa = past_the_auction(Rotw(NAMES[:2], 3), money=60)
    assert refused(usa, usa.acting_players()[0], "western-link A1").startswith("A Western Link is built at ")
    assert " or " in refused(usa, usa.acting_players()[0], "western-link A1")


@pytest.mark.parametrize(("name", "expected"), [
    ("IC", "an IC"), ("NYC", "an NYC"), ("SL", "an SL"), ("LS&I", "an LS&I"), ("PS&W", "a PS&W"),
    ("BCRR", "a BCRR"), ("B&O", "a B&O"), ("Monon", "a Monon"), ("Wabash", "a Wabash"), ("CONRAIL", "a CONRAIL"),
    ("MILW", "a MILW"), ("EJ&E", "an EJ&E"), ("HOTEL", "a HOTEL"), ("ONE", "a ONE"), ("ALCO", "an ALCO"),
])
def test_an_article_is_the_one_read_aloud(name: str, expected: str) -> None:
    assert with_article(name) == expected


def test_a_share_bought_says_an_ic_share_from_revision_4() -> None:
    def bought(revision: int | None) -> list[str]:
        game, order = gl_seated(revision=revision)
        sell_privates(game, order)
        owner = game.state.start_due[0]  # type: ignore[index]
        gl_play(game, f"{game.players[owner]}: par PRR 90")
        first = game.players[game.acting_players()[0]]
        gl_play(game, f"{first}: par IC 80")
        buyer = game.players[game.acting_players()[0]]
        messages = gl_play(game, f"{buyer}: buy-share IllinoisCentral")  # its name, as /buy-share's option sends it
        assert game.history[-1].action.text == "buy-share IC"  # recorded by its id
        return messages

    assert bought(None) == ["Dee buys an IC share from the Initial Offering for $80."]
    assert bought(3) == ["Dee buys a IC share from the Initial Offering for $80."]  # a game begun earlier keeps its messages


@pytest.mark.parametrize(("board", "typed", "railroad"), [
    ("18ez", "Purple Springs & Western", "PS&W"), ("18ez", "purple springs and western", "PS&W"),
    ("18ez", "Blue Cove Railroad", "BCRR"), ("18gl", "Illinois Central", "IC"), ("18gl", "Illinois Central Railroad", "IC"),
    ("18gl", "Baltimore and Ohio", "B&O"), ("18gl", "Milwaukee Road", "MILW"), ("18gl", "Nickel Plate", "NKP"),
])
def test_a_railroad_is_found_by_its_full_name(board: str, typed: str, railroad: str) -> None:
    found = Board.load(board).find_railroad(typed)
    assert found is not None and found.id == railroad


def _three_two_trains_and_no_track(revision: int | None) -> list[str]:
    """PS&W and BR&N float, lay no track and buy type 2 trains; PS&W then runs in Operating Round 2."""
    game, order = seated(FOUR)
    if revision is not None:
        game.revision = revision
    floated_two(game, order)
    for _ in range(60):
        player = game.acting_players()[0]
        texts = [m.text for m in game.legal_actions(player)]
        pick = next((t for t in texts if t.startswith("buy 2")), None) or ("run" if "run" in texts else "pass")
        messages = list(game.apply(player, parse_action(pick)).messages)
        if pick == "run":
            return messages
    raise AssertionError("PS&W never ran")


def test_a_railroad_whose_trains_find_no_route_says_why_it_earns_nothing() -> None:
    messages = _three_two_trains_and_no_track(None)
    assert messages[0] == "PS&W's three type 2 trains find no route: no two stops joined by track include a PS&W station."
    assert messages[1].startswith("PS&W earns nothing this round;")
    assert not any("find no route" in m for m in _three_two_trains_and_no_track(3))


@pytest.mark.parametrize(("trains", "expected"), [
    (["2"], "PS&W's type 2 train finds no route"), (["2", "2", "2"], "PS&W's three type 2 trains find no route"),
    (["2", "2", "3"], "PS&W's two type 2 trains and one type 3 train find no route"),
])
def test_the_trains_that_found_no_route_are_counted(trains: list[str], expected: str) -> None:
    from engine.eighteen.ez.common.run_steps import no_route
    from engine.eighteen.shared.shares import Company

    company = Company(id="PS&W")
    company.trains = trains
    assert no_route(company) == f"{expected}: no two stops joined by track include a PS&W station."
