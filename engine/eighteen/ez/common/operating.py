"""Operating Rounds (2.1-2.2): railroads operate one after another, each taking the steps of its
turn in order (build, station, run, pay, buy; engine/core/flow.py's Sequence), with two interruptions served
first: an offer for another railroad's train waits for that railroad's president, and a
president short of money for a forced train purchase may sell shares at any step."""

from __future__ import annotations

from collections.abc import Sequence as Seq

from engine.core.action_base import Move as Action
from engine.core.action_base import Pass
from engine.core.errors import IllegalAction
from engine.core.flow import Sequence, Step
from engine.eighteen.ez.common.stock import DIVIDEND, OPERATE, StockGame
from engine.eighteen.ez.common.track_play import home_station_if_improved
from engine.eighteen.ez.common.train_steps import BuyTrains, answer_offer, forced_sale
from engine.eighteen.shared.moves import AnswerOffer, BuyTrain, SellShares


def _get_step(g: StockGame) -> str:
    return g.state.step


def _set_step(g: StockGame, name: str) -> None:
    g.state.step = name


def _subject(g: StockGame) -> str:
    return g.state.operating or ""


class OperatingRound:
    """The round: whose turn it is, and the turn's steps."""

    def __init__(self, steps: Seq[Step[StockGame]]) -> None:
        self.sequence: Sequence[StockGame] = Sequence(steps, _get_step, _set_step, self.end_company_turn, _subject)

    # -- who acts

    def acting(self, g: StockGame) -> list[int]:
        """Who acts now: the president answering an offer for their railroad's train, else the operating railroad's president."""
        state = g.state
        if state.offer is not None:
            return [g.president(state.offer.seller)]
        return [g.president(state.operating)]

    def doing(self, g: StockGame) -> str:
        """What the acting player is to do, as a phrase ('to act for PS&W', 'to answer PS&W's offer for BCRR's train')."""
        offer = g.state.offer
        if offer is not None:
            return f"to answer {offer.buyer}'s offer for {offer.seller}'s train"
        return f"to act for {g.state.operating}"

    # -- moves

    def play(self, g: StockGame, player: int, action: Action, messages: list[str]) -> Action:
        """Apply a move of the round: an answer to the offer waiting, a forced sale of shares, a pass, or a step's move."""
        state = g.state
        company = g.operating_company()
        if state.offer is not None:
            if not isinstance(action, AnswerOffer):
                raise IllegalAction(f"first answer {state.offer.buyer}'s offer: accept or decline")
            answer_offer(g, action, messages)
            return action
        if isinstance(action, SellShares):
            step = self.sequence.current(g).name
            if g.since("ez-sell-only-in-forced-purchase") and step != BuyTrains.name:
                raise IllegalAction(f"shares are sold in an Operating Round only to pay for a forced train purchase, in "
                                    f"{company.id}'s buy-trains step (2.10); it is in its {step} step")
            return forced_sale(g, player, company, action, messages)
        if isinstance(action, Pass):
            self.pass_step(g, messages)
            return action
        if self.sequence.step_for(action) is None:
            raise IllegalAction(
                f"it is an Operating Round; {company.id} may lay, place a station, run, pay or withhold, buy trains, or pass"
            )
        return self.sequence.play(g, player, action, messages)

    def pass_step(self, g: StockGame, messages: list[str]) -> None:
        """The operating railroad passes its current step: the step may refuse or handle the pass, else it is skipped."""
        step = self.sequence.current(g)
        on_pass = getattr(step, "on_pass", None)
        if on_pass is not None and on_pass(g, messages):
            return
        messages.append(f"{g.state.operating} skips its {step.name} step.")
        step.skip(g, messages)
        self.sequence.advance(g, step, messages)

    def moves(self, g: StockGame, player: int, hexes: list[str] | None) -> list[Action]:
        """Every move of the current step and the later ones it could skip to, as accepted now."""
        if g.state.offer is not None:
            return [AnswerOffer(accept=True), AnswerOffer(accept=False)]
        current = self.sequence.current(g)
        if current.name == DIVIDEND:
            return current.moves(g, player, hexes)
        found: list[Action] = []
        start = self.sequence.steps.index(current)
        for step in self.sequence.steps[start:]:
            if step.refuse_entry(g) is not None:
                continue
            offered = step.moves(g, player, hexes)
            if step is self.sequence.steps[-1]:  # an offer for another railroad's train is vetted by its step
                offered = [a for a in offered if (isinstance(a, BuyTrain) and a.price is not None) or g.would_accept(player, a)]
            found += offered
        return found

    def prompt(self, g: StockGame, player: int) -> str:
        """What the acting player must do now: answer the offer waiting, or the current step's prompt."""
        offer = g.state.offer
        if offer is not None:
            return f"{offer.buyer} offers ${offer.price:,} for {offer.seller}'s type {offer.train} train: /accept or /decline"
        return self.sequence.current(g).prompt(g)

    # -- the round's course

    def start(self, g: StockGame, messages: list[str]) -> None:
        """Begin an Operating Round: count it, let the title act at its start, and send the first railroad to operate."""
        state = g.state
        state.or_number += 1
        state.or_in_set += 1
        state.operated_this_or = []
        messages.append(f"Operating Round {state.or_number} begins ({state.or_in_set} of {g.shares.ors_per_set} in this set).")
        g.operating_round_starting(messages)
        self.next_company(g, messages)

    def next_company(self, g: StockGame, messages: list[str]) -> None:
        """The unoperated railroad with the highest share value goes next (2.1)."""
        state = g.state
        waiting = [rr for rr in g.operating_order() if rr not in state.operated_this_or]
        if not waiting:
            g.operating_round_ended(messages)
            return
        company = g.entity(waiting[0])
        state.operating, state.step, state.revenue = company.id, self.sequence.steps[0].name, 0
        home_station_if_improved(g.board, state.track, company.id, messages)
        messages.append(f"{company.id} ({g.player_name(g.president(company.id))}) operates.")

    def end_company_turn(self, g: StockGame, messages: list[str]) -> None:
        """The operating railroad's turn is over: the next railroad operates, or the round ends."""
        state = g.state
        assert state.stage == OPERATE and state.operating is not None
        state.operated_this_or.append(state.operating)
        self.next_company(g, messages)
