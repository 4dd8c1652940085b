"""The cache of loaded games is bounded by size and age (issue 51 §4: it kept every game loaded until it ended): a game
that left it is read again from its log, and is the same game."""

from __future__ import annotations

from bot.commands import CommandLayer, Invocation
from bot.service import GameService
from storage import Store


async def games_in(store: Store, count: int) -> list[int]:
    layer = CommandLayer(store, buttons=False, operator_seeds=True)
    ids = []
    for n in range(count):
        channel = f"c{n}"
        for name, line in (("Ann", "/game new title:18EZ-L1 seed:3"), ("Bob", "/game join"), ("Ann", "/game start")):
            await layer.handle_line(Invocation(user_id=name.lower(), user_name=name, channel_id=channel, guild_id="g"), line)
        record = await store.active_game(channel)
        assert record is not None
        ids.append(record.id)
    return ids


async def test_the_least_recently_used_game_leaves_a_full_cache_and_comes_back_the_same(store: Store) -> None:
    ids = await games_in(store, 3)
    service = GameService(store, most=2)
    records = [await store.get_game(i) for i in ids]
    first = await service.load(records[0])
    await service.load(records[1])
    assert await service.peek(records[0]) is first  # cached: no round trip
    await service.load(records[2])  # a third: the least recently used (the second) goes
    assert await service.peek(records[0]) is first
    again = await service.load(records[1])
    assert again.game.state == (await GameService(store).load(records[1])).game.state  # read again: the same game
    assert len(service._cache) == 2


async def test_a_game_kept_past_its_age_is_read_again(store: Store) -> None:
    [game_id] = await games_in(store, 1)
    now = [0.0]
    service = GameService(store, age_s=60, clock=lambda: now[0])
    record = await store.get_game(game_id)
    first = await service.load(record)
    now[0] = 30.0
    assert await service.peek(record) is first
    now[0] = 61.0
    later = await service.peek(record)
    assert later is not first and later.game.state == first.game.state and later.log_length == first.log_length
