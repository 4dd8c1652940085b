"""The base of every move: a frozen pydantic model with a text form, and how it is typed as a command.

Each move class declares, once, everything the front ends need: its stored `kind`, its text form
(`text`, parsed back by engine.actions.parse_action), and `commands`: the slash command(s) that make
it, with their summaries and options (each of its kind, `Opt`), `typed()` (the command and options making this
move) and `typed_text()` (the move's text from a command's options). The console's command table, `/game help`,
autocomplete and the Discord commands (generated from the table) all derive from these declarations.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import ClassVar, Literal

from pydantic import BaseModel, ConfigDict

from engine.core.money import forms

# What an option's value is, declared once: the console reads every kind as typed, and the Discord parameter is made
# from it (bot/discordbot/generated.py). text: any words; money: an amount in any of engine.core.money's forms (text
# on Discord); yes: a yes/no switch (a boolean on Discord, handed over as "yes" or nothing); integer: a whole number,
# from `least` to `most` when given; choice: one of `choices`; player: a member of the server, handed over by the name
# the game knows them by; member: a member of the server, by their id; user: anyone (a member who left too), by their
# id; channel: a text channel, by its id; file: an attachment, handed over as its text.
Kind = Literal["text", "money", "yes", "integer", "choice", "player", "member", "user", "channel", "file"]


@dataclass(frozen=True)
class Opt:
    """One option of a command, as typed on Discord or in the console: its name, help, whether it must be given, its
    kind, and what autocompletes it (`suggest`: "move" the legal values of this command's move, "move:lay" those of
    another move's option of the same name, or a list the bot keeps by that name, e.g. "cards")."""

    name: str
    description: str
    required: bool = False
    kind: Kind = "text"
    least: int | None = None
    most: int | None = None
    choices: tuple[tuple[str, str], ...] = ()  # a choice's (label, value) pairs, as offered
    suggest: str = ""

    @property
    def money(self) -> bool:
        """An amount of dollars, typed in any of engine.core.money's forms."""
        return self.kind == "money"


def money_opt(name: str, what: str, example: int, required: bool = False, suggest: str = "") -> Opt:
    """An option taking an amount, its help saying the forms it is typed in: 'The price asked: 60 or $60'."""
    return Opt(name, f"{what}: {forms(example)}", required, "money", suggest=suggest)


@dataclass(frozen=True)
class CommandSpec:
    name: str
    summary: str
    options: tuple[Opt, ...] = ()


# The option of the moves a player should not make with one careless tap (they issue bonds, close a company): the bot
# asks "Are you sure?" first, unless the command says confirm:yes. Never part of the move itself.
CONFIRM = Opt("confirm", "yes: make it without being asked 'Are you sure?' (it issues bonds or closes a company)",
              kind="yes")

# The amount of /bid, one command for every title: an 18xx company's bid, or Railways of the World's first-player bid
# (money in whole thousands there).
BID_AMOUNT = money_opt("amount", "In dollars (Railways of the World: whole thousands)", 3000, True, "move")


class _Action(BaseModel):
    model_config = ConfigDict(frozen=True, extra="forbid")
    commands: ClassVar[tuple[CommandSpec, ...]] = ()
    # made by the bot when it is a player's only legal move (Game.forced_move): a pass, a forced purchase; a move
    # with a choice left inside it (routes, an amount) is never
    forced_alone: ClassVar[bool] = False

    @property
    def text(self) -> str:
        """The move as text, as a player types it and as it parses back (each move's class says how)."""
        raise NotImplementedError

    @property
    def shown(self) -> str:
        """The move as a button or a question shows it: its text, any amount in dollars as players read them
        ('bid C&A $145'); it parses back to the same move, as the text does."""
        return self.text

    @property
    def public_text(self) -> str:
        """The move as the other players see it in the log (a move with secret details overrides this)."""
        return self.shown

    def typed(self) -> tuple[str, dict[str, str]]:
        """The command and options that make this move (default: the generic /move)."""
        return "move", {"action": self.text}

    @classmethod
    def typed_text(cls, command: str, options: dict[str, str]) -> str:
        """The text form of the move a command's options describe (parse it with engine.actions.parse_action);
        by default the command's name, then the options' values in order."""
        spec = next(c for c in cls.commands if c.name == command)
        values = [options.get(o.name, "").strip() for o in spec.options if o.name != CONFIRM.name]
        return " ".join([command, *(v for v in values if v)])


def without_unset(data: dict[str, object], *names: str) -> dict[str, object]:
    """A move's JSON without the named fields while they are unset (None or False), so that fields
    added later leave older saved moves' JSON as it was."""
    for name in names:
        if data.get(name) in (None, False):
            data.pop(name, None)
    return data


# Any move of any title, where its kind does not matter (the core's type hints); the union of every title's moves,
# which parses and loads them, is engine.actions.Action.
Move = _Action


class Pass(_Action):
    """Skip the current step, or end the turn: the one move every title has."""

    kind: Literal["pass"] = "pass"
    forced_alone: ClassVar[bool] = True

    commands = (CommandSpec("pass", "Skip the current step, or end your turn"),)

    def typed(self) -> tuple[str, dict[str, str]]:
        return "pass", {}

    @property
    def text(self) -> str:
        return "pass"
