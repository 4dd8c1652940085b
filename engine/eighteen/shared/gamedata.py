"""Validated game data: boards, tiles and rules, loaded from `engine/data/`.

Every file is checked by a pydantic model when it is loaded, and the
cross-references (homes on the map, tiles in the manifest, off-board exits
facing the board) are checked once here, so rules code can trust the data.
"""

from __future__ import annotations

import json
from functools import cache
from pathlib import Path
from typing import Literal

from pydantic import BaseModel, ConfigDict, Field, model_validator

from engine.core import DATA_DIR
from engine.core.hexgrid import Hex

Color = Literal["yellow", "green", "brown", "gray"]
COLOR_ORDER: tuple[Color, ...] = ("yellow", "green", "brown", "gray")
# open: plain track; small: one town; double: two towns; large: a city; metropolis / gray: 18EZ's own;
# lake and impassable: no track ever (18GL's Great Lakes and dark green hexes)
HexKind = Literal["open", "small", "double", "large", "metropolis", "gray", "lake", "impassable"]
NO_TRACK: tuple[str, ...] = ("lake", "impassable")
Symbol = Literal["terminal", "port", "mine"]
HexEdge = tuple[str, int]  # a hex and one of its edges
Endpoint = int | str  # an edge number or "city0" / "town0" / "junction0"


class _Model(BaseModel):
    model_config = ConfigDict(frozen=True, extra="forbid")


class CitySpec(_Model):
    revenue: int = Field(ge=0)
    slots: int = Field(ge=1)


class TownSpec(_Model):
    revenue: int = Field(ge=0)


class TileSpec(_Model):
    id: str
    color: Color
    cities: list[CitySpec] = []
    towns: list[TownSpec] = []
    paths: list[tuple[Endpoint, Endpoint]]
    label: str | None = None
    junction: bool = False  # the standard file flags tiles whose exits meet at a centre junction
    source: str | None = None

    @model_validator(mode="after")
    def _endpoints_exist(self) -> TileSpec:
        for path in self.paths:
            for end in path:
                if isinstance(end, int):
                    if not 0 <= end <= 5:
                        raise ValueError(f"tile {self.id}: edge {end} is not 0-5")
                elif end.startswith("city"):
                    if int(end[4:]) >= len(self.cities):
                        raise ValueError(f"tile {self.id}: no {end}")
                elif end.startswith("town"):
                    if int(end[4:]) >= len(self.towns):
                        raise ValueError(f"tile {self.id}: no {end}")
                elif end != "junction0":
                    raise ValueError(f"tile {self.id}: unknown endpoint {end}")
        return self


class Preprinted(_Model):
    tile: str
    rotation: int = Field(ge=0, le=5)


class HexSpec(_Model):
    hex: str
    kind: HexKind
    name: str | None = None
    home: str | None = None
    preprinted: Preprinted | None = None
    label: str | None = None  # only tiles with this label may be laid here (proprietary tiles)
    terrain: Literal["river", "hill"] | None = None
    cost: int = Field(default=0, ge=0)  # paid for the first tile laid here (rivers and hills)
    upgrade_cost: int = Field(default=0, ge=0)  # paid for every upgrade (18GL's Chicago)
    symbols: list[Symbol] = []  # where private companies' special tokens may go
    source: str | None = None


class OffBoardPart(_Model):
    """Another hex of an off-board location drawn over several hexes (one stop for every train)."""

    hex: str
    exits: list[int]


class OffBoardSpec(_Model):
    id: str
    name: str
    hex: str
    exits: list[int]
    values: dict[str, int]  # by the phase's off-board key (18EZ: the phase colour; 18GL: first/second/third)
    parts: list[OffBoardPart] = []
    slots: int = Field(default=0, ge=0)  # city circles for station markers (homes on the map's edge)
    home: str | None = None
    symbols: list[Symbol] = []
    source: str | None = None

    @property
    def places(self) -> list[tuple[str, list[int]]]:
        """(hex, exits) of every hex the location covers, its own first."""
        return [(self.hex, self.exits), *((p.hex, p.exits) for p in self.parts)]

    def exits_at(self, place: str) -> list[int]:
        """The exits of the given hex of the location (none if the location does not cover it)."""
        return next((exits for hex_name, exits in self.places if hex_name == place), [])


