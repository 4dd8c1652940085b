"""Living with a game for weeks: pause and resume, replacing a seat, the history of an early move,
and a rematch with the same group. Pauses, resumptions, replacements and the votes for them are log
entries (never moves), so a game's history shows them and export/import keeps them."""

from __future__ import annotations

import dataclasses
import secrets
from typing import TYPE_CHECKING

from bot import botseats
from bot.commands import votes
from bot.commands.automatic import LEASE_S
from bot.commands.logwords import said, spoken
from bot.commands.orders import OrderCommands
from bot.commands.replies import Invocation, Reply, said_yes
from bot.service import (
    PAUSE,
    PAUSE_VOTE,
    REPLACE,
    REPLACE_VOTE,
    RESUME,
    RESUME_VOTE,
    LoadedGame,
    new_setup,
    options_of,
)
from engine import IllegalAction, game_class
from engine.core.game import Game
from storage import Automate, GameRecord, LogEntry, SeatRecord

if TYPE_CHECKING:
    from renderer import Picture

HISTORY_AROUND = 3  # moves shown before and after the one asked for


class LivingCommands(OrderCommands):
    async def _pause(self, who: Invocation, options: dict[str, str]) -> Reply:
        return await self._pause_or_resume(who, pausing=True)

    async def _resume(self, who: Invocation, options: dict[str, str]) -> Reply:
        return await self._pause_or_resume(who, pausing=False)

    async def _pause_or_resume(self, who: Invocation, *, pausing: bool) -> Reply:
        record = await self._active(who)
        if record.status != "running":
            raise IllegalAction("only a running game can be paused or resumed")
        async with self.store.lock(record.id):
            loaded = await self.games.load(record)
            entries = await self.store.log(record.id)
            if loaded.paused == pausing:
                raise IllegalAction("the game is paused already" if pausing else "the game is not paused")
            seat = loaded.seat_of(who.user_id)
            if seat is None and not who.is_admin:
                raise IllegalAction("only the game's players (or a server admin) can pause or resume it")
            done, vote = (PAUSE, PAUSE_VOTE) if pausing else (RESUME, RESUME_VOTE)
            verb = "pause" if pausing else "resume"
            asked = votes.yes_so_far(entries, verb, {})  # since the last pause or resume, refusal or expiry
            said = asked | {who.user_id}
            everyone = {s.user_id for s in loaded.seats if not botseats.is_bot(s.user_id)}  # bots never vote
            if not (who.user_id == record.creator_id or who.is_admin or everyone <= said):
                if who.user_id in asked:
                    raise IllegalAction(f"you have already asked to {verb} the game; waiting for the other players")
                await self.games.append(loaded, vote, who.user_id, {})
                names = {s.user_id: s.display_name for s in loaded.seats}
                waiting = ", ".join(names[u] for u in sorted(everyone - said))
                asking = Reply(f"{who.user_name} asks to {verb} the game; it needs a yes (/game {verb}) from: {waiting} "
                               f"(or the game's creator, or an admin).", game_id=record.id)
                await votes.counted(self, asking, loaded, verb, {}, who)  # the vote's message, or its tally edited
                return asking
            # paused: nothing automatic is owed; resumed: whatever was, again (saved with the entry)
            owes = Automate(None) if pausing else self.automation_after(dataclasses.replace(loaded, paused=False))
            await self.games.append(loaded, done, who.user_id, {}, owes)
        if pausing:
            reply = Reply(f"{who.user_name} paused the game: no moves and no reminders until /game resume.",
                          game_id=record.id, changed=True)
        else:
            reply = Reply(f"{who.user_name} resumed the game.", changed=True)
            chain = await self.follow_orders(record, loaded, owing=self.owing_of(who, record))  # a bot due moves at once
            reply = await self._chain_reply(chain, reply.text, frozenset(), None) if chain.outcomes else \
                self._with_next(reply, loaded)
        await votes.settled(self, reply, record.id, verb)
        return reply

    async def _replace(self, who: Invocation, options: dict[str, str]) -> Reply:
        """Another user takes over a seat: its place, name, money and companies; or the bot does (`with:bot`), until
        the seat's own player (or anyone the group agrees on) takes it back."""
        record = await self._active(who)
        async with self.store.lock(record.id):
            loaded = await self.games.load(record)
            seat = _seat_named(loaded.seats, options["seat"])
            old = loaded.seats[seat].user_id
            to_bot = said_yes(options, "bot") or \
                options.get("with", "").strip().lower() in ("bot", "the bot", "@bot")
            if not to_bot and not options.get("with", "").strip():
                raise IllegalAction("say who takes the seat over (with:@player), or bot:yes for the bot")
            new = botseats.for_seat(old) if to_bot else _user(options["with"])
            holder = botseats.holder_of(old)  # a seat the bot plays for someone, who may take it back alone
            if to_bot and botseats.is_bot(old):
                raise IllegalAction("the bot plays that seat already")
            if loaded.seat_of(new) is not None:
                raise IllegalAction("the new player already has a seat in this game")
            name = loaded.seats[seat].display_name
            data = {"seat": seat, "old": old, "new": new}
            entries = await self.store.log(record.id)
            taking_back = holder is not None and new == holder
            if game_class(record.title).secret_seed and not to_bot and not taking_back:
                _check_hidden_handover(entries, loaded.seats, seat, old, new, by_holder=who.user_id == old)
            asked = votes.yes_so_far(entries, "replace", data)  # since the last hand-over, refusal or expiry
            said = asked | {who.user_id}
            others = {s.user_id for s in loaded.seats if not botseats.is_bot(s.user_id)} - {old, holder}
            # the seat's owner hands it over, or an admin, or every other player - never one player alone
            if who.is_admin or who.user_id in (old, holder) or (len(others) >= 2 and others <= said):
                # a seat handed to the bot owes its moves from now on (saved with the hand-over: a stop right after
                # it still has the bot move)
                owes = Automate(self.reminders.clock() + LEASE_S, LEASE_S) if to_bot else None
                await self.games.hand_over(loaded, who.user_id, data, old, new, owes)
            else:
                return await self._replace_vote(who, record, loaded, data, asked, others, to_bot, name)
        # after the lock: the bot, if due in the seat now, moves through the writer path, which takes the lock itself
        reply = await self._handed(record, who, name, old, new, holder)
        await votes.settled(self, reply, record.id, "replace", data)
        return reply

    async def _replace_vote(self, who: Invocation, record: GameRecord, loaded: LoadedGame, data: dict[str, object],
                            asked: set[str], others: set[str], to_bot: bool, name: str) -> Reply:
        """A player's vote for a replacement the others must agree to (called under the game's lock)."""
        if who.user_id not in others:
            raise IllegalAction("only the seat's player, the other players together, or a server admin can replace a seat")
        if len(others) < 2:
            raise IllegalAction("with one other player, a seat is handed over only by its own player or a server admin")
        if who.user_id in asked:
            raise IllegalAction("you have already voted for this replacement; waiting for the other players")
        await self.games.append(loaded, REPLACE_VOTE, who.user_id, data)
        names = {s.user_id: s.display_name for s in loaded.seats}
        waiting = ", ".join(names[u] for u in sorted(others - asked - {who.user_id}))
        new = str(data["new"])
        taker = "the bot" if to_bot else f"<@{new}>"
        reply = Reply(f"{who.user_name} asks for {taker} to take over {name}'s seat; it needs a yes (the same "
                      f"/game replace) from: {waiting} (or an admin).", game_id=record.id,
                      mentions=() if to_bot else (new,))
        await votes.counted(self, reply, loaded, "replace", data, who)  # the vote's message, or its tally edited
        return reply

    async def _handed(self, record: GameRecord, who: Invocation, name: str, old: str, new: str, holder: str | None) -> Reply:
        """The answer to a seat handed over (the bot, if it took the seat and is due, moves at once)."""
        loaded = await self.games.load(record)
        by = "" if who.user_id in (old, holder) else f", handed over by {who.user_name}"

        def called(user: str) -> tuple[str, ...]:
            """The person the reply is about is mentioned only if someone else typed the command (else: their answer)."""
            return () if user == who.user_id else (user,)

        def named(user: str) -> str:
            return who.user_name if user == who.user_id else f"<@{user}>"

        if botseats.is_bot(new):
            text = (f"The bot takes over {name}'s seat (from {named(old)}{by}): the same place, money and companies; it "
                    f"plays within seconds of its turn. {named(old)} takes it back any time with /game replace "
                    f"seat:@{name} with:@{name}.")
            reply = Reply(text, changed=True, mentions=called(old))
            reply.direct.append((old, f"Your seat ({name}) in {loaded.game.name} was handed to the bot{by}; take it back "
                                      f"any time in the game's channel with /game replace, seat: {name}, with: yourself."))
        elif botseats.is_bot(old):
            seat = "the seat back" if new == holder else f"{name}'s seat"
            reply = Reply(f"{named(new)} takes {seat} from the bot{by}: the same place, money and companies.",
                          changed=True, mentions=called(new))
        else:
            reply = Reply(f"<@{new}> takes over {name}'s seat (from <@{old}>{by}): the same place, money and companies.",
                          changed=True, mentions=(new, old))
            reply.direct.append((old, f"Your seat ({name}) in {loaded.game.name} was handed to <@{new}>{by}; "
                                      f"you no longer play in that game."))
        chain = await self.follow_orders(record, loaded, owing=self.owing_of(who, record))  # the bot, due now, moves
        if not chain.outcomes:  # who was due is due still: only the seat's new holder may be newly called
            seat = loaded.seat_of(new)
            due = set(loaded.game.acting_players())
            return self._with_next(reply, loaded, calling={seat} & due if seat is not None and new != who.user_id else set())
        moved = await self._chain_reply(chain, reply.text, frozenset(), None)
        moved.mentions, moved.direct = reply.mentions, [*reply.direct, *moved.direct]
        return moved

    async def _history(self, who: Invocation, options: dict[str, str]) -> Reply:
        """The position after move N (the map, and the market for 18xx titles) with the moves around it."""
        loaded = await self._running(who, finished_too=True)
        text = options["move"].strip()
        total = len(loaded.game.history)
        if not text.isdigit() or not 0 <= int(text) <= total:
            raise IllegalAction(f"move must be a number from 0 to {total}, the moves in force")
        number = int(text)
        game = loaded.game  # its history holds the moves in force (an undone move is not history)
        past = game.replayed(game.moves_in_force()[:number])
        lines = [f"{game.name} after move {number} of {total}:"]
        for index in range(max(1, number - HISTORY_AROUND), min(total, number + HISTORY_AROUND) + 1):
            outcome = game.history[index - 1]
            mark = "▶ " if index == number else "  "
            words = said(outcome.messages) or outcome.action.public_text
            lines.append(f"{mark}{index}. {spoken(loaded.user_of(outcome.player).display_name, words)}")
        reply = Reply("\n".join(lines), game_id=loaded.record.id)
        self._draw(reply, dataclasses.replace(loaded, game=past), history_pictures, forced=True)
        return reply

    async def _rematch(self, who: Invocation, options: dict[str, str]) -> Reply:
        """A new lobby with the finished game's title, options and players invited."""
        if await self.store.active_game(who.channel_id) is not None:
            raise IllegalAction("this channel has a game already; a rematch follows a finished one")
        history = await self.store.channel_history(who.channel_id)
        if not history or history[0].status not in ("finished", "abandoned"):
            raise IllegalAction("there is no finished game in this channel to play again")
        last = history[0]
        seats = await self.store.seats(last.id)
        cls = game_class(last.title)
        chosen = options_of(last.options)
        record = await self.store.create_game(
            guild_id=who.guild_id, channel_id=who.channel_id, title=last.title,
            options=new_setup(chosen, secrets.token_hex(32) if cls.secret_seed else None), seed=_new_seed(),
            creator_id=who.user_id)
        await self.store.add_seat(record.id, who.user_id, who.user_name)
        await self.store.open_lobby(record.id, start_full=False, now=self.reminders.clock())
        # the lobby bots sit again, under their names; the people are invited (a seat the bot played for someone:
        # that someone)
        bots = [s for s in seats if botseats.is_bot(s.user_id) and botseats.holder_of(s.user_id) is None]
        for bot in bots:
            await self.store.add_seat(record.id, bot.user_id, bot.display_name)
        people = [user for s in seats if s not in bots
                  and (user := botseats.holder_of(s.user_id) or s.user_id) != who.user_id]
        calls = " ".join(f"<@{user}>" for user in people)
        with_options = f" with {', '.join(chosen)}" if chosen else ""
        seated = f" {', '.join(b.display_name for b in bots)} (bot{'s' if len(bots) > 1 else ''}) sit again." if bots else ""
        invitation = f" {calls} — join with /game join;" if calls else ""
        return Reply(f"{who.user_name} opened a rematch of {cls.name}{with_options} and took the first seat.{seated}"
                     f"{invitation} {who.user_name} starts it with /game start.", mentions=tuple(people))

    async def _games(self, who: Invocation, options: dict[str, str]) -> Reply:
        """Every game I sit in, anywhere, newest activity first, with whether it waits for me."""
        found = await self.games_of(who.user_id)
        away = await self.away_of(who.user_id)
        gone = [] if away is None else [f"You are away until <t:{int(away[0])}:D>"
                                        f"{' (the bot plays your seats)' if away[1] else ''}; /away until:off ends it."]
        if not found:
            return Reply("\n".join([*gone, "You sit in no running game or lobby."]), ephemeral=True)
        return Reply("\n".join([*gone, "Your games, most recent activity first:", *(line for line, _mine in found)]),
                     ephemeral=True)

    async def games_of(self, user_id: str) -> list[tuple[str, bool]]:
        """(a line about the game, does it wait for the user) for every game the user sits in."""
        now = self.reminders.clock()
        lines: list[tuple[str, bool]] = []
        records = await self.store.games_of_user(user_id)
        played = await self.store.games_of_user(botseats.for_seat(user_id))  # the seats the bot plays for them
        for record in sorted([*records, *played], key=lambda r: -r.updated_at):
            where = jump(record.guild_id, record.channel_id)
            idle = _ago(now - record.updated_at)
            if record.status == "lobby":
                lines.append((f"• {game_class(record.title).name} — lobby in {where} (idle {idle})", False))
                continue
            loaded = await self.games.load(record)
            acting = [loaded.user_of(p) for p in loaded.game.acting_players()]
            mine = not loaded.paused and any(s.user_id == user_id for s in acting)
            turn = "paused" if loaded.paused else ("**your turn**" if mine else
                                                   "waiting for " + ", ".join(s.display_name for s in acting) if acting else "over")
            deadline = await self.store.deadline(record.id)
            if deadline is not None and deadline.due_at is not None and acting and not loaded.paused:
                turn += f", deadline <t:{int(deadline.due_at)}:R>"
            if loaded.seat_of(user_id) is None:
                turn += "; the bot plays your seat"
            lines.append((f"• {loaded.game.name} in {where} — {turn} (idle {idle})", mine))
        return lines


