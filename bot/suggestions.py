"""Autocomplete: the values of a command's option that lead to a legal move.

Each typed move command corresponds to engine actions (`Action.typed`), so the
suggestions for, say, `/lay tile:` are the tile numbers of the legal lays that
agree with what is already filled in (the hex). Suggestions are only hints:
whatever is finally sent is judged by the engine again.

Railways of the World's builds are free-form paths, not enumerated among the legal moves: `/build
path:` offers the typed path followed by each legal next hex (engine/rotw/suggest.py), `toward:`
where an unfinished link's end may point, `card:` the held cards a build may use. `/deliver route:`
offers the legal deliveries' routes (of the chosen colour), those scoring the mover most first.
"""

from __future__ import annotations

from bot.commandtable import COMMANDS_BY_NAME
from engine.actions import Action
from engine.core.errors import IllegalAction
from engine.core.game import Game
from engine.core.money import dollars, in_dollars
from engine.rotw import suggest as rotw
from engine.rotw.actions import DeliverCube
from engine.rotw.game import Rotw

MAX_SUGGESTIONS = 25  # Discord shows at most 25 choices
MAX_LENGTH = 100  # nor a value longer than this (one is left out rather than cut)


def options_of(action: Action) -> tuple[str, dict[str, str]]:
    """The typed command and options that make `action` (as the action's class declares it)."""
    return action.typed()


def _is_money(command: str, option: str) -> bool:
    spec = COMMANDS_BY_NAME.get(command)
    return spec is not None and any(o.name == option and o.money for o in spec.options)


def _typed_key(command: str, option: str, typed: str) -> str:
    """What was typed, to find among the values: an amount in any of its forms ('3k', '$3,000') as its dollars."""
    if not _is_money(command, option):
        return typed.strip().lower()
    try:
        return str(dollars(typed))
    except IllegalAction:
        return typed.strip().lstrip("$").replace(",", "").lower()


def _hex_filter(command: str, typed: str, filled: dict[str, str]) -> list[str] | None:
    """Narrow the tile-lay search to one hex when the typing names it (the full search is slower)."""
    if command == "lay" and filled.get("hex"):
        return [filled["hex"].strip().upper()]
    if command == "move":
        words = typed.split()
        if len(words) >= 2 and words[0].lower() == "lay":
            return [words[1].upper()]
    return None


def _matches(game: Game, value: str, typed_key: str) -> bool:
    """Whether what was typed is in the value, or (Railways of the World) in the names it stands for:
    its cities' names, its card's name."""
    if typed_key in value.lower():
        return True
    if not isinstance(game, Rotw):
        return False
    board = game.board
    names = " ".join(board.cities[h].name for h in value.split() if h in board.cities).lower()
    return (bool(names) and typed_key in names) or typed_key in game.card_name(value).lower()


def _rotw_values(game: Rotw, player: int, command: str, option: str, typed: str,
                 filled: dict[str, str]) -> list[str] | None:
    """Railways of the World's own suggestions (building, delivery routes), or None for the general ones."""
    typed_key = typed.strip().lower()
    card = filled.get("card", "").strip() or None
    if command == "build" and option == "path":
        return rotw.build_paths(game, player, typed, card)
    if command == "build" and option == "toward":
        return [v for v in rotw.build_towards(game, player, filled.get("path", ""), card) if _matches(game, v, typed_key)]
    if command == "build" and option == "card":
        usable = rotw.build_cards(game, player) if rotw.may_build(game, player) else []
        return [v for v in usable if _matches(game, v, typed_key)]
    if command == "deliver" and option == "route":
        color = filled.get("color", "").strip().lower()
        ranked: list[tuple[bool, int, str]] = []
        for action in game.legal_actions(player):
            if not isinstance(action, DeliverCube) or (color and action.color != color):
                continue
            value = " ".join(action.cities)
            if any(v == value for _, _, v in ranked) or not _matches(game, value, typed_key):
                continue
            mine = rotw.delivery_points(game, player, action.color, action.cities).get(player, 0)
            ranked.append((not value.lower().startswith(typed_key), -mine, value))
        ranked.sort(key=lambda r: r[:2])  # stable: the engine's order otherwise
        return [value for _, _, value in ranked]
    return None


