"""18GL's runs (4.6.3): H trains count hexes, E trains cities (Table 8), D trains everything.

The routes are found or checked by the title-free engine/eighteen/trainruns*.py; here are 18GL's pieces:

* the trains as specs: an H train may include its number of hexes after the hex its route begins in
  (distinct hexes: a hex entered twice counts once; Chicago's D12 and D14 are two; a two-hex
  off-board counts the one hex entered), plus two on the first train of ALCO's type; an E train
  visits 2 to N cities and off-boards, N and doubling by the E trains corporations own (doubled
  until the first D is bought), passing towns without scoring them; a D train has no limit;
* stop values with the Terminal (+$10) and Port (+$20) tokens' cities and the Mine (E1 scores
  double) for the corporation holding them;
* the active ferry as extra track (inactive ferries are no track): its hexes are the lake hexes it
  crosses and the hex it lands in. The corporation holding the Ferry token uses it free (so does
  everyone if no one holds it); another pays the holder $50 once an Operating Round when any of its
  trains uses it, may not use it without the $50, and the best run uses it only when that earns
  more than the fee.

The best run is searched only when the move names no routes; the recorded move always names the
routes run, and the routes named are realised the same way live and in replays (without the ferry
when they can be), so earnings and the fee never depend on the search. When the search's step
budget runs out, the live run says so; the recorded move does not carry that, so a replay does not
repeat the sentence.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from engine.eighteen.shared.moves import RunTrains, TrainRoute
from engine.eighteen.shared.runs.trainruns import Crossing, RunNetwork, TrainSpec, diesel_train, express_train, hex_train
from engine.eighteen.shared.runs.trainruns_check import check_runs
from engine.eighteen.shared.runs.trainruns_lazy import LazyRunNetwork
from engine.eighteen.shared.runs.trainruns_search import DEFAULT_BUDGET, RunRoute, best_runs
from engine.eighteen.shared.track import CITY, TOWN, Node

if TYPE_CHECKING:
    from engine.eighteen.gl.contract import GLGame as GL18
    from engine.eighteen.gl.state import Corporation

TOKEN_BONUS = {"terminal": 10, "port": 20}
ALCO_HEXES = 2


def train_specs(g: GL18, corporation: Corporation) -> list[TrainSpec]:
    """The corporation's trains as the route search sees them, in the order it owns them."""
    specs: list[TrainSpec] = []
    alco = g.state.alco_train
    for train in corporation.trains:
        rule = g.rules.train(train)
        if rule.kind == "hexes":
            extended = alco == (corporation.id, train) and not any(s.extra for s in specs if s.name == train)
            specs.append(hex_train(train, (rule.reach or 0) + (ALCO_HEXES if extended else 0), "+2H" if extended else ""))
        elif rule.kind == "express":
            cities, doubled = express_reach(g)
            specs.append(express_train(train, cities, doubled))
        else:
            specs.append(diesel_train(train))
    return specs


def express_reach(g: GL18) -> tuple[int, bool]:
    """(cities, doubled) of every E train now (Table 8): by the E trains corporations own, until a D is bought."""
    rows = g.rules.express
    if g.state.first_diesel:
        row = next(r for r in rows if r.in_play == 0)
        return row.cities, False
    owned = sum(1 for c in g.state.corporations.values() for t in c.trains if g.rules.train(t).kind == "express")
    counted = [r for r in rows if r.in_play > 0]
    row = next((r for r in counted if r.in_play == owned), counted[-1] if owned > counted[-1].in_play else counted[0])
    return row.cities, row.doubled


def bonuses(g: GL18, corporation: Corporation) -> dict[str, int]:
    """Extra value of some hexes' city or town for this corporation: Terminal, Port, the Mine doubled."""
    state, bonus = g.state, {}
    for power, amount in TOKEN_BONUS.items():
        if state.powers.get(power) == corporation.id and power in state.power_hex:
            hex_name = state.power_hex[power]
            bonus[hex_name] = bonus.get(hex_name, 0) + amount
    if state.powers.get("mine") == corporation.id:
        for spec in g.board.spec.hexes:
            if "mine" in spec.symbols and spec.hex in state.track.tiles:
                tile = g.board.tiles[state.track.tiles[spec.hex][0]]
                printed = tile.towns[0].revenue if tile.towns else tile.cities[0].revenue if tile.cities else 0
                bonus[spec.hex] = bonus.get(spec.hex, 0) + printed
    return bonus


