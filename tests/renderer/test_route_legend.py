"""Issue 34, "Also seen": the 18EZ routes picture listed one train of three. Its legend lists every train the
railroad ran, each with its route and revenue, and the trains that found no route."""

from __future__ import annotations

from engine.core.game import Outcome
from engine.eighteen.ez.level1.game import EZLevel1
from engine.eighteen.shared.moves import RunTrains
from engine.eighteen.shared.runs.routes import RouteRequest
from renderer import api
from renderer.eighteen.common.routes import drawn_routes, idle_trains, route_panel
from renderer.eighteen.ez.titles import map_view
from tests.saved_games import saved_moves

RUN = 45  # 18ez-level1-example: PS&W owns a 2-, a 3- and a 4-train; the 4 and the 3 run, the 2 finds no route


def _after_the_run() -> tuple[EZLevel1, Outcome, api.Seen]:
    game, moves = saved_moves("18ez-level1-example")
    assert isinstance(game, EZLevel1)
    for player, action, epoch in moves[:RUN]:
        game.epoch = epoch
        game.replay_move(player, action)
    before = api.seen(game)
    player, action, _ = moves[RUN]
    outcome = game.apply(player, action)
    return game, outcome, before


def test_the_legend_lists_every_train_with_its_route_and_revenue() -> None:
    game, outcome, before = _after_the_run()
    action = outcome.action
    assert isinstance(action, RunTrains) and action.routes is not None
    assert outcome.company == "PS&W" and sorted(game.railroad("PS&W").trains) == ["2", "3", "4"]
    requests = [RouteRequest(r.train, tuple(r.stops)) for r in action.routes]
    routes = drawn_routes(game.graph(), "PS&W", requests)
    idle = idle_trains(game.railroad("PS&W").trains, [r.train for r in action.routes])
    texts = [line.text for line in route_panel(map_view(game), "PS&W", routes, idle).lines]
    assert texts == [
        "PS&W runs for $150",
        "4-train: $90", "Purple Springs - Teal Cove - Southwest",
        "3-train: $60", "Purple Springs - West",
        "2-train: no route",
    ]
    pictures = api.pictures_after_move(game, outcome, before)
    assert [p.filename for p in pictures] == ["routes.png"]
    assert pictures[0].caption == "PS&W's routes (4-train, 3-train; 2-train: no route), move 46"


def test_the_trains_without_a_route_are_counted_by_type() -> None:
    assert idle_trains(["2", "2", "3"], ["2"]) == ["2", "3"]
    assert idle_trains(["2", "3", "4"], ["4", "3"]) == ["2"]
    assert idle_trains(["3", "3"], ["3", "3"]) == []
