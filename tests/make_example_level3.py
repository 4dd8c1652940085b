"""Writes examples/18ez-level3.txt: a complete 4-player Level 3 game for the console, one seat a lobby bot's.

Ann seats the bot (`/game join bot:yes`) as the last to join: it is Brunel, and seed 3 seats it first. The opening
is scripted for the three people (a Startpacket auction with bids, a refused bid, a special auction, a company going
to its only bidder) around Brunel's own moves (it buys the Short Line, then the Hotel, which brings the MRTA up for
a special auction); after it every seat plays the bot's move (`engine.players.bot_move`,
tests/example_person_18ez.py). The bot avoids some of what the example is for, so a person's seat is nudged now
and then, each nudge drawn from the seat's legal moves by the play seed's `random.Random` (NUDGES, in this order):
- "same par" (chance 0.5): a railroad started at the par of another started and not on the chart yet (they may
  float in one round, one token under the other);
- "half" (0.15, three times a game at most): paying half and keeping half where the bot pays out in full;
- "more trains" (0.3): where the bot buys no train, one from the bank the treasury pays for, so the phases come
  sooner and the first type 5 forms the Black Line before the bank runs out (the bot alone rarely gets there).
Brunel's moves, and the moves with no choice in them, are made as the console makes them and are not written (the
script is not read through tests.example_script.without_automatic, whose console makes no bot moves).
`pick`, the seeded beginner the examples played before the bot, stays as it was: benchmarks/bench_bots.py plays
against it.
`python -m tests.make_example_level3` rewrites it with PLAY_SEED; `python -m tests.make_example_level3 --search N`
tries N play seeds and names those whose game shows everything in `shows_everything`: a railroad running two trains
of one type, the Black Line's shares, formation and exchanges, private revenue, a minor's split, partial retention,
the bank running out, and a rules revision 4 float (two railroads floating in one round at one par, the later
one's share value token going on the chart under the earlier one's; with PLAY_SEED, TC&L and M&R at $50).
The test tests/bot/test_example_level3.py plays the file through the console.
"""

from __future__ import annotations

import random
import sys
from collections.abc import Callable
from pathlib import Path

from engine.actions import Action, parse_action
from engine.core.action_base import Pass
from engine.core.errors import IllegalAction
from engine.core.game import Game
from engine.eighteen.ez.level3.game import EZLevel3
from engine.eighteen.ez.level3.moves import MetroStation, PlaceHotel, SellCompany
from engine.eighteen.shared.company_moves import Bid, BuyCompany, HalfDividend
from engine.eighteen.shared.moves import AnswerOffer, BuyShare, BuyTrain, Dividend, LayTile, ParShare, PlaceStation, RunTrains, SellShares
from tests.example_person_18ez import Nudge, automatic, floated_together, halves, more_trains, opening, person_move, same_par

SEED = 3  # the game's seed: the seating and the Priority Bid Card
PLAY_SEED = 0  # the seeded play after the opening (found with --search)
EXAMPLE = Path(__file__).resolve().parents[1] / "examples" / "18ez-level3.txt"


def command(action: Action) -> str:
    """The console command a player would type for the move."""
    if isinstance(action, LayTile):
        return f"/lay hex:{action.hex} tile:{action.tile} rotation:{action.rotation}"
    if isinstance(action, RunTrains) and action.routes is None:
        return "/run"
    if isinstance(action, BuyTrain) and action.source in (None, "market"):
        return f"/buy-train type:{action.train}" + (" from:market" if action.source else "")
    if isinstance(action, ParShare):
        return f"/par railroad:{action.railroad} price:{action.par}"
    if isinstance(action, BuyShare):
        return f"/buy-share railroad:{action.railroad}" + (" from:pool" if action.source == "pool" else "")
    if isinstance(action, SellShares):
        return "/sell shares:" + " ".join(f"{s.railroad} {s.count}" for s in action.sales)
    if isinstance(action, PlaceStation):
        return f"/station hex:{action.hex}"
    if isinstance(action, Dividend):
        return "/pay" if action.pay else "/withhold"
    if isinstance(action, Pass):
        return "/pass"
    if isinstance(action, Bid):
        return f"/bid company:{action.company} amount:{action.amount}"
    if isinstance(action, BuyCompany):
        return f"/buy-company company:{action.company}" + ("" if action.price is None else f" price:{action.price}")
    if isinstance(action, HalfDividend | AnswerOffer | MetroStation):
        return f"/{action.text}"
    if isinstance(action, PlaceHotel):
        return f"/hotel hex:{action.hex}"
    return f"/move action:{action.text}"


