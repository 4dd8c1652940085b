"""Schema upgrades: an old database is brought up to date on open, intact."""

from __future__ import annotations

import sqlite3
from pathlib import Path

import aiosqlite
import pytest

from storage import StorageError, Store
from storage.migrate import Migration, apply_migrations, load_migrations, schema_version
from tests.storage.storage_helpers import FakeClock

pytestmark = pytest.mark.asyncio

LATEST = len(load_migrations())


async def build_v1_database(path: Path) -> None:
    """A database as the first release left it: schema 0001 only, a game in play."""
    async with aiosqlite.connect(path, isolation_level=None) as conn:
        assert await apply_migrations(conn, target=1) == 1
        await conn.execute(
            "INSERT INTO games (id, guild_id, channel_id, title, options, seed, status,"
            " creator_id, created_at, updated_at)"
            " VALUES (7, 'g', 'c', 'Old Rails', '{\"map\":\"west\"}', 99, 'running',"
            " 'u1', 10, 20)"
        )
        await conn.execute("INSERT INTO seats (game_id, user_id, display_name, seat_order) VALUES (7, 'u1', 'Ann', 0), (7, 'u2', 'Ben', 1)")
        for seq in (1, 2, 3):
            await conn.execute(
                "INSERT INTO actions (game_id, seq, kind, user_id, data, created_at) VALUES (7, ?, 'action', 'u1', ?, ?)",
                (seq, f'{{"n":{seq}}}', 20 + seq),
            )


def table_columns(path: Path, table: str) -> list[str]:
    with sqlite3.connect(path) as raw:
        return [row[1] for row in raw.execute(f"PRAGMA table_info({table})")]


async def test_there_is_a_real_upgrade_path() -> None:
    assert [m.version for m in load_migrations()] == list(range(1, LATEST + 1))
    assert LATEST >= 2


async def test_v1_database_is_upgraded_with_data_intact(tmp_path: Path) -> None:
    path = tmp_path / "old.sqlite3"
    await build_v1_database(path)
    assert "scores" not in table_columns(path, "games")
    assert "notify" not in table_columns(path, "seats")

    async with await Store.open(path, clock=FakeClock()) as store:
        game = await store.get_game(7)
        assert (game.title, game.options, game.seed, game.status) == (
            "Old Rails",
            {"map": "west"},
            99,
            "running",
        )
        assert game.scores is None
        assert [(s.user_id, s.seat_order, s.notify) for s in await store.seats(7)] == [
            ("u1", 0, "channel"),
            ("u2", 1, "channel"),
        ]
        assert [e.data for e in await store.log(7)] == [{"n": 1}, {"n": 2}, {"n": 3}]
        # ...and usable: the log continues, the new columns work.
        entry = await store.append(7, expected_seq=3, kind="action", user_id="u2", data={"n": 4})
        assert entry.seq == 4
        await store.set_notify(7, "u2", "dm")
        done = await store.set_status(7, "finished", scores={"u1": 10, "u2": 12})
        assert done.scores == {"u1": 10, "u2": 12}

    with sqlite3.connect(path) as raw:
        assert raw.execute("PRAGMA user_version").fetchone()[0] == LATEST


async def test_open_on_latest_schema_is_a_no_op(db_path: Path) -> None:
    async with await Store.open(db_path):
        pass
    async with await Store.open(db_path):
        pass
    with sqlite3.connect(db_path) as raw:
        assert raw.execute("PRAGMA user_version").fetchone()[0] == LATEST


async def test_failed_migration_leaves_previous_version(tmp_path: Path) -> None:
    path = tmp_path / "broken.sqlite3"
    broken = [
        *load_migrations()[:1],
        Migration(
            2,
            "broken",
            "ALTER TABLE games ADD COLUMN half TEXT;\nSELECT * FROM nowhere;",
        ),
    ]
    async with aiosqlite.connect(path, isolation_level=None) as conn:
        with pytest.raises(StorageError, match="version 2 \\(broken\\) failed"):
            await apply_migrations(conn, migrations=broken)
        assert await schema_version(conn) == 1
        assert not conn.in_transaction
    assert "half" not in table_columns(path, "games")  # the first statement was undone


async def test_database_from_a_newer_bot_is_refused(db_path: Path) -> None:
    db_path.parent.mkdir(parents=True)
    with sqlite3.connect(db_path) as raw:
        raw.execute(f"PRAGMA user_version = {LATEST + 5}")
    with pytest.raises(StorageError, match="update the bot"):
        await Store.open(db_path)
