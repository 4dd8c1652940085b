"""18EZ Level 3's own moves (its bids, company purchases and half dividends, shared with 18GL, are in
engine/eighteen/shared/company_moves.py):

    sell-company HOTEL 60 to Bob   offer your private company to another player for $60
    hotel D7               place the Harriot Milton Hotel's token on a city
    metro-lay 716 0        the Metropolis Rapid Transit Authority's extra tile in Metropolis
    metro-station          the Metropolis Rapid Transit Authority's extra station in Metropolis
"""

from __future__ import annotations

from typing import Literal

from pydantic import Field

from engine.core.action_base import CommandSpec, Opt, _Action, money_opt
from engine.core.errors import IllegalAction
from engine.core.money import dollars, in_dollars


class SellCompany(_Action):
    kind: Literal["sell-company"] = "sell-company"
    company: str
    price: int = Field(ge=1)
    buyer: str  # the player's name

    commands = (CommandSpec("sell-company", "Offer your private company to another player",
                            (Opt("company", "Company, e.g. HOTEL", True), money_opt("price", "The price asked", 60, True),
                             Opt("to", "The player", True, "player"))),)

    def typed(self) -> tuple[str, dict[str, str]]:
        return "sell-company", {"company": self.company, "price": str(self.price), "to": self.buyer}

    @classmethod
    def typed_text(cls, command: str, options: dict[str, str]) -> str:
        return f"sell-company {options['company']} {options['price']} to {options['to']}"

    @property
    def text(self) -> str:
        return f"sell-company {self.company} {self.price} to {self.buyer}"

    @property
    def shown(self) -> str:
        return f"sell-company {self.company} {in_dollars(self.price)} to {self.buyer}"


class PlaceHotel(_Action):
    kind: Literal["hotel"] = "hotel"
    hex: str

    commands = (CommandSpec("hotel", "Place the Harriot Milton Hotel's token on a city", (Opt("hex", "City hex, e.g. D7", True),)),)

    def typed(self) -> tuple[str, dict[str, str]]:
        return "hotel", {"hex": self.hex}

    @property
    def text(self) -> str:
        return f"hotel {self.hex}"


class MetroLay(_Action):
    kind: Literal["metro-lay"] = "metro-lay"
    tile: str
    rotation: int = Field(ge=0, le=5)

    commands = (CommandSpec("metro-lay", "The Metropolis Rapid Transit Authority's extra tile in Metropolis",
                            (Opt("tile", "Tile number", True), Opt("rotation", "Rotation 0-5", True, "integer", 0, 5))),)

    def typed(self) -> tuple[str, dict[str, str]]:
        return "metro-lay", {"tile": self.tile, "rotation": str(self.rotation)}

    @property
    def text(self) -> str:
        return f"metro-lay {self.tile} {self.rotation}"


class MetroStation(_Action):
    kind: Literal["metro-station"] = "metro-station"

    commands = (CommandSpec("metro-station", "The Metropolis Rapid Transit Authority's extra station in Metropolis"),)

    def typed(self) -> tuple[str, dict[str, str]]:
        return "metro-station", {}

    @property
    def text(self) -> str:
        return "metro-station"


def level3_move(verb: str, args: list[str]) -> _Action | None:
    """The Level 3 moves; None if `verb` is not one of them."""
    if verb == "sell-company":
        if len(args) < 4 or args[2].lower() != "to":
            raise IllegalAction(
                "a private company sale is written 'sell-company COMPANY PRICE to PLAYER', for example 'sell-company HOTEL 60 to Bob'"
            )
        return SellCompany(company=args[0].upper(), price=dollars(args[1]), buyer=" ".join(args[3:]))
    if verb == "hotel" and len(args) == 1:
        return PlaceHotel(hex=args[0].upper())
    if verb == "metro-lay":
        if len(args) != 2 or not args[1].isdigit() or not 0 <= int(args[1]) <= 5:
            raise IllegalAction(
                "the Metropolis Rapid Transit Authority's tile is written 'metro-lay TILE ROTATION', for example 'metro-lay 716 0'"
            )
        return MetroLay(tile=args[0], rotation=int(args[1]))
    if verb == "metro-station" and not args:
        return MetroStation()
    return None
