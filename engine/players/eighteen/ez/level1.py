"""The bot in 18EZ Level 1 (engine/eighteen/ez/level1/game.py), where each player runs one railroad and the most money
wins.

- It chooses the free railroad whose home has the most revenue near it.
- It lays the tile that raises its run the most (now, and with the next train), else the one that brings its track
  nearest to stops it does not reach yet; it passes when no tile helps.
- It always runs (the engine's proven best routes).
- It buys the next train when the railroad has none, or when what the train adds to the run pays for it in the
  rounds likely left; the type 5 (which ends the game once a railroad with one has $1,000) it buys when it can
  afford it and leads, or when it would not fall behind the leader by buying it.
"""

from __future__ import annotations

from engine.core.action_base import Move as Action
from engine.core.action_base import Pass
from engine.eighteen.ez.level1.game import EZLevel1
from engine.eighteen.shared.moves import BuyTrain, ChooseRailroad, LayTile, RunTrains
from engine.players.eighteen.common.evaluation import Tally, best_lay, distance, ez_revenues, frontier, lay_order, stops, with_tile

FRONTIER_WEIGHT = 0.3


def choose(g: EZLevel1, player: int, actions: list[Action]) -> Action:
    """The bot's move in 18EZ Level 1: choose the railroad with the best home, lay the best tile, run, buy a train."""
    chosen = [a for a in actions if isinstance(a, ChooseRailroad)]
    if chosen:
        return max(chosen, key=lambda a: (_home_worth(g, a.railroad), a.railroad))
    railroad = g.railroad_now()
    step = g.state.step
    lays = [a for a in actions if isinstance(a, LayTile)]
    if step == "build" and lays:
        lay = _lay(g, railroad.id, lays)
        if lay is not None:
            return lay
    if any(isinstance(a, RunTrains) for a in actions):  # in the build step too: no lay helps, so it runs at once
        return RunTrains()
    buys = [a for a in actions if isinstance(a, BuyTrain)]
    if buys and _wants_train(g, buys[0]):
        return buys[0]
    return Pass()


def _home_worth(g: EZLevel1, railroad: str) -> float:
    board = g.board
    home = board.railroads[railroad].home
    return sum(s.value / (1.0 + distance(board, home, s.hex)) for s in stops(board, g.track, g.phase().name))


def _cities(g: EZLevel1, trains: list[str]) -> list[tuple[str, int]]:
    return [(t, g.rules.train(t).cities) for t in trains]


def _future(g: EZLevel1, trains: list[str]) -> list[str]:
    """The trains with the next one it could buy (what a lay should also serve)."""
    for train in g.state.depot.left:
        if train not in trains and g.state.depot.left[train] > 0:
            return [*trains, train]
    return trains or ["2"]


def _lay(g: EZLevel1, railroad: str, lays: list[LayTile]) -> LayTile | None:
    board, track, phase = g.board, g.track, g.phase().name
    trains = list(g.railroad(railroad).trains)
    now, later = _cities(g, trains), _cities(g, _future(g, trains))
    all_stops = stops(board, track, phase)
    tally = Tally()

    def judge(lay: LayTile | None) -> float:
        placed = track if lay is None else with_tile(track, board, lay, railroad)
        graph = placed.graph(board, phase)
        run_now, run_later = ez_revenues(graph, railroad, [now, later], tally)
        return 2 * run_now + run_later + FRONTIER_WEIGHT * frontier(board, graph, railroad, all_stops)

    lay, _ = best_lay(lays, judge, lambda found: lay_order(board, track, railroad, found), tally=tally)
    return lay


PATIENCE = 12  # from this round on the richest railroad ends the game when it can, even with a small lead


def _wants_train(g: EZLevel1, buy: BuyTrain) -> bool:
    """Every type before the last is bought as soon as the railroad can pay: it runs more, and the types must sell
    out (one per railroad) before the one that ends the game comes."""
    railroad = g.railroad_now()
    train = buy.train or g.state.depot.next_type()
    if not railroad.trains or train != g.rules.end.train:
        return True
    return _may_end(g, railroad.id, g.rules.train(train).price)


def _may_end(g: EZLevel1, railroad: str, price: int) -> bool:
    """The train that lets the game end: bought when the railroad will have the money to end it this round and
    lead after paying for it (from round PATIENCE on: when it is the richest), or once another railroad has one."""
    mine = g.railroad(railroad).money
    others = [rr.money for rr in g.railroads() if rr.owner is not None and rr.id != railroad]
    end = g.rules.end
    if any(end.train in rr.trains for rr in g.railroads() if rr.id != railroad):
        return mine - price >= end.money
    if mine - price < end.money:
        return False
    return mine - price >= max(others, default=0) or (g.round_number >= PATIENCE and mine >= max(others, default=0))
