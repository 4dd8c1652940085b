"""Writes tests/rules/README.md from tests/rules/rulemap.json: each rulebook's sections and the tests that prove them.

`python -m tests.rules.make_readme` after changing the map (adding a test to a section is one line of JSON);
tests/rules/test_rule_map.py checks that the README is what this writes and that every test named exists.
"""

from __future__ import annotations

import json
from pathlib import Path
from typing import Any

HERE = Path(__file__).resolve().parent
MAP = HERE / "rulemap.json"
README = HERE / "README.md"


def load() -> dict[str, Any]:
    return json.loads(MAP.read_text())


def render(rulemap: dict[str, Any]) -> str:
    lines = [
        "# The rule map: every section of each rulebook and the tests that prove it",
        "",
        "Written by `python -m tests.rules.make_readme` from `rulemap.json` (edit that, then run this). A section",
        "whose tests column shows **—** has no test of its own; a note says why or where the rule is tested. Sections",
        "without a rule (history, credits) are marked *no rule* and not counted. `tests/rules/test_rule_map.py`",
        "checks that every test named here exists and that this page is up to date.",
        "",
    ]
    for book, entry in rulemap.items():
        sections = entry["sections"]
        ruled = [s for s in sections if s.get("rule", True)]
        tested = [s for s in ruled if s["tests"]]
        lines += [f"## {entry['title']} (`{book}`)", "", "| section | title | tests | note |", "|---|---|---|---|"]
        for section in sections:
            if not section.get("rule", True):
                tests = "*no rule*"
            elif section["tests"]:
                tests = "<br>".join(f"`{t}`" for t in section["tests"])
            else:
                tests = "**—**"
            lines.append(f"| {section['section']} | {section['title']} | {tests} | {section.get('note', '')} |")
        lines += ["", f"{len(tested)} of {len(ruled)} sections with a rule have a test of their own.", ""]
    return "\n".join(lines)


def main() -> None:
    README.write_text(render(load()))
    print(f"wrote {README}")


if __name__ == "__main__":
    main()
