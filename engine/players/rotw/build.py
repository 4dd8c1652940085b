"""The bot's Build Track (issue 36): which link to build, valued by what its deliveries would be worth (the network's
potential with the link, less without), the Major Line or Rail Baron goal it completes, less what it costs; a link
of more than four tiles takes more actions of the same turn (the unfinished one is removed at its end), so it is
begun only when the turn has the actions left, and finished first."""

from __future__ import annotations

from contextlib import suppress
from dataclasses import dataclass
from typing import TYPE_CHECKING

from engine.core.errors import IllegalAction
from engine.players.rotw import goals as goals
from engine.players.rotw import net as nets
from engine.players.rotw.paths import Route, Routes
from engine.rotw import cards, fuel
from engine.rotw.actions import BuildTrack
from engine.rotw.track import plan_build

if TYPE_CHECKING:
    from engine.players.rotw.ctx import Ctx
    from engine.rotw.state import Link

SHORTLIST = 24  # links valued in full, of those a quick count of cubes ranks first
DEPOTS = 2  # Fuel Depots put down at once: the deliveries that may pass the city


@dataclass(frozen=True)
class Plan:
    action: BuildTrack
    value: float  # in points, its cost taken off
    actions: int  # Build Track actions it takes (this one included)
    start: str  # the cities the finished link joins
    end: str

    @property
    def per_action(self) -> float:
        """The plan's value for each Build Track action it takes."""
        return self.value / self.actions


def _cubes_for(ctx: Ctx, city: str, into: frozenset[str]) -> int:
    return sum(1 for c in ctx.g.state.cubes.get(city, ()) if c in into)


def _quick(ctx: Ctx, a: str, b: str, network_takes: frozenset[str], network_cubes: dict[str, int],
           mine: set[str]) -> float:
    """A cheap count of the deliveries a link a-b could add (to shortlist links before valuing them in full)."""
    takes = ctx.takes
    score = _cubes_for(ctx, a, takes[b]) + _cubes_for(ctx, b, takes[a])
    if a in mine or b in mine:
        score += 0.6 * _cubes_for(ctx, b, network_takes) + 0.6 * _cubes_for(ctx, a, network_takes)
        score += 0.4 * sum(n for colour, n in network_cubes.items() if colour in takes[b] | takes[a])
    score += 0.1 * (len(ctx.g.state.cubes.get(b, ())) + len(ctx.g.state.cubes.get(a, ())))
    return score


def _link_value(ctx: Ctx, a: str, b: str, tiles: int) -> float:
    """What owning a complete link a-b adds: the network's deliveries now and with the next engine, its goals."""
    net = ctx.net.copy()
    net.add(a, b, ctx.me)
    engine = ctx.engine
    now = ctx.potential(net, engine) - ctx.potential(engine=engine)
    up = engine + 1 if engine < ctx.g.engine_max(ctx.me) else engine
    later = ctx.potential(net, up) - ctx.potential(engine=up)
    gain = (0.6 * now + 0.4 * later) * ctx.future()
    return gain + goals.link_bonus(ctx, net, a, b, tiles)


def _action(ctx: Ctx, start: str, route: Route, most: int, card: str | None) -> BuildTrack:
    """The route's first Build Track: up to `most` tiles, and the city too when they reach it (its end pointing on
    along the route when they do not)."""
    if route.tiles <= most:
        return BuildTrack(path=(start, *route.hexes), card=card)
    return BuildTrack(path=(start, *route.hexes[:most]), toward=route.hexes[most], card=card)


