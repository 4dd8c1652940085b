"""The 18xx bot (engine/players/eighteen/__init__.py, issue 36): every move it makes is accepted by the real game, whole games
of bots end normally without a bot going bankrupt, and its decisions in real positions have their reasons: it runs
the best routes, buys a train before it must, sells to keep a presidency, bids in the Startpacket only below a lot's
worth, follows its dividend rule, and raises a forced train's money without losing the game."""

from __future__ import annotations

import pytest

from engine import game_class
from engine.core.action_base import Pass
from engine.core.game import Game
from engine.eighteen.shared.company_moves import Bid, BuyCompany, HalfDividend
from engine.eighteen.shared.moves import BuyShare, BuyTrain, Dividend, ParShare, RunTrains, SellShares, ShareSale
from engine.players import bot_move
from engine.players.eighteen.common.evaluation import dividend
from engine.players.eighteen.ez.packet import WORTH
from tests.engine.eighteen.gl.test_gl_emergency import broke

TITLES = ("18EZ-L1", "18EZ-L2", "18EZ-L3", "18GL")
NAMES = ["Ann", "Bob", "Cid", "Dee"]


def bots_play(game: Game, limit: int) -> list[str]:
    """Bots in every seat for up to `limit` moves; every move must be accepted (apply raises otherwise). What the game
    said is returned."""
    said: list[str] = []
    while not game.over and len(game.history) < limit:
        player = game.acting_players()[0]
        move = bot_move(game, player)
        said += game.apply(player, move).messages
    return said


def until(game: Game, found, limit: int = 2000) -> int:
    """Bots play until `found(game, player)` holds for the player to act; that player."""
    while len(game.history) < limit:
        player = game.acting_players()[0]
        if found(game, player):
            return player
        game.apply(player, bot_move(game, player))
    raise AssertionError("the position never came")


# -- every move accepted; whole games end ------------------------------------------------------------------------------


@pytest.mark.parametrize("title", TITLES)
@pytest.mark.parametrize(("players", "seed"), [(4, 1), (3, 2)])
def test_every_bot_move_is_accepted_and_the_same_twice(title: str, players: int, seed: int) -> None:
    game = game_class(title)(NAMES[:players], seed)
    while not game.over and len(game.history) < 150:
        player = game.acting_players()[0]
        move = bot_move(game, player)
        if len(game.history) % 7 == 0:
            assert bot_move(game, player) == move  # deterministic: the position decides
        game.apply(player, move)


# Whole games of the two quicker titles here (Level 3's and 18GL's take 7-10 s each: benchmarks/bench_bots.py plays 20
# or more of every title to their end, its "ended" and "bankrupt" columns)
@pytest.mark.parametrize("title", ("18EZ-L1", "18EZ-L2"))
def test_a_whole_game_of_bots_ends_normally_without_a_bankruptcy(title: str) -> None:
    game = game_class(title)(NAMES, 5)
    said = bots_play(game, 1500)
    assert game.over, f"{len(game.history)} moves and not over"
    assert not [m for m in said if "bankrupt" in m]


# -- decisions in real positions --------------------------------------------------------------------------------------


def test_it_runs_the_engines_best_routes() -> None:
    game = game_class("18EZ-L2")(NAMES, 3)
    player = until(game, lambda g, p: g.state.stage == "operate" and g.state.step == "run")
    assert bot_move(game, player) == RunTrains()


def test_it_buys_a_train_before_it_must() -> None:
    """Its only train is a 2, and one 3 is left before the 4s that scrap the 2s: it buys the 3 now, while its
    treasury pays."""
    game = game_class("18EZ-L2")(NAMES, 3)
    player = until(game, lambda g, p: g.state.stage == "operate" and g.state.step == "buy" and g.operating_company().trains)
    company = game.operating_company()
    company.trains, company.cash = ["2"], 400
    game.state.depot.left.update({"2": 0, "3": 1})
    game.state.depot.phase_index = 1
    assert bot_move(game, player) == BuyTrain(train="3")
    company.trains = ["2", "3"]  # a train that lasts: nothing is bought for nothing
    game.state.depot.left.update({"3": 4})
    assert bot_move(game, player) == Pass()


def test_it_sells_another_share_to_keep_a_presidency() -> None:
    """A rival holds as many shares of its railroad as it does, less one; it has no cash: it sells shares of a railroad
    it does not preside, then buys one of its own."""
    game = game_class("18EZ-L2")(NAMES, 3)
    player = until(game, lambda g, p: g.state.stage == "share dealing" and g.state.sdr_number >= 2
                   and any(c.president == p and c.floated for c in g.state.companies.values()))
    state = game.state
    mine = next(c for c in state.companies.values() if c.president == player and c.floated)
    other = next(c for c in state.companies.values() if c.floated and c.id != mine.id)
    rival = next(p for p in range(len(NAMES)) if p != player)
    for investor in state.investors:
        investor.shares.pop(mine.id, None)
        investor.shares.pop(other.id, None)
    state.investors[player].shares.update({mine.id: 3, other.id: 2})
    state.investors[rival].shares.update({mine.id: 2, other.id: 2})
    other.president = rival
    mine.ipo, mine.pool, other.ipo, other.pool = 5, 0, 6, 0
    state.investors[player].cash = 0
    sale = bot_move(game, player)
    assert isinstance(sale, SellShares) and sale.sales[0].railroad == other.id
    game.apply(player, sale)
    assert bot_move(game, player) == BuyShare(railroad=mine.id)


