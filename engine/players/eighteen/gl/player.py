"""The bot in 18GL (engine/eighteen/gl/game.py): its corporations' operating turns and the choices that interrupt
them. The private companies' auction and the Stock Rounds are engine/players/eighteen/gl/stock.py.

A corporation's turn:
- track: the lay that raises its best run most, now and with the next train, less half its terrain cost, never
  spending what its next train needs (engine/players/eighteen/common/evaluation.py; of the `GL_LAY_TRIALS` lays `lay_order` ranks
  first); private powers it owns that help now (ALCO on its longest train, Mine, Terminal and Port where its run
  gains, Bridge and Tunnel when it lays terrain);
- station: where its run gains most, if the treasury can spare the cost;
- run: the proven best routes;
- dividend: the rule in engine/players/eighteen/__init__.py (pay; half or withhold only for a train it must buy soon);
- trains: a corporation without one buys at once (loans if it must: the engine borrows no more than needed); one
  whose trains the next phase rusts buys a newer one while it can; else a train that pays for itself;
- loans: repaid as soon as the treasury can spare $500 (each costs $50 a round and $50 a share at the end); CONRAIL's
  Bonds redeemed the same way;
- treasury shares: sold only to find the money for a train it must buy.

Interruptions: Wabash's home circle (the one with more revenue near it), CONRAIL's stations (as many as allowed),
emergency sales (shares of corporations it does not preside first), trains over the limit (the cheapest goes),
offers for its trains (at face value or more, never its last train), another player's request to use its
private's power (granted to its own corporations only).
"""

from __future__ import annotations

from engine.core.action_base import Move as Action
from engine.core.action_base import Pass
from engine.eighteen.gl import track as gl_track
from engine.eighteen.gl.game import GL18
from engine.eighteen.gl.money import HALF, total_dividends
from engine.eighteen.gl.moves import ChooseHome, DiscardTrain, KeepStations, RedeemBonds, RepayLoan, TreasuryTrade, UsePower
from engine.eighteen.gl.state import INITIAL, OPERATE, STOCK, Corporation
from engine.eighteen.shared.building import TrackState
from engine.eighteen.shared.company_moves import HalfDividend
from engine.eighteen.shared.moves import AnswerOffer, BuyTrain, Dividend, LayTile, PlaceStation, SellShares
from engine.players.eighteen.common.evaluation import best_lay, distance, dividend, frontier, lay_order, stops, track_and_run, with_tile
from engine.players.eighteen.gl.core import LAY_BUDGET, bank_train, doomed, future_trains, rounds_left, run_value, rusted_by, train_need
from engine.players.eighteen.gl.stock import auction_move, emergency_sale, stock_turn

FRONTIER_WEIGHT = 0.3
GL_LAY_TRIALS = 24  # lays measured in a decision, of those `lay_order` ranks first (48 until issue 46: as strong, and the
#                    slowest decisions took twice as long)
TRAIN_COST_WEIGHT = 0.4  # a train is bought when what it adds over the rounds left beats this part of its price (0.7 until issue 46)


def choose(g: GL18, player: int, actions: list[Action]) -> Action:
    """The bot's move in 18GL, whatever is asked of it: a choice waiting, the auction, a Stock Round, or operating."""
    state = g.state
    if any(isinstance(a, ChooseHome) for a in actions):
        return _home(g, [a for a in actions if isinstance(a, ChooseHome)])
    if any(isinstance(a, KeepStations) for a in actions):
        return _keep(g, player, actions)
    if any(isinstance(a, DiscardTrain) for a in actions):
        return min((a for a in actions if isinstance(a, DiscardTrain)), key=lambda a: (g.rules.train(a.train).price, a.train))
    if state.emergency is not None:
        return emergency_sale(g, player, actions)
    if state.train_offer is not None:
        return _answer_train(g, actions)
    if state.power_request is not None:
        return AnswerOffer(accept=_grants_power(g, player))
    if state.startpacket is not None or state.start_due is not None:
        return auction_move(g, player, actions)
    if state.stage in (INITIAL, STOCK):
        return stock_turn(g, player, actions)
    if state.stage == OPERATE:
        return _operate(g, player, actions)
    return Pass()


# -- the operating turn --------------------------------------------------------------------------------------------------


