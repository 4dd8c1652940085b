"""The shipped Railways of the Western U.S. example: a 4-player game on the Western map through the console, Ann, Bob and
Cid against a lobby bot (Brunel), with the Western deck, the City Rotors and Fuel Depots the expansion brings, to the
final scoring; its replay equal to live play after every move."""

from __future__ import annotations

from pathlib import Path

from bot.service import GameService
from engine.rotw.maps.western import RotwWestern
from storage import Store
from tests.example_replay import play_example, replay_side_by_side
from tests.make_example_rotw_maps import BOT, WESTERN_SEED

EXAMPLE = Path(__file__).resolve().parents[2] / "examples" / "rotw-western-us.txt"
PLAYERS = ["Ann", "Bob", "Cid", BOT]


async def test_the_western_example_plays_to_its_end(tmp_path: Path) -> None:
    db = tmp_path / "g.sqlite3"
    text, played = await play_example(EXAMPLE, db)

    assert played.options == ("depots", "rotors")  # the expansion's, on unless left out
    assert played.players == PLAYERS and "Seating order, as you joined: Ann, Bob, Cid, Brunel;" in text
    assert text.count("(only you) You keep ") == 3 and "Brunel keeps a Rail Baron card. (bot)" in text
    assert "Brunel: /" not in text and "western-link" not in text.split("Ann: /game status")[0]
    assert "Bob takes Boomtown: a free purple New City tile on Fresno (AA15), no cubes added." in text
    assert "Ann takes Sutter's Mill: yellow and purple and yellow cubes go to Sacramento (W13)." in text
    assert "Cid uses Coal Fueled Engines: the upgrade costs $8,000 instead of $15,000." in text
    assert "Cid upgrades to a level 4 engine for $10,000.\n   Cid gains 4 points for New Train (now 19, income $18,000)." in text
    assert "The City Rotor at Denver (U59) turns: it takes yellow cubes too now." in text
    assert "The City Rotor at Denver (U59) turns: it takes only red cubes now." in text  # round the wheel
    assert "Ann issues 1 bond ($5,000) for the Fuel Depots.\n   Ann puts 2 Fuel Depots on Reno (V18) for $5,000" in text
    assert "Brunel gains 8 points for the Major Line Seattle - Billings (now 25, income $20,000)." in text
    assert "Ann gains 10 points for the Major Line San Francisco - Salt Lake City (now 26, income $20,000)." in text
    assert "Golden Spike" not in text.split("Ann: /game status")[0]  # face up all game, never claimed
    assert "Idaho Falls (N42) is empty: Empty City Marker 14 of 14." in text
    assert "The last Empty City Marker is placed: the game ends after turn 13." in text
    assert "Ann: 66 points (71 on the track, less 5 for bonds; Rail Baron Jay Gould: not met)." in text
    assert ("Brunel: 48 points (44 on the track, less 2 for bonds; Rail Baron Frederick H. Billings: +6 (Tacoma - "
            "Billings connected)).") in text
    assert "Ann wins with 66 points!" in text

    store = await Store.open(db)
    record = (await store.channel_history("local"))[0]
    assert record.status == "finished" and record.title == "RotW-WUS"
    assert record.scores == {"Ann": 66, "Bob": 41, "Cid": 49, "Brunel": 48}
    rebuilt = (await GameService(store).load(record)).game
    await store.close()
    assert isinstance(rebuilt, RotwWestern) and rebuilt.state == played.state
    assert "golden-spike" in rebuilt.state.display


def test_replaying_the_western_log_matches_checked_play_after_every_move() -> None:
    checked, replayed = RotwWestern(PLAYERS, WESTERN_SEED), RotwWestern(PLAYERS, WESTERN_SEED)
    assert replay_side_by_side(checked, replayed, EXAMPLE, bots={BOT}) == 216 and checked.over
