"""Issue 34, "Also seen": a reminder's direct message quotes the game's last move, not the reminder."""

from __future__ import annotations

import simcord

from tests.discord.test_discord_features import HOUR, started


async def test_a_reminders_direct_message_quotes_the_last_move(simcord_env: simcord.Env) -> None:
    table = await started(simcord_env, "Cid: /game notify where:dm", "Ann: /game remind after:1")
    await table.type("Bob: /choose railroad:PS&W")
    dms = table.players["Cid"].user.dm_channel
    seen = len(dms.history())
    await simcord_env.advance_time(HOUR + 60)
    assert len(dms.history()) == seen + 1
    first = dms.history()[-1].content.splitlines()[0]
    assert first.startswith("Reminder (last move: Bob takes the Purple Springs & Western (PS&W), home Purple Springs (E4), "
                            "with $170) → you: choose a railroad with /choose railroad:…"), first
    assert "Reminder: the game is waiting" not in dms.history()[-1].content
