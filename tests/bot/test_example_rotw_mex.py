"""The shipped Railways of Mexico example: a 3-player game on the Mexico map through the console, with
the Mexico deck's cards, to the final scoring; its replay equal to live play after every move."""

from __future__ import annotations

from pathlib import Path

from bot.service import GameService
from engine.rotw.maps.mexico import RotwMexico
from storage import Store
from tests.example_replay import play_example, replay_side_by_side

EXAMPLE = Path(__file__).resolve().parents[2] / "examples" / "rotw-mexico.txt"
PLAYERS = ["Ann", "Bob", "Cid"]


async def test_the_mexico_example_plays_to_its_end(tmp_path: Path) -> None:
    db = tmp_path / "g.sqlite3"
    text, played = await play_example(EXAMPLE, db)

    assert text.count("(only you) You keep ") == 3
    public = [line for line in text.split("Ann: 30 points")[0].splitlines() if "(only you)" not in line]
    assert not any("Patrick Henry Cooney" in line for line in public)  # Cid's card: revealed only at the end
    assert "western-link" not in text.split("Ann: /game status")[0]  # Mexico has no Western Link
    assert "action 1 of 3: /build path:…, /deliver color:… route:…, /urbanize city:… color:…, /upgrade-engine, /card" in text
    assert "Operations Growth is turned up: it is discarded and two cards are turned up instead." in text
    assert "Querétaro (AD54) is empty: Empty City Marker 1 of 11." in text
    assert "Ann gains 4 points for the Major Line Mexico City - Veracruz (now 20, income $18,000)." in text
    # a Trading Depot on Cid's link scores Bob a point when the link carries a cube
    assert "Bob takes Trading Depot and puts it on Cid's link 19: a point whenever a delivery uses it." in text
    assert "Bob gains 1 point for the Trading Depot on link 19 (now 14, income $15,000)." in text
    assert "Ann uses Civil Engineers." in text and "Bob uses Engine Upgrade." in text
    assert "Cid: 38 points (41 on the track, less 3 for bonds; Rail Baron Patrick Henry Cooney: not met)." in text
    assert "Cid wins with 38 points!" in text

    store = await Store.open(db)
    record = (await store.channel_history("local"))[0]
    assert record.status == "finished" and record.title == "RotW-MEX"
    assert record.scores == {"Ann": 30, "Bob": 28, "Cid": 38}
    rebuilt = (await GameService(store).load(record)).game
    await store.close()
    assert isinstance(rebuilt, RotwMexico) and rebuilt.state == played.state


def test_replaying_the_mexico_log_matches_checked_play_after_every_move() -> None:
    checked, replayed = RotwMexico(PLAYERS, 22), RotwMexico(PLAYERS, 22)
    assert replay_side_by_side(checked, replayed, EXAMPLE) == 210 and checked.over
