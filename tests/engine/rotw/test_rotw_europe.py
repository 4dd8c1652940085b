"""Railways of Europe as a title (compendium, Railways of Europe): two to four players, its marker counts, no cube
reduction, its Capital and City Charters in the deck and King Alfonso XII's Spanish cities."""

from __future__ import annotations

import pytest

from engine import game_class
from engine.core.errors import IllegalAction
from engine.rotw.maps.europe import RotwEurope

NAMES = ["Ann", "Bob", "Cid", "Dee", "Eve"]


def test_the_title_is_offered_for_two_to_five_players_with_the_europe_marker_counts() -> None:
    """Compendium, the Mexico/Europe page read with the appendices (Europe: 5 Player Reference Cards): 2 Players: 9
    Empty City Markers, 3: 11, 4: 13, 5: 15 (issue 33 §8, rules revision 4)."""
    assert game_class("rotw-eur") is RotwEurope
    for players, markers in ((2, 9), (3, 11), (4, 13), (5, 15)):
        assert RotwEurope(NAMES[:players], 1).markers_needed() == markers
    assert RotwEurope(NAMES[:5], 1).players == NAMES[:5]
    with pytest.raises(IllegalAction, match="2 to 5 players"):
        RotwEurope([*NAMES, "Fay"], 1)
    # a game begun under revision 3 keeps 2-4 players and 8/9/10 markers
    for players, markers in ((2, 8), (3, 9), (4, 10)):
        assert RotwEurope(NAMES[:players], 1, (), 3).markers_needed() == markers
    with pytest.raises(IllegalAction, match="2 to 4 players"):
        RotwEurope(NAMES[:5], 1, (), 3)
    assert not any(c.western_link for c in RotwEurope(NAMES[:2], 1).board.cities.values())


def test_europe_does_not_reduce_the_cubes_for_two_or_three_players() -> None:
    game = RotwEurope(NAMES[:2], 4)
    for hex_name, city in game.board.cities.items():
        assert len(game.state.cubes[hex_name]) == city.cubes, city.name


def test_the_deck_has_its_charters_and_king_alfonso_counts_spanish_cities_not_lisbon() -> None:
    game = RotwEurope(NAMES[:3], 2)
    kinds = [c.kind for c in game.cards.operations]
    assert kinds.count("capital_charter") == 2 and kinds.count("city_charter") == 3 and len(kinds) == 29
    alfonso = next(b for b in game.cards.barons if b.goal == "country_cities")
    assert alfonso.params["points_per_city"] == 2 and "Lisbon" not in alfonso.params["cities"]
    assert all(game.board.city(name) is not None for name in alfonso.params["cities"])
