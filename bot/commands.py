"""The command layer shared by Discord and the local console.

A front end hands over who typed what (`Invocation`, command name, options);
the layer turns it into lobby operations or engine actions and returns a
`Reply`: the text to show, whether only the sender should see it, and who
must act next (to be pinged). Nothing here knows about Discord.
"""

from __future__ import annotations

import logging
import secrets
from collections.abc import Awaitable, Callable
from dataclasses import dataclass, field

from bot.commandline import parse_command_line
from bot.service import MOVE, UNDO, GameService, LoadedGame
from bot.transfer import export_game, import_game
from engine import TITLES, IllegalAction, action_from_data, game_class, parse_action
from engine.actions import Action, BuyTrain, ChooseRailroad, Pass, RunTrains
from engine.game import Outcome
from storage import GameRecord, StorageError, Store

log = logging.getLogger(__name__)


@dataclass(frozen=True)
class Invocation:
    user_id: str
    user_name: str
    channel_id: str
    guild_id: str = "local"
    is_admin: bool = False


@dataclass(frozen=True)
class NextUp:
    user_id: str
    name: str
    prompt: str


@dataclass
class Reply:
    text: str
    ephemeral: bool = False  # a refusal: shown only to the person who typed
    next_up: list[NextUp] = field(default_factory=list)  # who must act now (to ping)
    game_over: bool = False
    files: list[tuple[str, bytes]] = field(default_factory=list)  # attachments: (file name, content)


@dataclass(frozen=True)
class Option:
    name: str
    description: str
    required: bool = False


@dataclass(frozen=True)
class Command:
    name: str
    description: str
    options: tuple[Option, ...] = ()


COMMANDS: tuple[Command, ...] = (
    Command("game new", "Open a lobby for a new game in this channel",
            (Option("title", "Which game: " + ", ".join(TITLES), True), Option("seed", "Seed for the seating draw (optional)"))),
    Command("game join", "Take a seat in this channel's lobby"),
    Command("game leave", "Leave this channel's lobby"),
    Command("game start", "Start the game (the creator)"),
    Command("game status", "Where the game stands and who must act"),
    Command("game log", "The last moves", (Option("count", "How many (default 10)"),)),
    Command("game moves", "Your legal moves now", (Option("hex", "Only tile lays on this hex"),)),
    Command("game help", "Rules summary and commands"),
    Command("game abandon", "End the game without a result (the creator or an admin)"),
    Command("game undo", "Take back the last move (others' moves need everyone's yes)"),
    Command("game export", "The whole game as one JSON file"),
    Command("game import", "Start an exported game here", (Option("file", "An exported game (JSON)", True),)),
    Command("choose", "Choose your railroad", (Option("railroad", "Railroad, e.g. PS&W", True),)),
    Command("lay", "Lay or upgrade a tile",
            (Option("hex", "Hex, e.g. E4", True), Option("tile", "Tile number", True), Option("rotation", "Rotation 0-5", True))),
    Command("run", "Run trains (best routes unless given)", (Option("routes", "e.g. 4:WEST-E4-F9-F11 2:E4-F5"),)),
    Command("buy-train", "Buy a train from the bank", (Option("type", "Train type (default: the next one)"),)),
    Command("pass", "Skip the current step, or end your turn"),
    Command("move", "Any move in its text form", (Option("action", "e.g. lay E4 57 1", True),)),
)
COMMANDS_BY_NAME = {c.name: c for c in COMMANDS}
# Commands that are moves in the game: name -> builder of the engine action.
MOVE_BUILDERS: dict[str, Callable[[dict[str, str]], Action]] = {}


def _move(name: str) -> Callable[[Callable[[dict[str, str]], Action]], Callable[[dict[str, str]], Action]]:
    def register(builder: Callable[[dict[str, str]], Action]) -> Callable[[dict[str, str]], Action]:
        MOVE_BUILDERS[name] = builder
        return builder
    return register


@_move("choose")
def _choose(options: dict[str, str]) -> Action:
    return ChooseRailroad(railroad=options["railroad"].upper())


@_move("lay")
def _lay(options: dict[str, str]) -> Action:
    return parse_action(f"lay {options['hex']} {options['tile']} {options['rotation']}")


@_move("run")
def _run(options: dict[str, str]) -> Action:
    routes = options.get("routes", "").strip()
    return parse_action(f"run {routes}") if routes else RunTrains()


@_move("buy-train")
def _buy(options: dict[str, str]) -> Action:
    return BuyTrain(train=options.get("type") or None)


@_move("pass")
def _pass(options: dict[str, str]) -> Action:
    return Pass()


@_move("move")
def _generic(options: dict[str, str]) -> Action:
    return parse_action(options["action"])


