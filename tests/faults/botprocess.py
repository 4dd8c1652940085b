"""The real `python -m bot` as a process of its own, against the fake Discord (fakediscord.py), for the fault tests:
started with its settings in the environment, waited for, killed; and what a test reads of the database and the
channel meanwhile."""

from __future__ import annotations

import asyncio
import os
import re
import sys
from collections.abc import Awaitable, Callable
from pathlib import Path
from typing import Any

from bot.commands import CommandLayer, Invocation
from bot.service import automatic, game_of, log_moves, tagged
from storage import GameRecord, Store
from tests.faults.fakediscord import GUILD_ID, FakeDiscord, user

ROOT = Path(__file__).resolve().parents[2]
WAIT_S = 60.0  # a hang is a failure


async def until(check: Callable[[], Awaitable[bool]], what: str, within: float = WAIT_S) -> float:
    """Wait for `check()` to hold (a hang is a failure); how long it took."""
    loop = asyncio.get_running_loop()
    start = loop.time()
    while not await check():
        if loop.time() - start > within:
            raise AssertionError(f"waited {within:g} s for {what}")
        await asyncio.sleep(0.02)
    return loop.time() - start


async def start_bot(fake: FakeDiscord, target: str | Path, *, log: Path, shards: tuple[int, int] | None = None,
                    **settings: str) -> asyncio.subprocess.Process:
    """`python -m bot` on `target` (a SQLite file or a postgresql:// URL), shard `shards[0]` of `shards[1]` if given,
    with more settings (as environment variables); returns once it is connected to the fake Discord."""
    env = {**os.environ, "DISCORD_TOKEN": "fake-token", "DISCORD_API_BASE": fake.api, "LOG_LEVEL": "WARNING",
           **{k.upper(): v for k, v in settings.items()}}
    env.pop("DATABASE_URL", None)
    env.pop("DATABASE_PATH", None)
    env["DATABASE_URL" if str(target).startswith("postgresql://") else "DATABASE_PATH"] = str(target)
    if shards is not None:
        env["SHARD_IDS"], env["SHARD_COUNT"] = str(shards[0]), str(shards[1])
    wanted = 0 if shards is None else shards[0]
    fake.shards_up.discard(wanted)
    with log.open("ab") as written:  # the bot's log, read back when it fails
        process = await asyncio.create_subprocess_exec(sys.executable, "-m", "bot", cwd=ROOT, env=env,
                                                       stdout=asyncio.subprocess.DEVNULL, stderr=written)

    async def connected() -> bool:
        if process.returncode is not None:
            raise AssertionError(f"the bot exited ({process.returncode}): {log.read_text()[-2000:]}")
        return wanted in fake.shards_up

    try:
        await until(connected, "the bot to connect")
    except AssertionError:
        if process.returncode is None:
            process.kill()
        await process.wait()
        raise
    return process


async def stopped(process: asyncio.subprocess.Process) -> None:
    if process.returncode is None:
        process.kill()
    await process.wait()


async def opened(target: str | Path, channel: str, title: str, seed: int, humans: dict[str, str], bots: int = 0,
                 guild: str = GUILD_ID) -> None:
    """A started game in the bot's database: its first human opens it, the others join, then `bots` lobby bots."""
    store = await Store.open(target)
    try:
        layer = CommandLayer(store, operator_seeds=True, buttons=False)
        people = [Invocation(user_id=uid, user_name=name, channel_id=channel, guild_id=guild) for name, uid in humans.items()]
        lines = [(people[0], "game new", {"title": title, "seed": str(seed)})]
        lines += [(who, "game join", {}) for who in people[1:]]
        lines += [(people[0], "game join", {"bot": "yes"})] * bots + [(people[0], "game start", {})]
        for who, command, options in lines:
            reply = await layer.handle(who, command, options)
            assert not reply.ephemeral, reply.text
    finally:
        await store.close()


async def game_record(target: str | Path, channel: str) -> tuple[Store, GameRecord]:
    store = await Store.open(target)
    record = (await store.channel_history(channel))[0]
    return store, record


async def log_length(target: str | Path, channel: str) -> int:
    store, record = await game_record(target, channel)
    try:
        return await store.log_length(record.id)
    finally:
        await store.close()


async def said_moves(target: str | Path, channel: str, after: int = 0) -> list[str]:
    """Every line the game's saved moves say, in the order of the log (an automatic move's words tagged with what made
    it), from its move number `after` + 1 on."""
    store, record = await game_record(target, channel)
    try:
        entries = await store.log(record.id)
        seats = await store.seats(record.id)
    finally:
        await store.close()
    game = game_of(record.title, [s.display_name for s in seats], record.seed, record.options, log_moves(entries))
    autos = [e.data.get("auto") for e in entries if e.kind == "action"]
    lines: list[str] = []
    for outcome, auto in list(zip(game.history, autos, strict=True))[after:]:
        text = tagged(game, outcome, automatic(auto)) if isinstance(auto, dict) else "\n".join(outcome.messages)
        lines += text.splitlines()
    return lines


async def moves_made(target: str | Path, channel: str) -> int:
    store, record = await game_record(target, channel)
    try:
        return sum(1 for e in await store.log(record.id) if e.kind == "action")
    finally:
        await store.close()


async def owed(target: str | Path, channel: str) -> tuple[int, bool]:
    """(the posts the game still owes its channel, whether it still owes automatic moves)."""
    store, record = await game_record(target, channel)
    try:
        posts = [p for p in await store.owed_posts(1e12, limit=1000) if p.game_id == record.id]
        return len(posts), await store.automation(record.id) is not None
    finally:
        await store.close()


LEFT_OUT = re.compile(r"^… (\d+) more lines of automatic moves")  # a long chain's post, summarised


ASKED = re.compile(r"^(\S+) earns (\$[\d,]+): its president pays it out \(pay\) or keeps it \(withhold\)\.$")


def _asked_or_answered(line: str) -> str:
    """A run's question ("M&R earns $330: its president pays it out …") reads "M&R earns $330." where the post shows
    its answer right after it: either is the same line."""
    return ASKED.sub(r"\1 earns \2.", line)


def posted_once_in_order(shown: list[str], expected: list[str]) -> None:
    """Every line the saved moves say is in the channel once, in order, or counted once in a summary line of the
    post that holds it ("… 37 more lines of automatic moves …"); nothing else is."""
    at = 0
    for line in shown:
        left_out = LEFT_OUT.match(line)
        if left_out:
            at += int(left_out.group(1))
            continue
        assert at < len(expected) and _asked_or_answered(line) == _asked_or_answered(expected[at]), (
            at, line, expected[at:at + 2])
        at += 1
    assert at == len(expected), (at, len(expected))


def move_lines(fake: FakeDiscord, channel: str) -> list[str]:
    """What the channel shows of the moves: every line but the pings."""
    return [line for line in fake.channel_lines(channel) if not line.startswith("➡️")]


def called(fake: FakeDiscord, channel: str, user_id: str) -> int:
    """How often the channel mentions the user (a ping)."""
    return sum(p.content.count(f"<@{user_id}>") for p in fake.posted if p.channel_id == channel and not p.ephemeral)


def person(user_id: str, name: str) -> dict[str, Any]:
    return user(user_id, name)
