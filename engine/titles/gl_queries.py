"""What an 18GL game says about itself without changing: its data, the corporations, shares, money,
the phase and the special power tokens. The front ends (bot, renderer) read a game only through these.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from engine.board import Board
from engine.building import TrackState
from engine.errors import IllegalAction
from engine.market import StockMarket
from engine.titles.gl_data import BOARD, GLPhase, GLRules, load_gl_rules
from engine.titles.gl_state import Corporation

if TYPE_CHECKING:
    from engine.titles.gl_state import GLState


class GLQueries:
    state: GLState
    players: list[str]

    # -- data -----------------------------------------------------------------------------------

    @property
    def rules(self) -> GLRules:
        return load_gl_rules()

    @property
    def board(self) -> Board:
        return Board.load(BOARD)

    @property
    def market(self) -> StockMarket:
        return StockMarket.load(BOARD)

    @property
    def certificate_limit(self) -> int:
        return self.rules.certificate_limits[str(len(self.players))]

    def phase(self) -> GLPhase:
        return self.rules.phase(self.state.phase)

    # -- queries ---------------------------------------------------------------------------------------

    def corporation(self, text: str) -> Corporation:
        spec = self.board.find_railroad(text)
        if spec is None or spec.id not in self.state.corporations:
            names = ", ".join(self.state.corporations)
            raise IllegalAction(f"there is no corporation called {text}; the corporations are {names}")
        return self.state.corporations[spec.id]

    def share_value(self, railroad: str) -> int:
        return self.market.value(self.state.tokens.cells[railroad])

    def in_yellow_zone(self, railroad: str) -> bool:
        cell = self.state.tokens.cells.get(railroad)
        return cell is not None and tuple(cell) in {tuple(c) for c in self.market.spec.yellow}

    def start_values(self) -> list[int]:
        """Starting values open in this phase (3.3)."""
        order = [p.name for p in self.rules.phases]
        now = order.index(self.state.phase)
        return sorted({self.market.value(s.cell) for s in self.market.spec.starts if order.index(s.from_phase) <= now})

    def cash(self, player: int) -> int:
        return self.state.investors[player].cash

    def held(self, player: int, railroad: str) -> int:
        return self.state.investors[player].held(railroad)

    @property
    def stage(self) -> str:
        return self.state.stage

    @property
    def bank(self) -> int:
        return self.state.bank

    def seat_of(self, player: int) -> int:
        return self.state.seating.index(player)

    def scores(self) -> dict[int, int] | None:
        return self.state.final_scores

    @property
    def track(self) -> TrackState:
        return self.state.track

    def corporations(self) -> list[Corporation]:
        """Every corporation, in the board's order."""
        return list(self.state.corporations.values())

    def powers(self) -> dict[str, str]:
        """Special power tokens assigned: power ("bridge", "terminal", …) -> corporation (4.3)."""
        return dict(self.state.powers)

    def power_hexes(self) -> dict[str, str]:
        """The city each placed Terminal / Port token sits on."""
        return dict(self.state.power_hex)

    def active_ferry(self) -> str | None:
        """The id of the ferry route the Ferry company activated, if any."""
        return self.state.ferry
