"""Living with a game for weeks on (simulated) Discord: /games across two servers and in a direct
message, quiet hours holding a reminder back then delivering it, pause and resume, a replaced seat
making the next move, the history of an early move, a rematch lobby, a game in a thread, and a
spectator channel the bot may not post in."""

from __future__ import annotations

import discord
import simcord

from tests.discord.table import Table, answer, is_private, mentions
from tests.discord.test_discord_features import CHOOSING, HOUR, reminders_in, started


async def test_games_lists_my_games_on_two_servers_from_a_direct_message(simcord_env: simcord.Env) -> None:
    ann = simcord_env.create_user("Ann")
    first, second = simcord_env.create_guild(), simcord_env.create_guild()
    rails, trains = first.create_text_channel("rails"), second.create_text_channel("trains")
    here, there = first.add_member(ann), second.add_member(ann)
    bob = first.add_member(simcord_env.create_user("Bob"))
    simcord_env.bot.owner_ids = {ann.id}  # type: ignore[attr-defined]  # Ann runs the bot: she may fix the seed
    await here.slash(rails, "game new", title="18EZ-L1", seed=3)
    await bob.slash(rails, "game join")
    await here.slash(rails, "game start")
    await there.slash(trains, "game new", title="RotW-EUS")
    result = await ann.slash("games")  # in Ann's direct messages with the bot
    text = answer(result)
    assert text.splitlines()[0] == "Your games, most recent activity first:"
    assert f"lobby in <#{trains.id}> (https://discord.com/channels/{second.id}/{trains.id})" in text
    assert f"18EZ Level 1 in <#{rails.id}> (https://discord.com/channels/{first.id}/{rails.id}) — waiting for Bob" in text


async def test_quiet_hours_hold_a_reminder_back_then_deliver_it(simcord_env: simcord.Env) -> None:
    table = await started(simcord_env, "Ann: /game remind after:1")
    hour = discord.utils.utcnow().hour
    quiet = f"{hour:02d}-{(hour + 3) % 24:02d}"  # from now for three hours (UTC)
    assert is_private(await table.type(f"Bob: /notify quiet:{quiet} tz:UTC"))
    await simcord_env.advance_time(HOUR + 120)
    assert reminders_in(table.channel) == []  # due after an hour, but Bob is in quiet hours
    await simcord_env.advance_time(2 * HOUR)
    assert [mentions(m.content) for m in reminders_in(table.channel)] == [[str(table.players["Bob"].id)]]


async def test_a_paused_game_refuses_moves_until_resumed(simcord_env: simcord.Env) -> None:
    table = await started(simcord_env)
    assert not is_private(await table.type("Ann: /game pause"))
    refused = await table.type("Bob: /choose railroad:PS&W")
    assert is_private(refused) and answer(refused) == "The game is paused; it goes on after /game resume."
    assert answer(await table.type("Ann: /game resume")).startswith("Ann resumed the game.")
    assert not is_private(await table.type("Bob: /choose railroad:PS&W"))


async def test_a_replaced_seat_makes_the_next_move(simcord_env: simcord.Env) -> None:
    table = await started(simcord_env)
    zed = table.seat("Zed")
    bob, cid = table.players["Bob"], table.players["Cid"]
    await table.players["Ann"].slash(table.channel, "game replace", seat=bob, **{"with": zed})
    done = await cid.slash(table.channel, "game replace", seat=bob, **{"with": zed})
    assert answer(done).startswith(f"<@{zed.id}> takes over Bob's seat")
    assert mentions(table.last_text().splitlines()[-1]) == [str(zed.id)]  # the seat's next move pings Zed
    refused = await table.type("Bob: /choose railroad:PS&W")
    assert is_private(refused)
    moved = await table.type("Zed: /choose railroad:PS&W")
    assert not is_private(moved) and "Bob takes the Purple Springs & Western (PS&W)" in answer(moved)


async def test_history_and_a_rematch_lobby(simcord_env: simcord.Env) -> None:
    table = await started(simcord_env)
    for line in CHOOSING:
        await table.type(line)
    shown = await table.players["Cid"].slash(table.channel, "game history", move=1)
    assert "▶ 1. Bob takes the Purple Springs & Western (PS&W)" in answer(shown)
    message = table.channel.last_message
    assert message is not None and [a.filename for a in message.attachments] == ["map.png"]
    await table.type("Ann: /game abandon")
    lobby = await table.type("Bob: /game rematch")
    assert answer(lobby).startswith("Bob opened a rematch of 18EZ Level 1")
    assert set(mentions(answer(lobby))) == {str(table.players["Ann"].id), str(table.players["Cid"].id)}
    assert not is_private(await table.type("Ann: /game join"))


