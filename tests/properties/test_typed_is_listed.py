"""Typed = listed, for every title: at random positions, every move `legal_actions` lists is accepted, and a
typed move the game accepts is one it lists (tests/properties/typed.py says what "one it lists" means for
moves with a free amount). One judge: a typed command never reaches a rule the legal-move list does not.
"""

from __future__ import annotations

import copy
import random

import pytest

from engine import game_class
from engine.actions import Action
from engine.core.errors import IllegalAction
from engine.core.game import Game
from tests.properties.typed import as_asked, candidates, covered
from tests.randomplay import choose

NAMES = ["Ann", "Bob", "Cid", "Dee", "Eve"]


def _tried(game: Game, player: int, action: Action) -> Action | None:
    """The move as the game records it if accepted, else None; the game is left as it was either way."""
    state, history = copy.deepcopy(game.state), list(game.history)
    try:
        recorded = game.apply(player, action).action
    except IllegalAction:
        return None
    game.state, game.history = state, history
    return recorded


CASES = [
    ("18EZ-L1", 3, 1, 300, 6), ("18EZ-L2", 4, 2, 900, 15), ("18EZ-L3", 4, 3, 900, 20), ("18EZ-L3", 2, 5, 400, 7),
    ("18GL", 4, 4, 1200, 40), ("RotW-EUS", 3, 6, 250, 5), ("RotW-MEX", 3, 7, 200, 5),
]


@pytest.mark.parametrize(("title", "players", "seed", "moves", "every"), CASES)
def test_listed_moves_are_accepted_and_accepted_moves_are_listed(title: str, players: int, seed: int, moves: int,
                                                                 every: int) -> None:
    game = game_class(title)(NAMES[:players], seed)
    rng = random.Random(seed)
    checked = 0
    for number in range(moves):
        if game.over:
            break
        if number % every == 0:
            checked += 1
            for player in range(players):
                listed = game.legal_actions(player)
                for action in rng.sample(listed, min(20, len(listed))):
                    assert _tried(game, player, action), f"move {number}: {NAMES[player]}'s listed {action.text} is refused"
                for action in candidates(game, listed, rng):
                    recorded = _tried(game, player, action)
                    if recorded is None:
                        continue
                    assert as_asked(action, recorded), f"move {number}: {action.text} was recorded as {recorded.text}"
                    assert covered(game, recorded, listed, player), (
                        f"move {number}: {NAMES[player]} typed {action.text}, accepted though not listed "
                        f"({', '.join(sorted({a.text for a in listed})[:12])} ...)")
        player = game.acting_players()[0]
        game.apply(player, choose(game, player, rng))
    assert checked >= 20
