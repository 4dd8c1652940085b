"""Moves as pydantic models, each with a one-line text form (like chess notation).

    choose PS&W            pick a railroad (18EZ Level 1 selection)
    lay E4 57 1            lay or upgrade: hex, tile, rotation 0-5
    run                    run trains on the best routes
    run 4:WEST-E4-F9-F11 2:E4-F5   run given routes: train type, then stops
    buy 3                  buy a train of type 3 (`buy` alone: the next one)
    buy 3 market           buy a type 3 train from the open market (Level 2)
    buy 3 from BR&N 120    buy BR&N's type 3 train for $120 (Level 2)
                           (an amount is typed in dollars in any of engine.core.money's forms: 120, $120, $1,000, 1k)
    pass                   skip the current step (or end the turn)

Level 2 share dealing and operating:
    par PS&W 70            buy PS&W's President's Certificate, setting par at $70
    buy-share PS&W         buy one share from the IPO (`buy-share PS&W pool`: from the bank pool)
    sell PS&W 2 BR&N 1     sell shares, in the order given
    station D7             place a station marker
    pay / withhold         pay the run as a dividend, or keep it in the treasury
    accept / decline       answer an offer to buy one of your railroad's trains (or your private company)

Level 3's moves (bid, buy-company, sell-company, half, hotel, metro-lay, metro-station) are in actions_ez3.py;
18GL's own (repay, power, keep, buy-bond, sell-bond, redeem, treasury-sell/-buy, discard, home, buy-certificate) in actions_gl.py.

Every title's moves are parsed by engine.actions.parse_action: `parse_action(action.text) == action`.
"""

from __future__ import annotations

import re
from typing import ClassVar, Literal

from pydantic import Field, SerializerFunctionWrapHandler, model_serializer

from engine.core.action_base import CommandSpec, Opt, _Action, money_opt, without_unset
from engine.core.errors import IllegalAction
from engine.core.money import dollars, in_dollars

_ROUTE = re.compile(r"^(\w+):([\w&]+(?:-[\w&]+)+)$")


def _one_word_railroad(options: dict[str, str]) -> dict[str, str]:
    """A railroad typed by its full name ('railroad:Purple Springs & Western') as one word of the move's text;
    the game's board finds the railroad by it (engine.eighteen.shared.board.Board.find_railroad)."""
    railroad = options.get("railroad")
    return options if railroad is None else {**options, "railroad": "".join(railroad.split())}


class ChooseRailroad(_Action):
    kind: Literal["choose"] = "choose"
    railroad: str

    commands = (CommandSpec("choose", "Level 1: choose your railroad",
                            (Opt("railroad", "Railroad, e.g. PS&W", True, suggest="move"),)),)

    def typed(self) -> tuple[str, dict[str, str]]:
        return "choose", {"railroad": self.railroad}

    @property
    def text(self) -> str:
        return f"choose {self.railroad}"


class LayTile(_Action):
    kind: Literal["lay"] = "lay"
    hex: str
    tile: str
    rotation: int = Field(ge=0, le=5)

    commands = (CommandSpec("lay", "Lay or upgrade a tile", (Opt("hex", "Hex, e.g. E4", True, suggest="move"),
                                                             Opt("tile", "Tile number", True, suggest="move"),
                                                             Opt("rotation", "Rotation 0-5", True, "integer", 0, 5, suggest="move"))),)

    def typed(self) -> tuple[str, dict[str, str]]:
        return "lay", {"hex": self.hex, "tile": self.tile, "rotation": str(self.rotation)}

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
    searched: int | None = None  # steps after which a best-route search stopped unproven (18GL); kept out of the JSON when None

    @model_serializer(mode="wrap")
    def _without_unset_search(self, handler: SerializerFunctionWrapHandler) -> dict[str, object]:
        return without_unset(handler(self), "searched")

    commands = (CommandSpec("run", "Run trains (best routes unless given)", (Opt("routes", "e.g. 4:WEST-E4-F9-F11 2:E4-F5"),)),)

    def typed(self) -> tuple[str, dict[str, str]]:
        return "run", {"routes": self.text.removeprefix("run").strip()} if self.routes else {}

    @property
    def text(self) -> str:
        if self.routes is None:
            return "run"
        return " ".join(["run", *(r.text for r in self.routes)]) if self.routes else "run none"


