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
