"""Every public function of the engine and of renderer/api.py has a docstring (issue 47 §4).

Asked about: each function defined in a module of `engine` (every one, its subpackages' included) or in
`renderer.api`, and each method, classmethod, staticmethod and property that a class defined there (a private one's
too) writes in its own body. Left out: names starting with `_`, and what a class gets from outside its source
(pydantic's, a dataclass's or a Protocol's machinery, and whatever it inherits unchanged). An override counts as
documented when the member it overrides is: `inspect.getdoc` follows the class's MRO, properties included."""

from __future__ import annotations

import functools
import importlib
import inspect
import pkgutil
import sys
from collections.abc import Iterator
from dataclasses import dataclass
from types import ModuleType
from typing import Protocol

from pydantic import BaseModel

import engine

# Every module of the engine is imported, none skipped: importing one only defines its names and tables (no module
# reads a data file or starts anything on import; the data files are read when a game first asks for them).
MODULES = ["renderer.api"]


def modules() -> list[ModuleType]:
    """Every module of the `engine` package, its subpackages' included, and renderer.api."""
    found = [importlib.import_module(info.name) for info in pkgutil.walk_packages(engine.__path__, "engine.")]
    return [engine, *found, *(importlib.import_module(name) for name in MODULES)]


def own(function: object, module: ModuleType, qualname: str) -> bool:
    """Whether the function was written in the module under the given qualified name's scope (not generated)."""
    function = inspect.unwrap(function) if callable(function) else function  # lru_cache's wrapper, say
    return (inspect.isfunction(function) and function.__module__ == module.__name__
            and function.__qualname__.startswith(qualname + "."))


def members(cls: type, module: ModuleType) -> Iterator[tuple[str, object]]:
    """The public members the class defines in its own body: (name, what `inspect.getdoc` is asked about)."""
    for name, value in vars(cls).items():
        if name.startswith("_"):
            continue
        if isinstance(value, (staticmethod, classmethod)):
            function = value.__func__
        elif isinstance(value, property):
            function = value.fget
        elif isinstance(value, functools.cached_property):
            function = value.func
        elif inspect.isclass(value) and value.__module__ == module.__name__ \
                and value.__qualname__ == f"{cls.__qualname__}.{name}":
            yield from ((f"{name}.{inner}", member) for inner, member in members(value, module))
            continue
        else:
            function = value
        if own(function, module, cls.__qualname__):
            # The attribute as the class gives it: a bound classmethod, a property, a function; getdoc finds a
            # base's docstring for each of these.
            yield name, getattr(cls, name)


def public(module: ModuleType) -> Iterator[tuple[str, object]]:
    """Every public function and method defined in the module: ("Class.name" or "name", the member)."""
    seen: set[int] = set()
    for name, value in sorted(vars(module).items()):
        if id(value) in seen or name.startswith("__"):
            continue
        if inspect.isclass(value) and value.__module__ == module.__name__ and value.__qualname__ == name:
            seen.add(id(value))
            yield from ((f"{name}.{member}", obj) for member, obj in members(value, module))
        elif not name.startswith("_") and callable(value) and inspect.isfunction(inspect.unwrap(value)) \
                and inspect.unwrap(value).__module__ == module.__name__:
            seen.add(id(value))
            yield name, value


def undocumented() -> list[str]:
    """"module:Class.name" for every public function and method without a docstring."""
    return [f"{module.__name__}:{name}" for module in modules() for name, member in public(module)
            if not (inspect.getdoc(member) or "").strip()]


class _Base:
    """A documented base whose overrides count as documented."""

    @property
    def shown(self) -> int:
        """A documented property."""
        return 1

    @classmethod
    def made(cls) -> None:
        """A documented classmethod."""

    @staticmethod
    def plain() -> None:
        """A documented staticmethod."""

    def told(self) -> None:
        """A documented method."""


class _Override(_Base):
    @property
    def shown(self) -> int:
        return 2

    @classmethod
    def made(cls) -> None:
        pass

    @staticmethod
    def plain() -> None:
        pass

    def told(self) -> None:
        pass

    @property
    def new(self) -> int:
        return 3

    def fresh(self) -> None:
        pass


@dataclass(frozen=True, order=True)
class _Data:
    value: int


class _Model(BaseModel):
    value: int = 0


class _Contract(Protocol):
    def asked(self) -> int: ...


def test_overrides_of_documented_members_count_and_generated_ones_are_not_asked_about() -> None:
    here = sys.modules[__name__]
    found = dict(members(_Override, here))
    assert sorted(found) == ["fresh", "made", "new", "plain", "shown", "told"]
    assert sorted(name for name, member in found.items() if not inspect.getdoc(member)) == ["fresh", "new"]
    assert list(members(_Data, here)) == []
    assert list(members(_Model, here)) == []
    assert [name for name, _ in members(_Contract, here)] == ["asked"]


def test_public_functions_found() -> None:
    everything = [name for module in modules() for name, _ in public(module)]
    assert len(everything) > 100
    assert "Game.legal_actions" in {name for module in modules() if module.__name__ == "engine.core.game"
                                    for name, _ in public(module)}


def test_every_public_function_has_a_docstring() -> None:
    missing = undocumented()
    assert missing == [], f"{len(missing)} public functions without a docstring:\n" + "\n".join(missing)
