"""Fewer round trips (issue 35): how many moves of each shipped example needed a person, before and after standing
orders (/auto) and the automatic moves with no choice in them.

Each example's recorded decisions are replayed move by move through the engine. Before each move, the players set
the standing orders a sensible player would (written down below, in `Plan`); then the orders are reviewed exactly as
the bot's writer path reviews them (engine.orders.review). A move is automatic when an order, or the bot for a move
with no choice in it, makes exactly the move the example's player made. When an order would have made a different
move, its owner would have cancelled it beforehand: that counts as an /auto command, and the move as a person's.
So the game is the same move for move, and its final result the same (checked). A seat the bot plays (issue 36: a
lobby bot, or a seat handed to it for a while) is no person's before or after: its moves are counted apart.

Two sets of games: the examples shipped now (`examples/*.txt`, whose players play much as the bot would and pass only
when they mean it) and the three examples as issue 35 counted them (saved fixtures: their players then chose at
random among sensible moves and passed often, so more of their moves were the kind an order makes).

The orders a sensible player sets (each /auto command counted; a command that makes the move it is typed at, such
as `/auto pass` typed instead of `/pass`, counts as that move, made by a person):
  - 18xx, at the start: `/auto run trains:none` (run on the proven best routes and pay out, buy no train unless one
    must be bought, trade no treasury shares; 18GL players who half or withhold
    that time cancel it first and set it again after, each an /auto command);
  - 18xx share rounds: the first of a player's passes after which they only pass for the rest of the round is typed
    `/auto pass` (the rest of their passes are the order's); a player buying the same company's shares turn after
    turn types `/auto buy company:X holding:N` at the first;
  - Railways of the World: `/auto pass where:auction every:yes` at the start; before an auction a player bids in,
    they cancel it and set `/auto bid amount:` their highest bid of that auction, and set the pass again once the
    auction is over; in a turn, the first of a player's passes after which they only pass is typed `/auto pass`.

    python3 dev.py bench            (with the other benchmarks)
    python benchmarks/bench_orders.py
"""

from __future__ import annotations

import sys
from collections import Counter
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

sys.path.insert(0, str(Path(__file__).resolve().parents[1]))

from engine.core import situation as where
from engine.core.action_base import Pass
from engine.core.errors import IllegalAction
from engine.core.game import Game
from engine.eighteen.shared.moves import BuyShare
from engine.orders import Order, disturbed, new_order, review
from engine.rotw.actions import FirstBid
from tests.saved_games import bot_seats, saved_moves

EXAMPLES = [("18EZ Level 2", "18ez-level2-example-bots"), ("18GL", "18gl-example-bots"),
            ("RotW Eastern U.S.", "rotw-eus-example-bots"), ("18EZ Level 1", "18ez-level1-example"),
            ("18EZ Level 3", "18ez-level3-example-bots"), ("RotW Europe", "rotw-eur-example-bots"),
            ("RotW Mexico", "rotw-mex-example-bots"), ("RotW Western U.S.", "rotw-wus-example-bots"),
            ("RotW Great Britain", "rotw-gb-example-bots"), ("RotW North America", "rotw-na-example-bots"),
            ("RotW Nippon", "rotw-nip-example-bots"), ("RotW Transcontinental", "rotw-trans-example-bots")]
# the examples as issue 35 counted them (their players then chose at random among sensible moves, passing often)
COUNTED = [("18EZ Level 2 (as counted)", "18ez-level2-example-revision-4"), ("18GL (as counted)", "18gl-example-revision-4"),
           ("RotW Eastern U.S. (counted)", "rotw-eus-example")]
Move = tuple[int, Any, int]
TRAINS = "none"  # the run order's trains: none (buy no train unless one must be bought)


@dataclass
class Tally:
    moves: int = 0
    person: int = 0  # moves a person made (typed, or the /auto command typed at that move)
    by_order: int = 0  # moves standing orders made
    forced: int = 0  # moves with no choice in them, made by the bot
    bot: int = 0  # moves a bot seat made (issue 36): no person's, before or after
    commands: int = 0  # /auto commands typed besides moves (set ahead, cancelled, set again)
    kinds: Counter[str] = field(default_factory=Counter)  # the orders' moves by kind of order
    people: Counter[str] = field(default_factory=Counter)  # the persons' moves by kind of move and round
    made: list[str] = field(default_factory=list)  # each move's maker: "person", "order", "forced" or "bot"
    # each /auto command: (the move it is counted at, its owner, why: "start", "auction", "again", "ahead",
    # "cancel" (before that move), "after" (right after it)); bench_sittings.py reads both
    typed: list[tuple[int, int, str]] = field(default_factory=list)

    def command(self, at: int, player: int, why: str) -> None:
        """Count an /auto command typed by `player`, at move `at`, for the reason `why`."""
        self.commands += 1
        self.typed.append((at, player, why))


