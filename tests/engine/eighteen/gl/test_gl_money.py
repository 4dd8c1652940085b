"""18GL dividends, price moves, interest and end values, with the rulebook's numbers."""

from __future__ import annotations

from engine.eighteen.gl.money import (
    FULL,
    HALF,
    WITHHOLD,
    InterestPaid,
    adjusted_value,
    pay_interest,
    payout,
    price_columns,
    total_dividends,
)


def test_the_rulebooks_210_half_dividend_with_five_percent_shares() -> None:
    """4.6.6: a 20-share CONRAIL earns $210 and pays half: $110 in all. A holds 5 shares, B 2, C 1,
    the treasury 3 and the Open Market 9: A $28, B $11, C $6, CONRAIL $116."""
    result = payout(210, HALF, {0: 5, 1: 2, 2: 1}, treasury_shares=3, market_shares=9, percent=5)
    assert result.to_holders == {0: 28, 1: 11, 2: 6}
    assert result.to_corporation == 116
    assert total_dividends(210, HALF) == 110


def test_half_rounds_up_to_ten_and_ten_percent_shares_pay_exactly() -> None:
    assert [total_dividends(e, HALF) for e in (0, 10, 90, 100, 150, 210)] == [0, 10, 50, 50, 80, 110]
    result = payout(230, FULL, {0: 6, 1: 3}, treasury_shares=1, market_shares=0)
    assert result.to_holders == {0: 138, 1: 69} and result.to_corporation == 23
    withheld = payout(230, WITHHOLD, {0: 6}, treasury_shares=4, market_shares=0)
    assert withheld.to_holders == {0: 0} and withheld.to_corporation == 230


def test_price_moves_by_total_dividends_against_the_share_value() -> None:
    assert price_columns(0, 80, withheld=False, double_jumps=False) == -1
    assert price_columns(300, 80, withheld=True, double_jumps=True) == -1
    assert price_columns(79, 80, withheld=False, double_jumps=False) == 0
    assert price_columns(80, 80, withheld=False, double_jumps=False) == 1
    assert price_columns(160, 80, withheld=False, double_jumps=False) == 1  # before 10H: one column at most
    assert price_columns(160, 80, withheld=False, double_jumps=True) == 2


def test_interest_comes_from_the_treasury_or_else_all_from_earnings() -> None:
    assert pay_interest(100, treasury=150, earnings=0) == InterestPaid(100, 0, 0)
    assert pay_interest(100, treasury=99, earnings=250) == InterestPaid(0, 100, 0)  # the full amount is withheld, not a mix
    assert pay_interest(100, treasury=40, earnings=30) == InterestPaid(0, 30, 70)  # still short: emergency money raising


def test_end_values_lose_50_a_loan_and_10_a_conrail_bond() -> None:
    assert adjusted_value(120, loans=2, bonds_out=0) == 20
    assert adjusted_value(60, loans=2, bonds_out=0) == -40  # may be negative (5)
    assert adjusted_value(150, loans=0, bonds_out=7) == 80
