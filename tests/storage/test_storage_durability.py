"""An acknowledged append survives the writer being killed with SIGKILL."""

from __future__ import annotations

import asyncio
import os
import signal
import sys
from pathlib import Path

import pytest

from storage import Store
from tests.storage.storage_helpers import GAME

pytestmark = pytest.mark.asyncio

HERE = Path(__file__).resolve().parent
PROJECT_ROOT = HERE.parents[1]


@pytest.mark.skipif(sys.platform == "win32", reason="needs SIGKILL")
@pytest.mark.parametrize("lines_before_kill", [3, 40])
async def test_every_printed_seq_survives_sigkill(target: str, lines_before_kill: int) -> None:
    async with await Store.open(target) as store:
        game = await store.create_game(**GAME)

    env = {**os.environ, "PYTHONPATH": str(PROJECT_ROOT)}
    child = await asyncio.create_subprocess_exec(
        sys.executable,
        str(HERE / "append_child.py"),
        target,
        str(game.id),
        stdout=asyncio.subprocess.PIPE,
        stderr=asyncio.subprocess.PIPE,
        env=env,
    )
    assert child.stdout is not None
    assert child.stderr is not None
    printed: list[int] = []
    try:
        while len(printed) < lines_before_kill:
            line = await asyncio.wait_for(child.stdout.readline(), timeout=15)
            if not line:
                error = (await child.stderr.read()).decode()
                pytest.fail(f"child exited early:\n{error}")
            printed.append(int(line))
    finally:
        child.send_signal(signal.SIGKILL)  # mid-loop: likely inside a transaction
        rest, _ = await child.communicate()
    # Lines already in the pipe were acknowledged before the kill, too.
    printed += [int(line) for line in rest.split()]
    assert child.returncode == -signal.SIGKILL

    async with await Store.open(target) as store:
        log = await store.log(game.id)
    seqs = [entry.seq for entry in log]
    assert printed == list(range(1, len(printed) + 1))
    assert seqs == list(range(1, len(seqs) + 1)), "the log has a gap or a repeat"
    assert set(printed) <= set(seqs), "an acknowledged move was lost"
    # At most one more: committed, then killed before it could print.
    assert len(seqs) - len(printed) in (0, 1)
    assert [entry.data["n"] for entry in log] == [seq - 1 for seq in seqs]