class Plan:
    """The orders a sensible player sets, read from what the example's players went on to do (their intent)."""

    def __init__(self, game: Game, moves: list[Move]) -> None:
        self.game, self.moves = game, moves
        self.sticky: dict[int, Order] = {}  # the orders each player keeps, set again after they end

    def rounds(self) -> list[str]:
        """The round of each recorded move (replayed once on a copy)."""
        copy = type(self.game).replay(self.game.players, self.game.seed, [], self.game.options, self.game.revision,
                                      self.game.secret.hex() if self.game.secret else None)
        found = []
        for player, action, epoch in self.moves:
            copy.epoch = epoch
            now = copy.situation(player)
            found.append(f"{now.kind}:{now.round}")
            copy.replay_move(player, action)
        return found


def only_passes_after(moves: list[Move], rounds: list[str], i: int) -> bool:
    """Does the player of move `i` make nothing but passes from it to the end of its round?"""
    player = moves[i][0]
    return all(isinstance(a, Pass) for j, (p, a, _e) in enumerate(moves[i:], start=i) if p == player and rounds[j] == rounds[i])


def same_company_buys(moves: list[Move], rounds: list[str], i: int) -> int:
    """How many of the player's next moves in the round, from `i`, buy the same company's shares in a row."""
    player, first = moves[i][0], moves[i][1]
    count = 0
    for j in range(i, len(moves)):
        p, a, _e = moves[j]
        if rounds[j] != rounds[i]:
            break
        if p != player:
            continue
        if isinstance(a, BuyShare) and a.railroad == first.railroad:
            count += 1
        else:
            break
    return count


