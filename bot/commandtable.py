"""The table of commands shared by Discord and the console: each command's name, description, options (each of
its kind: engine/core/action_base.py `Opt`) and the titles it belongs to, and for the moves the builder that turns
typed options into an engine action. The Discord commands are generated from this one table
(bot/discordbot/generated.py), and `/game help`, autocomplete and the console read it."""

from __future__ import annotations

import re
from collections.abc import Callable
from dataclasses import dataclass

from engine import TITLES, IllegalAction, parse_action
from engine.actions import Action
from engine.core.action_base import CONFIRM, CommandSpec, _Action
from engine.core.action_base import Opt as Option
from engine.core.money import FORMS


@dataclass(frozen=True)
class Command:
    name: str
    description: str
    options: tuple[Option, ...] = ()
    titles: tuple[str, ...] = ()  # the game titles that have this move (empty: every game)


YES = (("yes", "yes"),)  # a choice of one: yes, or nothing
THEN_CHOICES = (("ask the table: a button lets the bot play for the silent player", "ask"),
                ("the bot plays for the silent player until they are back", "bot"),
                ("the silent player passes, where the rules allow it", "skip"))
_TITLES = tuple((cls.name, key) for key, cls in TITLES.items())
_GAME_COMMANDS: tuple[Command, ...] = (
    Command("game new", "Open a lobby for a new game in this channel",
            (Option("title", "Which game: " + ", ".join(TITLES), True, "choice", choices=_TITLES),
             Option("seed", "Seed for the seating draw (optional)", kind="integer", least=0, most=2**53),
             Option("options", "Game options, comma-separated (see /game help)"),
             Option("thread", "Discord: yes to open the game in a new thread of this channel", kind="yes"),
             Option("deadline", "How long a player may take over a decision, e.g. 48h or 2d (default: none)"),
             Option("then", "What a missed deadline does (default: ask the table)", kind="choice", choices=THEN_CHOICES),
             Option("start", "full: the game starts by itself when its last seat fills", kind="choice",
                    choices=(("when the last seat fills", "full"),)))),
    Command("game join", "Take a seat in this channel's lobby (bot:yes seats a bot)",
            (Option("bot", "yes: seat a bot the bot plays (every seat but one may be a bot)", kind="choice", choices=YES),)),
    Command("game leave", "Leave this channel's lobby (bot:yes takes the last bot out)",
            (Option("bot", "yes: take the last bot seated out of the lobby", kind="choice", choices=YES),)),
    Command("game start", "Start the game (the creator)"),
    Command("game status", "Where the game stands and who must act"),
    Command("game map", "The map as a picture"),
    Command("game tiles", "The tiles and rotations that may be laid on a hex, as pictures",
            (Option("hex", "Hex, e.g. E6", True, suggest="move:lay"),)),
    Command("game log", "The moves, newest first",
            (Option("count", "How many a page (default 10)", kind="integer", least=1, most=100),
             Option("page", "Which page: 1 the newest (default)", kind="integer", least=1, most=10_000))),
    Command("game moves", "Your legal moves now", (Option("hex", "Only tile lays on this hex"),)),
    Command("game hand", "What only you may see: your secret cards (only you see the answer)"),
    Command("game card", "What a card, private company or power does",
            (Option("name", "Its name or id, e.g. HOTEL", True, suggest="cards"),)),
    Command("game help", "Rules summary and commands"),
    Command("game abandon", "End the game without a result (the creator or an admin)"),
    Command("game undo", "Take back the last move (others' moves need everyone's yes)"),
    Command("game export", "The whole game as one JSON file"),
    Command("game notify", "Where to be pinged when it is your turn",
            (Option("where", "channel or dm", True, "choice",
                    choices=(("in this channel", "channel"), ("by direct message", "dm"))),)),
    Command("game remind", "Ping an idle player again after this many hours",
            (Option("after", "Hours (default 24), or off", True, suggest="hours"),)),
    Command("game spectate", "Mirror this game's moves to another channel, or stop (game admins)",
            (Option("channel", "The channel to mirror to", True, "channel"),
             Option("stop", "yes: stop mirroring to that channel", kind="choice", choices=YES))),
    Command("game import", "Start an exported game here", (Option("file", "An exported game (JSON)", True, "file"),)),
    Command("game pause", "Pause the game: no moves, no reminders (the creator, an admin, or every player's yes)"),
    Command("game resume", "Resume a paused game (the creator, an admin, or every player's yes)"),
    Command("game replace", "Hand a seat to someone else, or to the bot (the other players' yes, or an admin)",
            (Option("seat", "The player whose seat it is (the bot may play it for them)", True, "user"),
             Option("with", "Who takes it over (the seat's player takes it back from the bot)", kind="user"),
             Option("bot", "yes: the bot takes the seat over, until its player takes it back", kind="choice", choices=YES))),
    Command("game history", "The map (and market) as it was after a move, with the moves around it",
            (Option("move", "The move's number (0: the start)", True, "integer", 0, 100_000),)),
    Command("game rematch", "A new lobby with the finished game's title, options and players"),
    Command("games", "Every game you sit in or follow, on every server, and whether it waits for you",
            (Option("open", "yes: this server's lobbies with free seats, instead", kind="yes"),)),
    Command("auto", "Standing orders: moves the bot makes for you (only you see them); alone, lists yours",
            (Option("order", "pass, buy, bid, run, or off to cancel", kind="choice", choices=(
                ("pass (the rest of the round)", "pass"), ("buy shares", "buy"), ("bid", "bid"),
                ("run and pay out", "run"), ("off (cancel)", "off"))),
             Option("company", "buy: the company; bid: the company auctioned (18xx)", suggest="companies"),
             Option("holding", "buy: shares to hold, e.g. 4", kind="integer"),
             Option("price", "buy: the most a share, e.g. 90 or $90"),
             Option("amount", "bid: the most to bid, e.g. 3000, $3,000 or 3k"),
             Option("bonds", "bid for first player (RotW): the most bonds its payment may issue, e.g. 1", kind="integer"),
             Option("dividend", "run: pay, half (18GL) or withhold", kind="choice",
                    choices=(("pay", "pay"), ("half", "half"), ("withhold", "withhold"))),
             Option("trains", "run: none (no train unless one must be bought, no treasury trade) or ask", kind="choice",
                    choices=(("none unless forced", "none"), ("ask", "ask"))),
             Option("unless", "pass: companies to decide on yourself when they can be bid on, e.g. HOTEL"),
             Option("where", "pass, Railways of the World: auction (for first player) or turn (the rest of your turn)",
                    kind="choice", choices=(("auction for first player", "auction"), ("the rest of my turn", "turn"))),
             Option("every", "yes: every round until cancelled (default: this round; run orders: every round)",
                    kind="choice", choices=(("yes", "yes"), ("no", "no"))),
             Option("which", "off: the number from /auto's list, or all"))),
    Command("game chart", "A chart of how this channel's game went, round by round (or turn by turn)",
            (Option("what", "players (their standing, the default), companies (18xx share values) or income (RotW)",
                    kind="choice", choices=(("the players' standing", "players"),
                                            ("the companies' share values (18xx)", "companies"),
                                            ("income and bonds (Railways of the World)", "income"))),)),
    Command("stats", "This server's standings: finished games, wins, average place and best result",
            (Option("player", "Only this member's results", kind="member"),
             Option("title", "Only this game, e.g. 18EZ-L2", kind="choice", choices=_TITLES))),
    Command("notify", "Your quiet hours, time zone and daily digest, for all your games",
            (Option("quiet", "Hours to hold pings, e.g. 22-07, or off"),
             Option("tz", "Your time zone, e.g. Europe/Paris", suggest="zones"),
             Option("digest", "on: a daily direct message listing the games waiting for you", kind="choice",
                    choices=(("on", "on"), ("off", "off"))),
             Option("next", "on: a direct message when the seat before yours starts its turn", kind="choice",
                    choices=(("on", "on"), ("off", "off"))))),
    # (Discord allows /game 25 subcommands and it has 25: these are top-level, as /auto and /stats are)
    Command("deadline", "How long a player may take over a decision, and what a missed one does (game admins)",
            (Option("after", "e.g. 48h, 2d or 90m; or off"),
             Option("then", "What a missed deadline does", kind="choice", choices=THEN_CHOICES))),
    Command("nudge", "Call the players this game waits for (each at most once in 12 hours)"),
    Command("plan", "Queue your next moves (only you see them): each is made when your turn comes, if still meant",
            (Option("add", "A move as its command takes it: build C23 D22, deliver best, upgrade, lay E4 57 1"),
             Option("max", f"add: the most it may cost: {FORMS}"),  # (read as dollars: not a move's option)
             Option("clear", "yes: clear your plan", kind="yes"),
             Option("resume", "yes: go on with a plan that stopped", kind="yes"),
             Option("suggest", "yes: the bot's plan for the rest of your turn, queued with one button", kind="yes"),
             Option("queue", "yes, with suggest: queue the bot's plan at once (its Queue all button)", kind="yes"))),
    Command("replay", "Step through the game's moves (only you see it): the map, the move and the chart after each",
            (Option("from", "my-last (your last move, the default), start, or a move number: move:12"),)),
    Command("board", "This channel's game's live board (a link to it): where it stands, its map, the buttons to act"),
    Command("follow", "Follow this channel's game: a direct message once a round (or a day) with what happened",
            (Option("every", "round (the default) or day", kind="choice",
                    choices=(("once a round (a Railways of the World turn)", "round"), ("once a day", "day"))),
             Option("stop", "yes: stop following it", kind="yes"))),
    Command("away", "Away from all your games until a date: reminders and deadlines wait, or the bot plays",
            (Option("until", "A date (2026-12-24), a length (3d), or off to be back"),
             Option("bot", "yes: the bot plays your seats until then", kind="yes"))),
)
_MOVE_ANY = Command("move", "Any move in its text form", (Option("action", "e.g. lay E4 57 1", True, suggest="move"), CONFIRM))


