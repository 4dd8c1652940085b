"""Seats: ordering stays 0..n-1 through joins, leaves and reseating."""

from __future__ import annotations

import pytest

from storage import GameNotFound, SeatRecord, StorageError, Store
from tests.storage.storage_helpers import GAME, FakeClock

pytestmark = pytest.mark.asyncio


async def seated(store: Store, game_id: int) -> list[tuple[str, int]]:
    return [(s.user_id, s.seat_order) for s in await store.seats(game_id)]


async def test_add_seats_in_order_with_default_notify(store: Store) -> None:
    game = await store.create_game(**GAME)
    first = await store.add_seat(game.id, "a", "Alice")
    assert first == SeatRecord(user_id="a", display_name="Alice", seat_order=0, notify="channel")
    await store.add_seat(game.id, "b", "Bob")
    await store.add_seat(game.id, "c", "Cy")
    assert await seated(store, game.id) == [("a", 0), ("b", 1), ("c", 2)]


async def test_same_player_cannot_sit_twice(store: Store) -> None:
    game = await store.create_game(**GAME)
    await store.add_seat(game.id, "a", "Alice")
    with pytest.raises(StorageError, match="already has a seat"):
        await store.add_seat(game.id, "a", "Alice again")
    assert await seated(store, game.id) == [("a", 0)]


async def test_remove_renumbers_remaining(store: Store) -> None:
    game = await store.create_game(**GAME)
    for user in "abcd":
        await store.add_seat(game.id, user, user.upper())
    await store.remove_seat(game.id, "b")
    assert await seated(store, game.id) == [("a", 0), ("c", 1), ("d", 2)]
    await store.remove_seat(game.id, "a")
    assert await seated(store, game.id) == [("c", 0), ("d", 1)]
    await store.add_seat(game.id, "e", "E")  # joins after the renumbered seats
    assert await seated(store, game.id) == [("c", 0), ("d", 1), ("e", 2)]
    with pytest.raises(StorageError, match="no seat"):
        await store.remove_seat(game.id, "zz")


async def test_set_seat_order_full_permutation(store: Store) -> None:
    game = await store.create_game(**GAME)
    for user in "abcd":
        await store.add_seat(game.id, user, user.upper())
    # A reversal swaps every pair: it would trip UNIQUE(game_id, seat_order)
    # if the renumbering were done naively.
    await store.set_seat_order(game.id, ["d", "c", "b", "a"])
    assert await seated(store, game.id) == [("d", 0), ("c", 1), ("b", 2), ("a", 3)]
    await store.set_seat_order(game.id, ["b", "d", "a", "c"])
    assert await seated(store, game.id) == [("b", 0), ("d", 1), ("a", 2), ("c", 3)]


@pytest.mark.parametrize(
    "order",
    [["a", "b"], ["a", "b", "c", "x"], ["a", "a", "b", "c"], ["a", "b", "c", "d"]],
)
async def test_set_seat_order_refuses_non_permutations(store: Store, order: list[str]) -> None:
    game = await store.create_game(**GAME)
    for user in "abc":
        await store.add_seat(game.id, user, user.upper())
    with pytest.raises(StorageError, match="every seated player exactly once"):
        await store.set_seat_order(game.id, order)
    assert await seated(store, game.id) == [("a", 0), ("b", 1), ("c", 2)]


async def test_set_notify(store: Store) -> None:
    game = await store.create_game(**GAME)
    await store.add_seat(game.id, "a", "Alice")
    await store.set_notify(game.id, "a", "dm")
    assert (await store.seats(game.id))[0].notify == "dm"
    with pytest.raises(StorageError, match="no seat"):
        await store.set_notify(game.id, "nobody", "dm")
    with pytest.raises(StorageError, match="non-empty"):
        await store.set_notify(game.id, "a", "")


async def test_seat_changes_bump_updated_at(store: Store, clock: FakeClock) -> None:
    game = await store.create_game(**GAME)
    await store.add_seat(game.id, "a", "Alice")
    assert (await store.get_game(game.id)).updated_at == clock.now > game.updated_at


async def test_seats_of_missing_game(store: Store) -> None:
    with pytest.raises(GameNotFound):
        await store.seats(404)
    with pytest.raises(GameNotFound):
        await store.add_seat(404, "a", "Alice")
    game = await store.create_game(**GAME)
    assert await store.seats(game.id) == []


async def test_user_preferences_are_kept_per_user(store: Store) -> None:
    assert await store.user_prefs("a") == {}
    await store.set_user_prefs("a", {"quiet": [1320, 420], "tz": "Europe/Paris"})
    await store.set_user_prefs("b", {"digest": True})
    await store.set_user_prefs("a", {"quiet": [1320, 420], "tz": "Europe/Paris", "digest": False})
    assert await store.user_prefs("a") == {"quiet": [1320, 420], "tz": "Europe/Paris", "digest": False}
    assert await store.all_user_prefs() == [("a", {"quiet": [1320, 420], "tz": "Europe/Paris", "digest": False}),
                                            ("b", {"digest": True})]
