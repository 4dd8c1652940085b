"""18EZ Level 3's share rules as its own rulebook writes them (issue 33), from rules revision 3 on; games begun
earlier keep the rules they were played under."""

from __future__ import annotations

import random

import pytest

from engine import game_class
from engine.core.errors import IllegalAction
from engine.eighteen.shared.moves import SellShares, ShareSale
from tests.randomplay import random_moves

PLAYERS = ["Ann", "Bob", "Cid"]


def bought_and_still_to_act(revision: int):  # type: ignore[no-untyped-def]
    """Seed 0's random Level 3 game up to the first Share Dealing Round turn in which the player to act bought a
    railroad's share this round and holds more of it than they bought (Bob, BR&N: 4 held, 1 bought)."""
    game = game_class("18EZ-L3")(PLAYERS, 0, (), revision)
    for _ in random_moves(game, random.Random(0), 132):
        pass
    player = game.acting_players()[0]
    bought = game.state.bought_this_round[player]
    railroad = next(r for r, k in bought.items() if game.state.investors[player].held(r) > k)
    return game, player, railroad


def test_no_share_of_a_railroad_bought_in_this_share_dealing_round_is_sold() -> None:
    """1.13: "A player may not sell shares of railroads in which he/she purchased shares in the current SDR."
    Level 3 used Level 2's narrower rule (1.10: only the shares bought); Bob, holding three BR&N shares from before
    and one bought this round, sold one. Now no BR&N share is his to sell this round, the move is not offered, and
    the refusal says why."""
    game, player, railroad = bought_and_still_to_act(3)
    assert (game.players[player], railroad) == ("Bob", "BR&N")
    sale = SellShares(sales=(ShareSale(railroad=railroad, count=1),))
    with pytest.raises(IllegalAction, match=r"bought BR&N shares in this Share Dealing Round, so you may sell none"):
        game.apply(player, sale)
    assert all(not (isinstance(a, SellShares) and a.sales[0].railroad == railroad) for a in game.legal_actions(player))
    other = next((a for a in game.legal_actions(player) if isinstance(a, SellShares)), None)
    if other is not None:  # shares of a railroad not bought this round are still his to sell
        game.apply(player, other)


def test_a_game_begun_under_revision_2_keeps_level_2s_rule() -> None:
    game, player, railroad = bought_and_still_to_act(3)
    older = game.snapshot()
    older.revision = 2  # the same position, in a game begun before the fix: the shares held before may be sold
    outcome = older.apply(player, SellShares(sales=(ShareSale(railroad=railroad, count=1),)))
    assert "sells" in " ".join(outcome.messages)


def test_a_bankrupt_winner_is_explained_in_the_final_scoring() -> None:
    """Issue 33 §6: a bankrupt player won with their net worth (Dee, in the issue), and nothing said why. Level 2's and Level 3's Ending the
    Game rank every player by the value of their shares and money, bankrupt or not: the scoring now says so."""
    game = game_class("18EZ-L2")(["Ann", "Bob", "Cid", "Dee"], 4, (), 3)
    for _ in random_moves(game, random.Random(4), 4000):
        pass
    assert game.over and game.state.bankrupt == 2 and game.winners() == [2]
    said = game.history[-1].messages
    assert any("Cid cannot raise" in m and "is bankrupt" in m for m in said)
    assert said[-1].startswith("Cid went bankrupt and still wins: the rulebook's Ending the Game ranks every player")
    older = game_class("18EZ-L2").replay(game.players, 4, [], (), 2)
    for player, action, _epoch in game.moves_in_force()[:-1]:
        older.replay_move(player, action)
    last = game.history[-1]
    assert older.apply(last.player, last.action).messages[-1] == "Cid wins!"  # a game begun earlier says what it said


def test_forced_share_sales_only_in_the_buy_trains_step() -> None:
    """Issue 33 §3, 2.10: a forced sale raises what a forced train purchase lacks; a president sold (at a better
    price) before the buy-trains step, and the railroad then spent the money on a station. Seed 0 of Level 2, 448
    moves in: BR&N must buy a train it cannot pay for and is in its build step; its president's sale waits for the
    buy-trains step (revision 3), where it is offered."""
    from engine.eighteen.ez.common.train_steps import forced_shortfall

    game = game_class("18EZ-L2")(["Ann", "Bob", "Cid", "Dee"], 0, (), 3)
    for _ in random_moves(game, random.Random(0), 448):
        pass
    company = game.operating_company()
    assert company.id == "BR&N" and forced_shortfall(game, company) > 0
    assert game.operating_round.sequence.current(game).name == "build"
    president = game.acting_players()[0]
    sale = SellShares(sales=(ShareSale(railroad="PS&W", count=1),))
    with pytest.raises(IllegalAction, match=r"only to pay for a forced train purchase, in BR&N's buy-trains step \(2\.10\)"):
        game.apply(president, sale)
    older = game.snapshot()
    older.revision = 2  # a game begun earlier keeps what it allowed
    assert "sells" in " ".join(older.apply(president, sale).messages)
