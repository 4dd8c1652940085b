"""The slash commands as Discord sees them, generated from the command table (issue 47 §3): the tree equals the one
users had when the commands were written by hand (`tests/fixtures/slash_tree.json`, every command's payload as
synced: names, descriptions, options' types, required flags, choices, ranges and autocomplete flags), and the
cooldowns and the kinds of members asked for are kept (only the order /game's subcommands are sent in now follows the
table; Discord's command picker lists them by name).

`python -m tests.discord.test_discord_slash_tree` writes the fixture again from the bot as it is."""

from __future__ import annotations

import asyncio
import json
import sys
import tempfile
from pathlib import Path
from typing import Any

import discord
import simcord

from bot.discordbot import create_bot

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


async def test_the_generated_tree_is_the_one_users_had(simcord_env: simcord.Env) -> None:
    shape = tree_shape(simcord_env.bot.tree)  # type: ignore[attr-defined]
    recorded = json.loads(FIXTURE.read_text())
    assert [c["name"] for c in shape["commands"]] == [c["name"] for c in recorded["commands"]]
    for now, before in zip(shape["commands"], recorded["commands"], strict=True):
        assert now == before, now["name"]
    assert shape["checks"] == recorded["checks"]
    assert shape["read_as"] == recorded["read_as"]


async def _shape_of_a_new_bot() -> dict[str, Any]:
    with tempfile.TemporaryDirectory() as folder:
        bot = create_bot(str(Path(folder) / "games.sqlite3"), sync_on_start=True, shard_count=1)
        env = simcord.Env(bot)
        await env.start()
        try:
            return tree_shape(bot.tree)
        finally:
            await env.shutdown()
            for task in (bot.owed, bot.digests):
                if task is not None:
                    task.cancel()
            if bot.timer is not None:
                bot.timer.stop()
            if bot.automation is not None:
                bot.automation.stop()
            await bot.layer.stop_automatic()
            if bot.store is not None:
                await bot.store.close()


if __name__ == "__main__":
    FIXTURE.write_text(json.dumps(asyncio.run(_shape_of_a_new_bot()), indent=1, sort_keys=True, ensure_ascii=False) + "\n")
    sys.exit(0)
