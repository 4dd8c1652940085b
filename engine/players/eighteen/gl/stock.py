"""The bot in 18GL's Initial Stock Round and Stock Rounds (engine/eighteen/gl/auction.py, stock.py), and the shares it
sells when its corporation lacks money in an emergency (engine/eighteen/gl/emergency.py).

The private companies' auction: each has a worth to the bot (`WORTH`: its revenue over the game, its power, and
for the Camden & Amboy the PRR's President's Certificate that comes with it). It buys the cheapest when its price
is below its worth and it keeps the money to start a corporation (or already has one coming, the PRR), bids the
minimum on the company with the most worth above the bid, and passes otherwise; in an auction it raises while the
bid is below the worth. (Bidding for the Camden & Amboy before buying the cheapest was tried in issue 46: it won 36
of 40 games against three one-ply greedy players, who never bid, but 0 of 40 against three bots of the previous
version, second in most; it was not kept.) The PRR's starting value it sets as high as it can still float the PRR with.

A Stock Round turn, in order: defend a presidency (a rival within one share), float its own corporation, start one
(the free corporation with the best home, at the highest starting value it can float alone), buy the share or
CONRAIL Bond that pays the most for its price (its own corporations' treasury shares first: the money goes to the
corporation), else pass. Cash its corporations may need for a forced train is kept.
"""

from __future__ import annotations

from engine.core.action_base import Move as Action
from engine.core.action_base import Pass
from engine.eighteen.gl.game import GL18
from engine.eighteen.gl.moves import BuyBond, BuyCertificate
from engine.eighteen.gl.state import Corporation
from engine.eighteen.shared.company_moves import Bid, BuyCompany
from engine.eighteen.shared.moves import BuyShare, ParShare, SellShares
from engine.players.eighteen.common.evaluation import distance, stops
from engine.players.eighteen.gl.core import run_value, train_need

WORTH = {"C&E": 45, "EJ&E": 70, "BRIDGE": 80, "TUNNEL": 80, "TERMINAL": 80, "RAILWORKS": 90, "MINE": 110, "ALCO": 110,
         "PORT": 125, "FERRY": 135, "C&A": 300}
GOOD_YIELD = 0.03  # 0.06 until issue 46 (55% of 40 games won against one-ply greedy play; now 56% of 80)
TREASURY_BONUS = 0.02  # a share from its own corporation's treasury: the money goes to the corporation
OWN_WEIGHT = 1.5  # a share of a corporation it presides counts for more: it also guards the presidency
BOND_YIELD = 0.09  # a CONRAIL Bond pays $10 a round on $100


def _start_cash(g: GL18) -> int:
    """What starting a corporation takes at the lowest sensible value: five shares bought."""
    return 5 * min(g.start_values())


def auction_move(g: GL18, player: int, actions: list[Action]) -> Action:
    """The bot's move in the private companies' auction, or the PRR's starting value once the C&A is sold."""
    state = g.state
    if state.start_due is not None:
        pars = [a for a in actions if isinstance(a, ParShare)]
        cash = g.cash(player)
        floatable = [p for p in pars if 3 * p.par <= cash]  # the certificate is two of the five shares that float it
        return max(floatable or pars, key=lambda p: p.par)
    packet = state.startpacket
    assert packet is not None
    seat = g.seat_of(player)
    cash = g.cash(player)
    owns_prr = state.investors[player].held("PRR") > 0 or any(
        lot.owner == seat and lot.id == "C&A" for lot in packet.lots)
    keep = 0 if owns_prr else _start_cash(g)
    free = cash - packet.committed(seat)
    if packet.auction is not None:
        bid = next((a for a in actions if isinstance(a, Bid)), None)
        if bid is not None and bid.amount <= WORTH.get(bid.company, 0) and cash - bid.amount >= min(keep, cash) // 2:
            return bid
        return Pass()
    top = packet.top()
    buy = next((a for a in actions if isinstance(a, BuyCompany)), None)
    if buy is not None and top is not None:
        after = free - top.price
        if top.price <= WORTH.get(top.id, 0) and (after >= keep or top.id == "C&A"):
            return buy
    bids = [a for a in actions if isinstance(a, Bid)]
    options = [(WORTH.get(b.company, 0) - b.amount, b.company, b) for b in bids
               if b.amount <= 0.85 * WORTH.get(b.company, 0) and (free - b.amount >= keep or b.company == "C&A")]
    if options:
        return max(options, key=lambda o: (o[0], o[1]))[2]
    return Pass() if Pass() in actions else actions[0]


