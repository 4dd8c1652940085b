"""The players of the 18EZ examples (tests/make_example_level2.py, tests/make_example_level3.py): the bot, nudged.

Every seat's move is the bot's (`engine.players.bot_move`), as a seat the bot plays makes it. A person's seat is
"nudged" now and then: where the example must show something the bot avoids (a forced share sale, a change of
presidency, two railroads floating at one par), a `Nudge` names the legal moves that lead there and the chance it
is taken; a nudge whose moves are there is taken when the play seed's `random.Random` says so, its move drawn from
them by the same generator. The nudges themselves are listed in each generator's module docstring.

The moves nobody types are made here as the console makes them (`automatic`): a seat the bot plays moves by
itself, and so does a person whose only move has no choice in it (issue 35). The generators write no line for them.
"""

from __future__ import annotations

import random
from collections.abc import Callable
from dataclasses import dataclass

from engine.actions import parse_action
from engine.core.action_base import Move as Action
from engine.core.errors import IllegalAction
from engine.core.game import Game
from engine.eighteen.ez.common.stock import OPERATE, SHARE_DEALING
from engine.eighteen.shared.company_moves import HalfDividend
from engine.eighteen.shared.moves import BuyShare, BuyTrain, Dividend, ParShare, SellShares
from engine.players import bot_move
from engine.players.eighteen.ez.core import train_need

# a nudge's moves: from (the game, the player, their legal moves, the bot's move), the moves it may take instead
Chooser = Callable[[Game, int, list[Action], Action], list[Action]]


@dataclass(frozen=True)
class Nudge:
    name: str
    chance: float  # taken with this chance where its moves are there
    moves: Chooser
    most: int = 1000  # taken at most this many times in a game


def floated_together(messages: tuple[str, ...] | list[str]) -> bool:
    """Do a round's closing messages put two railroads' share value tokens on the chart, one under the other (two
    railroads floated in the round at one par; rules revision 4, 1.9)?"""
    placed = [m.split("'s share value token goes on the chart")[0] for m in messages if "share value token goes on the chart" in m]
    return any(m.split("'s share value token")[0] in placed and any(f", under {r}" in m for r in placed)
               for m in messages if "share value token goes on the chart" in m and ", under " in m)


def automatic(game: Game, bots: set[str]) -> tuple[int, Action] | None:
    """The move the console makes by itself now, if any: a bot seat's (`bots`: the names of the seats the bot plays),
    else a move with no choice in it (tests/example_replay.py makes them alike)."""
    acting = game.acting_players()
    forced = next(((p, m) for p in acting if (m := game.forced_move(p))), None)
    seated = [p for p in acting if game.players[p] in bots]
    if seated and (forced is None or forced[0] in seated):
        return seated[0], bot_move(game, seated[0])
    return forced


def opening(game: Game, moves: list[tuple[str, str]], say: Callable[[Action], str], bots: set[str]) -> list[str]:
    """The console lines of a scripted opening, by name, as tests/make_example_level3.scripted writes them (a refused
    move preceded by its refusal as a comment), the automatic moves made between them (a scripted move the console
    makes by itself is made without its line)."""
    lines: list[str] = []
    for name, text in moves:
        action, player = parse_action(text), game.players.index(name)
        while (auto := automatic(game, bots)) is not None and auto != (player, action):
            game.apply(*auto)
        if auto is not None:
            game.apply(*auto)
            continue
        try:
            game.apply(player, action)
        except IllegalAction as error:
            lines.append(f"# Refused, nothing changes: {str(error)[0].upper()}{str(error)[1:]}")
        lines.append(f"{name}: {say(action)}")
    return lines


def person_move(game: Game, player: int, rng: random.Random, nudges: list[Nudge], taken: dict[str, int]) -> Action:
    """A person's move: the bot's, unless a nudge is taken (`taken` counts the nudges taken so far, by name)."""
    bot = bot_move(game, player)
    legal = game.legal_actions(player)
    for nudge in nudges:
        if taken.get(nudge.name, 0) >= nudge.most:
            continue
        moves = [m for m in nudge.moves(game, player, legal, bot) if m != bot]
        if moves and rng.random() < nudge.chance:
            taken[nudge.name] = taken.get(nudge.name, 0) + 1
            return rng.choice(moves)
    return bot


