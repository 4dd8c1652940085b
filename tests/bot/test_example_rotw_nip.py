"""The shipped Railways of Nippon example: a 3-player game on the map of Japan through the console, with the Nippon
deck, to the final scoring; its replay equal to live play after every move."""

from __future__ import annotations

from pathlib import Path

from bot.service import GameService
from engine.rotw.maps.nippon import RotwNippon
from storage import Store
from tests.example_replay import play_example, replay_side_by_side
from tests.make_example_rotw import NIPPON_SEED

EXAMPLE = Path(__file__).resolve().parents[2] / "examples" / "rotw-nippon.txt"
PLAYERS = ["Ann", "Bob", "Cid"]


async def test_the_nippon_example_plays_to_its_end(tmp_path: Path) -> None:
    db = tmp_path / "g.sqlite3"
    text, played = await play_example(EXAMPLE, db)

    assert "western-link" not in text.split("Ann: /game status")[0]
    assert "Bob gains 1 point for Shinbashi Station (now 4, income $6,000)." in text
    assert "Ann gains 1 point for Diplomatic Relations (now 22, income $19,000).\n   Bob gains 1 point for Diplomatic" in text
    assert "Cid gains 3 points for Local Campaign: Matsue, its city empty (now 12, income $14,000)." in text
    assert "Ann gains 1 point for Hot Springs (1 mountain hex) (now 29, income $21,000)." in text
    assert "Cid gains 2 points for Long Distance (now 17, income $17,000)." in text
    assert "Kofu (AN68) is empty: Empty City Marker 12 of 12." in text
    assert "Cid: 34 points (34 on the track, less 3 for bonds; Rail Baron Keijiro Amemiya: +3 (3 purple cities))." in text
    assert "Ann wins with 41 points!" in text

    store = await Store.open(db)
    record = (await store.channel_history("local"))[0]
    assert record.status == "finished" and record.title == "RotW-NIP"
    assert record.scores == {"Ann": 41, "Bob": 18, "Cid": 34}
    rebuilt = (await GameService(store).load(record)).game
    await store.close()
    assert isinstance(rebuilt, RotwNippon) and rebuilt.state == played.state


def test_replaying_the_nippon_log_matches_checked_play_after_every_move() -> None:
    checked, replayed = RotwNippon(PLAYERS, NIPPON_SEED), RotwNippon(PLAYERS, NIPPON_SEED)
    assert replay_side_by_side(checked, replayed, EXAMPLE) == 254 and checked.over
