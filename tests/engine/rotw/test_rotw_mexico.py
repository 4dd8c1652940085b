"""Railways of Mexico as a title: its markers, its decks, its options (the optional Black Star cards)."""

from __future__ import annotations

import pytest

from engine import game_class
from engine.core.errors import IllegalAction
from engine.rotw.maps.mexico import RotwMexico

NAMES = ["Ann", "Bob", "Cid", "Dee", "Eve"]
BLACK_STARS = {"francisco-madero", "matias-romero", "pancho-villa", "patrick-henry-cooney"}


def test_the_title_is_offered_for_two_to_four_players_with_the_mexico_marker_counts() -> None:
    """Compendium, the Mexico/Europe page read with the appendices (Mexico: 4 Player Reference Cards): 2 Players: 8
    Empty City Markers, 3: 9, 4: 10 (issue 33 §8, rules revision 4)."""
    assert game_class("rotw-mex") is RotwMexico
    for players, markers in ((2, 8), (3, 9), (4, 10)):
        assert RotwMexico(NAMES[:players], 1).markers_needed() == markers
    with pytest.raises(IllegalAction, match="2 to 4 players"):
        RotwMexico(NAMES[:5], 1)
    assert RotwMexico(NAMES[:3], 1, ("shorter",)).markers_needed() == 7
    # a game begun under revision 3 keeps 2-5 players and 9/11/13/15 markers
    for players, markers in ((2, 9), (3, 11), (4, 13), (5, 15)):
        assert RotwMexico(NAMES[:players], 1, (), 3).markers_needed() == markers
    game = RotwMexico(NAMES[:4], 1)
    assert game.board.cities["AF58"].name == "Mexico City" and not any(c.western_link for c in game.board.cities.values())
    # no cube reduction in Mexico: a 2-player game starts with the printed cubes
    two = RotwMexico(NAMES[:2], 3)
    assert len(two.state.cubes["AF58"]) == two.board.cities["AF58"].cubes == 5


def test_black_star_barons_are_dealt_unless_left_out() -> None:
    dealt = {b for seed in range(30) for p in RotwMexico(NAMES[:4], seed).state.players for b in p.baron_offer}
    assert dealt >= BLACK_STARS
    without = {b for seed in range(30) for p in RotwMexico(NAMES[:4], seed, ("no-black-stars",)).state.players
               for b in p.baron_offer}
    assert not (without & BLACK_STARS) and len(without) == 8
    with pytest.raises(IllegalAction, match="Rail Baron cards for at most four players"):
        RotwMexico(NAMES[:5], 1, ("no-black-stars",), 3)  # five players: only under revision 3


def test_the_eastern_only_options_are_not_offered() -> None:
    with pytest.raises(IllegalAction, match="no-black-stars"):
        RotwMexico(NAMES[:2], 1, ("drover",))
    with pytest.raises(IllegalAction):
        game_class("RotW-EUS")(NAMES[:2], 1, ("no-black-stars",))


def test_the_setup_display_is_the_start_cards_four_bounties_and_two_per_player() -> None:
    game = RotwMexico(NAMES[:3], 5)
    spec = {c.id: c for c in game.cards.operations}
    starts = [c for c in game.state.display if spec[c].start and spec[c].kind != "service_bounty"]
    bounties = [c for c in game.state.display if spec[c].start and spec[c].kind == "service_bounty"]
    dealt = [c for c in game.state.display if not spec[c].start]
    growth = sum(spec[c].kind == "operations_growth" for c in game.state.claimed)  # discarded, two dealt instead
    assert len(bounties) == 4 and len(dealt) == 6 + growth and growth == 1
    assert len(starts) == sum(1 for c in spec.values() if c.start and c.kind != "service_bounty")
    assert len(game.state.display) + len(game.state.deck) + len(game.state.claimed) == len(spec)
