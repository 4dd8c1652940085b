"""Writes examples/18gl.txt: a complete 4-player 18GL game for the console: three friends and the bot.

Ann, Bob and Cid seat a bot (`/game join bot:yes`, named Brunel) in the lobby; the console plays its seat by itself,
so the script has no line for its moves. The opening is scripted (the private companies' auction with a refused bid,
a bid, a purchase at face value); after it the three friends play as the bot would (`engine.players.bot_move`), with
a few nudges the bot would not make, so the example shows every rule it is for: when a dividend is due, a half
dividend one time in 8; when a private power may be used, the London-Cleveland ferry activated one time in 6 and any
other power one time in 12; a loan repaid one time in 3 when it may be; a corporation started by the friends
chosen by its home's stops at the current phase's values (the bot's are the last phase's). The play seed (found with `--search`) drives
the nudges; the game goes through every phase, CONRAIL's formation and the end. `python -m tests.make_example_gl`
rewrites it; tests/bot/test_example_gl.py plays the file through the console. The examples' beginner (`pick`, random
among sensible moves) is what benchmarks/bench_bots.py sets the bot against.
"""

from __future__ import annotations

import random
import sys
from pathlib import Path

from engine.actions import Action
from engine.core.action_base import Pass
from engine.eighteen.gl.game import GL18
from engine.eighteen.gl.moves import RepayLoan, UsePower
from engine.eighteen.shared.company_moves import HalfDividend
from engine.eighteen.shared.moves import AnswerOffer, BuyShare, BuyTrain, Dividend, LayTile, ParShare, PlaceStation, RunTrains, SellShares
from engine.players import bot_move
from engine.players.eighteen.gl.stock import home_worth
from tests.example_script import without_automatic  # the moves the bot makes by itself are not typed
from tests.make_example_level3 import scripted

BOT = "Brunel"  # the lobby bot's name, the fourth seat (seed 9 seats it last)
PLAYERS = ["Ann", "Bob", "Cid", BOT]
SEED = 9  # the game's seed: the seating and the $50 private in play
PLAY_SEED = 35  # the seeded play after the opening: the friends' nudges (found with --search)
EXAMPLE = Path(__file__).resolve().parents[1] / "examples" / "18gl.txt"


def command(action: Action) -> str:
    """The console command a player would type for the move."""
    if isinstance(action, RunTrains) and action.routes is None:
        return "/run"
    if isinstance(action, BuyTrain) and action.source is None:
        return f"/buy-train type:{action.train}"
    if isinstance(action, BuyShare):
        return f"/buy-share railroad:{action.railroad}" + (" from:pool" if action.source == "pool" else "")
    name, options = action.typed()
    if name == "move":
        return f"/move action:{action.text}"
    return "/" + " ".join([name, *(f"{k}:{v}" for k, v in options.items())])


def person(game: GL18, player: int, rng: random.Random) -> Action:
    """A friend's move: the bot's, but for the nudges that make the example show every rule (see the docstring)."""
    actions = game.legal_actions(player)
    if any(isinstance(a, Dividend) for a in actions) and HalfDividend() in actions and rng.random() < 1 / 8:
        return HalfDividend()
    powers = [a for a in actions if isinstance(a, UsePower)]
    ferries = [a for a in powers if a.company == "FERRY"]
    if ferries and rng.random() < 1 / 6:
        return rng.choice(ferries)
    if powers and rng.random() < 1 / 12:
        return rng.choice(powers)
    repays = [a for a in actions if isinstance(a, RepayLoan)]
    if repays and rng.random() < 1 / 3:
        return repays[0]
    move = bot_move(game, player)
    if isinstance(move, ParShare) and game.state.start_due is None:  # the friends start what the map shows them now
        railroad = max({a.railroad for a in actions if isinstance(a, ParShare) and a.par == move.par},
                       key=lambda rr: (home_worth(game, rr, game.phase().offboard), rr))
        return ParShare(railroad=railroad, par=move.par)
    return move


def pick(game: GL18, player: int, rng: random.Random) -> Action:
    """The examples' beginner: random among sensible moves, leaning towards building, running, paying and buying."""
    actions = game.legal_actions(player)
    lays = [a for a in actions if isinstance(a, LayTile)]
    powers = [a for a in actions if isinstance(a, UsePower)]
    if powers and rng.random() < 0.15:
        return rng.choice(powers)
    if lays and rng.random() < 0.85:
        return rng.choice(lays)
    answers = [a for a in actions if isinstance(a, AnswerOffer)]
    if answers:
        return AnswerOffer(accept=rng.random() < 0.8)
    dividends = [a for a in actions if isinstance(a, Dividend | HalfDividend)]
    if dividends:
        roll = rng.random()
        return Dividend(pay=True) if roll < 0.7 else HalfDividend() if roll < 0.9 else Dividend(pay=False)
    keen = [a for a in actions if isinstance(a, BuyTrain | PlaceStation | RunTrains | ParShare | BuyShare)]
    if keen and rng.random() < 0.85:
        return rng.choice(keen)
    others = [a for a in actions if not isinstance(a, LayTile | Pass | SellShares | UsePower)]
    if others and rng.random() < 0.5:
        return rng.choice(others)
    return Pass() if Pass() in actions else rng.choice(actions)


