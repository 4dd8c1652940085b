"""18EZ Level 2 (rulebook 18EZ-level2.txt): players are investors, railroads are companies with
presidents.

Flow: Share Dealing Round (1.2-1.11) -> a set of Operating Rounds (2.1-2.12) -> Share Dealing
Round -> ... A company's operating turn is build -> place a station -> run -> pay or withhold ->
buy trains; a skipped step is never returned to. The game ends at once on a bankruptcy, or after
the set of Operating Rounds in which the bank ran out of money; the highest net worth (shares at
their SPI value + cash + IOUs) wins.

The title is data (level2.json, the 18EZ map and market) plus the family's rounds and steps.
"""

from __future__ import annotations

import random
from typing import ClassVar

from engine.core.action_base import Move as Action
from engine.core.errors import IllegalAction
from engine.core.game import Outcome
from engine.eighteen.ez.common.depot import UNLIMITED, Depot
from engine.eighteen.ez.common.operating import OperatingRound
from engine.eighteen.ez.common.run_steps import PayOrWithhold, RunRoutes
from engine.eighteen.ez.common.share_dealing import ShareDeal, start_share_dealing
from engine.eighteen.ez.common.stock import (
    BOUGHT,
    BUY,
    DIVIDEND,
    OPERATE,
    OVER,
    SHARE_DEALING,
    SHARE_DEALING_ENDED,
    SOLD,
    StockGame,
    StockState,
    TrainOffer,
)
from engine.eighteen.ez.common.track_steps import LayTrack, PlaceStationMarker
from engine.eighteen.ez.common.train_steps import BuyTrains
from engine.eighteen.ez.level2 import dead_ends
from engine.eighteen.shared.building import TrackState
from engine.eighteen.shared.market import Tokens
from engine.eighteen.shared.moves import AnswerOffer
from engine.eighteen.shared.shares import Company, Investor

__all__ = [
    "BOUGHT", "BUY", "DIVIDEND", "OPERATE", "OVER", "SHARE_DEALING", "SHARE_DEALING_ENDED", "SOLD",
    "EZLevel2", "Level2State", "TrainOffer",
]

Level2State = StockState


