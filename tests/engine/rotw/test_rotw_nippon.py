"""Railways of Nippon as a title (compendium, Railways of Nippon): two to four players, markers 10/12/14, its two
start cards with Shinbashi Station in the Railroad Era Begins' place and one blue cube set in Tokyo, and its
components where they limit play (164 track tiles, 16 New City tiles)."""

from __future__ import annotations

import pytest

from engine import game_class
from engine.core.errors import IllegalAction
from engine.rotw.maps.nippon import RotwNippon

NAMES = ["Ann", "Bob", "Cid", "Dee", "Eve"]


def test_the_title_is_offered_for_two_to_four_players_with_the_nippon_marker_counts() -> None:
    assert game_class("rotw-nip") is RotwNippon
    for players, markers in ((2, 10), (3, 12), (4, 14)):
        assert RotwNippon(NAMES[:players], 1).markers_needed() == markers
    with pytest.raises(IllegalAction, match="2 to 4 players"):
        RotwNippon(NAMES, 1)


def test_two_start_cards_shinbashi_in_place_of_the_era_and_a_blue_cube_set_in_tokyo() -> None:
    game = RotwNippon(NAMES[:3], 7)
    spec = {c.id: c for c in game.cards.operations}
    starts = [c for c in game.state.display if spec[c].start]
    assert sorted(spec[c].kind for c in starts) == ["first_exact_links_delivery", "shinbashi"]
    assert "railroad-era-begins" not in game.state.display + game.state.deck
    tokyo = game.board.city("Tokyo") or ""
    printed = game.board.cities[tokyo].cubes
    assert len(game.state.cubes[tokyo]) == printed + 1 and game.state.cubes[tokyo][-1] == "blue"
    assert sum(len(c) for c in game.state.cubes.values()) + sum(game.state.bag.values()) == 125


def test_the_components_that_limit_play() -> None:
    game = RotwNippon(NAMES[:2], 3)
    assert game.rules.track_tiles == 164 and sum(game.state.new_cities.values()) == 16
    assert game.rules.fewer_cubes_with == []  # the cube reduction chart: Nippon does not reduce