def _spaceless(options: dict[str, str], money: tuple[str, ...]) -> dict[str, str]:
    """An amount typed with spaces in it ('3 000', '$ 3k') is one word of the move's text; engine.core.money reads it."""
    return {k: "".join(v.split()) if k in money else v for k, v in options.items()}


def _move_commands() -> tuple[list[Command], dict[str, Callable[[dict[str, str]], Action]]]:
    """Every title's moves, as their action classes declare them (engine/core/action_base.py): one command
    per declared command name, tagged with the titles that have it, and the builder of its action."""
    found: dict[str, tuple[CommandSpec, type[_Action], list[str]]] = {}
    for title, cls in TITLES.items():
        for action_type in cls.move_types:
            for spec in action_type.commands:
                found.setdefault(spec.name, (spec, action_type, []))[2].append(title)
    commands, builders = [], {}
    for name, (spec, action_type, titles) in found.items():
        commands.append(Command(name, spec.summary, spec.options, () if len(titles) == len(TITLES) else tuple(titles)))
        money = tuple(o.name for o in spec.options if o.money)
        builders[name] = lambda options, cls=action_type, spec=spec, money=money: _built(cls, spec, options, money)
    return commands, builders


_WRITTEN = re.compile(r"^(?P<what>.+?) is written '")
_EXAMPLE = re.compile(r"(?:for example|e\.g\.) '(?P<move>[^']+)'")