def test_it_bids_in_the_startpacket_only_below_a_lots_worth() -> None:
    """It buys the Short Line at $20 (worth more to it); in a special auction for the MRTA it raises while the bid is
    below the MRTA's worth to it, and drops out above."""
    game = game_class("18EZ-L3")(NAMES, 3)
    seat = game.state.seating
    assert bot_move(game, seat[0]) == BuyCompany(company="SL")
    for player, move in ((seat[0], BuyCompany(company="SL")), (seat[1], Bid(company="MRTA", amount=85)),
                         (seat[2], Bid(company="MRTA", amount=90)), (seat[3], BuyCompany(company="HOTEL"))):
        game.apply(player, move)
    assert game.state.startpacket.auction is not None and game.acting_players() == [seat[1]]
    assert bot_move(game, seat[1]) == Bid(company="MRTA", amount=95) and WORTH["MRTA"] >= 95
    game.state.startpacket.lot("MRTA").bids[2] = WORTH["MRTA"]  # the high bid is at its worth already
    assert bot_move(game, seat[1]) == Pass()


def test_the_dividend_rule() -> None:
    assert dividend(cash=50, need=0, half_allowed=True, half_kept=50) == Dividend(pay=True)
    assert dividend(cash=300, need=200, half_allowed=True, half_kept=50) == Dividend(pay=True)
    assert dividend(cash=150, need=200, half_allowed=True, half_kept=50) == HalfDividend()
    assert dividend(cash=100, need=200, half_allowed=True, half_kept=50) == Dividend(pay=False)
    assert dividend(cash=150, need=200, half_allowed=False, half_kept=0) == Dividend(pay=False)


def test_it_withholds_for_the_train_its_railroad_must_buy() -> None:
    game = game_class("18EZ-L2")(NAMES, 3)
    player = until(game, lambda g, p: g.state.stage == "operate" and g.state.step == "dividend")
    company = game.operating_company()
    assert bot_move(game, player) == Dividend(pay=True) or company.cash < 80
    company.trains, company.cash = ["2"], 10
    game.state.depot.left.update({"2": 0, "3": 1})  # the 4s that scrap its 2 are near; a 3 costs $180
    game.state.depot.phase_index = 1
    assert bot_move(game, player) == Dividend(pay=False)


def test_in_18gl_it_raises_a_forced_trains_money_and_keeps_its_other_presidency() -> None:
    """NKP must buy a $300 train with no cash and two loans; its president has $100 and shares of IC (which it
    presides) and MILW: it sells MILW first, and the train is bought."""
    game, ann, _bob = broke(president_cash=100, extra={"IC": 3, "MILW": 3})
    state = game.state
    state.investors[(ann + 1) % 4].shares["IC"] = 2  # a rival close behind in IC
    while not state.corporations["NKP"].trains:
        move = bot_move(game, ann)
        if isinstance(move, SellShares):
            assert move.sales[0] != ShareSale(railroad="IC", count=1) or state.investors[ann].held("MILW") == 0
        game.apply(ann, move)
    assert ann not in state.bankrupt and state.corporations["IC"].president == ann


def test_in_18gl_it_starts_the_corporation_whose_home_is_worth_most_by_the_last_phase() -> None:
    """Issue 46: homes are valued with the off-boards' last-phase values (they double over the game). Without the
    C&A, the first corporation a bot starts is the NYC (its home, the East Coast off-board, worth most then), not the
    DT&I, whose Detroit the first phase's values rank above it (the start that won 8 of 26 games against greedy play)."""
    from engine.players.eighteen.gl.stock import home_worth

    game = game_class("18GL")(NAMES, 1000)
    state = game.state
    east = game.board.offboards["EAST"].values
    assert east["third"] > east["first"]
    assert home_worth(game, "NYC") > home_worth(game, "DT&I")
    first = game.phase().offboard  # valued at the first phase's values instead, Detroit ranks above the East Coast
    assert home_worth(game, "DT&I", first) > home_worth(game, "NYC", first)
    while True:
        player = game.acting_players()[0]
        move = bot_move(game, player)
        if isinstance(move, ParShare) and state.start_due is None:
            break
        game.apply(player, move)
    assert state.investors[player].held("PRR") == 0
    assert move.railroad == "NYC"
