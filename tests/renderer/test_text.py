"""Words in pictures are drawn as written, never as empty boxes ("Torre▯n") nor stripped of their accents
("Torreon"): every letter of every name of every board, card and company is in the picture font; and
the Mexico map's city names are as large as the Eastern U.S. ones, readable at full size."""

from __future__ import annotations

import pytest
from PIL import ImageFont

from engine import TITLES, game_class
from renderer.common import style
from renderer.rotw import board as rotwboard
from renderer.rotw import maps as rotwmap


def has_glyph(ch: str, font: ImageFont.FreeTypeFont, tofu: bytes) -> bool:
    return ch.isspace() or bytes(font.getmask(ch)) != tofu


@pytest.mark.parametrize("title", sorted(TITLES))
def test_every_name_is_drawn_with_letters_the_font_has(title: str) -> None:
    font = style.font(20)
    tofu = bytes(font.getmask("\U0001F600"))
    game = game_class(title)(["Ann", "Bob", "Cid"], 1)
    board = game.board
    names = [h.name for h in getattr(board, "hexes", {}).values() if getattr(h, "name", None)]
    names += [c.name for c in getattr(board, "cities", {}).values()]
    names += [name for _, name, _ in game.card_texts()]
    assert names
    missing = {ch for name in names for ch in name if not has_glyph(ch, font, tofu)}
    assert not missing, missing
    written = "Torreón – León → Querétaro × Kōbe − Ålborg ß"
    assert all(has_glyph(ch, font, tofu) for ch in written)


def test_mexico_names_are_as_readable_as_the_eastern_us_ones() -> None:
    for title in ("RotW-EUS", "RotW-MEX"):
        plan = rotwboard.layout(game_class(title)(["Ann", "Bob"], 1).board)
        assert plan.radius >= rotwboard.MIN_RADIUS
        assert max(round(plan.radius * rotwmap.NAME_SIZE), rotwmap.NAME_PX) >= 14  # px, as drawn at full size
