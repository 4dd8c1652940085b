"""Every saved move reaches its channel exactly once (issue 32 §1–2), on SimCord: the post a move owes is written
with the move, so a bot killed after saving a move and before answering it still posts it once restarted (the next
player pinged); a deliverer killed after posting does not post twice; a repeated command is recognised whatever
happened to the post; and a mover whose answers all fail is told by the original answer, edited."""

from __future__ import annotations

from typing import Any

import discord
import pytest
import simcord

from bot.commands import Reply
from bot.discordbot import front
from bot.discordbot.owed import DAY_S, OWED_ATTEMPTS, retry_in
from tests.discord.conftest import BotFactory
from tests.discord.table import answer, is_private, mentions
from tests.discord.test_discord_failures import log_length
from tests.discord.test_discord_features import CHOOSING, started

BOB_CHOOSES = "Bob takes the Purple Springs & Western"


def copies(table: Any, text: str) -> int:
    """The posts that say `text` (the live board, pinned, recalls the last moves too: it is not a post of them)."""
    return sum(text in m.content for m in table.channel.history() if not m.pinned)


@pytest.mark.simcord(check_errors=False)
async def test_a_bot_killed_after_saving_a_move_posts_it_once_restarted(simcord_env: simcord.Env,
                                                                         make_bot: BotFactory) -> None:
    """kill -9 after the move is saved and before its post: the post never reached the channel and the next player
    was never pinged (3 of 3). The row written with the move is posted by the restarted bot, pinging Cid."""
    table = await started(simcord_env)
    before = await log_length(table)

    async def killed(interaction: discord.Interaction[Any], reply: Reply, command: str = "") -> None:
        return None  # the process dies here: the move is saved, nothing is sent

    table.bot.front.answer = killed  # type: ignore[method-assign]
    await table.type(CHOOSING[0])
    assert await log_length(table) == before + 1 and copies(table, BOB_CHOOSES) == 0
    await simcord_env.restart_bot(make_bot())
    await simcord_env.advance_time(1)  # a bot alone on its database posts what its killed predecessor owed at once
    assert copies(table, BOB_CHOOSES) == 1
    posted = next(m for m in table.channel.history() if BOB_CHOOSES in m.content and not m.pinned)
    assert mentions(posted.content) == [str(table.players["Cid"].id)]  # the next player is told
    await simcord_env.advance_time(3600)
    assert copies(table, BOB_CHOOSES) == 1  # and never again


@pytest.mark.simcord(check_errors=False)
async def test_an_answered_move_whose_process_died_before_saying_so_is_not_posted_again(
        simcord_env: simcord.Env, make_bot: BotFactory) -> None:
    """Killed after Discord took the answer and before the row was marked: the restarted deliverer finds the
    answer's interaction in the channel's history and posts nothing."""
    table = await started(simcord_env)
    store = table.bot.store
    assert store is not None
    real = store.post_delivered

    async def killed(post_id: int, **marks: bool) -> None:
        return None  # the process dies between the answer and the row's mark: the mark is never written

    store.post_delivered = killed  # type: ignore[method-assign]
    await table.type(CHOOSING[0])
    store.post_delivered = real  # type: ignore[method-assign]
    assert copies(table, BOB_CHOOSES) == 1
    await simcord_env.restart_bot(make_bot())
    await simcord_env.advance_time(95)
    assert copies(table, BOB_CHOOSES) == 1
    restarted = simcord_env.bot.store  # type: ignore[attr-defined]
    assert await restarted.next_owed_at() is None


@pytest.mark.simcord(check_errors=False)
async def test_a_deliverer_killed_after_posting_does_not_post_twice(simcord_env: simcord.Env, make_bot: BotFactory) -> None:
    """Killed during owed-post delivery: posted twice. A row claimed before is looked for in the channel first."""
    table = await started(simcord_env)
    simcord_env.inject_error("POST", "/interactions/*/*/callback", status=500, times=1)
    store = table.bot.store
    assert store is not None
    real = store.post_delivered

    async def killed(post_id: int, **marks: bool) -> None:
        return None  # the deliverer dies after the channel took the post: the mark is never written

    store.post_delivered = killed  # type: ignore[method-assign]
    await table.type(CHOOSING[0])
    store.post_delivered = real  # type: ignore[method-assign]
    assert copies(table, BOB_CHOOSES) == 1
    await simcord_env.restart_bot(make_bot())
    await simcord_env.advance_time(3 * 3600)
    assert copies(table, BOB_CHOOSES) == 1


