"""Moves under load through the bot's GameService: N games, R moves a second offered in all,
on SQLite and on PostgreSQL, from 1 and from 2 processes (each process serving half of the
games, as two shards would). Prints throughput, move latency p50/p95/max and errors.

Run by bench_storage.py; each process is this file run as `service_load.py worker ...`.
A move's latency is the time of GameService.play (the game's lock, the cache check against
the log's length, the engine's judgement, the append and its commit); choosing the move (a
random legal one) is not counted. The moves are offered open-loop, evenly spaced, each to a
game that has no move in flight, so a slow move does not slow the offered rate.
"""

from __future__ import annotations

import asyncio
import json
import random
import sys
import time
from collections import Counter
from collections.abc import Awaitable, Callable
from pathlib import Path
from typing import Any

if __name__ == "__main__":
    sys.path.insert(0, str(Path(__file__).resolve().parent.parent))

from bot.service import GameService
from engine.core.game import RULES_REVISION
from storage import Store
from tests.randomplay import choose

PLAYERS = [("111111111111111111", "Ann"), ("222222222222222222", "Bob"), ("333333333333333333", "Cid")]


def percentile(samples: list[float], pct: float) -> float:
    ordered = sorted(samples)
    return ordered[min(len(ordered) - 1, round(pct / 100 * (len(ordered) - 1)))] if ordered else float("nan")


async def create_games(target: str, count: int, tag: str, title: str = "18EZ-L1") -> list[int]:
    async with await Store.open(target) as store:
        ids = []
        for index in range(count):
            record = await store.create_game(
                guild_id=str((index + 1) << 22), channel_id=f"{tag}-{index}", title=title,
                options={} if title == "18EZ-L1" else {"rules": RULES_REVISION}, seed=index, creator_id=PLAYERS[0][0],
            )
            for user_id, name in PLAYERS:
                await store.add_seat(record.id, user_id, name)
            await store.set_status(record.id, "running")
            ids.append(record.id)
        return ids


async def worker(target: str, game_ids: list[int], rate: float, seconds: float, seed: int) -> dict[str, Any]:
    rng = random.Random(seed)
    store = await Store.open(target)
    service = GameService(store)
    records = {game_id: await store.get_game(game_id) for game_id in game_ids}
    for record in records.values():
        await service.load(record)  # a running bot has its games cached
    loop = asyncio.get_running_loop()
    print("ready", flush=True)
    await loop.run_in_executor(None, sys.stdin.readline)
    latencies: list[float] = []
    errors: Counter[str] = Counter()
    busy: set[int] = set()

    async def move(game_id: int) -> None:
        try:
            loaded = await service.load(records[game_id])
            player = loaded.game.acting_players()[0]
            action = choose(loaded.game, player, rng)
            started = time.perf_counter()
            await service.play(loaded.record, loaded.user_of(player).user_id, action)
            latencies.append((time.perf_counter() - started) * 1000)
        except Exception as error:  # counted, not raised: the benchmark reports errors
            errors[type(error).__name__] += 1
        finally:
            busy.discard(game_id)

    start = loop.time()
    tasks = await offer(game_ids, rate, seconds, rng, busy, errors, move)
    await asyncio.gather(*tasks)
    elapsed = loop.time() - start
    await store.close()
    return {"latencies": latencies, "errors": dict(errors), "elapsed": elapsed}


async def offer(game_ids: list[int], rate: float, seconds: float, rng: random.Random, busy: set[int],
                errors: Counter[str], move: Callable[[int], Awaitable[None]]) -> list[asyncio.Task[None]]:
    """Offer `rate` moves a second for `seconds`, open-loop and evenly spaced, each to a game with no move in flight
    (marked busy; `move` frees it); returns the moves' tasks."""
    loop = asyncio.get_running_loop()
    tasks = []
    start = loop.time()
    for index in range(round(rate * seconds)):
        await asyncio.sleep(max(0.0, start + index / rate - loop.time()))
        free = [g for g in game_ids if g not in busy]
        if not free:
            errors["NoIdleGame"] += 1
            continue
        game_id = rng.choice(free)
        busy.add(game_id)
        tasks.append(asyncio.create_task(move(game_id)))
    return tasks


