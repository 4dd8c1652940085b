"""The shipped Railways of the World example: a 4-player Eastern U.S. game through the console, from
the secret Rail Baron choice to the final scoring, and its replay equal to live play after every move."""

from __future__ import annotations

from pathlib import Path

from bot.service import GameService
from engine.rotw.game import Rotw
from storage import Store
from tests.example_replay import play_example, replay_side_by_side

EXAMPLE = Path(__file__).resolve().parents[2] / "examples" / "rotw-eastern-us.txt"
PLAYERS = ["Ann", "Bob", "Cid", "Dee"]


async def test_the_rotw_example_plays_to_its_end(tmp_path: Path) -> None:
    db = tmp_path / "g.sqlite3"
    text, played = await play_example(EXAMPLE, db)

    assert text.count("(only you) You keep ") == 4  # each kept Rail Baron card is shown to its keeper alone
    assert "Ann keeps a Rail Baron card." in text
    before_the_end = text.split("Ann: 24 points")[0]
    public = [line for line in before_the_end.splitlines() if "(only you)" not in line]
    assert not any("J.P. Morgan" in line for line in public)  # Ann's card is revealed only at the end
    assert "Cid issues 1 bond ($5,000) to pay the bid." in text
    assert "Cid gains 1 point for The Railroad Era Begins (now 2, income $4,000)." in text
    assert "Incomplete links are removed (Cid, Dee)." in text
    assert "Birmingham (AB30) is empty: Empty City Marker 1 of 14." in text
    assert "Ann takes Railroad Executive: 2 more actions now." in text
    assert "Dee gains 3 points for Service Bounty: Raleigh (now 6, income $8,000)." in text
    # urbanizing an empty city takes its marker away again: the next one is the first once more
    assert "Dee urbanizes Birmingham (AB30): it is blue now" in text
    assert "Columbia (W43) is empty: Empty City Marker 1 of 14." in text
    assert "Bob gains 1 point for the Hotel: Atlanta (now 5, income $7,000)." in text
    assert "Dee gains 3 points for Speed Record (now 12, income $14,000)." in text
    assert "Dee gains 4 points for Passenger Lines (now 17, income $17,000)." in text
    assert "Dee upgrades to a level 4 engine for $10,000." in text
    assert "Bob gains 10 points for the Major Line New York - Chicago (now 20, income $18,000)." in text
    assert "Bob builds the Western Link at Des Moines (Q3) for $30,000; 4 red cubes arrive there." in text
    # a delivery over another player's links scores that player too
    assert ("Dee delivers a yellow cube Pittsburgh (K35) - Wheeling (M35) - Columbus (N30) - Cincinnati (Q27).\n"
            "   Dee gains 1 point for 1 link (now 9, income $11,000).\n"
            "   Ann gains 2 points for 2 links (now 6, income $8,000).") in text
    assert "Ann: 24 points (27 on the track, less 3 for bonds; Rail Baron J.P. Morgan: not met)." in text
    assert "Bob wins with 77 points!" in text

    store = await Store.open(db)
    record = (await store.channel_history("local"))[0]
    assert record.status == "finished"
    assert record.scores == {"Ann": 24, "Bob": 77, "Cid": 13, "Dee": 70}
    rebuilt = (await GameService(store).load(record)).game
    await store.close()
    assert isinstance(rebuilt, Rotw) and rebuilt.state == played.state


def test_replaying_the_rotw_log_matches_checked_play_after_every_move() -> None:
    checked, replayed = Rotw(PLAYERS, 39), Rotw(PLAYERS, 39)
    assert replay_side_by_side(checked, replayed, EXAMPLE) == 622 and checked.over
