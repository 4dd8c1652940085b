"""18GL random play with legal moves only: every move offered is accepted, money, shares, Bonds and
trains stay accounted for, nothing goes negative, and the trusted replay of the log equals the live
position after every move."""

from __future__ import annotations

import random

import pytest

from engine.eighteen.gl.conrail import CONRAIL
from engine.eighteen.gl.game import GL18
from tests.randomplay import random_moves

NAMES = ["Ann", "Bob", "Cid", "Dee", "Eve", "Fay"]


def check_books(game: GL18) -> None:
    state = game.state
    money = state.bank + sum(i.cash for i in state.investors) + sum(c.cash for c in state.corporations.values())
    assert money == game.rules.bank, "money was created or lost"
    assert all(i.cash >= 0 for i in state.investors), [i.cash for i in state.investors]
    assert all(c.cash >= 0 for c in state.corporations.values())
    assert state.bank >= 0 or state.end_due
    for corporation in state.corporations.values():
        holders = [i.held(corporation.id) for i in state.investors]
        assert min(holders) >= 0 and corporation.pool >= 0 and corporation.treasury_shares >= 0
        total = corporation.ipo + corporation.treasury_shares + corporation.pool + sum(holders)
        assert total <= corporation.units, corporation  # CONRAIL's excess merger shares may be discarded
        if corporation.id != CONRAIL:
            assert total == corporation.units, corporation
        if corporation.floated and corporation.president is not None and not corporation.acting:
            assert holders[corporation.president] >= max(2, *holders), corporation
        if corporation.floated and not state.discard_due and state.stage != "over":
            assert len(corporation.trains) <= game.train_limit(corporation), corporation
        assert 0 <= corporation.loans <= game.rules.loans.most
    bonds = state.bond_market + sum(state.bonds.values())
    if CONRAIL in state.corporations:
        bonds += state.corporations[CONRAIL].bonds
        assert bonds == game.rules.bonds.count
    else:
        assert bonds == 0 or state.conrail == "formed"  # CONRAIL may close in a bankruptcy


CASES = [(2, 11), (3, 12), (4, 2), (5, 14), (6, 15)]


@pytest.mark.parametrize(("players", "seed"), CASES)
def test_random_play_keeps_the_books_and_replays_identically(players: int, seed: int) -> None:
    game = GL18(NAMES[:players], seed)
    shadow = GL18(NAMES[:players], seed) if players == 4 else None  # rebuilt move by move from the log, as a stored game is loaded
    for outcome in random_moves(game, random.Random(seed), 6000):
        check_books(game)
        if shadow is not None:
            shadow.replay_move(outcome.player, outcome.action)
            assert shadow.state == game.state, f"replay differs after move {len(game.history)}: {outcome.action.text}"
            assert shadow.history[-1].messages == outcome.messages
    assert game.over, "the game should reach its end within 6,000 random moves"
    assert game.scores() is not None
