"""The shipped 18EZ Level 2 example: a 4-player game through the console (Dee hands her seat to the bot for a while)
to the final net worths."""

from __future__ import annotations

import io
from pathlib import Path

from bot.console import Console
from bot.service import GameService
from engine.eighteen.ez.level2.game import EZLevel2
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

    assert "Cid becomes president of PS&W from Dee, with its charter and treasury." in text  # a change of presidency
    # a forced share sale: M&YR must buy a type 5 and Ann, its president, sells a share to pay what it lacks
    forced_sale = text.index("-> @Ann: M&YR must buy a train (cheapest: type 5 for $450; treasury $220): /buy-train, or /sell "
                             "shares first if the president must pay\nAnn: /sell shares:BCRR 1\n   Ann sells 1 BCRR share")
    assert forced_sale < text.index("Forced purchase: M&YR pays its $220 and Ann pays the $230 it lacks.")
    # every train runs: M&YR's two type 2 trains, one route each (2.6)
    assert ("M&YR's type 2 train runs Yellow River (G18) - the East off-board for $50.\n"
            "   M&YR's type 2 train runs Yellow River (G18) - Cobalt (H15) for $40.\n   M&YR earns $90") in text
    # rules revision 4: share value tokens go on the chart when the round ends, in the order the railroads floated
    # (BCRR, TC&L, BR&N), a later one under an earlier one on the same space (1.9, 1.14)
    assert ("   BR&N floats with $900 from the bank in its treasury.\n"
            "   BCRR floats with $500 from the bank in its treasury.\n"
            "   TC&L floats with $500 from the bank in its treasury.\n"
            "   BCRR's share value token goes on the chart at $50.\n"
            "   TC&L's share value token goes on the chart at $50, under BCRR.\n"
            "   BR&N's share value token goes on the chart at $90.\n") in text
    assert "type 2 train is scrapped without compensation" in text
    assert "The bank has run out of money: the game ends after the current set of Operating Rounds." in text
    assert text.count("(only you)") == 4  # the bad inputs, each refused with its reason
    assert "$55 is not a par value" in text and "would sell the President's Certificate" in text
    # the bot plays Dee's seat while she is away: its moves, marked "(bot)", come between the hand-over and the take-back
    away = text.index("The bot takes over Dee's seat (from Dee)")
    back = text.index("Dee takes the seat back from the bot: the same place, money and companies.")
    bot_moves = [i for i in range(len(text)) if text.startswith(" (bot)\n", i)]
    assert bot_moves and away < bot_moves[0] and bot_moves[-1] < back
    assert "PS&W lays tile 6 on Ashford (D7) (rotation 4). (bot)" in text[away:back]  # Dee's railroad, played by the bot
    assert "Cid wins!" in text

    store = await Store.open(db)
    record = (await store.channel_history("local"))[0]
    assert record.status == "finished"
    assert record.scores == {"Ann": 3249, "Bob": 3120, "Cid": 3455, "Dee": 2805}
    rebuilt = (await GameService(store).load(record)).game
    await store.close()
    assert rebuilt.state == played.state  # the stored log rebuilds the same game
    assert isinstance(rebuilt, EZLevel2)
    assert {rebuilt.player_name(p): rebuilt.net_worth(p) for p in range(4)} == record.scores


def test_replaying_the_log_matches_checked_play_after_every_move() -> None:
    """Replays trust moves checked when they were made; they must still reach the same state, move by move."""
    checked, replayed = EZLevel2(["Ann", "Bob", "Cid", "Dee"], 5), EZLevel2(["Ann", "Bob", "Cid", "Dee"], 5)
    # no lobby bot: the script's /game replace lines hand Dee's seat to the bot and back, and the bot's moves are made
    moves = replay_side_by_side(checked, replayed, EXAMPLE, bots=set())
    assert moves == 409 and checked.over