def _operate(g: GL18, player: int, actions: list[Action]) -> Action:
    corporation = g.operating_corp()
    step = g.state.step
    power = _power(g, player, corporation, actions)
    if power is not None:
        return power
    first = track_and_run(actions, step, "track", ("track", "token"), lambda lays: _lay(g, corporation, lays),
                          lambda stations: _station(g, corporation, stations))
    if first is not None:
        return first
    if step == "dividend" and g.state.earnings > 0:
        return _dividend(g, corporation, actions)
    buys = [a for a in actions if isinstance(a, BuyTrain)]
    if step in ("track", "token", "dividend", "buy") and (buys or not corporation.trains):
        train = _train(g, corporation, buys)
        if train is not None:
            return train
    repay = [a for a in actions if isinstance(a, RepayLoan)]
    if repay:
        most = max(repay, key=lambda a: a.count)
        if corporation.cash - most.count * g.rules.loans.amount >= train_need(g, corporation):
            return most
        if corporation.cash - g.rules.loans.amount >= train_need(g, corporation):
            return RepayLoan(count=1)
    redeem = [a for a in actions if isinstance(a, RedeemBonds)
              and corporation.cash - a.count * g.rules.bonds.face >= train_need(g, corporation)]
    if redeem:  # each Bond out costs $10 a round and CONRAIL's shares $10 each at the end
        return max(redeem, key=lambda a: (a.count, a.holder or ""))
    trade = _treasury(g, corporation, actions)
    if trade is not None:
        return trade
    return Pass() if Pass() in actions else actions[0]


def _lay(g: GL18, corporation: Corporation, lays: list[LayTile]) -> LayTile | None:
    board, track = g.board, g.state.track
    need = train_need(g, corporation)
    affordable = [lay for lay in lays if corporation.cash - gl_track.tile_cost(g, corporation, lay.hex) >= min(need, corporation.cash)]
    if not affordable:
        return None
    now = list(corporation.trains)
    later = [bank_train(g) or max(now, key=lambda t: g.rules.train(t).price)] if now or bank_train(g) else []
    all_stops = stops(board, track, g.phase().offboard)
    memo: dict[tuple[object, ...], int] = {}

    def judge(lay: LayTile | None) -> float:
        placed = track if lay is None else with_tile(track, board, lay, corporation.id)
        cost = 0 if lay is None else gl_track.tile_cost(g, corporation, lay.hex)
        saved = g.state.track
        g.state.track = placed
        try:
            graph = g.graph()
            reach = frontier(board, graph, corporation.id, all_stops)
        finally:
            g.state.track = saved
        return (2 * run_value(g, corporation, now, placed, LAY_BUDGET, memo)
                + run_value(g, corporation, later, placed, LAY_BUDGET, memo)
                + FRONTIER_WEIGHT * reach - cost / 2)

    lay, _ = best_lay(affordable, judge, lambda found: lay_order(board, track, corporation.id, found), trials=GL_LAY_TRIALS)
    return lay


def _station(g: GL18, corporation: Corporation, stations: list[PlaceStation]) -> PlaceStation | None:
    costs = gl_track.station_choices(g, corporation)
    need = train_need(g, corporation)
    track = g.state.track
    later = future_trains(g, corporation)
    base = run_value(g, corporation, later)
    best, best_score = None, 0.0
    for station in stations:
        cost = costs.get(station.hex)
        if cost is None or corporation.cash - cost < need:
            continue
        tokens = {h: list(held) for h, held in track.tokens.items()}
        tokens.setdefault(station.hex, []).append(corporation.id)
        gain = run_value(g, corporation, later, TrackState(tiles=track.tiles, tokens=tokens, supply=track.supply)) - base
        score = gain - cost / 10
        if gain > 0 and score > best_score:
            best, best_score = station, score
    return best


def _dividend(g: GL18, corporation: Corporation, actions: list[Action]) -> Action:
    earned = g.state.earnings
    kept = earned - total_dividends(earned, HALF)
    choice = dividend(corporation.cash, train_need(g, corporation), True, kept)
    return choice if choice in actions else Dividend(pay=True)


