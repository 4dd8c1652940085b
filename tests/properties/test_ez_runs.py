"""Train runs of every 18EZ level checked from outside the route search (rulebook 2.6 / Level 1's 1.6).

At every run step of random games (all three levels), the run the step makes is compared with:
* every subset of the railroad's trains run by the search alone: the whole set earns at least as much as
  any subset (so no train is ever left out, two of a type included);
* the independent brute force in tests/properties/referee.py, on positions small enough for it: the same
  total, and the routes the step recorded are worth, counted by the referee, what the step paid.
"""

from __future__ import annotations

import copy
import itertools
import random
import re

import pytest

from engine import game_class
from engine.core.game import Game
from engine.eighteen.ez.common.stock import OPERATE, RUN, StockGame
from engine.eighteen.ez.level1.game import EZLevel1
from engine.eighteen.shared.moves import RunTrains
from engine.eighteen.shared.runs.routes import RouteFinder
from tests.properties.referee import Referee, Train
from tests.randomplay import choose

NAMES = ["Ann", "Bob", "Cid", "Dee", "Eve"]
EARNED = re.compile(r"train runs .* for \$(\d+)\.$")


def at_a_run(game: Game) -> tuple[str, list[str], dict[str, int]] | None:
    """(railroad, its trains, its stop bonuses) when the acting railroad is about to run its trains."""
    if isinstance(game, EZLevel1):
        state = game.state
        if state.stage != OPERATE or state.step != RUN:
            return None
        railroad = game.railroad_now()
        return railroad.id, list(railroad.trains), {}
    assert isinstance(game, StockGame)
    state = game.state
    if state.stage != OPERATE or state.step != RUN or state.operating is None or state.offer is not None:
        return None
    if getattr(state, "private_offer", None) is not None:  # an offer for a private is answered first (Level 3)
        return None
    company = game.operating_company()
    return company.id, list(company.trains), game.stop_bonus(company)


def positions(title: str, players: int, seed: int, moves: int) -> list[tuple[Game, str, list[str], dict[str, int]]]:
    game = game_class(title)(NAMES[:players], seed)
    rng = random.Random(seed)
    found = []
    for _ in range(moves):
        if game.over:
            break
        running = at_a_run(game)
        if running is not None and running[1]:
            found.append((copy.deepcopy(game), *running))
        player = game.acting_players()[0]
        game.apply(player, choose(game, player, rng))
    return found


CASES = [("18EZ-L1", 3, 11), ("18EZ-L2", 4, 12), ("18EZ-L2", 3, 13), ("18EZ-L3", 4, 14), ("18EZ-L3", 3, 15)]


@pytest.mark.parametrize(("title", "players", "seed"), CASES)
def test_every_train_is_considered_and_the_referee_agrees(title: str, players: int, seed: int) -> None:
    refereed = twins = 0
    found = positions(title, players, seed, 3000)
    assert len(found) >= 20, "random play should reach many run steps"
    for game, railroad, trains, bonus in found:
        rules = game.rules
        cities = [rules.train(t).cities for t in trains]
        outcome = copy.deepcopy(game).apply(game.acting_players()[0], RunTrains())
        paid = sum(int(m.group(1)) for m in map(EARNED.search, outcome.messages) if m)
        graph = game.graph().with_bonus(bonus) if bonus else game.graph()
        finder = RouteFinder(graph, railroad)
        for size in range(1, len(trains)):
            for subset in itertools.combinations(list(zip(trains, cities, strict=True)), size):
                alone = sum(r.revenue for r in finder.best(list(subset)))
                assert paid >= alone, f"{railroad} ran for ${paid}; its trains {subset} alone earn ${alone}"
        if len(set(trains)) < len(trains):
            twins += 1
        state = game.state
        referee = Referee(game.board, dict(state.track.tiles), {h: list(t) for h, t in state.track.tokens.items()},
                          graph.phase, railroad, bonus)
        longest = max(cities)
        best = referee.best([Train(stops=c) for c in sorted(cities, reverse=True)], limit=60 if len(trains) > 2 else 400,
                            keep=lambda walk, most=longest: len(walk.stops) <= most)
        if best is None:
            continue
        refereed += 1
        assert paid == best, f"{railroad} with {trains} ran for ${paid}; the referee finds ${best}"
        assert sum(referee.value(referee.stop_point(n)) for r in outcome.action.routes for n in r.stops) == paid
    assert refereed >= 10, f"only {refereed} positions were small enough for the referee"
    if title != "18EZ-L1":
        assert twins, "some railroad should own two trains of a type"