# -- Stock Rounds ----------------------------------------------------------------------------------------------------


def reserve(g: GL18, player: int) -> int:
    """Cash kept for its corporations' trains: what each lacks for the train it must buy soon."""
    return sum(max(0, train_need(g, c) - c.cash) for c in g.state.corporations.values()
               if c.president == player and c.floated and not c.trains)


def _price(g: GL18, action: BuyShare | ParShare) -> int:
    return 2 * action.par if isinstance(action, ParShare) else g.share_value(action.railroad)


def _rival_most(g: GL18, player: int, railroad: str) -> int:
    return max((inv.held(railroad) for p, inv in enumerate(g.state.investors) if p != player), default=0)


def _available(corporation: Corporation) -> int:
    return corporation.ipo + corporation.treasury_shares + corporation.pool


def stock_turn(g: GL18, player: int, actions: list[Action]) -> Action:
    """The bot's Stock Round move: defend a presidency, float or start a corporation, buy what pays most, or pass."""
    state = g.state
    buys = [a for a in actions if isinstance(a, BuyShare | ParShare | BuyBond | BuyCertificate)]
    defend = _defence(g, player, actions)
    if defend is not None:
        return defend
    if state.sold_this_turn and not buys:
        return Pass()
    for corporation in sorted(state.corporations.values(), key=lambda c: (c.ipo, c.id)):
        if corporation.president == player and corporation.started and not corporation.floated:
            buy = next((a for a in buys if isinstance(a, BuyShare) and a.railroad == corporation.id and a.source == "ipo"), None)
            if buy is not None:
                return buy
    start = _start(g, player, buys)
    if start is not None:
        return start
    best = _best_buy(g, player, buys)
    return best if best is not None else Pass()


def _defence(g: GL18, player: int, actions: list[Action]) -> Action | None:
    state = g.state
    investor = state.investors[player]
    for corporation in state.corporations.values():
        if corporation.president != player or corporation.acting or not _available(corporation):
            continue
        mine = investor.held(corporation.id)
        if (mine + 1) * corporation.percent > g.rules.max_shares * 10 or _rival_most(g, player, corporation.id) < mine - 1:
            continue
        found = [a for a in actions if isinstance(a, BuyShare) and a.railroad == corporation.id]
        if found:
            return min(found, key=lambda a: (a.source != "ipo", a.source))
        price = g.share_value(corporation.id)
        sale = _sale_for(g, player, actions, price - investor.cash, keep=corporation.id)
        if sale is not None:
            return sale
    return None


def home_worth(g: GL18, railroad: str, values: str | None = None) -> float:
    """How good a start the corporation's home is: the stops near it, nearer counting more, valued as in the last
    phase (off-boards grow to twice their first values; NYC's and the PRR's homes are off-boards), less 10 for each
    station within two hexes (`values`: another phase's off-board values instead). Valued at the current phase until
    issue 46, the bot started the DT&I in 26 of 40 games against one-ply greedy play and won 8 of them; valued at the
    last, it starts the NYC and won 35 of 40."""
    board = g.board
    home = board.railroads[railroad].home or ""
    place = board.offboards[home].hex if home in board.offboards else home
    near = stops(board, g.state.track, values or g.rules.phases[-1].offboard)
    crowd = sum(1 for h, held in g.state.track.tokens.items() if held and distance(board, place, h) <= 2)
    return sum(s.value / (1.0 + distance(board, place, s.hex)) for s in near) - 10 * crowd


