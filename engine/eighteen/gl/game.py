"""18GL: Railroading around the Great Lakes (rulebook 18GL.txt), on the 18xx pieces: the Game, who acts, the
moves offered (one judge: a typed move is accepted only where the active step would offer it) and where each
move goes (the auction, pending choices, the Operating Round's steps, the Stock Round); the rules themselves
are in the gl_*.py modules."""

from __future__ import annotations

import copy
import random
from typing import ClassVar

from engine.core.action_base import Move as Action
from engine.core.action_base import Pass
from engine.core.errors import IllegalAction
from engine.core.flow import Sequence
from engine.core.game import Game, Outcome
from engine.eighteen.gl import auction as gl_auction
from engine.eighteen.gl import conrail as gl_conrail
from engine.eighteen.gl import operating as gl_operating
from engine.eighteen.gl import pending as gl_pending
from engine.eighteen.gl import powers as gl_powers
from engine.eighteen.gl import routes as gl_routes
from engine.eighteen.gl import stock as gl_stock
from engine.eighteen.gl import trains as gl_trains
from engine.eighteen.gl.data import BOARD
from engine.eighteen.gl.moves import (
    BuyBond,
    BuyCertificate,
    ChooseHome,
    DiscardTrain,
    KeepStations,
    RedeemBonds,
    RepayLoan,
    SellBonds,
    TreasuryTrade,
    UsePower,
)
from engine.eighteen.gl.queries import GLQueries
from engine.eighteen.gl.state import INITIAL, OPERATE, STOCK, Corporation, GLState
from engine.eighteen.shared.auction import StartPacket
from engine.eighteen.shared.building import TrackState
from engine.eighteen.shared.company_moves import Bid, BuyCompany, HalfDividend
from engine.eighteen.shared.gamedata import TileManifest
from engine.eighteen.shared.market import Cell, Tokens
from engine.eighteen.shared.moves import (
    AnswerOffer,
    BuyShare,
    BuyTrain,
    Dividend,
    LayTile,
    ParShare,
    PlaceStation,
    RunTrains,
    SellShares,
    ShareSale,
)
from engine.eighteen.shared.privates import PrivateHolding
from engine.eighteen.shared.shares import Investor
from engine.eighteen.shared.track import TrackGraph


def load_manifest() -> dict[str, int]:
    """Tile counts; unlimited plain track is kept as a count no game can use up."""
    from engine.eighteen.shared.gamedata import DATA_DIR

    manifest = TileManifest.model_validate_json((DATA_DIR / BOARD / "manifest.json").read_text(encoding="utf-8"))
    return {tile: (10**6 if count == "unlimited" else count) for tile, count in manifest.tiles.items()}


