"""Following a game as a person (issue 50 §4): `/follow [every:round|day] [stop:yes]`, for any member who can see the
game's channel but plays in it not, and the digests it brings: by direct message, once a round (an 18xx stock or
operating round, a Railways of the World turn: the round `Game.situation` names) or once a day, listing what happened
since the last one as a direct ping words each move (only what the channel shows: a move's public messages), held
through the follower's quiet hours until they end (`quiet_until`). A follower is never mentioned in the channel.
`/games` lists the games one follows, as "following".

Each follow is a row of the table follows (storage/follows.py): what the last digest covered and when the row is
next looked at. A row due is claimed with a lease (a compare-and-set), so that of two processes one makes the digest;
its new marks are saved before the digest is sent (a process stopped in between loses that digest, never sends it
twice), and a process stopped before saving them leaves the row due again when the lease ends."""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass

from bot import botseats
from bot.commands.base import log
from bot.commands.living import LivingCommands, jump
from bot.commands.lobbies import LobbyFinding
from bot.commands.logwords import headline, shortened, spoken
from bot.commands.replies import Invocation, Reply, said_yes
from engine import IllegalAction, game_class
from engine.core.game import Game, Outcome
from engine.core.situation import OTHER
from storage import GameNotFound, GameRecord, SeatRecord
from storage.follows import EVERY, FollowRecord

ROUND_LOOK_S = 600.0  # a round follower's game is looked at this often: their digest comes within this of the round's end
DAY_S = 24 * 3600.0
FOLLOW_LEASE_S = 600.0  # a claimed follow its process never settled (stopped mid-way) is due again this much later
DIGEST_MOVES = 30  # the moves one digest lists (those before them are counted)


@dataclass(frozen=True)
class Owed:
    """What a follow owes when looked at: the digest's words (None: nothing to send), whether the follow ends with
    it, and else what it has now covered and when it is next looked at."""

    text: str | None
    ends: bool
    seen_moves: int = 0
    seen_round: str = ""
    due_at: float = 0.0


def current_round(game: Game) -> tuple[str, bool]:
    """The round the game is in, as `Game.situation` names it ("Stock Round 3", "Operating Round 2.1", "Turn 4"), and
    whether it is a round of play (not a setting up between rounds)."""
    acting = game.acting_players()
    where = game.situation(acting[0] if acting else 0)
    return where.round, where.kind != OTHER


def how_often(every: str, title: str) -> str:
    """'once a round (each stock or operating round)', 'once a game turn', 'once a day'."""
    if every == "day":
        return "once a day"
    return "once a game turn" if game_class(title).family == "rotw" else "once a round (each stock or operating round)"


