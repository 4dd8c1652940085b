"""Points on the income / score track, and whether a player's own links join two cities."""

from __future__ import annotations

from collections import deque
from typing import TYPE_CHECKING

from engine.rotw.state import city_pairs, money

if TYPE_CHECKING:
    from engine.rotw.contract import RotwGame as Rotw


def score(g: Rotw, player: int, points: int, messages: list[str], why: str) -> None:
    """The player gains `points` on the score track, and the game says why and their income now."""
    standing = g.state.players[player]
    standing.score += points
    messages.append(f"{g.player_name(player)} gains {points} point{'s' if points != 1 else ''} {why} "
                    f"(now {standing.score}, income {money(g.income(standing.score))}).")


def connected(g: Rotw, player: int, a: str, b: str) -> bool:
    """Are two cities joined by the player's own complete links (through any cities)?"""
    adjacency: dict[str, set[str]] = {}
    for link in g.state.links:
        if link.owner == player:
            for x, y in city_pairs(g.state.links, link):
                adjacency.setdefault(x, set()).add(y)
                adjacency.setdefault(y, set()).add(x)
    seen, queue = {a}, deque([a])
    while queue:
        here = queue.popleft()
        if here == b:
            return True
        for there in adjacency.get(here, ()):
            if there not in seen:
                seen.add(there)
                queue.append(there)
    return False


def bond_return_cost(bonds: int) -> int:
    """Victory points it costs to return `bonds` bonds between the Transcontinental variant's Eastern
    and Western phases: the first costs 2, the second 3 more, and so on (compendium, Transcontinental
    Variant; played by `engine/rotw/maps/transcontinental.py`)."""
    return sum(range(2, bonds + 2))
