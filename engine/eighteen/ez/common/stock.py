"""What every 18xx title with a stock market shares: investors and companies, the bank and its
IOUs, share values, presidency, share sales, trains and phases, and the end by net worth.

Rounds and steps (engine/eighteen/*.py) act on a `StockGame` through these helpers; a title
subclass declares its data files, its state and its rounds.
"""

from __future__ import annotations

import copy
from collections.abc import Callable
from dataclasses import dataclass, field

from engine.core import situation as where
from engine.core.errors import IllegalAction
from engine.eighteen.ez.common.depot import Depot
from engine.eighteen.ez.common.title import EZTitle
from engine.eighteen.ez.common.track_play import lay_context
from engine.eighteen.shared.building import LayContext, TrackState
from engine.eighteen.shared.gamedata import PhaseSpec, SharesSpec
from engine.eighteen.shared.market import Cell, StockMarket, Tokens
from engine.eighteen.shared.runs.routes import RouteFinder
from engine.eighteen.shared.shares import SHARES_PER_RAILROAD, Company, Investor, certificates, next_president, sale_proceeds
from engine.eighteen.shared.track import TrackGraph

SHARE_DEALING, OPERATE, OVER = "share dealing", "operate", "over"
BUILD, STATION, RUN, DIVIDEND, BUY = "build", "station", "run", "dividend", "buy"
BOUGHT, SOLD = "bought", "sold"
SHARE_DEALING_ENDED = "share dealing ended"  # an Outcome event: the stock market is worth showing


@dataclass
class TrainOffer:
    """A railroad's offer for another railroad's train, waiting for that railroad's president."""

    buyer: str
    seller: str
    train: str
    price: int


@dataclass
class StockState:
    """The position of a stock-market game, as plain data."""

    seating: list[int]
    investors: list[Investor]  # by player number
    companies: dict[str, Company]
    track: TrackState
    depot: Depot
    tokens: Tokens
    bank: int
    market_trains: list[str] = field(default_factory=list)  # the open market (trains over a limit)
    stage: str = SHARE_DEALING
    sdr_number: int = 1
    priority: int = 0  # seat (index into seating) holding the Priority Bid Card
    turn: int = 0  # seat whose share dealing turn it is
    passes: int = 0  # passes in succession
    first_passer: int | None = None  # seat that began the current run of passes
    done_this_turn: list[str] = field(default_factory=list)  # BOUGHT / SOLD, in order
    sold_this_round: dict[int, list[str]] = field(default_factory=dict)
    bought_this_round: dict[int, dict[str, int]] = field(default_factory=dict)
    or_number: int = 0
    or_in_set: int = 0
    operated_this_or: list[str] = field(default_factory=list)
    operating: str | None = None
    step: str = BUILD
    revenue: int = 0
    offer: TrainOffer | None = None
    bank_broken: bool = False
    treasury_ious: int = 0  # what the bank paid treasuries after it ran out (see pay_treasury)
    final_scores: dict[int, int] | None = None
    bankrupt: int | None = None  # the player whose bankruptcy ended the game (2.11), if one did
    floating: list[str] = field(default_factory=list)  # revision 4: floating this round, in order (tokens at its end)