def suggest_values(game: Game, player: int, command: str, option: str, typed: str, filled: dict[str, str]) -> list[str]:
    """At most 25 distinct values, those starting with what was typed first."""
    if isinstance(game, Rotw):
        own = _rotw_values(game, player, command, option, typed, filled)
        if own is not None:
            return [v for v in own if len(v) <= MAX_LENGTH][:MAX_SUGGESTIONS]
    typed_key = _typed_key(command, option, typed)
    values: list[str] = []
    for action in game.legal_actions(player, _hex_filter(command, typed, filled)):
        if command == "move":
            value = action.text
        else:
            name, options = options_of(action)
            if name != command or option not in options:
                continue
            if any(options.get(k, "").lower() != v.strip().lower() for k, v in filled.items() if k != option and v.strip()):
                continue
            value = options[option]
        if _matches(game, value, typed_key) and value not in values and len(value) <= MAX_LENGTH:
            values.append(value)
    values.sort(key=lambda v: not v.lower().startswith(typed_key))  # stable: keeps the engine's order otherwise
    return values[:MAX_SUGGESTIONS]


def _build_label(game: Rotw, player: int, value: str, filled: dict[str, str]) -> str:
    """A build path with what it costs, where it goes and the bonds it needs: "A51 B50 C51: Boston → Providence,
    $2,000" or "C23 D22: from Pittsburgh, $4,000, 1 bond, unfinished"."""
    hexes = rotw.read_path(game.board, value.split())
    card = filled.get("card", "").strip() or None
    plan = rotw.plan_of(game, player, tuple(hexes), card) if hexes and len(hexes) > 1 else None
    if plan is None:
        name = game.board.cities[hexes[0]].name if hexes and hexes[0] in game.board.cities else ""
        return f"{value}: start at {name}" if name else value
    start = game.board.cities[plan.start].name if plan.start in game.board.cities else plan.start
    where = f"{start} → {game.board.cities[plan.end].name}" if plan.end in game.board.cities else f"from {start}"
    bonds = rotw.bonds_needed(game, player, plan.cost)
    extra = (f", {bonds} bond{'s' if bonds > 1 else ''}" if bonds else "") + ("" if plan.end else ", unfinished")
    label = f"{value}: {where}, ${plan.cost * 1000:,}{extra}"
    return label if len(label) <= 100 else value


def _named_label(game: Rotw, option: str, value: str) -> str:
    """A card or a city by its name: "Hotel: Boston - a point for every cube delivered to Boston…", "Pittsburgh (C43)"."""
    if option == "city":
        return game.board.label(value) if value in game.board.cities else value
    spec = next((c for c in game.cards.operations if c.id == value), None)
    if spec is None:
        return value
    label = f"{spec.name} — {spec.text}"  # as /game card shows it
    return label if len(label) <= 100 else label[:99].rstrip() + "…"


def choice_label(game: Game, player: int, command: str, option: str, value: str, filled: dict[str, str]) -> str:
    """What autocomplete shows for a value (≤ 100 characters): a delivery route with its cities'
    names and the points it gives ("New York - Philadelphia: you +1, Bob +1"); an amount in dollars ("$3,000");
    otherwise the value."""
    if _is_money(command, option) and value.isdigit():
        return in_dollars(int(value))
    if isinstance(game, Rotw) and command == "build" and option == "path":
        return _build_label(game, player, value, filled)
    if isinstance(game, Rotw) and option in ("card", "city"):
        return _named_label(game, option, value)
    if not (isinstance(game, Rotw) and command == "deliver" and option == "route"):
        return value
    cities = tuple(value.split())
    color = filled.get("color", "").strip().lower()
    colors = [color] if color else sorted({a.color for a in game.legal_actions(player)
                                           if isinstance(a, DeliverCube) and a.cities == cities})
    points = rotw.delivery_points(game, player, colors[0], cities) if colors else {}
    names = " - ".join(game.board.cities[c].name if c in game.board.cities else c for c in cities)
    shares = ", ".join(("you" if p == player else game.player_name(p)) + f" +{n}" for p, n in sorted(points.items()))
    label = f"{names}: {shares}" if shares else names
    return label if len(label) <= 100 else value
