"""Lobbies people can find (issue 50 §5): `/games open:yes` (this server's lobbies with a free seat, each with who is
in and a jump link), the lobby's creator called once when it reaches the title's fewest players, and a lobby idle 14
days (nobody joined or left) closing with a notice in its channel, through the outbox. `/game new … start:full` (the
game starts by itself when its last seat fills) is lobby.py's. A lobby's own state is the table lobbies
(storage/lobbies.py)."""

from __future__ import annotations

from collections.abc import Awaitable, Callable

from bot import botseats
from bot.commands.living import jump
from bot.commands.orders import OrderCommands
from bot.commands.replies import Invocation, Reply
from bot.service import revision_of
from engine import IllegalAction, game_class
from storage import GameRecord, Owing, SeatRecord

IDLE_LOBBY_S = 14 * 86400.0  # a lobby nobody joined or left for this long closes


def seated(seat: SeatRecord) -> str:
    """A seat as the lobby lists it: a bot's marked "(bot)"."""
    return f"{seat.display_name} (bot)" if botseats.is_bot(seat.user_id) else seat.display_name


def players_allowed(record: GameRecord) -> tuple[int, int]:
    """The fewest and most players the lobby's game seats (its title, under its rules revision)."""
    return game_class(record.title).players_allowed(revision_of(record.options))


class LobbyFinding(OrderCommands):
    # May the user see the channel of the server (user, server, channel)? Discord's front asks the channel's
    # permissions; None (the console): every channel is seen.
    sees: Callable[[str, str, str], Awaitable[bool]] | None = None

    async def may_see(self, user_id: str, record: GameRecord) -> bool:
        """Whether the user may see the game's channel (a lobby listed to them, a game they follow)."""
        return self.sees is None or await self.sees(user_id, record.guild_id, record.channel_id)

    async def _open_lobbies(self, who: Invocation) -> Reply:
        """`/games open:yes`: the server's lobbies with a free seat, oldest first, in channels the asker may see."""
        if who.guild_id == "dm":
            raise IllegalAction("open:yes lists a server's lobbies: ask in one of its channels")
        lines = []
        for record in await self.store.lobbies_of_guild(who.guild_id):
            seats = await self.store.seats(record.id)
            least, most = players_allowed(record)
            if len(seats) >= most or not await self.may_see(who.user_id, record):
                continue
            state = await self.store.lobby_state(record.id)
            starts = "; it starts when full" if state is not None and state.start_full else ""
            lines.append(f"• {game_class(record.title).name} — {len(seats)}/{most} seats (from {least}): "
                         f"{', '.join(seated(s) for s in seats)}{starts} — {jump(record.guild_id, record.channel_id)}")
        if not lines:
            return Reply("No lobby on this server has a free seat; /game new opens one.", ephemeral=True)
        return Reply("\n".join(["Lobbies with a free seat on this server, oldest first (/game join in its channel):",
                                *lines]), ephemeral=True)

    async def call_creator(self, reply: Reply, who: Invocation, record: GameRecord, seats: list[SeatRecord]) -> None:
        """The lobby now seats the title's fewest players: its creator is called, once in the lobby's life, by a
        mention in the reply (the channel) or a direct message if that is how they asked to be pinged."""
        least, most = players_allowed(record)
        creator = next((s for s in seats if s.user_id == record.creator_id), None)
        if len(seats) < least or creator is None:
            return
        if not await self.store.claim_lobby_call(record.id, self.reminders.clock()) or creator.user_id == who.user_id:
            return  # called already, or it was the creator who seated the last one needed: they know
        name = game_class(record.title).name
        more = f"up to {most - len(seats)} more may join" if most > len(seats) else "every seat is taken"
        if creator.notify == "dm":
            reply.direct.append((creator.user_id, f"Your lobby of {name} in <#{record.channel_id}> has {len(seats)} "
                                                  f"players, enough to begin: /game start there starts it ({more})."))
            return
        reply.text += (f"\n<@{creator.user_id}>: {len(seats)} players, enough for {name} to begin: /game start starts "
                       f"it ({more}).")
        reply.mentions = (*reply.mentions, creator.user_id)

    async def next_lobby_close(self) -> float | None:
        """When the longest idle lobby closes (None: no lobby)."""
        touched = await self.store.next_lobby_idle()
        return None if touched is None else touched + IDLE_LOBBY_S

    async def close_idle_lobbies(self) -> int:
        """Close the lobbies nobody joined or left for 14 days, each with a notice owed to its channel (posted by the
        outbox's deliverer, once); how many closed."""
        now = self.reminders.clock()
        closed = 0
        for record in await self.store.idle_lobbies(now - IDLE_LOBBY_S):
            text = (f"🧹 This lobby of {game_class(record.title).name} closed: nobody joined or left it for 14 days. "
                    f"The channel is free; /game new opens a new one.")
            notice = Owing(record.channel_id, "ping", text, now, waited=False)
            if await self.store.close_idle_lobby(record.id, before=now - IDLE_LOBBY_S, notice=notice,
                                                 user_id=record.creator_id):
                closed += 1
                self.games.forget(record.id)
        if closed and self.on_owed is not None:
            self.on_owed(now)
        return closed
