"""The architecture, checked: no module of railbot imports another in a circle, type hints included (the
families' rules modules read their game through a Protocol, engine/*/contract.py), and no module is over ~500
lines. (import-linter's contracts, run by `python3 dev.py test`, check the rooms' layers.)"""

from __future__ import annotations

import re
import sys
from pathlib import Path

import grimp
import pytest

ROOT = Path(__file__).resolve().parents[1]
PACKAGES = ("engine", "renderer", "bot", "storage")


def circles(package: str) -> list[list[str]]:
    """The strongly connected groups of modules (more than one) in the package's import graph."""
    graph = grimp.build_graph(package, include_external_packages=False)
    index: dict[str, int] = {}
    low: dict[str, int] = {}
    stack: list[str] = []
    on: set[str] = set()
    found: list[list[str]] = []
    counter = [0]
    sys.setrecursionlimit(max(sys.getrecursionlimit(), 10_000))

    def visit(module: str) -> None:
        index[module] = low[module] = counter[0]
        counter[0] += 1
        stack.append(module)
        on.add(module)
        for other in graph.find_modules_directly_imported_by(module):
            if other not in index:
                visit(other)
                low[module] = min(low[module], low[other])
            elif other in on:
                low[module] = min(low[module], index[other])
        if low[module] == index[module]:
            group = []
            while True:
                other = stack.pop()
                on.discard(other)
                group.append(other)
                if other == module:
                    break
            if len(group) > 1:
                found.append(sorted(group))

    for module in sorted(graph.modules):
        if module not in index:
            visit(module)
    return found


@pytest.mark.parametrize("package", PACKAGES)
def test_no_module_imports_another_in_a_circle(package: str) -> None:
    assert circles(package) == []


def test_no_module_is_over_500_lines() -> None:
    long = {str(p.relative_to(ROOT)): n for package in PACKAGES for p in (ROOT / package).rglob("*.py")
            if (n := len(p.read_text().splitlines())) > 500}
    assert long == {}


NAMED_FILE = re.compile(r"(?<![\w/.])((?:engine|bot|renderer|storage|tests|benchmarks|tools|docs|examples)/[\w./-]*?"
                        r"\.(?:py|md|json|txt|sql))(?![\w*])")


def test_every_file_the_code_and_docs_name_exists() -> None:
    """A path named in a docstring, a comment or a document is a file of the repository (24 had gone stale after
    modules moved: issue 47)."""
    texts = [p for p in ROOT.rglob("*") if p.suffix in (".py", ".md") and not {".venv", ".git"} & set(p.parts)]
    missing = sorted({f"{match} (in {path.relative_to(ROOT)})" for path in texts
                      for match in NAMED_FILE.findall(path.read_text(errors="ignore"))
                      if "*" not in match and not (ROOT / match).exists() and match != "tests/x.py"})
    assert not missing, missing
