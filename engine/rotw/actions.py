"""Railways of the World's moves (pass is shared, in actions.py).

    keep-baron 2           keep the second of the two Rail Baron cards dealt (secret)
    bid 3000               bid $3,000 in the first-player auction (also 3k, $3,000: engine.core.money's forms, in
                           dollars, a whole number of thousands; pass drops out); also first-bid
    build C23 D22 E21      lay track: a city or your incomplete link's end, then the hexes in order
    build E21 F20 toward:G19   ... the end of an incomplete link points at G19
    urbanize H10 blue      a New City tile of that colour on a gray city
    upgrade                your engine one level up
    deliver red C23 E19    a cube of that colour from the first city along links to the last
    deliver red C23 E19 G15 via:3,7   ... naming the links where several join two cities
    take-card hotel-boston    a Railroad Operations card from the display
    western-link K1        build the Western Link at Kansas City or Des Moines
    inspect Bob            Great Britain's Railroad Inspector: stop Bob's next delivery
    return-bonds 2         the Transcontinental game, between its phases: return 2 bonds (2 + 3 points)
"""

from __future__ import annotations

import re
import unicodedata
from typing import Literal

from pydantic import Field, SerializerFunctionWrapHandler, model_serializer

from engine.core.action_base import BID_AMOUNT, CONFIRM, CommandSpec, Opt, _Action, without_unset
from engine.core.errors import IllegalAction
from engine.core.money import dollars, forms, in_dollars

_CUBES = tuple((color, color) for color in ("red", "yellow", "blue", "purple", "black"))  # the goods cubes' colours


class KeepBaron(_Action):
    kind: Literal["keep-baron"] = "keep-baron"
    choice: int = Field(ge=1, le=2)

    commands = (CommandSpec("keep-baron", "Keep one of your two Rail Baron cards (secret; see /game hand)",
                            (Opt("choice", "1 or 2", True, "integer", 1, 2),)),)

    def typed(self) -> tuple[str, dict[str, str]]:
        return "keep-baron", {"choice": str(self.choice)}

    @property
    def text(self) -> str:
        return f"keep-baron {self.choice}"

    @property
    def public_text(self) -> str:
        return "keep-baron"  # which card was kept stays secret


class FirstBid(_Action):
    kind: Literal["first-bid"] = "first-bid"
    amount: int = Field(ge=1)

    commands = (CommandSpec("bid", "Bid on a company (18xx), or for first player (Railways of the World)",
                            (Opt("company", "18xx: the company, e.g. HOTEL (none when bidding for first player)"),
                             BID_AMOUNT, CONFIRM)),)

    def typed(self) -> tuple[str, dict[str, str]]:
        return "bid", {"amount": str(self.amount * 1000)}

    @property
    def text(self) -> str:
        return f"bid {self.amount * 1000}"  # typed in dollars, as every amount is; kept in thousands

    @property
    def shown(self) -> str:
        return f"bid {in_dollars(self.amount * 1000)}"


class BuildTrack(_Action):
    kind: Literal["build"] = "build"
    path: tuple[str, ...] = Field(min_length=2)
    toward: str | None = None
    card: str | None = None  # a held card used for this build (Land Grant, Perfect Engineering)
    depot: str | None = None  # Fuel Depots option: the city (and how many, "C5,1") to put depots on

    commands = (CommandSpec("build", "Build track: a city or your link's end, then up to 4 hexes",
                            (Opt("path", "e.g. C23 D22 E21", True, suggest="move"),
                             Opt("toward", "Where an unfinished link's end points", suggest="move"),
                             Opt("card", "A card of yours to use: a Land Grant, Perfect Engineering", suggest="move"),
                             Opt("depot", "Fuel Depots option: a city to put 2 depots on ($5,000); C5,1 for one"), CONFIRM)),)

    @model_serializer(mode="wrap")
    def _without_unset_depot(self, handler: SerializerFunctionWrapHandler) -> dict[str, object]:
        return without_unset(handler(self), "depot")

    def _extra(self) -> list[tuple[str, str]]:
        return [(k, v) for k, v in (("toward", self.toward), ("card", self.card), ("depot", self.depot)) if v]

    def typed(self) -> tuple[str, dict[str, str]]:
        return "build", {"path": " ".join(self.path), **dict(self._extra())}

    @classmethod
    def typed_text(cls, command: str, options: dict[str, str]) -> str:
        extra = [f"{k}:{options[k].strip()}" for k in ("toward", "card", "depot") if options.get(k, "").strip()]
        return " ".join(["build", options.get("path", "").strip(), *extra])

    @property
    def text(self) -> str:
        return " ".join(["build", *self.path, *(f"{k}:{v}" for k, v in self._extra())])


