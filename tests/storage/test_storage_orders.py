"""Standing orders (/auto, table standing_orders) on SQLite and PostgreSQL: kept with the game across a restart,
at most 20 a player, their words added to a typed move's owed post, and carried by an export into an import."""

from __future__ import annotations

import hashlib
import json
from dataclasses import replace
from pathlib import Path
from typing import Any

import pytest

from storage import (
    Extend,
    GameNotFound,
    LogEntry,
    OrderRecord,
    Owing,
    SeatRecord,
    SequenceConflict,
    StorageError,
    Store,
    export_document,
    parse_document,
)
from storage.export import signed_by
from storage.orders import MAX_ORDERS
from storage.records import GameRecord
from tests.storage.storage_helpers import GAME, FakeClock, RawDb
from tests.storage.test_storage_export import sample_game

FIXTURES = Path(__file__).resolve().parents[1] / "fixtures" / "saved"
SAVED = sorted(p for p in FIXTURES.glob("*.json") if not p.name.endswith(".expected.json"))
BUY = {"kind": "buy_share", "company": "PRR", "until": {"round": "SR 2"}}
SELL = {"kind": "sell", "company": "B&O", "count": 2}


async def test_add_list_update_and_remove(store: Store, clock: FakeClock) -> None:
    game = await store.create_game(**GAME)
    assert await store.orders(game.id) == []
    first = await store.add_order(game.id, "u1", BUY)
    second = await store.add_order(game.id, "u2", {"kind": "pass", "n": (1, 2)})
    assert first == OrderRecord(first.id, game.id, "u1", BUY, clock.now - 1)
    assert second.data == {"kind": "pass", "n": [1, 2]}  # what a read gives back
    assert await store.orders(game.id) == [first, second]
    assert await store.update_order(first.id, SELL) is True
    assert [o.data for o in await store.orders(game.id)] == [SELL, second.data]
    assert await store.remove_order(first.id) is True
    assert await store.remove_order(first.id) is False
    assert await store.update_order(first.id, BUY) is False  # the row is gone
    assert await store.orders(game.id) == [second]


async def test_refusals(store: Store) -> None:
    game = await store.create_game(**GAME)
    with pytest.raises(GameNotFound):
        await store.add_order(999, "u1", BUY)
    with pytest.raises(StorageError, match="user id"):
        await store.add_order(game.id, "", BUY)
    with pytest.raises(StorageError, match="standing order must be a JSON object"):
        await store.add_order(game.id, "u1", [BUY])  # type: ignore[arg-type]
    with pytest.raises(StorageError, match="standing order cannot be saved as JSON"):
        await store.update_order(1, {"x": float("nan")})
    assert await store.orders(game.id) == []


async def test_twenty_orders_a_player_in_a_game(store: Store) -> None:
    game = await store.create_game(**GAME)
    other = await store.create_game(**{**GAME, "channel_id": "other"})
    for n in range(MAX_ORDERS):
        await store.add_order(game.id, "u1", {"n": n})
    with pytest.raises(StorageError) as refused:
        await store.add_order(game.id, "u1", {"n": 20})
    assert str(refused.value) == "You have 20 standing orders in this game already; cancel one with /auto off first."
    await store.add_order(game.id, "u2", {"n": 0})  # another player's count is their own
    await store.add_order(other.id, "u1", {"n": 0})  # and another game's
    assert len(await store.orders(game.id)) == MAX_ORDERS + 1
    await store.remove_order((await store.orders(game.id))[0].id)
    await store.add_order(game.id, "u1", {"n": 20})  # room again


async def test_removing_a_players_orders_or_the_games(store: Store) -> None:
    game = await store.create_game(**GAME)
    other = await store.create_game(**{**GAME, "channel_id": "other"})
    for user in ("u1", "u2", "u1"):
        await store.add_order(game.id, user, BUY)
    kept = await store.add_order(other.id, "u1", BUY)
    assert await store.remove_orders(game.id, "u1") == 2
    assert [o.user_id for o in await store.orders(game.id)] == ["u2"]
    assert await store.remove_orders(game.id, "u1") == 0
    assert await store.remove_orders(game.id) == 1
    assert await store.orders(game.id) == [] and await store.orders(other.id) == [kept]


async def test_orders_survive_a_restart(target: str, clock: FakeClock) -> None:
    async with await Store.open(target, clock=clock) as store:
        game = await store.create_game(**GAME)
        orders = [await store.add_order(game.id, "u1", BUY), await store.add_order(game.id, "u2", SELL)]
    async with await Store.open(target, clock=clock) as reopened:
        assert await reopened.orders(game.id) == orders


