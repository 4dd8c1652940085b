"""Many writers on one game: within one Store, and across two Stores (processes)."""

from __future__ import annotations

import asyncio

import pytest

from storage import LogEntry, SequenceConflict, Store
from tests.storage.storage_helpers import GAME, FakeClock, RawDb

pytestmark = pytest.mark.asyncio

TASKS = 50


def assert_contiguous(log: list[LogEntry], count: int) -> None:
    assert [e.seq for e in log] == list(range(1, count + 1))
    tasks = [e.data["task"] for e in log]
    assert len(tasks) == len(set(tasks)), "an action was written twice"


async def test_locked_appends_all_land_once(store: Store) -> None:
    game = await store.create_game(**GAME)

    async def play(task: int) -> None:
        async with store.lock(game.id):
            n = await store.log_length(game.id)
            await store.append(game.id, expected_seq=n, kind="action", user_id="u", data={"task": task})

    await asyncio.gather(*(play(i) for i in range(TASKS)))
    log = await store.log(game.id)
    assert_contiguous(log, TASKS)
    assert {e.data["task"] for e in log} == set(range(TASKS))


async def test_unlocked_appends_conflict_instead_of_duplicating(store: Store) -> None:
    game = await store.create_game(**GAME)

    async def play(task: int) -> LogEntry:
        n = await store.log_length(game.id)
        return await store.append(game.id, expected_seq=n, kind="action", user_id="u", data={"task": task})

    results = await asyncio.gather(*(play(i) for i in range(TASKS)), return_exceptions=True)
    written = [r for r in results if isinstance(r, LogEntry)]
    conflicts = [r for r in results if isinstance(r, SequenceConflict)]
    assert len(written) + len(conflicts) == TASKS, results
    assert conflicts, "50 racing writers should have collided at least once"
    log = await store.log(game.id)
    assert log == sorted(written, key=lambda e: e.seq)
    assert_contiguous(log, len(written))


async def retry_until_written(store: Store, game_id: int, task: int) -> LogEntry:
    """What a caller without the lock must do: reload and try again."""
    n = await store.log_length(game_id)
    while True:
        try:
            return await store.append(game_id, expected_seq=n, kind="action", user_id="u", data={"task": task})
        except SequenceConflict as conflict:
            n = conflict.current_seq
            await asyncio.sleep(0)


async def test_unlocked_appends_with_retry_all_land_once(store: Store) -> None:
    game = await store.create_game(**GAME)
    await asyncio.gather(*(retry_until_written(store, game.id, i) for i in range(TASKS)))
    assert_contiguous(await store.log(game.id), TASKS)


async def test_two_stores_on_one_database_cannot_double_a_seq(target: str, clock: FakeClock, raw: RawDb) -> None:
    async with (
        await Store.open(target, clock=clock) as first,
        await Store.open(target, clock=clock) as second,
    ):
        game = await first.create_game(**GAME)
        # Both "processes" read the same length, then both try to append.
        n1 = await first.log_length(game.id)
        n2 = await second.log_length(game.id)
        await first.append(game.id, expected_seq=n1, kind="action", user_id="a", data={"task": -1})
        with pytest.raises(SequenceConflict):
            await second.append(game.id, expected_seq=n2, kind="action", user_id="b", data={"task": -2})
        # And racing for real, each Store with its own writers and no shared lock.
        await asyncio.gather(*(retry_until_written(first if i % 2 else second, game.id, i) for i in range(TASKS)))
        assert_contiguous(await second.log(game.id), TASKS + 1)
    assert await raw.fetch("SELECT COUNT(*), COUNT(DISTINCT seq) FROM actions") == [(TASKS + 1, TASKS + 1)]
