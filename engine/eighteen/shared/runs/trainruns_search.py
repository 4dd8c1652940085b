"""The best runs of a railroad's hex, express and diesel trains (18GL 4.6.3), found exactly.

Every legal route holds one of the railroad's stations, so it is one arm out of a station, or two
arms joined there (engine/eighteen/shared/runs/trainruns.py lists the arms). A route through several stations is counted
at the first of them only. The trains are then given routes by branch and bound: trains in order of
what each could earn alone, each train's candidate routes tried best arm first, and a branch
abandoned as soon as what it has plus what the remaining trains could earn alone cannot beat the
best found. Alike trains are taken in order of earnings (a second 4H earns no more than the first),
which bounds each by the one before. A station's arms are numbered best first and sets of them are
bit masks: the arms a given arm may join are those sharing no stop and no first step with it, and
the arms on track an earlier train took are set aside with one mask per arm held (remembered for the
arms held lately), so the loops only visit candidates. Only a prefix of a station's arms can matter:
those worth what the branch still needs to beat the best found (`_least`), found by bisection, so the
masks stay short; when a prefix holds few arms they are checked one by one instead. Crossings with
a fee (a ferry not the railroad's own) cost it once, however many trains use them; at equal earnings
after fees, routes without a fee win.

All work is counted against a budget of steps (weighing an arm for a kind of train is one). If the
arms and the branch and bound both finish, the result is proven the most; if the budget runs out the
best found is returned with `proven` False: never less than the first train's route found alone, and
what a train earns alone bounds the others only if that search finished.
"""

from __future__ import annotations

from bisect import bisect_right
from collections.abc import Callable, Iterable, Mapping, Sequence
from dataclasses import dataclass, field

from engine.eighteen.shared.runs.trainruns import CITY_STOP, EXPRESS, HEXES, Arm, Budget, RunNetwork, TrainSpec

