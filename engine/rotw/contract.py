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

    def since(self, change: str) -> bool:
        """Does this game play with the rules change `change` (engine/core/revisions.py: its revision or later)?"""
        ...

    @property
    def board(self) -> Board:
        """The map as the game's rules revision reads it."""
        ...

    @property
    def cards(self) -> CardsSpec:
        """The map's Rail Baron and Railroad Operations decks."""
        ...

    @property
    def rules(self) -> RulesSpec:
        """The map's rules as the game's rules revision reads them."""
        ...

    def acting_players(self) -> list[int]:
        """Who must act now (empty when the game is over)."""
        ...

    def card_name(self, card: str) -> str:
        """The name of the Railroad Operations card with the given id (the id itself if the deck has none such)."""
        ...

    def closed_cities(self) -> frozenset[str]:
        """City hexes that may no longer be urbanized nor grow (the Transcontinental game's Eastern cities)."""
        ...

    def engine_max(self, player: int) -> int:
        """The highest engine level `player` may upgrade to."""
        ...

    def finish(self, messages: list[str]) -> None:
        """The final scoring: each player's points on the track, less the penalty of their bonds, plus their Rail Baron cards."""
        ...

    def income(self, score: int) -> int:
        """The income a player earns each turn at this score (the income / score track, its last space at most)."""
        ...

    def last_turn_over(self, messages: list[str]) -> None:
        """The last turn is over: the final scoring (the Transcontinental game opens the West after its Eastern phase)."""
        ...

    def marker_counts(self, city: str) -> bool:
        """Whether an emptied city takes an Empty City Marker (the Transcontinental game's West: not all do)."""
        ...

    def markers_needed(self) -> int:
        """Empty City Markers that end the game (two fewer with the "shorter" option)."""
        ...

    def player_name(self, player: int) -> str:
        """The name of player number `player` (players are numbered as they joined)."""
        ...

    def rng_for(self, purpose: str, index: int) -> random.Random:
        """The generator of one draw: its purpose ("cube", "deck", "setup", "first") and number; every draw is counted."""
        ...

    def counted_draw(self) -> None:
        """Count a draw the move makes (hidden information: see Outcome.drew)."""
        ...

    def turns_after_last_marker(self) -> int:
        """Full turns played after the one in which the last Empty City Marker is placed."""
        ...

    def what_ends(self) -> str:
        """What the last Empty City Marker ends: "the game" (the Transcontinental game's Eastern phase first)."""
        ...
