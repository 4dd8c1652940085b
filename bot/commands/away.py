"""Away and nudges (issue 48 §3, §5): `/away until:2026-12-24 [bot:yes]` for all of a player's games at once, its end
(by itself at the date, `/away until:off`, or the player's own next move), `/nudge` (the players due now called, at
most once in 12 hours each, as their reminder), and the heads-up of `/notify next:on` (a direct message when the
seat before yours starts its turn).

Away is kept in the player's own preferences (`away`: until when, and whether the bot plays their seats meanwhile);
nudges in the nudged player's (`nudged`: the game and when). Each game the player sits in gets one line, through the
outbox (posted once, by any process)."""

from __future__ import annotations

from typing import Any

from bot import botseats, deadlines
from bot.commands.automatic import LEASE_S
from bot.commands.deadlines import DeadlineCommands
from bot.commands.replies import Invocation, Reply, said_yes
from bot.deadlines import stamp
from engine import IllegalAction
from storage import Automate, GameRecord, Owing

NUDGE_EVERY_S = 12 * 3600.0  # a player is nudged at most once in this long, in each game


class AwayCommands(DeadlineCommands):
    on_away: Any = None  # the away loop's wake-up (the Discord bot's), called with when the next spell ends

    async def _away(self, who: Invocation, options: dict[str, str]) -> Reply:
        """`/away until:2026-12-24 bot:yes`, `/away until:off`; alone: whether you are away."""
        prefs = await self.store.user_prefs(who.user_id)
        typed = options.get("until", "").strip()
        away = prefs.get("away")
        if not typed:
            if not isinstance(away, dict):
                return Reply("You are not away. /away until:2026-12-24 (a date, or a length like 3d) says you are.",
                             ephemeral=True)
            return Reply(f"You are away until {stamp(float(away['until']), 'D')}"
                         f"{' (the bot plays your seats)' if away.get('bot') else ''}; /away until:off ends it.",
                         ephemeral=True)
        if typed.lower() in ("off", "back", "no", "none"):
            if not isinstance(away, dict):
                raise IllegalAction("you are not away")
            count = await self.end_away(who.user_id)
            return Reply(f"Welcome back: your away spell is over{_in_games(count)}.", ephemeral=True)
        now = self.reminders.clock()
        until = deadlines.parse_date(typed, str(prefs.get("tz", "UTC")), now)
        bot = said_yes(options, "bot")
        if isinstance(away, dict):
            await self.end_away(who.user_id, told=False)  # a new spell replaces the old one
            prefs = await self.store.user_prefs(who.user_id)
        await self.store.set_user_prefs(who.user_id, {**prefs, "away": {"until": until, "bot": bot}})
        if self.on_away is not None:
            self.on_away(until)
        count = 0
        for record in await self.store.games_of_user(who.user_id):
            if record.status == "running":
                await self._gone(who, record, until, bot=bot)
                count += 1
        self._owed_now()
        plays = "the bot plays your seats until then" if bot else "your reminders and deadlines wait until then"
        return Reply(f"You are away until {stamp(until, 'D')} ({stamp(until, 'R')}): {plays}{_in_games(count)}. "
                     f"It ends by itself; /away until:off ends it early.", ephemeral=True)

    async def _gone(self, who: Invocation, record: GameRecord, until: float, *, bot: bool) -> None:
        """One line in a game of a player going away (and, with bot:yes, their seat handed to the bot)."""
        now = self.reminders.clock()
        when = stamp(until, "D")
        async with self.store.lock(record.id):
            loaded = await self.games.load(record)
            seat = loaded.seat_of(who.user_id)
            if bot and seat is not None:
                old, new = who.user_id, botseats.for_seat(who.user_id)
                text = f"🏖️ {who.user_name} is away until {when}: the bot plays for {who.user_name} until then."
                await self.games.hand_over(loaded, who.user_id, {"seat": seat, "old": old, "new": new, "away": until},
                                           old, new, Automate(now, LEASE_S),
                                           owing=Owing(record.channel_id, "away", text, now, None, now, waited=False))
            else:
                text = f"🏖️ {who.user_name} is away until {when}: their reminders and deadline wait until then."
                await self.store.owe_post(record.id, channel_id=record.channel_id, user_id=who.user_id, command="ping",
                                          position=loaded.log_length, content=text, due_at=now)
        if bot:
            self.automate_soon(record.id)

    async def end_away(self, user_id: str, *, told: bool = True) -> int:
        """The player's away spell is over (its date came, /away until:off, or they moved again): each seat the bot
        played for the spell is theirs again, its reminder counting from now; how many games. (Without the bot,
        nothing was handed over: the reminders and deadlines held for them fall due at the date by themselves.)"""
        prefs = await self.store.user_prefs(user_id)
        away = prefs.pop("away", None)
        if not isinstance(away, dict):
            return 0
        await self.store.set_user_prefs(user_id, prefs)
        stand_in = botseats.for_seat(user_id)
        running = [r for r in await self.store.games_of_user(stand_in if away.get("bot") else user_id)
                   if r.status == "running"]
        if not away.get("bot"):
            return len(running)
        now = self.reminders.clock()
        for record in running:
            async with self.store.lock(record.id):
                loaded = await self.games.load(record)
                seat = next((i for i, s in enumerate(loaded.seats) if s.user_id == stand_in), None)
                if seat is None:
                    continue
                text = f"👋 {loaded.seats[seat].display_name} is back: the seat is theirs again." if told else ""
                owing = Owing(record.channel_id, "away", text, now, None, now, waited=False) if text else None
                await self.games.hand_over(loaded, user_id, {"seat": seat, "old": stand_in, "new": user_id, "back": True},
                                           stand_in, user_id, Automate(None), owing)
            if any(loaded.user_of(p).user_id == stand_in for p in loaded.game.acting_players()):
                await self.reminders.arm(record.id)  # due in the seat handed back: their reminder counts from now
        self._owed_now()
        return len(running)

    async def next_away_end(self) -> float | None:
        """When the earliest away spell ends (None: nobody is away)."""
        ends = [float(p["away"]["until"]) for _u, p in await self.store.all_user_prefs() if isinstance(p.get("away"), dict)]
        return min(ends) if ends else None

    async def away_over(self) -> int:
        """End the away spells whose date came; how many."""
        now = self.reminders.clock()
        over = [user for user, prefs in await self.store.all_user_prefs()
                if isinstance(prefs.get("away"), dict) and float(prefs["away"]["until"]) <= now]
        for user in over:
            await self.end_away(user)
        return len(over)

    def _owed_now(self) -> None:
        if self.on_owed is not None:
            self.on_owed(self.reminders.clock())

    # -- nudges ---------------------------------------------------------------------------------------------------

    async def _nudge(self, who: Invocation, options: dict[str, str]) -> Reply:
        """`/nudge`: call the players due now (each at most once in 12 hours in a game; it counts as their reminder)."""
        loaded = await self._running(who)
        record = loaded.record
        if loaded.paused:
            raise IllegalAction("the game is paused; nobody is waited for")
        if loaded.seat_of(who.user_id) is None and not who.is_admin:
            raise IllegalAction("only the game's players (or a server admin) can nudge")
        now = self.reminders.clock()
        due = [(p, loaded.user_of(p)) for p in loaded.game.acting_players()
               if not botseats.is_bot(loaded.user_of(p).user_id)]
        others = [(p, s) for p, s in due if s.user_id != who.user_id]
        if not others:
            raise IllegalAction("it is your turn: nobody else is waited for" if due else "nobody is waited for now")
        called, refused = set(), []
        for player, seat in others:
            prefs = await self.store.user_prefs(seat.user_id)
            nudged = {k: float(v) for k, v in dict(prefs.get("nudged", {})).items() if now - float(v) < NUDGE_EVERY_S}
            away = await self.away_until(seat.user_id)
            if str(record.id) in nudged:
                refused.append(f"{seat.display_name} was nudged {stamp(nudged[str(record.id)] )}")
                continue
            if away is not None:
                refused.append(f"{seat.display_name} is away until {stamp(away, 'D')}")
                continue
            await self.store.set_user_prefs(seat.user_id, {**prefs, "nudged": {**nudged, str(record.id): now}})
            called.add(player)
        if not called:
            raise IllegalAction(f"{'; '.join(refused)}: a player is nudged at most once in 12 hours, and never while away")
        interval = await self.reminders.interval(record.id)
        if interval is not None:  # the nudge is their reminder: the next comes a whole interval later
            await self.store.set_reminder_due(record.id, now + interval)
            self.reminders.changed()
        left = f" ({'; '.join(refused)})" if refused else ""
        reply = Reply(f"{who.user_name} nudges: the game is waiting{left}.", ping=True, game_id=record.id)
        return self._with_next(reply, loaded, calling=called)

    async def heads_up(self, reply: Reply) -> list[tuple[str, str]]:
        """`/notify next:on`: (user, text) for each player whose seat comes next after a player who just became due
        (never one due already, a bot, or someone in quiet hours or away)."""
        if not reply.changed or not reply.pings or reply.game_id is None:
            return []
        record = await self.store.get_game(reply.game_id)
        if record.status != "running":
            return []
        seats = await self.store.seats(record.id)
        ids = [s.user_id for s in seats]
        due = {up.user_id for up in reply.next_up}
        found = []
        for up in reply.next_up:
            if not up.called or up.user_id not in ids:
                continue
            after = seats[(ids.index(up.user_id) + 1) % len(seats)]
            if after.user_id in due or botseats.is_bot(after.user_id):
                continue
            if not (await self.store.user_prefs(after.user_id)).get("next") or await self.quiet_until(after.user_id):
                continue
            found.append((after.user_id, f"Heads-up: {up.name}, the seat before yours, is to act in the game in "
                                         f"<#{record.channel_id}>; you may be next."))
        return found


def _in_games(count: int) -> str:
    return "" if not count else f" (in {count} game{'s' if count != 1 else ''})"
