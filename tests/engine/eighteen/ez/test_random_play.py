"""Random play with legal moves only, for every 18EZ level: every move offered is accepted, the
books always balance, and the position rebuilt from the log (trusted replay) equals the live one
after every move."""

from __future__ import annotations

import random

import pytest

from engine import game_class
from engine.core.game import Game
from engine.eighteen.ez.common.stock import StockGame
from engine.eighteen.ez.level1.game import EZLevel1
from tests.randomplay import random_moves

BANK = 6000


def level1_money(game: EZLevel1) -> int:
    """Bank and railroads, plus the starting cash set aside for railroads not chosen yet (1.1)."""
    owned = sum(1 for r in game.state.railroads.values() if r.owner is not None)
    waiting = game.rules.start_cash * (len(game.players) - owned)
    return game.state.bank + sum(r.cash for r in game.state.railroads.values()) + waiting


def check_books(game: Game, start: int) -> None:
    if isinstance(game, EZLevel1):
        state = game.state
        assert state.bank >= 0
        assert all(r.cash >= 0 for r in state.railroads.values())
        assert level1_money(game) == start
        return
    assert isinstance(game, StockGame)
    state = game.state
    minors = list(getattr(state, "minors", {}).values())
    treasuries = [*state.companies.values(), *minors]
    assert state.bank >= 0
    assert all(i.cash >= 0 for i in state.investors), [i.cash for i in state.investors]
    assert all(c.cash >= 0 for c in treasuries)
    cash = state.bank + sum(i.cash for i in state.investors) + sum(c.cash for c in treasuries)
    assert cash == BANK + state.treasury_ious  # what the bank paid beyond its means is recorded
    system = getattr(game.rules.system, "id", None)
    for company in state.companies.values():
        holders = [i.held(company.id) for i in state.investors]
        total = company.ipo + company.pool + sum(holders)
        if company.id == system and not state.system_formed:  # type: ignore[attr-defined]
            assert total == game.rules.system.ipo_shares  # type: ignore[union-attr]
            continue
        if not company.started:
            assert total == 10 and company.ipo == 10
            continue
        assert total == 10, company
        assert company.pool <= game.shares.pool_max_shares
        assert company.president is not None and holders[company.president] >= max(2, *holders)
    for company in treasuries:
        if company.floated:
            assert len(company.trains) <= game.train_limit(company) or state.stage == "over"


CASES = [("18EZ-L1", 3, 1), ("18EZ-L1", 2, 2), ("18EZ-L2", 4, 3), ("18EZ-L2", 5, 4)]
CASES += [("18EZ-L3", players, seed) for players, seed in ((2, 5), (3, 6), (4, 7), (5, 8), (6, 9), (4, 10))]


@pytest.mark.parametrize(("title", "players", "seed"), CASES)
def test_random_play_keeps_the_books_and_replays_identically(title: str, players: int, seed: int) -> None:
    names = ["Ann", "Bob", "Cid", "Dee", "Eve", "Fay"][:players]
    game = game_class(title)(names, seed)
    shadow = game_class(title)(names, seed)  # rebuilt move by move from the log, as a stored game is loaded
    start = game.rules.bank
    for outcome in random_moves(game, random.Random(seed), 4000):
        shadow.replay_move(outcome.player, outcome.action)
        assert shadow.state == game.state, f"replay differs after move {len(game.history)}: {outcome.action.text}"
        assert shadow.history[-1].messages == outcome.messages
        check_books(game, start)
    assert game.over, "the game should reach its end within 4,000 random moves"
    assert game.scores() is not None
