"""Plans (issue 49 §2) judged from outside: on every title (each Railways of the World map, both 18xx families), in
random positions, a player queues one of their legal moves; other players move on; when the player's moment comes the
plan makes the move exactly when a referee says it is legal and still what they meant (it costs no more, issues no
more bonds, completes the same link, scores no fewer points), else it stops, saying why. The referee measures from
the game's own money, bonds, links and scores, apart from the plan's code."""

from __future__ import annotations

import random

import pytest

from engine import TITLES, game_class
from engine.core.errors import IllegalAction
from engine.core.game import Game
from engine.orders.plans import BEST, Plan, Step, deliveries, next_of, queue
from tests.randomplay import choose

NAMES = ["Ann", "Bob", "Cid", "Dee"]
ENDS_TURN = (-1, -1, None, -1)  # the referee's mark for a move whose money it cannot tell apart from the turn's end


def money(game: Game, player: int) -> int:
    """What the player and their companies hold (RotW: thousands; 18xx: dollars)."""
    state = game.state
    players = getattr(state, "players", None)
    if isinstance(players, list) and hasattr(players[player], "money"):
        return int(players[player].money) + int(players[player].bonds) * 0  # bonds apart: see `worth`
    investors = getattr(state, "investors", None)
    total = int(investors[player].cash) if investors is not None else 0
    for table in ("companies", "railroads", "corporations"):
        found = getattr(state, table, None)
        if isinstance(found, dict):
            total += sum(int(c.cash) for name, c in found.items() if name in game.situation(player).presides)
    return total


def worth(game: Game, player: int, action: object) -> tuple[int, int, tuple[str, ...] | None, int] | None:
    """(cost, bonds issued, link completed, points scored) of the move made now, by applying it to a copy; None if
    it is not legal."""
    trial = game.snapshot()
    players = getattr(trial.state, "players", None)
    rotw = isinstance(players, list) and hasattr(players[player], "bonds")
    before_money, before_bonds = money(trial, player), (players[player].bonds if rotw else 0)
    before_score = players[player].score if rotw else 0
    before_links = {tuple(sorted((k.start, k.end))) for k in getattr(trial.state, "links", []) if k.owner == player and k.end}
    try:
        outcome = trial.apply(player, action)  # type: ignore[arg-type]
    except IllegalAction:
        return None
    if rotw and any(" earns $" in m for m in outcome.messages):
        return ENDS_TURN  # the turn ended with it: the money also moved by the turn's income and interest
    bonds = (trial.state.players[player].bonds - before_bonds) if rotw else 0
    amount = int(trial.rules.bond_amount) if rotw else 0
    cost = before_money - money(trial, player) + bonds * amount
    links = {tuple(sorted((k.start, k.end))) for k in getattr(trial.state, "links", []) if k.owner == player and k.end}
    new = sorted(links - before_links)
    score = (trial.state.players[player].score - before_score) if rotw else 0
    return cost, bonds, new[0] if new else None, score


def rotw_moves(game: Game, player: int) -> list[object]:
    """Railways of the World lists neither builds nor deliveries among its legal moves (a build is typed as a path):
    a few of each, as the bot finds them."""
    if not hasattr(game.state, "cubes"):
        return []
    from engine.rotw.actions import BuildTrack
    from engine.rotw.suggest import city_builds

    builds = [BuildTrack(path=path) for path, _plan in city_builds(game, player)[:4]]  # type: ignore[arg-type]
    return [*builds, *deliveries(game, player)[:4]]


def its_moment(game: Game, player: int, action: object, queued_in: str) -> bool:
    """The referee's moment of a move: its kind of move is among the player's legal moves now, or (Railways of the
    World, whose builds and deliveries are never listed) the player is at the actions of a turn; a pass: the kind of
    decision it was queued in."""
    if getattr(action, "kind", "") == "pass":
        return game.situation(player).kind == queued_in
    if any(type(a) is type(action) for a in game.legal_actions(player)):
        return True
    return hasattr(game.state, "cubes") and game.situation(player).kind == "actions" and getattr(action, "kind", "") in (
        "build", "deliver", "urbanize", "upgrade", "take-card", "western-link", "mine")


def meant(then: tuple[int, int, tuple[str, ...] | None, int], now: tuple[int, int, tuple[str, ...] | None, int]) -> bool:
    return now[0] <= then[0] and now[1] <= then[1] and (then[2] is None or now[2] == then[2]) and now[3] >= then[3]