class FerrySegment(_Model):
    """One crossing of a lake: from a hex side to another, over the lake hexes it counts (for H trains)."""

    ends: tuple[HexEdge, HexEdge]
    crosses: list[str]


class FerrySpec(_Model):
    id: str
    name: str
    segments: list[FerrySegment]
    source: str | None = None


class RailroadSpec(_Model):
    id: str
    name: str
    color: str
    home: str | None  # a large-city hex, or an off-board location's id; None: formed by a merger (18GL's CONRAIL)
    stations: int | None = None  # station markers, where railroads differ (18GL Table 5)
    source: str | None = None


class BoardSpec(_Model):
    title: str
    layout: Literal["pointy", "flat"]
    notes: str = ""
    hexes: list[HexSpec]
    offboards: list[OffBoardSpec]
    railroads: list[RailroadSpec]
    walls: list[HexEdge] = []  # impassable hexsides between two hexes that may take track
    ferries: list[FerrySpec] = []

    @model_validator(mode="after")
    def _consistent(self) -> BoardSpec:
        hexes = {h.hex: h for h in self.hexes}
        if len(hexes) != len(self.hexes):
            raise ValueError("a hex is listed twice")
        for h in self.hexes:
            Hex.parse(h.hex)
        offboards = {ob.id: ob for ob in self.offboards}
        for rr in self.railroads:
            if rr.home is not None:
                _check_home(rr, hexes.get(rr.home), offboards.get(rr.home))
        taken: set[str] = set()
        for ob in self.offboards:
            for place, exits in ob.places:
                if place in hexes or place in taken:
                    raise ValueError(f"off-board {ob.id} sits on a hex already used: {place}")
                taken.add(place)
                for edge in exits:
                    if hexes.get(Hex.parse(place).neighbour(edge, self.layout).name, _LAKE).kind in NO_TRACK:
                        raise ValueError(f"off-board {ob.id} exit {edge} of {place} does not face a hex that takes track")
        for place, edge in self.walls:
            facing = Hex.parse(place).neighbour(edge, self.layout).name
            if place not in hexes or facing not in hexes:
                raise ValueError(f"the wall on side {edge} of {place} is not between two map hexes")
        for ferry in self.ferries:
            for segment in ferry.segments:
                for place in segment.crosses:
                    if place not in hexes or hexes[place].kind != "lake":
                        raise ValueError(f"ferry {ferry.id} crosses {place}, which is not a lake hex")
                for place, _edge in segment.ends:
                    if place not in hexes or hexes[place].kind in NO_TRACK:
                        raise ValueError(f"ferry {ferry.id} lands on {place}, which does not take track")
        return self


_LAKE = HexSpec(hex="A0", kind="lake")  # what lies beyond the map's edge, for the checks above


def _check_home(rr: RailroadSpec, hex_spec: HexSpec | None, offboard: OffBoardSpec | None) -> None:
    if hex_spec is not None and hex_spec.kind == "large" and hex_spec.home == rr.id:
        return
    if offboard is not None and offboard.home == rr.id and offboard.slots >= 1:
        return
    raise ValueError(f"{rr.id}'s home {rr.home} is neither a large city nor an off-board with a city, marked as its home")


class TrainSpec(_Model):
    type: str
    cities: int = Field(ge=2)
    price: int = Field(ge=1)
    count: int | Literal["players", "unlimited"]
    source: str | None = None


class PhaseSpec(_Model):
    name: Color
    tiles: list[Color]
    on_train: str | None
    scrap: list[str] = []
    train_limit: int | None = None  # trains a railroad may own (None: no limit)
    # Level 3's phase chart; each change lasts once its phase has begun
    minor_train_limit: int | None = None
    system_train_limit: int | None = None
    privates_buyable: bool = False  # major railroads may buy private companies from players
    privates_close: bool = False
    system_shares: bool = False  # the system railroad's shares go on sale from the next Share Dealing Round
    system_forms: bool = False  # the system railroad forms at the end of this Operating Round


class EndSpec(_Model):
    train: str
    money: int


class PlayersSpec(_Model):
    min: int
    max: int


class SharesSpec(_Model):
    """Share dealing numbers (18EZ Level 2 rulebook 1.1-1.11, 2.5)."""

    start_cash_total: int  # split evenly among the players
    certificate_limits: dict[str, int]  # by number of players
    max_shares: int  # per player per railroad, in 10% shares
    pool_max_shares: int
    float_shares: int  # sold from the IPO before a railroad floats
    treasury_per_par: int  # starting treasury = this x par
    ors_per_set: int
    stations: int
    station_cost: int
    station_costs: list[int] | None = None  # cost of each station after the free home one, in order (default: station_cost)
    source: str | None = None


