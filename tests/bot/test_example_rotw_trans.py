"""The shipped Transcontinental example: a 3-player game through the console, the Eastern phase to its last Empty
City Marker's turn, bonds returned, the West opened, the Western phase to the final scoring of both Rail Baron
cards; its replay equal to live play after every move."""

from __future__ import annotations

from pathlib import Path

from bot.service import GameService
from engine.rotw.maps.transcontinental import RotwTranscontinental
from storage import Store
from tests.example_replay import play_example, replay_side_by_side
from tests.make_example_rotw import TRANS_SEED

EXAMPLE = Path(__file__).resolve().parents[2] / "examples" / "rotw-transcontinental.txt"
PLAYERS = ["Ann", "Bob", "Cid"]


async def test_the_transcontinental_example_plays_both_phases_to_its_end(tmp_path: Path) -> None:
    db = tmp_path / "g.sqlite3"
    text, played = await play_example(EXAMPLE, db)
    east, _, west = text.partition("The Eastern phase is over.")

    assert "Baltimore (J128) is empty: Empty City Marker 12 of 12." in east  # the Eastern board 84 numbers east
    assert "The last Empty City Marker is placed: the Eastern phase ends (the West opens) after turn 9." in east
    assert "San Francisco" not in east.split("Ann: /game status")[0] and "Turn 10" not in east
    assert "Ann returns 2 bonds for 5 points (now 13)." in west  # 2 + 3
    assert "Bob keeps their bonds." in west
    assert "Faster Game (the bag holds too few cubes for the West: 71 are needed)" in west
    assert "6 Western cards are dealt; the Empty City Markers go on Western cities now (12 end the game)." in west
    assert west.count("(only you) You keep ") == 3 and "Turn 10: the auction for first player" in west
    assert "Sacramento (W13) is empty: Empty City Marker 1 of 12." in west
    # links across the join of the Western board, bent to meet the Eastern one (rules revision 4)
    assert "completing link 52: Abilene (AJ76) - Dallas (AI89)." in west
    assert "completing link 100: Shreveport (AH98) - Fort Worth (AJ86)." in west
    assert "Ann gains 4 points for the Major Line Fort Worth - New Orleans (now 43, income $25,000)." in west
    assert "Cid gains 5 points for the Major Line Denver - Salt Lake City (now 30, income $22,000)." in west
    assert "The last Empty City Marker is placed: the game ends after turn 56." in west
    assert ("Cid: 92 points (89 on the track, less 3 for bonds; Rail Baron Cyrus Holliday: not met; "
            "Rail Baron Jay Gould: +6 (largest railroad)).") in west
    assert "Cid wins with 92 points!" in west

    store = await Store.open(db)
    record = (await store.channel_history("local"))[0]
    assert record.status == "finished" and record.title == "RotW-TRANS"
    assert record.scores == {"Ann": 73, "Bob": 10, "Cid": 92}
    rebuilt = (await GameService(store).load(record)).game
    await store.close()
    assert isinstance(rebuilt, RotwTranscontinental) and rebuilt.state == played.state


def test_replaying_the_transcontinental_log_matches_checked_play_after_every_move() -> None:
    checked, replayed = RotwTranscontinental(PLAYERS, TRANS_SEED), RotwTranscontinental(PLAYERS, TRANS_SEED)
    assert replay_side_by_side(checked, replayed, EXAMPLE) == 699 and checked.over
