"""Delivering one goods cube (rulebook "D - Deliver One Goods Cube"): along complete links only, at
most the player's engine level in links, the first link the player's own; never to the same city
twice nor along the same link twice; the cube stops at the first city of its colour and must end
there (gray cities take none until urbanized). Each link's owner moves up one point per link the
cube used. The cube goes back to the bag; a city left empty gets an Empty City Marker.

A move names the cube's colour and the cities in order: `deliver red C23 E19 G15`; where two
cities are joined by more than one link, `via:3,7` names the links (by number), else the mover's
own link is used for a hop when there is one, then the oldest.
"""

from __future__ import annotations

from collections.abc import Iterator
from contextlib import suppress
from dataclasses import dataclass
from itertools import pairwise
from typing import TYPE_CHECKING

from engine.core.errors import IllegalAction
from engine.rotw import fuel, rotors
from engine.rotw.cards.kinds import express as expresses
from engine.rotw.state import Link, city_pairs

if TYPE_CHECKING:
    from engine.rotw.contract import RotwGame as Rotw

COLORS = ("red", "yellow", "blue", "purple", "black")


@dataclass(frozen=True)
class Delivery:
    color: str
    cities: tuple[str, ...]  # the whole route (with a waiting cube's earlier legs)
    links: tuple[int, ...]  # every link travelled, earlier legs too
    depots_used: tuple[str, ...] = ()  # cities where one of the player's Fuel Depots is used now
    express: str | None = None  # the city an Express card lets the cube pass
    leg: tuple[str, ...] = ()  # the cities of this leg, as the move names them
    going_on: bool = False  # this leg goes on with the player's waiting cube
    stop: bool = False  # the cube stops at a Fuel Depot, to go on with the player's next action


def city_color(g: Rotw, hex_name: str) -> str:
    """The city's colour now: the New City tile's if it has been urbanized, else the printed one."""
    return g.state.colors.get(hex_name) or g.board.cities[hex_name].color


def takes(g: Rotw, hex_name: str, color: str) -> bool:
    """Does the city take (and stop) a cube of this colour: its own colour, or its City Rotor's."""
    return city_color(g, hex_name) == color or rotors.showing(g, hex_name) == color


def links_between(g: Rotw, a: str, b: str) -> list[Link]:
    """The complete links joining the two cities directly (a Switch Tracks link by any pair of cities it joins)."""
    links, wanted = g.state.links, {a, b}
    return [link for link in links if link.end is not None and (
        {link.start, link.end} == wanted if link.switch is None
        else any({x, y} == wanted for x, y in city_pairs(links, link)))]


def _choose(g: Rotw, player: int, a: str, b: str, first: bool) -> Link | None:
    options = links_between(g, a, b)
    own = [link for link in options if link.owner == player]
    if own:
        return own[0]
    return None if first else (options[0] if options else None)


def check(g: Rotw, player: int, color: str, route: tuple[str, ...], via: tuple[int, ...] | None,
          stop: bool = False) -> Delivery:
    """One delivery, or one leg of it (Fuel Depots: `stop`, or going on with the player's waiting cube)."""
    board, state = g.board, g.state
    color = color.lower()
    if color not in COLORS:
        raise IllegalAction(f"goods cubes are {', '.join(COLORS)}, not {color}")
    cities = []
    for text in route:
        city = board.city(text)
        if city is None:
            raise IllegalAction(f"{text} is not a city on the map")
        cities.append(city)
    if len(cities) < 2:
        raise IllegalAction("name the city the cube leaves and every city it passes, up to where it is delivered")
    origin = cities[0]
    held = state.held.get(player)
    if held is not None and (held.color != color or held.cities[-1] != origin):
        held = None  # another cube: this delivery does not go on with the waiting one
    going_on = held is not None
    prior, earlier = (held.cities[:-1], held.links) if held is not None else ((), ())
    if going_on:
        if not fuel.count(g, player, origin):
            raise IllegalAction(f"going on from {board.label(origin)} needs one of your Fuel Depots there")
    elif color not in state.cubes.get(origin, []):
        raise IllegalAction(f"{board.label(origin)} has no {color} cube")
    if len(set(cities)) != len(cities) or set(prior) & set(cities):
        raise IllegalAction("a cube may not visit the same city twice")
    hops = len(cities) - 1
    engine = state.players[player].engine
    if hops > engine:
        raise IllegalAction(f"your engine is level {engine}: a cube may travel at most {engine} link{'s' if engine != 1 else ''}")
    chosen = _links(g, player, cities, via)
    if len({lk.id for lk in chosen}) != len(chosen) or set(earlier) & {lk.id for lk in chosen}:
        raise IllegalAction("a cube may not travel the same link twice")
    depots_used, express = _passes(g, player, color, cities, stop, going_on)
    last = cities[-1]
    if not stop and not takes(g, last, color):
        shade = city_color(g, last)
        why = "gray cities take no cubes until urbanized" if shade == "gray" else f"it is {shade}"
        raise IllegalAction(f"a {color} cube may only be delivered to a {color} city; {board.label(last)}: {why}")
    return Delivery(color, (*prior, *cities), (*earlier, *(lk.id for lk in chosen)), depots_used, express,
                    tuple(cities), going_on, stop)


