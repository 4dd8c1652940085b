"""Routes players name for hex, express and diesel trains (18GL 4.6.3, 4.9, 4.10), checked and realised.

A route is named by its stops, e.g. ``4H:C9-D12-STL``; the track between consecutive stops is found
here. H and D trains score every stop they pass, so every stop passed must be named; an E train
passes towns without scoring them, so its named stops are its cities and off-boards. When routes can
run with or without a crossing that costs a fee (a ferry), they run without it. Each refusal is one
sentence (IllegalAction).
"""

from __future__ import annotations

from collections.abc import Callable, Iterator, Mapping, Sequence
from itertools import permutations, product

from engine.core.errors import IllegalAction
from engine.eighteen.shared.runs.trainruns import EXPRESS, HEXES, NOT_STOP, TOWN_STOP, RunNetwork, TrainSpec
from engine.eighteen.shared.runs.trainruns_search import RunRoute, make_route

Walk = tuple[int, int, int]  # node, segment and hex masks
Named = tuple[int, ...]  # the positions a stop name may mean (a hex with two towns has two)


def check_runs(net: RunNetwork, railroad_trains: Sequence[TrainSpec], requests: Sequence[tuple[str, Sequence[str]]],
               forbidden: Mapping[str, str] | None = None) -> list[RunRoute]:
    """Realise the routes named (train type, stop names), or raise IllegalAction saying which rule fails.

    `forbidden`: crossings (by tag) the railroad may not use now, with the sentence that says why."""
    forbidden = dict(forbidden or {})
    rr = net.railroad
    by_name: dict[str, list[TrainSpec]] = {}
    for spec in railroad_trains:
        by_name.setdefault(spec.name, []).append(spec)
    wanted: dict[str, int] = {}
    parsed: list[tuple[str, tuple[Named, ...]]] = []
    for name, stop_names in requests:
        if name not in by_name:
            owned = ", ".join(dict.fromkeys(s.name for s in railroad_trains)) or "none"
            raise IllegalAction(f"{rr} has no {name} train (its trains: {owned})")
        wanted[name] = wanted.get(name, 0) + 1
        if wanted[name] > len(by_name[name]):
            have = len(by_name[name])
            raise IllegalAction(f"{rr} has {have} {name} train{'s' if have > 1 else ''}, and {wanted[name]} routes are given for {name}")
        stops = tuple(_stop(net, key) for key in stop_names)
        _static_checks(net, by_name[name][0], stops)
        parsed.append((name, stops))
    deny_all = 0
    for bits in net.tag_bits.values():
        deny_all |= bits
    deny = 0
    for tag in forbidden:
        deny |= net.tag_bits.get(tag, 0)
    assignments = _assignments([name for name, _ in parsed], by_name)
    for mask in (deny_all, deny):  # without any crossing if that works; else with those allowed
        for specs in assignments:
            chosen = _disjoint(net, [stops for _, stops in parsed], specs, mask)
            if chosen is not None:
                return [make_route(net, spec, stops, s, h) for spec, (_, s, h, stops) in zip(specs, chosen, strict=True)]
    # Say why: the first route that cannot run even alone, else their sharing of track.
    for name, stops in parsed:
        spec = max(by_name[name], key=lambda t: t.hexes or 0)
        if next(_routes(net, spec, stops, deny), None) is not None:
            continue
        if deny != 0 and next(_routes(net, spec, stops, 0), None) is not None:
            tag = next(t for t in forbidden if next(_routes(net, spec, stops, deny & ~net.tag_bits.get(t, 0)), None))
            raise IllegalAction(forbidden[tag])
        raise IllegalAction(_why_not(net, spec, stops, deny))
    names = " and ".join(f"the {name} train" for name, _ in parsed)
    raise IllegalAction(f"{names} cannot all run these routes without two of them using the same track "
                        f"(no track, ferry lines included, may serve two of {rr}'s trains)")


