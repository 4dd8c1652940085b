"""18EZ Level 2 (rulebook 18EZ-level2.txt): players are investors, railroads are
companies with presidents.

Flow: Share Dealing Round (1.2-1.11) -> a set of Operating Rounds (2.1-2.12)
-> Share Dealing Round -> ... A company's operating turn is build -> place a
station -> run -> pay or withhold -> buy trains; a skipped step is never
returned to. The game ends at once on a bankruptcy, or after the set of
Operating Rounds in which the bank ran out of money; the highest net worth
(shares at their SPI value + cash + IOUs) wins.
"""

from __future__ import annotations

import copy
import random
from collections.abc import Callable
from dataclasses import dataclass, field

from engine.actions import (
    Action,
    AnswerOffer,
    BuyShare,
    BuyTrain,
    Dividend,
    LayTile,
    ParShare,
    Pass,
    PlaceStation,
    RunTrains,
    SellShares,
    ShareSale,
    TrainRoute,
)
from engine.building import LayContext, TrackState, legal_lays
from engine.depot import Depot
from engine.errors import IllegalAction
from engine.game import Outcome
from engine.gamedata import PhaseSpec, SharesSpec
from engine.hexgrid import Hex
from engine.market import Cell, StockMarket, Tokens
from engine.routes import RouteFinder
from engine.shares import (
    SHARES_PER_RAILROAD,
    Company,
    Investor,
    certificates,
    check_president_sale,
    next_president,
    sale_proceeds,
)
from engine.titles.ez_title import EZTitle
from engine.titles.ez_track import (
    city_slots,
    describe_runs,
    has_station,
    home_station_if_improved,
    lay_context,
    lay_tile,
    reaches_city,
    routes_for,
    sell_from_bank,
)

SHARE_DEALING, OPERATE, OVER = "share dealing", "operate", "over"
BUILD, STATION, RUN, DIVIDEND, BUY = "build", "station", "run", "dividend", "buy"
STEPS = (BUILD, STATION, RUN, DIVIDEND, BUY)
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
class Level2State:
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
    final_scores: dict[int, int] | None = None