class StockGame(EZTitle[StockState]):
    """The shared helpers; `state` is a StockState (or a title's extension of it)."""

    state: StockState

    # -- data ----------------------------------------------------------------

    @property
    def shares(self) -> SharesSpec:
        """The title's share dealing numbers (certificate limits, floating, stations, Operating Rounds per set)."""
        spec = self.rules.shares
        assert spec is not None
        return spec

    @property
    def market(self) -> StockMarket:
        """The board's stock market."""
        return StockMarket.load(self.board_name)

    @property
    def certificate_limit(self) -> int:
        """The most certificates a player may hold with this many players."""
        return self.shares.certificate_limits[str(len(self.players))]

    # -- queries ---------------------------------------------------------------

    def scores(self) -> dict[int, int] | None:
        return self.state.final_scores

    def current_company(self) -> Company | None:
        """The railroad operating now, or None outside an Operating Round."""
        return self.entity(self.state.operating) if self.state.stage == OPERATE and self.state.operating else None

    def seating(self) -> list[int]:
        """Players in the seating order drawn at the start."""
        return list(self.state.seating)

    def home_marked(self, railroad: str) -> bool:
        """Every major's home city is marked from the start (where it will begin is known before anyone pars it),
        until its home station is placed."""
        return railroad in self.state.companies

    def entity(self, railroad: str) -> Company:
        """Any railroad that operates, by id (titles with minor railroads look further)."""
        return self.state.companies[railroad]

    def certificates_held(self, player: int) -> int:
        """The certificates `player` holds (a President's Certificate counts one)."""
        return certificates(self.state.investors[player], player, self.state.companies)

    def may_float(self, company: Company) -> bool:
        """Whether the railroad floats now: started, not floated yet, and enough of its shares sold from the IPO."""
        return company.started and not company.floated and company.ipo <= SHARES_PER_RAILROAD - self.shares.float_shares

    def run_graph(self, company: Company) -> TrackGraph:
        """The graph `company` runs on (a title may add per-railroad stop bonuses)."""
        return self.graph()

    def stop_bonus(self, company: Company) -> dict[str, int]:
        """The extra revenue `company`'s trains earn at stops, by stop (none here; a title may add some)."""
        return {}

    def homes_waiting(self, hex_name: str) -> list[str]:
        """Railroads whose home is `hex_name` and whose station is not there yet (a space is kept for them)."""
        held = self.state.track.tokens.get(hex_name, [])
        return [rr for rr, spec in self.board.railroads.items() if spec.home == hex_name and rr not in held]

    def station_limit(self, company: Company) -> int:
        """The most station markers `company` may have on the map."""
        return self.shares.stations

    def operating_round_starting(self, messages: list[str]) -> None:
        """Anything that happens before the first railroad operates (e.g. private companies' revenue)."""

    def earned_nothing(self, company: Company, messages: list[str]) -> None:
        """No income this turn: the share value moves left."""
        self.state.revenue = 0
        self.move_token(company, self.market.left, messages, f"{company.id} earns nothing this round")

    def situation(self, player: int) -> where.Situation:
        presides = tuple(c.id for c in self.state.companies.values() if c.president == player)
        if self.state.stage == SHARE_DEALING:
            packet, seat = getattr(self.state, "startpacket", None), self.state.seating.index(player)
            turn = self.state.seating[self.state.turn]  # whose turn of share dealing it is
            return where.Situation(where.SHARES, f"Share Dealing Round {self.sdr_number}", presides=presides,
                                   leading=where.leading(packet, seat),
                                   bought=turn == player and BOUGHT in self.state.done_this_turn)
        if self.state.stage != OPERATE:
            return where.Situation(where.OTHER, self.state.stage, presides=presides)
        steps = {BUILD: where.TRACK, STATION: where.STATION, RUN: where.RUN, DIVIDEND: where.DIVIDEND, BUY: where.TRAINS}
        return where.Situation(where.OPERATING, f"Operating Round {self.or_number}", steps.get(self.state.step, self.state.step),
                               self.state.operating, presides)

    def operating_company(self) -> Company:
        """The railroad operating now (there must be one)."""
        company = self.current_company()
        assert company is not None
        return company

    def would_accept(self, player: int, action: object) -> bool:
        """Try the move on a copy of the state; the game's own state object is left untouched."""
        original, trusted = self.state, self.trusted
        self.state, self.trusted = copy.deepcopy(original), False
        try:
            self._apply(player, action)  # type: ignore[arg-type]
            return True
        except IllegalAction:
            return False
        finally:
            self.state, self.trusted = original, trusted

    # -- public queries (front ends and tests read these, not the state's layout) --

    def cash(self, player: int) -> int:
        """The cash `player` has."""
        return self.state.investors[player].cash

    def held(self, player: int, railroad: str) -> int:
        """Shares of `railroad` that `player` holds (the President's Certificate counts two)."""
        return self.state.investors[player].held(railroad)

    def holdings(self, player: int) -> dict[str, int]:
        """The shares `player` holds, by railroad (none left out as zero)."""
        return {rr: n for rr, n in self.state.investors[player].shares.items() if n}

    def ious(self, player: int) -> int:
        """What the bank owes `player` since it ran out of money."""
        return self.state.investors[player].ious

    def open_market_trains(self) -> list[str]:
        """Trains railroads gave up over their limit, for sale at face value."""
        return list(self.state.market_trains)

    def market_stacks(self) -> dict[Cell, list[str]]:
        """Every occupied space of the stock market, its tokens top first."""
        return {cell: list(held) for cell, held in self.state.tokens.stacks.items() if held}

    def railroad(self, railroad: str) -> Company:
        """Any railroad by id: its treasury, trains, president, shares in the IPO and the pool."""
        return self.entity(railroad)

    def railroads(self) -> list[Company]:
        """The railroads with shares, in the rulebook's order."""
        return list(self.state.companies.values())

    @property
    def operating(self) -> str | None:
        """The railroad operating now, in an Operating Round."""
        return self.state.operating if self.state.stage == OPERATE else None

    @property
    def priority_holder(self) -> int:
        """The player holding the Priority Bid Card."""
        return self.state.seating[self.state.priority]

    @property
    def sdr_number(self) -> int:
        """The number of the current (or last) Share Dealing Round."""
        return self.state.sdr_number

    @property
    def or_number(self) -> int:
        """The number of the current (or last) Operating Round; 0 before the first."""
        return self.state.or_number

    @property
    def bank_broken(self) -> bool:
        """Whether the bank has run out of money (the game ends after the current set of Operating Rounds)."""
        return self.state.bank_broken

    def market_cell(self, railroad: str) -> Cell:
        """(row, column) of `railroad`'s token on the stock market."""
        return self.state.tokens.cells[railroad]

    def market_stack(self, cell: Cell) -> list[str]:
        """The tokens on one space of the stock market, top first."""
        return list(self.state.tokens.stacks.get(cell, []))

    def president(self, railroad: str | None) -> int:
        """The president of the railroad (which must have one)."""
        president = self.entity(railroad).president if railroad else None
        assert president is not None
        return president

    def share_value(self, railroad: str) -> int:
        """Its value on the chart; a railroad not floated yet (revision 4: no token on the chart) is worth its par."""
        cell = self.state.tokens.cells.get(railroad)
        return self.market.value(cell) if cell is not None else self.entity(railroad).par or 0

    def net_worth(self, player: int) -> int:
        """Shares at their SPI value, plus cash and IOUs; treasuries do not count."""
        investor = self.state.investors[player]
        stock = sum(held * self.share_value(rr) for rr, held in investor.shares.items() if held)
        return stock + investor.cash + investor.ious

    def operating_order(self) -> list[str]:
        """The floated railroads in the order they operate: by share value, then position on the market (2.1)."""
        floated = [c.id for c in self.state.companies.values() if c.floated]
        return self.state.tokens.operating_order(self.market, floated)

    def company(self, text: str) -> Company:
        """The railroad with shares named by `text` (its id or its name); IllegalAction if there is none."""
        spec = self.board.find_railroad(text)
        if spec is None:
            raise IllegalAction(f"there is no railroad called {text}; the railroads are {', '.join(self.board.railroads)}")
        return self.state.companies[spec.id]

    def lay_context(self, company: Company) -> LayContext:
        """What laying track for `company` may do now: the board, the track, the phase's tiles, where it traces from."""
        return lay_context(self.board, self.state.track, self.state.depot.phase(self.rules), company.id, self.name,
                           from_home=self.since("ez-trace-from-home"))

    def station_reach_from(self, company: Company) -> str | None:
        """Where a new station is traced from: its home station (2.5 "from its home city", revision 4), else any."""
        return self.board.railroads[company.id].home if self.since("ez-trace-from-home") and company.id in self.board.railroads else None

    def station_cost(self, company: Company) -> int:
        """What `company`'s next station marker costs."""
        return self.shares.station_cost

    def placed_stations(self, company: Company) -> int:
        """The station markers `company` has on the map."""
        return sum(held.count(company.id) for held in self.state.track.tokens.values())

    # -- money ------------------------------------------------------------------

    def bank_pays(self, amount: int, messages: list[str]) -> int:
        """Take `amount` out of the bank; returns the part it could not pay (owed as IOUs)."""
        state = self.state
        paid = min(amount, state.bank)
        state.bank -= paid
        if state.bank == 0 and amount > 0 and not state.bank_broken:
            state.bank_broken = True
            messages.append("The bank has run out of money: the game ends after the current set of Operating Rounds.")
        return amount - paid

    def pay_treasury(self, company: Company, amount: int, messages: list[str]) -> None:
        """The bank pays a railroad; once the bank is empty the railroad is still paid, and what the bank
        lacked is recorded (the bank's IOUs to treasuries) so money can always be accounted for."""
        company.cash += amount
        self.state.treasury_ious += self.bank_pays(amount, messages)

    def pay_investor(self, player: int, amount: int, messages: list[str]) -> None:
        """The bank pays `player`; what it lacks once it runs dry is owed to them as IOUs."""
        owed = self.bank_pays(amount, messages)
        investor = self.state.investors[player]
        investor.cash += amount - owed
        investor.ious += owed

    def move_token(self, company: Company, move: Callable[[Cell], Cell], messages: list[str], why: str) -> None:
        """Move the railroad's share value token by `move` and say why, and what its share value is now."""
        state = self.state
        before = self.share_value(company.id)
        state.tokens.move([(company.id, move(state.tokens.cells[company.id]))], self.market)
        after = self.share_value(company.id)
        change = "rises" if after > before else "falls" if after < before else "stays"
        messages.append(f"{why}; its share value {change} to ${after}." if change != "stays" else f"{why}; its share value stays ${after}.")

    # -- shares -------------------------------------------------------------------

    def update_president(self, company: Company, messages: list[str]) -> None:
        """Give the railroad's presidency to whoever should hold it after holdings changed, and say so if it changes hands."""
        new = next_president(company, self.state.investors, self.state.seating)
        if new is not None and new != company.president:
            old = company.president
            company.president = new
            before = f" from {self.player_name(old)}" if old is not None else ""
            messages.append(f"{self.player_name(new)} becomes president of {company.id}{before}, with its charter and treasury.")

    def execute_sale(self, player: int, sales: list, messages: list[str]) -> None:
        """Pay for every share at the current value, then move the tokens down together (1.10, 1.11)."""
        state, market = self.state, self.market
        moves = []
        for sale in sales:
            company = state.companies[sale.railroad]
            value = self.share_value(company.id)
            proceeds = sale_proceeds(value, sale.count)
            state.investors[player].shares[company.id] -= sale.count
            company.pool += sale.count
            self.pay_investor(player, proceeds, messages)
            plural = "s" if sale.count > 1 else ""
            messages.append(f"{self.player_name(player)} sells {sale.count} {company.id} share{plural} at ${value} for ${proceeds}.")
            cell = state.tokens.cells.get(company.id)
            if cell is None:  # not floated (revision 4): no token on the chart to move; the shares sold at par
                messages.append(f"{company.id} has not floated: its share value token is not on the chart, and its "
                                f"shares stay at par ${value}.")
                self.update_president(company, messages)
                continue
            for _ in range(sale.count):
                cell = market.down(cell)
            moves.append((company.id, cell))
        state.tokens.move(moves, market)
        for railroad, _ in moves:
            messages.append(f"{railroad}'s share value is now ${self.share_value(railroad)}.")
            self.update_president(state.companies[railroad], messages)

    # -- trains -----------------------------------------------------------------------

    def train_limit(self, company: Company) -> int:
        """The most trains `company` may own in the current phase (no limit: 99)."""
        return self.state.depot.phase(self.rules).train_limit or 99

    def cheapest_available(self) -> tuple[int, str, str | None] | None:
        """(price, train type, source) of the cheapest train the bank or the open market sells."""
        options = []
        next_type = self.state.depot.next_type()
        if next_type is not None:
            options.append((self.rules.train(next_type).price, next_type, None))
        for train in self.state.market_trains:
            options.append((self.rules.train(train).price, train, "market"))
        return min(options, key=lambda o: (o[0], o[2] is not None)) if options else None

    def must_own_train(self, company: Company) -> bool:
        """A railroad that can trace a legal route must own a train at the end of its turn (2.8)."""
        if company.trains:
            return False
        return bool(RouteFinder(self.graph(), company.id).best([("probe", 2)]))

    def phase_change(self, phase: PhaseSpec | None, messages: list[str]) -> None:
        """A new phase affects everyone: scrapped trains go, and railroads over the new limit
        discard their cheapest trains to the open market (Level 3 phase chart)."""
        if phase is None:
            return
        state, rules = self.state, self.rules
        for scrapped in phase.scrap:
            for company in state.companies.values():
                while scrapped in company.trains:
                    company.trains.remove(scrapped)
                    messages.append(f"{company.id}'s type {scrapped} train is scrapped without compensation.")
            state.market_trains = [t for t in state.market_trains if t != scrapped]
        limit = phase.train_limit
        if limit is not None:
            messages.append(f"Railroads may now own at most {limit} trains.")
            for company in state.companies.values():
                while len(company.trains) > limit:
                    cheapest = min(company.trains, key=lambda t: rules.train(t).price)
                    company.trains.remove(cheapest)
                    state.market_trains.append(cheapest)
                    messages.append(f"{company.id} is over the limit and discards its type {cheapest} train to the open market.")

    # -- the end ------------------------------------------------------------------------

    def finish(self, messages: list[str]) -> None:
        """End the game: every player's final score is their net worth, announced with the winners."""
        state = self.state
        state.stage = OVER
        state.offer = None
        state.final_scores = {p: self.net_worth(p) for p in range(len(self.players))}
        for player in sorted(state.final_scores, key=lambda p: -state.final_scores[p]):
            messages.append(f"{self.player_name(player)}: net worth ${state.final_scores[player]}")
        messages.append(f"{' and '.join(self.player_name(p) for p in self.winners())} wins!")
        if self.since("ez-bankrupt-winner-said") and state.bankrupt is not None and state.bankrupt in self.winners():
            messages.append(f"{self.player_name(state.bankrupt)} went bankrupt and still wins: the rulebook's Ending the "
                            f"Game ranks every player by the value of their shares and their money, bankrupt or not.")