def _check_hidden_handover(entries: list[LogEntry], seats: list[SeatRecord], seat: int, old: str, new: str, *,
                           by_holder: bool) -> None:
    """In a game with hidden information a seat's secrets go with it, so a seat taken without its holder's consent
    goes only to someone who has never held a seat of the game, and a seat once taken so never goes back to anyone
    who held a seat before: nobody hands a seat away to read its cards and takes it back."""
    handovers = [e for e in entries if e.kind == REPLACE]
    former = {s.user_id for s in seats} | {str(e.data.get(k)) for e in handovers for k in ("old", "new")}
    taken = any(e.data.get("seat") == seat and e.user_id != e.data.get("old") for e in handovers)
    if new in former and (taken or not by_holder):
        raise IllegalAction("this game has hidden information: a seat taken without its holder's consent goes only to "
                            "someone who has never held a seat in it, and is never handed back")


def history_pictures(game: Game) -> list[Picture]:
    """What /game history (and /replay) shows of a position: its map, its stock market (the titles that have one) and
    the players' chart up to it (once two rounds have ended)."""
    from renderer import render_map, render_market
    from renderer.api import has_market, history_chart

    found = [render_map(game)]
    if has_market(game):  # the titles with a stock market (18GL's too: it is no 18EZ StockGame)
        found.append(render_market(game, f"after move {len(game.history)}"))
    chart = history_chart(game)  # the players' chart up to the move, once two rounds have ended
    return found if chart is None else [*found, chart]


