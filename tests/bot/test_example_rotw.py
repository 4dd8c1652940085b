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
    before_the_end = text.split("Ann: 17 points")[0]
    public = [line for line in before_the_end.splitlines() if "(only you)" not in line]
    assert not any("Jay Gould" in line for line in public)  # Ann's card is revealed only at the end
    assert "Dee issues 1 bond ($5,000) to pay the bid." in text
    assert "Dee gains 1 point for The Railroad Era Begins (now 2, income $4,000)." in text
    assert "Bob takes Railroad Executive: 2 more actions now." in text
    assert "Wilmington (T50) is empty: Empty City Marker 1 of 14." in text
    assert "Cid takes Hotel: New York" in text and "Cid gains 1 point for the Hotel: New York (now 7, income $9,000)." in text
    assert "Dee gains 4 points for Passenger Lines (now 12, income $14,000)." in text
    assert "Dee gains 3 points for Service Bounty: Memphis (now 17, income $17,000)." in text
    assert "Incomplete links are removed (Ann, Cid)." in text
    assert "Cid builds the Western Link at Des Moines (Q3) for $30,000; 4 red cubes arrive there." in text
    assert "Dee urbanizes New Haven (D48): it is purple now" in text
    assert "Dee upgrades to a level 4 engine for $10,000." in text
    assert "Dee gains 3 points for Speed Record (now 32, income $22,000)." in text
    assert "Ann gains 6 points for the Major Line Atlanta - Richmond (now 18, income $17,000)." in text
    # a delivery over another player's link scores that player too
    assert ("Dee delivers a red cube Nashville (W27) - Louisville (S25) - Cincinnati (Q27) - Indianapolis (P22) - Chicago (N16).\n"
            "   Dee gains 3 points for 3 links (now 28, income $21,000).\n"
            "   Cid gains 1 point for 1 link (now 10, income $12,000).") in text
    assert "Ann: 17 points (20 on the track, less 3 for bonds; Rail Baron Jay Gould: not met)." in text
    assert "Dee wins with 33 points!" in text

    store = await Store.open(db)
    record = (await store.channel_history("local"))[0]
    assert record.status == "finished"
    assert record.scores == {"Ann": 17, "Bob": 9, "Cid": 24, "Dee": 33}
    rebuilt = (await GameService(store).load(record)).game
    await store.close()
    assert isinstance(rebuilt, Rotw) and rebuilt.state == played.state


def test_replaying_the_rotw_log_matches_checked_play_after_every_move() -> None:
    checked, replayed = Rotw(PLAYERS, 4), Rotw(PLAYERS, 4)
    assert replay_side_by_side(checked, replayed, EXAMPLE) == 338 and checked.over
