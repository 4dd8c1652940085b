"""The action log: round trip, canonical JSON, stale appends, append-only."""

from __future__ import annotations

import asyncio
import json
import re
from pathlib import Path

import pytest

import storage
from storage import GameNotFound, LogEntry, SequenceConflict, StorageError, Store
from tests.storage.storage_helpers import GAME, FakeClock, RawDb, action

pytestmark = pytest.mark.asyncio


async def test_append_and_log_round_trip(store: Store, clock: FakeClock) -> None:
    game = await store.create_game(**GAME)
    appended = []
    for i in range(5):
        appended.append(await store.append(game.id, expected_seq=i, kind="action", user_id="user-1", data=action(i)))
    undo = await store.append(game.id, expected_seq=5, kind="undo", user_id="user-2", data={})
    assert [e.seq for e in appended] == [1, 2, 3, 4, 5]
    assert undo == LogEntry(seq=6, kind="undo", user_id="user-2", data={}, created_at=clock.now)
    log = await store.log(game.id)
    assert log == [*appended, undo]
    assert [e.data for e in log[:5]] == [action(i) for i in range(5)]
    assert await store.log(game.id, after_seq=4) == log[4:]
    assert await store.log(game.id, after_seq=6) == []
    assert await store.log_length(game.id) == 6
    assert (await store.get_game(game.id)).updated_at == undo.created_at


async def test_data_is_stored_as_canonical_json(store: Store, raw: RawDb) -> None:
    game = await store.create_game(**GAME)
    data = {"z": 1, "a": {"y": [1, 2, (3, 4)], "b": "é"}, "m": None}
    entry = await store.append(game.id, expected_seq=0, kind="action", user_id="u", data=data)
    # What comes back is what a reload gives: the tuple has become a list.
    assert entry.data == {"z": 1, "a": {"y": [1, 2, [3, 4]], "b": "é"}, "m": None}
    assert (await store.log(game.id))[0].data == entry.data
    [(text,)] = await raw.fetch("SELECT data FROM actions WHERE game_id = $1", game.id)
    assert text == json.dumps(data, sort_keys=True, separators=(",", ":"))
    assert text == '{"a":{"b":"\\u00e9","y":[1,2,[3,4]]},"m":null,"z":1}'


async def test_stale_expected_seq_conflicts_and_writes_nothing(store: Store, raw: RawDb) -> None:
    game = await store.create_game(**GAME)
    for i in range(3):
        await store.append(game.id, expected_seq=i, kind="action", user_id="u", data=action(i))
    before = (await store.get_game(game.id)).updated_at
    for stale in (0, 2):
        with pytest.raises(SequenceConflict, match="moved first") as caught:
            await store.append(game.id, expected_seq=stale, kind="action", user_id="u", data={})
        assert (caught.value.expected_seq, caught.value.current_seq) == (stale, 3)
    with pytest.raises(SequenceConflict, match="does not have"):
        await store.append(game.id, expected_seq=7, kind="action", user_id="u", data={})
    assert await store.log_length(game.id) == 3
    assert [e.data for e in await store.log(game.id)] == [action(i) for i in range(3)]
    assert (await store.get_game(game.id)).updated_at == before  # rolled back too
    assert await raw.fetch("SELECT COUNT(*) FROM actions") == [(3,)]


async def test_logs_of_games_are_separate(store: Store) -> None:
    one = await store.create_game(**GAME)
    two = await store.create_game(**{**GAME, "channel_id": "chan-2"})
    await store.append(one.id, expected_seq=0, kind="action", user_id="u", data={"g": 1})
    await store.append(two.id, expected_seq=0, kind="action", user_id="u", data={"g": 2})
    await store.append(two.id, expected_seq=1, kind="action", user_id="u", data={"g": 2})
    assert [e.data["g"] for e in await store.log(one.id)] == [1]
    assert [e.seq for e in await store.log(two.id)] == [1, 2]


async def test_bad_appends_refused(store: Store) -> None:
    game = await store.create_game(**GAME)
    with pytest.raises(GameNotFound):
        await store.append(999, expected_seq=0, kind="action", user_id="u", data={})
    with pytest.raises(GameNotFound):
        await store.log(999)
    with pytest.raises(GameNotFound):
        await store.log_length(999)
    with pytest.raises(StorageError, match="cannot be saved as JSON"):
        await store.append(game.id, expected_seq=0, kind="action", user_id="u", data={"x": {1, 2}})
    with pytest.raises(StorageError, match="at most 32"):
        await store.append(game.id, expected_seq=0, kind="k" * 33, user_id="u", data={})
    with pytest.raises(StorageError, match="negative"):
        await store.append(game.id, expected_seq=-1, kind="action", user_id="u", data={})
    assert await store.log_length(game.id) == 0


async def test_database_itself_refuses_log_edits(store: Store, raw: RawDb, backend: str) -> None:
    game = await store.create_game(**GAME)
    await store.append(game.id, expected_seq=0, kind="action", user_id="u", data={"n": 1})
    edits = ["UPDATE actions SET data = '{}'", "DELETE FROM actions"]
    if backend == "postgresql":
        edits.append("TRUNCATE actions")  # SQLite has no TRUNCATE (its DELETE runs the trigger)
    for edit in edits:
        with pytest.raises(Exception, match="append-only"):
            await raw.execute(edit)
    with pytest.raises(Exception, match=r"UNIQUE|PRIMARY|duplicate key"):
        await raw.execute(
            "INSERT INTO actions (game_id, seq, kind, user_id, data, created_at) VALUES ($1, 1, 'action', 'u', '{}', 0)",
            game.id,
        )
    assert [e.data for e in await store.log(game.id)] == [{"n": 1}]


async def test_package_never_updates_or_deletes_the_log() -> None:
    package = Path(storage.__file__).parent
    pattern = re.compile(r"(UPDATE\s+actions|DELETE\s+FROM\s+actions)", re.IGNORECASE)
    sources = [*package.glob("*.py"), *package.glob("migrations/**/*.sql")]
    assert any("postgresql" in p.parts for p in sources)  # both dialects are read
    offenders = [p.name for p in sources if pattern.search(p.read_text(encoding="utf-8"))]
    assert offenders == []


async def test_cancelled_appends_leave_the_store_usable(store: Store) -> None:
    game = await store.create_game(**GAME)
    for i in range(30):
        n = await store.log_length(game.id)
        task = asyncio.create_task(store.append(game.id, expected_seq=n, kind="action", user_id="u", data={"i": i}))
        for _ in range(i % 6):  # cancel at a different point each time
            await asyncio.sleep(0)
        task.cancel()
        await asyncio.gather(task, return_exceptions=True)
    # Whatever was committed before each cancellation, the log is whole and
    # no transaction was left open to block the next write.
    n = await store.log_length(game.id)
    last = await store.append(game.id, expected_seq=n, kind="action", user_id="u", data={})
    assert [e.seq for e in await store.log(game.id)] == list(range(1, last.seq + 1))
