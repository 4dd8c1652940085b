"""Reminders and spectator channels: rows served to the bot's timer and mirror."""

from __future__ import annotations

import pytest

from storage import GameNotFound, Reminder, StorageError, Store
from tests.storage.storage_helpers import GAME

pytestmark = pytest.mark.asyncio


async def test_reminder_round_trip_and_next_due_is_the_earliest(store: Store) -> None:
    first = await store.create_game(**GAME)
    second = await store.create_game(**{**GAME, "channel_id": "other"})
    assert await store.reminder(first.id) is None
    await store.set_reminder(first.id, interval_s=3600.0, due_at=500.0)
    await store.set_reminder(second.id, interval_s=60.0, due_at=200.0)
    assert await store.reminder(first.id) == Reminder(first.id, 3600.0, 500.0)
    assert await store.next_reminder() == Reminder(second.id, 60.0, 200.0)
    await store.set_reminder_due(second.id, None)
    assert await store.next_reminder() == Reminder(first.id, 3600.0, 500.0)


async def test_claiming_moves_the_reminder_on_once(store: Store) -> None:
    game = await store.create_game(**GAME)
    await store.set_reminder(game.id, interval_s=10.0, due_at=100.0)
    due = await store.next_reminder()
    assert due is not None
    assert await store.claim_reminder(due, next_due=110.0) is True
    assert await store.claim_reminder(due, next_due=110.0) is False  # the same sighting cannot be sent twice
    assert (await store.reminder(game.id)) == Reminder(game.id, 10.0, 110.0)


async def test_a_reset_between_sighting_and_claim_wins(store: Store) -> None:
    game = await store.create_game(**GAME)
    await store.set_reminder(game.id, interval_s=10.0, due_at=100.0)
    seen = await store.next_reminder()
    assert seen is not None
    await store.set_reminder_due(game.id, 150.0)  # the player moved meanwhile
    assert await store.claim_reminder(seen, next_due=110.0) is False
    assert (await store.reminder(game.id)) == Reminder(game.id, 10.0, 150.0)


async def test_off_and_bad_intervals(store: Store) -> None:
    game = await store.create_game(**GAME)
    await store.set_reminder(game.id, interval_s=None, due_at=None)
    assert await store.reminder(game.id) == Reminder(game.id, None, None)
    assert await store.next_reminder() is None
    with pytest.raises(StorageError, match="positive"):
        await store.set_reminder(game.id, interval_s=0.0, due_at=None)
    with pytest.raises(GameNotFound):
        await store.set_reminder(999, interval_s=5.0, due_at=None)


async def test_spectator_channels(store: Store) -> None:
    game = await store.create_game(**GAME)
    assert await store.add_spectator(game.id, "s2") is True
    assert await store.add_spectator(game.id, "s1") is True
    assert await store.add_spectator(game.id, "s1") is False
    assert await store.spectators(game.id) == ["s1", "s2"]
    assert await store.remove_spectator(game.id, "s2") is True
    assert await store.remove_spectator(game.id, "s2") is False
    assert await store.spectators(game.id) == ["s1"]
    with pytest.raises(GameNotFound):
        await store.add_spectator(999, "s1")
