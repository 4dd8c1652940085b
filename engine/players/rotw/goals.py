"""The bot's goals beyond deliveries (issue 36): the Major Lines, its Rail Baron card (which of the two to keep, and
what a link or an engine level does for it), as points a link or an upgrade is worth besides its deliveries."""

from __future__ import annotations

from functools import lru_cache
from typing import TYPE_CHECKING

from engine.core.hexgrid import Hex
from engine.rotw import cards
from engine.rotw.data import BaronCard

if TYPE_CHECKING:
    from engine.players.rotw.ctx import Ctx
    from engine.players.rotw.net import Net
    from engine.rotw.game import Rotw

PROGRESS = 0.5  # of a Major Line's or a connecting goal's points, earned along the way by links nearer to it
GROWING = ("largest_railroad", "most_cities", "longest_railroad", "most_track_tiles")


@lru_cache(maxsize=1 << 16)
def distance(a: str, b: str) -> int:
    """The number of steps from one hex to another (hexgrid's doubled coordinates)."""
    ha, hb = Hex.parse(a), Hex.parse(b)
    rows, cols = abs(ha.letter - hb.letter), abs(ha.number - hb.number)
    return rows + max(0, (cols - rows) // 2)


def own_component(net: Net, city: str) -> set[str]:
    """The cities the bot's own links join to `city` (the city alone if none)."""
    seen, todo = {city}, [city]
    while todo:
        here = todo.pop()
        for there in net.adjacent.get(here, ()):
            if there not in seen and (here, there) in net.mine:
                seen.add(there)
                todo.append(there)
    return seen


def _gap(net: Net, group: list[str]) -> int:
    """How far the bot's own network is from joining the cities of `group`: the hexes between the first city's
    component and each other city's."""
    first = own_component(net, group[0])
    total = 0
    for city in group[1:]:
        if city in first:
            continue
        other = own_component(net, city)
        total += min(distance(a, b) for a in first for b in other)
    return total


def targets(ctx: Ctx) -> list[tuple[list[str], float]]:
    """Groups of cities the bot wants joined by its own links, and what joining them scores."""
    if "targets" not in ctx.memo:
        ctx.memo["targets"] = _targets(ctx)
    return ctx.memo["targets"]


def _targets(ctx: Ctx) -> list[tuple[list[str], float]]:
    g, state, board = ctx.g, ctx.g.state, ctx.g.board
    found: list[tuple[list[str], float]] = []
    mine_wl = [c for c, owner in state.western_links.items() if owner == ctx.me]
    for line in board.spec.major_lines:
        if line.id in state.major_lines:
            continue
        ends = [board.city(name) for name in line.ends]
        if None in ends or (line.western_link and not mine_wl):
            continue
        found.append(([e for e in ends if e], float(line.points)))
    for card in (cards.spec(g, c) for c in state.display):
        if card.kind == "connect_via":  # the Golden Spike: the first to join its cities in order
            group = [board.city(str(n)) for n in card.params["cities"]]
            if None not in group:
                found.append(([c for c in group if c], float(card.params["points"])))
    found += _emptying(ctx)
    for baron in my_barons(g, ctx.me):
        params = baron.params
        if baron.goal == "connect":
            group = [board.city(str(n)) for n in params["cities"]]
            if None not in group and cards.baron_points(g, ctx.me, baron.id)[0] == 0:
                found.append(([c for c in group if c], float(baron.points)))
        elif baron.goal in ("connect_any", "first_connect_any"):
            ones = [board.city(str(n)) for n in params["from"]]
            others = [board.city(str(n)) for n in params["to"]]
            pairs = [(a, b) for a in ones for b in others if a and b]
            if pairs and cards.baron_points(g, ctx.me, baron.id)[0] == 0:
                a, b = min(pairs, key=lambda p: (distance(*p), p))
                found.append(([a, b], float(baron.points)))
    return found


def _emptying(ctx: Ctx) -> list[tuple[list[str], float]]:
    """Leading, the bot wants the end: the cities with cubes nearest its network (emptying them places markers)."""
    g, state = ctx.g, ctx.g.state
    mine = ctx.net.cities(ctx.me)
    if ctx.ending() <= 0 or not mine or state.last_turn is not None:
        return []
    far = []
    for city, cubes in sorted(state.cubes.items()):
        if cubes and city not in mine and g.marker_counts(city):
            anchor = min(sorted(mine), key=lambda c: distance(c, city))
            far.append((distance(anchor, city) * len(cubes), anchor, city))
    far.sort()
    return [([anchor, city], 2.0) for _, anchor, city in far[:2]]


def my_barons(g: Rotw, me: int) -> list[BaronCard]:
    """The Rail Baron cards the player has kept, as their specs."""
    return [b for b in (cards.baron_spec(g, c) for c in cards.barons_of(g, me)) if b is not None]


def wanted_cities(ctx: Ctx) -> set[str]:
    """The cities in the groups the bot's goals want joined, worked out once a decision."""
    if "wanted" not in ctx.memo:
        ctx.memo["wanted"] = {c for group, _ in targets(ctx) for c in group}
    return ctx.memo["wanted"]


def quick_bonus(ctx: Ctx, a: str, b: str) -> float:
    """A quick bonus for a link between two cities: half a point for each end the bot's goals want joined."""
    wanted = wanted_cities(ctx)
    return 0.5 * ((a in wanted) + (b in wanted))


def link_bonus(ctx: Ctx, after: Net, a: str, b: str, tiles: int) -> float:
    """Points a new link a-b of the bot's is worth besides deliveries: goals joined or brought nearer."""
    bonus = 0.0
    gaps = ctx.memo.setdefault("gaps", {})
    for group, points in targets(ctx):
        key = tuple(group)
        if key not in gaps:
            gaps[key] = _gap(ctx.net, group)
        before_gap = gaps[key]
        if before_gap == 0 or not ({a, b} & own_component(after, group[0]) or any(
                {a, b} & own_component(after, c) for c in group[1:])):
            continue
        after_gap = _gap(after, group)
        if after_gap == 0:
            bonus += points
        elif after_gap < before_gap:
            total = max(1, sum(distance(group[0], c) for c in group[1:]))
            bonus += PROGRESS * points * (before_gap - after_gap) / total
    g = ctx.g
    for card in (cards.spec(g, c) for c in g.state.display):
        if card.kind == "long_distance" and tiles >= int(card.params["segments"]):
            bonus += int(card.params["points"])
    reached = ctx.net.cities(ctx.me)
    new = [c for c in (a, b) if c not in reached]
    for baron in my_barons(g, ctx.me):
        params, goal, points = baron.params, baron.goal, baron.points
        if goal == "links_from_city" and g.board.city(str(params["city"])) in (a, b):
            have = cards.baron_points(g, ctx.me, baron.id)[0]
            bonus += 0.8 * min(int(params["points_per_link"]), int(params["max_points"]) - have)
        elif goal in GROWING:
            bonus += 0.12 * points * (len(new) if goal == "most_cities" else tiles / 4 if goal == "most_track_tiles" else 1)
        elif goal == "color_cities":
            bonus += 0.8 * sum(1 for c in new if params["color"] in ctx.takes[c] | {g.state.colors.get(c) or g.board.cities[c].color})
        elif goal == "country_cities":
            wanted = {g.board.city(str(n)) for n in params["cities"]}
            bonus += 0.8 * int(params["points_per_city"]) * sum(1 for c in new if c in wanted)
        elif goal == "connect_urbanized":
            wanted = {g.board.city(str(n)) for n in params["cities"]}
            bonus += 0.4 * int(params["points_per_city"]) * sum(1 for c in new if c in wanted)
    return bonus


def upgrade_bonus(ctx: Ctx) -> float:
    """Points an engine level is worth besides deliveries: a Rail Baron card's engine goal."""
    g, me = ctx.g, ctx.me
    level = ctx.engine + 1
    others = max(s.engine for p, s in enumerate(g.state.players) if p != me)
    bonus = 0.0
    for baron in my_barons(g, me):
        if baron.goal == "highest_engine" and ctx.engine <= others:
            bonus += baron.points * (0.6 if level > others else 0.3)
        elif baron.goal == "first_to_engine" and str(baron.params["level"]) not in g.state.engine_firsts:
            bonus += baron.points * (1.0 if level == int(baron.params["level"]) else 0.25)
    return bonus


PRIOR = {"highest_engine": 0.75, "largest_railroad": 0.6, "most_cities": 0.55, "longest_railroad": 0.45,
         "most_track_tiles": 0.55, "color_cities": 0.6, "country_cities": 0.35, "long_delivery": 0.4,
         "fewest_bonds": 0.2, "most_money": 0.2, "most_bonds": 0.15, "western_link": 0.2, "hotels_held": 0.15,
         "major_lines_won": 0.3, "connect_urbanized": 0.3, "first_connect_any": 0.35, "connect_any": 0.45}


def baron_worth(g: Rotw, me: int, card_id: str) -> float:
    """What a Rail Baron card is likely to score for the bot, to choose which to keep."""
    baron = cards.baron_spec(g, card_id)
    if baron is None:
        return 0.0
    goal, params, points = baron.goal, baron.params, baron.points
    if goal == "first_to_engine":
        level = int(params["level"])
        taken = str(level) in g.state.engine_firsts
        return 0.0 if taken else points * (0.75 if level <= 5 else 0.55)
    if goal == "links_from_city":
        return 0.45 * int(params["max_points"])
    if goal == "connect":
        group = [g.board.city(str(n)) for n in params["cities"]]
        if None in group:
            return 0.0
        span = sum(distance(group[0], c) for c in group[1:] if c)
        return points * max(0.25, min(0.8, 14 / max(1, span)))
    if goal == "color_cities":
        return 0.6 * int(params.get("max_points", points))
    return points * PRIOR.get(goal, 0.3)