async def test_an_automatic_move_extends_the_typed_moves_owed_post(store: Store, raw: RawDb) -> None:
    game = await store.create_game(**GAME)
    typed = await store.append(game.id, expected_seq=0, kind="action", user_id="u1", data={"n": 1},
                               owing=Owing("c", "pass", "Ann passes.", due_at=100.0))
    assert typed.owed is not None
    auto = await store.append(game.id, expected_seq=1, kind="action", user_id="u2", data={"n": 2},
                              extend_owed=Extend(typed.owed, "Bob passes (standing order)."))
    assert auto.seq == 2 and auto.owed == typed.owed
    (post,) = await store.owed_posts(100.0)
    assert (post.id, post.content, post.position) == (typed.owed, "Ann passes.\nBob passes (standing order).", 2)
    # A move refused (it raced another) extends nothing: the words go with the move, in its transaction.
    with pytest.raises(SequenceConflict):
        await store.append(game.id, expected_seq=1, kind="action", user_id="u2", data={"n": 3},
                           extend_owed=Extend(typed.owed, "Never saved."))
    (post,) = await store.owed_posts(100.0)
    assert (post.content, post.position) == ("Ann passes.\nBob passes (standing order).", 2)
    # A delivered row and a missing one are left alone; the move is saved all the same, and owes nothing without a
    # post of its own to open.
    await store.post_delivered(typed.owed)
    late = await store.append(game.id, expected_seq=2, kind="action", user_id="u2", data={"n": 4},
                              extend_owed=Extend(typed.owed, "Late."))
    nowhere = await store.append(game.id, expected_seq=3, kind="action", user_id="u2", data={"n": 5},
                                 extend_owed=Extend(12345, "Nowhere."))
    assert late.owed is None and nowhere.owed is None
    assert await raw.fetch("SELECT content, position FROM outbox WHERE id = $1", typed.owed) == [
        ("Ann passes.\nBob passes (standing order).", 2)]
    assert await store.log_length(game.id) == 4


async def test_an_automatic_moves_words_open_a_post_once_the_one_before_is_taken_or_full(store: Store) -> None:
    """Issue 43: a background chain's post is open to more words until a deliverer takes it (what it posts is what the
    row held when taken) or it is full; then the next move opens a post of its own, in the move's transaction."""
    game = await store.create_game(**GAME)
    opening = Owing("c", "auto", "", due_at=10.0, waited=False)
    first = await store.append(game.id, expected_seq=0, kind="action", user_id="bot:#1", data={"n": 1},
                               owing=replace(opening, content="Brunel passes (bot)."))
    assert first.owed is not None
    second = await store.append(game.id, expected_seq=1, kind="action", user_id="bot:#1", data={"n": 2},
                                owing=replace(opening, content="Brunel buys (bot)."),
                                extend_owed=Extend(first.owed, "Brunel buys (bot).", most_chars=100))
    assert second.owed == first.owed
    (due,) = await store.owed_posts(10.0)
    assert due.answered and not due.followed  # nobody waits on its answer; its pings and mirror are still to go
    taken = await store.claim_post(due, 70.0)
    assert taken is not None and taken.content == "Brunel passes (bot).\nBrunel buys (bot)."
    third = await store.append(game.id, expected_seq=2, kind="action", user_id="bot:#1", data={"n": 3},
                               owing=replace(opening, content="Brunel runs (bot)."),
                               extend_owed=Extend(first.owed, "Brunel runs (bot).", most_chars=100))
    assert third.owed not in (None, first.owed)  # the taken post is not changed under its deliverer
    long = "x" * 120
    fourth = await store.append(game.id, expected_seq=3, kind="action", user_id="bot:#1", data={"n": 4},
                                owing=replace(opening, content=long), extend_owed=Extend(third.owed or 0, long, most_chars=100))
    fifth = await store.append(game.id, expected_seq=4, kind="action", user_id="bot:#1", data={"n": 5},
                               owing=replace(opening, content="Brunel passes (bot)."),
                               extend_owed=Extend(fourth.owed or 0, "Brunel passes (bot).", most_chars=100))
    assert fourth.owed == third.owed and fifth.owed not in (None, third.owed)  # full at 100 characters: a new post
    await store.post_delivered(first.owed, answered=True, followed=True)
    assert [p.content for p in await store.owed_posts(1e9, limit=5)] == ["Brunel runs (bot).\n" + long]  # in order


def resign(document: dict[str, Any]) -> str:
    """Recompute the checksum (as a careful forger would), so only the shape checks are left to refuse."""
    body = {k: v for k, v in document.items() if k not in ("checksum", "signature")}
    canonical = json.dumps(body, sort_keys=True, separators=(",", ":"))
    return json.dumps({**body, "checksum": hashlib.sha256(canonical.encode()).hexdigest()})


