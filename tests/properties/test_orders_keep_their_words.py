"""Every standing order kind, driven through whole random games (issue 46, must show): players set orders of every
kind at random moments, as `/auto` takes them, and the orders' moves are made as the bot makes them (engine.orders
.review, a move with no choice in it first); each automatic move is judged against its order's words, from outside
the judge:

- it is its owner's, in the kind of round the order acts in, and a move the engine accepts (the typed move's judge);
- pass: a pass; buy: a share of the order's company, for no more than its price, while its owner holds fewer than
  its holding; bid: on its lot, no more than its amount (Railways of the World: no more than cash and the bonds it
  allows); run: the engine's proven best run, the dividend it names, no train or treasury trade when it says none;
- an order that ends is never heard of again; a move with no choice in it is the only legal move.
"""

from __future__ import annotations

import random

import pytest

from engine import IllegalAction, game_class
from engine.core import situation as where
from engine.core.action_base import Pass
from engine.core.game import Game
from engine.eighteen.shared.company_moves import Bid, HalfDividend
from engine.eighteen.shared.moves import BuyShare, Dividend, RunTrains
from engine.orders import Order, companies, new_order, review
from engine.orders.model import KINDS, bond_value, cash_of
from engine.rotw.actions import FirstBid
from tests.randomplay import choose

TITLES = ("18EZ-L2", "18EZ-L3", "18GL", "RotW-EUS")
MOVES = {"18EZ-L2": 500, "18EZ-L3": 500, "18GL": 500, "RotW-EUS": 300}


def an_order(game: Game, player: int, rng: random.Random) -> Order | None:
    """A random order as a player might type it; None when the engine refuses it (one sentence, nothing set)."""
    kind = rng.choice(KINDS)
    names = sorted(companies(game)) or [""]
    if kind == "bid":  # mostly a lot that is up, as a player would
        up = sorted({a.company for p in game.acting_players() for a in game.legal_actions(p) if isinstance(a, Bid)})
        names = up if up and rng.random() < 0.8 else names
    try:
        return new_order(game, player, kind, company=rng.choice(names) if kind in ("buy", "bid") and game.family == "18xx"
                         else None, holding=rng.choice((None, 2, 3, 5)), price=rng.choice((None, 60, 90, 150)),
                         amount=rng.choice((1000, 3000, 8000, 50, 120, 200, 300)), bonds=rng.choice((0, 0, 1, 2))
                         if game.family == "rotw" and kind == "bid" else 0,
                         dividend=rng.choice(("pay", "withhold", "half")), trains=rng.choice(("ask", "none")),
                         every=rng.random() < 0.3, where_=rng.choice((None, "auction", "turn")) if game.family == "rotw"
                         else None)
    except IllegalAction:
        return None


def judged(game: Game, player: int, order: Order, action: object) -> str | None:
    """What is wrong with `action` as `order`'s move, from its words; None if nothing."""
    now = game.situation(player)
    if now.kind != order.acts_in:
        return f"acts in {now.kind}, not {order.acts_in}"
    if order.kind == "pass":
        return None if isinstance(action, Pass) else "a pass order made a move other than a pass"
    if order.kind == "buy":
        if isinstance(action, Pass):
            return None if now.bought else "a buy order passed a turn in which its owner had bought nothing"
        if not isinstance(action, BuyShare) or action.railroad != order.company:
            return f"a buy order of {order.company} made {action}"
        held = int(game.held(player, order.company))  # type: ignore[attr-defined]
        if order.holding is not None and held >= order.holding:
            return f"bought past its holding ({held} held)"
        trial, cash = game.snapshot(), cash_of(game, player) or 0
        trial.apply(player, action)  # type: ignore[arg-type]
        paid = cash - (cash_of(trial, player) or 0)
        return None if order.price is None or paid <= order.price else f"paid {paid}, over {order.price}"
    if order.kind == "bid":
        if isinstance(action, Pass):
            return None
        if isinstance(action, FirstBid):
            cash = cash_of(game, player) or 0
            paid = action.amount * 1000
            if paid > (order.amount or 0):
                return f"bid {paid}, over its amount"
            return None if paid <= cash + order.bonds * bond_value(game) else "bid past cash and the bonds allowed"
        if isinstance(action, Bid):
            ok = action.company == order.company and action.amount <= (order.amount or 0)
            return None if ok else f"bid {action} for an order on {order.company} up to {order.amount}"
        return f"a bid order made {action}"
    if order.kind == "run":
        if isinstance(action, RunTrains):
            return None if action.routes is not None else "a run without the engine's routes"
        if isinstance(action, Dividend | HalfDividend):
            wanted = {"pay": Dividend(pay=True), "withhold": Dividend(pay=False), "half": HalfDividend()}[order.dividend]
            return None if action == wanted else f"paid {action} for an order to {order.dividend}"
        if isinstance(action, Pass):
            return None if order.trains == "none" and now.step in (where.TRAINS, where.TREASURY) else "passed unasked"
        return f"a run order made {action}"
    return f"an order of kind {order.kind}"


@pytest.mark.parametrize("title", TITLES)
@pytest.mark.parametrize("seed", (12,))
def test_every_automatic_move_keeps_its_orders_words(title: str, seed: int) -> None:
    rng = random.Random(seed * 7919)
    game = game_class(title)(["Ann", "Bob", "Cid"], seed)
    orders: dict[int, tuple[int, Order]] = {}  # id -> (owner, order)
    gone: set[int] = set()
    made = {kind: 0 for kind in KINDS}
    for _ in range(MOVES[title]):
        if game.over:
            break
        if rng.random() < 0.08:  # someone sets an order, as /auto would
            owner = rng.randrange(len(game.players))
            order = an_order(game, owner, rng)
            if order is not None:
                orders[len(orders) + len(gone) + 1] = (owner, order)  # ids never reused, as the database's
        found = review(game, [(oid, owner, order) for oid, (owner, order) in orders.items()])
        for oid, order in found.bound:
            orders[oid] = (orders[oid][0], order)
        for oid, _why in found.ended:
            orders.pop(oid, None)
            gone.add(oid)
        if found.action is not None and found.player is not None:
            player, action = found.player, found.action
            if found.order is None:  # a move with no choice in it
                assert game.legal_actions(player) == [action] or game.forced_move(player) == action
            else:
                assert found.order not in gone  # an order that ended never acts again
                owner, order = orders[found.order]
                assert owner == player, "an order moved for someone other than its owner"
                wrong = judged(game, player, order, action)
                assert wrong is None, (title, seed, len(game.history), order, action, wrong)
                made[order.kind] += 1
            game.apply(player, action)  # the typed move's judge: raises if it were not legal
            if found.done is not None and found.order is not None:
                orders.pop(found.order, None)
                gone.add(found.order)
            continue
        player = game.acting_players()[0]
        game.apply(player, choose(game, player, rng))
    assert made["pass"] and (made["bid"] if game.family == "rotw" else made["run"] or made["buy"]), made  # they acted
