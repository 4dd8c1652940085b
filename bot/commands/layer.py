"""`CommandLayer`: the one entry point of the front ends. It checks a command's name and options
against the command table, runs the command's handler (held by the mixins of one concern each),
and turns every refusal into a one-sentence private reply."""

from __future__ import annotations

import time
from collections.abc import Awaitable, Callable

from bot.commandline import parse_command_line
from bot.commands.away import AwayCommands
from bot.commands.base import log
from bot.commands.following import FollowingCommands
from bot.commands.follows import FollowCommands
from bot.commands.gameinfo import InfoCommands
from bot.commands.lobby import LobbyCommands
from bot.commands.moves import MoveCommands
from bot.commands.personal import PersonalCommands
from bot.commands.plans import PlanCommands
from bot.commands.replay import ReplayCommands, Replays
from bot.commands.replies import Invocation, Reply, said_yes
from bot.commands.story import StoryCommands
from bot.commandtable import COMMANDS_BY_NAME, MOVE_BUILDERS
from bot.deadlines import DeadlineBook
from bot.reminders import Clock, ReminderBook
from bot.service import GameService
from engine import IllegalAction
from storage import StorageError, Store


class CommandLayer(LobbyCommands, InfoCommands, FollowingCommands, MoveCommands, AwayCommands, FollowCommands,
                   PersonalCommands, StoryCommands, PlanCommands, ReplayCommands):
    def __init__(self, store: Store, *, clock: Clock = time.time, draw_pictures: bool = False,
                 operator_seeds: bool = False, buttons: bool = True) -> None:
        self.store = store
        # A front end without buttons (the local console prints text) is spared working them out after every move.
        self.buttons = buttons
        # The local console's operator is the server: they may fix the seed of a game with hidden
        # information (to replay a scripted example); players on Discord never may.
        self.operator_seeds = operator_seeds
        self.games = GameService(store)
        self.reminders = ReminderBook(store, clock)
        self.deadlines = DeadlineBook(self.reminders)
        self.draw_pictures = draw_pictures
        self.replays = Replays()  # the games /replay stepped through last, replayed once (bot/commands/replay.py)
        self._chains, self._again = {}, set()  # the background chains of automatic moves (bot/commands/automatic.py)
        self._handlers: dict[str, Callable[[Invocation, dict[str, str]], Awaitable[Reply]]] = {
            "game new": self._new, "game join": self._join, "game leave": self._leave,
            "game start": self._start, "game status": self._status, "game log": self._log,
            "game map": self._map, "game tiles": self._tiles,
            "game moves": self._moves, "game hand": self._hand, "game card": self._card, "game help": self._help,
            "game abandon": self._abandon,
            "game undo": self._undo, "game export": self._export, "game import": self._import,
            "game notify": self._notify, "game remind": self._remind,
            "game spectate": self._spectate,
            "game pause": self._pause, "game resume": self._resume, "game replace": self._replace,
            "game history": self._history, "game rematch": self._rematch, "games": self._games,
            "notify": self._notify_me, "auto": self._auto, "game chart": self._chart, "stats": self._stats,
            "deadline": self._deadline, "nudge": self._nudge, "away": self._away, "plan": self._plan,
            "replay": self._replay, "board": self._board,
            "follow": self._follow_game,
        }

    async def handle(self, who: Invocation, name: str, options: dict[str, str], *, draw_later: bool = False,
                     position: int | None = None) -> Reply:
        """Run one command; every refusal is a one-sentence ephemeral reply, never an exception.

        The pictures are drawn before returning, unless `draw_later`: then the
        caller awaits `reply.painter` itself (after answering Discord's deadline).
        `position`: for a move from a button, the game's log length when the button was made.
        """
        try:
            command = COMMANDS_BY_NAME.get(name)
            if command is None:
                raise IllegalAction(f"there is no command /{name}; /game help lists them")
            known = {o.name for o in command.options}
            for option in options:
                if option not in known:
                    listing = f"; its options are {', '.join(sorted(known))}" if known else ""
                    raise IllegalAction(f"/{name} has no option '{option}'{listing}")
            for option in command.options:
                if option.required and not options.get(option.name, "").strip():
                    raise IllegalAction(f"/{name} needs the option {option.name} ({option.description})")
            if name in MOVE_BUILDERS:
                confirmed = said_yes(options, "confirm")
                action = MOVE_BUILDERS[name](options)
                back = await self.back_from_bot(who)  # a seat the bot plays for its player is theirs again at once
                try:
                    reply = await self._play(who, action, position if back is None else None, confirmed=confirmed)
                except IllegalAction as refusal:
                    if back is None:
                        raise
                    return Reply(f"{back} {refusal}", ephemeral=True)  # the seat is theirs again, whatever the move
                if back is not None:
                    reply.text = f"{back}\n{reply.text}"
            else:
                reply = await self._handlers[name](who, options)
        except (IllegalAction, StorageError) as refusal:
            return Reply(str(refusal), ephemeral=True)
        except Exception:  # a bug must not leave the player without an answer
            log.exception("command /%s failed for %s", name, who.user_id)
            return Reply("Sorry, something went wrong on our side; the game is unchanged.", ephemeral=True)
        if reply.changed and reply.game_id is not None and not reply.rearmed:
            await self._restart_idle_clock(reply)
        if reply.next_up and not reply.ephemeral:  # every ping shows the deadline, in each reader's own clock
            reply.deadline_at = await self.deadline_of(reply.game_id)
        if reply.painter is not None and not draw_later:
            reply.pictures, reply.painter = await reply.painter(), None
        return reply

    async def _restart_idle_clock(self, reply: Reply) -> None:
        """The game moved on: whoever must act now gets a fresh reminder interval."""
        try:
            if reply.next_up:
                await self.reminders.arm(reply.game_id)  # type: ignore[arg-type]
            else:
                await self.reminders.disarm(reply.game_id)  # type: ignore[arg-type]
        except StorageError:  # the move is saved; a missed reminder must not turn it into a refusal
            log.exception("could not reset the reminder of game %s", reply.game_id)

    async def handle_line(self, who: Invocation, line: str) -> Reply:
        """Run a typed line such as `/lay hex:E4 tile:57 rotation:1` (the console's input)."""
        try:
            name, options = parse_command_line(line)
        except IllegalAction as refusal:
            return Reply(str(refusal), ephemeral=True)
        return await self.handle(who, name, options)
