"""The bot's reading of a Railways of the World network (issue 36): which cities the complete links join, who scores
each hop, and what the player's deliveries are worth now or after a link, an upgrade or a New City tile.

A delivery follows the engine's own choice of links (engine/rotw/deliver.py `_choose`): the first hop on one of the
mover's own links, every later hop on the mover's link where there is one, else on the oldest. The bot's valuation
leaves out what only the Fuel Depots and Express cards allow (the moves themselves are listed by the engine)."""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import TYPE_CHECKING

from engine.rotw import rotors
from engine.rotw.state import city_pairs

if TYPE_CHECKING:
    from engine.rotw.game import Rotw

DFS_LIMIT = 4000  # hops walked for one cube at most (dense networks and long engines)
OTHERS = 0.3  # a point given to another player, against one of the bot's own


@dataclass
class Net:
    """The complete links as a graph of cities: neighbours, and who scores a hop when `me` delivers."""

    me: int
    adjacent: dict[str, set[str]] = field(default_factory=dict)
    owner: dict[tuple[str, str], int] = field(default_factory=dict)  # (a, b) -> who scores the hop a-b for `me`
    mine: set[tuple[str, str]] = field(default_factory=set)  # hops `me` may start a delivery on

    def add(self, a: str, b: str, owner: int) -> None:
        """Add the hop a-b of a link: the bot scores it on its own link, else the first link added keeps it."""
        self.adjacent.setdefault(a, set()).add(b)
        self.adjacent.setdefault(b, set()).add(a)
        for key in ((a, b), (b, a)):
            if owner == self.me:
                self.owner[key] = owner
                self.mine.add(key)
            else:
                self.owner.setdefault(key, owner)

    def copy(self) -> Net:
        """A copy of the network to add links to, this one left as it is."""
        return Net(self.me, {c: set(n) for c, n in self.adjacent.items()}, dict(self.owner), set(self.mine))

    def cities(self, player: int) -> set[str]:
        """The cities on `player`'s links (for `me`: those it may start a delivery from)."""
        if player == self.me:
            return {a for a, _ in self.mine}
        return {a for (a, _), who in self.owner.items() if who == player}


def network(g: Rotw, me: int) -> Net:
    """The network of the complete links as `me` delivers over them, the oldest links added first."""
    net = Net(me)
    links = g.state.links
    for link in links:  # oldest first, as the engine chooses
        for a, b in city_pairs(links, link):
            net.add(a, b, link.owner)
    return net


def colours(g: Rotw, extra: dict[str, str] | None = None) -> dict[str, frozenset[str]]:
    """The colours each city takes now (its own or its New City tile's, and its City Rotor's)."""
    state, found = g.state, {}
    for hex_name, city in g.board.cities.items():
        own = (extra or {}).get(hex_name) or state.colors.get(hex_name) or city.color
        shown = rotors.showing(g, hex_name) if hex_name in state.rotors else None
        found[hex_name] = frozenset(c for c in (own, shown) if c and c != "gray")
    return found


def best_route(net: Net, takes: dict[str, frozenset[str]], origin: str, colour: str, engine: int,
               passable: frozenset[str] = frozenset()) -> tuple[float, int, int, int]:
    """(value, the bot's points, others' points, hops) of the best delivery of a cube from `origin`; value 0: none.
    A city in `passable` (the bot's Fuel Depots) lets the cube go on past its colour."""
    me = net.me
    best: tuple[float, int, int, int] = (0.0, 0, 0, 0)
    walked = 0
    stack: list[tuple[str, frozenset[str], int, int]] = [(origin, frozenset((origin,)), 0, 0)]
    while stack:
        city, seen, own, other = stack.pop()
        hops = len(seen) - 1
        for there in sorted(net.adjacent.get(city, ())):  # in order: the same walk in every process
            if there in seen:
                continue
            who = net.owner[(city, there)]
            if hops == 0 and (city, there) not in net.mine:
                continue
            walked += 1
            mine, theirs = own + (who == me), other + (who != me)
            if colour in takes.get(there, ()):
                value = mine - OTHERS * theirs
                if value > best[0]:
                    best = (value, mine, theirs, hops + 1)
                if there not in passable:
                    continue
            if hops + 1 < engine and walked < DFS_LIMIT:
                stack.append((there, seen | {there}, mine, theirs))
    return best


def cube_values(g: Rotw, net: Net, engine: int, takes: dict[str, frozenset[str]] | None = None,
                cubes: dict[str, list[str]] | None = None, passable: frozenset[str] = frozenset(),
                last: float = 0.0) -> list[float]:
    """The value of the best delivery of every cube on the board (one entry a cube), highest first; `last` more for
    the last cube of a city whose emptying brings the end nearer (an Empty City Marker)."""
    takes = takes if takes is not None else colours(g)
    values: list[float] = []
    for origin, here in (cubes if cubes is not None else g.state.cubes).items():
        if not here or origin not in net.adjacent:
            continue
        ending = last if len(here) == 1 and g.marker_counts(origin) else 0.0
        for colour in set(here):
            route = best_route(net, takes, origin, colour, engine, passable)
            value = route[0] + ending if route[3] else 0.0
            if value > 0:
                values.extend([value] * here.count(colour))
    values.sort(reverse=True)
    return values


def potential(values: list[float], weights: tuple[float, ...]) -> float:
    """What a network's deliveries are worth: the best ones counted most (the others may take the rest first)."""
    total = 0.0
    for index, value in enumerate(values):
        total += value * (weights[index] if index < len(weights) else weights[-1] * 0.85 ** (index - len(weights) + 1))
    return total


def colour_odds(g: Rotw) -> dict[str, float]:
    """The chance of each colour for the next cube drawn from the bag."""
    bag = g.state.bag
    total = sum(bag.values()) or 1
    return {c: n / total for c, n in bag.items() if n}


def new_cube_value(net: Net, takes: dict[str, frozenset[str]], city: str, engine: int, odds: dict[str, float]) -> float:
    """What one random new cube on `city` is worth to the bot, on average."""
    return sum(p * best_route(net, takes, city, colour, engine)[0] for colour, p in odds.items())
