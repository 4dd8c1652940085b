"""Living with a game for weeks, in the command layer (the console has all of it): pause and resume,
a seat handed over, the history of an early move, the log's pages, a rematch, and /games across
servers and in direct messages."""

from __future__ import annotations

import json
from collections.abc import AsyncIterator
from pathlib import Path

import pytest

from bot.commands import CommandLayer, Invocation, Reply
from storage import Store

CLOCK = [1_000_000.0]


@pytest.fixture
async def layer(tmp_path: Path) -> AsyncIterator[CommandLayer]:
    store = await Store.open(tmp_path / "games.sqlite3", clock=lambda: CLOCK[0])
    yield CommandLayer(store, clock=lambda: CLOCK[0], operator_seeds=True)
    await store.close()


async def say(layer: CommandLayer, name: str, line: str, *, admin: bool = False, channel: str = "c1",
              guild: str = "g1") -> Reply:
    who = Invocation(user_id=name.lower(), user_name=name, channel_id=channel, guild_id=guild, is_admin=admin)
    return await layer.handle_line(who, line)


async def started(layer: CommandLayer, channel: str = "c1", guild: str = "g1") -> list[str]:
    """An 18EZ Level 1 game for Ann, Bob and Cid (seed 3: Bob, Cid, Ann); the seating order."""
    await say(layer, "Ann", "/game new title:18EZ-L1 seed:3", channel=channel, guild=guild)
    await say(layer, "Bob", "/game join", channel=channel, guild=guild)
    await say(layer, "Cid", "/game join", channel=channel, guild=guild)
    start = await say(layer, "Ann", "/game start", channel=channel, guild=guild)
    return [start.next_up[0].name, *(n for n in ("Bob", "Cid", "Ann") if n != start.next_up[0].name)]


async def test_pause_stops_moves_and_reminders_until_resume(layer: CommandLayer) -> None:
    await started(layer)
    await say(layer, "Bob", "/game remind after:1")
    paused = await say(layer, "Ann", "/game pause")  # the creator: at once
    assert paused.text == "Ann paused the game: no moves and no reminders until /game resume." and not paused.next_up
    refused = await say(layer, "Bob", "/choose railroad:PS&W")
    assert refused.ephemeral and refused.text == "The game is paused; it goes on after /game resume."
    record = await layer.store.active_game("c1")
    assert record is not None and await layer.reminder_reply(record.id) is None  # no reminder while paused
    assert (await say(layer, "Bob", "/game pause")).text == "The game is paused already."
    # a player who is not the creator needs every player's yes
    asked = await say(layer, "Bob", "/game resume")
    assert asked.text == ("Bob asks to resume the game; it needs a yes (/game resume) from: Ann, Cid "
                          "(or the game's creator, or an admin).")
    assert (await say(layer, "Bob", "/game resume")).text == (
        "You have already asked to resume the game; waiting for the other players.")
    await say(layer, "Cid", "/game resume")
    resumed = await say(layer, "Ann", "/game resume")
    assert resumed.text == "Ann resumed the game." and resumed.next_up[0].name == "Bob"
    assert not (await say(layer, "Bob", "/choose railroad:PS&W")).ephemeral
    log = (await say(layer, "Ann", "/game log")).text.splitlines()
    assert log[1:6] == ["1. Bob takes the Purple Springs & Western (PS&W), home Purple Springs (E4), with $170.",
                        "· Ann: resumes the game", "· Cid: asks to resume the game",
                        "· Bob: asks to resume the game", "· Ann: pauses the game"]  # only moves are numbered


