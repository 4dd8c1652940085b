"""18GL's Operating Rounds (4.6): private revenue first, then every floated corporation once, the
order recomputed after each (highest value first; farther right; higher in a stack); one to three
rounds a set by phase, then a Stock Round; the end after the set in which the bank ran out or a
share value reached the top (5), with net worth counting loans and bonds."""

from __future__ import annotations

from typing import TYPE_CHECKING

from engine.core.flow import Sequence
from engine.eighteen.gl.money import adjusted_value
from engine.eighteen.gl.state import OPERATE, OVER, STOCK
from engine.eighteen.gl.steps import STEPS
from engine.eighteen.gl.treasury import TradeTreasuryShares

if TYPE_CHECKING:
    from engine.eighteen.gl.contract import GLGame as GL18


def _get(g: GL18) -> str:
    return g.state.step


def _set(g: GL18, step: str) -> None:
    g.state.step = step


def _subject(g: GL18) -> str:
    return g.state.operating or "the corporation"


def end_turn(g: GL18, messages: list[str]) -> None:
    """The operating corporation's turn is over: the next corporation operates, or the round ends."""
    state = g.state
    corporation = g.operating_corp()
    corporation.operated = True
    state.operated_this_or.append(corporation.id)
    state.operating = None
    next_corporation(g, messages)


def _halted(g: GL18) -> bool:
    """The operating corporation closed in a bankruptcy, or the game ended: its turn stops here."""
    state = g.state
    return state.stage != OPERATE or state.operating is None or state.operating not in state.corporations


SEQUENCE: Sequence[GL18] = Sequence((*STEPS, TradeTreasuryShares()), _get, _set, end_turn, _subject, halted=_halted)


def start_set(g: GL18, messages: list[str]) -> None:
    """Begin a set of Operating Rounds (after a Stock Round)."""
    g.state.stage = OPERATE
    g.state.or_in_set = 0
    begin_or(g, messages)


def begin_or(g: GL18, messages: list[str]) -> None:
    """Begin an Operating Round: count it, pay the private companies' revenue, and send the first corporation to operate."""
    state = g.state
    state.or_number += 1
    state.or_in_set += 1
    state.operated_this_or = []
    messages.append(f"Operating Round {state.or_number} begins ({state.or_in_set} of {g.phase().ors} in this set).")
    g.pay_private_revenue(messages)
    next_corporation(g, messages)


def next_corporation(g: GL18, messages: list[str]) -> None:
    """The floated corporation that has not operated this round and stands highest now (4.6)."""
    state = g.state
    waiting = [c.id for c in state.corporations.values() if c.floated and c.id not in state.operated_this_or]
    if not waiting:
        end_or(g, messages)
        return
    corporation = g.state.corporations[state.tokens.operating_order(g.market, waiting)[0]]
    state.operating = corporation.id
    state.lays, state.upgraded, state.earnings = 0, False, 0
    state.bonus_lays, state.bonus_hexes, state.laid_hexes, state.permitted = {}, {}, [], []
    president = g.player_name(corporation.president) if corporation.president is not None else "no president"
    messages.append(f"{corporation.id} ({president}) operates.")
    SEQUENCE.settle(g, messages, 0)


def end_or(g: GL18, messages: list[str]) -> None:
    """After an Operating Round: the next of the set, the end of the game if it is due, else a Stock Round."""
    state = g.state
    if state.or_in_set < g.phase().ors:
        begin_or(g, messages)
        return
    if state.end_due:
        finish(g, messages)
        return
    state.stage = STOCK
    state.sr_number += 1
    state.turn, state.passes, state.last_dealer = state.priority, 0, None
    messages.append(f"Stock Round {state.sr_number} begins with {g.player_name(state.seating[state.priority])}.")


def check_end(g: GL18, messages: list[str]) -> None:
    """The bank out of money, or a share value at the top: this set of ORs is the last (5)."""
    state = g.state
    if state.end_due:
        return
    top = g.market.spec.end_value
    # only corporations on the market: those merging into CONRAIL have left it while their cash is moved (4.5.1)
    reached = [c.id for c in state.corporations.values()
               if c.par is not None and c.id in state.tokens.cells and top and g.share_value(c.id) >= top]
    if state.bank <= 0 or reached:
        state.end_due = True
        why = "the bank has run out of money" if state.bank <= 0 else f"{reached[0]}'s share value reached ${top}"
        messages.append(f"The game ends after this set of Operating Rounds: {why}.")


def net_worth(g: GL18, player: int) -> int:
    """Cash, bonds at their face value and shares at their value less the loans' and bonds' penalties (5)."""
    state = g.state
    investor = state.investors[player]
    worth = investor.cash + state.bonds.get(player, 0) * g.rules.bonds.face
    for rr, held in investor.shares.items():
        if held and rr in state.tokens.cells:  # a certificate whose value is not set yet (the C&A's PRR) counts once it is
            corporation = state.corporations[rr]
            outstanding = sum(state.bonds.values()) + state.bond_market if rr == "CONRAIL" else 0
            worth += held * adjusted_value(g.share_value(rr), corporation.loans, outstanding)
    return worth


def finish(g: GL18, messages: list[str]) -> None:
    """End the game: every player's final score is their net worth, announced with the winners (5)."""
    state = g.state
    state.stage = OVER
    state.final_scores = {p: net_worth(g, p) for p in range(len(g.players))}
    ranking = sorted(state.final_scores.items(), key=lambda item: -item[1])
    messages.append("The game is over. Net worth: " + ", ".join(f"{g.player_name(p)} ${w:,}" for p, w in ranking) + ".")
    best = ranking[0][1]
    winners = [g.player_name(p) for p, w in ranking if w == best]
    messages.append(f"{' and '.join(winners)} win{'s' if len(winners) == 1 else ''}!")
