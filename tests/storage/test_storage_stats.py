"""A server's standings (/stats, storage/stats.py), on SQLite and PostgreSQL alike: the finished games of one server
with their seats and final scores, each member's wins, average place and best result by title, one member's or one
title's only; abandoned and imported games left out and counted apart; players level sharing the place."""

from __future__ import annotations

from typing import Any

import pytest

from storage import Store
from storage.stats import GameResult, standings
from tests.storage.storage_helpers import FakeClock

pytestmark = pytest.mark.asyncio

SERVER = "guild-9"


async def played(store: Store, title: str, seats: list[tuple[str, str]], scores: dict[str, int] | None, *,
                 status: str = "finished", guild: str = SERVER, channel: str = "rails") -> int:
    """A game played here: a lobby, its seats, a move later, then its end (the scores as the bot saves them)."""
    game = await store.create_game(guild_id=guild, channel_id=channel, title=title, options={}, seed=1,
                                   creator_id=seats[0][0])
    for user, name in seats:
        await store.add_seat(game.id, user, name)
    await store.set_status(game.id, "running")
    await store.append(game.id, expected_seq=0, kind="action", user_id=seats[0][0], data={"player": 0})
    await store.set_status(game.id, status, scores=scores)
    return game.id


async def imported(store: Store, title: str, seats: list[tuple[str, str]], scores: dict[str, Any]) -> int:
    game = await store.import_game(guild_id=SERVER, channel_id="imports", title=title, options={}, seed=1,
                                   creator_id=seats[0][0], seats=seats,
                                   entries=[("action", seats[0][0], {"player": 0})], status="finished", scores=scores)
    return game.id


ANN, BOB, CID, DEE = ("u-ann", "Ann"), ("u-bob", "Bob"), ("u-cid", "Cid"), ("u-dee", "Dee")


async def test_the_servers_finished_games_with_their_seats_and_scores(store: Store, clock: FakeClock) -> None:
    first = await played(store, "18EZ-L2", [ANN, BOB, CID], {"Ann": 3357, "Bob": 3034, "Cid": 3233})
    second = await played(store, "RotW-EUS", [BOB, DEE], {"Bob": 40, "Dee": 47})
    abandoned = await played(store, "18EZ-L2", [ANN, BOB], None, status="abandoned", channel="other")
    brought = await imported(store, "18EZ-L2", [CID, DEE], {"Cid": 10, "Dee": 20})
    await played(store, "18EZ-L2", [ANN, BOB], {"Ann": 1, "Bob": 2}, guild="another-server")
    running = await store.create_game(guild_id=SERVER, channel_id="running", title="18GL", options={}, seed=1,
                                      creator_id="u-ann")
    results = await store.results(SERVER)
    assert [r.id for r in results] == [first, second, abandoned, brought]  # oldest first; no lobby nor running game
    assert running.id not in {r.id for r in results}
    by_id = {r.id: r for r in results}
    assert by_id[first] == GameResult(first, "18EZ-L2", "finished", False, {"Ann": 3357, "Bob": 3034, "Cid": 3233},
                                      (ANN, BOB, CID), by_id[first].ended_at)
    assert by_id[second].seats == (BOB, DEE)
    assert by_id[abandoned].status == "abandoned" and by_id[abandoned].scores is None
    assert by_id[brought].imported and not any(by_id[i].imported for i in (first, second, abandoned))
    assert await store.results("a-server-with-no-games") == []


async def test_wins_places_and_best_results_by_title(store: Store) -> None:
    await played(store, "18EZ-L2", [ANN, BOB, CID], {"Ann": 3357, "Bob": 3034, "Cid": 3233})
    await played(store, "18EZ-L2", [ANN, BOB, CID], {"Ann": 2900, "Bob": 3100, "Cid": 3100})  # Bob and Cid level: both 1st
    await played(store, "RotW-EUS", [BOB, DEE], {"Bob": 40, "Dee": 47})
    await played(store, "18EZ-L2", [ANN, BOB], None, status="abandoned")
    await imported(store, "18EZ-L2", [CID, DEE], {"Cid": 9000, "Dee": 20})  # a result from elsewhere: not counted
    found = standings(await store.results(SERVER))
    assert found.games == {"18EZ-L2": 2, "RotW-EUS": 1} and (found.abandoned, found.imported) == (1, 1)
    rows = [(r.title, r.name, r.games, r.wins, r.places, r.best, r.best_place) for r in found.records]
    assert rows == [  # the title with the most games first; then the most wins, the best average place, the name
        ("18EZ-L2", "Cid", 2, 1, [2, 1], 3233, 2),
        ("18EZ-L2", "Ann", 2, 1, [1, 3], 3357, 1),
        ("18EZ-L2", "Bob", 2, 1, [3, 1], 3100, 1),
        ("RotW-EUS", "Dee", 1, 1, [1], 47, 1),
        ("RotW-EUS", "Bob", 1, 0, [2], 40, 2),
    ]
    assert [r.average_place for r in found.records[:3]] == [1.5, 2.0, 2.0]


