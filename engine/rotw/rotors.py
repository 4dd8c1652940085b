"""City Rotors (the "rotors" option; compendium p.7): a rotor over about a quarter of the coloured
cities. A rotor city always takes cubes of its own colour and also those of the colour its rotor
shows; either must be delivered there (a cube stops at the first city taking it). After every
delivery to the city the rotor turns one step clockwise to show the next colour of the wheel.

The rotor cities and the wheel's order are reconstructed (engine/data/rotw_minis/minis.json,
city_rotors.numbers): the compendium leaves the wheel to the Player Reference Cards."""

from __future__ import annotations

from typing import TYPE_CHECKING

from engine.rotw.minisdata import load_minis

if TYPE_CHECKING:
    from engine.rotw.contract import RotwGame as Rotw

OPTION = "rotors"


def wheel() -> list[str]:
    """The colours of the City Rotors' wheel, in the order a rotor turns to them."""
    return list(load_minis().minis["city_rotors"].numbers["color_wheel_order"])


def setup(g: Rotw) -> dict[str, int]:
    """The rotor cities of this map (hex -> steps turned, 0: showing its own colour)."""
    numbers = load_minis().minis["city_rotors"].numbers
    if OPTION not in g.options or g.revision < numbers["cities_by_map_since_revision"].get(g.map_id, 0):
        return {}  # a game begun before its map had rotor cities keeps none (engine/core/game.py, revisions)
    names = numbers["cities_by_map"].get(g.map_id, [])
    found = {g.board.city(name) for name in names}
    return {hex_name: 0 for hex_name in sorted(h for h in found if h is not None)}


def showing(g: Rotw, hex_name: str) -> str | None:
    """The colour a rotor city shows besides its own, or None (no rotor there)."""
    steps = g.state.rotors.get(hex_name)
    if steps is None:
        return None
    colors = wheel()
    base = g.board.cities[hex_name].color
    return colors[(colors.index(base) + steps) % len(colors)]


def turn(g: Rotw, hex_name: str, messages: list[str]) -> None:
    """After a delivery to a rotor city: one step clockwise."""
    if hex_name not in g.state.rotors:
        return
    g.state.rotors[hex_name] += 1
    shown = showing(g, hex_name)
    base = g.board.cities[hex_name].color
    also = f"{shown} cubes too" if shown != base else f"only {base} cubes"
    messages.append(f"The City Rotor at {g.board.label(hex_name)} turns: it takes {also} now.")
