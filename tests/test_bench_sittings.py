"""The sittings benchmarks/bench_sittings.py counts (issue 49 §4): on scripted streams, the sittings counted by hand;
on the shortest shipped example, the figure read from its moves."""

from __future__ import annotations

from collections import Counter

from benchmarks.bench_sittings import (
    AUTO,
    BOT,
    COMMAND,
    PERSON,
    Event,
    Example,
    best_plan,
    count_sittings,
    measure,
    seen_best,
    stream_with_orders,
    stream_with_plans,
    suggested_plan,
)
from tests.saved_games import saved_moves

A, B, C = 0, 1, 2


def moves(*script: tuple[int, str]) -> list[Event]:
    """A scripted stream of moves, each made when only its own seat is due."""
    return [Event(player, who, frozenset({player})) for player, who in script]


def test_one_seat_moving_twice_in_a_row_is_one_sitting() -> None:
    assert count_sittings(moves((A, PERSON), (A, PERSON))) == Counter({A: 1})


def test_another_persons_move_in_between_splits_a_sitting() -> None:
    assert count_sittings(moves((A, PERSON), (B, PERSON), (A, PERSON))) == Counter({A: 2, B: 1})


def test_an_automatic_move_in_between_does_not_split_a_sitting() -> None:
    found = count_sittings(moves((A, PERSON), (B, AUTO), (A, PERSON), (A, AUTO), (B, PERSON)))
    assert found == Counter({A: 1, B: 1})  # B's forced move is nobody's: B is called once, for the last move


def test_a_bot_seats_moves_count_for_nobody() -> None:
    found = count_sittings(moves((A, PERSON), (C, BOT), (C, BOT), (A, PERSON), (B, PERSON), (C, BOT), (B, PERSON)))
    assert found == Counter({A: 1, B: 1})
    assert C not in found


def test_a_simultaneous_decision_is_one_sitting_each() -> None:
    everyone = frozenset({A, B, C})
    keeps = [Event(A, PERSON, everyone), Event(B, PERSON, frozenset({B, C})), Event(C, PERSON, frozenset({C}))]
    assert count_sittings(keeps) == Counter({A: 1, B: 1, C: 1})
    # a seat still due while another answers the same decision has not left: its sitting goes on
    both = frozenset({A, B})
    assert count_sittings([Event(A, PERSON, both), Event(B, PERSON, both), Event(A, PERSON, frozenset({A}))]) == Counter({A: 1, B: 1})


def test_a_command_costs_a_sitting_only_outside_one_the_player_had_anyway() -> None:
    # typed in an open sitting: free
    assert count_sittings([*moves((A, PERSON)), Event(A, COMMAND), *moves((B, PERSON))]) == Counter({A: 1, B: 1})
    # typed right before the player's own move: the same sitting as the move
    assert count_sittings([*moves((B, PERSON)), Event(A, COMMAND), *moves((A, AUTO), (A, PERSON))]) == Counter({A: 1, B: 1})
    # typed while the player is away, its move then made by the order: a sitting of its own (and B, whom only a
    # command and an automatic move came between, stays in the one sitting)
    assert count_sittings([*moves((A, PERSON), (B, PERSON)), Event(A, COMMAND), *moves((A, AUTO), (B, PERSON))]) == Counter({A: 2, B: 1})
    # the same command, which could have been typed from the start (index 0), in A's first sitting: free
    early = Event(A, COMMAND, earliest=0)
    assert count_sittings([*moves((A, PERSON), (B, PERSON)), early, *moves((A, AUTO), (B, PERSON))]) == Counter({A: 1, B: 1})
    # ... but not if it could only be typed after that sitting ended (index 2)
    assert count_sittings([*moves((A, PERSON), (B, PERSON)), Event(A, COMMAND, earliest=2), *moves((A, AUTO))]) == Counter({A: 2, B: 1})


def test_a_pass_set_ahead_is_typed_in_the_sitting_after_the_players_last_other_move() -> None:
    # A buys, B buys, A buys, B's pass made by the order B set once done (bench_orders counts it at move 3): B typed
    # it right after their buy at move 1, in that sitting, so B is called once
    game = Example(["Ann", "Bob"], [A, B], "18xx", [PERSON] * 4, [frozenset({A}), frozenset({B})] * 2, [A, B, A, B],
                   ["shares:Stock Round 1"] * 4, 1, (None, None))
    stream = stream_with_orders(game, ["person", "person", "person", "order"], [(0, A, "start"), (3, B, "ahead")])
    assert [(e.player, e.who) for e in stream] == [(A, PERSON), (B, PERSON), (A, PERSON), (B, COMMAND), (B, AUTO)]
    assert count_sittings(stream) == Counter({A: 2, B: 1})
    # with nothing of B's before it in the round, it is typed where it is counted: a sitting of its own (and A,
    # between whose moves only B's command and B's order came, is called once)
    late = stream_with_orders(game, ["person", "order", "person", "order"], [(1, B, "ahead")])
    assert count_sittings(late) == Counter({A: 1, B: 1})
    assert count_sittings([e for e in late if e.who != COMMAND]) == Counter({A: 1})