# -- nudges both levels use ------------------------------------------------------------------------------------------


def takeovers(game: Game, player: int, legal: list[Action], bot: Action) -> list[Action]:
    """Share Dealing: a share bought or sold that changes a railroad's presidency (tried on a copy of the game)."""
    if game.state.stage != SHARE_DEALING:  # type: ignore[attr-defined]
        return []
    return [m for m in legal if isinstance(m, BuyShare | SellShares) and m != bot and _says(game, player, m, "becomes president of")]


def spending(game: Game, player: int, legal: list[Action], bot: Action) -> list[Action]:
    """Share Dealing: a share bought where the bot passes, by the president of a railroad that must buy a train soon
    and lacks its price (the bot keeps the cash the railroad may need from its president)."""
    state = game.state  # type: ignore[attr-defined]
    if state.stage != SHARE_DEALING or bot.kind != "pass":
        return []
    short = [c for c in state.companies.values() if c.president == player and c.floated
             and c.cash < train_need(game, c)]  # type: ignore[arg-type]
    return [m for m in legal if isinstance(m, BuyShare)] if short else []


def _says(game: Game, player: int, move: Action, words: str) -> bool:
    trial = game.snapshot()
    try:
        return any(words in m for m in trial.apply(player, move).messages)
    except IllegalAction:
        return False


def sales(game: Game, player: int, legal: list[Action], bot: Action) -> list[Action]:
    """Share Dealing: selling shares of a railroad the seller does not preside."""
    state = game.state  # type: ignore[attr-defined]
    if state.stage != SHARE_DEALING:
        return []
    return [m for m in legal if isinstance(m, SellShares)
            and all(getattr(state.companies.get(s.railroad), "president", None) != player for s in m.sales)]


def payouts(game: Game, player: int, legal: list[Action], bot: Action) -> list[Action]:
    """Operating: paying out in full the income the bot keeps (for the train the railroad needs)."""
    if isinstance(bot, HalfDividend) or (isinstance(bot, Dividend) and not bot.pay):
        return [m for m in legal if m == Dividend(pay=True)]
    return []


def halves(game: Game, player: int, legal: list[Action], bot: Action) -> list[Action]:
    """Operating (Level 3): paying half and keeping half where the bot pays out in full."""
    return [m for m in legal if isinstance(m, HalfDividend)] if bot == Dividend(pay=True) else []


def no_train(game: Game, player: int, legal: list[Action], bot: Action) -> list[Action]:
    """Operating: not buying a train the railroad need not buy yet (the bot buys ahead of need)."""
    state = game.state  # type: ignore[attr-defined]
    if state.stage != OPERATE or not isinstance(bot, BuyTrain):
        return []
    company = game.operating_company()  # type: ignore[attr-defined]
    if company is None or game.must_own_train(company):  # type: ignore[attr-defined]
        return []
    return [m for m in legal if m.kind == "pass"]


def more_trains(game: Game, player: int, legal: list[Action], bot: Action) -> list[Action]:
    """Operating: a train from the bank the railroad's treasury pays for, where the bot buys none (the phases come
    sooner: in Level 3 the first type 5 forms the Black Line)."""
    state = game.state  # type: ignore[attr-defined]
    if state.stage != OPERATE or bot.kind != "pass" or not any(isinstance(m, BuyTrain) for m in legal):
        return []
    company = game.operating_company()  # type: ignore[attr-defined]
    return [m for m in legal if isinstance(m, BuyTrain) and m.price is None and m.train is not None
            and game.rules.train(m.train).price <= company.cash]  # type: ignore[attr-defined]


def same_par(game: Game, player: int, legal: list[Action], bot: Action) -> list[Action]:
    """Share Dealing: starting the railroad the bot starts at the par of another railroad started and not on the
    chart yet: if both float in this round, their share value tokens go on the chart, one under the other."""
    if not isinstance(bot, ParShare):
        return []
    state = game.state  # type: ignore[attr-defined]
    pars = {c.par for c in state.companies.values() if c.par is not None and c.id not in state.tokens.cells}
    return [m for m in legal if isinstance(m, ParShare) and m.railroad == bot.railroad and m.par in pars]
