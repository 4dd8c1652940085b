"""Game options and hidden seeds in the Game contract: chosen at /game new, validated, stored with the
setup, shown by /game status and /game help, kept in the export, and never changeable after the start."""

from __future__ import annotations

import json

import pytest

from bot.commands import CommandLayer, Invocation
from engine import IllegalAction
from engine.core.game import RULES_REVISION
from engine.eighteen.ez.level1.game import EZLevel1
from engine.eighteen.ez.level3.game import EZLevel3
from storage import Store


def test_a_title_refuses_options_it_does_not_offer() -> None:
    with pytest.raises(IllegalAction, match="18EZ Level 1 has no option 'events'; it has no options"):
        EZLevel1(["Ann", "Bob"], 1, ["events"])
    assert EZLevel1(["Ann", "Bob"], 1).options == ()


def test_options_are_kept_in_the_titles_order(monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setattr(EZLevel3, "options_offered", {"quick": "shorter game", "open": "open hands"})
    assert EZLevel3(["Ann", "Bob"], 1, ["OPEN", "quick"]).options == ("quick", "open")
    with pytest.raises(IllegalAction, match="its options are quick, open"):
        EZLevel3(["Ann", "Bob"], 1, ["slow"])


def who(user: str) -> Invocation:
    return Invocation(guild_id="g", channel_id="c", user_id=user, user_name=user)


async def test_options_go_from_game_new_to_status_help_and_export(monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setattr(EZLevel3, "options_offered", {"quick": "shorter game"})
    store = await Store.open(":memory:")
    try:
        layer = CommandLayer(store, operator_seeds=True)
        refused = await layer.handle(who("Ann"), "game new", {"title": "18EZ-L3", "options": "slow"})
        assert refused.ephemeral and "has no option 'slow'" in refused.text
        await layer.handle(who("Ann"), "game new", {"title": "18EZ-L3", "options": "quick", "seed": "4"})
        await layer.handle(who("Bob"), "game join", {})
        await layer.handle(who("Ann"), "game start", {})
        record = await store.active_game("c")
        assert record is not None and record.options == {"options": ["quick"], "rules": RULES_REVISION}
        loaded = await layer.games.load(record)
        assert loaded.game.options == ("quick",) and loaded.game.revision == RULES_REVISION
        assert "Options: quick" in (await layer.handle(who("Ann"), "game status", {})).text
        assert "Options in force: quick (shorter game)" in (await layer.handle(who("Ann"), "game help", {})).text
        export = await layer.handle(who("Ann"), "game export", {})
        document = json.loads(export.files[0][1])
        assert document["options"] == {"options": ["quick"], "rules": RULES_REVISION}
    finally:
        await store.close()


async def test_a_title_with_hidden_information_draws_its_own_seed(monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setattr(EZLevel1, "secret_seed", True)
    store = await Store.open(":memory:")
    try:
        layer = CommandLayer(store)
        refused = await layer.handle(who("Ann"), "game new", {"title": "18EZ-L1", "seed": "7"})
        assert refused.ephemeral and "its seed is drawn by the bot and kept secret" in refused.text
        await layer.handle(who("Ann"), "game new", {"title": "18EZ-L1"})
        await layer.handle(who("Bob"), "game join", {})
        await layer.handle(who("Ann"), "game start", {})
        export = await layer.handle(who("Bob"), "game export", {})
        assert export.ephemeral and "can be exported only once it has ended with a result" in export.text
        assert not export.files
    finally:
        await store.close()
