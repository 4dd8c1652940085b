"""The shipped Railways of the World example: a 4-player Eastern U.S. game through the console, from
the secret Rail Baron choice to the final scoring, with Dee's seat handed to the bot for a while and taken back and
the Western Link built at Des Moines; its replay equal to live play after every move."""

from __future__ import annotations

from pathlib import Path

from bot.service import GameService
from engine.rotw.game import Rotw
from storage import Store
from tests.example_replay import play_example, replay_side_by_side
from tests.make_example_rotw_maps import PLAYERS, SEED

EXAMPLE = Path(__file__).resolve().parents[2] / "examples" / "rotw-eastern-us.txt"


async def test_the_rotw_example_plays_to_its_end(tmp_path: Path) -> None:
    db = tmp_path / "g.sqlite3"
    text, played = await play_example(EXAMPLE, db)

    assert text.count("(only you) You keep ") == 4  # each kept Rail Baron card is shown to its keeper alone
    assert "Ann keeps a Rail Baron card." in text
    before_the_end = text.split("Ann: 89 points")[0]
    public = [line for line in before_the_end.splitlines() if "(only you)" not in line]
    assert not any("Mark Hopkins" in line for line in public)  # Ann's card is revealed only at the end
    assert "Ann bids $2,000." in text and "Bob pays $3,000 and goes first." in text
    assert "Everyone passed: Ann, to the left of the last first player, goes first." in text
    assert "Ann issues 1 bond ($5,000) to pay for the track." in text
    assert "Ann issues 1 bond ($5,000) to urbanize.\n   Ann urbanizes Dover (K49): it is black now" in text
    assert "Bob gains 1 point for The Railroad Era Begins (now 2, income $4,000)." in text
    assert "Columbus (N30) is empty: Empty City Marker 1 of 14." in text
    assert "Cid gains 3 points for Service Bounty: Jacksonville (now 10, income $12,000)." in text
    assert "Bob gains 4 points for Passenger Lines (now 13, income $15,000)." in text
    assert "Bob gains 3 points for Speed Record (now 19, income $18,000)." in text
    assert "Dee takes Railroad Executive: 2 more actions now." in text
    assert "Dee gains 1 point for the Hotel: Philadelphia (now 3, income $5,000)." in text
    assert "Bob gains 6 points for the Major Line Atlanta - Richmond (now 47, income $25,000)." in text
    assert "Bob upgrades to a level 4 engine for $10,000." in text
    # a Rail Baron card met during the game is revealed then, its points on the track at once
    assert ("Cid upgrades to a level 6 engine for $15,000.\n   Cid reveals the Rail Baron card George Pullman: first to a "
            "level 6 engine.") in text
    # a delivery over another player's link scores that player too
    assert ("Bob delivers a black cube Richmond (N46) - Baltimore (J44) - Philadelphia (H46) - Dover (K49).\n"
            "   Bob gains 2 points for 2 links (now 21, income $19,000).\n"
            "   Ann gains 1 point for 1 link (now 13, income $15,000).") in text
    # Dee hands her seat to the bot, which plays it (its moves marked), and takes it back
    assert "The bot takes over Dee's seat (from Dee)" in text
    assert "   Dee delivers a blue cube Chicago (N16) - Toledo (L24) - Pittsburgh (K35). (bot)" in text
    assert "Dee takes the seat back from the bot" in text
    handed = text.split("The bot takes over Dee's seat")[1].split("Dee: /game replace seat:@Dee with:@Dee")[0]
    assert "Dee: /" not in handed and handed.count("(bot)") == 12  # no line of hers: the bot's moves
    assert "(bot)" not in text.split("takes the seat back from the bot")[1]
    assert "Washington D.C. (L44) is empty: Empty City Marker 14 of 14." in text
    # the Western Link (a feature nudge, tests/example_person_rotw.py): Dee's link to Des Moines, then the link itself
    assert "Dee lays 3 tiles for $6,000, completing link 47: Rock Island (P10) - Des Moines (Q3)." in text
    assert "Dee builds the Western Link at Des Moines (Q3) for $30,000; 4 red cubes arrive there." in text
    assert "The last Empty City Marker is placed: the game ends after turn 16." in text
    assert "Ann: 89 points (93 on the track, less 4 for bonds; Rail Baron Mark Hopkins: not met)." in text
    assert ("Cid: 74 points (75 on the track, less 1 for bonds; Rail Baron George Pullman: met during the game, its 6 "
            "points on the track).") in text
    assert "Bob wins with 111 points!" in text

    store = await Store.open(db)
    record = (await store.channel_history("local"))[0]
    assert record.status == "finished"
    assert record.scores == {"Ann": 89, "Bob": 111, "Cid": 74, "Dee": 103}
    rebuilt = (await GameService(store).load(record)).game
    await store.close()
    assert isinstance(rebuilt, Rotw) and rebuilt.state == played.state


def test_replaying_the_rotw_log_matches_checked_play_after_every_move() -> None:
    checked, replayed = Rotw(PLAYERS, SEED), Rotw(PLAYERS, SEED)
    assert replay_side_by_side(checked, replayed, EXAMPLE) == 286 and checked.over  # Dee's bot: from the script's lines
