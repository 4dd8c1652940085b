"""Votes on Discord (issue 48 §4): the Yes and No buttons of a vote's message, the calls when a vote opens, the message
edited in place with the tally, and the loop that ends votes whose 24 hours are up.

A button's custom id holds the vote's id (table votes), so it works after a restart: discord.py matches the id against
`VoteButton`'s template (a DynamicItem) and rebuilds it. A Yes press is its player's own command, run through the
command layer (bot/commands/votes.py `answer`); a No refuses the vote. Whoever the vote waits for is called once
when it opens: mentioned in its message, or, if their seat's notify preference is `dm`, sent a direct message with
the same buttons; a player in quiet hours is not sent one then, but mentioned in the message instead."""

from __future__ import annotations

import asyncio
import logging
import re
from typing import TYPE_CHECKING, Any, Protocol

import discord

from bot import botseats
from bot.alarm import Alarm
from bot.commands import CommandLayer, Invocation, Reply, votes
from bot.discordbot.mentions import escaped
from bot.discordbot.messages import NO_PINGS, fit, message_sequence

if TYPE_CHECKING:
    from bot.discordbot.protocols import RailBotLike


class DiscordFront(Protocol):
    """What the votes need of the front (bot/discordbot/front.py, which imports this module: no cycle)."""

    bot: discord.Client
    layer: CommandLayer

    async def after_public(self, reply: Reply, interaction: discord.Interaction[Any] | None = None) -> None: ...

    async def _send_to_channel(self, channel_id: str, messages: list[dict[str, Any]],
                               reply: Reply | None = None) -> list[str]: ...

    async def _done(self, reply: Reply) -> None: ...

    async def send_direct(self, notices: list[tuple[str, str]]) -> None: ...

    async def send_direct_to(self, user_id: str, text: str, view: discord.ui.View | None = None) -> None: ...

log = logging.getLogger(__name__)

PREFIX = "railbot:vote"
SOONEST_S = 1.0  # the loop never spins faster
# Nothing due: a process alone on its database looks again in a day (a vote it opens wakes it); one of several (shards
# on one PostgreSQL) every 5 minutes, for a vote another process opened and could not end (it stopped).
IDLE_S, IDLE_ALONE_S = 300.0, 24 * 3600.0
FAULT_S = 60.0  # the database failed: it looks again this soon
COUNTED = "Your yes is counted; the vote's message shows who is still awaited."


class VoteButton(discord.ui.DynamicItem[discord.ui.Button[Any]], template=PREFIX + r":(?P<vote>[0-9]+):(?P<say>yes|no)"):
    def __init__(self, vote_id: int, say: str) -> None:
        style = discord.ButtonStyle.success if say == "yes" else discord.ButtonStyle.danger
        super().__init__(discord.ui.Button(label=say.capitalize(), style=style, custom_id=f"{PREFIX}:{vote_id}:{say}"))
        self.vote_id = vote_id
        self.say = say

    @classmethod
    async def from_custom_id(
        cls, interaction: discord.Interaction[Any], item: discord.ui.Button[Any], match: re.Match[str], /
    ) -> VoteButton:
        return cls(int(match["vote"]), match["say"])

    async def callback(self, interaction: discord.Interaction[RailBotLike]) -> None:  # type: ignore[type-var]
        await interaction.client.front.press_vote(interaction, self.vote_id, self.say == "yes")  # type: ignore[attr-defined]


def vote_view(vote_id: int) -> discord.ui.View:
    """The Yes and No buttons of a vote."""
    view = discord.ui.View(timeout=None)
    view.add_item(VoteButton(vote_id, "yes"))
    view.add_item(VoteButton(vote_id, "no"))
    return view


def with_view(reply: Reply, messages: list[dict[str, Any]]) -> list[dict[str, Any]]:
    """A reply that opens a vote carries its buttons on its last message."""
    if reply.vote is not None and not reply.ephemeral and messages:
        messages[-1]["view"] = vote_view(reply.vote)
    return messages


async def calling(front: DiscordFront, reply: Reply) -> list[str]:
    """Whoever a vote just opened waits for is called once: mentioned in its message (added to the reply), or, if they
    asked for direct messages and are not in quiet hours, by one (the users returned); bots are never called."""
    if reply.vote is None or reply.ephemeral:
        return []
    vote = await front.layer.store.vote(reply.vote)
    if vote is None:
        return []
    notify = {s.user_id: s.notify for s in await front.layer.store.seats(vote.game_id)}
    direct, mention = [], []
    for user in vote.needed:
        if user == vote.asker_id or botseats.is_bot(user):
            continue
        if notify.get(user) == "dm" and await front.layer.quiet_until(user) is None:
            direct.append(user)
        else:
            mention.append(user)
    if mention:
        reply.text += (f"\n🗳️ {', '.join(f'<@{u}>' for u in mention)}: your yes is asked. Press Yes or No below "
                       f"(open for 24 hours).")
        reply.mentions = (*reply.mentions, *mention)
    return direct


