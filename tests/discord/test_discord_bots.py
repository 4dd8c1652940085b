"""A seat the bot plays (issue 36) on SimCord: a bot seated in a lobby plays its turns at once, marked "(bot)" and
never pinged; a vanished player's seat handed to the bot by the others and taken back by its player; the bot
answering the Rail Baron choice and making a move a person would be asked "Are you sure?" about; a bot's move undone
by the group, the bot waiting so that more may be taken back, then playing again."""

from __future__ import annotations

import asyncio
from typing import Any

import simcord

from tests.discord.table import Table, answer, is_private, mentions

HOUR = 3600.0


async def game_of(table: Table) -> Any:
    record = await table.bot.store.active_game(str(table.channel.id))
    assert record is not None
    return (await table.bot.layer.games.load(record)).game


async def seats_of(table: Table) -> list[tuple[str, str]]:
    record = await table.bot.store.active_game(str(table.channel.id))
    assert record is not None
    return [(s.user_id, s.display_name) for s in await table.bot.store.seats(record.id)]


async def play_humans(table: Table, moves: int) -> list[str]:
    """The humans make their first legal move each time one is due, `moves` times; what the channel said."""
    said = []
    for _ in range(moves):
        game = await game_of(table)
        if game.over:
            break
        acting = game.acting_players()
        assert acting, "nobody to act"
        names = [game.players[p] for p in acting]
        assert all(n in table.players for n in names), f"the bot is due and did not play: {names}"
        player = acting[0]
        action = game.legal_actions(player)[0]
        result = await table.type(f"{game.players[player]}: /move action:{action.text} confirm:yes")
        assert not is_private(result), answer(result)
        said.append(answer(result))
    return said


async def test_a_bot_seated_in_a_lobby_plays_its_turns_at_once_and_is_never_pinged(simcord_env: simcord.Env) -> None:
    table = Table.open(simcord_env, "Ann", "Bob")
    for line in ("Ann: /game new title:18EZ-L2 seed:2", "Bob: /game join"):
        assert not is_private(await table.type(line)), line
    seated = await table.type("Ann: /game join bot:yes")
    assert not is_private(seated) and "Ann seats a bot, Brunel" in answer(seated)
    refused = await table.type("Bob: /game leave bot:yes")
    assert not is_private(refused) and "Brunel (bot) leaves the lobby." in answer(refused)
    await table.type("Bob: /game join bot:yes")
    assert [name for _u, name in await seats_of(table)] == ["Ann", "Bob", "Brunel"]
    started = answer(await table.type("Ann: /game start"))
    said = [started, *await play_humans(table, 25)]
    text = "\n".join(said)
    assert "(bot)" in text and "Brunel" in text  # its moves are said, marked
    for message in said:
        assert all(table.name_of(m) in ("Ann", "Bob") for m in mentions(message))  # the bot is never mentioned
    game = await game_of(table)
    assert any(o.player == 2 for o in game.history)  # it played
    assert all(game.players[p] != "Brunel" for p in game.acting_players())  # and is never left waiting


async def test_a_lobby_keeps_a_seat_for_a_person(simcord_env: simcord.Env) -> None:
    table = Table.open(simcord_env, "Ann", "Zed")
    await table.type("Ann: /game new title:18EZ-L2 seed:2")
    for _ in range(5):
        await table.type("Ann: /game join bot:yes")
    full = await table.type("Ann: /game join bot:yes")
    assert is_private(full) and "one of them a person" in answer(full)
    outsider = await table.type("Zed: /game join bot:yes")
    assert is_private(outsider) and "Only a player seated in the lobby" in answer(outsider)