class BuyTrain(_Action):
    kind: Literal["buy"] = "buy"
    forced_alone: ClassVar[bool] = True  # the only train a railroad may buy, when it must
    train: str | None = None  # None: the next train the bank sells
    source: str | None = None  # None: the bank; "market": the open market; else the railroad selling it
    price: int | None = Field(default=None, ge=1)  # agreed price, for a train from another railroad

    commands = (CommandSpec("buy-train", "Buy a train: from the bank, the open market, or another railroad",
                            (Opt("type", "Train type (default: the bank's next one)", suggest="move"),
                             Opt("from", "market, or a railroad to buy from (default: the bank)", suggest="move"),
                             money_opt("price", "The price agreed with the other railroad", 120))),)

    def typed(self) -> tuple[str, dict[str, str]]:
        options = {"type": self.train} if self.train else {}
        if self.source:
            options["from"] = self.source
        if self.price:
            options["price"] = str(self.price)
        return "buy-train", options

    @classmethod
    def typed_text(cls, command: str, options: dict[str, str]) -> str:
        words = ["buy", options.get("type", "").strip()]
        source = options.get("from", "").strip()
        if source and not words[1]:
            raise IllegalAction("say which train type to buy, e.g. type:3")
        if source.lower() == "market":
            words.append("market")
        elif source and source.lower() != "bank":
            words += ["from", source, options.get("price", "").strip() or "?"]
        return " ".join(w for w in words if w)

    @property
    def text(self) -> str:
        if self.train is None:
            return "buy"
        if self.source is None:
            return f"buy {self.train}"
        if self.source == "market":
            return f"buy {self.train} market"
        return f"buy {self.train} from {self.source} {self.price}"

    @property
    def shown(self) -> str:
        return self.text if self.price is None else f"buy {self.train} from {self.source} {in_dollars(self.price)}"


class ParShare(_Action):
    kind: Literal["par"] = "par"
    railroad: str
    par: int

    commands = (CommandSpec("par", "Start a railroad, buying its President's Certificate",
                            (Opt("railroad", "Railroad, e.g. PS&W", True, suggest="move"),
                             money_opt("price", "Par or starting value (see /game moves)", 70, True, "move"))),)

    def typed(self) -> tuple[str, dict[str, str]]:
        return "par", {"railroad": self.railroad, "price": str(self.par)}

    @classmethod
    def typed_text(cls, command: str, options: dict[str, str]) -> str:
        return super().typed_text(command, _one_word_railroad(options))

    @property
    def text(self) -> str:
        return f"par {self.railroad} {self.par}"

    @property
    def shown(self) -> str:
        return f"par {self.railroad} {in_dollars(self.par)}"


class BuyShare(_Action):
    kind: Literal["buy-share"] = "buy-share"
    railroad: str
    source: Literal["ipo", "pool"] = "ipo"

    commands = (CommandSpec("buy-share", "Buy one share",
                            (Opt("railroad", "Railroad", True, suggest="move"),
                             Opt("from", "ipo (default) or pool", kind="choice",
                                 choices=(("the IPO (at par)", "ipo"), ("the bank pool (at its value)", "pool"))))),)

    def typed(self) -> tuple[str, dict[str, str]]:
        return "buy-share", {"railroad": self.railroad, "from": self.source}

    @classmethod
    def typed_text(cls, command: str, options: dict[str, str]) -> str:
        return super().typed_text(command, _one_word_railroad(options))

    @property
    def text(self) -> str:
        return f"buy-share {self.railroad}" + (" pool" if self.source == "pool" else "")


class ShareSale(_Action):
    railroad: str
    count: int = Field(ge=1)


class SellShares(_Action):
    kind: Literal["sell"] = "sell"
    sales: tuple[ShareSale, ...] = Field(min_length=1)

    commands = (CommandSpec("sell", "Sell shares, in the order given", (Opt("shares", "e.g. PS&W 2 BR&N 1", True, suggest="move"),)),)

    def typed(self) -> tuple[str, dict[str, str]]:
        return "sell", {"shares": self.text.removeprefix("sell ")}

    @property
    def text(self) -> str:
        return "sell " + " ".join(f"{s.railroad} {s.count}" for s in self.sales)


