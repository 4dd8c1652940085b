"""A seat the bot plays (issues 36 and 46): how well and how fast the bot plays every title and Railways of the World map.

For each title, seeded games of (a) one bot against three opponents (the bot's seat rotates with the seed) and (b)
bots in every seat, each played to its end or to twice its example's length. The opponents (`--opponent`): the
examples' beginner players (`beginner`), a one-ply greedy player written against the engine only
(`greedy`, benchmarks/greedy.py: it tries each legal move on a copy and keeps the best by a plain measure), or the
bot as an earlier commit had it (`previous`, benchmarks/previous_bot.py; `--previous REF`). Printed per title: the
bot's win rate against them (a shared first place counts as a win) with its 95% interval (Wilson's), the share of
games that ended normally, bankruptcies and debt spirals (a Railways of the World player past 10 bonds), and the
bot's time per move on this machine (median, p95 and max).

    python3 dev.py bench                        (with the other benchmarks: 50 games each, against the beginners)
    python benchmarks/bench_bots.py [--games N] [--first SEED] [--title 18GL] [--mode vs|all]
                                    [--opponent beginner|greedy|previous] [--previous REF] [--busy 3] [--jobs 2]

`--busy N` keeps N other processes busy on the cores while it measures (a machine under load: the decision times
then show what players see on a shared server). `--jobs N` plays N games at a time (each in its own process).
The greedy players' seeds start at `--first` (1000 by default: seeds the project's tests and examples do not use).
"""

from __future__ import annotations

import argparse
import math
import multiprocessing
import random
import statistics
import sys
import time
from collections.abc import Callable
from dataclasses import dataclass, field
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parents[1]))

from benchmarks import previous_bot
from engine import TITLES, game_class
from engine.actions import Action
from engine.core.game import RULES_REVISION, Game
from engine.players import bot_move
from tests import make_example_gl, make_example_level3, make_example_rotw
from tests.randomplay import level1_beginner

Pick = Callable[[Game, int, random.Random], Action]
LONGEST = {"18EZ-L1": 160, "18EZ-L2": 1100, "18EZ-L3": 1200, "18GL": 1500}  # twice the examples' lengths, about
ROTW_LONGEST = 1500  # the Transcontinental example is 699 moves; the others 194-499


def burn() -> None:
    """A process that keeps one core busy (`--busy`)."""
    while True:
        pass


def opponent(title: str, kind: str, previous: str) -> Pick:
    """The players the bot plays against."""
    if kind == "greedy":
        from benchmarks import greedy

        return greedy.pick
    if kind == "previous":
        from benchmarks import previous_bot

        move = previous_bot.load(previous)
        return lambda game, player, _rng: move(game, player)
    return beginner(title)


def wilson(wins: int, games: int, z: float = 1.96) -> tuple[float, float]:
    """The 95% interval of a win rate (Wilson's score interval)."""
    if games == 0:
        return 0.0, 1.0
    rate = wins / games
    centre = (rate + z * z / (2 * games)) / (1 + z * z / games)
    half = z * math.sqrt(rate * (1 - rate) / games + z * z / (4 * games * games)) / (1 + z * z / games)
    return max(0.0, centre - half), min(1.0, centre + half)


def beginner(title: str) -> Pick:
    """The examples' beginner player for the title."""
    if title.startswith("RotW"):
        return make_example_rotw.pick  # type: ignore[return-value]
    if title == "18GL":
        return make_example_gl.pick  # type: ignore[return-value]
    if title in ("18EZ-L2", "18EZ-L3"):
        return make_example_level3.pick  # type: ignore[return-value]
    return level1_beginner  # Level 1's example is written by hand


@dataclass
class Record:
    games: int = 0
    wins: int = 0
    ended: int = 0
    bankrupt: int = 0
    spirals: int = 0
    times: list[float] = field(default_factory=list)
    stuck: list[str] = field(default_factory=list)

    def add(self, other: Record) -> None:
        self.games += other.games
        self.wins += other.wins
        self.ended += other.ended
        self.bankrupt += other.bankrupt
        self.spirals += other.spirals
        self.times.extend(other.times)
        self.stuck.extend(other.stuck)


def players_for(title: str) -> list[str]:
    low, high = game_class(title).players_allowed(RULES_REVISION)
    return ["Ann", "Bob", "Cid", "Dee", "Eve"][:max(low, min(4, high))]