def _built(cls: type[_Action], spec: CommandSpec, options: dict[str, str], money: tuple[str, ...]) -> Action:
    """The move a slash command's options make. A refusal of its text form that shows the engine's syntax ("a bid is
    written 'bid COMPANY AMOUNT'") shows the command's options instead, as they are typed: /bid company:… amount:…"""
    try:
        return parse_action(cls.typed_text(spec.name, _spaceless(options, money)))
    except IllegalAction as refusal:
        written = _WRITTEN.match(refusal.phrase)
        if written is None:
            raise
        raise IllegalAction(f"{written['what']} is made with {slash_usage(spec)}{_slash_example(refusal.phrase)}") from None


def slash_usage(spec: CommandSpec) -> str:
    """'/bid company:… amount:…': the command with its options (the optional ones in brackets), confirm aside."""
    words = [f"{o.name}:…" if o.required else f"[{o.name}:…]" for o in spec.options if o.name != CONFIRM.name]
    return " ".join([f"/{spec.name}", *words])


def _slash_example(refusal: str) -> str:
    """', for example /bid company:HOTEL amount:65': the refusal's own example as the command's options."""
    example = _EXAMPLE.search(refusal)
    if example is None:
        return ""
    try:
        command, options = parse_action(example["move"]).typed()
    except IllegalAction:
        return ""
    typed = " ".join(f"{name}:{value}" for name, value in options.items() if value and name != CONFIRM.name)
    return f", for example /{command} {typed}"


_MOVES, MOVE_BUILDERS = _move_commands()
MOVE_BUILDERS["move"] = lambda options: parse_action(options["action"])
COMMANDS: tuple[Command, ...] = (*_GAME_COMMANDS, *_MOVES, _MOVE_ANY)
COMMANDS_BY_NAME = {c.name: c for c in COMMANDS}
