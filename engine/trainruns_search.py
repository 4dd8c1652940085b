"""The best runs of a railroad's hex, express and diesel trains (18GL 4.6.3), found exactly.

Every legal route holds one of the railroad's stations, so it is one arm out of a station, or two
arms joined there (engine/trainruns.py lists the arms). A route through several stations is counted
at the first of them only. The trains are then given routes by branch and bound: trains in order of
what each could earn alone, each train's candidate routes tried best arm first, and a branch
abandoned as soon as what it has plus what the remaining trains could earn alone cannot beat the
best found. Crossings with a fee (a ferry not the railroad's own) cost it once, however many trains
use them; at equal earnings after fees, routes without a fee win.

All work is counted against a budget of steps. If the arms and the branch and bound both finish, the
result is proven the most; if the budget runs out the best found is returned with `proven` False.
"""

from __future__ import annotations

from bisect import bisect_right
from collections.abc import Iterable, Mapping, Sequence
from dataclasses import dataclass

from engine.trainruns import CITY_STOP, EXPRESS, HEXES, Arm, Budget, RunNetwork, TrainSpec

DEFAULT_BUDGET = 400_000


@dataclass(frozen=True)
class RunRoute:
    """A train's route: its stops (positions of the network, in order) and what it uses."""

    train: TrainSpec
    stops: tuple[int, ...]
    names: tuple[str, ...]
    revenue: int
    segments: int
    hexes: int
    tags: tuple[str, ...]  # crossings (ferries) it uses


@dataclass(frozen=True)
class RunResult:
    routes: list[RunRoute]
    revenue: int  # the trains' earnings (fees not taken off)
    fees: int  # owed for crossings used
    proven: bool  # the search finished: no other routes earn more
    steps: int


@dataclass
class _Station:
    """A station as one train sees it: its worth, whether routes pass it, its arms best first, and the
    arms' indices grouped by the position their first move reaches (only different groups can join)."""

    pos: int
    bit: int
    worth: int
    passable: bool
    arms: list[tuple[int, Arm]]
    groups: list[tuple[int, list[int]]]


def make_route(net: RunNetwork, train: TrainSpec, stops: tuple[int, ...], segments: int, hexes: int) -> RunRoute:
    if not train.towns_score:  # an express names its cities and off-boards; the towns it passes are not stops
        stops = tuple(s for s in stops if net.kind[s] == CITY_STOP)
    revenue = sum(net.stop_worth(train, s) for s in stops)
    names = tuple(net.name(s) for s in stops)
    return RunRoute(train, stops, names, revenue, segments, hexes, tuple(net.tags_of(segments)))


