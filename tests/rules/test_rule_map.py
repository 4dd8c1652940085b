"""The rule map (tests/rules/rulemap.json, README.md) stays true: every test it lists exists, the README is what
make_readme writes from the JSON now, every section is listed once and numbered without gaps, and, when the
rulebooks lie beside the repository (../shared/rules), every numbered section of the 18EZ and 18GL rulebooks is
in the map under the title the rulebook gives it."""

from __future__ import annotations

import ast
import re
from functools import cache
from pathlib import Path

import pytest

from tests.rules.make_readme import README, STATUSES, Rulebook, load, render

ROOT = Path(__file__).resolve().parents[2]
RULES_DIR = ROOT.parent / "shared" / "rules"
EZ = ("18EZ-level1.txt", "18EZ-level2.txt", "18EZ-level3.txt")
GL = "18GL.txt"
ROTW = "RailwaysOfTheWorld-compendium.txt"
# Numbered sections (and numbered tables and notes) of each rulebook as extracted into the map: a section dropped
# from the JSON by mistake fails here even where ../shared is missing.
NUMBERED = {"18EZ-level1.txt": 9, "18EZ-level2.txt": 24, "18EZ-level3.txt": 28, GL: 51 + 8 + 12}
NUMBER = re.compile(r"^\d+(?:\.\d+)*$")


@cache
def rulemap() -> dict[str, Rulebook]:
    return load()


@cache
def functions(path: str) -> frozenset[str]:
    """The test functions of a file: `name` at module level and `Class::name` in a class."""
    tree = ast.parse((ROOT / path).read_text(encoding="utf-8"), filename=path)
    found: set[str] = set()
    for node in tree.body:
        if isinstance(node, ast.FunctionDef | ast.AsyncFunctionDef):
            found.add(node.name)
        elif isinstance(node, ast.ClassDef):
            found |= {f"{node.name}::{item.name}" for item in node.body if isinstance(item, ast.FunctionDef | ast.AsyncFunctionDef)}
    return frozenset(found)


def numbered(book: Rulebook) -> dict[str, str]:
    """Section number (or 'Table N', or '4.3 (N)') -> title, for the numbered sections of a rulebook."""
    found = {}
    for section in book["sections"]:
        key = section["section"]
        if NUMBER.match(key) or re.match(r"^Table \d+$", key) or re.match(r"^\d+(?:\.\d+)* \(\d+\)$", key):
            found[key] = section["title"]
    return found


def same(title: str, other: str) -> bool:
    """Titles agree, whatever the case, bold marks, quotes and a trailing colon."""

    def norm(text: str) -> str:
        return " ".join(re.sub(r"[*:()\"]", " ", text).casefold().split())

    return norm(title) == norm(other)


def test_every_listed_test_exists() -> None:
    problems = []
    for file, book in rulemap().items():
        for section in book["sections"]:
            for node in section["tests"]:
                path, _, name = node.partition("::")
                if "[" in node or not path.startswith("tests/") or not name.split("::")[-1].startswith("test"):
                    problems.append(f"{file} {section['section']}: {node} is not a node id like tests/x.py::test_y")
                elif not (ROOT / path).is_file():
                    problems.append(f"{file} {section['section']}: {path} does not exist")
                elif name not in functions(path):
                    problems.append(f"{file} {section['section']}: {path} has no test {name}")
    assert not problems, "\n".join(problems)


def test_the_readme_is_what_make_readme_writes() -> None:
    assert README.read_text(encoding="utf-8") == render(rulemap()), (
        "tests/rules/README.md is out of date: run .venv/bin/python -m tests.rules.make_readme"
    )


def test_every_rulebook_is_mapped_and_each_section_listed_once() -> None:
    data = rulemap()
    assert list(data) == [*EZ, GL, ROTW]
    for file, book in data.items():
        assert book["title"] and book["sections"], file
        keys = [(s["section"], s["title"]) for s in book["sections"]]
        assert len(keys) == len(set(keys)), f"{file}: a section is listed twice"
        for section in book["sections"]:
            assert set(section) <= {"section", "title", "status", "tests", "note"}, section
            assert section["section"] and section["title"], section
            assert section.get("status", STATUSES[0]) in STATUSES, section
            assert len(section["tests"]) == len(set(section["tests"])), f"{file} {section['section']}: a test listed twice"
            assert section.get("status") != "no rule" or not section["tests"], f"{file} {section['section']}: no rule, yet tests"
        keys_of_numbers = [s["section"] for s in book["sections"] if NUMBER.match(s["section"])]
        assert len(keys_of_numbers) == len(set(keys_of_numbers)), f"{file}: a section number is used twice"


@pytest.mark.parametrize("file", [*EZ, GL])
def test_the_numbered_sections_run_without_gaps(file: str) -> None:
    """Within each parent (and among the tables and the private companies' notes) the numbers run 1, 2, 3, ..."""
    keys = numbered(rulemap()[file])
    assert len(keys) == NUMBERED[file]
    groups: dict[str, list[int]] = {}
    for key in keys:
        if NUMBER.match(key):
            parent, _, last = key.rpartition(".")
            groups.setdefault(parent, []).append(int(last))
        else:
            parent, number = re.match(r"^(.*?)\s*\(?(\d+)\)?$", key).groups()  # type: ignore[union-attr]
            groups.setdefault(parent, []).append(int(number))
    for parent, numbers in groups.items():
        first = 1 if parent or file == GL else min(numbers)  # the 18EZ levels number only 2) at the top
        assert numbers == list(range(first, first + len(numbers))), f"{file}: after {parent or 'the top'}: {numbers}"


