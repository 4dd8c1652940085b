"""Writes examples/18gl.txt: a complete 4-player 18GL game for the console.

The opening is scripted (the private companies' auction with a refused bid, a bid, purchases at face
value); the rest is seeded play that leans towards building, running, paying and buying, using the
private companies' powers when it can, so the game goes through every phase, CONRAIL's chance to
form, and the end. `python -m tests.make_example_gl` rewrites it; tests/bot/test_example_gl.py plays
the file through the console.
"""

from __future__ import annotations

import random
import sys
from pathlib import Path

from engine.actions import Action
from engine.core.action_base import Pass
from engine.eighteen.company_moves import HalfDividend
from engine.eighteen.gl.game import GL18
from engine.eighteen.gl.moves import UsePower
from engine.eighteen.moves import AnswerOffer, BuyShare, BuyTrain, Dividend, LayTile, ParShare, PlaceStation, RunTrains, SellShares
from tests.example_script import without_automatic  # the moves the bot makes by itself are not typed
from tests.make_example_level3 import scripted

PLAYERS = ["Ann", "Bob", "Cid", "Dee"]
SEED = 9  # the game's seed: the seating and the $50 private in play
PLAY_SEED = 58  # the seeded play after the opening (found with --search)
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


def pick(game: GL18, player: int, rng: random.Random) -> Action:
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
    lines = scripted(game, [(s[0], "bid C&E 25"), (s[0], "bid EJ&E 45"), (s[1], "buy-company C&E")], command)
    rng = random.Random(seed)
    phase, conrail = game.state.phase, game.state.conrail
    while not game.over:
        acting = game.acting_players()[0]
        action = pick(game, acting, rng)
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
        "# A complete 4-player game of 18GL (rulebook 18GL.txt), for the local console:",
        "#   python3 dev.py run local --script examples/18gl.txt --db /tmp/gl.sqlite3",
        f"# Seats are taken in joining order; seed {SEED} draws the seating ({', '.join(s)}) and which $50 private is in play.",
        "# It shows the private companies' auction, starting values without par, incremental capital, Wabash's",
        "# home in St. Louis's second circle, private powers (the London-Cleveland ferry activated, and fees paid to",
        "# use it), H trains counting hexes, loans taken and repaid, half dividends, phases and rusting with salvage,",
        "# CONRAIL formed from three corporations (5% shares; every merged home kept, Wabash's C19 too), E and D",
        "# trains, the winner. Written by python -m tests.make_example_gl.",
        "",
        f"Ann: /game new title:18GL seed:{SEED}",
        "Bob: /game join", "Cid: /game join", "Dee: /game join", "Ann: /game start", "",
        "# The Initial Stock Round: the cheapest private is bought at face value, the others bid on in $5 steps.",
        *played,
    ]
    lines += ["", "Ann: /game status", "Ann: /game log count:5", ""]
    EXAMPLE.write_text("\n".join(without_automatic(lines)))
    print(f"{len(game.history)} moves; scores {game.scores()}; winner {[game.players[p] for p in game.winners()]}")


if __name__ == "__main__":
    main()
