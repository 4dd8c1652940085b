"""Moves a player might type, built for any title from its own move kinds, and whether an accepted one is
among the moves the game lists (the one judge: a typed command never reaches a rule the list does not).

`candidates` makes, for every action class a title declares (`move_types`), a few instances from pools of
plausible values (the title's railroads, companies, hexes, tiles, trains, players, amounts) and a few
variations of the moves the game lists (one field changed). `covered` says whether an accepted move is one
of the listed ones; fields that carry a free choice (an amount, a price, routes, a build's path) need not
match exactly, only the listed kind with the same other fields, an amount within the listed bounds.
"""

from __future__ import annotations

import random
from typing import Any

from pydantic import ValidationError

from engine.actions import Action
from engine.core.game import Game
from engine.eighteen.shared.moves import ShareSale

# Fields a player fills in freely; a listed move names one representative.
FREE = {"amount", "price", "routes", "searched", "path", "toward", "via", "cities", "stop", "depot", "sales", "count"}


def _hexes(game: Game, rng: random.Random) -> list[str]:
    board = game.board  # type: ignore[attr-defined]
    names = list(getattr(board, "hexes", {}) or getattr(board, "cities", {}))
    state = game.state
    track = getattr(state, "track", None)
    near = list(getattr(track, "tiles", {})) if track is not None else []
    picked = rng.sample(names, min(6, len(names))) + rng.sample(near, min(6, len(near)))
    return picked + list(getattr(board, "offboards", {}))[:2]


def _pools(game: Game, rng: random.Random) -> dict[str, list[Any]]:
    state, board = game.state, game.board  # type: ignore[attr-defined]
    rules = getattr(game, "rules", None)
    railroads = list(getattr(state, "companies", {}) or getattr(state, "railroads", {})) + list(getattr(state, "minors", {}))
    privates = [p.id for p in getattr(rules, "privates", [])] if rules is not None else []
    trains = [t.type if hasattr(t, "type") else getattr(t, "name", str(t)) for t in getattr(rules, "trains", [])]
    tiles = list(getattr(board, "tiles", {}))
    cities = list(getattr(board, "cities", {}))
    players = list(game.players)
    return {
        "railroad": rng.sample(railroads, min(5, len(railroads))) if railroads else ["PS&W"],
        "company": privates + railroads[:3] or ["SL"],
        "hex": _hexes(game, rng) if hasattr(board, "hexes") else rng.sample(cities, min(6, len(cities))),
        "tile": rng.sample(tiles, min(4, len(tiles))) if tiles else ["9"],
        "rotation": [rng.randrange(6)],
        "par": [50, 55, 60, 70, 100, 67],
        "amount": [1, 5, 60, 165, 10_000],
        "price": [None, 1, 20, 60, 150],
        "count": [1, 2],
        "source": [None, "market", "pool", "ipo", *railroads[:2]],
        "train": [None, *trains[:4]],
        "pay": [True, False], "accept": [True, False], "sell": [True, False], "stop": [False, True],
        "target": [None, *railroads[:2], *_hexes(game, rng)[:3]],
        "hexes": [(), tuple(rng.sample(list(getattr(getattr(state, "track", None), "tokens", {}) or {"A1": 0}), 1))],
        "holder": [None, *players],
        "buyer": players,
        "choice": [1, 2],
        "city": rng.sample(cities, min(4, len(cities))) if cities else [None],
        "color": ["red", "blue", "yellow", "purple", "gray"],
        "card": [None],
        "link": [None, 0, 1],
        "toward": [None],
        "via": [None],
        "depot": [None],
        "routes": [None, ()],
        "searched": [None],
        "sales": [(ShareSale(railroad=r, count=c),) for r in railroads[:3] for c in (1, 2)] or [()],
        "path": [tuple(rng.sample(cities, 2))] if len(cities) >= 2 else [("A1", "A2")],
        "cities": [tuple(rng.sample(cities, 2))] if len(cities) >= 2 else [("A1", "A2")],
    }


def _make(cls: type, values: dict[str, Any]) -> Action | None:
    try:
        return cls(**values)
    except (ValidationError, TypeError, ValueError):
        return None


def candidates(game: Game, listed: list[Action], rng: random.Random, per_kind: int = 4) -> list[Action]:
    """Typed moves to try now: pooled instances of every move kind, and listed moves with one field changed."""
    pools = _pools(game, rng)
    found: list[Action] = []
    for cls in game.move_types:
        fields = [f for f in cls.model_fields if f != "kind"]
        for _ in range(per_kind):
            values = {f: rng.choice(pools.get(f, [None])) for f in fields}
            made = _make(cls, values)
            if made is not None:
                found.append(made)
    for action in rng.sample(listed, min(8, len(listed))):
        fields = [f for f in type(action).model_fields if f != "kind"]
        if not fields:
            continue
        changed = rng.choice(fields)
        values = action.model_dump()
        values.pop("kind", None)
        values[changed] = rng.choice(pools.get(changed, [None]))
        made = _make(type(action), values)
        if made is not None:
            found.append(made)
    return found


def identity(action: Action) -> tuple[str, tuple[tuple[str, Any], ...]]:
    data = action.model_dump(mode="json")
    return data.pop("kind"), tuple(sorted((k, repr(v)) for k, v in data.items() if k not in FREE))


def as_asked(typed: Action, recorded: Action) -> bool:
    """Was the move recorded as the player asked? (The game may fill in what was left out, never change it.)"""
    asked = typed.model_dump(mode="json")
    done = recorded.model_dump(mode="json")
    return all(done.get(k) == v for k, v in asked.items() if v is not None and k not in FREE and k != "rotation")


def _track(game: Game, lay: Action) -> object:
    """What a tile lay puts on the map: two rotations of a symmetric tile are the same lay."""
    from engine.eighteen.shared.tiles import PlacedTile

    spec = game.board.tiles[lay.tile]  # type: ignore[attr-defined]
    return frozenset(frozenset(p) for p in PlacedTile(spec, lay.rotation).paths)  # type: ignore[attr-defined]


def covered(game: Game, action: Action, listed: list[Action], player: int | None = None) -> bool:
    """Is the accepted `action` one of the listed moves (free fields within the listed bounds)? A Railways of the
    World build is not in `legal_actions` (its paths are countless): it must be one of the whole builds to a city the
    game offers (`/game moves`, `/build` suggestions), as `/build path:Boston Providence` is made."""
    if action in listed:
        return True
    if action.kind == "build" and player is not None and len(getattr(action, "path", ())) > 1:
        from engine.rotw import suggest

        offered = {route for route, _plan in suggest.city_builds(game, player, action.card)}  # type: ignore[arg-type, attr-defined]
        path = tuple(action.path)  # type: ignore[attr-defined]
        if path in offered or tuple(reversed(path)) in offered:
            return True
    if action.kind in ("lay", "metro-lay"):
        return any(a.kind == action.kind and getattr(a, "hex", None) == getattr(action, "hex", None)
                   and a.tile == action.tile and _track(game, a) == _track(game, action) for a in listed)  # type: ignore[attr-defined]
    same = [a for a in listed if identity(a) == identity(action)]
    if not same:
        return False
    amount = getattr(action, "amount", None)
    if amount is not None and all(getattr(a, "amount", None) is not None for a in same):
        return amount >= min(a.amount for a in same)  # type: ignore[attr-defined]
    return True