class FollowCommands(LivingCommands, LobbyFinding):
    on_follow: Callable[[], None] | None = None  # the follow digests' loop wakes (the Discord bot's)

    async def _follow_game(self, who: Invocation, options: dict[str, str]) -> Reply:
        """`/follow [every:round|day]`, `/follow stop:yes`: in the game's channel, by anyone who plays in it not."""
        record = await self._active(who)
        name = game_class(record.title).name
        if said_yes(options, "stop"):
            if not await self.store.unfollow(record.id, who.user_id):
                raise IllegalAction("you do not follow this game")
            return Reply(f"You no longer follow {name} here.", ephemeral=True)
        if self._plays(who.user_id, await self.store.seats(record.id)):
            raise IllegalAction("you play in this game, so its turns call you already: there is nothing to follow")
        every = (options.get("every") or "round").strip().lower()
        if every not in EVERY:
            raise IllegalAction(f"every is round or day, not '{every}'")
        now = self.reminders.clock()
        moves, round_name = 0, ""
        if record.status == "running":
            game = (await self.games.load(record)).game
            moves, round_name = len(game.history), current_round(game)[0]
        first = await self.store.follow(record.id, who.user_id, every=every, seen_moves=moves, seen_round=round_name,
                                        due_at=now + (ROUND_LOOK_S if every == "round" else DAY_S), now=now)
        if self.on_follow is not None:
            self.on_follow()
        begun = "You follow" if first else "You still follow"
        return Reply(f"{begun} {name} here: {how_often(every, record.title)}, a direct message says what happened (what "
                     f"this channel shows; you are never pinged in it). /follow stop:yes ends it.", ephemeral=True)

    @staticmethod
    def _plays(user_id: str, seats: list[SeatRecord]) -> bool:
        """Whether the user has a seat in the game (or the bot plays one for them)."""
        return any(s.user_id in (user_id, botseats.for_seat(user_id)) for s in seats)

    async def _games(self, who: Invocation, options: dict[str, str]) -> Reply:
        """`/games`: every game I sit in, then those I follow; `/games open:yes`: the server's lobbies instead."""
        if said_yes(options, "open"):
            return await self._open_lobbies(who)
        reply = await super()._games(who, options)
        following = await self.following_lines(who.user_id)
        if following:
            reply.text = "\n".join([reply.text, "Games you follow:", *following])
        return reply

    async def following_lines(self, user_id: str) -> list[str]:
        """'• 18GL in <#…> — following (once a day)' for each lobby or running game the user follows."""
        lines = []
        for follow in await self.store.follows_of_user(user_id):
            record = await self.store.get_game(follow.game_id)
            lines.append(f"• {game_class(record.title).name} in {jump(record.guild_id, record.channel_id)} — following "
                         f"({how_often(follow.every, record.title)}; /follow stop:yes there ends it)")
        return lines

    # -- the digests ----------------------------------------------------------------------------------------------

    async def next_follow_in(self) -> float | None:
        """Seconds until the earliest follow is due to be looked at (0 if overdue); None if nobody follows a game."""
        due = await self.store.next_follow_due()
        return None if due is None else max(0.0, due - self.reminders.clock())

    async def follow_digests_due(self) -> list[tuple[str, str]]:
        """(user, text) of each follower's digest due now, each claimed (one process makes it) and its marks saved
        before it is handed back to be sent; a follow due in its follower's quiet hours waits until they end."""
        now = self.reminders.clock()
        due = []
        for follow in await self.store.follows_due(now):
            claimed = await self.store.claim_follow(follow, now + FOLLOW_LEASE_S)
            if claimed is None:  # another process took it
                continue
            try:
                text = await self._digest(claimed, now)
            except Exception:  # one bad game must not hold the others' digests back; its lease brings it again
                log.exception("the digest of game %s for %s failed", claimed.game_id, claimed.user_id)
                continue
            if text:
                due.append((claimed.user_id, text))
        return due

    async def _digest(self, follow: FollowRecord, now: float) -> str | None:
        """The digest a claimed follow owes now, its marks saved first (None: nothing to send now). Whether the
        follower still sees the channel is asked only when there is something to send (a question to Discord)."""
        try:
            record = await self.store.get_game(follow.game_id)
        except GameNotFound:
            await self.store.end_follow(follow)
            return None
        if self._plays(follow.user_id, await self.store.seats(record.id)):
            await self.store.end_follow(follow)  # they took a seat: their turns call them
            return None
        owed = await self._owed(follow, record, now)
        if owed.text and not await self.may_see(follow.user_id, record):
            await self.store.end_follow(follow)  # they lost sight of the channel: nothing of it reaches them
            return None
        if owed.ends:
            kept = await self.store.end_follow(follow)
        else:
            kept = await self.store.settle_follow(follow, seen_moves=owed.seen_moves, seen_round=owed.seen_round,
                                                  due_at=owed.due_at)
        return owed.text if kept else None

    async def _owed(self, follow: FollowRecord, record: GameRecord, now: float) -> Owed:
        """What a follow owes now: the digest's words (None: nothing), and the follow's new marks or its end."""
        later = now + (ROUND_LOOK_S if follow.every == "round" else DAY_S)
        until = await self.quiet_until(follow.user_id)
        if until is not None or record.status == "lobby":  # quiet hours: it waits till they end; a lobby: nothing yet
            return Owed(None, False, follow.seen_moves, follow.seen_round, until if until is not None else later)
        where = f"{game_class(record.title).name} in {jump(record.guild_id, record.channel_id)}"
        if record.status == "abandoned" and await self.store.log_length(record.id) == 0:
            return Owed(f"📰 {where} ended before any move was made; you no longer follow it.", True)
        game = (await self.games.load(record)).game
        seen = min(follow.seen_moves, len(game.history))  # moves undone since: what stands is told
        new = game.history[seen:]
        if record.status != "running" or game.over:
            ended = "the game was abandoned" if record.status == "abandoned" else "the game is over"
            return Owed(self._digest_text(game, new, f"📰 {where}: {ended}; you no longer follow it."), True)
        round_name, playing = current_round(game)
        if follow.every == "day":
            head = f"📰 Your daily digest of {where}: {len(new)} move{'s' if len(new) != 1 else ''} since the last."
            return Owed(self._digest_text(game, new, head) if new else None, False, len(game.history), round_name, later)
        if round_name == follow.seen_round:  # the round goes on
            return Owed(None, False, seen, round_name, later)
        begins = f"{round_name} begins" if playing else "the game moves on"
        return Owed(self._digest_text(game, new, f"📰 {where}: {begins}.") if new else None, False, len(game.history),
                    round_name, later)

    @staticmethod
    def _digest_text(game: Game, new: list[Outcome], head: str) -> str:
        """The digest's words: its head, each move since the last digest in one line as a direct ping says it (the
        earliest counted when there are many), and whom the game waits for."""
        names = dict(enumerate(game.players))
        lines = [head]
        if new:
            lines.append(f"Since your last digest ({len(new)}):" if len(new) <= DIGEST_MOVES else
                         f"Since your last digest ({len(new)}; {len(new) - DIGEST_MOVES} earlier, then):")
        for outcome in new[-DIGEST_MOVES:]:
            words = shortened(headline(outcome.messages, outcome.action.public_text))
            lines.append(f"• {spoken(names.get(outcome.player, '?'), words)}")
        acting = [names[p] for p in game.acting_players()] if not game.over else []
        if acting:
            lines.append(f"Waiting for {', '.join(acting)}.")
        return "\n".join(lines)
