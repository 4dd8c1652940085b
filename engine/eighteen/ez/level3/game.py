"""18EZ Level 3 (rulebook 18EZ-level3.txt): Level 2 plus the Startpacket auction of four private
companies and four minor railroads, partial retention, a third station, per-kind train limits, and
the Black Line, formed from the minors and the Obsidian Railroad when the first type 5 is bought.

The title is data (level3.json) plus the family's rounds and steps: the Startpacket auction opens
the first Share Dealing Round; minors operate in numerical order before the majors and split their
income with their owner; private companies pay their owners at the start of each Operating Round.
"""

from __future__ import annotations

from functools import cache

import engine.eighteen.ez.level3.auction as startpacket_step
import engine.eighteen.ez.level3.steps as ez3_steps
from engine.core.action_base import Move as Action
from engine.core.errors import IllegalAction
from engine.core.game import Outcome
from engine.eighteen.ez.common.operating import OperatingRound
from engine.eighteen.ez.common.share_dealing import start_share_dealing
from engine.eighteen.ez.common.stock import OPERATE, OVER, SHARE_DEALING, SHARE_DEALING_ENDED
from engine.eighteen.ez.common.track_steps import LayTrack, PlaceStationMarker
from engine.eighteen.ez.common.train_steps import BuyTrains
from engine.eighteen.ez.level2.game import EZLevel2
from engine.eighteen.ez.level3 import privates, system
from engine.eighteen.ez.level3.moves import MetroLay, MetroStation, PlaceHotel, SellCompany
from engine.eighteen.ez.level3.state import Level3State
from engine.eighteen.shared.auction import Lot, StartPacket
from engine.eighteen.shared.board import Board
from engine.eighteen.shared.company_moves import Bid, BuyCompany, HalfDividend
from engine.eighteen.shared.gamedata import MinorSpec, PhaseSpec, RailroadSpec, SystemSpec
from engine.eighteen.shared.market import Cell
from engine.eighteen.shared.moves import AnswerOffer, BuyShare, ParShare
from engine.eighteen.shared.privates import PrivateHolding
from engine.eighteen.shared.shares import Company
from engine.eighteen.shared.track import TrackGraph

_BOARDS: dict[str, Board] = {}  # by title: built once, then shared (boards are hashed by identity)


@cache
def _level3_board(base: Board, minors: tuple[MinorSpec, ...], system_spec: SystemSpec) -> Board:
    """The map with the minors' homes and the Black Line as railroads (for lays, stations and names)."""
    extra = [RailroadSpec(id=m.id, name=m.name, color=m.color, home=m.home, source=m.source) for m in minors]
    extra.append(RailroadSpec(id=system_spec.id, name=system_spec.name, color=system_spec.color, home=minors[0].home,
                              source="the Black Line takes over the minors' stations; Oneida's home stands for its home"))
    return Board(base.spec.model_copy(update={"railroads": [*base.spec.railroads, *extra]}), base.tiles)