async def test_export_and_import_keep_the_orders_in_force(store: Store) -> None:
    game = await store.create_game(**GAME)
    await store.add_seat(game.id, "u1", "Ann")
    await store.add_seat(game.id, "u2", "Bob")
    await store.append(game.id, expected_seq=0, kind="action", user_id="u1", data={"n": 1})
    for user, data in (("u1", BUY), ("u2", SELL), ("u1", {"kind": "pass"})):
        await store.add_order(game.id, user, data)
    document = export_document(await store.get_game(game.id), await store.seats(game.id), await store.log(game.id),
                               "key", await store.orders(game.id))
    assert document["orders"] == [{"user_id": "u1", "data": BUY}, {"user_id": "u2", "data": SELL},
                                  {"user_id": "u1", "data": {"kind": "pass"}}]
    parsed = parse_document(json.dumps(document, indent=2))
    assert parsed == document and signed_by(parsed, "key")
    # The orders are under the checksum and the signature.
    edited = {**document, "orders": document["orders"][:2]}
    with pytest.raises(StorageError, match="checksum"):
        parse_document(json.dumps(edited))
    assert not signed_by(json.loads(resign(edited)) | {"signature": document["signature"]}, "key")
    # A player no longer seated keeps no orders in the imported game.
    orders = [(o["user_id"], o["data"]) for o in parsed["orders"]] + [("u9", BUY)]
    imported = await store.import_game(
        guild_id="g", channel_id="elsewhere", title=parsed["title"], options=parsed["options"], seed=parsed["seed"],
        creator_id="u1", seats=[(s["user_id"], s["display_name"]) for s in parsed["seats"]],
        entries=[(e["kind"], e["user_id"], e["data"]) for e in parsed["log"]], status="running", orders=orders)
    assert [(o.user_id, o.data) for o in await store.orders(imported.id)] == orders[:3]
    assert [(o.user_id, o.data) for o in await store.orders(game.id)] == orders[:3]


async def test_an_import_keeps_twenty_orders_a_player_and_writes_nothing_when_refused(store: Store) -> None:
    setup = {"guild_id": "g", "title": "T", "options": {}, "seed": 1, "creator_id": "u1", "seats": [("u1", "Ann")],
             "entries": [], "status": "running"}
    game = await store.import_game(channel_id="c1", orders=[("u1", {"n": n}) for n in range(25)], **setup)
    assert [o.data["n"] for o in await store.orders(game.id)] == list(range(MAX_ORDERS))
    with pytest.raises(StorageError, match="standing order must be a JSON object"):
        await store.import_game(channel_id="c2", orders=[("u1", BUY), ("u1", "not an order")], **setup)  # type: ignore[list-item]
    assert await store.active_game("c2") is None


def test_an_export_without_orders_keeps_its_checksum_and_signature() -> None:
    for orders in (None, []):
        document = export_document(*sample_game(), "k", orders)
        assert "orders" not in document
        # Both computed by the code before standing orders existed.
        assert document["checksum"] == "aff53c1024d56238f472e93a6cc0f04d5906411a99ed6dbe23a1197934857992"
        assert document["signature"] == "6213af1712dfc31934613f14c006d55da5ae89d4407d33ca30e17b04a4814d9a"
        assert parse_document(json.dumps(document)) == document and signed_by(document, "k")


@pytest.mark.parametrize("path", SAVED, ids=lambda p: p.name)
def test_every_saved_export_still_parses_and_exports_to_its_checksum(path: Path) -> None:
    text = path.read_text(encoding="utf-8")
    document = parse_document(text)
    assert "orders" not in document
    game = GameRecord(id=1, guild_id="g", channel_id="c", title=document["title"], options=document["options"],
                      seed=document["seed"], status="running", creator_id="u", created_at=0.0, updated_at=0.0, scores=None)
    seats = [SeatRecord(s["user_id"], s["display_name"], s["seat_order"], "channel") for s in document["seats"]]
    log = [LogEntry(e["seq"], e["kind"], e["user_id"], e["data"], 0.0) for e in document["log"]]
    assert export_document(game, seats, log)["checksum"] == document["checksum"]


def test_a_saved_exports_checksum_from_before_orders() -> None:
    document = parse_document((FIXTURES / "18ez-level1-example.json").read_text(encoding="utf-8"))
    assert document["checksum"] == "3afa12632db7094b3cc132fc699ac165667d9463e23959852010bf7bd3e8d856"


@pytest.mark.parametrize(("orders", "message"), [
    ({"user_id": "u1", "data": {}}, "The export's orders must be a list."),
    ([["u1", {}]], "The export's order number 1 must have exactly: user_id, data."),
    ([{"user_id": "u1", "data": {}, "extra": 1}], "The export's order number 1 must have exactly: user_id, data."),
    ([{"user_id": "u1", "data": {}}, {"user_id": 7, "data": {}}], "The export's order number 2 has a bad user_id."),
    ([{"user_id": "u1", "data": [1]}], "The export's order number 1 has a bad data."),
    ([{"user_id": "", "data": {}}], "The export's order number 1's user id must be 1 to 64 characters of text, without NUL."),
    ([{"user_id": "u" * 65, "data": {}}], "The export's order number 1's user id must be 1 to 64 characters of text, without NUL."),
    ([{"user_id": "u1", "data": {}}] * 201, "The export has 201 standing orders; a game holds at most 200."),
    ([{"user_id": "u1", "data": {"x": "\x00"}}], "The export holds a NUL character, which no game move has."),
])
def test_a_malformed_orders_field_is_refused_with_one_sentence(orders: Any, message: str) -> None:
    game = GameRecord(id=3, status="running", created_at=1.0, updated_at=2.0, scores=None, **GAME)
    document = export_document(game, [SeatRecord("u1", "Ann", 0, "channel")], [])
    with pytest.raises(StorageError) as refused:
        parse_document(resign({**document, "orders": orders}))
    assert str(refused.value) == message
