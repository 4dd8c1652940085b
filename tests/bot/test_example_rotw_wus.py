"""The shipped Railways of the Western U.S. example: a 4-player game on the Western map through the console, with
the Western deck, the City Rotors and Fuel Depots the expansion brings, to the final scoring; its replay equal to
live play after every move."""

from __future__ import annotations

from pathlib import Path

from bot.service import GameService
from engine.rotw.maps.western import RotwWestern
from storage import Store
from tests.example_replay import play_example, replay_side_by_side
from tests.make_example_rotw import WESTERN_SEED

EXAMPLE = Path(__file__).resolve().parents[2] / "examples" / "rotw-western-us.txt"
PLAYERS = ["Ann", "Bob", "Cid", "Dee"]


async def test_the_western_example_plays_to_its_end(tmp_path: Path) -> None:
    db = tmp_path / "g.sqlite3"
    text, played = await play_example(EXAMPLE, db)

    assert played.options == ("depots", "rotors")  # the expansion's, on unless left out
    assert text.count("(only you) You keep ") == 4
    assert "western-link" not in text.split("Ann: /game status")[0]
    assert "Ann takes Boomtown: a free yellow New City tile on Bakersfield (AD16), no cubes added." in text
    assert "Dee takes Sutter's Mill: blue and purple and purple cubes go to Sacramento (W13)." in text
    assert "Ann uses Coal Fueled Engines: the upgrade costs $3,000 instead of $5,000." in text
    assert "Cid upgrades to a level 4 engine for $10,000.\n   Cid gains 4 points for New Train (now 19, income $18,000)." in text
    assert "The City Rotor at Denver (U59) turns: it takes yellow cubes too now." in text
    assert "Dee puts 2 Fuel Depots on Omaha (R82) for $5,000 (2 left)." in text
    assert "Wichita (Y79) is empty: Empty City Marker 14 of 14." in text
    assert "Cid: 40 points (43 on the track, less 3 for bonds; Rail Baron Collis P. Huntington: not met)." in text
    assert "Cid wins with 40 points!" in text

    store = await Store.open(db)
    record = (await store.channel_history("local"))[0]
    assert record.status == "finished" and record.title == "RotW-WUS"
    assert record.scores == {"Ann": 7, "Bob": 16, "Cid": 40, "Dee": 9}
    rebuilt = (await GameService(store).load(record)).game
    await store.close()
    assert isinstance(rebuilt, RotwWestern) and rebuilt.state == played.state


def test_replaying_the_western_log_matches_checked_play_after_every_move() -> None:
    checked, replayed = RotwWestern(PLAYERS, WESTERN_SEED), RotwWestern(PLAYERS, WESTERN_SEED)
    assert replay_side_by_side(checked, replayed, EXAMPLE) == 364 and checked.over
