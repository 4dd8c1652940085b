"""The shipped Railways of Great Britain and Railways of North America examples: 4-player games through the console, Ann,
Bob and Cid against a lobby bot (Brunel), with each map's deck and board rules, to the final scoring; their replays equal
to live play after every move."""

from __future__ import annotations

import re
from pathlib import Path

from bot.service import GameService
from engine.rotw.game import Rotw
from engine.rotw.maps.britain import RotwBritain
from engine.rotw.maps.northamerica import RotwNorthAmerica
from storage import Store
from tests.example_replay import play_example, replay_side_by_side
from tests.make_example_rotw_maps import BOT, BRITAIN, BRITAIN_SEED, NORTH_AMERICA, NORTH_AMERICA_SEED

PLAYERS = ["Ann", "Bob", "Cid", BOT]


async def finished(db: Path, title: str, scores: dict[str, int], played: Rotw) -> None:
    store = await Store.open(db)
    record = (await store.channel_history("local"))[0]
    assert record.status == "finished" and record.title == title and record.scores == scores
    rebuilt = (await GameService(store).load(record)).game
    await store.close()
    assert type(rebuilt) is type(played) and rebuilt.state == played.state


def seated(text: str, played: Rotw) -> None:
    assert played.players == PLAYERS and "Seating order, as you joined: Ann, Bob, Cid, Brunel;" in text
    assert text.count("(only you) You keep ") == 3 and "Brunel keeps a Rail Baron card. (bot)" in text
    assert "Brunel: /" not in text  # the bot's moves are made by the console, marked


async def test_the_great_britain_example_plays_to_its_end(tmp_path: Path) -> None:
    text, played = await play_example(BRITAIN, tmp_path / "g.sqlite3")

    seated(text, played)
    assert "western-link" not in text.split("Ann: /game status")[0]
    # both Railroad Inspectors played, one by the bot, each stopping a rival's next delivery
    assert "Cid: /inspect player:Brunel\n   Cid plays Railroad Inspector: Brunel's next delivery will be stopped." in text
    assert "Brunel plays Railroad Inspector: Cid's next delivery will be stopped. (bot)" in text
    assert ("Cid's Railroad Inspector stops Brunel's delivery: the cube stays on Bath (AZ32) and the action is "
            "lost.") in text
    assert ("Cid: /deliver color:blue route:AY49 BC49 BD42\n   Brunel's Railroad Inspector stops Cid's delivery: the "
            "cube stays on London (AY49) and the action is lost.") in text
    assert ("Bob: /build path:AJ32 AJ34 AJ36 AJ38 card:tunnel-engineer-1\n   Bob uses Tunnel Engineer.\n"
            "   Bob lays 2 tiles for $4,000, completing link 21: Manchester (AJ32) - Sheffield (AJ38).") in text
    assert "Ann: /build path:AG37 AH36 AI35 AI33 AJ32 card:tunnel-engineer-2\n   Ann uses Tunnel Engineer." in text
    # Hull is reached on its own side of the Humber
    assert "Ann lays 4 tiles for $9,000, completing link 23: Leeds (AG37) - Hull (AH46)." in text
    assert "Ann gains 6 points for the Major Line Liverpool - Hull (now 18, income $17,000)." in text
    assert "Aberdeen (H32) is empty: Empty City Marker 14 of 14." in text  # four players: 14 markers
    assert "The last Empty City Marker is placed: the game ends after turn 12." in text
    assert "Cid: 59 points (63 on the track, less 4 for bonds; Rail Baron Nicholas Wood: not met)." in text
    assert "Cid wins with 59 points!" in text
    await finished(tmp_path / "g.sqlite3", "RotW-GB", {"Ann": 58, "Bob": 40, "Cid": 59, "Brunel": 43}, played)


async def test_the_north_america_example_plays_to_its_end(tmp_path: Path) -> None:
    text, played = await play_example(NORTH_AMERICA, tmp_path / "g.sqlite3")

    seated(text, played)
    # a Ferry Line over the Hudson Strait: the ferry spot G75 free, the plains north of the Snow Line $3,000 each
    assert ("Cid: /build path:H70 H72 H74 G75 F76 card:ferry-line-1 confirm:yes\n   Cid issues 1 bond ($5,000) to pay "
            "for the track.\n   Cid uses Ferry Line.\n   Cid lays 4 tiles for $9,000 from Ivujivik (H70)") in text
    # Iqaluit is entered by its lower-right spoke: the outlined water south-west of it (E75) has no city entrance
    assert ("Cid: /build path:F76 E77 D76 confirm:yes\n   Cid issues 1 bond ($5,000) to pay for the track.\n"
            "   Cid lays 1 tile for $3,000, completing link 11: Ivujivik (H70) - Iqaluit (D76).") in text
    assert not re.search(r"\bE75\b", text.split("Ann: /game status")[0])  # no track on it
    # over the Cabot Strait to Newfoundland, and over the Strait of Belle Isle from Labrador
    assert "Ann uses Ferry Line.\n   Ann lays 4 tiles for $8,000 from Sydney (W101)" in text
    assert "Ann lays 2 tiles for $4,000, completing link 12: Sydney (W101) - St. John (R108)." in text
    assert "Bob uses Ferry Line.\n   Bob lays 4 tiles for $9,000 from Goose Bay (N94)" in text
    assert "Bob lays 2 tiles for $8,000, completing link 29: Goose Bay (N94) - Corner Brook (R102)." in text
    assert "Ann gains 3 points for Service Bounty: Halifax (now 8, income $10,000)." in text
    assert "Bob opens a mine at Timmins (Y71) for $10,000: yellow, black, blue cubes; the second yellow is discarded." in text
    assert "Ann opens a mine at Rimouski (W89) for $10,000: yellow cubes; the second yellow is discarded." in text
    assert "Nelson (V20) is empty: Empty City Marker 13 of 13." in text  # four players: 13 markers
    assert "The last Empty City Marker is placed: the game ends after turn 12." in text
    assert "Ann: 68 points (64 on the track, less 4 for bonds; Rail Baron Casimir Gzowski: +8 (4 links at Quebec))." in text
    assert "Ann wins with 68 points!" in text
    await finished(tmp_path / "g.sqlite3", "RotW-NA", {"Ann": 68, "Bob": 64, "Cid": 58, "Brunel": 56}, played)


def test_replaying_the_great_britain_log_matches_checked_play_after_every_move() -> None:
    checked, replayed = RotwBritain(PLAYERS, BRITAIN_SEED), RotwBritain(PLAYERS, BRITAIN_SEED)
    assert replay_side_by_side(checked, replayed, BRITAIN, bots={BOT}) == 206 and checked.over


def test_replaying_the_north_america_log_matches_checked_play_after_every_move() -> None:
    checked, replayed = RotwNorthAmerica(PLAYERS, NORTH_AMERICA_SEED), RotwNorthAmerica(PLAYERS, NORTH_AMERICA_SEED)
    assert replay_side_by_side(checked, replayed, NORTH_AMERICA, bots={BOT}) == 206 and checked.over
