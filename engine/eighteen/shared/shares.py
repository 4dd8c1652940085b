"""Who owns what in a stock-market title (18EZ Level 2 rulebook 1.2-1.10).

Shares are counted in 10% units. The President's Certificate is one
certificate worth two shares; every other certificate is one share.
"""

from __future__ import annotations

from dataclasses import dataclass, field

from engine.core.errors import IllegalAction

SHARES_PER_RAILROAD = 10


@dataclass
class Company:
    id: str
    par: int | None = None  # set when the President's Certificate is bought
    president: int | None = None
    ipo: int = SHARES_PER_RAILROAD
    pool: int = 0
    floated: bool = False
    cash: int = 0
    trains: list[str] = field(default_factory=list)

    @property
    def started(self) -> bool:
        """Whether the railroad has a par value (its President's Certificate is bought)."""
        return self.par is not None


@dataclass
class Investor:
    cash: int
    ious: int = 0  # owed by the bank once it ran dry (2.12)
    shares: dict[str, int] = field(default_factory=dict)

    def held(self, railroad: str) -> int:
        """The shares of the railroad this investor holds, in 10% units."""
        return self.shares.get(railroad, 0)


def certificates(investor: Investor, player: int, companies: dict[str, Company]) -> int:
    """Certificates held: the President's Certificate counts one for its two shares (1.5)."""
    count = 0
    for railroad, held in investor.shares.items():
        count += held - 1 if companies[railroad].president == player and held >= 2 else held
    return count


def next_president(company: Company, investors: list[Investor], seating: list[int]) -> int | None:
    """Who presides after holdings changed: the current president keeps it on a tie; a
    challenger with more shares takes it, ties among challengers going to the next to the
    left of the outgoing president (1.4, 1.10). None if no one holds two shares."""
    current = company.president
    best = max((inv.held(company.id) for inv in investors), default=0)
    if best < 2:
        return current if current is not None and investors[current].held(company.id) >= 2 else None
    if current is not None and investors[current].held(company.id) == best:
        return current
    start = seating.index(current) + 1 if current is not None else 0
    for offset in range(len(seating)):
        player = seating[(start + offset) % len(seating)]
        if investors[player].held(company.id) == best:
            return player
    return None


def check_president_sale(company: Company, investors: list[Investor], seller: int, count: int) -> None:
    """The President's Certificate may be sold only if another player holds 20% (1.10)."""
    if company.president != seller or investors[seller].held(company.id) - count >= 2:
        return
    if not any(inv.held(company.id) >= 2 for p, inv in enumerate(investors) if p != seller):
        raise IllegalAction(
            f"selling {count} {company.id} share{'s' if count > 1 else ''} would sell the President's Certificate, "
            f"and no other player holds 20% of {company.id} to take it"
        )


def sale_proceeds(value: int, count: int) -> int:
    """A sale pays the current value for every share; the price drops afterwards (1.10)."""
    return value * count