def play(title: str, seed: int, bots: frozenset[int], kind: str = "beginner", previous: str = "") -> Record:
    """One game to its end (or to LONGEST): the bot in `bots`' seats, `kind` of opponent in the others."""
    record = Record()
    names = players_for(title)
    game = game_class(title)(names, seed)
    rng = random.Random(seed)
    pick = opponent(title, kind, previous)
    limit = LONGEST.get(title, ROTW_LONGEST)
    said: list[str] = []
    while not game.over and len(game.history) < limit:
        acting = game.acting_players()
        if not acting:
            break
        player = acting[0]
        if player in bots:
            start = time.perf_counter()
            action = bot_move(game, player)
            record.times.append(time.perf_counter() - start)
        else:
            action = pick(game, player, rng)
        outcome = game.apply(player, action)
        said.extend(outcome.messages)
    record.games += 1
    if game.over:
        record.ended += 1
        if len(bots) < len(names) and set(game.winners()) & bots:
            record.wins += 1
    else:
        record.stuck.append(f"seed {seed}: {len(game.history)} moves")
    text = " ".join(said)
    record.bankrupt += sum(1 for p in bots if f"{names[p]} cannot raise the money and is bankrupt" in text
                           or f"{names[p]} is bankrupt" in text or f"{names[p]} goes bankrupt" in text)
    players = getattr(game.state, "players", None)
    if isinstance(players, list):
        record.spirals += sum(1 for p in bots if getattr(players[p], "bonds", 0) > 10)
    return record


def run(title: str, games: int, mode: str, kind: str, previous: str, first: int, jobs: int) -> Record:
    seats = len(players_for(title))
    tasks = [(title, seed, frozenset({seed % seats}) if mode == "vs" else frozenset(range(seats)), kind, previous)
             for seed in range(first, first + games)]
    record = Record()
    if jobs > 1:
        with multiprocessing.get_context("spawn").Pool(jobs) as pool:
            for found in pool.starmap(play, tasks):
                record.add(found)
    else:
        for task in tasks:
            record.add(play(*task))
    return record


def line(title: str, mode: str, record: Record) -> str:
    times = sorted(record.times) or [0.0]
    p95 = times[min(len(times) - 1, int(len(times) * 0.95))]
    low, high = wilson(record.wins, record.games)
    wins = (f"{100 * record.wins / record.games:4.0f}% ({100 * low:2.0f}-{100 * high:3.0f}%)" if mode == "vs"
            else f"{'-':>15}")
    return (f"  {title:11} {mode:4} {record.games:5} {wins} {100 * record.ended / record.games:6.0f}% {record.bankrupt:9} "
            f"{record.spirals:8} {1000 * statistics.median(times):8.1f} {1000 * p95:8.1f} {1000 * times[-1]:8.1f}"
            + (f"   not ended: {', '.join(record.stuck[:3])}" if record.stuck else ""))


def main() -> None:
    parser = argparse.ArgumentParser()
    parser.add_argument("--games", type=int, default=50)
    parser.add_argument("--first", type=int, default=None, help="the first seed (default 1; 1000 against greedy)")
    parser.add_argument("--title", action="append")
    parser.add_argument("--mode", choices=("vs", "all"), action="append")
    parser.add_argument("--opponent", choices=("beginner", "greedy", "previous"), default="beginner")
    parser.add_argument("--previous", default=previous_bot.PREVIOUS, help="the commit whose bot --opponent previous plays")
    parser.add_argument("--busy", type=int, default=0, help="other processes kept busy meanwhile (default 0)")
    parser.add_argument("--jobs", type=int, default=1, help="games played at a time (default 1)")
    args = parser.parse_args()
    first = args.first if args.first is not None else (1000 if args.opponent == "greedy" else 1)
    hogs = [multiprocessing.Process(target=burn, daemon=True) for _ in range(args.busy)]
    for hog in hogs:
        hog.start()
    if hogs:
        print(f"({args.busy} other processes busy on {multiprocessing.cpu_count()} cores)")
    print(f"The bot's seat (issues 36, 46): one bot against three {args.opponent} players (vs) and bots in every seat "
          f"(all); seeds {first}-{first + args.games - 1}")
    print(f"  {'title':11} {'mode':4} {'games':>5} {'wins (95%)':>15} {'ended':>7} {'bankrupt':>9} {'spirals':>8} "
          f"{'ms med':>8} {'ms p95':>8} {'ms max':>8}")
    for title in args.title or list(TITLES):
        for mode in args.mode or ("vs", "all"):
            record = run(title, args.games, mode, args.opponent, args.previous, first, args.jobs)
            print(line(title, mode, record), flush=True)
    for hog in hogs:
        hog.terminate()


if __name__ == "__main__":
    main()