class PlaceStation(_Action):
    kind: Literal["station"] = "station"
    hex: str

    commands = (CommandSpec("station", "Place a station marker", (Opt("hex", "City hex, e.g. D7", True, suggest="move"),)),)

    def typed(self) -> tuple[str, dict[str, str]]:
        return "station", {"hex": self.hex}

    @property
    def text(self) -> str:
        return f"station {self.hex}"


class Dividend(_Action):
    kind: Literal["dividend"] = "dividend"
    pay: bool

    commands = (CommandSpec("pay", "Pay the run to the shareholders"), CommandSpec("withhold", "Keep the run in the railroad's treasury"))

    def typed(self) -> tuple[str, dict[str, str]]:
        return self.text, {}

    @property
    def text(self) -> str:
        return "pay" if self.pay else "withhold"


class AnswerOffer(_Action):
    kind: Literal["answer"] = "answer"
    accept: bool

    commands = (CommandSpec("accept", "Accept the offer waiting for your answer"),
                CommandSpec("decline", "Decline the offer waiting for your answer"))

    def typed(self) -> tuple[str, dict[str, str]]:
        return self.text, {}

    @property
    def text(self) -> str:
        return "accept" if self.accept else "decline"


def eighteen_move(verb: str, args: list[str]) -> _Action | None:
    """The 18xx moves every 18xx title shares; None if `verb` is not one of them."""
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
    if verb == "buy":
        return _buy_train(args)
    if verb in ("pay", "withhold") and not args:
        return Dividend(pay=verb == "pay")
    if verb in ("accept", "decline") and not args:
        return AnswerOffer(accept=verb == "accept")
    if verb == "station" and len(args) == 1:
        return PlaceStation(hex=args[0].upper())
    if verb == "par":
        if len(args) != 2:
            raise IllegalAction("a par purchase is written 'par RAILROAD VALUE', for example 'par PS&W 70'")
        return ParShare(railroad=args[0].upper(), par=dollars(args[1]))
    if verb == "buy-share":
        if len(args) not in (1, 2) or (len(args) == 2 and args[1].lower() not in ("ipo", "pool")):
            raise IllegalAction("a share purchase is written 'buy-share RAILROAD', or 'buy-share RAILROAD pool' for the bank pool")
        return BuyShare(railroad=args[0].upper(), source="pool" if len(args) == 2 and args[1].lower() == "pool" else "ipo")
    if verb == "sell":
        return _sell(args)
    return None


def _buy_train(args: list[str]) -> BuyTrain:
    if len(args) <= 1:
        return BuyTrain(train=args[0] if args else None)
    if len(args) == 2 and args[1].lower() == "market":
        return BuyTrain(train=args[0], source="market")
    if len(args) == 4 and args[1].lower() == "from":
        if args[3] == "?":  # /buy-train from:BR&N without its price
            raise IllegalAction(f"a train from {args[2].upper()} is bought at the price agreed with it: say it, e.g. price:120")
        return BuyTrain(train=args[0], source=args[2].upper(), price=dollars(args[3]))
    raise IllegalAction("a train purchase is written 'buy 3', 'buy 3 market' or 'buy 3 from BR&N 120'")


def _sell(args: list[str]) -> SellShares:
    """'sell PS&W 2 BR&N 1'; a railroad may be typed by its full name ('sell Purple Springs & Western 2'), kept as
    one word ('PURPLESPRINGS&WESTERN') that the game's board finds (engine.eighteen.shared.board.Board.find_railroad)."""
    usage = "a sale is written 'sell RAILROAD COUNT ...', for example 'sell PS&W 2 BR&N 1'"
    if not args:
        raise IllegalAction(usage)
    if len(args) == 2 or (len(args) % 2 == 0 and all(count.isdigit() for count in args[1::2])):
        pairs = list(zip(args[::2], args[1::2], strict=True))  # railroads by their ids, as before
    else:
        pairs, words = [], []
        for word in args:
            if word.isdigit() and words:
                pairs.append(("".join(words), word))
                words = []
            else:
                words.append(word)
        if words:
            raise IllegalAction(usage)
    sales = []
    for railroad, count in pairs:
        if not count.isdigit() or int(count) < 1:
            raise IllegalAction(f"'{count}' is not a number of shares to sell")
        sales.append(ShareSale(railroad=railroad.upper(), count=int(count)))
    return SellShares(sales=tuple(sales))
