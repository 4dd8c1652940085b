"""The slash commands, generated from the command table (`bot/commandtable.py`, issue 47 §3).

Each option's Discord parameter is made from its declaration (`Opt` in `engine/core/action_base.py`): its kind gives
the type (text, an integer and its range, a yes/no switch, a member, a channel, a file), its choices are offered as
they are declared, and an option that autocompletes is completed by `MoveCog.suggested`. What Discord gives is turned
once into the words the command layer takes (`words`), and the command hands them over (`MoveCog.invoke`).

A command that does something of its own on Discord (`/game new thread:yes` opens a thread, `/game import` reads an
attachment) has a handler in its cog, given the values by option name; where a command may be used (`places`) and its
cooldown (`bot/discordbot/cooldowns.py`, by the command's name) are applied here too. The parameters always come
from the table: adding an option to a command is its line in the table and its use in the command's handler.
"""

from __future__ import annotations

import inspect
import keyword
from collections.abc import Awaitable, Callable, Iterable, Mapping
from typing import Any, Protocol

import discord
from discord import app_commands

from bot.commandtable import Command, Option
from bot.discordbot.cooldowns import HEAVY, heavy

# a command's own part on Discord: (interaction, the command, the values Discord gave by option name)
Handler = Callable[[discord.Interaction[Any], Command, dict[str, Any]], Awaitable[None]]
AppCommand = app_commands.Command[Any, ..., None]
Place = Callable[[AppCommand], AppCommand]  # a decorator saying where a command may be used


class Cog(Protocol):
    """The cog the commands are bound to (`bot/discordbot/movecog.py` `MoveCog`)."""

    async def hand_over(self, interaction: discord.Interaction[Any], command: Command, values: dict[str, Any]) -> None: ...

    async def suggested(self, interaction: discord.Interaction[Any], command: str, option: Option,
                        current: str) -> list[Any]: ...


_TYPES: dict[str, Any] = {
    "text": str, "money": str, "choice": str,  # an amount is text: any of engine.core.money's forms may be typed
    "yes": bool,
    "player": discord.Member, "member": discord.Member, "user": discord.User,
    "channel": discord.TextChannel, "file": discord.Attachment,
}


def python_name(option: Option) -> str:
    """The callback's name for an option Discord knows as `option.name` (`with` and `from` are Python's words)."""
    name = option.name.replace("-", "_")
    return name if name.isidentifier() and not keyword.iskeyword(name) else f"{name}_"


def annotation(option: Option) -> Any:
    """The Discord type of an option of this kind, as discord.py reads it from a parameter's annotation."""
    if option.kind == "integer":
        kind: Any = int if option.least is None and option.most is None else app_commands.Range[int, option.least, option.most]
    else:
        kind = _TYPES[option.kind]
    return kind if option.required else kind | None


async def words(command: Command, values: Mapping[str, Any]) -> dict[str, str]:
    """The values Discord gave (by option name) as the words the command layer takes: a yes/no switch on is "yes"
    (off is nothing), a player their name, a member, user or channel its id, a file its text, a number its digits."""
    said = {}
    for option in command.options:
        value = values.get(option.name)
        if value is None or value is False:
            continue
        if option.kind == "yes":
            said[option.name] = "yes"
        elif option.kind == "player":
            said[option.name] = value.display_name
        elif option.kind in ("member", "user", "channel"):
            said[option.name] = str(value.id)
        elif option.kind == "file":
            said[option.name] = (await value.read()).decode("utf-8", errors="replace")
        else:
            said[option.name] = str(value)
    return said


def slash_command(cog: Cog, command: Command, handler: Handler | None = None,
                  parent: app_commands.Group | None = None) -> AppCommand:
    """The app command of one table entry (a subcommand of `parent` for "game …"), its callback's signature built
    from the options, so that discord.py reads the parameters from it as from a written method."""
    names = {python_name(o): o for o in command.options}
    act = handler or cog.hand_over

    async def callback(interaction: discord.Interaction[Any], **given: Any) -> None:
        await act(interaction, command, {names[k].name: v for k, v in given.items()})

    parameters = [inspect.Parameter("interaction", inspect.Parameter.POSITIONAL_OR_KEYWORD, annotation=discord.Interaction)]
    for name, option in names.items():
        parameters.append(inspect.Parameter(name, inspect.Parameter.KEYWORD_ONLY, annotation=annotation(option),
                                            **({} if option.required else {"default": None})))
    callback.__signature__ = inspect.Signature(parameters)  # type: ignore[attr-defined]
    callback.__name__ = callback.__qualname__ = command.name.replace(" ", "_").replace("-", "_")
    if names:
        app_commands.describe(**{n: o.description for n, o in names.items()})(callback)
    renamed = {n: o.name for n, o in names.items() if n != o.name}
    if renamed:
        app_commands.rename(**renamed)(callback)
    offered = {n: [app_commands.Choice(name=label, value=value) for label, value in o.choices]
               for n, o in names.items() if o.choices}
    if offered:
        app_commands.choices(**offered)(callback)
    completed = {n: _completer(cog, command, o) for n, o in names.items() if o.suggest}
    if completed:
        app_commands.autocomplete(**completed)(callback)
    if command.name in HEAVY:
        heavy(command.name)(callback)
    return app_commands.Command(name=command.name.rsplit(" ", 1)[-1], description=command.description,
                                callback=callback, parent=parent)


def _completer(cog: Cog, command: Command, option: Option) -> Callable[..., Awaitable[list[Any]]]:
    async def complete(interaction: discord.Interaction[Any], current: str) -> list[Any]:
        return await cog.suggested(interaction, command.name, option, current)

    return complete


def slash_commands(cog: Cog, commands: Iterable[Command], handlers: Mapping[str, Handler] | None = None,
                   groups: Iterable[app_commands.Group] = (), places: Mapping[str, Place] | None = None,
                   ) -> list[AppCommand | app_commands.Group]:
    """The app commands of these table entries, bound to `cog`: a "game …" entry a subcommand of the group named
    "game" (among `groups`), each with its handler if it has one (else `cog.hand_over`) and its place."""
    by_name = {group.name: group for group in groups}
    made: list[AppCommand | app_commands.Group] = list(by_name.values())
    for command in commands:
        group_name, _, _ = command.name.rpartition(" ")
        group = by_name[group_name] if group_name else None
        slash = slash_command(cog, command, (handlers or {}).get(command.name), group)
        if places and command.name in places:
            slash = places[command.name](slash)
        if group is None:
            made.append(slash)
        else:
            group.add_command(slash)
    return made