def _train(g: GL18, corporation: Corporation, buys: list[BuyTrain]) -> BuyTrain | None:
    limit = g.train_limit(corporation)
    if len(corporation.trains) >= limit:
        return None
    plain = [b for b in buys if b.price is None]
    if not corporation.trains:
        if not plain:
            return None
        return min(plain, key=lambda b: (g.rules.train(b.train or "").price, b.source is None))
    now = run_value(g, corporation)
    lasting = [t for t in corporation.trains if t not in doomed(g)]
    best, best_value = None, 0.0
    for buy in plain:
        train = buy.train or ""
        price = g.rules.train(train).price
        if price > corporation.cash:
            continue
        rusts = rusted_by(g, train) if buy.source is None else None
        after = [t for t in corporation.trains if t != rusts] + [train]
        gain = run_value(g, corporation, after) - now
        value = gain * rounds_left(g) - price * TRAIN_COST_WEIGHT + (price if not lasting else 0)
        if gain > 0 and value > best_value:
            best, best_value = buy, value
    return best


def _treasury(g: GL18, corporation: Corporation, actions: list[Action]) -> Action | None:
    """Treasury shares sold only for a train it must soon buy and cannot pay for."""
    need = train_need(g, corporation) - corporation.cash
    if need <= 0:
        return None
    value = g.share_value(corporation.id)
    sells = sorted((a for a in actions if isinstance(a, TreasuryTrade) and a.sell), key=lambda a: a.count)
    for sale in sells:
        if sale.count * value >= need:
            return sale
    return sells[-1] if sells else None


# -- private powers -----------------------------------------------------------------------------------------------------


def _power(g: GL18, player: int, corporation: Corporation, actions: list[Action]) -> Action | None:
    powers = [a for a in actions if isinstance(a, UsePower) and g.state.privates[a.company].player == player]
    if not powers:
        return None
    late = [p.name for p in g.rules.phases].index(g.state.phase) >= 2  # 6H on: privates close at 10H
    for power in powers:
        ability = next(p.ability for p in g.rules.privates if p.id == power.company)
        if ability == "alco" and corporation.trains:
            longest = max(corporation.trains, key=lambda t: (g.rules.train(t).reach or 0, t))
            if power.target == longest:
                return power
        if ability in ("bridge", "tunnel"):
            return power  # a permanent token: terrain at half cost for its own corporation
        if (ability in ("mine", "terminal", "port") and (late or ability == "mine") and corporation.trains
                and _power_gain(g, player, power) > 0):
            return power
    return None


def _power_gain(g: GL18, player: int, power: UsePower) -> int:
    trial = g.snapshot()
    corporation = trial.operating_corp()
    before = run_value(trial, corporation)
    try:
        trial.apply(player, power)
    except Exception:
        return 0
    return run_value(trial, trial.state.corporations[corporation.id]) - before


def _grants_power(g: GL18, player: int) -> bool:
    request = g.state.power_request
    operating = g.state.corporations.get(g.state.operating or "")
    return request is not None and operating is not None and operating.president == player


# -- interruptions ------------------------------------------------------------------------------------------------------


def _home(g: GL18, choices: list[ChooseHome]) -> Action:
    board, track = g.board, g.state.track
    near = stops(board, track, g.phase().offboard)
    return max(choices, key=lambda c: (sum(s.value / (1 + distance(board, c.hex, s.hex)) for s in near), c.hex))


def _keep(g: GL18, player: int, actions: list[Action]) -> Action:
    """As many stations as CONRAIL may keep: two of each merged corporation's, the largest cities first."""
    keep = g.state.conrail_keep or {}
    board, track = g.board, g.state.track

    def size(hex_name: str) -> int:
        placed = track.tiles.get(hex_name)
        tile = board.tiles[placed[0]] if placed else None
        return tile.cities[0].revenue if tile and tile.cities else 0

    wanted: list[str] = []
    for railroad in sorted(keep):
        for hex_name in sorted(keep[railroad], key=lambda h: (-size(h), h))[:2]:
            if hex_name not in wanted:
                wanted.append(hex_name)
    move = KeepStations(hexes=tuple(wanted))
    if g._would_accept(player, move):
        return move
    singles = [a for a in actions if isinstance(a, KeepStations) and a.hexes]
    return max(singles, key=lambda a: size(a.hexes[0])) if singles else KeepStations(hexes=())


def _answer_train(g: GL18, actions: list[Action]) -> Action:
    _buyer, seller, train, price = g.state.train_offer  # type: ignore[misc]
    owner = g.state.corporations[seller]
    accept = price >= g.rules.train(train).price and len(owner.trains) > 1
    return AnswerOffer(accept=accept)


__all__ = ["HalfDividend", "SellShares", "choose"]
