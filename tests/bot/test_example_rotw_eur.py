"""The shipped Railways of Europe example: a 3-player game on the Europe map through the console, Ann and Bob against a
lobby bot (Brunel), with the Europe deck's Charters and Tunnel Engineers, London - Paris over the outlined water of the
Strait of Dover, to the final scoring at 11 Empty City Markers (rules revision 4); its replay equal to live play after
every move."""

from __future__ import annotations

from pathlib import Path

from bot.service import GameService
from engine.rotw.maps.europe import RotwEurope
from storage import Store
from tests.example_replay import play_example, replay_side_by_side
from tests.make_example_rotw_maps import BOT, EUROPE_SEED

EXAMPLE = Path(__file__).resolve().parents[2] / "examples" / "rotw-europe.txt"
PLAYERS = ["Ann", "Bob", BOT]


async def test_the_europe_example_plays_to_its_end(tmp_path: Path) -> None:
    db = tmp_path / "g.sqlite3"
    text, played = await play_example(EXAMPLE, db)

    assert played.players == PLAYERS and "Seating order, as you joined: Ann, Bob, Brunel;" in text
    assert text.count("(only you) You keep ") == 2 and "Brunel keeps a Rail Baron card. (bot)" in text
    assert "Brunel: /" not in text  # the bot's moves are made by the console, marked
    assert "western-link" not in text.split("Ann: /game status")[0]  # Europe has no Western Link
    assert "Ann takes City Charter: Dresden: no other player may build a link into Dresden (S57) now." in text
    assert "Ann takes City Charter: Strasbourg: no other player may build a link into Strasbourg (W45) now." in text
    assert "Bob takes Capital Charter: Paris: a point for every link completed into Paris (V36) from now on." in text
    # a link into Paris completed by anyone scores the Charter's holder; the bot's too
    assert ("   Brunel lays 3 tiles for $6,000, completing link 2: Brussels (S41) - Paris (V36).\n"
            "   Bob gains 1 point for the Capital Charter: Paris (now 2, income $4,000).") in text
    # the Strait of Dover is water: S35 outlined at $4,000, the plains on either side $2,000 each (issue 33 §9)
    assert ("Ann: /build path:Q33 R34 S35 T34 U35 V36 confirm:yes\n   Ann issues 2 bonds ($10,000) to pay for the track.\n"
            "   Ann lays 4 tiles for $10,000, completing link 1: London (Q33) - Paris (V36).\n"
            "   Bob gains 1 point for the Capital Charter: Paris (now 1, income $3,000).\n"
            "   Ann gains 4 points for the Major Line London - Paris (now 4, income $6,000).") in text
    # Tunnel Engineers in the Alps: Lyon - Milan, Milan - Munich
    assert ("Ann: /build path:AA39 AB40 AB42 AB44 AB46 AB48 card:tunnel-engineer-1\n   Ann uses Tunnel Engineer.\n"
            "   Ann lays 4 tiles for $10,000, completing link 24: Lyon (AA39) - Milan (AB48).") in text
    assert ("Bob: /build path:AB48 AA49 Z50 Y51 X52 card:tunnel-engineer-3\n   Bob uses Tunnel Engineer.\n"
            "   Bob lays 3 tiles for $8,000, completing link 26: Milan (AB48) - Munich (X52).") in text
    assert "Bob gains 7 points for the Major Line Amsterdam - Marseille (now 21, income $19,000)." in text
    assert "Ann gains 7 points for the Major Line Paris - Vienna (now 48, income $25,000)." in text
    # three players in Europe from rules revision 4: 11 markers, and no cube reduction
    assert "Amsterdam (Q41) is empty: Empty City Marker 1 of 11." in text
    assert "Berlin (Q57) is empty: Empty City Marker 11 of 11." in text
    assert "The last Empty City Marker is placed: the game ends after turn 13." in text
    assert "Ann: 76 points (73 on the track, less 2 for bonds; Rail Baron King Charles Albert: +5 (longest railroad))." in text
    assert "Bob: 78 points (81 on the track, less 3 for bonds; Rail Baron Franz Anton Gerstner: not met)." in text
    assert ("Brunel: 72 points (70 on the track, less 4 for bonds; Rail Baron Dr. Ernst Werner Siemens: +6 (highest "
            "engine)).") in text
    assert "Bob wins with 78 points!" in text

    store = await Store.open(db)
    record = (await store.channel_history("local"))[0]
    assert record.status == "finished" and record.title == "RotW-EUR"
    assert record.scores == {"Ann": 76, "Bob": 78, "Brunel": 72}
    rebuilt = (await GameService(store).load(record)).game
    await store.close()
    assert isinstance(rebuilt, RotwEurope) and rebuilt.state == played.state
    assert rebuilt.revision == played.revision >= 4 and rebuilt.board.outlined == {"R36", "S35"}


def test_replaying_the_europe_log_matches_checked_play_after_every_move() -> None:
    checked, replayed = RotwEurope(PLAYERS, EUROPE_SEED), RotwEurope(PLAYERS, EUROPE_SEED)
    assert replay_side_by_side(checked, replayed, EXAMPLE, bots={BOT}) == 169 and checked.over
