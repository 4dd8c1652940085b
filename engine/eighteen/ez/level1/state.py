"""18EZ Level 1's position: the railroads players choose and run, the stages and steps of a turn."""

from __future__ import annotations

from dataclasses import dataclass, field

from engine.eighteen.ez.common.depot import Depot
from engine.eighteen.shared.building import TrackState

SELECT, OPERATE, OVER = "select", "operate", "over"
BUILD, RUN, BUY = "build", "run", "buy"


@dataclass
class Railroad:
    id: str
    owner: int | None = None
    cash: int = 0
    ious: int = 0  # owed by the bank once it ran dry (1.9)
    trains: list[str] = field(default_factory=list)

    @property
    def money(self) -> int:
        """The railroad's money: its cash plus what the bank owes it."""
        return self.cash + self.ious


@dataclass
class RunRecord:
    railroad: str
    routes: list[tuple[str, list[str], int]]  # (train, stop names, revenue)

    @property
    def revenue(self) -> int:
        """What the railroad's trains earned in this run, all routes together."""
        return sum(r[2] for r in self.routes)


@dataclass
class Level1State:
    seating: list[int]
    railroads: dict[str, Railroad]
    track: TrackState
    depot: Depot
    bank: int
    stage: str = SELECT
    select_index: int = 0
    round_number: int = 0  # Operating Round number, from 1
    turn_index: int = 0  # position in the operating order
    step: str = BUILD
    runs: list[RunRecord] = field(default_factory=list)  # this round's runs, for display
    final_scores: dict[int, int] | None = None