class EZLevel2(StockGame):
    title = "18EZ-L2"
    name = "18EZ Level 2"
    rules_file = "level2.json"
    min_players = 2
    max_players = 6
    summary = (
        "18EZ Level 2: players are investors; the six railroads are companies run by their presidents (rulebook 1.1-2.12).\n"
        "Share Dealing Round: on your turn buy one certificate (/par to start a railroad, /buy-share), sell shares (/sell), "
        "both in either order, or /pass. It ends when everyone passes in succession. A railroad floats when 50% is sold.\n"
        "Operating Rounds (two per set), railroads in order of share value: /lay -> /station ($40) -> /run -> /pay or "
        "/withhold -> /buy-train. A railroad that can run must own a train; its president helps pay if it cannot.\n"
        "The game ends on a bankruptcy, or after the set of Operating Rounds in which the bank runs out; highest net worth wins."
    )

    share_deal = ShareDeal()
    operating_round = OperatingRound((LayTrack(), PlaceStationMarker(), RunRoutes(), PayOrWithhold(), BuyTrains()))
    # the moves its rounds' steps handle, plus answering an offer (the forced sale is a share sale)
    move_types = tuple(dict.fromkeys((*share_deal.handles, *(t for step in operating_round.sequence.steps for t in step.handles),
                                      AnswerOffer)))

    def _initial_state(self) -> StockState:
        rules = self.rules
        seating = list(range(len(self.players)))
        random.Random(self.seed).shuffle(seating)  # the numbered tokens drawn from a hat (1.2)
        cash = self.shares.start_cash_total // len(self.players)
        return StockState(
            seating=seating,
            investors=[Investor(cash) for _ in self.players],
            companies={rr: Company(rr) for rr in self.board.railroads},
            track=TrackState.initial(self.board, rules.tile_manifest),
            depot=Depot.initial(rules, len(self.players)),
            tokens=Tokens(),
            bank=rules.bank - cash * len(self.players),
        )

    # -- who acts and what they may do ------------------------------------------------

    def acting_players(self) -> list[int]:
        stage = self.state.stage
        if stage == SHARE_DEALING:
            return self.share_deal.acting(self)
        if stage == OPERATE:
            return self.operating_round.acting(self)
        return []

    def legal_actions(self, player: int, hexes: list[str] | None = None) -> list[Action]:
        if player not in self.acting_players():
            return []
        if self.state.stage == SHARE_DEALING:
            return self.share_deal.moves(self, player, hexes)
        return self.operating_round.moves(self, player, hexes)

    def turn_prompt(self, player: int) -> str:
        if player not in self.acting_players():
            return "nothing to do now"
        if self.state.stage == SHARE_DEALING:
            return self.share_deal.prompt(self)
        return self.operating_round.prompt(self, player)

    def _apply(self, player: int, action: Action) -> Outcome:
        state = self.state
        acting = self.acting_players()
        if player not in acting:
            raise IllegalAction(f"it is {self.player_name(acting[0])}'s turn {self._doing()}, not {self.player_name(player)}'s")
        messages: list[str] = []
        if state.stage == SHARE_DEALING:
            round_number = state.sdr_number
            recorded = self.share_deal.apply(self, player, action, messages)
            ended = state.stage != SHARE_DEALING or state.sdr_number != round_number
            return Outcome(player, recorded, tuple(messages), events=(SHARE_DEALING_ENDED,) if ended else ())
        company = self.operating_company()
        recorded = self.operating_round.play(self, player, action, messages)
        return Outcome(player, recorded, tuple(messages), company=company.id)

    def _doing(self) -> str:
        if self.state.stage == SHARE_DEALING:
            return "in the Share Dealing Round"
        return self.operating_round.doing(self)

    # -- how the rounds follow each other ----------------------------------------------

    def anything_operates(self) -> bool:
        """Is there an Operating Round to play (else another Share Dealing Round follows)?"""
        return any(c.floated for c in self.state.companies.values())

    def share_dealing_ended(self, messages: list[str]) -> None:
        """After a Share Dealing Round: a set of Operating Rounds if a railroad floated, else the next Share Dealing Round."""
        state = self.state
        if self.anything_operates():
            state.stage = OPERATE
            state.or_in_set = 0
            self.operating_round.start(self, messages)
        else:
            if self.since("ez-why-nothing-operates"):
                messages.append(dead_ends.why_no_operating_round(self))
            self.start_share_dealing(messages)

    def operating_round_ended(self, messages: list[str]) -> None:
        """After an Operating Round: the next one of the set, the end of the game if the bank broke, or share dealing."""
        state = self.state
        if state.or_in_set < self.shares.ors_per_set:
            self.operating_round.start(self, messages)
        elif state.bank_broken:
            messages.append("The bank has run out of money and this set of Operating Rounds is over.")
            self.finish(messages)
        else:
            self.start_share_dealing(messages)

    # A Share Dealing Round in which no one can do anything passes by itself (rules revision 4). Level 3 has moves
    # besides share dealing in its rounds (private companies), so it keeps asking.
    sdr_passes_by_itself: ClassVar[bool] = True

    def start_share_dealing(self, messages: list[str]) -> None:
        """Begin a Share Dealing Round; one no one can deal in (Level 2, rules revision 4) passes by itself, or the game is stuck."""
        start_share_dealing(self, messages)
        if self.since("ez-sdr-passes-by-itself") and self.sdr_passes_by_itself:
            dead_ends.settle_share_dealing(self, messages)

    # -- status ---------------------------------------------------------------------------

    def status_lines(self) -> list[str]:
        state, rules = self.state, self.rules
        phase = state.depot.phase(rules)
        lines = [f"{self.name} - {phase.name} phase, train limit {phase.train_limit}"]
        acting = self.acting_players()  # whoever acts: a special auction's bidder, an offer's answerer too
        who = " and ".join(self.player_name(p) for p in acting)
        if state.stage == SHARE_DEALING:
            lines.append(f"Share Dealing Round {state.sdr_number}: {who} to act")
        elif state.stage == OPERATE:
            president = self.president(state.operating)
            line = f"Operating Round {state.or_number}: {state.operating} ({self.player_name(president)}) to {state.step}"
            lines.append(line if acting == [president] else f"{line}; {who} to answer")
        else:
            lines.append("Game over.")
        for company in state.companies.values():
            if not company.started:
                continue
            president = self.player_name(company.president) if company.president is not None else "-"
            trains = ", ".join(company.trains) or "no trains"
            lines.append(
                f"  {company.id:5} pres. {president:10} par ${company.par:,} now ${self.share_value(company.id):,}  IPO {company.ipo} "
                f"pool {company.pool}  ${company.cash:,}  trains: {trains}" + ("" if company.floated else "  (not floated)")
            )
        for player in state.seating:
            investor = state.investors[player]
            held = ", ".join(f"{rr} {n}" for rr, n in investor.shares.items() if n) or "no shares"
            iou = f" + ${investor.ious:,} IOUs" if investor.ious else ""
            lines.append(f"  {self.player_name(player):12} ${investor.cash:,}{iou}  {held}  net worth ${self.net_worth(player):,}")
        bank_trains = ", ".join(f"{'unlimited' if n >= UNLIMITED else f'{n}x'} type {t} (${rules.train(t).price:,})"
                                for t, n in state.depot.left.items() if n)
        market = f"; open market: {', '.join(state.market_trains)}" if state.market_trains else ""
        lines.append(f"Bank: ${state.bank:,}; trains for sale: {bank_trains or 'none'}{market}")
        return lines
