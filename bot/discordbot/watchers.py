"""The loops for people around a game rather than in it (issue 50 §4-5), beside the daily digests and away spells of
client.py: followers' digests sent by direct message as they fall due (bot/commands/follows.py: each claimed with a
lease, so that of two processes one sends it), and lobbies idle 14 days closed (bot/commands/lobbies.py: each
notice owed to its channel with the closing, posted by the outbox's deliverer). Each loop sleeps until its next row
is due, at most a day, on the event loop's clock (SimCord's virtual time runs it); a new follow wakes its loop.

`can_see` answers the layer's question (`LobbyFinding.sees`) whether a member may see a channel: a lobby is listed
only to those who may, and a follow ends when its follower no longer may."""

from __future__ import annotations

import asyncio
import logging
from typing import Any, Protocol

import discord

from bot.alarm import Alarm
from bot.commands import CommandLayer
from bot.discordbot.limits import split_content
from bot.discordbot.messages import NO_PINGS

log = logging.getLogger(__name__)

IDLE_S = 24 * 3600.0  # nothing due: each loop reads its table again after a day at most
FAULT_S = 60.0  # the database failed: looked at again this soon
SOONEST_S = 1.0  # a loop never spins faster


class Bot(Protocol):
    """What the loops need of the bot: its command layer, and Discord's users, servers and channels."""

    @property
    def layer(self) -> CommandLayer: ...

    def get_user(self, user_id: int, /) -> discord.User | None: ...

    async def fetch_user(self, user_id: int, /) -> discord.User: ...

    def get_guild(self, guild_id: int, /) -> discord.Guild | None: ...


class Watchers:
    def __init__(self, bot: Bot) -> None:
        self.bot = bot
        self.follow_alarm = Alarm()
        self._tasks: list[asyncio.Task[None]] = []

    @property
    def layer(self) -> CommandLayer:
        return self.bot.layer

    def start(self) -> None:
        """Both loops, and the layer's hooks: a new follow wakes the digests' loop; whether a member sees a channel."""
        self.layer.on_follow = self.follow_alarm.wake
        self.layer.sees = self.sees
        loop = asyncio.get_running_loop()
        self._tasks = [loop.create_task(self._follows(), name="follow-digests"),
                       loop.create_task(self._lobbies(), name="idle-lobbies")]

    def stop(self) -> None:
        for task in self._tasks:
            task.cancel()
        self._tasks = []

    async def _follows(self) -> None:
        """The followers' digests due, sent; then a sleep until the next follow is due (or a new one wakes it)."""
        while True:
            try:
                await self.send_follow_digests()
                wait = await self.layer.next_follow_in()
            except asyncio.CancelledError:
                raise
            except Exception:
                log.exception("sending the followers' digests failed")
                wait = FAULT_S
            await self.follow_alarm.sleep(IDLE_S if wait is None else min(max(wait, SOONEST_S), IDLE_S))

    async def send_follow_digests(self) -> int:
        """The followers' digests due now, each by direct message (split between lines where long), pinging no one; how
        many went out. A closed inbox is logged (that digest is lost; the next one tries again)."""
        sent = 0
        for user_id, text in await self.layer.follow_digests_due():
            try:
                user = self.bot.get_user(int(user_id)) or await self.bot.fetch_user(int(user_id))
                for piece in split_content(text):
                    await user.send(piece, allowed_mentions=NO_PINGS)
                sent += 1
            except (discord.HTTPException, ValueError):
                log.warning("could not send a follower's digest to user %s", user_id)
        return sent

    async def _lobbies(self) -> None:
        """The lobbies idle 14 days closed (their notices owed to their channels); then a sleep until the next one."""
        while True:
            try:
                await self.layer.close_idle_lobbies()
                at = await self.layer.next_lobby_close()
                wait = IDLE_S if at is None else at - self.layer.reminders.clock()
            except asyncio.CancelledError:
                raise
            except Exception:
                log.exception("closing idle lobbies failed")
                wait = FAULT_S
            await asyncio.sleep(min(max(wait, SOONEST_S), IDLE_S))

    async def sees(self, user_id: str, guild_id: str, channel_id: str) -> bool:
        """May the member see the channel (a thread: as its permissions say)? A server this process does not serve, or
        a question Discord does not answer now, is not a no; a member gone from the server, or a channel gone, is."""
        if not (user_id.isdigit() and guild_id.isdigit() and channel_id.isdigit()):
            return True
        guild = self.bot.get_guild(int(guild_id))
        if guild is None:
            return True
        try:
            channel: Any = guild.get_channel_or_thread(int(channel_id)) or await guild.fetch_channel(int(channel_id))
            member = guild.get_member(int(user_id)) or await guild.fetch_member(int(user_id))
        except (discord.NotFound, discord.Forbidden):
            return False
        except discord.HTTPException:
            return True
        return bool(channel.permissions_for(member).view_channel)
