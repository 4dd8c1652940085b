"""Random play with legal moves only: a driver shared by the invariant tests, the saved-game
fixtures and the benchmarks. Deterministic for a given rng seed."""

from __future__ import annotations

import random
from collections.abc import Callable, Iterator

from engine.actions import Action
from engine.core import situation as where
from engine.core.action_base import Pass
from engine.core.game import Game, Outcome
from engine.eighteen.shared.moves import BuyTrain, LayTile, RunTrains


def choose(game: Game, player: int, rng: random.Random) -> Action:
    """A legal move, leaning towards building and acting over passing."""
    actions = game.legal_actions(player)
    assert actions, f"{game.players[player]} must act but has no legal move"
    lays = [a for a in actions if isinstance(a, LayTile)]
    others = [a for a in actions if not isinstance(a, LayTile | Pass)]
    if lays and rng.random() < 0.7:
        return rng.choice(lays)
    if others and rng.random() < 0.7:
        return rng.choice(others)
    return Pass() if Pass() in actions else rng.choice(actions)


def level1_beginner(game: Game, player: int, rng: random.Random) -> Action:
    """A newcomer to 18EZ Level 1 who knows its one lesson (every railroad must buy each train type before the next
    goes on sale, 1.8): buys a train whenever one is offered, builds at the track step, runs the best routes, and
    otherwise acts at random. The benchmark's opponent for the bot in Level 1 (its example has no generator)."""
    actions = game.legal_actions(player)
    step = game.situation(player).step
    buys = [a for a in actions if isinstance(a, BuyTrain)]
    if buys and rng.random() < 0.9:
        return rng.choice(buys)
    lays = [a for a in actions if isinstance(a, LayTile)]
    if lays and step == where.TRACK and rng.random() < 0.8:
        return rng.choice(lays)
    if RunTrains() in actions and step == where.RUN:
        return RunTrains()
    others = [a for a in actions if not isinstance(a, LayTile | Pass)]
    if others and rng.random() < 0.5:
        return rng.choice(others)
    return Pass() if Pass() in actions else rng.choice(actions)


def random_moves(game: Game, rng: random.Random, limit: int,
                 pick: Callable[[Game, int, random.Random], Action] = choose) -> Iterator[Outcome]:
    """Play up to `limit` random legal moves (fewer if the game ends), yielding each outcome."""
    for _ in range(limit):
        if game.over:
            return
        player = game.acting_players()[0]
        yield game.apply(player, pick(game, player, rng))
