"""The shipped Railways of the World example: a 4-player Eastern U.S. game through the console, from
the secret Rail Baron choice to the final scoring, and its replay equal to live play after every move."""

from __future__ import annotations

import io
from pathlib import Path

from bot.console import Console
from bot.service import GameService
from engine.rotw.game import Rotw
from storage import Store
from tests.example_replay import replay_side_by_side

EXAMPLE = Path(__file__).resolve().parents[2] / "examples" / "rotw-eastern-us.txt"
PLAYERS = ["Ann", "Bob", "Cid", "Dee"]


async def test_the_rotw_example_plays_to_its_end(tmp_path: Path) -> None:
    db = tmp_path / "g.sqlite3"
    store = await Store.open(db)
    out = io.StringIO()
    console = Console(store, "local", out=out)
    await console.run_lines(EXAMPLE.read_text().splitlines(), echo=True)
    played = next(iter(console.layer.games._cache.values())).game
    await store.close()
    text = out.getvalue()

    assert text.count("(only you) You keep ") == 4  # each kept Rail Baron card is shown to its keeper alone
    assert "Ann keeps a Rail Baron card." in text
    assert "Bob issues 1 bond ($5,000) to pay the bid." in text
    assert "Bob delivers a yellow cube Indianapolis (P22) - Cincinnati (Q27)." in text
    assert "Bob gains 1 point for The Railroad Era Begins (now 2, income $4,000)." in text
    assert "Cid gains 4 points for Service Bounty: New Orleans (now 5, income $7,000)." in text
    assert "Indianapolis (P22) is empty: Empty City Marker 1 of 14." in text
    assert "Incomplete links are removed (Bob)." in text
    assert "Dee gains 1 point for the Hotel: Atlanta (now 5, income $7,000)." in text
    assert "Ann gains 3 points for Speed Record (now 23, income $19,000)." in text
    assert "Ann: 40 points (42 on the track, less 2 for bonds; Rail Baron Henry Farnam: not met)." in text
    assert "Ann wins with 40 points!" in text

    store = await Store.open(db)
    record = (await store.channel_history("local"))[0]
    assert record.status == "finished"
    assert record.scores == {"Ann": 40, "Bob": 3, "Cid": 30, "Dee": 11}
    rebuilt = (await GameService(store).load(record)).game
    await store.close()
    assert isinstance(rebuilt, Rotw) and rebuilt.state == played.state


def test_replaying_the_rotw_log_matches_checked_play_after_every_move() -> None:
    checked, replayed = Rotw(PLAYERS, 2), Rotw(PLAYERS, 2)
    assert replay_side_by_side(checked, replayed, EXAMPLE) == 218 and checked.over