def _blocked_home(g: GL18, player: int, railroad: str) -> bool:
    """A home a private company blocks, owned by someone else (NKP's L14 while the C&E is open)."""
    home = g.board.railroads[railroad].home or ""
    for spec in g.rules.privates:
        holding = g.state.privates.get(spec.id)
        if holding is not None and not holding.closed and home in spec.blocks and holding.player != player:
            return True
    return False


def _start(g: GL18, player: int, buys: list[Action]) -> Action | None:
    pars = [a for a in buys if isinstance(a, ParShare)]
    if not pars:
        return None
    state = g.state
    mine = [c for c in state.corporations.values() if c.president == player]
    if any(not c.floated for c in mine):
        return None
    cash = g.cash(player) - reserve(g, player)
    if mine and cash < 5 * max(p.par for p in pars):
        return None
    affordable = [p for p in pars if 5 * p.par <= cash and not _blocked_home(g, player, p.railroad)]
    if not affordable:
        return None
    railroad = max({p.railroad for p in affordable}, key=lambda rr: (home_worth(g, rr), rr))
    return max((p for p in affordable if p.railroad == railroad), key=lambda p: p.par)


def share_yield(g: GL18, corporation: Corporation, price: int) -> float:
    """What a share of the corporation pays a set of Operating Rounds for its price, about (its run, or a guess)."""
    if price <= 0:
        return 0.0
    run = run_value(g, corporation) if corporation.trains else (60 if corporation.floated else 0)
    return run * corporation.percent / 100 * g.phase().ors / 2 / price


def _best_buy(g: GL18, player: int, buys: list[Action]) -> Action | None:
    state = g.state
    cash = g.cash(player) - reserve(g, player)
    best, best_score = None, 0.0
    for buy in buys:
        if isinstance(buy, BuyBond):
            score, price = BOND_YIELD, g.rules.bonds.face
        elif isinstance(buy, BuyShare):
            corporation = state.corporations[buy.railroad]
            price = _price(g, buy)
            if not corporation.floated:
                score = 0.05 if corporation.ipo <= 6 else 0.0
            else:
                score = share_yield(g, corporation, price)
                if corporation.president == player:
                    score *= OWN_WEIGHT
                    if buy.source == "ipo":
                        score += TREASURY_BONUS
        else:
            continue
        if price > cash:
            continue
        if score >= GOOD_YIELD and score > best_score:
            best, best_score = buy, score
    return best


def _loses_presidency(g: GL18, player: int, railroad: str, count: int) -> bool:
    corporation = g.state.corporations.get(railroad)
    if corporation is None or corporation.president != player:
        return False
    left = g.state.investors[player].held(railroad) - count
    return left < 2 or left < _rival_most(g, player, railroad)


def _sale_for(g: GL18, player: int, actions: list[Action], needed: int, keep: str) -> SellShares | None:
    if needed <= 0:
        return None
    for action in actions:
        if isinstance(action, SellShares) and action.sales[0].railroad != keep:
            sale = action.sales[0]
            if not _loses_presidency(g, player, sale.railroad, sale.count) and g.share_value(sale.railroad) * sale.count >= needed:
                return action
    return None


def emergency_sale(g: GL18, player: int, actions: list[Action]) -> Action:
    """A share of the corporation whose loss costs least: not one it presides if it can, else the one it leads by the
    most; the most valuable first."""
    sells = [a for a in actions if isinstance(a, SellShares)]
    if not sells:
        return Pass() if Pass() in actions else actions[0]

    def cost(sale: SellShares) -> tuple:
        s = sale.sales[0]
        presides = g.state.corporations[s.railroad].president == player
        margin = g.state.investors[player].held(s.railroad) - s.count - _rival_most(g, player, s.railroad) if presides else 99
        return (_loses_presidency(g, player, s.railroad, s.count), presides, -margin, -g.share_value(s.railroad), s.railroad)

    return min(sells, key=cost)
