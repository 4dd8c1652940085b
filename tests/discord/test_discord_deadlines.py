"""A game that never stalls (issue 48), on SimCord's virtual clock: a 4-player game whose player goes silent moves
again within minutes of the deadline with no typed command (one button press, or none with then:bot), the silent
player's next move takes the seat back without a vote, a deadline's post goes out once, and every time shown is a
Discord timestamp."""

from __future__ import annotations

import re

import discord
import simcord

from tests.discord.conftest import BotFactory
from tests.discord.table import Table, answer, has_button, is_private, mentions

HOUR = 3600.0
FOUR = ("Ann", "Bob", "Cid", "Dan")


async def four_player_game(env: simcord.Env, *setup: str) -> Table:
    """18EZ Level 1 for four (seed 3), the deadline and options given; started."""
    table = Table.open(env, *FOUR)
    lines = [f"Ann: /game new title:18EZ-L1 seed:3 {' '.join(setup)}".strip(), "Bob: /game join", "Cid: /game join",
             "Dan: /game join", "Ann: /game start"]
    for line in lines:
        result = await table.type(line)
        assert not is_private(result), (line, answer(result))
    return table


async def log_length(table: Table) -> int:
    record = await table.bot.store.active_game(str(table.channel.id))
    assert record is not None
    return await table.bot.store.log_length(record.id)


async def seat_users(table: Table) -> list[str]:
    record = await table.bot.store.active_game(str(table.channel.id))
    assert record is not None
    return [s.user_id for s in await table.bot.store.seats(record.id)]


def notices(channel: simcord.ChannelHandle) -> list[discord.Message]:
    return [m for m in channel.history() if m.content.startswith("⏰")]


STAMP = re.compile(r"<t:\d+:[tTdDfFR]>")
CLOCK_TIME = re.compile(r"\b\d{1,2}:\d{2}\b|\b\d{4}-\d{2}-\d{2}\b|\bUTC\b")


def times_are_stamps(texts: list[str]) -> list[str]:
    """The texts that show a time of day or a date other than as a Discord timestamp (none, if all is well)."""
    return [text for text in texts if CLOCK_TIME.search(STAMP.sub("", text))]


async def test_then_bot_a_silent_player_is_played_by_the_bot_and_takes_the_seat_back_by_moving(
        simcord_env: simcord.Env) -> None:
    table = await four_player_game(simcord_env, "deadline:2h then:bot")
    silent = table.due()[0]
    start = table.last_text()
    assert "(deadline <t:" in start  # the ping shows when the decision misses its deadline
    before = await log_length(table)
    await simcord_env.advance_time(2 * HOUR - 60)
    assert await log_length(table) == before and notices(table.channel) == []  # not yet
    await simcord_env.advance_time(10 * 60)  # within 10 minutes of the deadline: moving again, no command typed
    [notice] = notices(table.channel)
    assert notice.content.startswith(f"⏰ {silent} took more than 2 hours to decide: the bot plays for {silent}")
    assert mentions(notice.content) == []  # the table is told; no one is called twice for one decision
    users = await seat_users(table)
    seat = users.index(f"bot:{table.players[silent].id}")
    assert await log_length(table) > before + 2  # the entry, the hand-over, and the bot's move
    assert silent not in table.due()  # the bot chose for the silent seat; the game waits for the next player
    assert "(deadline <t:" in table.last_text()  # the bot's post calls the next player with their deadline
    # the silent player's next command takes the seat back, without a vote and without calling anyone
    result = await table.type(f"{silent}: /pass")
    assert answer(result).startswith(f"{silent} is back and takes the seat back from the bot.")
    assert (await seat_users(table))[seat] == str(table.players[silent].id)
    texts = [m.content for m in table.channel.history()]
    assert times_are_stamps(texts) == []


