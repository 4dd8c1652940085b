"""No import cycles among the project's modules (engine, bot, storage, renderer).

Every module is parsed with `ast`; an edge A -> B is any import of project module B
written in A: `import b`, `from b import name`, `from package import b` (the submodule),
relative imports, and imports inside functions, which run later but still tie the two
modules together. Imports under `if TYPE_CHECKING:` are left out: they never run.
The implicit import of a module's parent package is not an edge either (Python runs
`package/__init__.py` first, and a partially initialised package is fine there).
"""

from __future__ import annotations

import ast
from pathlib import Path

ROOT = Path(__file__).resolve().parents[2]
PACKAGES = ("engine", "bot", "storage", "renderer")

# Cycles that live inside engine/, storage/ or renderer/, which are edited by others: listed here
# (each as the set of modules in the cycle) rather than fixed from this test. None today.
KNOWN_CYCLES: set[frozenset[str]] = set()


def project_modules() -> dict[str, Path]:
    """Dotted module name -> file, for every .py file of the project's packages."""
    found = {}
    for package in PACKAGES:
        for path in sorted((ROOT / package).rglob("*.py")):
            parts = path.relative_to(ROOT).with_suffix("").parts
            found[".".join(parts[:-1] if parts[-1] == "__init__" else parts)] = path
    return found


def _is_type_checking(test: ast.expr) -> bool:
    return (isinstance(test, ast.Name) and test.id == "TYPE_CHECKING") or (
        isinstance(test, ast.Attribute) and test.attr == "TYPE_CHECKING"
    )


def _import_nodes(node: ast.AST) -> list[ast.Import | ast.ImportFrom]:
    """Every import statement at any depth, except in the body of `if TYPE_CHECKING:` (its else runs)."""
    if isinstance(node, ast.Import | ast.ImportFrom):
        return [node]
    if isinstance(node, ast.If) and _is_type_checking(node.test):
        children: list[ast.AST] = list(node.orelse)
    else:
        children = list(ast.iter_child_nodes(node))
    return [found for child in children for found in _import_nodes(child)]


def imports_of(name: str, path: Path, modules: dict[str, Path]) -> set[str]:
    """The project modules that module `name` (file `path`) imports."""
    package = name if path.name == "__init__.py" else name.rpartition(".")[0]
    targets: set[str] = set()
    for node in _import_nodes(ast.parse(path.read_text(), filename=str(path))):
        if isinstance(node, ast.Import):
            targets |= {alias.name for alias in node.names}
            continue
        if node.level:  # relative: `from . import x`, `from ..y import z`
            base = package.split(".")[: len(package.split(".")) - (node.level - 1)]
            source = ".".join([*base, node.module] if node.module else base)
        else:
            source = node.module or ""
        for alias in node.names:
            submodule = f"{source}.{alias.name}"
            # `from package import submodule` needs the submodule; `from module import name` the module.
            targets.add(submodule if submodule in modules else source)
    return {t for t in targets if t in modules and t != name}


def import_graph() -> dict[str, set[str]]:
    modules = project_modules()
    return {name: imports_of(name, path, modules) for name, path in modules.items()}


def strongly_connected(graph: dict[str, set[str]]) -> list[set[str]]:
    """Tarjan's algorithm: the groups of modules that import each other, directly or not."""
    index: dict[str, int] = {}
    low: dict[str, int] = {}
    stack: list[str] = []
    on_stack: set[str] = set()
    groups: list[set[str]] = []

    def visit(node: str) -> None:
        index[node] = low[node] = len(index)
        stack.append(node)
        on_stack.add(node)
        for nxt in sorted(graph[node]):
            if nxt not in index:
                visit(nxt)
                low[node] = min(low[node], low[nxt])
            elif nxt in on_stack:
                low[node] = min(low[node], index[nxt])
        if low[node] == index[node]:
            group = set()
            while True:
                member = stack.pop()
                on_stack.discard(member)
                group.add(member)
                if member == node:
                    break
            groups.append(group)

    for node in sorted(graph):
        if node not in index:
            visit(node)
    return [g for g in groups if len(g) > 1 or any(m in graph[m] for m in g)]


def one_cycle(graph: dict[str, set[str]], group: set[str]) -> list[str]:
    """A concrete cycle through the group, e.g. [a, b, c, a], found by a search from its first module."""
    start = min(group)
    paths = {start: [start]}
    queue = [start]
    while queue:
        node = queue.pop(0)
        for nxt in sorted(graph[node] & group):
            if nxt == start:
                return [*paths[node], start]
            if nxt not in paths:
                paths[nxt] = [*paths[node], nxt]
                queue.append(nxt)
    raise AssertionError(f"no cycle through {start}")  # unreachable for a strongly connected group


def test_no_import_cycles() -> None:
    graph = import_graph()
    cycles = [one_cycle(graph, g) for g in strongly_connected(graph) if frozenset(g) not in KNOWN_CYCLES]
    for cycle in cycles:
        print("import cycle:", " -> ".join(cycle))
    assert not cycles, "import cycles:\n" + "\n".join(" -> ".join(c) for c in cycles)


def test_the_graph_sees_the_imports_that_matter() -> None:
    """The checker itself: runtime imports are edges, `if TYPE_CHECKING:` imports are not."""
    graph = import_graph()
    assert {"bot.discordbot.front", "bot.discordbot.game_cog", "bot.discordbot.buttons"} <= graph["bot.discordbot.client"]
    assert "renderer" in graph["bot.pictures"]  # imported inside functions
    assert "bot.discordbot.protocols" not in graph["bot.discordbot.buttons"]  # only for type checking
    assert "bot.discordbot.client" in graph["bot.discordbot"]  # `from package.module import name`


def test_a_cycle_is_found_and_shown() -> None:
    graph = {"a": {"b"}, "b": {"c"}, "c": {"a"}, "d": {"a"}, "e": {"e"}}
    groups = strongly_connected(graph)
    assert sorted(map(sorted, groups)) == [["a", "b", "c"], ["e"]]
    assert one_cycle(graph, {"a", "b", "c"}) == ["a", "b", "c", "a"]
