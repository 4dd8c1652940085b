"""/stats with time in the record (issue 48 §6): each member's median time to move, the deadlines they missed against
their moves (shown once the server's games have a missed deadline), and their rating after five rated games; one
member's answer has their line. The games are written as the bot saves them, with a clock the test sets."""

from __future__ import annotations

from collections.abc import AsyncIterator
from typing import Any

import pytest

from bot.commands import CommandLayer
from bot.commands.story import duration
from storage import Store
from storage.stats import ratings
from tests.bot.test_import_honesty import who
from tests.storage.storage_helpers import FakeClock

CLOCK = FakeClock()


@pytest.fixture
async def store() -> AsyncIterator[Store]:
    CLOCK.now = 1_000_000.0
    opened = await Store.open(":memory:", clock=CLOCK)
    yield opened
    await opened.close()


async def game(store: Store, seats: tuple[str, ...], scores: dict[str, int],
               entries: list[tuple[float, str, str, dict[str, Any]]]) -> None:
    """A finished 18EZ Level 1 game of server "g" (the test's members: user id the name in lower case), its log
    `entries` (seconds after it began, kind, user id, data)."""
    record = await store.create_game(guild_id="g", channel_id=f"c{CLOCK.now}", title="18EZ-L1", options={}, seed=1,
                                     creator_id=seats[0].lower())
    for name in seats:
        await store.add_seat(record.id, name.lower(), name)
    start = CLOCK.now + 100
    for seq, (at, kind, user, data) in enumerate(entries):
        CLOCK.now = start + at - 1  # the store reads its clock once for the entry
        await store.append(record.id, expected_seq=seq, kind=kind, user_id=user, data=data)
    CLOCK.now = start + 100_000
    await store.set_status(record.id, "finished", scores=scores)


def move(player: int, **extra: Any) -> dict[str, Any]:
    return {"player": player, "action": {"kind": "pass"}, **extra}


async def test_stats_shows_each_members_time_to_move_missed_deadlines_and_rating(store: Store) -> None:
    for n in range(5):  # Ann waits 2 h 10 min before each move and wins; Bob moves in 45 s and loses
        missed = [(9000.0, "deadline-missed", "bot", {"seat": 1, "user": "bob", "then": "ask"})] if n < 2 else []
        await game(store, ("Ann", "Bob"), {"Ann": 900, "Bob": 500}, [
            (0, "action", "bob", move(1)), (7800, "action", "ann", move(0)), (7845, "action", "bob", move(1)),
            (7850, "action", "ann", move(0, auto={"id": 1})), *missed])
    await game(store, ("Cid", "Ann"), {"Cid": 900, "Ann": 500}, [(0, "action", "ann", move(1)),
                                                                   (600, "action", "cid", move(0))])
    layer = CommandLayer(store, operator_seeds=True, buttons=False)
    lines = (await layer.handle(who("Dee"), "stats", {})).text.splitlines()
    rated = ratings(await store.results("g"))
    assert rated["ann"].ordinal > rated["bob"].ordinal and rated["cid"].games == 1
    assert lines[lines.index("**Time and rating**"):] == [
        "**Time and rating**",
        f"Ann: moves in 2 h 10 min (median), missed no deadline in 6 moves, rating {rated['ann'].ordinal:.1f} after 6 games",
        f"Bob: moves in 45 s (median), missed 2 deadlines in 10 moves, rating {rated['bob'].ordinal:.1f} after 5 games",
        "Cid: moves in 10 min (median), missed no deadline in 1 move",  # one game: no rating yet
    ]
    bob = (await layer.handle(who("Dee"), "stats", {"player": "Bob"})).text.splitlines()
    assert bob[0].startswith("Bob's results") and bob[-2:] == [
        "**Time and rating**",
        f"Bob: moves in 45 s (median), missed 2 deadlines in 10 moves, rating {rated['bob'].ordinal:.1f} after 5 games"]


async def test_a_server_with_no_missed_deadline_shows_none_and_a_bots_moves_time_no_one(store: Store) -> None:
    await game(store, ("Ann", "Bob"), {"Ann": 900, "Bob": 500}, [
        (0, "action", "ann", move(0)), (30, "action", "bot:bob", move(1, auto={"bot": True})),
        (90, "action", "ann", move(0))])
    text = (await layer_of(store).handle(who("Ann"), "stats", {})).text
    assert text.splitlines()[-2:] == ["**Time and rating**", "Ann: moves in 1 min (median)"]
    assert "deadline" not in text and "Bob:" not in text.split("**Time and rating**")[1]  # the bot's move: no one's


def layer_of(store: Store) -> CommandLayer:
    return CommandLayer(store, operator_seeds=True, buttons=False)


def test_a_wait_in_words_a_phone_reads() -> None:
    assert [duration(s) for s in (-3, 59.9, 60, 3599, 3600, 7800, 86_400, 90_000, 2 * 86_400 + 3 * 3600 + 59)] == [
        "0 s", "59 s", "1 min", "59 min", "1 h", "2 h 10 min", "1 day", "1 day 1 h", "2 days 3 h"]


async def test_the_answer_stays_bounded_and_says_when_fewer_games_were_timed(store: Store,
                                                                             monkeypatch: pytest.MonkeyPatch) -> None:
    from storage import timing

    names = tuple(f"P{n:02}" for n in range(13))  # thirteen members, each but the first waits n minutes
    await game(store, names, {name: n for n, name in enumerate(names)},
               [(60.0 * n * (n + 1) / 2, "action", name.lower(), move(n)) for n, name in enumerate(names)])
    await game(store, ("P01", "Zed"), {"P01": 1, "Zed": 2}, [(0, "action", "p01", move(0)), (5, "action", "zed", move(1))])
    lines = (await layer_of(store).handle(who("P01"), "stats", {})).text.splitlines()
    timed = lines[lines.index("**Time and rating**"):]
    assert timed[1:] == [f"P{n:02}: moves in {n} min (median)" for n in range(1, 11)] + [
        "… and 3 more: /stats player:@member"]  # ten shown, as the standings show ten a title
    monkeypatch.setattr(timing, "ENTRIES", 1)
    lines = (await layer_of(store).handle(who("P01"), "stats", {})).text.splitlines()
    assert lines[lines.index("**Time and rating** (moves timed in the latest 1 of 2 games)") + 1:] == [
        "Zed: moves in 5 s (median)"]  # the older game was not read
