"""The shipped 18GL example: a 4-player game through the console, from the private companies'
auction through CONRAIL's formation and the D trains to the final net worths."""

from __future__ import annotations

from pathlib import Path

from bot.service import GameService
from engine.eighteen.gl.game import GL18
from engine.eighteen.gl.operating import net_worth
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
    assert "Monon floats with $300 (5 shares at $60); its other 5 shares go to its treasury." in text
    assert "Wabash's home station goes in C19; the other St. Louis circle is closed." in text
    assert "The RailWorks closes." in text
    assert "Wabash pays half of its $150: Ann $32, Bob $16, Dee $24; Wabash keeps $70." in text
    assert "PRR's 2H trains are obsolete: $75 salvage." in text
    assert "IC takes a $500 loan to buy a 10H; its share value falls to $80." in text
    assert "DT&I repays 1 loan; its share value rises to $50." in text
    assert "NKP activates the London-Cleveland ferry in place of its tile" in text
    assert "GT pays CONRAIL $50 for using the London-Cleveland ferry." in text  # NKP's ferry token went to CONRAIL
    assert "CONRAIL forms from Wabash, NKP, Monon: their shares are exchanged two for one." in text
    # 4.5.1.2: every merged home is replaced, Wabash's in St. Louis's second circle (C19) too
    assert ("CONRAIL's stations replace the merged homes: the St. Louis off-board, the Cincinnati / Louisville off-board, "
            "Cleveland (L14).") in text
    assert "IC's E (doubled) train runs" in text and "'s D train runs" in text
    assert "Phase D begins" in text
    assert "The game is over. Net worth: Cid $6,992, Dee $6,136, Ann $4,435, Bob $3,695." in text
    assert "Cid wins!" in text

    store = await Store.open(db)
    record = (await store.channel_history("local"))[0]
    assert record.status == "finished"
    assert record.scores == {"Ann": 4435, "Bob": 3695, "Cid": 6992, "Dee": 6136}
    rebuilt = (await GameService(store).load(record)).game
    await store.close()
    assert isinstance(rebuilt, GL18)
    assert rebuilt.state == played.state
    assert {rebuilt.player_name(p): net_worth(rebuilt, p) for p in range(4)} == record.scores


def test_replaying_the_18gl_log_matches_checked_play_after_every_move() -> None:
    checked, replayed = GL18(PLAYERS, 9), GL18(PLAYERS, 9)
    moves = replay_side_by_side(checked, replayed, EXAMPLE)
    assert moves == 670 and checked.over
