"""Posts the channels are owed, delivered exactly once and in the order of the moves (issue 32).

Every move made through Discord writes its post's row in the move's own transaction (storage/outbox.py), before
anything is sent. The answer that shows it marks it delivered and answered; a refused answer makes it due at once;
a process killed in between leaves it due a little later (`OWED_GRACE_S`), and any live process posts it then,
pinging whoever must act if the game still stands where that move left it.

Exactly once, as far as Discord allows: a deliverer that cannot know whether a killed process got a post through
(the row was claimed, or an answer was under way) first reads the channel's messages since the row was owed, and a
message of this bot that says what the row says, as the answer to the row's interaction (or, once a deliverer has
claimed the row, as any message), counts as delivered.
Discord keeps no idempotency key for a channel message that the bot could read back later (a message's nonce is
echoed only in the answer to its own send), so the channel's history is the record that is read. A channel whose
history the bot may not read gets the post (at least once)."""

from __future__ import annotations

import asyncio
import contextlib
import logging
from dataclasses import replace
from datetime import UTC, datetime
from typing import Any, Protocol

import aiohttp
import discord

from bot.commands import CommandLayer, Reply
from bot.commands.replies import shown
from bot.discordbot.limits import split_content
from bot.discordbot.mentions import ZWSP, allowed, called
from storage import OwedPost

log = logging.getLogger(__name__)

DAY_S = 24 * 3600.0
SWEEP_S = 3600.0  # delivered rows are swept at most this often
HISTORY_LOOKED_AT = 50  # messages of the channel read back to find a post a killed process may have sent
# What a failed send is: Discord's refusals, and a connection that broke or timed out on the way.
SEND_FAILURES = (discord.HTTPException, aiohttp.ClientError, ConnectionError, TimeoutError)


def retry_in(attempts: int) -> float:
    """The wait before try number `attempts` + 1: a minute more each time, at most an hour."""
    return min(60.0 * (attempts + 1), 3600.0)


def attempts_in_a_day() -> int:
    """How many tries an unreachable channel's post gets: the last comes a day after the first, then it is given up."""
    elapsed, tries = 0.0, 1
    while elapsed < DAY_S:
        elapsed += retry_in(tries - 1)
        tries += 1
    return tries


OWED_ATTEMPTS = attempts_in_a_day()


class Front(Protocol):
    """What delivering needs of the front (bot/discordbot/front.py): the bot, the command layer, a reply as
    messages, and what follows a public post."""

    @property
    def bot(self) -> discord.Client: ...

    @property
    def layer(self) -> CommandLayer: ...

    swept_at: float  # when delivered rows were last swept
    delivering: asyncio.Semaphore  # how many games' posts go out at once

    def messages_of(self, reply: Reply) -> list[dict[str, Any]]: ...

    async def after_public(self, reply: Reply, interaction: discord.Interaction[Any] | None = None, *,
                           board: bool = True) -> None: ...

    async def board_update(self, game_id: int) -> None: ...


