"""Sittings (issue 49 §4): how many times each person must come back to a shipped example, per turn, without standing
orders, with them, with them and plans, and the issue's goal.

A *sitting* of a seat a person plays begins each time the game becomes due on that seat after it was not (a
notification they answer), and lasts while that seat keeps moving with no other person's move in between. Counted
move by move on the example's recorded moves:
  - a move is a person's, automatic, or a bot seat's. Automatic moves (a standing order's, or a move with no choice
    in it: `Game.forced_move`, found by `engine.orders.review` as the bot's writer path finds it) and a bot seat's
    moves (`bot_seats`: a lobby bot, or a seat handed to the bot for a while) are nobody's: they never begin a
    sitting and never end one (they are made at once, nobody waits for them);
  - a person's move begins a sitting of its seat unless that seat's sitting is still open, and ends every other
    seat's open sitting, except a seat that is due too when it is made (a simultaneous decision: every player
    keeping a Rail Baron card at once is one sitting each, whatever order the log has their answers in);
  - the lobby is no sitting (it comes before the game, in neither setting), nor is a notification nobody answers
    (a turn an order or the bot plays for them).

A *turn*: in Railways of the World the game turn (`situation(player).round`, "Turn 4": the auction for first player
and the actions after it); in 18xx a stock round and the operating rounds after it (18EZ Level 1, which has no stock
round, each operating round). Sittings before the first turn (choosing Rail Baron cards, 18EZ Level 1's selection)
count with the rest. Sittings per player per turn: a person's sittings over the turns, averaged over the seats people
play (a lobby bot's seat is nobody's; a seat the bot played for a while counts with its person's sittings).

Five settings:
  (a) no orders: every move a person's except those with no choice in it, which the bot has made since issue 35
      (so this is "after issue 35" with no /auto set; before issue 35 even those were a person's);
  (b) the standing orders of `bench_orders.py` (its `simulate`, imported: the same orders, set at the same moves),
      each /auto command counted as a sitting only if typed outside a sitting the player had anyway: a command may
      be typed in any sitting of its player from its earliest moment to its latest; if there is none, it costs a
      sitting at its latest moment (which then lasts into the player's own move right after it, if any).
        `/auto` at the start ("start"): typed in the lobby, free;
        a pass set ahead ("ahead"): from right after the player's previous move in that round (bench_orders: once
          they knew they were done) to the move it makes;
        an auction's bid order and the pass cancelled for it ("auction"): from the start of the round before the
          auction (the previous turn's actions, when the auction is known to come next) to the auction's first move;
        the pass-at-auctions set again after an auction ("again"): from the round after the auction to the next
          auction's first move (it acts in no round before);
        an order cancelled because it would have made another move ("cancel"): at that move; set again ("after"):
          right after it;
  (c) goal: issue 49's goal applied to (b): half the sittings per player per turn in Railways of the World, a third
      fewer in 18EZ and 18GL;
  (d) with `deliver best`, no hindsight: (b)'s orders and, in Railways of the World only (in 18xx (d) is (b)), a
      plan a player queues from what they can see, never from the moves the example goes on to make:
        whenever one of a person's sittings ends (another person moves) and, on the position right after that
          sitting's last move of theirs, the game is in the actions of a turn (`situation(player).kind`), they queue
          `deliver best` (`plans.queue(game, player, None)`) for their next action if the best delivery they see
          there scores them at least PLAN_FLOOR (2) points: `plans.best_delivery`, which values a delivery of a
          player not on move by `plans.ahead` (as a plan values a move queued before its owner's turn), those points
          the plan's floor. `/plan add:deliver best` is typed in that sitting: free. A new plan replaces one pending;
  (e) with the bot's plan, no hindsight: (b)'s orders and, in every title, whenever one of a person's sittings ends,
      the bot's suggestion for them on the position right after that sitting's last move of theirs
      (`engine.players.ahead.turn_plan`, as `/plan suggest:yes` shows it: their seat's own view, every other seat
      passing where it may) queued whole (its Queue all button, pressed in that sitting: free), each step measured on
      the position it would be made on (`plans.queue_all`). A new plan replaces one pending.
  In (d) and (e), at each of that player's later moves, `plans.next_of` on the real position just before it:
    not the plan's moment yet (its move is of another kind of decision): the plan waits;
    its action is the example's own move (the same text lower-cased, or the same move written otherwise: the
      example's deliveries name their links, `via:`, a plan's lets the engine choose, so both are made on copies of
      the position and must leave the same state): the move is automatic (nobody's, like an order's), and the rest
      of the plan waits for the next moment;
    else (the plan stops, or would make another move) the player makes the move themselves, as recorded, and types
      `/plan clear:yes` in that sitting (free).
  A move (b) already makes without them (an order's, one with no choice, a bot seat's) stays so (it uses the plan's
  step if it is that step's move).
  The /plan commands are tallied (`add`, `clear`); each is typed in a sitting its player has anyway, so none adds
  a sitting. The shipped examples' people play the bot's moves (tests/example_person_rotw.py and
  tests/example_person_18ez.py, with a few nudges; 18EZ Level 1's example is written by hand), so (e) is a player who
  takes the bot's suggestion; the examples issue 35 counted were played at random.
Every game ends as it did (checked against the example's own replay).

    python3 dev.py bench            (with the other benchmarks)
    python benchmarks/bench_sittings.py
"""

