"""The shipped Railways of Europe example: a 3-player game on the Europe map through the console, with the
Europe deck's Charters and Tunnel Engineers, to the final scoring; its replay equal to live play after every move."""

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
    assert "Cid takes Capital Charter: Paris: a point for every link completed into Paris (V36) from now on." in text
    assert "Ann takes Capital Charter: Berlin: a point for every link completed into Berlin (Q57) from now on." in text
    # a link into Paris completed by anyone scores the Charter's holder
    assert "Cid gains 1 point for the Capital Charter: Paris (now 4, income $6,000)." in text
    assert "Ann gains 4 points for the Major Line London - Paris (now 9, income $11,000)." in text
    assert "Bob uses Tunnel Engineer." in text
    # three players in Europe: 9 markers, and no cube reduction
    assert "Danzig (N66) is empty: Empty City Marker 9 of 9." in text
    assert "The last Empty City Marker is placed: the game ends after turn 22." in text
    assert "Bob: 19 points (22 on the track, less 3 for bonds; Rail Baron Franz Anton Gerstner: not met)." in text
    assert "Ann wins with 25 points!" in text

    store = await Store.open(db)
    record = (await store.channel_history("local"))[0]
    assert record.status == "finished" and record.title == "RotW-EUR"
    assert record.scores == {"Ann": 25, "Bob": 19, "Cid": 23}
    rebuilt = (await GameService(store).load(record)).game
    await store.close()
    assert isinstance(rebuilt, RotwEurope) and rebuilt.state == played.state


def test_replaying_the_europe_log_matches_checked_play_after_every_move() -> None:
    checked, replayed = RotwEurope(PLAYERS, EUROPE_SEED), RotwEurope(PLAYERS, EUROPE_SEED)
    assert replay_side_by_side(checked, replayed, EXAMPLE) == 271 and checked.over
