"""Where CPU work runs, so that what Discord's 3 seconds wait for (an answer, the buttons that go with it) never
queues behind optional work (pictures) or a stranger's import (issue 32 §3).

- answers: a small thread pool for what an answer waits on (a move's buttons, /game moves);
- pictures: one thread of its own, drawing one picture set at a time; a move's pictures not begun when a later move
  of the same game asks for its own are merged into the later one's (bot/pictures.py `draw_move`);
- imports: a process of its own, so an import's replay (every move checked again) takes no share of the bot's
  interpreter; imports queue there one at a time.
"""

from __future__ import annotations

import asyncio
import multiprocessing
from collections.abc import Callable
from concurrent.futures import ProcessPoolExecutor, ThreadPoolExecutor
from typing import TypeVar

T = TypeVar("T")

ANSWERS = ThreadPoolExecutor(max_workers=2, thread_name_prefix="railbot-answers")
PICTURES = ThreadPoolExecutor(max_workers=1, thread_name_prefix="railbot-pictures")
_imports: ProcessPoolExecutor | None = None


def _import_pool() -> ProcessPoolExecutor:
    global _imports
    if _imports is None:  # started on first use ("spawn": a clean interpreter, never a fork of the running bot)
        _imports = ProcessPoolExecutor(max_workers=1, mp_context=multiprocessing.get_context("spawn"))
    return _imports


async def for_answer(work: Callable[[], T]) -> T:
    return await asyncio.get_running_loop().run_in_executor(ANSWERS, work)


async def for_pictures(work: Callable[[], T]) -> T:
    return await asyncio.get_running_loop().run_in_executor(PICTURES, work)


async def for_import(work: Callable[..., T], *args: object) -> T:
    """`work(*args)` in the import process (both must pickle: a module-level function and plain data)."""
    return await asyncio.get_running_loop().run_in_executor(_import_pool(), work, *args)
