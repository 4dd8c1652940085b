"""From the command layer's `Reply` to Discord messages.

Public replies carry the pictures as embed images (`attachment://…`), the
buttons of the next step, and the pings: a mention in the channel, or a
direct message for players who chose `/game notify where:dm`. A message pings
only the users it means to call (bot/discordbot/mentions.py): never @everyone,
roles, or a mention hidden in a player's name. Moves are mirrored, without pings
or buttons, to the game's spectator channels.
"""

from __future__ import annotations

import asyncio
import contextlib
import logging
from collections.abc import Awaitable, Callable, Iterator
from typing import Any

import discord

from bot.commands import CommandLayer, Invocation, NextUp, Reply
from bot.commands.logwords import shortened
from bot.commands.quick import BUTTON_COMMANDS, SHOW_HAND, STAND_IN
from bot.discordbot import vote_buttons
from bot.discordbot.boards import Boards
from bot.discordbot.buttons import confirm_view, move_buttons
from bot.discordbot.direct import direct_text
from bot.discordbot.limits import split_content
from bot.discordbot.mentions import escaped
from bot.discordbot.messages import NO_PINGS, fit, message_parts, message_sequence, the_ask, unnamed
from bot.discordbot.owed import SEND_FAILURES, Deliverer, retry_in
from storage import StorageError

log = logging.getLogger(__name__)

DEFER_AFTER_S = 1.2  # a command's reply not ready by then is deferred ("thinking…"): Discord refuses a first answer after 3 s
DELIVERING_AT_ONCE = 8  # games whose owed posts go out side by side
STALE_BUTTON = ("That button is from an earlier moment of the game, which has moved on since; use the buttons of the "
                "newest message.")


def invocation_of(interaction: discord.Interaction[Any], channel_id: str | None = None, *, operator: bool = False,
                  command: str = "") -> Invocation:
    user = interaction.user
    permissions = getattr(user, "guild_permissions", None)
    return Invocation(
        user_id=str(user.id),
        user_name=user.display_name,
        channel_id=channel_id or str(interaction.channel_id),
        guild_id=str(interaction.guild_id or "dm"),
        is_admin=bool(permissions and (permissions.administrator or permissions.manage_guild)),
        is_operator=operator,
        interaction_id=str(interaction.id),
        command=command,
    )


PERMISSIONS = (("attach_files", "Attach Files"), ("embed_links", "Embed Links"))


def missing_permissions(channel: Any) -> list[str]:
    """The permissions the bot lacks to post our messages (text, pictures, embeds) in a channel."""
    guild = getattr(channel, "guild", None)
    me = getattr(guild, "me", None)
    if me is None or not hasattr(channel, "permissions_for"):
        return []  # a direct message: nothing to grant
    allowed = channel.permissions_for(me)
    sending = allowed.send_messages_in_threads if isinstance(channel, discord.Thread) else allowed.send_messages
    return (["Send Messages"] if not sending else []) + [label for name, label in PERMISSIONS if not getattr(allowed, name)]


def _rows(reply: Reply) -> tuple[int, ...]:
    """The outbox rows a reply's moves owe (the move's, and those its automatic moves opened)."""
    return ((reply.owed,) if reply.owed is not None else ()) + reply.owed_more


class _Refused:
    """Stands for Discord's answer when a channel post is refused outright (no HTTP response to show)."""

    status = 403
    reason = "Forbidden"


