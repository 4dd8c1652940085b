"""A standing order stays its owner's (issue 44 §2): what others read (the channel's words, /game log, an export)
says only that a move was made by a standing order, "(auto)"; its limit, company and length never. Twins that differ
only in an order's limit give every other reader the same bytes."""

from __future__ import annotations

import json

from bot.commands import CommandLayer, Invocation
from storage import Store

BOB_FIRST = ["Ann: /game new title:18EZ-L2 seed:1", "Bob: /game join", "Ann: /game start"]  # seed 1 seats Bob first


def who(name: str) -> Invocation:
    return Invocation(user_id=name.lower(), user_name=name, channel_id="c", guild_id="g")


async def what_bob_reads(limit: str) -> tuple[list[str], str, bytes]:
    """Ann's buy order with a price limit of `limit` (never reached): Bob's answers, his /game log, his export."""
    store = await Store.open(":memory:")
    try:
        layer = CommandLayer(store, operator_seeds=True, buttons=False)
        for line in BOB_FIRST:
            name, _, command = line.partition(": ")
            assert not (await layer.handle_line(who(name), command)).ephemeral, line
        set_ = await layer.handle(who("Ann"), "auto", {"order": "buy", "company": "M&YR", "holding": "3", "price": limit})
        assert set_.ephemeral and f"at most ${limit} a share" in set_.text  # only Ann sees her order
        answers = []
        for line in ("/par railroad:M&YR price:50", "/pass", "/pass"):
            reply = await layer.handle_line(who("Bob"), line)
            assert not reply.ephemeral, reply.text
            answers.append(reply.text)
        log = (await layer.handle(who("Bob"), "game log", {"count": "100"})).text
        exported = json.loads((await layer.handle(who("Bob"), "game export", {})).files[0][1])
        exported.pop("signature")  # each bot signs with a key of its own
        return answers, log, json.dumps(exported).encode()
    finally:
        await store.close()


async def test_what_others_read_of_a_standing_order_is_the_same_whatever_its_limit() -> None:
    cheap, dear = await what_bob_reads("90"), await what_bob_reads("200")
    answers, log, export = cheap
    assert any("Ann buys an M&YR share" in text and "(auto)" in text for text in answers)  # the order acted
    assert "(auto)" in log and "buy M&YR" not in log and "$90" not in log
    document = json.loads(export)
    assert all("order" not in (e["data"].get("auto") or {}) for e in document["log"])
    assert "orders" not in document  # Bob's export carries no one else's orders
    assert cheap == dear  # the channel, the log and the export: byte for byte
