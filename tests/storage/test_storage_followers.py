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


async def test_a_deadline_lives_beside_the_reminder_and_moves_with_every_move(store: Store) -> None:
    """Issue 48: the deadline is set, armed by a move in its transaction (as the reminder is), claimed once, cleared
    when no one is waited for; the same on both backends."""
    from storage import Deadline, Rearm

    game = await store.create_game(**GAME)
    other = await store.create_game(**{**GAME, "channel_id": "other"})
    assert await store.deadline(game.id) is None and await store.next_deadline() is None
    await store.set_deadline(game.id, after_s=7200.0, then="bot", due_at=None, default_interval_s=86400.0)
    assert await store.deadline(game.id) == Deadline(game.id, 7200.0, "bot", None)
    assert await store.reminder(game.id) == Reminder(game.id, 86400.0, None)  # a row made for it keeps the default
    await store.append(game.id, expected_seq=0, kind="action", user_id="ann", data={"n": 1},
                       rearm=Rearm(1000.0, 86400.0))
    assert await store.deadline(game.id) == Deadline(game.id, 7200.0, "bot", 8200.0)
    assert await store.reminder(game.id) == Reminder(game.id, 86400.0, 87400.0)
    await store.rearm_reminder(other.id, 500.0, 3600.0)  # a game with no deadline: none is due
    assert await store.deadline(other.id) == Deadline(other.id, None, "ask", None)
    seen = await store.next_deadline()
    assert seen == Deadline(game.id, 7200.0, "bot", 8200.0)
    assert await store.claim_deadline(seen, 8800.0) is True
    assert await store.claim_deadline(seen, 8800.0) is False  # one claim of one sighting
    await store.set_deadline_due(game.id, None)
    assert await store.next_deadline() is None
    await store.rearm_reminder(game.id, 2000.0, 3600.0)
    assert (await store.deadline(game.id)).due_at == 9200.0  # type: ignore[union-attr]
    await store.stop_reminder(game.id)  # the game ended: neither is due
    assert await store.deadline(game.id) == Deadline(game.id, 7200.0, "bot", None)
    assert (await store.reminder(game.id)).due_at is None  # type: ignore[union-attr]
    with pytest.raises(StorageError):
        await store.set_deadline(game.id, after_s=0.0, then="bot", due_at=None, default_interval_s=86400.0)
    with pytest.raises(StorageError):
        await store.set_deadline(game.id, after_s=60.0, then="later", due_at=None, default_interval_s=86400.0)
