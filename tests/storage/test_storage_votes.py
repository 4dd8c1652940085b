"""Votes (table votes, storage/votes.py) on SQLite and PostgreSQL alike: a vote opened and found by its kind and data,
its message remembered once, ended once (a second end, a press racing the expiry, changes nothing), the next expiry
and the asker's telling taken once."""

from __future__ import annotations

import pytest

from storage import StorageError, Store
from tests.storage.storage_helpers import GAME


async def test_a_vote_is_opened_found_posted_and_ended_once(store: Store) -> None:
    game = await store.create_game(**GAME)
    vote = await store.open_vote(game.id, kind="replace", data={"seat": 1, "old": "bob", "new": "zed"}, asker_id="ann",
                                 needed=["cid", "ann"], ask="Ann asks for Zed to take over Bob's seat.", opened_seq=3,
                                 opened_at=100.0, expires_at=200.0)
    assert (vote.needed, vote.state, vote.channel_id, vote.is_open) == (("ann", "cid"), "open", None, True)
    assert await store.open_vote_of(game.id, "replace", {"new": "zed", "old": "bob", "seat": 1}) == vote  # any key order
    assert await store.open_vote_of(game.id, "replace", {"seat": 2, "old": "bob", "new": "zed"}) is None
    await store.vote_posted(vote.id, "chan", "42")
    await store.vote_posted(vote.id, "elsewhere", "43")  # the first place it was posted stays
    assert ((await store.vote(vote.id)) or vote).message_id == "42"
    assert await store.next_vote_at() == 200.0
    assert [v.id for v in await store.votes_due(199.0)] == [] and [v.id for v in await store.votes_due(200.0)] == [vote.id]
    assert await store.close_vote(vote.id, "expired", "Expired.", tell_at=250.0)
    assert not await store.close_vote(vote.id, "refused", "Refused by Cid.")  # ended once
    ended = await store.vote(vote.id)
    assert ended is not None and (ended.state, ended.outcome, ended.tell_at) == ("expired", "Expired.", 250.0)
    assert await store.open_votes(game.id) == [] and await store.next_vote_at() == 250.0
    assert await store.vote_told(ended, 300.0)  # quiet hours: told later
    later = await store.vote(vote.id)
    assert later is not None and await store.vote_told(later) and not await store.vote_told(later)  # told once
    assert await store.next_vote_at() is None
    with pytest.raises(StorageError):
        await store.close_vote(vote.id, "open", "")
