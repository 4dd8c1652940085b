"""A shard process on SimCord: the bot runs shard 1 of 2 on PostgreSQL (a real server, see
tests/conftest.py); it sees only its shard's servers and serves only their games' reminders."""

from __future__ import annotations

import discord
import simcord

from bot.discordbot import RailBot, create_bot
from storage import Owing
from tests.discord.table import Table, answer, is_private, mentions

HOUR = 3600.0


async def test_a_shard_process_serves_only_its_shards_servers(pg_url: str) -> None:
    bot = create_bot(pg_url, sync_on_start=True, shard_count=2, shard_ids=(1,))
    env = simcord.Env(bot)
    await env.start()
    try:
        with env.time_context():  # this test's clock is SimCord's too (the plugin does this for simcord_env)
            await play(env, bot)
    finally:
        await env.shutdown()
        for timer in (bot.timer, bot.deadline_timer):
            if timer is not None:
                timer.stop()
        if bot.away is not None:
            bot.away.cancel()
        if bot.store is not None:
            await bot.store.close()


async def play(env: simcord.Env, bot: RailBot) -> None:
    """Ann, Bob and Cid start a game on a server of shard 1; a game of shard 0's server falls due as well."""
    ours = env.create_guild("on shard 1", shard_id=1)
    theirs = env.create_guild("on shard 0", shard_id=0)
    assert (ours.id >> 22) % 2 == 1 and (theirs.id >> 22) % 2 == 0
    assert bot.get_guild(ours.id) is not None and bot.get_guild(theirs.id) is None
    table = Table(env, ours, ours.create_text_channel("railroads"))
    for name in ("Ann", "Bob", "Cid"):
        table.seat(name)
    table.make_operator("Ann")
    lines = ["Ann: /game new title:18EZ-L1 seed:3", "Bob: /game join", "Cid: /game join", "Ann: /game remind after:1", "Ann: /game start"]
    for line in lines:
        result = await table.type(line)
        assert not is_private(result), answer(result)
    # A game in a server of shard 0, served by another process: its reminder falls due too.
    elsewhere = theirs.create_text_channel("railroads")
    assert bot.store is not None
    other = await bot.store.create_game(
        guild_id=str(theirs.id), channel_id=str(elsewhere.id), title="18EZ-L1", options={}, seed=3, creator_id="1"
    )
    due = discord.utils.utcnow().timestamp() + HOUR / 2
    await bot.store.set_reminder(other.id, interval_s=HOUR, due_at=due)
    await env.advance_time(HOUR + 60)
    reminders = [m for m in table.channel.history() if m.content.startswith("Reminder")]
    assert [mentions(m.content) for m in reminders] == [[str(table.players["Bob"].id)]]
    assert list(elsewhere.history()) == []
    reminder = await bot.store.reminder(other.id)
    assert reminder is not None and reminder.due_at == due  # never claimed here: left for shard 0's process
    # Shard 0's process saved a move in its server and died before answering it (issue 32 §1: the post waited for
    # that shard's restart). Its row, written with the move, is this live process's to post.
    now = discord.utils.utcnow().timestamp()
    await bot.store.append(other.id, expected_seq=0, kind="action", user_id="1", data={"player": 0, "action": {"kind": "pass"}},
                           owing=Owing(str(elsewhere.id), "pass", "Ann passes (saved by shard 0).", now + 90, "9", now))
    await env.advance_time(90 + 300 + 60)  # its grace, then this process's look at what other processes owe
    posts = [m.content for m in elsewhere.history() if not m.pinned and m.type == discord.MessageType.default]
    assert posts == ["Ann passes (saved by shard 0)."]  # (the game's live board, pinned, is not a post)
