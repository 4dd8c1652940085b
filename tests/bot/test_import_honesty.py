"""Issue 31 §2 and §7: an import cannot choose its rules, nor forge the log's own entries.

Only a file this bot signed keeps the rules revision it names; an unsigned one runs under the current rules and
its moves are checked there. Every entry of an import, not only its moves, is checked as the log's invariants, and
whatever is wrong with it is said in one sentence (never a validation dump, never "something went wrong")."""

from __future__ import annotations

import hashlib
import json
from collections.abc import Callable
from typing import Any

from bot.commands import CommandLayer, Invocation, Reply
from engine.core.game import RULES_REVISION
from storage import LogEntry, Store
from storage.jsoncodec import canonical_json


def who(user: str, channel: str = "c") -> Invocation:
    return Invocation(user_id=user.lower(), user_name=user, channel_id=channel, guild_id="g")


async def exported(layer: CommandLayer, title: str, *lines: tuple[str, str]) -> dict[str, Any]:
    """A finished-or-running game of `title` with Ann, Bob and Cid after `lines` (player, command), exported."""
    await layer.handle(who("Ann"), "game new", {"title": title, "seed": "3"})
    for name in ("Bob", "Cid"):
        await layer.handle(who(name), "game join", {})
    await layer.handle(who("Ann"), "game start", {})
    for name, line in lines:
        reply = await layer.handle_line(who(name), line)
        assert not reply.ephemeral, reply.text
    ((_, content),) = (await layer.handle(who("Ann"), "game export", {})).files
    return json.loads(content)


def forged(document: dict[str, Any], change: Callable[[dict[str, Any]], None]) -> str:
    """The document changed, its checksum recomputed (anyone can), its signature gone (only the bot can make one)."""
    document = json.loads(json.dumps(document))
    change(document)
    document.pop("signature", None)
    body = {k: v for k, v in document.items() if k != "checksum"}
    document["checksum"] = hashlib.sha256(canonical_json(body).encode()).hexdigest()
    return json.dumps(document)


async def imported(layer: CommandLayer, text: str, channel: str) -> Reply:
    return await layer.handle(who("Eve", channel), "game import", {"file": text})


async def test_an_unsigned_import_runs_under_the_current_rules_whatever_it_names(store: Store) -> None:
    """`options.rules = 0` brought back a fixed bug: a /par during 18GL's private auction was accepted. Unsigned, the
    file runs under the current revision, so that move is refused with a sentence; signed, a file keeps its own."""
    layer = CommandLayer(store, operator_seeds=True)
    document = await exported(layer, "18GL")
    first = document["seats"][1]  # seed 3: Bob bids first

    def old_rules_and_a_par(doc: dict[str, Any]) -> None:
        doc["options"]["rules"] = 0
        doc["log"].append({"seq": len(doc["log"]) + 1, "kind": "action", "user_id": first["user_id"],
                           "data": {"player": 1, "action": {"kind": "par", "railroad": "PRR", "par": 100}}})

    reply = await imported(layer, forged(document, old_rules_and_a_par), "c2")
    assert reply.ephemeral and "log entry 1 is not a legal move" in reply.text and "the private companies come first" in reply.text
    assert await store.channel_history("c2") == []
    plain = await imported(layer, forged(document, lambda d: d["options"].update(rules=0)), "c3")
    assert not plain.ephemeral, plain.text
    assert f"runs under the current rules (rules revision {RULES_REVISION})" in plain.text
    record = await store.active_game("c3")
    assert record is not None and record.options["rules"] == RULES_REVISION
    assert (await layer.games.load(record)).game.revision == RULES_REVISION
    signed = json.loads(json.dumps(document))
    signed_reply = await imported(layer, json.dumps(signed), "c4")
    assert f"keeps the rules it was played under (rules revision {RULES_REVISION})" in signed_reply.text


