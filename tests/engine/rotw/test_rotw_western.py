"""Railways of the Western U.S. as a title (compendium, Railways of the Western U.S.): its markers, its cube
reduction, the City Rotors and Fuel Depots it brings, its start cards."""

from __future__ import annotations

import pytest

from engine import game_class
from engine.core.errors import IllegalAction
from engine.rotw.maps.western import RotwWestern

NAMES = ["Ann", "Bob", "Cid", "Dee", "Eve", "Fay"]
ROTOR_CITIES = {"San Francisco", "Tacoma", "Denver", "Butte", "Salt Lake City", "Oklahoma City"}


def test_the_title_is_offered_for_two_to_six_players_with_the_western_marker_counts() -> None:
    assert game_class("rotw-wus") is RotwWestern
    for players, markers in ((2, 10), (3, 12), (4, 14), (5, 16), (6, 18)):
        assert RotwWestern(NAMES[:players], 1).markers_needed() == markers
    game = RotwWestern(NAMES[:4], 1)
    assert not any(c.western_link for c in game.board.cities.values())
    assert "/western-link" not in game.turn_prompt(0)


def test_two_or_three_players_place_one_cube_fewer_in_every_city_never_none() -> None:
    for players, fewer in ((2, 1), (3, 1), (4, 0), (6, 0)):
        game = RotwWestern(NAMES[:players], 2)
        for hex_name, city in game.board.cities.items():
            assert len(game.state.cubes[hex_name]) == max(city.cubes - fewer, 1), (players, city.name)


def test_city_rotors_and_fuel_depots_are_on_unless_the_group_leaves_them_out() -> None:
    game = RotwWestern(NAMES[:3], 3)
    assert game.options == ("depots", "rotors")
    assert {game.board.cities[h].name for h in game.state.rotors} == ROTOR_CITIES
    assert RotwWestern(NAMES[:3], 3, ("no-rotors",)).options == ("depots", "no-rotors")
    assert not RotwWestern(NAMES[:3], 3, ("no-rotors",)).state.rotors
    assert RotwWestern(NAMES[:3], 3, ("no-depots", "no-rotors", "shorter")).options == ("shorter", "no-rotors", "no-depots")
    # a saved game's options come back as they were saved
    assert RotwWestern.checked_options(game.options) == game.options
    with pytest.raises(IllegalAction):
        RotwWestern(NAMES[:2], 1, ("drover",))


def test_the_start_cards_are_face_up_with_four_of_the_six_bounties() -> None:
    game = RotwWestern(NAMES[:4], 5)
    spec = {c.id: c for c in game.cards.operations}
    kinds = sorted(spec[c].kind for c in game.state.display if spec[c].start)
    assert kinds == ["connect_via", "first_colors_delivered", "first_delivery", "new_train", *["service_bounty"] * 4]
    spike = next(c for c in spec.values() if c.kind == "connect_via")
    assert spike.params["cities"] == ["San Francisco", "Promontory", "Omaha"] and spike.params["points"] == 6
    train = next(c for c in spec.values() if c.kind == "new_train")
    assert (train.params["level"], train.params["points"]) == (4, 4)
    assert len(game.state.display) - len(kinds) == 8  # two cards a player
