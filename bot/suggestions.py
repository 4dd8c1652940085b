"""Autocomplete: the values of a command's option that lead to a legal move.

Each typed move command corresponds to engine actions (`Action.typed`), so the
suggestions for, say, `/lay tile:` are the tile numbers of the legal lays that
agree with what is already filled in (the hex). Suggestions are only hints:
whatever is finally sent is judged by the engine again.
"""

from __future__ import annotations

from engine.actions import Action
from engine.game import Game

MAX_SUGGESTIONS = 25  # Discord shows at most 25 choices


def options_of(action: Action) -> tuple[str, dict[str, str]]:
    """The typed command and options that make `action` (as the action's class declares it)."""
    return action.typed()


def _hex_filter(command: str, typed: str, filled: dict[str, str]) -> list[str] | None:
    """Narrow the tile-lay search to one hex when the typing names it (the full search is slower)."""
    if command == "lay" and filled.get("hex"):
        return [filled["hex"].strip().upper()]
    if command == "move":
        words = typed.split()
        if len(words) >= 2 and words[0].lower() == "lay":
            return [words[1].upper()]
    return None


def suggest_values(game: Game, player: int, command: str, option: str, typed: str, filled: dict[str, str]) -> list[str]:
    """At most 25 distinct values, those starting with what was typed first."""
    typed_key = typed.strip().lower()
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
        if typed_key in value.lower() and value not in values:
            values.append(value)
    values.sort(key=lambda v: not v.lower().startswith(typed_key))  # stable: keeps the engine's order otherwise
    return values[:MAX_SUGGESTIONS]
