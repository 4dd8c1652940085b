"""Trains bought from another corporation (18GL 4.6.8, 4.7.1)."""

from __future__ import annotations

from engine.eighteen.gl.game import GL18
from tests.engine.conftest import refused
from tests.engine.eighteen.gl.test_gl_powers import operating
from tests.engine.eighteen.gl.test_gl_stock import play


def trading(phase: str = "6H") -> tuple[GL18, int, int]:
    """NKP (Ann) must buy a train; PRR (Bob) owns a 4H and a 2H."""
    game, ann, bob = operating("NKP")
    state = game.state
    prr = state.corporations["PRR"]
    prr.floated, prr.operated, prr.trains, prr.cash = True, True, ["4H", "2H"], 50
    state.phase = phase
    play(game, "Ann: pass")
    assert game.state.step == "buy" and game.acting_players() == [ann]
    return game, ann, bob


def test_not_before_6h_and_the_offer_waits_for_the_other_president() -> None:
    game, ann, bob = trading("4H")
    assert refused(game, ann, "buy 4H from PRR 150") == "Trains may be bought from other corporations only from phase 6H."
    game, ann, bob = trading()
    assert refused(game, ann, "buy 6H from PRR 150") == "PRR has no 6H train; it has 4H, 2H."
    cash = game.state.corporations["NKP"].cash
    messages = play(game, "Ann: buy 4H from PRR 150")
    assert messages[-1] == "NKP offers PRR $150 for its 4H: Bob, accept or decline."
    assert game.acting_players() == [bob]
    assert refused(game, bob, "pass") == "The selling corporation's president answers the offer first: /accept or /decline."
    messages = play(game, "Bob: accept")
    nkp, prr = game.state.corporations["NKP"], game.state.corporations["PRR"]
    assert "NKP buys PRR's 4H for $150." in messages
    assert nkp.trains == ["4H"] and prr.trains == ["2H"]
    assert nkp.cash == cash - 150 and prr.cash == 200


def test_a_declined_offer_changes_nothing_and_loans_bind_the_price() -> None:
    game, ann, _bob = trading()
    play(game, "Ann: buy 4H from PRR 1", "Bob: decline")
    assert game.state.corporations["NKP"].trains == [] and game.acting_players() == [ann]
    game.state.corporations["PRR"].loans = 1
    assert refused(game, ann, "buy 4H from PRR 150") == "PRR has a loan, so it may sell only for the $200 face value or more."
    game.state.corporations["PRR"].loans, game.state.corporations["NKP"].loans = 0, 1
    assert refused(game, ann, "buy 4H from PRR 250") == "NKP has a loan, so it may pay at most the $200 face value."
    game.state.corporations["NKP"].cash = 100
    assert refused(game, ann, "buy 4H from PRR 150") == ("NKP has $100; a train from another corporation is paid "
                                                        "from the treasury alone.")


def test_alcos_extended_train_is_not_sold_and_the_same_president_needs_no_answer() -> None:
    game, ann, _bob = trading()
    game.state.alco_train = ("PRR", "4H")
    assert refused(game, ann, "buy 4H from PRR 150") == "PRR's 4H carries ALCO's +2H token and may not be sold."
    game.state.corporations["PRR"].president = ann
    play(game, "Ann: buy 2H from PRR 10")
    assert game.state.corporations["NKP"].trains == ["2H"] and game.acting_players() == [ann]


def test_over_the_limit_the_president_chooses_what_goes_to_the_pool() -> None:
    from engine.eighteen.gl.trains import enforce_limits

    game, ann, bob = trading()
    state = game.state
    state.phase = "10H"  # limit 2
    state.corporations["PRR"].trains = ["6H", "10H", "6H"]
    gt = state.corporations["GT"]
    gt.floated, gt.trains = True, ["6H", "6H", "6H"]
    messages: list[str] = []
    enforce_limits(game, messages)
    assert gt.trains == ["6H", "6H"] and state.pool_trains == ["6H"]  # one type: nothing to choose
    assert "PRR is over the train limit of 2: Bob chooses 1 of its 6H, 10H, 6H to send to the Pool (discard TRAIN)." in messages
    assert game.acting_players() == [bob]
    assert refused(game, bob, "pass") == "PRR is over the train limit: its president discards first (/discard train:…)."
    assert refused(game, bob, "discard E") == "PRR has no E; it has 6H, 10H, 6H."
    play(game, "Bob: discard 10H")
    assert game.state.corporations["PRR"].trains == ["6H", "6H"] and game.state.pool_trains == ["6H", "10H"]
    assert game.acting_players() == [ann]  # NKP's turn goes on
