"""Following a game: where pings go (/game notify), reminders for idle players (/game remind and
the reminder that falls due), and spectator channels (/game spectate, and with stop:yes, no longer)."""

from __future__ import annotations

from bot.commands.deadlines import stand_in_offers
from bot.commands.orders import OrderCommands
from bot.commands.replies import Invocation, Reply, said_yes, shown
from bot.reminders import describe_interval
from engine import IllegalAction
from storage import Deadline, GameRecord, OwedPost

NOTIFY_CHOICES = ("channel", "dm")


class FollowingCommands(OrderCommands):
    async def _notify(self, who: Invocation, options: dict[str, str]) -> Reply:
        where = options["where"].strip().lower()
        if where not in NOTIFY_CHOICES:
            raise IllegalAction(f"where must be 'channel' or 'dm', not '{where}'")
        record = await self._active(who)
        if not any(s.user_id == who.user_id for s in await self.store.seats(record.id)):
            raise IllegalAction("you do not have a seat in this game")
        await self.store.set_notify(record.id, who.user_id, where)
        self.games.forget(record.id)  # the cached seats carry the old preference
        place = "by direct message" if where == "dm" else "in this channel"
        return Reply(f"You will be pinged {place} when it is your turn.", ephemeral=True, game_id=record.id)

    async def _remind(self, who: Invocation, options: dict[str, str]) -> Reply:
        text = options["after"].strip().lower()
        hours: float | None
        if text in ("off", "never", "0"):
            hours = None
        else:
            try:
                hours = float(text.removesuffix("h"))
            except ValueError:
                raise IllegalAction(f"after must be a number of hours or 'off', not '{text}'") from None
            if not 0.25 <= hours <= 24 * 14:
                raise IllegalAction("reminders can be set from 0.25 hours to two weeks (336 hours)")
        record = await self._active(who)
        await self._require_game_admin(who, record, "change the reminders")
        await self.reminders.set_interval(record.id, hours, running=record.status == "running")
        if hours is None:
            return Reply(f"{who.user_name} turned reminders off for this game.", game_id=record.id)
        return Reply(f"{who.user_name} set reminders: an idle player is pinged again every "
                     f"{describe_interval(hours * 3600)}.", game_id=record.id)

    async def _spectate(self, who: Invocation, options: dict[str, str]) -> Reply:
        if said_yes(options, "stop"):
            return await self._unspectate(who, options)
        channel = _channel_id(options["channel"])
        record = await self._active(who)
        await self._require_game_admin(who, record, "add spectator channels")
        if channel == who.channel_id:
            raise IllegalAction("a game cannot spectate its own channel; pick another channel")
        if not await self.store.add_spectator(record.id, channel):
            raise IllegalAction("that channel already spectates this game")
        return Reply(f"Every move of this game will be mirrored to <#{channel}>, read-only.", game_id=record.id,
                     board=True)  # the channel's own live board, posted now (above the moves it will mirror)

    async def _unspectate(self, who: Invocation, options: dict[str, str]) -> Reply:
        channel = _channel_id(options["channel"])
        record = await self._active(who)
        await self._require_game_admin(who, record, "remove spectator channels")
        if not await self.store.remove_spectator(record.id, channel):
            raise IllegalAction("that channel does not spectate this game")
        return Reply(f"<#{channel}> no longer mirrors this game.", game_id=record.id)

    async def reminder_reply(self, game_id: int) -> tuple[GameRecord, Reply] | None:
        """The ping for a reminder that fell due; None if the game no longer waits for anyone."""
        record = await self.store.get_game(game_id)
        if record.status != "running":
            await self.reminders.disarm(game_id)
            return None
        loaded = await self.games.load(record)
        if loaded.paused:
            return None  # a paused game waits for no one
        if await self.automatic_due(loaded):  # the game waits on the bot, not on a person: its chain goes on instead
            self.automate_soon(record.id)
            return None
        interval = await self.reminders.interval(game_id)
        reply = self._with_next(Reply(f"Reminder: the game is waiting (idle for {describe_interval(interval)}).", ping=True),
                                loaded)
        reply.deadline_at = (await self.store.deadline(game_id) or Deadline(game_id, None, "ask", None)).due_at
        held = [(up, await self.quiet_until(up.user_id)) for up in reply.next_up]
        if held and all(until is not None for _up, until in held):  # everyone waited for is in quiet hours
            await self.reminders.hold(game_id, min(until for _up, until in held if until is not None))
            return None
        reply.next_up = [up for up, until in held if until is None]
        return (record, reply) if reply.next_up else None

    async def owed_reply(self, post: OwedPost) -> Reply:
        """The post a saved move owes its channel, as a reply: what the move said, and, while the game still stands
        where that move left it, who must act now (pinged, with their buttons); a game that moved on since, or that
        owes automatic moves first (a chain a stopped process left), is pinged by the posts of its later moves."""
        record = await self.store.get_game(post.game_id)
        reply = Reply(shown(post.content), changed=True, game_id=record.id, owed=post.id)
        if record.status == "lobby":
            return reply
        loaded = await self.games.load(record)
        if post.command.startswith(("deadline", "away")):  # a deadline passed, a player away or back: the table is told
            reply.ping, reply.position = False, post.position  # (who is due was called when they became due)
            reply.offers = stand_in_offers(post.command, loaded) if loaded.log_length == post.position else ()
            return reply
        if loaded.log_length != post.position or loaded.paused or await self.automatic_due(loaded):
            reply.ping = False  # the game moved on, or automatic moves are owed first: a later post calls whoever is due
            return reply
        reply = self._with_next(reply, loaded)
        reply.deadline_at = (await self.store.deadline(record.id) or Deadline(record.id, None, "ask", None)).due_at
        return reply


def _channel_id(text: str) -> str:
    """A channel as typed: a Discord mention <#123>, a bare id, or (console) a name like #watchers."""
    channel = text.strip().removeprefix("<#").removesuffix(">").lstrip("#")
    if not channel:
        raise IllegalAction("name a channel, e.g. #spectators")
    return channel
