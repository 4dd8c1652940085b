"""Automatic moves keep the bot's promises (issue 43), with the real `python -m bot` against a fake Discord: a chain
of standing orders and bot seats killed (kill -9, SIGTERM) in its background part, on SQLite and on two PostgreSQL
shard processes, is finished after the restart (or by the live shard): every saved move posted exactly once, in
order, and the next person called once; a second bot on the same SQLite file refuses to start; the same move typed
on two turns running while the first answer is under way is made twice, each posted once.

The game: 18GL, seed 1, Ann and three lobby bots. Ann's pass order for the first stock round sets off 47 automatic
moves (her pass, the bots' shares, their first operating round) before she must act again. The bots play them in
about a second, all in the background (ANSWER_CHAIN_S=0: the answer waits for none of them)."""

from __future__ import annotations

import asyncio
import signal
import sqlite3
import time
from collections.abc import AsyncIterator, Awaitable, Callable
from pathlib import Path
from urllib.parse import parse_qs, urlparse

import pytest

from bot.commands import automatic
from tests.faults.botprocess import (
    called,
    game_record,
    log_length,
    move_lines,
    moves_made,
    opened,
    owed,
    posted_once_in_order,
    said_moves,
    start_bot,
    stopped,
    until,
)
from tests.faults.fakediscord import GUILD_ON_SHARD_1, FakeDiscord, user
from tests.faults.proxy import Proxy

CHANNEL = "930000000000000011"
ANN = "940000000000000011"
BACKGROUND = {"answer_chain_s": "0"}
FINISHED_WITHIN_S = 20.0  # after the restart (the bound)


@pytest.fixture
async def discord_api() -> AsyncIterator[FakeDiscord]:
    fake = await FakeDiscord().start()
    yield fake
    await fake.close()


async def chain_done(target: str | Path) -> bool:
    """Ann's chain is over: its moves are made and posted, nothing is owed."""
    return await owed(target, CHANNEL) == (0, False)


async def assert_posted_once_in_order(fake: FakeDiscord, target: str | Path, after: int) -> None:
    expected = await said_moves(target, CHANNEL, after)
    assert expected
    posted_once_in_order(move_lines(fake, CHANNEL), expected)


async def chain_under_way(fake: FakeDiscord, target: str | Path, tmp_path: Path,
                          bot_target: str | Path | None = None) -> tuple[asyncio.subprocess.Process, int, int]:
    """Ann's game in the database `target`, the bot on it (through `bot_target` if given), and her order set: once
    12 moves of the chain are made, (the bot's process, the log's length before the order, the moves made before it)."""
    await opened(target, CHANNEL, "18GL", 1, {"Ann": ANN}, bots=3)
    start = await log_length(target, CHANNEL)
    made_before = await moves_made(target, CHANNEL)
    process = await start_bot(fake, bot_target or target, log=tmp_path / "bot.log", **BACKGROUND)
    try:
        await fake.slash(CHANNEL, user(ANN, "Ann"), "auto", order="pass")
        await until(lambda: _at_least(target, start + 12), "12 moves of the chain")
    except BaseException:
        await stopped(process)
        raise
    return process, start, made_before


async def killed_mid_chain(fake: FakeDiscord, target: str | Path, tmp_path: Path, stop: signal.Signals) -> None:
    process, start, made_before = await chain_under_way(fake, target, tmp_path)
    try:
        process.send_signal(stop)  # kill -9, or an operator's stop, in the background part of the chain
        code = await asyncio.wait_for(process.wait(), 30)
        assert code == (0 if stop == signal.SIGTERM else -signal.SIGKILL)
        cut = await log_length(target, CHANNEL)
        assert start + 12 <= cut < start + 40, cut  # stopped mid-chain (47 moves in all)
        process = await start_bot(fake, target, log=tmp_path / "bot.log", **BACKGROUND)
        took = await until(lambda: chain_done(target), "the restarted bot to finish the chain", within=FINISHED_WITHIN_S)
        assert took < FINISHED_WITHIN_S
        await asyncio.sleep(1.0)  # nothing more comes
        await assert_posted_once_in_order(fake, target, made_before)
        assert called(fake, CHANNEL, ANN) == 1  # Ann, due again at its end, is called once
        assert len(fake.boards(CHANNEL)) == 1  # the live board, found again by the restarted process, edited in place
    finally:
        await stopped(process)


async def test_kill_9_in_a_chains_background_part_then_a_restart_finishes_it(discord_api: FakeDiscord, tmp_path: Path) -> None:
    """Killed 25 moves into the background part of a chain: its 28 saved moves were never posted and nothing moved
    after the restart (the game waited 24 hours on a bot). Now the restart finishes it within seconds."""
    await killed_mid_chain(discord_api, tmp_path / "games.sqlite3", tmp_path, signal.SIGKILL)


async def test_sigterm_in_a_chains_background_part_then_a_restart_finishes_it(discord_api: FakeDiscord, tmp_path: Path) -> None:
    await killed_mid_chain(discord_api, tmp_path / "games.sqlite3", tmp_path, signal.SIGTERM)


