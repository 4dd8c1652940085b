"""What an 18GL game says about itself without changing: its data, the corporations, shares, money,
the phase and the special power tokens. The front ends (bot, renderer) read a game only through these.
"""

from __future__ import annotations

import copy
from collections.abc import Sequence
from dataclasses import dataclass
from typing import TYPE_CHECKING

from engine.core import situation as where
from engine.core.errors import IllegalAction
from engine.eighteen.gl import operating as gl_operating
from engine.eighteen.gl import powers as gl_powers
from engine.eighteen.gl import routes as gl_routes
from engine.eighteen.gl import stock as gl_stock
from engine.eighteen.gl.data import BOARD, GLPhase, GLRules, load_gl_rules
from engine.eighteen.gl.state import BUY, DIVIDEND, INITIAL, OPERATE, RUN, STOCK, TOKEN, TRACK, Corporation
from engine.eighteen.gl.state import SHARES as SHARES_STEP
from engine.eighteen.shared.auction import StartPacket
from engine.eighteen.shared.board import Board
from engine.eighteen.shared.building import TrackState
from engine.eighteen.shared.market import Cell, StockMarket
from engine.eighteen.shared.privates import PrivateHolding
from engine.eighteen.shared.runs.trainruns_check import check_runs
from engine.eighteen.shared.track import Node, Segment

if TYPE_CHECKING:
    from engine.eighteen.gl.state import GLState


@dataclass(frozen=True)
class TracedRoute:
    """A route run, as the map draws it: the track it used and its stops."""

    train: str  # as players read it, e.g. "4H" or "6H+2H"
    names: tuple[str, ...]  # stops as players type them
    revenue: int
    segments: frozenset[Segment]  # tile paths and off-board exits used
    crossings: tuple[str, ...]  # ferry crossings used: "MM:D8-E9" (ferry id, then the lake hexes crossed)
    stops: tuple[Node, ...]
    traced: bool = True  # False: the track can no longer be found (only names and revenue are known)