@pytest.mark.simcord(check_errors=False)
async def test_a_repeat_after_a_failed_answer_is_recognised_though_the_channel_got_the_post(simcord_env: simcord.Env) -> None:
    """§2: the answer was refused, the bot posted the move to the channel at once and forgot it, and the mover's
    repeated command was saved as a second move (3 of 3 failure kinds)."""
    table = await started(simcord_env)
    before = await log_length(table)
    simcord_env.inject_error("POST", "/interactions/*/*/callback", status=500, times=1)
    first = await table.type(CHOOSING[0])
    assert is_private(first) and answer(first).startswith("Your move is saved (move 1)")
    assert copies(table, BOB_CHOOSES) == 1  # the channel has it
    again = await table.type(CHOOSING[0])  # Bob was told, but says it again
    assert await log_length(table) == before + 1  # not made twice
    assert is_private(again) and "saved already" in answer(again)
    assert copies(table, BOB_CHOOSES) == 1
    third = await table.type(CHOOSING[0])  # now answered: the same command is a move again (refused: it is Cid's turn)
    assert is_private(third) and "saved already" not in answer(third)


@pytest.mark.simcord(check_errors=False)
async def test_a_connection_reset_is_a_failed_send(simcord_env: simcord.Env, monkeypatch: pytest.MonkeyPatch) -> None:
    """A connection reset was not a failed send: "Sorry, something went wrong", nothing owed, the post lost."""
    table = await started(simcord_env)
    real = discord.InteractionResponse.send_message
    broken = [True]

    async def reset(self: discord.InteractionResponse, *args: Any, **kwargs: Any) -> Any:
        if broken and not kwargs.get("ephemeral"):
            broken.clear()
            raise ConnectionResetError("connection reset by peer")
        return await real(self, *args, **kwargs)

    monkeypatch.setattr(discord.InteractionResponse, "send_message", reset)
    result = await table.type(CHOOSING[0])
    # the answer never went, so the truth is the answer (private), and the channel gets the move from the outbox
    assert "Your move is saved (move 1)" in answer(result) and "ConnectionResetError" in answer(result)
    assert is_private(result)
    assert copies(table, BOB_CHOOSES) == 1


@pytest.mark.simcord(check_errors=False)
async def test_a_mover_whose_follow_ups_all_fail_is_told_by_the_original_answer(simcord_env: simcord.Env,
                                                                                 monkeypatch: pytest.MonkeyPatch) -> None:
    """The deferred answer stayed empty when every follow-up failed; editing it is the route that is left. (An answer
    is deferred when its reply is not ready in time: here, always.)"""

    async def late(self: front.DiscordFront, interaction: discord.Interaction[Any], work: Any) -> Any:
        await interaction.response.defer(thinking=True)
        return await work

    monkeypatch.setattr(front.DiscordFront, "in_time", late)
    table = await started(simcord_env)
    simcord_env.inject_error("POST", "/webhooks/*/*", status=500, times=2)  # the answer and the truth as follow-ups
    result = await table.type(CHOOSING[0])
    assert result.response is not None
    shown = result.response.content if not result.followups else answer(result)
    assert "Your move is saved (move 1)" in shown, shown
    assert copies(table, BOB_CHOOSES) == 1


def test_an_unreachable_channels_post_is_tried_for_a_day() -> None:
    """The code said about a day; 30 tries of the growing wait were 7.75 hours."""
    waits = [retry_in(n) for n in range(OWED_ATTEMPTS - 1)]  # between the first try and the last
    assert sum(waits[:-1]) < DAY_S <= sum(waits)
