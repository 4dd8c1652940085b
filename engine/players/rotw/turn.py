"""The bot's action in a Railways of the World action round (issue 36): every kind of action valued in points at
the end of the game, the best one made. A delivery scores now (and raises the income); a link, an engine level or a
New City tile raises what the network's next deliveries are worth; a card is worth what it does; each less its cost
in money and bonds. An unfinished link is finished first (it would be removed at the end of the turn)."""

from __future__ import annotations

from typing import TYPE_CHECKING

from engine.core.action_base import Move as Action
from engine.core.action_base import Pass
from engine.core.errors import IllegalAction
from engine.players.rotw import build as builds
from engine.players.rotw import cards as cardplay
from engine.players.rotw import goals as goals
from engine.players.rotw.ctx import Ctx, context
from engine.rotw import deliver as deliveries
from engine.rotw.actions import BuildTrack, DeliverCube, UpgradeEngine

if TYPE_CHECKING:
    from engine.rotw.game import Rotw

TRIED = 4  # deliveries tried in full (goal cards, Hotels: every point they give, to whom)
OTHERS = 0.3  # a point another player scores, against one of the bot's


def scored(g: Rotw, player: int, action: Action, memo: dict | None = None) -> dict[int, int] | None:
    """The points each player gains if `player` makes the move now (None if the engine refuses it). The move is
    tried on a snapshot of the seat's view (judged as `apply` judges it; the snapshot is thrown away)."""
    key = ("scored", action.text)
    if memo is not None and key in memo:
        return memo[key]
    trial = g.snapshot()
    before = [s.score for s in trial.state.players]
    try:
        trial.replay_move(player, action)
        found: dict[int, int] | None = {p: s.score - before[p] for p, s in enumerate(trial.state.players)
                                        if s.score != before[p]}
    except IllegalAction:
        found = None
    if memo is not None:
        memo[key] = found
    return found


def others_weight(ctx: Ctx, player: int) -> float:
    """How much a point of another player's matters: more the nearer they are to the lead."""
    scores = [s.score for s in ctx.g.state.players]
    best = max(scores) or 1
    return OTHERS * (0.5 + 0.5 * scores[player] / best)


def delivery_options(ctx: Ctx) -> list[tuple[float, Action]]:
    """The bot's deliveries worth making, each with its value in points (the points it scores, less what others do)."""
    g, me = ctx.g, ctx.me
    owners = {lk.id: lk.owner for lk in g.state.links}
    quick = []
    for found in deliveries.options(g, me):
        if found.stop:
            continue
        mine = sum(1 for lk in found.links if owners[lk] == me)
        quick.append((mine - OTHERS * (len(found.links) - mine), DeliverCube(color=found.color, cities=found.leg),
                      len(found.links)))
    quick.sort(key=lambda q: (-q[0], q[1].text))
    if me in g.state.inspectors and quick:  # a Railroad Inspector stops the next delivery: let it stop the least one
        return [(max(0.5, 0.6 * quick[0][0]), quick[-1][1])]
    valued = []
    for _, action, hops in quick[:TRIED]:
        points = scored(g, me, action, ctx.memo)
        if points is None:
            continue
        mine = points.get(me, 0)
        value = mine + ctx.income_gain(mine) - sum(others_weight(ctx, p) * n for p, n in points.items() if p != me)
        value += _delivery_goals(ctx, hops)
        origin = g.board.city(action.cities[0]) or ""
        if len(g.state.cubes.get(origin, ())) == 1 and g.marker_counts(origin):
            value += ctx.ending()  # an Empty City Marker: the end nearer
        valued.append((value, action))
    return valued


def _delivery_goals(ctx: Ctx, hops: int) -> float:
    bonus = 0.0
    for baron in goals.my_barons(ctx.g, ctx.me):
        if baron.goal == "long_delivery" and hops >= int(baron.params["links"]) > ctx.g.state.longest_delivery.get(ctx.me, 0):
            bonus += baron.points
    return bonus


def upgrade_option(ctx: Ctx) -> tuple[float, Action] | None:
    """(value, the move) of upgrading the bot's engine one level, or None if it may not or cannot pay for it."""
    g, me = ctx.g, ctx.me
    if ctx.engine >= g.engine_max(me):
        return None
    level = ctx.engine + 1
    cost = g.rules.engine_costs[str(level)]
    if any(cardplay.kind(g, c) == "free_engine_upgrade" for c in ctx.standing.cards):
        cost = 0
    elif any(cardplay.kind(g, c) == "coal_fueled_engines" for c in ctx.standing.cards):
        cost = -(-cost // 2)
    gain = ctx.potential(engine=level) - ctx.potential()
    further = ctx.potential(engine=min(level + 1, g.engine_max(me))) - ctx.potential(engine=level)
    worth = (gain + 0.3 * further) * ctx.future() + goals.upgrade_bonus(ctx)
    worth += sum(int(c.params["points"]) for c in cardplay.display(g) if c.kind == "new_train"
                 and level >= int(c.params["level"]))
    value = ctx.price(cost, worth)
    return (value, UpgradeEngine()) if value is not None else None


def act(g: Rotw, me: int) -> Action:
    """The bot's move in a turn: a free move, the link it is finishing, else its best-valued move the engine accepts, else a pass."""
    ctx = context(g, me)
    free = cardplay.free_moves(ctx)
    if free is not None and scored(g, me, free) is not None:
        return free
    plans, finishing = builds.options(ctx)
    if finishing:
        return plans[0].action
    choices: list[tuple[float, Action]] = []
    choices += delivery_options(ctx)
    upgrade = upgrade_option(ctx)
    if upgrade is not None:
        choices.append(upgrade)
    choices += [(plan.per_action, plan.action) for plan in plans[:3]]
    choices += cardplay.options(ctx)
    choices.sort(key=lambda c: (-c[0], c[1].text))
    for value, action in choices:
        if value <= 0:
            break
        if isinstance(action, BuildTrack):
            depot = builds.with_depot(ctx, action)
            if depot is not action and scored(g, me, depot, ctx.memo) is not None:
                return depot
        if scored(g, me, action, ctx.memo) is not None:
            return action
    return Pass()
