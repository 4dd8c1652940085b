"""18GL station costs (4.6.2) checked by the brute force of tests/properties/referee.py: at positions all
through the saved 18GL games, for every corporation, the fewest hexes entered on a legal route from one of
its stations to each city (which cities can be reached at all, and what a station there costs) agree with
engine/eighteen/gl/stations.py. The walk the old cost counted (games before rules revision 1) is shown to
differ from the rulebook's where it turned back at a dead end."""

from __future__ import annotations

import json

import pytest

from engine.eighteen.gl.game import GL18
from engine.eighteen.gl.stations import legal_hex_distances
from engine.eighteen.gl.track import hex_distances
from engine.eighteen.shared.building import TrackState
from tests.properties.referee import Referee
from tests.saved_games import SAVED, saved_moves


def positions(fixture: str, every: int) -> list[GL18]:
    game, moves = saved_moves(fixture)
    assert isinstance(game, GL18)
    found = []
    for number, (player, action, _epoch) in enumerate(moves, start=1):
        game.replay_move(player, action)
        if number % every == 0:
            found.append(game.replayed([(o.player, o.action) for o in game.history]))
    return found


@pytest.mark.parametrize(("fixture", "every"), [("18gl-random-5p-to-the-end", 250), ("18gl-example", 60)])
def test_station_costs_agree_with_the_referee(fixture: str, every: int) -> None:
    checked = 0
    for game in positions(fixture, every):
        graph = game.graph()
        state = game.state
        for corporation in state.corporations.values():
            if not graph.stations(corporation.id):
                continue
            referee = Referee(game.board, dict(state.track.tiles), {h: list(t) for h, t in state.track.tokens.items()},
                              graph.phase, corporation.id)
            expected = referee.station_distances(most=14)
            if expected is None:
                continue
            checked += 1
            assert legal_hex_distances(graph, corporation.id) == expected, f"{corporation.id} after move {len(game.history)}"
    assert checked >= 20, f"only {checked} positions were small enough for the referee"


POSITIONS = json.loads((SAVED.parent / "gl_station_positions.json").read_text())


@pytest.mark.parametrize("position", POSITIONS, ids=lambda p: p["game"])
def test_a_walk_that_turns_back_is_not_a_route(position: dict) -> None:
    """Positions of random games (rules revision 0) where the old cost let the walk turn back at a dead end: a
    station offered where no legal route reaches (NKP at G15 for $280, seed 104), or charged too little. The rulebook
    (4.6.2: "trace a legal route"; 4.6.3: no reversing, no track used twice) gives the referee's answer."""
    board = GL18(["A", "B"], 1).board
    track = TrackState(tiles={h: (t, r) for h, (t, r) in position["tiles"].items()}, tokens=position["tokens"])
    graph = track.graph(board, position["phase"])
    railroad, hex_name = position["railroad"], position["hex"]
    assert hex_distances(graph, railroad).get(hex_name) == position["walk"]  # what games before revision 1 pay
    legal = legal_hex_distances(graph, railroad)
    assert legal.get(hex_name) == position["legal"] != position["walk"]
    referee = Referee(board, dict(track.tiles), track.tokens, position["phase"], railroad).station_distances(most=16)
    assert referee is not None and referee == legal
