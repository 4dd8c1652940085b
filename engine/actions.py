"""Moves as pydantic models, each with a one-line text form (like chess notation).

    choose PS&W            pick a railroad (18EZ Level 1 selection)
    lay E4 57 1            lay or upgrade: hex, tile, rotation 0-5
    run                    run trains on the best routes
    run 4:WEST-E4-F9-F11 2:E4-F5   run given routes: train type, then stops
    buy 3                  buy a train of type 3 (`buy` alone: the next one)
    pass                   skip the current step (or end the turn)

`parse_action(action.text) == action` for every action.
"""

from __future__ import annotations

import re
from typing import Annotated, Literal

from pydantic import BaseModel, ConfigDict, Field, TypeAdapter

from engine.errors import IllegalAction


class _Action(BaseModel):
    model_config = ConfigDict(frozen=True, extra="forbid")


class ChooseRailroad(_Action):
    kind: Literal["choose"] = "choose"
    railroad: str

    @property
    def text(self) -> str:
        return f"choose {self.railroad}"


class LayTile(_Action):
    kind: Literal["lay"] = "lay"
    hex: str
    tile: str
    rotation: int = Field(ge=0, le=5)

    @property
    def text(self) -> str:
        return f"lay {self.hex} {self.tile} {self.rotation}"


class TrainRoute(_Action):
    train: str
    stops: tuple[str, ...]

    @property
    def text(self) -> str:
        return f"{self.train}:{'-'.join(self.stops)}"


class RunTrains(_Action):
    kind: Literal["run"] = "run"
    routes: tuple[TrainRoute, ...] | None = None  # None: the engine picks the best routes

    @property
    def text(self) -> str:
        if self.routes is None:
            return "run"
        return " ".join(["run", *(r.text for r in self.routes)]) if self.routes else "run none"


class BuyTrain(_Action):
    kind: Literal["buy"] = "buy"
    train: str | None = None  # None: the next train the bank sells

    @property
    def text(self) -> str:
        return "buy" if self.train is None else f"buy {self.train}"


class Pass(_Action):
    kind: Literal["pass"] = "pass"

    @property
    def text(self) -> str:
        return "pass"


Action = Annotated[ChooseRailroad | LayTile | RunTrains | BuyTrain | Pass, Field(discriminator="kind")]
ACTION_ADAPTER: TypeAdapter[Action] = TypeAdapter(Action)

_ROUTE = re.compile(r"^(\w+):([\w&]+(?:-[\w&]+)+)$")


def action_from_data(data: dict[str, object]) -> Action:
    """Rebuild an action from its stored JSON data."""
    return ACTION_ADAPTER.validate_python(data)


def parse_action(text: str) -> Action:
    """Parse the text form; raise IllegalAction with a sentence if it is not one."""
    words = text.strip().split()
    if not words:
        raise IllegalAction("the move is empty; try 'pass', 'lay E4 57 1', 'run' or 'buy'")
    verb, args = words[0].lower(), words[1:]
    if verb == "pass" and not args:
        return Pass()
    if verb == "choose" and len(args) >= 1:
        return ChooseRailroad(railroad=" ".join(args).upper())
    if verb == "lay":
        if len(args) != 3:
            raise IllegalAction("a tile lay is written 'lay HEX TILE ROTATION', for example 'lay E4 57 1'")
        hex_name, tile, rotation = args
        if not rotation.isdigit() or not 0 <= int(rotation) <= 5:
            raise IllegalAction(f"rotation '{rotation}' is not a number from 0 to 5")
        return LayTile(hex=hex_name.upper(), tile=tile, rotation=int(rotation))
    if verb == "run":
        if not args:
            return RunTrains()
        if args == ["none"]:
            return RunTrains(routes=())
        routes = []
        for word in args:
            match = _ROUTE.match(word.upper())
            if not match:
                raise IllegalAction(f"'{word}' is not a route like 4:WEST-E4-F9-F11 (train type, colon, stops joined by '-')")
            routes.append(TrainRoute(train=match.group(1), stops=tuple(match.group(2).split("-"))))
        return RunTrains(routes=tuple(routes))
    if verb == "buy" and len(args) <= 1:
        return BuyTrain(train=args[0] if args else None)
    raise IllegalAction(f"'{text.strip()}' is not a move; moves are choose, lay, run, buy and pass")
