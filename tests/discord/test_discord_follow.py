"""Following a game and finding lobbies (issue 50 §4-5) on SimCord's virtual clock: a follower's digest arrives by
direct message once a round, waits through their quiet hours, stops with stop:yes, and the follower is never mentioned
in the channel; /games open:yes lists a lobby with its link and not a full lobby or a running game; the lobby's
creator is called once, at the title's fewest players; a lobby idle 14 days closes with a notice in its channel; a
lobby opened with start:full starts on its last join, its first player called."""

from __future__ import annotations

import discord
import simcord

from bot.commands.follows import ROUND_LOOK_S
from engine.players import bot_move
from tests.discord.table import Table, answer, is_private, mentions

DAY = 86400.0


async def three_player_game(env: simcord.Env) -> Table:
    """18EZ Level 1 for Ann, Bob and Cid (seed 3), started; Zed is a member of the server too."""
    table = Table.open(env, "Ann", "Bob", "Cid", "Zed")
    for line in ("Ann: /game new title:18EZ-L1 seed:3", "Bob: /game join", "Cid: /game join", "Ann: /game start"):
        assert not is_private(await table.type(line))
    return table


async def move(table: Table) -> None:
    """The player due makes the move the bot would make for them."""
    record = await table.bot.store.active_game(str(table.channel.id))
    assert record is not None
    game = (await table.bot.layer.games.load(record)).game
    player = game.acting_players()[0]
    result = await table.players[game.players[player]].slash(table.channel, "move", action=bot_move(game, player).text,
                                                            confirm=True)
    assert not is_private(result), answer(result)


async def round_name(table: Table) -> str:
    record = await table.bot.store.active_game(str(table.channel.id))
    assert record is not None
    game = (await table.bot.layer.games.load(record)).game
    acting = game.acting_players()
    return game.situation(acting[0] if acting else 0).round


async def to_next_round(table: Table) -> None:
    before = await round_name(table)
    while await round_name(table) == before:
        await move(table)


def digests(member: simcord.MemberActor) -> list[str]:
    dms = member.user.dm_channel
    return [m.content for m in dms.history() if m.content.startswith("📰")] if dms is not None else []


def never_mentioned(table: Table, member: simcord.MemberActor) -> bool:
    return all(str(member.id) not in mentions(m.content) and member.id not in [u.id for u in m.mentions]
               for m in table.channel.history())


async def test_a_followers_digest_arrives_once_a_round_and_stop_ends_it(simcord_env: simcord.Env) -> None:
    table = await three_player_game(simcord_env)
    zed = table.players["Zed"]
    followed = await table.type("Zed: /follow")
    assert is_private(followed) and answer(followed).startswith("You follow 18EZ Level 1 here: once a round")
    refused = await table.type("Ann: /follow")
    assert is_private(refused) and "you play in this game" in answer(refused).lower()
    await to_next_round(table)  # the railroads chosen: Round 1 begins
    await simcord_env.advance_time(ROUND_LOOK_S + 5)
    (first,) = digests(zed)
    assert first.startswith(f"📰 18EZ Level 1 in <#{table.channel.id}> (https://discord.com/channels/{table.guild.id}/"
                            f"{table.channel.id}): Round 1 begins.\nSince your last digest (3):")
    await move(table)
    await simcord_env.advance_time(2 * ROUND_LOOK_S)
    assert len(digests(zed)) == 1  # the round goes on: no second digest
    await to_next_round(table)
    await simcord_env.advance_time(ROUND_LOOK_S + 5)
    assert len(digests(zed)) == 2 and digests(zed)[-1].splitlines()[0].endswith(": Round 2 begins.")
    listed = answer(await zed.slash(table.channel, "games"))
    assert "— following (once a round" in listed
    assert answer(await zed.slash(table.channel, "follow", stop=True)) == "You no longer follow 18EZ Level 1 here."
    await to_next_round(table)
    await simcord_env.advance_time(DAY)
    assert len(digests(zed)) == 2
    assert never_mentioned(table, zed)  # a follower is never pinged in the channel


