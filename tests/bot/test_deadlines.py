"""Deadlines through the command layer (issue 48 §1-2): lengths and dates as typed, who may set a deadline (the
creator or an admin alone, else everyone's yes), the deadline counted from each move, a missed one passing for a
silent player where the rules allow it (then:skip) and asking the table where they do not, a claim taken again after a
stop writing nothing twice, and the log's new entries kept by export and import."""

from __future__ import annotations

import pytest

from bot import deadlines
from bot.commands import CommandLayer
from bot.service import DEADLINE, DEADLINE_MISSED, MOVE
from bot.transfer import export_game, import_game
from engine import IllegalAction
from tests.bot.conftest import Clock
from tests.bot.test_commands import say, started

HOUR = 3600.0
CHOOSING = ["/choose railroad:PS&W", "/choose railroad:TC&L", "/choose railroad:BR&N"]


def test_lengths_and_dates_as_typed() -> None:
    assert [deadlines.parse_length(t) for t in ("48h", "2d", "90m", "36", "1.5 h", "off")] == [
        48 * HOUR, 48 * HOUR, 90 * 60, 36 * HOUR, 1.5 * HOUR, None]
    for bad, why in (("soon", "a length like 48h"), ("5m", "from 10 minutes"), ("40d", "to 30 days")):
        with pytest.raises(IllegalAction, match=why):
            deadlines.parse_length(bad)
    assert deadlines.parse_then("") == "ask" and deadlines.parse_then("The bot") == "bot"
    with pytest.raises(IllegalAction, match=r"(?i)then is ask, bot, skip"):
        deadlines.parse_then("later")
    now = 1_767_225_600.0  # 2026-01-01 00:00 UTC
    assert deadlines.parse_date("2026-01-03", "UTC", now) == now + 2 * 86400
    assert deadlines.parse_date("2026-01-03", "Europe/Paris", now) == now + 2 * 86400 - HOUR
    assert deadlines.parse_date("3d", "UTC", now) == now + 3 * 86400
    with pytest.raises(IllegalAction, match="has passed"):
        deadlines.parse_date("2025-12-24", "UTC", now)
    assert deadlines.describe_length(48 * HOUR) == "2 days" and deadlines.describe_length(HOUR) == "1 hour"


async def test_the_creator_sets_a_deadline_alone_and_the_others_by_everyones_yes(layer: CommandLayer,
                                                                                 clock: Clock) -> None:
    order = await started(layer)
    record = await layer.store.active_game("c1")
    assert record is not None
    set_by_ann = await say(layer, "Ann", "/deadline after:48h then:bot")
    assert set_by_ann.text == ("Ann set a deadline of 2 days for each decision; then the bot plays for the silent player "
                               "until they are back.")
    deadline = await layer.store.deadline(record.id)
    assert deadline is not None and (deadline.after_s, deadline.then, deadline.due_at) == (48 * HOUR, "bot",
                                                                                         clock.now + 48 * HOUR)
    asked = await say(layer, "Bob", "/deadline after:12h")
    assert "asks to change the deadline" in asked.text and not asked.ephemeral
    assert (await layer.store.deadline(record.id)).after_s == 48 * HOUR  # type: ignore[union-attr]  # not yet
    await say(layer, "Cid", "/deadline after:12h")
    assert (await layer.store.deadline(record.id)).after_s == 48 * HOUR  # type: ignore[union-attr]  # Ann's yes too
    await say(layer, "Ann", "/deadline after:12h")
    assert (await layer.store.deadline(record.id)).after_s == 12 * HOUR  # type: ignore[union-attr]
    clock.now += HOUR
    await say(layer, order[0], CHOOSING[0])  # every move gives the next decision the whole deadline
    assert (await layer.store.deadline(record.id)).due_at == clock.now + 12 * HOUR  # type: ignore[union-attr]
    status = await say(layer, "Cid", "/game status")
    assert f"(the decision under way: <t:{int(clock.now + 12 * HOUR)}:R>)" in status.text
    assert f"(deadline <t:{int(clock.now + 12 * HOUR)}:R>)" not in status.text  # (the ping line is the front's)
    assert status.deadline_at == clock.now + 12 * HOUR


