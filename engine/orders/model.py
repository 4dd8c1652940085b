"""A standing order: what it does, where it acts, how long it lasts, and its words ("pass for the rest of Stock
Round 3"). Set with `new_order`, which refuses in one sentence an order its owner could not carry out."""

from __future__ import annotations

from typing import Literal

from pydantic import BaseModel, ConfigDict, Field, SerializerFunctionWrapHandler, model_serializer

from engine.core import situation as where
from engine.core.errors import IllegalAction
from engine.core.game import Game
from engine.core.money import in_dollars
from engine.eighteen.shared.company_moves import HalfDividend
from engine.orders.planned import Plan

Kind = Literal["pass", "buy", "bid", "run", "plan"]
KINDS: tuple[str, ...] = ("pass", "buy", "bid", "run")  # the orders /auto sets (a plan is /plan's: plans.py)
PLANNED = "plan"  # a plan's acts_in: it acts whenever its owner is due
DIVIDENDS = ("pay", "half", "withhold")
UNLESS_MOST = 8  # companies one pass order may leave to its owner (a game has a dozen or so that come up for auction)
BONDS_MOST = 10  # bonds a first-player bid order may issue at most
NAME_MOST = 40  # characters of a company's id, or of a round's name, that an order keeps


class Order(BaseModel):
    model_config = ConfigDict(frozen=True, extra="forbid")

    kind: Kind
    acts_in: str = Field(max_length=NAME_MOST)  # the kind of round it acts in (engine/core/situation.py)
    # the round it is for ("Stock Round 3"); None: the next round of its kind, once it starts
    round: str | None = Field(default=None, max_length=NAME_MOST)
    every: bool = False  # every round of its kind until cancelled
    company: str | None = Field(default=None, max_length=NAME_MOST)  # buy: the company; bid: the lot (None: first player)
    holding: int | None = Field(default=None, ge=1, le=100)  # buy: shares to hold
    price: int | None = Field(default=None, ge=1, le=10**9)  # buy: the most to pay for one share, in dollars
    amount: int | None = Field(default=None, ge=1, le=10**9)  # bid: the most to bid, in dollars
    bonds: int = Field(default=0, ge=0, le=BONDS_MOST)  # bid for first player (RotW): the most bonds its payment may issue
    # pass in a share round: lots it leaves to its owner when they can be bid on
    unless: tuple[str, ...] = Field(default=(), max_length=UNLESS_MOST)
    dividend: Literal["pay", "half", "withhold"] = "pay"  # run: what to do with the run
    trains: Literal["ask", "none"] = "ask"  # run: "none" passes the buy-trains step unless a train must be bought, and
    # 18GL's shares step (no treasury trade)
    plan: Plan | None = None  # plan: the moves queued (issue 49: engine/orders/plans.py)

    @model_serializer(mode="wrap")
    def _kept(self, handler: SerializerFunctionWrapHandler) -> dict[str, object]:
        """Stored as before plans existed unless it is one (no "plan": null in every order)."""
        data: dict[str, object] = handler(self)
        if data.get("plan") is None:
            data.pop("plan", None)
        return data

    def bound(self, round_name: str) -> Order:
        """The same order for the named round only (a copy with its round set)."""
        return self.model_copy(update={"round": round_name})


def describe(order: Order) -> str:
    """The order in words, as its owner set it: 'pass for the rest of Stock Round 3'."""
    if order.plan is not None:
        steps = ", then ".join(step.text for step in order.plan.steps) or "nothing left"
        return f"plan: {steps}" + (f" (stopped: {order.plan.stopped})" if order.plan.stopped else "")
    lasting = ("every round" if order.every else f"this round ({order.round})" if order.round
               else "the next round")
    if order.kind == "pass":
        what = {where.SHARES: "pass in the share round", where.FIRST_BID: "pass in the auction for first player",
                where.ACTIONS: "pass the rest of the turn"}.get(order.acts_in, "pass")
        if order.acts_in == where.ACTIONS:
            lasting = "every turn" if order.every else f"this turn ({order.round})" if order.round else "the next turn"
        elif order.acts_in == where.FIRST_BID:
            lasting = "every turn" if order.every else f"this auction ({order.round})" if order.round else "the next auction"
        unless = f", unless {', '.join(order.unless)} can be bid on" if order.unless else ""
        return f"{what}{unless}: {lasting}"
    if order.kind == "buy":
        limits = [f"until holding {order.holding} shares"] if order.holding else []
        limits += [f"at most {in_dollars(order.price)} a share"] if order.price else []
        return f"buy {order.company} shares{' ' + ', '.join(limits) if limits else ''}, one a turn: {lasting}"
    if order.kind == "bid":
        lot = f"on {order.company}" if order.company else "for first player"
        if order.acts_in == where.FIRST_BID:
            lasting = "every turn" if order.every else f"this auction ({order.round})" if order.round else "the next auction"
        bonds = f", issuing at most {order.bonds} bond{'s' if order.bonds > 1 else ''} to pay" if order.bonds else ""
        return f"bid {lot}, raising by the least step when outbid, up to {in_dollars(order.amount or 0)}{bonds}: {lasting}"
    paid = {"pay": "pay it out", "half": "pay half", "withhold": "withhold it"}[order.dividend]
    trains = "; buy no train unless one must be bought, and trade no treasury shares" if order.trains == "none" else ""
    return f"run your companies on their best routes and {paid}{trains}: {lasting}"


