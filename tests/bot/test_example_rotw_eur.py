"""The shipped Railways of Europe example: a 3-player game on the Europe map through the console, with the
Europe deck's Charters and Tunnel Engineers, London - Paris over the outlined water of the Strait of Dover, to the
final scoring at 11 Empty City Markers (rules revision 4); its replay equal to live play after every move."""

from __future__ import annotations

from pathlib import Path

from bot.service import GameService
from engine.rotw.maps.europe import RotwEurope
from storage import Store
from tests.example_replay import play_example, replay_side_by_side
from tests.make_example_rotw import EUROPE_SEED

EXAMPLE = Path(__file__).resolve().parents[2] / "examples" / "rotw-europe.txt"
PLAYERS = ["Ann", "Bob", "Cid"]


async def test_the_europe_example_plays_to_its_end(tmp_path: Path) -> None:
    db = tmp_path / "g.sqlite3"
    text, played = await play_example(EXAMPLE, db)

    assert text.count("(only you) You keep ") == 3
    assert "western-link" not in text.split("Ann: /game status")[0]  # Europe has no Western Link
    assert "Cid takes City Charter: Dresden: no other player may build a link into Dresden (S57) now." in text
    assert "Ann takes City Charter: Strasbourg: no other player may build a link into Strasbourg (W45) now." in text
    assert "Bob takes Capital Charter: Paris: a point for every link completed into Paris (V36) from now on." in text
    assert "Ann takes Capital Charter: Berlin: a point for every link completed into Berlin (Q57) from now on." in text
    # a link into Paris completed by anyone scores the Charter's holder
    assert ("Cid: /build path:V36 V34 V32 U31\n   Cid lays 2 tiles for $4,000, completing link 20: Paris (V36) - "
            "Le Havre (U31).\n   Bob gains 1 point for the Capital Charter: Paris (now 6, income $8,000).") in text
    assert "Ann uses Tunnel Engineer." in text and "Cid uses Tunnel Engineer." in text
    # the Strait of Dover is water: S35 outlined at $4,000, then Kent's plains R34 at $2,000 (issue 33 §9)
    assert ("Ann: /build path:S37 S35 R34 Q33\n   Ann lays 2 tiles for $6,000, completing link 34: Lille (S37) - "
            "London (Q33).\n   Ann gains 4 points for the Major Line London - Paris (now 14, income $15,000).") in text
    assert "Cid gains 7 points for the Major Line Paris - Vienna (now 16, income $16,000)." in text
    # three players in Europe from rules revision 4: 11 markers, and no cube reduction
    assert "Dresden (S57) is empty: Empty City Marker 1 of 11." in text
    assert "Budapest (Y67) is empty: Empty City Marker 11 of 11." in text
    assert "The last Empty City Marker is placed: the game ends after turn 31." in text
    assert "Ann: 19 points (22 on the track, less 3 for bonds; Rail Baron Jacob Brønnum Scavenius Estrup: not met)." in text
    assert "Bob: 33 points (36 on the track, less 3 for bonds; Rail Baron Franz Anton Gerstner: not met)." in text
    assert "Cid: 23 points (26 on the track, less 3 for bonds; Rail Baron Dr. Ernst Werner Siemens: not met)." in text
    assert "Bob wins with 33 points!" in text

    store = await Store.open(db)
    record = (await store.channel_history("local"))[0]
    assert record.status == "finished" and record.title == "RotW-EUR"
    assert record.scores == {"Ann": 19, "Bob": 33, "Cid": 23}
    rebuilt = (await GameService(store).load(record)).game
    await store.close()
    assert isinstance(rebuilt, RotwEurope) and rebuilt.state == played.state
    assert rebuilt.revision == played.revision >= 4 and rebuilt.board.outlined == {"R36", "S35"}


def test_replaying_the_europe_log_matches_checked_play_after_every_move() -> None:
    checked, replayed = RotwEurope(PLAYERS, EUROPE_SEED), RotwEurope(PLAYERS, EUROPE_SEED)
    assert replay_side_by_side(checked, replayed, EXAMPLE) == 386 and checked.over
