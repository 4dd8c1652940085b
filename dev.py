#!/usr/bin/env python3
"""Set everything up and run: `python3 dev.py run` (the bot) or `python3 dev.py test` (every test).

Needs only Python 3.11+. Creates `.venv/` next to this file on first use and
reinstalls the project whenever pyproject.toml changes.
"""

from __future__ import annotations

import hashlib
import os
import subprocess
import sys
import venv
from pathlib import Path

ROOT = Path(__file__).resolve().parent
VENV = ROOT / ".venv"
PYTHON = VENV / ("Scripts/python.exe" if os.name == "nt" else "bin/python")
STAMP = VENV / ".installed-from"


def ensure_environment() -> None:
    if sys.version_info < (3, 11):  # noqa: UP036 - dev.py runs on whatever python3 the machine has
        sys.exit(f"Python 3.11 or newer is needed; this is {sys.version.split()[0]}.")
    if not PYTHON.exists():
        print("Creating the virtual environment in .venv ...", flush=True)
        venv.EnvBuilder(with_pip=True).create(VENV)
    wanted = hashlib.sha256((ROOT / "pyproject.toml").read_bytes()).hexdigest()
    if not STAMP.exists() or STAMP.read_text().strip() != wanted:
        print("Installing dependencies ...", flush=True)
        subprocess.run([PYTHON, "-m", "pip", "install", "--quiet", "--upgrade", "pip"], check=True)
        subprocess.run([PYTHON, "-m", "pip", "install", "--quiet", "-e", f"{ROOT}[test]"], check=True)
        STAMP.write_text(wanted)


def main(argv: list[str]) -> int:
    if not argv or argv[0] not in ("run", "test", "bench"):
        print(__doc__)
        return 2
    ensure_environment()
    command, rest = argv[0], argv[1:]
    if command == "run":
        return subprocess.call([PYTHON, "-m", "bot", *rest], cwd=ROOT)
    if command == "bench":
        scripts = ("bench_cold_load.py", "bench_engine.py", "bench_storage.py", "bench_bot.py", "bench_answers.py", "bench_render.py",
                   "bench_routes_gl.py", "bench_rotw.py", "bench_orders.py", "bench_sittings.py", "bench_replay.py", "bench_bots.py")
        return max(subprocess.call([PYTHON, f"benchmarks/{script}", *rest], cwd=ROOT) for script in scripts)
    lint = subprocess.call([PYTHON, "-m", "ruff", "check", "."], cwd=ROOT)
    # the architecture's contracts (.importlinter): which rooms may import which
    contracts = subprocess.call([VENV / ("Scripts/lint-imports.exe" if os.name == "nt" else "bin/lint-imports")], cwd=ROOT)
    # pytest-xdist: one worker per core (two on the CI machine), a worker short of tests taking some of the other's
    # (the slowest tests need not end on one worker); `-n 0` as an argument runs them in one process
    tests = subprocess.call([PYTHON, "-m", "pytest", "-q", "-n", "auto", "--dist", "worksteal", *rest], cwd=ROOT)
    return tests or lint or contracts


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