# -- against the rulebooks themselves, when they are here -------------------------------------------------------

needs_rules = pytest.mark.skipif(not RULES_DIR.is_dir(), reason="the rulebooks (../shared/rules) are not beside the repository")


def rulebook_lines(file: str) -> list[str]:
    return [line.strip() for line in (RULES_DIR / file).read_text(encoding="utf-8").splitlines()]


@needs_rules
@pytest.mark.parametrize("file", EZ)
def test_every_18ez_section_of_the_rulebook_is_mapped(file: str) -> None:
    mapped = numbered(rulemap()[file])
    headings, contents, appendix = {}, {}, []
    after_appendix = False
    for line in rulebook_lines(file):
        heading = re.match(r"^[#\s]*(?:\*\*)?(\d+(?:\.\d+)?)\)\s*(?:\*\*)?\s*(.+?)\s*$", line)
        if heading:  # "1.1) Setup", "# 2) Operating Rounds (ORs)", "## **1.4) Determining Presidency**"
            headings[heading.group(1)] = heading.group(2)
        row = re.match(r"^\|?\s*(\d+\.\d+)\s*(?:\||\t)\s*(.+?)\s*(?:\||\t)\s*\d+\s*\|?$", line)
        if row:  # the table of contents: "1.1\tSetup\t2" or "| 1.1 | Setup | 2 |"
            contents[row.group(1)] = row.group(2)
        after_appendix = after_appendix or line.startswith("| Appendix")
        entry = re.match(r"^\|\s*\|\s*(.+?)\s*\|\s*\d+\s*\|$", line)
        if after_appendix and entry:  # Level 3's appendix in its table of contents
            appendix.append(entry.group(1))
    assert headings and contents, file
    listed = set(headings) | set(contents)
    assert listed <= set(mapped), f"{file}: not in the map: {sorted(listed - set(mapped))}"
    for number, title in contents.items():
        assert same(mapped[number], title), f"{file} {number}: the map says {mapped[number]!r}, the contents {title!r}"
    titles = [s["title"] for s in rulemap()[file]["sections"]]
    for title in appendix:
        assert any(same(title, mine) for mine in titles), f"{file}: the appendix's {title!r} is not in the map"
    assert set(mapped) <= listed, f"{file}: not in the rulebook: {sorted(set(mapped) - listed)}"


@needs_rules
def test_every_18gl_section_table_and_private_company_note_is_mapped() -> None:
    mapped = numbered(rulemap()[GL])
    found: dict[str, str] = {}
    for line in rulebook_lines(GL):
        contents = re.match(r"^(\d+(?:\.\d+)*) (?:<i>)?([^<\t.]+?)(?:</i>)?(?:\.{3,}|\t)\s*\d+$", line)
        heading = re.match(r"^(\d+(?:\.\d+)*) ([A-Z][^.\t]*)$", line)
        table = re.match(r"^Table (\d+) - (.+)$", line)
        note = re.match(r"^- \((\d+)\) ", line)
        if contents:
            found.setdefault(contents.group(1), contents.group(2))
        elif heading:
            found[heading.group(1)] = heading.group(2)  # the body's heading, in mixed case, wins over the contents
        elif table:
            found[f"Table {table.group(1)}"] = table.group(2)
        elif note:
            found[f"4.3 ({note.group(1)})"] = ""
    assert len(found) == NUMBERED[GL]
    assert set(found) == set(mapped), (
        f"not in the map: {sorted(set(found) - set(mapped))}; not in the rulebook: {sorted(set(mapped) - set(found))}"
    )
    for key, title in found.items():
        assert not title or same(mapped[key], title), f"18GL {key}: the map says {mapped[key]!r}, the rulebook {title!r}"


@needs_rules
def test_every_railways_of_the_world_map_is_listed() -> None:
    text = " ".join(rulebook_lines(ROTW))
    contents = text.split("The Engines: A Bit of History")[0]
    maps = set(re.findall(r"(Railways (?:of the|of|through) [A-Z][A-Za-z. ]*? \(\d{4}\))", contents))
    assert len(maps) == 8, maps
    titles = [s["title"] for s in rulemap()[ROTW]["sections"] if s["section"] == "Map"]
    for name in maps:
        assert any(title.startswith(name) for title in titles), f"{name} is not in the map"
    for part in (
        "Event Deck",
        "City Rotors",
        "Mines",
        "Fuel Depots",
        "Switch Tracks",
        "Hotels",
        "Transcontinental Rules",
        "First Player Auction Variant 1",
        "First Player Auction Variant 2",
        "Cut Throat Variant for Blocking",
        "Shorter Games",
        "Strategies",
    ):
        assert part in text, part
        assert any(part in s["title"] for s in rulemap()[ROTW]["sections"]), f"{part} is not in the map"