def new_order(game: Game, player: int, kind: str, *, company: str | None = None, holding: int | None = None,
              price: int | None = None, amount: int | None = None, unless: tuple[str, ...] = (),
              dividend: str = "pay", trains: str = "ask", every: bool = False, where_: str | None = None,
              bonds: int = 0) -> Order:
    """The order `player` sets now, bound to the round under way when it is of its kind; IllegalAction (one sentence)
    for an order that does not fit the game or that its owner could not carry out (an amount over their cash)."""
    if kind not in KINDS:
        raise IllegalAction(f"there is no standing order '{kind}'; the orders are {', '.join(KINDS)} (and off)")
    if game.over:
        raise IllegalAction("the game is over; there is nothing left to order")
    now = game.situation(player)
    family = game.family
    acts_in = _acts_in(family, kind, now, where_)
    if kind == "buy":
        if family != "18xx" or company is None:
            raise IllegalAction("a buy order names the company whose shares to buy (company:), in an 18xx game")
        if holding is None and price is None:
            raise IllegalAction("a buy order says when to stop: holding: (shares to hold) or price: (the most a share)")
        cash = cash_of(game, player)
        if price is not None and cash is not None and price > cash:
            raise IllegalAction(f"you have {in_dollars(cash)}, less than the {in_dollars(price)} a share you would pay")
    if kind == "bid":
        if amount is None:
            raise IllegalAction("a bid order says the most you would bid (amount:)")
        if family == "18xx" and company is None:
            raise IllegalAction("a bid order names the company to bid on (company:)")
        if bonds and (family != "rotw" or company is not None):
            raise IllegalAction("only a bid for first player in Railways of the World takes bonds:, since its "
                                "payment issues bonds when cash runs short")
        if not 0 <= bonds <= BONDS_MOST:
            raise IllegalAction(f"the bonds: option is a number of bonds from 0 to {BONDS_MOST}")
        cash = cash_of(game, player)
        if cash is not None and amount > cash + bonds * bond_value(game):
            if family == "rotw":
                needed = -(-(amount - cash) // bond_value(game))
                raise IllegalAction(f"you have {in_dollars(cash)}; a bid of {in_dollars(amount)} is paid with "
                                    f"{needed} bond{'s' if needed > 1 else ''} ({in_dollars(bond_value(game))} each): "
                                    f"add bonds:{needed} to let the order issue them")
            raise IllegalAction(f"you have {in_dollars(cash)}, less than the {in_dollars(amount)} you would bid")
    if kind == "run":
        if family != "18xx":
            raise IllegalAction("run orders are for the 18xx games, whose companies run trains")
        if dividend not in DIVIDENDS:
            raise IllegalAction(f"dividend is pay, half or withhold, not '{dividend}'")
        if dividend == "half" and HalfDividend not in type(game).move_types:  # 18GL and 18EZ Level 3 pay halves
            raise IllegalAction(f"{game.title} has no half dividends; use pay or withhold")
        if trains not in ("ask", "none"):
            raise IllegalAction(f"trains is ask or none, not '{trains}'")
        every = True if not every and where_ is None else every  # a run order lasts the game unless told otherwise
    if kind == "pass" and unless and family != "18xx":
        raise IllegalAction("unless: names 18xx companies that may come up for auction")
    if len(unless) > UNLESS_MOST:
        raise IllegalAction(f"unless: names at most {UNLESS_MOST} companies")
    for named in (*unless, *((company,) if company is not None else ())):
        if named not in companies(game):
            raise IllegalAction(f"there is no company called '{named[:NAME_MOST]}' in this game")
    return Order(kind=kind, acts_in=acts_in, round=now.round if now.kind == acts_in else None, every=every,  # type: ignore[arg-type]
                 company=company, holding=holding, price=price, amount=amount, bonds=bonds, unless=unless,
                 dividend=dividend, trains=trains)  # type: ignore[arg-type]


def as_set_now(game: Game, player: int, order: Order) -> Order | None:
    """The order as `/auto` would set it for `player` now (bound to the round under way if it acts in it), or None if
    `/auto` would refuse it (an import keeps an order only so)."""
    try:
        fresh = new_order(game, player, order.kind, company=order.company, holding=order.holding, price=order.price,
                          amount=order.amount, unless=order.unless, dividend=order.dividend, trains=order.trains,
                          every=order.every, where_=order.acts_in)
    except IllegalAction:
        return None
    return fresh if fresh.acts_in == order.acts_in else None


def companies(game: Game) -> list[str]:
    """The ids of the game's companies an order may name: railroads or corporations, private companies and cards."""
    names: list[str] = []
    for query in ("railroads", "corporations"):
        found = getattr(game, query, None)
        if callable(found):
            names += [c.id for c in found()]
    return names + [c for c, _n, _t in game.card_texts()]


def _acts_in(family: str, kind: str, now: where.Situation, asked: str | None) -> str:
    if kind == "run":
        return where.OPERATING
    if kind == "buy":
        return where.SHARES
    if family == "18xx":
        return where.SHARES
    if kind == "bid":
        return where.FIRST_BID
    if asked in ("auction", where.FIRST_BID):
        return where.FIRST_BID
    if asked in ("turn", where.ACTIONS):
        return where.ACTIONS
    return now.kind if now.kind in (where.FIRST_BID, where.ACTIONS) else where.FIRST_BID


def bond_value(game: Game) -> int:
    """What one bond raises, in dollars (Railways of the World: its rules' bond amount, in thousands)."""
    rules = getattr(game, "rules", None)
    return int(getattr(rules, "bond_amount", 5)) * 1000


def cash_of(game: Game, player: int) -> int | None:
    """The player's cash in dollars, where the title says it."""
    cash = getattr(game, "cash", None)
    if callable(cash):
        return int(cash(player))
    players = getattr(game.state, "players", None)
    if isinstance(players, list) and player < len(players) and hasattr(players[player], "money"):
        return int(players[player].money) * 1000  # Railways of the World counts money in thousands
    return None
