"""Hex names pass row Z spreadsheet-style (Railways of the World's boards need more than 26 rows)."""

from __future__ import annotations

import pytest

from engine.hexgrid import Hex, row_letters, row_number


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
