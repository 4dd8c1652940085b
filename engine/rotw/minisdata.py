"""Railways of the World's optional mini-expansions and rule variants (engine/data/rotw_minis/).

events.json  the Event Deck: its make-up, the Future / Current Event spaces, how cards are drawn and
             resolved, and the event cards themselves as far as a source lists them;
minis.json   each mini-expansion (City Rotors, Mines, Fuel Depots, Switch Tracks, Hotels) in numbers,
             and the compendium's variants that change rules (cube reduction, auctions, Glenn Drover, …).

Money is in thousands of dollars, as the rulebook counts it (and as engine/rotw/data.py does).
Every value the compendium does not state carries `source` starting with "reconstructed:" or is left
None and named in `missing` (listed in engine/data/rotw_minis/README.md).
"""

from __future__ import annotations

import json
from functools import cache
from pathlib import Path
from typing import Any, Literal

from pydantic import BaseModel, ConfigDict, Field, model_validator

from engine.core import DATA_DIR

MINIS_DIR: Path = DATA_DIR / "rotw_minis"

Timing = Literal["future", "current"]
CubeColor = Literal["red", "yellow", "blue", "purple", "black"]
# map ids, as the Railroad Operations appendix abbreviates them; "all": any map
MapId = Literal["all", "eus", "wus", "mex", "eur", "rtt", "rogb", "rona", "ron", "transcontinental"]
MiniId = Literal["city_rotors", "mines", "fuel_depots", "switch_tracks", "hotels"]


class _Model(BaseModel):
    model_config = ConfigDict(frozen=True, extra="forbid")


class EventCard(_Model):
    id: str
    name: str
    # "future": acts once, when it enters the Future Event space; "current": acts while it lies in
    # the Current Event space (every card not marked Future Event)
    timing: Timing
    kind: str  # machine-readable, e.g. "add_cubes", "track_cost", "income"
    params: dict[str, Any] = {}
    text: str
    source: str | None = None


class EventDeckSpec(_Model):
    total: int = Field(ge=1)  # cards in the box
    events: int = Field(ge=0)
    blanks: int = Field(ge=0)  # for players' own events
    instructions: int = Field(ge=0)
    card_list_in_source: bool  # does the compendium list the event cards one by one?
    spaces: list[str]  # the table spaces the deck uses, in the order cards move through them
    setup: list[str]  # the setup steps, in order
    turn_end: list[str]  # what happens after the Income and Dividends phase, in order
    timing_rules: list[str]  # Future Event vs Current Event
    first_current_turn: int = Field(ge=1)  # the game turn of the first Current Event
    redraw_future_at_setup: bool  # a Future Event drawn at setup is discarded and replaced
    customizable: str  # what the rules allow players to change
    cards: list[EventCard] = []  # only the cards a source lists; never invented
    missing: list[str] = []
    source: str

    @model_validator(mode="after")
    def _counts(self) -> EventDeckSpec:
        if self.events + self.blanks + self.instructions != self.total:
            raise ValueError("event deck: events + blanks + instructions != total")
        if len(self.cards) > self.events:
            raise ValueError("event deck: more cards listed than the deck has events")
        if self.card_list_in_source and len(self.cards) != self.events:
            raise ValueError("event deck: the card list is said to be complete but is not")
        ids = [c.id for c in self.cards]
        if len(ids) != len(set(ids)):
            raise ValueError("event deck: duplicate card id")
        return self


class EventsFile(_Model):
    deck: EventDeckSpec
    source: str | None = None


class MiniSpec(_Model):
    id: MiniId
    name: str
    page: int  # the compendium page
    origin: str | None = None  # the expansion that introduced it, if the compendium says
    maps: list[MapId]  # where it may be used
    components: dict[str, int | None]  # name -> count (None: the compendium gives no number)
    per_player: dict[str, int] = {}  # pieces each player starts with
    uses_per_game: int | None = None  # per player; None: unlimited / not a limited ability
    when: str  # during which action / phase it is used
    cost: int | None = None  # thousands of dollars; None: free or not stated (see missing)
    setup: list[str] = []
    rules: list[str]  # the rules as the compendium words them, one statement each
    numbers: dict[str, Any]  # the rules in numbers, machine-readable
    interactions: list[str] = []  # with deliveries, income, other minis, map rules
    missing: list[str] = []  # what the compendium does not say
    source: str


class VariantSpec(_Model):
    id: str
    name: str
    maps: list[MapId]
    optional: bool = True  # False: the map's own rule, listed here for comparison
    text: str
    params: dict[str, Any] = {}
    source: str


class MinisFile(_Model):
    minis: list[MiniSpec]
    variants: list[VariantSpec]
    source: str | None = None


class MinisData(_Model):
    events: EventDeckSpec
    minis: dict[str, MiniSpec]
    variants: dict[str, VariantSpec]


def _read(name: str) -> Any:
    return json.loads((MINIS_DIR / name).read_text(encoding="utf-8"))


@cache
def load_minis() -> MinisData:
    """The events deck, the minis and the variants from engine/data/rotw_minis, read once (ids checked unique)."""
    events = EventsFile.model_validate(_read("events.json"))
    minis = MinisFile.model_validate(_read("minis.json"))
    by_id = {m.id: m for m in minis.minis}
    variants = {v.id: v for v in minis.variants}
    if len(by_id) != len(minis.minis) or len(variants) != len(minis.variants):
        raise ValueError("rotw_minis: duplicate mini or variant id")
    return MinisData(events=events.deck, minis=by_id, variants=variants)
