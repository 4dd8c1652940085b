"""Rounds that lead nowhere, explained (18EZ Levels 2-3, rules revision 4; issue 34 §2).

The rulebooks have no rule that breaks a loop of Share Dealing Rounds in which no railroad floats (a group that
started six railroads with $300 each can never float one). The game says why when a round ends with nothing
floated, what it takes to float and who could pay for it; a Share Dealing Round in which no one can buy or sell
anything passes by itself when Operating Rounds follow; and when nothing can ever change, it says the game is
stuck and names the group's ways out (the bot's `/game abandon`, or `/game undo` with everyone's consent)."""

from __future__ import annotations

from typing import Protocol

from engine.eighteen.ez.common.share_dealing import ShareDeal
from engine.eighteen.ez.common.stock import StockState
from engine.eighteen.shared.gamedata import SharesSpec
from engine.eighteen.shared.shares import SHARES_PER_RAILROAD


class EZLevel2(Protocol):
    """What these rules need of a Level 2 or 3 game (engine/eighteen/ez/level2/game.py; a StockGame)."""

    state: StockState
    share_deal: ShareDeal

    @property
    def shares(self) -> SharesSpec:
        """The title's share dealing numbers (what floating takes)."""
        ...

    def player_name(self, player: int) -> str:
        """The name of player number `player` (players are numbered as they joined)."""
        ...

    def anything_operates(self) -> bool:
        """Is there an Operating Round to play (else another Share Dealing Round follows)?"""
        ...

STUCK = ("No one can buy or sell a share and no railroad has floated, so nothing can change: the game is stuck. "
         "The group may end it (/game abandon) or take moves back with everyone's consent (/game undo).")


def why_no_operating_round(g: EZLevel2) -> str:
    """One sentence: no railroad floated, what floating takes, and who could pay for the shares missing."""
    shares = g.shares
    waiting = [c for c in g.state.companies.values() if c.started and not c.floated]
    needed = {c.id: c.ipo - (SHARES_PER_RAILROAD - shares.float_shares) for c in waiting}
    parts = [f"{c.id} {needed[c.id]} more (${c.par:,} each)" for c in waiting if c.par and needed[c.id] > 0]
    cheapest = min((c.par for c in waiting if c.par), default=None)
    richest = max(i.cash for i in g.state.investors)
    if cheapest is not None and richest < cheapest:
        who = f"no player has the ${cheapest:,} for one"
    else:
        able = [g.player_name(p) for p, i in enumerate(g.state.investors) if cheapest is not None and i.cash >= cheapest]
        who = f"{', '.join(able)} could buy" if able else "no railroad has been started yet (/par starts one)"
    missing = f": {', '.join(parts)} bought from the IPO; {who}" if parts else f"; {who}"
    return (f"No railroad has floated, so no Operating Round follows (a railroad floats once "
            f"{shares.float_shares * 10}% of its shares are bought from the IPO){missing}.")


def nobody_can_deal(g: EZLevel2) -> bool:
    """At the start of a Share Dealing Round: no player may buy or sell anything (every turn would be a pass)."""
    return not any(g.share_deal.deals(g, player, first_only=True) for player in g.state.seating)


def settle_share_dealing(g: EZLevel2, messages: list[str]) -> None:
    """A Share Dealing Round just began: if no one can do anything in it, it passes by itself when Operating Rounds
    follow, and the game says it is stuck when none can."""
    if not nobody_can_deal(g):
        return
    if g.anything_operates():
        messages.append("No one can buy or sell a share: the Share Dealing Round passes by itself.")
        g.share_deal.end_round(g, messages)
    else:
        messages.append(STUCK)
