"""What standing orders do in a position. Every move an order makes is one of the moves the active step lists for its
owner (`Game.legal_actions`), then judged again by `Game.apply` like a typed move; an order whose situation no longer
holds ends itself, with one sentence saying why."""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass, field

from engine.core import situation as where
from engine.core.action_base import Move as Action
from engine.core.action_base import Pass
from engine.core.errors import IllegalAction
from engine.core.game import Game
from engine.core.money import in_dollars
from engine.core.wording import with_article
from engine.eighteen.shared.company_moves import Bid, BuyCompany, HalfDividend
from engine.eighteen.shared.moves import BuyShare, Dividend, ParShare, RunTrains, SellShares
from engine.orders.model import Order, bond_value, cash_of
from engine.orders.plans import next_of
from engine.rotw.actions import FirstBid

# which of a player's orders speaks first when several could act: the precise ones before the passes
_FIRST = {"plan": -1, "buy": 0, "bid": 1, "run": 2, "pass": 3}  # a plan first: its owner's own next moves


@dataclass(frozen=True)
class Act:
    action: Action
    done: str | None = None  # the order has done what it was for with this move (why it ends)


@dataclass(frozen=True)
class Done:
    why: str  # the order ends without a move: the situation it was set in no longer holds


@dataclass(frozen=True)
class Stopped:
    why: str  # a plan stops (kept, for its owner to resume or clear): its next move is not legal, or not what they meant


@dataclass
class Review:
    """What the orders of a game do now: the orders bound to the round under way, those that end (and why), and the
    next automatic move (with the order making it; None for a move with no choice in it)."""

    bound: list[tuple[int, Order]] = field(default_factory=list)
    ended: list[tuple[int, str]] = field(default_factory=list)
    stopped: list[tuple[int, str]] = field(default_factory=list)  # plans that stop now (kept), and why
    lapsed: set[int] = field(default_factory=set)  # of the ended, those whose time ran out as set (their round, the game)
    player: int | None = None
    action: Action | None = None
    order: int | None = None
    done: str | None = None


def expired(game: Game, player: int, order: Order) -> str | None:
    """Why an order for one round ends (that round is over), or None."""
    if order.every or order.round is None:
        return None
    return None if game.situation(player).round == order.round else f"{order.round} is over"


def decide(game: Game, player: int, order: Order) -> Act | Done | Stopped | None:
    """What `order` does for `player` now: a move (Act), its end (Done), a plan's stop (Stopped), or nothing (None:
    its owner decides)."""
    if order.plan is not None:
        step = next_of(game, player, order.plan)
        if step.stop is not None:
            return Stopped(step.stop)
        return None if step.action is None else Act(step.action, "the plan is done" if len(order.plan.steps) == 1 else None)
    gone = expired(game, player, order)
    if gone is not None:
        return Done(gone)
    now = game.situation(player)
    if now.kind != order.acts_in or player not in game.acting_players():
        return None
    legal = game.legal_actions(player)
    if not legal:
        return None
    chosen = {"pass": _pass, "buy": _buy, "bid": _bid, "run": _run}[order.kind](game, player, order, now, legal)
    if isinstance(chosen, Act):
        warning = game.consequences(player, chosen.action)
        consented = isinstance(chosen.action, FirstBid) and order.bonds > 0  # the bonds its owner allowed (_bid)
        if warning is not None and not consented:
            return Done(f"its next move ({chosen.action.shown}) {warning}, which is yours to decide")
    return chosen


def review(game: Game, orders: Sequence[tuple[int, int, Order]]) -> Review:
    """`orders`: (id, owner's seat, order). Binds each order set before its round to the round under way, ends those
    whose round is over, and finds the next automatic move: a move with no choice in it first, then an order's."""
    found = Review()
    if game.over:
        found.ended = [(oid, "the game is over") for oid, _p, _o in orders]
        found.lapsed = {oid for oid, _p, _o in orders}
        return found
    live: list[tuple[int, int, Order]] = []
    for oid, player, order in orders:
        if order.round is None and not order.every and game.situation(player).kind == order.acts_in:
            order = order.bound(game.situation(player).round)
            found.bound.append((oid, order))
        why = expired(game, player, order)
        if why is not None:
            found.ended.append((oid, why))
            found.lapsed.add(oid)
        else:
            live.append((oid, player, order))
    for player in game.acting_players():
        forced = game.forced_move(player)
        if forced is not None:
            found.player, found.action = player, forced
            return found
        mine = sorted((o for o in live if o[1] == player), key=lambda o: (_FIRST[o[2].kind], o[0]))
        for oid, _p, order in mine:
            chosen = decide(game, player, order)
            if isinstance(chosen, Done):
                found.ended.append((oid, chosen.why))
            elif isinstance(chosen, Stopped):
                found.stopped.append((oid, chosen.why))
            elif isinstance(chosen, Act):
                found.player, found.action, found.order, found.done = player, chosen.action, oid, chosen.done
                return found
    return found


