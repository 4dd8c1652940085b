"""The live board (issue 50 §1-2) on Discord: one message per game that is always its present (its content is
/game status's), pinned, edited in place after the moves and found again after a restart; spectator channels keep
their own; and buttons only where they work: after 30 moves of a four-player game, one post in the channel carries
live move buttons (besides the board), those of the present position."""

from __future__ import annotations

import discord
import simcord

from bot.discordbot.buttons import PREFIX
from engine.players import bot_move
from tests.discord.conftest import BotFactory
from tests.discord.table import Table, answer

FOUR = ("Ann", "Bob", "Cid", "Dan")


def with_move_buttons(table: Table) -> list[discord.Message]:
    """The channel's messages carrying live move buttons."""
    return [m for m in table.channel.history() if any(
        (getattr(child, "custom_id", None) or "").startswith(PREFIX + ":")
        for row in m.components for child in getattr(row, "children", []))]


async def play(table: Table, moves: int) -> None:
    """`moves` moves, each the bot's choice for whoever acts, typed as /move by that player."""
    layer = table.bot.layer
    for _ in range(moves):
        record = await layer.store.active_game(str(table.channel.id))
        loaded = await layer.games.load(record)
        player = loaded.game.acting_players()[0]
        action = bot_move(loaded.game, player)
        name = table.name_of(loaded.seats[player].user_id)
        await table.players[name].slash(table.channel, "move", action=action.text, confirm=True)


async def test_one_live_board_and_one_post_with_live_buttons_after_30_moves(simcord_env: simcord.Env,
                                                                             make_bot: BotFactory) -> None:
    table = Table.open(simcord_env, *FOUR)
    watch = table.guild.create_text_channel("watchers")
    for line in ["Ann: /game new title:RotW-EUS seed:3", "Bob: /game join", "Cid: /game join", "Dan: /game join",
                 "Ann: /game start"]:
        await table.type(line)
    await table.players["Ann"].slash(table.channel, "game spectate", channel=watch)
    await play(table, 30)
    record = await table.bot.store.active_game(str(table.channel.id))
    board_id = await table.bot.store.board(record.id, str(table.channel.id))
    assert board_id is not None
    boards = [m for m in table.channel.history() if str(m.id) == board_id]
    assert len(boards) == 1 and boards[0].pinned
    board = boards[0]
    status = answer(await table.type("Bob: /game status"))
    assert board.content == status  # the board is the game's present, as /game status says it
    assert "Last moves: " in board.content and "Waiting since <t:" in board.content
    live = [m for m in with_move_buttons(table) if str(m.id) != board_id]
    assert len(live) == 1, [m.content[:60] for m in live]  # at most one post keeps live buttons
    position = await table.bot.store.log_length(record.id)
    ids = [child.custom_id for row in live[0].components for child in row.children]
    assert all(f":{record.id}@{position}:" in custom for custom in ids)  # the present position's
    spectated = await table.bot.store.board(record.id, str(watch.id))
    mirrored = [m for m in watch.history() if str(m.id) == spectated]
    assert len(mirrored) == 1 and not mirrored[0].components  # the spectators' own board, read-only
    # a restart: the new process finds the board again and edits it, posting no other
    await simcord_env.restart_bot(make_bot())
    await play(table, 2)
    assert await table.bot.store.board(record.id, str(table.channel.id)) == board_id
    assert sum(1 for m in table.channel.history() if m.pinned) == 1
    edited = next(m for m in table.channel.history() if str(m.id) == board_id)
    assert edited.content != status  # edited in place: it shows the two moves since
    assert edited.content == answer(await table.type("Bob: /game status"))