async def test_one_members_or_one_titles_standings(store: Store) -> None:
    await played(store, "18EZ-L2", [ANN, BOB, CID], {"Ann": 3357, "Bob": 3034, "Cid": 3233})
    await played(store, "RotW-EUS", [BOB, DEE], {"Bob": 40, "Dee": 47})
    await played(store, "RotW-EUS", [ANN, DEE], None, status="abandoned")
    results = await store.results(SERVER)
    bob = standings(results, player="u-bob")
    assert [(r.title, r.name, r.wins, r.places) for r in bob.records] == [("18EZ-L2", "Bob", 0, [3]), ("RotW-EUS", "Bob", 0, [2])]
    assert bob.abandoned == 0  # Bob sat in no abandoned game
    rotw = standings(results, title="RotW-EUS")
    assert rotw.games == {"RotW-EUS": 1} and rotw.abandoned == 1
    assert [(r.name, r.wins, r.best) for r in rotw.records] == [("Dee", 1, 47), ("Bob", 0, 40)]
    assert standings(results, player="u-zed").records == []


async def test_a_seat_the_bot_played_counts_for_its_holder_and_a_lobby_bot_for_no_one(store: Store) -> None:
    await played(store, "18EZ-L1", [("bot:u-ann", "Ann"), ("bot:1", "Brunel"), BOB], {"Ann": 900, "Brunel": 1100, "Bob": 500})

    def member(user: str) -> str | None:
        return None if user == "bot:1" else user.removeprefix("bot:")

    found = standings(await store.results(SERVER), member=member)
    assert [(r.user_id, r.name, r.places) for r in found.records] == [("u-ann", "Ann", [2]), ("u-bob", "Bob", [3])]


async def test_a_name_kept_under_a_new_name_takes_the_latest(store: Store) -> None:
    await played(store, "18EZ-L1", [ANN, BOB], {"Ann": 900, "Bob": 500})
    await played(store, "18EZ-L1", [("u-ann", "Annie"), BOB], {"Annie": 1000, "Bob": 600})
    (ann, bob) = standings(await store.results(SERVER)).records
    assert (ann.name, ann.games, ann.wins, ann.best) == ("Annie", 2, 2, 1000) and bob.places == [2, 2]


# Time in the record (issue 48 §6): scripted logs with known times (the clock set before each write).

async def logged(store: Store, clock: FakeClock, seats: list[tuple[str, str]], scores: dict[str, int] | None,
                 entries: list[tuple[float, str, str, dict[str, Any]]], *, title: str = "18EZ-L1",
                 status: str = "finished") -> int:
    """A game played here whose log is `entries` (seconds after the game began, kind, user id, data), then its end."""
    game = await store.create_game(guild_id=SERVER, channel_id=f"c{clock.now}", title=title, options={}, seed=1,
                                   creator_id=seats[0][0])
    for user, name in seats:
        await store.add_seat(game.id, user, name)
    await store.set_status(game.id, "running")
    start = clock.now + 1000
    for seq, (at, kind, user, data) in enumerate(entries):
        clock.now = start + at - 1  # the store reads its clock once for the entry: this time
        await store.append(game.id, expected_seq=seq, kind=kind, user_id=user, data=data)
    clock.now = start + 10_000_000
    await store.set_status(game.id, status, scores=scores)
    return game.id


def move(player: int, **extra: Any) -> dict[str, Any]:
    return {"player": player, "action": {"kind": "pass"}, **extra}


async def timings_of(store: Store, **chosen: Any) -> Any:
    from storage.timing import window

    return await store.timings(window(await store.results(SERVER), **chosen))