async def answered(front: DiscordFront, interaction: discord.Interaction[Any], reply: Reply,
                   last: Any, direct: list[str]) -> None:
    """After a reply is posted: a vote it opened remembers its message (and those to call by direct message get one,
    with the buttons); the messages of the votes it counted in or ended are edited."""
    if reply.vote is not None and not reply.ephemeral:
        try:
            message = last if last is not None else await interaction.original_response()
            await front.layer.store.vote_posted(reply.vote, str(message.channel.id), str(message.id))
            await _call_directly(front, reply.vote, direct, message)
        except discord.HTTPException:
            log.warning("could not find the message of vote %s", reply.vote)
        wake(front)
    await refresh(front, reply.vote_edits)


async def _call_directly(front: DiscordFront, vote_id: int, users: list[str], message: Any) -> None:
    vote = await front.layer.store.vote(vote_id)
    if vote is None:
        return
    link = getattr(message, "jump_url", "")
    for user_id in users:
        text = (f"{vote.ask.splitlines()[0]}\nYour yes is asked: press Yes or No here, or on the vote's message "
                f"{link} (open for 24 hours).")
        await front.send_direct_to(user_id, escaped(text), vote_view(vote_id))


async def refresh(front: DiscordFront, vote_ids: list[int]) -> None:
    """Edit each vote's message to show it as it stands: the tally with its buttons, or how it ended without them."""
    for vote_id in dict.fromkeys(vote_ids):
        vote = await front.layer.store.vote(vote_id)
        shown = await votes.message_of(front.layer, vote_id)
        if vote is None or shown is None or vote.channel_id is None or vote.message_id is None:
            continue
        text, still_open = shown
        try:
            channel = front.bot.get_channel(int(vote.channel_id)) or await front.bot.fetch_channel(int(vote.channel_id))
            message = channel.get_partial_message(int(vote.message_id))  # type: ignore[union-attr]
            await message.edit(content=fit(escaped(text)), view=vote_view(vote_id) if still_open else None,
                               allowed_mentions=NO_PINGS)
        except (discord.HTTPException, AttributeError, ValueError):
            log.warning("could not edit the message of vote %s", vote_id)


async def pressed(front: DiscordFront, interaction: discord.Interaction[Any], who: Invocation, vote_id: int,
                  yes: bool) -> None:
    """A Yes or No press (deferred already): refused privately, counted (the presser told privately, the message
    edited), or, when it settles the thing, posted in the game's channel as that command's answer is."""
    reply = await votes.answer(front.layer, who, vote_id, yes=yes)
    if reply.ephemeral or not reply.changed:
        await interaction.followup.send(fit(reply.text if reply.ephemeral else COUNTED), ephemeral=True)
    else:
        if str(interaction.channel_id) == who.channel_id:
            for parts in message_sequence(reply):
                await interaction.followup.send(wait=True, **parts)
            reply.posted = True
        else:  # pressed in a direct message: the answer goes to the game's channel
            await front._send_to_channel(who.channel_id, message_sequence(reply), reply)
            await interaction.followup.send("Done: the game's channel has it.", ephemeral=True)
        await front.after_public(reply, interaction)
        await front._done(reply)
    await refresh(front, reply.vote_edits)
    wake(front)


def wake(front: DiscordFront) -> None:
    """The votes' loop looks again at once (a vote opened, or one ended whose asker is to be told)."""
    loop = getattr(front.bot, "votes", None)
    if isinstance(loop, VoteLoop):
        loop.wake()


class VoteLoop:
    """Ends the votes whose 24 hours are up (read from the database, so any process serves them after a restart),
    edits their messages and tells their askers; it sleeps until the next one falls due, or it is woken."""

    def __init__(self, front: DiscordFront) -> None:
        self.front = front
        self.alarm = Alarm()
        self.task: asyncio.Task[None] | None = None

    def start(self) -> None:
        self.task = asyncio.get_running_loop().create_task(self._serve(), name="votes")

    def stop(self) -> None:
        if self.task is not None:
            self.task.cancel()
            self.task = None

    def wake(self) -> None:
        self.alarm.wake()

    async def _serve(self) -> None:
        clock = self.front.layer.reminders.clock
        idle = IDLE_ALONE_S if getattr(self.front.bot, "serving", None) is None else IDLE_S
        while True:
            wait = FAULT_S
            try:
                await self.serve_due()
                due = await self.front.layer.store.next_vote_at()
                wait = idle if due is None else min(max(due - clock(), SOONEST_S), idle)
            except asyncio.CancelledError:
                raise
            except Exception:
                log.exception("serving the votes failed")
            await self.alarm.sleep(wait)

    async def serve_due(self) -> None:
        """Expire the votes due, edit their messages, and tell the askers due to be told."""
        layer, now = self.front.layer, self.front.layer.reminders.clock()
        for vote in await layer.store.votes_due(now):
            if vote.is_open and await votes.expire(layer, vote):
                await refresh(self.front, [vote.id])
        for vote in await layer.store.votes_due(now):
            if not vote.is_open and vote.tell_at is not None:
                told = await votes.telling(layer, vote)
                if told is not None:
                    await self.front.send_direct([told])
