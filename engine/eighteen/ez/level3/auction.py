"""The Startpacket auction in Level 3's first Share Dealing Round(s): the engine/eighteen/auction
model, with the money moved and the messages written. Shares may be bought once it is sold out."""

from __future__ import annotations

from typing import TYPE_CHECKING

from engine.core.action_base import Move as Action
from engine.core.action_base import Pass
from engine.core.errors import IllegalAction
from engine.eighteen.shared.auction import AllPassed, AuctionStarted, Event, PriceDropped, Sold, StartPacket
from engine.eighteen.shared.company_moves import Bid, BuyCompany
from engine.eighteen.shared.shares import Company

if TYPE_CHECKING:
    from engine.eighteen.ez.level3.contract import Level3Game as EZLevel3


def _packet(g: EZLevel3) -> StartPacket:
    packet = g.state.startpacket
    assert packet is not None
    return packet


def play(g: EZLevel3, player: int, action: Action, messages: list[str]) -> Action:
    """Apply a Startpacket move (buy the top company, bid, or pass) and settle the sales it brings."""
    state, packet = g.state, _packet(g)
    seat = state.seating.index(player)
    cash = state.investors[player].cash
    if isinstance(action, BuyCompany):
        top = packet.top()
        assert top is not None
        if packet.lot(action.company) is not top:
            raise IllegalAction(f"only the top company of the Startpacket, {top.name}, may be bought; bid on the others")
        if action.price is not None and action.price != top.price:
            raise IllegalAction(f"{top.name} costs ${top.price} now")
        events = packet.buy(seat, cash)
        recorded: Action = BuyCompany(company=top.id)
    elif isinstance(action, Bid):
        lot = packet.lot(action.company)
        events = packet.bid(seat, lot.id, action.amount, cash)
        messages.append(f"{g.player_name(player)} bids ${action.amount} on the {lot.name}.")
        recorded = Bid(company=lot.id, amount=action.amount)
    elif isinstance(action, Pass):
        events = packet.pass_turn(seat)
        messages.append(f"{g.player_name(player)} passes.")
        recorded = action
    else:
        raise IllegalAction("the Startpacket comes first: buy the top company (buy-company), bid on another (bid), or pass")
    _settle(g, events, messages)
    return recorded


def _settle(g: EZLevel3, events: list[Event], messages: list[str]) -> None:
    state, packet = g.state, _packet(g)
    for event in events:
        if isinstance(event, Sold):
            _sold(g, event, messages)
        elif isinstance(event, AuctionStarted):
            names = " and ".join(g.player_name(state.seating[s]) for s in event.bidders)
            messages.append(f"A special auction for the {packet.lot(event.company).name} begins among {names}; "
                            f"{g.player_name(state.seating[event.first])} bids first.")
        elif isinstance(event, PriceDropped):
            messages.append(f"Everyone passed: the {packet.lot(event.company).name}'s price falls to ${event.price}.")
        elif isinstance(event, AllPassed):
            state.first_passer = event.first_passer
            g.share_deal.end_round(g, messages)
            return
    if packet.sold_out():
        state.startpacket = None
        state.turn, state.passes, state.first_passer, state.done_this_turn = packet.turn, 0, None, []
        messages.append(f"The Startpacket is sold out. Share dealing goes on with {g.player_name(state.seating[state.turn])}.")
    else:
        messages.append(f"{g.player_name(state.seating[packet.acting_player()])} is next.")


def _sold(g: EZLevel3, event: Sold, messages: list[str]) -> None:
    state, packet = g.state, _packet(g)
    player = state.seating[event.seat]
    lot = packet.lot(event.company)
    state.investors[player].cash -= event.price
    minor = next((m for m in g.rules.minors if m.id == lot.id), None)
    if minor is not None:
        treasury = min(event.price, minor.treasury)
        state.bank += event.price - treasury
        state.minors[minor.id] = Company(minor.id, president=player, floated=True, cash=treasury)
    else:
        state.bank += event.price
        state.privates[lot.id].player = player
    how = "wins" if event.automatic else "buys"
    messages.append(f"{g.player_name(player)} {how} the {lot.name} for ${event.price}.")


def resume(g: EZLevel3, messages: list[str]) -> None:
    """A new Share Dealing Round with the Startpacket unsold: the auction goes on from the priority holder."""
    _packet(g).resume(g.state.turn)
    top = _packet(g).top()
    assert top is not None
    messages.append(f"The Startpacket auction goes on: the {top.name} is on top at ${top.price}.")


def moves(g: EZLevel3, player: int) -> list[Action]:
    """The player's moves in the Startpacket: buy the top company, the least bid on each other one, or pass."""
    state, packet = g.state, _packet(g)
    seat = state.seating.index(player)
    cash = state.investors[player].cash
    found: list[Action] = []
    if packet.auction is not None:
        lot = packet.lot(packet.auction.company)
        minimum = packet.minimum_bid(lot)
        if minimum <= cash - packet.committed(seat, but=lot.id):
            found.append(Bid(company=lot.id, amount=minimum))
        return [*found, Pass()]
    top = packet.top()
    assert top is not None
    if cash - packet.committed(seat) >= top.price:
        found.append(BuyCompany(company=top.id))
    for lot in packet.lots:
        high = lot.high
        if lot.owner is None and lot is not top and not (high and high[0] == seat):
            minimum = packet.minimum_bid(lot)
            if minimum <= cash - packet.committed(seat, but=lot.id):
                found.append(Bid(company=lot.id, amount=minimum))
    return [*found, Pass()]


def prompt(g: EZLevel3) -> str:
    """What the player may do in the Startpacket now (or in the special auction under way)."""
    packet = _packet(g)
    if packet.auction is not None:
        lot = packet.lot(packet.auction.company)
        return f"special auction for the {lot.name}: /bid company:{lot.id} amount:(${packet.minimum_bid(lot):,} or more), or /pass"
    top = packet.top()
    assert top is not None
    return f"Startpacket: /buy-company {top.id} (${top.price:,}), /bid on another company ($5 over), or /pass"