async def test_the_median_time_to_move_counts_the_members_own_decisions_only(store: Store, clock: FakeClock) -> None:
    ann, bob = "u-ann", "u-bob"
    await logged(store, clock, [ANN, BOB], {"Ann": 10, "Bob": 5}, [
        (0, "action", ann, move(0)),                          # the first entry: nothing before it to measure from
        (60, "action", bob, move(1)),                         # Bob: 60 s
        (360, "action", ann, move(0)),                        # Ann: 300 s
        (400, "pause-vote", bob, {}),                         # a vote is passed over: Bob's next is from 360
        (7560, "action", bob, move(1)),                       # Bob: 7200 s
        (7570, "action", ann, move(0, auto={"id": 4})),       # a standing order's: not Ann's decision
        (7580, "action", "bot:u-bob", move(1, auto={"bot": True})),  # Bob's seat handed to the bot
        (7590, "action", ann, move(0, auto={})),              # a move with no choice in it
        (7600, "undo", bob, {}),
        (7720, "action", ann, move(0)),                       # Ann: 120 s (from the undo)
        (9000, "deadline-missed", "bot", {"seat": 1, "user": bob, "then": "ask"}),
        (9300, "action", bob, move(1)),                       # Bob: 1580 s (from Ann's move, not the note)
    ])
    await logged(store, clock, [ANN, BOB], {"Ann": 1, "Bob": 5}, [
        (0, "action", bob, move(1)),
        (30, "action", ann, move(0)),                         # Ann: 30 s
        (45, "deadline-missed", "bot", {"seat": 0, "user": ann, "then": "skip"}),
        (50, "deadline-missed", "bot", {"seat": 1, "user": bob, "then": "bot"}),
    ])
    await logged(store, clock, [ANN, BOB], None, [(0, "action", ann, move(0)), (5, "action", bob, move(1))],
                 status="abandoned")  # no result: its moves are not read
    found = await timings_of(store)
    assert found.games == 2 and found.deadlines
    a, b = found.of(ann), found.of(bob)
    assert (a.moves, a.median_s, a.missed) == (4, 120.0, 1)  # waits 300, 120, 30 (its first move unmeasured)
    assert (b.moves, b.median_s, b.missed) == (4, 1580.0, 2)  # waits 60, 7200, 1580 (the second game's first unmeasured)
    assert found.of("bot:u-bob").moves == 0 and found.of("u-zed") == type(a)("u-zed")


async def test_an_even_count_of_waits_takes_the_mean_of_the_middle_two_and_no_notes_no_deadlines(
        store: Store, clock: FakeClock) -> None:
    await logged(store, clock, [ANN, BOB], {"Ann": 10, "Bob": 5}, [
        (0, "action", "u-bob", move(1)),
        (10, "action", "u-ann", move(0)), (20, "action", "u-bob", move(1)),
        (60, "action", "u-ann", move(0)), (70, "action", "u-bob", move(1)),
        (170, "action", "u-ann", move(0)), (180, "action", "u-bob", move(1)),
        (1180, "action", "u-ann", move(0)),
    ])
    found = await timings_of(store)
    assert found.of("u-ann").median_s == (40 + 100) / 2  # waits 10, 40, 100, 1000
    assert found.of("u-bob").median_s == 10.0 and found.of("u-bob").moves == 4
    assert not found.deadlines and found.of("u-ann").missed == 0
    assert (await store.timings([])).members == {}


