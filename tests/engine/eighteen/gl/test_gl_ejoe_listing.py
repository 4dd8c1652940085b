"""18GL: the EJ&E's lay puts yellow tiles on its two hexes (C11, C13); a tile already there is upgraded by the
corporation's own lay, as `lay_choices` lists it. Before, `slot_for` sent every tile on those hexes to the EJ&E's
yellow-only lay, so a listed upgrade was refused ("Green tiles may not be laid in the 4H phase"): found by the bot's
benchmark (a beginner picked it). Typed = listed at every move of that game where the EJ&E's lay is open."""

from __future__ import annotations

import random

from engine import IllegalAction, game_class
from engine.eighteen.shared.moves import LayTile
from tests import make_example_gl


def test_an_upgrade_listed_on_an_ejoe_hex_is_accepted() -> None:
    game = game_class("18GL")(["Ann", "Bob", "Cid", "Dee"], 35)
    rng = random.Random(35)
    checked = upgrades = 0
    while not game.over and len(game.history) < 260:
        player = game.acting_players()[0]
        state = game.state
        hexes = state.bonus_hexes.get("ejoe", []) if state.bonus_lays.get("ejoe") else []
        for lay in [a for a in game.legal_actions(player, hexes) if isinstance(a, LayTile)] if hexes else []:
            try:
                game.snapshot().apply(player, lay)
            except IllegalAction as refusal:
                raise AssertionError(f"move {len(game.history) + 1}: {lay.text} is listed but refused: {refusal}") from None
            checked += 1
            upgrades += lay.hex in state.track.tiles
        game.apply(player, make_example_gl.pick(game, player, rng))  # type: ignore[arg-type]
    assert checked and upgrades  # the position of move 237: C11 holds tile 8, and tile 16 upgrades it