def disturbed(order: Order, owner: int, presided: Sequence[str], mover: int, mover_name: str, action: Action,
              game: Game | None = None) -> str | None:
    """18xx.games's rule for orders in a share round: one ends when another player buys or sells a share of a company
    its owner presides (`presided`: those companies just before the move). A buy order for that company (whose whole
    point is often to float it) ends at another's purchase only when the presidency is at risk: the buyer holds as
    many shares as its owner (`game`: the position after the move)."""
    touched, verb = share_deal(action)
    if order.acts_in != where.SHARES or mover == owner or not touched:
        return None
    hit = next((c for c in touched if c in presided), None)
    if hit is None:
        return None
    if game is not None and order.kind == "buy" and order.company == hit and verb == "bought":
        held = getattr(game, "held", None)
        if callable(held) and int(held(mover, hit)) < int(held(owner, hit)):
            return None  # others' shares help float it; the presidency is not at risk yet
        return f"{mover_name} bought {hit} shares and holds as many as you: your presidency of {hit} is at risk"
    return f"{mover_name} {verb} {hit} shares, a company you preside"


def share_deal(action: Action) -> tuple[list[str], str]:
    """The companies a move buys or sells shares of, and the verb ("bought", "sold"); none for any other move."""
    if isinstance(action, BuyShare | ParShare):
        return [action.railroad], "bought"
    if isinstance(action, SellShares):
        return [s.railroad for s in action.sales], "sold"
    return [], ""


def _pass(game: Game, player: int, order: Order, now: where.Situation, legal: list[Action]) -> Act | Done | None:
    if order.unless:
        up = {a.company for a in legal if isinstance(a, Bid | BuyCompany)}
        if up & set(order.unless):
            return None  # a lot its owner wanted to decide on can be bid on
    return next((Act(a) for a in legal if isinstance(a, Pass)), None)


def _buy(game: Game, player: int, order: Order, now: where.Situation, legal: list[Action]) -> Act | Done | None:
    company = order.company or ""
    held = int(game.held(player, company))  # type: ignore[attr-defined]
    if order.holding is not None and held >= order.holding:
        return Done(f"you hold {held} {company} shares, as the order asked")
    offers = [a for a in legal if isinstance(a, BuyShare) and a.railroad == company]
    if not offers:
        if now.bought:  # one a turn: bought this turn, the order ends the turn (selling is its owner's to choose)
            return next((Act(a) for a in legal if isinstance(a, Pass)), None)
        return None  # none can be bought now: its owner decides this turn; the order waits for the next
    priced = []
    for offer in offers:
        trial, cash = game.snapshot(), cash_of(game, player) or 0
        try:
            trial.apply(player, offer)
        except IllegalAction:
            continue
        priced.append((cash - (cash_of(trial, player) or 0), offer))
    if not priced:
        return None
    paid, offer = min(priced, key=lambda p: p[0])
    if order.price is not None and paid > order.price:
        return Done(f"{with_article(company)} share costs {in_dollars(paid)} now, over the order's {in_dollars(order.price)}")
    reached = order.holding is not None and held + 1 >= order.holding
    return Act(offer, f"you hold {held + 1} {company} shares, as the order asked" if reached else None)


def _bid(game: Game, player: int, order: Order, now: where.Situation, legal: list[Action]) -> Act | Done | None:
    limit = order.amount or 0
    if order.company is None:  # Railways of the World: the auction for first player, in thousands
        bid = next((a for a in legal if isinstance(a, FirstBid)), None)
        cash = cash_of(game, player)
        paid = None if cash is None else cash + order.bonds * bond_value(game)  # what it may pay, with its bonds
        if bid is not None and bid.amount * 1000 <= limit:
            if paid is None or bid.amount * 1000 <= paid or not order.bonds:
                return Act(bid)  # with no bonds allowed, a bid past its owner's cash is theirs to decide (decide)
            many = f"{order.bonds} bond{'s' if order.bonds > 1 else ''}"
            return Done(f"the next bid, {in_dollars(bid.amount * 1000)}, needs more than the {many} the order may issue; "
                        f"it is yours to decide")
        passing = next((a for a in legal if isinstance(a, Pass)), None)
        return None if passing is None else Act(passing, f"the bidding passed your limit of {in_dollars(limit)}")
    if order.company in now.leading:
        return None
    bid = next((a for a in legal if isinstance(a, Bid) and a.company == order.company), None)
    if bid is None:
        return None
    if bid.amount > limit:
        return Done(f"the bidding on {order.company} passed your limit of {in_dollars(limit)}")
    return Act(bid)


def _run(game: Game, player: int, order: Order, now: where.Situation, legal: list[Action]) -> Act | Done | None:
    if now.company is None or now.company not in now.presides:
        return None
    if now.step == where.RUN:
        run = next((a for a in legal if isinstance(a, RunTrains) and a.routes is None), None)
        if run is None:
            return None
        try:  # on a copy: the routes found, and whether the search proved them the best
            recorded = game.snapshot().apply(player, run).action
        except IllegalAction:
            return None
        if getattr(recorded, "searched", None) is not None:
            return Done(f"the route search for {now.company} stopped before proving its best run; that run is yours "
                        f"to choose")
        return Act(recorded)
    if now.step == where.DIVIDEND:
        wanted: Action = {"pay": Dividend(pay=True), "withhold": Dividend(pay=False), "half": HalfDividend()}[order.dividend]
        return Act(wanted) if wanted in legal else None
    if now.step in (where.TRAINS, where.TREASURY) and order.trains == "none":  # nothing optional: no train, no trade
        return next((Act(a) for a in legal if isinstance(a, Pass)), None)
    return None
