"""Deadlines (issue 48 §1-2): `/deadline` sets how long a player may take over a decision and what a missed one does;
the deadline timer hands a missed one to `deadline_passed`; a button lets another player hand the silent seat to the
bot (`stand_in`), and the seat's player takes it back by simply moving again (`back_from_bot`), without a vote.

A missed deadline is a log entry (`deadline-missed`: the seat, its player, what it did), written with the post it owes
the table in one transaction (the outbox: posted once, by any process, whatever stops this one). A seat the bot takes
stays its player's (`bot:<user>`, bot/botseats.py): the bot plays it from the seat's own view, as any bot seat, so
nothing it sees or does tells anyone that seat's secrets."""

from __future__ import annotations

from bot import botseats, deadlines
from bot.commands import votes
from bot.commands.automatic import LEASE_S
from bot.commands.base import log
from bot.commands.living import LivingCommands
from bot.commands.quick import STAND_IN
from bot.commands.replies import Invocation, Reply
from bot.deadlines import DeadlineBook, describe, describe_length
from bot.reminders import DEFAULT_INTERVAL_HOURS
from bot.service import DEADLINE, DEADLINE_MISSED, LoadedGame
from engine import IllegalAction
from engine.core.action_base import Pass
from storage import Automate, Deadline, GameRecord, Owing, SeatRecord, StorageError

STAND_IN_LABEL = "The bot plays for {} until they are back"


