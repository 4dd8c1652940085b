"""Railways of the World link costs checked from outside the build code: a brute force over the map data
prices every link found by random walks from city to city (up to four tiles) on the Eastern U.S. and Mexico
maps as the compendium does (each tile its hex's terrain, each ridge crossed its extra, the ridges at both
cities included), and `/build` must charge exactly that, from either end: a ridge costs the same whichever
way it is crossed (issue 20: Knoxville to Chattanooga cost $12,000, Chattanooga to Knoxville $8,000).
"""

from __future__ import annotations

import itertools
import random

import pytest

from engine import IllegalAction, game_class
from engine.actions import parse_action
from engine.rotw import track
from engine.rotw.game import Rotw

NAMES = ["Ann", "Bob", "Cid"]


def at_the_actions(title: str, revision: int | None = None) -> Rotw:
    game = game_class(title)(NAMES, 7, (), revision)
    assert isinstance(game, Rotw)
    for player in range(3):
        game.apply(player, parse_action("keep-baron 1"))
    while game.state.stage == "auction":
        game.apply(game.acting_players()[0], parse_action("pass"))
    return game


def expected_cost(game: Rotw, path: list[str]) -> int:
    """The compendium's price: every tile's terrain (north of North America's Snow Line $1,000 more), and every
    ridge between two hexes the link passes."""
    board, costs = game.board, game.rules.track_costs
    tiles = sum(costs[board.terrain[h]] + (costs["snow"] if h in board.snow else 0) for h in path[1:-1])
    ridges = sum(costs["ridge"] for a, b in itertools.pairwise(path)
                 if any((a, side) in board.ridges and board.neighbour(a, side) == b for side in range(6)))
    return tiles + ridges


def random_links(game: Rotw, rng: random.Random, count: int) -> list[list[str]]:
    """City-to-city paths a build accepts (straight or 60° turns, land only, at most four tiles)."""
    board = game.board
    cities = sorted(board.cities)
    found: list[list[str]] = []
    player = game.acting_players()[0]
    tries = 0
    while len(found) < count and tries < count * 400:
        tries += 1
        path = [rng.choice(cities)]
        for _ in range(5):
            here = path[-1]
            options = [board.neighbour(here, e) for e in range(6)]
            options = [h for h in options if board.on_map(h) and h not in path]
            if not options:
                break
            path.append(rng.choice(options))
            if path[-1] in board.cities:
                break
        if path[-1] not in board.cities or len(path) < 3:
            continue
        try:
            track.plan_build(game, player, tuple(path), None, game.rules.tiles_per_build)
            track.plan_build(game, player, tuple(reversed(path)), None, game.rules.tiles_per_build)
        except IllegalAction:
            continue
        found.append(path)
    return found


def priced_both_ways(game: Rotw, path: list[str]) -> tuple[int, int] | None:
    player = game.acting_players()[0]
    try:
        forward = track.plan_build(game, player, tuple(path), None, 4).cost
        backward = track.plan_build(game, player, tuple(reversed(path)), None, 4).cost
    except IllegalAction:
        return None
    return forward, backward


@pytest.mark.parametrize("title", ["RotW-EUS", "RotW-MEX", "RotW-WUS", "RotW-EUR", "RotW-NIP", "RotW-GB", "RotW-NA"])
def test_a_link_costs_its_terrain_and_ridges_from_either_end(title: str) -> None:
    game = at_the_actions(title)
    links = random_links(game, random.Random(title), 150)
    assert len(links) >= 100
    for path in links:
        assert priced_both_ways(game, path) == (expected_cost(game, path),) * 2, path


def test_every_link_from_a_city_north_of_the_snow_line_costs_a_thousand_more_a_tile() -> None:
    """North America: every link of up to four tiles from every city north of the Snow Line, from either end."""
    game = at_the_actions("RotW-NA")
    board, checked = game.board, 0
    for city in sorted(c for c in board.cities if c in board.snow):
        for path in paths_from(game, [city]):
            prices = priced_both_ways(game, path)
            if prices is not None:
                plain = sum(game.rules.track_costs[board.terrain[h]] for h in path[1:-1])
                snowy = sum(1 for h in path[1:-1] if h in board.snow)
                assert prices == (expected_cost(game, path),) * 2, path
                checked += snowy > 0 and prices[0] > plain
    assert checked >= 50