def ferry_terms(g: GL18, corporation: Corporation) -> tuple[list[Crossing], int, str | None]:
    """The active ferry's crossings, the fee this corporation owes for using it, and who is paid."""
    state = g.state
    if state.ferry is None:
        return [], 0, None
    ferry = next(f for f in g.board.spec.ferries if f.id == state.ferry)
    crossings = [Crossing(s.ends, tuple(s.crosses), ferry.id) for s in ferry.segments]
    holder = state.powers.get("ferry")
    fee = 0 if holder in (None, corporation.id) else g.rules.ferry_fee
    return crossings, fee, holder


def network(g: GL18, corporation: Corporation, *, lazy: bool = False) -> tuple[RunNetwork, int, str | None]:
    """The corporation's view of the track (bonuses, the active ferry), its ferry fee and the fee's payee."""
    graph = g.graph()
    bonus = bonuses(g, corporation)

    def value(node: Node) -> int:
        extra = bonus.get(node.hex, 0) if node.kind in (CITY, TOWN) else 0
        return graph.stop_value(node) + extra

    crossings, fee, holder = ferry_terms(g, corporation)
    # a recorded run replayed (trusted) is only checked: the network is built where the check walks
    kind = LazyRunNetwork if g.trusted and lazy else RunNetwork
    return kind(graph, corporation.id, value, crossings), fee, holder


def run(g: GL18, corporation: Corporation, action: RunTrains, messages: list[str],
        budget: int = DEFAULT_BUDGET) -> tuple[int, RunTrains]:
    """Run the corporation's trains: the best routes, or those given. Returns (earnings, the move to record)."""
    specs = train_specs(g, corporation)
    net, fee, holder = network(g, corporation, lazy=action.routes is not None)
    ferry = g.state.ferry
    forbidden: dict[str, str] = {}
    if ferry is not None and fee > corporation.cash:
        name = next(f.name for f in g.board.spec.ferries if f.id == ferry)
        forbidden[ferry] = (f"{corporation.id} cannot use the {name} ferry: it has ${corporation.cash} "
                            f"and the fee to {holder} is ${fee}")
    result = None
    if action.routes is None:
        result = best_runs(net, specs, {ferry: fee} if ferry else {}, forbidden, budget)
        requests = [(r.train.name, r.names) for r in result.routes]
    else:
        requests = [(r.train, tuple(r.stops)) for r in action.routes]
    routes = check_runs(net, specs, requests, forbidden)
    order = {id(s): i for i, s in enumerate(specs)}
    routes.sort(key=lambda r: order.get(id(r.train), len(specs)))
    describe(g, corporation, routes, messages)
    earnings = sum(r.revenue for r in routes)
    if ferry is not None and fee and any(ferry in r.tags for r in routes):
        _pay_fee(g, corporation, fee, holder, messages)
    searched = result.steps if result is not None and not result.proven else action.searched
    if searched is not None:  # said again on replay, from the recorded move
        messages.append(f"{corporation.id}'s runs total ${earnings} (the search stopped after {searched:,} steps: "
                        f"this is the best found, not proven the most).")
    recorded = RunTrains(routes=tuple(TrainRoute(train=r.train.name, stops=r.names) for r in routes), searched=searched)
    return earnings, recorded


def describe(g: GL18, corporation: Corporation, routes: list[RunRoute], messages: list[str]) -> None:
    """Say each train's run (its stops, any ferry it took, what it earned), or that the corporation has no route."""
    board = g.board
    ferries = {f.id: f.name for f in board.spec.ferries}
    if not routes:
        messages.append(f"{corporation.id} has no route to run.")
    for route in routes:
        stops = " - ".join(board.label(n) for n in route.names)
        over = "".join(f" over the {ferries.get(t, t)} ferry" for t in route.tags)
        messages.append(f"{corporation.id}'s {route.train.label} train runs {stops}{over} for ${route.revenue}.")


def _pay_fee(g: GL18, corporation: Corporation, fee: int, holder: str | None, messages: list[str]) -> None:
    corporation.cash -= fee
    if holder is not None:
        g.state.corporations[holder].cash += fee
    name = next(f.name for f in g.board.spec.ferries if f.id == g.state.ferry)
    messages.append(f"{corporation.id} pays {holder} ${fee} for using the {name} ferry.")
