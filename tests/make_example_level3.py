"""Writes examples/18ez-level3.txt: a complete 4-player Level 3 game for the console.

The opening is scripted (a Startpacket auction with bids, a refused bid, a special auction, automatic
sales); the rest is seeded play that leans towards building, buying and paying, so the game reaches
the Black Line and the end. `python -m tests.make_example_level3` rewrites it with PLAY_SEED;
`python -m tests.make_example_level3 --search N` tries N play seeds and names those whose game shows a
railroad running two trains of one type, the Black Line forming and a rules revision 4 float (a railroad's share
value token going on the chart, at the end of the round it floated in, under another's on the same space; with
PLAY_SEED, TC&L and M&R float at $60 in one round and M&R's token goes under TC&L's).
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
from engine.eighteen.company_moves import Bid, BuyCompany, HalfDividend
from engine.eighteen.ez.level3 import EZLevel3
from engine.eighteen.ez.level3_moves import MetroStation, PlaceHotel, SellCompany
from engine.eighteen.moves import AnswerOffer, BuyShare, BuyTrain, Dividend, LayTile, ParShare, PlaceStation, RunTrains, SellShares
from tests.example_script import without_automatic  # the moves the bot makes by itself are not typed

PLAYERS = ["Ann", "Bob", "Cid", "Dee"]
SEED = 3  # the game's seed: the seating and the Priority Bid Card
PLAY_SEED = 3  # the seeded play after the opening (found with --search; checked again under rules revision 4)
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
    return any("share value token goes on the chart" in m and ", under " in m for o in game.history for m in o.messages)


def shows_everything(game: EZLevel3) -> bool:
    return twins_ran(game) and game.state.system_formed and stacked_float(game)


def play(seed: int) -> tuple[EZLevel3, list[str]]:
    game = EZLevel3(PLAYERS, SEED)
    s = [game.players[p] for p in game.state.seating]  # names in seating order
    lines = ["# The Startpacket: the Short Line is on top; bids go on the companies below it."]
    opening = [
        (s[0], "bid HOTEL 55"), (s[1], "bid HOTEL 58"), (s[1], "bid HOTEL 60"), (s[2], "bid MRTA 85"), (s[3], "bid OBS 160"),
        (s[0], "buy-company SL"), (s[0], "bid HOTEL 65"), (s[1], "pass"),
    ]
    lines += scripted(game, opening, command, {
        "buy-company SL": "# Buying the Short Line brings the Hotel up: a special auction between its two bidders."})
    lines.append("# The MRTA and the Obsidian went to their only bidders; now the minors ($160 each).")
    rng = random.Random(seed)
    formed = stacked = False
    while not game.over:
        acting = game.acting_players()[0]
        action = pick(game, acting, rng)
        said = " ".join(game.apply(acting, action).messages)
        if not stacked and ", under " in said and "share value token goes on the chart" in said:
            stacked = True
            lines.append("# The round ends: the railroads that floated in it put their share value tokens on the chart in")
            lines.append("# the order they floated, a later one under an earlier one on the same space (1.9, 1.14).")
        if not formed and game.state.system_formed:
            formed = True
            lines.append("# The Black Line has formed at the end of this Operating Round (see the move above).")
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
        "# It shows the Startpacket auction (bids, a special auction, companies going to their only bidder),",
        "# private revenue, minors splitting their income, share dealing, two railroads floating at one par in one",
        "# round (their share value tokens go on the chart in the order they floated, the later one under the earlier",
        "# one), partial retention, the Black Line's shares and formation, phase changes, a railroad running two",
        "# trains of one type, and the end by the bank running out; net worths and the winner.",
        "# Written by python -m tests.make_example_level3.",
        "",
        f"Ann: /game new title:18EZ-L3 seed:{SEED}",
        "Bob: /game join", "Cid: /game join", "Dee: /game join", "Ann: /game start", "",
        *played,
        "", "Ann: /game status", "Ann: /game log count:5", "",
    ]
    EXAMPLE.write_text("\n".join(without_automatic(lines)))
    print(f"{len(game.history)} moves; scores {game.scores()}; winner {[game.players[p] for p in game.winners()]}")


if __name__ == "__main__":
    main(sys.argv[1:])
