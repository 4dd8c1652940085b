"""The 18xx bot's measure of what trains earn (engine/players/eighteen/common/runs.py): the most, as an exhaustive search
finds it, while its steps last; the best found when they run out; the work it took counted."""

from __future__ import annotations

import itertools
import random

from engine import game_class
from engine.eighteen.shared.runs.routes import RouteFinder
from engine.players import bot_move
from engine.players.eighteen.common.runs import LISTED_WORK, Routes


def exhaustive(routes: list[tuple[int, int, tuple]], reaches: list[int]) -> int:
    """Every way to give each train a route of its reach or none, no two sharing track."""
    best = 0
    for picked in itertools.product([None, *routes], repeat=len(reaches)):
        chosen = [(r, reach) for r, reach in zip(picked, reaches, strict=True) if r is not None]
        if any(len(r[2]) > reach for r, reach in chosen):
            continue
        masks = [r[1] for r, _ in chosen]
        if any(a & b for a, b in itertools.combinations(masks, 2)):
            continue
        best = max(best, sum(r[0] for r, _ in chosen))
    return best


def test_it_finds_the_most_trains_earn_as_an_exhaustive_search_does() -> None:
    rng = random.Random(7)
    for _ in range(150):
        routes = [(rng.randrange(2, 30) * 10, rng.randrange(1, 1 << 10) & rng.randrange(1, 1 << 10) or 1,
                   tuple(range(rng.randrange(2, 7)))) for _ in range(rng.randrange(1, 14))]
        reaches = [rng.randrange(2, 7) for _ in range(rng.randrange(1, 4))]
        assert Routes(routes).best(reaches) == exhaustive(routes, reaches), (routes, reaches)


def test_alike_trains_take_different_routes() -> None:
    routes = [(100, 0b01, ("A", "B")), (60, 0b10, ("C", "D")), (50, 0b01, ("A", "E"))]
    assert Routes(routes).best([2, 2]) == 160
    assert Routes(routes).best([2, 2, 2]) == 160


def test_when_the_steps_run_out_the_best_found_counts_and_the_work_is_counted() -> None:
    rng = random.Random(3)
    routes = [(rng.randrange(10, 30) * 10, rng.randrange(1, 1 << 40) & rng.randrange(1, 1 << 40), (0,) * 5)
              for _ in range(300)]
    reaches = [5, 5, 5, 5]
    measured = Routes(routes)
    most = measured.best(reaches, steps=10**9)
    assert measured.work > LISTED_WORK * len(routes)
    cut = Routes(routes)
    found = cut.best(reaches, steps=50)
    assert 0 < found <= most
    assert cut.work == LISTED_WORK * len(routes) + 50


def test_it_agrees_with_the_engines_best_routes_in_a_game() -> None:
    game = game_class("18EZ-L2")(["Ann", "Bob", "Cid", "Dee"], 3)
    checked = 0
    while not game.over and len(game.history) < 260:
        player = game.acting_players()[0]
        company = game.operating_company() if game.state.stage == "operate" else None
        if company is not None and company.trains and len(game.history) % 3 == 0:
            graph = game.state.track.graph(game.board, game.phase().name)
            trains = [(t, min(game.rules.train(t).cities, 6)) for t in company.trains]
            finder = RouteFinder(graph, company.id)
            engine_best = sum(r.revenue for r in finder.best(trains))
            assert Routes(RouteFinder(graph, company.id).all_routes(6)).best([c for _, c in trains]) == engine_best
            checked += 1
        game.apply(player, bot_move(game, player))
    assert checked > 10