def _assignments(names: list[str], by_name: dict[str, list[TrainSpec]]) -> list[list[TrainSpec]]:
    """Ways to hand each named route a train of its type (they differ when one carries ALCO's +2H)."""
    kinds = list(dict.fromkeys(names))
    per_name = [list(dict.fromkeys(permutations(by_name[n], names.count(n)))) for n in kinds]
    found = []
    for combo in product(*per_name):
        queues = {n: list(c) for n, c in zip(kinds, combo, strict=True)}
        found.append([queues[name].pop(0) for name in names])
    return found


def _disjoint(net: RunNetwork, routes: list[tuple[Named, ...]], specs: list[TrainSpec], deny: int,
              i: int = 0, used: int = 0) -> list[tuple[int, int, int, tuple[int, ...]]] | None:
    if i == len(routes):
        return []
    for walk in _routes(net, specs[i], routes[i], deny | used):
        rest = _disjoint(net, routes, specs, deny, i + 1, used | walk[1])
        if rest is not None:
            return [walk, *rest]
    return None


def _stop(net: RunNetwork, key: str) -> Named:
    board, graph = net.graph.board, net.graph
    canonical = board.stop_key(key)
    if canonical is None:
        raise IllegalAction(f"'{key}' is not a city, town or off-board on this map")
    node = graph.stop_node(canonical)
    if node is None:
        raise IllegalAction(f"{board.label(canonical)} has no city or town with track on it")
    found = net.stop_positions(node)
    if not found:  # the network holds only what track joins to the railroad's stations
        raise IllegalAction(f"{board.label(canonical)} is not joined by track to any {net.railroad} station")
    return found


def _label(net: RunNetwork, pos: int) -> str:
    return net.graph.board.label(net.name(pos))


def _static_checks(net: RunNetwork, spec: TrainSpec, stops: tuple[Named, ...]) -> None:
    """What the stops alone say: too few, twice, an off-board or a full city inside, no station, E's count."""
    what = f"the {spec.name} train's route"
    if len(stops) < 2:
        raise IllegalAction(f"{what} needs at least two stops")
    for i, named in enumerate(stops):
        stop = named[0]
        if stops[: i + 1].count(named) > len(named):
            raise IllegalAction(f"{what} visits {_label(net, stop)} twice; a train counts each stop once")
        if 0 < i < len(stops) - 1 and not net.passable[stop]:
            if net.nodes[stop].kind == "offboard":
                raise IllegalAction(f"{what} runs through {_label(net, stop)}; off-boards may only begin or end a route")
            blocker = net.graph.blocker(net.nodes[stop], net.railroad)
            raise IllegalAction(f"{what} runs through {_label(net, stop)}, where every station is {blocker}'s; "
                                f"a route may end there but not pass through")
        if spec.kind == EXPRESS and net.kind[stop] == TOWN_STOP:
            raise IllegalAction(f"an E train does not count towns: leave {_label(net, stop)} out of {what} "
                                f"(it passes towns without scoring them)")
    if spec.kind == EXPRESS and len(stops) > (spec.cities or 0):
        raise IllegalAction(f"an E train may visit at most {spec.cities} cities and off-boards now, not {len(stops)}")
    if not any(set(net.stations) & set(named) for named in stops):
        raise IllegalAction(f"{what} does not include a {net.railroad} station")


def _leg(net: RunNetwork, start: int, targets: Named, walk: Walk, deny: int, limit: int | None,
         passes: Callable[[int], bool]) -> Iterator[tuple[int, int, int, int]]:
    """(stop reached, masks) of walks from `start` to one of `targets` going on from `walk`, passing
    only positions `passes` allows."""
    moves, stack = net.moves, [(start, *walk)]
    while stack:
        pos, nmask, smask, hmask = stack.pop()
        for to, n_bits, s_bits, h_bits in moves[pos]:
            if nmask & n_bits or (smask | deny) & s_bits:
                continue
            hexes = hmask | h_bits
            if limit is not None and hexes.bit_count() - 1 > limit:
                continue
            if to in targets:
                yield to, nmask | n_bits, smask | s_bits, hexes
            elif passes(to):
                stack.append((to, nmask | n_bits, smask | s_bits, hexes))


