"""Writes examples/18ez-level2.txt: a complete 4-player Level 2 game for the console.

The opening is scripted (pars and buys in the first Share Dealing Round, a refused par value, a refused payout);
after it every seat plays the bot's move (`engine.players.bot_move`, tests/example_person_18ez.py), with a few
refused moves shown where they first make sense (selling a President's Certificate no one can take, a share over
the certificate limit). The bot avoids some of what the example is for, so a person's seat is nudged now and then,
each nudge drawn from the seat's legal moves by the play seed's `random.Random` (NUDGES, tried in this order):
- "takeover" (chance 0.1, twice a game at most): in share dealing, a share bought or sold that changes a presidency;
- "sale" (0.03): in share dealing, selling shares of a railroad the seller does not preside;
- "same par" (0.5): a railroad started at the par of another started and not on the chart yet (they may float in
  one round, one token under the other);
- "spend" (0.5): where the bot passes in share dealing, a share bought by the president of a railroad that must buy
  a train soon and lacks its price (so the train may come as a forced purchase with a forced share sale);
- "payout" (0.3): paying out the income the bot keeps for a train;
- "no train" (0.2): no train bought where the bot buys one before it must.
Dee hands her seat to the bot as Share Dealing Round 3 begins (`/game replace seat:@Dee bot:yes`) and takes it back
as Round 5 begins (`with:@Dee`); the bot's moves, and the moves with no choice in them, are made as the console
makes them and are not written (the script is not read through tests.example_script.without_automatic, whose
console makes no bot moves).
`python -m tests.make_example_level2` rewrites it with SEED; `python -m tests.make_example_level2 --search N` tries
N play seeds and names those whose game shows every feature the example is for (a change of presidency, a forced
train purchase with a forced share sale, type 2s scrapped, a railroad running two trains of one type, the bank
running out, the four refused moves, Dee's seat played by the bot and taken back, and a rules revision 4 float: two
railroads floating in one round at one par, their share value tokens going on the chart at the end of the round,
one under the other). The test tests/bot/test_example_level2.py plays the file through the console.
"""

from __future__ import annotations

import random
import sys
from collections.abc import Callable
from pathlib import Path

from engine.actions import Action
from engine.core.errors import IllegalAction
from engine.core.game import Outcome
from engine.eighteen.ez.common.stock import SHARE_DEALING
from engine.eighteen.ez.level2.game import EZLevel2
from engine.eighteen.shared.moves import BuyShare, SellShares, ShareSale
from tests.example_person_18ez import (
    Nudge,
    automatic,
    floated_together,
    no_train,
    opening,
    payouts,
    person_move,
    sales,
    same_par,
    spending,
    takeovers,
)
from tests.make_example_level3 import command

PLAYERS = ["Ann", "Bob", "Cid", "Dee"]
GAME_SEED = 5  # draws the seating and the Priority Bid Card
SEED = 17  # the seeded play after the opening (found with --search)
EXAMPLE = Path(__file__).resolve().parents[1] / "examples" / "18ez-level2.txt"

OPENING = [  # the first Share Dealing Round, by name (seed 5 seats Ann, Bob, Dee, Cid)
    ("Ann", "par M&R 55"), ("Ann", "par M&YR 50"), ("Bob", "buy-share M&YR"), ("Dee", "buy-share M&YR"),
    ("Cid", "buy-share M&YR"), ("Ann", "buy-share M&YR"), ("Bob", "buy-share M&YR"), ("Dee", "buy-share M&YR"),
    ("Cid", "buy-share M&YR"), ("Ann", "buy-share M&YR"), ("Bob", "par BR&N 90"), ("Dee", "par PS&W 100"),
    ("Cid", "buy-share PS&W"), ("Ann", "par BCRR 50"), ("Bob", "pass"), ("Dee", "pass"), ("Cid", "buy-share PS&W"),
    ("Ann", "pass"), ("Bob", "pass"), ("Dee", "pass"), ("Cid", "pass"),
    ("Ann", "pay"),  # refused: M&YR has no income yet
]


