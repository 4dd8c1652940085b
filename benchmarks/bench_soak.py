"""A soak (issue 51 §4): 150 games at a time played through the bot's writer path (GameService.play, on a SQLite file)
for a while, a finished game replaced by a new one; the process's resident memory, its open file descriptors and
the games kept loaded, sampled every 30 seconds. After a warm-up, the memory should stay flat (within 10%) and the
descriptors constant: the cache of loaded games is bounded (bot/service.py), nothing else keeps a game.

    python benchmarks/bench_soak.py [--games 150] [--warmup 300] [--minutes 10]
"""

from __future__ import annotations

import argparse
import asyncio
import os
import random
import sys
import tempfile
import time
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parents[1]))

from bot.commands import CommandLayer, Invocation
from storage import Store
from tests.randomplay import choose

TITLES = ("18EZ-L2", "18GL", "RotW-EUS")


def rss_mib() -> float:
    for line in Path("/proc/self/status").read_text().splitlines():
        if line.startswith("VmRSS:"):
            return int(line.split()[1]) / 1024
    return 0.0


def descriptors() -> int:
    return len(os.listdir("/proc/self/fd"))


async def new_game(layer: CommandLayer, number: int) -> int:
    channel, title = f"c{number}", TITLES[number % len(TITLES)]
    for name, line in (("Ann", f"/game new title:{title} seed:{number}"), ("Bob", "/game join"), ("Cid", "/game join"),
                       ("Ann", "/game start")):
        await layer.handle_line(Invocation(user_id=name.lower(), user_name=name, channel_id=channel, guild_id="g"), line)
    record = await layer.store.active_game(channel)
    assert record is not None
    return record.id


async def soak(games: int, warmup: float, minutes: float) -> None:
    folder = tempfile.mkdtemp(prefix="railbot-soak-")
    store = await Store.open(Path(folder) / "games.sqlite3")
    layer = CommandLayer(store, buttons=False, operator_seeds=True)
    layer.automatic = False  # people only: the soak measures the writer path and its cache
    rng, made, started = random.Random(1), 0, 0
    ids = []
    for _ in range(games):
        ids.append(await new_game(layer, started))
        started += 1
    begin = time.monotonic()
    samples: list[tuple[float, float, int, int, int]] = []
    next_sample = begin
    while time.monotonic() - begin < warmup + minutes * 60:
        for index, game_id in enumerate(ids):
            record = await store.get_game(game_id)
            loaded = await layer.games.load(record)
            if loaded.game.over or len(loaded.game.history) > 400:  # a finished (or long) game makes way for a new one
                await store.set_status(game_id, "abandoned")
                layer.games.forget(game_id)
                ids[index] = await new_game(layer, started)
                started += 1
                continue
            acting = loaded.game.acting_players()
            if not acting:
                continue
            player = acting[0]
            await layer.games.play(record, loaded.seats[player].user_id, choose(loaded.game, player, rng))
            made += 1
        now = time.monotonic()
        if now >= next_sample:
            samples.append((now - begin, rss_mib(), descriptors(), layer.games.cached, made))
            next_sample = now + 30
    await store.close()
    print(f"Soak: {games} games at a time ({', '.join(TITLES)}), {made} moves, {started} games in all, "
          f"warm-up {warmup:.0f} s, then {minutes:.0f} min")
    print(f"  {'s':>6} {'RSS MiB':>8} {'fds':>5} {'cached':>7} {'moves':>7}")
    for at, rss, fds, cached, moves in samples:
        print(f"  {at:6.0f} {rss:8.1f} {fds:5d} {cached:7d} {moves:7d}")
    after = [s for s in samples if s[0] >= warmup]
    if after:
        low, high = min(s[1] for s in after), max(s[1] for s in after)
        print(f"  after the warm-up: RSS {after[0][1]:.1f} -> {after[-1][1]:.1f} MiB (range {low:.1f}-{high:.1f}, "
              f"{100 * (high - low) / low:.1f}%); descriptors {min(s[2] for s in after)}-{max(s[2] for s in after)}")


def main() -> None:
    parser = argparse.ArgumentParser()
    parser.add_argument("--games", type=int, default=150)
    parser.add_argument("--warmup", type=float, default=300.0)  # each game grows for its first 400 moves
    parser.add_argument("--minutes", type=float, default=10.0)
    args = parser.parse_args()
    asyncio.run(soak(args.games, args.warmup, args.minutes))


if __name__ == "__main__":
    main()
