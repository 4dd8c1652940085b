"""18GL's dividend arithmetic (4.6.4-4.6.7) and net worth (5), as pure functions of numbers."""

from __future__ import annotations

import math
from collections.abc import Mapping
from dataclasses import dataclass

FULL, HALF, WITHHOLD = "full", "half", "withhold"


def total_dividends(earnings: int, choice: str) -> int:
    """Full: all earnings; half: half of them rounded up to the nearest $10; withheld: nothing (4.6.6)."""
    if choice == FULL:
        return earnings
    if choice == HALF:
        return math.ceil(earnings / 20) * 10
    return 0


@dataclass(frozen=True)
class Payout:
    to_holders: dict[int, int]  # player -> dollars
    to_corporation: int  # the earnings not paid out, plus its treasury shares' part
    lost: int  # the Open Market's part: nobody receives it


def payout(earnings: int, choice: str, holders: Mapping[int, int], treasury_shares: int, market_shares: int,
           percent: int = 10) -> Payout:
    """Each share pays `percent`% of the total dividends; with CONRAIL's 5% shares a player's total is
    rounded up and the corporation's rounded down (4.6.6)."""
    total = total_dividends(earnings, choice)
    paid = {player: math.ceil(total * percent * shares / 100) for player, shares in holders.items() if shares}
    treasury = total * percent * treasury_shares // 100
    lost = total * percent * market_shares // 100
    return Payout(paid, earnings - total + treasury, lost)


def price_columns(total: int, value: int, withheld: bool, double_jumps: bool) -> int:
    """Columns the share price moves: left one if withheld or nothing earned; right one for total
    dividends of at least the share value, two for twice it once double jumps apply (3.5)."""
    if withheld or total == 0:
        return -1
    if double_jumps and total >= 2 * value:
        return 2
    return 1 if total >= value else 0


def interest_due(loans: int, interest: int) -> int:
    """The interest a corporation owes on its loans: so much a loan."""
    return loans * interest


@dataclass(frozen=True)
class InterestPaid:
    from_treasury: int
    from_earnings: int
    short: int  # still owed after both: raised by emergency money raising


def pay_interest(due: int, treasury: int, earnings: int) -> InterestPaid:
    """The treasury pays if it has the full amount; otherwise the full amount is withheld from the
    earnings, down to zero, and what is still missing must be raised (4.6.4, 4.6.5)."""
    if treasury >= due:
        return InterestPaid(due, 0, 0)
    taken = min(due, earnings)
    return InterestPaid(0, taken, due - taken)


def adjusted_value(value: int, loans: int, bonds_out: int, loan_penalty: int = 50, bond_penalty: int = 10) -> int:
    """A share's worth at the end: $50 less per loan, and CONRAIL's $10 less per outstanding bond (5)."""
    return value - loans * loan_penalty - bonds_out * bond_penalty
