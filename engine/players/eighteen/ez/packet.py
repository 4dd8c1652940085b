"""The bot and 18EZ Level 3's companies outside share dealing (engine/eighteen/ez/level3*.py): the Startpacket
auction, the private companies' powers in a railroad's turn, and the offers for them.

The Startpacket: each lot has a worth to the bot, what it returns over the game as it reads it (`WORTH`): the
private companies their revenue and power, the Obsidian the Black Line's presidency, a minor its treasury (it is
bought with it), its share of the income and the Black Line share it becomes. On its turn the bot buys the top lot
if the price is below its worth and leaves it the cash to start a railroad later (or at least its floor), else it
bids the minimum on the lot it gets the most worth above price from, else it passes; in a special auction it raises
while the bid stays below the lot's worth.
"""

from __future__ import annotations

from engine.core.action_base import Move as Action
from engine.core.action_base import Pass
from engine.eighteen.ez.level2.game import EZLevel2
from engine.eighteen.shared.company_moves import Bid, BuyCompany
from engine.eighteen.shared.moves import AnswerOffer
from engine.eighteen.shared.shares import Company
from engine.players.eighteen.ez.core import revenue, train_need

WORTH = {"SL": 45, "HOTEL": 75, "MRTA": 110, "OBS": 230, "ONE": 215, "TWO": 205, "MIT": 205, "ROCK": 200}
KEEP = 120  # cash the bot keeps out of the auction once it owns a lot (to buy shares later)


def _worth(lot_id: str) -> int:
    return WORTH.get(lot_id, 0)


def packet_move(g: EZLevel2, player: int, actions: list[Action]) -> Action:
    """The bot's move in the Startpacket: buy the top lot below its worth, bid on the best bargain, or pass."""
    packet = g.state.startpacket  # type: ignore[attr-defined]
    seat = g.state.seating.index(player)
    cash = g.state.investors[player].cash
    owned = sum(1 for lot in packet.lots if lot.owner == seat)
    keep = KEEP if owned else 0
    free = cash - packet.committed(seat)
    if packet.auction is not None:
        bid = next((a for a in actions if isinstance(a, Bid)), None)
        if bid is not None and bid.amount <= _worth(bid.company) and cash - bid.amount >= keep // 2:
            return bid
        return Pass()
    top = packet.top()
    buy = next((a for a in actions if isinstance(a, BuyCompany)), None)
    if buy is not None and top is not None and top.price <= _worth(top.id) and free - top.price >= keep:
        return buy
    bids = [a for a in actions if isinstance(a, Bid)]
    options = [(_worth(b.company) - b.amount, b.company, b) for b in bids
               if b.amount <= 0.85 * _worth(b.company) and free - b.amount >= keep]
    if options:
        return max(options, key=lambda o: (o[0], o[1]))[2]
    return Pass() if Pass() in actions else actions[0]


def answer_private(g: EZLevel2, player: int, actions: list[Action]) -> Action:
    """An offer for a private company: a railroad's offer for ours is taken at its face value or more; a player's
    company offered to us only at half its face value or less."""
    offer = g.state.private_offer  # type: ignore[attr-defined]
    spec = next(p for p in g.rules.privates if p.id == offer.company)
    accept = offer.price >= spec.price if offer.buyer_railroad is not None else offer.price * 2 <= spec.price
    answer = AnswerOffer(accept=accept)
    return answer if answer in actions else AnswerOffer(accept=False)


def private_move(g: EZLevel2, player: int, company: Company, actions: list[Action]) -> Action | None:
    """A private company's power worth using now, or a private the railroad's president sells it."""
    from engine.eighteen.ez.level3.moves import MetroStation, PlaceHotel

    hotels = [a for a in actions if isinstance(a, PlaceHotel)]
    if hotels:
        best = _best_hotel(g, company, hotels)
        if best is not None:
            return best
    metro = next((a for a in actions if isinstance(a, MetroStation)), None)
    if metro is not None and g.would_accept(player, metro) and _metro_gain(g, company) > 0:
        return metro
    return _buy_own_private(g, player, company, actions)


def _best_hotel(g: EZLevel2, company: Company, hotels: list[Action]) -> Action | None:
    """The Hotel on the city its run uses that it keeps longest: a station of its own on its best route."""
    if not company.trains:
        return None
    stations = {h for h, held in g.state.track.tokens.items() if company.id in held}
    choices = [h for h in hotels if h.hex in stations]  # type: ignore[attr-defined]
    if not choices:
        return None
    base = revenue(g, company)
    best, best_gain = None, 0
    for hotel in choices:
        original = g.state.hotel  # type: ignore[attr-defined]
        g.state.hotel = (hotel.hex, company.id)  # type: ignore[attr-defined]
        try:
            gain = revenue(g, company) - base
        finally:
            g.state.hotel = original  # type: ignore[attr-defined]
        if gain > best_gain:
            best, best_gain = hotel, gain
    return best


def _metro_gain(g: EZLevel2, company: Company) -> int:
    if not company.trains:
        return 0
    metropolis = next(h.hex for h in g.board.spec.hexes if h.kind == "metropolis")
    track = g.state.track
    tokens = {h: list(held) for h, held in track.tokens.items()}
    tokens.setdefault(metropolis, []).append(company.id)
    placed = type(track)(tiles=track.tiles, tokens=tokens, supply=track.supply)
    return revenue(g, company, None, placed) - revenue(g, company)


def _buy_own_private(g: EZLevel2, player: int, company: Company, actions: list[Action]) -> Action | None:
    """A major railroad buys its president's own private company at double its face value when its treasury can
    spare it (the money passes to the president; the treasury counts for no one at the end)."""
    buys = [a for a in actions if isinstance(a, BuyCompany) and a.price is not None]
    for buy in buys:
        holding = g.state.privates.get(buy.company)  # type: ignore[attr-defined]
        if holding is None or holding.player != player:
            continue
        spec = next(p for p in g.rules.privates if p.id == buy.company)
        price = 2 * spec.price
        if company.cash - price >= train_need(g, company) + 100:
            move = BuyCompany(company=buy.company, price=price)
            if g.would_accept(player, move):
                return move
    return None
