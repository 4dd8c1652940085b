"""Moves through the bot's command path with pictures (prints figures; not a test).

For each title, N running games (3 players) on one database; moves are offered open-loop at R a second, each
a random legal move of a game with no move in flight, through `CommandLayer.handle(..., draw_later=True)`
exactly as a Discord slash command is: the *answer* is the time until the move is judged and saved and the
reply stands (when Discord's 3-second deadline is met by deferring), the *pictures* the time until they
are drawn after it (in a worker thread, outside the game's lock). Prints moves done a second, answer
p50/p95/max, answers over 3 s, pictures p50/p95, and errors.

    python3 dev.py bench          (runs it on SQLite with the defaults)
    python benchmarks/bench_bot.py --games 200 --rate 50 --seconds 20 [--titles 18GL,RotW-EUS] [--pg-url postgresql://…]
"""

from __future__ import annotations

import argparse
import asyncio
import random
import sys
import tempfile
import time
from collections import Counter
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parents[1]))

from benchmarks.service_load import PLAYERS, create_games, offer, percentile
from bot.commands import CommandLayer, Invocation
from engine import TITLES
from storage import Store
from tests.randomplay import choose

DEADLINE = 3.0  # seconds Discord waits for an interaction's first answer


async def run(target: str, title: str, games: int, rate: float, seconds: float, seed: int = 1) -> None:
    ids = await create_games(target, games, f"bot-{title}", title)
    store = await Store.open(target)
    layer = CommandLayer(store, draw_pictures=True)
    records = {game_id: await store.get_game(game_id) for game_id in ids}
    for record in records.values():
        await layer.games.load(record)  # a running bot has its games cached
    rng = random.Random(seed)
    answers: list[float] = []
    drawn: list[float] = []
    errors: Counter[str] = Counter()
    busy: set[int] = set()
    names = {user_id: name for user_id, name in PLAYERS}

    async def move(game_id: int) -> None:
        try:
            loaded = await layer.games.load(records[game_id])
            player = loaded.game.acting_players()[0]
            action = choose(loaded.game, player, rng)
            user = loaded.user_of(player).user_id
            who = Invocation(user_id=user, user_name=names[user], channel_id=loaded.record.channel_id,
                             guild_id=loaded.record.guild_id)
            started = time.perf_counter()
            reply = await layer.handle(who, "move", {"action": action.text, "confirm": "yes"}, draw_later=True)
            answers.append(time.perf_counter() - started)
            busy.discard(game_id)  # answered: the game may take its next move while the pictures are drawn
            if reply.ephemeral:
                errors["refused"] += 1
            if reply.painter is not None:
                await reply.painter()
                drawn.append(time.perf_counter() - started)
        except Exception as error:  # counted, not raised: the benchmark reports errors
            errors[type(error).__name__] += 1
        finally:
            busy.discard(game_id)

    loop = asyncio.get_running_loop()
    start = loop.time()
    tasks = await offer(ids, rate, seconds, rng, busy, errors, move)
    offered_for = loop.time() - start
    await asyncio.gather(*tasks)
    elapsed = loop.time() - start
    await store.close()
    ms = 1000
    late = sum(1 for a in answers if a > DEADLINE)
    print(f"  {title}: {len(answers) / offered_for:.1f} moves/s answered while offered ({len(answers)} in {elapsed:.1f} s with the "
          f"pictures' tail); answer p50 {percentile(answers, 50) * ms:.0f} ms, p95 {percentile(answers, 95) * ms:.0f} ms, "
          f"max {max(answers, default=0) * ms:.0f} ms; over 3 s: {late}")
    print(f"  pictures ready after the move: p50 {percentile(drawn, 50):.2f} s, p95 {percentile(drawn, 95):.2f} s; "
          f"errors {dict(errors) or 0}")


async def main(titles: list[str], games: int, rate: float, seconds: float, pg_url: str | None, sqlite: bool = True) -> None:
    print(f"The bot's command path with pictures: {games} games a title, {rate:g} moves/s offered for {seconds:g} s")
    with tempfile.TemporaryDirectory(prefix="bench_bot_") as folder:
        print("SQLite:" if sqlite else "", end="\n" if sqlite else "")
        for title in titles if sqlite else []:
            await run(str(Path(folder) / f"bot-{title}.sqlite3"), title, games, rate, seconds)
    if pg_url:
        print("PostgreSQL:")
        for title in titles:
            await run(pg_url, title, games, rate, seconds)


if __name__ == "__main__":
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--games", type=int, default=50, help="running games a title (default 50)")
    parser.add_argument("--rate", type=float, default=50.0, help="moves a second offered in all (default 50)")
    parser.add_argument("--seconds", type=float, default=10.0, help="how long moves are offered, a title (default 10)")
    parser.add_argument("--titles", default=",".join(TITLES), help="comma-separated titles (default: every title)")
    parser.add_argument("--pg-url", help="also run on this PostgreSQL database")
    parser.add_argument("--no-sqlite", action="store_true", help="only the PostgreSQL runs")
    args = parser.parse_args()
    asyncio.run(main(args.titles.split(","), args.games, args.rate, args.seconds, args.pg_url, not args.no_sqlite))
