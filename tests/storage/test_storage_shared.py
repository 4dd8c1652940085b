"""Several processes on one database: moves serialised per game across processes, cached games
re-validated, reminders sent once and woken across processes, and a killed process losing
nothing that was acknowledged. The processes are real OS processes running the bot's
GameService and reminder timer (move_child.py, reminder_child.py).

The multi-process moves run on both backends (SQLite keeps the log whole with BEGIN IMMEDIATE
and the (game, seq) key, but its lock is per process, so a racing move may be refused with a
SequenceConflict; PostgreSQL's advisory lock serialises the processes, so none is). Waking a
timer in another process is PostgreSQL's alone: a SQLite file serves one bot process.
"""

from __future__ import annotations

import asyncio
import os
import random
import signal
import sys
import time
from collections.abc import Callable
from dataclasses import dataclass, field
from pathlib import Path

import pytest

from bot.service import GameService, moves_from_log, options_of
from engine import action_from_data, game_class
from storage import Shards, Store
from tests.randomplay import choose
from tests.storage.storage_helpers import GAME, until

pytestmark = pytest.mark.asyncio

HERE = Path(__file__).resolve().parent
PROJECT_ROOT = HERE.parents[1]
PLAYERS = [("u-ann", "Ann"), ("u-bob", "Bob"), ("u-cid", "Cid")]
WAIT_S = 120.0  # only so that a broken run fails instead of hanging; never reached when all is well


async def new_games(target: str, count: int) -> list[int]:
    async with await Store.open(target) as store:
        ids = []
        for index in range(count):
            record = await store.create_game(
                guild_id="g", channel_id=f"table-{index}", title="18EZ-L1", options={}, seed=3 + index, creator_id="u-ann"
            )
            for user_id, name in PLAYERS:
                await store.add_seat(record.id, user_id, name)
            await store.set_status(record.id, "running")
            ids.append(record.id)
        return ids


@dataclass
class Child:
    process: asyncio.subprocess.Process
    lines: list[str] = field(default_factory=list)
    reader: asyncio.Task[None] | None = None

    @classmethod
    async def start(cls, script: str, *args: str) -> Child:
        process = await asyncio.create_subprocess_exec(
            sys.executable, str(HERE / script), *args,
            stdin=asyncio.subprocess.PIPE, stdout=asyncio.subprocess.PIPE, stderr=asyncio.subprocess.PIPE,
            env={**os.environ, "PYTHONPATH": str(PROJECT_ROOT)},
        )
        child = cls(process)
        child.reader = asyncio.create_task(child._read())
        return child

    async def _read(self) -> None:
        assert self.process.stdout is not None
        while line := await self.process.stdout.readline():
            self.lines.append(line.decode().strip())

    def count(self, word: str) -> int:
        return sum(1 for line in self.lines if line.split()[0] == word)

    async def wait_for(self, condition: Callable[[], bool]) -> None:
        deadline = time.monotonic() + WAIT_S
        while not condition():
            if self.process.returncode is not None or time.monotonic() > deadline:
                assert self.process.stderr is not None
                error = (await self.process.stderr.read()).decode()
                pytest.fail(f"child stopped or stalled; output so far: {self.lines[-5:]}\n{error}")
            await asyncio.sleep(0.02)

    def say(self, text: str) -> None:
        assert self.process.stdin is not None
        self.process.stdin.write(text.encode())

    async def finish(self) -> list[str]:
        assert self.process.stdin is not None
        self.process.stdin.close()
        await asyncio.wait_for(self.process.wait(), WAIT_S)
        assert self.reader is not None
        await self.reader
        assert self.process.returncode == 0, (await self.process.stderr.read()).decode()  # type: ignore[union-attr]
        return self.lines

    async def kill(self) -> list[str]:
        self.process.send_signal(signal.SIGKILL)
        await self.process.wait()
        assert self.reader is not None
        await self.reader  # lines already in the pipe were acknowledged before the kill too
        assert self.process.returncode == -signal.SIGKILL
        return self.lines


