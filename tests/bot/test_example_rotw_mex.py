"""The shipped Railways of Mexico example: a 3-player game on the Mexico map through the console, Ann and Bob against
a lobby bot (Brunel), with the Mexico deck's cards, to the final scoring at 9 Empty City Markers (rules revision 4);
its replay equal to live play after every move."""

from __future__ import annotations

from pathlib import Path

from bot.service import GameService
from engine.rotw.maps.mexico import RotwMexico
from storage import Store
from tests.example_replay import play_example, replay_side_by_side
from tests.make_example_rotw_maps import BOT, MEXICO_EXAMPLE, MEXICO_SEED

EXAMPLE = Path(__file__).resolve().parents[2] / "examples" / "rotw-mexico.txt"
PLAYERS = ["Ann", "Bob", BOT]


async def test_the_mexico_example_plays_to_its_end(tmp_path: Path) -> None:
    db = tmp_path / "g.sqlite3"
    text, played = await play_example(EXAMPLE, db)

    assert played.players == PLAYERS == list(MEXICO_EXAMPLE.players)
    assert "Ann seats a bot, Brunel: it plays within seconds of its turn. Seated: Ann, Bob, Brunel (bot)." in text
    assert "Seating order, as you joined: Ann, Bob, Brunel;" in text
    assert "Brunel keeps a Rail Baron card. (bot)" in text
    assert text.count("(only you) You keep ") == 2  # the people's cards, each shown to its keeper alone; never the bot's
    public = [line for line in text.split("Ann: 111 points")[0].splitlines() if "(only you)" not in line]
    assert not any("Porfirio Díaz" in line for line in public)  # Brunel's card: revealed only at the end
    assert "Brunel: /" not in text  # the bot's moves are made by the console, marked
    assert "Brunel delivers a black cube Puebla (AG63) - Mexico City (AF58) - Pachuca (AE61). (bot)" in text
    assert "western-link" not in text.split("Ann: /game status")[0]  # Mexico has no Western Link
    assert "action 1 of 3: /build path:…, /deliver color:… route:…, /urbanize city:… color:…, /upgrade-engine, /card" in text
    assert "Operations Growth is turned up: it is discarded and two cards are turned up instead." in text
    assert "Guadalajara (AD44) is empty: Empty City Marker 1 of 9." in text  # 3 players: 9 markers (rules revision 4)
    assert "León (AC47) is empty: Empty City Marker 9 of 9." in text
    assert "The last Empty City Marker is placed: the game ends after turn 14." in text
    assert "Brunel gains 4 points for the Major Line Mexico City - Veracruz (now 4, income $6,000)." in text
    assert "Ann gains 4 points for the Major Line Mexico City - Guadalajara (now 6, income $8,000)." in text
    assert "Bob gains 4 points for the Major Line Tampico - San Luis Potosí (now 38, income $24,000)." in text
    # a Trading Depot on Brunel's link scores Bob a point when the link carries a cube
    assert "Bob takes Trading Depot and puts it on Brunel's link 1: a point whenever a delivery uses it." in text
    assert "Bob takes Trading Depot and puts it on Brunel's link 3: a point whenever a delivery uses it." in text
    assert ("Brunel gains 2 points for 2 links (now 10, income $12,000).\n"
            "   Bob gains 1 point for the Trading Depot on link 1 (now 1, income $3,000).") in text
    assert ("Ann: /build path:AA47 AA45 AB44 AC43 AD44 card:tunnel-engineer-3\n   Ann uses Tunnel Engineer.\n"
            "   Ann lays 3 tiles for $6,000, completing link 20: Aguascalientes (AA47) - Guadalajara (AD44).") in text
    assert "Bob: /build path:AC47 AD48 AD50 AD52 AD54 card:civil-engineers-1\n   Bob uses Civil Engineers." in text
    assert "Bob uses Tunnel Engineer." in text and text.count("Bob uses Civil Engineers.") == 2
    assert "Bob uses Engine Upgrade." in text  # a free upgrade
    assert "Bob takes Express (" in text and "uses Express" not in text
    assert "Ann: 111 points (109 on the track, less 4 for bonds; Rail Baron Benito Juárez: +6 (highest engine))." in text
    assert "Bob: 63 points (57 on the track; Rail Baron Matías Romero: +6 (fewest bonds))." in text
    assert "Brunel: 88 points (92 on the track, less 4 for bonds; Rail Baron Porfirio Díaz: not met)." in text
    assert "Ann wins with 111 points!" in text

    store = await Store.open(db)
    record = (await store.channel_history("local"))[0]
    assert record.status == "finished" and record.title == "RotW-MEX"
    assert record.scores == {"Ann": 111, "Bob": 63, "Brunel": 88}
    rebuilt = (await GameService(store).load(record)).game
    await store.close()
    assert isinstance(rebuilt, RotwMexico) and rebuilt.state == played.state


def test_replaying_the_mexico_log_matches_checked_play_after_every_move() -> None:
    checked, replayed = RotwMexico(PLAYERS, MEXICO_SEED), RotwMexico(PLAYERS, MEXICO_SEED)
    assert replay_side_by_side(checked, replayed, EXAMPLE, bots={BOT}) == 187 and checked.over
