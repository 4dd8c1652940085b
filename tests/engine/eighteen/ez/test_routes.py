"""Running trains (rulebook 1.6) on hand-built track around Purple Springs.

The position of the rulebook's run example (page 5): PS&W's home Purple
Springs (E4) upgraded to green, track east through E6 and F7 to the small
city at F9, and the pre-printed yellow Metropolis (F11); green phase.
"""

from __future__ import annotations

import copy

import pytest

from engine.actions import parse_action
from engine.core.errors import IllegalAction
from engine.eighteen.ez.level1.game import RUN, EZLevel1
from engine.eighteen.shared.runs.routes import RouteFinder, RouteRequest

GREEN = 1


def operating_game(runner: str = "PS&W") -> EZLevel1:
    """A 2-player game in its first Operating Round with `runner` to act."""
    game = EZLevel1(["Ann", "Bob"], seed=1)
    first, second = game.seating()
    game.apply(first, parse_action(f"choose {runner}"))
    game.apply(second, parse_action("choose BR&N" if runner != "BR&N" else "choose PS&W"))
    assert game.current_railroad().id == runner
    return game


def lay(game: EZLevel1, hex_name: str, tile: str, rotation: int) -> None:
    game.state.track.tiles[hex_name] = (tile, rotation)


def rulebook_position(phase: int = GREEN) -> EZLevel1:
    game = operating_game()
    game.state.depot.phase_index = phase
    lay(game, "E4", "14", 0)  # green Purple Springs: exits lower-left, left (West), upper-right, right
    lay(game, "E6", "8", 5)  # gentle curve E4 -> F7
    lay(game, "F7", "8", 2)  # gentle curve E6 -> F9
    lay(game, "F9", "4", 1)  # small city on a straight, F7 -> Metropolis
    game.state.track.tokens["E4"] = ["PS&W"]
    return game


def run_step(game: EZLevel1, trains: list[str]) -> int:
    railroad = game.current_railroad()
    railroad.trains = list(trains)
    game.state.step = RUN
    return railroad.owner


def refusal(game: EZLevel1, player: int, text: str) -> str:
    before = copy.deepcopy(game.state)
    with pytest.raises(IllegalAction) as error:
        game.apply(player, parse_action(text))
    assert game.state == before
    return str(error.value)


def test_rulebook_run_example_is_100_dollars() -> None:
    game = rulebook_position()
    player = run_step(game, ["4"])
    treasury = game.current_railroad().cash
    outcome = game.apply(player, parse_action("run 4:WEST-E4-F9-F11"))
    assert outcome.action.text == "run 4:WEST-E4-F9-F11"
    assert game.railroad("PS&W").cash == treasury + 100
    assert "for $100" in outcome.messages[0]


def test_best_route_finds_the_rulebook_route() -> None:
    game = rulebook_position()
    routes = RouteFinder(game.graph(), "PS&W").best([("4", 4)])
    assert [r.revenue for r in routes] == [100]
    assert set(routes[0].names) == {"WEST", "E4", "F9", "F11"}


def test_off_board_value_follows_the_phase() -> None:
    yellow = rulebook_position(phase=0)
    assert RouteFinder(yellow.graph(), "PS&W").best([("4", 4)])[0].revenue == 20 + 30 + 10 + 30
    brown = rulebook_position(phase=2)
    assert RouteFinder(brown.graph(), "PS&W").best([("4", 4)])[0].revenue == 40 + 30 + 10 + 30


def test_a_type_2_train_takes_the_two_best_cities() -> None:
    game = rulebook_position()
    routes = RouteFinder(game.graph(), "PS&W").best([("2", 2)])
    assert [(set(r.names), r.revenue) for r in routes] == [({"WEST", "E4"}, 60)]


@pytest.mark.parametrize(
    ("route", "reason"),
    [
        ("run 4:WEST-E4-F11", "without passing Millbrook (F9), which must then be counted"),
        ("run 4:E4-WEST-F9", "off-boards may only begin or end a route"),
        ("run 4:E4-F9-E4", "visits Purple Springs (E4) twice"),
        ("run 4:F9-F11", "does not include a PS&W station"),
        ("run 4:E4", "is not a route like 4:WEST-E4-F9-F11"),
        ("run 3:WEST-E4-F9-F11", "has no type 3 train"),
        ("run 4:WEST-E4-E8", "E8 has no city with track on it"),
        ("run 4:WEST-E4-Z9", "'Z9' is not a city"),
    ],
)
def test_illegal_routes_are_refused_with_their_rule(route: str, reason: str) -> None:
    game = rulebook_position()
    player = run_step(game, ["4"])
    assert reason in refusal(game, player, route)


