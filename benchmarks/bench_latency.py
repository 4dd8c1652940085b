"""A move's answer when PostgreSQL is far away (issue 32 §5; prints figures, not a test).

A TCP proxy on 127.0.0.1 (tests/faults/proxy.py) adds latency to every chunk each way in front of a PostgreSQL
server that this script starts (pgserver, as the tests do); moves of 18EZ Level 1 go through
`CommandLayer.handle` as a slash command runs. Prints one move's answer, and 20 moves of 20 games at once, for a
0 ms and a 100 ms round trip, with the statements one move sends.

    python benchmarks/bench_latency.py [--rtt-ms 100]
"""

from __future__ import annotations

import argparse
import asyncio
import sys
import tempfile
import time
from pathlib import Path
from urllib.parse import parse_qs, urlparse

sys.path.insert(0, str(Path(__file__).resolve().parents[1]))

from bot.commands import CommandLayer, Invocation
from storage import Store, pg
from tests.faults.proxy import Proxy

GAMES = 20


def who(name: str, channel: str) -> Invocation:
    return Invocation(user_id=name.lower(), user_name=name, channel_id=channel, guild_id="g", interaction_id="1",
                      command="choose")


async def games(layer: CommandLayer, count: int) -> list[tuple[Invocation, str]]:
    found = []
    for index in range(count):
        channel = f"c{index}"
        await layer.handle(who("Ann", channel), "game new", {"title": "18EZ-L1", "seed": "3"})
        await layer.handle(who("Bob", channel), "game join", {})
        start = await layer.handle(who("Ann", channel), "game start", {})
        found.append((who(start.next_up[0].name, channel), "PS&W"))
    return found


async def measure(url: str, proxy: Proxy, rtt_ms: float) -> None:
    store = await Store.open(url)
    statements = 0
    real_fetch, real_execute = pg.PgConn.fetch, pg.PgConn.execute

    async def fetch(self: pg.PgConn, sql: str, *args: object) -> list[object]:
        nonlocal statements
        statements += 1
        return await real_fetch(self, sql, *args)

    async def execute(self: pg.PgConn, sql: str, *args: object) -> int:
        nonlocal statements
        statements += 1
        return await real_execute(self, sql, *args)

    try:
        layer = CommandLayer(store, operator_seeds=True)
        made = await games(layer, GAMES + 1)
        proxy.latency = rtt_ms / 2000
        pg.PgConn.fetch, pg.PgConn.execute = fetch, execute  # type: ignore[method-assign]
        mover, railroad = made[0]
        started = time.perf_counter()
        reply = await layer.handle(mover, "choose", {"railroad": railroad}, draw_later=True)
        one = time.perf_counter() - started
        counted = statements
        assert not reply.ephemeral, reply.text
        started = time.perf_counter()
        replies = await asyncio.gather(*(layer.handle(m, "choose", {"railroad": r}, draw_later=True) for m, r in made[1:]))
        together = time.perf_counter() - started
        assert all(not r.ephemeral for r in replies), [r.text for r in replies if r.ephemeral]
        print(f"  round trip {rtt_ms:g} ms: one move {one * 1000:.0f} ms ({counted} statements), "
              f"{GAMES} moves of {GAMES} games at once {together * 1000:.0f} ms")
    finally:
        pg.PgConn.fetch, pg.PgConn.execute = real_fetch, real_execute  # type: ignore[method-assign]
        proxy.latency = 0.0
        await store.close()


async def main(rtt_ms: float) -> None:
    import pgserver

    print("A move's answer with PostgreSQL behind a TCP proxy that adds latency (18EZ Level 1):")
    with tempfile.TemporaryDirectory(prefix="bench_latency_") as folder:
        server = pgserver.get_server(folder, cleanup_mode="delete")
        try:
            for index, rtt in enumerate((0.0, rtt_ms)):
                server.psql(f"CREATE DATABASE lat{index};")
                parsed = urlparse(str(server.get_uri(database=f"lat{index}")))
                socket_dir = parse_qs(parsed.query)["host"][0]
                proxy = await Proxy(unix_path=f"{socket_dir}/.s.PGSQL.{parsed.port or 5432}").start()
                try:
                    await measure(f"postgresql://{parsed.username}:@127.0.0.1:{proxy.port}{parsed.path}", proxy, rtt)
                finally:
                    await proxy.close()
        finally:
            server.cleanup()


if __name__ == "__main__":
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--rtt-ms", type=float, default=100.0, help="the round trip to add (default 100 ms)")
    asyncio.run(main(parser.parse_args().rtt_ms))
