"""A sleep that ends early when woken: the loops that serve the database's due rows (owed posts, owed automatic moves)
sleep until the next row falls due and are woken when one is made sooner. Sleeps are `asyncio.sleep` on the event
loop's monotonic clock (so a wall clock stepped back never lengthens one, and SimCord's virtual time runs them); a wake
cancels the sleep, and only the sleep."""

from __future__ import annotations

import asyncio
import math


class Alarm:
    def __init__(self) -> None:
        self._sleeper: asyncio.Task[object] | None = None  # the task sleeping now
        self._until = math.inf  # when its sleep ends (loop time)
        self._woken = False  # its sleep was cut short by wake(), not cancelled for good
        self._rung = False  # a wake came while awake: the next sleep ends at once

    async def sleep(self, seconds: float) -> None:
        """Sleep `seconds`, or until woken."""
        if self._rung:
            self._rung = False
            return
        task = asyncio.current_task()
        assert task is not None
        self._sleeper, self._until = task, asyncio.get_running_loop().time() + max(seconds, 0.0)
        try:
            await asyncio.sleep(max(seconds, 0.0))
        except asyncio.CancelledError:
            if not self._woken:
                raise
            task.uncancel()  # woken: the loop goes on
        finally:
            self._sleeper, self._until, self._woken = None, math.inf, False

    def wake(self, within: float = 0.0) -> None:
        """Be awake within `within` seconds: a sleep that ends later is ended now (then the loop looks again)."""
        if self._sleeper is None:
            self._rung = True
        elif not self._woken and self._until > asyncio.get_running_loop().time() + within:
            self._woken = True
            self._sleeper.cancel()
