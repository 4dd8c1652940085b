"""The bot's share dealing in 18EZ Levels 2 and 3 (engine/eighteen/ez/common/share_dealing.py), and the shares it sells when
its railroad must buy a train it cannot pay for.

A turn, in order of what matters most:
1. Over the certificate limit: sell the share it values least, never one that costs a presidency.
2. Defend a presidency: a rival holding as many shares as it does, less one, could take the railroad before its next
   turn; it buys one more, selling shares of a railroad it does not preside first if it lacks the cash.
3. Float its own railroad: buy the shares still missing (it floats at 50%).
4. Start a railroad when it presides none (or is rich enough for another): the free railroad with the best home, at
   the highest par it can float by itself (the treasury gets ten times the par).
5. Buy the share that pays the most for its price: its railroad's best run now, a tenth of it a share, against the
   price; its own railroads first. Never below the cash its railroads may need from it for a forced train.
6. Otherwise pass.
"""

from __future__ import annotations

from engine.core.action_base import Move as Action
from engine.core.action_base import Pass
from engine.eighteen.ez.common.stock import BOUGHT, SOLD
from engine.eighteen.ez.level2.game import EZLevel2
from engine.eighteen.shared.moves import BuyShare, ParShare, SellShares
from engine.eighteen.shared.shares import SHARES_PER_RAILROAD, Company
from engine.players.eighteen.common.evaluation import distance, ez_revenue, stops
from engine.players.eighteen.ez.core import train_need

GOOD_YIELD = 0.06  # a share worth buying pays at least this part of its price each Operating Round


def share_turn(g: EZLevel2, player: int, actions: list[Action]) -> Action:
    """The bot's share dealing move: sell over the limit, defend a presidency, float or start a railroad, buy, or pass."""
    state = g.state
    sells = [a for a in actions if isinstance(a, SellShares)]
    buys = [a for a in actions if isinstance(a, BuyShare | ParShare)]
    if sells and not buys and Pass() not in actions:  # over the certificate limit: sales only
        return _least_valued_sale(g, player, sells)
    done = state.done_this_turn
    if BOUGHT in done:
        return Pass()
    defend = _defence(g, player, actions)
    if defend is not None:
        return defend
    if SOLD in done and not buys:
        return Pass()
    floats = _float_own(g, player, buys)
    if floats is not None:
        return floats
    start = _start(g, player, buys)
    if start is not None:
        return start
    best = _best_share(g, player, buys)
    if best is None and stalled(g) and SOLD not in done:
        return _unstick(g, player, actions)
    return best if best is not None else Pass()


def stalled(g: EZLevel2) -> bool:
    """Nothing earns: no railroad has floated, or none of those that have can run (a few rounds on)."""
    floated = [c for c in g.state.companies.values() if c.floated]
    return not floated or (g.state.sdr_number >= 3 and not any(run_now(g, c) for c in floated))


def _unstick(g: EZLevel2, player: int, actions: list[Action]) -> Action:
    """A stalled game: shares sold to pay for the share that floats another railroad (the game goes on)."""
    state = g.state
    near = [c for c in state.companies.values() if c.started and not c.floated and 0 < c.ipo <= 7]
    cash = state.investors[player].cash
    for company in sorted(near, key=lambda c: (c.ipo, c.par or 0, c.id)):
        if company.id in state.sold_this_round.get(player, []):
            continue
        sale = _sale_for(g, player, actions, (company.par or 0) - cash, keep=company.id)
        if sale is not None:
            return sale
    return Pass()


# -- what a railroad is worth to a shareholder ---------------------------------------------------------------------


def run_now(g: EZLevel2, company: Company) -> int:
    """The railroad's best run with the trains it owns (0 without trains)."""
    if not company.trains:
        return 0
    graph = g.graph()
    bonus = g.stop_bonus(company)
    if bonus:
        graph = graph.with_bonus(bonus)
    return ez_revenue(graph, company.id, [(t, min(g.rules.train(t).cities, 6)) for t in company.trains])


