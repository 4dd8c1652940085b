"""Child process for the shared-database tests: make moves through the bot's GameService.

Run as: python move_child.py DATABASE GAME_IDS SEED  (GAME_IDS comma-separated; the project
root on PYTHONPATH). Prints "ready", waits for a line on stdin, then plays random legal moves
on random games of the list until stdin closes, printing "ack GAME SEQ PLAYER MOVE" for each
move once it is committed (GameService.play returned), then "done REFUSED CONFLICTS".

A move is chosen from the game as this process last saw it, outside the game's lock, as a
player would; if another process moved first, the service refuses it (or, had the lock not
serialised the two processes, the store would raise SequenceConflict: counted apart).
"""

from __future__ import annotations

import asyncio
import random
import sys

from bot.service import GameService
from engine import IllegalAction
from storage import SequenceConflict, Store
from tests.randomplay import choose


async def main(target: str, game_ids: list[int], seed: int) -> None:
    rng = random.Random(seed)
    store = await Store.open(target)
    service = GameService(store)
    loop = asyncio.get_running_loop()
    print("ready", flush=True)
    await loop.run_in_executor(None, sys.stdin.readline)
    closed = loop.run_in_executor(None, sys.stdin.read)  # done when the parent closes stdin
    refused = conflicts = 0
    while not closed.done():
        game_id = rng.choice(game_ids)
        loaded = await service.load(await store.get_game(game_id))
        if loaded.game.over:
            continue
        player = loaded.game.acting_players()[0]
        action = choose(loaded.game, player, rng)
        try:
            after, outcome = await service.play(loaded.record, loaded.user_of(player).user_id, action)
        except IllegalAction:
            refused += 1
            continue
        except SequenceConflict:
            conflicts += 1
            continue
        print(f"ack {game_id} {after.log_length} {outcome.player} {outcome.action.text}", flush=True)
    print(f"done {refused} {conflicts}", flush=True)
    await store.close()


if __name__ == "__main__":
    asyncio.run(main(sys.argv[1], [int(g) for g in sys.argv[2].split(",")], int(sys.argv[3])))
