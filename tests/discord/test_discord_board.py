"""The live board (issue 50 §1-2) on Discord: one message per game that is always its present (its content is
/game status's), pinned, edited in place after the moves and found again after a restart; spectator channels keep
their own; and buttons only where they work: after 30 moves of a four-player game, one post in the channel carries
live move buttons (besides the board), those of the present position."""

from __future__ import annotations

import discord
import pytest
import simcord

from bot.discordbot.buttons import PREFIX
from engine.players import bot_move
from tests.discord.conftest import BotFactory
from tests.discord.table import Table, answer
from tests.discord.test_discord_features import CHOOSING, started

FOUR = ("Ann", "Bob", "Cid", "Dan")


def with_move_buttons(table: Table) -> list[discord.Message]:
    """The channel's messages carrying live move buttons."""
    return [m for m in table.channel.history() if any(
        (getattr(child, "custom_id", None) or "").startswith(PREFIX + ":")
        for row in m.components for child in getattr(row, "children", []))]


def board_text(message: discord.Message) -> str:
    """The words of a board (a Components V2 message: its text displays, in its container)."""
    return "\n".join(item.content for container in message.components for item in getattr(container, "children", [])
                     if isinstance(item, discord.components.TextDisplay))


def board_buttons(message: discord.Message) -> list[str]:
    """The custom ids of a board's buttons (in the rows of its container)."""
    return [button.custom_id or "" for container in message.components for row in getattr(container, "children", [])
            if isinstance(row, discord.components.ActionRow) for button in row.children
            if isinstance(button, discord.components.Button)]


def board_pictures(message: discord.Message) -> list[tuple[str, str | None]]:
    """The board's pictures: each one's attachment and alt text (its media gallery)."""
    return [(item.media.url, item.description) for container in message.components
            for gallery in getattr(container, "children", []) if isinstance(gallery, discord.components.MediaGalleryComponent)
            for item in gallery.items]


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
    assert not board.content and board.flags.components_v2  # one container of Components V2
    status = answer(await table.type("Bob: /game status"))
    assert board_text(board) == status  # the board is the game's present, as /game status says it
    assert "Last moves: " in status and "Waiting since <t:" in status
    position = await table.bot.store.log_length(record.id)
    assert board_buttons(board) and all(f":{record.id}@{position}:" in c for c in board_buttons(board))
    (media, alt), = board_pictures(board)
    drawn = [e.description for m in table.channel.history() if str(m.id) != board_id for e in m.embeds
             if e.image and (e.image.url or "").endswith("map.png")]
    assert media.endswith("map.png") and alt and alt == drawn[-1]  # the latest map, its post's caption as alt text
    live = [m for m in with_move_buttons(table) if str(m.id) != board_id]
    assert len(live) == 1, [m.content[:60] for m in live]  # at most one post keeps live buttons
    ids = [child.custom_id for row in live[0].components for child in row.children]
    assert all(f":{record.id}@{position}:" in custom for custom in ids)  # the present position's
    spectated = await table.bot.store.board(record.id, str(watch.id))
    mirrored = [m for m in watch.history() if str(m.id) == spectated]
    assert len(mirrored) == 1 and board_text(mirrored[0]) == status and not board_buttons(mirrored[0])  # read-only
    # a restart: the new process finds the board again and edits it, posting no other
    await simcord_env.restart_bot(make_bot())
    await table.bot.front.boards.update(record.id)  # the new process keeps no map yet: it draws the present's once
    (media, alt), = board_pictures(next(m for m in table.channel.history() if str(m.id) == board_id))
    assert media.endswith("map.png") and alt
    await play(table, 2)
    assert await table.bot.store.board(record.id, str(table.channel.id)) == board_id
    assert sum(1 for m in table.channel.history() if m.pinned) == 1
    edited = next(m for m in table.channel.history() if str(m.id) == board_id)
    assert board_text(edited) != status  # edited in place: it shows the two moves since
    assert board_text(edited) == answer(await table.type("Bob: /game status"))


async def test_board_command_links_the_pinned_board_and_posts_a_missing_one(simcord_env: simcord.Env,
                                                                             make_bot: BotFactory) -> None:
    table = Table.open(simcord_env, *FOUR[:3])
    for line in ["Ann: /game new title:18EZ-L1 seed:5", "Bob: /game join", "Cid: /game join", "Ann: /game start"]:
        await table.type(line)
    await play(table, 3)
    record = await table.bot.store.active_game(str(table.channel.id))
    board_id = await table.bot.store.board(record.id, str(table.channel.id))
    said = answer(await table.type("Cid: /board"))
    assert said.startswith("The live board of this game") and said.endswith(f"/{table.channel.id}/{board_id}")
    last = max(m.id for m in table.channel.history())
    # the board's row lost (its message deleted by a moderator and forgotten): /board posts a new one and links it
    await table.bot.store.set_board(record.id, str(table.channel.id), "1")
    said = answer(await table.type("Bob: /board"))
    fresh = await table.bot.store.board(record.id, str(table.channel.id))
    assert fresh not in (board_id, "1") and said.endswith(f"/{table.channel.id}/{fresh}")
    added = [m for m in table.channel.history() if m.id > last and not m.flags.ephemeral]
    assert [m.type for m in added if str(m.id) != fresh] == [discord.MessageType.pins_add]  # the new board, pinned
    assert answer(await table.type("Bob: /board")).endswith(f"/{fresh}")  # found again, not posted again
    assert [m.id for m in table.channel.history() if m.id > last and not m.flags.ephemeral] == [m.id for m in added]
    elsewhere = table.guild.create_text_channel("elsewhere")
    refused = answer(await table.players["Bob"].slash(elsewhere, "board"))
    assert refused.startswith("There is no game in this channel"), refused


@pytest.mark.simcord(check_errors=False)
async def test_posts_owed_and_delivered_together_edit_the_board_once(simcord_env: simcord.Env) -> None:
    """Two moves whose posts Discord refused (the channel down) are posted one after the other when it is back: the
    game's board is edited once, when both are out, and shows the present."""
    table = await started(simcord_env)
    boards = table.bot.front.boards
    updates: list[int] = []
    real_update = boards.update

    async def counted(game_id: int) -> None:
        updates.append(game_id)
        await real_update(game_id)

    boards.update = counted  # type: ignore[method-assign]
    simcord_env.inject_error("POST", "/interactions/*/*/callback", status=500, times=4)  # answers and truths refused
    simcord_env.inject_error("POST", "/channels/*/messages", status=503, times=2)  # the channel down too
    for line in CHOOSING[:2]:
        await table.type(line)
    assert "Purple Springs" not in table.last_text() and "Teal Cove" not in table.last_text()
    record = await table.bot.store.active_game(str(table.channel.id))
    (first,) = await table.bot.store.owed_posts(1e12, limit=10)  # one a game at a time: Bob's, then Cid's
    assert first.content.startswith("Bob takes the Purple Springs") and "Teal Cove" not in first.content
    updates.clear()
    await simcord_env.advance_time(181)  # the owed posts' third try (tried at once, then three minutes after the second)
    texts = [m.content for m in table.channel.history()]
    assert any("Bob takes the Purple Springs" in t for t in texts) and any("Cid takes the Teal Cove" in t for t in texts)
    assert updates == [record.id]  # one edit of the board for the two posts
    board_id = await table.bot.store.board(record.id, str(table.channel.id))
    board = next(m for m in table.channel.history() if str(m.id) == board_id)
    assert board_text(board) == answer(await table.type("Ann: /game status"))