async def test_a_digest_due_in_quiet_hours_waits_until_they_end(simcord_env: simcord.Env) -> None:
    table = await three_player_game(simcord_env)
    zed = table.players["Zed"]
    now = discord.utils.utcnow()
    start, end = now.hour, (now.hour + 2) % 24
    await table.type(f"Zed: /notify quiet:{start:02d}-{end:02d} tz:UTC")
    await table.type("Zed: /follow")
    await to_next_round(table)
    await simcord_env.advance_time(ROUND_LOOK_S + 5)
    assert digests(zed) == []  # due, but in Zed's quiet hours
    until = now.replace(minute=0, second=0, microsecond=0).timestamp() + 2 * 3600
    await simcord_env.advance_time(until - discord.utils.utcnow().timestamp() - 60)
    assert digests(zed) == []  # a minute before they end
    await simcord_env.advance_time(120)
    (held,) = digests(zed)
    assert held.splitlines()[0].endswith(": Round 1 begins.")
    assert never_mentioned(table, zed)


async def test_open_lobbies_list_a_lobby_with_its_link_and_not_a_full_or_running_game(simcord_env: simcord.Env) -> None:
    table = await three_player_game(simcord_env)  # running, in #railroads
    lobby, full = table.guild.create_text_channel("lobby"), table.guild.create_text_channel("full")
    ann, bob, cid, zed = (table.players[n] for n in ("Ann", "Bob", "Cid", "Zed"))
    await ann.slash(lobby, "game new", title="18GL")
    await ann.slash(full, "game new", title="RotW-NIP")
    for member in (bob, cid):
        await member.slash(full, "game join")
    dan = table.seat("Dan")
    await dan.slash(full, "game join")  # the fourth of four: full (it did not start by itself: no start:full)
    listed = await zed.slash(lobby, "games", open=True)
    text = answer(listed)
    assert is_private(listed) and text.splitlines() == [
        "Lobbies with a free seat on this server, oldest first (/game join in its channel):",
        f"• 18GL: Railroading around the Great Lakes — 1/6 seats (from 2): Ann — <#{lobby.id}> "
        f"(https://discord.com/channels/{table.guild.id}/{lobby.id})"]
    assert "Your games" in answer(await ann.slash(lobby, "games"))  # /games alone is as it was


async def test_the_creator_is_called_once_when_the_lobby_reaches_its_fewest(simcord_env: simcord.Env) -> None:
    table = Table.open(simcord_env, "Ann", "Bob", "Cid")
    ann = str(table.players["Ann"].id)
    await table.type("Ann: /game new title:18EZ-L1")
    called = [answer(await table.type("Bob: /game join"))]  # two: enough for 18EZ Level 1
    assert mentions(called[0]) == [ann] and "enough for 18EZ Level 1 to begin: /game start starts it" in called[0]
    called += [answer(await table.type(line)) for line in ("Cid: /game join", "Bob: /game leave", "Bob: /game join")]
    assert [mentions(text) for text in called] == [[ann], [], [], []]  # once
    assert sum(ann in mentions(m.content) for m in table.channel.history()) == 1


async def test_a_lobby_idle_14_days_closes_with_a_notice(simcord_env: simcord.Env) -> None:
    table = Table.open(simcord_env, "Ann", "Bob")
    await table.type("Ann: /game new title:18GL")
    await simcord_env.advance_time(13 * DAY)
    await table.type("Bob: /game join")  # a join: its 14 days count from here
    await simcord_env.advance_time(13 * DAY)
    assert not [m for m in table.channel.history() if m.content.startswith("🧹")]
    await simcord_env.advance_time(DAY + 60)
    (notice,) = [m.content for m in table.channel.history() if m.content.startswith("🧹")]
    assert notice == ("🧹 This lobby of 18GL: Railroading around the Great Lakes closed: nobody joined or left it for 14 "
                      "days. The channel is free; /game new opens a new one.")
    assert not is_private(await table.type("Bob: /game new title:18EZ-L1"))  # the channel is free


async def test_start_full_starts_the_game_on_the_last_join(simcord_env: simcord.Env) -> None:
    table = Table.open(simcord_env, "Ann", "Bob", "Cid", "Dan")
    opened = answer(await table.type("Ann: /game new title:RotW-NIP start:full"))
    assert "it starts by itself when all 4 seats are taken" in opened
    for line in ("Bob: /game join", "Cid: /game join"):
        assert "begins" not in answer(await table.type(line))
    last = answer(await table.type("Dan: /game join"))
    assert last.startswith("Dan joins, taking the last seat: the game starts by itself.\n")
    due = table.due(last)  # Railways of the World begins with every player keeping a Rail Baron card
    assert due and mentions(last) == [str(table.players[name].id) for name in due]  # called, as /game start does
    record = await table.bot.store.active_game(str(table.channel.id))
    assert record is not None and record.status == "running"
