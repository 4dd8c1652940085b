"""The text of a direct-message ping (a player who asked for them with `/notify`): one that stands alone among
several games, its first line what a phone's preview shows (what happened and what is asked), then which game and
where, and every move since the player's last; a private note for them alone (why their plan stopped) goes with it,
so that they are called once."""

from __future__ import annotations

import logging

import discord

from bot.commands import CommandLayer, NextUp, Reply
from bot.commands.logwords import headline, shortened
from bot.deadlines import by_deadline
from bot.discordbot.messages import DM_MOVES, the_ask
from engine import game_class
from storage import GameRecord

log = logging.getLogger(__name__)


async def since_last_move(layer: CommandLayer, record: GameRecord, user_id: str) -> str:
    """'Since your last move (3): Bob lays tile 57 on E4; Cid passes; Ann buys a type 2 train.' (what happened while
    the player was away: each move's first line, the last nine at most)."""
    try:
        loaded = await layer.games.load(record)
    except Exception:  # a ping must go out even if the game cannot be read
        log.exception("reading game %s for a ping", record.id)
        return ""
    seat = loaded.seat_of(user_id)
    history = loaded.game.history
    mine = [i for i, o in enumerate(history) if o.player == seat]
    later = history[mine[-1] + 1:] if mine else history
    if not later:
        return ""
    said = [shortened(headline(o.messages, o.action.public_text)) for o in later[-DM_MOVES:]]
    earlier = f"{len(later) - DM_MOVES} earlier, then " if len(later) > DM_MOVES else ""
    where = "Since your last move" if mine else "Since the start"
    return f"{where} ({len(later)}): {earlier}{'; '.join(said)}."


async def last_move(layer: CommandLayer, record: GameRecord) -> str:
    """The first line of what the game's last move did ('Cid passes'); '' before the first move."""
    try:
        history = (await layer.games.load(record)).game.history
    except Exception:  # a ping must go out even if the game cannot be read
        log.exception("reading game %s for a ping", record.id)
        return ""
    if not history:
        return ""
    last = history[-1]
    return shortened(headline(last.messages, last.action.public_text))


async def direct_text(layer: CommandLayer, bot: discord.Client, up: NextUp, reply: Reply) -> str:
    """A direct ping that stands alone among several games. Its first line (what a phone's preview shows) is what
    happened and what is asked; then which game and where (a link), and every move since the player's last."""
    asked = the_ask(up)
    if reply.game_id is None:
        return f"Your move: {asked}"
    record = await layer.store.get_game(reply.game_id)
    title = game_class(record.title).name
    guild = bot.get_guild(int(record.guild_id)) if record.guild_id.isdigit() else None
    where = f"<#{record.channel_id}>" + (f" on {guild.name}" if guild is not None else "")
    link = f"https://discord.com/channels/{record.guild_id}/{record.channel_id}" if guild is not None else ""
    happened = shortened(headline(reply.text.splitlines(), "")) if reply.text else ""
    if happened.startswith("Reminder:"):  # a reminder is not what happened: the game's last move is
        last = await last_move(layer, record)
        happened = f"Reminder (last move: {last})" if last else ""
    lines = [f"{happened} → you: {asked}" if happened else f"Your move: {asked}",
             f"{title} in {where}.{by_deadline(up.name, reply.deadline_at)}"]
    if up.note:  # for them alone: why their plan stopped
        lines.append(up.note)
    since = await since_last_move(layer, record, up.user_id)
    if since:
        lines.append(since)
    if link:
        lines.append(link)
    return "\n".join(lines)