DEFAULT_BUDGET = 3_000_000
MEMO_BYTES = 4_000_000  # clash sets remembered per station, at most about this much memory
FEW = 24  # arms to look at one by one rather than set aside as bit masks


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
    """A station as one train sees it: its worth, whether routes pass through it, and the arms the
    train may use from it, best first. Sets of arms are bit masks over that order (bit i: arm i), so
    the lowest bit of a set is its best arm; `clash` gives, for each stop an arm reaches and each
    position an arm's first move leads to, the arms holding it (`clashes`): two arms sharing one can never join."""

    pos: int
    bit: int
    worth: int
    passable: bool
    arms: list[tuple[int, Arm]]
    negated: list[int] = field(default_factory=list)
    peak: int = 0  # the most a route from here could earn (its best arm twice, if routes pass)
    clash_index: dict[int, int] | None = None  # built when first needed (`clashes`)
    by_segment: dict[int, int] | None = None  # segment number -> arms using it (built when first needed)
    memo: dict[int, int] = field(default_factory=dict)  # id of an arm (kept alive by the lists) -> arms it clashes with

    def __post_init__(self) -> None:
        self.negated = [-value for value, _arm in self.arms]  # ascending, for bisect
        self.peak = self.worth + self.arms[0][0] * (2 if self.passable else 1) if self.arms else -1

    def clashes(self) -> dict[int, int]:
        """`clash`, built the first time a search sets partners aside by masks here (most stations never are)."""
        if self.clash_index is None:
            self.clash_index = _index(self.arms, lambda arm: (*arm.stops, arm.first))
        return self.clash_index

    def using(self, held: list[Arm]) -> tuple[int, int]:
        """(this station's arms sharing track with any of `held`, work done). Each held arm's clashes
        are remembered (up to a point), as the same arms are held again and again."""
        work = 0
        if self.by_segment is None:
            self.by_segment = _index(self.arms, Arm.segment_numbers)
            work = sum(len(arm.segment_numbers()) for _, arm in self.arms)
        found, index, memo = 0, self.by_segment, self.memo
        for arm in held:
            mask = memo.get(id(arm))
            if mask is None:
                mask = 0
                numbers = arm.segment_numbers()
                for number in numbers:
                    mask |= index.get(number, 0)
                work += len(numbers)
                if len(memo) * (len(self.arms) // 8 + 16) >= MEMO_BYTES:
                    memo.clear()  # full: start again with the arms held lately
                memo[id(arm)] = mask
            found |= mask
            work += 1
        return found, work


def _index(arms: list[tuple[int, Arm]], keys: Callable[[Arm], Iterable[int]]) -> dict[int, int]:
    """key -> the arms (as bits by index) whose keys include it."""
    lists: dict[int, list[int]] = {}
    for i, (_value, arm) in enumerate(arms):
        for key in keys(arm):
            lists.setdefault(key, []).append(i)
    found = {}
    size = (len(arms) >> 3) + 1
    for key, indices in lists.items():
        buffer = bytearray(size)
        for i in indices:
            buffer[i >> 3] |= 1 << (i & 7)
        found[key] = int.from_bytes(buffer, "little")
    return found


def make_route(net: RunNetwork, train: TrainSpec, stops: tuple[int, ...], segments: int, hexes: int) -> RunRoute:
    """The train's route with these stops and track: what it earns, its stops' names, the crossings it takes."""
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
    # The budget is shared: the arms may take half of it (each station its share of what is left),
    # what each train earns alone (the bound for the others) a quarter of the rest, the search the rest.
    spent, complete = 0, True
    arms: list[list[Arm]] = []
    for k, station in enumerate(net.stations):
        share = Budget((budget // 2 - spent) // (len(net.stations) - k))
        arms.append(net.arms(station, trains, share))
        spent, complete = spent + share.spent, complete and not share.cut
    distinct = list(dict.fromkeys(trains))
    options = {t: _options(net, t, arms, deny) for t in distinct}
    spent += sum(map(len, arms)) * len(distinct)  # each arm weighed once for each kind of train
    first = Budget(max(budget - spent, 0) // 4)
    lone = {t: _Search(net, [t], options, {}, first).run() for t in distinct}
    alone = {t: found for t, (found, _pick) in lone.items()}
    order = sorted(trains, key=lambda t: (-alone[t], distinct.index(t)))  # alike trains side by side
    spent += first.spent
    main = Budget(max(budget - spent, budget // 4))
    bounds = [10**9 if first.cut else alone[t] for t in order]  # cut short, what one earns alone bounds nothing
    search = _Search(net, order, options, fees, main, bounds)
    best, picks = search.run()
    start = lone[order[0]][1][0]
    if main.cut and start is not None and search._net(start[1], alone[order[0]]) > best:
        picks = [start] + [None] * (len(order) - 1)  # cut before finding as much: the first train's route alone
    routes = [make_route(net, t, pick[0], pick[1], pick[2]) for t, pick in zip(order, picks, strict=True) if pick]
    used = 0
    for route in routes:
        used |= route.segments
    owed = sum(fees.get(tag, 0) for tag in net.tags_of(used))
    proven = complete and not first.cut and not main.cut
    return RunResult(routes, sum(r.revenue for r in routes), owed, proven, spent + main.spent)


def _options(net: RunNetwork, train: TrainSpec, arms: list[list[Arm]], deny: int) -> list[_Station]:
    """The stations as `train` sees them, with the arms it may use (none holding an earlier station)."""
    found: list[_Station] = []
    earlier = 0
    for station, station_arms in zip(net.stations, arms, strict=True):
        usable = [(net.arm_value(train, a), a) for a in station_arms
                  if not a.nodes & earlier and not a.segments & deny and net.fits(train, a)]
        usable.sort(key=lambda item: -item[0])
        found.append(_Station(station, 1 << station, net.stop_worth(train, station), net.passable[station], usable))
        earlier |= 1 << station
    found.sort(key=lambda o: -(o.worth + (o.arms[0][0] if o.arms else 0)))
    return found


class _Search:
    """Branch and bound over the trains' routes; keys are 2 × (earnings − fees) + 1 when fee-free."""

    def __init__(self, net: RunNetwork, trains: list[TrainSpec], options: Mapping[TrainSpec, list[_Station]],
                 fees: Mapping[str, int], budget: Budget, alone: list[int] | None = None) -> None:
        self.net, self.trains, self.options, self.budget = net, trains, options, budget
        self.stations = [options[t] for t in trains]  # each train's stations (looked up once)
        self.fee_bits = [(bits, fees[tag]) for tag, bits in net.tag_bits.items() if fees.get(tag)]
        self.taxed = 0
        for bits, _fee in self.fee_bits:
            self.taxed |= bits
        bound = alone if alone is not None else [10**9] * len(trains)
        self.alone = bound
        self.rest = [sum(bound[i:]) for i in range(len(trains) + 1)]
        # trains after i alike to it (each earns no more than it: no order among them is tried twice)
        self.chain = [next((k for k in range(len(trains) - i - 1) if trains[i + 1 + k] != trains[i]), len(trains) - i - 1)
                      for i in range(len(trains))]
        self.best_key, self.best_net = 1, 0
        self.best: list[tuple[tuple[int, ...], int, int] | None] = [None] * len(trains)
        self.pick: list[tuple[tuple[int, ...], int, int] | None] = [None] * len(trains)
        self.held: list[Arm] = []  # the arms of the routes picked so far

    def run(self) -> tuple[int, list[tuple[tuple[int, ...], int, int] | None]]:
        """The best earnings after fees, and each train's route found as (stops, segments, hexes), or None where none."""
        self._train(0, 0, 0, 10**9)
        return self.best_net, self.best

    def _net(self, used: int, gross: int) -> int:
        return gross - sum(fee for bits, fee in self.fee_bits if bits & used)

    def _least(self, gross: int, beyond: int, chain: int, alone: int, clean: int) -> int:
        """The least a route of this train (or its better arm's bound) must earn for the branch to
        beat the best found: with the trains after it bounded as in `_train`, anything earning less
        is abandoned there anyway, so arms worth less need not even be looked at."""
        room = self.best_key - clean - 2 * (gross + beyond)
        return max(room // (2 * (chain + 1)), room // 2 - chain * alone) + 1

    def _train(self, i: int, used: int, gross: int, cap: int) -> None:
        clean = 0 if used & self.taxed else 1
        if i == len(self.trains):
            net = self._net(used, gross)
            key = 2 * net + clean
            if key > self.best_key:
                self.best_key, self.best_net, self.best = key, net, list(self.pick)
            return
        train, chain, alone = self.trains[i], self.chain[i], self.alone[i]
        beyond = self.rest[i + 1 + chain]  # what the trains unlike this one could add
        if 2 * ((chain + 1) * min(alone, cap) + beyond + gross) + clean <= self.best_key:
            return
        same = chain > 0
        limit_hexes = train.hexes if train.kind == HEXES else None
        limit_cities = train.cities if train.kind == EXPRESS else None
        budget = self.budget
        seen, need = -1, 0
        for st in self.stations[i]:
            if seen != self.best_key:
                seen, need = self.best_key, self._least(gross, beyond, chain, alone, clean)
            if st.peak < need:
                continue
            station, sbit, worth, arms, negated = st.pos, st.bit, st.worth, st.arms, st.negated
            passable = st.passable
            # only the best arms can matter: those worth what is still needed (half of it, if routes pass)
            count = bisect_right(negated, -((need - worth + 1) // 2 if passable else need - worth))
            rest = (1 << count) - 1
            taken = -1  # arms on used track, as a set: found once there are many arms to look at
            if used and count > FEW:
                taken, work = st.using(self.held)
                rest ^= rest & taken
                budget.spent += work
            while rest:
                low = rest & -rest
                rest ^= low
                at = low.bit_length() - 1
                va, a = arms[at]
                budget.spent += 1
                if budget.out:
                    budget.cut = True
                    return
                top = worth + va + (va if passable else 0)
                if 2 * (gross + top + chain * min(alone, top) + beyond) + clean <= self.best_key:
                    break
                if a.segments & used:
                    continue
                value = worth + va
                if value <= cap and 2 * (gross + value + chain * min(alone, value) + beyond) + clean > self.best_key:
                    self.pick[i] = ((station, *a.stops), a.segments, a.hexes)
                    self.held.append(a)
                    self._train(i + 1, used | a.segments, gross + value, value if same else 10**9)
                    self.held.pop()
                if not passable:
                    continue
                # partners: later arms worth enough, off used track, sharing no stop and no first step with a
                upto = bisect_right(negated, -(self._least(gross, beyond, chain, alone, clean) - worth - va))
                if upto <= at + 1:
                    continue
                partners = (1 << upto) - (2 << at)
                each = bool(used)  # look at each partner's track (few partners), or set aside by masks
                if upto - at > FEW:
                    if taken < 0 and used:
                        taken, work = st.using(self.held)
                        rest ^= rest & taken
                        budget.spent += work
                    if used:
                        partners ^= partners & taken
                    clash = st.clashes()
                    for key in (*a.stops, a.first):
                        partners ^= partners & clash[key]
                    budget.spent += len(a.stops)
                    each = False
                busy = used | a.segments
                while partners:
                    low_b = partners & -partners
                    partners ^= low_b
                    vb, b = arms[low_b.bit_length() - 1]
                    budget.spent += 1
                    value = worth + va + vb
                    if 2 * (gross + value + chain * min(alone, value) + beyond) + clean <= self.best_key:
                        break
                    if each and b.segments & used:
                        continue
                    if a.nodes & b.nodes != sbit or value > cap:
                        continue
                    if limit_hexes is not None and (a.hexes | b.hexes).bit_count() - 1 > limit_hexes:
                        continue
                    if limit_cities is not None and a.cities + b.cities + 1 > limit_cities:
                        continue
                    self.pick[i] = ((*reversed(a.stops), station, *b.stops), busy | b.segments, a.hexes | b.hexes)
                    self.held += (a, b)
                    self._train(i + 1, busy | b.segments, gross + value, value if same else 10**9)
                    del self.held[-2:]
        self.pick[i] = None
        if 2 * (gross + beyond) + clean > self.best_key:  # this train idle (and the alike ones after it)
            self._train(i + 1, used, gross, 0 if same else 10**9)