async def test_a_replaced_seat_makes_the_next_move_and_the_export_keeps_it(layer: CommandLayer) -> None:
    await started(layer)
    asked = await say(layer, "Ann", "/game replace seat:bob with:zed")
    assert asked.text == ("Ann asks for <@zed> to take over Bob's seat; it needs a yes (the same /game replace) "
                          "from: Cid (or an admin).")
    assert (await say(layer, "Zed", "/game replace seat:bob with:zed")).text == (
        "Only the seat's player, the other players together, or a server admin can replace a seat.")
    done = await say(layer, "Cid", "/game replace seat:bob with:zed")
    assert done.text == "<@zed> takes over Bob's seat (from <@bob>, handed over by Cid): the same place, money and companies."
    assert done.next_up[0].user_id == "zed" and done.next_up[0].name == "Bob"
    assert (await say(layer, "Bob", "/choose railroad:PS&W")).text == (
        "You are not playing in this game; only its players can make moves.")
    moved = await say(layer, "Zed", "/choose railroad:PS&W")  # Zed plays Bob's seat, named Bob in the game
    assert moved.text.startswith("Bob takes the Purple Springs & Western (PS&W)") and moved.next_up[0].name == "Cid"
    await say(layer, "Ann", "/game abandon")
    exported = await say(layer, "Ann", "/game export")
    document = json.loads(exported.files[0][1])
    assert [(s["user_id"], s["display_name"]) for s in document["seats"]] == [("ann", "Ann"), ("zed", "Bob"), ("cid", "Cid")]
    assert [(e["kind"], e["data"]) for e in document["log"][:2]] == [
        ("replace-vote", {"seat": 1, "old": "bob", "new": "zed"}), ("replace", {"seat": 1, "old": "bob", "new": "zed"})]
    log = (await say(layer, "Ann", "/game log")).text.splitlines()
    assert log[2] == "· Cid: gives Bob's seat to zed (was bob)"
    imported = await layer.handle(Invocation("ann", "Ann", "c2", "g1"), "game import", {"file": json.dumps(document)})
    assert not imported.ephemeral and imported.next_up[0].user_id == "cid"


async def test_history_shows_an_early_position_with_the_moves_around_it(layer: CommandLayer) -> None:
    order = await started(layer)
    for name, railroad in zip(order, ["PS&W", "TC&L", "BR&N"], strict=True):
        await say(layer, name, f"/choose railroad:{railroad}")
    layer.draw_pictures = True
    shown = await say(layer, "Cid", "/game history move:2")
    assert shown.text.splitlines() == [
        "18EZ Level 1 after move 2 of 3:",
        "  1. Bob takes the Purple Springs & Western (PS&W), home Purple Springs (E4), with $170.",
        "▶ 2. Cid takes the Teal Cove & Lakes (TC&L), home Teal Cove (I6), with $170.",
        "  3. Ann takes the Bear River & Northern (BR&N), home Bear River (B9), with $170. Operating Round 1 begins."]
    assert [p.filename for p in shown.pictures] == ["map.png"]  # Level 1 has no stock market
    assert "move 2" in shown.pictures[0].caption  # drawn from the replayed position, not today's
    assert (await say(layer, "Cid", "/game history move:9")).text == "Move must be a number from 0 to 3, the moves in force."


async def test_history_shows_18gls_stock_market_too(layer: CommandLayer) -> None:
    """Issue 47: /game history showed no stock market for 18GL (it asked for 18EZ's stock class), as the guide promises."""
    for name, line in (("Ann", "/game new title:18GL seed:1"), ("Bob", "/game join"), ("Cid", "/game join"),
                       ("Ann", "/game start")):
        await say(layer, name, line)
    for _ in range(2):
        record = await layer.store.active_game("c1")
        assert record is not None
        game = (await layer.games.load(record)).game
        player = game.acting_players()[0]
        moved = await say(layer, game.players[player], f"/move action:{game.legal_actions(player)[0].text} confirm:yes")
        assert not moved.ephemeral, moved.text
    layer.draw_pictures = True
    shown = await say(layer, "Cid", "/game history move:1")
    assert [p.filename for p in shown.pictures][:2] == ["map.png", "market.png"]
    assert "after move 1" in shown.pictures[1].caption