async def test_a_shard_killed_mid_chain_leaves_it_to_the_live_shard(pg_url: str, tmp_path: Path) -> None:
    """Two shard processes on one PostgreSQL, the game on shard 1's server: shard 1 is killed mid-chain. Neither the
    live shard nor the restarted one resumed it (21 saved moves never posted). Now the live shard takes the chain
    over once it is owed, and the restarted shard posts nothing twice."""
    fake = await FakeDiscord(shard_count=2).start()
    log = tmp_path / "bot.log"
    processes: list[asyncio.subprocess.Process] = []
    try:
        await opened(pg_url, CHANNEL, "18GL", 1, {"Ann": ANN}, bots=3, guild=GUILD_ON_SHARD_1)
        start = await log_length(pg_url, CHANNEL)
        made_before = await moves_made(pg_url, CHANNEL)
        processes.append(await start_bot(fake, pg_url, log=log, shards=(0, 2), **BACKGROUND))
        processes.append(await start_bot(fake, pg_url, log=log, shards=(1, 2), **BACKGROUND))
        await fake.slash(CHANNEL, user(ANN, "Ann"), "auto", guild_id=GUILD_ON_SHARD_1, order="pass")
        await until(lambda: _at_least(pg_url, start + 12), "12 moves of the chain")
        processes[1].kill()
        await processes[1].wait()
        assert await log_length(pg_url, CHANNEL) < start + 40
        await until(lambda: chain_done(pg_url), "the live shard to finish the chain", within=FINISHED_WITHIN_S)
        processes.append(await start_bot(fake, pg_url, log=log, shards=(1, 2), **BACKGROUND))
        await asyncio.sleep(2.0)
        await assert_posted_once_in_order(fake, pg_url, made_before)
        assert called(fake, CHANNEL, ANN) == 1
        assert len(fake.boards(CHANNEL)) == 1  # one board, whichever shard edited it
    finally:
        for process in processes:
            await stopped(process)
        await fake.close()


async def test_a_second_bot_on_the_same_sqlite_file_refuses_to_start(discord_api: FakeDiscord, tmp_path: Path) -> None:
    """The second process started silently and posted every move the first had in flight a second time (6 of 6)."""
    target = tmp_path / "games.sqlite3"
    first = await start_bot(discord_api, target, log=tmp_path / "bot.log")
    try:
        with pytest.raises(AssertionError, match="exited") as refused:
            await start_bot(discord_api, target, log=tmp_path / "second.log")
        said = (tmp_path / "second.log").read_text().strip()
        assert said.startswith("Another railbot process") and said.count(". ") == 0 and said.endswith(")."), said
        assert first.returncode is None and "(2)" in str(refused.value)
    finally:
        await stopped(first)


async def _at_least(target: str | Path, length: int) -> bool:
    return await log_length(target, CHANNEL) >= length


async def test_the_same_move_on_two_turns_running_while_the_first_answer_is_under_way_is_made_twice(
        discord_api: FakeDiscord, tmp_path: Path) -> None:
    """Point 6: `buy-share` on two turns running while the first's answer was still owed: the second was refused as
    "saved already" and the first posted twice. A repeat is recognised by its interaction, not by its text: the
    second is a move of its own, and each is posted once."""
    fake, target = discord_api, tmp_path / "games.sqlite3"
    bob = "940000000000000012"
    await opened(target, CHANNEL, "18EZ-L2", 1, {"Ann": ANN, "Bob": bob})  # seed 1 seats Bob first
    process = await start_bot(fake, target, log=tmp_path / "bot.log")
    try:
        await fake.slash(CHANNEL, user(ANN, "Ann"), "auto", order="pass")
        start = await log_length(target, CHANNEL)
        await fake.slash(CHANNEL, user(bob, "Bob"), "par", railroad="M&YR", price="50")
        await until(lambda: _at_least(target, start + 2), "Bob's par and Ann's pass")
        await until(lambda: _shown(fake, "Bob starts M&YR", 1), "the par's answer")
        fake.hold_answers = True  # Discord takes the answers and keeps them waiting
        await fake.slash(CHANNEL, user(bob, "Bob"), "buy-share", railroad="M&YR")
        await until(lambda: _at_least(target, start + 4), "Bob's first purchase and Ann's pass")
        again = await fake.slash(CHANNEL, user(bob, "Bob"), "buy-share", railroad="M&YR")
        await until(lambda: _at_least(target, start + 6), "Bob's second purchase and Ann's pass")
        fake.release.set()
        await until(lambda: _shown(fake, "Bob buys", 2), "both answers")
        await asyncio.sleep(1.0)
        assert not any("saved already" in p.content for p in fake.posted if p.interaction_id == again)
        bought = [line for line in move_lines(fake, CHANNEL) if line.startswith("Bob buys")]
        assert len(bought) == 2 and await owed(target, CHANNEL) == (0, False)  # each purchase posted once
    finally:
        await stopped(process)


