"""What 18GL's rules modules read of the game they are given: the members of `GL18` (gl/game.py, with
gl/queries.py) they use, declared as a Protocol. They import this, never the game, so no module of the family
imports another in a circle (type hints included); `GL18` is the one implementation."""

from __future__ import annotations

from typing import ClassVar, Protocol

from engine.core.flow import Sequence
from engine.eighteen.gl.data import GLPhase, GLRules
from engine.eighteen.gl.moves import ChooseHome
from engine.eighteen.gl.state import Corporation, GLState
from engine.eighteen.shared.board import Board
from engine.eighteen.shared.market import StockMarket
from engine.eighteen.shared.moves import RunTrains
from engine.eighteen.shared.track import TrackGraph


class GLGame(Protocol):
    name: ClassVar[str]
    players: list[str]
    revision: int
    trusted: bool
    state: GLState

    def since(self, change: str) -> bool:
        """Does this game play with the rules change `change` (engine/core/revisions.py: its revision or later)?"""
        ...

    @property
    def board(self) -> Board:
        """18GL's board."""
        ...

    @property
    def rules(self) -> GLRules:
        """18GL's rules, from engine/data/18gl/rules.json."""
        ...

    @property
    def market(self) -> StockMarket:
        """18GL's stock market."""
        ...

    @property
    def certificate_limit(self) -> int:
        """The most certificates a player may hold with this many players."""
        ...

    @property
    def sequence(self) -> Sequence[GLGame]:
        """The steps of a corporation's operating turn."""
        ...

    def bank_pays(self, amount: int, messages: list[str]) -> int:
        """The bank pays `amount` in full, going below zero if it must; once it has run out the game ends after this set (5)."""
        ...

    def blocking_private(self, hex_name: str) -> str | None:
        """The open private company that keeps tiles off `hex_name` (4.3 notes 1 and 2), by name."""
        ...

    def buy_from_bank(self, corporation: Corporation, train: str, messages: list[str]) -> None:
        """The corporation buys the bank's train of the type, which may start a new phase."""
        ...

    def cash(self, player: int) -> int:
        """The cash `player` has."""
        ...

    def choose_home(self, action: ChooseHome, messages: list[str]) -> ChooseHome:
        """The president takes one of the corporation's home circles; the other is no longer available (4.4)."""
        ...

    def corporation(self, text: str) -> Corporation:
        """The corporation named by `text` (its id or its name); IllegalAction if there is none."""
        ...

    def graph(self) -> TrackGraph:
        """The track graph of the position, with the current phase's off-board values."""
        ...

    def in_yellow_zone(self, railroad: str) -> bool:
        """Whether the corporation's token is in the Yellow Zone (its shares do not count against the certificate limit)."""
        ...

    def move_columns(self, corporation: Corporation, columns: int, messages: list[str], why: str) -> None:
        """Move the share value token right (dividends, repayments) or left (withheld, loans), following the arrows (3.5)."""
        ...

    def move_down(self, corporation: Corporation, rows: int, messages: list[str]) -> None:
        """Move the corporation's share value token down `rows` rows (no farther than its column's bottom), and say so."""
        ...

    def move_up(self, corporation: Corporation) -> None:
        """Move the corporation's share value token one row up (no farther than the top)."""
        ...

    def operating_corp(self) -> Corporation:
        """The corporation operating now (there must be one)."""
        ...

    def pay_private_revenue(self, messages: list[str]) -> None:
        """Each open private company held by a player pays its owner its revenue from the bank."""
        ...

    def phase(self) -> GLPhase:
        """The phase the game is in."""
        ...

    def place_home(self, corporation: Corporation, messages: list[str]) -> None:
        """The corporation's home station goes on the map when it floats (4.4); Wabash's president first chooses a circle."""
        ...

    def player_by_name(self, text: str) -> int:
        """The number of the player called `text` (an @ and case ignored); IllegalAction if there is none."""
        ...

    def player_name(self, player: int) -> str:
        """The name of player number `player` (players are numbered as they joined)."""
        ...

    def run_trains(self, corporation: Corporation, action: RunTrains, messages: list[str]) -> tuple[int, RunTrains]:
        """Run the corporation's trains: the best routes, or those given; (earnings, the move to record)."""
        ...

    def seat_of(self, player: int) -> int:
        """`player`'s seat: their place in the seating order."""
        ...

    def share_value(self, railroad: str) -> int:
        """The value of the space the corporation's share value token is on."""
        ...

    def start_values(self) -> list[int]:
        """Starting values open in this phase (3.3)."""
        ...

    def stock_round_ended(self, messages: list[str]) -> None:
        """After a Stock Round: the Priority Deal card passes on, sold-out values rise, and a set of Operating Rounds begins."""
        ...

    def tokens_place(self, railroad: str, value: int) -> None:
        """Put the corporation's share value token on the starting space of the given value."""
        ...

    def train_limit(self, corporation: Corporation) -> int:
        """The most trains the corporation may own in the current phase (CONRAIL: one more)."""
        ...

    def update_president(self, corporation: Corporation, messages: list[str]) -> None:
        """Give the corporation's presidency to whoever should hold it after holdings changed."""
        ...
