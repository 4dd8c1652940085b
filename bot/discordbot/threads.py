"""Games in threads (`/game new … thread:yes`): the game opens in a new public thread of the channel,
named after the title and its players, so several games can share one channel without noise.
Everything else works the same inside the thread (a thread is a channel of its own to the bot)."""

from __future__ import annotations

import contextlib
from typing import TYPE_CHECKING, Any

import discord

from bot.discordbot.front import invocation_of
from bot.discordbot.messages import message_sequence
from engine import game_class

if TYPE_CHECKING:
    from bot.discordbot.protocols import RailBotLike

THREAD_NAME_MAX = 100
ARCHIVE_AFTER_MINUTES = 10080  # a week without messages: games are slow


async def open_in_thread(bot: RailBotLike, interaction: discord.Interaction[Any], options: dict[str, str], *,
                         operator: bool = False) -> None:
    channel = interaction.channel
    if not isinstance(channel, discord.TextChannel):
        await interaction.response.send_message("A game can open a thread only from a server's text channel.", ephemeral=True)
        return
    member = interaction.permissions  # the member's own, in this channel: the bot opens a thread only for one who may
    if not (member.create_public_threads and member.send_messages_in_threads):
        await interaction.response.send_message(
            "You may not open threads here (it takes Create Public Threads and Send Messages in Threads): open the game "
            "in a channel where you may, or here without thread:yes.", ephemeral=True)
        return
    title = game_class(options["title"]).name
    name = f"{title}: {interaction.user.display_name}'s game"[:THREAD_NAME_MAX]
    try:
        thread = await channel.create_thread(name=name, type=discord.ChannelType.public_thread,
                                             auto_archive_duration=ARCHIVE_AFTER_MINUTES)
    except discord.Forbidden:
        await interaction.response.send_message(
            "I may not open threads here: grant me Create Public Threads and Send Messages in Threads.", ephemeral=True)
        return
    reply = await bot.layer.handle(invocation_of(interaction, channel_id=str(thread.id), operator=operator), "game new", options)
    if reply.ephemeral:  # refused (a wrong option…): no empty thread is left behind
        await thread.delete()
        await interaction.response.send_message(reply.text, ephemeral=True)
        return
    for parts in message_sequence(reply):
        await thread.send(**parts)
    await interaction.response.send_message(f"{interaction.user.display_name} opened a game of {title} in {thread.mention}.")


async def name_after_players(bot: RailBotLike, interaction: discord.Interaction[Any]) -> None:
    """At the start, a game's thread takes the players' names."""
    thread = interaction.channel
    if not isinstance(thread, discord.Thread):
        return
    record = await bot.layer.store.active_game(str(thread.id))
    if record is None or record.status != "running":
        return
    seats = await bot.layer.store.seats(record.id)
    name = f"{game_class(record.title).name}: {', '.join(s.display_name for s in seats)}"[:THREAD_NAME_MAX]
    with contextlib.suppress(discord.HTTPException):  # a name is a nicety; the game has started either way
        await thread.edit(name=name)