def share_yield(g: EZLevel2, company: Company, price: int) -> float:
    """What one share pays each Operating Round for its price, if the railroad pays out its best run."""
    if price <= 0:
        return 0.0
    expected = run_now(g, company)
    if not company.trains and company.floated:
        expected = 40  # it will buy a train
    return expected / SHARES_PER_RAILROAD / price


def reserve(g: EZLevel2, player: int) -> int:
    """Cash kept for the forced train purchases of the railroads the player presides."""
    total = 0
    for company in g.state.companies.values():
        if company.president == player and company.floated:
            total += max(0, train_need(g, company) - company.cash)
    return total


def _price(g: EZLevel2, action: BuyShare | ParShare) -> int:
    if isinstance(action, ParShare):
        return 2 * action.par
    company = g.state.companies[action.railroad]
    return (company.par or 0) if action.source == "ipo" else g.share_value(company.id)


def _rival_most(g: EZLevel2, player: int, railroad: str) -> int:
    return max((inv.held(railroad) for p, inv in enumerate(g.state.investors) if p != player), default=0)


def _cheapest_buy(g: EZLevel2, buys: list[Action], railroad: str) -> BuyShare | None:
    found = [a for a in buys if isinstance(a, BuyShare) and a.railroad == railroad]
    return min(found, key=lambda a: (_price(g, a), a.source != "ipo"), default=None)


# -- the steps of a turn ---------------------------------------------------------------------------------------------


def _defence(g: EZLevel2, player: int, actions: list[Action]) -> Action | None:
    """A share of a railroad it presides that a rival could otherwise take; a sale first if it lacks the cash."""
    state = g.state
    investor = state.investors[player]
    for company in state.companies.values():
        if company.president != player or company.ipo + company.pool == 0:
            continue
        mine = investor.held(company.id)
        if mine >= g.shares.max_shares or _rival_most(g, player, company.id) < mine - 1:
            continue
        buy = _cheapest_buy(g, actions, company.id)
        if buy is not None and BOUGHT not in state.done_this_turn:
            return buy
        if BOUGHT in state.done_this_turn or SOLD in state.done_this_turn:
            continue
        price = min(company.par or 0, g.share_value(company.id)) if company.pool else company.par or 0
        sale = _sale_for(g, player, actions, price - investor.cash, keep=company.id)
        if sale is not None:
            return sale
    return None


def _float_own(g: EZLevel2, player: int, buys: list[Action]) -> Action | None:
    waiting = [c for c in g.state.companies.values() if c.president == player and c.started and not c.floated and c.ipo > 0]
    for company in sorted(waiting, key=lambda c: (c.ipo, c.id)):
        buy = next((a for a in buys if isinstance(a, BuyShare) and a.railroad == company.id and a.source == "ipo"), None)
        if buy is not None:
            return buy
    return None


def home_worth(g: EZLevel2, railroad: str) -> float:
    """How good the railroad's home is to the bot: the stops' values, nearer ones more, less 10 for each station near it."""
    board = g.board
    home = board.railroads[railroad].home
    crowd = sum(1 for h, held in g.state.track.tokens.items() if held and distance(board, home, h) <= 2)
    return sum(s.value / (1.0 + distance(board, home, s.hex)) for s in stops(board, g.state.track, g.phase().name)) - 10 * crowd


def _start(g: EZLevel2, player: int, buys: list[Action]) -> Action | None:
    pars = [a for a in buys if isinstance(a, ParShare)]
    if not pars:
        return None
    state = g.state
    mine = [c for c in state.companies.values() if c.president == player]
    cash = state.investors[player].cash - reserve(g, player)
    if any(not c.floated for c in mine):
        return None
    if mine and cash < 5 * max(p.par for p in pars):
        return None  # a second railroad only with the money to float it at the highest par
    waiting = any(c.started and not c.floated and c.president != player for c in state.companies.values())
    affordable = [p for p in pars if 5 * p.par <= cash] or ([p for p in pars if p.par == min(x.par for x in pars)]
                                                            if not mine and not waiting and _helpers(g, player) else [])
    if not affordable:
        return None
    railroad = max({p.railroad for p in affordable}, key=lambda rr: (home_worth(g, rr), rr))
    return max((p for p in affordable if p.railroad == railroad), key=lambda p: p.par)


