"""The Share Price Index (SPI, 18EZ Level 2 rulebook 1.11, 2.1, 2.7): a grid of
share values with token stacks, and how tokens move on it.

Cells are (row, column) with row 0 at the top. Moving right at a row's end
follows the arrow up; moving left at a row's start follows the arrow down;
sales move down and sold-out railroads move up, stopping at the edges.
"""

from __future__ import annotations

from collections.abc import Iterable, Sequence
from dataclasses import dataclass, field
from functools import cache

from pydantic import BaseModel, ConfigDict, model_validator

from engine.gamedata import DATA_DIR

Cell = tuple[int, int]


class ParSpec(BaseModel):
    model_config = ConfigDict(frozen=True, extra="forbid")
    row: int
    columns: list[int]


class MarketSpec(BaseModel):
    model_config = ConfigDict(frozen=True, extra="forbid")
    source: str | None = None
    rows: list[list[int]]  # top row first
    par: ParSpec

    @model_validator(mode="after")
    def _rectangular(self) -> MarketSpec:
        if len({len(r) for r in self.rows}) != 1:
            raise ValueError("every SPI row must have the same number of columns")
        for column in self.par.columns:
            if not 0 <= column < len(self.rows[0]):
                raise ValueError(f"par column {column} is off the grid")
        return self


@dataclass(frozen=True, eq=False)
class StockMarket:
    spec: MarketSpec

    @classmethod
    def load(cls, board: str) -> StockMarket:
        return _load(board)

    @property
    def height(self) -> int:
        return len(self.spec.rows)

    @property
    def width(self) -> int:
        return len(self.spec.rows[0])

    def value(self, cell: Cell) -> int:
        return self.spec.rows[cell[0]][cell[1]]

    @property
    def par_values(self) -> list[int]:
        return [self.value((self.spec.par.row, c)) for c in self.spec.par.columns]

    def par_cell(self, par: int) -> Cell | None:
        for column in self.spec.par.columns:
            if self.value((self.spec.par.row, column)) == par:
                return (self.spec.par.row, column)
        return None

    def right(self, cell: Cell) -> Cell:
        """A dividend: one space right; at a row's end, up the arrow; the top right stays."""
        row, column = cell
        if column + 1 < self.width:
            return (row, column + 1)
        return (row - 1, column) if row > 0 else cell

    def left(self, cell: Cell) -> Cell:
        """Income withheld: one space left; at a row's start, down the arrow; the bottom left stays."""
        row, column = cell
        if column > 0:
            return (row, column - 1)
        return (row + 1, column) if row + 1 < self.height else cell

    def down(self, cell: Cell) -> Cell:
        """A share sold: one row down, no farther than the bottom row."""
        return (min(cell[0] + 1, self.height - 1), cell[1])

    def up(self, cell: Cell) -> Cell:
        """Sold out at the end of a Share Dealing Round: one row up, no farther than the top."""
        return (max(cell[0] - 1, 0), cell[1])


@cache
def _load(board: str) -> StockMarket:
    path = DATA_DIR / board / "market.json"
    return StockMarket(MarketSpec.model_validate_json(path.read_text(encoding="utf-8")))


@dataclass
class Tokens:
    """Where each railroad's share value token is, and the stacks (top first) on shared spaces."""

    cells: dict[str, Cell] = field(default_factory=dict)
    stacks: dict[Cell, list[str]] = field(default_factory=dict)

    def place(self, railroad: str, cell: Cell) -> None:
        self.move([(railroad, cell)], None)

    def move(self, moves: Sequence[tuple[str, Cell]], market: StockMarket | None) -> None:
        """Move tokens at the same time. Arrivals go under the tokens already there; railroads
        arriving together on one space stack higher previous value first, then farther right (1.11)."""
        before = {railroad: self.cells.get(railroad) for railroad, _ in moves}

        def rank(railroad: str) -> tuple[int, int]:
            cell = before[railroad]
            if cell is None or market is None:
                return (0, 0)
            return (-market.value(cell), -cell[1])

        for railroad, _ in moves:
            self._lift(railroad)
        arrivals: dict[Cell, list[str]] = {}
        for railroad, cell in moves:
            arrivals.setdefault(cell, []).append(railroad)
        for cell, railroads in arrivals.items():
            for railroad in sorted(railroads, key=rank):
                self.stacks.setdefault(cell, []).append(railroad)
                self.cells[railroad] = cell

    def _lift(self, railroad: str) -> None:
        cell = self.cells.pop(railroad, None)
        if cell is not None:
            self.stacks[cell].remove(railroad)
            if not self.stacks[cell]:
                del self.stacks[cell]

    def operating_order(self, market: StockMarket, railroads: Iterable[str]) -> list[str]:
        """Higher value first; equal values: farther right first; one space: higher in the stack first (2.1)."""
        def key(railroad: str) -> tuple[int, int, int]:
            cell = self.cells[railroad]
            return (-market.value(cell), -cell[1], self.stacks[cell].index(railroad))

        return sorted(railroads, key=key)