class Deliverer:
    def __init__(self, front: Front) -> None:
        self.front = front

    async def deliver(self) -> int:
        """Post what channels are owed, oldest first and one game's in the order of its moves; how many went out."""
        store, sent = self.front.layer.store, 0
        now = self.front.layer.reminders.clock()
        if now - self.front.swept_at > SWEEP_S:  # rows delivered a day ago whose mover never saw the answer: hourly
            self.front.swept_at = now
            await store.forget_delivered_posts(now - DAY_S)
        shown: dict[int, None] = {}  # the games whose posts went out (in order): their live boards follow them
        while True:
            now = self.front.layer.reminders.clock()
            taken = []
            for post in await store.owed_posts(now):
                claimed = await store.claim_post(post, now + retry_in(post.attempts))
                if claimed is not None:  # as it stands once taken (no words are added to it from then on)
                    taken.append(replace(claimed, attempts=post.attempts))  # the tries before this one
            if not taken:
                for game_id in shown:  # each game's live board edited once, when the posts it was owed are out
                    await self.front.board_update(game_id)
                return sent
            games: dict[int, list[OwedPost]] = {}  # one game's posts in order; the games' side by side
            for post in taken:
                games.setdefault(post.game_id, []).append(post)
            for done in await asyncio.gather(*(self._in_order(posts, shown) for posts in games.values())):
                sent += done

    async def _in_order(self, posts: list[OwedPost], shown: dict[int, None]) -> int:
        async with self.front.delivering:  # a few channels at a time (Discord's limits are per channel, and global)
            return sum([await self._one(post, shown) for post in posts])

    async def _one(self, post: OwedPost, shown: dict[int, None]) -> int:
        """Post it (unless a process that died had); its pings and mirror follow, and its game goes in `shown`."""
        store = self.front.layer.store
        try:
            channel = self.front.bot.get_channel(int(post.channel_id)) or await self.front.bot.fetch_channel(int(post.channel_id))
            if await self._seen_in(channel, post):
                await store.post_delivered(post.id, answered=True)  # the answer went through before its process died
                if post.command != "ping":
                    shown.setdefault(post.game_id, None)
                await self.follow(post, board=False)
                return 0
            if post.command == "ping":
                reply = None
                messages = [{"content": piece, "allowed_mentions": allowed(called(piece))} for piece in split_content(post.content)]
            else:
                reply = await self.front.layer.owed_reply(post)
                messages = self.front.messages_of(reply)
            for parts in messages:
                await channel.send(**parts)  # type: ignore[union-attr]
        except (*SEND_FAILURES, ValueError, AttributeError):
            if post.attempts + 1 >= OWED_ATTEMPTS:
                log.warning("giving up the post owed to channel %s after a day of tries", post.channel_id)
                await store.post_delivered(post.id, answered=True, followed=True)
            return 0
        await store.post_delivered(post.id)
        if reply is not None:  # a move's post (a reminder's ping changes nothing the board shows)
            shown.setdefault(post.game_id, None)
            await self.follow(post, reply, board=False)
        return 1

    async def follow(self, post: OwedPost, reply: Reply | None = None, *, board: bool = True) -> None:
        """The direct-message pings and the spectators' mirror that go with a move's post, unless they went already
        (and the live board, unless `board` is False: the deliverer edits it once its posts are out)."""
        if post.followed or post.command == "ping":
            return
        with contextlib.suppress(*SEND_FAILURES):
            await self.front.after_public(reply if reply is not None else await self.front.layer.owed_reply(post),
                                          board=board)
        await self.front.layer.store.post_followed(post.id)

    async def _seen_in(self, channel: Any, post: OwedPost) -> bool:
        """Did a process that died after sending get this post through? Only asked when one may have (an answer was
        under way, or an earlier try claimed it): the bot's messages since the row was owed are read back."""
        if post.interaction_id is None and post.attempts == 0:
            return False
        me = self.front.bot.user
        first = split_content(shown(post.content))[0] if post.content else ""  # the post's first message, as sent
        try:
            since = datetime.fromtimestamp(max(post.created_at - 60.0, 0.0), tz=UTC)  # a minute's skew allowed
            async for message in channel.history(limit=HISTORY_LOOKED_AT, after=since):
                if me is None or message.author.id != me.id or not first:
                    continue
                text, metadata = message.content.replace(ZWSP, ""), message.interaction_metadata
                if metadata is not None and str(metadata.id) == post.interaction_id and first.splitlines()[0] in text:
                    return True  # the answer to the move's own interaction (which may have said more before it)
                if post.attempts and text.startswith(first):
                    return True  # a try of this post (not an answer's "thinking…", nor the truth told about a failed one)
        except SEND_FAILURES:
            log.info("could not read channel %s's history; posting the owed post (at least once)", post.channel_id)
        return False
