"""The shipped 18EZ Level 3 example: a 4-player game through the console, one seat a lobby bot's (Brunel), from the
Startpacket auction through the Black Line's formation to the final net worths."""

from __future__ import annotations

from pathlib import Path

from bot.service import GameService
from engine.eighteen.ez.level3.game import EZLevel3
from storage import Store
from tests.example_replay import play_example, replay_side_by_side

EXAMPLE = Path(__file__).resolve().parents[2] / "examples" / "18ez-level3.txt"


async def test_the_level3_example_plays_to_its_end(tmp_path: Path) -> None:
    db = tmp_path / "g.sqlite3"
    text, played = await play_example(EXAMPLE, db)

    # one seat is a lobby bot's: Ann seats it; it sits first and plays by itself, its moves marked "(bot)"
    assert "Ann seats a bot, Brunel: it plays within seconds of its turn." in text
    assert "Seating order, drawn at random: Brunel, Ann, Cid, Bob." in text
    assert "Brunel buys the Short Line Railroad for $20. (bot)" in text
    assert ("Brunel buys the Harriot Milton Hotel for $50. (bot)\n"
            "   A special auction for the Metropolis Rapid Transit Authority begins among Ann and Cid; Ann bids first.") in text
    assert "Cid wins the Metropolis Rapid Transit Authority for $100." in text
    assert "Bob wins the Obsidian Railroad for $160." in text  # its only bidder
    assert "The Startpacket is sold out." in text
    assert "pays $5 to" in text and "splits its $" in text  # private revenue; a minor's 50/50 split
    assert "keeps half, $" in text  # partial retention
    assert "Black Line shares are on sale from now on" in text
    assert text.index("Black Line forms at the end of this Operating Round.") < text.index("Bob exchanges the Obsidian Railroad")
    assert "its station becomes a Black Line station" in text
    assert "Brunel exchanges ROCK's charter for a Black Line share." in text
    assert text.count("(only you)") == 1  # the refused bid: every other typed move is accepted
    assert "Cid wins!" in text
    # every train runs: BR&N's two type 2 trains, one route each (rulebook 2.6)
    assert ("BR&N's type 2 train runs Bear River (B9) - Granite Falls (C12) for $60.\n"
            "   BR&N's type 2 train runs Bear River (B9) - the Northwest off-board for $50.") in text
    # rules revision 4: TC&L and M&R float at $50 in one round; their share value tokens go on the chart when it ends,
    # in the order they floated (TC&L first), M&R's under TC&L's (1.9, 1.14)
    assert ("   BCRR floats with $600 from the bank in its treasury.\n"
            "   M&R floats with $500 from the bank in its treasury.\n"
            "   TC&L floats with $500 from the bank in its treasury.\n"
            "   TC&L's share value token goes on the chart at $50.\n"
            "   M&R's share value token goes on the chart at $50, under TC&L.\n"
            "   BCRR's share value token goes on the chart at $60.\n") in text

    store = await Store.open(db)
    record = (await store.channel_history("local"))[0]
    assert record.status == "finished"
    assert record.scores == {"Ann": 3272, "Bob": 3486, "Cid": 3498, "Brunel": 3318}
    rebuilt = (await GameService(store).load(record)).game
    await store.close()
    assert rebuilt.state == played.state
    assert isinstance(rebuilt, EZLevel3)
    assert {rebuilt.player_name(p): rebuilt.net_worth(p) for p in range(4)} == record.scores


def test_replaying_the_level3_log_matches_checked_play_after_every_move() -> None:
    players = ["Ann", "Bob", "Cid", "Brunel"]  # in joining order: Brunel is the lobby bot Ann seats last
    checked, replayed = EZLevel3(players, 3), EZLevel3(players, 3)
    moves = replay_side_by_side(checked, replayed, EXAMPLE, bots={"Brunel"})
    assert moves == 477 and checked.over
