"""Plans' guards one by one (issue 49 §2): each reason a plan stops, said in a sentence, on Railways of the World and
both 18xx families; the property test beside it (tests/properties/test_plans_keep_their_word.py) judges them on
random positions of every title."""

from __future__ import annotations

import random

from engine import game_class, parse_action
from engine.core.game import Game
from engine.orders.planned import BEST, Measure, Plan, Step
from engine.orders.plans import Next, guard, next_of, queue
from engine.rotw.actions import UpgradeEngine
from tests.randomplay import choose


def test_each_guard_says_why_the_move_is_no_longer_what_was_meant() -> None:
    queued = Measure(cost=4, bonds=0, link=("C23", "E19"), points=2)
    assert guard(queued, queued, None) is None
    assert guard(queued, Measure(cost=5, bonds=0, link=("C23", "E19"), points=2), None) == (
        "it costs 5 now, more than 4 (when you queued it)")
    assert guard(queued, Measure(cost=5, bonds=0, link=("C23", "E19"), points=2), 6) is None  # within a stated most
    assert guard(queued, Measure(cost=4, bonds=0, link=("C23", "E19"), points=2), 3) == (
        "it costs 4 now, more than 3 (the most you set)")
    assert guard(queued, Measure(cost=4, bonds=1, link=("C23", "E19"), points=2), None) == (
        "it issues 1 bonds now, more than the 0 when you queued it")
    assert guard(queued, Measure(cost=4, bonds=0, link=("C23", "H46"), points=2), None) == (
        "it no longer completes the link C23 - E19")
    assert guard(queued, Measure(cost=4, bonds=0, link=("C23", "E19"), points=1), None) == (
        "it scores 1 points now, fewer than the 2 when you queued it")
    assert guard(Measure(), Measure(cost=99, bonds=3), None) is None  # nothing measured when queued: legality only


def rotw_actions(seed: int = 2) -> Game:
    """A Railways of the World game at the actions of turn 1."""
    game = game_class("RotW-EUS")(["Ann", "Bob", "Cid"], seed)
    rng = random.Random(seed)
    while game.situation(game.acting_players()[0]).kind != "actions":
        player = game.acting_players()[0]
        game.apply(player, choose(game, player, rng))
    return game


def test_a_plan_stops_when_its_move_would_issue_more_bonds_and_goes_on_within_them() -> None:
    game = rotw_actions()
    player = game.acting_players()[0]
    game.state.players[player].money = 20  # enough for an upgrade without bonds
    step = queue(game, player, UpgradeEngine())
    assert step.queued.bonds == 0 and step.queued.cost is not None
    assert next_of(game, player, Plan(steps=(step,))).action == UpgradeEngine()
    game.state.players[player].money = 0  # it spent its cash meanwhile (a test's shortcut): bonds would pay now
    stop = next_of(game, player, Plan(steps=(step,))).stop
    assert stop is not None and stop.startswith("upgrade: it issues 1 bonds now, more than the 0 when you queued it")


def test_deliver_best_keeps_its_floor() -> None:
    game = rotw_actions()
    player = game.acting_players()[0]
    floor = Step(text=BEST, queued=Measure(points=3))
    found = next_of(game, player, Plan(steps=(floor,)))
    assert found.action is None and found.stop in ("no delivery can be made now",
                                                   "it scores 0 points now, fewer than the 3 when you queued it")


def test_an_18xx_plan_stops_when_its_lay_can_no_longer_be_made() -> None:
    for title in ("18EZ-L1", "18GL"):
        game = game_class(title)(["Ann", "Bob", "Cid"], 3)
        rng = random.Random(title)
        lay = None
        for _ in range(400):
            player = game.acting_players()[0]
            lays = [a for a in game.legal_actions(player) if getattr(a, "kind", "") == "lay"]
            if lays:
                lay = lays[0]
                break
            game.apply(player, choose(game, player, rng))
        assert lay is not None, title
        step = queue(game, player, lay)
        assert next_of(game, player, Plan(steps=(step,))).action == lay
        wrong = f"lay {lay.text.split()[1]} 9999 0"
        bad = queue(game, player, parse_action(wrong))  # a tile the title does not have
        stop = next_of(game, player, Plan(steps=(bad,))).stop
        assert stop is not None and stop.startswith(f"{wrong} cannot be made now: "), (title, stop)
        passing = next(a for a in game.legal_actions(player) if a.text == "pass")
        game.apply(player, passing)  # the track step passed: the lay waits for the next one (not a stop)
        if player in game.acting_players():
            assert next_of(game, player, Plan(steps=(step,))) == Next(), title
