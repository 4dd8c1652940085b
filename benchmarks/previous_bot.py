"""The bot as an earlier commit had it, as an opponent for bench_bots.py (issue 46 §7).

`load(ref)` reads `engine/players/` at the git commit `ref` (`git show`), writes it to a temporary package
`players_<ref>` whose imports of `engine.players` name that package instead (and of modules moved since, their new names:
`renamed.py`), and returns its `bot_move`. The rest of
the engine is today's: an old bot that asks for something the engine no longer has fails loudly at import."""

from __future__ import annotations

import importlib
import shutil
import subprocess
import sys
import tempfile
from collections.abc import Callable
from pathlib import Path

from benchmarks.renamed import TABLE, renamed
from engine.actions import Action
from engine.core.game import Game

ROOT = Path(__file__).resolve().parents[1]
PREVIOUS = "d60e2ad"  # the last commit before issue 46 changed the 18GL bot (GOOD_YIELD 0.06, trains at 0.7 of price)


def load(ref: str = PREVIOUS) -> Callable[[Game, int], Action]:
    def git(*args: str) -> str:
        return subprocess.run(["git", *args], cwd=ROOT, check=True, capture_output=True, text=True).stdout

    commit = git("rev-parse", "--short", ref).strip()
    package = f"players_{commit}"
    folder = Path(tempfile.gettempdir()) / f"railbot-{package}-{TABLE}"  # written again when the table of moves changes
    target = folder / package
    if not target.exists():  # written aside, then renamed: games side by side may load it at once
        folder.mkdir(parents=True, exist_ok=True)
        aside = Path(tempfile.mkdtemp(dir=folder))
        for name in git("ls-tree", "-r", "--name-only", f"{commit}:engine/players").split():
            if name.endswith(".py"):
                text = git("show", f"{commit}:engine/players/{name}").replace("engine.players", package)
                (aside / name).parent.mkdir(parents=True, exist_ok=True)
                (aside / name).write_text(renamed(text))  # the rest of the engine by today's names
        try:
            aside.rename(target)
        except OSError:  # another process was first
            shutil.rmtree(aside, ignore_errors=True)
    if str(folder) not in sys.path:
        sys.path.insert(0, str(folder))
    module = importlib.import_module(package)
    return module.bot_move
