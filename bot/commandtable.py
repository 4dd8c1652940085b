"""The table of commands shared by Discord and the console: each command's name, description, options
and the titles it belongs to, and for the moves the builder that turns typed options into an engine
action. The Discord cog, `/game help`, autocomplete and the console all read this one table."""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass

from engine import TITLES, IllegalAction, parse_action
from engine.actions import Action, ChooseRailroad, Pass, RunTrains


@dataclass(frozen=True)
class Option:
    name: str
    description: str
    required: bool = False


@dataclass(frozen=True)
class Command:
    name: str
    description: str
    options: tuple[Option, ...] = ()
    titles: tuple[str, ...] = ()  # the game titles that have this move (empty: every game)


L2 = ("18EZ-L2", "18EZ-L3")  # the titles with a stock market
L3 = ("18EZ-L3",)
COMMANDS: tuple[Command, ...] = (
    Command("game new", "Open a lobby for a new game in this channel",
            (Option("title", "Which game: " + ", ".join(TITLES), True), Option("seed", "Seed for the seating draw (optional)"))),
    Command("game join", "Take a seat in this channel's lobby"),
    Command("game leave", "Leave this channel's lobby"),
    Command("game start", "Start the game (the creator)"),
    Command("game status", "Where the game stands and who must act"),
    Command("game map", "The map as a picture"),
    Command("game tiles", "The tiles and rotations that may be laid on a hex, as pictures",
            (Option("hex", "Hex, e.g. E6", True),)),
    Command("game log", "The last moves", (Option("count", "How many (default 10)"),)),
    Command("game moves", "Your legal moves now", (Option("hex", "Only tile lays on this hex"),)),
    Command("game help", "Rules summary and commands"),
    Command("game abandon", "End the game without a result (the creator or an admin)"),
    Command("game undo", "Take back the last move (others' moves need everyone's yes)"),
    Command("game export", "The whole game as one JSON file"),
    Command("game notify", "Where to be pinged when it is your turn", (Option("where", "channel or dm", True),)),
    Command("game remind", "Ping an idle player again after this many hours",
            (Option("after", "Hours (default 24), or off", True),)),
    Command("game spectate", "Mirror this game's moves to another channel (game admins)",
            (Option("channel", "The channel to mirror to", True),)),
    Command("game unspectate", "Stop mirroring this game to a channel (game admins)", (Option("channel", "The channel", True),)),
    Command("game import", "Start an exported game here", (Option("file", "An exported game (JSON)", True),)),
    Command("choose", "Level 1: choose your railroad", (Option("railroad", "Railroad, e.g. PS&W", True),), ("18EZ-L1",)),
    Command("lay", "Lay or upgrade a tile",
            (Option("hex", "Hex, e.g. E4", True), Option("tile", "Tile number", True), Option("rotation", "Rotation 0-5", True))),
    Command("run", "Run trains (best routes unless given)", (Option("routes", "e.g. 4:WEST-E4-F9-F11 2:E4-F5"),)),
    Command("buy-train", "Buy a train: from the bank, the open market, or another railroad",
            (Option("type", "Train type (default: the bank's next one)"),
             Option("from", "market, or a railroad to buy from (default: the bank)"),
             Option("price", "Price agreed with the other railroad (at least $1)"))),
    Command("pass", "Skip the current step, or end your turn"),
    Command("par", "Start a railroad, buying its President's Certificate",
            (Option("railroad", "Railroad, e.g. PS&W", True), Option("price", "Par value: 50, 60, 70, 80, 90 or 100", True)), L2),
    Command("buy-share", "Buy one share", (Option("railroad", "Railroad", True), Option("from", "ipo (default) or pool")), L2),
    Command("sell", "Sell shares, in the order given", (Option("shares", "e.g. PS&W 2 BR&N 1", True),), L2),
    Command("station", "Place a station marker", (Option("hex", "City hex, e.g. D7", True),), L2),
    Command("pay", "Pay the run to the shareholders", (), L2),
    Command("withhold", "Keep the run in the railroad's treasury", (), L2),
    Command("accept", "Accept the offer waiting for your answer", (), L2),
    Command("decline", "Decline the offer waiting for your answer", (), L2),
    Command("bid", "Bid on a company of the Startpacket", (Option("company", "Company, e.g. HOTEL", True),
                                                          Option("amount", "At least $5 over its price or the high bid", True)), L3),
    Command("buy-company", "Buy the Startpacket's top company, or (a railroad) a private company from a player",
            (Option("company", "Company, e.g. SL", True), Option("price", "A railroad's price: half to double the face value")), L3),
    Command("sell-company", "Offer your private company to another player", (Option("company", "Company, e.g. HOTEL", True),
            Option("price", "The price asked", True), Option("to", "The player", True)), L3),
    Command("half", "Pay half the run out and keep half (partial retention)", (), L3),
    Command("hotel", "Place the Harriot Milton Hotel's token on a city", (Option("hex", "City hex, e.g. D7", True),), L3),
    Command("metro-lay", "The Metropolis Rapid Transit Authority's extra tile in Metropolis",
            (Option("tile", "Tile number", True), Option("rotation", "Rotation 0-5", True)), L3),
    Command("metro-station", "The Metropolis Rapid Transit Authority's extra station in Metropolis", (), L3),
    Command("move", "Any move in its text form", (Option("action", "e.g. lay E4 57 1", True),)),
)
COMMANDS_BY_NAME = {c.name: c for c in COMMANDS}
# Commands that are moves in the game: name -> builder of the engine action.
MOVE_BUILDERS: dict[str, Callable[[dict[str, str]], Action]] = {}


