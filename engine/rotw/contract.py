"""What the rules modules of Railways of the World read of the game they are given: the members of `Rotw`
(engine/rotw/game.py) they use, declared as a Protocol. They import this, never the game itself, so no module
of the family imports another in a circle (type hints included); `Rotw` is the one implementation."""

from __future__ import annotations

import random
from typing import ClassVar, Protocol

from engine.rotw.board import Board
from engine.rotw.data import CardsSpec, RulesSpec
from engine.rotw.state import RotwState


class RotwGame(Protocol):
    map_id: ClassVar[str]
    players: list[str]
    options: tuple[str, ...]
    revision: int
    secret: bytes | None
    trusted: bool
    state: RotwState

    @property
    def board(self) -> Board: ...
    @property
    def cards(self) -> CardsSpec: ...
    @property
    def rules(self) -> RulesSpec: ...
    def acting_players(self) -> list[int]: ...
    def card_name(self, card: str) -> str: ...
    def engine_max(self, player: int) -> int: ...
    def finish(self, messages: list[str]) -> None: ...
    def income(self, score: int) -> int: ...
    def markers_needed(self) -> int: ...
    def player_name(self, player: int) -> str: ...
    def rng_for(self, purpose: str, index: int) -> random.Random: ...
