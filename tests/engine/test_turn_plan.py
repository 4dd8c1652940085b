"""The bot's suggested plan (issue 49 §2, `engine.players.ahead.turn_plan`) on positions of the shipped examples of
every family: it begins with the very move the bot would make now for a player on move; every step is a move the
real judge accepts when the other seats pass in between, each made on the position it comes with; a Railways of the
World suggestion stays within one turn's actions; it reads only the seat's own view (the other seats' Rail Baron
cards, the deck's order and the game's secret changed, the same suggestion); and it changes nothing in the game."""

from __future__ import annotations

import copy

import pytest

from engine.core import situation as where
from engine.core.action_base import Pass
from engine.core.game import Game
from engine.orders.plans import Plan, next_of, queue_all
from engine.players import bot_move
from engine.players.ahead import MOST, turn_plan
from tests.engine.rotw.test_bot_rotw import _other_secrets
from tests.saved_games import saved_moves

EXAMPLES = ["rotw-eus-example-bots", "rotw-eur-example-bots", "rotw-nip-example-bots", "18ez-level2-example-bots",
            "18gl-example-bots", "18ez-level3-example-bots"]
PROBES = (40, 95, 170, 260)  # moves after which the suggestions are checked


def _positions(name: str) -> list[Game]:
    game, moves = saved_moves(name)
    found = []
    for i, (player, action, epoch) in enumerate(moves):
        if i in PROBES:
            found.append(game.snapshot())
        game.epoch = epoch
        game.replay_move(player, action)
    return found


@pytest.mark.parametrize("name", EXAMPLES)
def test_a_suggestion_is_the_bots_moves_judged_by_the_real_game_and_from_the_seats_view(name: str) -> None:
    checked = 0
    for game in _positions(name):
        due = game.acting_players()
        for player in range(len(game.players)):
            before = copy.deepcopy(game.state)
            suggested = turn_plan(game, player)
            assert game.state == before, "a suggestion changed the game it read"
            assert len(suggested) <= MOST
            if not suggested:
                continue
            checked += 1
            kinds = (where.ACTIONS,) if game.family == "rotw" else (where.SHARES, where.OPERATING)
            if player in due and game.situation(player).kind in kinds:
                assert suggested[0].action == bot_move(game, player), "a suggestion that is not the bot's move now"
            if game.family == "rotw":
                assert len({s.position.situation(player).round for s in suggested}) == 1, "a suggestion past its turn"
                assert all(s.position.situation(player).kind == where.ACTIONS for s in suggested)
                for variant in range(2):
                    assert [s.action for s in turn_plan(_other_secrets(game, player, variant), player)] == \
                        [s.action for s in suggested], "a suggestion followed another seat's secret"
            for step in suggested:  # the real judge accepts each step on the position it comes with
                assert player in step.position.acting_players()
                step.position.snapshot().apply(player, step.action)
    assert checked >= 4


def test_a_queued_suggestion_makes_its_first_move_when_nobody_changed_the_board() -> None:
    """Queued whole, the suggestion's first step is made at the player's moment (the guards hold: nothing changed)
    and it is the bot's own move there; later steps keep the links and points they would complete or score."""
    game, moves = saved_moves("rotw-eus-example-bots")
    for player, action, epoch in moves[:120]:
        game.epoch = epoch
        game.replay_move(player, action)
    waiting = next(p for p in range(len(game.players)) if p not in game.acting_players())
    suggested = turn_plan(game, waiting)
    assert suggested, "no suggestion for a player waiting in the actions"
    steps = queue_all(waiting, ((s.position, s.action) for s in suggested))
    assert [s.text for s in steps] == [s.action.text for s in suggested]
    assert steps[0].queued.cost is not None or steps[0].queued.points is not None  # the first step is priced
    assert all(s.queued.cost is None and s.queued.bonds is None for s in steps[1:])  # later ones depend on it
    while not (waiting in game.acting_players() and game.situation(waiting).kind == where.ACTIONS):
        game.apply(game.acting_players()[0], Pass())  # everyone passes (the auction too): nobody changes the board
    found = next_of(game, waiting, Plan(steps=steps))
    assert found.stop is None and found.action == bot_move(game, waiting)
