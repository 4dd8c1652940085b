"""Hex names pass row Z spreadsheet-style (Railways of the World's boards need more than 26 rows)."""

from __future__ import annotations

import pytest

from engine.core.hexgrid import Hex, row_letters, row_number


def test_names_round_trip_past_row_z() -> None:
    for row in range(0, 120):
        for col in (1, 9, 42, 120):
            hex_ = Hex(row, col)
            assert Hex.parse(hex_.name) == hex_
    assert [row_letters(r) for r in (0, 25, 26, 27, 51, 52, 701, 702)] == ["A", "Z", "AA", "AB", "AZ", "BA", "ZZ", "AAA"]
    assert row_number("aa") == 26


def test_existing_names_are_unchanged() -> None:
    assert Hex.parse("E4") == Hex(4, 4) and Hex(4, 4).name == "E4"
    assert Hex.parse("z9") == Hex(25, 9)
    assert Hex.parse("AA9").name == "AA9"


@pytest.mark.parametrize("bad", ["", "4E", "E", "E-4", "ABCD1", "E1234", "É4"])
def test_bad_names_are_refused(bad: str) -> None:
    with pytest.raises(ValueError, match="is not a hex name"):
        Hex.parse(bad)


def test_flat_boards_name_columns_by_letter_and_rows_by_number() -> None:
    """18GL's grid: Marquette D2 and Chicago D12/D14 share a column (letters west to east, numbers north to south)."""
    chicago_north = Hex.parse("D12")
    below = chicago_north.neighbour(0, "flat")  # edge 0 is the bottom of a flat hex
    assert below.name == "D14"
    assert [chicago_north.neighbour(e, "flat").name for e in range(6)] == ["D14", "C13", "C11", "D10", "E11", "E13"]
    assert Hex.parse("C11").neighbour(4, "flat").name == "D10"  # upper-right of C11
    for edge in range(6):  # every neighbour's opposite edge leads back
        assert chicago_north.neighbour(edge, "flat").neighbour((edge + 3) % 6, "flat") == chicago_north
    # the same six neighbours as on a pointy board, on other edges
    pointy = {chicago_north.neighbour(e, "pointy") for e in range(6)}
    assert pointy == {chicago_north.neighbour(e, "flat") for e in range(6)}


def test_flat_centres_put_letters_across_and_numbers_down() -> None:
    from engine.core.hexgrid import centre_xy

    (x_d2, y_d2), (x_d14, y_d14), (x_e13, y_e13) = (centre_xy(Hex.parse(h), "flat") for h in ("D2", "D14", "E13"))
    assert x_d2 == x_d14 and y_d14 > y_d2  # same column, Chicago south of Marquette
    assert x_e13 > x_d14 and abs((x_e13 - x_d14) ** 2 + (y_e13 - y_d14) ** 2 - 3) < 1e-9  # neighbours: sqrt(3) apart
