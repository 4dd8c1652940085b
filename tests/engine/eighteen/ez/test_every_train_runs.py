"""Every train runs (18EZ Levels 2-3, rulebook 2.6): a railroad with two trains of one type runs both.

Level 1 allows one train of a type (1.7); Levels 2 and 3 do not, and "add up the runs for all of the
railroad's trains". Until rules revision 1 the run step built its trains keyed by type, so 3, 3, 3 ran
one 3-train. Position: PS&W's green home Purple Springs (E4) open to the West off-board and east
through E6 and F7 to the small city Millbrook (F9) and on to Metropolis (F11), green phase.
"""

from __future__ import annotations

import copy

import pytest

from engine.actions import parse_action
from engine.core.errors import IllegalAction
from engine.eighteen.ez.common.stock import OPERATE, RUN
from engine.eighteen.ez.level2.game import EZLevel2
from engine.eighteen.ez.level3.game import EZLevel3

FOUR = ["Ann", "Bob", "Cid", "Dee"]


def at_the_run(title: type[EZLevel2], trains: list[str]) -> tuple[EZLevel2, int]:
    game = title(FOUR, 7)
    state = game.state
    ann = 0
    company = state.companies["PS&W"]
    company.par, company.president, company.floated, company.ipo, company.trains = 70, ann, True, 4, list(trains)
    state.investors[ann].shares["PS&W"] = 6
    state.tokens.place("PS&W", (4, 2))
    state.depot.phase_index = 1  # green
    for hex_name, tile in {"E4": ("14", 0), "E6": ("8", 5), "F7": ("8", 2), "F9": ("4", 1)}.items():
        state.track.tiles[hex_name] = tile
        state.track.supply[tile[0]] -= 1
    state.track.tokens["E4"] = ["PS&W"]
    state.stage, state.operating, state.step = OPERATE, "PS&W", RUN
    return game, ann


@pytest.mark.parametrize("title", [EZLevel2, EZLevel3])
def test_two_trains_of_a_type_both_run_on_the_best_routes(title: type[EZLevel2]) -> None:
    game, ann = at_the_run(title, ["2", "2"])
    outcome = game.apply(ann, parse_action("run"))
    # West ($30) - Purple Springs ($30), and Purple Springs ($30) - Millbrook ($10): no track shared
    assert game.state.revenue == 60 + 40
    assert sorted(r.text for r in outcome.action.routes) == ["2:E4-F9", "2:E4-WEST"]
    assert sorted(m for m in outcome.messages if "type 2 train runs" in m) == [
        "PS&W's type 2 train runs Purple Springs (E4) - Millbrook (F9) for $40.",
        "PS&W's type 2 train runs Purple Springs (E4) - the West off-board for $60.",
    ]


@pytest.mark.parametrize("title", [EZLevel2, EZLevel3])
def test_routes_may_be_given_for_each_train_of_a_type(title: type[EZLevel2]) -> None:
    game, ann = at_the_run(title, ["2", "2", "3"])
    outcome = game.apply(ann, parse_action("run 2:WEST-E4 3:E4-F9-F11"))  # one 2 left idle: allowed
    assert game.state.revenue == 60 + 70 and len(outcome.action.routes) == 2
    game, ann = at_the_run(title, ["2", "2"])
    game.apply(ann, parse_action("run 2:WEST-E4 2:E4-F9"))  # refused before the fix: "given two routes"
    assert game.state.revenue == 100


@pytest.mark.parametrize(("text", "why"), [
    ("run 2:WEST-E4 2:E4-F9 2:F9-F11", "PS&W has 2 type 2 trains, so it cannot run 3 routes with them"),
    ("run 2:WEST-E4 2:WEST-E4", "cannot all run these routes without two of them using the same track"),
    ("run 3:WEST-E4", "PS&W has no type 3 train that can run"),
])
def test_more_routes_than_trains_or_shared_track_are_refused(text: str, why: str) -> None:
    game, ann = at_the_run(EZLevel2, ["2", "2"])
    before = copy.deepcopy(game.state)
    with pytest.raises(IllegalAction, match=why):
        game.apply(ann, parse_action(text))
    assert game.state == before


def test_one_train_of_a_type_is_refused_a_second_route() -> None:
    game, ann = at_the_run(EZLevel2, ["2", "3"])
    with pytest.raises(IllegalAction, match="PS&W has one type 2 train, so it cannot run 2 routes with it"):
        game.apply(ann, parse_action("run 2:WEST-E4 2:E4-F9"))


def test_three_of_a_type_run_three_routes_at_the_example_value() -> None:
    """Three 3-trains: the best is every route the track holds, each train once (no ordering counted twice)."""
    game, ann = at_the_run(EZLevel2, ["3", "3", "3"])
    outcome = game.apply(ann, parse_action("run"))
    # 3: WEST-E4-F9 would take the E4 exits both others need; the best split is West-E4 ($60) + E4-F9-F11 ($70)
    assert game.state.revenue == 130 and len(outcome.action.routes) == 2
