"""18GL emergency money raising past the loans (4.7.2) and bankruptcy (4.7.3, 5)."""

from __future__ import annotations

from engine.eighteen.gl.game import GL18
from tests.engine.conftest import refused
from tests.engine.eighteen.gl.test_gl_powers import operating
from tests.engine.eighteen.gl.test_gl_stock import play


def broke(president_cash: int, extra: dict[str, int] | None = None, nkp_shares: int = 6) -> tuple[GL18, int, int]:
    """NKP (Ann, 6 shares) has $0, two loans and no train, in phase 6H: the bank's 6H costs $300."""
    game, ann, bob = operating("NKP")
    state = game.state
    nkp = state.corporations["NKP"]
    nkp.cash, nkp.loans, nkp.operated = 0, 2, True
    state.investors[ann].shares["NKP"], nkp.treasury_shares = nkp_shares, 10 - nkp_shares
    state.phase = "6H"
    state.trains_left["2H"], state.trains_left["4H"] = 0, 0
    state.investors[ann].cash = president_cash + 100  # two loans' interest falls due first
    for rr, count in (extra or {}).items():
        corporation = state.corporations[rr]
        corporation.floated, corporation.operated, corporation.president = True, True, ann
        state.investors[ann].shares[rr] = count
        if corporation.id not in state.tokens.cells:
            game.tokens_place(rr, 100)
    messages = play(game, "Ann: pass")  # no tile; no train to run; $100 interest with nothing to pay it from
    assert "Ann pays the $100 NKP still lacks." in messages and "NKP pays the remaining $100 of interest." in messages
    assert game.state.step == "buy" and game.cash(ann) == president_cash
    return game, ann, bob


def test_the_president_pays_what_the_loans_cannot() -> None:
    game, ann, _bob = broke(president_cash=400)
    messages = play(game, "Ann: buy 6H")
    assert "Ann pays the $300 NKP still lacks." in messages
    assert game.state.corporations["NKP"].trains == ["6H"] and game.cash(ann) == 100


def test_a_president_short_of_cash_sells_shares_of_his_choice_then_the_train_is_bought() -> None:
    game, ann, _bob = broke(president_cash=100, extra={"GT": 4})
    messages = play(game, "Ann: buy 6H")
    assert messages[-1] == "Ann has $100 of the $300 NKP still lacks, and must sell shares (sell RR COUNT)."
    assert game.acting_players() == [ann] and game.state.corporations["NKP"].trains == []
    assert refused(game, ann, "pass") == "Your corporation still lacks money: sell shares first (/sell shares:…)."
    assert refused(game, ann, "sell NKP 5") == "You may sell at most 4 NKP shares now without giving up its presidency."
    value = game.share_value("GT")
    play(game, "Ann: sell GT 2")
    nkp = game.state.corporations["NKP"]
    assert nkp.trains == ["6H"] and game.cash(ann) == 100 + 2 * value - 300
    assert game.state.emergency is None and game.state.corporations["GT"].pool == 2


def test_a_president_who_cannot_raise_it_is_bankrupt_and_the_last_player_standing_wins() -> None:
    game, ann, bob = broke(president_cash=50, nkp_shares=2)  # nothing Ann may sell
    messages = play(game, "Ann: buy 6H")
    assert "Ann cannot raise the money and is bankrupt: their shares go to the Open Market and they leave the game." in messages
    state = game.state
    assert ann in state.bankrupt
    assert "NKP" not in state.corporations  # no one else holds two shares: it closes
    assert messages[-1] == "Every other player is bankrupt: Bob wins!"
    assert game.scores() == {ann: 0, bob: 1} and game.acting_players() == []


def test_bankruptcy_hands_the_corporation_to_the_next_president_who_completes_the_purchase() -> None:
    from engine.eighteen.gl import operating as gl_operating
    from tests.engine.eighteen.gl.test_gl_conrail import setup

    game, (ann, bob, _cid, _dee) = setup({"NKP": {"Ann": 3, "Bob": 3, "treasury": 4}}, {"NKP": 100}, phase="6H")
    state = game.state
    nkp = state.corporations["NKP"]
    nkp.cash, nkp.loans = 0, 2
    state.trains_left["2H"], state.trains_left["4H"] = 0, 0
    state.investors[ann].cash = 130  # $100 of interest, then $30 towards the 6H
    gl_operating.next_corporation(game, [])
    assert game.state.operating == "NKP" and game.acting_players() == [ann]
    play(game, "Ann: pass")
    bob_cash = game.cash(bob)
    messages = play(game, "Ann: buy 6H")
    assert "Ann cannot raise the money and is bankrupt: their shares go to the Open Market and they leave the game." in messages
    assert "Bob becomes president of NKP." in messages
    assert "Bob pays the $270 NKP still lacks." in messages  # Ann's $30 stayed in the treasury
    nkp = game.state.corporations["NKP"]
    assert nkp.president == bob and nkp.trains == ["6H"] and nkp.pool == 3
    assert game.cash(bob) == bob_cash - 270 and game.state.bankrupt == [ann]
    assert game.acting_players() == [bob]  # NKP's turn goes on under its new president