from __future__ import annotations

import sys
from bisect import bisect_left
from collections import Counter
from collections.abc import Callable
from dataclasses import dataclass
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parents[1]))

from benchmarks.bench_orders import COUNTED, EXAMPLES, Move, simulate
from engine.core import situation as where
from engine.core.action_base import Move as Action
from engine.core.game import Game
from engine.orders import review
from engine.orders.plans import Plan, Step, best_delivery, next_of, queue, queue_all
from engine.players.ahead import turn_plan
from tests.saved_games import bot_seats, saved_moves

PERSON, AUTO, BOT, COMMAND = "person", "auto", "bot", "command"
Position = tuple[int, int]  # (move index, 0 before it / 1 the move / 2 right after it)


@dataclass(frozen=True)
class Event:
    """One thing in a game's stream: a move (a person's, automatic, or a bot seat's) or an /auto command.

    `due`: the seats the game waits on when the move is made (more than one in a simultaneous decision).
    `earliest`: a command only, the index in the stream from which it could have been typed (None: only here)."""

    player: int
    who: str
    due: frozenset[int] = frozenset()
    earliest: int | None = None


class Sittings:
    """The sittings of each seat, counted event by event by the rules of this module's docstring."""

    def __init__(self) -> None:
        self.found: Counter[int] = Counter()
        self.open_: set[int] = set()  # the seats whose sitting is open
        self.last_open: dict[int, int] = {}  # the latest index at which each seat's sitting was open
        self.k = 0  # the index of the next event

    def add(self, event: Event) -> list[int]:
        """Count the next event; the seats whose sitting it ended (another person moved while they were not due)."""
        k, p, ended = self.k, event.player, []
        self.k += 1
        if event.who == COMMAND:
            window = event.earliest if event.earliest is not None else k
            if p not in self.open_ and self.last_open.get(p, -1) < window:
                self.found[p] += 1  # typed outside any sitting the player had anyway
                self.open_.add(p)
            self.last_open[p] = k
        elif event.who == PERSON:
            if p not in self.open_:
                self.found[p] += 1
                self.open_.add(p)
            self.last_open[p] = k
            for q in sorted(self.open_):
                if q != p and q not in event.due:
                    self.open_.discard(q)  # another person moved while the game did not wait on q
                    self.last_open[q] = k
                    ended.append(q)
        return ended


def count_sittings(events: list[Event]) -> Counter[int]:
    """The sittings of each seat in a stream of events, by the rules of this module's docstring."""
    counter = Sittings()
    for event in events:
        counter.add(event)
    return counter.found


@dataclass
class Example:
    """An example replayed: each move's stream fields in setting (a), its rounds and turns, and the final result."""

    players: list[str]
    people: list[int]  # the seats people play (not a lobby bot's)
    family: str
    made: list[str]  # (a): PERSON, AUTO or BOT for each move
    due: list[frozenset[int]]
    movers: list[int]
    rounds: list[str]  # "kind:round" of each move
    turns: int
    result: tuple[object, object]


