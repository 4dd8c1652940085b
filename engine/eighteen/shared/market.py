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

from engine.eighteen.shared.gamedata import DATA_DIR

Cell = tuple[int, int]


class ParSpec(BaseModel):
    model_config = ConfigDict(frozen=True, extra="forbid")
    row: int
    columns: list[int]


class StartSpace(BaseModel):
    """A starting value a corporation may be given once `from_phase` has begun (18GL 3.3)."""

    model_config = ConfigDict(frozen=True, extra="forbid")
    cell: tuple[int, int]
    from_phase: str


class MarketSpec(BaseModel):
    model_config = ConfigDict(frozen=True, extra="forbid")
    source: str | None = None
    rows: list[list[int | None]]  # top row first; None where a row is shorter than the grid
    par: ParSpec | None = None  # 18EZ: par values in one row
    starts: list[StartSpace] = []  # 18GL: starting values, anywhere on the grid
    yellow: list[tuple[int, int]] = []  # cells whose shares do not count against the certificate limit
    end_value: int | None = None  # a share value that ends the game when reached

    @model_validator(mode="after")
    def _rectangular(self) -> MarketSpec:
        if len({len(r) for r in self.rows}) != 1:
            raise ValueError("every SPI row must have the same number of columns (pad short rows with null)")
        cells = [*((self.par.row, c) for c in self.par.columns), *(s.cell for s in self.starts), *self.yellow] if self.par else [
            *(s.cell for s in self.starts), *self.yellow]
        for row, column in cells:
            if not (0 <= row < len(self.rows) and 0 <= column < len(self.rows[0])) or self.rows[row][column] is None:
                raise ValueError(f"cell ({row}, {column}) is off the grid")
        return self


@dataclass(frozen=True, eq=False)
class StockMarket:
    spec: MarketSpec

    @classmethod
    def load(cls, board: str) -> StockMarket:
        """The board's stock market from its market.json, read once and shared."""
        return _load(board)

    @property
    def height(self) -> int:
        """The number of rows of the market."""
        return len(self.spec.rows)

    @property
    def width(self) -> int:
        """The number of columns of the market."""
        return len(self.spec.rows[0])

    def value(self, cell: Cell) -> int:
        """The share value printed on the cell (which must be on the market)."""
        value = self.spec.rows[cell[0]][cell[1]]
        assert value is not None, f"{cell} is off the market"
        return value

    def exists(self, cell: Cell) -> bool:
        """Whether the cell is a space of the market."""
        row, column = cell
        return 0 <= row < self.height and 0 <= column < self.width and self.spec.rows[row][column] is not None

    @property
    def par_values(self) -> list[int]:
        """The par values a railroad may start at, in the par row's order (none on a market without a par row)."""
        par = self.spec.par
        return [self.value((par.row, c)) for c in par.columns] if par else []

    @property
    def start_cells(self) -> list[Cell]:
        """Where a railroad's token may start: the par row's cells (18EZ) or the starting values (18GL)."""
        par = self.spec.par
        return [(par.row, c) for c in par.columns] if par else [s.cell for s in self.spec.starts]

    def par_cell(self, par: int) -> Cell | None:
        """The cell of the par row with the given value, or None if no par space has it."""
        spec = self.spec.par
        for column in spec.columns if spec else ():
            if self.value((spec.row, column)) == par:  # type: ignore[union-attr]
                return (spec.row, column)  # type: ignore[union-attr]
        return None

    def right(self, cell: Cell) -> Cell:
        """A dividend: one space right; at a row's end, up the arrow; the top row's end stays."""
        row, column = cell
        if self.exists((row, column + 1)):
            return (row, column + 1)
        return (row - 1, column) if self.exists((row - 1, column)) else cell

    def left(self, cell: Cell) -> Cell:
        """Income withheld: one space left; at a row's start, down the arrow; the bottom left stays."""
        row, column = cell
        if column > 0:
            return (row, column - 1)
        return (row + 1, column) if self.exists((row + 1, column)) else cell

    def down(self, cell: Cell) -> Cell:
        """A share sold: one row down, no farther than the bottom of its column."""
        return (cell[0] + 1, cell[1]) if self.exists((cell[0] + 1, cell[1])) else cell

    def up(self, cell: Cell) -> Cell:
        """Sold out at the end of a Share Dealing Round: one row up, no farther than the top."""
        return (cell[0] - 1, cell[1]) if self.exists((cell[0] - 1, cell[1])) else cell


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
        """Put a railroad's share value token on the cell (under any tokens already there)."""
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

    def remove(self, railroad: str) -> None:
        """A railroad leaves the market (18GL: merged into CONRAIL)."""
        self._lift(railroad)

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
