"""The command layer shared by Discord and the local console.

A front end hands over who typed what (`Invocation`, command name, options);
the layer turns it into lobby operations or engine actions and returns a
`Reply`: the text to show, whether only the sender should see it, and who
must act next (to be pinged). Nothing here knows about Discord.
"""

from __future__ import annotations

import logging
import secrets
import time
from collections.abc import Awaitable, Callable
from dataclasses import dataclass, field
from typing import TYPE_CHECKING

from bot import pictures
from bot.commandline import parse_command_line
from bot.commandtable import COMMANDS, COMMANDS_BY_NAME, MOVE_BUILDERS
from bot.reminders import Clock, ReminderBook, describe_interval
from bot.service import MOVE, UNDO, GameService, LoadedGame, options_of
from bot.suggestions import suggest_values
from bot.transfer import export_game, import_game
from engine import IllegalAction, action_from_data, game_class
from engine.actions import Action, LayTile, ParShare, Pass, SellShares
from engine.game import Game
from storage import GameRecord, StorageError, Store

if TYPE_CHECKING:
    from renderer import Picture

log = logging.getLogger(__name__)

__all__ = ["COMMANDS", "COMMANDS_BY_NAME", "MOVE_BUILDERS", "CommandLayer", "Invocation", "NextUp", "Reply"]


@dataclass(frozen=True)
class Invocation:
    user_id: str
    user_name: str
    channel_id: str
    guild_id: str = "local"
    is_admin: bool = False


NOTIFY_CHOICES = ("channel", "dm")
QUICK_ACTIONS_MAX = 10  # buttons offered for the current step (Discord allows 25 per message)


@dataclass(frozen=True)
class NextUp:
    user_id: str
    name: str
    prompt: str
    notify: str = "channel"  # where they want the ping: the game's channel or a direct message
    quick: tuple[str, ...] = ()  # the step's common moves (not tile lays), offered as buttons


@dataclass
class Reply:
    text: str
    ephemeral: bool = False  # a refusal: shown only to the person who typed
    next_up: list[NextUp] = field(default_factory=list)  # who must act now (to ping)
    game_over: bool = False
    files: list[tuple[str, bytes]] = field(default_factory=list)  # attachments: (file name, content)
    pictures: list[Picture] = field(default_factory=list)  # images to show inline (map, routes, status)
    # Pictures still to draw: a front end with a deadline (Discord) acknowledges first, then awaits this.
    painter: Callable[[], Awaitable[list[Picture]]] | None = None
    game_id: int | None = None  # the game this reply is about, when there is one
    move: int = 0  # how many moves are in force in that game
    changed: bool = False  # the game moved on: mirror to spectators, restart the idle clock


