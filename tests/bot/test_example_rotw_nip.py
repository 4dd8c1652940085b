"""The shipped Railways of Nippon example: a 3-player game on the map of Japan through the console, Ann and Bob against a
lobby bot (Brunel), with the Nippon deck, to the final scoring; its replay equal to live play after every move."""

from __future__ import annotations

from pathlib import Path

from bot.service import GameService
from engine.rotw.maps.nippon import RotwNippon
from storage import Store
from tests.example_replay import play_example, replay_side_by_side
from tests.make_example_rotw_maps import BOT, NIPPON_SEED

EXAMPLE = Path(__file__).resolve().parents[2] / "examples" / "rotw-nippon.txt"
PLAYERS = ["Ann", "Bob", BOT]


async def test_the_nippon_example_plays_to_its_end(tmp_path: Path) -> None:
    db = tmp_path / "g.sqlite3"
    text, played = await play_example(EXAMPLE, db)

    assert played.players == PLAYERS and "Seating order, as you joined: Ann, Bob, Brunel;" in text
    assert text.count("(only you) You keep ") == 2 and "Brunel keeps a Rail Baron card. (bot)" in text
    assert "Brunel: /" not in text and "western-link" not in text.split("Ann: /game status")[0]
    # the blue cube set in Tokyo, delivered to Yokohama first
    assert ("Bob delivers a blue cube Tokyo (AM77) - Yokohama (AO75).\n   Bob gains 1 point for 1 link (now 1, income "
            "$3,000).\n   Bob gains 1 point for Shinbashi Station (now 2, income $4,000).") in text
    assert "Brunel takes Local Campaign: Nagano (Kept by its taker" in text
    assert "Brunel gains 3 points for Local Campaign: Nagano, its city empty (now 9, income $11,000)." in text
    assert ("Bob: /build path:AF84 AF82 AF80 AG79 AH78 AI77 card:hot-springs-1\n   Bob uses Hot Springs.\n"
            "   Bob gains 2 points for Hot Springs (2 mountain hexes) (now 36, income $23,000).") in text
    # Diplomatic Relations pays every player whose link the delivery used
    assert ("   Brunel gains 1 point for 1 link (now 32, income $22,000).\n"
            "   Ann gains 1 point for Diplomatic Relations (now 67, income $20,000).\n"
            "   Brunel gains 1 point for Diplomatic Relations (now 33, income $23,000).") in text
    assert ("Ann lays 4 tiles for $8,000, completing link 30: Fukui (AL52) - Kyoto (AQ49).\n"
            "   Ann gains 2 points for Long Distance (now 48, income $25,000).") in text
    assert "Bob gains 5 points for the Major Line Tokyo - Niigata (now 27, income $21,000)." in text
    assert "Toyama (AI59) is empty: Empty City Marker 12 of 12." in text
    assert "The last Empty City Marker is placed: the game ends after turn 14." in text
    assert "Ann: 88 points (85 on the track, less 4 for bonds; Rail Baron Hisashige Tanaka: +7 (highest engine))." in text
    assert "Brunel: 40 points (36 on the track, less 4 for bonds; Rail Baron Masaru Inoue: +8 (most cities))." in text
    assert "Bob wins with 89 points!" in text

    store = await Store.open(db)
    record = (await store.channel_history("local"))[0]
    assert record.status == "finished" and record.title == "RotW-NIP"
    assert record.scores == {"Ann": 88, "Bob": 89, "Brunel": 40}
    rebuilt = (await GameService(store).load(record)).game
    await store.close()
    assert isinstance(rebuilt, RotwNippon) and rebuilt.state == played.state


def test_replaying_the_nippon_log_matches_checked_play_after_every_move() -> None:
    checked, replayed = RotwNippon(PLAYERS, NIPPON_SEED), RotwNippon(PLAYERS, NIPPON_SEED)
    assert replay_side_by_side(checked, replayed, EXAMPLE, bots={BOT}) == 183 and checked.over
