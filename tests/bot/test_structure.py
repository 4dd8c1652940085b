"""The code's shape: no module over ~500 lines (the import cycles are checked in test_import_cycles.py)."""

from __future__ import annotations

from pathlib import Path

from tests.bot.test_import_cycles import ROOT, project_modules

MAX_LINES = 500


def test_no_module_is_over_500_lines() -> None:
    long = {}
    for path in project_modules().values():
        name = path.relative_to(ROOT).as_posix()
        if (lines := len(path.read_text().splitlines())) > MAX_LINES:
            long[name] = lines
    assert not long, f"modules over {MAX_LINES} lines: {long}"


def test_the_size_check_sees_every_package() -> None:
    seen = {Path(p).relative_to(ROOT).parts[0] for p in project_modules().values()}
    assert seen == {"engine", "bot", "storage", "renderer"}


def test_front_ends_read_games_through_public_queries() -> None:
    """The renderer and the bot never reach into a game's state: its layout may change without them."""
    import re

    reaching = re.compile(r"\bgame\.state\b|\bstate\s*=\s*game\.state\b|\bself\.game\.state\b")
    offenders = []
    for module, path in project_modules().items():
        if module.split(".")[0] in ("bot", "renderer") and reaching.search(path.read_text()):
            offenders.append(module)
    assert not offenders, f"modules reading a game's state: {offenders}"
