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
