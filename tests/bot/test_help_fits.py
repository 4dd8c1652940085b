"""`/game help` was two or three private messages of 3,300-4,200 characters (issue 34): now one message for every
title, naming its moves and the game's commands, and pointing at the players' guide for the rest."""

from __future__ import annotations

from pathlib import Path

import pytest

from bot.commands.layer import CommandLayer
from bot.commands.replies import Invocation
from engine import TITLES
from storage import Store


@pytest.mark.parametrize("title", sorted(TITLES))
async def test_game_help_is_one_message_for_every_title(tmp_path: Path, title: str) -> None:
    store = await Store.open(tmp_path / "g.sqlite3")
    try:
        layer = CommandLayer(store, operator_seeds=True)
        await layer.handle_line(Invocation("ann", "Ann", "c"), f"/game new title:{title}")
        helped = await layer.handle_line(Invocation("ann", "Ann", "c"), "/game help")
    finally:
        await store.close()
    assert helped.ephemeral and len(helped.text) <= 2000
    assert "Moves: /" in helped.text and "/game status" in helped.text and "docs/players.md" in helped.text


def test_a_long_log_line_is_cut_between_words_never_mid_amount() -> None:
    from bot.commands.logwords import WORDS_MAX, said

    text = "PS&W runs " + " ".join(f"E{n} for $1,{n:03d}," for n in range(200))
    cut = said([text])
    assert len(cut) <= WORDS_MAX + 1 and cut.endswith(" …")
    last = cut[:-2].split()[-1]
    assert last in text.split() or last + "," in text.split()  # a whole word before the "…", never a part of one