@pytest.mark.parametrize("title", sorted(TITLES))
def test_a_plan_moves_exactly_when_the_referee_says_the_move_is_still_meant(title: str) -> None:
    rng = random.Random(f"plans-{title}")
    cls = game_class(title)
    made = stopped = 0
    for seed in range(16):
        game = cls(NAMES[: max(3, cls.min_players)], seed)
        for _ in range(rng.randrange(20, 60)):
            if game.over:
                break
            player = game.acting_players()[0]
            game.apply(player, choose(game, player, rng))
        if game.over:
            continue
        owner = game.acting_players()[0]
        options = [a for a in game.legal_actions(owner) if a.text != "pass"] + rotw_moves(game, owner)
        options = options or game.legal_actions(owner)
        action = rng.choice(options)
        then = worth(game, owner, action)
        assert then is not None
        if then == ENDS_TURN:
            continue
        step = queue(game, owner, action)
        queued_in = game.situation(owner).kind
        at_once = next_of(game, owner, Plan(steps=(step,))).action  # at once: what was queued is still meant
        assert at_once is not None and at_once.text.lower() == action.text.lower()
        # the others move on, until the owner's next moment (their own moves meanwhile too: a plan made earlier)
        others = 0
        for _ in range(60):
            if game.over:
                break
            player = game.acting_players()[0]
            if player == owner and others >= rng.randrange(1, 4):
                break
            others += player != owner
            game.apply(player, choose(game, player, rng))
        if game.over or owner not in game.acting_players():
            continue
        now = worth(game, owner, action)
        found = next_of(game, owner, Plan(steps=(step,)))
        if not its_moment(game, owner, action, queued_in):  # a lay in a share round, a build in an auction: the plan waits
            assert found.action is None and found.stop is None, (title, action.text, found)
            continue
        if now == ENDS_TURN:
            continue
        if now is not None and meant(then, now) and game.consequences(owner, action) is None:
            assert found.action is not None and found.action.text.lower() == action.text.lower(), (
                title, seed, action.text, then, now, found)
            made += 1
        elif now is not None and meant(then, now):
            assert found.action is None or found.action.text.lower() == action.text.lower()  # (consequences: theirs)
        else:
            assert found.action is None and found.stop, (title, seed, action.text, then, now, found)
            stopped += 1
    assert made + stopped >= 2, (made, stopped)  # the plan was judged at a moment of its owner's, both ways or one


def test_a_stated_most_stops_a_dearer_move_and_deliver_best_takes_the_best() -> None:
    game = game_class("RotW-EUS")(NAMES[:3], 5)
    for _ in range(400):  # on to the actions of a turn, where builds have prices
        player = game.acting_players()[0]
        if game.situation(player).kind == "actions" and rotw_moves(game, player):
            break
        game.apply(player, choose(game, player, random.Random(0)))
    player = game.acting_players()[0]
    build = rotw_moves(game, player)[0]
    cost = worth(game, player, build)
    assert cost is not None and cost[0] > 0
    too_little = Step(text=build.text, most=cost[0] - 1)
    stop = next_of(game, player, Plan(steps=(too_little,))).stop
    assert stop is not None and f"costs {cost[0]} now, more than {cost[0] - 1} (the most you set)" in stop
    assert next_of(game, player, Plan(steps=(Step(text=build.text, most=cost[0]),))).action == build
    best = next_of(game, player, Plan(steps=(Step(text=BEST),)))
    delivers = deliveries(game, player)
    if delivers:
        top = max((worth(game, player, a) or (0, 0, None, 0))[3] for a in delivers)
        assert best.action is not None and (worth(game, player, best.action) or (0, 0, None, 0))[3] == top
    else:
        assert best.stop == "no delivery can be made now"
    assert next_of(game, player, Plan(steps=(Step(text=build.text),), stopped="you chose")).action is None


@pytest.mark.parametrize("title", sorted(t for t in TITLES if t.startswith("RotW")))
def test_a_move_is_worth_the_same_ahead_of_its_turn_as_made_in_it(title: str) -> None:
    """A plan is queued before its owner's turn: what a Railways of the World move is worth known ahead (its price,
    its bonds, its link, its points) is what it is worth made, a cost the same both ways."""
    from engine.orders.plans import ahead

    rng = random.Random(f"ahead-{title}")
    cls = game_class(title)
    compared = 0
    for seed in range(6):
        game = cls(NAMES[:3], seed)
        for _ in range(rng.randrange(10, 80)):
            if game.over:
                break
            player = game.acting_players()[0]
            if game.situation(player).kind == "actions" and compared < 40:
                for move in rotw_moves(game, player):
                    known, made = ahead(game, player, move), worth(game, player, move)
                    if made is None or made == ENDS_TURN:
                        continue
                    assert known is not None, (title, move)
                    if getattr(move, "kind", "") == "deliver":
                        assert (known.points or 0) <= made[3], (title, move, known, made)
                    else:
                        assert (known.cost, known.bonds, known.link) == made[:3], (title, seed, move, known, made)
                    compared += 1
            game.apply(player, choose(game, player, rng))
    assert compared >= 5
