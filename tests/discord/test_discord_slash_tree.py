"""The slash commands as Discord sees them, generated from the command table (issue 47 §3): the tree equals the one
users had when the commands were written by hand (`tests/fixtures/slash_tree.json`, every command's payload as
synced: names, descriptions, options' types, required flags, choices, ranges and autocomplete flags), and the
cooldowns and the kinds of members asked for are kept; what is added since (a new option) is no change to what users
had, so it needs no new recording (only the order /game's subcommands are sent in now follows the
table; Discord's command picker lists them by name).

`python -m tests.discord.test_discord_slash_tree` writes the fixture again from the bot as it is."""

from __future__ import annotations

import asyncio
import json
import sys
import tempfile
from collections.abc import Callable
from dataclasses import replace
from pathlib import Path
from typing import Any

import discord
import pytest
import simcord

from bot.commands import Invocation, Reply
from bot.commandtable import COMMANDS, COMMANDS_BY_NAME, Command, Option
from bot.discordbot import RailBot, create_bot, game_cog
from tests.discord.table import Table

FIXTURE = Path(__file__).parent.parent / "fixtures" / "slash_tree.json"
MEMBERS = (discord.AppCommandOptionType.user, discord.AppCommandOptionType.channel,
           discord.AppCommandOptionType.attachment)


def tree_shape(tree: discord.app_commands.CommandTree[Any]) -> dict[str, Any]:
    """Every top-level command's payload (sorted by name), the checks of each command (the cooldowns) and what a
    member, channel or file option is read as (a member of the server, or any user)."""
    payloads = sorted((command.to_dict(tree) for command in tree.get_commands()), key=lambda p: p["name"])
    for payload in payloads:  # a group's subcommands by name: sent in the table's order, listed by name by Discord
        if payload["options"] and payload["options"][0]["type"] == discord.AppCommandOptionType.subcommand.value:
            payload["options"].sort(key=lambda o: o["name"])
    checks, read_as = {}, {}
    for command in tree.walk_commands():
        if isinstance(command, discord.app_commands.Command):
            checks[command.qualified_name] = len(command.checks)
            for parameter in command._params.values():  # discord.py's own (the public copies hide the annotation)
                if parameter.type in MEMBERS:
                    annotation = parameter._annotation
                    read_as[f"{command.qualified_name} {parameter.display_name}"] = getattr(
                        annotation, "__name__", type(annotation).__name__)
    return {"commands": payloads, "checks": checks, "read_as": read_as}


def kept(before: dict[str, Any], now: dict[str, Any], where: str = "") -> list[str]:
    """What users had in `before` (a command's payload) that `now` changed or lost, as paths; what `now` adds (a new
    option, a new subcommand) is no change to what they had, so a new option is its table line and its handler only."""
    lost = []
    for key, value in before.items():
        if key == "options":
            options = {o["name"]: o for o in now.get("options") or []}
            for option in value:
                if option["name"] not in options:
                    lost.append(f"{where}{before['name']} lost {option['name']}")
                else:
                    lost += kept(option, options[option["name"]], f"{where}{before['name']} ")
            required = [o["name"] for o in now.get("options") or [] if o.get("required")]
            if required != [o["name"] for o in value if o.get("required")]:
                lost.append(f"{where}{before['name']}: its required options changed")
        elif now.get(key) != value:
            lost.append(f"{where}{before['name']} {key}")
    return lost


async def test_the_generated_tree_is_the_one_users_had(simcord_env: simcord.Env) -> None:
    """Everything users had is there unchanged: every command and option, its description, type, choices, range,
    autocomplete, where it may be used, its cooldown, and who a member option may name. Additions are new."""
    shape = tree_shape(simcord_env.bot.tree)  # type: ignore[attr-defined]
    recorded = json.loads(FIXTURE.read_text())
    now = {c["name"]: c for c in shape["commands"]}
    assert [c["name"] for c in recorded["commands"] if c["name"] not in now] == []
    assert [change for before in recorded["commands"] for change in kept(before, now[before["name"]])] == []
    assert {k: v for k, v in shape["checks"].items() if k in recorded["checks"]} == recorded["checks"]
    assert {k: v for k, v in shape["read_as"].items() if k in recorded["read_as"]} == recorded["read_as"]


def test_a_changed_or_lost_option_is_found() -> None:
    before = {"name": "game", "type": 1, "options": [{"name": "status", "type": 1, "options": [
        {"name": "hex", "type": 3, "required": False, "autocomplete": True}]}]}
    added = {"name": "game", "type": 1, "options": [{"name": "status", "type": 1, "options": [
        {"name": "hex", "type": 3, "required": False, "autocomplete": True}, {"name": "words", "type": 5}]}]}
    assert kept(before, added) == []
    retyped = {"name": "game", "type": 1, "options": [{"name": "status", "type": 1, "options": [
        {"name": "hex", "type": 4, "required": False, "autocomplete": True}]}]}
    assert kept(before, retyped) == ["game status hex type"]
    assert kept(before, {"name": "game", "type": 1, "options": [{"name": "status", "type": 1, "options": []}]}) == [
        "game status lost hex"]


