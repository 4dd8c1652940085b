"""Hidden move details: what a move tells only its mover (`Outcome.private`) reaches that person alone,
never the channel's text, the log or the mirror; the log shows each move's public text."""

from __future__ import annotations

import dataclasses

import pytest

from bot.commands import CommandLayer, Invocation
from bot.console import render
from engine import titles
from engine.actions import Action
from engine.core.game import Outcome
from engine.eighteen.ez.level1.game import EZLevel1
from storage import Store


class SecretLevel1(EZLevel1):
    """Level 1 where choosing a railroad also shows the chooser a secret (as a card draw would)."""

    title = "TEST-SECRET"

    def _apply(self, player: int, action: Action) -> Outcome:
        outcome = super()._apply(player, action)
        return dataclasses.replace(outcome, private=(f"Only {self.players[player]} sees this: the secret card is 7.",))


def who(user: str) -> Invocation:
    return Invocation(guild_id="g", channel_id="c", user_id=user, user_name=user)


async def test_a_moves_secret_reaches_only_its_mover(monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setitem(titles.TITLES, SecretLevel1.title, SecretLevel1)
    store = await Store.open(":memory:")
    try:
        layer = CommandLayer(store, operator_seeds=True)
        await layer.handle(who("Ann"), "game new", {"title": "TEST-SECRET", "seed": "1"})
        await layer.handle(who("Bob"), "game join", {})
        started = await layer.handle(who("Ann"), "game start", {})
        first = started.next_up[0].name
        reply = await layer.handle(who(first), "move", {"action": "choose PS&W"})
        assert not reply.ephemeral
        assert reply.private == f"Only {first} sees this: the secret card is 7."
        assert "secret card" not in reply.text  # the channel's message
        assert f"(only you) Only {first} sees this" in render(reply)  # the console marks it like a refusal
        log = await layer.handle(who("Ann"), "game log", {})
        assert "secret card" not in log.text and "1. Bob takes the Purple Springs & Western (PS&W)" in log.text
    finally:
        await store.close()


class HandLevel1(EZLevel1):
    """Level 1 where each player holds a secret only /game hand shows."""

    title = "TEST-HAND"

    def private_lines(self, player: int) -> list[str]:
        return [f"{self.players[player]}'s secret: {player * 11}"]


async def test_game_hand_shows_a_player_only_their_own_secret(monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setitem(titles.TITLES, HandLevel1.title, HandLevel1)
    store = await Store.open(":memory:")
    try:
        layer = CommandLayer(store, operator_seeds=True)
        await layer.handle(who("Ann"), "game new", {"title": "TEST-HAND", "seed": "1"})
        await layer.handle(who("Bob"), "game join", {})
        await layer.handle(who("Ann"), "game start", {})
        ann = await layer.handle(who("Ann"), "game hand", {})
        bob = await layer.handle(who("Bob"), "game hand", {})
        assert ann.ephemeral and bob.ephemeral
        assert ann.text == "Ann's secret: 0" and bob.text == "Bob's secret: 11"
        stranger = await layer.handle(who("Cid"), "game hand", {})
        assert stranger.ephemeral and stranger.text == "You are not playing in this game."
    finally:
        await store.close()
