"""Lobbies under races (issue 21 §5), on SQLite and on a real PostgreSQL with two Stores (two processes'
worth of connections): joins for the last seat never seat more than the title takes, a start racing a join
announces exactly who is seated, and names are unique without regard to case."""

from __future__ import annotations

import asyncio

import pytest

from bot.commands import CommandLayer, Invocation
from engine.core.names import name_key
from storage import Store


def who(name: str, channel: str = "c1") -> Invocation:
    return Invocation(user_id=name.lower(), user_name=name, channel_id=channel, guild_id="g1")


async def two_stores(target: str) -> tuple[Store, Store]:
    """Two bots' stores: two connections to one PostgreSQL database, as two shard processes have; SQLite is never
    shared between bots (README), so there both layers share one Store, as one process's tasks do."""
    first = await Store.open(target)
    return (first, await Store.open(target)) if target.startswith("postgresql") else (first, first)


async def close(*stores: Store) -> None:
    for store in dict.fromkeys(stores):
        await store.close()


async def test_simultaneous_joins_never_exceed_the_seats(target: str) -> None:
    first, second = await two_stores(target)
    try:
        a, b = CommandLayer(first, operator_seeds=True), CommandLayer(second, operator_seeds=True)
        await a.handle(who("Ann"), "game new", {"title": "18EZ-L1", "seed": "3"})  # 2-6 players
        for name in ("Bob", "Cid", "Dee", "Eve"):
            await a.handle(who(name), "game join", {})
        replies = await asyncio.gather(*(layer.handle(who(name), "game join", {})
                                         for layer, name in ((a, "Fay"), (b, "Gus"), (a, "Hal"), (b, "Ivy"))))
        seated = await first.seats((await first.active_game("c1")).id)  # type: ignore[union-attr]
        assert len(seated) == 6
        joined = [r for r in replies if not r.ephemeral]
        assert len(joined) == 1 and all("lobby is full" in r.text for r in replies if r.ephemeral)
    finally:
        await close(first, second)


async def test_a_start_racing_a_join_announces_who_is_seated(target: str) -> None:
    first, second = await two_stores(target)
    try:
        a, b = CommandLayer(first, operator_seeds=True), CommandLayer(second, operator_seeds=True)
        await a.handle(who("Ann"), "game new", {"title": "18EZ-L1", "seed": "3"})
        await a.handle(who("Bob"), "game join", {})
        start, join = await asyncio.gather(a.handle(who("Ann"), "game start", {}), b.handle(who("Cid"), "game join", {}))
        record = await first.active_game("c1")
        assert record is not None and record.status == "running"
        names = {s.display_name for s in await first.seats(record.id)}
        announced = start.text.split("Seating order, drawn at random: ")[1].rstrip(".").split(", ")
        assert set(announced) == names  # whoever made it in is in the announcement, and no one else
        assert join.ephemeral == ("Cid" not in names)
    finally:
        await close(first, second)


async def test_names_differing_only_by_case_cannot_both_sit(store: Store) -> None:
    layer = CommandLayer(store, operator_seeds=True)
    await layer.handle(who("Ann"), "game new", {"title": "18EZ-L1", "seed": "3"})
    await layer.handle(Invocation(user_id="u-bob", user_name="Bob", channel_id="c1", guild_id="g1"), "game join", {})
    refused = await layer.handle(Invocation(user_id="u-bob2", user_name="bob", channel_id="c1", guild_id="g1"), "game join", {})
    assert refused.ephemeral and refused.text == ("Bob already sits in this game; names must differ by more than capital "
                                                  "letters or accents' forms.")
    record = await store.active_game("c1")
    assert record is not None and [s.display_name for s in await store.seats(record.id)] == ["Ann", "Bob"]


@pytest.mark.parametrize("second", ["émile", "ÉMILE", "E\u0301mile", "Éｍｉｌｅ"])
async def test_look_alike_names_cannot_both_sit_in_either_store(store: Store, second: str) -> None:
    """Issue 31 §4: SQLite's LOWER knows only ASCII, so "Émile" and "émile" both sat there (PostgreSQL refused the
    second); names are now compared casefolded and NFKC-normalised in both stores (and by the engine's name look-ups)."""
    layer = CommandLayer(store, operator_seeds=True)
    await layer.handle(who("Ann"), "game new", {"title": "RotW-GB"})
    await layer.handle(Invocation(user_id="u-emile", user_name="Émile", channel_id="c1", guild_id="g1"), "game join", {})
    assert name_key(second) == name_key("Émile") and second != "Émile"
    refused = await layer.handle(Invocation(user_id="u-2", user_name=second, channel_id="c1", guild_id="g1"), "game join", {})
    assert refused.ephemeral and refused.text.startswith("Émile already sits in this game"), refused.text
    record = await store.active_game("c1")
    assert record is not None and [s.display_name for s in await store.seats(record.id)] == ["Ann", "Émile"]