class Urbanize(_Action):
    kind: Literal["urbanize"] = "urbanize"
    city: str
    color: str

    commands = (CommandSpec("urbanize", "Put a New City tile on a gray city ($10,000; two cubes)",
                            (Opt("city", "A gray city", True, suggest="move"),
                             Opt("color", "The tile's colour", True, "choice", choices=_CUBES[1:]), CONFIRM)),)

    def typed(self) -> tuple[str, dict[str, str]]:
        return "urbanize", {"city": self.city, "color": self.color}

    @property
    def text(self) -> str:
        return f"urbanize {self.city} {self.color}"


class UpgradeEngine(_Action):
    kind: Literal["upgrade"] = "upgrade"

    commands = (CommandSpec("upgrade-engine", "Upgrade your engine one level", (CONFIRM,)),)

    def typed(self) -> tuple[str, dict[str, str]]:
        return "upgrade-engine", {}

    @classmethod
    def typed_text(cls, command: str, options: dict[str, str]) -> str:
        return "upgrade"

    @property
    def text(self) -> str:
        return "upgrade"


class DeliverCube(_Action):
    kind: Literal["deliver"] = "deliver"
    color: str
    cities: tuple[str, ...] = Field(min_length=2)
    via: tuple[int, ...] | None = None
    stop: bool = False  # Fuel Depots option: the cube stops at the last city's depot, to go on next action

    commands = (CommandSpec("deliver", "Deliver one goods cube along complete links",
                            (Opt("color", "The cube's colour", True, "choice", choices=_CUBES),
                             Opt("route", "Cities in order, e.g. C23 E19", True, suggest="move"),
                             Opt("via", "Link numbers, where several join two cities"),
                             Opt("stop", "Fuel Depots: yes to stop at the last city's depot and go on next action", kind="yes"))),)

    @model_serializer(mode="wrap")
    def _without_unset_stop(self, handler: SerializerFunctionWrapHandler) -> dict[str, object]:
        return without_unset(handler(self), "stop")

    def _extra(self) -> list[str]:
        return ([f"via:{','.join(str(v) for v in self.via)}"] if self.via else []) + (["stop:yes"] if self.stop else [])

    def typed(self) -> tuple[str, dict[str, str]]:
        extra = {"via": ",".join(str(v) for v in self.via)} if self.via else {}
        return "deliver", {"color": self.color, "route": " ".join(self.cities), **extra, **({"stop": "yes"} if self.stop else {})}

    @classmethod
    def typed_text(cls, command: str, options: dict[str, str]) -> str:
        via = options.get("via", "").strip()
        stop = options.get("stop", "").strip().lower() in ("yes", "true", "1")
        return " ".join(["deliver", options.get("color", "").strip(), options.get("route", "").strip(),
                         *([f"via:{via}"] if via else []), *(["stop:yes"] if stop else [])])

    @property
    def text(self) -> str:
        return " ".join(["deliver", self.color, *self.cities, *self._extra()])


