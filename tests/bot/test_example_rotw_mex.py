"""The shipped Railways of Mexico example: a 3-player game on the Mexico map through the console, with
the Mexico deck's cards, to the final scoring at 9 Empty City Markers (rules revision 4); its replay equal to live
play after every move."""

from __future__ import annotations

from pathlib import Path

from bot.service import GameService
from engine.rotw.maps.mexico import RotwMexico
from storage import Store
from tests.example_replay import play_example, replay_side_by_side
from tests.make_example_rotw import MEXICO_SEED

EXAMPLE = Path(__file__).resolve().parents[2] / "examples" / "rotw-mexico.txt"
PLAYERS = ["Ann", "Bob", "Cid"]


async def test_the_mexico_example_plays_to_its_end(tmp_path: Path) -> None:
    db = tmp_path / "g.sqlite3"
    text, played = await play_example(EXAMPLE, db)

    assert text.count("(only you) You keep ") == 3
    public = [line for line in text.split("Ann: 27 points")[0].splitlines() if "(only you)" not in line]
    assert not any("Ferdinand Maximilian" in line for line in public)  # Cid's card: revealed only at the end
    assert "western-link" not in text.split("Ann: /game status")[0]  # Mexico has no Western Link
    assert "action 1 of 3: /build path:…, /deliver color:… route:…, /urbanize city:… color:…, /upgrade-engine, /card" in text
    assert "Operations Growth is turned up: it is discarded and two cards are turned up instead." in text
    assert "Pachuca (AE61) is empty: Empty City Marker 1 of 9." in text  # 3 players: 9 markers (rules revision 4)
    assert "Saltillo (S51) is empty: Empty City Marker 9 of 9." in text
    assert "The last Empty City Marker is placed: the game ends after turn 15." in text
    assert "Ann gains 4 points for the Major Line Mexico City - Veracruz (now 11, income $13,000)." in text
    assert "Bob gains 14 points for the Major Line Mexico City - El Paso (now 51, income $24,000)." in text
    # a Trading Depot on Bob's link scores Cid a point when the link carries a cube
    assert "Cid takes Trading Depot and puts it on Bob's link 9: a point whenever a delivery uses it." in text
    assert "Cid gains 1 point for the Trading Depot on link 9 (now 4, income $6,000)." in text
    assert "Ann takes Trading Depot and puts it on Bob's link 1: a point whenever a delivery uses it." in text
    assert "Cid uses Tunnel Engineer." in text and "Bob uses Civil Engineers." in text
    assert "Bob uses Engine Upgrade." in text and "Ann uses Engine Upgrade." in text
    assert "Cid takes Express (" in text and "uses Express" not in text
    assert ("Bob: 58 points (56 on the track, less 3 for bonds; Rail Baron Porfirio Díaz: +5 (largest railroad)).") in text
    assert "Cid: 11 points (14 on the track, less 3 for bonds; Rail Baron Ferdinand Maximilian: not met)." in text
    assert "Bob wins with 58 points!" in text

    store = await Store.open(db)
    record = (await store.channel_history("local"))[0]
    assert record.status == "finished" and record.title == "RotW-MEX"
    assert record.scores == {"Ann": 27, "Bob": 58, "Cid": 11}
    rebuilt = (await GameService(store).load(record)).game
    await store.close()
    assert isinstance(rebuilt, RotwMexico) and rebuilt.state == played.state


def test_replaying_the_mexico_log_matches_checked_play_after_every_move() -> None:
    checked, replayed = RotwMexico(PLAYERS, MEXICO_SEED), RotwMexico(PLAYERS, MEXICO_SEED)
    assert replay_side_by_side(checked, replayed, EXAMPLE) == 194 and checked.over
