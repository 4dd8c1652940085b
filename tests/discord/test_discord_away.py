"""Away and nudges (issue 48 §3, §5) on SimCord's virtual clock: /away across three games on two servers (three
notices, no reminder before the date, reminders again after it), the bot playing one's seats while away and handing
them back at the date, a nudge limited to once in 12 hours that counts as the reminder, and the heads-up of
/notify next:on."""

from __future__ import annotations

import datetime as dt

import discord
import simcord

from tests.discord.table import answer, is_private, mentions
from tests.discord.test_discord_deadlines import four_player_game, seat_users, times_are_stamps

HOUR = 3600.0


def reminders_for(channel: simcord.ChannelHandle, user: simcord.MemberActor) -> list[discord.Message]:
    return [m for m in channel.history() if m.content.startswith("Reminder") and str(user.id) in mentions(m.content)]


async def bob_due_in_three_games(env: simcord.Env) -> tuple[simcord.UserActor, list[simcord.ChannelHandle]]:
    """Ann and Bob in three games of 18EZ Level 1 (two on one server, one on another), each reminding after an hour,
    each waiting for Bob."""
    ann, bob = env.create_user("Ann"), env.create_user("Bob")
    first, second = env.create_guild(), env.create_guild()
    channels = [first.create_text_channel("one"), first.create_text_channel("two"), second.create_text_channel("three")]
    members = {first.id: (first.add_member(ann), first.add_member(bob)), second.id: (second.add_member(ann),
                                                                                       second.add_member(bob))}
    env.bot.owner_ids = {ann.id}  # type: ignore[attr-defined]  # Ann may fix the seed
    for channel, guild in zip(channels, (first, first, second), strict=True):
        a, b = members[guild.id]
        await a.slash(channel, "game new", title="18EZ-L1", seed=3)
        await b.slash(channel, "game join")
        await a.slash(channel, "game remind", after="1")
        started = await a.slash(channel, "game start")
        if f"➡️ <@{ann.id}>" in answer(started):  # Ann chooses first: then it is Bob's turn
            await a.slash(channel, "choose", railroad="PS&W")
        assert f"<@{bob.id}>" in (channel.last_message.content if channel.last_message else "")
    return bob, channels


async def test_away_across_three_games_on_two_servers(simcord_env: simcord.Env) -> None:
    bob, channels = await bob_due_in_three_games(simcord_env)
    date = (discord.utils.utcnow() + dt.timedelta(days=3)).date()
    until = dt.datetime.combine(date, dt.time(), dt.UTC).timestamp()
    gone = await bob.slash("away", until=date.isoformat())  # in Bob's direct messages with the bot
    assert is_private(gone) or not answer(gone).startswith("Sorry")
    assert answer(gone).startswith(f"You are away until <t:{int(until)}:D>") and "(in 3 games)" in answer(gone)
    await simcord_env.advance_time(5)
    for channel in channels:  # one line in each game
        assert [m.content for m in channel.history() if m.content.startswith("🏖️")] == [
            f"🏖️ Bob is away until <t:{int(until)}:D>: their reminders and deadline wait until then."]
    listed = answer(await bob.slash("games"))
    assert listed.startswith(f"You are away until <t:{int(until)}:D>")
    now = discord.utils.utcnow().timestamp()
    await simcord_env.advance_time(until - now - 60)  # to a minute before the date
    assert [reminders_for(c, bob) for c in channels] == [[], [], []]  # 0 reminders before the date
    await simcord_env.advance_time(60 + 0.5 * HOUR)
    assert [len(reminders_for(c, bob)) for c in channels] == [1, 1, 1]  # the reminder held back comes at the date
    await simcord_env.advance_time(HOUR)
    assert [len(reminders_for(c, bob)) for c in channels] == [2, 2, 2]  # and then every hour, as before
    assert not answer(await bob.slash("games")).startswith("You are away")
    assert times_are_stamps([m.content for c in channels for m in c.history()]) == []


async def test_away_with_the_bot_hands_the_seat_back_at_the_date(simcord_env: simcord.Env) -> None:
    table = await four_player_game(simcord_env)
    silent = table.due()[0]
    member = table.players[silent]
    result = await member.slash(table.channel, "away", until="2d", bot=True)
    assert "the bot plays your seats until then" in answer(result)
    await simcord_env.advance_time(10)
    assert f"bot:{member.id}" in await seat_users(table)
    assert silent not in table.due()  # the bot made the seat's move
    assert any(m.content.startswith(f"🏖️ {silent} is away until <t:") for m in table.channel.history())
    await simcord_env.advance_time(2 * 86400 + 60)
    assert str(member.id) in await seat_users(table)  # the seat is the player's again at the date
    assert any(m.content == f"👋 {silent} is back: the seat is theirs again." for m in table.channel.history())


async def test_a_nudge_calls_who_is_due_once_in_12_hours_and_counts_as_the_reminder(simcord_env: simcord.Env) -> None:
    table = await four_player_game(simcord_env)
    due = table.due()[0]
    await table.type("Ann: /game remind after:2")
    other = next(n for n in ("Ann", "Bob", "Cid", "Dan") if n != due)
    assert is_private(await table.type(f"{due}: /nudge"))  # your own turn: nobody else is waited for
    await simcord_env.advance_time(HOUR)
    nudged = await table.type(f"{other}: /nudge")
    assert not is_private(nudged)
    assert mentions(answer(nudged)) == [str(table.players[due].id)]
    again = await table.type(f"{other}: /nudge")
    assert is_private(again) and "at most once in 12 hours" in answer(again)
    await simcord_env.advance_time(1.5 * HOUR)  # the reminder due at 2 h comes 2 h after the nudge instead
    assert reminders_for(table.channel, table.players[due]) == []
    await simcord_env.advance_time(HOUR)
    assert len(reminders_for(table.channel, table.players[due])) == 1
    await simcord_env.advance_time(10 * HOUR)
    assert not is_private(await table.type(f"{other}: /nudge"))  # 12 hours on: again


async def test_notify_next_tells_the_seat_after_the_one_who_starts(simcord_env: simcord.Env) -> None:
    table = await four_player_game(simcord_env)
    order = table.due()
    first = order[0]
    record = await table.bot.store.active_game(str(table.channel.id))
    assert record is not None
    seats = await table.bot.store.seats(record.id)
    names = [table.name_of(s.user_id) for s in seats]
    second = names[(names.index(first) + 1) % 4]
    third = names[(names.index(first) + 2) % 4]
    assert is_private(await table.type(f"{third}: /notify next:on"))
    dms = table.players[third].user.dm_channel
    before = len(dms.history()) if dms is not None else 0
    railroad = {"Purple Springs & Western": "PS&W"}
    await table.type(f"{first}: /choose railroad:{railroad['Purple Springs & Western']}")
    assert table.due() == [second]  # the seat before the third one starts
    dms = table.players[third].user.dm_channel
    assert dms is not None and len(dms.history()) == before + 1
    assert dms.history()[-1].content.startswith(f"Heads-up: {second}, the seat before yours, is to act")
