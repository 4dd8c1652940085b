"""A game keeps the rules revision it began under: new games store the current one, older saves read as 0."""

from __future__ import annotations

import pytest

from bot.commands import CommandLayer, Invocation
from bot.service import game_of, new_setup, revision_of
from engine import IllegalAction
from engine.core.game import RULES_REVISION
from engine.eighteen.ez.level1.game import EZLevel1
from storage import Store


def who(user: str) -> Invocation:
    return Invocation(guild_id="g", channel_id="c", user_id=user, user_name=user)


def test_a_setup_without_a_revision_is_a_game_saved_before_revisions() -> None:
    assert revision_of({}) == 0 and revision_of({"options": ["x"]}) == 0
    assert revision_of(new_setup(())) == RULES_REVISION == revision_of(new_setup(("quick",)))
    assert game_of("18EZ-L1", ["Ann", "Bob"], 3, {}).revision == 0
    assert game_of("18EZ-L1", ["Ann", "Bob"], 3, {"rules": RULES_REVISION}).revision == RULES_REVISION


def test_an_unknown_revision_is_refused() -> None:
    with pytest.raises(IllegalAction, match="evision 99 is unknown"):
        EZLevel1(["Ann", "Bob"], 3, (), 99)
    with pytest.raises(IllegalAction, match="evision"):
        revision_of({"rules": "1"})


async def test_a_new_game_is_stored_and_reloaded_under_the_current_revision() -> None:
    store = await Store.open(":memory:")
    try:
        layer = CommandLayer(store, operator_seeds=True)
        await layer.handle(who("Ann"), "game new", {"title": "18EZ-L1", "seed": "4"})
        await layer.handle(who("Bob"), "game join", {})
        await layer.handle(who("Ann"), "game start", {})
        record = await store.active_game("c")
        assert record is not None and record.options == {"rules": RULES_REVISION}
        loaded = await layer.games.load(record)
        assert loaded.game.revision == RULES_REVISION
        assert loaded.game.replayed([]).revision == RULES_REVISION
    finally:
        await store.close()
