"""The shipped Railways of Great Britain and Railways of North America examples: 4-player games through the console,
with each map's deck and board rules, to the final scoring; their replays equal to live play after every move."""

from __future__ import annotations

import re
from pathlib import Path

from bot.service import GameService
from engine.rotw.game import Rotw
from engine.rotw.maps.britain import RotwBritain
from engine.rotw.maps.northamerica import RotwNorthAmerica
from storage import Store
from tests.example_replay import play_example, replay_side_by_side
from tests.make_example_rotw import BRITAIN, BRITAIN_SEED, NORTH_AMERICA, NORTH_AMERICA_SEED

PLAYERS = ["Ann", "Bob", "Cid", "Dee"]


async def finished(db: Path, title: str, scores: dict[str, int], played: Rotw) -> None:
    store = await Store.open(db)
    record = (await store.channel_history("local"))[0]
    assert record.status == "finished" and record.title == title and record.scores == scores
    rebuilt = (await GameService(store).load(record)).game
    await store.close()
    assert type(rebuilt) is type(played) and rebuilt.state == played.state


async def test_the_great_britain_example_plays_to_its_end(tmp_path: Path) -> None:
    text, played = await play_example(BRITAIN, tmp_path / "g.sqlite3")

    assert "western-link" not in text.split("Ann: /game status")[0]
    assert "Cid plays Railroad Inspector: Dee's next delivery will be stopped." in text
    assert ("Cid's Railroad Inspector stops Dee's delivery: the cube stays on Sunderland (AA39) and the action is "
            "lost.") in text
    assert "Dee's Railroad Inspector stops Ann's delivery: the cube stays on Stoke (AN32)" in text
    assert "completing link 38: Hull (AH46) - York (AF40)." in text  # Hull is reached on its own side of the Humber
    assert "Empty City Marker 14 of 14." in text  # four players: 14 markers
    assert "Ann: 32 points (35 on the track, less 3 for bonds; Rail Baron Joseph Pease: not met)." in text
    assert "Ann wins with 32 points!" in text
    await finished(tmp_path / "g.sqlite3", "RotW-GB", {"Ann": 32, "Bob": 2, "Cid": 22, "Dee": 3}, played)


async def test_the_north_america_example_plays_to_its_end(tmp_path: Path) -> None:
    text, played = await play_example(NORTH_AMERICA, tmp_path / "g.sqlite3")

    # a Ferry Line: the ferry spot G75 free, the plains on either side $2,000 + the Snow Line's $1,000 each
    assert ("Ann: /build path:H70 H72 H74 G75 F76 card:ferry-line-5\n   Ann uses Ferry Line.\n   Ann lays 4 tiles for "
            "$9,000 from Ivujivik (H70)") in text
    # Iqaluit is entered by its lower-right spoke: the outlined water south-west of it (E75) has no city entrance
    assert ("Ann: /build path:F76 E77 D76\n   Ann lays 1 tile for $3,000, completing link 25: Ivujivik (H70) - "
            "Iqaluit (D76).") in text
    assert not re.search(r"\bE75\b", text.split("Ann: /game status")[0])  # no track on it
    # south of the Snow Line: plains 2 + ferry 0 + plains 2 + mountain 4
    assert "Bob uses Ferry Line.\n   Bob lays 4 tiles for $8,000 from Sydney (W101)" in text
    assert "Bob gains 4 points for Service Bounty: St. John (now 20, income $18,000)." in text
    assert "Ann opens a mine at Chicoutimi (W85) for $10,000: yellow cubes; the second yellow is discarded." in text
    assert "Empty City Marker 13 of 13." in text  # four players: 13 markers
    assert "Dee: 40 points (43 on the track, less 3 for bonds; Rail Baron Sandford Fleming: not met)." in text
    assert "Dee wins with 40 points!" in text
    await finished(tmp_path / "g.sqlite3", "RotW-NA", {"Ann": 24, "Bob": 25, "Cid": 9, "Dee": 40}, played)


def test_replaying_the_great_britain_log_matches_checked_play_after_every_move() -> None:
    checked, replayed = RotwBritain(PLAYERS, BRITAIN_SEED), RotwBritain(PLAYERS, BRITAIN_SEED)
    assert replay_side_by_side(checked, replayed, BRITAIN) == 254 and checked.over


def test_replaying_the_north_america_log_matches_checked_play_after_every_move() -> None:
    checked, replayed = RotwNorthAmerica(PLAYERS, NORTH_AMERICA_SEED), RotwNorthAmerica(PLAYERS, NORTH_AMERICA_SEED)
    assert replay_side_by_side(checked, replayed, NORTH_AMERICA) == 238 and checked.over
