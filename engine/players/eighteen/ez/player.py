"""The bot in 18EZ Levels 2 and 3 (engine/eighteen/ez/level2/game.py, level3.py): its railroads' operating turns, and the
answers it owes in the middle of them. Share dealing is engine/players/eighteen/ez/shares.py; the Startpacket and the
private companies engine/players/eighteen/ez/packet.py.

A turn, step by step:
- track: the lay that raises the railroad's best run most, now and with the next train (common/evaluation.py);
- station: where the run gains the most, if the treasury can spare it from the train it needs; else in the last
  free space of a city its run passes through (a rival's station there would block it), with money to spare;
- run: the proven best routes;
- dividend: the rule in engine/players/eighteen/__init__.py (pay, unless the money is needed for a train it must buy soon);
- trains: a railroad without one buys the cheapest at once (its president paying what it lacks, selling shares of
  other railroads first, never its presidencies); one whose trains the next phase scraps buys a newer one when it
  can; otherwise a train that adds to the run enough to pay for itself in the rounds likely left.
"""

from __future__ import annotations

from engine.core.action_base import Move as Action
from engine.core.action_base import Pass
from engine.eighteen.ez.common.stock import OPERATE, SHARE_DEALING
from engine.eighteen.ez.common.track_play import city_slots
from engine.eighteen.ez.level2.game import EZLevel2
from engine.eighteen.shared.company_moves import Bid, BuyCompany, HalfDividend
from engine.eighteen.shared.moves import AnswerOffer, BuyTrain, Dividend, LayTile, PlaceStation, SellShares
from engine.eighteen.shared.runs.routes import RouteFinder
from engine.eighteen.shared.shares import Company
from engine.players.eighteen.common.evaluation import (
    Tally,
    best_lay,
    dividend,
    ez_revenues,
    frontier,
    lay_order,
    stops,
    track_and_run,
    with_tile,
)
from engine.players.eighteen.ez.core import cities, doomed, future_trains, graph_of, is_minor, revenue, rounds_left, scrapped_by, train_need
from engine.players.eighteen.ez.packet import answer_private, packet_move, private_move
from engine.players.eighteen.ez.shares import forced_sale, share_turn

FRONTIER_WEIGHT = 0.3


def choose(g: EZLevel2, player: int, actions: list[Action]) -> Action:
    """The bot's move in 18EZ Level 2 or 3: an offer's answer, the Startpacket, share dealing, or its railroad's turn."""
    state = g.state
    if any(isinstance(a, AnswerOffer) for a in actions):
        if getattr(state, "private_offer", None) is not None:
            return answer_private(g, player, actions)
        return _answer_train_offer(g, actions)
    if state.stage == SHARE_DEALING:
        if getattr(state, "startpacket", None) is not None and any(isinstance(a, Bid | BuyCompany) or a == Pass() for a in actions):
            return packet_move(g, player, actions)
        return share_turn(g, player, actions)
    if state.stage == OPERATE:
        return _operate(g, player, actions)
    return Pass()


# -- the operating turn -----------------------------------------------------------------------------------------------


def _operate(g: EZLevel2, player: int, actions: list[Action]) -> Action:
    company = g.operating_company()
    step = g.state.step
    special = private_move(g, player, company, actions)
    if special is not None:
        return special
    first = track_and_run(actions, step, "build", ("build", "station"), lambda lays: _lay(g, company, lays),
                          lambda stations: _station(g, company, stations))
    if first is not None:
        return first
    if step == "dividend":
        return _dividend(g, company, actions)
    if any(isinstance(a, BuyTrain | SellShares) for a in actions):
        return _buy_step(g, player, company, actions)
    return Pass()


def _lay(g: EZLevel2, company: Company, lays: list[LayTile]) -> LayTile | None:
    board, track, phase = g.board, g.state.track, g.phase().name
    now, later = list(company.trains), future_trains(g, company)
    all_stops = stops(board, track, phase)
    home = g.station_reach_from(company)
    tally = Tally()

    def judge(lay: LayTile | None) -> float:
        placed = track if lay is None else with_tile(track, board, lay, company.id)
        graph = graph_of(g, company, placed)
        run_now, run_later = ez_revenues(graph, company.id, [cities(g, now), cities(g, later)], tally)
        return 2 * run_now + run_later + FRONTIER_WEIGHT * frontier(board, graph, company.id, all_stops, home)

    lay, _ = best_lay(lays, judge, lambda found: lay_order(board, track, company.id, found), tally=tally)
    return lay


