"""Fuel Depots (the "depots" option; compendium p.7). Each player has 4. An add-on to Build Track:
for $5,000 put up to 2 on one city your track reaches that holds no depot (`build … depot:C5`, or
`depot:C5,1` for one). In a delivery, one of your depots in a city lets the cube ignore the city's
colour and pass through, or stop there (`deliver … stop:yes`): the cube waits in front of you and
your next action may go on with it from that city (removing a depot there), else it is discarded.
Each depot used goes back to your supply. The engine limits each leg; every link of every leg
scores when the cube is finally delivered (the compendium's example: 4 + 3 links = 7 points)."""

from __future__ import annotations

from typing import TYPE_CHECKING

from engine.core.action_base import Move as Action
from engine.core.errors import IllegalAction
from engine.rotw.actions import DeliverCube
from engine.rotw.minisdata import load_minis
from engine.rotw.payments import pay
from engine.rotw.state import money

if TYPE_CHECKING:
    from engine.rotw.contract import RotwGame as Rotw

OPTION = "depots"


def numbers() -> dict:
    """The Fuel Depots mini's numbers (its cost, the depots a player has)."""
    return dict(load_minis().minis["fuel_depots"].numbers)


def count(g: Rotw, player: int, city: str) -> int:
    """The player's depots in the city."""
    here = g.state.fuel.get(city)
    return here[1] if here is not None and here[0] == player else 0


def supply(g: Rotw, player: int) -> int:
    """The Fuel Depots `player` has left to put down."""
    placed = sum(n for owner, n in g.state.fuel.values() if owner == player)
    return int(numbers()["per_player"]) - placed


def parse(text: str) -> tuple[str, int]:
    """'C5' or 'C5,1' -> (city, how many)."""
    city, _, many = text.partition(",")
    if many and many.strip() not in ("1", "2"):
        raise IllegalAction("Fuel Depots go up to two at a time: depot:C5 or depot:C5,1")
    return city.strip().upper(), int(many) if many.strip() else 2


def place(g: Rotw, player: int, text: str, messages: list[str]) -> None:
    """The add-on to a Build Track action (after the track is laid)."""
    if OPTION not in g.options:
        raise IllegalAction("Fuel Depots are not in this game (the depots option)")
    if g.state.phase == "east":
        raise IllegalAction("Fuel Depots come into play once the West is open (the Transcontinental game's Western phase)")
    name, wanted = parse(text)
    city = g.board.city(name)
    if city is None:
        raise IllegalAction(f"{name} is not a city on the map")
    label = g.board.label(city)
    if not any(link.owner == player and city in (link.start, link.end) for link in g.state.links):
        raise IllegalAction(f"your track does not reach {label}: Fuel Depots go on a city you are connected to")
    if city in g.state.fuel:
        raise IllegalAction(f"{label} has Fuel Depots already")
    left = supply(g, player)
    if left == 0:
        raise IllegalAction("you have no Fuel Depots left")
    placed = min(wanted, left)
    pay(g, player, int(numbers()["cost"]), messages, "for the Fuel Depots")
    g.state.fuel[city] = [player, placed]
    messages.append(f"{g.player_name(player)} puts {placed} Fuel Depot{'s' if placed > 1 else ''} on {label} for "
                    f"{money(int(numbers()['cost']))} ({supply(g, player)} left).")


def use(g: Rotw, player: int, city: str) -> None:
    """One of the player's depots in the city goes back to their supply."""
    here = g.state.fuel[city]
    assert here[0] == player and here[1] > 0
    here[1] -= 1
    if here[1] == 0:
        del g.state.fuel[city]


def continues(g: Rotw, player: int, action: Action) -> bool:
    """Is this the delivery going on with the player's waiting cube?"""
    held = g.state.held.get(player)
    return (held is not None and isinstance(action, DeliverCube) and action.color.lower() == held.color
            and g.board.city(action.cities[0]) == held.cities[-1])


def before_action(g: Rotw, player: int, action: Action, messages: list[str]) -> None:
    """A waiting cube not taken on by this action is discarded (back to the bag)."""
    held = g.state.held.get(player)
    if held is None or continues(g, player, action):
        return
    del g.state.held[player]
    g.state.bag[held.color] = g.state.bag.get(held.color, 0) + 1
    messages.append(f"{g.player_name(player)}'s {held.color} cube waiting at {g.board.label(held.cities[-1])} "
                    f"is discarded.")
