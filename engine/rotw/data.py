"""Railways of the World's data files (engine/data/rotw_<map>/), validated when loaded.

board.json  the map: every hex's terrain, the cities (colour, starting cubes, Western Link), ridge
            hex sides, the Major Lines, the New City tiles;
cards.json  the Rail Baron cards and the Railroad Operations deck;
rules.json  the numbers: income track, engine costs, track costs, bonds, Empty City Markers, …

A file a rules revision changed keeps its earlier form beside it as `<name>.until-r<N>.json`: games begun under
revision N or earlier read that one (engine/core/game.py, revisions), so they replay as they were played.

Every entry that the rulebook or a public source does not fix carries `source` saying it is
reconstructed (listed in engine/data/rotw_<map>/README.md).
"""

from __future__ import annotations

import json
import re
from functools import cache
from pathlib import Path
from typing import Any, Literal

from pydantic import BaseModel, ConfigDict, Field

from engine.core import DATA_DIR

Color = Literal["red", "yellow", "blue", "purple", "black"]
CityColor = Literal["red", "yellow", "blue", "purple", "black", "gray"]
Terrain = Literal["plains", "river", "mountain", "water"]  # water (sea, lakes, Gulf): no track


class _Model(BaseModel):
    model_config = ConfigDict(frozen=True, extra="forbid")


class CitySpec(_Model):
    name: str
    color: CityColor
    cubes: int = Field(ge=0)  # printed starting cubes (fewer with 2-3 players: rules.json)
    western_link: bool = False  # Kansas City, Des Moines
    # the hex sides with a printed track spoke (pointy edges: 0 lower-left, 1 left, 2 upper-left,
    # 3 upper-right, 4 right, 5 lower-right); track meets the city only there. None: every side.
    spokes: list[int] | None = None
    source: str | None = None


class HexSpec(_Model):
    hex: str  # 18xx-style name on a pointy board: rows are letters (A, …, Z, AA, …), columns numbers
    terrain: Terrain = "plains"
    city: CitySpec | None = None
    # Partially outlined on the board (a shore hex the printed grid does not close): "not playable" (compendium,
    # Building Track: "All track pieces must be laid within complete hexes").
    partial: bool = False
    # Railways of North America: north of the Snow Line (track costs more there), a ferry spot (water built on only
    # with a Ferry Line card), a water hex fully outlined on the board (buildable: "They are water hexes, of course").
    snow: bool = False
    ferry: bool = False
    outlined: bool = False
    source: str | None = None


class MajorLineSpec(_Model):
    id: str
    ends: tuple[str, str]  # city names
    points: int = Field(ge=1)
    western_link: bool = False  # also needs a Western Link built at the western end
    source: str | None = None


class BoardSpec(_Model):
    title: str
    layout: Literal["pointy"] = "pointy"
    notes: str = ""
    hexes: list[HexSpec]
    ridges: list[tuple[str, int]] = []  # hex sides (hex, edge) marked as ridges: +cost to cross
    barriers: list[tuple[str, int]] = []  # hex sides no track may cross (Great Britain's Humber)
    barrier_name: str = ""  # what they are, for a refusal: "the Humber (not bridged until 1981)"
    major_lines: list[MajorLineSpec] = []
    new_city_tiles: dict[Color, int] = {}  # New City tiles by colour
    source: str | None = None


class BaronCard(_Model):
    id: str
    name: str
    goal: str  # a machine-readable kind, e.g. "most_cities", "major_line", "connect"
    points: int
    params: dict[str, Any] = {}
    text: str  # the card's own words, paraphrased
    source: str | None = None


class OperationsCard(_Model):
    id: str
    name: str
    kind: str  # a machine-readable kind, e.g. "service_bounty", "hotel", "land_grant", "major_line"
    start: bool = False  # an "S" card: face up from the start
    keep: bool = False  # kept face up by its taker (its power lasts or is used later)
    params: dict[str, Any] = {}
    text: str
    source: str | None = None


class CardsSpec(_Model):
    barons: list[BaronCard]
    operations: list[OperationsCard]
    source: str | None = None


