"""The bot's suggestion of a player's plan (issue 49 §2): the moves it would make for them over the rest of a turn,
if nobody else changed the board meanwhile.

`turn_plan(game, player)` plays, on the seat's own view (`seat_view`: nothing hidden from the seat is read), the bot's
move for `player` at each of their decisions a plan covers (the actions of a Railways of the World turn; an 18xx share
round's or operating round's decisions), every other seat passing in between where it may (else making its move with
no choice in it, else the bot's move for it on this view: a run, a dividend, a train it must buy), up to the end of
the turn (18xx: the round) the first of those moves falls in: the player's current one, or the next when they have
nothing left in this one (a Railways of the World auction for first player between them is passed, as a player's
standing order passes it). A decision of the player's own that a plan does not cover ends the suggestion. Each move
comes with the position it would be made on, so that what it is worth when queued is measured there
(`engine.orders.plans.queue_all`). Pure and deterministic, like `bot_move`: the same position, the same suggestion;
nothing is applied to the game itself."""

from __future__ import annotations

from dataclasses import dataclass

from engine.core import situation as where
from engine.core.action_base import Move as Action
from engine.core.action_base import Pass
from engine.core.errors import IllegalAction
from engine.core.game import Game
from engine.players import seat_view

MOST = 6  # moves one suggestion holds at most (a Railways of the World turn has three actions; an 18xx operation a few)
TRIES = 400  # other seats' passes tried at most while looking ahead (a bound, never reached in a real game)


@dataclass(frozen=True)
class Suggested:
    """One move of a suggestion and the seat's view it would be made on (the moves before it made, others passed)."""

    action: Action
    position: Game


def turn_plan(game: Game, player: int, most: int = MOST) -> list[Suggested]:
    """The bot's suggestion of `player`'s next moves (see the module); empty when it has none (the game is over, or
    no action of theirs comes without another decision of theirs first)."""
    return _look_ahead(seat_view(game, player), player, most)


def _choose(view: Game, player: int) -> Action:
    if view.family == "rotw":
        from engine.players.rotw import choose

        return choose(view, player)  # type: ignore[arg-type]
    from engine.players.eighteen import choose as eighteen_choose

    return eighteen_choose(view, player)


def _planned_here(view: Game, player: int) -> bool:
    """Is this decision of the player's one a plan queues a move for: the actions of a Railways of the World turn; an
    18xx share round's or operating round's decision."""
    kind = view.situation(player).kind
    return kind == where.ACTIONS if view.family == "rotw" else kind in (where.SHARES, where.OPERATING)


def _look_ahead(view: Game, player: int, most: int) -> list[Suggested]:
    found: list[Suggested] = []
    turn: str | None = None
    for _ in range(TRIES):
        if view.over or len(found) >= most:
            break
        due = set(view.acting_players())
        if not due:
            break
        now = view.situation(player)
        if turn is not None and now.round != turn:
            break  # the turn (18xx: the round) of the first step is over
        if player in due and _planned_here(view, player):
            turn = now.round if turn is None else turn
            action = _choose(view, player)
            found.append(Suggested(action, view.snapshot()))
            if not _made(view, player, action):
                break
            continue
        if player in due and (now.kind != where.FIRST_BID or not _made(view, player, Pass())):
            break  # a decision of the player's own before their next action: theirs to make first
        for other in sorted(due - {player}):
            if not _passed(view, other):
                return found  # another seat can neither pass here nor has a move with no choice: no more foreseen
    return found


def _passed(view: Game, other: int) -> bool:
    """Another seat passes where it may, else makes its move with no choice in it, else the bot's move for it (a run,
    a dividend, a train it must buy: chosen on this seat's view, as the bot would make it)."""
    if _made(view, other, Pass()):
        return True
    forced = view.forced_move(other)
    return _made(view, other, forced if forced is not None else _choose(view, other))


def _made(view: Game, player: int, action: Action) -> bool:
    try:
        view.apply(player, action)
    except IllegalAction:
        return False
    return True