def _move(name: str) -> Callable[[Callable[[dict[str, str]], Action]], Callable[[dict[str, str]], Action]]:
    def register(builder: Callable[[dict[str, str]], Action]) -> Callable[[dict[str, str]], Action]:
        MOVE_BUILDERS[name] = builder
        return builder
    return register


@_move("choose")
def _choose(options: dict[str, str]) -> Action:
    return ChooseRailroad(railroad=options["railroad"].upper())


@_move("lay")
def _lay(options: dict[str, str]) -> Action:
    return parse_action(f"lay {options['hex']} {options['tile']} {options['rotation']}")


@_move("run")
def _run(options: dict[str, str]) -> Action:
    routes = options.get("routes", "").strip()
    return parse_action(f"run {routes}") if routes else RunTrains()


@_move("buy-train")
def _buy(options: dict[str, str]) -> Action:
    words = ["buy", options.get("type", "").strip()]
    source = options.get("from", "").strip()
    if source and not words[1]:
        raise IllegalAction("say which train type to buy, e.g. type:3")
    if source.lower() == "market":
        words.append("market")
    elif source and source.lower() != "bank":
        words += ["from", source, options.get("price", "").strip() or "?"]
    return parse_action(" ".join(w for w in words if w))


@_move("par")
def _par(options: dict[str, str]) -> Action:
    return parse_action(f"par {options['railroad']} {options['price']}")


@_move("buy-share")
def _buy_share(options: dict[str, str]) -> Action:
    return parse_action(f"buy-share {options['railroad']} {options.get('from', '')}")


@_move("sell")
def _sell(options: dict[str, str]) -> Action:
    return parse_action(f"sell {options['shares']}")


@_move("station")
def _station(options: dict[str, str]) -> Action:
    return parse_action(f"station {options['hex']}")


@_move("bid")
def _bid(options: dict[str, str]) -> Action:
    return parse_action(f"bid {options['company']} {options['amount']}")


@_move("buy-company")
def _buy_company(options: dict[str, str]) -> Action:
    return parse_action(f"buy-company {options['company']} {options.get('price') or ''}")


@_move("sell-company")
def _sell_company(options: dict[str, str]) -> Action:
    return parse_action(f"sell-company {options['company']} {options['price']} to {options['to']}")


@_move("hotel")
def _hotel(options: dict[str, str]) -> Action:
    return parse_action(f"hotel {options['hex']}")


@_move("metro-lay")
def _metro_lay(options: dict[str, str]) -> Action:
    return parse_action(f"metro-lay {options['tile']} {options['rotation']}")


for _verb in ("pay", "withhold", "accept", "decline", "half", "metro-station"):
    MOVE_BUILDERS[_verb] = lambda options, verb=_verb: parse_action(verb)


@_move("pass")
def _pass(options: dict[str, str]) -> Action:
    return Pass()


@_move("move")
def _generic(options: dict[str, str]) -> Action:
    return parse_action(options["action"])