class CommandLayer:
    def __init__(self, store: Store, *, clock: Clock = time.time, draw_pictures: bool = False) -> None:
        self.store = store
        self.games = GameService(store)
        self.reminders = ReminderBook(store, clock)
        self.draw_pictures = draw_pictures
        self._handlers: dict[str, Callable[[Invocation, dict[str, str]], Awaitable[Reply]]] = {
            "game new": self._new, "game join": self._join, "game leave": self._leave,
            "game start": self._start, "game status": self._status, "game log": self._log,
            "game map": self._map, "game tiles": self._tiles,
            "game moves": self._moves, "game help": self._help, "game abandon": self._abandon,
            "game undo": self._undo, "game export": self._export, "game import": self._import,
            "game notify": self._notify, "game remind": self._remind,
            "game spectate": self._spectate, "game unspectate": self._unspectate,
        }

    async def handle(self, who: Invocation, name: str, options: dict[str, str], *, draw_later: bool = False) -> Reply:
        """Run one command; every refusal is a one-sentence ephemeral reply, never an exception.

        The pictures are drawn before returning, unless `draw_later`: then the
        caller awaits `reply.painter` itself (after answering Discord's deadline).
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
                reply = await self._play(who, MOVE_BUILDERS[name](options))
            else:
                reply = await self._handlers[name](who, options)
        except (IllegalAction, StorageError) as refusal:
            return Reply(str(refusal), ephemeral=True)
        except Exception:  # a bug must not leave the player without an answer
            log.exception("command /%s failed for %s", name, who.user_id)
            return Reply("Sorry, something went wrong on our side; the game is unchanged.", ephemeral=True)
        if reply.changed and reply.game_id is not None:
            await self._restart_idle_clock(reply)
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

    # -- lobby -----------------------------------------------------------------

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

    async def _new(self, who: Invocation, options: dict[str, str]) -> Reply:
        cls = game_class(options["title"])
        seed_text = options.get("seed", "").strip()
        if seed_text and cls.secret_seed:
            raise IllegalAction(f"{cls.name} has hidden information, so its seed is drawn by the bot and kept secret until the end")
        if seed_text and not seed_text.isdigit():
            raise IllegalAction(f"the seed must be a whole number, not '{seed_text}'")
        seed = int(seed_text) if seed_text else secrets.randbelow(2**31)
        chosen = cls.checked_options(options.get("options", "").replace(",", " ").split())
        record = await self.store.create_game(
            guild_id=who.guild_id, channel_id=who.channel_id, title=cls.title, options={"options": list(chosen)} if chosen else {},
            seed=seed, creator_id=who.user_id,
        )
        await self.store.add_seat(record.id, who.user_id, who.user_name)
        return Reply(
            f"{who.user_name} opened a lobby for {cls.name} ({cls.min_players}-{cls.max_players} players) and took the first seat. "
            f"Join with /game join; {who.user_name} starts the game with /game start."
        )

    async def _lobby(self, who: Invocation) -> GameRecord:
        record = await self._active(who)
        if record.status != "lobby":
            raise IllegalAction("the game in this channel has already started")
        return record

    async def _join(self, who: Invocation, options: dict[str, str]) -> Reply:
        record = await self._lobby(who)
        seats = await self.store.seats(record.id)
        cls = game_class(record.title)
        if any(s.user_id == who.user_id for s in seats):
            raise IllegalAction("you already have a seat in this game")
        if len(seats) >= cls.max_players:
            raise IllegalAction(f"the lobby is full: {cls.name} takes at most {cls.max_players} players")
        await self.store.add_seat(record.id, who.user_id, who.user_name)
        names = ", ".join(s.display_name for s in seats) + f", {who.user_name}"
        return Reply(f"{who.user_name} joins. Seated: {names}.")

    async def _leave(self, who: Invocation, options: dict[str, str]) -> Reply:
        record = await self._lobby(who)
        seats = await self.store.seats(record.id)
        if not any(s.user_id == who.user_id for s in seats):
            raise IllegalAction("you do not have a seat in this lobby")
        await self.store.remove_seat(record.id, who.user_id)
        return Reply(f"{who.user_name} leaves the lobby.")

    async def _start(self, who: Invocation, options: dict[str, str]) -> Reply:
        record = await self._lobby(who)
        if who.user_id != record.creator_id and not who.is_admin:
            raise IllegalAction("only the player who opened the lobby (or a server admin) can start the game")
        seats = await self.store.seats(record.id)
        game = game_class(record.title)([s.display_name for s in seats], record.seed, options_of(record.options))  # checks the player count
        record = await self.store.set_status(record.id, "running")
        loaded = await self.games.load(record)
        order = ", ".join(s.display_name for s in (seats[p] for p in game.seating()))
        text = f"{game.name} begins! Seating order, drawn at random: {order}."
        reply = self._with_next(Reply(text, changed=True), loaded)
        self._draw(reply, loaded, pictures.map_picture)
        return reply

    async def _abandon(self, who: Invocation, options: dict[str, str]) -> Reply:
        record = await self._active(who)
        if who.user_id != record.creator_id and not who.is_admin:
            raise IllegalAction("only the player who opened the game (or a server admin) can abandon it")
        await self.store.set_status(record.id, "abandoned")
        self.games.forget(record.id)
        return Reply(f"{who.user_name} abandoned the game. The channel is free for a new one.", game_id=record.id, changed=True)

    async def _undo(self, who: Invocation, options: dict[str, str]) -> Reply:
        record = await self._active(who)
        if record.status != "running":
            raise IllegalAction("the game has not started yet, so there is nothing to undo")
        loaded, text, undone = await self.games.undo(record, who.user_id, is_admin=who.is_admin)
        reply = self._with_next(Reply(text, changed=undone), loaded)
        if undone:
            self._draw(reply, loaded, pictures.map_picture)
        return reply

    async def _export(self, who: Invocation, options: dict[str, str]) -> Reply:
        record = await self._latest(who)
        if record.status == "lobby":
            raise IllegalAction("the game has not started yet, so there is nothing to export")
        if game_class(record.title).secret_seed and record.status == "running":
            raise IllegalAction("this game has hidden information (its seed decides every draw), so it can be exported once it is over")
        name, content = await export_game(self.store, record)
        return Reply(f"The whole game ({game_class(record.title).name}) is in {name}.", files=[(name, content)])

    async def _import(self, who: Invocation, options: dict[str, str]) -> Reply:
        record, game = await import_game(
            self.store, options["file"], guild_id=who.guild_id, channel_id=who.channel_id, creator_id=who.user_id
        )
        text = f"Imported {game.name} with {len(game.history)} moves in force."
        return self._with_next(Reply(text, changed=True), await self.games.load(record))

    # -- information -------------------------------------------------------------

    async def _status(self, who: Invocation, options: dict[str, str]) -> Reply:
        record = await self._latest(who)
        if record.status == "lobby":
            seats = await self.store.seats(record.id)
            return Reply(f"Lobby for {game_class(record.title).name}: " + ", ".join(s.display_name for s in seats))
        loaded = await self.games.load(record)
        in_force = f"Options: {', '.join(loaded.game.options)}" if loaded.game.options else None
        reply = self._with_next(Reply("\n".join([*loaded.game.status_lines(), *([in_force] if in_force else [])])), loaded)
        self._draw(reply, loaded, pictures.status_picture)
        return reply

    async def _map(self, who: Invocation, options: dict[str, str]) -> Reply:
        loaded = await self._running(who, finished_too=True)
        reply = self._with_next(Reply(f"The map of {loaded.game.name}, move {len(loaded.game.history)}."), loaded)
        self._draw(reply, loaded, pictures.map_picture, forced=True)
        return reply

    async def _tiles(self, who: Invocation, options: dict[str, str]) -> Reply:
        loaded = await self._running(who)
        hex_name = options["hex"].strip().upper()
        player = loaded.seat_of(who.user_id)
        acting = loaded.game.acting_players()
        if player not in acting:
            if not acting:
                raise IllegalAction("no one may lay tiles now")
            player = acting[0]  # show what the player to act may lay there
        lays = [a for a in loaded.game.legal_actions(player, [hex_name]) if isinstance(a, LayTile)]
        if not lays:
            raise IllegalAction(f"{loaded.game.player_name(player)} cannot lay any tile on {hex_name} now")
        listing = ", ".join(f"{a.tile} r{a.rotation}" for a in lays)
        reply = Reply(f"Tiles {loaded.game.player_name(player)} may lay on {hex_name}: {listing}. Lay one with /lay.",
                      ephemeral=True, game_id=loaded.record.id)
        self._draw(reply, loaded, lambda game: pictures.tiles_picture(game, player, hex_name), forced=True)
        return reply

    # -- following a game ---------------------------------------------------------

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
        channel = _channel_id(options["channel"])
        record = await self._active(who)
        await self._require_game_admin(who, record, "add spectator channels")
        if channel == who.channel_id:
            raise IllegalAction("a game cannot spectate its own channel; pick another channel")
        if not await self.store.add_spectator(record.id, channel):
            raise IllegalAction("that channel already spectates this game")
        return Reply(f"Every move of this game will be mirrored to <#{channel}>, read-only.", game_id=record.id)

    async def _unspectate(self, who: Invocation, options: dict[str, str]) -> Reply:
        channel = _channel_id(options["channel"])
        record = await self._active(who)
        await self._require_game_admin(who, record, "remove spectator channels")
        if not await self.store.remove_spectator(record.id, channel):
            raise IllegalAction("that channel does not spectate this game")
        return Reply(f"<#{channel}> no longer mirrors this game.", game_id=record.id)

    async def _require_game_admin(self, who: Invocation, record: GameRecord, doing: str) -> None:
        if who.user_id != record.creator_id and not who.is_admin:
            raise IllegalAction(f"only the player who opened the game (or a server admin) can {doing}")

    async def reminder_reply(self, game_id: int) -> tuple[GameRecord, Reply] | None:
        """The ping for a reminder that fell due; None if the game no longer waits for anyone."""
        record = await self.store.get_game(game_id)
        if record.status != "running":
            await self.reminders.disarm(game_id)
            return None
        loaded = await self.games.load(record)
        interval = await self.reminders.interval(game_id)
        reply = self._with_next(Reply(f"Reminder: the game is waiting (idle for {describe_interval(interval)})."), loaded)
        return (record, reply) if reply.next_up else None

    async def suggest(self, who: Invocation, command: str, option: str, typed: str, filled: dict[str, str]) -> list[str]:
        """Autocomplete values for `option` of `/command`: only what the person typing may legally play."""
        try:
            record = await self.store.active_game(who.channel_id)
            if record is None or record.status != "running":
                return []
            loaded = await self.games.load(record)
            player = loaded.seat_of(who.user_id)
            if player is None:
                return []
            return suggest_values(loaded.game, player, command, option, typed, filled)
        except Exception:  # a suggestion list must never break typing
            log.exception("suggestions for /%s %s failed", command, option)
            return []

    async def _log(self, who: Invocation, options: dict[str, str]) -> Reply:
        count_text = options.get("count", "10").strip()
        if not count_text.isdigit() or int(count_text) < 1:
            raise IllegalAction(f"count must be a whole number of moves, not '{count_text}'")
        loaded = await self._running(who, finished_too=True)
        names = {s.user_id: s.display_name for s in loaded.seats}
        lines = []
        for entry in (await self.store.log(loaded.record.id))[-int(count_text):]:
            name = names.get(entry.user_id, entry.user_id)
            if entry.kind == MOVE:
                text = action_from_data(entry.data["action"]).text
            elif entry.kind == UNDO:
                text = f"undo (takes back {entry.data['undoes']})"
            else:
                text = f"asks to undo {entry.data['undoes']}"
            lines.append(f"{entry.seq}. {name}: {text}")
        return Reply("\n".join(lines) if lines else "No moves yet.")

    async def _moves(self, who: Invocation, options: dict[str, str]) -> Reply:
        loaded = await self._running(who)
        player = loaded.seat_of(who.user_id)
        if player is None:
            raise IllegalAction("you are not playing in this game")
        hexes = [options["hex"].strip().upper()] if options.get("hex") else None
        actions = loaded.game.legal_actions(player, hexes)
        if not actions:
            return Reply("You have no moves right now; it is not your turn.", ephemeral=True)
        return Reply("Your legal moves: " + ", ".join(a.text for a in actions), ephemeral=True)

    async def _help(self, who: Invocation, options: dict[str, str]) -> Reply:
        record = await self.store.active_game(who.channel_id)
        lines = []
        if record is not None:
            cls = game_class(record.title)
            lines.append(cls.summary)
            chosen = options_of(record.options)
            if chosen:
                lines.append("Options in force: " + ", ".join(f"{o} ({cls.options_offered.get(o, '')})" for o in chosen))
            elif cls.options_offered:
                lines.append("Options (none in force): " + ", ".join(f"{o} ({d})" for o, d in cls.options_offered.items()))
            lines.append("")
        lines.append("Commands:")
        title = record.title if record is not None else None
        for command in COMMANDS:
            if title is not None and command.titles and title not in command.titles:
                continue  # a move of another game
            opts = " ".join(f"{o.name}:…" if o.required else f"[{o.name}:…]" for o in command.options)
            lines.append(f"  /{command.name} {opts}".rstrip() + f" - {command.description}")
        return Reply("\n".join(lines), ephemeral=True)

    # -- moves -------------------------------------------------------------------

    async def _play(self, who: Invocation, action: Action) -> Reply:
        record = await self._active(who)
        if record.status != "running":
            raise IllegalAction("the game has not started yet; the creator starts it with /game start")
        loaded, outcome = await self.games.play(record, who.user_id, action)
        moved_at = loaded.log_length
        reply = self._with_next(Reply("\n".join(outcome.messages), changed=True), loaded)

        def after_move(game: Game) -> list[Picture]:
            if loaded.log_length != moved_at:  # another move landed meanwhile: show the board as it is now
                return pictures.map_picture(game)
            return pictures.move_pictures(game, outcome)

        self._draw(reply, loaded, after_move)
        return reply

    def _draw(self, reply: Reply, loaded: LoadedGame, painter: Callable[[Game], list[Picture]], *, forced: bool = False) -> None:
        """Attach the drawing of pictures to the reply, to be done once the reply is known to stand."""
        if self.draw_pictures or forced:
            reply.painter = lambda: pictures.draw(self.store, loaded, painter)

    @staticmethod
    def _with_next(reply: Reply, loaded: LoadedGame) -> Reply:
        game = loaded.game
        reply.game_id = loaded.record.id
        reply.move = len(game.history)
        if game.over:
            reply.game_over = True
            return reply
        for player in game.acting_players():
            seat = loaded.user_of(player)
            reply.next_up.append(NextUp(seat.user_id, seat.display_name, game.turn_prompt(player), seat.notify,
                                        _quick_actions(game.moves_without_lays(player))))
        return reply


def _quick_actions(legal: list[Action]) -> tuple[str, ...]:
    """The moves worth a button: not tile lays, pars or sales (too many variants; typed commands do those),
    and Pass always among them."""
    common = [a.text for a in legal if not isinstance(a, LayTile | ParShare | SellShares | Pass)]
    passing = ["pass"] if any(isinstance(a, Pass) for a in legal) else []
    return tuple(common[: QUICK_ACTIONS_MAX - len(passing)] + passing)


def _channel_id(text: str) -> str:
    """A channel as typed: a Discord mention <#123>, a bare id, or (console) a name like #watchers."""
    channel = text.strip().removeprefix("<#").removesuffix(">").lstrip("#")
    if not channel:
        raise IllegalAction("name a channel, e.g. #spectators")
    return channel