async def test_the_log_pages_newest_first(layer: CommandLayer) -> None:
    order = await started(layer)
    for name, railroad in zip(order, ["PS&W", "TC&L", "BR&N"], strict=True):
        await say(layer, name, f"/choose railroad:{railroad}")
    first = (await say(layer, "Ann", "/game log count:2")).text.splitlines()
    second = (await say(layer, "Ann", "/game log count:2 page:2")).text.splitlines()
    assert first == ["Log, newest first (page 1 of 2):",
                     "3. Ann takes the Bear River & Northern (BR&N), home Bear River (B9), with $170. Operating Round 1 begins.",
                     "2. Cid takes the Teal Cove & Lakes (TC&L), home Teal Cove (I6), with $170."]
    assert second == ["Log, newest first (page 2 of 2):",
                      "1. Bob takes the Purple Springs & Western (PS&W), home Purple Springs (E4), with $170."]
    assert (await say(layer, "Ann", "/game log count:2 page:3")).text == "The log has 2 pages of 2."


async def test_a_rematch_opens_a_lobby_with_the_same_title_and_players(layer: CommandLayer) -> None:
    await started(layer)
    assert (await say(layer, "Bob", "/game rematch")).text == (
        "This channel has a game already; a rematch follows a finished one.")
    await say(layer, "Ann", "/game abandon")
    lobby = await say(layer, "Bob", "/game rematch")
    assert lobby.text == ("Bob opened a rematch of 18EZ Level 1 and took the first seat. <@ann> <@cid> — join with "
                          "/game join; Bob starts it with /game start.")
    await say(layer, "Ann", "/game join")
    await say(layer, "Cid", "/game join")
    assert "begins" in (await say(layer, "Bob", "/game start")).text


async def test_games_lists_my_games_across_servers_and_in_direct_messages(layer: CommandLayer) -> None:
    await started(layer, channel="111", guild="900")
    CLOCK[0] += 7200
    await say(layer, "Ann", "/game new title:RotW-EUS", channel="222", guild="901")
    mine = await say(layer, "Ann", "/games", channel="dm-ann", guild="dm")  # from a direct message
    assert mine.ephemeral
    assert mine.text.splitlines() == [
        "Your games, most recent activity first:",
        "• Railways of the Eastern U.S. — lobby in <#222> (https://discord.com/channels/901/222) (idle 0 min)",
        "• 18EZ Level 1 in <#111> (https://discord.com/channels/900/111) — waiting for Bob (idle 2 h)",
    ]
    bobs = await say(layer, "Bob", "/games", channel="333", guild="902")
    assert bobs.text.splitlines()[1].endswith("— **your turn** (idle 2 h)")
    assert (await say(layer, "Zed", "/games")).text == "You sit in no running game or lobby."


async def test_quiet_hours_hold_a_reminder_until_they_end(layer: CommandLayer) -> None:
    import datetime as dt
    from zoneinfo import ZoneInfo

    paris = ZoneInfo("Europe/Paris")
    CLOCK[0] = dt.datetime(2026, 11, 23, 20, 0, tzinfo=paris).timestamp()
    await started(layer)  # Bob must act first
    saved = await say(layer, "Bob", "/notify quiet:22-07 tz:Europe/Paris")
    assert saved.ephemeral and saved.text == "Saved: quiet hours 22:00-07:00 (Europe/Paris); no daily digest."
    assert (await say(layer, "Bob", "/notify tz:Mars/Olympus")).text.startswith("'Mars/Olympus' is not a time zone")
    assert (await say(layer, "Bob", "/notify quiet:25-07")).text.startswith("'25' is not a time of day")
    await say(layer, "Ann", "/game remind after:3")
    record = await layer.store.active_game("c1")
    assert record is not None
    CLOCK[0] = dt.datetime(2026, 11, 23, 23, 0, tzinfo=paris).timestamp()  # due, but Bob is asleep
    assert await layer.reminder_reply(record.id) is None
    reminder = await layer.store.reminder(record.id)
    assert reminder is not None and reminder.due_at == dt.datetime(2026, 11, 24, 7, 0, tzinfo=paris).timestamp()
    CLOCK[0] = reminder.due_at  # quiet hours over: the reminder goes out
    found = await layer.reminder_reply(record.id)
    assert found is not None and found[1].next_up[0].name == "Bob"


