"""The shipped 18GL example: a 4-player game through the console, from the private companies'
auction through CONRAIL's formation and the D trains to the final net worths."""

from __future__ import annotations

from pathlib import Path

from bot.service import GameService
from engine.titles.gl import GL18
from engine.titles.gl_operating import net_worth
from storage import Store
from tests.example_replay import play_example, replay_side_by_side

EXAMPLE = Path(__file__).resolve().parents[2] / "examples" / "18gl.txt"
PLAYERS = ["Ann", "Bob", "Cid", "Dee"]


async def test_the_18gl_example_plays_to_its_end(tmp_path: Path) -> None:
    db = tmp_path / "g.sqlite3"
    text, played = await play_example(EXAMPLE, db)

    assert "Cleveland and Eastern Railway is on top of the Startpacket: buy it at $20 instead of bidding." in text
    assert text.count("(only you)") == 1  # the refused bid changed nothing
    assert "Ann wins the Elgin, Joliet and Eastern Railway Company for $45." in text
    assert "B&O floats with $300 (5 shares at $60); its other 5 shares go to its treasury." in text
    assert "Wabash's home station goes in C19; the other St. Louis circle is closed." in text
    assert "The RailWorks closes." in text
    assert "Wabash pays half of its $100: Cid $10, Dee $15; Wabash keeps $75." in text
    assert "B&O's 2H trains are obsolete: $100 salvage." in text
    assert "B&O takes a $500 loan to buy a 6H; its share value falls to $40." in text
    assert "NYC repays 1 loan; its share value rises to $130." in text
    assert "GT activates the London-Cleveland ferry in place of its tile" in text
    assert "DT&I pays GT $50 for using the London-Cleveland ferry." in text
    assert "CONRAIL forms from B&O, Wabash, PRR, IC, GT: their shares are exchanged two for one." in text
    assert "Dee receives 4 CONRAIL 5% shares and 3 Bonds." in text  # more than four merged: Bonds in the exchange
    assert "CONRAIL redeems 3 Bonds from Dee for $300." in text
    assert "CONRAIL's E (doubled) train runs" in text and "'s D train runs" in text
    assert "Phase D begins" in text
    assert "The game is over. Net worth: Cid $7,686, Ann $6,148, Dee $5,868, Bob $5,435." in text
    assert "Cid wins!" in text

    store = await Store.open(db)
    record = (await store.channel_history("local"))[0]
    assert record.status == "finished"
    assert record.scores == {"Ann": 6148, "Bob": 5435, "Cid": 7686, "Dee": 5868}
    rebuilt = (await GameService(store).load(record)).game
    await store.close()
    assert isinstance(rebuilt, GL18)
    assert rebuilt.state == played.state
    assert {rebuilt.player_name(p): net_worth(rebuilt, p) for p in range(4)} == record.scores


def test_replaying_the_18gl_log_matches_checked_play_after_every_move() -> None:
    checked, replayed = GL18(PLAYERS, 9), GL18(PLAYERS, 9)
    moves = replay_side_by_side(checked, replayed, EXAMPLE)
    assert moves == 760 and checked.over
