"""The bot's other actions (issue 36): Railroad Operations cards worth taking (each kind valued by what it does for
the bot's network), urbanizing a gray city, the Western Link, and what is played beside an action (a Railroad
Inspector against the leader, a Mine that pays)."""

from __future__ import annotations

from collections.abc import Callable
from contextlib import suppress
from typing import TYPE_CHECKING

from engine.core.action_base import Move as Action
from engine.core.errors import IllegalAction
from engine.players.rotw import net as nets
from engine.rotw import cards, deliver
from engine.rotw.actions import Inspect, PlaceMine, TakeCard, Urbanize, WesternLink
from engine.rotw.cards import registry
from engine.rotw.scoring import connected

if TYPE_CHECKING:
    from engine.players.rotw.ctx import Ctx
    from engine.rotw.data import OperationsCard
    from engine.rotw.game import Rotw

SHARE = 0.7  # of a new cube's value the bot expects to deliver itself (the others may take it first)


def kind(g: Rotw, card_id: str) -> str:
    """The kind of the card with the given id, or "" if there is none such."""
    with suppress(IllegalAction):
        return cards.spec(g, card_id).kind
    return ""


def display(g: Rotw) -> list[OperationsCard]:
    """The Railroad Operations cards on display, as their specs."""
    return [cards.spec(g, c) for c in g.state.display]


def _cube_worth(ctx: Ctx, city: str) -> float:
    """One random new cube on `city`, to the bot."""
    memo = ctx.memo.setdefault("cube", {})
    if city not in memo:
        odds = nets.colour_odds(ctx.g)
        now = nets.new_cube_value(ctx.net, ctx.takes, city, ctx.engine, odds)
        memo[city] = SHARE * now * min(1.0, ctx.turns_left / 3)
    return memo[city]


def _growth(ctx: Ctx, count: int, closed: frozenset[str]) -> tuple[float, str | None]:
    """The best city for `count` new cubes, and their worth."""
    best: tuple[float, str | None] = (0.0, None)
    for city in sorted(ctx.net.adjacent):
        if city in closed:
            continue
        worth = count * _cube_worth(ctx, city)
        if worth > best[0]:
            best = (worth, city)
    return best


def _urbanized(ctx: Ctx, cubes: int) -> list[tuple[float, str, str]]:
    """(worth, city, colour) of New City tiles on gray cities of the bot's network, best first."""
    g = ctx.g
    closed = g.closed_cities()
    colours = [c for c, n in sorted(g.state.new_cities.items()) if n]
    found = []
    for city in sorted(ctx.net.cities(ctx.me)):
        if deliver.city_color(g, city) != "gray" or city in closed:
            continue
        for colour in colours:
            takes = dict(ctx.takes)
            takes[city] = frozenset((colour,))
            gain = (ctx.potential(takes=takes) - ctx.potential()) * ctx.future()
            found.append((gain + cubes * _cube_worth(ctx, city), city, colour))
    found.sort(key=lambda f: (-f[0], f[1], f[2]))
    return found


def options(ctx: Ctx) -> list[tuple[float, Action]]:
    """Cards, urbanizing and the Western Link, each with its worth in points (its cost taken off)."""
    g, me = ctx.g, ctx.me
    found: list[tuple[float, Action]] = []
    urban = _urbanized(ctx, g.rules.urbanize_cubes)
    if urban and g.state.stage == "actions":
        worth, city, colour = urban[0]
        value = ctx.price(g.rules.urbanize_cost, worth)
        if value is not None:
            found.append((value, Urbanize(city=city, color=colour)))
    for card in cards.takeable(g):
        taken = _card(ctx, card, urban)
        if taken is not None:
            found.append(taken)
    for city, spec in g.board.cities.items():
        if spec.western_link and city not in g.state.western_links and any(
                lk.owner == me and lk.complete and city in (lk.start, lk.end) for lk in g.state.links):
            value = ctx.price(g.rules.western_link_cost, _western_worth(ctx, city))
            if value is not None:
                found.append((value, WesternLink(city=city)))
    return found


def _western_worth(ctx: Ctx, city: str) -> float:
    g = ctx.g
    worth = min(4, g.state.bag.get("red", 0)) * SHARE * nets.best_route(ctx.net, ctx.takes, city, "red", ctx.engine)[0]
    for line in g.board.spec.major_lines:
        if line.western_link and line.id not in g.state.major_lines:
            ends = [g.board.city(n) for n in line.ends]
            if all(ends) and connected(g, ctx.me, ends[0] or "", ends[1] or "") and city in ends:
                worth += line.points
            elif city in ends:
                worth += 0.3 * line.points
    from engine.players.rotw.goals import my_barons

    worth += sum(b.points for b in my_barons(g, ctx.me) if b.goal == "western_link")
    return worth


Urban = list[tuple[float, str, str]]  # (worth, city, colour) of each urbanization the bot could make
Worth = tuple[float, Action] | None