class GL18(GLQueries, Game[GLState]):
    title = "18GL"
    name = "18GL: Railroading around the Great Lakes"
    min_players, max_players = 2, 6
    summary = ("Privates auctioned, then stock bought at market value (no par); corporations float at 50% with "
               "incremental capital. H trains count hexes, E trains cities, D trains everything; loans, CONRAIL and its bonds.")
    move_types: ClassVar[tuple[type, ...]] = (
        Bid, BuyCompany, ParShare, BuyShare, SellShares, BuyBond, SellBonds, Pass, LayTile, PlaceStation, RunTrains,
        Dividend, HalfDividend, BuyTrain, RepayLoan, RedeemBonds, TreasuryTrade, UsePower, AnswerOffer, KeepStations,
        DiscardTrain, ChooseHome, BuyCertificate)

    # -- setup (1.2) ------------------------------------------------------------------------------

    def _initial_state(self) -> GLState:
        rules, board = self.rules, self.board
        rng = random.Random(self.seed)
        seating = list(range(len(self.players)))
        rng.shuffle(seating)  # the six player cards (1.2)
        drawn = [p.id for p in rules.privates if p.drawn]
        kept = rng.choice(drawn) if drawn else None  # one of the three $50 companies (1.2, 4.3 note 3)
        privates = [p for p in sorted(rules.privates, key=lambda p: p.price) if not p.drawn or p.id == kept]
        cash = rules.start_cash_total // len(self.players)
        packet = StartPacket.new([(p.id, p.called, p.price) for p in privates], len(self.players), drops=False, multiple=5)
        trains: dict[str, int | None] = {}
        for train in rules.trains:
            trains[train.type] = None if train.count == "unlimited" else (4 if train.count == "by corporations" else train.count)
        return GLState(
            seating=seating,
            investors=[Investor(cash) for _ in self.players],
            corporations={rr.id: Corporation(rr.id, stations=rr.stations or 0) for rr in board.spec.railroads
                          if rr.home is not None},  # CONRAIL forms later, from mergers (4.5.1)
            track=TrackState.initial(board, load_manifest()),
            tokens=Tokens(),
            bank=rules.bank - cash * len(self.players),
            trains_left=trains,
            phase=rules.phases[0].name,
            startpacket=packet,
            privates={p.id: PrivateHolding() for p in privates},
        )

    # -- money and the market -----------------------------------------------------------------------------

    def bank_pays(self, amount: int, messages: list[str]) -> int:
        """The bank pays in full; once it has run out the game ends after this set of ORs (5), and what it
        pays beyond its cash is recorded as a negative bank so money stays accounted for."""
        self.state.bank -= amount
        if self.state.bank <= 0:
            gl_operating.check_end(self, messages)
        return amount

    def tokens_place(self, railroad: str, value: int) -> None:
        """Put the corporation's share value token on the starting space of the given value."""
        cell = next(s.cell for s in self.market.spec.starts if self.market.value(s.cell) == value)
        self.state.tokens.place(railroad, (cell[0], cell[1]))

    def _move(self, corporation: Corporation, cell: Cell) -> None:
        self.state.tokens.move([(corporation.id, cell)], self.market)

    def move_down(self, corporation: Corporation, rows: int, messages: list[str]) -> None:
        """Move the corporation's share value token down `rows` rows (no farther than its column's bottom), and say so."""
        cell = self.state.tokens.cells[corporation.id]
        for _ in range(rows):
            cell = self.market.down(cell)
        if cell != self.state.tokens.cells[corporation.id]:
            self._move(corporation, cell)
            messages.append(f"{corporation.id}'s share value falls to ${self.share_value(corporation.id)}.")

    def move_up(self, corporation: Corporation) -> None:
        """Move the corporation's share value token one row up (no farther than the top)."""
        cell = self.market.up(self.state.tokens.cells[corporation.id])
        if cell != self.state.tokens.cells[corporation.id]:
            self._move(corporation, cell)

    def update_president(self, corporation: Corporation, messages: list[str]) -> None:
        """Give the corporation's presidency to whoever should hold it after holdings changed (an acting president's too)."""
        gl_stock.presidency(self, corporation, messages)

    def move_columns(self, corporation: Corporation, columns: int, messages: list[str], why: str) -> None:
        """Right (dividends, repayments) or left (withheld, loans), following the arrows at the row ends (3.5)."""
        before = self.share_value(corporation.id)
        cell = self.state.tokens.cells[corporation.id]
        for _ in range(abs(columns)):
            cell = self.market.right(cell) if columns > 0 else self.market.left(cell)
        if cell != self.state.tokens.cells[corporation.id]:
            self._move(corporation, cell)
        after = self.share_value(corporation.id)
        change = "rises" if after > before else "falls" if after < before else "stays"
        messages.append(f"{why}; its share value {change} {'at' if change == 'stays' else 'to'} ${after}.")
        gl_operating.check_end(self, messages)

    # -- operating ------------------------------------------------------------------------------------

    @property
    def sequence(self) -> Sequence[GL18]:
        """The steps of a corporation's operating turn."""
        return gl_operating.SEQUENCE

    def operating_corp(self) -> Corporation:
        """The corporation operating now (there must be one)."""
        assert self.state.operating is not None
        return self.state.corporations[self.state.operating]

    def buy_from_bank(self, corporation: Corporation, train: str, messages: list[str]) -> None:
        """The corporation buys the bank's train of the type, which may start a new phase."""
        gl_trains.buy_from_bank(self, corporation, train, messages)

    def train_limit(self, corporation: Corporation) -> int:
        """The most trains the corporation may own in the current phase (CONRAIL: one more)."""
        return self.phase().train_limit + (1 if corporation.id == gl_conrail.CONRAIL else 0)  # 4.5.1.2

    def graph(self) -> TrackGraph:
        """The track graph of the position, with the current phase's off-board values."""
        return self.state.track.graph(self.board, self.phase().offboard)

    def run_trains(self, corporation: Corporation, action: RunTrains, messages: list[str]) -> tuple[int, RunTrains]:
        """Run the corporation's trains: the best routes, or those given; (earnings, the move to record)."""
        return gl_routes.run(self, corporation, action, messages)

    def blocking_private(self, hex_name: str) -> str | None:
        """The open private company that keeps tiles off `hex_name` (4.3 notes 1 and 2), by name."""
        for spec in self.rules.privates:
            holding = self.state.privates.get(spec.id)
            if hex_name in spec.blocks and holding is not None and not holding.closed:
                return spec.name
        return None

    def place_home(self, corporation: Corporation, messages: list[str]) -> None:
        """The home station goes on the map when a corporation floats (4.4); Wabash's president first
        chooses one of St. Louis's two circles (home B18 / home C19)."""
        spec = self.board.railroads[corporation.id]
        offboard = self.board.offboards.get(spec.home or "")
        if offboard is not None and offboard.parts and offboard.slots > 1 and corporation.president is not None:
            self.state.home_due = (corporation.president, corporation.id)
            places = " or ".join(f"home {h}" for h, _ in offboard.places)
            messages.append(f"{self.player_name(corporation.president)} chooses {corporation.id}'s home circle: {places}.")
            return
        where = offboard.hex if offboard is not None else spec.home  # stations are kept by hex
        assert where is not None
        self.state.track.tokens.setdefault(where, []).append(corporation.id)
        corporation.stations -= 1

    def home_choices(self) -> list[ChooseHome]:
        """The home circles open to the president choosing a corporation's home (Wabash: St. Louis's two), as moves."""
        assert self.state.home_due is not None
        offboard = self.board.offboards[self.board.railroads[self.state.home_due[1]].home or ""]
        return [ChooseHome(hex=h) for h, _ in offboard.places]

    def choose_home(self, action: ChooseHome, messages: list[str]) -> ChooseHome:
        """The circle taken; the other is no longer available (4.4)."""
        places = [c.hex for c in self.home_choices()]
        wanted = action.hex.upper()
        if wanted not in places:
            raise IllegalAction(f"the home circles are {' and '.join(places)}")
        assert self.state.home_due is not None
        corporation = self.state.corporations[self.state.home_due[1]]
        self.state.home_due = None
        self.state.track.tokens[wanted] = [corporation.id]
        corporation.stations -= 1
        messages.append(f"{corporation.id}'s home station goes in {wanted}; the other St. Louis circle is closed.")
        return ChooseHome(hex=wanted)

    # -- who acts ------------------------------------------------------------------------------------------

    def acting_players(self) -> list[int]:
        state = self.state
        if state.start_due is not None:
            return [state.start_due[0]]
        if state.stage == INITIAL and state.startpacket is not None:
            return [state.seating[state.startpacket.acting_player()]]
        pending = gl_pending.current(self)
        if pending is not None:
            actor = pending.actor(self)
            return [actor] if actor is not None else []
        if state.stage in (INITIAL, STOCK):
            return [state.seating[state.turn]]
        if state.stage == OPERATE and state.operating is not None:
            president = self.operating_corp().president
            return [president] if president is not None else []
        return []

    def legal_actions(self, player: int, hexes: list[str] | None = None) -> list[Action]:
        if player not in self.acting_players():
            return []
        state = self.state
        if state.start_due is not None:
            return [ParShare(railroad=state.start_due[1], par=v) for v in self.start_values()]
        if state.startpacket is not None:
            return gl_auction.moves(self, player)
        pending = gl_pending.current(self)
        if pending is not None:
            return pending.moves(self, player)
        if state.stage == OPERATE:
            return [*self._step_moves(player, hexes), *self._power_moves(player), *([Pass()] if self._may_pass() else [])]
        return self._stock_moves(player)

    def _step_moves(self, player: int, hexes: list[str] | None) -> list[Action]:
        """The current step's moves, and those of the later steps a move may skip to (up to the first step the
        turn may not pass over now); a later step's move is offered only if it would be accepted."""
        steps = self.sequence.steps
        start = steps.index(self.sequence.current(self))
        found: list[Action] = []
        for index, step in enumerate(steps[start:]):
            if index and step.refuse_entry(self) is not None:
                continue
            offered = step.moves(self, player, hexes)
            found += offered if not index else [a for a in offered if self._would_accept(player, a)]
            if self._holds(step.name):
                break
        return found

    def _holds(self, step: str) -> bool:
        """May the turn not go past this step now? (the run with trains, income to distribute, a train to buy)"""
        corporation = self.operating_corp()
        if step == "run":
            return bool(corporation.trains)
        if step == "dividend":
            return self.state.earnings > 0
        return step == "buy" and not corporation.trains

    def _would_accept(self, player: int, action: Action) -> bool:
        """Try the move on a copy of the state; the game itself is left untouched."""
        original, history = self.state, self.history
        self.state, self.history = copy.deepcopy(original), []
        try:
            self._apply(player, action)
            return True
        except IllegalAction:
            return False
        finally:
            self.state, self.history = original, history

    def _power_moves(self, player: int) -> list[Action]:
        """Every private company's power that could be used now, with each target it may take."""
        return gl_powers.power_moves(self, self.operating_corp())

    def _may_pass(self) -> bool:
        step = self.sequence.current(self)
        if step.name == "run":
            return False  # a corporation with trains must run them for the most it can earn (4.6.3)
        if step.name == "dividend":
            return self.state.earnings <= 0
        return not (step.name == "buy" and not self.operating_corp().trains)

    def _stock_moves(self, player: int) -> list[Action]:
        moves: list[Action] = [Pass()]
        for corporation in self.state.corporations.values():
            candidates: list[Action] = (
                [ParShare(railroad=corporation.id, par=v) for v in self.start_values()] if not corporation.started
                else [BuyShare(railroad=corporation.id), BuyShare(railroad=corporation.id, source="pool")])
            held = self.held(player, corporation.id)
            if held:
                candidates.append(SellShares(sales=(ShareSale(railroad=corporation.id, count=1),)))
            for move in candidates:
                if self._acceptable(player, move):
                    moves.append(move)
        if self.state.bond_market and self.cash(player) >= self.rules.bonds.face:
            moves.append(BuyBond())
        for corporation in self.state.corporations.values():
            if gl_stock.certificate_place(corporation) is not None:
                try:
                    gl_stock.check_certificate(self, player, corporation.id)
                    moves.append(BuyCertificate(railroad=corporation.id))
                except IllegalAction:
                    pass
        if self.state.bonds.get(player):
            moves.append(SellBonds(count=1))
        return moves

    def _acceptable(self, player: int, move: Action) -> bool:
        try:
            if isinstance(move, ParShare):
                _, cost = gl_stock.check_start(self, player, move)
                return self.cash(player) >= cost
            if isinstance(move, BuyShare):
                _, price, _ = gl_stock.check_buy(self, player, move)
                return self.cash(player) >= price
            if isinstance(move, SellShares):
                gl_stock.check_sell(self, player, move)
            return True
        except IllegalAction:
            return False

    # -- moves ------------------------------------------------------------------------------------------------

    def _apply(self, player: int, action: Action) -> Outcome:
        if player not in self.acting_players():
            acting = self.acting_players()
            raise IllegalAction(f"it is not your turn; {self.player_name(acting[0])} acts now" if acting else "no one acts now")
        messages: list[str] = []
        state = self.state
        company = state.operating if state.stage == OPERATE else None
        # Before rules revision 1 a typed /par was judged first, whatever was going on (the auction, a turn).
        par_first = isinstance(action, ParShare) and not self.since("gl-par-only-in-stock-rounds")
        if state.start_due is not None or par_first:
            if not isinstance(action, ParShare):
                due = state.start_due
                assert due is not None
                raise IllegalAction(f"{due[1]}'s starting value is set first: /par railroad:{due[1]} price:…")
            action = gl_stock.start(self, player, action, messages)
        elif state.startpacket is not None:
            gl_auction.move(self, player, action, messages)
        elif (pending := gl_pending.current(self)) is not None:
            action = gl_pending.play(self, pending, player, action, messages)
        elif state.stage == OPERATE:
            action = self._operate(player, action, messages)
        elif isinstance(action, ParShare):  # a Stock Round move (4.1.3), only there
            action = gl_stock.start(self, player, action, messages)
        elif isinstance(action, BuyShare):
            action = gl_stock.buy(self, player, action, messages)
        elif isinstance(action, SellShares):
            gl_stock.sell(self, player, action, messages)
        elif isinstance(action, BuyBond):
            gl_stock.buy_bond(self, player, messages)
        elif isinstance(action, BuyCertificate):
            gl_stock.buy_certificate(self, player, action.railroad, messages)
        elif isinstance(action, SellBonds):
            gl_stock.sell_bonds(self, player, action.count, messages)
        elif isinstance(action, Pass):
            gl_stock.pass_turn(self, messages)
        else:
            raise IllegalAction(f"{action.text} is not a Stock Round move")
        if state.stage == OPERATE and state.operating is None:
            gl_operating.next_corporation(self, messages)  # the operating corporation closed (4.7.3)
        return Outcome(player, action, tuple(messages), company=company)

    def _operate(self, player: int, action: Action, messages: list[str]) -> Action:
        if isinstance(action, UsePower):
            return gl_powers.request(self, player, action, messages)
        if isinstance(action, Pass):
            step = self.sequence.current(self)
            if step.name == "run" and self.since("gl-no-pass-over-the-run"):  # before revision 1 a typed pass skipped the run
                raise IllegalAction(f"{self.state.operating} must run its trains for the most they can earn (4.6.3): /run")
            messages.append(f"{self.state.operating} passes its {step.name} step.")
            step.skip(self, messages)
            self.sequence.passed(self, step, messages)
            return action
        if self.sequence.step_for(action) is None:
            raise IllegalAction(f"it is an Operating Round; {self.state.operating} may lay, use a private's power, place "
                                f"a station, run, pay / half / withhold, buy trains, repay loans, trade treasury shares, or pass")
        return self.sequence.play(self, player, action, messages)

    def pay_private_revenue(self, messages: list[str]) -> None:
        """Each open private company held by a player pays its owner its revenue from the bank."""
        for spec in self.rules.privates:
            holding = self.state.privates.get(spec.id)
            if holding is None or holding.closed or holding.player is None:
                continue
            self.state.investors[holding.player].cash += self.bank_pays(spec.revenue, messages)
            messages.append(f"The {spec.called} pays ${spec.revenue} to {self.player_name(holding.player)}.")

    def stock_round_ended(self, messages: list[str]) -> None:
        """After a Stock Round: the Priority Deal card passes on, sold-out values rise, and a set of Operating Rounds begins."""
        state = self.state
        if state.last_dealer is not None:
            state.priority = gl_stock.next_seat(self, state.last_dealer)
        if state.seating[state.priority] in state.bankrupt:
            state.priority = gl_stock.next_seat(self, state.priority)
        gl_stock.rises_when_sold_out(self, messages)
        state.sold_this_round, state.passes, state.last_dealer = {}, 0, None
        messages.append(f"Stock Round {state.sr_number} ends; "
                        f"{self.player_name(state.seating[state.priority])} holds the Priority Deal card.")
        if self.since("gl-why-nothing-floated") and not any(c.floated for c in state.corporations.values()):  # say why (issue 34 §2)
            messages.append(f"No corporation has floated, so the Operating Rounds pay only the private companies: a "
                            f"corporation floats once {self.rules.float_shares} of its shares are bought (4.4).")
        gl_operating.start_set(self, messages)

    # -- text -----------------------------------------------------------------------------------------------

    def turn_prompt(self, player: int) -> str:
        state = self.state
        name = self.player_name(player)
        if state.start_due is not None:
            rr = state.start_due[1]
            values = ", ".join(f"${v:,}" for v in self.start_values())
            return f"{name} sets {rr}'s starting value: /par railroad:{rr} price:… (one of {values})"
        if state.startpacket is not None:
            top = state.startpacket.top()
            buy = f"/buy-company company:{top.id} (${top.price:,}), " if top else ""
            return f"{name}: {buy}/bid company:… amount:…, or /pass"
        pending = gl_pending.current(self)
        if pending is not None:
            return f"{name}: {pending.prompt(self)}"
        if state.stage == OPERATE and state.operating is not None:
            return f"{name}: " + self.sequence.current(self).prompt(self)
        return f"{name}: /sell shares:…, /buy-share railroad:…, /par railroad:… price:…, or /pass"

    def status_lines(self) -> list[str]:
        state = self.state
        rounds = {INITIAL: f"Initial Stock Round {state.sr_number}", STOCK: f"Stock Round {state.sr_number}",
                  OPERATE: f"Operating Round {state.or_number} ({state.or_in_set} of {self.phase().ors})"}
        where = rounds.get(state.stage, "Game over")
        lines = [f"{self.name}", f"{where}, phase {state.phase}, bank ${state.bank:,}"]
        if state.startpacket is not None:
            lines.append("  Privates: " + state.startpacket.describe(self.players, state.seating))
        for player in state.seating:
            investor = state.investors[player]
            shares = " ".join(f"{rr} {n * state.corporations[rr].percent}%" for rr, n in investor.shares.items()
                              if n and rr in state.corporations) or "no shares"
            held = state.bonds.get(player, 0)
            bonds = f"; {held} CONRAIL Bond{'' if held == 1 else 's'}" if held else ""
            out = " (bankrupt)" if player in state.bankrupt else ""
            lines.append(f"  {self.player_name(player)}{out}: ${investor.cash:,}; {shares}{bonds}")
        for corporation in state.corporations.values():
            if not corporation.floated:
                continue
            loans = f", {corporation.loans} loan{'s' if corporation.loans > 1 else ''}" if corporation.loans else ""
            lines.append(f"  {corporation.id}: ${self.share_value(corporation.id):,} a share, ${corporation.cash:,} in its treasury, "
                         f"trains {' '.join(corporation.trains) or 'none'}{loans}")
        return lines