async def test_then_ask_one_press_by_another_player_hands_the_seat_to_the_bot(simcord_env: simcord.Env) -> None:
    table = await four_player_game(simcord_env, "deadline:1h")
    silent = table.due()[0]
    other = next(name for name in FOUR if name != silent)
    await simcord_env.advance_time(HOUR + 120)
    [notice] = notices(table.channel)
    label = f"The bot plays for {silent} until they are back"
    assert has_button(notice, label)
    assert is_private(await table.players[silent].click(notice, label=label))  # not by the silent player
    stranger = table.seat("Eve")
    assert is_private(await stranger.click(notice, label=label))  # nor by someone with no seat
    before = await log_length(table)
    pressed = await table.players[other].click(notice, label=label)
    assert not is_private(pressed), answer(pressed)
    assert f"The bot takes over {silent}'s seat" in answer(pressed)
    assert await log_length(table) > before + 1  # the hand-over and the bot's move, at once
    # one press: the game moved on, and the notice's button is gone (issue 50 §2: buttons only where they work)
    assert not has_button(next(m for m in table.channel.history() if m.id == notice.id), label)
    texts = [m.content for m in table.channel.history()]
    assert times_are_stamps(texts) == []


async def test_the_deadline_bot_tells_no_one_the_silent_seats_secrets(simcord_env: simcord.Env) -> None:
    """Railways of the World: the bot keeps a Rail Baron card for the silent seat from that seat's own view, and no
    public post names the seat's cards."""
    table = Table.open(simcord_env, "Ann", "Bob", "Cid")
    for line in ["Ann: /game new title:RotW-EUS deadline:1h then:bot", "Bob: /game join", "Cid: /game join",
                 "Ann: /game start"]:
        assert not is_private(await table.type(line))
    assert table.due() == ["Ann", "Bob", "Cid"]  # each keeps one of two Rail Baron cards, in secret
    hand = answer(await table.type("Cid: /game hand"))
    secrets = re.findall(r"Rail Baron card \d: ([^(]+?) \(", hand)
    assert len(secrets) == 2, hand
    for name in ("Ann", "Bob"):
        await table.type(f"{name}: /keep-baron choice:1")  # (what was kept is told to the keeper alone)
    await simcord_env.advance_time(HOUR + 120)
    [notice] = notices(table.channel)
    assert notice.content.startswith("⏰ Cid took more than 1 hour to decide: the bot plays for Cid")
    public = [m.content for m in table.channel.history()]
    assert "Cid keeps a Rail Baron card. (bot)" in "\n".join(public)
    assert not [text for text in public if any(card in text for card in secrets)]
    assert not table.due() or "Cid" not in table.due()


async def test_a_deadline_missed_while_the_bot_was_down_is_dealt_with_once_after_it(
        simcord_env: simcord.Env, make_bot: BotFactory) -> None:
    table = await four_player_game(simcord_env, "deadline:1h then:bot")
    silent = table.due()[0]
    await simcord_env.advance_time(HOUR - 60)
    await simcord_env.restart_bot(make_bot())  # a new process on the same database
    await simcord_env.advance_time(10 * 60)
    [notice] = notices(table.channel)  # once, by the new process
    assert notice.content.startswith(f"⏰ {silent} took more than 1 hour")
    assert f"bot:{table.players[silent].id}" in await seat_users(table)
    await simcord_env.restart_bot(make_bot())
    await simcord_env.advance_time(HOUR + 60)  # the next player's own deadline passes too: one notice of theirs
    named = [n.content.split(" took")[0].removeprefix("⏰ ") for n in notices(table.channel)]
    assert len(named) == 2 and named[0] == silent and named[1] in FOUR and named[1] != silent


async def test_an_away_players_deadline_waits_until_the_date(simcord_env: simcord.Env) -> None:
    table = await four_player_game(simcord_env, "deadline:1h")
    silent = table.due()[0]
    away = await table.players[silent].slash(table.channel, "away", until="2d")
    assert is_private(away) and "your reminders and deadlines wait until then" in answer(away)
    await simcord_env.advance_time(2 * HOUR)
    assert notices(table.channel) == []  # away: the deadline waits
    status = answer(await table.type("Ann: /game status"))
    assert f"{silent} is away until <t:" in status
    await simcord_env.advance_time(2 * 86400)  # back at the date, then a whole deadline
    [notice] = notices(table.channel)
    assert notice.content.startswith(f"⏰ {silent} took more than 1 hour")
