"""The run network built where a check walks (replaying recorded runs) realises every recorded run exactly as the
whole network does: the same trains, stops, revenue, track and crossings, for every run of 18GL's saved games
(ferries, H, E and D trains, ALCO's extended trains, blocked cities among them)."""

from __future__ import annotations

import pytest

from engine.eighteen.gl import routes as gl_routes
from engine.eighteen.gl.game import GL18
from engine.eighteen.gl.state import Corporation
from engine.eighteen.shared.moves import RunTrains
from engine.eighteen.shared.runs.trainruns import RunNetwork
from engine.eighteen.shared.runs.trainruns_check import check_runs
from engine.eighteen.shared.runs.trainruns_lazy import LazyRunNetwork
from tests.saved_games import saved_moves


def realised(net: RunNetwork, game: GL18, corporation: Corporation, action: RunTrains) -> list[tuple]:
    specs = gl_routes.train_specs(game, corporation)
    requests = [(r.train, tuple(r.stops)) for r in action.routes or ()]
    routes = check_runs(net, specs, requests)
    return [(r.train.name, r.names, r.revenue, net.segments_of(r.segments), tuple(r.tags), net.hexes_named(r.hexes))
            for r in routes]


@pytest.mark.parametrize("name", ["18gl-example", "18gl-random-5p-to-the-end"])
def test_every_recorded_run_is_realised_the_same_by_both_networks(name: str) -> None:
    game, moves = saved_moves(name)
    compared = 0
    for player, action, epoch in moves:
        game.epoch = epoch
        if isinstance(action, RunTrains) and action.routes:
            corporation = game.operating_corp()
            whole, _, _ = gl_routes.network(game, corporation)
            game.trusted = True  # as when a recorded run is replayed
            walked, _, _ = gl_routes.network(game, corporation, lazy=True)
            game.trusted = False
            assert isinstance(walked, LazyRunNetwork) and not isinstance(whole, LazyRunNetwork)
            assert realised(walked, game, corporation, action) == realised(whole, game, corporation, action)
            assert len(walked.nodes) <= len(whole.nodes)
            compared += 1
        game.replay_move(player, action)
    assert compared > 100
