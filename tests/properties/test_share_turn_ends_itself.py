"""A share dealing turn ends by itself when nothing but passing is left (18EZ Levels 2-3): over random play, a
player is never asked to /pass only to end a turn in which nothing else is legal."""

from __future__ import annotations

import random

import pytest

from engine import game_class
from engine.core.action_base import Pass
from tests.randomplay import random_moves


@pytest.mark.parametrize("title", ["18EZ-L2", "18EZ-L3"])
@pytest.mark.parametrize("seed", [1, 2])
def test_no_turn_waits_for_a_pass_that_is_the_only_move(title: str, seed: int) -> None:
    game = game_class(title)(["Ann", "Bob", "Cid", "Dee"], seed)
    mid_turn = 0
    for _ in random_moves(game, random.Random(seed), 1200):
        for player in game.acting_players():
            if "this turn" in game.turn_prompt(player):  # bought or sold already this turn
                mid_turn += 1
                assert any(not isinstance(a, Pass) for a in game.legal_actions(player)), game.turn_prompt(player)
    assert mid_turn > 20
