"""Hex coordinates in 18xx style for boards of pointy-topped hexes.

Rows are letters (A at the top) and columns are numbers; neighbouring hexes
in a row differ by 2 (A5, A7) and the rows interleave (B4, B6), the
"doubled" coordinate scheme the 18xx community uses for pointy layouts.

Edges are numbered as in `tiles-standard.json` for pointy hexes:
0 lower-left, 1 left, 2 upper-left, 3 upper-right, 4 right, 5 lower-right.
"""

from __future__ import annotations

import re
from functools import lru_cache
from typing import NamedTuple

# (row delta, column delta) for edges 0..5 in doubled coordinates.
_EDGE_STEPS: tuple[tuple[int, int], ...] = ((1, -1), (0, -2), (-1, -1), (-1, 1), (0, 2), (1, 1))
_NAME = re.compile(r"^([A-Za-z]{1,3})(\d{1,3})$")


def row_letters(row: int) -> str:
    """Row 0 is 'A', 25 'Z', 26 'AA', 27 'AB' ... (as spreadsheet columns), so boards may pass row Z."""
    letters = ""
    row += 1
    while row:
        row, rest = divmod(row - 1, 26)
        letters = chr(ord("A") + rest) + letters
    return letters


def row_number(letters: str) -> int:
    row = 0
    for letter in letters.upper():
        row = row * 26 + ord(letter) - ord("A") + 1
    return row - 1


class Hex(NamedTuple):
    row: int  # 0 = 'A'
    col: int

    @classmethod
    def parse(cls, name: str) -> Hex:
        """Parse 'E4' (case-insensitive); raise ValueError for anything else."""
        return _parse(name)

    @property
    def name(self) -> str:
        return f"{row_letters(self.row)}{self.col}"

    def neighbour(self, edge: int) -> Hex:
        d_row, d_col = _EDGE_STEPS[edge % 6]
        return Hex(self.row + d_row, self.col + d_col)

    def __str__(self) -> str:  # pragma: no cover - convenience
        return self.name


def opposite(edge: int) -> int:
    return (edge + 3) % 6


def rotate_edge(edge: int, rotation: int) -> int:
    return (edge + rotation) % 6


def centre_xy(h: Hex) -> tuple[float, float]:
    """Centre of a pointy hex of circumradius 1, in units where x grows right, y down."""
    width = 3**0.5
    return (h.col * width / 2, h.row * 1.5)


@lru_cache(maxsize=4096)
def _parse(name: str) -> Hex:
    match = _NAME.match(name.strip())
    if not match:
        raise ValueError(f"'{name}' is not a hex name like E4")
    return Hex(row_number(match.group(1)), int(match.group(2)))
