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
    before_the_end = text.split("Ann: 47 points")[0]
    public = [line for line in before_the_end.splitlines() if "(only you)" not in line]
    assert not any("Mark Hopkins" in line for line in public)  # Ann's card is revealed only at the end
    assert "Cid issues 1 bond ($5,000) to pay the bid." in text
    assert "Cid gains 1 point for The Railroad Era Begins (now 2, income $4,000)." in text
    assert "Columbus (N30) is empty: Empty City Marker 1 of 14." in text
    assert "Dee gains 3 points for Service Bounty: Memphis (now 4, income $6,000)." in text
    assert "Incomplete links are removed (Ann)." in text
    assert "Cid gains 4 points for Passenger Lines (now 9, income $11,000)." in text
    assert "Dee takes Railroad Executive: 2 more actions now." in text
    assert "Dee urbanizes Columbia (W43): it is blue now" in text
    assert "Cid gains 1 point for the Hotel: New York (now 11, income $13,000)." in text
    assert "Ann gains 6 points for the Major Line Baltimore - Toledo (now 27, income $21,000)." in text
    assert "Cid gains 3 points for Speed Record (now 23, income $19,000)." in text
    assert "Cid upgrades to a level 4 engine for $10,000." in text
    assert "Dee builds the Western Link at Kansas City (W3) for $30,000; 4 red cubes arrive there." in text
    # a delivery over another player's link scores that player too
    assert ("Ann delivers a black cube Philadelphia (H46) - Baltimore (J44) - Richmond (N46).\n"
            "   Ann gains 1 point for 1 link (now 12, income $14,000).\n"
            "   Dee gains 1 point for 1 link (now 13, income $15,000).") in text
    assert "Ann: 47 points (51 on the track, less 4 for bonds; Rail Baron Mark Hopkins: not met)." in text
    assert "Ann wins with 47 points!" in text

    store = await Store.open(db)
    record = (await store.channel_history("local"))[0]
    assert record.status == "finished"
    assert record.scores == {"Ann": 47, "Bob": 2, "Cid": 35, "Dee": 36}
    rebuilt = (await GameService(store).load(record)).game
    await store.close()
    assert isinstance(rebuilt, Rotw) and rebuilt.state == played.state


def test_replaying_the_rotw_log_matches_checked_play_after_every_move() -> None:
    checked, replayed = Rotw(PLAYERS, 53), Rotw(PLAYERS, 53)
    assert replay_side_by_side(checked, replayed, EXAMPLE) == 499 and checked.over