class RulesSpec(_Model):
    """Numbers in thousands of dollars, as the rulebook counts money."""

    title: str  # e.g. "RotW-EUS"
    map: str  # e.g. "eus"
    players: dict[str, int]  # {"min": 2, "max": 6}
    cubes_per_color: int  # in the goods bag at the start, before the cities are filled
    fewer_cubes_with: list[int]  # player counts that draw one cube fewer per city (never below one)
    auction_minimum: int
    action_rounds: int  # action rounds per turn
    tiles_per_build: int  # track tiles one Build Track action may lay
    track_costs: dict[str, int]  # "plains", "river", "mountain", "ridge" (extra), "crossover", "redirect"
    urbanize_cost: int
    urbanize_cubes: int
    engine_start: int
    engine_max: int
    engine_costs: dict[str, int]  # cost of reaching each level, by level
    bond_amount: int
    bond_interest: int  # per bond at each income phase
    bond_penalty: int  # points per bond at the end
    western_link_cost: int
    western_link_cubes: int
    income: list[int]  # income for each score from 0; past the end, the last value
    end_markers: dict[str, int]  # Empty City Markers that end the game, by player count
    track_tiles: int | None = None  # track tiles in the box, where they run out in play (Nippon: 164)
    source: str | None = None


_BY_ID: dict[int, tuple[CardsSpec, dict[str, OperationsCard], frozenset[str]]] = {}


def _indexed(cards: CardsSpec) -> tuple[CardsSpec, dict[str, OperationsCard], frozenset[str]]:
    """A deck's cards by id and its kinds, made once per deck (rules look cards up on every build); the deck is kept
    with them, so its id is never another's."""
    kept = _BY_ID.get(id(cards))
    if kept is None or kept[0] is not cards:
        by_id = {c.id: c for c in cards.operations}
        kept = _BY_ID[id(cards)] = (cards, by_id, frozenset(c.kind for c in cards.operations))
    return kept


def operations_by_id(cards: CardsSpec) -> dict[str, OperationsCard]:
    """A deck's Operations cards by id."""
    return _indexed(cards)[1]


def kinds_of(cards: CardsSpec) -> frozenset[str]:
    """The kinds of Operations card a deck has."""
    return _indexed(cards)[2]


def _load(map_id: str, name: str, revision: int | None = None) -> Any:
    return json.loads(data_file(map_id, name, revision).read_text(encoding="utf-8"))


def data_file(map_id: str, name: str, revision: int | None = None) -> Path:
    """The file `name` as a game of the rules revision reads it: the earliest `<stem>.until-r<N>.json` with N at
    or after the revision, else the current file (revision None: the current one)."""
    folder: Path = DATA_DIR / f"rotw_{map_id}"
    if revision is not None:
        stem = name.removesuffix(".json")
        frozen = sorted((int(m.group(1)), path) for path in folder.glob(f"{stem}.until-r*.json")
                        if (m := re.fullmatch(rf"{re.escape(stem)}\.until-r(\d+)\.json", path.name)))
        for until, path in frozen:
            if revision <= until:
                return path
    return folder / name


@cache
def load_board(map_id: str, revision: int | None = None) -> BoardSpec:
    """The map's board spec as a game of the rules revision reads it (None: the current one), read once."""
    return board_in(data_file(map_id, "board.json", revision))


@cache
def board_in(path: Path) -> BoardSpec:  # one spec a file, whichever revisions read it
    """The board spec in the file, read once."""
    return BoardSpec.model_validate(json.loads(path.read_text(encoding="utf-8")))


@cache
def load_cards(map_id: str) -> CardsSpec:
    """The map's Rail Baron and Railroad Operations decks, read once."""
    return CardsSpec.model_validate(_load(map_id, "cards.json"))


@cache
def load_rules(map_id: str, revision: int | None = None) -> RulesSpec:
    """The map's rules as a game of the rules revision reads them (None: the current ones), read once."""
    return _rules_in(data_file(map_id, "rules.json", revision))


@cache
def _rules_in(path: Path) -> RulesSpec:
    return RulesSpec.model_validate(json.loads(path.read_text(encoding="utf-8")))