class EZLevel3(EZLevel2):
    title = "18EZ-L3"
    name = "18EZ Level 3"
    rules_file = "level3.json"
    summary = (
        "18EZ Level 3: Level 2 with the Startpacket, minor railroads, private companies and the Black Line (rulebook 1.1-2.13).\n"
        "Startpacket (first Share Dealing Round): /buy-company the top company, /bid on another ($5 over), or /pass; "
        "a company bid on becomes its bidder's, or is auctioned among its bidders, when it comes to the top.\n"
        "Operating Rounds: privates pay their owners; minors operate first (income split 50/50), then majors and the Black Line "
        "by share value: /lay -> /station ($40, then $100) -> /run -> /pay, /half or /withhold -> /buy-train.\n"
        "Privates: /sell-company to a player at any time; majors /buy-company from players after the first 3; /hotel, /metro-lay, "
        "/metro-station. The first 5 closes the privates and forms the Black Line at the end of that Operating Round."
    )

    share_deal = ez3_steps.ShareDeal3()
    sdr_passes_by_itself = False  # private companies change hands in its Share Dealing Rounds too
    operating_round = OperatingRound((LayTrack(), PlaceStationMarker(), ez3_steps.RunRoutes3(), ez3_steps.PayOrWithhold3(),
                                      BuyTrains()))
    state: Level3State
    move_types = (*EZLevel2.move_types, Bid, BuyCompany, SellCompany, HalfDividend, PlaceHotel, MetroLay, MetroStation)

    # -- data ------------------------------------------------------------------------

    @property
    def board(self) -> Board:
        board = _BOARDS.get(self.title)
        if board is None:
            rules = self.rules
            assert rules.system is not None
            board = _BOARDS[self.title] = _level3_board(Board.load(self.board_name), tuple(rules.minors), rules.system)
        return board

    @property
    def system_spec(self) -> SystemSpec:
        """The Black Line's numbers: its par, treasury, stations and IPO shares."""
        assert self.rules.system is not None
        return self.rules.system

    @property
    def system_private(self) -> str:
        """The id of the private company exchanged for the Black Line's President's Certificate (the Obsidian Railroad)."""
        return next(p.id for p in self.rules.privates if p.ability == "system")

    def private_name(self, pid: str) -> str:
        """The full name of the private company with the given id."""
        return privates.private_spec(self, pid).name

    def minor_number(self, minor_id: str) -> int:
        """The number of the minor railroad (minors operate, and merge, in numerical order)."""
        return next(m.number for m in self.rules.minors if m.id == minor_id)

    def system_cell(self) -> Cell:
        """Where the Black Line's token stands at par: the par row's $150 space (reconstructed)."""
        market, par = self.market, self.system_spec.par
        assert market.spec.par is not None
        row = market.spec.par.row
        column = next(c for c in range(market.width) if market.value((row, c)) == par)
        return (row, column)

    def _initial_state(self) -> Level3State:
        base = super()._initial_state()
        rules, spec = self.rules, self.system_spec
        state = Level3State(**{f: getattr(base, f) for f in base.__dataclass_fields__})
        majors = Board.load(self.board_name).railroads
        state.companies = {rr: company for rr, company in state.companies.items() if rr in majors}
        state.companies[spec.id] = Company(spec.id, ipo=spec.ipo_shares)
        state.privates = {p.id: PrivateHolding() for p in rules.privates}
        items = [(p.id, p.name, p.price) for p in rules.privates] + [(m.id, m.name, m.price) for m in rules.minors]
        state.startpacket = StartPacket.new(items, len(self.players), starting_seat=0)
        return state

    # -- public queries ---------------------------------------------------------------

    def privates(self) -> dict[str, PrivateHolding]:
        """Who holds each private company (a player or a railroad), and whether it has closed."""
        return dict(self.state.privates)

    def minors(self) -> list[Company]:
        """The minor railroads owned so far (all of them merge into the Black Line when it forms)."""
        return list(self.state.minors.values())

    def startpacket(self) -> StartPacket | None:
        """The auction's lots (prices, bids, owners by seat), until it is sold out."""
        return self.state.startpacket

    @property
    def hotel_token(self) -> tuple[str, str] | None:
        """(hex, railroad) of the Hotel's token, once placed."""
        return self.state.hotel

    def on_offer(self) -> Lot | None:
        """The start packet's lot for sale now; None once the auction is over."""
        packet = self.state.startpacket
        return packet.top() if packet is not None else None

    @property
    def auction_over(self) -> bool:
        """Whether the Startpacket is sold out."""
        return self.state.startpacket is None

    @property
    def system_formed(self) -> bool:
        """Whether the Black Line has formed."""
        return self.state.system_formed

    @property
    def system_shares_next_sdr(self) -> bool:
        """Black Line shares go on sale in the next Share Dealing Round."""
        return self.state.system_shares_next_sdr

    @property
    def system_due(self) -> bool:
        """The first type 5 was bought: the Black Line forms when this Operating Round ends."""
        return self.state.system_due

    # -- kinds of railroads ---------------------------------------------------------------

    def is_major(self, railroad: str) -> bool:
        """Whether the railroad is one of the board's majors (not a minor, not the Black Line)."""
        return railroad in Board.load(self.board_name).railroads

    def is_minor(self, railroad: str) -> bool:
        """Whether the railroad is a minor owned now (the minors merge into the Black Line when it forms)."""
        return railroad in self.state.minors

    def company(self, text: str) -> Company:
        """A railroad with shares: a major, or the Black Line."""
        spec = self.board.find_railroad(text)
        if spec is not None and spec.id in self.state.companies:
            return self.state.companies[spec.id]
        if spec is not None:
            raise IllegalAction(f"{spec.id} is a minor railroad; it has no shares")
        names = ", ".join(self.state.companies)
        raise IllegalAction(f"there is no railroad called {text}; the railroads with shares are {names}")

    def home_marked(self, railroad: str) -> bool:
        if railroad == self.system_spec.id:
            return False  # the Black Line has no home of its own: it takes over the minors' stations
        minor = self.state.minors.get(railroad)
        return minor.president is not None if minor is not None else super().home_marked(railroad)

    def entity(self, railroad: str) -> Company:
        minor = self.state.minors.get(railroad)
        return minor if minor is not None else self.state.companies[railroad]

    def phase_flag(self, name: str) -> bool:
        """Has any phase so far switched this on (the phase chart's changes last)?"""
        return any(getattr(p, name) for p in self.rules.phases[: self.state.depot.phase_index + 1])

    def operating_order(self) -> list[str]:
        minors = sorted((m for m in self.state.minors if self.state.minors[m].president is not None), key=self.minor_number)
        return [*minors, *super().operating_order()]

    def certificates_held(self, player: int) -> int:
        state = self.state
        owned = len(privates.privates_of_player(self, player)) + sum(1 for m in state.minors.values() if m.president == player)
        return super().certificates_held(player) + owned

    def may_float(self, company: Company) -> bool:
        return company.id != self.system_spec.id and super().may_float(company)

    def update_president(self, company: Company, messages: list[str]) -> None:
        if company.id == self.system_spec.id and not self.state.system_formed:
            return  # the Black Line has no president until it forms (2.12)
        super().update_president(company, messages)

    def station_limit(self, company: Company) -> int:
        if self.is_minor(company.id) or company.id == self.system_spec.id:
            return self.placed_stations(company) if self.placed_stations(company) else 1  # no stations to add (2.5)
        return self.shares.stations

    def station_cost(self, company: Company) -> int:
        costs = self.shares.station_costs or [self.shares.station_cost]
        return costs[min(max(self.placed_stations(company) - 1, 0), len(costs) - 1)]

    def homes_waiting(self, hex_name: str) -> list[str]:
        system_id = self.system_spec.id
        gone = {m.id for m in self.rules.minors if m.id not in self.state.minors}
        return [rr for rr in super().homes_waiting(hex_name) if rr != system_id and rr not in gone]

    def train_limit(self, company: Company) -> int:
        return self._limit_for(company.id, self.state.depot.phase(self.rules))

    def _limit_for(self, railroad: str, phase: PhaseSpec) -> int:
        if railroad in self.state.minors:
            return phase.minor_train_limit or 99
        if railroad == self.system_spec.id:
            return phase.system_train_limit or phase.train_limit or 99
        return phase.train_limit or 99

    def must_own_train(self, company: Company) -> bool:
        return not self.is_minor(company.id) and super().must_own_train(company)

    def earned_nothing(self, company: Company, messages: list[str]) -> None:
        if self.is_minor(company.id):
            self.state.revenue = 0
            messages.append(f"{company.id} earns nothing this round.")
            return
        super().earned_nothing(company, messages)

    def run_graph(self, company: Company) -> TrackGraph:
        bonus = self.stop_bonus(company)
        return self.graph().with_bonus(bonus) if bonus else self.graph()

    def stop_bonus(self, company: Company) -> dict[str, int]:
        hotel = self.state.hotel
        return {hotel[0]: 10} if hotel is not None and hotel[1] == company.id else {}

    # -- phases -------------------------------------------------------------------------------

    def phase_change(self, phase: PhaseSpec | None, messages: list[str]) -> None:
        if phase is None:
            return
        state = self.state
        holders = [*state.companies.values(), *state.minors.values()]
        for scrapped in phase.scrap:
            for company in holders:
                while scrapped in company.trains:
                    company.trains.remove(scrapped)
                    messages.append(f"{company.id}'s type {scrapped} train is scrapped without compensation.")
            state.market_trains = [t for t in state.market_trains if t != scrapped]
        if phase.system_shares and not state.system_shares_open:
            state.system_shares_next_sdr = True
            messages.append(f"{self.system_spec.name} shares go on sale in the next Share Dealing Round.")
        if phase.privates_close:
            privates.close_privates(self, messages, keep=(self.system_private,))
        if phase.system_forms and not state.system_formed:
            state.system_due = True
            messages.append(f"{self.system_spec.name} forms at the end of this Operating Round.")
        if phase.train_limit is not None:
            messages.append(f"Railroads may now own at most {phase.train_limit} trains"
                            + (f" ({self.system_spec.name}: {phase.system_train_limit})." if phase.system_train_limit else "."))
        self.enforce_train_limits(messages)

    def enforce_train_limits(self, messages: list[str]) -> None:
        """Railroads over their limit discard their cheapest trains to the open market."""
        state, phase = self.state, self.state.depot.phase(self.rules)
        for company in [*state.companies.values(), *state.minors.values()]:
            limit = self._limit_for(company.id, phase)
            while len(company.trains) > limit:
                cheapest = min(company.trains, key=lambda t: self.rules.train(t).price)
                company.trains.remove(cheapest)
                state.market_trains.append(cheapest)
                messages.append(f"{company.id} is over the limit and discards its type {cheapest} train to the open market.")

    # -- rounds -----------------------------------------------------------------------------------

    def operating_round_starting(self, messages: list[str]) -> None:
        privates.pay_private_revenue(self, messages)

    def anything_operates(self) -> bool:
        """Floated railroads, owned minors, or private companies that pay their owners."""
        state = self.state
        return (super().anything_operates() or any(m.president is not None for m in state.minors.values())
                or any(h.player is not None and not h.closed for h in state.privates.values()))

    def operating_round_ended(self, messages: list[str]) -> None:
        """After an Operating Round: the Black Line forms if it is due (2.12), then the game goes on as in Level 2."""
        state = self.state
        if state.system_due and not state.system_formed:
            system.form_system(self, messages)  # at the end of the round in which the first 5 was bought (2.12)
        super().operating_round_ended(messages)

    def start_share_dealing(self, messages: list[str]) -> None:
        """Begin a Share Dealing Round: the Black Line's shares go on sale if due, and an unsold Startpacket resumes."""
        start_share_dealing(self, messages)
        state = self.state
        if state.system_shares_next_sdr and not state.system_shares_open:
            state.system_shares_next_sdr = False
            system.open_system_shares(self, messages)
        if state.startpacket is not None:
            startpacket_step.resume(self, messages)

    # -- moves ---------------------------------------------------------------------------------------

    def acting_players(self) -> list[int]:
        state = self.state
        if state.private_offer is not None and state.stage != OVER:
            return [state.private_offer.answerer()]
        if state.stage == SHARE_DEALING and state.startpacket is not None:
            return [state.seating[state.startpacket.acting_player()]]
        return super().acting_players()

    def _apply(self, player: int, action: Action) -> Outcome:
        state = self.state
        messages: list[str] = []
        if isinstance(action, SellCompany):  # at any time (appendix)
            return Outcome(player, privates.offer_private(self, player, action, messages), tuple(messages))
        acting = self.acting_players()
        if player not in acting:
            raise IllegalAction(f"it is {self.player_name(acting[0])}'s turn {self._doing()}, not {self.player_name(player)}'s")
        if state.private_offer is not None:
            if not isinstance(action, AnswerOffer):
                raise IllegalAction(f"first answer the offer for the {self.private_name(state.private_offer.company)}: accept or decline")
            company = state.private_offer.buyer_railroad
            privates.answer_private(self, player, action, messages)
            return Outcome(player, action, tuple(messages), company=company)
        if state.stage == SHARE_DEALING and state.startpacket is not None:
            round_number = state.sdr_number
            recorded = startpacket_step.play(self, player, action, messages)
            ended = state.stage != SHARE_DEALING or state.sdr_number != round_number
            return Outcome(player, recorded, tuple(messages), events=(SHARE_DEALING_ENDED,) if ended else ())
        if state.stage == OPERATE and isinstance(action, BuyCompany | PlaceHotel | MetroLay | MetroStation):
            company = self.operating_company()
            if state.offer is not None:
                raise IllegalAction(f"first answer {state.offer.buyer}'s offer: accept or decline")
            recorded = ez3_steps.special(self, player, company, action, messages)
            return Outcome(player, recorded, tuple(messages), company=company.id)
        if isinstance(action, Bid | BuyCompany):
            raise IllegalAction("the Startpacket is sold out; companies are bid on only in the Startpacket auction")
        if isinstance(action, ParShare | BuyShare) and self.company(action.railroad).id == self.system_spec.id:
            ez3_steps.check_system_share(self, action)
        if isinstance(action, HalfDividend) and state.stage != OPERATE:
            raise IllegalAction("income is paid out in Operating Rounds")
        return super()._apply(player, action)

    def _doing(self) -> str:
        state = self.state
        if state.private_offer is not None:
            return f"to answer the offer for the {self.private_name(state.private_offer.company)}"
        if state.stage == SHARE_DEALING and state.startpacket is not None:
            return "in the Startpacket auction"
        return super()._doing()

    def legal_actions(self, player: int, hexes: list[str] | None = None) -> list[Action]:
        state = self.state
        sales = self._sales(player)  # at any time, turn or not
        if player not in self.acting_players():
            return sales
        offer = state.private_offer
        if offer is not None:
            refused = offer.buyer_player is not None and privates.buyer_cannot_take(
                self, offer.buyer_player, self.private_name(offer.company), offer.price)
            return [AnswerOffer(accept=False)] if refused else [AnswerOffer(accept=True), AnswerOffer(accept=False)]
        if state.stage == SHARE_DEALING and state.startpacket is not None:
            return [*startpacket_step.moves(self, player), *sales]
        moves = [*super().legal_actions(player, hexes), *sales]
        if state.stage == OPERATE and state.offer is None:
            # the Hotel and the Metropolis tile are offered only where they are accepted; a purchase is tried
            moves += [a for a in ez3_steps.special_moves(self, self.operating_company())
                      if isinstance(a, PlaceHotel | MetroLay) or self.would_accept(player, a)]
        return moves

    def _sales(self, player: int) -> list[Action]:
        """Selling a private company to another player, for a price they agree (appendix: "at any time"); the
        card's price stands for any price."""
        if self.over or self.state.private_offer is not None:
            return []
        found: list[Action] = []
        for spec in self.rules.privates:
            if spec.id not in privates.privates_of_player(self, player):
                continue
            for buyer in range(len(self.players)):
                price = min(spec.price, self.state.investors[buyer].cash)
                if buyer != player and price >= 1 and not privates.buyer_cannot_take(self, buyer, spec.name, price):
                    found.append(SellCompany(company=spec.id, price=price, buyer=self.player_name(buyer)))
        return found

    def turn_prompt(self, player: int) -> str:
        state = self.state
        if player not in self.acting_players():
            return "nothing to do now"
        if state.private_offer is not None:
            offer, name = state.private_offer, self.private_name(state.private_offer.company)
            if offer.buyer_railroad is not None:  # the railroad's president offered; the owner answers
                return f"{offer.buyer_railroad} offers ${offer.price:,} for the {name}: /accept or /decline"
            # a player offered their company to another player, who answers
            return f"{self.player_name(offer.seller)} offers you the {name} for ${offer.price:,}: /accept or /decline"
        if state.stage == SHARE_DEALING and state.startpacket is not None:
            return startpacket_step.prompt(self)
        return super().turn_prompt(player)

    def status_lines(self) -> list[str]:
        return ez3_steps.status_lines(self, super().status_lines())

    def auction_lots(self) -> tuple[tuple[str, int | None], ...] | None:
        packet = self.state.startpacket
        return None if packet is None else tuple((lot.id, lot.owner) for lot in packet.lots)

    def card_texts(self) -> list[tuple[str, str, str]]:
        return [(p.id, p.name, p.text) for p in self.rules.privates]
