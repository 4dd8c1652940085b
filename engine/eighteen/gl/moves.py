"""18GL's own moves (the shared ones — lay, station, run, pay, half, withhold, buy, par, buy-share,
sell, bid, buy-company, pass — are in actions.py and actions_ez3.py).

    repay 1                the operating corporation pays back one of its $500 loans (4.6.9)
    power ALCO 4H          use a private company's special power for the operating corporation (4.3);
                           the target is a city (Terminal, Port), a train (ALCO) or a ferry (Ferry)
"""

from __future__ import annotations

from typing import Literal

from pydantic import Field

from engine.core.action_base import CONFIRM, CommandSpec, Opt, _Action
from engine.core.errors import IllegalAction


class RepayLoan(_Action):
    kind: Literal["repay"] = "repay"
    count: int = Field(ge=1, le=2)

    commands = (CommandSpec("repay", "The operating corporation pays back loans, $500 each",
                            (Opt("loans", "How many: 1 or 2", True, "integer", 1, 2),)),)

    def typed(self) -> tuple[str, dict[str, str]]:
        return "repay", {"loans": str(self.count)}

    @property
    def text(self) -> str:
        return f"repay {self.count}"


class UsePower(_Action):
    kind: Literal["power"] = "power"
    company: str
    target: str | None = None

    commands = (CommandSpec("power", "Use a private company's special power for the operating corporation",
                            (Opt("company", "Private company, e.g. ALCO, FERRY, TERMINAL", True, suggest="move"),
                             Opt("target", "A city hex (Terminal, Port), a train (ALCO) or a ferry (Ferry)"), CONFIRM)),)

    def typed(self) -> tuple[str, dict[str, str]]:
        return "power", {"company": self.company, **({"target": self.target} if self.target else {})}

    @property
    def text(self) -> str:
        return " ".join(["power", self.company, *([self.target] if self.target else [])])


class KeepStations(_Action):
    kind: Literal["keep"] = "keep"
    hexes: tuple[str, ...] = ()

    commands = (CommandSpec("keep", "CONRAIL's president: the merged corporations' stations it replaces",
                            (Opt("hexes", "Up to two per merged corporation, e.g. J14 F18; or none", True),)),)

    def typed(self) -> tuple[str, dict[str, str]]:
        return "keep", {"hexes": " ".join(self.hexes) or "none"}

    @property
    def text(self) -> str:
        return " ".join(["keep", *self.hexes]) if self.hexes else "keep none"


class BuyBond(_Action):
    kind: Literal["buy-bond"] = "buy-bond"

    commands = (CommandSpec("buy-bond", "Buy a CONRAIL Bond from the Open Market for $100 (your buy this turn)"),)

    def typed(self) -> tuple[str, dict[str, str]]:
        return "buy-bond", {}

    @property
    def text(self) -> str:
        return "buy-bond"


class BuyCertificate(_Action):
    """CONRAIL's President's Certificate, when an acting president holds no certificate: two shares
    in one purchase at twice the market value (4.5.1.2)."""

    kind: Literal["buy-certificate"] = "buy-certificate"
    railroad: str

    commands = (CommandSpec("buy-certificate", "Buy CONRAIL's President's Certificate (two shares) while it has an acting president",
                            (Opt("railroad", "CONRAIL", True),)),)

    def typed(self) -> tuple[str, dict[str, str]]:
        return "buy-certificate", {"railroad": self.railroad}

    @property
    def text(self) -> str:
        return f"buy-certificate {self.railroad}"


class SellBonds(_Action):
    kind: Literal["sell-bond"] = "sell-bond"
    count: int = Field(ge=1, le=10)

    commands = (CommandSpec("sell-bond", "Sell CONRAIL Bonds to the Open Market for $100 each",
                            (Opt("count", "How many", True, "integer", 1, 10),)),)

    def typed(self) -> tuple[str, dict[str, str]]:
        return "sell-bond", {"count": str(self.count)}

    @property
    def text(self) -> str:
        return f"sell-bond {self.count}"


class RedeemBonds(_Action):
    kind: Literal["redeem"] = "redeem"
    count: int = Field(ge=1, le=10)
    holder: str | None = None  # a player's name; None: the Open Market

    commands = (CommandSpec("redeem", "CONRAIL buys back its Bonds at $100: from the Open Market, else from one player",
                            (Opt("count", "How many", True, "integer", 1, 10),
                             Opt("holder", "The player, when the Open Market has none", kind="player"))),)

    def typed(self) -> tuple[str, dict[str, str]]:
        return "redeem", {"count": str(self.count), **({"holder": self.holder} if self.holder else {})}

    @property
    def text(self) -> str:
        return " ".join(["redeem", str(self.count), *([self.holder] if self.holder else [])])


