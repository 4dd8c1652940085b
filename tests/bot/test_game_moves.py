"""`/game moves` in one message: the legal moves grouped by command with their counts, option values and costs; in
Railways of the World the builds reaching a city are listed too, checked against a brute-force search."""

from __future__ import annotations

from contextlib import suppress

from bot.commands.movelist import grouped_moves
from engine import game_class
from engine.core.errors import IllegalAction
from engine.rotw import suggest
from engine.rotw.track import plan_build
from tests.engine.rotw.test_rotw_core import SmallMap, linked, started


def every_city_build(game: SmallMap, player: int) -> set[tuple[str, ...]]:
    """The referee: every path of up to the rules' tiles from any place a build may start to a city, walked over
    every neighbour (no shortcut about turns or water), judged by the move's own check."""
    board, most = game.board, game.rules.tiles_per_build
    found: set[tuple[str, ...]] = set()

    def walk(path: tuple[str, ...]) -> None:
        for edge in range(6):
            there = board.neighbour(path[-1], edge)
            if there in path or not board.on_map(there):
                continue
            route = (*path, there)
            if there in board.cities:
                with suppress(IllegalAction):
                    if plan_build(game, player, route, None, most).end is not None:
                        found.add(route)
            elif len(route) - 1 < most + 1:
                walk(route)

    for start in suggest.starts(game, player):
        walk((start,))
    return found


def same_way(routes: set[tuple[str, ...]]) -> set[frozenset[tuple[str, ...]]]:
    return {frozenset((r, tuple(reversed(r)))) for r in routes}


def test_the_builds_listed_are_every_build_reaching_a_city() -> None:
    for game in (started(), linked()[0]):
        me = game.acting_players()[0]
        listed = suggest.city_builds(game, me)
        assert listed and [p.cost for _, p in listed] == sorted(p.cost for _, p in listed)  # the cheapest first
        assert same_way({r for r, _ in listed}) == same_way(every_city_build(game, me))


def test_a_rotw_turn_lists_the_builds_with_their_costs_and_names_the_cities() -> None:
    game = started()
    me = game.acting_players()[0]
    lines = grouped_moves(game, me)
    builds = [line for line in lines if line.startswith("/build: ")]
    cheapest_route, cheapest = suggest.city_builds(game, me)[0]
    assert len(builds) == 1 and f"{len(suggest.city_builds(game, me))} paths reaching a city" in builds[0]
    assert f"({' '.join(cheapest_route)}, ${cheapest.cost * 1000:,})" in builds[0]
    assert game.board.cities[cheapest.start].name in builds[0]
    assert "/pass" in lines and any(line.startswith("/urbanize: ") and "$10,000" in line for line in lines)


def test_18ez_pars_are_one_line_with_their_price_range() -> None:
    game = game_class("18EZ-L2")(["Ann", "Bob", "Cid", "Dee"], 5)
    lines = grouped_moves(game, game.acting_players()[0])
    par = next(line for line in lines if line.startswith("/par: "))
    assert par.endswith("price $50–$100") and "M&R" in par
    assert len(lines) == len({line.split(":")[0].split()[0] for line in lines})  # one line a command