def replay(name: str) -> Example:
    """The example replayed without orders: who makes each move when only the moves with no choice are the bot's."""
    game, moves = saved_moves(name)
    by_bot, lobby_bots = bot_seats(name)
    made, due, rounds = [], [], []
    for i, (player, action, epoch) in enumerate(moves):
        game.epoch = epoch
        now = game.situation(player)
        rounds.append(f"{now.kind}:{now.round}")
        due.append(frozenset(game.acting_players()))
        if by_bot[i]:
            made.append(BOT)
        else:
            found = review(game, [])
            made.append(AUTO if found.action is not None and found.player == player and found.action == action else PERSON)
        game.replay_move(player, action)
    people = [p for p in range(len(game.players)) if p not in lobby_bots]
    return Example(game.players, people, game.family, made, due, [p for p, _a, _e in moves], rounds,
                   count_turns(game.family, rounds), result(game))


def result(game: Game) -> tuple[object, object]:
    """What the game ended with: the scores and the status card."""
    return game.scores(), game.status_lines()


def count_turns(family: str, rounds: list[str]) -> int:
    """The turns of a game from its moves' rounds: RotW's game turns; 18xx's stock rounds (else operating rounds)."""
    if family == "rotw":
        return len({r.split(":", 1)[1] for r in rounds if r.split(":", 1)[0] in (where.FIRST_BID, where.ACTIONS)})
    shares = {r for r in rounds if r.startswith(where.SHARES + ":")}
    return len(shares) or len({r for r in rounds if r.startswith(where.OPERATING + ":")})


def stream_without_orders(example: Example) -> list[Event]:
    """Setting (a): every move, none of them an order's."""
    return [Event(p, who, due) for p, who, due in zip(example.movers, example.made, example.due, strict=True)]


def stream_with_orders(example: Example, made: list[str], typed: list[tuple[int, int, str]]) -> list[Event]:
    """Setting (b): the moves as bench_orders' orders make them, and its /auto commands at their latest moments, each
    with the earliest moment it could have been typed."""
    rounds, n = example.rounds, len(example.rounds)
    starts = [i for i in range(n) if i == 0 or rounds[i] != rounds[i - 1]]  # each round's first move

    def round_start(i: int) -> int:
        return starts[bisect_left(starts, i + 1) - 1]

    def next_auction(i: int) -> int:
        return next((s for s in starts if s > i and rounds[s].startswith(where.FIRST_BID + ":")), n)

    placed: list[tuple[Position, Position, Event]] = []
    for i in range(n):
        who = {"person": PERSON, "bot": BOT}.get(made[i], AUTO)
        placed.append(((i, 1), (i, 1), Event(example.movers[i], who, example.due[i])))
    for at, player, why in typed:
        if why == "start":
            continue  # typed in the lobby
        if why == "ahead":
            before = [j for j in range(round_start(at), at) if example.movers[j] == player]
            earliest, latest = ((before[-1], 2) if before else (round_start(at), 0)), (at, 0)
        elif why == "auction":
            start = round_start(at)
            earliest, latest = ((round_start(start - 1), 0) if start else (0, 0)), (at, 0)
        elif why == "again":
            earliest, latest = (at, 0), (next_auction(at), 0)
        elif why == "cancel":
            earliest = latest = (at, 0)
        else:  # "after"
            earliest = latest = (at, 2)
        placed.append((latest, earliest, Event(player, COMMAND)))
    placed.sort(key=lambda x: x[0])  # stable: commands at one position in the order bench_orders typed them
    positions = [at for at, _e, _ev in placed]
    return [Event(ev.player, ev.who, ev.due, bisect_left(positions, earliest) if ev.who == COMMAND else None)
            for _at, earliest, ev in placed]


Planner = Callable[[Game, int], tuple[Step, ...]]  # the plan a player queues on a position as their sitting ends
PLAN_FLOOR = 2  # (d): the points the best delivery a player sees must score them for them to queue `deliver best`


def seen_best(game: Game, player: int) -> int | None:
    """The points the best delivery `player` can see now would score them (None: they can make none): the engine's
    `best_delivery`, known ahead for a player not on move (as a plan values a move queued before its owner's turn)."""
    best = best_delivery(game, player)
    return None if best is None else best[1].points or 0


