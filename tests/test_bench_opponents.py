"""The opponents benchmarks/bench_bots.py sets the bot against (issue 46 §7): their moves are the engine's to judge,
the win rates' intervals are Wilson's, and the previous bot is read from git as it was."""

from __future__ import annotations

import random
import subprocess
from pathlib import Path

import pytest

from benchmarks import greedy, previous_bot
from benchmarks.bench_bots import wilson
from engine import game_class

ROOT = Path(__file__).resolve().parents[1]


def test_the_interval_is_wilsons() -> None:
    low, high = wilson(6, 16)  # the issue's own figure: 6 of 16, 95% interval 18-61%
    assert (round(100 * low), round(100 * high)) == (18, 61)
    assert wilson(0, 40)[0] == 0.0 and round(100 * wilson(0, 40)[1]) == 9
    assert wilson(40, 40)[1] == pytest.approx(1.0) and round(100 * wilson(40, 40)[0]) == 91


@pytest.mark.parametrize(("title", "moves"), [("18GL", 60), ("18EZ-L2", 80), ("18EZ-L3", 60), ("RotW-EUS", 40)])
def test_greedy_players_make_moves_the_engine_accepts(title: str, moves: int) -> None:
    game = game_class(title)(["Ann", "Bob", "Cid", "Dee"], 1000)
    rng = random.Random(1000)
    kinds: set[str] = set()
    for _ in range(moves):
        player = game.acting_players()[0]
        action = greedy.pick(game, player, rng)
        game.apply(player, action)  # raises if the engine refuses it
        kinds.add(action.kind)
    assert kinds - {"pass"}, f"greedy players only passed in {title}"


def test_a_greedy_lay_adds_to_the_run() -> None:
    """Each lay the greedy player makes adds to its railroad's run, with its trains or with the bank's next train
    as well (the greedy player's measure; nothing else makes it lay)."""
    game = game_class("18GL")(["Ann", "Bob", "Cid", "Dee"], 1000)
    rng = random.Random(1000)
    checked = 0
    while checked < 6 and not game.over and len(game.history) < 400:
        player = game.acting_players()[0]
        action = greedy.pick(game, player, rng)
        operating = greedy._operating(game)
        if operating is not None and action.kind == "lay":
            company = greedy._companies(game)[operating]
            upcoming = greedy._next_train(game)
            options = [list(company.trains), [*company.trains, upcoming] if upcoming else list(company.trains)]
            trial = game.snapshot()
            trial.apply(player, action)
            gains = [greedy.revenue(trial, operating, t) - greedy.revenue(game, operating, t) for t in options if t]
            assert max(gains) > 0, f"{action} adds nothing to {operating}'s run"
            checked += 1
        game.apply(player, action)
    assert checked == 6


def test_the_previous_bot_is_the_one_git_holds() -> None:
    known = subprocess.run(["git", "cat-file", "-e", f"{previous_bot.PREVIOUS}^{{commit}}"], cwd=ROOT, capture_output=True)
    if known.returncode:
        pytest.skip(f"this clone does not hold {previous_bot.PREVIOUS}")
    move = previous_bot.load()  # written before issue 47 moved the modules it imports (benchmarks/renamed.py)
    for title in ("18GL", "RotW-EUS"):
        game = game_class(title)(["Ann", "Bob", "Cid", "Dee"], 3)
        for _ in range(20):
            player = game.acting_players()[0]
            game.apply(player, move(game, player))
        assert len(game.history) == 20
