"""The rule map (tests/rules/README.md) stays true: every test it names exists, the page is what
`python -m tests.rules.make_readme` writes, and every numbered section of the 18EZ and 18GL rulebooks is listed
(checked against the rulebooks themselves when ../shared/rules is beside the repository)."""

from __future__ import annotations

import ast
import re
from functools import cache
from pathlib import Path

import pytest

from tests.rules.make_readme import README, load, render

ROOT = Path(__file__).resolve().parents[2]
RULEBOOKS = ROOT.parent / "shared" / "rules"
RULEMAP = load()


@cache
def _test_names(path: str) -> frozenset[str]:
    tree = ast.parse((ROOT / path).read_text())
    return frozenset(node.name for node in tree.body if isinstance(node, ast.FunctionDef | ast.AsyncFunctionDef))


def test_every_test_named_exists() -> None:
    missing = []
    for entry in RULEMAP.values():
        for section in entry["sections"]:
            for node in section["tests"]:
                path, _, name = node.partition("::")
                if not (ROOT / path).exists() or name not in _test_names(path):
                    missing.append(f"{section['section']}: {node}")
    assert not missing, missing


def test_the_readme_is_up_to_date() -> None:
    assert README.read_text() == render(RULEMAP), "run python -m tests.rules.make_readme"


def test_sections_are_listed_once_each() -> None:
    for book, entry in RULEMAP.items():
        names = [s["section"] for s in entry["sections"]]
        assert len(names) == len(set(names)), book


HEADING = re.compile(r"^(\d+(?:\.\d+)*)\)?\s+\**[A-Z\"]", re.MULTILINE)


@pytest.mark.parametrize("book", ["18EZ-level1.txt", "18EZ-level2.txt", "18EZ-level3.txt", "18GL.txt"])
def test_every_numbered_section_of_the_rulebook_is_listed(book: str) -> None:
    listed = {s["section"] for s in RULEMAP[book]["sections"]}
    text_file = RULEBOOKS / book
    if not text_file.exists():  # a machine without ../shared: the sections stored in the map are what is checked
        assert listed
        return
    text = text_file.read_text()
    table = set(re.findall(r"^\|?\s*(\d+\.\d+(?:\.\d+)*)\s*\|", text, re.MULTILINE))
    headings = {m for m in HEADING.findall(text) if "." in m or book == "18GL.txt"}
    found = {s for s in table | headings if not s.endswith(".0")}  # "1.0" is a number in a table (I.O.U.s), not a section
    assert found - listed == set(), f"{book}: sections not in the map: {sorted(found - listed)}"
