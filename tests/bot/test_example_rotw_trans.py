"""The shipped Transcontinental example: a 3-player game through the console, Ann and Bob against a lobby bot (Brunel),
the Eastern phase to its last Empty City Marker's turn, bonds returned, the West opened, the Western phase to the final
scoring of both Rail Baron cards; its replay equal to live play after every move."""

from __future__ import annotations

from pathlib import Path

from bot.service import GameService
from engine.rotw.maps.transcontinental import RotwTranscontinental
from storage import Store
from tests.example_replay import play_example, replay_side_by_side
from tests.make_example_rotw_maps import BOT, TRANS_SEED

EXAMPLE = Path(__file__).resolve().parents[2] / "examples" / "rotw-transcontinental.txt"
PLAYERS = ["Ann", "Bob", BOT]


async def test_the_transcontinental_example_plays_both_phases_to_its_end(tmp_path: Path) -> None:
    db = tmp_path / "g.sqlite3"
    text, played = await play_example(EXAMPLE, db)
    east, _, west = text.partition("The Eastern phase is over.")

    assert played.players == PLAYERS and "Seating order, as you joined: Ann, Bob, Brunel;" in east
    assert "Brunel: /" not in text  # the bot's moves are made by the console, marked
    assert "Washington D.C. (L128) is empty: Empty City Marker 1 of 12." in east  # the Eastern board 84 numbers east
    assert "Cincinnati (Q111) is empty: Empty City Marker 12 of 12." in east
    assert "The last Empty City Marker is placed: the Eastern phase ends (the West opens) after turn 10." in east
    assert "San Francisco" not in east and "Turn 11" not in east
    assert "Brunel gains 10 points for the Major Line New York - Chicago (now 28, income $21,000)." in east
    assert "Bob gains 6 points for the Major Line Atlanta - Richmond (now 57, income $22,000)." in east
    assert "Brunel returns 1 bond for 2 points (now 45). (bot)" in west
    assert "Ann: /return-bonds count:0\n   Ann keeps their bonds." in west
    assert "Bob returns 2 bonds for 5 points (now 52)." in west  # 2 + 3
    assert "6 Western cards are dealt; the Empty City Markers go on Western cities now (12 end the game)." in west
    assert east.count("(only you) You keep ") == 2 and west.count("(only you) You keep ") == 2  # never the bot's
    assert "Each player keeps one of two Western Rail Baron cards" in west and "Turn 11: the auction for first player" in west
    assert "Reno (V18) is empty: Empty City Marker 1 of 12." in west
    # links across the join of the Western board, bent to meet the Eastern one (rules revision 4)
    assert "Brunel lays 4 tiles for $9,000, completing link 66: Omaha (R82) - Kansas City (W87). (bot)" in west
    assert "Bob lays 4 tiles for $8,000, completing link 90: Abilene (AJ76) - Fort Worth (AJ86)." in west
    assert "Brunel gains 10 points for the Major Line San Francisco - Salt Lake City (now 99, income $9,000)." in west
    assert "Brunel gains 15 points for the Major Line New York - Kansas City (now 167, income $9,000)." in west
    assert "The last Empty City Marker is placed: the game ends after turn 35." in west
    # a Transcontinental Major Line across the join, won with the game's last link
    assert ("Brunel gains 6 points for the Major Line Omaha - Denver (now 289, income $9,000).\n"
            "   Brunel gains 4 points for the Major Line Denver - St. Louis (now 293, income $9,000).") in west
    assert ("Bob: 265 points (263 on the track, less 4 for bonds; Rail Baron J.P. Morgan: +6 (largest railroad); "
            "Rail Baron David Moffat: not met).") in west
    assert ("Brunel: 300 points (293 on the track; Rail Baron Jay Gould: +7 (fewest bonds); Rail Baron Collis P. "
            "Huntington: not met).") in west
    assert "Brunel wins with 300 points!" in west

    store = await Store.open(db)
    record = (await store.channel_history("local"))[0]
    assert record.status == "finished" and record.title == "RotW-TRANS"
    assert record.scores == {"Ann": 197, "Bob": 265, "Brunel": 300}
    rebuilt = (await GameService(store).load(record)).game
    await store.close()
    assert isinstance(rebuilt, RotwTranscontinental) and rebuilt.state == played.state


def test_replaying_the_transcontinental_log_matches_checked_play_after_every_move() -> None:
    checked, replayed = RotwTranscontinental(PLAYERS, TRANS_SEED), RotwTranscontinental(PLAYERS, TRANS_SEED)
    assert replay_side_by_side(checked, replayed, EXAMPLE, bots={BOT}) == 451 and checked.over
