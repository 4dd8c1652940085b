"""The static board of a title (map hexes, off-boards, railroads) with lookups."""

from __future__ import annotations

import re
from dataclasses import dataclass, field
from functools import cache

from engine.core.hexgrid import Hex, opposite
from engine.eighteen.shared.gamedata import BoardSpec, HexSpec, OffBoardSpec, RailroadSpec, TileSpec, load_board, load_tiles


@dataclass(frozen=True, eq=False)  # one cached object per board: hashed by identity
class Board:
    spec: BoardSpec
    tiles: dict[str, TileSpec]
    hexes: dict[str, HexSpec] = field(init=False)
    offboards: dict[str, OffBoardSpec] = field(init=False)  # by id, e.g. "WEST"
    offboard_at: dict[str, OffBoardSpec] = field(init=False)  # by position, e.g. "E2" (every hex it covers)
    railroads: dict[str, RailroadSpec] = field(init=False)
    walls: frozenset[tuple[str, int]] = field(init=False)  # impassable hexsides, seen from both sides
    ferry_landings: frozenset[tuple[str, int]] = field(init=False)  # hex sides where a ferry line meets the land

    def __post_init__(self) -> None:
        layout = self.spec.layout
        object.__setattr__(self, "hexes", {h.hex: h for h in self.spec.hexes})
        object.__setattr__(self, "offboards", {o.id: o for o in self.spec.offboards})
        object.__setattr__(self, "offboard_at", {place: o for o in self.spec.offboards for place, _ in o.places})
        object.__setattr__(self, "railroads", {r.id: r for r in self.spec.railroads})
        walls = set()
        for place, edge in self.spec.walls:
            walls |= {(place, edge), (Hex.parse(place).neighbour(edge, layout).name, opposite(edge))}
        object.__setattr__(self, "walls", frozenset(walls))
        landings = {end for ferry in self.spec.ferries for segment in ferry.segments for end in segment.ends}
        object.__setattr__(self, "ferry_landings", frozenset((h, e) for h, e in landings))

    @property
    def layout(self) -> str:
        """"pointy" (letters name rows) or "flat" (letters name columns); see engine/core/hexgrid.py."""
        return self.spec.layout

    @classmethod
    def load(cls, name: str) -> Board:
        """The board of the given name (its map and its tiles), loaded once and shared."""
        return _load_board(name)

    def name_of(self, place: str) -> str:
        """What players call a stop: 'Purple Springs', 'West' (an off-board), or the hex 'F5' if it has no name."""
        offboard = self.offboards.get(place) or self.offboard_at.get(place)
        if offboard is not None:
            return offboard.name
        spec = self.hexes.get(place)
        return spec.name if spec is not None and spec.name else place

    def label(self, place: str) -> str:
        """'Purple Springs (E4)', 'the West off-board', or just 'F5'."""
        if place in self.offboards:
            return f"the {self.offboards[place].name} off-board"
        if place in self.offboard_at:  # a hex an off-board covers (18GL keeps its homes' stations by hex)
            return f"the {self.offboard_at[place].name} off-board"
        spec = self.hexes.get(place)
        if spec is not None and spec.name:
            return f"{spec.name} ({place})"
        return place

    def find_railroad(self, text: str) -> RailroadSpec | None:
        """A railroad by its id ('PS&W', 'PSW') or its full name ('Purple Springs & Western', 'Illinois Central',
        'Milwaukee Road'), spaces, capitals, '&' or 'and' aside."""
        wanted = text.strip().upper().replace(" ", "")
        for rr in self.railroads.values():
            if rr.id.upper() == wanted or rr.id.upper().replace("&", "") == wanted.replace("&", ""):
                return rr
        key = _name_key(text)
        for rr in self.railroads.values():
            if key and key in {_name_key(name) for name in _full_names(rr.name)}:
                return rr
        return None

    def stop_key(self, text: str) -> str | None:
        """Canonical name of a route stop: a hex name ('E4') or an off-board id ('WEST')."""
        word = text.strip().upper()
        for ob in self.spec.offboards:
            if word in (ob.id, ob.name.upper(), ob.hex):
                return ob.id
        try:
            name = Hex.parse(word).name
        except ValueError:
            return None
        return name if name in self.hexes else None


def _full_names(name: str) -> tuple[str, ...]:
    """A railroad's name and, for 'Chicago, ... Railroad (Milwaukee Road)', each part of it."""
    if "(" not in name:
        return (name,)
    outer, _, inner = name.partition("(")
    return name, outer, inner.rstrip(")")


def _name_key(text: str) -> str:
    """A railroad name as typed names are compared: letters and digits only, '&' read 'and', without a closing
    'Railroad', 'Railway', 'System' or 'Company'."""
    key = re.sub(r"[^A-Z0-9]", "", text.upper().replace("&", "AND"))
    return re.sub(r"(RAILROAD|RAILWAY)?(SYSTEM|COMPANY)?$", "", key)


@cache
def _load_board(name: str) -> Board:
    return Board(load_board(name), load_tiles(name))
