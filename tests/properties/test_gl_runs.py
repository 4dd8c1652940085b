"""18GL train runs checked from outside the route search (rulebook 4.6.3, 4.9, 4.10).

At the run step of random games, the best run the search proves (engine/eighteen/shared/runs/trainruns_search.py) is
compared with:
* every subset of the corporation's trains searched alone: the whole set earns at least as much;
* the brute force of tests/properties/referee.py (H trains counting hexes after the first, E trains
  counting cities and off-boards with towns worth nothing and doubled by Table 8, D trains everything, the
  active ferry's lake hexes and fee), on positions small enough for it: the same earnings less fees; and
  the routes the run step recorded are worth, counted by the referee, what the corporation earned.
"""

from __future__ import annotations

import copy
import itertools

import pytest

from engine.eighteen.gl.game import GL18
from engine.eighteen.gl.routes import bonuses, ferry_terms, network, train_specs
from engine.eighteen.shared.moves import RunTrains
from engine.eighteen.shared.runs.trainruns import DIESEL, EXPRESS, HEXES, TrainSpec
from engine.eighteen.shared.runs.trainruns_search import best_runs
from tests.properties.referee import Ferry, Referee, Train
from tests.saved_games import saved_moves


def as_train(spec: TrainSpec) -> Train:
    if spec.kind == EXPRESS:
        return Train(cities=spec.cities, multiplier=spec.multiplier)
    if spec.kind == DIESEL:
        return Train()
    return Train(hexes=spec.hexes)


def run_positions(fixture: str, every: int) -> list[GL18]:
    """Every `every`-th position before a run in a saved 18GL game, early and late (H, E and D trains, a ferry)."""
    game, moves = saved_moves(fixture)
    assert isinstance(game, GL18)
    found, runs = [], 0
    for player, action, _epoch in moves:
        if isinstance(action, RunTrains):
            runs += 1
            if runs % every == 0:
                found.append(copy.deepcopy(game))
        game.replay_move(player, action)
    return found


@pytest.mark.parametrize(("fixture", "every"), [("18gl-random-5p-to-the-end", 2), ("18gl-example", 1)])
def test_every_train_is_considered_and_the_referee_agrees(fixture: str, every: int) -> None:
    found = run_positions(fixture, every)
    assert len(found) >= 15
    refereed = ferried = 0
    kinds: set[str] = set()
    for game in found:
        corporation = game.state.corporations[game.state.operating]
        specs = train_specs(game, corporation)
        net, fee, _holder = network(game, corporation)
        ferry = game.state.ferry
        forbidden = [ferry] if ferry is not None and fee > corporation.cash else []
        fees = {ferry: fee} if ferry and fee else {}
        result = best_runs(net, specs, fees, forbidden)
        if not result.proven:
            continue
        best = result.revenue - result.fees
        for size in range(1, len(specs)):
            for subset in itertools.combinations(specs, size):
                alone = best_runs(net, list(subset), fees, forbidden)
                assert best >= alone.revenue - alone.fees, f"{corporation.id}: {subset} alone earn more than all its trains"
        crossings, _fee, _ = ferry_terms(game, corporation)
        ferries = [Ferry(c.ends, c.crosses, c.tag) for c in crossings if c.tag not in forbidden]
        state = game.state
        referee = Referee(game.board, dict(state.track.tiles), {h: list(t) for h, t in state.track.tokens.items()},
                          game.graph().phase, corporation.id, bonuses(game, corporation), ferries, town_bonus_first_only=False)
        trains = [as_train(s) for s in specs]
        reach = max((t.hexes for t in trains if t.hexes is not None), default=None)
        keep = (lambda walk, most=reach: len(walk.hexes) - 1 <= most) if all(t.hexes is not None for t in trains) else None
        expected = referee.best(trains, limit=150 if len(trains) > 1 else 600, fees=fees,
                                **({"keep": keep} if keep else {}))
        if expected is None:
            continue
        refereed += 1
        kinds.update(s.kind for s in specs)
        ferried += bool(ferries)
        assert best == expected, f"{corporation.id} with {corporation.trains}: the search proves ${best}, the referee ${expected}"
        outcome = copy.deepcopy(game).apply(game.acting_players()[0], RunTrains())
        routes = outcome.action.routes or ()
        counted = 0
        for route, spec in zip(routes, sorted(specs, key=lambda s: [r.train for r in routes].index(s.name)
                                           if s.name in [r.train for r in routes] else 99), strict=False):
            points = [referee.stop_point(n) for n in route.stops]
            if spec.kind == EXPRESS:
                counted += sum(referee.value(p) for p in points if p[0] != "town") * spec.multiplier
            else:
                counted += sum(referee.value(p) for p in points)
        assert counted == result.revenue, f"{corporation.id}'s recorded routes are worth ${counted}, not ${result.revenue}"
    assert refereed >= 8, f"only {refereed} positions were small enough for the referee"
    assert kinds == {HEXES, EXPRESS, DIESEL} and ferried, (kinds, ferried)  # every kind of train, and a ferry, refereed
