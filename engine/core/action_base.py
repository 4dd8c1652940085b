"""The base of every move: a frozen pydantic model with a text form, and how it is typed as a command.

Each move class declares, once, everything the front ends need: its stored `kind`, its text form
(`text`, parsed back by engine.actions.parse_action), and `commands`: the slash command(s) that make
it, with their summaries and options, `typed()` (the command and options making this move) and
`typed_text()` (the move's text from a command's options). The console's command table, `/game help`,
autocomplete and the Discord coverage test all derive from these declarations.
"""

from __future__ import annotations

import re
from dataclasses import dataclass
from typing import ClassVar, Literal

from pydantic import BaseModel, ConfigDict


@dataclass(frozen=True)
class Opt:
    """One option of a command, as typed on Discord or in the console."""

    name: str
    description: str
    required: bool = False


@dataclass(frozen=True)
class CommandSpec:
    name: str
    summary: str
    options: tuple[Opt, ...] = ()


# The option of the moves a player should not make with one careless tap (they issue bonds, close a company): the bot
# asks "Are you sure?" first, unless the command says confirm:yes. Never part of the move itself.
CONFIRM = Opt("confirm", "yes: make it without being asked 'Are you sure?' (it issues bonds or closes a company)")


class _Action(BaseModel):
    model_config = ConfigDict(frozen=True, extra="forbid")
    commands: ClassVar[tuple[CommandSpec, ...]] = ()

    @property
    def text(self) -> str:
        raise NotImplementedError

    @property
    def public_text(self) -> str:
        """The move as the other players see it in the log (a move with secret details overrides this)."""
        return self.text

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


_DOLLARS = re.compile(r"^\$?(\d{1,3}(?:,\d{3})+|\d+)(k)?$", re.IGNORECASE)


def dollars(word: str) -> int | None:
    """An amount of money as players type it, in dollars: `3000`, `$3,000` and `3k` are all 3000; None if it is not
    one (or not at least $1)."""
    match = _DOLLARS.match(word.strip())
    if match is None:
        return None
    amount = int(match.group(1).replace(",", "")) * (1000 if match.group(2) else 1)
    return amount if amount >= 1 else None


# Any move of any title, where its kind does not matter (the core's type hints); the union of every title's moves,
# which parses and loads them, is engine.actions.Action.
Move = _Action


class Pass(_Action):
    """Skip the current step, or end the turn: the one move every title has."""

    kind: Literal["pass"] = "pass"

    commands = (CommandSpec("pass", "Skip the current step, or end your turn"),)

    def typed(self) -> tuple[str, dict[str, str]]:
        return "pass", {}

    @property
    def text(self) -> str:
        return "pass"
