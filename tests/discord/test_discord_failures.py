"""When Discord fails, the move is saved once and people are told the truth (issue 21 §2), on SimCord with its
errors injected: a refused answer tells the mover their move is saved and owes the post to the channel (posted
as soon as Discord allows, the next player pinged), the same command repeated right after is shown, not made
twice, and a player whose direct messages fail is pinged in the game's channel instead."""

from __future__ import annotations

import pytest
import simcord

from tests.discord.conftest import BotFactory
from tests.discord.table import answer, is_private, mentions
from tests.discord.test_discord_features import CHOOSING, started


async def log_length(table: object) -> int:
    bot = table.bot  # type: ignore[attr-defined]
    record = await bot.store.active_game(str(table.channel.id))  # type: ignore[attr-defined]
    return await bot.store.log_length(record.id)


@pytest.mark.simcord(check_errors=False)
async def test_a_refused_answer_tells_the_truth_and_the_channel_gets_the_move(simcord_env: simcord.Env) -> None:
    table = await started(simcord_env)
    before = await log_length(table)
    simcord_env.inject_error("POST", "/interactions/*/*/callback", status=500, times=1)
    result = await table.type(CHOOSING[0])  # Bob chooses PS&W; Discord refuses the answer once
    assert await log_length(table) == before + 1  # saved, once
    said = answer(result)
    assert is_private(result) and said.startswith("Your move is saved (move 1), but Discord did not let me post it (500")
    assert "nothing was changed" not in said
    posted = table.last_text()
    assert "Bob takes the Purple Springs & Western" in posted  # the owed post reached the channel
    assert mentions(posted) == [str(table.players["Cid"].id)]  # and the next player was pinged


@pytest.mark.simcord(check_errors=False)
async def test_the_same_command_repeated_after_a_failure_is_not_made_twice(simcord_env: simcord.Env) -> None:
    table = await started(simcord_env)
    before = await log_length(table)
    # the answer, the truth and the channel post all fail: the move is saved, no one has seen it
    simcord_env.inject_error("POST", "/interactions/*/*/callback", status=500, times=2)
    simcord_env.inject_error("POST", "/channels/*/messages", status=500, times=1)
    await table.type(CHOOSING[0])
    assert await log_length(table) == before + 1
    assert "Purple Springs & Western" not in table.last_text()
    again = await table.type(CHOOSING[0])  # Bob thinks it failed and says it again
    assert await log_length(table) == before + 1  # not made twice
    assert "Bob takes the Purple Springs & Western" in table.last_text()  # the saved move is shown now
    assert any("saved already" in m.content and m.ephemeral for m in again.followups)
    assert table.bot.store is not None and await table.bot.front.deliver_owed() == 0  # nothing left owed


@pytest.mark.simcord(check_errors=False)
async def test_a_failed_direct_message_pings_in_the_channel_instead(simcord_env: simcord.Env) -> None:
    table = await started(simcord_env, "Cid: /game notify where:dm")
    simcord_env.inject_error("POST", "/channels/*/messages", status=403, times=1)  # Cid's direct message is refused
    await table.type(CHOOSING[0])  # Bob chooses; Cid is next
    cid = str(table.players["Cid"].id)
    assert any(cid in mentions(m.content) and "direct message" in m.content for m in table.channel.history())


@pytest.mark.simcord(check_errors=False)
async def test_an_owed_post_survives_a_restart(simcord_env: simcord.Env, make_bot: BotFactory) -> None:
    table = await started(simcord_env)
    simcord_env.inject_error("POST", "/interactions/*/*/callback", status=500, times=1)
    simcord_env.inject_error("POST", "/channels/*/messages", status=503, times=1)  # the channel is down too
    await table.type(CHOOSING[0])
    assert "Purple Springs & Western" not in table.last_text()
    await simcord_env.restart_bot(make_bot())  # the bot goes down with the post owed
    await simcord_env.advance_time(61)  # its next try (a minute after the refused one)
    assert "Bob takes the Purple Springs & Western" in table.last_text()  # posted by the restarted bot
