"""18GL's runs (4.6.3): written once the route search knows H, E and D trains."""

from __future__ import annotations

from typing import TYPE_CHECKING

from engine.actions import RunTrains

if TYPE_CHECKING:
    from engine.titles.gl import GL18
    from engine.titles.gl_state import Corporation


def run(g: GL18, corporation: Corporation, action: RunTrains, messages: list[str]) -> tuple[int, RunTrains]:
    raise NotImplementedError
