"""What every 18EZ level shares: its data files, and the track graph of the position."""

from __future__ import annotations

from typing import Any, ClassVar

from engine.board import Board
from engine.game import Game
from engine.gamedata import RulesSpec, load_rules
from engine.track import TrackGraph


class EZTitle(Game):
    board_name: ClassVar[str] = "18ez"
    rules_file: ClassVar[str]
    state: Any  # each level's state has `track` and `depot`

    @property
    def rules(self) -> RulesSpec:
        return load_rules(self.rules_file, self.board_name)

    @property
    def board(self) -> Board:
        return Board.load(self.board_name)

    def graph(self) -> TrackGraph:
        return self.state.track.graph(self.board, self.state.depot.phase(self.rules).name)
