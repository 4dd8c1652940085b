"""PostgreSQL's schema upgrades: the same numbered migrations in its dialect, applied on open."""

from __future__ import annotations

import asyncpg
import pytest

from storage import StorageError, Store
from storage.migrate import POSTGRES_MIGRATIONS_DIR, Migration, load_migrations
from storage.pg_migrate import apply_migrations, schema_version
from tests.storage.storage_helpers import FakeClock

LATEST = len(load_migrations())


def test_both_dialects_have_the_same_migrations() -> None:
    sqlite = [(m.version, m.name) for m in load_migrations()]
    postgres = [(m.version, m.name) for m in load_migrations(POSTGRES_MIGRATIONS_DIR)]
    assert postgres == sqlite
    assert len(sqlite) == LATEST >= 3


async def build_v1_database(url: str) -> None:
    """A PostgreSQL database at schema 0001 only, with a game in play."""
    conn = await asyncpg.connect(url)
    try:
        assert await apply_migrations(conn, target=1) == 1
        await conn.execute(
            "INSERT INTO games (id, guild_id, channel_id, title, options, seed, status, creator_id, created_at, updated_at)"
            " VALUES (7, 'g', 'c', 'Old Rails', '{\"map\":\"west\"}', 99, 'running', 'u1', 10, 20)"
        )
        await conn.execute("INSERT INTO seats (game_id, user_id, display_name, seat_order) VALUES (7, 'u1', 'Ann', 0), (7, 'u2', 'Ben', 1)")
        for seq in (1, 2, 3):
            await conn.execute(
                "INSERT INTO actions (game_id, seq, kind, user_id, data, created_at) VALUES (7, $1, 'action', 'u1', $2, $3)",
                seq, f'{{"n":{seq}}}', 20.0 + seq,
            )
    finally:
        await conn.close()


async def columns(url: str, table: str) -> list[str]:
    conn = await asyncpg.connect(url)
    try:
        rows = await conn.fetch("SELECT column_name FROM information_schema.columns WHERE table_name = $1", table)
        return [row[0] for row in rows]
    finally:
        await conn.close()


async def test_v1_database_is_upgraded_with_data_intact(pg_url: str) -> None:
    await build_v1_database(pg_url)
    assert "scores" not in await columns(pg_url, "games")
    async with await Store.open(pg_url, clock=FakeClock()) as store:
        game = await store.get_game(7)
        assert (game.title, game.options, game.seed, game.status, game.scores) == ("Old Rails", {"map": "west"}, 99, "running", None)
        assert [(s.user_id, s.seat_order, s.notify) for s in await store.seats(7)] == [("u1", 0, "channel"), ("u2", 1, "channel")]
        assert [e.data for e in await store.log(7)] == [{"n": 1}, {"n": 2}, {"n": 3}]
        entry = await store.append(7, expected_seq=3, kind="action", user_id="u2", data={"n": 4})
        assert entry.seq == 4
        await store.set_notify(7, "u2", "dm")
        done = await store.set_status(7, "finished", scores={"u1": 10, "u2": 12})
        assert done.scores == {"u1": 10, "u2": 12}
        await store.set_reminder(7, interval_s=60.0, due_at=100.0)  # a table of migration 3
    conn = await asyncpg.connect(pg_url)
    try:
        assert await schema_version(conn) == LATEST
    finally:
        await conn.close()


async def test_opening_twice_and_together_migrates_once(pg_url: str) -> None:
    import asyncio

    stores = await asyncio.gather(*(Store.open(pg_url) for _ in range(3)))  # processes starting at once
    for store in stores:
        await store.close()
    async with await Store.open(pg_url):
        pass
    conn = await asyncpg.connect(pg_url)
    try:
        assert await conn.fetch("SELECT version FROM schema_version") == [(LATEST,)]
    finally:
        await conn.close()


async def test_failed_migration_leaves_previous_version(pg_url: str) -> None:
    broken = [
        *load_migrations(POSTGRES_MIGRATIONS_DIR)[:1],
        Migration(2, "broken", "ALTER TABLE games ADD COLUMN half text;\nSELECT * FROM nowhere;"),
    ]
    conn = await asyncpg.connect(pg_url)
    try:
        with pytest.raises(StorageError, match="version 2 \\(broken\\) failed"):
            await apply_migrations(conn, migrations=broken)
        assert await schema_version(conn) == 1
        assert not conn.is_in_transaction()
    finally:
        await conn.close()
    assert "half" not in await columns(pg_url, "games")  # the first statement was undone


async def test_database_from_a_newer_bot_is_refused(pg_url: str) -> None:
    async with await Store.open(pg_url):
        pass
    conn = await asyncpg.connect(pg_url)
    try:
        await conn.execute("UPDATE schema_version SET version = $1", LATEST + 5)
    finally:
        await conn.close()
    with pytest.raises(StorageError, match="update the bot"):
        await Store.open(pg_url)
