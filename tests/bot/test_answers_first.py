"""What Discord's 3 seconds wait for never queues behind optional work (issue 32 §3): a move's answer, buttons
included, comes while every picture waits; and a move's pictures that have not begun when a later move of the same
game asks for its own are merged into the later one's (nothing shown is lost)."""

from __future__ import annotations

import asyncio
import threading

from bot import pictures, workers
from bot.commands import CommandLayer, Invocation
from storage import Store

OPENING = ["Ann: /game new title:18EZ-L1 seed:3", "Bob: /game join", "Cid: /game join", "Ann: /game start",
           "Bob: /choose railroad:PS&W", "Cid: /choose railroad:TC&L", "Ann: /choose railroad:BR&N"]


def who(name: str) -> Invocation:
    return Invocation(user_id=name.lower(), user_name=name, channel_id="c", guild_id="g")


async def opened(store: Store) -> CommandLayer:
    layer = CommandLayer(store, draw_pictures=True, operator_seeds=True)
    for line in OPENING:
        name, _, command = line.partition(": ")
        assert not (await layer.handle_line(who(name), command)).ephemeral, line
    return layer


async def test_an_answer_comes_while_every_picture_waits() -> None:
    """40 queued map pictures held a move's answer 28 s: its buttons were worked out in the pictures' pool."""
    store = await Store.open(":memory:")
    release = threading.Event()
    try:
        layer = await opened(store)
        record = await store.active_game("c")
        assert record is not None
        loaded = await layer.games.load(record)

        def stuck(game: object) -> list[object]:
            release.wait(30)
            return []

        queued = [asyncio.create_task(pictures.draw(store, loaded, stuck)) for _ in range(12)]  # type: ignore[arg-type]
        await asyncio.sleep(0.05)
        reply = await asyncio.wait_for(
            layer.handle(who("Bob"), "lay", {"hex": "E4", "tile": "57", "rotation": "1"}, draw_later=True), 10)
        assert not reply.ephemeral and reply.next_up and reply.next_up[0].quick  # answered, with its buttons
        release.set()
        await asyncio.gather(*queued)
    finally:
        release.set()
        await store.close()


async def test_a_moves_pictures_not_begun_merge_into_the_next_moves() -> None:
    """Bob's lay changes the board, his train purchase does not. Both moves' pictures wait behind a busy pictures
    thread: the lay's draw nothing, and the purchase's show the board as the lay left it."""
    store = await Store.open(":memory:")
    release = threading.Event()
    try:
        layer = await opened(store)
        await layer.handle_line(who("Bob"), "/run routes:2:E4-F3")
        busy = asyncio.get_running_loop().run_in_executor(workers.PICTURES, release.wait, 30)
        lay = await layer.handle(who("Bob"), "lay", {"hex": "E4", "tile": "5", "rotation": "0"}, draw_later=True)
        train = await layer.handle(who("Bob"), "buy-train", {"type": "2"}, draw_later=True)
        assert lay.painter is not None and train.painter is not None
        drawn = [asyncio.create_task(lay.painter()), asyncio.create_task(train.painter())]
        await asyncio.sleep(0.05)
        release.set()
        await busy
        first, second = await asyncio.gather(*drawn)
        assert first == []
        assert [p.filename for p in second if p.filename.startswith("map")], [p.filename for p in second]
        alone = await layer.handle(who("Cid"), "lay", {"hex": "I6", "tile": "57", "rotation": "2"}, draw_later=True)
        assert alone.painter is not None
        assert [p.filename for p in await alone.painter() if p.filename.startswith("map")]  # nothing queued: its own
    finally:
        release.set()
        await store.close()
