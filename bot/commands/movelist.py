"""`/game moves` in one message: the legal moves grouped by command, each group with how many ways it may be played,
the values its options take (amounts as a range in dollars) and, in Railways of the World, what the moves cost and
the builds that reach a city (never left out, though builds are not enumerated among the legal moves)."""

from __future__ import annotations

from engine.actions import Action
from engine.core.game import Game
from engine.rotw import suggest
from engine.rotw.game import Rotw

AMOUNT_OPTIONS = ("price", "amount")
VALUES_SHOWN = 8  # distinct values of an option named before "…"
LINE_MAX = 300
AGREED = "1"  # a price agreed between players is listed at $1 (any price is judged when typed)


def dollars(amount: int) -> str:
    return f"${amount:,}"


def _span(amounts: list[int]) -> str:
    low, high = min(amounts), max(amounts)
    return dollars(low) if low == high else f"{dollars(low)}–{dollars(high)}"


def _named(game: Game, name: str, value: str) -> str:
    """A Railways of the World value as players know it: a city's name for its hex, a card's name for its id."""
    if not isinstance(game, Rotw):
        return value
    if name == "card":
        return game.card_name(value)
    if name in ("city", "route"):
        return " – ".join(game.board.cities[h].name if h in game.board.cities else h for h in value.split())
    return value


def _values(game: Game, name: str, values: list[str]) -> str:
    if name in AMOUNT_OPTIONS and all(v.isdigit() for v in values):
        if set(values) == {AGREED}:
            return "agreed between the sides (type it)"
        return _span([int(v) for v in values])
    distinct = list(dict.fromkeys(_named(game, name, v) for v in values))
    if len(distinct) <= VALUES_SHOWN:
        return ", ".join(distinct)
    return ", ".join(distinct[:VALUES_SHOWN]) + f" … ({len(distinct)} in all)"


def _cut(line: str) -> str:
    return line if len(line) <= LINE_MAX else line[: LINE_MAX - 1].rstrip() + "…"


def _group_line(game: Game, player: int, command: str, moves: list[tuple[Action, dict[str, str]]]) -> str:
    costs = [c for a, _ in moves if (c := _cost(game, player, a)) is not None]
    priced = f", {_span(costs)}" if costs else ""
    if len(moves) == 1:
        _, options = moves[0]
        shown = " ".join(f"{k}:{_named(game, k, v)}" for k, v in options.items())
        return _cut(f"/{command} {shown}".rstrip() + (f" ({priced[2:]})" if priced else ""))
    names = list(dict.fromkeys(k for _, options in moves for k in options))
    parts = [f"{name} {_values(game, name, [o[name] for _, o in moves if name in o])}" for name in names]
    return _cut(f"/{command}: {len(moves)} ways{priced}" + (f" — {'; '.join(parts)}" if parts else ""))


def _cost(game: Game, player: int, action: Action) -> int | None:
    """What the move costs, in dollars, where the title knows it (Railways of the World)."""
    if isinstance(game, Rotw):
        cost = suggest.cost_of(game, player, action)
        return None if cost is None else cost * 1000
    return None


def _builds_line(game: Rotw, player: int) -> str | None:
    builds = suggest.city_builds(game, player)
    if not builds:
        return None
    pairs = {frozenset((plan.start, plan.end)) for _, plan in builds}
    costs = [plan.cost for _, plan in builds]
    bonds = sum(1 for cost in costs if suggest.bonds_needed(game, player, cost))
    cheapest_route, cheapest = builds[0]
    named = " – ".join(game.board.cities[h].name for h in (cheapest.start, cheapest.end) if h in game.board.cities)
    with_bonds = f"; {bonds} of them need bonds" if bonds else ""
    return (f"/build: {len(builds)} paths reaching a city ({len(pairs)} pairs of cities), "
            f"{_span([c * 1000 for c in costs])}{with_bonds} — the cheapest {named} ({' '.join(cheapest_route)}, "
            f"{dollars(cheapest.cost * 1000)}); /build path: suggests them as you type")


def grouped_moves(game: Game, player: int, hexes: list[str] | None = None) -> list[str]:
    """One line per kind of move the player may make now (empty: none)."""
    groups: dict[str, list[tuple[Action, dict[str, str]]]] = {}
    for action in game.legal_actions(player, hexes):
        command, options = action.typed()
        if command == "move":
            command, options = action.text.split(" ", 1)[0], {}
        groups.setdefault(command, []).append((action, options))
    lines = [_group_line(game, player, command, moves) for command, moves in groups.items()]
    if isinstance(game, Rotw) and hexes is None and player in game.acting_players():
        build = _builds_line(game, player)
        if build is not None:
            lines.insert(1 if groups else 0, build)
    return lines
