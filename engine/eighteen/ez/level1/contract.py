"""What Level 1's rules modules read of the game they are given: the members of `EZLevel1` they use, declared as a
Protocol. They import it, never the game, so no module of the family imports another in a circle (type hints
included); the title in game.py is the implementation."""

from __future__ import annotations

from typing import ClassVar, Protocol

from engine.core.flow import Sequence
from engine.eighteen.ez.common.track_play import Run
from engine.eighteen.ez.level1.state import Level1State, Railroad
from engine.eighteen.shared.board import Board
from engine.eighteen.shared.building import LayContext
from engine.eighteen.shared.gamedata import RulesSpec
from engine.eighteen.shared.moves import RunTrains


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