async def test_the_daily_digest_lists_the_games_waiting_for_me_once_a_day(layer: CommandLayer) -> None:
    CLOCK[0] = 2_000_000_000.0
    await started(layer, channel="111", guild="900")
    assert await layer.digests_due() == []  # nobody asked for one
    assert (await say(layer, "Bob", "/notify digest:on")).text == "Saved: no quiet hours; a daily digest by direct message."
    await say(layer, "Ann", "/notify digest:on")  # Ann's games do not wait for her: no digest
    due = await layer.digests_due()
    assert [user for user, _text in due] == ["bob"]
    assert due[0][1].splitlines() == ["Your daily digest: these games wait for you.",
                                      "• 18EZ Level 1 in <#111> (https://discord.com/channels/900/111) — **your turn** (idle 0 min)"]
    assert await layer.digests_due() == []  # once a day
    CLOCK[0] += 24 * 3600
    assert [user for user, _text in await layer.digests_due()] == ["bob"]


async def test_history_leaves_out_an_undone_move(layer: CommandLayer) -> None:
    await started(layer)
    await say(layer, "Bob", "/choose railroad:PS&W")
    await say(layer, "Bob", "/game undo")
    await say(layer, "Bob", "/choose railroad:BR&N")
    layer.draw_pictures = True
    shown = await say(layer, "Cid", "/game history move:1")
    assert shown.text.splitlines()[1] == "▶ 1. Bob takes the Bear River & Northern (BR&N), home Bear River (B9), with $170."
    assert "move 1" in shown.pictures[0].caption  # the position of the moves in force, not of the log's entries


async def test_authority_follows_the_seat(layer: CommandLayer) -> None:
    """A creator replaced out of the game keeps no admin rights; the seat's player may hand it over alone."""
    await started(layer)
    handed = await say(layer, "Ann", "/game replace seat:ann with:zed")  # Ann, the creator, hands her own seat over
    assert not handed.ephemeral and "takes over Ann's seat" in handed.text
    for line in ("/game abandon", "/game remind after:2", "/game spectate channel:#watch"):
        refused = await say(layer, "Ann", line)
        assert refused.ephemeral and "while they hold a seat in it" in refused.text, line
    assert not (await say(layer, "Root", "/game remind after:2", admin=True)).ephemeral  # a server admin may


async def test_in_a_two_player_game_one_player_cannot_hand_the_others_seat_away(layer: CommandLayer) -> None:
    await say(layer, "Ann", "/game new title:18EZ-L1 seed:3")
    await say(layer, "Bob", "/game join")
    await say(layer, "Ann", "/game start")
    refused = await say(layer, "Ann", "/game replace seat:bob with:zed")
    assert refused.ephemeral and refused.text == (
        "With one other player, a seat is handed over only by its own player or a server admin.")
    assert not (await say(layer, "Bob", "/game replace seat:bob with:zed")).ephemeral  # Bob hands his own seat over


async def test_the_log_numbers_moves_as_history_does_after_an_undo(layer: CommandLayer) -> None:
    """An undo takes no number and shifts nothing: the move made again has the number of the one undone, in the
    log and in /game history alike."""
    order = await started(layer)
    await say(layer, order[0], "/choose railroad:PS&W")
    await say(layer, order[0], "/game undo")
    await say(layer, order[0], "/choose railroad:BR&N")
    await say(layer, order[1], "/choose railroad:TC&L")
    log = (await say(layer, "Ann", "/game log")).text.splitlines()
    assert log[1:5] == [
        f"2. {order[1]} takes the Teal Cove & Lakes (TC&L), home Teal Cove (I6), with $170.",
        f"1. {order[0]} takes the Bear River & Northern (BR&N), home Bear River (B9), with $170.",
        f"· {order[0]}: undo (takes back move 1)",
        f"1. {order[0]}: choose PS&W (undone)"]
    history = (await say(layer, "Ann", "/game history move:2")).text.splitlines()
    assert history[1:] == [f"  1. {order[0]} takes the Bear River & Northern (BR&N), home Bear River (B9), with $170.",
                           f"▶ 2. {order[1]} takes the Teal Cove & Lakes (TC&L), home Teal Cove (I6), with $170."]
