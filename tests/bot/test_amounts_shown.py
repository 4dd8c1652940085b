"""Every amount shown to players reads "$1,000" (issue 34 §4): over the saved games, move by move, no status line,
turn prompt or button label shows a dollar amount of four digits or more without its thousands comma, and a button
for a move with an amount ("bid C&A 145", "bid 1000") shows it in dollars ("Bid C&A $145", "Bid $1,000").

The moves' own messages are not scanned: they are saved with every game (tests/engine/test_saved_games.py) and say
what they said when they were played."""

from __future__ import annotations

import re

import pytest

from bot.commands.quick import PASS_ROUND, SHOW_HAND, quick_moves
from engine import parse_action
from engine.actions import Action
from engine.core.game import Game
from engine.core.money import in_dollars
from engine.eighteen.ez.level3.moves import SellCompany
from engine.eighteen.shared.company_moves import Bid, BuyCompany
from engine.eighteen.shared.moves import BuyTrain, ParShare
from engine.rotw.actions import FirstBid
from engine.rotw.game import Rotw
from tests.saved_games import SAVED, saved_moves

NAMES = sorted(p.name.removesuffix(".json") for p in SAVED.glob("*.json") if not p.name.endswith(".expected.json"))
BARE = re.compile(r"\$\d{4,}")  # "$5340": no thousands comma
ROTW_BUTTONS_EVERY = 25  # a Railways of the World turn's buttons search the cheapest builds: every 25th position


def amount_of(action: Action) -> int | None:
    """The amount of dollars a move carries, if any."""
    if isinstance(action, Bid):
        return action.amount
    if isinstance(action, FirstBid):
        return action.amount * 1000
    if isinstance(action, BuyCompany | SellCompany | BuyTrain):
        return action.price
    if isinstance(action, ParShare):
        return action.par
    return None


def shown_texts(game: Game, position: int) -> list[tuple[str, str]]:
    """(what, text) of everything a player reads at this position besides the moves' messages."""
    texts = [("status line", line) for line in game.status_lines()]
    for player in game.acting_players():
        texts.append(("prompt", game.turn_prompt(player)))
        texts += [("private line", line) for line in game.private_lines(player)]
        if isinstance(game, Rotw) and game.state.stage == "actions" and position % ROTW_BUTTONS_EVERY:
            continue
        moves, labels = quick_moves(game, player)
        assert len(labels) == len(moves)
        for move, label in zip(moves, labels, strict=True):
            texts.append(("button", label))
            amount = None if move in (SHOW_HAND, PASS_ROUND) else amount_of(parse_action(move))  # not moves
            if amount is not None:
                assert in_dollars(amount) in label, f"the button of '{move}' reads '{label}'"
    return texts


@pytest.mark.parametrize("name", NAMES)
def test_no_status_line_prompt_or_button_shows_an_amount_without_its_comma(name: str) -> None:
    game, moves = saved_moves(name)
    found: dict[str, str] = {}
    for position, (player, action, epoch) in enumerate(moves):
        for what, text in shown_texts(game, position):
            if BARE.search(text):
                found.setdefault(what, f"after move {position}: {text}")
        game.epoch = epoch
        game.replay_move(player, action)
    for what, text in shown_texts(game, 0):
        if BARE.search(text):
            found.setdefault(what, f"at the end: {text}")
    assert not found, found