class TakeCard(_Action):
    kind: Literal["take-card"] = "take-card"
    card: str
    city: str | None = None  # City Growth's city, New Industry's gray city
    color: str | None = None  # New Industry's New City tile
    link: int | None = None  # a Trading Depot's link (another player's); kept out of the JSON when unset

    commands = (CommandSpec("card", "Take a Railroad Operations card from the display",
                            (Opt("card", "Its id, e.g. hotel-boston", True, suggest="move"),
                             Opt("city", "City Growth / New Industry: the city"),
                             Opt("color", "New Industry: the New City tile's colour"),
                             Opt("link", "Trading Depot: another player's link number", kind="integer"))),)

    @model_serializer(mode="wrap")
    def _without_unset_link(self, handler: SerializerFunctionWrapHandler) -> dict[str, object]:
        return without_unset(handler(self), "link")

    def typed(self) -> tuple[str, dict[str, str]]:
        extra = {k: str(v) for k, v in (("city", self.city), ("color", self.color), ("link", self.link)) if v}
        return "card", {"card": self.card, **extra}

    @classmethod
    def typed_text(cls, command: str, options: dict[str, str]) -> str:
        values = [card_word(options.get("card", "")), *(options.get(k, "").strip() for k in ("city", "color"))]
        link = options.get("link", "").strip()
        return " ".join(["take-card", *(v for v in values if v), *([f"link:{link}"] if link else [])])

    @property
    def text(self) -> str:
        return " ".join(["take-card", self.card, *([self.city] if self.city else []), *([self.color] if self.color else []),
                         *([f"link:{self.link}"] if self.link else [])])


def card_word(typed: str) -> str:
    """A card as one word, however it was typed: its id, its number on the status card, or its name as shown
    ("Hotel: Boston" -> "hotel-boston", "León" -> "leon"); the display's card is found from it when the move is made."""
    plain = unicodedata.normalize("NFKD", typed).encode("ascii", "ignore").decode()
    return re.sub(r"[^a-z0-9]+", "-", plain.lower()).strip("-")


class WesternLink(_Action):
    kind: Literal["western-link"] = "western-link"
    city: str

    commands = (CommandSpec("western-link", "Build the Western Link at Kansas City or Des Moines ($30,000)",
                            (Opt("city", "Kansas City or Des Moines", True, suggest="move"), CONFIRM)),)

    def typed(self) -> tuple[str, dict[str, str]]:
        return "western-link", {"city": self.city}

    @property
    def text(self) -> str:
        return f"western-link {self.city}"


class PlaceMine(_Action):
    """The Mines mini-expansion: an add-on to your action round, twice a game, on a gray city."""

    kind: Literal["mine"] = "mine"
    city: str

    commands = (CommandSpec("mine", "Mines option: open a mine on a gray city ($10,000; twice a game; not an action)",
                            (Opt("city", "A gray city", True, suggest="move"),)),)

    def typed(self) -> tuple[str, dict[str, str]]:
        return "mine", {"city": self.city}

    @property
    def text(self) -> str:
        return f"mine {self.city}"


class Inspect(_Action):
    """Great Britain's Railroad Inspector, played by its holder in their action round (not an action): the named
    player's next delivery is stopped."""

    kind: Literal["inspect"] = "inspect"
    player: str

    commands = (CommandSpec("inspect", "Railroad Inspector: stop another player's next delivery (not an action)",
                            (Opt("player", "The player whose next delivery is stopped", True, suggest="move"),)),)

    def typed(self) -> tuple[str, dict[str, str]]:
        return "inspect", {"player": self.player}

    @property
    def text(self) -> str:
        return f"inspect {self.player}"


class ReturnBonds(_Action):
    """The Transcontinental game, between its phases: return bonds to the bank for victory points (2 for the
    first, 3 more for the second, …); 0 returns none."""

    kind: Literal["return-bonds"] = "return-bonds"
    count: int = Field(ge=0)

    commands = (CommandSpec("return-bonds", "Transcontinental: return bonds before the West opens (2, 3, 4… points each)",
                            (Opt("count", "How many bonds to return (0 for none)", True, "integer", 0, 99),)),)

    def typed(self) -> tuple[str, dict[str, str]]:
        return "return-bonds", {"count": str(self.count)}

    @property
    def text(self) -> str:
        return f"return-bonds {self.count}"


def _thousands(amount: int) -> int:
    """Dollars as Railways of the World counts them, in thousands; one sentence if they are no whole number of them, with
    the amount most likely meant (3 was surely $3,000; $2,600 is $3,000 rounded)."""
    if amount % 1000 == 0:
        return amount // 1000
    meant = amount * 1000 if amount < 100 else max(1000, round(amount / 1000) * 1000)
    raise IllegalAction(f"money comes in whole thousands in Railways of the World, and {in_dollars(amount)} is not: for "
                        f"{in_dollars(meant)} type {forms(meant)}")


