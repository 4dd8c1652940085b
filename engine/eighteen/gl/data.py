"""18GL's numbers (rulebook 18GL.txt), validated when loaded from engine/data/18gl/rules.json.

The board, its tiles and the stock market use the shared 18xx schemas (engine/eighteen/shared/gamedata.py,
engine/eighteen/shared/market.py); what is 18GL's own (H/E/D trains, phases with ORs and off-board phases,
loans, CONRAIL's bonds, the private companies' powers) is declared here.
"""

from __future__ import annotations

import json
from functools import cache, cached_property
from typing import Literal

from pydantic import BaseModel, ConfigDict, Field, model_validator

from engine.eighteen.shared.gamedata import DATA_DIR, Color, PlayersSpec

BOARD = "18gl"


class _Model(BaseModel):
    model_config = ConfigDict(frozen=True, extra="forbid")


class GLTrain(_Model):
    type: str
    kind: Literal["hexes", "express", "diesel"]  # H trains count hexes; E counts cities; D has no limit
    reach: int | None = None  # hexes an H train may include after its first
    price: int = Field(ge=1)
    count: int | Literal["unlimited", "by corporations"]
    salvage: int = Field(default=0, ge=0)  # paid back when a phase makes the train obsolete
    rusts: str | None = None  # the type the first of these makes obsolete
    source: str | None = None


class GLPhase(_Model):
    name: str  # the train type that starts it
    train_limit: int
    ors: int = Field(ge=1)  # Operating Rounds after each Stock Round
    tiles: list[Color]
    offboard: Literal["first", "second", "third"]
    top_start: int  # the highest starting value a corporation may be given
    train_trading: bool = False  # trains may be bought from other corporations
    privates_close: bool = False
    conrail_may_form: bool = False
    double_jumps: bool = False  # total dividends of twice the value move the price two columns
    tokens_removed: bool = False  # special power tokens leave the game


class GLPrivate(_Model):
    id: str
    name: str
    price: int = Field(ge=1)
    revenue: int = Field(ge=0)
    closes_on_use: bool  # the icon: the company closes when its power is used
    ability: Literal[
        "block", "ejoe", "bridge", "tunnel", "terminal", "railworks", "mine", "alco", "port", "ferry", "camden_amboy"
    ]
    blocks: list[str] = []  # hexes no corporation may lay a tile in while it is open (without its owner's leave)
    drawn: bool = False  # one of the three $50 companies, of which setup keeps one at random
    text: str = Field(min_length=10)  # what it does, in our words (rulebook 4.3, Table 4 and its notes)
    source: str | None = None

    @property
    def called(self) -> str:
        """The name after "the" in a sentence ("the Lake Terminal Railroad", not "the The …")."""
        return self.name.removeprefix("The ")


class LoanSpec(_Model):
    amount: int
    most: int  # loans one corporation may have
    interest: int  # per loan per Operating Round


class BondSpec(_Model):
    count: int
    face: int
    interest: int


class ExpressReach(_Model):
    in_play: int  # E trains owned by corporations (0: every E is out and a D has been bought)
    cities: int
    doubled: bool


class TenHCount(_Model):
    corporations_at_least: int
    trains: int


class GLRules(_Model):
    title: str
    name: str
    board: str
    rulebook: str
    players: PlayersSpec
    start_cash_total: int
    bank: int
    bank_source: str
    certificate_limits: dict[str, int]
    max_shares: int  # a player's holding limit per corporation, in 10% shares
    open_market_max: int  # shares of one corporation the Open Market may hold
    float_shares: int
    first_or_yellow_lays: int
    station_cost_per_hex: int
    chicago_upgrade: int
    ferry_fee: int
    loans: LoanSpec
    bonds: BondSpec
    conrail_min_start: int
    conrail_stations: int
    express: list[ExpressReach]
    ten_h: list[TenHCount]
    trains: list[GLTrain]
    phases: list[GLPhase]
    privates: list[GLPrivate]

    @model_validator(mode="after")
    def _consistent(self) -> GLRules:
        types = [t.type for t in self.trains]
        if [p.name for p in self.phases] != types:
            raise ValueError("each train type starts one phase, in the same order")
        for train in self.trains:
            if train.rusts is not None and train.rusts not in types:
                raise ValueError(f"{train.type} rusts an unknown type {train.rusts}")
            if (train.kind == "hexes") != (train.reach is not None):
                raise ValueError(f"{train.type}: only H trains have a reach in hexes")
        if sum(p.drawn for p in self.privates) not in (0, 3):
            raise ValueError("setup draws one of three $50 companies")
        return self

    def train(self, train_type: str) -> GLTrain:
        """The train of the given type."""
        return self._trains_by_type[train_type]

    @cached_property
    def _trains_by_type(self) -> dict[str, GLTrain]:  # asked for on every run and purchase
        return {t.type: t for t in self.trains}

    def phase(self, name: str) -> GLPhase:
        """The phase of the given name."""
        return next(p for p in self.phases if p.name == name)


def article(train: str) -> str:
    """'a 4H', 'an E', 'a D'."""
    return f"{'an' if train[:1] in 'E8' or train.startswith('11') else 'a'} {train}"


@cache
def load_gl_rules() -> GLRules:
    """18GL's rules from engine/data/18gl/rules.json, validated, read once."""
    path = DATA_DIR / BOARD / "rules.json"
    return GLRules.model_validate(json.loads(path.read_text(encoding="utf-8")))