def _late(ctx: Ctx) -> float:
    return min(1.0, ctx.turns_left / 8)


def _growth_card(ctx: Ctx, card: OperationsCard, _urban: Urban) -> Worth:
    worth, city = _growth(ctx, int(card.params.get("cubes", 2)), ctx.g.closed_cities())
    return (worth, TakeCard(card=card.id, city=city)) if city else None


def _sutter(ctx: Ctx, card: OperationsCard, _urban: Urban) -> Worth:
    city = ctx.g.board.city(str(card.params["city"]))
    return (int(card.params["cubes"]) * _cube_worth(ctx, city), TakeCard(card=card.id)) if city else None


def _ports(ctx: Ctx, card: OperationsCard, _urban: Urban) -> Worth:
    cities = [ctx.g.board.city(str(n)) for n in card.params["cities"]]
    return (sum(int(card.params.get("cubes", 1)) * _cube_worth(ctx, c) for c in cities if c), TakeCard(card=card.id))


def _industry(ctx: Ctx, card: OperationsCard, urban: Urban) -> Worth:
    if not urban:
        return None
    amount = registry.kind(card.kind).worth.amount  # the New City's cubes, if the kind says (a Boomtown: none)
    cubes = int(amount) if amount is not None else int(card.params.get("cubes", ctx.g.rules.urbanize_cubes))
    best = max(((w - (2 - cubes) * _cube_worth(ctx, c), c, col) for w, c, col in urban), key=lambda u: u[0])
    return (best[0], TakeCard(card=card.id, city=best[1], color=best[2]))


def _hotel(ctx: Ctx, card: OperationsCard, _urban: Urban) -> Worth:
    g = ctx.g
    city = g.board.city(str(card.params["city"]))
    if city is None:
        return None
    matching = sum(1 for cubes in g.state.cubes.values() for c in cubes if c in ctx.takes[city])
    mine = 1.5 if city in ctx.net.cities(ctx.me) else 0.0
    return (int(card.params["points_per_cube"]) * (0.08 * matching + mine) * _late(ctx), TakeCard(card=card.id))


def _engine_card(ctx: Ctx, card: OperationsCard, _urban: Urban) -> Worth:
    """A card that pays its share (the kind's `amount`) of the bot's next engine upgrade."""
    g = ctx.g
    if ctx.engine >= g.engine_max(ctx.me):
        return None
    share = _amount(card)
    return (g.rules.engine_costs[str(ctx.engine + 1)] * ctx.money_value() * share, TakeCard(card=card.id))


def _campaign(ctx: Ctx, card: OperationsCard, _urban: Urban) -> Worth:
    city = ctx.g.board.city(str(card.params["city"]))
    left = len(ctx.g.state.cubes.get(city or "", []))
    return (int(card.params["points"]) * (0.8 if left <= 1 else 0.5 if left <= 2 else 0.25) * _late(ctx), TakeCard(card=card.id))


def _capital(ctx: Ctx, card: OperationsCard, _urban: Urban) -> Worth:
    city = ctx.g.board.city(str(card.params["city"]))
    own = 0.5 if city in ctx.net.cities(ctx.me) else 0
    return (int(card.params.get("points_per_link", 1)) * 1.5 * _late(ctx) + own, TakeCard(card=card.id))


def _city_charter(ctx: Ctx, card: OperationsCard, _urban: Urban) -> Worth:
    city = ctx.g.board.city(str(card.params["city"]))
    return (1.0 * _late(ctx), TakeCard(card=card.id)) if city in ctx.net.cities(ctx.me) else None


def _flat(ctx: Ctx, card: OperationsCard, _urban: Urban) -> Worth:
    """A card worth the kind's `amount` in points, less as the game nears its end."""
    return (_amount(card) * _late(ctx), TakeCard(card=card.id))


def _money(ctx: Ctx, card: OperationsCard, _urban: Urban) -> Worth:
    """A card worth the kind's `amount` in thousands of dollars."""
    return (_amount(card) * ctx.money_value(), TakeCard(card=card.id))


def _executive(ctx: Ctx, card: OperationsCard, _urban: Urban) -> Worth:
    """More actions at once: the kind's `amount` in points for each, less as the game nears its end."""
    return (_amount(card) * int(card.params.get("actions", 2)) * _late(ctx), TakeCard(card=card.id))


def _amount(card: OperationsCard) -> float:
    amount = registry.kind(card.kind).worth.amount
    assert amount is not None, f"the card kind {card.kind} names a way of valuing it that needs an amount"
    return amount


def _hot_springs(ctx: Ctx, card: OperationsCard, _urban: Urban) -> Worth:
    """Points for the mountain tiles of one later build: worth more while the bot has mountains left to build over."""
    from engine.players.rotw.paths import occupancy

    built = occupancy(ctx.g)
    mountains = sum(1 for h, t in ctx.g.board.terrain.items() if t == "mountain" and h not in built)
    expected = min(2.0, mountains / 20)  # about one mountain tile in a build of four, on a map with mountains left
    return (int(card.params.get("points_per_mountain", 1)) * expected * _late(ctx), TakeCard(card=card.id))