class GLQueries:
    state: GLState
    players: list[str]

    # -- data -----------------------------------------------------------------------------------

    @property
    def rules(self) -> GLRules:
        """18GL's rules, from engine/data/18gl/rules.json."""
        return load_gl_rules()

    @property
    def board(self) -> Board:
        """18GL's board."""
        return Board.load(BOARD)

    @property
    def market(self) -> StockMarket:
        """18GL's stock market."""
        return StockMarket.load(BOARD)

    @property
    def certificate_limit(self) -> int:
        """The most certificates a player may hold with this many players."""
        return self.rules.certificate_limits[str(len(self.players))]

    def phase(self) -> GLPhase:
        """The phase the game is in."""
        return self.rules.phase(self.state.phase)

    # -- queries ---------------------------------------------------------------------------------------

    def corporation(self, text: str) -> Corporation:
        """The corporation named by `text` (its id or its name); IllegalAction if there is none."""
        spec = self.board.find_railroad(text)
        if spec is None or spec.id not in self.state.corporations:
            names = ", ".join(self.state.corporations)
            raise IllegalAction(f"there is no corporation called {text}; the corporations are {names}")
        return self.state.corporations[spec.id]

    def share_value(self, railroad: str) -> int:
        """The value of the space the corporation's share value token is on."""
        return self.market.value(self.state.tokens.cells[railroad])

    def in_yellow_zone(self, railroad: str) -> bool:
        """Whether the corporation's token is in the Yellow Zone (its shares do not count against the certificate limit)."""
        cell = self.state.tokens.cells.get(railroad)
        return cell is not None and tuple(cell) in {tuple(c) for c in self.market.spec.yellow}

    def start_values(self) -> list[int]:
        """Starting values open in this phase (3.3)."""
        order = [p.name for p in self.rules.phases]
        now = order.index(self.state.phase)
        return sorted({self.market.value(s.cell) for s in self.market.spec.starts if order.index(s.from_phase) <= now})

    def cash(self, player: int) -> int:
        """The cash `player` has."""
        return self.state.investors[player].cash

    def held(self, player: int, railroad: str) -> int:
        """The shares of the corporation `player` holds (the President's Certificate counts as its shares)."""
        return self.state.investors[player].held(railroad)

    @property
    def stage(self) -> str:
        """The stage of the game: the Initial Stock Round, a Stock Round, operating, or over."""
        return self.state.stage

    @property
    def bank(self) -> int:
        """Cash in the bank."""
        return self.state.bank

    def seating(self) -> list[int]:
        """Players in the seating order drawn at the start."""
        return list(self.state.seating)

    def seat_of(self, player: int) -> int:
        """`player`'s seat: their place in the seating order."""
        return self.state.seating.index(player)

    def scores(self) -> dict[int, int] | None:
        """Final scores by player once the game is over (net worth; 1 to the last player left by bankruptcies), else None."""
        return self.state.final_scores

    @property
    def track(self) -> TrackState:
        """The tiles and stations on the board."""
        return self.state.track

    def corporations(self) -> list[Corporation]:
        """Every corporation, in the board's order."""
        return list(self.state.corporations.values())

    def auction_lots(self) -> tuple[tuple[str, int | None], ...] | None:
        """(private company, the seat holding it or None) of each lot of the Initial Stock Round's auction; None once it is over."""
        packet = self.state.startpacket
        return None if packet is None else tuple((lot.id, lot.owner) for lot in packet.lots)

    def card_texts(self) -> list[tuple[str, str, str]]:
        """The private companies in this game (one $50 company of three is drawn), each with its power."""
        return [(p.id, p.name, p.text) for p in self.rules.privates if p.id in self.state.privates]

    def consequences(self, player: int, action: object) -> str | None:
        """A power whose company closes on use (4.3): the owner's income from it ends."""
        from engine.eighteen.gl.moves import UsePower

        if not isinstance(action, UsePower):
            return None
        try:
            spec = gl_powers.private(self, action.company)  # type: ignore[arg-type]
        except IllegalAction:
            return None
        holding = self.state.privates.get(spec.id)
        if not spec.closes_on_use or holding is None or holding.closed:
            return None
        return f"closes the {spec.called} (its ${spec.revenue:,} a round ends)"

    def powers(self) -> dict[str, str]:
        """Special power tokens assigned: power ("bridge", "terminal", …) -> corporation (4.3)."""
        return dict(self.state.powers)

    def power_hexes(self) -> dict[str, str]:
        """The city each placed Terminal / Port token sits on."""
        return dict(self.state.power_hex)

    def active_ferry(self) -> str | None:
        """The id of the ferry route the Ferry company activated, if any."""
        return self.state.ferry

    # -- for the pictures (renderer/eighteen/gl*.py): copies, never the state itself --------------------------------

    @property
    def operating(self) -> str | None:
        """The corporation operating now, if any."""
        return self.state.operating

    @property
    def step(self) -> str:
        """The operating corporation's step ("track", "token", "run", "dividend", "buy", "repay")."""
        return self.state.step

    @property
    def sr_number(self) -> int:
        """The number of the current (or last) Stock Round."""
        return self.state.sr_number

    @property
    def or_number(self) -> int:
        """The number of the current (or last) Operating Round."""
        return self.state.or_number

    @property
    def or_in_set(self) -> int:
        """Which Operating Round of the current set this is (1 to the phase's count)."""
        return self.state.or_in_set

    def situation(self, player: int) -> where.Situation:
        """Where `player` stands, for standing orders: a Stock Round, a step of an Operating Round, or elsewhere."""
        state = self.state
        presides = tuple(c.id for c in state.corporations.values() if c.president == player)
        if state.stage in (INITIAL, STOCK):
            name = "Initial Stock Round" if state.stage == INITIAL else "Stock Round"
            return where.Situation(where.SHARES, f"{name} {state.sr_number}", presides=presides,
                                   leading=where.leading(state.startpacket, state.seating.index(player)))
        if state.stage != OPERATE:
            return where.Situation(where.OTHER, state.stage, presides=presides)
        steps = {TRACK: where.TRACK, TOKEN: where.STATION, RUN: where.RUN, DIVIDEND: where.DIVIDEND, BUY: where.TRAINS,
                 SHARES_STEP: where.TREASURY}
        return where.Situation(where.OPERATING, f"Operating Round {state.or_number}.{state.or_in_set}",
                               steps.get(state.step, state.step), state.operating, presides)

    def priority_player(self) -> int:
        """The player holding the Priority Deal card."""
        return self.state.seating[self.state.priority]

    def operated_this_or(self) -> list[str]:
        """Corporations that have operated in this Operating Round, in the order they did."""
        return list(self.state.operated_this_or)

    def still_to_operate(self) -> list[str]:
        """Floated corporations yet to operate in this Operating Round, the next one first (the one
        operating now included); the order is the market's now and may change as values move."""
        state = self.state
        waiting = [c.id for c in state.corporations.values() if c.floated and c.id not in state.operated_this_or
                   and c.id in state.tokens.cells]
        order = state.tokens.operating_order(self.market, waiting)
        if state.operating in order:
            order.remove(state.operating)
            order.insert(0, state.operating)
        return order

    def market_stacks(self) -> dict[Cell, list[str]]:
        """Share value tokens on the market: cell -> corporations there, top of the stack first."""
        return {cell: list(stack) for cell, stack in self.state.tokens.stacks.items()}

    def trains_left(self) -> dict[str, int | None]:
        """The bank's trains by type, in selling order (None: unlimited)."""
        return dict(self.state.trains_left)

    def pool_trains(self) -> list[str]:
        """Trains in the Open Market (the Pool)."""
        return list(self.state.pool_trains)

    def privates(self) -> dict[str, PrivateHolding]:
        """The private companies in play (setup keeps one of the $50 ones) and who holds each."""
        return copy.deepcopy(self.state.privates)

    def startpacket(self) -> StartPacket | None:
        """The private companies still on sale in the Initial Stock Round, with bids (a copy)."""
        return copy.deepcopy(self.state.startpacket)

    def stations_on_map(self, railroad: str) -> list[str]:
        """Where the corporation has station markers: hexes (or off-board locations' hexes)."""
        return [h for h, held in self.state.track.tokens.items() if railroad in held]

    def certificates_held(self, player: int) -> int:
        """Certificates counting against the limit (Yellow Zone stock, privates and bonds do not)."""
        return gl_stock.certificates_held(self, player)  # type: ignore[arg-type]

    def net_worth(self, player: int) -> int:
        """Cash, bonds at $100 and shares at their value less the loans' and bonds' penalties (5)."""
        return gl_operating.net_worth(self, player)  # type: ignore[arg-type]

    def bonds_held(self, player: int) -> int:
        """CONRAIL bonds the player holds."""
        return getattr(self.state, "bonds", {}).get(player, 0)

    def bonds_in_market(self) -> int:
        """CONRAIL bonds in the Open Market."""
        return int(getattr(self.state, "bond_market", 0))

    def conrail_status(self) -> str:
        """"not yet" (may still form), "formed" or "never"."""
        return str(getattr(self.state, "conrail", "not yet"))

    @property
    def end_due(self) -> bool:
        """The game ends after this set of Operating Rounds (the bank ran out, or a value reached the top)."""
        return self.state.end_due

    def alco_train(self) -> tuple[str, str] | None:
        """(corporation, train type) carrying ALCO's +2H token, if placed."""
        return self.state.alco_train

    def traced_routes(self, railroad: str, routes: Sequence[tuple[str, Sequence[str]]]) -> list[TracedRoute]:
        """The routes a corporation ran (train type, stops), traced on the track as it lies now."""
        corporation = self.state.corporations[railroad]
        specs = gl_routes.train_specs(self, corporation)  # type: ignore[arg-type]
        net, _, _ = gl_routes.network(self, corporation)  # type: ignore[arg-type]
        try:
            found = check_runs(net, specs, [(train, tuple(stops)) for train, stops in routes])
        except (IllegalAction, KeyError):
            graph = net.graph
            untraced = []
            for train, stops in routes:
                nodes = [graph.stop_node(self.board.stop_key(name) or name) for name in stops]
                revenue = sum(graph.stop_value(n) for n in nodes if n is not None)
                untraced.append(TracedRoute(train, tuple(stops), revenue, frozenset(), (), (), traced=False))
            return untraced
        traced = []
        for route in found:
            used = net.segments_of(route.segments)
            traced.append(TracedRoute(
                route.train.label, tuple(route.names), route.revenue,
                frozenset(s for s in used if isinstance(s, Segment)), tuple(sorted(s for s in used if isinstance(s, str))),
                tuple(net.nodes[p] for p in route.stops)))
        return traced

    def holdings(self, player: int) -> dict[str, int]:
        """Shares the player holds, by corporation (President's Certificate counted as its shares)."""
        return {rr: n for rr, n in self.state.investors[player].shares.items() if n}

    def market_cells(self) -> dict[str, Cell]:
        """Where each corporation's share value token stands on the market."""
        return dict(self.state.tokens.cells)
