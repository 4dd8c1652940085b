"""Moves one careless tap should not make: the engine names what they would do (bonds issued, a company closed) for
the bot's "Are you sure?", from the same costs the move pays, and says nothing of the other moves."""

from __future__ import annotations

from engine import game_class, parse_action
from engine.eighteen.gl.moves import UsePower
from engine.rotw import suggest
from engine.rotw.track import plan_build
from tests.engine.rotw.test_rotw_core import play, started


def test_a_rotw_move_short_of_cash_names_the_bonds_it_issues() -> None:
    game = started()
    me = game.acting_players()[0]
    game.state.players[me].money = 3  # $3,000
    assert plan_build(game, me, ("C5", "C7", "C9"), None, 4).cost == 2
    assert game.consequences(me, parse_action("build C5 C7 C9")) is None  # $2,000: paid in cash
    assert game.consequences(me, parse_action("urbanize C5 blue")) == "issues 2 bonds (−$2,000 income a turn)"  # $7,000 short
    assert game.consequences(me, parse_action("pass")) is None
    # what is named is what the move does
    bonds = game.state.players[me].bonds
    play(game, f"{game.players[me]}: urbanize C5 blue")
    assert game.state.players[me].bonds == bonds + 2


def test_a_bid_issues_bonds_only_if_it_wins() -> None:
    game = game_class("RotW-EUS")(["Ann", "Bob"], 3)
    for _ in range(2):
        play(game, f"{game.players[game.acting_players()[0]]}: keep-baron 1")
    bidder = game.acting_players()[0]
    assert game.consequences(bidder, parse_action("bid 11000")) == "issues 3 bonds if it wins (−$3,000 income a turn)"
    assert suggest.bonds_needed(game, bidder, 11) == 3


def test_an_18gl_power_that_closes_its_company_says_so() -> None:
    game = game_class("18GL")(["Ann", "Bob", "Cid"], 1)
    closing = next(p for p in game.rules.privates if p.closes_on_use)
    lasting = next(p for p in game.rules.privates if not p.closes_on_use)
    for spec in (closing, lasting):
        game.state.privates[spec.id].player = 0
    said = game.consequences(0, UsePower(company=closing.id))
    assert said == f"closes the {closing.called} (its ${closing.revenue} a round ends)"
    assert game.consequences(0, UsePower(company=lasting.id)) is None
    game.state.privates[closing.id].closed = True
    assert game.consequences(0, UsePower(company=closing.id)) is None  # closed already: nothing more to lose