def _refusal(game: EZLevel2, player: int, action: Action, wanted: str) -> str | None:
    """The refusal `action` gets now if it is the kind wanted (the game is left unchanged either way)."""
    try:
        game.apply(player, action)
    except IllegalAction as error:
        return str(error) if wanted in str(error) else None
    raise AssertionError(f"{action.text} was meant to be refused")


def _president_sale(game: EZLevel2, player: int) -> Action | None:
    """Selling one share of a railroad `player` presides holding only the President's Certificate."""
    for company in game.state.companies.values():
        if company.president == player and game.state.investors[player].held(company.id) == 2:
            return SellShares(sales=(ShareSale(railroad=company.id, count=1),))
    return None


def _over_the_limit(game: EZLevel2, player: int) -> Action | None:
    if game.certificates_held(player) < game.certificate_limit:
        return None
    for company in game.state.companies.values():
        if company.ipo:
            return BuyShare(railroad=company.id)
    return None


# Refused moves shown once each, the first time they fit: (what makes it, the refusal's words, the comment before it)
Demo = tuple[Callable[[EZLevel2, int], Action | None], str]
DEMOS: list[Demo] = [
    (_president_sale, "would sell the President's Certificate"),
    (_over_the_limit, "the limit with"),
]


AWAY = (3, 5)  # Dee hands her seat to the bot as Share Dealing Round 3 begins and takes it back in Round 5
HAND_OVER, TAKE_BACK = "Dee: /game replace seat:@Dee bot:yes", "Dee: /game replace seat:@Dee with:@Dee"
NUDGES = [  # (what the example needs that the bot avoids; see the module docstring)
    Nudge("takeover", 0.1, takeovers, most=2), Nudge("sale", 0.03, sales), Nudge("same par", 0.5, same_par),
    Nudge("spend", 0.5, spending), Nudge("payout", 0.3, payouts), Nudge("no train", 0.2, no_train),
]


def play(seed: int) -> tuple[EZLevel2, list[str]]:
    game = EZLevel2(PLAYERS, GAME_SEED)
    bots: set[str] = set()  # the seats the bot plays
    lines = opening(game, OPENING[:-1], command, bots)
    lines += ["", "# The first Operating Round: railroads operate in order of share value.",
              *opening(game, OPENING[-1:], command, bots)]
    rng = random.Random(seed)
    demos = list(DEMOS)
    taken: dict[str, int] = {}  # the nudges taken, by name
    marks = {"presidency": False, "forced": False, "scrapped": False, "under": False}
    away = "before"
    while not game.over:
        move = automatic(game, bots)  # the bot's seat, or a move with no choice in it: nobody types it
        if move is None:
            if away == "before" and game.state.stage == SHARE_DEALING and game.state.sdr_number >= AWAY[0]:
                away = "away"
                bots.add("Dee")
                lines += ["", "# Dee is away for a while: she hands her seat to the bot, which plays it (its moves print",
                          "# marked \"(bot)\") until she takes it back.", HAND_OVER]
                continue
            if away == "away" and game.state.stage == SHARE_DEALING and game.state.sdr_number >= AWAY[1]:
                away = "back"
                bots.discard("Dee")
                lines += ["# Dee is back and takes her seat from the bot.", TAKE_BACK, ""]
        outcome, action = _move(game, move, rng, demos, lines, taken)
        typed = move is None
        said = " ".join(outcome.messages)
        if isinstance(action, SellShares) and typed and game.state.stage != SHARE_DEALING and not marks["forced"]:
            marks["forced"] = True
            lines.append("# A forced share sale: the president lacks the cash for the railroad's forced train purchase.")
        if "becomes president of" in said and not marks["presidency"]:
            marks["presidency"] = True
            lines.append("# A change of presidency (see the move below):" if typed else
                         "# A change of presidency (see the bot's move after the line above).")
        if "scrapped without compensation" in said and not marks["scrapped"]:
            marks["scrapped"] = True
            lines.append("# The first type 4 train: every type 2 is scrapped.")
        if floated_together(outcome.messages) and not marks["under"]:
            marks["under"] = True
            lines.append("# The round ends: the railroads that floated in it put their share value tokens on the chart in")
            lines.append("# the order they floated, a later one under an earlier one on the same space (1.9, 1.14).")
        if "The bank has run out of money: the game ends" in said:
            lines.append("# The bank runs out: the game ends after this set of Operating Rounds.")
        if typed:
            lines.append(f"{game.players[outcome.player]}: {command(action)}")
        if len(game.history) >= 3000:
            break  # a play seed that never ends (the search skips it)
    return game, lines


