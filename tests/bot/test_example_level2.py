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

    assert "becomes president of" in text  # a change of presidency
    forced_sale = text.index("Ann: /sell shares:BR&N 1")
    assert text.index("BCRR must buy a train") < forced_sale < text.index("Forced purchase: BCRR pays its $260 and Ann pays the $40")
    # every train runs: PS&W's three type 3 trains, one route each (2.6), $280 where one train ran $120 before the fix
    assert ("PS&W's type 3 train runs Ashford (D7) - Bear River (B9) - Blue Cove (C16) for $120.\n"
            "   PS&W's type 3 train runs Ashford (D7) - Millbrook (F9) - Metropolis (F11) for $90.\n"
            "   PS&W's type 3 train runs Ashford (D7) - Purple Springs (E4) for $70.\n   PS&W earns $280") in text
    assert "type 2 train is scrapped without compensation" in text
    assert "The bank has run out of money: the game ends after the current set of Operating Rounds." in text
    assert text.count("(only you)") == 4  # the bad inputs, each refused with its reason
    assert "$55 is not a par value" in text and "would sell the President's Certificate" in text
    assert "Ann wins!" in text

    store = await Store.open(db)
    record = (await store.channel_history("local"))[0]
    assert record.status == "finished"
    assert record.scores == {"Ann": 4084, "Bob": 3469, "Cid": 2995, "Dee": 3354}
    rebuilt = (await GameService(store).load(record)).game
    await store.close()
    assert rebuilt.state == played.state  # the stored log rebuilds the same game
    assert isinstance(rebuilt, EZLevel2)
    assert {rebuilt.player_name(p): rebuilt.net_worth(p) for p in range(4)} == record.scores


def test_replaying_the_log_matches_checked_play_after_every_move() -> None:
    """Replays trust moves checked when they were made; they must still reach the same state, move by move."""
    checked, replayed = EZLevel2(["Ann", "Bob", "Cid", "Dee"], 5), EZLevel2(["Ann", "Bob", "Cid", "Dee"], 5)
    moves = replay_side_by_side(checked, replayed, EXAMPLE)
    assert moves == 510 and checked.over