def _priced(ctx: Ctx, start: str, route: Route) -> tuple[BuildTrack, int, int] | None:
    """The first Build Track of the route, the cheapest way (a held card that lowers its price), its cost now and
    the actions the whole route takes; None if the engine would refuse it."""
    g, me = ctx.g, ctx.me
    best: tuple[BuildTrack, int, int] | None = None
    options: list[str | None] = [None]
    ferried = any(h in g.board.ferries for h in route.hexes[:g.rules.tiles_per_build])
    for card_id in g.state.players[me].cards:
        with suppress(IllegalAction):
            if cards.spec(g, card_id).kind in cards.build_kinds() and (cards.spec(g, card_id).kind == "ferry_line") == ferried:
                cards.build_card(g, me, card_id)
                options.append(card_id)
    if ferried:
        options = options[1:2]  # over a ferry spot: with the Ferry Line card alone
    for card in options:
        most, price, spec = cards.build_card(g, me, card)
        action = _action(ctx, start, route, most, card)
        try:
            plan = plan_build(g, me, action.path, action.toward, most, price)
        except IllegalAction:
            continue
        cost = plan.cost
        if spec is not None and spec.kind == "hot_springs":
            cost -= 3 * sum(1 for t in plan.tiles if g.board.terrain[t.hex] == "mountain")  # its points, as money
        rest = route.tiles - len(plan.tiles)
        actions = 1 + max(0, -(-rest // g.rules.tiles_per_build))
        if best is None:
            best = (action, cost, actions)
        elif (actions, cost + (3 if spec is not None and spec.kind != "perfect_engineering" else 0)) < (best[2], best[1]):
            best = (action, cost, actions)  # a held card used where it saves money or an action
    return best


def options(ctx: Ctx) -> tuple[list[Plan], bool]:
    """The links worth building now, best first, and whether one of them finishes the bot's unfinished link (then
    it should be built first)."""
    routes = Routes(ctx.g, ctx.me)
    unfinished = routes.unfinished()
    if unfinished:
        plans = []
        for link in unfinished.values():
            plans += _continue(ctx, routes, link)
        plans.sort(key=lambda p: -p.per_action)
        return plans, bool(plans)
    return _new_links(ctx, routes), False


def _continue(ctx: Ctx, routes: Routes, link: Link) -> list[Plan]:
    most = ctx.actions_left * ctx.g.rules.tiles_per_build
    plans = []
    end = link.segments[-1].hex
    for target, route in routes.from_end(link, most, ferry=_ferry_card(ctx) is not None).items():
        priced = _priced(ctx, end, route)
        if priced is None:
            continue
        action, cost, actions = priced
        if actions > ctx.actions_left:
            continue
        value = _link_value(ctx, link.start, target, len(link.segments) + route.tiles)
        worth = ctx.price(route.cost if actions > 1 else cost, value + 2.0)  # what is laid is lost unfinished
        if worth is None:
            continue
        plans.append(Plan(action, worth, actions, link.start, target))
    return plans


def _new_links(ctx: Ctx, routes: Routes) -> list[Plan]:
    g, me = ctx.g, ctx.me
    state = g.state
    most = ctx.actions_left * g.rules.tiles_per_build
    mine = ctx.net.cities(me)
    own_pairs = {(a, b) for (a, b) in ctx.net.mine}
    network_takes = frozenset(c for city in mine for c in ctx.takes[city])
    network_cubes: dict[str, int] = {}
    for city in mine:
        for colour in state.cubes.get(city, ()):
            network_cubes[colour] = network_cubes.get(colour, 0) + 1
    sources = set(mine) | {c for c, cubes in state.cubes.items() if cubes}
    sources |= goals.wanted_cities(ctx)
    ranked: list[tuple[float, str, Route]] = []
    seen: set[frozenset[str]] = set()
    for source in sorted(sources):
        for target, route in routes.open_from(source).items():
            pair = frozenset((source, target))
            if route.tiles > most or (source, target) in own_pairs or pair in seen:
                continue
            seen.add(pair)
            quick = _quick(ctx, source, target, network_takes, network_cubes, mine) + goals.quick_bonus(ctx, source, target)
            if quick <= 0:
                continue
            actions = -(-route.tiles // g.rules.tiles_per_build)
            ranked.append((quick / (route.cost + 4) / actions, source, route))
    ranked.sort(key=lambda r: (-r[0], r[1], r[2].hexes))
    ranked = ranked[:SHORTLIST] + _ferry_routes(ctx, routes, most)
    plans = []
    for _, source, route in ranked:
        found = routes.current(route, most)
        priced = _priced(ctx, source, found) if found is not None else None
        if priced is None:
            continue
        action, cost, actions = priced
        if actions > ctx.actions_left:
            continue
        value = _link_value(ctx, source, found.target, found.tiles)
        worth = ctx.price(found.cost if actions > 1 else cost, value)
        if worth is None:
            continue
        plans.append(Plan(action, worth, actions, source, found.target))
    plans.sort(key=lambda p: (-p.per_action, p.action.path))
    return plans


def _ferry_card(ctx: Ctx) -> str | None:
    return next((c for c in ctx.standing.cards if cards.spec(ctx.g, c).kind == "ferry_line"), None)


def _ferry_routes(ctx: Ctx, routes: Routes, most: int) -> list[tuple[float, str, Route]]:
    """With a Ferry Line card: links from each city beyond a ferry spot (Iqaluit, St. John) over the water."""
    if _ferry_card(ctx) is None:
        return []
    found = []
    for city in sorted(routes.grid.beyond()):
        for route in routes.over_ferry(city).values():
            if route.tiles <= most and any(h in ctx.g.board.ferries for h in route.hexes):
                found.append((0.0, city, route))
    return found


def with_depot(ctx: Ctx, action: BuildTrack) -> BuildTrack:
    """Fuel Depots option: two depots on the city of the bot's network where letting its best cubes pass a city of
    their colour adds most to their deliveries (when that pays the $5,000)."""
    g, me = ctx.g, ctx.me
    if "depots" not in g.options or g.state.phase == "east" or action.depot or fuel.supply(g, me) <= 0:
        return action
    cities = ctx.net.cities(me) | {c for c in (action.path[0], action.path[-1]) if c in g.board.cities}
    engine = ctx.engine
    plain = {(o, c): nets.best_route(ctx.net, ctx.takes, o, c, engine)[0]
             for o, cubes in g.state.cubes.items() if o in ctx.net.adjacent for c in set(cubes)}
    best: tuple[float, str] | None = None
    for city in sorted(cities):
        if city in g.state.fuel or not ctx.takes.get(city):
            continue
        passing = frozenset((city,))
        gains = sorted((nets.best_route(ctx.net, ctx.takes, o, c, engine, passing)[0] - value
                        for (o, c), value in plain.items()), reverse=True)
        worth = 0.8 * sum(max(0.0, x) for x in gains[:min(DEPOTS, fuel.supply(g, me))])
        if best is None or worth > best[0]:
            best = (worth, city)
    if best is None:
        return action
    value = ctx.price(fuel_cost(), best[0])
    return action.model_copy(update={"depot": best[1]}) if value is not None and value > 0.5 else action


def fuel_cost() -> int:
    """What a Fuel Depot costs, from the minis' numbers."""
    return int(fuel.numbers()["cost"])
