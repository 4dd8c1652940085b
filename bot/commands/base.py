"""What every group of commands shares: the store, the game service and the reminders, finding
the channel's game, who must act next, and pictures drawn once a reply stands.

`CommandLayer` (layer.py) sets the attributes; the groups (lobby.py, gameinfo.py, following.py,
moves.py) are mixins over this base, each holding the handlers of one concern.
"""

from __future__ import annotations

import logging
from collections.abc import Callable
from dataclasses import replace
from typing import TYPE_CHECKING

from bot import botseats, pictures, quiet, workers
from bot.commands.quick import quick_moves
from bot.commands.replies import Invocation, NextUp, Reply
from bot.reminders import ReminderBook
from bot.service import GameService, LoadedGame
from engine import IllegalAction
from engine.core.game import Game
from storage import GameRecord, SeatRecord, Store

if TYPE_CHECKING:
    from renderer import Picture

log = logging.getLogger("bot.commands")  # one logger for the whole layer, as when it was one module


class CommandBase:
    store: Store
    games: GameService
    reminders: ReminderBook
    draw_pictures: bool
    operator_seeds: bool
    buttons: bool  # whether the front end shows move buttons (the console does not)

    async def _active(self, who: Invocation) -> GameRecord:
        record = await self.store.active_game(who.channel_id)
        if record is None:
            raise IllegalAction("there is no game in this channel; open one with /game new title:18EZ-L1")
        return record

    async def _latest(self, who: Invocation) -> GameRecord:
        """The channel's active game, else its most recent one (to look at a finished game)."""
        record = await self.store.active_game(who.channel_id)
        if record is None:
            history = await self.store.channel_history(who.channel_id)
            record = history[0] if history else None
        if record is None:
            raise IllegalAction("there is no game in this channel; open one with /game new title:18EZ-L1")
        return record

    async def _running(self, who: Invocation, *, finished_too: bool = False) -> LoadedGame:
        record = await (self._latest(who) if finished_too else self._active(who))
        if record.status == "lobby":
            raise IllegalAction("the game has not started yet; the creator starts it with /game start")
        return await self.games.load(record)

    async def _lobby(self, who: Invocation) -> GameRecord:
        record = await self._active(who)
        if record.status != "lobby":
            raise IllegalAction("the game in this channel has already started")
        return record

    async def quiet_until(self, user_id: str) -> float | None:
        """When the user's quiet hours end, if they are in them now, or their away spell (/away, without the bot
        playing for them): their reminders and direct pings wait till then."""
        prefs, now = await self.store.user_prefs(user_id), self.reminders.clock()
        away = prefs.get("away")
        back = float(away["until"]) if isinstance(away, dict) and not away.get("bot") else None
        ends = [t for t in (quiet.quiet_until(prefs, now), back) if t is not None and t > now]
        return max(ends) if ends else None

    async def away_of(self, user_id: str) -> tuple[float, bool] | None:
        """The user's away spell under way (/away): until when, and whether the bot plays their seats; None: not away."""
        away = (await self.store.user_prefs(botseats.holder_of(user_id) or user_id)).get("away")
        if not isinstance(away, dict) or float(away.get("until", 0)) <= self.reminders.clock():
            return None
        return float(away["until"]), bool(away.get("bot"))

    async def away_lines(self, seats: list[SeatRecord]) -> list[str]:
        """'Bob is away until <t:…:D>.' for each seated player away now (each reader sees the date in their zone)."""
        lines = []
        for seat in seats:
            away = await self.away_of(seat.user_id)
            if away is not None:
                plays = " (the bot plays for them)" if away[1] else ""
                lines.append(f"{seat.display_name} is away until <t:{int(away[0])}:D>{plays}.")
        return lines

    async def _require_game_admin(self, who: Invocation, record: GameRecord, doing: str) -> None:
        """The game's admin rights: its creator while they hold a seat (one replaced out of it has none), or a
        server admin."""
        if who.is_admin:
            return
        seated = who.user_id == record.creator_id and any(s.user_id == who.user_id for s in await self.store.seats(record.id))
        if not seated:
            raise IllegalAction(f"only the player who opened the game, while they hold a seat in it (or a server admin), can {doing}")

    def _draw(self, reply: Reply, loaded: LoadedGame, painter: Callable[[Game], list[Picture]], *, forced: bool = False) -> None:
        """Attach the drawing of pictures to the reply, to be done once the reply is known to stand."""
        if self.draw_pictures or forced:
            reply.painter = lambda: pictures.draw(self.store, loaded, painter)

    @staticmethod
    def _with_next(reply: Reply, loaded: LoadedGame, *, buttons: bool = True, calling: set[int] | None = None) -> Reply:
        """Who acts next, with the buttons of their step when the reply pings them (a status or a map shows none);
        `buttons=False`: left to `_with_buttons`, which works them out off the event loop. `calling`: the players to
        call (the others are named unpinged); None: everyone who acts."""
        game = loaded.game
        reply.game_id = loaded.record.id
        reply.move = len(game.history)
        reply.position = loaded.log_length
        if game.over:
            reply.game_over = True
            return reply
        for player in game.acting_players():
            seat = loaded.user_of(player)
            moves, labels = quick_moves(game, player) if buttons and reply.pings else ((), ())
            bot = botseats.is_bot(seat.user_id)  # never mentioned nor sent a message: it plays by itself
            called = (calling is None or player in calling) and not bot
            reply.next_up.append(NextUp(seat.user_id, f"{seat.display_name} (bot)" if bot else seat.display_name,
                                        game.turn_prompt(player), seat.notify, () if bot else moves,
                                        () if bot else labels, called))
        return reply

    @staticmethod
    async def _with_buttons(reply: Reply, loaded: LoadedGame) -> None:
        """The buttons for whoever acts next, worked out in a worker thread on a snapshot of the position: a
        Railways of the World turn's cheapest build is a search (tens of milliseconds), kept off the event loop."""
        if not reply.next_up or not reply.pings:
            return
        game = loaded.game.snapshot()
        found = await workers.for_answer(lambda: [quick_moves(game, player) for player in game.acting_players()])
        reply.next_up = [replace(up, quick=moves, labels=labels) for up, (moves, labels) in zip(reply.next_up, found, strict=True)]

