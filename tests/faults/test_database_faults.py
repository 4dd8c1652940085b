"""Slow or stuck databases (issue 32 §5): a command that cannot reach its database within a bound is answered with
one sentence and nothing is half-saved, on PostgreSQL behind a TCP proxy that cuts the network, and on a SQLite file
whose write lock another process holds."""

from __future__ import annotations

import asyncio
import sqlite3
import threading
from collections.abc import AsyncIterator
from pathlib import Path
from urllib.parse import parse_qs, urlparse

import pytest

from bot.commands import CommandLayer, Invocation
from storage import Store
from tests.faults.proxy import Proxy

BOUND_S = 15.0  # a hang is a failure; the answer itself comes in about DB_TIMEOUT_S


def who(name: str) -> Invocation:
    return Invocation(user_id=name.lower(), user_name=name, channel_id="c", guild_id="g")


async def started(store: Store) -> tuple[CommandLayer, str]:
    """An 18EZ Level 1 game of Ann and Bob; (layer, the name of the player to move)."""
    layer = CommandLayer(store, operator_seeds=True)
    await layer.handle(who("Ann"), "game new", {"title": "18EZ-L1", "seed": "3"})
    await layer.handle(who("Bob"), "game join", {})
    start = await layer.handle(who("Ann"), "game start", {})
    return layer, start.next_up[0].name


@pytest.fixture
async def proxied(pg_url: str) -> AsyncIterator[tuple[Proxy, str]]:
    """The test's database reached through a proxy on 127.0.0.1 (pgserver listens on a unix socket)."""
    parsed = urlparse(pg_url)
    socket_dir = parse_qs(parsed.query)["host"][0]
    proxy = await Proxy(unix_path=f"{socket_dir}/.s.PGSQL.{parsed.port or 5432}").start()
    try:
        yield proxy, f"postgresql://{parsed.username}:@127.0.0.1:{proxy.port}{parsed.path}"
    finally:
        await proxy.close()


async def test_a_network_partition_is_answered_in_a_sentence_and_saves_nothing(proxied: tuple[Proxy, str]) -> None:
    """A 20 s partition held every command 20 s (no timeout). Now the move is refused in one sentence within the
    database's bound, nothing is saved, and once the network heals the same move is made."""
    proxy, url = proxied
    store = await Store.open(url)
    try:
        layer, first = await started(store)
        record = await store.active_game("c")
        assert record is not None
        before = await store.log_length(record.id)
        proxy.partition()
        reply = await asyncio.wait_for(layer.handle(who(first), "choose", {"railroad": "PS&W"}), BOUND_S)
        assert reply.ephemeral and "could not be reached" in reply.text and "\n" not in reply.text, reply.text
        proxy.heal()
        assert await store.log_length(record.id) == before  # nothing half-saved
        again = await asyncio.wait_for(layer.handle(who(first), "choose", {"railroad": "PS&W"}), BOUND_S)
        assert not again.ephemeral, again.text
        assert await store.log_length(record.id) == before + 1
    finally:
        proxy.heal()
        await store.close()


async def test_a_sqlite_lock_held_by_another_process_is_answered_in_a_sentence(tmp_path: Path) -> None:
    """A SQLite lock held 8 s by another process stalled every command 5–8 s; now the busy database is said in one
    sentence after SQLite's busy timeout (2 s), the move unsaved, and made once the lock is let go."""
    path = tmp_path / "games.sqlite3"
    store = await Store.open(path)
    holding, release = threading.Event(), threading.Event()

    def other_process() -> None:
        conn = sqlite3.connect(path, isolation_level=None)
        conn.execute("BEGIN IMMEDIATE")
        holding.set()
        release.wait(30)
        conn.execute("ROLLBACK")
        conn.close()

    try:
        layer, first = await started(store)
        record = await store.active_game("c")
        assert record is not None
        before = await store.log_length(record.id)
        thread = threading.Thread(target=other_process, daemon=True)
        thread.start()
        assert await asyncio.to_thread(holding.wait, 10)
        reply = await asyncio.wait_for(layer.handle(who(first), "choose", {"railroad": "PS&W"}), BOUND_S)
        assert reply.ephemeral and "busy right now" in reply.text, reply.text
        release.set()
        await asyncio.to_thread(thread.join, 10)
        assert await store.log_length(record.id) == before
        assert not (await layer.handle(who(first), "choose", {"railroad": "PS&W"})).ephemeral
    finally:
        release.set()
        await store.close()