def test_a_train_visits_at_most_its_number_of_cities() -> None:
    game = rulebook_position()
    player = run_step(game, ["2"])
    assert "at most 2 cities, not 4" in refusal(game, player, "run 2:WEST-E4-F9-F11")


def test_two_trains_may_not_share_track() -> None:
    game = rulebook_position()
    player = run_step(game, ["2", "4"])
    sentence = refusal(game, player, "run 4:WEST-E4-F9-F11 2:E4-F9")
    assert "using the same track" in sentence


def test_two_trains_may_share_a_city_on_separate_track() -> None:
    game = rulebook_position()
    player = run_step(game, ["2", "3"])
    game.apply(player, parse_action("run 3:E4-F9-F11 2:E4-WEST"))
    assert game.runs_this_round()[-1].revenue == (30 + 10 + 30) + (30 + 30)


def crossing_position() -> EZLevel1:
    """Tile 20 at E6 carries two separate tracks: F5-D7 and E4-E8."""
    game = rulebook_position()
    lay(game, "E4", "15", 4)  # green Purple Springs: exits toward F3, West, E6 and F5
    lay(game, "E6", "20", 0)  # [0,3]: F5 <-> Ashford (D7); [1,4]: E4 <-> E8
    lay(game, "F7", "9", 0)  # unrelated straight, replaces the curve
    lay(game, "E8", "8", 5)  # E6 -> F9
    lay(game, "F9", "58", 2)  # small city on a gentle curve, E8 -> Metropolis
    lay(game, "F5", "7", 2)  # sharp curve E4 -> E6
    lay(game, "D7", "57", 0)  # Ashford: a $20 large city
    return game


def test_one_train_may_use_two_tracks_of_one_tile() -> None:
    game = crossing_position()
    player = run_step(game, ["3"])
    game.apply(player, parse_action("run 3:D7-E4-F9"))  # crosses E6 twice, on different tracks
    assert game.runs_this_round()[-1].revenue == 20 + 30 + 10


def test_two_trains_may_use_separate_tracks_of_one_tile() -> None:
    game = crossing_position()
    player = run_step(game, ["2", "3"])
    game.apply(player, parse_action("run 2:E4-D7 3:E4-F9-F11"))
    assert game.runs_this_round()[-1].revenue == (30 + 20) + (30 + 10 + 30)


def test_best_routes_over_several_trains() -> None:
    game = crossing_position()
    routes = RouteFinder(game.graph(), "PS&W").best([("2", 2), ("3", 3)])
    # 3: E4-F9-F11 ($70) and 2: WEST-E4 ($60) beat any pair through the crossing.
    assert sum(r.revenue for r in routes) == 130


def blocked_position() -> EZLevel1:
    """PS&W runs from Metropolis; BR&N's station fills yellow Purple Springs (one slot)."""
    game = operating_game()
    game.state.depot.phase_index = GREEN
    lay(game, "E4", "57", 1)  # one-slot yellow city, exits left (West) and right
    lay(game, "E6", "8", 5)
    lay(game, "F7", "8", 2)
    lay(game, "F9", "4", 1)
    game.state.track.tokens["E4"] = ["BR&N"]
    game.state.track.tokens["F11"] = ["PS&W"]
    return game


def test_a_route_may_not_pass_through_a_city_filled_by_other_stations() -> None:
    game = blocked_position()
    player = run_step(game, ["3"])
    sentence = refusal(game, player, "run 3:F11-F9-WEST")
    assert sentence == (
        "PS&W cannot run from Millbrook (F9) to the West off-board: "
        "the route is blocked by BR&N's station at Purple Springs (E4)."
    )
    assert "every station slot is taken by BR&N" in refusal(game, player, "run 3:F9-E4-WEST".replace("F9", "F11"))


def test_a_route_may_end_in_a_filled_city() -> None:
    game = blocked_position()
    player = run_step(game, ["3"])
    game.apply(player, parse_action("run"))
    assert game.runs_this_round()[-1].routes == [("3", ["F11", "F9", "E4"], 30 + 10 + 20)]


def test_blocked_city_does_not_block_its_own_railroad() -> None:
    game = blocked_position()
    game.state.track.tokens["E4"] = ["PS&W"]
    game.state.track.tokens["F11"] = []
    routes = RouteFinder(game.graph(), "PS&W").best([("4", 4)])
    assert routes[0].revenue == 30 + 20 + 10 + 30  # West, Purple Springs, Millbrook, Metropolis (yellow phase values aside)


def test_manual_check_and_search_agree() -> None:
    game = crossing_position()
    finder = RouteFinder(game.graph(), "PS&W")
    for route in finder.best([("2", 2), ("3", 3)]):
        checked = finder.check([RouteRequest(route.train, route.names)], [(route.train, int(route.train))])
        assert checked[0].revenue == route.revenue