def _seat_named(seats: list[SeatRecord], text: str) -> int:
    """A seat as typed: its player (a mention, an id; a seat the bot plays for them too) or the seat's name."""
    user = text if botseats.is_bot(text) else _user(text)
    for index, seat in enumerate(seats):
        if seat.user_id in (user, botseats.for_seat(user)):
            return index
    wanted = text.strip().lstrip("@").casefold()
    for index, seat in enumerate(seats):
        if seat.display_name.casefold() == wanted:
            return index
    raise IllegalAction("that user has no seat in this game")


def _user(text: str) -> str:
    """A user as typed: a Discord id or mention <@123> / <@!123>, or (console) a name, whose user id
    is the name in lower case there."""
    user = text.strip().removeprefix("<@").removeprefix("!").removesuffix(">").lstrip("@").lower()
    if not user:
        raise IllegalAction("name a player, e.g. @Ann")
    return user


def _new_seed() -> int:
    return secrets.randbelow(2**31)


def jump(guild_id: str, channel_id: str) -> str:
    """Where a game is: a Discord jump link, or (console) the channel's name."""
    if channel_id.isdigit() and guild_id.isdigit():
        return f"<#{channel_id}> (https://discord.com/channels/{guild_id}/{channel_id})"
    return f"#{channel_id}"


def _ago(seconds: float) -> str:
    seconds = max(0.0, seconds)
    if seconds < 3600:
        return f"{int(seconds // 60)} min"
    if seconds < 2 * 86400:
        return f"{seconds / 3600:.0f} h"
    return f"{seconds / 86400:.0f} days"

