"""Plans (issue 49): a player's next actions queued in order, each made when its moment comes only if it is legal and
still what they meant. A step keeps what it was worth when queued (`queued`); its guards compare the move as it would
be made now (`measure`) with that:
  - it costs no more than when queued (or than a stated `most`), money counted as the title counts it (Railways of
    the World in thousands, 18xx in dollars: the player's cash and the treasuries of the companies they preside);
  - it issues no more bonds (Railways of the World);
  - a build still completes the same link (the same two cities), a delivery scores at least the points it would have;
  - `deliver:best` takes the best delivery now (the most points for the deliverer), at least the points it had when
    queued.
A step whose guard fails stops the plan: its owner decides, and the rest of the plan is kept for them to resume or
clear. Every move a plan makes is one of the moves the step lists for its owner, judged again by `Game.apply` like a
typed one. Pure: a measure is a trial on a copy of the game."""

from __future__ import annotations

from collections.abc import Iterable
from dataclasses import dataclass

from engine.actions import parse_action
from engine.core.action_base import Move as Action
from engine.core.action_base import Pass
from engine.core.errors import IllegalAction
from engine.core.game import Game
from engine.orders.model import cash_of
from engine.orders.planned import BEST, Measure, Plan, Step

__all__ = ["BEST", "Measure", "Next", "Plan", "Step", "ahead", "best_delivery", "deliveries", "guard", "measure",
           "moment", "next_of", "queue", "queue_all"]


@dataclass(frozen=True)
class Next:
    """What a plan does now: `action` (the step's move, None: nothing yet), or `stop` (why it stops)."""

    action: Action | None = None
    stop: str | None = None


def _purse(game: Game, player: int) -> int:
    """The money a move of the player may spend: Railways of the World, their money (in thousands); 18xx, their cash
    and the treasuries of the companies they preside."""
    state = game.state
    players = getattr(state, "players", None)
    if isinstance(players, list) and player < len(players) and hasattr(players[player], "money"):
        return int(players[player].money)
    total = cash_of(game, player) or 0
    presides = game.situation(player).presides
    for table in ("companies", "railroads", "corporations"):
        found = getattr(state, table, None)
        if isinstance(found, dict):
            total += sum(int(getattr(found[name], "cash", 0)) for name in presides if name in found)
    return total


def _bonds(game: Game, player: int) -> int | None:
    players = getattr(game.state, "players", None)
    return int(players[player].bonds) if isinstance(players, list) and hasattr(players[player], "bonds") else None


def _links(game: Game, player: int) -> set[tuple[str, ...]]:
    links = getattr(game.state, "links", None) or []
    return {tuple(sorted((lk.start, lk.end))) for lk in links if getattr(lk, "owner", None) == player and lk.end}


def _points(game: Game, player: int) -> int | None:
    players = getattr(game.state, "players", None)
    return int(players[player].score) if isinstance(players, list) and hasattr(players[player], "score") else None


def measure(game: Game, player: int, action: Action) -> Measure | None:
    """What the move is worth to `player` if made now; None if it is not legal now (a trial on a copy says). In
    Railways of the World, what the move itself costs and scores (`ahead`: a move that ends the turn is not charged
    the turn's bond interest); in 18xx, what the trial took from the player's cash and their companies'."""
    known = ahead(game, player, action)
    if known is not None:
        try:
            game.snapshot().apply(player, action)
        except IllegalAction:
            return None
        return known
    trial = game.snapshot()
    before = (_purse(trial, player), _bonds(trial, player), _links(trial, player), _points(trial, player))
    try:
        trial.apply(player, action)
    except IllegalAction:
        return None
    spent = before[0] - _purse(trial, player)
    bonds = _bonds(trial, player)
    completed = sorted(_links(trial, player) - before[2])
    points = _points(trial, player)
    issued = None if bonds is None or before[1] is None else bonds - before[1]
    return Measure(cost=spent + (issued or 0) * _bond_amount(game) if issued else spent,
                   bonds=issued, link=completed[0] if completed else None,
                   points=None if points is None or before[3] is None else points - before[3])


def _bond_amount(game: Game) -> int:
    rules = getattr(game, "rules", None)
    return int(getattr(rules, "bond_amount", 0))


def guard(queued: Measure, now: Measure, most: int | None) -> str | None:
    """Why the move as it would be made now is not what its owner meant when they queued it (None: it is)."""
    limit = most if most is not None else queued.cost
    if limit is not None and now.cost is not None and now.cost > limit:
        said = "the most you set" if most is not None else "when you queued it"
        return f"it costs {now.cost} now, more than {limit} ({said})"
    if queued.bonds is not None and now.bonds is not None and now.bonds > queued.bonds:
        return f"it issues {now.bonds} bonds now, more than the {queued.bonds} when you queued it"
    if queued.link is not None and now.link != queued.link:
        return f"it no longer completes the link {' - '.join(queued.link)}"
    if queued.points is not None and (now.points or 0) < queued.points:
        return f"it scores {now.points or 0} points now, fewer than the {queued.points} when you queued it"
    return None


def deliveries(game: Game, player: int) -> list[Action]:
    """Every delivery the player could make now (Railways of the World; none in 18xx), one choice of links a route."""
    if not hasattr(game.state, "cubes"):
        return []
    from engine.rotw import deliver
    from engine.rotw.actions import DeliverCube

    return [DeliverCube(color=found.color, cities=found.leg) for found in deliver.options(game, player)  # type: ignore[arg-type]
            if not found.stop]


