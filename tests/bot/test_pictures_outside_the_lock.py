"""Pictures are drawn outside the game's lock (issue 21 §6): while one move's pictures are being drawn the next
move is judged and saved, and the pictures show the position they were asked for."""

from __future__ import annotations

import asyncio
import threading

import pytest

from bot import pictures
from bot.commands import CommandLayer, Invocation
from engine.core.game import Game
from storage import Store


def who(user: str) -> Invocation:
    return Invocation(guild_id="g", channel_id="c", user_id=user.lower(), user_name=user)


async def test_the_next_move_does_not_wait_for_the_pictures(monkeypatch: pytest.MonkeyPatch) -> None:
    drawn: list[int] = []
    release = threading.Event()

    def slow(game: Game, outcome: object, before: object = None, bots: tuple[int, ...] = (), befores: object = ()) -> list:
        release.wait(10)  # Pillow at work, in its thread, until the test lets it finish
        drawn.append(len(game.history))
        return []

    monkeypatch.setattr(pictures, "move_pictures", slow)
    store = await Store.open(":memory:")
    try:
        layer = CommandLayer(store, draw_pictures=True, operator_seeds=True)
        await layer.handle(who("Ann"), "game new", {"title": "18EZ-L1", "seed": "3"})
        await layer.handle(who("Bob"), "game join", {})
        start = await layer.handle(who("Ann"), "game start", {})
        first = start.next_up[0].name
        second = "Ann" if first == "Bob" else "Bob"
        reply = await layer.handle(who(first), "choose", {"railroad": "PS&W"}, draw_later=True)
        assert reply.painter is not None
        painting = asyncio.create_task(reply.painter())
        await asyncio.sleep(0.05)  # the drawing has begun (and blocks until released)
        # with the lock held while drawing, this move would wait for ever: it must be judged and saved meanwhile
        moved = await asyncio.wait_for(layer.handle(who(second), "choose", {"railroad": "BR&N"}, draw_later=True), 5)
        assert not moved.ephemeral and not painting.done()
        release.set()
        await painting
        assert drawn == [1]  # the first move's pictures show the position after it, not after the second
    finally:
        await store.close()