class CommandLayer:
    def __init__(self, store: Store) -> None:
        self.store = store
        self.games = GameService(store)
        self._handlers: dict[str, Callable[[Invocation, dict[str, str]], Awaitable[Reply]]] = {
            "game new": self._new, "game join": self._join, "game leave": self._leave,
            "game start": self._start, "game status": self._status, "game log": self._log,
            "game moves": self._moves, "game help": self._help, "game abandon": self._abandon,
            "game undo": self._undo, "game export": self._export, "game import": self._import,
        }

    async def handle(self, who: Invocation, name: str, options: dict[str, str]) -> Reply:
        """Run one command; every refusal is a one-sentence ephemeral reply, never an exception."""
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
                return await self._play(who, MOVE_BUILDERS[name](options))
            return await self._handlers[name](who, options)
        except (IllegalAction, StorageError) as refusal:
            return Reply(str(refusal), ephemeral=True)
        except Exception:  # a bug must not leave the player without an answer
            log.exception("command /%s failed for %s", name, who.user_id)
            return Reply("Sorry, something went wrong on our side; the game is unchanged.", ephemeral=True)

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
        if seed_text and not seed_text.isdigit():
            raise IllegalAction(f"the seed must be a whole number, not '{seed_text}'")
        seed = int(seed_text) if seed_text else secrets.randbelow(2**31)
        record = await self.store.create_game(
            guild_id=who.guild_id, channel_id=who.channel_id, title=cls.title, options={}, seed=seed, creator_id=who.user_id
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
        game = game_class(record.title)([s.display_name for s in seats], record.seed)  # checks the player count
        record = await self.store.set_status(record.id, "running")
        loaded = await self.games.load(record)
        order = ", ".join(s.display_name for s in (seats[p] for p in game.state.seating))
        text = f"{game.name} begins! Seating order, drawn at random: {order}."
        return self._with_next(Reply(text), loaded)

    async def _abandon(self, who: Invocation, options: dict[str, str]) -> Reply:
        record = await self._active(who)
        if who.user_id != record.creator_id and not who.is_admin:
            raise IllegalAction("only the player who opened the game (or a server admin) can abandon it")
        await self.store.set_status(record.id, "abandoned")
        self.games.forget(record.id)
        return Reply(f"{who.user_name} abandoned the game. The channel is free for a new one.")

    async def _undo(self, who: Invocation, options: dict[str, str]) -> Reply:
        record = await self._active(who)
        if record.status != "running":
            raise IllegalAction("the game has not started yet, so there is nothing to undo")
        loaded, text = await self.games.undo(record, who.user_id, is_admin=who.is_admin)
        return self._with_next(Reply(text), loaded)

    async def _export(self, who: Invocation, options: dict[str, str]) -> Reply:
        record = await self._latest(who)
        if record.status == "lobby":
            raise IllegalAction("the game has not started yet, so there is nothing to export")
        name, content = await export_game(self.store, record)
        return Reply(f"The whole game ({game_class(record.title).name}) is in {name}.", files=[(name, content)])

    async def _import(self, who: Invocation, options: dict[str, str]) -> Reply:
        record, game = await import_game(
            self.store, options["file"], guild_id=who.guild_id, channel_id=who.channel_id, creator_id=who.user_id
        )
        text = f"Imported {game.name} with {len(game.history)} moves in force."
        return self._with_next(Reply(text), await self.games.load(record))

    # -- information -------------------------------------------------------------

    async def _status(self, who: Invocation, options: dict[str, str]) -> Reply:
        record = await self._latest(who)
        if record.status == "lobby":
            seats = await self.store.seats(record.id)
            return Reply(f"Lobby for {game_class(record.title).name}: " + ", ".join(s.display_name for s in seats))
        loaded = await self.games.load(record)
        return self._with_next(Reply("\n".join(loaded.game.status_lines())), loaded)

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
            lines += [game_class(record.title).summary, ""]
        lines.append("Commands:")
        for command in COMMANDS:
            opts = " ".join(f"{o.name}:…" if o.required else f"[{o.name}:…]" for o in command.options)
            lines.append(f"  /{command.name} {opts}".rstrip() + f" - {command.description}")
        return Reply("\n".join(lines), ephemeral=True)

    # -- moves -------------------------------------------------------------------

    async def _play(self, who: Invocation, action: Action) -> Reply:
        record = await self._active(who)
        if record.status != "running":
            raise IllegalAction("the game has not started yet; the creator starts it with /game start")
        loaded, outcome = await self.games.play(record, who.user_id, action)
        return self._with_next(self._describe(outcome), loaded)

    @staticmethod
    def _describe(outcome: Outcome) -> Reply:
        return Reply("\n".join(outcome.messages))

    @staticmethod
    def _with_next(reply: Reply, loaded: LoadedGame) -> Reply:
        game = loaded.game
        if game.over:
            reply.game_over = True
            return reply
        for player in game.acting_players():
            seat = loaded.user_of(player)
            reply.next_up.append(NextUp(seat.user_id, seat.display_name, game.turn_prompt(player)))
        return reply