async def _shape_of_a_new_bot() -> dict[str, Any]:
    with tempfile.TemporaryDirectory() as folder:
        bot = create_bot(str(Path(folder) / "games.sqlite3"), sync_on_start=True, shard_count=1)
        env = simcord.Env(bot)
        await env.start()
        try:
            return tree_shape(bot.tree)
        finally:
            await env.shutdown()
            await _closed(bot)


def _with_options(table: tuple[Command, ...], name: str, *options: Option) -> tuple[Command, ...]:
    """The table with these options added to one command: the one line a new option takes in bot/commandtable.py."""
    return tuple(replace(c, options=(*c.options, *options)) if c.name == name else c for c in table)


def table_entry(table: tuple[Command, ...], name: str) -> Command:
    return next(c for c in table if c.name == name)


async def test_an_option_added_to_the_table_alone_is_a_discord_parameter(
        make_bot: Callable[[], RailBot], monkeypatch: pytest.MonkeyPatch) -> None:
    """A new option of /game status, declared in the table and nowhere else: Discord gets its parameter, of its kind,
    and the command layer's handler (the other file a new option touches) gets its value as words."""
    added = (Option("detail", "yes: every line of it", kind="yes"),
             Option("rounds", "How many rounds back", kind="integer", least=1, most=9),
             Option("about", "Whose position", kind="player"),
             Option("how", "Which form", kind="choice", choices=(("short", "short"), ("long", "long"))),
             Option("hex", "Only this hex", suggest="move:lay"))
    table = _with_options(COMMANDS, "game status", *added)
    monkeypatch.setattr(game_cog, "COMMANDS", table)  # what the cog generates its commands from
    monkeypatch.setitem(COMMANDS_BY_NAME, "game status", table_entry(table, "game status"))  # what the layer checks
    bot = make_bot()
    env = simcord.Env(bot)
    await env.start()
    try:
        status = next(c for c in bot.tree.walk_commands() if c.qualified_name == "game status")
        assert isinstance(status, discord.app_commands.Command)
        payload = {o["name"]: o for o in status.to_dict(bot.tree)["options"]}
        assert payload["detail"] == {"name": "detail", "description": "yes: every line of it", "type": 5,
                                     "required": False}
        assert (payload["rounds"]["type"], payload["rounds"]["min_value"], payload["rounds"]["max_value"]) == (4, 1, 9)
        assert payload["about"]["type"] == 6 and payload["how"]["choices"] == [{"name": "short", "value": "short"},
                                                                               {"name": "long", "value": "long"}]
        assert payload["hex"]["type"] == 3 and payload["hex"]["autocomplete"] is True

        seen: list[dict[str, str]] = []

        async def status_handler(who: Invocation, options: dict[str, str]) -> Reply:
            seen.append(options)
            return Reply("seen", ephemeral=True)

        bot.layer._handlers["game status"] = status_handler  # the handler a new option is read in
        seats = Table.open(env, "Ann", "Bob")
        await seats.players["Ann"].slash(seats.channel, "game status", detail=True, rounds=3,
                                         about=seats.players["Bob"], how="long")
        assert seen == [{"detail": "yes", "rounds": "3", "about": "Bob", "how": "long"}]
        await seats.players["Ann"].slash(seats.channel, "game status", detail=False)
        assert seen[-1] == {}  # a switch left off is no option, as a yes/no option always was
        # completed as declared: /lay's legal hexes, none with no game here
        assert await seats.players["Ann"].autocomplete(seats.channel, "game status", "hex", "E") == []
    finally:
        await env.shutdown()
        await _closed(bot)


async def _closed(bot: RailBot) -> None:
    for task in (bot.owed, bot.digests, bot.away):
        if task is not None:
            task.cancel()
    for timer in (bot.timer, bot.deadline_timer):
        if timer is not None:
            timer.stop()
    if bot.automation is not None:
        bot.automation.stop()
    if bot.watchers is not None:
        bot.watchers.stop()
    await bot.layer.stop_automatic()
    if bot.store is not None:
        await bot.store.close()


if __name__ == "__main__":
    FIXTURE.write_text(json.dumps(asyncio.run(_shape_of_a_new_bot()), indent=1, sort_keys=True, ensure_ascii=False) + "\n")
    sys.exit(0)
