"""18GL stations over the activated ferry (issue 33 §7, rules revision 4).

4.6.2: "the Corporation must trace a legal route using the existing rail network from one of its current station
tokens ... If there is more than one way of reaching the target City ..., the route resulting in the smaller or
smallest cost must be chosen. The Corporation takes the total number of hexes traced ... multiplies by $20".
4.3 note 11: once activated, the ferry "is treated just as if it were normal track"; "The owning Corporation need not
pay to use the Ferry 'track': any other Corporation wishing to do so must pay $50 to the owning Corporation for the
privilege each time they use the Ferry." Our reading: tracing a station's route over the ferry is using it, so a
corporation without the Ferry token pays the holder $50 on top of the hexes, and the cheapest route is the cheapest
in dollars, fee included; the ferry's hexes are the lake hexes it crosses and the hex it lands in (as an H train
counts them, 4.6.3). Games begun under revision 3 or earlier traced stations without the ferry.

Positions come from seeded random play; each test first checks the position is the one described. The brute force of
tests/properties/referee.py is the referee for the costs.
"""

from __future__ import annotations

import copy
import random
from functools import cache

import pytest

from engine.actions import parse_action
from engine.eighteen.gl import track as gl_track
from engine.eighteen.gl.game import GL18
from engine.eighteen.gl.routes import ferry_terms
from engine.titles import game_class
from tests.engine.conftest import refused
from tests.properties.referee import Ferry, Referee
from tests.randomplay import random_moves

FOUR = ["Ann", "Bob", "Cid", "Dee"]


def position(seed: int, moves: int) -> GL18:
    """The game after `moves` seeded random moves (a copy: each test may play on)."""
    return copy.deepcopy(_played(seed, moves))


@cache
def _played(seed: int, moves: int) -> GL18:
    game = game_class("18GL")(FOUR, seed, (), 4)  # revision 4 (the ferry's routes): the positions these were written on
    for _ in random_moves(game, random.Random(seed), moves):
        pass
    assert isinstance(game, GL18) and game.state.ferry == "LC"  # the London-Cleveland ferry is active
    return game


def test_the_ferry_holder_traces_its_station_over_the_ferry_for_free() -> None:
    game = position(1, 1354)
    nkp = game.operating_corp()
    assert nkp.id == "NKP" and game.state.powers.get("ferry") == "NKP" and game.state.step == "token"
    assert gl_track.distances(game, nkp)["M9"] == (60, True)  # over the ferry: 3 hexes at $20, no fee
    old = copy.deepcopy(game)
    old.revision = 3
    assert gl_track.distances(old, old.operating_corp())["M9"] == (100, False)  # without the ferry: 5 hexes
    # Hamilton's spaces are full: the cost is what a station there would cost, and the refusal says why
    assert "Every station space in Hamilton (M9) is taken." in refused(game, game.acting_players()[0], "station M9")


def test_another_corporation_pays_the_holder_the_fee_on_top_of_the_hexes() -> None:
    game = position(10, 1083)
    gt = game.operating_corp()
    assert gt.id == "GT" and game.state.powers.get("ferry") == "PRR" and game.state.step == "track"
    assert gl_track.station_choices(game, gt)["L14"] == 110  # 3 hexes ($60) and the $50 fee
    old = copy.deepcopy(game)
    old.revision = 3
    assert "L14" not in gl_track.distances(old, old.operating_corp())  # no route without the ferry
    president = game.acting_players()[0]
    assert "cannot trace a route from its stations to Cleveland (L14)" in refused(old, president, "station L14")

    prr, state = game.state.corporations["PRR"], game.state
    cash, paid_before, bank = gt.cash, prr.cash, state.bank
    messages = game.apply(president, parse_action("station L14")).messages
    assert gt.cash == cash - 110 and prr.cash == paid_before + 50 and state.bank == bank + 60
    assert "GT places a station in Cleveland (L14) over the London-Cleveland ferry for $110, $50 of it to PRR for " \
           "the ferry." in messages


def test_the_fee_is_weighed_against_a_longer_route_without_the_ferry() -> None:
    game = position(78, 654)
    nyc = game.state.corporations["NYC"]
    assert game.state.powers.get("ferry") == "GT"
    assert gl_track.distances(game, nyc)["L14"] == (110, True)  # 3 hexes and the fee, against 6 hexes ($120) by land
    old = copy.deepcopy(game)
    old.revision = 3
    assert gl_track.distances(old, old.state.corporations["NYC"])["L14"] == (120, False)


@pytest.mark.parametrize(("seed", "moves"), [(1, 1354), (10, 735), (10, 1083), (78, 654)])
def test_station_costs_over_the_ferry_agree_with_the_referee(seed: int, moves: int) -> None:
    game = position(seed, moves)
    graph, state, checked = game.graph(), game.state, 0
    for corporation in state.corporations.values():
        if not graph.stations(corporation.id):
            continue
        crossings, fee, _holder = ferry_terms(game, corporation)
        referee = Referee(game.board, dict(state.track.tiles), {h: list(t) for h, t in state.track.tokens.items()},
                          graph.phase, corporation.id, ferries=[Ferry(c.ends, c.crosses, c.tag) for c in crossings])
        expected = referee.station_costs(game.rules.station_cost_per_hex, fee, most=12)
        if expected is None:
            continue
        checked += 1
        engine = {h: cost for h, (cost, _ferried) in gl_track.distances(game, corporation).items()}
        assert engine == expected, corporation.id
    assert checked >= 1

