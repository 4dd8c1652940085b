"""The shipped 18EZ Level 2 example: a 4-player game through the console to the final net worths."""

from __future__ import annotations

import io
from pathlib import Path

from bot.console import Console
from bot.service import GameService
from engine.eighteen.ez.level2 import EZLevel2
from storage import Store
from tests.example_replay import replay_side_by_side

EXAMPLE = Path(__file__).resolve().parents[2] / "examples" / "18ez-level2.txt"


async def test_the_level2_example_plays_to_its_end(tmp_path: Path) -> None:
    db = tmp_path / "g.sqlite3"
    store = await Store.open(db)
    out = io.StringIO()
    console = Console(store, "local", out=out)
    await console.run_lines(EXAMPLE.read_text().splitlines(), echo=True)
    played = next(iter(console.layer.games._cache.values())).game
    await store.close()
    text = out.getvalue()

    assert "Ann becomes president of PS&W from Dee, with its charter and treasury." in text  # a change of presidency
    forced_sale = text.index("Ann: /sell shares:BR&N 1")
    assert (text.index("BCRR must buy a train") < forced_sale < text.index("Ann: /sell shares:M&YR 1")
            < text.index("Forced purchase: BCRR pays its $220 and Ann pays the $230 it lacks."))
    # every train runs: PS&W's three type 3 trains, one route each (2.6), $260 where its best train alone ran $100
    assert ("PS&W's type 3 train runs Purple Springs (E4) - Ashford (D7) - Bear River (B9) for $100.\n"
            "   PS&W's type 3 train runs Purple Springs (E4) - Dunmore (G6) for $80.\n"
            "   PS&W's type 3 train runs Purple Springs (E4) - the West off-board for $80.\n   PS&W earns $260") in text
    # rules revision 4: share value tokens go on the chart when the round ends, in the order the railroads floated
    # (M&R, BR&N, TC&L), a later one under an earlier one on the same space (1.9, 1.14)
    assert ("   BR&N floats with $900 from the bank in its treasury.\n"
            "   M&R floats with $500 from the bank in its treasury.\n"
            "   TC&L floats with $500 from the bank in its treasury.\n"
            "   M&R's share value token goes on the chart at $50.\n"
            "   BR&N's share value token goes on the chart at $90.\n"
            "   TC&L's share value token goes on the chart at $50, under M&R.\n") in text
    assert "type 2 train is scrapped without compensation" in text
    assert "The bank has run out of money: the game ends after the current set of Operating Rounds." in text
    assert text.count("(only you)") == 4  # the bad inputs, each refused with its reason
    assert "$55 is not a par value" in text and "would sell the President's Certificate" in text
    assert "Ann wins!" in text

    store = await Store.open(db)
    record = (await store.channel_history("local"))[0]
    assert record.status == "finished"
    assert record.scores == {"Ann": 3357, "Bob": 3034, "Cid": 3233, "Dee": 2505}
    rebuilt = (await GameService(store).load(record)).game
    await store.close()
    assert rebuilt.state == played.state  # the stored log rebuilds the same game
    assert isinstance(rebuilt, EZLevel2)
    assert {rebuilt.player_name(p): rebuilt.net_worth(p) for p in range(4)} == record.scores


def test_replaying_the_log_matches_checked_play_after_every_move() -> None:
    """Replays trust moves checked when they were made; they must still reach the same state, move by move."""
    checked, replayed = EZLevel2(["Ann", "Bob", "Cid", "Dee"], 5), EZLevel2(["Ann", "Bob", "Cid", "Dee"], 5)
    moves = replay_side_by_side(checked, replayed, EXAMPLE)
    assert moves == 509 and checked.over