def test_a_planned_delivery_that_is_the_examples_own_move_is_automatic() -> None:
    # Railways of Mexico's first 39 moves, scripted as every seat a person's, each due alone (setting (d) on that
    # stream). Move 35: Brunel (seat 2) delivers black AG55 AF58 AE61; Ann's move 36 ends that sitting in the actions
    # of Turn 3, where the best delivery Brunel sees, blue AE61 AF58 AG55 over two of Brunel's links, scores 2: Brunel
    # queues `deliver best`. Brunel's next action, move 38 (after Ann's 36 and Bob's 37), is that very delivery, the
    # example writing its links (via:4,6) and the plan not: automatic, and Brunel, whose move 38 was a sitting of its
    # own, is called once fewer. Its game goes on as recorded.
    game, moves = saved_moves("rotw-mex-example-bots")
    script = [Event(player, PERSON, frozenset({player})) for player, _a, _e in moves[:39]]
    assert moves[35][0] == moves[38][0] == C and moves[38][1].text == "deliver blue AE61 AF58 AG55 via:4,6"
    stream, typed = stream_with_plans(game, moves, script, best_plan)
    assert [k for k, e in enumerate(stream) if e.who == AUTO] == [38]
    assert count_sittings(script) == Counter({A: 13, B: 13, C: 13})
    assert count_sittings(stream) == Counter({A: 13, B: 13, C: 12})
    assert typed == Counter({"add": 8, "clear": 6})  # the other plans would have made other moves: cleared, free
    replayed, _ = saved_moves("rotw-mex-example-bots")
    for player, action, epoch in moves[:36]:
        replayed.epoch = epoch
        replayed.replay_move(player, action)
    assert seen_best(replayed, C) == 2
    for player, action, epoch in moves[36:39]:
        replayed.epoch = epoch
        replayed.replay_move(player, action)
    assert game.state == replayed.state  # the game the plans went through is the recorded one


def test_the_bots_suggested_plan_queued_whole_makes_the_examples_own_moves_while_they_hold() -> None:
    # The same 39 moves, setting (e): as each sitting ends, its player queues the bot's suggestion of the rest of
    # their turn (their seat's view, the others passing). Brunel's three builds of Turn 1 (moves 7, 10 and 13) were
    # suggested together as its sitting of move 5 (its pass in the auction) ended, and nobody's move in between
    # changed them: Brunel is not called in Turn 1's actions at all. A step the example does not make stops
    # the plan; it is cleared as its player moves (free); 39 sittings become 17, and the game is the recorded one.
    game, moves = saved_moves("rotw-mex-example-bots")
    script = [Event(player, PERSON, frozenset({player})) for player, _a, _e in moves[:39]]
    stream, typed = stream_with_plans(game, moves, script, suggested_plan)
    automatic = [k for k, e in enumerate(stream) if e.who == AUTO]
    assert automatic == [7, 10, 11, 13, 14, 18, 20, 22, 24, 25, 30, 31, 32, 33, 34, 36, 37]
    assert [moves[k][1].text for k in (7, 10, 13)] == [
        "build AF58 AF60 AF62 AG63", "build AG63 AG65 AG67 AG69", "build AE61 AE59 AF58"]
    assert [stream[k].who for k in range(6, 14) if moves[k][0] == C] == [AUTO, AUTO, AUTO]
    assert typed == Counter({"add": 16, "clear": 6})
    assert count_sittings(stream) == Counter({A: 5, B: 6, C: 6})
    replayed, _ = saved_moves("rotw-mex-example-bots")
    for player, action, epoch in moves[:39]:
        replayed.epoch = epoch
        replayed.replay_move(player, action)
    assert game.state == replayed.state


def test_the_shortest_example_gives_the_figure_read_from_its_moves() -> None:
    # 18EZ Level 1: Bob, Cid and Ann each choose a company in turn (one sitting each), then in each of the 11
    # operating rounds each company operates in one unbroken block (lay or pass, run, perhaps buy): 12 sittings each.
    # With bench_orders' run orders the runs are the order's, and the orders cancelled for a train bought by hand are
    # cancelled and set again in the sitting of that purchase: still 12 each. The game ends as it did (measure checks).
    row = measure("18EZ Level 1", "18ez-level1-example")
    assert row.turns == 11
    assert row.people == [0, 1, 2]
    assert row.without == Counter({0: 12, 1: 12, 2: 12})
    assert row.with_orders == Counter({0: 12, 1: 12, 2: 12})
    assert row.per_turn(row.without) == 12 / 11
    assert abs(row.goal() - 12 / 11 * 2 / 3) < 1e-9