def acks(lines: list[str]) -> list[tuple[int, int, int, str]]:
    """(game, seq, player, move) of every acknowledged move."""
    found = []
    for line in lines:
        word, *rest = line.split(" ", 4)
        if word == "ack":
            game_id, seq, player, text = rest
            found.append((int(game_id), int(seq), int(player), text))
    return found


async def check_logs(target: str, game_ids: list[int], acknowledged: list[tuple[int, int, int, str]]) -> int:
    """Every acknowledged move is in its game's log at its seq, none twice; every game replays,
    each move checked by the engine. Returns how many logged moves were not acknowledged."""
    assert len({(g, seq) for g, seq, _, _ in acknowledged}) == len(acknowledged), "two moves were acknowledged with one seq"
    logged = 0
    async with await Store.open(target) as store:
        for game_id in game_ids:
            record = await store.get_game(game_id)
            entries = await store.log(game_id)
            assert [e.seq for e in entries] == list(range(1, len(entries) + 1))
            for g, seq, player, text in acknowledged:
                if g == game_id:
                    entry = entries[seq - 1]
                    assert (entry.kind, entry.data["player"], action_from_data(entry.data["action"]).text) == ("action", player, text)
            players = [s.display_name for s in await store.seats(game_id)]
            game = game_class(record.title)(players, record.seed, options_of(record.options))
            for player, action in moves_from_log(entries):
                game.apply(player, action)  # raises IllegalAction if the log holds a move that was not legal then
            assert len(game.history) == len(entries)
            logged += len(entries)
    return logged - len(acknowledged)


@pytest.fixture(params=["sqlite", "postgresql"])
def shared_target(request: pytest.FixtureRequest, tmp_path: Path) -> str:
    if request.param == "postgresql":
        return str(request.getfixturevalue("pg_url"))
    return str(tmp_path / "shared.sqlite3")


async def test_two_processes_moving_on_the_same_games(shared_target: str) -> None:
    game_ids = await new_games(shared_target, 3)
    children = [await Child.start("move_child.py", shared_target, ",".join(map(str, game_ids)), str(seed)) for seed in (1, 2)]
    for child in children:
        await child.wait_for(lambda c=child: c.count("ready") == 1)
    for child in children:
        child.say("go\n")
    for child in children:
        await child.wait_for(lambda c=child: c.count("ack") >= 40)
    outputs = [await child.finish() for child in children]
    acknowledged = [ack for lines in outputs for ack in acks(lines)]
    assert await check_logs(shared_target, game_ids, acknowledged) == 0  # nothing lost, nothing doubled, nothing extra
    conflicts = [int(lines[-1].split()[2]) for lines in outputs]
    if shared_target.startswith("postgresql://"):
        assert conflicts == [0, 0]  # a move that raced the other process was judged again on the log: none surfaced


async def test_a_killed_process_loses_nothing_acknowledged(pg_url: str) -> None:
    game_ids = await new_games(pg_url, 2)
    victim, survivor = [await Child.start("move_child.py", pg_url, ",".join(map(str, game_ids)), str(seed)) for seed in (3, 4)]
    for child in (victim, survivor):
        await child.wait_for(lambda c=child: c.count("ready") == 1)
        child.say("go\n")
    for child in (victim, survivor):
        await child.wait_for(lambda c=child: c.count("ack") >= 15)
    killed_lines = await victim.kill()  # mid-load: most likely inside a move, holding a game's lock
    before = survivor.count("ack")
    # The survivor goes on: the dead process's lock and transaction went with its session.
    await survivor.wait_for(lambda: survivor.count("ack") >= before + 30)
    survivor_lines = await survivor.finish()
    unacknowledged = await check_logs(pg_url, game_ids, acks(killed_lines) + acks(survivor_lines))
    assert unacknowledged in (0, 1)  # at most the move committed just before the kill, not yet printed


