"""What every 18EZ level shares: its data files, and the track graph of the position."""

from __future__ import annotations

from typing import Any, ClassVar, Generic, TypeVar

from engine.core.game import Game
from engine.eighteen.shared.board import Board
from engine.eighteen.shared.building import TrackState
from engine.eighteen.shared.gamedata import PhaseSpec, RulesSpec, load_rules
from engine.eighteen.shared.track import TrackGraph

StateT = TypeVar("StateT")


class EZTitle(Game[StateT], Generic[StateT]):
    board_name: ClassVar[str] = "18ez"
    rules_file: ClassVar[str]
    state: Any  # each level's state has `track` and `depot`

    @property
    def rules(self) -> RulesSpec:
        """The title's rules (its rules file on its board), read once."""
        return load_rules(self.rules_file, self.board_name)

    @property
    def board(self) -> Board:
        """The title's board."""
        return Board.load(self.board_name)

    @property
    def track(self) -> TrackState:
        """The tiles and stations on the board."""
        return self.state.track  # type: ignore[no-any-return]

    # -- public queries (front ends and tests read these, not the state's layout) --

    @property
    def bank(self) -> int:
        """Cash in the bank."""
        return self.state.bank  # type: ignore[no-any-return]

    def trains_left(self) -> dict[str, int]:
        """Trains the bank still sells, by type, in selling order."""
        return dict(self.state.depot.left)

    @property
    def stage(self) -> str:
        """The stage of the game: the kind of round under way, or over."""
        return self.state.stage  # type: ignore[no-any-return]

    @property
    def step(self) -> str:
        """The current step of the railroad operating now."""
        return self.state.step  # type: ignore[no-any-return]

    def phase(self) -> PhaseSpec:
        """The phase the game is in (started by the trains sold so far)."""
        return self.state.depot.phase(self.rules)  # type: ignore[no-any-return]

    def stations(self, railroad: str) -> list[str]:
        """The hexes where `railroad` has a station marker."""
        return [hex_name for hex_name, held in self.track.tokens.items() if railroad in held]

    def home_marked(self, railroad: str) -> bool:
        """Is `railroad` in play without its home station yet (the map marks its home)?"""
        return False

    def graph(self) -> TrackGraph:
        """The track graph of the position, with the current phase's off-board values."""
        return self.track.graph(self.board, self.phase().name)
