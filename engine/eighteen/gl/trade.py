"""Trains bought from another corporation (rulebook 4.6.8, 4.7.1): from phase 6H, at a price both
presidents agree (at least $1), the buyer paying from its treasury only (never borrowing for it).
CONRAIL trades only at face value; a corporation with loans buys at face value or less and sells at
face value or more; ALCO's extended train is never sold. When the two presidents differ, the
seller's president answers accept / decline."""

from __future__ import annotations

from typing import TYPE_CHECKING

from engine.core.errors import IllegalAction
from engine.eighteen.gl.data import article
from engine.eighteen.gl.state import Corporation
from engine.eighteen.shared.moves import BuyTrain

if TYPE_CHECKING:
    from engine.eighteen.gl.contract import GLGame as GL18

CONRAIL = "CONRAIL"


def check(g: GL18, buyer: Corporation, action: BuyTrain) -> tuple[Corporation, str, int]:
    """(seller, train type, price) of a proposed trade, or IllegalAction."""
    state = g.state
    if not g.phase().train_trading:
        raise IllegalAction("trains may be bought from other corporations only from phase 6H")
    seller = g.corporation(action.source or "")
    if seller.id == buyer.id:
        raise IllegalAction(f"{buyer.id} cannot buy a train from itself")
    train = (action.train or "").upper()
    if not train:
        raise IllegalAction(f"say which of {seller.id}'s trains to buy: {', '.join(seller.trains) or 'it has none'}")
    if train not in seller.trains:
        raise IllegalAction(f"{seller.id} has no {train} train; it has {', '.join(seller.trains) or 'none'}")
    if state.alco_train == (seller.id, train) and seller.trains.count(train) == 1:
        raise IllegalAction(f"{seller.id}'s {train} carries ALCO's +2H token and may not be sold")
    if action.price is None:
        raise IllegalAction("say the price agreed with the other corporation (price:…), at least $1")
    price, face = action.price, g.rules.train(train).price
    if CONRAIL in (buyer.id, seller.id) and price != face:
        raise IllegalAction(f"CONRAIL trades trains only at face value: ${face} for {article(train)}")
    if buyer.loans and price > face:
        raise IllegalAction(f"{buyer.id} has a loan, so it may pay at most the ${face} face value")
    if seller.loans and price < face:
        raise IllegalAction(f"{seller.id} has a loan, so it may sell only for the ${face} face value or more")
    if len(buyer.trains) >= g.train_limit(buyer):
        raise IllegalAction(f"{buyer.id} already owns {len(buyer.trains)} trains, the limit in phase {state.phase}")
    if price > buyer.cash:
        raise IllegalAction(f"{buyer.id} has ${buyer.cash}; a train from another corporation is paid from the treasury alone")
    return seller, train, price


def propose(g: GL18, player: int, buyer: Corporation, action: BuyTrain, messages: list[str]) -> BuyTrain:
    """The buyer offers for another corporation's train: bought at once if one president runs both, else an offer waits."""
    seller, train, price = check(g, buyer, action)
    recorded = BuyTrain(train=train, source=seller.id, price=price)
    if seller.president == player:
        transfer(g, buyer, seller, train, price, messages)
    else:
        g.state.train_offer = (buyer.id, seller.id, train, price)
        answer = g.player_name(seller.president) if seller.president is not None else "no one"
        messages.append(f"{buyer.id} offers {seller.id} ${price} for its {train}: {answer}, accept or decline.")
    return recorded


def answer(g: GL18, accept: bool, messages: list[str]) -> None:
    """The seller's president answers the train offer waiting: declined, or accepted and the train changes hands."""
    offer = g.state.train_offer
    assert offer is not None
    g.state.train_offer = None
    buyer, seller = g.state.corporations[offer[0]], g.state.corporations[offer[1]]
    if not accept:
        messages.append(f"{seller.id} declines to sell its {offer[2]}.")
        return
    check(g, buyer, BuyTrain(train=offer[2], source=seller.id, price=offer[3]))
    transfer(g, buyer, seller, offer[2], offer[3], messages)
    g.sequence.advance(g, g.sequence.current(g), messages)  # the buy step goes on, or ends at the limit


def transfer(g: GL18, buyer: Corporation, seller: Corporation, train: str, price: int, messages: list[str]) -> None:
    """The train passes from the seller to the buyer at the price."""
    seller.trains.remove(train)
    buyer.trains.append(train)
    buyer.cash -= price
    seller.cash += price
    messages.append(f"{buyer.id} buys {seller.id}'s {train} for ${price}.")