def best_runs(net: RunNetwork, trains: Sequence[TrainSpec], fees: Mapping[str, int] | None = None,
              forbidden: Iterable[str] = (), budget: int = DEFAULT_BUDGET) -> RunResult:
    """The routes earning the most for `trains` together (less `fees` for crossings used), using no
    crossing in `forbidden`."""
    fees = dict(fees or {})
    deny = 0
    for tag in forbidden:
        deny |= net.tag_bits.get(tag, 0)
    trains = list(trains)
    if not trains or not net.stations:
        return RunResult([], 0, 0, True, 0)
    spent, complete = 0, True
    arms: list[list[Arm]] = []
    for k, station in enumerate(net.stations):  # each station gets its share of what is left
        share = Budget((budget - spent) // (len(net.stations) - k))
        arms.append(net.arms(station, trains, share))
        spent, complete = spent + share.spent, complete and not share.cut
    distinct = list(dict.fromkeys(trains))
    options = {t: _options(net, t, arms, deny) for t in distinct}
    first = Budget(budget // 4)  # what each train earns alone: the bound for the rest
    alone = {t: _Search(net, [t], options, {}, first).run()[0] for t in distinct}
    order = sorted(trains, key=lambda t: -alone[t])
    main = Budget(budget)
    _, picks = _Search(net, order, options, fees, main, [alone[t] for t in order]).run()
    routes = [make_route(net, t, pick[0], pick[1], pick[2]) for t, pick in zip(order, picks, strict=True) if pick]
    used = 0
    for route in routes:
        used |= route.segments
    owed = sum(fees.get(tag, 0) for tag in net.tags_of(used))
    proven = complete and not first.cut and not main.cut
    return RunResult(routes, sum(r.revenue for r in routes), owed, proven, spent + first.spent + main.spent)


def _options(net: RunNetwork, train: TrainSpec, arms: list[list[Arm]], deny: int) -> list[_Station]:
    """The stations as `train` sees them, with the arms it may use (none holding an earlier station)."""
    found: list[_Station] = []
    earlier = 0
    for station, station_arms in zip(net.stations, arms, strict=True):
        usable = [(net.arm_value(train, a), a) for a in station_arms
                  if not a.nodes & earlier and not a.segments & deny and net.fits(train, a)]
        usable.sort(key=lambda item: -item[0])
        groups: dict[int, list[int]] = {}
        for i, (_value, arm) in enumerate(usable):
            groups.setdefault(arm.first, []).append(i)
        found.append(_Station(station, 1 << station, net.stop_worth(train, station), net.passable[station],
                              usable, list(groups.items())))
        earlier |= 1 << station
    found.sort(key=lambda o: -(o.worth + (o.arms[0][0] if o.arms else 0)))
    return found


class _Search:
    """Branch and bound over the trains' routes; keys are 2 × (earnings − fees) + 1 when fee-free."""

    def __init__(self, net: RunNetwork, trains: list[TrainSpec], options: Mapping[TrainSpec, list[_Station]],
                 fees: Mapping[str, int], budget: Budget, alone: list[int] | None = None) -> None:
        self.net, self.trains, self.options, self.budget = net, trains, options, budget
        self.fee_bits = [(bits, fees[tag]) for tag, bits in net.tag_bits.items() if fees.get(tag)]
        self.taxed = 0
        for bits, _fee in self.fee_bits:
            self.taxed |= bits
        bound = alone if alone is not None else [10**9] * len(trains)
        self.rest = [sum(bound[i:]) for i in range(len(trains) + 1)]
        self.best_key, self.best_net = 1, 0
        self.best: list[tuple[tuple[int, ...], int, int] | None] = [None] * len(trains)
        self.pick: list[tuple[tuple[int, ...], int, int] | None] = [None] * len(trains)

    def run(self) -> tuple[int, list[tuple[tuple[int, ...], int, int] | None]]:
        self._train(0, 0, 0, 10**9)
        return self.best_net, self.best

    def _net(self, used: int, gross: int) -> int:
        return gross - sum(fee for bits, fee in self.fee_bits if bits & used)

    def _train(self, i: int, used: int, gross: int, cap: int) -> None:
        clean = 0 if used & self.taxed else 1
        if i == len(self.trains):
            net = self._net(used, gross)
            key = 2 * net + clean
            if key > self.best_key:
                self.best_key, self.best_net, self.best = key, net, list(self.pick)
            return
        if 2 * (gross + self.rest[i]) + clean <= self.best_key:
            return
        train, after = self.trains[i], self.rest[i + 1]
        same = i + 1 < len(self.trains) and self.trains[i + 1] == train
        limit_hexes = train.hexes if train.kind == HEXES else None
        limit_cities = train.cities if train.kind == EXPRESS else None
        budget = self.budget
        for st in self.options[train]:
            station, sbit, worth, arms = st.pos, st.bit, st.worth, st.arms
            for ai, (va, a) in enumerate(arms):
                budget.spent += 1
                if budget.out:
                    budget.cut = True
                    return
                top = worth + va + (va if st.passable else 0)
                if 2 * (gross + top + after) + clean <= self.best_key:
                    break
                if a.segments & used:
                    continue
                value = worth + va
                if value <= cap:
                    self.pick[i] = ((station, *a.stops), a.segments, a.hexes)
                    self._train(i + 1, used | a.segments, gross + value, value if same else 10**9)
                if not st.passable:
                    continue
                busy = used | a.segments
                for lead, indices in st.groups:
                    if lead == a.first:
                        continue
                    for j in range(bisect_right(indices, ai), len(indices)):
                        vb, b = arms[indices[j]]
                        budget.spent += 1
                        value = worth + va + vb
                        if 2 * (gross + value + after) + clean <= self.best_key:
                            break
                        if b.segments & busy or a.nodes & b.nodes != sbit or value > cap:
                            continue
                        if limit_hexes is not None and (a.hexes | b.hexes).bit_count() - 1 > limit_hexes:
                            continue
                        if limit_cities is not None and a.cities + b.cities + 1 > limit_cities:
                            continue
                        self.pick[i] = ((*reversed(a.stops), station, *b.stops), busy | b.segments, a.hexes | b.hexes)
                        self._train(i + 1, busy | b.segments, gross + value, value if same else 10**9)
        self.pick[i] = None
        self._train(i + 1, used, gross, 0 if same else 10**9)