def _station(g: EZLevel2, company: Company, stations: list[PlaceStation]) -> PlaceStation | None:
    """A station where the run (now or with the next train) gains, if the treasury keeps what its next train needs."""
    cost = g.station_cost(company)
    if company.cash - cost < train_need(g, company):
        return None
    track = g.state.track
    later = future_trains(g, company)
    base = revenue(g, company, later)
    best, best_gain = None, 0
    for station in stations:
        tokens = {h: list(held) for h, held in track.tokens.items()}
        tokens.setdefault(station.hex, []).append(company.id)
        placed = type(track)(tiles=track.tiles, tokens=tokens, supply=track.supply)
        gain = revenue(g, company, later, placed) - base
        if gain > best_gain:
            best, best_gain = station, gain
    return best if best is not None else _guard(g, company, stations, cost)


def _guard(g: EZLevel2, company: Company, stations: list[PlaceStation], cost: int) -> PlaceStation | None:
    """A station in the last free space of a city its best run passes through, so no rival's station can fill the
    city and block the run, when the treasury has the cost to spare twice over."""
    if not company.trains or company.cash - 2 * cost < train_need(g, company):
        return None
    track, board = g.state.track, g.board
    routes = RouteFinder(graph_of(g, company), company.id).best(cities(g, company.trains))
    passed = {name for route in routes for name in route.names[1:-1]}
    guarded = [s for s in stations if s.hex in passed
               and city_slots(board, track, s.hex) - len(track.tokens.get(s.hex, [])) == 1]
    return min(guarded, key=lambda s: s.hex) if guarded else None


def _dividend(g: EZLevel2, company: Company, actions: list[Action]) -> Action:
    earned = g.state.revenue
    half = any(isinstance(a, HalfDividend) for a in actions)
    kept = earned - (earned // 2 // 10 * 10)
    choice = dividend(company.cash, train_need(g, company), half, kept)
    return choice if choice in actions else Dividend(pay=True)


def _answer_train_offer(g: EZLevel2, actions: list[Action]) -> Action:
    """Another railroad offers for one of ours: sold at its face value or more, never the last train the railroad
    must keep."""
    offer = g.state.offer
    if offer is None:
        return AnswerOffer(accept=False)
    seller = g.entity(offer.seller)
    face = g.rules.train(offer.train).price
    keeps = len(seller.trains) > 1 or is_minor(g, seller.id)
    accept = offer.price >= face and keeps
    return AnswerOffer(accept=accept) if AnswerOffer(accept=accept) in actions else actions[0]


def _buy_step(g: EZLevel2, player: int, company: Company, actions: list[Action]) -> Action:
    buys = [a for a in actions if isinstance(a, BuyTrain) and a.price is None]
    if g.must_own_train(company):
        best = _best_train(g, company, buys)  # its treasury pays: the train it runs best
        if best is not None:
            return best
        cheapest = g.cheapest_available()
        if cheapest is not None:
            price, train, source = cheapest
            wanted = BuyTrain(train=train, source=source)
            shortfall = price - company.cash - g.state.investors[player].cash
            if shortfall > 0:
                sale = forced_sale(g, player, company, actions, shortfall)
                if sale is not None:
                    return sale
            if wanted in actions:
                return wanted
        return buys[0] if buys else Pass()
    best = _best_train(g, company, buys)
    return best if best is not None else Pass()


def _best_train(g: EZLevel2, company: Company, buys: list[BuyTrain]) -> BuyTrain | None:
    """The train worth buying now from the treasury alone, if any: what it adds to the run now and once the
    doomed trains are gone, over the rounds likely left, against its price; a railroad whose every train is doomed
    buys the one that runs best afterwards."""
    if len(company.trains) >= g.train_limit(company):
        return None
    gone = doomed(g)
    now = revenue(g, company)
    lasting = [t for t in company.trains if t not in gone]
    later = revenue(g, company, lasting)
    rounds = rounds_left(g)
    best, best_value = None, 0.0
    for buy in buys:
        train = buy.train
        if train is None or g.rules.train(train).price > company.cash:
            continue
        price = g.rules.train(train).price
        scrap = scrapped_by(g, train) if buy.source is None else []
        after = [t for t in company.trains if t not in scrap] + [train]
        gain = revenue(g, company, after) - now
        gain_later = revenue(g, company, [t for t in after if t not in gone]) - later
        value = max(gain, 0) * rounds + gain_later * rounds / 2 - price * 0.7 + (price if not lasting else 0)
        if max(gain, gain_later) > 0 and value > best_value:
            best, best_value = buy, value
    return best
