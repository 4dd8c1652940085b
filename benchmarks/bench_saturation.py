"""The real bot under saturation (issue 43 §9; prints figures, not a test).

The real `python -m bot` as a process of its own against the fake Discord of the fault tests (tests/faults/), which
answers as Discord does (a first answer after 3 s is refused), with pictures drawn. G games, each one person and two
lobby bots (18EZ Level 2 and 18GL in turn), so that every move sets off a chain of bot moves; the person's moves (a
random legal one, typed as /move) are offered at R a second in all for S seconds, each to a game whose person is
due and has no move in flight, while B other processes keep both cores busy (load 4-5 on 2 cores with the defaults).

Prints, for the person's moves: answers refused as late (past 3 s) and the first answer's delay (a deferred
"thinking…" counts), p50/p95/max; the delay between a move and its words in the channel, p50/p95/max; and for the
bots' moves (made after the answer or in the background), the delay between the move's save and its words in the
channel.

    python benchmarks/bench_saturation.py [--games 40] [--rate 4] [--seconds 60] [--burners 3]
"""

from __future__ import annotations

import argparse
import asyncio
import multiprocessing
import random
import sys
import tempfile
import time
from collections import Counter
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parents[1]))

from benchmarks.service_load import percentile
from bot.service import GameService, automatic, tagged
from storage import Store
from tests.faults.botprocess import opened, start_bot, stopped
from tests.faults.fakediscord import ANSWER_DEADLINE_S, FakeDiscord, Posted, user
from tests.randomplay import choose

TITLES = ("18EZ-L2", "18GL")


def burn() -> None:
    while True:
        pass


def figures(samples: list[float]) -> str:
    return (f"p50 {percentile(samples, 50):.2f} s, p95 {percentile(samples, 95):.2f} s, max {max(samples, default=0):.2f} s"
            f" ({len(samples)})")


async def run(games: int, rate: float, seconds: float, burners: int, seed: int) -> None:
    rng = random.Random(seed)
    with tempfile.TemporaryDirectory(prefix="bench_saturation_") as folder:
        target = Path(folder) / "games.sqlite3"
        people = {}
        for index in range(games):
            channel, person = f"95{index:016d}", f"96{index:016d}"
            await opened(target, channel, TITLES[index % len(TITLES)], index + 1, {f"P{index}": person}, bots=2)
            people[channel] = person
        fake = await FakeDiscord().start()
        fake.enforce_deadline = True
        process = await start_bot(fake, target, log=Path(folder) / "bot.log")
        hogs = [multiprocessing.Process(target=burn, daemon=True) for _ in range(burners)]
        for hog in hogs:
            hog.start()
        store = await Store.open(target)
        service = GameService(store)
        sent: dict[str, tuple[str, float]] = {}  # interaction -> (channel, when sent)
        errors: Counter[str] = Counter()
        try:
            loop = asyncio.get_running_loop()
            start = loop.time()
            for index in range(round(rate * seconds)):
                await asyncio.sleep(max(0.0, start + index / rate - loop.time()))
                waiting = {channel for channel, _at in sent.values()} - _answered_channels(fake, sent)
                due = [c for c in people if c not in waiting]
                rng.shuffle(due)
                for channel in due:
                    try:
                        record = (await store.channel_history(channel))[0]
                        if record.status != "running":
                            continue
                        loaded = await service.load(record)
                        person = loaded.seat_of(people[channel])
                        if person is None or loaded.game.acting_players() != [person]:
                            continue  # the bots are still moving
                        action = choose(loaded.game, person, rng)
                    except Exception as error:  # counted: the benchmark reports errors
                        errors[type(error).__name__] += 1
                        continue
                    iid = await fake.slash(channel, user(people[channel], f"P{channel[-2:]}"), "move",
                                           action=action.text, confirm="yes")
                    sent[iid] = (channel, time.monotonic())
                    break
            offered_for = loop.time() - start
            for hog in hogs:
                hog.terminate()
            await _quiet(store, 120.0)
            report(fake, sent, offered_for, games, rate, burners, errors)
            await _bots(fake, store, people)
        finally:
            for hog in hogs:
                hog.terminate()
            await store.close()
            await stopped(process)
            await fake.close()