def rotw_move(verb: str, args: list[str]) -> _Action | None:
    """Railways of the World's own moves; None if `verb` is not one of them."""
    if verb == "keep-baron":
        if args not in (["1"], ["2"]):
            raise IllegalAction("write 'keep-baron 1' or 'keep-baron 2'")
        return KeepBaron(choice=int(args[0]))
    if verb in ("first-bid", "bid"):
        if len(args) != 1:
            raise IllegalAction(f"a bid for first player is an amount alone: 'bid 3000' ({forms(3000)}) for $3,000")
        return FirstBid(amount=_thousands(dollars(args[0])))
    if verb == "build":
        toward = next((a.split(":", 1)[1] for a in args if a.lower().startswith("toward:")), None)
        card = next((a.split(":", 1)[1] for a in args if a.lower().startswith("card:")), None)
        depot = next((a.split(":", 1)[1] for a in args if a.lower().startswith("depot:")), None)
        path = tuple(a.upper() for a in args if not a.lower().startswith(("toward:", "card:", "depot:")))
        if len(path) < 2:
            raise IllegalAction("a build is written 'build C23 D22 E21': where it starts, then the hexes")
        return BuildTrack(path=path, toward=toward.upper() if toward else None, card=card.lower() if card else None,
                          depot=depot.upper() if depot else None)
    if verb == "urbanize":
        if len(args) != 2:
            raise IllegalAction("write 'urbanize CITY COLOUR', e.g. 'urbanize H10 blue'")
        return Urbanize(city=args[0].upper(), color=args[1].lower())
    if verb in ("upgrade", "upgrade-engine"):
        return UpgradeEngine()
    if verb == "deliver":
        via_text = next((a.split(":", 1)[1] for a in args if a.lower().startswith("via:")), None)
        stop = any(a.lower() in ("stop:yes", "stop:true", "stop") for a in args)
        rest = [a for a in args if not a.lower().startswith(("via:", "stop:")) and a.lower() != "stop"]
        if len(rest) < 3:
            raise IllegalAction("write 'deliver COLOUR FROM … TO', e.g. 'deliver red C23 E19'")
        via = None
        if via_text:
            parts = via_text.split(",")
            if not all(p.strip().isdigit() for p in parts):
                raise IllegalAction("links are named by number: via:3,7")
            via = tuple(int(p) for p in parts)
        return DeliverCube(color=rest[0].lower(), cities=tuple(a.upper() for a in rest[1:]), via=via, stop=stop)
    if verb in ("take-card", "card"):
        link_text = next((a.split(":", 1)[1] for a in args if a.lower().startswith("link:")), None)
        args = [a for a in args if not a.lower().startswith("link:")]
        if not 1 <= len(args) <= 3 or (link_text is not None and not link_text.isdigit()):
            raise IllegalAction("write 'take-card CARD [CITY] [COLOUR] [link:N]', e.g. 'take-card hotel-boston'")
        return TakeCard(card=args[0].lower(), city=args[1].upper() if len(args) > 1 else None,
                        color=args[2].lower() if len(args) > 2 else None, link=int(link_text) if link_text else None)
    if verb == "mine":
        if len(args) != 1:
            raise IllegalAction("write 'mine CITY', e.g. 'mine C5'")
        return PlaceMine(city=args[0].upper())
    if verb == "inspect":
        if len(args) != 1:
            raise IllegalAction("write 'inspect PLAYER', e.g. 'inspect Bob'")
        return Inspect(player=args[0])
    if verb == "return-bonds":
        if len(args) != 1 or not args[0].isdigit():
            raise IllegalAction("write 'return-bonds N', e.g. 'return-bonds 2' (or 'return-bonds 0' to keep them all)")
        return ReturnBonds(count=int(args[0]))
    if verb == "western-link":
        if len(args) != 1:
            raise IllegalAction("write 'western-link CITY', e.g. 'western-link K1'")
        return WesternLink(city=args[0].upper())
    return None
