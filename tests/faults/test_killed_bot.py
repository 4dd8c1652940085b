"""The real `python -m bot` process against a fake Discord (tests/faults/fakediscord.py), killed at chosen moments
(issue 32 §1): kill -9 after a move is saved and before it is answered, then a restart: the channel gets the move
once and the next player is pinged; SIGTERM ends the process cleanly."""

from __future__ import annotations

import asyncio
import os
import signal
import sys
from collections.abc import AsyncIterator
from pathlib import Path

import pytest

from bot.commands import CommandLayer, Invocation
from storage import Store
from tests.faults.fakediscord import GUILD_ID, FakeDiscord, user

ROOT = Path(__file__).resolve().parents[2]
CHANNEL = "930000000000000001"
PLAYERS = {"Ann": "940000000000000001", "Bob": "940000000000000002"}
WAIT_S = 60.0  # a hang is a failure


async def prepared(path: Path) -> str:
    """An 18EZ Level 1 game of Ann and Bob, started, in the bot's database; the name of the player to move."""
    store = await Store.open(path)
    try:
        layer = CommandLayer(store, operator_seeds=True)
        for name in ("Ann", "Bob"):
            who = Invocation(user_id=PLAYERS[name], user_name=name, channel_id=CHANNEL, guild_id=GUILD_ID)
            await layer.handle(who, "game new" if name == "Ann" else "game join",
                               {"title": "18EZ-L1", "seed": "3"} if name == "Ann" else {})
        ann = Invocation(user_id=PLAYERS["Ann"], user_name="Ann", channel_id=CHANNEL, guild_id=GUILD_ID)
        start = await layer.handle(ann, "game start", {})
        return start.next_up[0].name
    finally:
        await store.close()


async def log_length(path: Path) -> int:
    store = await Store.open(path)
    try:
        record = await store.active_game(CHANNEL)
        assert record is not None
        return await store.log_length(record.id)
    finally:
        await store.close()


async def until(check, what: str) -> None:  # type: ignore[no-untyped-def]
    deadline = asyncio.get_running_loop().time() + WAIT_S
    while not await check():
        if asyncio.get_running_loop().time() > deadline:
            raise AssertionError(f"waited {WAIT_S:g} s for {what}")
        await asyncio.sleep(0.1)


@pytest.fixture
async def discord_api() -> AsyncIterator[FakeDiscord]:
    fake = await FakeDiscord().start()
    yield fake
    await fake.close()


async def start_bot(fake: FakeDiscord, path: Path) -> asyncio.subprocess.Process:
    fake.identified.clear()
    log = (path.parent / "bot.log").open("ab")  # the bot's log, read back when it fails
    env = {**os.environ, "DISCORD_TOKEN": "fake-token", "DATABASE_PATH": str(path), "DISCORD_API_BASE": fake.api,
           "LOG_LEVEL": "WARNING"}
    env.pop("DATABASE_URL", None)
    process = await asyncio.create_subprocess_exec(sys.executable, "-m", "bot", cwd=ROOT, env=env,
                                                   stdout=asyncio.subprocess.DEVNULL, stderr=log)
    try:
        await asyncio.wait_for(fake.identified.wait(), WAIT_S)
    except TimeoutError:
        if process.returncode is None:
            process.kill()
        await process.wait()
        raise AssertionError(f"the bot never connected: {(path.parent / 'bot.log').read_text()[-2000:]}") from None
    return process


async def test_kill_9_after_a_saved_move_then_a_restart_posts_it_once(discord_api: FakeDiscord, tmp_path: Path) -> None:
    fake, path = discord_api, tmp_path / "games.sqlite3"
    mover = await prepared(path)
    other = "Bob" if mover == "Ann" else "Ann"
    before = await log_length(path)
    process = await start_bot(fake, path)
    try:
        fake.hold_answers = True  # Discord takes each answer's request and never replies: the bot waits on them
        await fake.slash(CHANNEL, user(PLAYERS[mover], mover), "choose", railroad="PS&W")
        await until(lambda: _saved(path, before + 1), "the first move to be saved")
        await fake.slash(CHANNEL, user(PLAYERS[other], other), "choose", railroad="TC&L")
        await until(lambda: _saved(path, before + 2), "the second move to be saved")
        process.kill()  # kill -9: both moves are saved, nothing of them was posted
        await process.wait()
        assert fake.in_channel(CHANNEL, "takes the") == []
        fake.hold_answers = False
        process = await start_bot(fake, path)
        await until(lambda: _posted(fake, "takes the Teal Cove"), "the restarted bot to post the moves")
        await asyncio.sleep(2)
        first, second = fake.in_channel(CHANNEL, "takes the")  # each once, in the order of the moves
        assert "Purple Springs" in first.content and "Teal Cove" in second.content
        assert "<@" not in first.content  # the game has moved on since the first: only the last pings
        assert f"<@{PLAYERS[mover]}>" in second.content  # whoever must act now is told
        assert await log_length(path) == before + 2
        process.send_signal(signal.SIGTERM)  # an operator's stop: the bot closes and exits
        assert await asyncio.wait_for(process.wait(), WAIT_S) == 0
    finally:
        if process.returncode is None:
            process.kill()
            await process.wait()


async def _saved(path: Path, length: int) -> bool:
    return await log_length(path) >= length


async def _posted(fake: FakeDiscord, text: str) -> bool:
    return bool(fake.in_channel(CHANNEL, text))
