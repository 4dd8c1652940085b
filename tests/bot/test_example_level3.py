"""The shipped 18EZ Level 3 example: a 4-player game through the console, from the Startpacket
auction through the Black Line's formation to the final net worths."""

from __future__ import annotations

from pathlib import Path

from bot.service import GameService
from engine.eighteen.ez.level3 import EZLevel3
from storage import Store
from tests.example_replay import play_example, replay_side_by_side

EXAMPLE = Path(__file__).resolve().parents[2] / "examples" / "18ez-level3.txt"


async def test_the_level3_example_plays_to_its_end(tmp_path: Path) -> None:
    db = tmp_path / "g.sqlite3"
    text, played = await play_example(EXAMPLE, db)

    assert "A special auction for the Harriot Milton Hotel begins among Dee and Ann; Dee bids first." in text
    assert "Cid wins the Metropolis Rapid Transit Authority for $85." in text  # its only bidder
    assert "A special auction for the Rockfourd Railroad begins among Cid and Dee" in text
    assert "The Startpacket is sold out." in text
    assert "pays $5 to" in text and "splits its $" in text  # private revenue; a minor's 50/50 split
    assert "keeps half, $" in text  # partial retention
    assert "Black Line shares are on sale from now on" in text
    assert text.index("Black Line forms at the end of this Operating Round.") < text.index("Bob exchanges the Obsidian Railroad")
    assert "its station becomes a Black Line station" in text
    assert text.count("(only you)") == 1  # the refused bid
    assert "Bob wins!" in text
    # every train runs: BR&N's two type 3 trains, one route each (rulebook 2.6)
    assert ("BR&N's type 3 train runs Bear River (B9) - Purple Springs (E4) - Ashford (D7) for $100.\n"
            "   BR&N's type 3 train runs Bear River (B9) - the Northwest off-board for $60.") in text
    # rules revision 4: TC&L and M&R float at $60 in one round; their share value tokens go on the chart when it ends,
    # in the order they floated (TC&L first), M&R's under TC&L's (1.9, 1.14)
    assert ("   M&R floats with $600 from the bank in its treasury.\n"
            "   TC&L floats with $600 from the bank in its treasury.\n"
            "   TC&L's share value token goes on the chart at $60.\n"
            "   M&R's share value token goes on the chart at $60, under TC&L.\n") in text

    store = await Store.open(db)
    record = (await store.channel_history("local"))[0]
    assert record.status == "finished"
    assert record.scores == {"Ann": 2886, "Bob": 3715, "Cid": 3015, "Dee": 3506}
    rebuilt = (await GameService(store).load(record)).game
    await store.close()
    assert rebuilt.state == played.state
    assert isinstance(rebuilt, EZLevel3)
    assert {rebuilt.player_name(p): rebuilt.net_worth(p) for p in range(4)} == record.scores


def test_replaying_the_level3_log_matches_checked_play_after_every_move() -> None:
    checked, replayed = EZLevel3(["Ann", "Bob", "Cid", "Dee"], 3), EZLevel3(["Ann", "Bob", "Cid", "Dee"], 3)
    moves = replay_side_by_side(checked, replayed, EXAMPLE)
    assert moves == 570 and checked.over