class DiscordFront:
    def __init__(self, bot: discord.Client, layer: CommandLayer) -> None:
        self.bot = bot
        self.layer = layer
        self._warned: set[tuple[str, str]] = set()  # (user, channel): told once what permission to grant
        self.in_flight: set[str] = set()  # the interactions this process is answering (never taken for a repeat)
        self.swept_at = 0.0  # when the deliverer last swept delivered rows (bot/discordbot/owed.py)
        self.delivering = asyncio.Semaphore(DELIVERING_AT_ONCE)
        self.boards = Boards(bot, layer)  # each game's live board, edited after its moves

    @contextlib.contextmanager
    def handling(self, interaction: discord.Interaction[Any]) -> Iterator[None]:
        """While a command's interaction is judged and answered here: its saved move is not a repeat to recognise."""
        key = str(interaction.id)
        self.in_flight.add(key)
        try:
            yield
        finally:
            self.in_flight.discard(key)

    async def in_time(self, interaction: discord.Interaction[Any], work: Awaitable[Reply]) -> Reply:
        """The reply `work` makes, within Discord's three seconds: a command whose reply is not ready after
        DEFER_AFTER_S (a busy machine, a long chain of automatic moves) is deferred ("thinking…") first, so that no
        answer is refused as late."""
        task = asyncio.ensure_future(work)
        done, _ = await asyncio.wait({task}, timeout=DEFER_AFTER_S)
        if not done and not interaction.response.is_done():
            try:
                await interaction.response.defer(thinking=True)
            except SEND_FAILURES:
                log.warning("could not defer a slow command's answer")
        return await task

    async def answer(self, interaction: discord.Interaction[Any], reply: Reply, command: str = "") -> None:
        """Answer a slash command; refusals are seen only by the person who typed.

        The words go first (with the pings and the buttons); pictures still to draw are drawn off the event loop
        after, and added to the answer's last message. If Discord refuses the answer of a move that is saved (or the
        connection breaks), the mover is told the truth and the post is owed to the channel (posted as soon as
        Discord allows)."""
        if reply.owed is not None:
            self._wake_owed("expect_owed")
        try:
            await self._answer(interaction, reply)
        except SEND_FAILURES as error:
            if not (reply.changed and reply.game_id is not None) or reply.ephemeral:
                raise
            await self.saved_but_unsent(interaction, reply, error, command)

    def messages_of(self, reply: Reply) -> list[dict[str, Any]]:
        return message_sequence(reply)

    async def _answer(self, interaction: discord.Interaction[Any], reply: Reply) -> None:
        calls = await vote_buttons.calling(self, reply)  # a vote opened: who it waits for is called (votes on buttons)
        messages = vote_buttons.with_view(reply, message_sequence(reply))  # the words: no picture is drawn yet
        last: discord.WebhookMessage | None = None  # the answer's last message (None: the original response)
        if interaction.response.is_done():  # deferred: the first follow-up takes the place of "thinking…"
            if reply.ephemeral:  # a refusal stays private: the public "thinking…" goes
                with contextlib.suppress(*SEND_FAILURES):
                    await interaction.delete_original_response()
            for parts in messages:
                last = await interaction.followup.send(ephemeral=reply.ephemeral, wait=True, **parts)
        else:
            first = messages.pop(0)
            await interaction.response.send_message(ephemeral=reply.ephemeral, **first)
            for parts in messages:
                last = await interaction.followup.send(ephemeral=reply.ephemeral, wait=True, **parts)
        reply.posted = True  # the channel has seen the move: what fails from here is told, never re-posted
        await vote_buttons.answered(self, interaction, reply, last, calls)
        for text in split_content(reply.private) if reply.private else []:
            with contextlib.suppress(discord.HTTPException):
                await interaction.followup.send(text, ephemeral=True)  # a move's secret details: the mover only
        await self._add_pictures(reply, lambda **edit: interaction.edit_original_response(**edit) if last is None
                                 else last.edit(**edit))
        if not reply.ephemeral:
            try:
                await self.after_public(reply, interaction)
            finally:
                await self._done(reply)

    async def _add_pictures(self, reply: Reply, edit: Callable[..., Awaitable[object]]) -> None:
        """The reply's pictures, drawn now (its words are posted), added to its last message; a picture that cannot be
        added is logged (the move and its words stand)."""
        if reply.painter is None:
            return
        reply.pictures, reply.painter = await reply.painter(), None
        if not reply.pictures:
            return
        parts = message_parts(reply)
        try:
            await edit(embeds=parts["embeds"], attachments=parts["files"])
        except SEND_FAILURES as error:
            log.warning("could not add the pictures to the answer of game %s: %s", reply.game_id, error)

    async def _done(self, reply: Reply) -> None:
        """The move's posts are done: shown, answered, their pings sent (their rows go); posts of automatic moves the
        background made after them may go now."""
        for row in _rows(reply):
            await self.layer.store.post_delivered(row, answered=True, followed=True)
        if reply.continued:
            self._wake_owed()

    async def saved_but_unsent(self, interaction: discord.Interaction[Any], reply: Reply, error: BaseException,
                               command: str) -> None:
        """The move is saved but Discord refused to show it: tell the mover so, and owe the post to the channel (a
        move's row, written with it, falls due at once; a restart loses nothing); its deliverer pings whoever acts
        next. The mover's same command at the same position is then recognised as a repeat (`repeated`)."""
        store = self.layer.store
        if reply.posted:
            log.warning("a saved move's follow-up failed after it was posted: %s", error)
            await self._done(reply)
            return
        assert reply.game_id is not None
        if reply.owed is not None:
            for row in _rows(reply):
                await store.owe_now(row, self.layer.reminders.clock())
        else:
            record = await store.get_game(reply.game_id)
            content = "\n".join(part["content"] for part in message_sequence(reply))
            await store.owe_post(reply.game_id, channel_id=record.channel_id, user_id=str(interaction.user.id),
                                 command=command, position=reply.position or 0, content=content,
                                 due_at=self.layer.reminders.clock())
        self._wake_owed()
        status, text = getattr(error, "status", None), getattr(error, "text", "")
        why = f"{status} {text}".strip() if status is not None else f"the connection failed: {type(error).__name__}"
        truth = (f"Your move is saved (move {reply.move}), but Discord did not let me post it ({why}). It will be posted "
                 f"in the game's channel as soon as Discord allows; the same command again will not make the move twice.")
        await self._tell(interaction, truth)
        await self.deliver_owed()  # the channel itself may take it now, though the interaction did not
        if reply.owed is None:
            try:
                await self.after_public(reply, interaction)
            except discord.HTTPException:
                log.warning("the pings of game %s could not be sent", reply.game_id)

    async def _tell(self, interaction: discord.Interaction[Any], text: str) -> None:
        """Say something to the person who typed, privately, by whatever route Discord still takes: a follow-up, the
        first answer, or (a deferred answer left empty) the original answer edited."""
        routes = [lambda: interaction.followup.send(text, ephemeral=True)] if interaction.response.is_done() else [
            lambda: interaction.response.send_message(text, ephemeral=True)]
        routes.append(lambda: interaction.edit_original_response(content=text))
        for route in routes:
            try:
                await route()
                return
            except SEND_FAILURES:
                continue
        log.warning("could not tell user %s that their move was saved", interaction.user.id)

    def _wake_owed(self, how: str = "wake_owed") -> None:
        """The owed posts' loop (RailBot's): woken now, or (`expect_owed`) in time for a move's post just owed."""
        wake = getattr(self.bot, how, None)
        if wake is not None:
            wake()

    async def deliver_owed(self) -> int:
        """Post what channels are owed (bot/discordbot/owed.py); returns how many went out."""
        return await Deliverer(self).deliver()

    async def repeated(self, interaction: discord.Interaction[Any], who: Invocation, command: str) -> bool:
        """Is this the mover's command repeated at the position their saved move left, its answer never seen? Then
        it is shown (posted now if the channel still lacks it), not made twice."""
        store = self.layer.store
        record = await store.active_game(who.channel_id)
        if record is None or record.status != "running":
            return False
        owed = await store.owed_post_of(record.id, who.user_id)
        if owed is None or owed.command != command or owed.position != await store.log_length(record.id):
            return False
        if owed.interaction_id in self.in_flight:  # its answer is under way here: a new move, typed again on purpose
            return False
        now = self.layer.reminders.clock()
        claimed = None if owed.delivered else await store.claim_post(owed, now + retry_in(owed.attempts))
        if claimed is not None:
            owed = claimed
            reply = await self.layer.owed_reply(owed)
            messages = message_sequence(reply)
            await interaction.response.send_message(**messages[0])
            for parts in messages[1:]:
                await interaction.followup.send(**parts)
            await store.post_delivered(owed.id, answered=True)
            await Deliverer(self).follow(owed, reply)
            await interaction.followup.send("That move was saved already, so it was not made again: here it is.",
                                            ephemeral=True)
            return True
        await store.post_answered(owed.id)
        await interaction.response.send_message(f"That move was saved already (move {owed.position} of the log), so it "
                                                f"was not made again; the game's channel shows it.", ephemeral=True)
        return True

    async def press(self, interaction: discord.Interaction[Any], game_id: int, action: str, position: int | None = None,
                    *, confirmed: bool = False) -> None:
        """A move button: the move is judged like `/move action:…` by whoever pressed it, and only while
        the game is where the button was made for (`position`)."""
        await interaction.response.defer()
        try:
            record = await self.layer.store.get_game(game_id)
        except StorageError:
            record = None
        if record is None or record.status != "running":
            await interaction.followup.send("That button belongs to a game that is no longer running.", ephemeral=True)
            return
        command = f"move {action}"
        who = invocation_of(interaction, channel_id=record.channel_id, command=command)
        if action == SHOW_HAND:  # not a move: the presser's secret cards, to them alone
            shown = await self.layer.handle(who, SHOW_HAND, {})
            await interaction.followup.send(fit(shown.text), ephemeral=True)
            return
        if action.startswith(STAND_IN):  # a missed deadline's button: the bot plays the silent seat (one press)
            seat = action.removeprefix(STAND_IN)
            reply = await self.layer.stand_in(who, game_id, int(seat) if seat.isdigit() else -1, position)
        elif action in BUTTON_COMMANDS:  # a pass order for the round, a suggested plan queued: set, made at once
            if position is not None and position != await self.layer.store.log_length(game_id):
                await interaction.followup.send(STALE_BUTTON, ephemeral=True)
                return
            reply = await self.layer.handle(who, *BUTTON_COMMANDS[action], draw_later=True)
        else:
            options = {"action": action, **({"confirm": "yes"} if confirmed else {})}
            reply = await self.layer.handle(who, "move", options, position=position, draw_later=True)
        if reply.owed is not None:
            self._wake_owed("expect_owed")
        if reply.ephemeral:
            asked = confirm_view(reply.game_id, reply.confirm, reply.position) if reply.confirm and reply.game_id else None
            await interaction.followup.send(fit(reply.text), ephemeral=True, **({"view": asked} if asked else {}))
            return
        try:
            if str(interaction.channel_id) == record.channel_id:
                last = None
                for parts in message_sequence(reply):  # the words first, then the pictures added to them
                    last = await interaction.followup.send(wait=True, **parts)
                reply.posted = True
                if last is not None:
                    await self._add_pictures(reply, last.edit)
            else:  # pressed in a direct message: the move is announced in the game's channel (pictures and all)
                if reply.painter is not None:
                    reply.pictures, reply.painter = await reply.painter(), None
                missing = await self._send_to_channel(record.channel_id, message_sequence(reply), reply)
                if missing or not reply.posted:
                    raise discord.HTTPException(_Refused(), "the game's channel refused the post")
                done = shortened(reply.text.splitlines()[0]) if reply.text else action  # in words, not notation
                again = next((up for up in reply.next_up if up.user_id == who.user_id), None)
                if again is None:
                    await interaction.followup.send(f"Done: {done} The game channel has the details.", ephemeral=True)
                else:  # due again (their own next step): told here, with its buttons, as the channel says it
                    view = move_buttons(record.id, again.quick, reply.position, again.labels)
                    await interaction.followup.send(fit(f"Done: {done} Your move again: {the_ask(again)}"), ephemeral=True,
                                                    **({"view": view} if view is not None else {}))
            for text in split_content(reply.private) if reply.private else []:
                await interaction.followup.send(text, ephemeral=True)
            await self.after_public(reply, interaction)
            await self._done(reply)
        except SEND_FAILURES as error:
            await self.saved_but_unsent(interaction, reply, error, command)

    async def after_public(self, reply: Reply, interaction: discord.Interaction[Any] | None = None, *,
                           board: bool = True) -> None:
        """Direct-message pings and notices, then the mirror to spectator channels (a channel the bot may not
        post in is named to the player, privately, once, with the permission to grant)."""
        for user_id, text in reply.direct:  # e.g. a seat's previous holder told it was handed over
            await self.send_direct_to(user_id, escaped(text, reply.mentions))
        for up in reply.next_up if reply.pings else []:  # a status check or a map pings no one
            if up.notify == "dm" and up.called:  # once a decision, when they became due
                until = await self.layer.quiet_until(up.user_id)
                if until is not None and reply.game_id is not None:  # quiet hours: a reminder when they end
                    await self.layer.reminders.hold(reply.game_id, until)
                    if up.note:  # why their plan stopped still reaches them, unpinged, as before quiet hours
                        await self.send_direct_to(up.user_id, up.note)
                    continue
                await self._direct_ping(up, reply)
        for user_id, text in await self.layer.heads_up(reply):  # /notify next:on: the seat before theirs started
            await self.send_direct_to(user_id, text)
        if reply.changed and reply.game_id is not None:
            for channel_id in await self.layer.store.spectators(reply.game_id):
                missing = await self._send_to_channel(channel_id, message_sequence(reply, spectator=True))
                if interaction is not None:
                    await self._warn(interaction, channel_id, missing)
        if (reply.changed or reply.board) and reply.game_id is not None:
            await self.boards.touch(reply, edit=board)  # after the move's mirror: the boards show the present

    async def send_direct_to(self, user_id: str, text: str, view: discord.ui.View | None = None) -> None:
        """One direct message (with buttons, if given), pinging no one; a closed inbox is logged."""
        try:
            user = self.bot.get_user(int(user_id)) or await self.bot.fetch_user(int(user_id))
            await user.send(fit(text), allowed_mentions=NO_PINGS, **({"view": view} if view is not None else {}))
        except (discord.HTTPException, ValueError):
            log.warning("could not send a direct message to user %s", user_id)

    async def _warn(self, interaction: discord.Interaction[Any], channel_id: str, missing: list[str]) -> None:
        key = (str(interaction.user.id), channel_id)
        if not missing or key in self._warned:
            return
        self._warned.add(key)
        await interaction.followup.send(
            f"Your move is saved, but I cannot post in <#{channel_id}>: please ask an admin to grant me "
            f"{', '.join(missing)} there.", ephemeral=True)

    async def send_direct(self, notices: list[tuple[str, str]]) -> None:
        """Direct messages that go with no post (an order a background chain ended, and why)."""
        await self.after_public(Reply("", direct=notices))

    async def remind(self, game_id: int) -> None:
        """Deliver a reminder that fell due: ping whoever the game waits for."""
        found = await self.layer.reminder_reply(game_id)
        if found is None:
            return
        record, reply = found
        await self._send_to_channel(record.channel_id, message_sequence(reply))
        for up in reply.next_up:
            if up.notify == "dm":
                await self._direct_ping(up, reply)

    async def send_digests(self) -> int:
        """The daily digests due now, each by direct message; how many went out."""
        sent = 0
        for user_id, text in await self.layer.digests_due():
            try:
                user = self.bot.get_user(int(user_id)) or await self.bot.fetch_user(int(user_id))
                for piece in split_content(text):
                    await user.send(piece)
                sent += 1
            except (discord.HTTPException, ValueError):
                log.warning("could not send the daily digest to user %s", user_id)
        return sent

    async def _direct_ping(self, up: NextUp, reply: Reply) -> None:
        try:
            user = self.bot.get_user(int(up.user_id)) or await self.bot.fetch_user(int(up.user_id))
            view = move_buttons(reply.game_id, up.quick, reply.position, up.labels) if reply.game_id is not None else None
            text = fit(await direct_text(self.layer, self.bot, up, reply))
            await (user.send(text, view=view) if view is not None else user.send(text))
        except discord.HTTPException:
            # a player who closed their direct messages is pinged in the game's channel instead, never left unpinged
            log.warning("could not send a direct message to user %s; pinging in the game's channel", up.user_id)
            if reply.game_id is not None:
                record = await self.layer.store.get_game(reply.game_id)
                ping = escaped(f"➡️ <@{up.user_id}>: {unnamed(up)} (I could not send you a direct message)", [up.user_id])
                await self.layer.store.owe_post(reply.game_id, channel_id=record.channel_id, user_id=up.user_id,
                                                command="ping", position=reply.position or 0, content=ping,
                                                due_at=self.layer.reminders.clock())
                self._wake_owed()
                await self.deliver_owed()

    async def _send_to_channel(self, channel_id: str, messages: list[dict[str, Any]], reply: Reply | None = None) -> list[str]:
        """Post to a channel; the permissions the bot lacks there (then nothing is posted)."""
        try:
            channel = self.bot.get_channel(int(channel_id)) or await self.bot.fetch_channel(int(channel_id))
            missing = missing_permissions(channel)
            if missing:
                log.warning("cannot post to channel %s: missing %s", channel_id, ", ".join(missing))
                return missing
            if isinstance(channel, discord.abc.Messageable):
                for parts in messages:
                    await channel.send(**parts)
                if reply is not None:
                    reply.posted = True
        except discord.Forbidden:
            return ["Send Messages", "Attach Files", "Embed Links"]
        except (discord.HTTPException, ValueError):
            log.warning("could not post to channel %s", channel_id)
        return []

    async def board_update(self, game_id: int) -> None:
        await self.boards.update(game_id)

    async def board_link(self, game_id: int, channel_id: str) -> str | None:
        return await self.boards.link(game_id, channel_id)

    async def press_vote(self, interaction: discord.Interaction[Any], vote_id: int, yes: bool) -> None:
        """A vote's Yes or No button (bot/discordbot/vote_buttons.py), pressed by whoever pressed it, in the game's
        channel or a direct message."""
        await interaction.response.defer()
        vote = await self.layer.store.vote(vote_id)
        channel = (await self.layer.store.get_game(vote.game_id)).channel_id if vote is not None else None
        who = invocation_of(interaction, channel_id=channel, command=f"vote {vote_id}")
        await vote_buttons.pressed(self, interaction, who, vote_id, yes)