class DeadlineCommands(LivingCommands):
    deadlines: DeadlineBook

    async def _deadline(self, who: Invocation, options: dict[str, str]) -> Reply:
        """`/deadline after:48h then:bot`: the game's deadline (alone: what it is)."""
        record = await self._active(who)
        current = await self.store.deadline(record.id)
        if not options.get("after", "").strip() and not options.get("then", "").strip():
            return Reply(f"This game has {describe(current)}.", ephemeral=True, game_id=record.id)
        after_s = deadlines.parse_length(options["after"]) if options.get("after", "").strip() else (
            current.after_s if current is not None else None)
        then = deadlines.parse_then(options.get("then", "") or (current.then if current is not None else "ask"))
        data: dict[str, object] = {"after": "off" if after_s is None else f"{after_s / 60:g}m", "then": then}
        if record.status != "running":
            await self._require_game_admin(who, record, "change the deadline")
            await self.set_deadline(record, after_s, then)
            return Reply(f"{who.user_name} set {describe(Deadline(record.id, after_s, then, None))}.", game_id=record.id)
        async with self.store.lock(record.id):  # the creator or an admin alone, else everyone's yes (a vote)
            loaded = await self.games.load(record)
            if not await self._may_alone(who, record):
                asked = await votes.ask(self, who, loaded, "deadline", data)
                if asked is not None:
                    return asked
            await self.games.append(loaded, DEADLINE, who.user_id, data)
            await self.set_deadline(record, after_s, then)
        reply = Reply(f"{who.user_name} set {describe(Deadline(record.id, after_s, then, None))}.", game_id=record.id)
        await votes.settled(self, reply, record.id, "deadline", data)
        return reply

    async def _may_alone(self, who: Invocation, record: GameRecord) -> bool:
        try:
            await self._require_game_admin(who, record, "change the deadline")
        except IllegalAction:
            return False
        return True

    async def set_deadline(self, record: GameRecord, after_s: float | None, then: str) -> None:
        """Set a game's deadline; a running game's decision under way gets the whole of it from now."""
        due = self.reminders.clock() + after_s if after_s is not None and record.status == "running" else None
        await self.store.set_deadline(record.id, after_s=after_s, then=then, due_at=due,
                                      default_interval_s=DEFAULT_INTERVAL_HOURS * 3600)
        self.reminders.changed()

    async def deadline_of(self, game_id: int | None) -> float | None:
        """When the decision under way in the game misses its deadline (None: no deadline is running)."""
        if game_id is None:
            return None
        found = await self.store.deadline(game_id)
        return None if found is None else found.due_at

    # -- a deadline that fell due ---------------------------------------------------------------------------------

    async def deadline_passed(self, game_id: int) -> bool:
        """Deal with the game's deadline that fell due (claimed by the timer); True if it owes a post now."""
        record = await self.store.get_game(game_id)
        deadline = await self.store.deadline(game_id)
        if record.status != "running" or deadline is None or deadline.after_s is None:
            await self.deadlines.settle(game_id, None)
            return False
        async with self.store.lock(game_id):
            loaded = await self.games.load(record)
            missed, held = await self._missed(loaded)
            if not missed:
                await self.deadlines.settle(game_id, None if held is None else held + deadline.after_s)
                return False
            then = deadline.then
            if then == "skip" and not all(Pass() in loaded.game.legal_actions(loaded.seat_of(s.user_id) or 0)
                                          for _i, s in missed):
                then = "ask"  # a decision with no pass in it: the table decides
            entries = await self.store.log(game_id)
            last = entries[-1] if entries else None
            if last is None or last.kind != DEADLINE_MISSED:  # a claim taken again after a stop: written already
                for index, seat in missed:
                    owing = self._notice(record, then, missed, deadline) if (index, seat) == missed[-1] else None
                    await self.games.append(loaded, DEADLINE_MISSED, seat.user_id,
                                            {"seat": index, "user": seat.user_id, "then": then}, owing=owing)
            if then == "bot":
                for index, seat in missed:
                    data = {"seat": index, "old": seat.user_id, "new": botseats.for_seat(seat.user_id), "deadline": True}
                    await self.games.hand_over(loaded, seat.user_id, data, seat.user_id, botseats.for_seat(seat.user_id),
                                               Automate(self.reminders.clock(), LEASE_S))
            await self.deadlines.settle(game_id, None)  # the next move sets the next one
        if then == "bot":
            self.automate_soon(game_id)
        elif then == "skip":
            await self._skip(record, [seat for _p, seat in missed])
        return then != "skip"

    async def _missed(self, loaded: LoadedGame) -> tuple[list[tuple[int, SeatRecord]], float | None]:
        """The players due now who missed the deadline (each its index among the seats, and its seat), and (when every
        one of them is away) when the first is back."""
        if loaded.paused or loaded.game.over or await self.automatic_due(loaded):
            return [], None
        missed: list[tuple[int, SeatRecord]] = []
        back: list[float] = []
        for player in loaded.game.acting_players():
            seat = loaded.user_of(player)
            if botseats.is_bot(seat.user_id):
                continue
            away = await self.away_until(seat.user_id)
            if away is None:
                missed.append((loaded.seats.index(seat), seat))
            else:
                back.append(away)
        return missed, (min(back) if back and not missed else None)

    def _notice(self, record: GameRecord, then: str, missed: list[tuple[int, SeatRecord]], deadline: Deadline) -> Owing:
        """The table's post for a missed deadline (in the outbox, with its entry)."""
        names = _listed([seat.display_name for _p, seat in missed])
        took = f"{names} took more than {describe_length(deadline.after_s or 0)} to decide"
        command = "deadline"
        if then == "bot":
            text = (f"⏰ {took}: the bot plays for {names} until they are back (their next move takes the seat back, "
                    f"no vote needed).")
        elif then == "skip":
            text = f"⏰ {took}: they pass, as this game's deadline says."
        else:
            command = "deadline:" + ",".join(str(p) for p, _s in missed)
            text = (f"⏰ {took}. Any other player may let the bot play for {names} until they are back (the button); "
                    f"{names} may still move as before.")
        now = self.reminders.clock()
        return Owing(record.channel_id, command, text, now, None, now, waited=False)

    async def _skip(self, record: GameRecord, seats: list[SeatRecord]) -> None:
        """`then:skip`: each silent player passes (through the writer path, judged like a typed pass)."""
        for seat in seats:
            loaded = await self.games.load(record)
            now = self.reminders.clock()
            owing = Owing(record.channel_id, "auto", "", now, None, now, waited=False)
            try:
                await self.games.play(record, seat.user_id, Pass(), loaded.log_length, owing=owing, now=now,
                                      auto={"deadline": True}, automate=self.automation_after)
            except (IllegalAction, StorageError) as refusal:
                log.warning("game %s: the pass of a missed deadline was refused: %s", record.id, refusal)
        if self.on_owed is not None:
            self.on_owed(self.reminders.clock())

    # -- the button, and the seat taken back ----------------------------------------------------------------------

    async def stand_in(self, who: Invocation, game_id: int, seat: int, position: int | None) -> Reply:
        """The button of a missed deadline: another player hands the silent seat to the bot (one press)."""
        try:
            record = await self.store.get_game(game_id)
            async with self.store.lock(game_id):
                loaded = await self.games.load(record)
                if position is not None and loaded.log_length != position:
                    raise IllegalAction("the game has moved on since that deadline passed; the button no longer does "
                                        "anything")
                if not 0 <= seat < len(loaded.seats):
                    raise IllegalAction("that seat is not in this game")
                old = loaded.seats[seat].user_id
                if botseats.is_bot(old):
                    raise IllegalAction("the bot plays that seat already")
                if who.user_id == old:
                    raise IllegalAction("that is your own seat: make your move, and the game goes on")
                if loaded.seat_of(who.user_id) is None:
                    raise IllegalAction("only another player of this game can hand a silent seat to the bot")
                new = botseats.for_seat(old)
                data = {"seat": seat, "old": old, "new": new, "deadline": True}
                await self.games.hand_over(loaded, who.user_id, data, old, new, Automate(self.reminders.clock() + LEASE_S,
                                                                                           LEASE_S))
            reply = await self._handed(record, who, loaded.seats[seat].display_name, old, new, None)
            reply.deadline_at = await self.deadline_of(game_id) if reply.next_up else None
            return reply
        except (IllegalAction, StorageError) as refusal:
            return Reply(str(refusal), ephemeral=True)

    async def back_from_bot(self, who: Invocation) -> str | None:
        """A player whose seat the bot plays for them (a deadline, away, a hand-over) moves again: the seat is theirs
        at once, without a vote and without calling anyone; the words said, or None (nothing to take back)."""
        record = await self.store.active_game(who.channel_id)
        if record is None or record.status != "running":
            return None
        stand_in = botseats.for_seat(who.user_id)
        if all(s.user_id != stand_in for s in (await self.games.peek(record)).seats):
            return None  # (the game as this process knows it: a hand-over clears it)
        async with self.store.lock(record.id):
            loaded = await self.games.load(record)
            seat = next((i for i, s in enumerate(loaded.seats) if s.user_id == stand_in), None)
            if seat is None:
                return None
            data = {"seat": seat, "old": stand_in, "new": who.user_id, "back": True}
            await self.games.hand_over(loaded, who.user_id, data, stand_in, who.user_id, Automate(None))
        await self.end_away(who.user_id, told=False)
        return f"{who.user_name} is back and takes the seat back from the bot."

    async def away_until(self, user_id: str) -> float | None:
        """When the user's away spell ends, if they are away now and their seats wait for them (not the bot)."""
        away = await self.away_of(user_id)
        return None if away is None or away[1] else away[0]

    async def end_away(self, user_id: str, *, told: bool = True) -> int:
        """The player's away spell is over: in bot/commands/away.py, which overrides this."""
        return 0


def _listed(names: list[str]) -> str:
    return names[0] if len(names) == 1 else f"{', '.join(names[:-1])} and {names[-1]}"


def stand_in_offers(command: str, loaded: LoadedGame) -> tuple[tuple[str, str], ...]:
    """The buttons of a deadline's post (its outbox row's command, 'deadline:1,2': the silent seats): one a seat the
    bot does not play yet, each its move and its label."""
    if not command.startswith("deadline:"):
        return ()
    seats = [int(n) for n in command.removeprefix("deadline:").split(",") if n.isdigit()]
    return tuple((f"{STAND_IN}{seat}", STAND_IN_LABEL.format(loaded.seats[seat].display_name)[:80]) for seat in seats
                 if seat < len(loaded.seats) and not botseats.is_bot(loaded.seats[seat].user_id))


