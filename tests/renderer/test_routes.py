"""Route overlays follow the track each train used, in its own colour."""

from __future__ import annotations

import math

import pytest
from PIL import Image

from engine.core.game import Game, Outcome
from engine.eighteen.shared.moves import LayTile, RunTrains
from engine.eighteen.shared.runs.routes import RouteRequest
from engine.titles import new_game
from renderer import pictures_after_move, render_map, render_routes
from renderer.common.geometry import halves
from renderer.eighteen.common.layout import MapLayout
from renderer.eighteen.common.mapview import railroad_colour
from renderer.eighteen.common.routes import ALPHA, drawn_routes, segment_line
from renderer.eighteen.ez.titles import map_view
from tests.renderer.conftest import at, decode, example_script, near


def last_run(game: Game) -> Outcome:
    return next(o for o in reversed(game.history) if isinstance(o.action, RunTrains) and o.action.routes)


@pytest.fixture(scope="module")
def run_pictures(final_game: Game) -> tuple[Image.Image, Image.Image]:
    picture = render_routes(final_game, last_run(final_game))
    assert picture is not None
    return decode(render_map(final_game).png), decode(picture.png)


def _far_point(line: list[tuple[float, float]], centre: tuple[float, float]) -> tuple[float, float]:
    """A point on the track 3/4 of the way towards its end farther from the hex centre
    (clear of the city and its tokens, which are drawn over the routes)."""
    if math.dist(line[0], centre) > math.dist(line[-1], centre):
        line = list(reversed(line))
    _, _, outer = halves(list(line))
    _, point, _ = halves(outer)
    return point


def test_each_route_is_drawn_in_its_colour_along_its_track(final_game: Game, run_pictures: tuple[Image.Image, Image.Image]) -> None:
    plain, routes = run_pictures
    outcome = last_run(final_game)
    railroad = outcome.company
    assert railroad == final_game.railroad_of(outcome.player).id
    requests = [RouteRequest(r.train, tuple(r.stops)) for r in outcome.action.routes]
    drawn = drawn_routes(final_game.graph(), railroad, requests)
    assert len(drawn) == len(requests) >= 2
    assert len({d.colour for d in drawn}) == len(drawn)
    assert 0.4 <= ALPHA <= 0.8
    view = map_view(final_game)
    layout = MapLayout.of(view.board)
    for route in drawn:
        assert route.segments, route.train
        hits = 0
        for segment in route.segments:
            line = segment_line(view, layout, segment)
            x, y = _far_point(line, layout.centre(segment.hex))
            under = at(plain, (x, y))
            expected = tuple(round(u + (c - u) * ALPHA) for u, c in zip(under, route.colour, strict=True))
            drawn_px = at(routes, (x, y))
            # translucent: clearly moved towards the route's colour, yet not the colour itself
            moved = math.dist(drawn_px, route.colour) < 0.6 * math.dist(under, route.colour)
            hits += moved and near(drawn_px, expected, 28)
        assert hits >= 0.8 * len(route.segments), (route.train, hits, len(route.segments))


def test_the_rest_of_the_map_is_untouched(final_game: Game, run_pictures: tuple[Image.Image, Image.Image]) -> None:
    plain, routes = run_pictures
    layout = MapLayout.of(final_game.board)
    used = {stop for route in last_run(final_game).action.routes for stop in route.stops}
    for hex_name in ("F11", "H13", "G6", "E16", "I10"):
        assert hex_name not in used
        assert near(at(plain, layout.centre(hex_name)), at(routes, layout.centre(hex_name)), 10)


def test_revenues_listed_are_the_ones_paid(final_game: Game) -> None:
    outcome = last_run(final_game)
    railroad = outcome.company
    requests = [RouteRequest(r.train, tuple(r.stops)) for r in outcome.action.routes]
    total = sum(d.revenue for d in drawn_routes(final_game.graph(), railroad, requests))
    assert f"{railroad} collects ${total};" in " ".join(outcome.messages)


def test_no_picture_without_a_run(final_game: Game) -> None:
    lay = next(o for o in final_game.history if isinstance(o.action, LayTile))
    assert render_routes(final_game, lay) is None
    nothing = Outcome(lay.player, RunTrains(routes=()), ("PS&W has no route to run and earns nothing.",))
    assert render_routes(final_game, nothing) is None


def test_after_a_move_the_bot_posts_the_routes_or_else_the_map(final_game: Game) -> None:
    run = pictures_after_move(final_game, last_run(final_game))
    assert [p.filename for p in run] == ["routes.png"]
    assert "routes" in run[0].caption and "\n" not in run[0].caption
    lay = next(o for o in final_game.history if isinstance(o.action, LayTile))
    assert [p.filename for p in pictures_after_move(final_game, lay)] == ["map.png"]


def test_every_run_of_the_example_can_be_drawn() -> None:
    title, players, seed, moves = example_script()
    game = new_game(title, list(players), seed)
    drawn = 0
    for player, action in moves:
        outcome = game.replay_move(player, action)
        if isinstance(action, RunTrains) and action.routes:
            railroad = outcome.company
            requests = [RouteRequest(r.train, tuple(r.stops)) for r in action.routes]
            assert all(d.segments for d in drawn_routes(game.graph(), railroad, requests)), action.text
            drawn += 1
    assert drawn >= 20


def test_the_route_legend_names_the_cities(final_game: Game) -> None:
    """The legend read "E4-F9-F11"; it names the stops as players know them."""
    from renderer.eighteen.common.routes import route_panel

    outcome = last_run(final_game)
    requests = [RouteRequest(r.train, tuple(r.stops)) for r in outcome.action.routes]
    view = map_view(final_game)
    routes = drawn_routes(final_game.graph(), outcome.company, requests)
    texts = [line.text for line in route_panel(view, outcome.company, routes).lines]
    board = final_game.board
    for route in routes:
        named = " - ".join(board.offboards[n].name if n in board.offboards else board.hexes[n].name for n in route.names)
        assert named in texts and not any(n in named for n in route.names if n in board.hexes and board.hexes[n].name)


def test_route_colours_are_never_a_railroads_colour_or_a_tiles() -> None:
    """A route drawn in a railroad's colour reads as that railroad's: every route colour stays far from every
    railroad's colour in every title, from the tile colours, and from each other."""
    from engine import TITLES
    from renderer.common import style

    railroads = {title: [railroad_colour(game.board, rr) for rr in game.board.railroads]
                 for title in TITLES if hasattr(game := new_game(title, ["Ann", "Bob", "Cid"], 1), "board")
                 and getattr(game.board, "railroads", None)}
    assert set(railroads) == {"18EZ-L1", "18EZ-L2", "18EZ-L3", "18GL"}
    for route in style.ROUTE_COLOURS:
        for title, colours in railroads.items():
            assert min(style.colour_distance(route, c) for c in colours) >= 140, (route, title)
        assert min(style.colour_distance(route, c) for c in style.TILE_COLOURS.values()) >= 140, route
    others = [(a, b) for i, a in enumerate(style.ROUTE_COLOURS) for b in style.ROUTE_COLOURS[i + 1:]]
    assert min(style.colour_distance(a, b) for a, b in others) >= 140


def test_every_majors_home_is_marked_from_the_start() -> None:
    """Where each major will begin is known before anyone pars it: the map marks every home city until its station."""
    for title in ("18EZ-L2", "18EZ-L3"):
        game = new_game(title, ["Ann", "Bob", "Cid"], 1)
        view = map_view(game)
        majors = set(game.state.companies) - {getattr(game, "system_spec", None) and game.system_spec.id}
        assert majors <= set(view.homes), title
