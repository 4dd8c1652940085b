"""Autocomplete: the values of a command's option that lead to a legal move.

Each typed move command corresponds to engine actions (`options_of`), so the
suggestions for, say, `/lay tile:` are the tile numbers of the legal lays that
agree with what is already filled in (the hex). Suggestions are only hints:
whatever is finally sent is judged by the engine again.
"""

from __future__ import annotations

from engine.actions import (
    Action,
    AnswerOffer,
    BuyShare,
    BuyTrain,
    ChooseRailroad,
    Dividend,
    LayTile,
    ParShare,
    Pass,
    PlaceStation,
    RunTrains,
    SellShares,
)
from engine.game import Game

MAX_SUGGESTIONS = 25  # Discord shows at most 25 choices


def options_of(action: Action) -> tuple[str, dict[str, str]]:
    """The typed command and options that make `action`."""
    if isinstance(action, ChooseRailroad):
        return "choose", {"railroad": action.railroad}
    if isinstance(action, LayTile):
        return "lay", {"hex": action.hex, "tile": action.tile, "rotation": str(action.rotation)}
    if isinstance(action, RunTrains):
        return "run", {"routes": action.text.removeprefix("run").strip()} if action.routes else {}
    if isinstance(action, BuyTrain):
        options = {"type": action.train} if action.train else {}
        if action.source:
            options["from"] = action.source
        if action.price:
            options["price"] = str(action.price)
        return "buy-train", options
    if isinstance(action, Pass):
        return "pass", {}
    if isinstance(action, ParShare):
        return "par", {"railroad": action.railroad, "price": str(action.par)}
    if isinstance(action, BuyShare):
        return "buy-share", {"railroad": action.railroad, "from": action.source}
    if isinstance(action, SellShares):
        return "sell", {"shares": action.text.removeprefix("sell ")}
    if isinstance(action, PlaceStation):
        return "station", {"hex": action.hex}
    if isinstance(action, Dividend | AnswerOffer):
        return action.text, {}
    return "move", {"action": action.text}


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