async def _shown(fake: FakeDiscord, text: str, count: int) -> bool:
    return len([line for line in move_lines(fake, CHANNEL) if line.startswith(text)]) >= count


async def fault_mid_chain(fake: FakeDiscord, target: str | Path, setup_target: str | Path, tmp_path: Path,
                          fault: Callable[[], Awaitable[None]]) -> None:
    """Ann's chain, its database failing for 5 s a dozen moves in (`fault`: the fault, over when it returns)."""
    process, start, made_before = await chain_under_way(fake, setup_target, tmp_path, target)
    try:
        await fault()
        assert await log_length(setup_target, CHANNEL) < start + 40  # the fault came mid-chain
        await until(lambda: chain_done(setup_target), "the chain to go on", within=FINISHED_WITHIN_S + automatic.LEASE_S)
        await asyncio.sleep(1.0)
        await assert_posted_once_in_order(fake, setup_target, made_before)
        assert called(fake, CHANNEL, ANN) == 1
        assert process.returncode is None
    finally:
        await stopped(process)


async def test_a_sqlite_lock_held_5_s_mid_chain_stops_it_only_until_the_lock_goes(discord_api: FakeDiscord,
                                                                                tmp_path: Path) -> None:
    """Point 5: a 5 s SQLite lock held by another process mid-chain stopped the chain for good (moves saved and never
    posted, the game waiting on a bot). Nothing is half-saved, and the chain goes on once the lock is let go."""
    target = tmp_path / "games.sqlite3"

    def hold_for_5_s() -> None:  # another process's write lock (a connection of its own, in a thread of its own)
        conn = sqlite3.connect(target, isolation_level=None, timeout=10)
        conn.execute("BEGIN IMMEDIATE")
        time.sleep(5.0)
        conn.execute("ROLLBACK")
        conn.close()

    async def locked() -> None:
        await asyncio.to_thread(hold_for_5_s)

    await fault_mid_chain(discord_api, target, target, tmp_path, locked)


async def test_a_postgresql_cut_5_s_mid_chain_stops_it_only_until_the_network_heals(
        discord_api: FakeDiscord, pg_url: str, tmp_path: Path) -> None:
    parsed = urlparse(pg_url)
    socket_dir = parse_qs(parsed.query)["host"][0]
    proxy = await Proxy(unix_path=f"{socket_dir}/.s.PGSQL.{parsed.port or 5432}").start()
    try:
        async def cut() -> None:
            proxy.partition()
            await asyncio.sleep(5.0)
            proxy.heal()

        through = f"postgresql://{parsed.username}:@127.0.0.1:{proxy.port}{parsed.path}"
        await fault_mid_chain(discord_api, through, pg_url, tmp_path, cut)
    finally:
        proxy.heal()
        await proxy.close()


async def test_an_answer_whose_chain_passes_a_second_is_deferred_in_time_and_the_whole_game_posted_once(
        discord_api: FakeDiscord, tmp_path: Path) -> None:
    """Point 9: answers that took past Discord's 3 s were refused as late. A command's reply not ready after 1.2 s is
    deferred first ("thinking…"); its words follow when ready. Here Ann's pass order for every round hands the whole
    game of 18EZ Level 2 to three bots: 2 s of it for the answer (ANSWER_CHAIN_S=2), the rest in the background."""
    fake, target = discord_api, tmp_path / "games.sqlite3"
    fake.enforce_deadline = True  # as Discord: a first answer after 3 s is refused
    await opened(target, CHANNEL, "18EZ-L2", 1, {"Ann": ANN}, bots=3)
    made_before = await moves_made(target, CHANNEL)
    process = await start_bot(fake, target, log=tmp_path / "bot.log", answer_chain_s="2")
    try:
        order = await fake.slash(CHANNEL, user(ANN, "Ann"), "auto", order="pass", every="yes")
        await until(lambda: _game_over(target), "the bots to play the game to its end")
        await until(lambda: chain_done(target), "every post of the game")
        when, kind = fake.answered[order]
        assert kind == 5 and when - fake.created[order] < 2.0  # deferred before the chain's 2 s were up
        answer = [p for p in fake.posted if p.interaction_id == order and p.kind is None and not p.ephemeral]
        assert answer and answer[0].at - fake.created[order] >= 1.9  # its words, once the chain's 2 s were up
        await asyncio.sleep(1.0)
        await assert_posted_once_in_order(fake, target, made_before)
        # issue 44 §3: hundreds of moves, a few messages (one a few seconds of moves), each one Discord message
        posts = [p for p in fake.posted if p.channel_id == CHANNEL and not p.ephemeral and p.content and p.at >= answer[0].at]
        assert 2 <= len(posts) <= 6 and all(len(p.content) <= 2000 for p in posts), [len(p.content) for p in posts]
    finally:
        await stopped(process)


async def _game_over(target: str | Path) -> bool:
    store, record = await game_record(target, CHANNEL)
    await store.close()
    return record.status == "finished"