def best_plan(game: Game, player: int) -> tuple[Step, ...]:
    """(d): `deliver best`, in the actions of a Railways of the World turn, when the best delivery the player can see
    scores them at least PLAN_FLOOR points; else nothing (18xx: never)."""
    if game.situation(player).kind != where.ACTIONS:
        return ()
    points = seen_best(game, player)
    return (queue(game, player, None),) if points is not None and points >= PLAN_FLOOR else ()


def suggested_plan(game: Game, player: int) -> tuple[Step, ...]:
    """(e): the bot's suggestion of the player's next moves (`engine.players.ahead.turn_plan`: their seat's own view,
    every other seat passing where it may), queued whole with [Queue all], each step measured on the position it
    would be made on (`plans.queue`)."""
    return queue_all(player, ((s.position, s.action) for s in turn_plan(game, player)))


def same_move(game: Game, player: int, recorded: Action, planned: Action) -> bool:
    """Is the planned move the example's own: the same text (lower-cased), or the same move written otherwise (the
    example's delivery names its links, `via:`, a plan's lets the engine choose them) — both made on copies of the
    position leave the same state."""
    if planned.text.lower() == recorded.text.lower():
        return True
    mine, theirs = game.snapshot(), game.snapshot()
    mine.apply(player, planned)
    theirs.apply(player, recorded)
    return bool(mine.state == theirs.state)


def stream_with_plans(game: Game, moves: list[Move], with_orders: list[Event],
                      planner: Planner) -> tuple[list[Event], Counter[str]]:
    """Setting (d): (b)'s stream (of `moves`, or of their first ones), each planned move that makes the example's own
    move automatic; and the /plan commands typed (each in a sitting its player has anyway: "add" at the end of a
    sitting, "clear" in the sitting of the move the plan would have made otherwise). 18xx: (b)'s stream itself.
    `game`, at the start of `moves`, is replayed through the stream's moves."""
    typed: Counter[str] = Counter()
    counter = Sittings()
    seen: dict[int, Game] = {}  # the position right after each seat's open sitting's latest move
    pending: dict[int, tuple[Step, ...]] = {}  # each seat's plan: its steps, the first used at its next moment
    stream: list[Event] = []
    i = 0
    for event in with_orders:
        if event.who == COMMAND:
            counter.add(event)
            stream.append(event)
            continue
        player, action, epoch = moves[i]
        game.epoch = epoch
        who = event.who
        if pending.get(player):
            steps = pending.pop(player)
            found = next_of(game, player, Plan(steps=steps))
            if found.action is None and found.stop is None:
                pending[player] = steps  # not its moment yet: it waits
            elif found.action is not None and same_move(game, player, action, found.action):
                who = AUTO if who == PERSON else who  # the plan made the example's own move
                pending[player] = steps[1:]  # the rest waits for the player's next moment
            elif who == PERSON:
                typed["clear"] += 1  # it stopped, or would have made another move: cleared as the player moves
        made = Event(player, who, event.due)
        stream.append(made)
        for ended in counter.add(made):
            position = seen.pop(ended, None)
            steps = planner(position, ended) if position is not None else ()
            if steps:
                pending[ended] = steps  # queued as the sitting ended: in it (a new plan replaces one pending)
                typed["add"] += 1
        game.replay_move(player, action)
        if player in counter.open_:
            seen[player] = game.snapshot()
        i += 1
    return stream, typed


@dataclass
class Row:
    """One example's figures: sittings of each person's seat in settings (a) and (b), and its turns."""

    title: str
    family: str
    players: list[str]
    people: list[int]
    turns: int
    without: Counter[int]
    with_orders: Counter[int]
    with_best: Counter[int]
    best_commands: Counter[str]
    with_plans: Counter[int]
    plan_commands: Counter[str]

    def per_turn(self, counts: Counter[int]) -> float:
        """Sittings per person per turn."""
        return sum(counts[p] for p in self.people) / len(self.people) / self.turns

    def goal(self) -> float:
        """Issue 49's goal applied to (b): half in Railways of the World, a third fewer in 18xx."""
        return self.per_turn(self.with_orders) * (0.5 if self.family == "rotw" else 2 / 3)