def _move(game: EZLevel2, move: tuple[int, Action] | None, rng: random.Random, demos: list[Demo],
          lines: list[str], taken: dict[str, int]) -> tuple[Outcome, Action]:
    """The next move made and what it was: the automatic one given, or else the acting person's (after the refused
    moves due now, written to `lines`)."""
    if move is not None:
        return game.apply(*move), move[1]
    acting = game.acting_players()[0]
    for demo in list(demos):
        make, words = demo
        attempt = make(game, acting) if game.state.stage == SHARE_DEALING else None
        refusal = _refusal(game, acting, attempt, words) if attempt is not None else None
        if refusal is not None:
            lines += [f"# Refused, nothing changes: {refusal}", f"{game.players[acting]}: {command(attempt)}"]
            demos.remove(demo)
    action = person_move(game, acting, rng, NUDGES, taken)
    return game.apply(acting, action), action


def shows_everything(game: EZLevel2, lines: list[str]) -> bool:
    said = [m for o in game.history for m in o.messages]
    twins = any(o.action.kind == "run" and o.action.routes and len({r.train for r in o.action.routes}) < len(o.action.routes)
                for o in game.history)
    text = "\n".join(lines)
    return (twins and "A forced share sale" in text and any("becomes president of" in m for m in said)
            and any("Forced purchase:" in m for m in said) and any("scrapped without compensation" in m for m in said)
            and sum(line.startswith("# Refused") for line in lines) == 4
            and any(floated_together(o.messages) for o in game.history)
            and any("The bank has run out of money" in m for m in said) and HAND_OVER in lines and TAKE_BACK in lines)


def main(argv: list[str]) -> None:
    if argv[:1] == ["--search"]:
        for seed in range(int(argv[1])):
            game, lines = play(seed)
            if game.over and shows_everything(game, lines):
                print(f"seed {seed}: {len(game.history)} moves, winner {[game.players[p] for p in game.winners()]}")
        return
    game, lines = play(SEED)
    assert shows_everything(game, lines), "this play seed no longer shows every feature: run --search"
    header = [
        "# A complete 4-player game of 18EZ Level 2 (rulebook 18EZ-level2.txt), for the local console:",
        "#   python3 dev.py run local --script examples/18ez-level2.txt --db /tmp/l2.sqlite3",
        f"# Seats are taken in joining order; seed {GAME_SEED} draws the seating and the Priority Bid Card.",
        "# It shows share dealing (par, IPO and pool buys, sales), floating (share value tokens going on the chart",
        "# at the end of the round in the order railroads floated, one under another), stations, runs (every train runs,",
        "# two of a type too), dividends, train purchases and phase changes, a change of presidency, a forced",
        "# train purchase with a forced share sale, refused moves, the bot playing a seat (Dee hands hers to it for",
        "# a while and takes it back; its moves print marked \"(bot)\" and are not typed here), and the end: the bank",
        "# runs out and, after that set of Operating Rounds, the highest net worth wins.",
        "# Written by python -m tests.make_example_level2.",
        "",
        f"Ann: /game new title:18EZ-L2 seed:{GAME_SEED}",
        "Bob: /game join", "Cid: /game join", "Dee: /game join", "Ann: /game start", "",
    ]
    EXAMPLE.write_text("\n".join([*header, *lines, "", "Ann: /game status", "Ann: /game log count:5", ""]))
    print(f"{len(game.history)} moves; scores {game.scores()}; winner {[game.players[p] for p in game.winners()]}")


if __name__ == "__main__":
    main(sys.argv[1:])