# What the example is for: each must appear in what the game says (`--search N` finds seeds that show them all).
FEATURES = {
    "Wabash's home in St. Louis's second circle": "Wabash's home station goes in C19",
    "a half dividend": "pays half of its",
    "salvage": "salvage",
    "a loan": "loan to buy",
    "a loan repaid": "repays 1 loan",
    "a ferry activated": "ferry in place of its tile",
    "a ferry fee paid": "for using the",
    "CONRAIL formed": "CONRAIL forms from",
    "CONRAIL keeping the merged homes, Wabash's St. Louis circle": "CONRAIL's stations replace the merged homes:",
    "an E train doubled": "E (doubled) train runs",
    "a D train": "'s D train runs",
}


def missing(game: GL18) -> list[str]:
    said = "\n".join(m for o in game.history for m in o.messages)
    gone = [what for what, words in FEATURES.items() if words not in said]
    homes = next((m for o in game.history for m in o.messages if "CONRAIL's stations replace the merged homes" in m), "")
    if "Wabash" in said and "CONRAIL forms from" in said and "Wabash" in next(
            (m for o in game.history for m in o.messages if "CONRAIL forms from" in m), "") and "St. Louis" not in homes:
        gone.append("Wabash's home kept by CONRAIL")
    return gone


def play(seed: int) -> tuple[GL18, list[str]]:
    game = GL18(PLAYERS, SEED)
    s = [game.players[p] for p in game.seating()]
    assert BOT not in s[:2], "the scripted opening is the friends' moves"
    lines = scripted(game, [(s[0], "bid C&E 25"), (s[0], "bid EJ&E 45"), (s[1], "buy-company C&E"), (s[2], "bid FERRY 105")], command)
    rng = random.Random(seed)
    phase, conrail = game.state.phase, game.state.conrail
    while not game.over:
        acting = game.acting_players()[0]
        if game.players[acting] == BOT:  # the console plays the bot's seat: no line for it
            game.apply(acting, bot_move(game, acting))
        else:
            action = person(game, acting, rng)
            warning = game.consequences(acting, action)  # a power closing its company: asked first unless confirmed
            game.apply(acting, action)
            lines.append(f"{game.players[acting]}: {command(action)}{' confirm:yes' if warning else ''}")
        if game.state.phase != phase:
            phase = game.state.phase
            lines.append(f"# Phase {phase} began with the purchase above.")
        if game.state.conrail != conrail:
            conrail = game.state.conrail
            lines.append(f"# CONRAIL: {conrail} (see the move above).")
        assert len(game.history) < 6000
    return game, lines


def search(count: int, first: int = 0) -> None:
    for seed in range(first, first + count):
        game, _ = play(seed)
        gone = missing(game)
        print(f"seed {seed}: {len(game.history)} moves, missing {gone or 'nothing'}", flush=True)


def main() -> None:
    if sys.argv[1:2] == ["--search"]:
        search(int(sys.argv[2]), int(sys.argv[3]) if len(sys.argv) > 3 else 0)
        return
    game, played = play(PLAY_SEED)
    assert not missing(game), f"play seed {PLAY_SEED} no longer shows {missing(game)}: run --search"
    s = [game.players[p] for p in game.seating()]  # names in seating order
    lines = [
        "# A complete 4-player game of 18GL (rulebook 18GL.txt), three friends and the bot, for the local console:",
        "#   python3 dev.py run local --script examples/18gl.txt --db /tmp/gl.sqlite3",
        f"# Seats are taken in joining order; seed {SEED} draws the seating ({', '.join(s)}) and which $50 private is in play.",
        "# It shows the private companies' auction, starting values without par, incremental capital, Wabash's",
        "# home in St. Louis's second circle, private powers (the London-Cleveland ferry activated, and fees paid to",
        "# use it), H trains counting hexes, loans taken and repaid, half dividends, phases and rusting with salvage,",
        "# CONRAIL formed from two corporations (shares exchanged two for one; every merged home kept), E and D",
        "# trains, the winner. The friends play much as the bot would. Written by python -m tests.make_example_gl.",
        "",
        f"Ann: /game new title:18GL seed:{SEED}",
        "Bob: /game join", "Cid: /game join",
        "# Three friends and a bot: Ann seats it in the fourth seat (named Brunel); it plays its own moves, marked (bot).",
        "Ann: /game join bot:yes", "Ann: /game start", "",
        "# The Initial Stock Round: the cheapest private is bought at face value, the others bid on in $5 steps.",
        *played,
    ]
    lines += ["", "Ann: /game status", "Ann: /game log count:5", ""]
    EXAMPLE.write_text("\n".join(without_automatic(lines)))
    print(f"{len(game.history)} moves; scores {game.scores()}; winner {[game.players[p] for p in game.winners()]}")


if __name__ == "__main__":
    main()
