"""Child process for the shared-database tests: the bot's reminder timer, delivering by printing.

Run as: python reminder_child.py DATABASE (the project root on PYTHONPATH). Starts the real
ReminderTimer on a ReminderBook over the Store, woken by the Store's reminder watch (as the
Discord bot wires it), prints "ready", prints "sent GAME" for each reminder it delivers, and
stops when stdin closes.
"""

from __future__ import annotations

import asyncio
import sys

from bot.discordbot.timer import ReminderTimer
from bot.reminders import ReminderBook
from storage import Store


async def main(target: str) -> None:
    store = await Store.open(target)
    book = ReminderBook(store)

    async def deliver(game_id: int) -> None:
        print(f"sent {game_id}", flush=True)

    timer = ReminderTimer(book, deliver)
    timer.start()
    await store.watch_reminders(timer.wake)
    print("ready", flush=True)
    await asyncio.get_running_loop().run_in_executor(None, sys.stdin.read)
    timer.stop()
    await store.close()


if __name__ == "__main__":
    asyncio.run(main(sys.argv[1]))
