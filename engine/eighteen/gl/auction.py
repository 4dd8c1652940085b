"""18GL's Initial Stock Round (4.2): the private companies bought at face value from the cheapest, or
bid on in $5 steps; a lone bidder's automatic purchase, auctions among several bidders, the C&E forced
on the priority holder when everyone passes first, and an Operating Round of private revenue and
another initial round while companies are unsold; the C&A brings PRR's President's Certificate."""

from __future__ import annotations

from typing import TYPE_CHECKING

from engine.core.action_base import Move as Action
from engine.core.action_base import Pass
from engine.core.errors import IllegalAction
from engine.eighteen.shared.auction import AllPassed, AuctionStarted, Event, Sold
from engine.eighteen.shared.company_moves import Bid, BuyCompany

if TYPE_CHECKING:
    from engine.eighteen.gl.contract import GLGame as GL18

PRR, CAMDEN_AMBOY = "PRR", "C&A"


def listing(names: list[str]) -> str:
    """'Ann', 'Ann and Bob', 'Ann, Bob and Cid'."""
    return names[0] if len(names) == 1 else f"{', '.join(names[:-1])} and {names[-1]}"


def moves(g: GL18, player: int) -> list[Action]:
    """The player's moves in the Initial Stock Round: pass, buy the cheapest private company, the least bid on others."""
    packet = g.state.startpacket
    assert packet is not None
    moves: list[Action] = [Pass()]
    seat, cash = g.seat_of(player), g.cash(player)
    if packet.auction is not None:
        lot = packet.lot(packet.auction.company)
        if cash - packet.committed(seat, but=lot.id) >= packet.minimum_bid(lot):
            moves.append(Bid(company=lot.id, amount=packet.minimum_bid(lot)))
        return moves
    top = packet.top()
    if top is not None and cash - packet.committed(seat) >= top.price:
        moves.append(BuyCompany(company=top.id))
    for lot in packet.lots:
        open_to_me = lot.owner is None and lot is not top and (lot.high is None or lot.high[0] != seat)
        if open_to_me and cash - packet.committed(seat, but=lot.id) >= packet.minimum_bid(lot):
            moves.append(Bid(company=lot.id, amount=packet.minimum_bid(lot)))
    return moves

def move(g: GL18, player: int, action: Action, messages: list[str]) -> None:
    """Apply an Initial Stock Round move (buy the cheapest private company, bid on another, or pass) and its sales."""
    packet = g.state.startpacket
    assert packet is not None
    seat, cash = g.seat_of(player), g.cash(player)
    if isinstance(action, Bid):
        lot = packet.lot(action.company)
        events = packet.bid(seat, action.company, action.amount, cash)
        messages.append(f"{g.player_name(player)} bids ${action.amount} on the {lot.name}.")
    elif isinstance(action, BuyCompany):
        top = packet.top()
        if top is None or packet.lot(action.company) is not top or action.price is not None:
            raise IllegalAction(f"only the cheapest private company, {top.name if top else 'none'}, may be bought at its price; "
                                f"bid on the others")
        events = packet.buy(seat, cash)
    elif isinstance(action, Pass):
        events = packet.pass_turn(seat)
        messages.append(f"{g.player_name(player)} passes.")
    else:
        raise IllegalAction("the private companies come first: buy the cheapest, bid on another, or pass")
    _events(g, events, messages)

def _events(g: GL18, events: list[Event], messages: list[str]) -> None:
    state, packet = g.state, g.state.startpacket
    assert packet is not None
    for event in events:
        if isinstance(event, Sold):
            _private_sold(g, event, messages)
        elif isinstance(event, AuctionStarted):
            names = listing([g.player_name(state.seating[s]) for s in event.bidders])
            lot = packet.lot(event.company)
            messages.append(f"An auction for the {lot.name} begins among {names}; "
                            f"{g.player_name(state.seating[event.first])} bids first.")
        elif isinstance(event, AllPassed):
            if not packet.sold_any():
                top = packet.top()
                assert top is not None
                messages.append(f"Everyone passed before any private company was sold: "
                                f"{g.player_name(state.seating[state.priority])} must buy the {top.name} for ${top.price} (4.2).")
                _events(g, packet.force_top(state.priority), messages)
                return
            _initial_round_ended(g, messages)
            return
    if packet.sold_out():
        state.startpacket = None
        state.turn, state.passes = packet.turn, 0
        messages.append("Every private company is sold: players may now buy stock.")

def _private_sold(g: GL18, event: Sold, messages: list[str]) -> None:
    state = g.state
    player = state.seating[event.seat]
    state.investors[player].cash -= event.price
    state.bank += event.price
    state.privates[event.company].player = player
    state.last_dealer = event.seat
    name = next(p.called for p in g.rules.privates if p.id == event.company)
    verb = "wins" if event.automatic else "buys"
    messages.append(f"{g.player_name(player)} {verb} the {name} for ${event.price}.")
    if event.company == CAMDEN_AMBOY:
        corporation = state.corporations[PRR]
        corporation.ipo -= 2
        state.investors[player].shares[PRR] = 2
        corporation.president = player
        state.start_due = (player, PRR)
        how = f"/par railroad:{PRR} price:…" if g.since("gl-par-command-named") else f"par {PRR} VALUE"  # no placeholder (issue 34)
        messages.append(f"The {name} comes with {PRR}'s President's Certificate: "
                        f"{g.player_name(player)} sets its starting value now ({how}).")

def _initial_round_ended(g: GL18, messages: list[str]) -> None:
    """Passes before every private is sold: an Operating Round of private revenue, then another
    Initial Stock Round (4.2)."""
    state, packet = g.state, g.state.startpacket
    assert packet is not None
    if state.last_dealer is not None:
        state.priority = (state.last_dealer + 1) % len(g.players)
    messages.append("The Initial Stock Round ends with private companies unsold; an Operating Round pays their revenue.")
    g.pay_private_revenue(messages)
    state.sr_number += 1
    packet.resume(state.priority)
    messages.append(f"Initial Stock Round {state.sr_number} begins with {g.player_name(state.seating[state.priority])}.")