def _links(g: Rotw, player: int, cities: list[str], via: tuple[int, ...] | None) -> list[Link]:
    board = g.board
    hops = len(cities) - 1
    if via is not None and len(via) != hops:
        raise IllegalAction(f"name one link for each of the {hops} hops, or none")
    chosen: list[Link] = []
    for index, (a, b) in enumerate(pairwise(cities)):
        if via is not None:
            link = next((lk for lk in links_between(g, a, b) if lk.id == via[index]), None)
            if link is None:
                raise IllegalAction(f"link {via[index]} does not join {board.label(a)} and {board.label(b)}")
        else:
            link = _choose(g, player, a, b, first=index == 0)
        if link is None:
            what = "of your own " if index == 0 and links_between(g, a, b) else ""
            raise IllegalAction(f"there is no complete link {what}between {board.label(a)} and {board.label(b)}"
                                + (" (the first link must be yours)" if what else ""))
        if index == 0 and link.owner != player:
            raise IllegalAction("the first link a cube travels must be your own")
        chosen.append(link)
    return chosen


def _passes(g: Rotw, player: int, color: str, cities: list[str], stop: bool,
            going_on: bool) -> tuple[tuple[str, ...], str | None]:
    """Cities of the cube's colour it passes: each needs a Fuel Depot of the player's (one used) or,
    once, an Express card; stopping needs a depot to go on from (and one more to ignore a city that
    takes the cube). Returns (the cities where a depot is used now, the city an Express passes)."""
    board = g.board
    left = {c: fuel.count(g, player, c) for c in cities}
    if going_on:
        left[cities[0]] -= 1  # the depot that lets the cube go on
    used: list[str] = []
    express: str | None = None
    held = expresses.holds_any(g, player)
    ignore = [c for c in cities[1:-1] if takes(g, c, color)] + ([cities[-1]] if stop and takes(g, cities[-1], color) else [])
    for city in ignore:
        if left[city] > 0:
            left[city] -= 1
            used.append(city)
        elif held and express is None and city != cities[-1]:
            express = city
        elif city == cities[-1]:
            raise IllegalAction(f"the cube may only stop at {board.label(city)} (a {color} city) by using one of "
                                f"your Fuel Depots there to ignore its colour")
        else:
            raise IllegalAction(f"the cube must stop at {board.label(city)}, the first {color} city it reaches")
    if stop and left[cities[-1]] < 1:
        raise IllegalAction(f"a cube stops only where one of your Fuel Depots is left to go on with it; "
                            f"{board.label(cities[-1])} has none")
    return tuple(used), express


def options(g: Rotw, player: int) -> Iterator[Delivery]:
    """Every delivery the player could make now (one choice of links per city route), with the Fuel
    Depots' passes and stops, and going on with the player's waiting cube."""
    state = g.state
    engine = state.players[player].engine
    adjacency: dict[str, list[str]] = {}
    for link in state.links:
        for a, b in city_pairs(state.links, link):
            adjacency.setdefault(a, []).append(b)
            adjacency.setdefault(b, []).append(a)
    held = state.held.get(player)
    if held is not None:
        yield from _walk(g, player, held.color, (held.cities[-1],), engine, adjacency)
    for origin, cubes in state.cubes.items():
        for color in sorted(set(cubes)):
            yield from _walk(g, player, color, (origin,), engine, adjacency)


def _walk(g: Rotw, player: int, color: str, route: tuple[str, ...], left: int,
          adjacency: dict[str, list[str]]) -> Iterator[Delivery]:
    if left == 0:
        return
    here = route[-1]
    for there in sorted(set(adjacency.get(here, []))):
        if there in route:
            continue
        if len(route) == 1 and _choose(g, player, here, there, first=True) is None:
            continue
        depot = fuel.count(g, player, there) > 0
        for stop in (False, True) if depot else (False,):
            if stop or takes(g, there, color):
                found: Delivery | None = None
                with suppress(IllegalAction):
                    found = check(g, player, color, (*route, there), None, stop=stop)
                if found is not None:
                    yield found
        if not takes(g, there, color) or depot:
            yield from _walk(g, player, color, (*route, there), left - 1, adjacency)
