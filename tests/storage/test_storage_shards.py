"""Shards: a process serving some shards serves only their games' reminders, on both
backends, by the same rule discord.py uses; SQLite refuses to be shared by shard processes."""

from __future__ import annotations

import pytest

from storage import SQLITE_SHARED, Shards, StorageError, Store, shard_of
from tests.storage.storage_helpers import GAME, FakeClock, until

# Guild ids with their shard out of 4 by discord.py's rule, (id >> 22) % 4, and two that are not guild ids.
GUILDS = {
    str(0 << 22): 0,
    str((5 << 22) + 12345): 1,
    str(6 << 22): 2,
    "1113277693461123072": (1113277693461123072 >> 22) % 4,
    "9223372036854775807": (9223372036854775807 >> 22) % 4,
    "local": 0,
    "dm": 0,
    "99999999999999999999": 0,  # over 64 bits: not a Discord id
}


def test_shard_of_follows_discord() -> None:
    assert {guild: shard_of(guild, 4) for guild in GUILDS} == GUILDS
    assert shard_of("1113277693461123072", 1) == 0


def test_shards_are_checked() -> None:
    assert Shards((0, 1), 2).partial is False
    assert Shards((1,), 2).partial is True
    for ids, count in [((2,), 2), ((0, 0), 2), ((), 2), ((0,), 0)]:
        with pytest.raises(StorageError, match="SHARD"):
            Shards(ids, count)


async def test_a_shard_process_serves_only_its_guilds_reminders(target: str, clock: FakeClock) -> None:
    async with await Store.open(target, clock=clock) as everything:
        for index, guild in enumerate(GUILDS):
            game = await everything.create_game(**{**GAME, "guild_id": guild, "channel_id": f"c{index}"})
            await everything.set_reminder(game.id, interval_s=60.0, due_at=100.0 + index)
        guild_of = {g.id: g.guild_id for i in range(len(GUILDS)) for g in await everything.channel_history(f"c{i}")}
        first = await everything.next_reminder()
        assert first is not None and guild_of[first.game_id] == str(0 << 22)
    if target.startswith("postgresql://"):
        for shard in range(4):
            async with await Store.open(target, clock=clock, shards=Shards((shard,), 4)) as one_shard:
                served = []
                while (due := await one_shard.next_reminder()) is not None:
                    served.append(guild_of[due.game_id])
                    assert await one_shard.claim_reminder(due, next_due=None)
            assert served == [guild for guild, expected in GUILDS.items() if expected == shard]
    else:
        with pytest.raises(StorageError) as refused:
            await Store.open(target, clock=clock, shards=Shards((0,), 4))
        assert str(refused.value) == SQLITE_SHARED
        # Every shard in this one process is fine on SQLite.
        async with await Store.open(target, clock=clock, shards=Shards((0, 1, 2, 3), 4)) as all_shards:
            assert await all_shards.next_reminder() == first


async def test_a_reminder_change_wakes_the_watcher(store: Store) -> None:
    woken: list[str] = []
    game = await store.create_game(**GAME)
    await store.watch_reminders(lambda: woken.append("woken"))
    await store.set_reminder(game.id, interval_s=60.0, due_at=500.0)
    await until(lambda: len(woken) >= 1)
    await store.set_reminder_due(game.id, 900.0)
    await until(lambda: len(woken) >= 2)
    assert woken == ["woken"] * 2