async def test_a_game_in_a_thread_of_the_channel(simcord_env: simcord.Env) -> None:
    table = Table.open(simcord_env, "Ann", "Bob")
    opened = await table.players["Ann"].slash(table.channel, "game new", title="18EZ-L1", seed=3, thread=True)
    (thread,) = table.channel.threads
    assert answer(opened) == f"Ann opened a game of 18EZ Level 1 in <#{thread.id}>."
    assert thread.name == "18EZ Level 1: Ann's game"
    await table.players["Bob"].slash(thread, "game join")
    started_ = await table.players["Ann"].slash(thread, "game start")
    assert "begins" in answer(started_)
    assert table.channel.threads[0].name == "18EZ Level 1: Ann, Bob"
    refused = await table.type("Bob: /game status")  # the channel itself has no game: it is in the thread
    assert is_private(refused)


async def test_a_spectator_channel_without_permission_is_named_to_the_player_once(simcord_env: simcord.Env) -> None:
    table = await started(simcord_env)
    bot_user = simcord_env.bot.user  # type: ignore[attr-defined]
    closed = table.guild.create_text_channel("closed", overwrites={bot_user: discord.PermissionOverwrite(send_messages=False)})
    await table.players["Ann"].slash(table.channel, "game spectate", channel=closed)
    moved = await table.type("Bob: /choose railroad:PS&W")
    warning = [m.content for m in moved.followups if m.ephemeral]
    told = (f"Your move is saved, but I cannot post in <#{closed.id}>: please ask an admin to grant me "
            "Send Messages, Attach Files, Embed Links there.")  # no sending: no files or embeds either
    assert warning == [told]
    again = await table.type("Cid: /choose railroad:TC&L")
    assert [m.content for m in again.followups if m.ephemeral and "cannot post" in m.content] == [told]  # Cid's first
    third = await table.type("Ann: /choose railroad:BR&N")
    assert any(m.content == told for m in third.followups)
    fourth = await table.type("Bob: /pass")
    assert not is_private(fourth)
    assert not any("cannot post" in m.content for m in fourth.followups)  # Bob was told once
    assert closed.history() == []


async def test_a_game_is_mirrored_only_where_the_asker_may_post(simcord_env: simcord.Env) -> None:
    table = await started(simcord_env)
    ann = table.players["Ann"]
    read_only = table.guild.create_text_channel("announcements", overwrites={ann: discord.PermissionOverwrite(send_messages=False)})
    result = await ann.slash(table.channel, "game spectate", channel=read_only)
    assert is_private(result) and answer(result) == f"You may not post in <#{read_only.id}>, so the game will not be mirrored there."
    await table.type("Bob: /choose railroad:PS&W")
    assert read_only.history() == []


async def test_a_seat_taken_back_from_the_bot_calls_no_one_again(simcord_env: simcord.Env) -> None:
    """Issue 45 §5: `/game replace seat:@Eve with:@Eve` DMed Bob again for the move he was already asked for, and
    mentioned Eve, who typed it; the DM that told Eve her seat went to the bot named a raw id to type back."""
    table = Table.open(simcord_env, "Ann", "Bob", "Cid")
    for line in ("Ann: /game new title:18EZ-L1 seed:3", "Bob: /game join", "Cid: /game join", "Bob: /game notify where:dm",
                 "Ann: /game start"):
        await table.type(line)
    cid = table.players["Cid"]
    handed = await cid.slash(table.channel, "game replace", seat=cid, bot="yes")
    assert not is_private(handed) and mentions(answer(handed)) == []  # Cid typed it: her answer, no ping
    cid_dm = table.players["Cid"].user.dm_channel.history()[-1].content
    assert "with: yourself" in cid_dm and "<@" not in cid_dm.split("take it back")[-1]
    bob_dms = len(table.players["Bob"].user.dm_channel.history())
    back = await cid.slash(table.channel, "game replace", seat=cid, **{"with": cid})
    assert not is_private(back), answer(back)
    assert mentions(answer(back)) == []  # nobody called: Bob was due before and still is; Cid typed it
    assert len(table.players["Bob"].user.dm_channel.history()) == bob_dms  # Bob is not asked twice


async def test_a_rematch_seats_the_lobby_bots_again_and_invites_only_people(simcord_env: simcord.Env) -> None:
    """`/game rematch` after a game with lobby bots wrote "<@bot:#1> <@bot:#2>"."""
    table = Table.open(simcord_env, "Ann", "Bob")
    for line in ("Ann: /game new title:18EZ-L1 seed:3", "Bob: /game join", "Ann: /game join bot:yes", "Ann: /game start",
                 "Ann: /game abandon"):
        await table.type(line)
    said = answer(await table.type("Ann: /game rematch"))
    assert "bot:" not in said and "Brunel (bot) sit again" in said and mentions(said) == [str(table.players["Bob"].id)]
    record = await table.bot.store.active_game(str(table.channel.id))
    assert record is not None
    assert [s.display_name for s in await table.bot.store.seats(record.id)] == ["Ann", "Brunel"]