async def test_a_vanished_players_seat_goes_to_the_bot_and_comes_back(simcord_env: simcord.Env) -> None:
    table = Table.open(simcord_env, "Ann", "Bob", "Cid")
    for line in ("Ann: /game new title:18EZ-L2 seed:2", "Bob: /game join", "Cid: /game join", "Ann: /game start"):
        assert not is_private(await table.type(line)), line
    cid = table.players["Cid"]
    asked = await table.players["Ann"].slash(table.channel, "game replace", seat=cid, bot="yes")
    assert "asks for the bot to take over Cid's seat" in answer(asked) and "Bob" in answer(asked)
    handed = answer(await table.players["Bob"].slash(table.channel, "game replace", seat=cid, bot="yes"))
    assert "The bot takes over Cid's seat" in handed and "handed over by Bob" in handed
    assert (f"bot:{cid.id}", "Cid") in await seats_of(table)
    assert any("was handed to the bot" in m.content for m in cid.user.dm_channel.history())
    said = await play_humans(table, 12)  # Cid's turns are the bot's now
    assert any("(bot)" in text for text in said)
    game = await game_of(table)
    assert any(o.player == 2 for o in game.history[-20:])
    back = await cid.slash(table.channel, "game replace", seat=cid, **{"with": cid})  # its player takes it back alone
    assert not is_private(back) and "Cid takes the seat back from the bot" in answer(back)
    assert (str(cid.id), "Cid") in await seats_of(table)


async def test_a_seat_handed_to_the_bot_while_it_is_due_moves_at_once(simcord_env: simcord.Env) -> None:
    """The hand-over is saved under the game's lock; the bot's move after it takes the lock again (it once waited on
    itself for good)."""
    table = Table.open(simcord_env, "Ann", "Bob")
    for line in ("Ann: /game new title:RotW-EUS seed:5", "Bob: /game join", "Ann: /game start"):
        assert not is_private(await table.type(line)), line
    assert sorted(table.due()) == ["Ann", "Bob"]  # both choose their Rail Baron card
    bob = table.players["Bob"]
    handed = await asyncio.wait_for(bob.slash(table.channel, "game replace", seat=bob, bot="yes"), timeout=60)
    assert "The bot takes over Bob's seat" in answer(handed)
    game = await game_of(table)
    assert game.state.players[1].baron is not None and game.state.players[0].baron is None  # the bot chose for Bob
    assert table.due() == ["Ann"]
    back = await asyncio.wait_for(bob.slash(table.channel, "game replace", seat=bob, **{"with": bob}), timeout=60)
    assert "Bob takes the seat back from the bot" in answer(back)


async def test_the_bot_chooses_its_rail_baron_card_and_makes_moves_a_person_is_asked_about(simcord_env: simcord.Env) -> None:
    table = Table.open(simcord_env, "Ann")
    for line in ("Ann: /game new title:RotW-EUS seed:5", "Ann: /game join bot:yes", "Ann: /game start"):
        assert not is_private(await table.type(line)), line
    game = await game_of(table)
    assert game.state.players[1].baron is not None and game.state.players[0].baron is None  # the bot chose, Ann not
    assert table.due() == ["Ann"]
    await table.type("Ann: /keep-baron choice:1")
    said = await play_humans(table, 30)
    game = await game_of(table)
    assert any(o.player == 1 for o in game.history) and "(bot)" in "\n".join(said)
    assert not any("Are you sure" in text for text in said)  # a bot is never asked to confirm


async def test_a_bots_move_undone_by_the_group_waits_then_plays_again(simcord_env: simcord.Env) -> None:
    table = Table.open(simcord_env, "Ann", "Bob")
    for line in ("Ann: /game new title:18EZ-L2 seed:2", "Bob: /game join", "Ann: /game join bot:yes", "Ann: /game start"):
        assert not is_private(await table.type(line)), line
    for _ in range(30):  # until the last move is the bot's
        game = await game_of(table)
        if game.history and game.history[-1].player == 2:
            break
        await play_humans(table, 1)
    game = await game_of(table)
    assert game.history[-1].player == 2
    moves = len(game.history)
    first = await table.type("Ann: /game undo")
    assert "needs a yes" in answer(first)
    undone = answer(await table.type("Bob: /game undo"))
    assert "Undone" in undone and "Brunel (bot) plays again in 2 minutes" in undone
    assert len((await game_of(table)).history) == moves - 1
    await simcord_env.advance_time(150)  # the bot's wait is over: its reminder wakes it
    game = await game_of(table)
    assert len(game.history) >= moves and game.history[moves - 1].player == 2
    assert all(game.players[p] != "Brunel" for p in game.acting_players())
