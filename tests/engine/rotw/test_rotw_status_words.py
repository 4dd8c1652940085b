"""The status in plain words: "Empty City Markers 16 of 14" never again, and one bond is "1 bond"."""

from __future__ import annotations

from engine import game_class


def test_markers_never_count_past_their_end() -> None:
    game = game_class("RotW-EUS")(["Ann", "Bob", "Cid", "Dee"], 2)
    needed = game.markers_needed()
    assert needed == 14
    game.state.markers_placed = 9
    assert game.markers_text() == "9 of 14"
    game.state.markers_placed, game.state.last_turn = 16, 30
    assert game.markers_text() == "all 14 placed (and 2 more emptied since); the game ends after turn 30"
    game.state.markers_placed = 14
    assert game.markers_text() == "all 14 placed; the game ends after turn 30"
    assert "Empty City Markers all 14 placed" in game.status_lines()[1]


def test_one_bond_is_singular() -> None:
    game = game_class("RotW-EUS")(["Ann", "Bob"], 2)
    game.state.players[0].bonds, game.state.players[1].bonds = 1, 2
    lines = game.status_lines()
    assert ", 1 bond, engine" in lines[2] and ", 2 bonds, engine" in lines[3]
