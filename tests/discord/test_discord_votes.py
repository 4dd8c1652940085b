"""Votes on buttons (issue 48 §4) on simulated Discord: an undo by consent with one typed request and presses only, a
No that refuses, presses by someone whose yes is not asked refused privately, a vote expiring after 24 hours (the log,
the message, the asker told), pause, replace and abandon by buttons, and a vote's buttons working after a restart."""

from __future__ import annotations

import discord
import simcord

from tests.discord.conftest import BotFactory
from tests.discord.table import Table, answer, has_button, is_private, mentions

NAMES = ("Ann", "Bob", "Cid", "Dan")
DAY = 24 * 3600.0


async def four(env: simcord.Env) -> tuple[Table, str]:
    """A started 18EZ Level 1 game of four, its first railroad chosen; (the table, who chose it)."""
    table = Table.open(env, *NAMES, "Eve")  # Eve is on the server, not in the game
    for line in ("Ann: /game new title:18EZ-L1 seed:3", "Bob: /game join", "Cid: /game join", "Dan: /game join",
                 "Ann: /game start"):
        assert not is_private(await table.type(line))
    mover = table.due()[0]
    assert not is_private(await table.type(f"{mover}: /choose railroad:PS&W"))
    return table, mover


def shown(table: Table, message: discord.Message) -> discord.Message:
    """The message as the channel shows it now (after edits)."""
    return next(m for m in table.channel.history() if m.id == message.id)


def vote_message(table: Table) -> discord.Message:
    message = table.channel.last_message
    assert message is not None and has_button(message, "Yes") and has_button(message, "No")
    return message


async def kinds(table: Table) -> list[str]:
    record = await table.bot.store.active_game(str(table.channel.id)) or \
        (await table.bot.store.channel_history(str(table.channel.id)))[0]
    return [e.kind for e in await table.bot.store.log(record.id)]


async def test_an_undo_by_consent_takes_the_request_and_three_presses(simcord_env: simcord.Env) -> None:
    """The request is the typed /game undo (it opens the vote, with the asker's yes); the three others press Yes. The
    mover presses last here: their yes alone would take back their own move at once."""
    table, mover = await four(simcord_env)
    asker = next(n for n in NAMES if n not in (mover, "Ann"))
    others = [n for n in NAMES if n not in (asker, mover)]
    asked = await table.type(f"{asker}: /game undo")
    assert not is_private(asked) and "requested; it needs a yes (/game undo) from:" in answer(asked)
    message = vote_message(table)
    assert set(mentions(message.content)) == {str(table.players[n].id) for n in (*others, mover)}  # each called once
    presses = 0
    for name in others:
        result = await table.players[name].click(shown(table, message), label="Yes")
        presses += 1
        assert is_private(result) and answer(result).startswith("Your yes is counted")
    tally = shown(table, message).content
    assert f"Yes so far: {asker}, {others[0]}, {others[1]}. Still awaited: {mover}." in tally
    assert has_button(shown(table, message), "Yes")
    done = await table.players[mover].click(shown(table, message), label="Yes")
    presses += 1
    assert presses == 3 and not is_private(done)
    assert answer(done).startswith(f"Undone: {mover}'s move 'choose PS&W'")
    final = shown(table, message)
    assert f"🗳️ Agreed: Undone: {mover}'s move 'choose PS&W'" in final.content
    assert not has_button(final, "Yes") and not has_button(final, "No")
    assert (await kinds(table))[-4:] == ["undo-vote", "undo-vote", "undo-vote", "undo"]
    assert table.due() == [mover]  # the move is taken back: its player chooses again


def dm_buttons(table: Table, name: str) -> discord.Message:
    """The vote's buttons as sent to a player who asked for direct messages (left as they were: a press there after
    the vote ended is refused)."""
    message = table.players[name].user.dm_channel.history()[-1]
    assert "Your yes is asked: press Yes or No here" in message.content and has_button(message, "Yes")
    return message


async def test_a_no_refuses_the_vote_and_a_later_ask_starts_afresh(simcord_env: simcord.Env) -> None:
    table, _ = await four(simcord_env)
    await table.type("Dan: /game notify where:dm")
    await table.type("Bob: /game pause")
    message = vote_message(table)
    assert set(mentions(message.content)) == {str(table.players[n].id) for n in ("Ann", "Cid")}  # Dan: by DM
    in_dm = dm_buttons(table, "Dan")
    refused = await table.players["Cid"].click(message, label="No")
    assert is_private(refused) and answer(refused) == "You refused it: the vote to pause the game is over."
    final = shown(table, message)
    assert final.content.endswith("🗳️ Refused by Cid.") and not has_button(final, "Yes")
    assert (await kinds(table))[-2:] == ["pause-vote", "vote-refused"]
    late = await table.players["Dan"].user.click(in_dm, label="Yes")
    assert is_private(late) and answer(late) == "That vote has ended: it was refused."
    again = await table.type("Dan: /game pause")  # a fresh vote: Bob's yes of before no longer counts
    assert "from: Ann, Bob, Cid" in answer(again)
    assert vote_message(table).id != message.id


