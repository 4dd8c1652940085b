"""Positions for the renderer tests, played straight on the engine.

The example game (examples/18ez-level1.txt) is read here without the bot:
each slash command becomes its move notation and refused moves are skipped,
as the console does. Helpers are plain functions; fixtures wrap them.
"""

from __future__ import annotations

import io
import math
from collections.abc import Callable
from functools import cache
from pathlib import Path

import pytest
from PIL import Image

from engine.actions import Action, parse_action
from engine.core.errors import IllegalAction
from engine.core.game import Game
from engine.titles import new_game
from renderer.eighteen.common.tileart import TilePlan

EXAMPLE = Path(__file__).resolve().parents[2] / "examples" / "18ez-level1.txt"
_VERBS: dict[str, Callable[[dict[str, str]], str]] = {
    "/choose": lambda o: f"choose {o['railroad']}",
    "/lay": lambda o: f"lay {o['hex']} {o['tile']} {o['rotation']}",
    "/run": lambda o: f"run {o['routes']}" if "routes" in o else "run",
    "/buy-train": lambda o: f"buy {o.get('type', '')}".strip(),
    "/pass": lambda o: "pass",
}


@cache
def example_script() -> tuple[str, tuple[str, ...], int, tuple[tuple[int, Action], ...]]:
    """(title, players, seed, accepted moves) of the example game."""
    title, players, seed = "", [], 0
    moves: list[tuple[int, Action]] = []
    game: Game | None = None
    for raw in EXAMPLE.read_text(encoding="utf-8").splitlines():
        if not raw.strip() or raw.startswith("#"):
            continue
        name, _, command = raw.partition(": ")
        words = command.split()
        options = dict(w.split(":", 1) for w in words[1:] if ":" in w and not w[0].isdigit())
        if "routes" in options:  # further routes are separate words: 4:WEST-E4 2:E4-F5
            options["routes"] = " ".join(w.removeprefix("routes:") for w in words[1:])
        if words[:2] == ["/game", "new"]:
            title, players, seed = options["title"], [name], int(options.get("seed", 0))
        elif words[:2] == ["/game", "join"]:
            players.append(name)
        elif words[:2] == ["/game", "start"]:
            game = new_game(title, players, seed)
        elif game is not None and words[0] in _VERBS:
            player = players.index(name)
            try:
                game.apply(player, parse_action(_VERBS[words[0]](options)))
            except IllegalAction:
                continue
            moves.append((player, game.history[-1].action))
    return title, tuple(players), seed, tuple(moves)


def example_after(count: int | None = None) -> Game:
    """The example game after its first `count` accepted moves (all of them by default)."""
    title, players, seed, moves = example_script()
    game = new_game(title, list(players), seed)
    for player, action in moves[:count]:
        game.replay_move(player, action)
    return game


def decode(png: bytes) -> Image.Image:
    image = Image.open(io.BytesIO(png))
    assert image.format == "PNG"
    return image.convert("RGB")


@pytest.fixture(scope="session")
def final_game() -> Game:
    return example_after()


# -- pixels ---------------------------------------------------------------------

Colour = tuple[int, int, int]


def near(actual: Colour, expected: Colour, tolerance: int = 14) -> bool:
    """Colours equal within `tolerance` per channel (palette PNGs shift colours a little)."""
    return all(abs(a - e) <= tolerance for a, e in zip(actual, expected, strict=True))


def dark(colour: Colour) -> bool:
    return sum(colour) < 3 * 90


def at(image: Image.Image, xy: tuple[float, float]) -> Colour:
    return image.getpixel((round(xy[0]), round(xy[1])))  # type: ignore[return-value]


def local(centre: tuple[float, float], radius: float, point: tuple[float, float]) -> tuple[float, float]:
    """A point given in hex radii from a hex's centre, in pixels."""
    return (centre[0] + point[0] * radius, centre[1] + point[1] * radius)


def board_names() -> list[str]:
    """Every board in engine/data (a folder with a map.json)."""
    from engine.eighteen.shared.gamedata import DATA_DIR

    return sorted(p.parent.name for p in DATA_DIR.glob("*/map.json"))


def under_a_label(plan: TilePlan, point: tuple[float, float], margin: float = 0.04) -> bool:
    """Is `point` (in hex radii) on one of the tile's value bubbles, slots or town marks?"""
    return any(math.dist(point, centre) < size + margin for centre, size in plan.blobs)