# The bot's ways of valuing a Railroad Operations card, by the name a kind's `Worth` gives (each kind's module in
# engine/rotw/cards/kinds/ declares its way and amount: engine/rotw/cards/registry.py); None: not worth taking now.
WAYS: dict[str, Callable[[Ctx, OperationsCard, Urban], Worth]] = {
    "growth": _growth_card,
    "cubes_on_city": _sutter,
    "cubes_on_cities": _ports,
    "urbanize": _industry,
    "mine": lambda ctx, card, _urban: _mine(ctx, card.id),
    "executive": _executive,
    "hotel": _hotel,
    "engine": _engine_card,
    "campaign": _campaign,
    "capital": _capital,
    "depot": lambda ctx, card, _urban: _depot(ctx, card.id),
    "ferry": lambda ctx, card, _urban: _ferry_worth(ctx, TakeCard(card=card.id)),
    "city_charter": _city_charter,
    "flat": _flat,
    "money": _money,
    "hot_springs": _hot_springs,
}


def way_of(kind: str) -> Callable[[Ctx, OperationsCard, Urban], Worth] | None:
    """How the bot values a card of the kind (None: a kind it never takes, its `Worth` saying why)."""
    worth = registry.kind(kind).worth
    return None if worth.never else WAYS[worth.way]


def _card(ctx: Ctx, card: OperationsCard, urban: Urban) -> Worth:
    worth = way_of(card.kind)
    return worth(ctx, card, urban) if worth is not None else None


def _ferry_worth(ctx: Ctx, take: TakeCard) -> tuple[float, Action] | None:
    """A Ferry Line card, for a Rail Baron goal beyond a ferry spot, or the cubes there."""
    from engine.players.rotw.goals import my_barons
    from engine.players.rotw.paths import grid, search

    g = ctx.g
    if any(kind(g, c) == "ferry_line" for c in ctx.standing.cards):
        return None
    board = grid(g)
    reached = ctx.net.cities(ctx.me)
    near = {c for c in board.beyond() if set(search(board, c, {}, ferry=True)) & reached}  # a link from the network
    beyond = frozenset(near)
    worth = 0.0
    for baron in my_barons(g, ctx.me):
        named = [g.board.city(str(n)) for n in baron.params.get("cities", ())]
        wanted = [c for c in named if c in beyond and c not in reached]
        if wanted and cards.baron_points(g, ctx.me, baron.id)[0] < baron.points:
            worth += 0.5 * baron.points
    worth += 0.3 * sum(len(g.state.cubes.get(c, ())) for c in beyond if c not in reached)
    return (worth * min(1.0, ctx.turns_left / 6), take) if worth > 0 else None


def _depot(ctx: Ctx, card_id: str) -> tuple[float, Action] | None:
    """A Trading Depot on the other player's link most deliveries will use: the one between the busiest cities."""
    g = ctx.g
    best: tuple[float, int] | None = None
    for link in g.state.links:
        if link.complete and link.owner != ctx.me and link.id not in g.state.depots:
            busy = len(g.state.cubes.get(link.start, ())) + len(g.state.cubes.get(link.end or "", ()))
            if best is None or busy > best[0]:
                best = (busy, link.id)
    if best is None:
        return None
    return (min(3.0, 0.3 * best[0]) * min(1.0, ctx.turns_left / 8), TakeCard(card=card_id, link=best[1]))


def _mine(ctx: Ctx, card_id: str | None) -> tuple[float, Action] | None:
    """A Mine (card or option) on the gray city of the bot's network where new cubes are worth most."""
    g = ctx.g
    best: tuple[float, str] | None = None
    for city in sorted(ctx.net.cities(ctx.me)):
        if deliver.city_color(g, city) == "gray" and city not in g.state.mines and city not in g.closed_cities():
            worth = 2.4 * _cube_worth(ctx, city)
            if best is None or worth > best[0]:
                best = (worth, city)
    if best is None:
        return None
    value = ctx.price(10, best[0])
    if value is None:
        return None
    return value, (TakeCard(card=card_id, city=best[1]) if card_id else PlaceMine(city=best[1]))


def free_moves(ctx: Ctx) -> Action | None:
    """What the bot plays beside its action: a Railroad Inspector against the leader, a Mine that pays."""
    g, me = ctx.g, ctx.me
    inspections = [a for a in _inspections(g, me)]
    if inspections:
        leader = max(inspections, key=lambda a: (g.state.players[g.player_by_name(a.player)].score, a.player))
        return leader
    if "mines" in g.options and g.state.stage == "actions":
        mine = _mine(ctx, None)
        if mine is not None and mine[0] > 1.0:
            return mine[1]
    return None


def _inspections(g: Rotw, me: int) -> list[Inspect]:
    from engine.rotw.cards.kinds.inspector import inspections

    return inspections(g, me)
