"""CONRAIL's share exchange (rulebook 4.5.1.2), as pure arithmetic on share counts.

Shares of the merging corporations are exchanged two for one, without distinction between them:
players first (from the player whose corporation started the phase, in Stock Round order), then
CONRAIL's treasury (the merging corporations' treasury shares), then the Open Market. Each holder's
odd share goes to the Open Market (the treasury's too; the Open Market's own odd share is lost).

Which certificates exist depends on how many corporations merge:
  2       the President's Certificate and the eight "10%/5%" shares: ten units of 10%;
  3 or 4  the "Second Issue" shares too: twenty units of 5%;
  5+      twenty units of 5%, and then the ten Bonds are handed out in exchange as well.
A unit is one 10% (or 5%) share; the President's Certificate is two units. The first player to
receive two units gets it; if no one does, the first player to receive one is Acting President.
When shares (and Bonds) run out, further merger shares are discarded without compensation.
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass, field

BONDS = 10


def units_for(merging: int) -> tuple[int, int, bool]:
    """(share units, percent per unit, Bonds used in the exchange) for this many merging corporations."""
    if merging < 2:
        raise ValueError("CONRAIL forms from two or more corporations")
    if merging == 2:
        return 10, 10, False
    return 20, 5, merging > 4


@dataclass
class Exchange:
    units: int  # CONRAIL share units in play (10 or 20)
    percent: int  # each unit's share of CONRAIL
    players: dict[int, int] = field(default_factory=dict)  # player -> units received
    bonds: dict[int, int] = field(default_factory=dict)  # player -> Bonds received in exchange
    president: int | None = None  # holds the President's Certificate (two units)
    acting: int | None = None  # acting President when no one received two units
    first: int | None = None  # the first player to receive anything
    treasury: int = 0  # units exchanged for CONRAIL's treasury
    market: int = 0  # units exchanged for the Open Market
    treasury_bonds: int = 0
    market_bonds: int = 0
    discarded: int = 0  # merger shares discarded without compensation

    @property
    def undistributed(self) -> int:
        """The CONRAIL share units no one received in the exchange (they go to the Open Market for capital)."""
        return self.units - sum(self.players.values()) - self.treasury - self.market

    @property
    def bonds_left(self) -> int:
        """The Bonds not handed out in the exchange."""
        return BONDS - sum(self.bonds.values()) - self.treasury_bonds - self.market_bonds


def exchange(merging: int, held: Sequence[tuple[int, int]], treasury_shares: int, market_shares: int) -> Exchange:
    """`held`: (player, merger shares held), in exchange order (players holding none may be listed)."""
    units, percent, bonds_used = units_for(merging)
    result = Exchange(units, percent)
    odd_to_market = 0

    def take(pairs: int) -> tuple[int, int, int]:
        """(units, bonds, pairs discarded) for `pairs` two-for-one exchanges."""
        got = min(pairs, result.undistributed - pending[0])
        pending[0] += got
        rest = pairs - got
        bonds = min(rest, result.bonds_left - pending[1]) if bonds_used else 0
        pending[1] += bonds
        return got, bonds, rest - bonds

    pending = [0, 0]  # units and bonds handed out in the current step, not yet recorded
    for player, shares in held:
        if shares <= 0:
            continue
        pending[:] = [0, 0]
        got, bonds, lost = take(shares // 2)
        odd_to_market += shares % 2
        result.discarded += 2 * lost
        if got:
            result.players[player] = result.players.get(player, 0) + got
            if result.first is None:
                result.first = player
            if result.president is None and got >= 2:
                result.president = player
        if bonds:
            result.bonds[player] = result.bonds.get(player, 0) + bonds
    pending[:] = [0, 0]
    got, bonds, lost = take(treasury_shares // 2)
    result.treasury, result.treasury_bonds = got, bonds
    odd_to_market += treasury_shares % 2
    result.discarded += 2 * lost
    market = market_shares + odd_to_market
    pending[:] = [0, 0]
    got, bonds, lost = take(market // 2)
    result.market, result.market_bonds = got, bonds
    result.discarded += 2 * lost + market % 2
    if result.president is None:
        result.acting = result.first
    return result