async def test_a_reminder_due_while_two_processes_run_is_sent_once(pg_url: str) -> None:
    async with await Store.open(pg_url) as store:
        games = [await store.create_game(**{**GAME, "channel_id": f"c{i}"}) for i in range(12)]
        children = [await Child.start("reminder_child.py", pg_url) for _ in range(2)]
        for child in children:
            await child.wait_for(lambda c=child: c.count("ready") == 1)
        # Both timers sleep with nothing due; only the notification of these changes can wake them.
        due = time.time() + 0.2
        for game in games:
            await store.set_reminder(game.id, interval_s=3600.0, due_at=due)
        await children[0].wait_for(lambda: sum(c.count("sent") for c in children) >= len(games))
        outputs = [await child.finish() for child in children]
        sent = sorted(int(line.split()[1]) for lines in outputs for line in lines if line.startswith("sent"))
        assert sent == sorted(game.id for game in games)  # each exactly once, across both processes
        for game in games:
            reminder = await store.reminder(game.id)
            assert reminder is not None and reminder.due_at is not None and reminder.due_at > due + 3000  # moved on by the claim


async def test_the_lock_of_a_game_excludes_other_processes(pg_url: str) -> None:
    async with await Store.open(pg_url) as first, await Store.open(pg_url) as second:
        game = await first.create_game(**GAME)
        async with first.lock(game.id):
            waiting = asyncio.create_task(_enter(second, game.id))
            done, _ = await asyncio.wait({waiting}, timeout=0.5)  # ample time to get in, were the lock not held
            assert not done
            async with second.lock(game.id + 1):  # another game is free
                pass
        await asyncio.wait_for(waiting, WAIT_S)


async def _enter(store: Store, game_id: int) -> None:
    async with store.lock(game_id):
        pass


async def test_a_cached_game_sees_the_other_process_move(pg_url: str) -> None:
    [game_id] = await new_games(pg_url, 1)
    rng = random.Random(5)
    async with await Store.open(pg_url) as first_store, await Store.open(pg_url) as second_store:
        services = [GameService(first_store), GameService(second_store)]
        for turn in range(12):
            service = services[turn % 2]  # each move by the other process, whose cache is one move behind
            loaded = await service.load(await service.store.get_game(game_id))
            assert loaded.log_length == turn
            player = loaded.game.acting_players()[0]
            await service.play(loaded.record, loaded.user_of(player).user_id, choose(loaded.game, player, rng))
        assert await check_logs(pg_url, [game_id], []) == 12


async def test_a_reminder_set_by_one_process_wakes_the_process_serving_its_shard(pg_url: str) -> None:
    shard_0, shard_1 = str(2 << 22), str(3 << 22)  # guilds on shards 0 and 1 of 2
    async with await Store.open(pg_url) as setter, await Store.open(pg_url, shards=Shards((1,), 2)) as serving_1:
        woken: list[str] = []
        await serving_1.watch_reminders(lambda: woken.append("woken"))
        on_0 = await setter.create_game(**{**GAME, "guild_id": shard_0, "channel_id": "a"})
        on_1 = await setter.create_game(**{**GAME, "guild_id": shard_1, "channel_id": "b"})
        await setter.set_reminder(on_0.id, interval_s=60.0, due_at=10.0)
        await setter.set_reminder(on_1.id, interval_s=60.0, due_at=20.0)
        await until(lambda: len(woken) >= 1)
        await setter.set_reminder_due(on_0.id, 30.0)
        await setter.set_reminder_due(on_1.id, 40.0)
        await until(lambda: len(woken) >= 2)
        # Notifications arrive in commit order: both about shard 0 were seen, and filtered out.
        assert woken == ["woken", "woken"]
        due = await serving_1.next_reminder()
        assert due is not None and due.game_id == on_1.id
