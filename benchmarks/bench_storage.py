"""Storage benchmark: append latency, cold load time and file size on SQLite and PostgreSQL,
then moves through the bot's GameService under load, on both, from 1 and 2 processes.

Run:  .venv/bin/python benchmarks/bench_storage.py [--dir DIR] [--pg-url URL] [--games N] [--rate R] [--seconds S]

Use a directory on the disk the bot will really use (the default is the
system temp dir); on tmpfs, fsync is free and the FULL figures mean nothing.
PostgreSQL is the server pgserver ships (a test dependency), started in DIR,
unless --pg-url names one (its database must be empty or this benchmark's).
"""

from __future__ import annotations

import argparse
import asyncio
import json
import sqlite3
import statistics
import sys
import tempfile
import time
from pathlib import Path
from typing import Any

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))  # run as a plain script: the project root

from benchmarks.service_load import run_load
from storage import Store

APPENDS = 1_000
LOAD_ACTIONS = 1_500
COLD_LOADS = 5
GAME: dict[str, Any] = {
    "guild_id": "112233445566778899",
    "channel_id": "998877665544332211",
    "title": "Rails of Tomorrow",
    "options": {"map": "north", "players": 4},
    "seed": 424242,
    "creator_id": "123456789012345678",
}


def realistic_action(i: int) -> dict[str, Any]:
    """About 150 bytes of canonical JSON, like a track-laying move."""
    return {
        "type": "lay_track",
        "player": "123456789012345678",
        "hex": f"E{i % 20}",
        "tile": str(57 + i % 9),
        "rotation": i % 6,
        "cost": 40 + i % 5 * 10,
        "route": [[f"E{i % 20}", f"F{i % 20 + 1}"], [f"F{i % 20 + 1}", "G12"]],
        "round": f"OR {1 + i // 200}.{1 + i // 100 % 2}",
    }


def percentile(samples: list[float], pct: float) -> float:
    ordered = sorted(samples)
    return ordered[min(len(ordered) - 1, round(pct / 100 * (len(ordered) - 1)))]


async def timed_appends(store: Store, game_id: int, count: int) -> list[float]:
    """Per-append wall time in ms, the way the bot does it (lock, length, append)."""
    samples = []
    for i in range(count):
        start = time.perf_counter()
        async with store.lock(game_id):
            n = await store.log_length(game_id)
            await store.append(
                game_id,
                expected_seq=n,
                kind="action",
                user_id="123456789012345678",
                data=realistic_action(i),
            )
        samples.append((time.perf_counter() - start) * 1000)
    return samples


async def append_latency(target: str, synchronous: str = "FULL") -> list[float]:
    async with await Store.open(target) as store:
        if synchronous != "FULL":
            # Benchmark-only peek at the SQLite connection, to price the FULL default.
            await store._db.raw.execute(f"PRAGMA synchronous = {synchronous}")  # type: ignore[attr-defined]
        game = await store.create_game(**{**GAME, "channel_id": f"append-{synchronous}"})
        return await timed_appends(store, game.id, APPENDS)


async def cold_load(target: str) -> tuple[list[float], list[float]]:
    """Build a 1,500-action game, then time loading it with a freshly opened Store."""
    async with await Store.open(target) as store:
        game = await store.create_game(**{**GAME, "channel_id": "load"})
        if store.backend == "sqlite":
            await store._db.raw.execute("PRAGMA synchronous = OFF")  # type: ignore[attr-defined]  # setup speed only
        for i in range(LOAD_ACTIONS):
            await store.append(game.id, expected_seq=i, kind="action", user_id="u", data=realistic_action(i))
    opens, reads = [], []
    for _ in range(COLD_LOADS):
        start = time.perf_counter()
        async with await Store.open(target) as fresh:
            opened = time.perf_counter()
            await fresh.get_game(game.id)
            await fresh.seats(game.id)
            log = await fresh.log(game.id)
            done = time.perf_counter()
        opens.append((opened - start) * 1000)
        reads.append((done - opened) * 1000)
        assert len(log) == LOAD_ACTIONS
    return opens, reads


