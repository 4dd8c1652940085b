"""What 18EZ's rules modules read of the game they are given: the members of `EZLevel1` and `EZLevel3` they use,
declared as Protocols. They import these, never the games, so no module of the family imports another in a
circle (type hints included); the titles in level1.py and level3.py are the implementations."""

from __future__ import annotations

from typing import ClassVar, Protocol

from engine.core.flow import Sequence
from engine.eighteen.board import Board
from engine.eighteen.building import LayContext
from engine.eighteen.ez.level1_state import Level1State, Railroad
from engine.eighteen.ez.level3_state import Level3State
from engine.eighteen.gamedata import RulesSpec, SystemSpec
from engine.eighteen.market import Cell, StockMarket
from engine.eighteen.moves import RunTrains
from engine.eighteen.share_dealing import ShareDeal
from engine.eighteen.shares import Company
from engine.eighteen.track_play import Run


class Level1Game(Protocol):
    name: ClassVar[str]
    trusted: bool
    state: Level1State
    turn: Sequence[Level1Game]

    @property
    def board(self) -> Board:
        """The title's board."""
        ...

    @property
    def rules(self) -> RulesSpec:
        """The title's rules (its rules file on its board), read once."""
        ...

    def can_buy(self, railroad: Railroad) -> bool:
        """Whether the railroad may buy the bank's next train: it has none of that type yet, and the cash to pay for it."""
        ...

    def lay_context_of(self, railroad: Railroad) -> LayContext:
        """What laying track for the railroad may do now: the board, the track, the phase's tiles."""
        ...

    def pay(self, railroad: Railroad, amount: int) -> None:
        """The bank pays the railroad; once it is empty it issues IOUs (1.9)."""
        ...

    def railroad_now(self) -> Railroad:
        """The railroad operating now (there must be one)."""
        ...

    def record_run(self, railroad: Railroad, runs: list[Run]) -> None:
        """Keep the railroad's runs of this round, for display."""
        ...

    def routes_of(self, railroad: Railroad, action: RunTrains, cities: list[tuple[str, int]]) -> list[Run]:
        """(train, stops, revenue) of each of the railroad's trains: the routes the move gives, checked, or the best."""
        ...


class Level3Game(Protocol):
    players: list[str]
    revision: int
    trusted: bool
    state: Level3State
    share_deal: ShareDeal

    @property
    def board(self) -> Board:
        """The board, with the minors' homes and the Black Line as railroads."""
        ...

    @property
    def rules(self) -> RulesSpec:
        """The title's rules (its rules file on its board), read once."""
        ...

    @property
    def market(self) -> StockMarket:
        """The board's stock market."""
        ...

    @property
    def certificate_limit(self) -> int:
        """The most certificates a player may hold with this many players."""
        ...

    @property
    def system_private(self) -> str:
        """The id of the private company exchanged for the Black Line's President's Certificate (the Obsidian Railroad)."""
        ...

    @property
    def system_spec(self) -> SystemSpec:
        """The Black Line's numbers: its par, treasury, stations and IPO shares."""
        ...

    def certificates_held(self, player: int) -> int:
        """The certificates `player` holds (a President's Certificate counts one)."""
        ...

    def enforce_train_limits(self, messages: list[str]) -> None:
        """Railroads over their limit discard their cheapest trains to the open market."""
        ...

    def entity(self, railroad: str) -> Company:
        """Any railroad that operates, by id: a major, the Black Line, or a minor."""
        ...

    def is_major(self, railroad: str) -> bool:
        """Whether the railroad is one of the board's majors (not a minor, not the Black Line)."""
        ...

    def lay_context(self, company: Company) -> LayContext:
        """What laying track for `company` may do now: the board, the track, the phase's tiles, where it traces from."""
        ...

    def minor_number(self, minor_id: str) -> int:
        """The number of the minor railroad (minors operate, and merge, in numerical order)."""
        ...

    def pay_investor(self, player: int, amount: int, messages: list[str]) -> None:
        """The bank pays `player`; what it lacks once it runs dry is owed to them as IOUs."""
        ...

    def pay_treasury(self, company: Company, amount: int, messages: list[str]) -> None:
        """The bank pays a railroad; once the bank is empty the railroad is still paid, and what it lacked is recorded."""
        ...

    def phase_flag(self, name: str) -> bool:
        """Has any phase so far switched on the phase chart's change of this name (the changes last)?"""
        ...

    def placed_stations(self, company: Company) -> int:
        """The station markers `company` has on the map."""
        ...

    def player_by_name(self, text: str) -> int:
        """The number of the player called `text` (an @ and case ignored); IllegalAction if there is none."""
        ...

    def player_name(self, player: int) -> str:
        """The name of player number `player` (players are numbered as they joined)."""
        ...

    def private_name(self, pid: str) -> str:
        """The full name of the private company with the given id."""
        ...

    def station_limit(self, company: Company) -> int:
        """The most station markers `company` may have on the map."""
        ...

    def system_cell(self) -> Cell:
        """Where the Black Line's token stands at par: the par row's $150 space (reconstructed)."""
        ...

    def update_president(self, company: Company, messages: list[str]) -> None:
        """Give the railroad's presidency to whoever should hold it after holdings changed, and say so if it changes hands."""
        ...