async def test_then_skip_passes_where_the_rules_allow_it_and_asks_where_they_do_not(layer: CommandLayer,
                                                                                   clock: Clock) -> None:
    order = await started(layer)
    record = await layer.store.active_game("c1")
    assert record is not None
    await say(layer, "Ann", "/deadline after:1h then:skip")
    clock.now += HOUR + 1
    due = await layer.deadlines.take_due()
    assert due is not None and await layer.deadlines.take_due() is None  # claimed once
    await layer.deadline_passed(record.id)  # choosing a railroad has no pass in it: the table is asked
    entries = await layer.store.log(record.id)
    seat = [s.user_id for s in await layer.store.seats(record.id)].index(order[0].lower())
    assert (entries[-1].kind, entries[-1].data) == (DEADLINE_MISSED, {"seat": seat, "user": order[0].lower(),
                                                                      "then": "ask"})
    for name, line in zip(order, CHOOSING, strict=True):
        await say(layer, name, line)
    clock.now += HOUR + 1
    assert await layer.deadlines.take_due() is not None
    await layer.deadline_passed(record.id)  # a tile lay may be passed: the silent player passes
    entries = await layer.store.log(record.id)
    assert [e.kind for e in entries[-2:]] == [DEADLINE_MISSED, MOVE]
    assert entries[-1].data["action"] == {"kind": "pass"} and entries[-1].data["auto"] == {"deadline": True}
    log = await say(layer, "Cid", "/game log")
    assert "missed the deadline" in log.text and "(deadline passed)" in log.text


async def test_a_claim_taken_again_after_a_stop_writes_nothing_twice(layer: CommandLayer, clock: Clock) -> None:
    order = await started(layer)
    record = await layer.store.active_game("c1")
    assert record is not None
    await say(layer, "Ann", "/deadline after:1h then:bot")
    clock.now += HOUR + 1
    assert await layer.deadlines.take_due() is not None
    # the process that claimed it wrote the entry, then stopped before the hand-over: the claim falls due again
    loaded = await layer.games.load(record)
    await layer.games.append(loaded, DEADLINE_MISSED, order[0].lower(), {"seat": 0, "user": order[0].lower(),
                                                                          "then": "bot"})
    assert await layer.deadlines.take_due() is None
    clock.now += deadlines.RETRY_S
    assert await layer.deadlines.take_due() is not None
    await layer.deadline_passed(record.id)
    entries = await layer.store.log(record.id)
    assert [e.kind for e in entries].count(DEADLINE_MISSED) == 1
    users = [s.user_id for s in await layer.store.seats(record.id)]
    assert f"bot:{order[0].lower()}" in users and order[0].lower() not in users
    back = await say(layer, order[0], "/pass")  # its player moves: the seat is theirs again
    assert back.text.startswith(f"{order[0]} is back and takes the seat back from the bot.")
    assert [s.user_id for s in await layer.store.seats(record.id)] == [u.removeprefix("bot:") for u in users]


async def test_export_and_import_keep_the_deadlines_entries(layer: CommandLayer, clock: Clock) -> None:
    await started(layer)
    record = await layer.store.active_game("c1")
    assert record is not None
    await say(layer, "Ann", "/deadline after:1h")
    await say(layer, "Bob", "/deadline after:2h")  # a vote: Bob asks
    await say(layer, "Ann", "/deadline after:2h")
    clock.now += HOUR * 3
    assert await layer.deadlines.take_due() is not None
    await layer.deadline_passed(record.id)
    _name, content = await export_game(layer.store, record)
    imported, game, _signed = await import_game(layer.store, content.decode(), guild_id="local", channel_id="c2",
                                                creator_id="ann")
    kinds = [e.kind for e in await layer.store.log(imported.id)]
    assert DEADLINE in kinds and DEADLINE_MISSED in kinds and "deadline-vote" in kinds and game.moves == 0
    kept = await layer.store.deadline(imported.id)  # the game's deadline goes with it
    assert kept is not None and (kept.after_s, kept.then) == (2 * HOUR, "ask")
