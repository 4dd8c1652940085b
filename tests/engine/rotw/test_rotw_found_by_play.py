"""Railways of the World errors found by playing (issue 20), each checked against the compendium."""

from __future__ import annotations

from functools import cached_property

import pytest

from engine import IllegalAction, game_class
from engine.actions import parse_action
from engine.rotw.actions import TakeCard
from engine.rotw.board import Board
from engine.rotw.data import BoardSpec
from engine.rotw.game import Rotw
from tests.engine.conftest import refused
from tests.engine.rotw.test_rotw_core import BOARD, SmallMap, play


def test_george_pullman_met_during_the_game_is_not_shown_as_not_met() -> None:
    """Pullman's card is revealed and scored when met; the final scoring said "not met"."""
    game = game_class("RotW-EUS")(["Ann", "Bob", "Cid"], 7)
    assert isinstance(game, Rotw)
    state = game.state
    state.players[0].baron, state.players[0].score = "george-pullman", 20
    state.claimed.append("george-pullman")
    messages: list[str] = []
    game.finish(messages)
    line = next(m for m in messages if m.startswith("Ann:"))
    assert "George Pullman: met during the game" in line and "not met" not in line
    assert line.startswith("Ann: 20 points (20 on the track")  # scored once, when met: not again at the end


def test_the_start_says_what_was_drawn() -> None:
    """RotW seats players as they joined and draws who is first; 18xx titles draw the seating."""
    rotw = game_class("RotW-EUS")(["Ann", "Bob", "Cid"], 7)
    assert isinstance(rotw, Rotw)
    first = rotw.players[rotw.state.first]
    assert rotw.seating_sentence() == f"Seating order, as you joined: Ann, Bob, Cid; {first} is first in turn 1, drawn at random."
    ez = game_class("18EZ-L2")(["Ann", "Bob", "Cid"], 7)
    order = ", ".join(ez.players[p] for p in ez.seating())
    assert ez.seating_sentence() == f"Seating order, drawn at random: {order}."


class ShoreMap(SmallMap):
    """The small test map with A5 only partly outlined (a shore hex)."""

    @cached_property
    def _board(self) -> Board:
        hexes = [{**h.model_dump(exclude_none=True), **({"partial": True} if h.hex == "A5" else {})} for h in BOARD.hexes]
        return Board(BoardSpec(**{**BOARD.model_dump(exclude_none=True), "hexes": hexes}))


def test_a_partially_outlined_hex_is_not_playable() -> None:
    """Compendium: "All track pieces must be laid within complete hexes. Partially outlined hexes, like those
    sometimes found adjacent to bodies of water, are not playable." """
    game = ShoreMap(["Ann", "Bob"], 1)
    play(game, "Ann: keep-baron 1", "Bob: keep-baron 2")
    while game.state.stage == "auction":
        play(game, f"{game.players[game.acting_players()[0]]}: pass")
    me = game.acting_players()[0]
    assert refused(game, me, "build A1 A3 A5 A7 A9") == (
        "A5 is only partly outlined on the board (a shore): track is laid only in complete hexes.")
    assert not game.board.buildable("A5") and game.board.buildable("A3")


def test_a_card_refuses_an_option_it_has_no_use_for() -> None:
    """`take-card city-growth-3 L16 gray` was accepted with the colour silently dropped (found by the typed-move test)."""
    game = game_class("RotW-EUS")(["Ann", "Bob", "Cid"], 6)
    for player in range(3):
        game.apply(player, parse_action("keep-baron 1"))
    while game.state.stage == "auction":
        game.apply(game.acting_players()[0], parse_action("pass"))
    me = game.acting_players()[0]
    growth = next(c for c in game.state.display if c.startswith("city-growth"))
    before = len(game.history)
    for action, word in ((TakeCard(card=growth, city="L16", color="gray"), "colour"), (TakeCard(card=growth, city="L16", link=1), "link")):
        with pytest.raises(IllegalAction, match=f"takes no {word}"):
            game.apply(me, action)
    assert len(game.history) == before