async def run_workers(target: str, game_ids: list[int], processes: int, rate: float, seconds: float) -> dict[str, Any]:
    children = []
    for index in range(processes):
        mine = ",".join(str(g) for g in game_ids[index::processes])
        children.append(await asyncio.create_subprocess_exec(
            sys.executable, __file__, "worker", target, mine, str(rate / processes), str(seconds), str(index),
            stdin=asyncio.subprocess.PIPE, stdout=asyncio.subprocess.PIPE,
        ))
    for child in children:
        assert child.stdout is not None
        assert (await child.stdout.readline()).strip() == b"ready"
    for child in children:
        assert child.stdin is not None
        child.stdin.write(b"go\n")
        await child.stdin.drain()
    results = []
    for child in children:
        out, _ = await child.communicate()
        results.append(json.loads(out))
    latencies = [ms for result in results for ms in result["latencies"]]
    errors: Counter[str] = Counter()
    for result in results:
        errors.update(result["errors"])
    return {"latencies": latencies, "errors": errors, "elapsed": max(result["elapsed"] for result in results)}


async def run_load(directory: Path, pg_url: str, *, games: int, rate: float, seconds: float) -> None:
    print(f"GameService under load: {games} games (18EZ Level 1, 3 players), {rate:g} moves/s offered for {seconds:g} s")
    header = f"{'backend':<11} {'processes':>9} {'moves/s':>8} {'p50 ms':>7} {'p95 ms':>7} {'max ms':>7}  errors"
    print(header)
    print("-" * len(header))
    for backend in ("sqlite", "postgresql"):
        for processes in (1, 2):
            target = str(directory / f"load-{processes}.sqlite3") if backend == "sqlite" else pg_url
            game_ids = await create_games(target, games, f"load-{processes}")
            result = await run_workers(target, game_ids, processes, rate, seconds)
            latencies = result["latencies"]
            errors = ", ".join(f"{name} {count}" for name, count in result["errors"].items()) or "0"
            print(
                f"{backend:<11} {processes:>9} {len(latencies) / result['elapsed']:>8.1f} {percentile(latencies, 50):>7.2f}"
                f" {percentile(latencies, 95):>7.2f} {max(latencies, default=float('nan')):>7.1f}  {errors}",
                flush=True,
            )
    print("(2 processes on one SQLite file only price the storage: the bot refuses to run shard processes on SQLite)")


if __name__ == "__main__" and sys.argv[1:2] == ["worker"]:
    target, ids, rate, seconds, seed = sys.argv[2:7]
    outcome = asyncio.run(worker(target, [int(g) for g in ids.split(",")], float(rate), float(seconds), int(seed)))
    print(json.dumps(outcome))
elif __name__ == "__main__":
    import argparse
    import tempfile

    parser = argparse.ArgumentParser(description="Moves under load through the bot's GameService (storage and engine only; "
                                     "benchmarks/bench_bot.py adds the command path and pictures).")
    parser.add_argument("--pg-url", help="also run on this PostgreSQL database (else SQLite only)")
    parser.add_argument("--games", type=int, default=500, help="concurrent games (default 500)")
    parser.add_argument("--rate", type=float, default=50.0, help="moves a second offered in all (default 50)")
    parser.add_argument("--seconds", type=float, default=20.0, help="how long each run lasts (default 20)")
    args = parser.parse_args()

    async def standalone(directory: Path) -> None:
        targets = [("sqlite", str(directory / "load.sqlite3"))] + ([("postgresql", args.pg_url)] if args.pg_url else [])
        for backend, target in targets:
            ids = await create_games(target, args.games, "solo")
            result = await run_workers(target, ids, 1, args.rate, args.seconds)
            latencies = result["latencies"]
            print(f"{backend}: {len(latencies) / result['elapsed']:.1f} moves/s, p50 {percentile(latencies, 50):.2f} ms, "
                  f"p95 {percentile(latencies, 95):.2f} ms, errors {dict(result['errors']) or 0}")

    with tempfile.TemporaryDirectory(prefix="service_load_") as folder:
        asyncio.run(standalone(Path(folder)))
