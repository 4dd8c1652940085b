"""The shipped Eastern U.S. example with the mini-expansions on (Mines, Fuel Depots, Switch Tracks,
City Rotors), Ann, Bob and Cid against a lobby bot (Brunel): through the console to the final scoring, the options
kept with the game, and its replay equal to live play after every move."""

from __future__ import annotations

import hashlib
import json
from pathlib import Path

import pytest

from bot.service import GameService
from bot.transfer import export_game, import_game
from engine import IllegalAction
from engine.core.game import RULES_REVISION
from engine.rotw.game import Rotw
from storage import Store
from tests.example_replay import play_example, replay_side_by_side
from tests.make_example_rotw_maps import BOT, MINIS_OPTIONS, MINIS_SEED

EXAMPLE = Path(__file__).resolve().parents[2] / "examples" / "rotw-eastern-us-minis.txt"
PLAYERS = ["Ann", "Bob", "Cid", BOT]


async def test_the_minis_example_plays_to_its_end(tmp_path: Path) -> None:
    db = tmp_path / "g.sqlite3"
    text, played = await play_example(EXAMPLE, db)

    assert played.options == MINIS_OPTIONS and played.players == PLAYERS
    assert "Seating order, as you joined: Ann, Bob, Cid, Brunel;" in text and "Brunel: /" not in text
    assert "The City Rotor at Pittsburgh (K35) turns: it takes purple cubes too now." in text
    assert "The City Rotor at Pittsburgh (K35) turns: it takes only blue cubes now." in text  # round the wheel
    assert "Cid: /mine city:X32\n   Cid opens a mine at Chattanooga (X32) for $10,000: blue, black, yellow, red cubes" in text
    assert "Brunel opens a mine at Norfolk (N50) for $10,000: yellow, purple cubes; the second yellow is discarded. (bot)" in text
    assert "Ann issues 1 bond ($5,000) for the Fuel Depots.\n   Ann puts 2 Fuel Depots on Pittsburgh (K35) for $5,000" in text
    assert "Bob puts a Switch Track on A49 for $5,000 (1 of 2 used).\n   Bob lays 3 tiles for $10,000, completing link 22" in text
    assert "Cid puts a Switch Track on W47 for $5,000 (2 of 2 used)." in text
    # a cube stopped at a Fuel Depot goes on with the next action; all the links of both legs score then
    assert ("Ann moves a red cube Chicago (N16) - Louisville (S25) - Cincinnati (Q27) - Lexington (S29) - Nashville (W27) "
            "and keeps it at the Fuel Depot there: their next action may go on with it, else it is discarded.") in text
    assert ("Ann delivers a red cube Nashville (W27) - Birmingham (AB30) - Atlanta (Z36) - Savannah (Z46) - Charleston "
            "(X48).\n   Ann gains 5 points for 5 links (now 46, income $25,000).\n"
            "   Cid gains 3 points for 3 links (now 62, income $21,000).") in text
    assert "The last Empty City Marker is placed: the game ends after turn 14." in text
    assert "Brunel: 103 points (107 on the track, less 4 for bonds; Rail Baron Theodore D. Judah: not met)." in text
    assert "Brunel wins with 103 points!" in text
    status = text.split("Ann: /game status")[1]
    assert "Fuel Depots: Brunel 1 at Richmond (N46), Ann 1 at Cincinnati (Q27), Brunel 2 at Raleigh (R46)" in status
    assert "Switch Tracks used: Ann 0 of 2, Bob 1 of 2, Cid 2 of 2, Brunel 0 of 2" in status

    store = await Store.open(db)
    record = (await store.channel_history("local"))[0]
    assert record.status == "finished" and record.scores == {"Ann": 62, "Bob": 76, "Cid": 74, "Brunel": 103}
    rebuilt = (await GameService(store).load(record)).game
    await store.close()
    assert isinstance(rebuilt, Rotw) and rebuilt.options == MINIS_OPTIONS and rebuilt.state == played.state


def test_replaying_the_minis_log_matches_checked_play_after_every_move() -> None:
    checked, replayed = Rotw(PLAYERS, MINIS_SEED, MINIS_OPTIONS), Rotw(PLAYERS, MINIS_SEED, MINIS_OPTIONS)
    assert replay_side_by_side(checked, replayed, EXAMPLE, bots={BOT}) == 247 and checked.over


async def test_the_finished_minis_game_exports_and_imports_with_its_options(tmp_path: Path) -> None:
    from bot.transfer import export_game, import_game

    db = tmp_path / "g.sqlite3"
    _text, played = await play_example(EXAMPLE, db)
    store = await Store.open(db)
    try:
        record = (await store.channel_history("local"))[0]
        _name, data = await export_game(store, record)
        record2, game, _signed = await import_game(store, data.decode() if isinstance(data, bytes) else data,
                                          guild_id="g2", channel_id="elsewhere", creator_id="u9")
        assert record2.options == {"options": list(MINIS_OPTIONS), "rules": RULES_REVISION} and record2.status == "finished"
        assert game.moves == len(played.history)
        reloaded = (await GameService(store).load(record2)).game
        assert reloaded.options == MINIS_OPTIONS and reloaded.state == played.state
    finally:
        await store.close()


async def test_a_rotw_export_with_a_seed_of_ones_choosing_is_refused(tmp_path: Path) -> None:
    """Issue 21: a player wrote an export with a seed of their choice (its checksum recomputed) and knew the other
    player's Rail Baron cards. A game with hidden information is imported only as its own bot signed it."""
    db = tmp_path / "g.sqlite3"
    await play_example(EXAMPLE, db)
    store = await Store.open(db)
    other = await Store.open(tmp_path / "other.sqlite3")  # another bot: another key
    try:
        record = (await store.channel_history("local"))[0]
        _name, data = await export_game(store, record)
        document = json.loads(data)
        document["seed"] = 12345
        body = {k: v for k, v in document.items() if k not in ("checksum", "signature")}
        document["checksum"] = hashlib.sha256(json.dumps(body, sort_keys=True, separators=(",", ":"),
                                                         ensure_ascii=False).encode()).hexdigest()
        for target, text in ((store, json.dumps(document)), (other, data.decode())):
            with pytest.raises(IllegalAction, match="not signed by this bot"):
                await import_game(target, text, guild_id="g2", channel_id="elsewhere", creator_id="u9")
            assert await target.channel_history("elsewhere") == []
    finally:
        await store.close()
        await other.close()