def _passer(net: RunNetwork, spec: TrainSpec) -> Callable[[int], bool]:
    kinds = (NOT_STOP, TOWN_STOP) if spec.kind == EXPRESS else (NOT_STOP,)
    return lambda pos: net.kind[pos] in kinds


def _routes(net: RunNetwork, spec: TrainSpec, stops: tuple[Named, ...], deny: int,
            reach: bool = True) -> Iterator[tuple[int, int, int, tuple[int, ...]]]:
    """(nodes, segments, hexes, stops) of every way to run `stops` in order (within the train's reach
    in hexes unless `reach` is False)."""
    hexes = spec.hexes if reach and spec.kind == HEXES else None
    passes = _passer(net, spec)

    def extend(i: int, walk: Walk, done: tuple[int, ...]) -> Iterator[tuple[int, int, int, tuple[int, ...]]]:
        if i == len(stops):
            yield (*walk, done)
            return
        for to, *step in _leg(net, done[-1], stops[i], walk, deny, hexes, passes):
            yield from extend(i + 1, (step[0], step[1], step[2]), (*done, to))

    for first in stops[0]:
        yield from extend(1, (1 << first, 0, 0), (first,))


def _why_not(net: RunNetwork, spec: TrainSpec, stops: tuple[Named, ...], deny: int) -> str:
    """Why these stops cannot be run in order by this train alone."""
    what = f"the {spec.name} train"
    if spec.kind == HEXES and next(_routes(net, spec, stops, deny, reach=False), None) is not None:
        shortest = min(w[2].bit_count() - 1 for w in _limited(_routes(net, spec, stops, deny, reach=False), 2000))
        return (f"{what}'s route {'-'.join(net.name(s[0]) for s in stops)} includes at least {shortest} hexes after "
                f"the one it begins in; a {spec.label} train may include {spec.hexes}")
    walk: Walk = (1 << stops[0][0], 0, 0)
    here_pos, allowed = stops[0][0], _passer(net, spec)
    for named in stops[1:]:
        here = f"{what} cannot run from {_label(net, here_pos)} to {_label(net, named[0])}"
        step = next(_leg(net, here_pos, named, walk, deny, None, allowed), None)
        if step is not None:
            here_pos, walk = step[0], step[1:]
            continue
        anywhere = next(_leg(net, here_pos, named, walk, deny, None, lambda pos: True), None)
        if anywhere is None:
            if next(_leg(net, here_pos, named, (1 << here_pos, 0, 0), deny, None, lambda pos: True), None):
                return f"{here}: the only track joining them is already used by this route (no reversing, no track twice)"
            return f"{here}: no track joins them"
        passed = [p for p in range(len(net.nodes)) if anywhere[1] >> p & 1 and not allowed(p) and p not in (here_pos, anywhere[0])]
        blocked = [p for p in passed if not net.passable[p]]
        if blocked and not next(_leg(net, here_pos, named, walk, deny, None, lambda pos: net.passable[pos]), None):
            return f"{here}: {_label(net, blocked[0])} is full of other railroads' stations and cannot be passed through"
        names = ", ".join(_label(net, p) for p in passed)
        scored = "city" if spec.kind == EXPRESS else "stop"
        return f"{here} without passing {names}; every {scored} passed scores, so name it in the route"
    return f"{what} cannot run that route"


def _limited(walks: Iterator[tuple[int, int, int, tuple[int, ...]]], most: int) -> Iterator[tuple[int, int, int, tuple[int, ...]]]:
    for n, walk in enumerate(walks):
        if n >= most:
            return
        yield walk