def scripted(game: Game, opening: list[tuple[str, str]], say: Callable[[Action], str],
             notes: dict[str, str] | None = None) -> list[str]:
    """The console lines of a scripted opening: each move played by name; a refused one is preceded by its
    refusal as a comment (the console says it and goes on); `notes` puts a comment after a move that was accepted."""
    lines: list[str] = []
    for name, text in opening:
        action = parse_action(text)
        try:
            game.apply(game.players.index(name), action)
        except IllegalAction as error:
            lines.append(f"# Refused, nothing changes: {str(error)[0].upper()}{str(error)[1:]}")
        else:
            if notes and text in notes:
                lines.append(notes[text])
        lines.append(f"{name}: {say(action)}")
    return lines


def pick(game: EZLevel3, player: int, rng: random.Random) -> Action:
    # deals between players at a price they agree (another railroad's train, a private company) are listed at a
    # price standing for any price: this seeded play leaves them out
    actions = [a for a in game.legal_actions(player)
               if not isinstance(a, SellCompany) and not (isinstance(a, BuyTrain) and a.price is not None)]
    lays = [a for a in actions if isinstance(a, LayTile)]
    keen = [a for a in actions if not isinstance(a, LayTile | Pass | SellShares)]
    if lays and rng.random() < 0.8:
        return rng.choice(lays)
    if keen and rng.random() < 0.85:
        pays = [a for a in keen if isinstance(a, Dividend) and a.pay]
        return pays[0] if pays and rng.random() < 0.8 else rng.choice(keen)
    return Pass() if Pass() in actions else rng.choice(actions)


def twins_ran(game: Game) -> bool:
    """Did a railroad run two trains of one type in one run (every train runs, rulebook 2.6)?"""
    return any(o.action.kind == "run" and o.action.routes and len({r.train for r in o.action.routes}) < len(o.action.routes)
               for o in game.history)


def stacked_float(game: Game) -> bool:
    """Did a railroad's share value token go on the chart under another's when it floated (rules revision 4)?"""
    return any(floated_together(o.messages) for o in game.history)


SHOWN = [  # what the game's messages must say somewhere: private revenue, a minor's split, partial retention, ...
    "pays $5 to", "splits its $", "keeps half, $", "Black Line shares are on sale from now on",
    "Black Line forms at the end of this Operating Round.", "exchanges the Obsidian Railroad",
    "its station becomes a Black Line station", "The bank has run out of money",
]


def shows_everything(game: EZLevel3) -> bool:
    said = "\n".join(m for o in game.history for m in o.messages)
    return (game.over and twins_ran(game) and game.state.system_formed and stacked_float(game)
            and all(words in said for words in SHOWN))


BOT = "Brunel"  # the lobby bot Ann seats (bot/botseats.py names the first one so); it joins last
PLAYERS = ["Ann", "Bob", "Cid", BOT]  # in joining order
OPENING = [  # seed 3 seats Brunel, Ann, Cid, Bob; Brunel's moves are the bot's (it buys the Short Line first)
    ("Ann", "bid MRTA 85"), ("Cid", "bid MRTA 88"), ("Cid", "bid MRTA 90"), ("Bob", "bid OBS 160"),
    ("Ann", "bid MRTA 95"), ("Cid", "bid MRTA 100"), ("Ann", "pass"),
]
NUDGES = [  # (what the example needs that the bot avoids; see the module docstring)
    Nudge("same par", 0.5, same_par), Nudge("half", 0.15, halves, most=3), Nudge("more trains", 0.3, more_trains),
]


