"""Posts owed to a channel (table outbox), on SQLite and PostgreSQL: kept until delivered, claimed by one taker,
due again later when a delivery fails, and found again for the mover's repeated command."""

from __future__ import annotations

from storage import Store


async def test_an_owed_post_is_claimed_once_retried_and_delivered(store: Store) -> None:
    game = await store.create_game(guild_id="g", channel_id="c", title="18EZ-L1", options={}, seed=1, creator_id="u")
    first = await store.owe_post(game.id, channel_id="c", user_id="u", command="pass", position=3, content="hello", due_at=10.0)
    assert await store.next_owed_at() == 10.0
    assert await store.owed_posts(5.0) == []
    (due,) = await store.owed_posts(10.0)
    assert (due.id, due.content, due.position, due.attempts) == (first, "hello", 3, 0)
    assert await store.claim_post(due, 70.0) is True
    assert await store.claim_post(due, 70.0) is False  # another process saw the same row: it does not take it twice
    assert await store.owed_posts(60.0) == [] and [p.attempts for p in await store.owed_posts(70.0)] == [1]
    owed = await store.owed_post_of(game.id, "u")
    assert owed is not None and owed.command == "pass"
    await store.post_delivered(first)
    assert await store.owed_posts(1e12) == [] and await store.next_owed_at() is None
    assert await store.owed_post_of(game.id, "u") is None