class EZLevel2(EZTitle):
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

    # -- data ----------------------------------------------------------------

    @property
    def shares(self) -> SharesSpec:
        spec = self.rules.shares
        assert spec is not None
        return spec

    @property
    def market(self) -> StockMarket:
        return StockMarket.load(self.board_name)

    @property
    def certificate_limit(self) -> int:
        return self.shares.certificate_limits[str(len(self.players))]

    def _initial_state(self) -> Level2State:
        rules = self.rules
        seating = list(range(len(self.players)))
        random.Random(self.seed).shuffle(seating)  # the numbered tokens drawn from a hat (1.2)
        cash = self.shares.start_cash_total // len(self.players)
        return Level2State(
            seating=seating,
            investors=[Investor(cash) for _ in self.players],
            companies={rr: Company(rr) for rr in self.board.railroads},
            track=TrackState.initial(self.board, rules.tile_manifest),
            depot=Depot.initial(rules, len(self.players)),
            tokens=Tokens(),
            bank=rules.bank - cash * len(self.players),
        )

    # -- who acts --------------------------------------------------------------

    def acting_players(self) -> list[int]:
        state = self.state
        if state.stage == SHARE_DEALING:
            return [state.seating[state.turn]]
        if state.stage == OPERATE:
            if state.offer is not None:
                return [self._president(state.offer.seller)]
            return [self._president(state.operating)]
        return []

    def scores(self) -> dict[int, int] | None:
        return self.state.final_scores

    def current_company(self) -> Company | None:
        return self.state.companies[self.state.operating] if self.state.stage == OPERATE and self.state.operating else None

    def _president(self, railroad: str | None) -> int:
        president = self.state.companies[railroad].president if railroad else None
        assert president is not None
        return president

    def share_value(self, railroad: str) -> int:
        return self.market.value(self.state.tokens.cells[railroad])

    def net_worth(self, player: int) -> int:
        """Shares at their SPI value, plus cash and IOUs; treasuries do not count (2.12)."""
        investor = self.state.investors[player]
        stock = sum(held * self.share_value(rr) for rr, held in investor.shares.items() if held)
        return stock + investor.cash + investor.ious

    def operating_order(self) -> list[str]:
        floated = [c.id for c in self.state.companies.values() if c.floated]
        return self.state.tokens.operating_order(self.market, floated)

    # -- moves -------------------------------------------------------------------

    def _apply(self, player: int, action: Action) -> Outcome:
        state = self.state
        acting = self.acting_players()
        if player not in acting:
            raise IllegalAction(f"it is {self.player_name(acting[0])}'s turn {self._doing()}, not {self.player_name(player)}'s")
        messages: list[str] = []
        if state.stage == SHARE_DEALING:
            round_number = state.sdr_number
            recorded = self._share_dealing(player, action, messages)
            ended = self.state.stage != SHARE_DEALING or self.state.sdr_number != round_number
            return Outcome(player, recorded, tuple(messages), events=(SHARE_DEALING_ENDED,) if ended else ())
        company = self.current_company()
        assert company is not None
        recorded = self._operating(player, company, action, messages)
        return Outcome(player, recorded, tuple(messages), company=company.id)

    def _doing(self) -> str:
        state = self.state
        if state.stage == SHARE_DEALING:
            return "in the Share Dealing Round"
        if state.offer is not None:
            return f"to answer {state.offer.buyer}'s offer for {state.offer.seller}'s train"
        return f"to act for {state.operating}"

    def _company(self, text: str) -> Company:
        spec = self.board.find_railroad(text)
        if spec is None:
            raise IllegalAction(f"there is no railroad called {text}; the railroads are {', '.join(self.board.railroads)}")
        return self.state.companies[spec.id]

    # -- Share Dealing Rounds (1.2-1.11) -------------------------------------------

    def _share_dealing(self, player: int, action: Action, messages: list[str]) -> Action:
        if isinstance(action, Pass):
            self._sdr_pass(player, messages)
            return action
        if isinstance(action, ParShare):
            recorded: Action = self._par(player, action, messages)
        elif isinstance(action, BuyShare):
            recorded = self._buy_share(player, action, messages)
        elif isinstance(action, SellShares):
            recorded = self._sell(player, action, messages)
        else:
            raise IllegalAction("it is a Share Dealing Round: buy a certificate (par, buy-share), sell shares (sell), or pass")
        self._after_deal(player, messages)
        return recorded

    def _check_can_buy(self, player: int, company: Company) -> None:
        state = self.state
        if BOUGHT in state.done_this_turn:
            raise IllegalAction("you have already bought a certificate this turn; one certificate per turn (1.8)")
        if company.id in state.sold_this_round.get(player, []):
            raise IllegalAction(f"you sold {company.id} shares in this round, so you may not buy {company.id} again until the next one")
        investor = state.investors[player]
        held = certificates(investor, player, state.companies)
        if held >= self.certificate_limit:
            raise IllegalAction(f"you hold {held} certificates, the limit with {len(self.players)} players")

    def _par(self, player: int, action: ParShare, messages: list[str]) -> ParShare:
        state = self.state
        company = self._company(action.railroad)
        if company.started:
            raise IllegalAction(f"{company.id}'s President's Certificate is sold already; buy its shares with buy-share {company.id}")
        self._check_can_buy(player, company)
        cell = self.market.par_cell(action.par)
        if cell is None:
            values = ", ".join(f"${v}" for v in self.market.par_values)
            raise IllegalAction(f"${action.par} is not a par value; choose one of {values}")
        investor = state.investors[player]
        cost = 2 * action.par
        if investor.cash < cost:
            raise IllegalAction(f"you have ${investor.cash}, and {company.id}'s President's Certificate at par ${action.par} costs ${cost}")
        investor.cash -= cost
        state.bank += cost
        investor.shares[company.id] = 2
        company.ipo -= 2
        company.par, company.president = action.par, player
        state.tokens.place(company.id, cell)
        self._note_bought(player, company.id, 2)
        messages.append(
            f"{self.player_name(player)} starts {company.id} at par ${action.par}, buying the President's Certificate (20%) for ${cost}."
        )
        return ParShare(railroad=company.id, par=action.par)

    def _buy_share(self, player: int, action: BuyShare, messages: list[str]) -> BuyShare:
        state = self.state
        company = self._company(action.railroad)
        if not company.started:
            raise IllegalAction(f"{company.id} has not been started; its President's Certificate comes first: par {company.id} VALUE")
        self._check_can_buy(player, company)
        investor = state.investors[player]
        if investor.held(company.id) + 1 > self.shares.max_shares:
            raise IllegalAction(f"you hold {investor.held(company.id) * 10}% of {company.id}, the most one player may own")
        if action.source == "ipo":
            if company.ipo == 0:
                raise IllegalAction(f"the IPO has no {company.id} shares left; buy one from the bank pool with buy-share {company.id} pool")
            price, place = company.par or 0, "the IPO"
        else:
            if company.pool == 0:
                raise IllegalAction(f"the bank pool has no {company.id} shares")
            price, place = self.share_value(company.id), "the bank pool"
        if investor.cash < price:
            raise IllegalAction(f"you have ${investor.cash}, and a {company.id} share from {place} costs ${price}")
        investor.cash -= price
        state.bank += price
        investor.shares[company.id] = investor.held(company.id) + 1
        if action.source == "ipo":
            company.ipo -= 1
        else:
            company.pool -= 1
        self._note_bought(player, company.id, 1)
        messages.append(f"{self.player_name(player)} buys a {company.id} share from {place} for ${price}.")
        self._update_president(company, messages)
        return BuyShare(railroad=company.id, source=action.source)

    def _note_bought(self, player: int, railroad: str, shares: int) -> None:
        bought = self.state.bought_this_round.setdefault(player, {})
        bought[railroad] = bought.get(railroad, 0) + shares
        self.state.done_this_turn.append(BOUGHT)

    def _sell(self, player: int, action: SellShares, messages: list[str]) -> SellShares:
        state = self.state
        if SOLD in state.done_this_turn:
            raise IllegalAction("you have already sold this turn; a turn is buy then sell, or sell then buy (1.8)")
        sales = self._checked_sales(player, action)
        for sale in sales:
            company = state.companies[sale.railroad]
            bought = state.bought_this_round.get(player, {}).get(company.id, 0)
            if state.investors[player].held(company.id) - bought < sale.count:
                raise IllegalAction(
                    f"you may sell only {company.id} shares you did not buy this round: you have "
                    f"{state.investors[player].held(company.id) - bought} of those"
                )
            check_president_sale(company, state.investors, player, sale.count)
        self._execute_sale(player, sales, messages)
        state.sold_this_round.setdefault(player, []).extend(s.railroad for s in sales)
        state.done_this_turn.append(SOLD)
        return SellShares(sales=tuple(sales))

    def _checked_sales(self, player: int, action: SellShares) -> list[ShareSale]:
        """The sales with railroads named properly; refuses the ones no sale may ever break (pool room, holdings)."""
        state = self.state
        sales: list[ShareSale] = []
        for sale in action.sales:
            company = self._company(sale.railroad)
            if any(s.railroad == company.id for s in sales):
                raise IllegalAction(f"name {company.id} once, with all the shares to sell")
            held = state.investors[player].held(company.id)
            if held < sale.count:
                raise IllegalAction(f"you hold {held} {company.id} share{'' if held == 1 else 's'}, not {sale.count}")
            room = self.shares.pool_max_shares - company.pool
            if sale.count > room:
                raise IllegalAction(
                    f"the bank pool may hold at most {self.shares.pool_max_shares * 10}% of {company.id} and already has "
                    f"{company.pool * 10}%, so at most {room} more may be sold"
                )
            sales.append(ShareSale(railroad=company.id, count=sale.count))
        return sales

    def _execute_sale(self, player: int, sales: list[ShareSale], messages: list[str]) -> None:
        """Pay for every share at the current value, then move the tokens down together (1.10, 1.11)."""
        state, market = self.state, self.market
        moves = []
        for sale in sales:
            company = state.companies[sale.railroad]
            value = self.share_value(company.id)
            proceeds = sale_proceeds(value, sale.count)
            state.investors[player].shares[company.id] -= sale.count
            company.pool += sale.count
            self._pay_investor(player, proceeds, messages)
            plural = "s" if sale.count > 1 else ""
            messages.append(f"{self.player_name(player)} sells {sale.count} {company.id} share{plural} at ${value} for ${proceeds}.")
            cell = state.tokens.cells[company.id]
            for _ in range(sale.count):
                cell = market.down(cell)
            moves.append((company.id, cell))
        state.tokens.move(moves, market)
        for railroad, _ in moves:
            messages.append(f"{railroad}'s share value is now ${self.share_value(railroad)}.")
            self._update_president(state.companies[railroad], messages)

    def _update_president(self, company: Company, messages: list[str]) -> None:
        new = next_president(company, self.state.investors, self.state.seating)
        if new is not None and new != company.president:
            old = company.president
            company.president = new
            before = f" from {self.player_name(old)}" if old is not None else ""
            messages.append(f"{self.player_name(new)} becomes president of {company.id}{before}, with its charter and treasury.")

    def _after_deal(self, player: int, messages: list[str]) -> None:
        state = self.state
        state.passes, state.first_passer = 0, None
        done = state.done_this_turn
        if BOUGHT in done and SOLD in done:
            self._next_deal_turn()
        elif not self._deal_options(player, first_only=True):
            self._next_deal_turn()  # nothing more this turn could do
        else:
            return
        messages.append(f"{self.player_name(state.seating[state.turn])} is next.")

    def _deal_options(self, player: int, *, first_only: bool = False) -> list[Action]:
        """Buys and sells still open to `player` this turn (each tried on a copy)."""
        state = self.state
        candidates: list[Action] = []
        investor = state.investors[player]
        for company in state.companies.values():
            if BOUGHT not in state.done_this_turn:
                if not company.started:
                    candidates += [ParShare(railroad=company.id, par=v) for v in self.market.par_values if 2 * v <= investor.cash]
                else:
                    candidates += [BuyShare(railroad=company.id), BuyShare(railroad=company.id, source="pool")]
            if SOLD not in state.done_this_turn:
                held = investor.held(company.id)
                candidates += [SellShares(sales=(ShareSale(railroad=company.id, count=n),)) for n in range(1, held + 1)]
        found = []
        for action in candidates:
            if self._would_accept(player, action):
                found.append(action)
                if first_only:
                    break
        return found

    def _would_accept(self, player: int, action: Action) -> bool:
        """Try the move on a copy of the state; the game's own state object is left untouched."""
        original, trusted = self.state, self.trusted
        self.state, self.trusted = copy.deepcopy(original), False
        try:
            self._share_dealing_check(player, action) if original.stage == SHARE_DEALING else self._apply(player, action)
            return True
        except IllegalAction:
            return False
        finally:
            self.state, self.trusted = original, trusted

    def _share_dealing_check(self, player: int, action: Action) -> None:
        """Perform a deal without ending the turn (to see whether it is legal)."""
        if isinstance(action, ParShare):
            self._par(player, action, [])
        elif isinstance(action, BuyShare):
            self._buy_share(player, action, [])
        elif isinstance(action, SellShares):
            self._sell(player, action, [])
        else:
            self._share_dealing(player, action, [])

    def _next_deal_turn(self) -> None:
        state = self.state
        state.done_this_turn = []
        state.turn = (state.turn + 1) % len(state.seating)

    def _sdr_pass(self, player: int, messages: list[str]) -> None:
        state = self.state
        if state.done_this_turn:
            messages.append(f"{self.player_name(player)} ends the turn.")
            self._next_deal_turn()
            messages.append(f"{self.player_name(state.seating[state.turn])} is next.")
            return
        if state.first_passer is None:
            state.first_passer = state.turn
        state.passes += 1
        messages.append(f"{self.player_name(player)} passes.")
        if state.passes == len(state.seating):
            self._end_share_dealing(messages)
        else:
            self._next_deal_turn()

    def _end_share_dealing(self, messages: list[str]) -> None:
        """All passed in succession: priority to the first of those passes; floats; sold-out railroads rise (1.6, 1.11)."""
        state, market = self.state, self.market
        state.priority = state.first_passer if state.first_passer is not None else state.turn
        messages.append(
            f"Share Dealing Round {state.sdr_number} ends; "
            f"{self.player_name(state.seating[state.priority])} holds the Priority Bid Card."
        )
        for company in state.companies.values():
            if company.started and not company.floated and company.ipo <= SHARES_PER_RAILROAD - self.shares.float_shares:
                company.floated = True
                treasury = self.shares.treasury_per_par * (company.par or 0)
                company.cash += treasury
                self._bank_pays(treasury, messages)
                messages.append(f"{company.id} floats with ${treasury} from the bank in its treasury.")
        sold_out = [c.id for c in state.companies.values() if c.floated and c.ipo == 0 and c.pool == 0]
        state.tokens.move([(rr, market.up(state.tokens.cells[rr])) for rr in sold_out], market)
        for railroad in sold_out:
            messages.append(f"{railroad} is sold out; its share value rises to ${self.share_value(railroad)}.")
        state.sold_this_round, state.bought_this_round = {}, {}
        state.passes, state.first_passer, state.done_this_turn = 0, None, []
        if any(c.floated for c in state.companies.values()):
            state.stage = OPERATE
            state.or_in_set = 0
            self._start_operating_round(messages)
        else:
            self._start_share_dealing(messages)

    def _start_share_dealing(self, messages: list[str]) -> None:
        state = self.state
        state.stage = SHARE_DEALING
        state.sdr_number += 1
        state.turn = state.priority
        state.operating = None
        messages.append(f"Share Dealing Round {state.sdr_number} begins with {self.player_name(state.seating[state.turn])}.")

    # -- Operating Rounds (2.1-2.12) --------------------------------------------------

    def _operating(self, player: int, company: Company, action: Action, messages: list[str]) -> Action:
        state = self.state
        if state.offer is not None:
            if not isinstance(action, AnswerOffer):
                raise IllegalAction(f"first answer {state.offer.buyer}'s offer: accept or decline")
            self._answer(action, messages)
            return action
        if isinstance(action, LayTile):
            self._enter_step(company, BUILD, messages)
            laid = lay_tile(self._lay_context(company), action, self.trusted, messages)
            self._advance(company, STATION, messages)
            return laid
        if isinstance(action, PlaceStation):
            return self._station(company, action, messages)
        if isinstance(action, RunTrains):
            return self._run(company, action, messages)
        if isinstance(action, Dividend):
            self._dividend(company, action, messages)
            return action
        if isinstance(action, BuyTrain):
            return self._buy_train(company, action, messages)
        if isinstance(action, SellShares):
            return self._forced_sale(player, company, action, messages)
        if isinstance(action, Pass):
            self._operating_pass(company, messages)
            return action
        raise IllegalAction(f"it is an Operating Round; {company.id} may lay, place a station, run, pay or withhold, buy trains, or pass")

    def _enter_step(self, company: Company, step: str, messages: list[str]) -> None:
        """Move on to `step`, skipping the ones before it; steps are never returned to (2.2)."""
        state = self.state
        current, wanted = STEPS.index(state.step), STEPS.index(step)
        if wanted < current:
            raise IllegalAction(f"{company.id} is past its {step} step this round; steps may not be returned to")
        if current <= STEPS.index(RUN) < wanted:
            self._no_run(company, messages)  # skipping the run: nothing to pay, the value drops
        elif state.step == DIVIDEND and wanted > current:
            raise IllegalAction(f"{company.id} ran for ${state.revenue}: first pay it out (pay) or keep it (withhold)")
        state.step = step

    def _advance(self, company: Company, step: str, messages: list[str]) -> None:
        self.state.step = step
        self._settle(company, messages)

    def _settle(self, company: Company, messages: list[str]) -> None:
        """Skip the steps in which the company can do nothing but pass."""
        state = self.state
        if state.step == STATION and not self._station_choices(company):
            state.step = RUN
        if state.step == RUN and not company.trains:
            self._no_run(company, messages)
            state.step = BUY
        if state.step == BUY and not self._may_want_train(company):
            self._end_company_turn(messages)

    def _no_run(self, company: Company, messages: list[str]) -> None:
        state = self.state
        state.revenue = 0
        self._move_token(company, self.market.left, messages, f"{company.id} earns nothing this round")

    def _lay_context(self, company: Company) -> LayContext:
        return lay_context(self.board, self.state.track, self.state.depot.phase(self.rules), company.id, self.name)

    # -- stations (2.5)

    def _station(self, company: Company, action: PlaceStation, messages: list[str]) -> PlaceStation:
        state = self.state
        self._enter_step(company, STATION, messages)
        try:
            hex_name = Hex.parse(action.hex).name
        except ValueError as error:
            raise IllegalAction(str(error)) from None
        self._check_station(company, hex_name, check_reach=not self.trusted)  # a replayed move was checked when made
        cost = self.shares.station_cost
        company.cash -= cost
        state.bank += cost
        state.track.tokens.setdefault(hex_name, []).append(company.id)
        messages.append(f"{company.id} places a station in {self.board.label(hex_name)} for ${cost}.")
        self._advance(company, RUN, messages)
        return PlaceStation(hex=hex_name)

    def _placed_stations(self, company: Company) -> int:
        return sum(held.count(company.id) for held in self.state.track.tokens.values())

    def _check_station(self, company: Company, hex_name: str, *, check_reach: bool = True) -> None:
        state, board = self.state, self.board
        place = board.label(hex_name)
        if not has_station(state.track, company.id):
            home = board.label(board.railroads[company.id].home)
            raise IllegalAction(f"{company.id} must first place its home station in {home}, by laying its first tile there")
        if self._placed_stations(company) >= self.shares.stations:
            raise IllegalAction(f"{company.id} has placed all {self.shares.stations} of its station markers")
        if company.cash < self.shares.station_cost:
            raise IllegalAction(f"{company.id} has ${company.cash}, and a station costs ${self.shares.station_cost}")
        slots = city_slots(board, state.track, hex_name)
        if slots == 0:
            raise IllegalAction(f"{place} has no city with spaces for stations")
        held = state.track.tokens.get(hex_name, [])
        if company.id in held:
            raise IllegalAction(f"{company.id} already has a station in {place}")
        free = slots - len(held)
        if free < 1:
            raise IllegalAction(f"every station space in {place} is taken")
        waiting = [rr for rr, spec in board.railroads.items() if spec.home == hex_name and rr not in held]
        if waiting and free < 2:
            raise IllegalAction(f"{place} is {waiting[0]}'s home, and its last space is kept for {waiting[0]}'s station")
        if check_reach and not reaches_city(self.graph(), company.id, hex_name):
            raise IllegalAction(f"{company.id} cannot trace a route from its stations to {place}")

    def _station_choices(self, company: Company) -> list[str]:
        if (self._placed_stations(company) >= self.shares.stations or company.cash < self.shares.station_cost
                or not has_station(self.state.track, company.id)):
            return []
        found = []
        for hex_name in self.state.track.tiles:
            try:
                self._check_station(company, hex_name)
            except IllegalAction:
                continue
            found.append(hex_name)
        return sorted(found, key=Hex.parse)

    # -- running and paying (2.6, 2.7)

    def _run(self, company: Company, action: RunTrains, messages: list[str]) -> RunTrains:
        state = self.state
        self._enter_step(company, RUN, messages)
        if not company.trains:
            raise IllegalAction(f"{company.id} has no trains to run")
        cities = {t: self.rules.train(t).cities for t in company.trains}
        phase = state.depot.phase(self.rules).name
        runs = routes_for(self.graph(), state.track, self.board, phase, company.id, action, cities, self.trusted)
        state.revenue = sum(r[2] for r in runs)
        describe_runs(self.board, company.id, runs, messages)
        recorded = RunTrains(routes=tuple(TrainRoute(train=t, stops=tuple(s)) for t, s, _ in runs))
        if state.revenue == 0:
            self._no_run(company, messages)
            self._advance(company, BUY, messages)
        else:
            messages.append(f"{company.id} earns ${state.revenue}: its president pays it out (pay) or keeps it (withhold).")
            state.step = DIVIDEND
        return recorded

    def _dividend(self, company: Company, action: Dividend, messages: list[str]) -> None:
        state = self.state
        if state.step != DIVIDEND:
            raise IllegalAction(f"{company.id} has no income to pay out or keep now")
        revenue = state.revenue
        if action.pay:
            per_share = revenue // SHARES_PER_RAILROAD
            paid = []
            for player in state.seating:
                held = state.investors[player].held(company.id)
                if held:
                    self._pay_investor(player, per_share * held, messages)
                    paid.append(f"{self.player_name(player)} ${per_share * held}")
            to_treasury = per_share * company.ipo + revenue % SHARES_PER_RAILROAD  # unsold IPO shares pay the company
            company.cash += to_treasury
            self._bank_pays(to_treasury, messages)  # the pool's part stays in the bank
            if to_treasury:
                paid.append(f"{company.id}'s treasury ${to_treasury}")
            messages.append(f"{company.id} pays ${per_share} a share: {', '.join(paid)}.")
            self._move_token(company, self.market.right, messages, f"{company.id} paid a dividend")
        else:
            company.cash += revenue
            self._bank_pays(revenue, messages)
            messages.append(f"{company.id} keeps its ${revenue} in the treasury (now ${company.cash}).")
            self._move_token(company, self.market.left, messages, f"{company.id} withheld")
        self._advance(company, BUY, messages)

    def _move_token(self, company: Company, move: Callable[[Cell], Cell], messages: list[str], why: str) -> None:
        state = self.state
        before = self.share_value(company.id)
        state.tokens.move([(company.id, move(state.tokens.cells[company.id]))], self.market)
        after = self.share_value(company.id)
        change = "rises" if after > before else "falls" if after < before else "stays"
        messages.append(f"{why}; its share value {change} to ${after}." if change != "stays" else f"{why}; its share value stays ${after}.")

    # -- trains (2.8-2.11)

    def _train_limit(self) -> int:
        return self.state.depot.phase(self.rules).train_limit or 99

    def _cheapest_available(self) -> tuple[int, str, str | None] | None:
        """(price, train type, source) of the cheapest train the bank or the open market sells."""
        options = []
        next_type = self.state.depot.next_type()
        if next_type is not None:
            options.append((self.rules.train(next_type).price, next_type, None))
        for train in self.state.market_trains:
            options.append((self.rules.train(train).price, train, "market"))
        return min(options, key=lambda o: (o[0], o[2] is not None)) if options else None

    def _must_own_train(self, company: Company) -> bool:
        """A railroad that can trace a legal route must own a train at the end of its turn (2.8)."""
        if company.trains:
            return False
        return bool(RouteFinder(self.graph(), company.id).best([("probe", 2)]))

    def _may_want_train(self, company: Company) -> bool:
        """Is there anything to decide in the buy step (else the turn ends by itself)?"""
        if len(company.trains) >= self._train_limit():
            return False
        if self._must_own_train(company):
            return True
        others = any(c.trains and c.id != company.id for c in self.state.companies.values())
        cheapest = self._cheapest_available()
        return others or (cheapest is not None and company.cash >= cheapest[0])

    def _buy_train(self, company: Company, action: BuyTrain, messages: list[str]) -> BuyTrain:
        state, rules = self.state, self.rules
        self._enter_step(company, BUY, messages)
        if len(company.trains) >= self._train_limit():
            raise IllegalAction(f"{company.id} already owns {len(company.trains)} trains, the limit in this phase")
        if action.source is None:
            next_type = state.depot.next_type()
            if next_type is None:
                raise IllegalAction("the bank has no trains left")
            wanted = action.train or next_type
            if wanted not in state.depot.left:
                raise IllegalAction(f"there are no type {wanted} trains in {self.name}")
            if wanted != next_type:
                raise IllegalAction(f"trains are sold in order: the bank sells type {next_type} trains now, not type {wanted}")
            price = rules.train(wanted).price
        elif action.source == "market":
            wanted = action.train or ""
            if wanted not in state.market_trains:
                raise IllegalAction(f"the open market has no type {wanted} train")
            price = rules.train(wanted).price
        else:
            seller = self._company(action.source)
            wanted = action.train or ""
            if seller.id == company.id:
                raise IllegalAction(f"{company.id} cannot buy its own train")
            if wanted not in seller.trains:
                raise IllegalAction(f"{seller.id} owns no type {wanted} train")
            price = action.price or 0
            self._check_payable(company, price, from_railroad=True)
            recorded = BuyTrain(train=wanted, source=seller.id, price=price)
            if seller.president != company.president:
                state.offer = TrainOffer(company.id, seller.id, wanted, price)
                messages.append(
                    f"{company.id} offers ${price} for {seller.id}'s type {wanted} train; "
                    f"{self.player_name(self._president(seller.id))}, {seller.id}'s president, may accept or decline."
                )
                return recorded
            self._take_train_from(company, seller, wanted, price, messages)
            self._settle(company, messages)
            return recorded
        self._check_payable(company, price, from_railroad=False)
        self._pay_for_train(company, price, messages)
        state.bank += price
        if action.source == "market":
            state.market_trains.remove(wanted)
            company.trains.append(wanted)
            messages.append(f"{company.id} buys a type {wanted} train from the open market for ${price}.")
        else:
            company.trains.append(wanted)
            messages.append(f"{company.id} buys a type {wanted} train from the bank for ${price}.")
            self._phase_change(sell_from_bank(state.depot, rules, wanted, messages), messages)
        self._settle(company, messages)
        return BuyTrain(train=wanted, source=action.source)

    def _check_payable(self, company: Company, price: int, *, from_railroad: bool) -> None:
        """The treasury pays; only a forced purchase may take the president's cash (2.9)."""
        if company.cash >= price:
            return
        cheapest = self._cheapest_available()
        if not self._must_own_train(company):
            raise IllegalAction(f"{company.id} has ${company.cash}, and the train costs ${price}")
        if cheapest is not None:
            if from_railroad and price >= cheapest[0]:
                raise IllegalAction(
                    f"in a forced purchase a train from another railroad must cost less than the cheapest available (${cheapest[0]})"
                )
            if not from_railroad and price > cheapest[0]:
                raise IllegalAction(f"a forced purchase must be the cheapest train available: the type {cheapest[1]} for ${cheapest[0]}")
        president = self._president(company.id)
        shortfall = price - company.cash
        cash = self.state.investors[president].cash
        if cash < shortfall:
            raise IllegalAction(
                f"{company.id} needs ${shortfall} more than its ${company.cash} and {self.player_name(president)} has ${cash}: "
                f"sell shares first (sell RAILROAD COUNT)"
            )

    def _pay_for_train(self, company: Company, price: int, messages: list[str]) -> None:
        if company.cash >= price:
            company.cash -= price
            return
        president = self._president(company.id)
        shortfall = price - company.cash
        self.state.investors[president].cash -= shortfall
        messages.append(
            f"Forced purchase: {company.id} pays its ${company.cash} and {self.player_name(president)} pays the ${shortfall} it lacks."
        )
        company.cash = 0

    def _take_train_from(self, company: Company, seller: Company, train: str, price: int, messages: list[str]) -> None:
        self._pay_for_train(company, price, messages)
        seller.cash += price
        seller.trains.remove(train)
        company.trains.append(train)
        messages.append(f"{company.id} buys {seller.id}'s type {train} train for ${price}.")

    def _answer(self, action: AnswerOffer, messages: list[str]) -> None:
        state = self.state
        offer = state.offer
        assert offer is not None
        state.offer = None
        company, seller = state.companies[offer.buyer], state.companies[offer.seller]
        if not action.accept:
            messages.append(f"{seller.id} declines to sell its type {offer.train} train to {company.id}.")
            return
        self._check_payable(company, offer.price, from_railroad=True)
        self._take_train_from(company, seller, offer.train, offer.price, messages)
        self._settle(company, messages)

    def _phase_change(self, phase: PhaseSpec | None, messages: list[str]) -> None:
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

    def _forced_sale(self, player: int, company: Company, action: SellShares, messages: list[str]) -> SellShares:
        """Shares sold to pay for a forced train purchase (2.10)."""
        needed = self._forced_shortfall(company)
        if needed <= 0:
            raise IllegalAction("shares are sold only in Share Dealing Rounds, or to pay for a railroad's forced train purchase")
        sales = self._checked_sales(player, action)
        investors = self.state.investors
        proceeds, cheapest_share = 0, None
        for sale in sales:
            other = self.state.companies[sale.railroad]
            left = investors[player].held(other.id) - sale.count
            if other.id == company.id:
                rival = max((inv.held(other.id) for p, inv in enumerate(investors) if p != player), default=0)
                if left < max(2, rival):
                    raise IllegalAction(
                        f"{self.player_name(player)} may not sell so many {other.id} shares that the presidency of {other.id} changes hands"
                    )
            else:
                check_president_sale(other, investors, player, sale.count)
            value = self.share_value(other.id)
            proceeds += sale_proceeds(value, sale.count)
            cheapest_share = value if cheapest_share is None else min(cheapest_share, value)
        if cheapest_share is not None and proceeds - cheapest_share >= needed:
            raise IllegalAction(f"{self.player_name(player)} needs ${needed} and may sell only enough shares to raise it")
        self._execute_sale(player, sales, messages)
        return SellShares(sales=tuple(sales))

    def _forced_shortfall(self, company: Company) -> int:
        """What the president still lacks for the forced train purchase (0: none is due)."""
        cheapest = self._cheapest_available()
        if cheapest is None or not self._must_own_train(company) or company.cash >= cheapest[0]:
            return 0
        president = self.state.investors[self._president(company.id)]
        return max(0, cheapest[0] - company.cash - president.cash)

    def _raisable(self, player: int, company: Company) -> int:
        """The most `player` could raise by forced sales for `company` (to tell bankruptcy)."""
        state = self.state
        total = 0
        for other in state.companies.values():
            held = state.investors[player].held(other.id)
            if not held:
                continue
            rivals = [inv.held(other.id) for p, inv in enumerate(state.investors) if p != player]
            if other.id == company.id:
                sellable = held - max(2, max(rivals, default=0))
            elif other.president == player and not any(r >= 2 for r in rivals):
                sellable = held - 2
            else:
                sellable = held
            sellable = max(0, min(sellable, self.shares.pool_max_shares - other.pool))
            total += sellable * self.share_value(other.id)
        return total

    def _operating_pass(self, company: Company, messages: list[str]) -> None:
        state = self.state
        if state.step == DIVIDEND:
            raise IllegalAction(f"{company.id} ran for ${state.revenue}: pay it out (pay) or keep it (withhold)")
        if state.step != BUY:
            step = state.step
            next_step = STEPS[STEPS.index(step) + 1]
            messages.append(f"{company.id} skips its {step} step.")
            if step == RUN:
                self._no_run(company, messages)
                next_step = BUY
            self._advance(company, next_step, messages)
            return
        if self._must_own_train(company):
            self._refuse_or_bankrupt(company, messages)
            return
        self._end_company_turn(messages)

    def _refuse_or_bankrupt(self, company: Company, messages: list[str]) -> None:
        """A railroad without a train may not end its turn; if even forced sales cannot pay, the president is bankrupt (2.11)."""
        cheapest = self._cheapest_available()
        if cheapest is None:
            self._end_company_turn(messages)  # no train exists to buy
            return
        price, train, _ = cheapest
        if company.cash >= price:
            raise IllegalAction(f"{company.id} must own a train at the end of its turn: buy one (the type {train} costs ${price})")
        president = self._president(company.id)
        cash = self.state.investors[president].cash
        shortfall = price - company.cash
        name = self.player_name(president)
        if cash >= shortfall:
            raise IllegalAction(
                f"{company.id} must own a train and has ${company.cash}: buy the type {train} for ${price}, "
                f"{name} paying the ${shortfall} it lacks"
            )
        if cash + self._raisable(president, company) >= shortfall:
            raise IllegalAction(
                f"{company.id} must own a train: {name} must raise ${shortfall - cash} more by selling shares (sell …), then buy it"
            )
        messages.append(f"{name} cannot raise the ${shortfall} {company.id} lacks for a train and is bankrupt.")
        self._finish(messages)

    def _end_company_turn(self, messages: list[str]) -> None:
        state = self.state
        company = self.current_company()
        assert company is not None
        state.operated_this_or.append(company.id)
        self._next_company(messages)

    def _start_operating_round(self, messages: list[str]) -> None:
        state = self.state
        state.or_number += 1
        state.or_in_set += 1
        state.operated_this_or = []
        messages.append(f"Operating Round {state.or_number} begins ({state.or_in_set} of {self.shares.ors_per_set} in this set).")
        self._next_company(messages)

    def _next_company(self, messages: list[str]) -> None:
        """The unoperated railroad with the highest share value goes next (2.1)."""
        state = self.state
        waiting = [rr for rr in self.operating_order() if rr not in state.operated_this_or]
        if not waiting:
            self._end_operating_round(messages)
            return
        company = state.companies[waiting[0]]
        state.operating, state.step, state.revenue = company.id, BUILD, 0
        home_station_if_improved(self.board, state.track, company.id, messages)
        messages.append(f"{company.id} ({self.player_name(self._president(company.id))}) operates.")

    def _end_operating_round(self, messages: list[str]) -> None:
        state = self.state
        if state.or_in_set < self.shares.ors_per_set:
            self._start_operating_round(messages)
        elif state.bank_broken:
            messages.append("The bank has run out of money and this set of Operating Rounds is over.")
            self._finish(messages)
        else:
            self._start_share_dealing(messages)

    # -- money ----------------------------------------------------------------------

    def _bank_pays(self, amount: int, messages: list[str]) -> int:
        """Take `amount` out of the bank; returns the part it could not pay (owed as IOUs)."""
        state = self.state
        paid = min(amount, state.bank)
        state.bank -= paid
        if state.bank == 0 and amount > 0 and not state.bank_broken:
            state.bank_broken = True
            messages.append("The bank has run out of money: the game ends after the current set of Operating Rounds.")
        return amount - paid

    def _pay_investor(self, player: int, amount: int, messages: list[str]) -> None:
        owed = self._bank_pays(amount, messages)
        investor = self.state.investors[player]
        investor.cash += amount - owed
        investor.ious += owed

    def _finish(self, messages: list[str]) -> None:
        state = self.state
        state.stage = OVER
        state.offer = None
        state.final_scores = {p: self.net_worth(p) for p in range(len(self.players))}
        for player in sorted(state.final_scores, key=lambda p: -state.final_scores[p]):
            messages.append(f"{self.player_name(player)}: net worth ${state.final_scores[player]}")
        messages.append(f"{' and '.join(self.player_name(p) for p in self.winners())} wins!")

    # -- what may be done -------------------------------------------------------------

    def legal_actions(self, player: int, hexes: list[str] | None = None) -> list[Action]:
        state = self.state
        if player not in self.acting_players():
            return []
        if state.stage == SHARE_DEALING:
            return [*self._deal_options(player), Pass()]
        if state.offer is not None:
            return [AnswerOffer(accept=True), AnswerOffer(accept=False)]
        company = self.current_company()
        assert company is not None
        candidates: list[Action] = []
        if state.step == BUILD:
            candidates += [LayTile(hex=h, tile=t, rotation=r) for h, t, r in legal_lays(self._lay_context(company), hexes)]
        if state.step in (BUILD, STATION):
            candidates += [PlaceStation(hex=h) for h in self._station_choices(company)]
        if state.step in (BUILD, STATION, RUN) and company.trains:
            candidates.append(RunTrains())
        if state.step == DIVIDEND:
            return [Dividend(pay=True), Dividend(pay=False)]
        cheapest = self._cheapest_available()
        next_type = state.depot.next_type()
        buys: list[Action] = [BuyTrain(train=next_type)] if next_type else []
        buys += [BuyTrain(train=t, source="market") for t in dict.fromkeys(state.market_trains)]
        sells: list[Action] = []
        if cheapest is not None and self._forced_shortfall(company) > 0:
            for rr, held in state.investors[player].shares.items():
                sells += [SellShares(sales=(ShareSale(railroad=rr, count=n),)) for n in range(1, held + 1)]
        candidates += [a for a in [*buys, *sells, Pass()] if self._would_accept(player, a)]
        return candidates

    def turn_prompt(self, player: int) -> str:
        state = self.state
        if player not in self.acting_players():
            return "nothing to do now"
        if state.stage == SHARE_DEALING:
            if BOUGHT in state.done_this_turn:
                return "you bought this turn: you may also sell (/sell), or /pass to end your turn"
            if SOLD in state.done_this_turn:
                return "you sold this turn: you may also buy one certificate (/par, /buy-share), or /pass to end your turn"
            return f"your turn in Share Dealing Round {state.sdr_number}: /par, /buy-share, /sell, or /pass"
        if state.offer is not None:
            offer = state.offer
            return f"{offer.buyer} offers ${offer.price} for {offer.seller}'s type {offer.train} train: /accept or /decline"
        company = self.current_company()
        assert company is not None
        rr = company.id
        prompts = {
            BUILD: f"{rr} to build: /lay hex:… tile:… rotation:…, or /pass",
            STATION: f"{rr} may place a station (${self.shares.station_cost}): /station hex:…, or /pass",
            RUN: f"{rr} to run: /run for the best routes, or /pass",
            DIVIDEND: f"{rr} earned ${state.revenue}: /pay (${state.revenue // SHARES_PER_RAILROAD} a share) or /withhold",
        }
        if state.step in prompts:
            return prompts[state.step]
        if self._must_own_train(company):
            cheapest = self._cheapest_available()
            price = f" (cheapest: type {cheapest[1]} for ${cheapest[0]}; treasury ${company.cash})" if cheapest else ""
            return f"{rr} must buy a train{price}: /buy-train, or /sell shares first if the president must pay"
        return f"{rr} may buy trains (treasury ${company.cash}): /buy-train, or /pass to end its turn"

    def status_lines(self) -> list[str]:
        state, rules = self.state, self.rules
        phase = state.depot.phase(rules)
        lines = [f"{self.name} - {phase.name} phase, train limit {phase.train_limit}"]
        if state.stage == SHARE_DEALING:
            who = self.player_name(state.seating[state.turn])
            lines.append(f"Share Dealing Round {state.sdr_number}: {who} to act")
        elif state.stage == OPERATE:
            lines.append(f"Operating Round {state.or_number}: {state.operating} ({self.player_name(self._president(state.operating))}) "
                         f"to {state.step}")
        else:
            lines.append("Game over.")
        for company in state.companies.values():
            if not company.started:
                continue
            president = self.player_name(company.president) if company.president is not None else "-"
            trains = ", ".join(company.trains) or "no trains"
            lines.append(
                f"  {company.id:5} pres. {president:10} par ${company.par} now ${self.share_value(company.id)}  IPO {company.ipo} "
                f"pool {company.pool}  ${company.cash}  trains: {trains}" + ("" if company.floated else "  (not floated)")
            )
        for player in state.seating:
            investor = state.investors[player]
            held = ", ".join(f"{rr} {n}" for rr, n in investor.shares.items() if n) or "no shares"
            iou = f" + ${investor.ious} IOUs" if investor.ious else ""
            lines.append(f"  {self.player_name(player):12} ${investor.cash}{iou}  {held}  net worth ${self.net_worth(player)}")
        bank_trains = ", ".join(f"{n}x type {t} (${rules.train(t).price})" for t, n in state.depot.left.items() if n)
        market = f"; open market: {', '.join(state.market_trains)}" if state.market_trains else ""
        lines.append(f"Bank: ${state.bank}; trains for sale: {bank_trains or 'none'}{market}")
        return lines
