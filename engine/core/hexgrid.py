"""Hex coordinates in 18xx style, for boards of pointy-topped or flat-topped hexes.

A hex is named by letters and a number ("E4"). On a pointy board (18EZ) the letters
name rows (A at the top) and the numbers columns; on a flat board (18GL) the letters
name columns (A in the west) and the numbers rows. Either way, two hexes with the
same letters differ by 2 in their numbers and neighbouring letters interleave (B4
beside A3 and A5): the "doubled" coordinates the 18xx community uses. So the
neighbours of a hex are the same six names on both layouts; only which edge faces
which neighbour differs.

Edges are numbered clockwise as in `tiles-standard.json`:
pointy: 0 lower-left, 1 left, 2 upper-left, 3 upper-right, 4 right, 5 lower-right;
flat:   0 bottom, 1 lower-left, 2 upper-left, 3 top, 4 upper-right, 5 lower-right.
"""

from __future__ import annotations

import re
from functools import lru_cache
from typing import Literal, NamedTuple

Layout = Literal["pointy", "flat"]
POINTY: Layout = "pointy"
FLAT: Layout = "flat"

# (letter delta, number delta) for edges 0..5.
_EDGE_STEPS: dict[str, tuple[tuple[int, int], ...]] = {
    POINTY: ((1, -1), (0, -2), (-1, -1), (-1, 1), (0, 2), (1, 1)),
    FLAT: ((0, 2), (-1, 1), (-1, -1), (0, -2), (1, -1), (1, 1)),
}
EDGE_WORDS: dict[str, tuple[str, ...]] = {
    POINTY: ("lower-left", "left", "upper-left", "upper-right", "right", "lower-right"),
    FLAT: ("bottom", "lower-left", "upper-left", "top", "upper-right", "lower-right"),
}
_NAME = re.compile(r"^([A-Za-z]{1,3})(\d{1,3})$")


def row_letters(index: int) -> str:
    """Index 0 is 'A', 25 'Z', 26 'AA', 27 'AB' ... (as spreadsheet columns), so boards may pass Z."""
    letters = ""
    index += 1
    while index:
        index, rest = divmod(index - 1, 26)
        letters = chr(ord("A") + rest) + letters
    return letters


def row_number(letters: str) -> int:
    """The index of a hex's letters: 'A' is 0, 'Z' 25, 'AA' 26 (the inverse of row_letters)."""
    index = 0
    for letter in letters.upper():
        index = index * 26 + ord(letter) - ord("A") + 1
    return index - 1


class Hex(NamedTuple):
    letter: int  # 0 = 'A': a row on pointy boards, a column on flat ones
    number: int

    @classmethod
    def parse(cls, name: str) -> Hex:
        """Parse 'E4' (case-insensitive); raise ValueError for anything else."""
        return _parse(name)

    @property
    def name(self) -> str:
        """The hex's name, letters then number ('E4')."""
        return f"{row_letters(self.letter)}{self.number}"

    def neighbour(self, edge: int, layout: str) -> Hex:
        """The hex across the given edge on a board of the given layout."""
        d_letter, d_number = _EDGE_STEPS[layout][edge % 6]
        return Hex(self.letter + d_letter, self.number + d_number)

    def __str__(self) -> str:  # pragma: no cover - convenience
        return self.name


def opposite(edge: int) -> int:
    """The edge facing the given one: the neighbour's edge it meets."""
    return (edge + 3) % 6


def rotate_edge(edge: int, rotation: int) -> int:
    """Where a tile's edge ends up when the tile is rotated `rotation` steps clockwise."""
    return (edge + rotation) % 6


def centre_xy(h: Hex, layout: str) -> tuple[float, float]:
    """Centre of a hex of circumradius 1, in units where x grows right (east) and y down (south)."""
    half_width = 3**0.5 / 2
    if layout == FLAT:
        return (h.letter * 1.5, h.number * half_width)
    return (h.number * half_width, h.letter * 1.5)


@lru_cache(maxsize=4096)
def _parse(name: str) -> Hex:
    match = _NAME.match(name.strip())
    if not match:
        raise ValueError(f"'{name}' is not a hex name like E4")
    return Hex(row_number(match.group(1)), int(match.group(2)))