async def test_the_times_read_are_the_latest_games_of_the_title_or_member_asked(store: Store, clock: FakeClock,
                                                                                 monkeypatch: pytest.MonkeyPatch) -> None:
    from storage import timing

    monkeypatch.setattr(timing, "WINDOW", 2)
    for wait in (10, 20, 30):  # Ann waits 10 s, then 20 s, then 30 s, a game each
        await logged(store, clock, [ANN, BOB], {"Ann": 1, "Bob": 2}, [(0, "action", "u-bob", move(1)),
                                                                     (wait, "action", "u-ann", move(0))])
    await logged(store, clock, [("bot:u-ann", "Ann"), CID], {"Ann": 1, "Cid": 2},  # her seat was handed to the bot
                 [(0, "action", "u-cid", move(1)), (500, "action", "u-ann", move(0))], title="RotW-EUS")
    latest = await timings_of(store)
    assert (latest.games, latest.asked) == (2, 4)
    assert latest.of("u-ann").moves == 2 and latest.of("u-ann").median_s == (30 + 500) / 2
    assert (await timings_of(store, title="18EZ-L1")).of("u-ann").median_s == (20 + 30) / 2
    bobs = await timings_of(store, player="u-bob")  # the latest two games Bob sat in
    assert bobs.of("u-ann").median_s == 25.0 and bobs.of("u-cid").moves == 0
    assert (await timings_of(store, player="u-ann")).of("u-cid").moves == 1  # a seat handed to the bot is still hers
    monkeypatch.setattr(timing, "ENTRIES", 3)  # two entries a game: the newest game alone fits, and is always read
    assert ((found := await timings_of(store)).games, found.of("u-ann").median_s) == (1, 500.0)
    monkeypatch.setattr(timing, "ENTRIES", 1)
    assert ((found := await timings_of(store)).games, found.of("u-cid").moves) == (1, 1)


async def test_ratings_order_the_members_by_their_results_in_the_order_the_games_ended(store: Store,
                                                                                        clock: FakeClock) -> None:
    from storage.stats import RATED_AFTER, ratings

    for n in range(5):  # Ann wins all five, Bob second, Cid last; Dee plays four and wins each
        await played(store, "18EZ-L2", [ANN, BOB, CID], {"Ann": 900 + n, "Bob": 800, "Cid": 700})
    for _ in range(4):
        await played(store, "18EZ-L2", [DEE, CID], {"Dee": 1000, "Cid": 10})
    await played(store, "18EZ-L2", [ANN, ("bot:#1", "Brunel")], {"Ann": 1, "Brunel": 2})  # a lobby bot: no one
    await imported(store, "18EZ-L2", [CID, ANN], {"Cid": 5000, "Ann": 1})  # played elsewhere: not rated

    def member(user: str) -> str | None:
        return None if user.startswith("bot:#") else user

    results = await store.results(SERVER)
    rated = ratings(results, member=member)
    assert [rated[u].games for u in ("u-ann", "u-bob", "u-cid", "u-dee")] == [5, 5, 9, 4] and RATED_AFTER == 5
    assert rated["u-ann"].ordinal > rated["u-bob"].ordinal > rated["u-cid"].ordinal
    assert rated["u-cid"].ordinal < 0 < rated["u-ann"].ordinal and rated["u-ann"].sigma < 25 / 3
    assert ratings(results, member=member) == rated  # worked out again, the same figures
    by_hand = [GameResult(n, "18EZ-L2", "finished", False, {"Ann": 900 + n, "Bob": 800, "Cid": 700}, (ANN, BOB, CID),
                          float(n)) for n in range(5)]
    by_hand += [GameResult(n, "18EZ-L2", "finished", False, {"Dee": 1000, "Cid": 10}, (DEE, CID), float(n))
                for n in range(5, 9)]
    assert ratings(by_hand) == rated  # this backend's rows rate as the games themselves do (so both backends alike)
    assert ratings(results, member=member, title="RotW-EUS") == {}
    await played(store, "18EZ-L2", [BOB, ANN], {"Ann": 300, "Bob": 300})  # level: the same rank
    again = ratings(await store.results(SERVER), member=member)
    assert again["u-ann"].mu < rated["u-ann"].mu and again["u-bob"].mu > rated["u-bob"].mu  # a draw with the weaker


async def test_ratings_follow_the_order_the_games_ended_then_their_ids() -> None:
    from storage.stats import ratings

    def game(game_id: int, ended: float, winner: str) -> GameResult:
        return GameResult(game_id, "18EZ-L1", "finished", False, {"Ann": 1, "Bob": 1, winner: 2}, (ANN, BOB), ended)

    first = ratings([game(1, 10.0, "Ann"), game(2, 20.0, "Bob")])
    assert ratings([game(2, 20.0, "Bob"), game(1, 10.0, "Ann")]) == first  # the order listed does not matter
    assert ratings([game(1, 20.0, "Ann"), game(2, 10.0, "Bob")]) != first  # the order they ended does
    assert ratings([game(2, 10.0, "Bob"), game(1, 10.0, "Ann")]) == first  # ended together: by id
    assert first["u-bob"].ordinal > first["u-ann"].ordinal  # the later result weighs more