def simulate(name: str) -> tuple[Tally, Game]:
    game, moves = saved_moves(name)
    by_bot, lobby_bots = bot_seats(name)
    plan = Plan(game, moves)
    rounds = plan.rounds()
    orders: dict[int, tuple[int, Order]] = {}
    tally = Tally(moves=len(moves))
    ids = iter(range(1, 1_000_000))

    def add(player: int, order: Order) -> int:
        oid = next(ids)
        orders[oid] = (player, order)
        return oid

    if game.family == "rotw":
        for player in set(range(len(game.players))) - lobby_bots:
            plan.sticky[player] = new_order(game, player, "pass", every=True, where_="auction")
    else:
        for player in set(range(len(game.players))) - lobby_bots:
            plan.sticky[player] = new_order(game, player, "run", trains=TRAINS)
    for player, order in plan.sticky.items():
        add(player, order)
        tally.command(0, player, "start")
    auction_bids: dict[str, dict[int, int]] = {}  # RotW: an auction's highest bid by player
    for i, (player, action, _epoch) in enumerate(moves):
        if isinstance(action, FirstBid):
            auction_bids.setdefault(rounds[i], {})[player] = max(action.amount * 1000, auction_bids.get(rounds[i], {}).get(player, 0))
    seen_rounds: set[str] = set()
    for i, (player, action, epoch) in enumerate(moves):
        game.epoch = epoch
        typed_as_order = False
        # a sensible player's orders, set ahead
        if rounds[i] not in seen_rounds:
            seen_rounds.add(rounds[i])
            for bidder, most in auction_bids.get(rounds[i], {}).items():  # RotW: bid orders for this auction
                for oid in [o for o, (p, od) in orders.items() if p == bidder and od.kind == "pass" and od.acts_in == where.FIRST_BID]:
                    del orders[oid]
                    tally.command(i, bidder, "auction")
                try:
                    add(bidder, new_order(game, bidder, "bid", amount=most))
                    tally.command(i, bidder, "auction")
                except IllegalAction:  # more than their cash (bonds would pay it): they bid by hand
                    pass
            for p, order in plan.sticky.items():  # set again after an auction it was cancelled for, or a conflict
                if not any(o == order for q, o in orders.values() if q == p) and not auction_bids.get(rounds[i], {}).get(p):
                    add(p, order)
                    tally.command(i, p, "again")
        if by_bot[i]:  # the bot seat's move, made by the bot in the game too
            presided = {p: game.situation(p).presides for p in range(len(game.players))}
            _disturb(orders, game, player, game.apply(player, action), presided)
            tally.bot += 1
            tally.made.append("bot")
            continue
        now = rounds[i].split(":", 1)[0]
        done_in_round = now in (where.SHARES, where.ACTIONS) and only_passes_after(moves, rounds, i)
        if isinstance(action, Pass) and done_in_round and not any(
                p == player and o.kind == "pass" and o.acts_in == now for p, o in orders.values()):
            # set ahead, once the player knew they were done in this round (after their last other move)
            add(player, new_order(game, player, "pass", where_="turn" if now == where.ACTIONS else None))
            tally.command(i, player, "ahead")
        if isinstance(action, BuyShare) and now == where.SHARES and same_company_buys(moves, rounds, i) >= 2:
            held = int(game.held(player, action.railroad)) + same_company_buys(moves, rounds, i)  # type: ignore[attr-defined]
            add(player, new_order(game, player, "buy", company=action.railroad, holding=held))
            typed_as_order = True
        cancelled: list[tuple[int, Order]] = []
        while True:
            found = review(game, [(oid, p, o) for oid, (p, o) in orders.items()])
            for oid, order in found.bound:
                orders[oid] = (orders[oid][0], order)
            for oid, _why in found.ended:
                orders.pop(oid, None)
            if found.action is None or (found.player == player and found.action == action):
                break
            if found.order is None:
                raise AssertionError(f"{name} move {i + 1}: the bot would make {found.action.text} for "
                                     f"{game.players[found.player or 0]}, who made {action.text}")
            cancelled.append(orders.pop(found.order))  # it would have made another move: its owner cancels it first
            tally.command(i, cancelled[-1][0], "cancel")
        presided = {p: game.situation(p).presides for p in range(len(game.players))}
        outcome = game.apply(player, action)
        if found.action is not None and not typed_as_order:
            if found.order is None:
                tally.forced += 1
                tally.made.append("forced")
            else:
                tally.by_order += 1
                tally.made.append("order")
                tally.kinds[orders[found.order][1].kind] += 1
            if found.done is not None and found.order is not None:
                orders.pop(found.order, None)
        else:
            tally.person += 1
            tally.made.append("person")
            tally.people[f"{type(action).__name__}@{rounds[i].split(':')[0]}"] += 1
            if found.done is not None and found.order is not None:
                orders.pop(found.order, None)
        for owner, order in cancelled:  # a standing order cancelled for one move is set again right after it
            if plan.sticky.get(owner) == order:
                add(owner, order)
                tally.command(i, owner, "after")
        _disturb(orders, game, player, outcome, presided)
    return tally, game


def _disturb(orders: dict[int, tuple[int, Order]], game: Game, player: int, outcome: Any, presided: dict[int, Any]) -> None:
    """The orders a move ends (another player dealing in a company their owner presides)."""
    for oid, (owner, order) in list(orders.items()):
        if disturbed(order, owner, presided[owner], player, game.players[player], outcome.action):
            del orders[oid]


def main() -> None:
    print("Standing orders (issue 35): moves of each example that needed a person, before and after")
    print("  person: moves a person made; orders / no choice: moves the bot made; /auto: order commands typed ahead;")
    print("  bot seat: moves a seat the bot plays made (issue 36), left out of the reduction (no person's before either)")
    print("  the shipped examples, whose players play much as the bot would; then the examples issue 35 counted")
    print(f"  {'example':27} {'moves':>6} {'bot seat':>8} {'person':>7} {'orders':>7} {'no choice':>10} {'/auto':>6} "
          f"{'fewer':>7} {'with /auto':>11}")
    for title, name in [*EXAMPLES, *COUNTED]:
        tally, game = simulate(name)
        before, _moves = saved_moves(name)
        for p, a, e in _moves:
            before.epoch = e
            before.replay_move(p, a)
        assert game.scores() == before.scores() and game.status_lines() == before.status_lines(), f"{name}: another result"
        people = tally.moves - tally.bot  # the moves that needed a person before
        fewer = 100 * (people - tally.person) / people
        typed = 100 * (people - tally.person - tally.commands) / people  # counting each /auto as a move
        print(f"  {title:27} {tally.moves:6} {tally.bot:8} {tally.person:7} {tally.by_order:7} {tally.forced:10} "
              f"{tally.commands:6} {fewer:6.0f}% {typed:10.0f}%")


if __name__ == "__main__":
    main()