def measure(title: str, name: str) -> Row:
    """Sittings of one example in settings (a), (b) and (d), its game checked to end as the example did."""
    example = replay(name)
    tally, game = simulate(name)
    assert result(game) == example.result, f"{name}: another result with orders"
    assert len(tally.made) == len(example.made), f"{name}: another number of moves"
    without = count_sittings(stream_without_orders(example))
    orders_stream = stream_with_orders(example, tally.made, tally.typed)
    with_orders = count_sittings(orders_stream)
    found: list[tuple[Counter[int], Counter[str]]] = []
    for planner in (best_plan, suggested_plan):
        game, moves = saved_moves(name)
        plans_stream, commands = stream_with_plans(game, moves, orders_stream, planner)
        assert result(game) == example.result, f"{name}: another result with plans"
        found.append((count_sittings(plans_stream), commands))
    return Row(title, example.family, example.players, example.people, example.turns, without, with_orders,
               *found[0], *found[1])


def total(rows: list[Row], counts: str) -> float:
    """Sittings per person per turn over several examples (each person-turn weighing the same)."""
    sittings = sum(getattr(r, counts)[p] for r in rows for p in r.people)
    return sittings / sum(len(r.people) * r.turns for r in rows)


def main() -> None:
    """Print the table: example, players, turns, sittings per player per turn without orders, with them, with plans
    too (two rules), the goal."""
    print("Sittings (issue 49 §4): times a person must come back to the game, per player per turn")
    print("  (a) no orders (only moves with no choice automatic, as since issue 35); (b) bench_orders' standing orders,")
    print("  its /auto commands counted when typed outside a sitting the player had anyway; (d) (b) and, in Railways of")
    print(f"  the World, `deliver best` queued as a sitting in the actions ends when the best delivery seen scores {PLAN_FLOOR}+;")
    print("  (e) (b) and the bot's suggested plan queued whole as each sitting ends (its seat's view, others passing);")
    print("  goal: issue 49's, on (b) (half in RotW, a third fewer in 18xx); no plan is set from a move still to come")
    print(f"  {'example':27} {'players':>8} {'turns':>6} {'(a) none':>9} {'(b) orders':>11} {'(d) best':>9} "
          f"{'(e) plans':>10} {'goal':>6}")
    shown: list[tuple[str, list[Row]]] = [("shipped examples", []), ("as issue 35 counted", [])]
    details: list[str] = []
    for title, name in [*EXAMPLES, *COUNTED]:
        row = measure(title, name)
        shown[0 if (title, name) in EXAMPLES else 1][1].append(row)
        bots = len(row.players) - len(row.people)
        players = f"{len(row.people)}" + (f"+{bots}bot" if bots else "")
        print(f"  {title:27} {players:>8} {row.turns:6} {row.per_turn(row.without):9.2f} "
              f"{row.per_turn(row.with_orders):11.2f} {row.per_turn(row.with_best):9.2f} "
              f"{row.per_turn(row.with_plans):10.2f} {row.goal():6.2f}")
        commands = (f" (/plan add {row.best_commands['add']} → {row.plan_commands['add']}, "
                    f"clear {row.best_commands['clear']} → {row.plan_commands['clear']})")
        details.append(f"  {title:27} " + ", ".join(f"{row.players[p]} {row.without[p]}→{row.with_orders[p]}→"
                                                     f"{row.with_best[p]}→{row.with_plans[p]}" for p in row.people)
                       + commands)
    for label, rows in shown:
        for family, chosen in (("RotW", [r for r in rows if r.family == "rotw"]), ("18xx", [r for r in rows if r.family != "rotw"])):
            if chosen:
                a, b = total(chosen, "without"), total(chosen, "with_orders")
                d, e = total(chosen, "with_best"), total(chosen, "with_plans")
                goal = b * (0.5 if family == "RotW" else 2 / 3)
                print(f"  {'total ' + family + ', ' + label:42} {a:9.2f} {b:11.2f} {d:9.2f} {e:10.2f} {goal:6.2f}")
    print("  sittings per player in the whole game, (a) → (b) → (d) → (e), and the /plan commands of (d) → (e):")
    for line in details:
        print(line)


if __name__ == "__main__":
    main()