class TreasuryTrade(_Action):
    """The operating corporation sells shares from its treasury to the Open Market, or buys its own
    shares from the Open Market into its treasury (4.6.11)."""

    kind: Literal["treasury"] = "treasury"
    sell: bool
    count: int = Field(ge=1, le=20)

    commands = (CommandSpec("treasury-sell", "The operating corporation sells treasury shares to the Open Market",
                            (Opt("count", "How many", True, "integer", 1, 20),)),
                CommandSpec("treasury-buy", "The operating corporation buys its own shares from the Open Market",
                            (Opt("count", "How many", True, "integer", 1, 20),)))

    def typed(self) -> tuple[str, dict[str, str]]:
        return ("treasury-sell" if self.sell else "treasury-buy"), {"count": str(self.count)}

    @property
    def text(self) -> str:
        return f"treasury-{'sell' if self.sell else 'buy'} {self.count}"


class ChooseHome(_Action):
    """Wabash's president picks the St. Louis circle of its home station when it floats (4.4)."""

    kind: Literal["home"] = "home"
    hex: str

    commands = (CommandSpec("home", "Choose your corporation's home circle (Wabash: B18 or C19)",
                            (Opt("hex", "The circle's hex", True),)),)

    def typed(self) -> tuple[str, dict[str, str]]:
        return "home", {"hex": self.hex}

    @property
    def text(self) -> str:
        return f"home {self.hex}"


class DiscardTrain(_Action):
    """A corporation over a lowered train limit sends one of its trains to the Pool (4.6.8)."""

    kind: Literal["discard"] = "discard"
    train: str

    commands = (CommandSpec("discard", "Over the train limit: the train your corporation sends to the Pool",
                            (Opt("train", "Train type, e.g. 4H", True, suggest="move"),)),)

    def typed(self) -> tuple[str, dict[str, str]]:
        return "discard", {"train": self.train}

    @property
    def text(self) -> str:
        return f"discard {self.train}"


def _count(verb: str, args: list[str]) -> int:
    if len(args) != 1 or not args[0].isdigit() or not 1 <= int(args[0]) <= 10:
        raise IllegalAction(f"write '{verb} N' with N from 1 to 10")
    return int(args[0])


def gl_move(verb: str, args: list[str]) -> _Action | None:
    """18GL's own moves; None if `verb` is not one of them."""
    if verb == "repay":
        if len(args) != 1 or args[0] not in ("1", "2"):
            raise IllegalAction("a repayment is written 'repay 1' or 'repay 2' (loans of $500 each)")
        return RepayLoan(count=int(args[0]))
    if verb == "keep":
        return KeepStations(hexes=() if args in ([], ["none"]) else tuple(a.upper() for a in args))
    if verb == "buy-bond":
        if args:
            raise IllegalAction("a Bond is bought with 'buy-bond' alone, one per turn")
        return BuyBond()
    if verb == "buy-certificate":
        if len(args) != 1:
            raise IllegalAction("write 'buy-certificate CONRAIL'")
        return BuyCertificate(railroad=args[0].upper())
    if verb == "sell-bond":
        return SellBonds(count=_count(verb, args))
    if verb in ("treasury-sell", "treasury-buy"):
        if len(args) != 1 or not args[0].isdigit() or not 1 <= int(args[0]) <= 20:
            raise IllegalAction(f"write '{verb} N' with N the number of shares")
        return TreasuryTrade(sell=verb == "treasury-sell", count=int(args[0]))
    if verb == "home":
        if len(args) != 1:
            raise IllegalAction("write 'home HEX', e.g. 'home B18'")
        return ChooseHome(hex=args[0].upper())
    if verb == "discard":
        if len(args) != 1:
            raise IllegalAction("write 'discard TRAIN', e.g. 'discard 4H'")
        return DiscardTrain(train=args[0].upper())
    if verb == "redeem":
        return RedeemBonds(count=_count(verb, args[:1]), holder=" ".join(args[1:]) or None)
    if verb == "power":
        if len(args) not in (1, 2):
            raise IllegalAction("a power is written 'power COMPANY' or 'power COMPANY TARGET', e.g. 'power ALCO 4H'")
        return UsePower(company=args[0].upper(), target=args[1].upper() if len(args) == 2 else None)
    return None
