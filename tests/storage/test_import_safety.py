"""Imports that cannot hurt the bot (issue 21 §4), on SQLite and PostgreSQL: a refused file leaves nothing
behind (no half-imported lobby blocking the channel), limits are refused at once with one sentence, a file
that is not UTF-8 is one sentence in the console, and an import's replay does not block the event loop."""

from __future__ import annotations

import asyncio
import json
import os
from pathlib import Path
from typing import Any

import pytest

from bot import workers
from bot.commands import CommandLayer, Invocation
from bot.console import read_export
from storage import Store
from storage.export import _checksum

ADMIN = Invocation(user_id="op", user_name="Op", channel_id="c1", guild_id="g1", is_admin=True)


async def finished_export(store: Store) -> dict[str, Any]:
    """A small real game's export: 18EZ Level 1, a few moves."""
    layer = CommandLayer(store, operator_seeds=True)
    who = {n: Invocation(user_id=n.lower(), user_name=n, channel_id="src", guild_id="g1") for n in ("Ann", "Bob")}
    await layer.handle(who["Ann"], "game new", {"title": "18EZ-L1", "seed": "3"})
    await layer.handle(who["Bob"], "game join", {})
    start = await layer.handle(who["Ann"], "game start", {})
    first = start.next_up[0].name
    await layer.handle(who[first], "choose", {"railroad": "PS&W"})
    export = await layer.handle(who["Ann"], "game export", {})
    return json.loads(export.files[0][1])


def resealed(document: dict[str, Any], change: Any) -> str:
    body = json.loads(json.dumps({k: v for k, v in document.items() if k not in ("checksum", "signature")}))
    change(body)
    return json.dumps({**body, "checksum": _checksum(body)})


BAD = [
    (lambda d: d["log"][0].update(kind="k" * 33), "kind must be 1 to 32 characters"),
    (lambda d: d["seats"][0].update(user_id=""), "user id must be 1 to 64 characters"),
    (lambda d: d["seats"][1].update(display_name=""), "name must be 1 to 100 characters"),
    (lambda d: d["seats"][1].update(display_name="B\x00b"), "without NUL"),
    (lambda d: d["seats"][1].update(display_name="x" * 4_000), "name must be 1 to 100 characters"),
    (lambda d: d["seats"][1].update(display_name="ANN"), "differ only by capital letters"),
    (lambda d: d["log"][0]["data"].update(note="a\x00b"), "NUL character"),
]


@pytest.mark.parametrize(("change", "why"), BAD, ids=[w for _c, w in BAD])
async def test_a_refused_import_leaves_nothing(store: Store, change: Any, why: str) -> None:
    document = await finished_export(store)
    layer = CommandLayer(store, operator_seeds=True)
    reply = await layer.handle(ADMIN, "game import", {"file": resealed(document, change)})
    assert reply.ephemeral and why in reply.text
    assert await store.active_game("c1") is None and await store.channel_history("c1") == []  # nothing half-made
    assert not (await layer.handle(ADMIN, "game new", {"title": "18EZ-L1"})).ephemeral  # the channel is free


async def test_a_move_that_fails_in_the_middle_leaves_nothing(store: Store) -> None:
    document = await finished_export(store)

    def break_last(body: dict[str, Any]) -> None:
        body["log"][-1]["data"]["action"] = {"kind": "choose", "railroad": "NOWHERE"}

    reply = await CommandLayer(store, operator_seeds=True).handle(ADMIN, "game import", {"file": resealed(document, break_last)})
    assert reply.ephemeral and "is not a legal move" in reply.text
    assert await store.channel_history("c1") == []


async def test_oversized_files_are_refused_at_once(store: Store) -> None:
    document = await finished_export(store)
    huge = json.dumps(document) + " " * 4_000_001
    reply = await CommandLayer(store, operator_seeds=True).handle(ADMIN, "game import", {"file": huge})
    assert reply.ephemeral and "too large to be an exported game" in reply.text
    many = resealed(document, lambda d: d.update(log=[{**d["log"][0], "seq": i + 1} for i in range(20_001)]))
    reply = await CommandLayer(store, operator_seeds=True).handle(ADMIN, "game import", {"file": many})
    assert reply.ephemeral and "a game holds at most 20,000" in reply.text  # checked before any move is replayed


def test_a_file_that_is_not_utf8_is_one_sentence(tmp_path: Path) -> None:
    path = tmp_path / "game.json"
    path.write_bytes(b"\xff\xfe{not text")
    with pytest.raises(ValueError, match="is not a text file in UTF-8"):
        read_export(path)


async def test_an_import_replays_off_the_event_loop(store: Store) -> None:
    """While an import replays its moves, the loop goes on: a timer ticks (other players are answered); the replay
    runs in the import process (issue 32 §3), so it takes no share of the bot's interpreter."""
    document = await finished_export(store)
    assert await workers.for_import(os.getpid) != os.getpid()
    ticks = 0

    async def ticking() -> None:
        nonlocal ticks
        while True:
            await asyncio.sleep(0.001)
            ticks += 1

    ticker = asyncio.create_task(ticking())
    try:
        reply = await CommandLayer(store, operator_seeds=True).handle(ADMIN, "game import", {"file": json.dumps(document)})
    finally:
        ticker.cancel()
    assert not reply.ephemeral and ticks >= 1
