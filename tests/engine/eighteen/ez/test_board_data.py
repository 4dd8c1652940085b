"""The reconstructed 18EZ board keeps every fact the rulebooks state."""

from __future__ import annotations

from engine.core.hexgrid import Hex
from engine.eighteen.shared.board import Board
from engine.eighteen.shared.building import _edge_problem
from engine.eighteen.shared.gamedata import load_rules
from engine.eighteen.shared.tiles import PlacedTile

BOARD = Board.load("18ez")

# The manifest on the rulebook's back page (Level 1 column).
RULEBOOK_MANIFEST = {
    "3": 2, "4": 2, "5": 3, "6": 7, "7": 3, "8": 10, "9": 14, "57": 3, "58": 2, "14": 3, "15": 2, "19": 1, "20": 1,
    "80": 2, "81": 2, "82": 2, "83": 2, "141": 1, "142": 1, "143": 1, "144": 1, "619": 7, "716": 1,
    "63": 7, "145": 1, "146": 1, "147": 1, "544": 1, "545": 1, "546": 1, "717": 1,
}


def test_level1_tile_manifest_is_the_rulebooks() -> None:
    assert load_rules("level1.json", "18ez").tile_manifest == RULEBOOK_MANIFEST


def test_metropolis_is_pre_printed_yellow_30_in_the_centre() -> None:
    metropolis = [h for h in BOARD.spec.hexes if h.kind == "metropolis"]
    assert [h.hex for h in metropolis] == ["F11"]
    tile = PlacedTile(BOARD.tiles[metropolis[0].preprinted.tile], 0)
    assert (tile.color, tile.spec.cities[0].revenue) == ("yellow", 30)
    rows = [Hex.parse(h.hex).letter for h in BOARD.spec.hexes]
    assert Hex.parse("F11").letter == (min(rows) + max(rows)) // 2


def test_six_railroads_six_off_boards_two_grey_hexes() -> None:
    assert set(BOARD.railroads) == {"BCRR", "PS&W", "BR&N", "M&R", "M&YR", "TC&L"}
    assert BOARD.label(BOARD.railroads["PS&W"].home) == "Purple Springs (E4)"
    assert len(BOARD.offboards) == 6 and "WEST" in BOARD.offboards
    assert BOARD.offboards["WEST"].values["green"] == 30  # the rulebook's run example
    assert sorted(h.hex for h in BOARD.spec.hexes if h.kind == "gray") == ["C12", "I10"]


def test_each_off_board_touches_one_railroads_home() -> None:
    homes = {rr.home for rr in BOARD.railroads.values()}
    for offboard in BOARD.offboards.values():
        faced = {Hex.parse(offboard.hex).neighbour(edge, BOARD.layout).name for edge in offboard.exits}
        assert len(faced & homes) == 1, offboard.id


def test_every_home_city_can_take_a_six_exit_tile() -> None:
    for railroad in BOARD.railroads.values():
        assert all(_edge_problem(BOARD, railroad.home, edge) is None for edge in range(6)), railroad.home