async def test_presses_by_others_are_refused_privately(simcord_env: simcord.Env) -> None:
    table, _ = await four(simcord_env)
    zed = table.seat("Zed")
    await table.players["Ann"].slash(table.channel, "game replace", seat=table.players["Bob"], **{"with": zed})
    message = vote_message(table)
    before = shown(table, message).content
    for name in ("Eve", "Bob"):  # not in the game; the seat's own player, whose yes the others' vote does not ask
        result = await table.players[name].click(message, label="Yes")
        assert is_private(result) and answer(result) == "Only the players whose yes this vote asks for can answer it."
    assert shown(table, message).content == before and has_button(shown(table, message), "Yes")


async def test_a_vote_expires_after_a_day(simcord_env: simcord.Env) -> None:
    table, _ = await four(simcord_env)
    await table.type("Dan: /game notify where:dm")
    await table.type("Bob: /game pause")
    message = vote_message(table)
    in_dm = dm_buttons(table, "Dan")
    await table.players["Cid"].click(message, label="Yes")
    await simcord_env.advance_time(DAY - 600)
    assert "vote-expired" not in await kinds(table) and has_button(shown(table, message), "Yes")
    await simcord_env.advance_time(720)
    assert "vote-expired" in await kinds(table)
    final = shown(table, message)
    assert "🗳️ Expired: no yes from Ann, Dan within 24 hours" in final.content and not has_button(final, "Yes")
    told = table.players["Bob"].user.dm_channel.history()[-1].content
    assert told.startswith(f"Your vote to pause the game in <#{table.channel.id}> expired after 24 hours")
    late = await table.players["Dan"].user.click(in_dm, label="Yes")
    assert is_private(late) and answer(late).startswith("That vote has ended: it expired after 24 hours")
    again = await table.type("Dan: /game pause")  # expired: nobody's earlier yes counts
    assert "from: Ann, Bob, Cid" in answer(again)


async def test_pause_and_replace_by_buttons(simcord_env: simcord.Env) -> None:
    table, _ = await four(simcord_env)
    await table.type("Bob: /game pause")
    message = vote_message(table)
    for name in ("Cid", "Dan"):
        assert is_private(await table.players[name].click(shown(table, message), label="Yes"))
    paused = await table.players["Ann"].click(shown(table, message), label="Yes")
    assert not is_private(paused) and answer(paused).startswith("Ann paused the game")
    assert "🗳️ Agreed: Ann paused the game" in shown(table, message).content
    await table.type("Ann: /game resume")
    zed = table.seat("Zed")
    await table.players["Cid"].slash(table.channel, "game replace", seat=table.players["Bob"], **{"with": zed})
    message = vote_message(table)
    assert is_private(await table.players["Dan"].click(message, label="Yes"))
    handed = await table.players["Ann"].click(shown(table, message), label="Yes")
    assert not is_private(handed) and answer(handed).startswith(f"<@{zed.id}> takes over Bob's seat")
    assert not has_button(shown(table, message), "Yes")


async def test_abandon_by_everyones_yes(simcord_env: simcord.Env) -> None:
    table, _ = await four(simcord_env)
    asked = await table.type("Bob: /game abandon")
    assert answer(asked).startswith("Bob asks to abandon the game; it needs a yes (/game abandon) from: Ann, Cid, Dan")
    message = vote_message(table)
    for name in ("Cid", "Dan"):
        assert is_private(await table.players[name].click(shown(table, message), label="Yes"))
    assert await table.bot.store.active_game(str(table.channel.id)) is not None  # the creator's yes is still awaited
    done = await table.players["Ann"].click(shown(table, message), label="Yes")
    assert answer(done).startswith("Ann abandoned the game")
    assert await table.bot.store.active_game(str(table.channel.id)) is None
    assert "🗳️ Agreed: Ann abandoned the game" in shown(table, message).content


async def test_a_vote_survives_a_restart(simcord_env: simcord.Env, make_bot: BotFactory) -> None:
    table, _ = await four(simcord_env)
    await table.type("Bob: /game pause")
    message = vote_message(table)
    await simcord_env.restart_bot(make_bot())
    assert is_private(await table.players["Cid"].click(message, label="Yes"))
    assert "Yes so far: Bob, Cid. Still awaited: Ann, Dan." in shown(table, message).content
    await simcord_env.restart_bot(make_bot())
    await simcord_env.advance_time(DAY + 120)  # the new bot's loop finds the vote in the database and ends it
    assert "🗳️ Expired" in shown(table, message).content
