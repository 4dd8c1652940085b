"""Chains of automatic moves stay bounded (issue 44 §3), on SimCord: standing orders that alone go round a game in
which nothing changes stop, tell their owners why, and leave the game to a person. (A long chain posted as a few
summarising messages: tests/bot/test_bounded_answers.py, and tests/faults/test_killed_chain.py with the real bot.)"""

from __future__ import annotations

import simcord

from tests.discord.table import Table, answer, is_private, mentions


def dms(table: Table, name: str) -> list[str]:
    channel = table.players[name].user.dm_channel
    return [] if channel is None else [m.content for m in channel.history()]


async def test_pass_orders_alone_going_round_a_game_that_floats_nothing_stop_and_ask_a_person(
        simcord_env: simcord.Env) -> None:
    """Two players who both /auto order:pass every:yes in 18EZ Level 2 floated nothing: one command made 400 moves
    (Share Dealing Round 201) and the next one 400 more. Now the orders stop after two rounds that went by on passes
    alone, each owner is told why, and the player due is asked."""
    table = Table.open(simcord_env, "Ann", "Bob")
    for line in ("Ann: /game new title:18EZ-L2 seed:1", "Bob: /game join", "Ann: /game start"):
        assert not is_private(await table.type(line)), line
    await table.players["Ann"].slash(table.channel, "auto", order="pass", every="yes")
    result = await table.players["Bob"].slash(table.channel, "auto", order="pass", every="yes")
    record = await table.bot.store.active_game(str(table.channel.id))
    assert record is not None and await table.bot.store.log_length(record.id) < 12  # not 400
    assert await table.bot.store.orders(record.id) == []  # both orders stopped
    for name in ("Ann", "Bob"):
        told = dms(table, name)
        assert any("went by on standing orders and passes alone, and nothing changed" in text for text in told), told
    game = (await table.bot.layer.games.load(record)).game
    due = game.players[game.acting_players()[0]]
    said = answer(result) + "\n" + table.last_text()
    assert f"**{due}**" in said or str(table.players[due].id) in mentions(said)  # the player due is asked
