"""Following a game without Discord: reminders' timing, notify preferences,
spectator channels and autocomplete suggestions, through the command layer."""

from __future__ import annotations

from bot.commands import CommandLayer
from bot.reminders import ReminderBook
from storage import Store
from tests.bot.conftest import Clock
from tests.bot.test_commands import say, started

HOUR = 3600.0


async def test_a_started_game_is_reminded_after_a_day_by_default(layer: CommandLayer, clock: Clock) -> None:
    await started(layer)
    book = layer.reminders
    assert await book.seconds_until_next() == 24 * HOUR
    clock.now += 24 * HOUR
    due = await book.take_due()
    assert due is not None and await book.take_due() is None  # claimed once
    assert await book.seconds_until_next() == 24 * HOUR  # the next one, an interval later
    found = await layer.reminder_reply(due.game_id)
    assert found is not None
    record, reply = found
    assert record.channel_id == "c1" and [up.name for up in reply.next_up] == ["Bob"]
    assert reply.text.startswith("Reminder") and "24 hours" in reply.text


async def test_a_move_restarts_the_idle_clock_and_the_end_stops_it(layer: CommandLayer, clock: Clock) -> None:
    order = await started(layer)
    clock.now += 5 * HOUR
    await say(layer, order[0], "/choose railroad:PS&W")
    assert await layer.reminders.seconds_until_next() == 24 * HOUR
    await say(layer, "Ann", "/game abandon")
    assert await layer.reminders.seconds_until_next() is None


async def test_a_long_downtime_is_caught_up_once(tmp_path, clock: Clock) -> None:
    store = await Store.open(tmp_path / "g.sqlite3")
    try:
        layer = CommandLayer(store, clock=clock, operator_seeds=True)
        await started(layer)
        clock.now += 10 * 24 * HOUR  # ten missed reminders
        book = ReminderBook(store, clock)  # a fresh bot after the restart
        assert await book.take_due() is not None
        assert await book.take_due() is None
        assert await book.seconds_until_next() == 24 * HOUR
    finally:
        await store.close()


async def test_remind_settings_are_checked(layer: CommandLayer) -> None:
    await started(layer)
    assert "every 2 hours" in (await say(layer, "Ann", "/game remind after:2")).text
    assert await layer.reminders.seconds_until_next() == 2 * HOUR
    for bad, reason in [("soon", "a number of hours or 'off'"), ("0.1", "from 0.25 hours"), ("1000", "two weeks")]:
        reply = await say(layer, "Ann", f"/game remind after:{bad}")
        assert reply.ephemeral and reason in reply.text
    assert (await say(layer, "Bob", "/game remind after:3")).ephemeral  # not the game's creator
    assert "off" in (await say(layer, "Ann", "/game remind after:off")).text
    assert await layer.reminders.seconds_until_next() is None


async def test_notify_preference_reaches_the_ping(layer: CommandLayer) -> None:
    order = await started(layer)
    second = order[1]
    reply = await say(layer, second, "/game notify where:dm")
    assert reply.ephemeral and "direct message" in reply.text
    assert (await say(layer, second, "/game notify where:pigeon")).ephemeral
    reply = await say(layer, order[0], "/choose railroad:PS&W")
    assert [(up.name, up.notify) for up in reply.next_up] == [(second, "dm")]


async def test_spectator_channels_are_kept_per_game(layer: CommandLayer) -> None:
    await started(layer)
    reply = await say(layer, "Ann", "/game spectate channel:<#42>")
    assert not reply.ephemeral and "<#42>" in reply.text
    assert (await say(layer, "Ann", "/game spectate channel:42")).text == "That channel already spectates this game."
    assert "its own channel" in (await say(layer, "Ann", "/game spectate channel:c1")).text
    assert reply.game_id is not None and await layer.store.spectators(reply.game_id) == ["42"]
    await say(layer, "Ann", "/game spectate channel:42 stop:yes")
    assert await layer.store.spectators(reply.game_id) == []


async def test_suggestions_are_legal_moves_of_the_person_typing(layer: CommandLayer) -> None:
    from bot.commands import Invocation

    order = await started(layer)
    first = Invocation(order[0].lower(), order[0], "c1")
    second = Invocation(order[1].lower(), order[1], "c1")
    assert await layer.suggest(first, "choose", "railroad", "m", {}) == ["M&YR", "M&R"]
    assert await layer.suggest(second, "choose", "railroad", "", {}) == []
    assert await layer.suggest(first, "move", "action", "choose T", {}) == ["choose TC&L"]
    await say(layer, order[0], "/choose railroad:PS&W")
    await say(layer, order[1], "/choose railroad:TC&L")
    await say(layer, order[2], "/choose railroad:BR&N")
    assert await layer.suggest(first, "lay", "hex", "", {}) == ["E4"]  # home first (rulebook 1.4)
    rotations = await layer.suggest(first, "lay", "rotation", "", {"hex": "E4", "tile": "57"})
    assert rotations and set(rotations) <= {"0", "1", "2"}  # tile 57 has three distinct rotations
    assert await layer.suggest(first, "lay", "tile", "", {"hex": "F5"}) == []  # not home
    assert "buy 2" in await layer.suggest(first, "move", "action", "buy", {})


async def test_tile_choices_and_map_pictures(layer: CommandLayer) -> None:
    order = await started(layer)
    for name, railroad in zip(order, ("PS&W", "TC&L", "BR&N"), strict=True):
        await say(layer, name, f"/choose railroad:{railroad}")
    reply = await say(layer, order[2], "/game tiles hex:E4")  # shown for the player to act, privately
    assert reply.ephemeral and reply.text.startswith(f"Tiles {order[0]} may lay on E4: ")
    assert reply.pictures and reply.pictures[0].png.startswith(b"\x89PNG")
    assert (await say(layer, order[0], "/game tiles hex:A1")).ephemeral
    reply = await say(layer, order[1], "/game map")
    assert reply.pictures and reply.pictures[0].filename.endswith(".png")
