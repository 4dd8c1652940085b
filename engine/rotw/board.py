"""A Railways of the World map as the rules see it: hexes and their terrain, cities by hex and by
name, ridge hex sides (crossing one costs extra), and what a track tile costs on each hex."""

from __future__ import annotations

from dataclasses import dataclass, field
from functools import cache
from pathlib import Path

from engine.core.hexgrid import POINTY, Hex, opposite
from engine.rotw.data import BoardSpec, CitySpec, RulesSpec, board_in, data_file


@dataclass(frozen=True)
class Board:
    spec: BoardSpec
    terrain: dict[str, str] = field(init=False)
    partial: frozenset[str] = field(init=False)  # hexes only partly outlined (shores): not playable
    cities: dict[str, CitySpec] = field(init=False)  # by hex
    by_name: dict[str, str] = field(init=False)  # city name (lower case) -> hex
    ridges: frozenset[tuple[str, int]] = field(init=False)  # both sides of every ridge
    barriers: frozenset[tuple[str, int]] = field(init=False)  # both sides of every hex side no track crosses
    snow: frozenset[str] = field(init=False)  # hexes north of the Snow Line (North America)
    ferries: frozenset[str] = field(init=False)  # ferry spots: water built on only with a Ferry Line card
    outlined: frozenset[str] = field(init=False)  # water hexes fully outlined: buildable

    def __post_init__(self) -> None:
        object.__setattr__(self, "terrain", {h.hex: h.terrain for h in self.spec.hexes})
        object.__setattr__(self, "partial", frozenset(h.hex for h in self.spec.hexes if h.partial))
        object.__setattr__(self, "cities", {h.hex: h.city for h in self.spec.hexes if h.city is not None})
        object.__setattr__(self, "by_name", {c.name.lower(): h for h, c in self.cities.items()})
        for name, listed in (("ridges", self.spec.ridges), ("barriers", self.spec.barriers)):
            sides = set()
            for hex_name, edge in listed:
                sides.add((hex_name, edge))
                sides.add((self.neighbour(hex_name, edge), opposite(edge)))
            object.__setattr__(self, name, frozenset(sides))
        for name in ("snow", "ferry", "outlined"):
            found = frozenset(h.hex for h in self.spec.hexes if getattr(h, name))
            object.__setattr__(self, "ferries" if name == "ferry" else name, found)

    @staticmethod
    def neighbour(hex_name: str, edge: int) -> str:
        """The hex across the given edge of a hex."""
        return _neighbours(hex_name)[edge]

    def edge_to(self, here: str, there: str) -> int | None:
        """The edge of `here` facing `there`, if they are neighbours."""
        return _edges(here).get(there)

    def on_map(self, hex_name: str) -> bool:
        """Whether the hex is on the map."""
        return hex_name in self.terrain

    def buildable(self, hex_name: str) -> bool:
        """Track may be laid here: land, or water fully outlined on the board (not a ferry spot: that takes a card)."""
        if hex_name in self.partial:
            return False
        return self.terrain.get(hex_name) not in (None, "water") or hex_name in self.outlined

    def city(self, text: str) -> str | None:
        """A city's hex from its hex name or its name ("New York", "new york", "C23")."""
        wanted = text.strip()
        if wanted.upper() in self.cities:
            return wanted.upper()
        return self.by_name.get(wanted.lower())

    def label(self, hex_name: str) -> str:
        """A hex as players read it: the city's name and its hex ('New York (C23)'), or the hex alone."""
        city = self.cities.get(hex_name)
        return f"{city.name} ({hex_name})" if city else hex_name

    def tile_cost(self, rules: RulesSpec, hex_name: str, entered_by: int) -> int:
        """A track tile on the hex: its terrain, plus a ridge crossed on entering it, plus the Snow Line's extra."""
        return (rules.track_costs[self.terrain[hex_name]] + self.ridge_cost(rules, hex_name, entered_by)
                + self.snow_cost(rules, hex_name))

    def snow_cost(self, rules: RulesSpec, hex_name: str) -> int:
        """North America: $1,000 more on every hex north of the Snow Line (0 elsewhere)."""
        return rules.track_costs.get("snow", 0) if hex_name in self.snow else 0

    def ridge_cost(self, rules: RulesSpec, hex_name: str, entered_by: int) -> int:
        """The extra for a ridge on the side a track crosses into `hex_name` (0 if that side has none)."""
        return rules.track_costs["ridge"] if (hex_name, entered_by) in self.ridges else 0


@cache
def _neighbours(hex_name: str) -> tuple[str, ...]:
    """The six neighbours' names by edge (hex names are the same on every board: remembered once; route searches ask
    for them millions of times)."""
    place = Hex.parse(hex_name)
    return tuple(place.neighbour(edge, POINTY).name for edge in range(6))


@cache
def _edges(hex_name: str) -> dict[str, int]:
    return {there: edge for edge, there in enumerate(_neighbours(hex_name))}


@cache
def load(map_id: str, revision: int | None = None) -> Board:
    """The map as a game of the rules revision plays it (None: the current one)."""
    return _board(data_file(map_id, "board.json", revision))


@cache
def _board(path: Path) -> Board:  # one board a file, whichever revisions read it
    return Board(board_in(path))