def _helpers(g: EZLevel2, player: int) -> bool:
    """Could other players' money float a railroad it starts without the cash to float it alone?"""
    return sum(inv.cash for p, inv in enumerate(g.state.investors) if p != player) >= 300


def _best_share(g: EZLevel2, player: int, buys: list[Action]) -> Action | None:
    state = g.state
    cash = state.investors[player].cash - reserve(g, player)
    none_floated = stalled(g)
    best, best_score = None, 0.0
    for buy in buys:
        if not isinstance(buy, BuyShare):
            continue
        company = state.companies[buy.railroad]
        price = _price(g, buy)
        if price > cash:
            continue
        if not company.floated:
            # helps it float, so that the game goes on (its value stays at par); needed when nothing has floated
            score = (0.07 if none_floated else 0.05) + 0.001 * (SHARES_PER_RAILROAD - company.ipo) if company.ipo <= 7 else 0.0
        else:
            score = share_yield(g, company, price)
            if company.president == player:
                score *= 1.5
            if buy.source == "pool" and company.par and price < company.par:
                score += 0.02
        if score >= GOOD_YIELD and score > best_score:
            best, best_score = buy, score
    return best


# -- selling ---------------------------------------------------------------------------------------------------------


def _loses_presidency(g: EZLevel2, player: int, railroad: str, count: int) -> bool:
    company = g.state.companies.get(railroad)
    if company is None or company.president != player:
        return False
    left = g.state.investors[player].held(railroad) - count
    return left < 2 or left < _rival_most(g, player, railroad)


def _least_valued_sale(g: EZLevel2, player: int, sells: list[SellShares]) -> Action:
    def loss(sale: SellShares) -> tuple:
        s = sale.sales[0]
        company = g.state.companies[s.railroad]
        return (_loses_presidency(g, player, s.railroad, s.count), s.count, share_yield(g, company, g.share_value(s.railroad)), s.railroad)

    return min(sells, key=loss)


def _sale_for(g: EZLevel2, player: int, actions: list[Action], needed: int, keep: str) -> SellShares | None:
    """The smallest sale of a railroad other than `keep` that raises `needed`, costing no presidency."""
    if needed <= 0:
        return None
    options = []
    for action in actions:
        if not isinstance(action, SellShares) or len(action.sales) != 1:
            continue
        sale = action.sales[0]
        if sale.railroad == keep or _loses_presidency(g, player, sale.railroad, sale.count):
            continue
        proceeds = g.share_value(sale.railroad) * sale.count
        if proceeds >= needed:
            options.append((sale.count, -proceeds, sale.railroad, action))
    return min(options)[3] if options else None


def forced_sale(g: EZLevel2, player: int, company: Company, actions: list[Action], shortfall: int) -> SellShares | None:
    """Shares sold for a forced train purchase: the fewest that raise the shortfall, presidencies kept where it can,
    each sale one the game accepts (it refuses selling more than needed)."""
    options = []
    for action in actions:
        if not isinstance(action, SellShares) or len(action.sales) != 1:
            continue
        sale = action.sales[0]
        value = g.share_value(sale.railroad)
        proceeds = value * sale.count
        covers = proceeds >= shortfall
        if covers and proceeds - value >= shortfall:
            continue  # more than needed: refused
        lost = _loses_presidency(g, player, sale.railroad, sale.count) and sale.railroad != company.id
        options.append((lost, not covers, -proceeds if not covers else sale.count, sale.railroad, action))
    for option in sorted(options):
        if g.would_accept(player, option[4]):
            return option[4]
    return None
