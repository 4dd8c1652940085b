"""Posts owed to a channel (table outbox), on SQLite and PostgreSQL: kept until delivered, claimed by one taker,
due again later when a delivery fails, found again for the mover's repeated command, and (issue 32) written with
the move itself, delivered in the order of the moves."""

from __future__ import annotations

from storage import Owing, Store


async def test_an_owed_post_is_claimed_once_retried_and_delivered(store: Store) -> None:
    game = await store.create_game(guild_id="g", channel_id="c", title="18EZ-L1", options={}, seed=1, creator_id="u")
    first = await store.owe_post(game.id, channel_id="c", user_id="u", command="ping", position=3, content="hello", due_at=10.0)
    assert await store.next_owed_at() == 10.0
    assert await store.owed_posts(5.0) == []
    (due,) = await store.owed_posts(10.0)
    assert (due.id, due.content, due.position, due.attempts) == (first, "hello", 3, 0)
    claimed = await store.claim_post(due, 70.0)
    assert claimed is not None and (claimed.id, claimed.content, claimed.attempts, claimed.due_at) == (first, "hello", 1, 70.0)
    assert await store.claim_post(due, 70.0) is None  # another process saw the same row: it does not take it twice
    assert await store.owed_posts(60.0) == [] and [p.attempts for p in await store.owed_posts(70.0)] == [1]
    assert await store.owed_post_of(game.id, "u") is None  # a ping owed: nobody waits on an answer
    await store.post_delivered(first)
    assert await store.owed_posts(1e12) == [] and await store.next_owed_at() is None


async def test_a_move_owes_its_post_in_its_own_transaction_and_posts_go_in_order(store: Store) -> None:
    game = await store.create_game(guild_id="g", channel_id="c", title="18EZ-L1", options={}, seed=1, creator_id="u")
    one = await store.append(game.id, expected_seq=0, kind="action", user_id="u", data={"n": 1},
                             owing=Owing("c", "pass", "Ann passes.", due_at=100.0, interaction_id="i1"))
    two = await store.append(game.id, expected_seq=1, kind="action", user_id="v", data={"n": 2},
                             owing=Owing("c", "pass", "Bob passes.", due_at=5.0))
    assert one.owed is not None and two.owed is not None and await store.log_length(game.id) == 2
    assert await store.owed_posts(50.0) == []  # Bob's is due, but Ann's (earlier) is not yet: the order holds
    (due,) = await store.owed_posts(100.0)
    assert (due.id, due.position, due.interaction_id, due.answered, due.delivered) == (one.owed, 1, "i1", False, False)
    repeat = await store.owed_post_of(game.id, "u")
    assert repeat is not None and repeat.command == "pass" and repeat.position == 1
    await store.post_delivered(one.owed)  # the channel has it; Ann never saw her answer: still a repeat to recognise
    assert (await store.owed_post_of(game.id, "u")) is not None
    assert [p.id for p in await store.owed_posts(100.0)] == [two.owed]
    await store.post_delivered(two.owed, answered=True, followed=True)  # delivered, answered, its pings sent: gone
    assert await store.owed_post_of(game.id, "v") is None
    three = await store.append(game.id, expected_seq=2, kind="action", user_id="v", data={"n": 3},
                               owing=Owing("c", "pass", "Bob passes again.", due_at=5.0))
    assert await store.forget_delivered_posts(1e12) == 1  # the deliverer's sweep: Ann's delivered, unanswered row
    assert await store.owed_post_of(game.id, "u") is None
    await store.post_answered(three.owed or 0)
    assert await store.owed_post_of(game.id, "v") is None and [p.id for p in await store.owed_posts(10.0)] == [three.owed]


async def test_the_oldest_owed_posts_time_is_what_a_health_check_reads(store: Store) -> None:
    """Issue 51 §1: /health says a post has been owed too long from the oldest undelivered post's time."""
    assert await store.oldest_owed_at() is None
    game = await store.create_game(guild_id="g", channel_id="c", title="18EZ-L1", options={}, seed=1, creator_id="u")
    written = store.now() + 1  # the fake clock moves a second a reading: the row is written at the next
    first = await store.owe_post(game.id, channel_id="c", user_id="u", command="pass", position=1, content="a", due_at=5.0)
    await store.owe_post(game.id, channel_id="c", user_id="u", command="pass", position=2, content="b", due_at=6.0)
    assert await store.oldest_owed_at() == written
    await store.post_delivered(first)
    assert (await store.oldest_owed_at() or 0) > written  # the next one's