def _answered_channels(fake: FakeDiscord, sent: dict[str, tuple[str, float]]) -> set[str]:
    done = {p.interaction_id for p in fake.posted if p.interaction_id in sent and p.content}
    return {channel for iid, (channel, _at) in sent.items() if iid in done}


async def _quiet(store: Store, within: float) -> None:
    """Until nothing is owed (posts, automatic moves), or `within` seconds."""
    deadline = time.monotonic() + within
    while time.monotonic() < deadline:
        if not await store.owed_posts(1e12, limit=1) and await store.next_automation_at() is None:
            return
        await asyncio.sleep(0.5)


def report(fake: FakeDiscord, sent: dict[str, tuple[str, float]], offered_for: float, games: int, rate: float,
           burners: int, errors: Counter[str]) -> None:
    first = [fake.answered[iid][0] - at for iid, (_c, at) in sent.items() if iid in fake.answered]
    late = sum(1 for delay in first if delay > ANSWER_DEADLINE_S)
    words = []
    for iid, (_channel, at) in sent.items():
        said = [p.at for p in fake.posted if p.interaction_id == iid and p.content]
        if said:
            words.append(min(said) - at)
    print(f"The real bot under saturation: {games} games (a person and two bots each), {rate:g} moves/s offered for "
          f"{offered_for:.0f} s, {burners} other processes busy on {multiprocessing.cpu_count()} cores")
    print(f"  the person's moves: {len(sent)} sent, {late} answers refused as late (past 3 s)")
    print(f"  first answer (a deferral counts): {figures(first)}")
    print(f"  the move's words in the channel: {figures(words)}; errors {dict(errors) or 0}")


async def _bots(fake: FakeDiscord, store: Store, people: dict[str, str]) -> None:
    """Each bot move's words in the channel, after the move was saved (its log entry's time)."""
    delays: list[float] = []
    for channel in people:
        record = (await store.channel_history(channel))[0]
        loaded = await GameService(store).load(record)
        entries = [e for e in await store.log(record.id) if e.kind == "action"]
        posts = [p for p in fake.posted if p.channel_id == channel and not p.ephemeral and p.content]
        lines = [(line, post) for post in posts for line in post.content.splitlines() if not line.startswith("➡️")]
        cursor = 0
        for outcome, entry in zip(loaded.game.history, entries, strict=False):
            auto = entry.data.get("auto")
            text = tagged(loaded.game, outcome, automatic(auto)) if isinstance(auto, dict) else "\n".join(outcome.messages)
            first = text.splitlines()[0] if text else ""
            found = _find(lines, cursor, first)
            if found is None:
                continue
            cursor, post = found
            if isinstance(auto, dict) and auto.get("bot"):
                delays.append(post.wall - entry.created_at)
    print(f"  a bot's move's words in the channel after it was saved: {figures(delays)}")


def _find(lines: list[tuple[str, Posted]], cursor: int, wanted: str) -> tuple[int, Posted] | None:
    for index in range(cursor, len(lines)):
        if lines[index][0] == wanted:
            return index + 1, lines[index][1]
    return None


if __name__ == "__main__":
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--games", type=int, default=40, help="running games (default 40)")
    parser.add_argument("--rate", type=float, default=4.0, help="the people's moves a second offered in all (default 4)")
    parser.add_argument("--seconds", type=float, default=60.0, help="how long moves are offered (default 60)")
    parser.add_argument("--burners", type=int, default=3, help="other processes keeping the cores busy (default 3)")
    parser.add_argument("--seed", type=int, default=1)
    args = parser.parse_args()
    asyncio.run(run(args.games, args.rate, args.seconds, args.burners, args.seed))
