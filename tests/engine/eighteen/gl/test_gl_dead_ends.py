"""18GL rounds that lead nowhere, explained (issue 34 §2, rules revision 4)."""

from __future__ import annotations

import random

from engine.core.action_base import Pass
from engine.titles import game_class

FOUR = ["Ann", "Bob", "Cid", "Dee"]


def test_a_stock_round_that_floats_nothing_says_why() -> None:
    """Issue 34 §2: 18GL played three round pairs of private revenue without a word (rules revision 4)."""
    game = game_class("18GL")(FOUR, 3)
    said: list[str] = []
    for _ in range(400):
        if any("Stock Round" in m and " ends;" in m for m in said):
            break
        player = game.acting_players()[0]
        auction = game.state.startpacket is not None or game.state.start_due is not None
        action = random.Random(len(game.history)).choice(game.legal_actions(player)) if auction else Pass()
        said = list(game.apply(player, action).messages)
    assert not any(c.floated for c in game.state.corporations.values())
    assert ("No corporation has floated, so the Operating Rounds pay only the private companies: a corporation floats "
            "once 5 of its shares are bought (4.4).") in said
