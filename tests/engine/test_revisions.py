"""The registry of rules revisions (engine/core/revisions.py, issue 47 §2): every rules change the code asks for is
listed with what it changed, every listed change is asked for (or is a data file's), and no code compares revision
numbers itself."""

from __future__ import annotations

import re
from pathlib import Path

import pytest

from engine.core.game import RULES_REVISION
from engine.core.revisions import CHANGES, REVISIONS, listing, since

ENGINE = Path(__file__).resolve().parents[2] / "engine"
ASKED = re.compile(r"""since\((?:[\w.]+, )?"([a-z0-9-]+)"\)""")
COMPARED = re.compile(r"revision\s*(>=|<=|<|>)\s*\d")
# the registry itself, and the two places data (not code) says which revision a file or a number began with
DATA_GATES = {"core/revisions.py", "rotw/data.py", "rotw/rotors.py"}


def _sources() -> dict[str, str]:
    return {str(p.relative_to(ENGINE)): p.read_text() for p in ENGINE.rglob("*.py")}


def test_every_change_the_code_asks_for_is_listed_and_every_listed_change_is_asked_for() -> None:
    asked = {name for text in _sources().values() for name in ASKED.findall(text)}
    assert asked, "the scan finds the code's questions"
    assert asked - CHANGES.keys() == set()
    unasked = {name for name, change in CHANGES.items() if not change.data} - asked
    assert unasked == set()


def test_no_code_compares_revision_numbers_itself() -> None:
    found = [f"{path}: {line.strip()}" for path, text in _sources().items() if path not in DATA_GATES
             for line in text.splitlines() if COMPARED.search(line)]
    assert found == []


def test_every_revision_says_what_it_was_for_and_each_change_belongs_to_one() -> None:
    assert sorted(REVISIONS) == list(range(RULES_REVISION + 1))
    for change in CHANGES.values():
        assert 1 <= change.revision <= RULES_REVISION and change.what and change.titles
        assert change.what in listing()


@pytest.mark.parametrize(("revision", "expected"), [(0, False), (3, False), (4, True), (5, True)])
def test_a_change_holds_from_its_revision_on(revision: int, expected: bool) -> None:
    assert since(revision, "ez-trace-from-home") is expected


def test_an_unknown_change_is_an_error_not_a_silent_no() -> None:
    with pytest.raises(KeyError):
        since(5, "no-such-change")
