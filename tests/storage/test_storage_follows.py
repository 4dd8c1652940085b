"""Followers and lobbies (tables follows and lobbies, storage/follows.py and storage/lobbies.py, issue 50 §4-5) on
SQLite and PostgreSQL alike: a follow begun, changed and ended; a due follow claimed by one of two stores and settled
only by the claimer, while its lease holds; a lobby's creator called once; an idle lobby closed once, with its notice
owed in the same transaction, and a lobby joined since never closed."""

from __future__ import annotations

import pytest

from storage import Owing, StorageError, Store
from storage.follows import FollowRecord
from tests.storage.storage_helpers import GAME, FakeClock


async def test_a_follow_begins_changes_and_ends(store: Store) -> None:
    game = await store.create_game(**GAME)
    assert await store.follow(game.id, "zed", every="round", seen_moves=4, seen_round="Stock Round 1", due_at=100.0,
                              now=50.0)
    assert not await store.follow(game.id, "zed", every="day", seen_moves=9, seen_round="", due_at=200.0, now=60.0)
    assert await store.follow_of(game.id, "zed") == FollowRecord(game.id, "zed", "day", 4, "Stock Round 1", 200.0)
    assert [f.game_id for f in await store.follows_of_user("zed")] == [game.id]
    with pytest.raises(StorageError):
        await store.follow(game.id, "zed", every="hour", seen_moves=0, seen_round="", due_at=1.0, now=1.0)
    assert await store.unfollow(game.id, "zed") and not await store.unfollow(game.id, "zed")
    assert await store.follow_of(game.id, "zed") is None and await store.next_follow_due() is None
    await store.follow(game.id, "amy", every="round", seen_moves=0, seen_round="", due_at=5.0, now=1.0)
    await store.set_status(game.id, "abandoned")
    assert await store.follows_of_user("amy") == []  # a game that ended is followed no more


async def test_a_due_follow_is_claimed_once_and_settled_by_its_claimer(target: str, store: Store) -> None:
    game = await store.create_game(**GAME)
    await store.follow(game.id, "zed", every="round", seen_moves=0, seen_round="", due_at=100.0, now=50.0)
    assert await store.follows_due(99.0) == [] and await store.next_follow_due() == 100.0
    async with await Store.open(target, clock=FakeClock()) as other:  # a second process on the same database
        (due,) = await store.follows_due(100.0)
        (seen,) = await other.follows_due(100.0)
        first, second = await store.claim_follow(due, 700.0), await other.claim_follow(seen, 700.0)
        assert first is not None and second is None  # one of them makes the digest
        assert await other.follows_due(600.0) == []  # leased
        assert await store.settle_follow(first, seen_moves=12, seen_round="Operating Round 1", due_at=1300.0)
        assert not await other.settle_follow(first, seen_moves=13, seen_round="x", due_at=9.0)  # settled already
        assert await other.follow_of(game.id, "zed") == FollowRecord(game.id, "zed", "round", 12, "Operating Round 1",
                                                                     1300.0)
        (again,) = await other.follows_due(1300.0)
        taken = await other.claim_follow(again, 1900.0)
        assert taken is not None and not await store.end_follow(again)  # another holds it: it stays
        assert await other.end_follow(taken) and await store.follow_of(game.id, "zed") is None


async def test_a_lobby_calls_its_creator_once(store: Store) -> None:
    game = await store.create_game(**GAME)
    await store.open_lobby(game.id, start_full=True, now=10.0)
    state = await store.lobby_state(game.id)
    assert state is not None and (state.start_full, state.touched_at, state.called_at) == (True, 10.0, None)
    await store.touch_lobby(game.id, 20.0)
    assert await store.claim_lobby_call(game.id, 30.0) and not await store.claim_lobby_call(game.id, 40.0)
    state = await store.lobby_state(game.id)
    assert state is not None and (state.start_full, state.touched_at, state.called_at) == (True, 20.0, 30.0)
    other = await store.create_game(**{**GAME, "channel_id": "chan-2"})  # no row yet: the call makes it
    assert await store.claim_lobby_call(other.id, 50.0) and not await store.claim_lobby_call(other.id, 60.0)
    assert [g.id for g in await store.lobbies_of_guild("guild-1")] == [game.id, other.id]
    await store.set_status(other.id, "running")
    assert [g.id for g in await store.lobbies_of_guild("guild-1")] == [game.id]
    assert await store.lobbies_of_guild("guild-2") == []


async def test_an_idle_lobby_closes_once_with_its_notice(target: str, store: Store) -> None:
    idle = await store.create_game(**GAME)
    await store.open_lobby(idle.id, start_full=False, now=100.0)
    busy = await store.create_game(**{**GAME, "channel_id": "chan-2"})
    await store.open_lobby(busy.id, start_full=False, now=200.0)
    assert await store.next_lobby_idle() == 100.0
    assert [g.id for g in await store.idle_lobbies(150.0)] == [idle.id]
    notice = Owing("chan-1", "ping", "This lobby closed.", 300.0)
    async with await Store.open(target, clock=FakeClock()) as other:
        assert await store.close_idle_lobby(idle.id, before=150.0, notice=notice, user_id="user-1")
        assert not await other.close_idle_lobby(idle.id, before=150.0, notice=notice, user_id="user-1")  # once
    await store.touch_lobby(busy.id, 400.0)  # someone joined since the cut-off was read
    assert not await store.close_idle_lobby(busy.id, before=250.0, notice=notice, user_id="user-1")
    assert (await store.get_game(idle.id)).status == "abandoned" and (await store.get_game(busy.id)).status == "lobby"
    assert await store.active_game("chan-1") is None  # the channel is free
    assert [(p.channel_id, p.content) for p in await store.owed_posts(300.0)] == [("chan-1", "This lobby closed.")]
    assert await store.next_lobby_idle() == 400.0


async def test_a_lobby_opened_before_the_migration_counts_its_idle_days_from_its_last_change(target: str) -> None:
    """A lobby of a database at schema 12 gets its row at the upgrade: touched when its game last changed."""
    insert = ("INSERT INTO games (id, guild_id, channel_id, title, options, seed, status, creator_id, created_at,"
              " updated_at) VALUES (7, 'g', 'c', '18EZ-L1', '{}', 1, 'lobby', 'u1', 10, 20)")
    if target.startswith("postgresql://"):
        import asyncpg

        from storage.pg_migrate import apply_migrations as pg_apply

        conn = await asyncpg.connect(target)
        try:
            await pg_apply(conn, target=12)
            await conn.execute(insert)
        finally:
            await conn.close()
    else:
        from pathlib import Path

        import aiosqlite

        from storage.migrate import apply_migrations

        Path(target).parent.mkdir(parents=True, exist_ok=True)
        async with aiosqlite.connect(target, isolation_level=None) as conn:
            await apply_migrations(conn, target=12)
            await conn.execute(insert)
    async with await Store.open(target, clock=FakeClock()) as store:
        state = await store.lobby_state(7)
        assert state is not None and (state.touched_at, state.start_full, state.called_at) == (20.0, False, None)
