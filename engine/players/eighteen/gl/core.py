"""What the 18xx bot reads of an 18GL corporation (engine/players/eighteen/gl/player.py and its Stock Rounds): what it earns with
given trains on given track, which of its trains the next phases rust, and the train it must buy soon."""

from __future__ import annotations

from engine.eighteen.gl import routes as gl_routes
from engine.eighteen.gl.game import GL18
from engine.eighteen.gl.state import Corporation
from engine.eighteen.gl.trains import bank_train
from engine.eighteen.shared.building import TrackState
from engine.eighteen.shared.runs.trainruns_search import best_runs

BUDGET = 60_000  # route-search steps for a judgement (the engine's own run searches far more)
LAY_BUDGET = 6_000  # for each tile lay measured (many are: the best found, not always proven)


# -- what a corporation earns ------------------------------------------------------------------------------------------


def run_value(g: GL18, corporation: Corporation, trains: list[str] | None = None, track: TrackState | None = None,
              budget: int = BUDGET, memo: dict[tuple[object, ...], int] | None = None) -> int:
    """The most the corporation's trains (or `trains`) earn on the track (or `track`), less any ferry fee. With
    `memo`, a search over a network of the same shape as one searched before is not made again (lays that add
    nothing the trains can use give the same network)."""
    saved_trains, saved_track = corporation.trains, g.state.track
    if trains is not None:
        corporation.trains = list(trains)
    if track is not None:
        g.state.track = track
    try:
        if not corporation.trains:
            return 0
        specs = gl_routes.train_specs(g, corporation)
        net, fee, _ = gl_routes.network(g, corporation)
        ferry = g.state.ferry
        fees = {ferry: fee} if ferry else {}
        key = (net.shape(), tuple(specs), tuple(fees.items()), budget) if memo is not None else None
        if memo is not None and key in memo:
            return memo[key]
        result = best_runs(net, specs, fees, {}, budget)
        if memo is not None:
            memo[key] = result.revenue - result.fees
        return result.revenue - result.fees
    finally:
        corporation.trains, g.state.track = saved_trains, saved_track


def _next_types(g: GL18) -> list[str]:
    return [t for t, left in g.state.trains_left.items() if left is None or left > 0]


def rusted_by(g: GL18, train: str) -> str | None:
    """The type the first `train` rusts, if buying it starts its phase now."""
    order = [p.name for p in g.rules.phases]
    if train in order and order.index(train) > order.index(g.state.phase):
        return g.rules.train(train).rusts
    return None


def doomed(g: GL18) -> set[str]:
    """Types the next phase (or the one after, when the bank's current type is nearly gone) rusts."""
    found: set[str] = set()
    types = _next_types(g)
    for index, train in enumerate(types[:2]):
        left = g.state.trains_left.get(types[0])
        if index == 1 and left is not None and left > 2:
            break
        rusts = g.rules.train(train).rusts
        if rusts:
            found.add(rusts)
    return found


def train_need(g: GL18, corporation: Corporation) -> int:
    """The price of the train the corporation must buy soon (it has none, or all it has will rust), else 0."""
    if [t for t in corporation.trains if t not in doomed(g)]:
        return 0
    bank = bank_train(g)
    prices = [g.rules.train(t).price for t in g.state.pool_trains if t not in doomed(g)]
    if bank is not None:
        prices.append(g.rules.train(bank).price)
    return min(prices, default=0)


def future_trains(g: GL18, corporation: Corporation) -> list[str]:
    """The corporation's trains with the bank's next train added (the one it may buy), if the bank has any."""
    bank = bank_train(g)
    return [*corporation.trains, bank] if bank is not None else list(corporation.trains)


def rounds_left(g: GL18) -> int:
    """Operating Rounds likely left: the bank's money at what the corporations earn, about (2 to 10)."""
    earning = sum(max(80, 60 * len(c.trains)) for c in g.state.corporations.values() if c.floated)
    return max(2, min(10, g.state.bank // max(earning, 1)))
