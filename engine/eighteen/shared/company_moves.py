"""Moves of the 18xx titles that sell companies at auction before the first stock round, and of those with
partial retention: 18EZ Level 3 and 18GL both have them.

    bid HOTEL 65           bid $65 on a company that is not on top yet
    buy-company SL         buy the top company at its price (18EZ Level 3: a railroad buying a private, with a price)
    half                   pay half of the income out and keep half (partial retention)
"""

from __future__ import annotations

from typing import Literal

from pydantic import Field

from engine.core.action_base import BID_AMOUNT, CONFIRM, CommandSpec, Opt, _Action, money_opt
from engine.core.errors import IllegalAction
from engine.core.money import dollars, in_dollars


class Bid(_Action):
    kind: Literal["bid"] = "bid"
    company: str
    amount: int = Field(ge=1)

    commands = (CommandSpec("bid", "Bid on a company (18xx), or for first player (Railways of the World)",
                            (Opt("company", "18xx: the company, e.g. HOTEL (none when bidding for first player)"),
                             BID_AMOUNT, CONFIRM)),)

    def typed(self) -> tuple[str, dict[str, str]]:
        return "bid", {"company": self.company, "amount": str(self.amount)}

    @property
    def text(self) -> str:
        return f"bid {self.company} {self.amount}"

    @property
    def shown(self) -> str:
        return f"bid {self.company} {in_dollars(self.amount)}"


class BuyCompany(_Action):
    kind: Literal["buy-company"] = "buy-company"
    company: str
    price: int | None = Field(default=None, ge=1)  # None: the Startpacket's price

    commands = (CommandSpec("buy-company", "Buy the Startpacket's top company, or (a railroad) a private company from a player",
                            (Opt("company", "Company, e.g. SL", True),
                             money_opt("price", "A railroad's price, half to double the face value", 60))),)

    def typed(self) -> tuple[str, dict[str, str]]:
        return "buy-company", {"company": self.company} | ({"price": str(self.price)} if self.price else {})

    @property
    def text(self) -> str:
        return f"buy-company {self.company}" + ("" if self.price is None else f" {self.price}")

    @property
    def shown(self) -> str:
        return f"buy-company {self.company}" + ("" if self.price is None else f" {in_dollars(self.price)}")


class HalfDividend(_Action):
    kind: Literal["half"] = "half"

    commands = (CommandSpec("half", "Pay half the run out and keep half (partial retention)"),)

    def typed(self) -> tuple[str, dict[str, str]]:
        return "half", {}

    @property
    def text(self) -> str:
        return "half"


def company_move(verb: str, args: list[str]) -> _Action | None:
    """A bid, a company purchase or a half dividend; None if `verb` is not one of them."""
    if verb == "bid":
        if len(args) == 1:
            return None  # an amount alone: Railways of the World's bid for first player (engine/rotw/actions.py)
        if len(args) != 2:
            raise IllegalAction("a bid is written 'bid COMPANY AMOUNT', for example 'bid HOTEL 65'")
        return Bid(company=args[0].upper(), amount=dollars(args[1]))
    if verb == "buy-company":
        if len(args) == 1:
            return BuyCompany(company=args[0].upper())
        if len(args) == 2:
            return BuyCompany(company=args[0].upper(), price=dollars(args[1]))
        raise IllegalAction("a company purchase is written 'buy-company SL', or 'buy-company HOTEL 60' for a railroad buying a private")
    if verb == "half" and not args:
        return HalfDividend()
    return None