class PrivateSpec(_Model):
    id: str
    name: str
    price: int = Field(ge=1)
    revenue: int = Field(ge=0)
    ability: Literal["hotel", "metropolis", "system"] | None = None
    text: str = Field(min_length=10)  # what it does, in our words (the rulebook's list of private companies)
    source: str | None = None


class MinorSpec(_Model):
    id: str
    name: str
    number: int
    price: int = Field(ge=1)
    treasury: int = Field(ge=0)
    home: str
    color: str
    source: str | None = None


class SystemSpec(_Model):
    """A railroad formed during the game from others (18EZ's Black Line)."""

    id: str
    name: str
    color: str
    par: int
    treasury: int
    stations: int
    ipo_shares: int  # shares sold from its IPO; the rest are exchanged when it forms
    source: str | None = None


class RulesSpec(_Model):
    """The numbers of one game title (one rule level of one board)."""

    title: str
    name: str
    board: str
    rulebook: str
    players: PlayersSpec
    start_cash: int = 0
    bank: int
    trains: list[TrainSpec]
    phases: list[PhaseSpec]
    end: EndSpec | None = None  # Level 1's end trigger
    shares: SharesSpec | None = None  # titles with a stock market
    tile_manifest: dict[str, int]
    privates: list[PrivateSpec] = []
    minors: list[MinorSpec] = []
    system: SystemSpec | None = None

    def train(self, train_type: str) -> TrainSpec:
        """The spec of the train type; KeyError if the rules have none such."""
        for spec in self.trains:
            if spec.type == train_type:
                return spec
        raise KeyError(train_type)


class TileFile(_Model):
    notes: str = ""
    tiles: list[TileSpec]


class TileManifest(_Model):
    """How many of each tile a title has (18GL section 8); plain yellow track may be unlimited."""

    notes: str = ""
    tiles: dict[str, int | Literal["unlimited"]]


def _read(path: Path) -> object:
    return json.loads(path.read_text(encoding="utf-8"))


@cache
def load_board(board: str) -> BoardSpec:
    """The board's map (hexes, off-boards, railroads) from its map.json, read once."""
    return BoardSpec.model_validate(_read(DATA_DIR / board / "map.json"))


@cache
def load_tiles(board: str) -> dict[str, TileSpec]:
    """Standard tiles plus the board's own, by id."""
    tiles = {t["id"]: TileSpec.model_validate(t) for t in _read(DATA_DIR / "tiles-standard.json")}  # type: ignore[attr-defined]
    for spec in TileFile.model_validate(_read(DATA_DIR / board / "tiles.json")).tiles:
        tiles[spec.id] = spec
    return tiles


@cache
def load_rules(filename: str, board: str) -> RulesSpec:
    """A title's rules from its file in the board's folder, read once and checked (its tiles exist, company ids are unique)."""
    rules = RulesSpec.model_validate(_read(DATA_DIR / board / filename))
    tiles = load_tiles(rules.board)
    missing = [t for t in rules.tile_manifest if t not in tiles]
    if missing:
        raise ValueError(f"{rules.title}: manifest names unknown tiles {missing}")
    _check_companies(rules, load_board(rules.board))
    return rules


def _check_companies(rules: RulesSpec, board: BoardSpec) -> None:
    """Ids unique across railroads, privates, minors and the system; minors' homes free large cities."""
    ids = [r.id for r in board.railroads] + [p.id for p in rules.privates] + [m.id for m in rules.minors]
    ids += [rules.system.id] if rules.system else []
    if len(ids) != len(set(ids)):
        raise ValueError(f"{rules.title}: company ids repeat: {sorted(ids)}")
    hexes = {h.hex: h for h in board.hexes}
    homes = [m.home for m in rules.minors]
    if len(homes) != len(set(homes)):
        raise ValueError(f"{rules.title}: two minors share a home")
    for minor in rules.minors:
        spec = hexes.get(minor.home)
        if spec is None or spec.kind != "large" or spec.home is not None:
            raise ValueError(f"{rules.title}: minor {minor.id}'s home {minor.home} is not a large city free of a major's home")
