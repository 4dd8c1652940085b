"""Games: creation, the one-active-game-per-channel rule, history, status."""

from __future__ import annotations

import asyncio
import sqlite3
from pathlib import Path

import pytest

from storage import ChannelBusy, GameNotFound, StorageError, Store
from tests.storage.storage_helpers import GAME, FakeClock

pytestmark = pytest.mark.asyncio


def journal_mode(path: Path) -> str:
    assert path.exists()
    with sqlite3.connect(path) as raw:
        return str(raw.execute("PRAGMA journal_mode").fetchone()[0])


async def test_open_creates_parent_dir_in_wal_mode(db_path: Path) -> None:
    async with await Store.open(db_path):
        assert journal_mode(db_path) == "wal"


async def test_create_then_active_and_get(store: Store, clock: FakeClock) -> None:
    game = await store.create_game(**GAME)
    assert game.status == "lobby"
    assert game.options == {"map": "north", "variant": 2}
    assert game.scores is None
    assert game.created_at == game.updated_at == clock.now
    assert await store.active_game("chan-1") == game
    assert await store.get_game(game.id) == game
    assert await store.active_game("chan-2") is None


async def test_channel_busy_while_lobby_or_running(store: Store) -> None:
    game = await store.create_game(**GAME)
    with pytest.raises(ChannelBusy, match="already has a game"):
        await store.create_game(**GAME)
    await store.set_status(game.id, "running")
    with pytest.raises(ChannelBusy):
        await store.create_game(**GAME)
    assert [g.id for g in await store.channel_history("chan-1")] == [game.id]


@pytest.mark.parametrize("ending", ["finished", "abandoned"])
async def test_new_game_allowed_after_previous_ends(store: Store, ending: str) -> None:
    first = await store.create_game(**GAME)
    await store.set_status(first.id, ending)
    assert await store.active_game("chan-1") is None
    second = await store.create_game(**GAME)
    assert second.id != first.id
    assert (await store.active_game("chan-1")) == second


async def test_history_newest_first(store: Store) -> None:
    ids = []
    for _ in range(3):
        game = await store.create_game(**GAME)
        await store.set_status(game.id, "finished")
        ids.append(game.id)
    history = await store.channel_history("chan-1")
    assert [g.id for g in history] == ids[::-1]
    assert all(g.status == "finished" for g in history)
    assert await store.channel_history("elsewhere") == []


async def test_channels_are_independent(store: Store) -> None:
    one = await store.create_game(**GAME)
    two = await store.create_game(**{**GAME, "channel_id": "chan-2"})
    assert (await store.active_game("chan-1")).id == one.id  # type: ignore[union-attr]
    assert (await store.active_game("chan-2")).id == two.id  # type: ignore[union-attr]
    await store.set_status(one.id, "abandoned")
    assert await store.active_game("chan-1") is None
    assert (await store.active_game("chan-2")).id == two.id  # type: ignore[union-attr]


async def test_reopening_an_old_game_while_another_is_active(store: Store) -> None:
    old = await store.create_game(**GAME)
    await store.set_status(old.id, "finished")
    await store.create_game(**GAME)
    with pytest.raises(ChannelBusy):
        await store.set_status(old.id, "running")
    assert (await store.get_game(old.id)).status == "finished"


async def test_set_status_scores_kept_unless_replaced(store: Store, clock: FakeClock) -> None:
    game = await store.create_game(**GAME)
    finished = await store.set_status(game.id, "finished", scores={"user-1": 42})
    assert finished.scores == {"user-1": 42}
    assert finished.updated_at == clock.now > game.updated_at
    again = await store.set_status(game.id, "abandoned")
    assert again.scores == {"user-1": 42}
    assert (await store.get_game(game.id)).scores == {"user-1": 42}


async def test_bad_status_and_missing_game(store: Store) -> None:
    game = await store.create_game(**GAME)
    with pytest.raises(StorageError, match="not a game status"):
        await store.set_status(game.id, "paused")
    with pytest.raises(GameNotFound):
        await store.get_game(999)
    with pytest.raises(GameNotFound):
        await store.set_status(999, "finished")


async def test_bad_arguments_refused_before_writing(store: Store) -> None:
    with pytest.raises(StorageError, match="64-bit"):
        await store.create_game(**{**GAME, "seed": 2**64 - 1})
    with pytest.raises(StorageError, match="JSON object"):
        await store.create_game(**{**GAME, "options": ["not", "a", "dict"]})  # type: ignore[arg-type]
    with pytest.raises(StorageError, match="cannot be saved as JSON"):
        await store.create_game(**{**GAME, "options": {"bad": float("nan")}})
    with pytest.raises(StorageError, match="channel id"):
        await store.create_game(**{**GAME, "channel_id": ""})
    assert await store.channel_history("chan-1") == []


async def test_data_survives_reopen(target: str, clock: FakeClock) -> None:
    async with await Store.open(target, clock=clock) as first:
        game = await first.create_game(**GAME)
    async with await Store.open(target, clock=clock) as second:
        assert await second.get_game(game.id) == game


async def test_lock_is_one_per_game(store: Store) -> None:
    order: list[str] = []
    holding = asyncio.Event()
    release = asyncio.Event()

    async def hold_game_1() -> None:
        async with store.lock(1):
            order.append("first in 1")
            holding.set()
            await release.wait()
            order.append("first out of 1")

    async def enter(game_id: int) -> None:
        async with store.lock(game_id):
            order.append(f"second in {game_id}")

    holder = asyncio.create_task(hold_game_1())
    await holding.wait()
    await enter(2)  # another game's lock is free meanwhile
    waiter = asyncio.create_task(enter(1))
    done, _ = await asyncio.wait({waiter}, timeout=0.3)  # ample time to get in, were the lock not held
    assert not done
    release.set()
    await asyncio.gather(holder, waiter)
    assert order == ["first in 1", "second in 2", "first out of 1", "second in 1"]
