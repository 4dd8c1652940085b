"""The loop that finishes every chain of automatic moves a game owes (issue 43), in any process.

Each move saves what its game owes in automatic moves (table automation: bot/commands/automatic.py decides, storage
keeps). A process making a chain pushes the row on with every move; a chain that stopped (the process was killed or
stopped, its database failed, a bot could not decide) leaves its row behind, and this loop takes it once it falls due
(compare-and-set: of several processes, one does) and has the command layer finish the chain in the background. A
process alone on its database takes every row at once when it starts (any row is its predecessor's); one of several
(shards on one PostgreSQL) is told by the database when any process sets a row (LISTEN/NOTIFY), so it takes a row a
stopped process left once it falls due (and looks every `POLL_S` all the same). A row whose chain cannot go on falls
due later each time it is taken (a bot that cannot decide is not asked every few seconds for ever).
"""

from __future__ import annotations

import asyncio
import logging
import math
from collections.abc import Callable
from typing import Protocol

from bot.alarm import Alarm
from storage import Store

log = logging.getLogger(__name__)

POLL_S = 60.0  # one of several processes: how often it looks for rows another process left (one that restarts
#                looks at once)
IDLE_S = 24 * 3600.0  # alone, with nothing owed: looked at again at least this often (a row it sets wakes it)
FAULT_WAIT_S = 5.0  # the database failed: looked at again this soon
RETRY_FIRST_S = 10.0  # a taken row falls due again this long after (doubling with each try, at most RETRY_MOST_S)
RETRY_MOST_S = 3600.0


def retry_after(attempts: int) -> float:
    """How long a row taken `attempts` times before waits before it falls due again."""
    return min(RETRY_FIRST_S * 2.0 ** min(attempts, 12), RETRY_MOST_S)


class Automating(Protocol):
    """What the loop needs of the command layer (bot/commands/automatic.py)."""

    store: Store

    def automate_soon(self, game_id: int) -> None: ...


class AutomationLoop:
    """Looks for owed chains at its start, when woken for a row set to wait (an undo's, a chain that stopped on a
    fault), when a row it took is due again, and (one of several processes) when another process's row falls due
    and every POLL_S. A row a live chain of this process pushes on with every move is not waited for (alone): its
    chain is under way.

    A wait this process set is measured on the event loop's monotonic clock: when it ends, the rows due by then (on
    the clock they were set by) are taken, whatever the wall clock says now; a row read after a clock stepped back is
    made to wait no longer than it was set to (Store.automation_due)."""

    def __init__(self, layer: Automating, clock: Callable[[], float], *, alone: bool) -> None:
        self.layer = layer
        self.clock = clock  # the clock the rows are kept in (the bot's: Discord's)
        self.alone = alone
        self.alarm = Alarm()
        self._soonest = math.inf  # the earliest row (row clock) this process knows must be looked at...
        self._soonest_at = math.inf  # ...and when that is, on the event loop's clock
        self._task: asyncio.Task[None] | None = None

    async def start(self) -> None:
        if self.alone:  # whatever is owed was left by this process's predecessor: due now
            await self.layer.store.automation_all_now(self.clock())
        else:  # told when any process sets a row, so a row a stopped process leaves is taken once it falls due
            await self.layer.store.watch_automation(self.wake)
        self._task = asyncio.get_running_loop().create_task(self._serve(), name="automatic-moves")

    def stop(self) -> None:
        if self._task is not None:
            self._task.cancel()
            self._task = None

    def wake(self, due_at: float) -> None:
        """A row was set to fall due at `due_at` (row clock) with no chain under way to make it: look then."""
        within = max(due_at - self.clock(), 0.0)
        at = asyncio.get_running_loop().time() + within
        if at < self._soonest_at:
            self._soonest, self._soonest_at = due_at, at
        if self._task is not None:
            self.alarm.wake(within)

    async def look(self, now: float | None = None) -> int:
        """Take every row due by `now` (the clock's now) and have its chain finished; how many were taken."""
        store, taken = self.layer.store, 0
        now = self.clock() if now is None else now
        for owed in await store.automation_due(now):
            again = now + retry_after(owed.attempts)
            if await store.claim_automation(owed, again):
                taken += 1
                self.wake(again)  # due again then, unless its chain moves or settles it
                self.layer.automate_soon(owed.game_id)
        return taken

    async def _serve(self) -> None:
        loop = asyncio.get_running_loop()
        while True:
            wait = FAULT_WAIT_S
            try:
                now = self.clock()
                if loop.time() >= self._soonest_at:  # a wait this process set is over, whatever the wall clock says
                    now = max(now, self._soonest)
                    self._soonest = self._soonest_at = math.inf
                await self.look(now)
                wait = min(self._soonest_at - loop.time(), IDLE_S if self.alone else POLL_S)
                if not self.alone:  # another process's row, should it stop making its chain
                    due = await self.layer.store.next_automation_at()
                    wait = wait if due is None else min(wait, due - self.clock())
            except asyncio.CancelledError:
                raise
            except Exception:  # a database fault: the rows wait, and are looked at again soon
                log.exception("looking for the automatic moves owed failed")
            await self.alarm.sleep(max(wait, 0.05))
