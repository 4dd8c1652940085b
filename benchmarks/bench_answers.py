"""How long a move's answer waits behind optional work (issue 32 §3; prints figures, not a test).

Two cases, through `CommandLayer.handle(..., draw_later=True)` as a slash command runs (the answer: the move judged,
saved, its buttons worked out, the reply standing; its pictures come after):
- behind 40 Railways of the World maps queued for other games;
- behind six imports at once (each a 0.4 MB export of 2,000 undo pairs, by six members) in other channels.

    python benchmarks/bench_answers.py [--pictures 40] [--imports 6] [--pairs 2000]
"""

from __future__ import annotations

import argparse
import asyncio
import io
import json
import sys
import time
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parents[1]))

from bot import pictures
from bot.commands import CommandLayer, Invocation
from bot.console import Console
from bot.transfer import export_game
from storage import Store

EXAMPLE = Path(__file__).resolve().parents[1] / "examples" / "18ez-level1.txt"


def who(name: str, channel: str) -> Invocation:
    return Invocation(user_id=name.lower(), user_name=name, channel_id=channel, guild_id="g")


async def a_game(layer: CommandLayer, channel: str, title: str = "18EZ-L1") -> tuple[Invocation, str]:
    """A started game in `channel` (18EZ Level 1: the player to move, their move)."""
    await layer.handle(who("Ann", channel), "game new", {"title": title, "seed": "3"})
    await layer.handle(who("Bob", channel), "game join", {})
    start = await layer.handle(who("Ann", channel), "game start", {})
    return who(start.next_up[0].name, channel), "choose PS&W"


async def timed_answer(layer: CommandLayer, mover: Invocation, move: str) -> float:
    started = time.perf_counter()
    reply = await layer.handle(mover, "move", {"action": move}, draw_later=True)
    assert not reply.ephemeral, reply.text
    return time.perf_counter() - started


async def behind_pictures(count: int) -> None:
    store = await Store.open(":memory:")
    try:
        layer = CommandLayer(store, draw_pictures=True, operator_seeds=True)
        others = []
        for index in range(count):
            await a_game(layer, f"p{index}", "RotW-EUS")  # the largest maps: the Eastern U.S.
            record = await store.active_game(f"p{index}")
            assert record is not None
            others.append(await layer.games.load(record))
        mover, move = await a_game(layer, "mine")
        alone = await timed_answer(layer, mover, move)
        await layer.handle(mover, "game undo", {})
        queued = [asyncio.create_task(pictures.draw(store, loaded, pictures.map_picture)) for loaded in others]
        await asyncio.sleep(0)
        behind = await timed_answer(layer, mover, move)
        started = time.perf_counter()
        await asyncio.gather(*queued)
        print(f"  behind {count} queued Railways of the World maps: answer {behind * 1000:.0f} ms (alone {alone * 1000:.0f} ms); "
              f"the pictures took {time.perf_counter() - started + behind:.1f} s")
    finally:
        await store.close()


async def undo_pairs_export(pairs: int) -> str:
    store = await Store.open(":memory:")
    try:
        console = Console(store, "local", out=io.StringIO())
        await console.run_lines(EXAMPLE.read_text().splitlines()[:60], echo=False)
        record = await store.active_game("local")
        assert record is not None
        _name, content = await export_game(store, record)
    finally:
        await store.close()
    document = json.loads(content)
    log = document["log"]
    last = next(e for e in reversed(log) if e["kind"] == "action")
    for _ in range(pairs):
        log.append({"seq": len(log) + 1, "kind": "undo", "user_id": last["user_id"], "data": {"undoes": last["seq"]}})
        last = {"seq": len(log) + 1, "kind": "action", "user_id": last["user_id"], "data": last["data"]}
        log.append(last)
    document.pop("signature")
    from storage.export import _checksum

    document["checksum"] = _checksum({k: v for k, v in document.items() if k != "checksum"})
    return json.dumps(document)


async def behind_imports(count: int, pairs: int) -> None:
    text = await undo_pairs_export(pairs)
    store = await Store.open(":memory:")
    try:
        layer = CommandLayer(store, draw_pictures=True, operator_seeds=True)
        mover, move = await a_game(layer, "mine")
        started = time.perf_counter()
        one = await layer.handle(who("Imp", "i-alone"), "game import", {"file": text})
        assert not one.ephemeral, one.text
        alone = time.perf_counter() - started
        imports = [asyncio.create_task(layer.handle(who(f"M{n}", f"i{n}"), "game import", {"file": text}))
                   for n in range(count)]
        await asyncio.sleep(0.05)
        behind = await timed_answer(layer, mover, move)
        started = time.perf_counter()
        done = await asyncio.gather(*imports)
        assert all(not r.ephemeral for r in done), [r.text for r in done if r.ephemeral]
        print(f"  behind {count} imports of {len(text) / 1e6:.1f} MB ({pairs:,} undo pairs each; one alone takes "
              f"{alone:.2f} s): answer {behind * 1000:.0f} ms; the imports took {time.perf_counter() - started + behind:.1f} s")
    finally:
        await store.close()


async def main(pictures_queued: int, imports: int, pairs: int) -> None:
    print("A move's answer behind optional work (18EZ Level 1, SQLite in memory):")
    await behind_pictures(pictures_queued)
    await behind_imports(imports, pairs)


if __name__ == "__main__":
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--pictures", type=int, default=40)
    parser.add_argument("--imports", type=int, default=6)
    parser.add_argument("--pairs", type=int, default=2000)
    args = parser.parse_args()
    asyncio.run(main(args.pictures, args.imports, args.pairs))
