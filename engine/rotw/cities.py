"""Urbanizing a gray city: a New City tile of a colour still left, and two cubes from the bag."""

from __future__ import annotations

from typing import TYPE_CHECKING

from engine.core.errors import IllegalAction
from engine.rotw import deliver as deliveries
from engine.rotw.actions import Urbanize
from engine.rotw.payments import pay
from engine.rotw.state import draw_cube

if TYPE_CHECKING:
    from engine.rotw.contract import RotwGame as Rotw


def urbanize(g: Rotw, player: int, action: Urbanize, messages: list[str], free: bool = False,
             cubes: int | None = None) -> Urbanize:
    """Urbanize a gray city (`free`: a card pays; `cubes`: a card's number of cubes instead of the rules')."""
    state, board = g.state, g.board
    city = board.city(action.city)
    if city is None:
        raise IllegalAction(f"{action.city} is not a city on the map")
    if deliveries.city_color(g, city) != "gray":
        raise IllegalAction(f"{board.label(city)} is not gray; only gray cities are urbanized, once")
    if city in g.closed_cities():
        raise IllegalAction(f"{board.label(city)} may no longer be urbanized (an Eastern city once the West is open)")
    color = action.color.lower()
    left = state.new_cities.get(color, 0)
    if left <= 0:
        have = ", ".join(c for c, n in sorted(state.new_cities.items()) if n) or "none"
        raise IllegalAction(f"no {color} New City tile is left; there are {have}")
    if not free:
        pay(g, player, g.rules.urbanize_cost, messages, "to urbanize")
    state.new_cities[color] = left - 1
    state.colors[city] = color
    added = [c for c in (draw_cube(state, g.rng_for) for _ in range(g.rules.urbanize_cubes if cubes is None else cubes)) if c is not None]
    state.cubes.setdefault(city, []).extend(added)
    if city in state.empty:
        state.empty.remove(city)
        if state.last_turn is None:
            state.markers_placed -= 1
    messages.append(f"{g.player_name(player)} urbanizes {board.label(city)}: it is {color} now and gets "
                    f"{' and '.join(added) or 'no'} cube{'s' if len(added) != 1 else ''}.")
    return Urbanize(city=city, color=color)


def urbanizable(g: Rotw, hex_name: str) -> bool:
    """Whether a gray city may be urbanized on this map now (a map may close some: the Transcontinental
    game's Eastern cities once the West is open)."""
    return hex_name not in g.closed_cities()