def test_no_link_crosses_the_humber_and_every_other_near_it_is_priced_as_the_compendium_says() -> None:
    """Every link of up to four tiles from each city within six hexes of the Humber: one crossing a side of the
    black line is refused, from either end; any other the build accepts costs its terrain and ridges."""
    game = at_the_actions("RotW-GB")
    board = game.board
    line = {frozenset(((a, e), (board.neighbour(a, e), (e + 3) % 6))) for a, e in board.barriers}

    def crosses(path: list[str]) -> bool:
        return any(frozenset(((a, s), (b, (s + 3) % 6))) in line
                   for a, b in itertools.pairwise(path) for s in range(6) if board.neighbour(a, s) == b)

    near = {c for c in board.cities if any(track_distance(c, a) <= 6 for a, _ in board.barriers)}
    assert {board.city("Hull"), board.city("Grimsby"), board.city("Goole")} <= near
    refused = accepted = 0
    for city in sorted(near):
        for path in paths_from(game, [city]):
            prices = priced_both_ways(game, path)
            if crosses(path):
                assert prices is None, path
                refused += 1
            elif prices is not None:
                assert prices == (expected_cost(game, path),) * 2, path
                accepted += 1
    assert refused >= 20 and accepted >= 20


def track_distance(a: str, b: str) -> int:
    from engine.core.hexgrid import Hex

    ha, hb = Hex.parse(a), Hex.parse(b)
    rows, cols = abs(ha.letter - hb.letter), abs(ha.number - hb.number)
    return rows + max(0, (cols - rows) // 2)


def paths_from(game: Rotw, path: list[str], most: int = 4) -> list[list[str]]:
    """Every path on from `path` to another city with at most `most` tiles (the brute force's own walk)."""
    board, found = game.board, []
    for edge in range(6):
        nxt = board.neighbour(path[-1], edge)
        if not board.on_map(nxt) or nxt in path:
            continue
        if nxt in board.cities:
            if len(path) > 1:
                found.append([*path, nxt])
        elif len(path) - 1 < most:
            found += paths_from(game, [*path, nxt], most)
    return found


def test_every_link_over_a_ridge_at_a_city_costs_the_same_both_ways() -> None:
    """Every city with a ridge on one of its sides (three on the Eastern U.S. map; Mexico has none), every link of
    up to four tiles leaving it across that ridge."""
    game = at_the_actions("RotW-EUS")
    board = game.board
    checked = 0
    for city in sorted(board.cities):
        for side in range(6):
            beyond = board.neighbour(city, side)
            if (city, side) not in board.ridges or not board.on_map(beyond) or beyond in board.cities:
                continue
            for path in paths_from(game, [city, beyond]):
                prices = priced_both_ways(game, path)
                if prices is not None:
                    assert prices == (expected_cost(game, path),) * 2, path
                    checked += 1
    assert checked >= 20


def test_knoxville_chattanooga_costs_the_same_both_ways() -> None:
    """Issue 20's case: leaving Knoxville across the V34|W35 ridge cost $4,000 more than entering it."""
    path = ["V34", "W35", "X34", "X32"]  # Knoxville - W35 - X34 - Chattanooga
    assert priced_both_ways(at_the_actions("RotW-EUS"), path) == (12, 12) == (expected_cost(at_the_actions("RotW-EUS"), path),) * 2
    assert priced_both_ways(at_the_actions("RotW-EUS", revision=0), path) == (12, 8)  # a saved game pays as it did


def test_a_ferry_lines_link_costs_its_terrain_with_its_ferry_hex_free() -> None:
    """North America's Ferry Line: "You may build over one ferry hex for free ... ignore the snow line surcharge for
    this hex"; every link of up to four tiles over one ferry spot from a city near one, priced from either end."""
    from engine.rotw.cards import build_card

    game = at_the_actions("RotW-NA")
    board, player = game.board, game.acting_players()[0]
    game.state.display.remove("ferry-line-1")
    game.state.players[player].cards = ["ferry-line-1"]
    most, price, _ = build_card(game, player, "ferry-line-1")
    near = [c for c in sorted(board.cities) if any(track_distance(c, f) <= 4 for f in board.ferries)]
    one = 0
    for city in near:
        for path in paths_from(game, [city]):
            ferries = [h for h in path[1:-1] if h in board.ferries]
            if not ferries:
                continue
            costs = []
            for way in (path, path[::-1]):
                try:
                    costs.append(track.plan_build(game, player, tuple(way), None, most, price).cost)
                except IllegalAction:
                    costs.append(None)
            if len(ferries) > 1:  # never on a link of four tiles here; the title test refuses a build with two
                assert costs == [None, None], path
            elif costs[0] is not None:
                ferry = game.rules.track_costs[board.terrain[ferries[0]]] + (
                    game.rules.track_costs["snow"] if ferries[0] in board.snow else 0)
                assert costs == [expected_cost(game, path) - ferry] * 2, path
                one += 1
    assert one >= 3  # links of four tiles at most: Sydney and Ivujivik to the islands