def play(seed: int) -> tuple[EZLevel3, list[str]]:
    game = EZLevel3(PLAYERS, SEED)
    bots = {BOT}
    lines = ["# The Startpacket: the Short Line is on top; bids go on the companies below it. Brunel, the bot, buys the",
             "# Short Line at once (its move prints marked \"(bot)\" after /game start)."]
    lines += opening(game, OPENING[:4], command, bots)
    lines += ["# Brunel buys the Hotel: the MRTA comes up, and its two bidders bid on in a special auction.",
              *opening(game, OPENING[4:], command, bots),
              "# The Obsidian goes to its only bidder; now the minors ($160 each)."]
    rng = random.Random(seed)
    taken: dict[str, int] = {}  # the nudges taken, by name
    formed = stacked = False
    while not game.over:
        move = automatic(game, bots)  # the bot's seat, or a move with no choice in it: nobody types it
        acting = game.acting_players()[0] if move is None else move[0]
        action = person_move(game, acting, rng, NUDGES, taken) if move is None else move[1]
        outcome = game.apply(acting, action)
        if not stacked and floated_together(outcome.messages):
            stacked = True
            lines.append("# The round ends: the railroads that floated in it put their share value tokens on the chart in")
            lines.append("# the order they floated, a later one under an earlier one on the same space (1.9, 1.14).")
        if not formed and game.state.system_formed:
            formed = True
            lines.append("# The Black Line forms at the end of this Operating Round, which "
                         + ("the move below ends." if move is None else "a move of the bot's after the line above ends."))
        if move is None:
            lines.append(f"{game.players[acting]}: {command(action)}")
        assert len(game.history) < 3000
    return game, lines


def main(argv: list[str]) -> None:
    if argv[:1] == ["--search"]:
        for seed in range(int(argv[1])):
            game, _ = play(seed)
            if shows_everything(game):
                print(f"seed {seed}: {len(game.history)} moves, winner {[game.players[p] for p in game.winners()]}")
        return
    game, played = play(PLAY_SEED)
    assert shows_everything(game), "this play seed no longer shows every feature: run --search"
    s = [game.players[p] for p in game.state.seating]
    lines = [
        "# A complete 4-player game of 18EZ Level 3 (rulebook 18EZ-level3.txt), for the local console:",
        "#   python3 dev.py run local --script examples/18ez-level3.txt --db /tmp/l3.sqlite3",
        f"# Seats are taken in joining order; seed {SEED} draws the seating ({', '.join(s)}) and the Priority Bid Card.",
        f"# One seat is the bot's: Ann seats a lobby bot, {BOT}, which plays its seat throughout; its moves print",
        "# marked \"(bot)\" and are not typed here (nor are the moves with no choice in them).",
        "# It shows the Startpacket auction (bids, a special auction, companies going to their only bidder),",
        "# private revenue, minors splitting their income, share dealing, two railroads floating at one par in one",
        "# round (their share value tokens go on the chart in the order they floated, the later one under the earlier",
        "# one), partial retention, the Black Line's shares and formation, phase changes, a railroad running two",
        "# trains of one type, and the end by the bank running out; net worths and the winner.",
        "# Written by python -m tests.make_example_level3.",
        "",
        f"Ann: /game new title:18EZ-L3 seed:{SEED}",
        "Bob: /game join", "Cid: /game join", "Ann: /game join bot:yes", "Ann: /game start", "",
        *played,
        "", "Ann: /game status", "Ann: /game log count:5", "",
    ]
    EXAMPLE.write_text("\n".join(lines))
    print(f"{len(game.history)} moves; scores {game.scores()}; winner {[game.players[p] for p in game.winners()]}")


if __name__ == "__main__":
    main(sys.argv[1:])
