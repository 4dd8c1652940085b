"""An 18GL corporation selling treasury shares or buying its own from the Open Market (4.6.11)."""

from __future__ import annotations

from tests.engine.conftest import refused
from tests.engine.eighteen.gl.test_gl_powers import operating
from tests.engine.eighteen.gl.test_gl_stock import play


def test_not_in_its_first_operating_round() -> None:
    game, ann, _bob = operating("NKP")
    play(game, "Ann: pass", "Ann: buy 2H", "Ann: pass")
    assert game.state.operating != "NKP"  # the turn ended without a shares step
    assert not game.legal_actions(ann) or all("treasury" not in a.text for a in game.legal_actions(ann))


def test_selling_treasury_shares_lowers_the_price_and_buying_back_does_not() -> None:
    game, ann, _bob = operating("NKP")
    nkp = game.state.corporations["NKP"]
    nkp.operated = True  # as in a later Operating Round
    play(game, "Ann: pass", "Ann: buy 2H", "Ann: pass")
    nkp = game.state.corporations["NKP"]
    assert game.state.step == "shares" and nkp.treasury_shares == 4 and nkp.pool == 0
    assert refused(game, ann, "treasury-sell 5") == "NKP's treasury holds 4 of its shares."
    cash, value, bank = nkp.cash, game.share_value("NKP"), game.bank
    messages = play(game, "Ann: treasury-sell 3")
    nkp = game.state.corporations["NKP"]
    assert f"NKP sells 3 treasury shares at ${value} for ${3 * value}." in messages
    assert nkp.cash == cash + 3 * value and nkp.pool == 3 and nkp.treasury_shares == 1
    assert game.share_value("NKP") < value  # down a row per share, as in a Stock Round
    assert game.bank == bank - 3 * value  # the bank paid
    assert game.state.operating != "NKP"  # one trade ends the turn


def test_buying_back_from_the_open_market() -> None:
    game, ann, _bob = operating("NKP")
    nkp = game.state.corporations["NKP"]
    nkp.operated, nkp.treasury_shares, nkp.pool = True, 1, 3
    play(game, "Ann: pass", "Ann: buy 2H", "Ann: pass")
    value = game.share_value("NKP")
    nkp = game.state.corporations["NKP"]
    assert refused(game, ann, "treasury-buy 4") == "The Open Market holds 3 NKP shares."
    cash = nkp.cash
    play(game, "Ann: treasury-buy 2")
    nkp = game.state.corporations["NKP"]
    assert nkp.pool == 1 and nkp.treasury_shares == 3 and nkp.cash == cash - 2 * value
    assert game.share_value("NKP") == value
