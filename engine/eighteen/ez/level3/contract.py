"""What Level 3's rules modules read of the game they are given: the members of `EZLevel3` they use, declared as a
Protocol. They import it, never the game, so no module of the family imports another in a circle (type hints
included); the title in game.py is the implementation."""

from __future__ import annotations

from typing import Protocol

from engine.eighteen.ez.common.share_dealing import ShareDeal
from engine.eighteen.ez.level3.state import Level3State
from engine.eighteen.shared.board import Board
from engine.eighteen.shared.building import LayContext
from engine.eighteen.shared.gamedata import RulesSpec, SystemSpec
from engine.eighteen.shared.market import Cell, StockMarket
from engine.eighteen.shared.shares import Company


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