def bytes_per_thousand(path: Path) -> float:
    # Closing the last connection checkpoints the WAL into the main file.
    with sqlite3.connect(path) as raw:
        (actions,) = raw.execute("SELECT COUNT(*) FROM actions").fetchone()
    return path.stat().st_size / actions * 1000


def load_rows(opens: list[float], reads: list[float]) -> list[tuple[str, str]]:
    return [
        (
            f"load {LOAD_ACTIONS:,}-action game, fresh Store (median of {COLD_LOADS})",
            f"{statistics.median(o + r for o, r in zip(opens, reads, strict=True)):.1f} ms",
        ),
        ("  of which Store.open", f"{statistics.median(opens):.1f} ms"),
        ("  of which get_game + seats + log", f"{statistics.median(reads):.1f} ms"),
    ]


def print_table(title: str, rows: list[tuple[str, str]]) -> None:
    width = max(len(name) for name, _ in rows)
    print(title)
    print(f"{'metric':<{width}}  value")
    print(f"{'-' * width}  {'-' * 10}")
    for name, value in rows:
        print(f"{name:<{width}}  {value}")
    print()


async def sqlite_figures(directory: Path) -> None:
    action_bytes = statistics.mean(len(json.dumps(realistic_action(i), sort_keys=True, separators=(",", ":"))) for i in range(100))
    full = await append_latency(str(directory / "full.sqlite3"), "FULL")
    normal = await append_latency(str(directory / "normal.sqlite3"), "NORMAL")
    opens, reads = await cold_load(str(directory / "full.sqlite3"))
    size = bytes_per_thousand(directory / "full.sqlite3")
    rows = [
        ("append p50, synchronous=FULL (default)", f"{percentile(full, 50):.2f} ms"),
        ("append p95, synchronous=FULL (default)", f"{percentile(full, 95):.2f} ms"),
        ("append p50, synchronous=NORMAL (compare)", f"{percentile(normal, 50):.2f} ms"),
        ("append p95, synchronous=NORMAL (compare)", f"{percentile(normal, 95):.2f} ms"),
        *load_rows(opens, reads),
        ("file size per 1,000 actions", f"{size / 1024:.0f} KiB"),
    ]
    print_table(f"SQLite {sqlite3.sqlite_version}, WAL, actions of ~{action_bytes:.0f} B, dir: {directory}", rows)


async def postgres_figures(url: str) -> None:
    samples = await append_latency(url)
    opens, reads = await cold_load(url)
    rows = [
        ("append p50 (advisory lock, length, append, commit)", f"{percentile(samples, 50):.2f} ms"),
        ("append p95", f"{percentile(samples, 95):.2f} ms"),
        *load_rows(opens, reads),
    ]
    print_table("PostgreSQL (asyncpg), synchronous_commit=on, fsync=on", rows)


async def main(directory: Path, pg_url: str | None, games: int, rate: float, seconds: float) -> None:
    server = None
    if pg_url is None:
        import pgserver

        server = pgserver.get_server(directory / "pgdata", cleanup_mode="delete")
        server.psql("CREATE DATABASE bench;")
        pg_url = str(server.get_uri(database="bench"))
    try:
        await sqlite_figures(directory)
        await postgres_figures(pg_url)
        await run_load(directory, pg_url, games=games, rate=rate, seconds=seconds)
    finally:
        if server is not None:
            server.cleanup()


if __name__ == "__main__":
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--dir", type=Path, help="where to create the benchmark databases")
    parser.add_argument("--pg-url", help="a PostgreSQL database to use instead of starting one")
    parser.add_argument("--games", type=int, default=500, help="concurrent games in the load test (default 500)")
    parser.add_argument("--rate", type=float, default=50.0, help="moves a second offered in all (default 50)")
    parser.add_argument("--seconds", type=float, default=20.0, help="how long each load run lasts (default 20)")
    args = parser.parse_args()
    options = (args.pg_url, args.games, args.rate, args.seconds)
    if args.dir:
        args.dir.mkdir(parents=True, exist_ok=True)
        asyncio.run(main(args.dir.resolve(), *options))
    else:
        with tempfile.TemporaryDirectory(prefix="bench_storage_") as tmp:
            Path(tmp).chmod(0o755)  # pgserver runs PostgreSQL as another user when we are root
            asyncio.run(main(Path(tmp), *options))