def best_delivery(game: Game, player: int) -> tuple[Action, Measure] | None:
    """The delivery that scores the deliverer most now (the first found among equals; known ahead when it is not
    their move: a plan is queued before its owner's turn); None if none can be made."""
    found = []
    due = player in game.acting_players()
    for action in deliveries(game, player):
        worth = measure(game, player, action) if due else ahead(game, player, action)
        if worth is not None:
            found.append(((worth.points or 0), -len(found), action, worth))
    if not found:
        return None
    *_, action, worth = max(found, key=lambda f: (f[0], f[1]))
    return action, worth


def ahead(game: Game, player: int, action: Action) -> Measure | None:
    """What a Railways of the World move would be worth to `player` made now, whoever's turn it is (a plan is queued
    before its owner's turn): a build's price, the bonds paying it would issue and the link it completes; an engine
    upgrade's, urbanizing's or a Western Link's price; a delivery's points. None: not known ahead."""
    if not hasattr(game.state, "cubes"):
        return None
    from engine.rotw import suggest, track
    from engine.rotw.actions import BuildTrack, DeliverCube

    try:
        if isinstance(action, DeliverCube):
            return Measure(points=suggest.delivery_points(game, player, action.color, tuple(action.cities)).get(player, 0))  # type: ignore[arg-type]
        if isinstance(action, BuildTrack):
            most, price = suggest.terms(game, player, action.card)  # type: ignore[arg-type]
            path = suggest.between_cities(game, player, tuple(action.path), most, price)  # type: ignore[arg-type]
            built = track.plan_build(game, player, path, action.toward, most, price)  # type: ignore[arg-type]
            link = tuple(sorted((built.start, built.end))) if built.end else None
            return Measure(cost=built.cost, bonds=suggest.bonds_needed(game, player, built.cost), link=link)  # type: ignore[arg-type]
        cost = suggest.cost_of(game, player, action)  # type: ignore[arg-type]
    except IllegalAction:
        return None
    return None if cost is None else Measure(cost=cost, bonds=suggest.bonds_needed(game, player, cost))  # type: ignore[arg-type]


def queue(game: Game, player: int, action: Action | None, most: int | None = None, *, first: bool = True) -> Step:
    """The step `player` queues now (`most` in dollars): the move (None: the best delivery when its moment comes), with what it is worth
    if made now (made now, or known ahead in Railways of the World; nothing if neither: then only `most` and its
    legality guard it). A step queued behind others (`first` False) keeps no price or bonds: those depend on what the
    steps before it spend (an engine upgrade costs more after another); `most`, its link and its points still hold."""
    if most is not None and hasattr(game.state, "cubes"):
        most //= 1000  # a most in dollars: Railways of the World counts money in thousands
    if action is None:
        best = best_delivery(game, player)  # its points, the floor: known ahead if it is not their move
        return Step(text=BEST, queued=Measure(points=best[1].points) if best else Measure(), most=most)
    worth = (measure(game, player, action) if player in game.acting_players() else None) or ahead(game, player, action)
    if worth is not None and not first:
        worth = worth.model_copy(update={"cost": None, "bonds": None})
    kind = game.situation(player).kind if isinstance(action, Pass) else None
    return Step(text=action.text, queued=worth or Measure(), most=most, acts_in=kind)


def queue_all(player: int, moves: Iterable[tuple[Game, Action]]) -> tuple[Step, ...]:
    """The steps of a whole suggested plan (`engine.players.ahead.turn_plan`), each measured on the position it would be
    made on (the moves before it made): the first with its price, the rest with their links and points."""
    return tuple(queue(position, player, action, first=n == 0) for n, (position, action) in enumerate(moves))


ACTION_KINDS = ("build", "deliver", "urbanize", "upgrade", "take-card", "western-link", "mine")  # RotW's actions


def moment(game: Game, player: int, action: Action | None, step: Step) -> bool:
    """Is it the step's moment: a decision of its owner's in which its kind of move is made? A lay waits for a track
    step (not a share round), a Railways of the World build or delivery for the actions of a turn (not an auction), a
    pass for the kind of decision it was queued in; then the move is judged (legal, still meant) or the plan stops."""
    if action is None:  # deliver best
        return game.situation(player).kind == "actions"
    if isinstance(action, Pass):
        return step.acts_in is None or game.situation(player).kind == step.acts_in
    if any(type(listed) is type(action) for listed in game.legal_actions(player)):
        return True
    return hasattr(game.state, "cubes") and getattr(action, "kind", "") in ACTION_KINDS and \
        game.situation(player).kind == "actions"


def next_of(game: Game, player: int, plan: Plan) -> Next:
    """What the plan does for `player` now: at its first step's moment, its move if legal and still what they meant,
    else why it stops; nothing while it is not their move or its moment, or while it has stopped."""
    if plan.stopped is not None or not plan.steps or player not in game.acting_players():
        return Next()
    step = plan.steps[0]
    try:
        planned = None if step.text == BEST else parse_action(step.text)
    except IllegalAction as error:
        return Next(stop=str(error))
    if not moment(game, player, planned, step):
        return Next()
    if step.text == BEST:
        best = best_delivery(game, player)
        if best is None:
            return Next(stop="no delivery can be made now")
        why = guard(step.queued, best[1], step.most)
        return Next(stop=why) if why else Next(action=best[0])
    action = planned
    assert action is not None
    worth = measure(game, player, action)
    if worth is None:
        try:
            game.snapshot().apply(player, action)
        except IllegalAction as refusal:
            return Next(stop=f"{step.text} cannot be made now: {refusal.phrase}")
        return Next(stop=f"{step.text} cannot be made now")
    why = guard(step.queued, worth, step.most)
    if why is not None:
        return Next(stop=f"{step.text}: {why}")
    if game.consequences(player, action) is not None and worth.bonds is None:
        return Next(stop=f"{step.text} {game.consequences(player, action)}, which is yours to decide")
    return Next(action=action)