async def test_forged_entries_that_are_not_moves_are_refused_in_a_sentence(store: Store) -> None:
    """A `replace` of seat 99 or an `undo` without `undoes` was accepted, and then every /game log failed; a malformed
    move answered with a pydantic dump; a move whose player is null crashed."""
    layer = CommandLayer(store, operator_seeds=True)
    document = await exported(layer, "18EZ-L1", ("Bob", "/choose railroad:PS&W"))
    move = document["log"][0]

    def add(entry: dict[str, Any]) -> Callable[[dict[str, Any]], None]:
        return lambda d: d["log"].append({"seq": len(d["log"]) + 1, "user_id": move["user_id"], **entry})

    def set_move(data: dict[str, Any]) -> Callable[[dict[str, Any]], None]:
        return lambda d: d["log"][0].update(data=data)

    cases = [
        (add({"kind": "replace", "data": {"seat": 99, "old": "bob", "new": "zed"}}), "does not hand a seat"),
        (add({"kind": "undo", "data": {}}), "does not name the last move in force"),
        (add({"kind": "undo", "data": {"undoes": 7}}), "does not name the last move in force"),
        (add({"kind": "undo-vote", "data": {"undoes": 1, "x": 1}}), "more than an undo"),
        (add({"kind": "resume", "data": {}}), "running already"),
        (add({"kind": "teleport", "data": {}}), "'teleport' is not a kind of entry"),
        (set_move({"player": None, "action": move["data"]["action"]}), "its player must be a seat number from 0 to 2"),
        (set_move({"player": 1, "action": {"kind": "choose", "railroad": ["PS&W"]}}), "its action (choose) is not one"),
        (set_move({"player": 1, "action": {"kind": "fly"}}), "its action (fly) is not one this bot reads"),
        (set_move({"player": 1, "action": "pass"}), "exactly a player and an action"),
    ]
    for number, (change, reason) in enumerate(cases):
        reply = await imported(layer, forged(document, change), f"x{number}")
        assert reply.ephemeral and reason in reply.text, reply.text
        assert "\n" not in reply.text and "pydantic" not in reply.text and "Sorry" not in reply.text, reply.text
        assert await store.channel_history(f"x{number}") == []
    # what the log's invariants allow is imported, and /game log reads it
    fine = forged(document, add({"kind": "undo-vote", "data": {"undoes": 1}}))
    assert not (await imported(layer, fine, "ok")).ephemeral
    shown = await layer.handle(who("Eve", "ok"), "game log", {})
    assert "asks to undo move 1" in shown.text


async def test_a_lone_surrogate_in_a_name_is_refused_in_a_sentence(store: Store) -> None:
    """§7: a seat name holding half of a surrogate pair got "Sorry, something went wrong"; now one sentence."""
    layer = CommandLayer(store, operator_seeds=True)
    await layer.handle(who("Ann"), "game new", {"title": "18EZ-L1", "seed": "3"})
    odd = Invocation(user_id="odd", user_name="B\ud800b", channel_id="c", guild_id="g")
    refused = await layer.handle(odd, "game join", {})
    assert refused.ephemeral and "holds a character that is not text" in refused.text
    await layer.handle(who("Bob"), "game join", {})
    await layer.handle(who("Ann"), "game start", {})
    ((_, content),) = (await layer.handle(who("Ann"), "game export", {})).files
    document = json.loads(content)
    text = forged(document, lambda d: d["seats"][1].update(display_name="B\ud800b"))
    reply = await imported(layer, text, "c9")
    assert reply.ephemeral and "name must be 1 to 100 characters of text" in reply.text, reply.text


async def test_undo_pairs_are_checked_from_copies_and_reach_the_same_game(store: Store) -> None:
    """Issue 32 §3: each undo replayed the whole game (2,000 pairs: minutes of CPU). An undo now goes back to a copy
    kept before its move: the check reaches exactly the game the log's trusted replay rebuilds, nested undos too."""
    import random

    from bot.transfer import _checked_replay, check_import

    layer = CommandLayer(store, operator_seeds=True)
    await layer.handle(who("Ann"), "game new", {"title": "18EZ-L2", "seed": "5"})
    for name in ("Bob", "Cid"):
        await layer.handle(who(name), "game join", {})
    await layer.handle(who("Ann"), "game start", {})
    record = await store.active_game("c")
    assert record is not None
    rng = random.Random(5)
    for step in range(60):
        game = (await layer.games.load(record)).game
        player = game.acting_players()[0]
        mover = who(game.players[player])
        move = rng.choice(game.legal_actions(player)).text
        assert not (await layer.handle(mover, "move", {"action": move, "confirm": "yes"})).ephemeral
        if step % 3 == 0:  # taken back and made again; every ninth move twice over (nested)
            await layer.handle(mover, "game undo", {})
            if step % 9 == 0 and (await layer.games.load(record)).game.history:
                last = (await layer.games.load(record)).game.history[-1]
                back = who((await layer.games.load(record)).game.players[last.player])
                await layer.handle(back, "game undo", {})
                await layer.handle(back, "move", {"action": last.action.text, "confirm": "yes"})
            await layer.handle(mover, "move", {"action": move, "confirm": "yes"})
    ((_, content),) = (await layer.handle(who("Ann"), "game export", {})).files
    document = json.loads(content)
    entries = [LogEntry(e["seq"], e["kind"], e["user_id"], e["data"], 0.0) for e in document["log"]]
    assert sum(e.kind == "undo" for e in entries) >= 20
    checked = _checked_replay(document, document["options"], entries)
    layer.games.forget(record.id)
    assert checked.state == (await layer.games.load(record)).game.state
    assert check_import(document, document["options"], entries, "ann").moves == len(checked.history)
