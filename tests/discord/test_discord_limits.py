"""Discord's limits, walked over the whole command tree and over real replies: names, descriptions,
option counts, autocomplete choices, and long replies sent whole as several messages."""

from __future__ import annotations

import re

import discord
import pytest
import simcord

from bot.commands import Invocation
from bot.commands.replies import Reply
from bot.discordbot.limits import (
    CHOICE_MAX,
    CHOICES_MAX,
    CONTENT_MAX,
    DESCRIPTION_MAX,
    NAME_MAX,
    OPTIONS_MAX,
    TOP_LEVEL_MAX,
    fit_choices,
    split_content,
)
from tests.discord.table import Table

NAME = re.compile(r"^[-_\w]{1,32}$")


def _check_name(name: str, what: str) -> None:
    assert NAME.match(name) and name == name.lower() and len(name) <= NAME_MAX, f"{what} name {name!r}"


async def test_the_command_tree_keeps_every_discord_limit(simcord_env: simcord.Env) -> None:
    tree = simcord_env.bot.tree  # type: ignore[attr-defined]
    top = tree.get_commands()
    assert len(top) <= TOP_LEVEL_MAX
    checked = 0
    for command in tree.walk_commands():
        _check_name(command.name, "command")
        assert 1 <= len(command.description) <= DESCRIPTION_MAX, command.qualified_name
        if isinstance(command, discord.app_commands.Group):
            assert len(command.commands) <= OPTIONS_MAX, command.qualified_name  # subcommands count as options
            continue
        assert len(command.parameters) <= OPTIONS_MAX, command.qualified_name
        for parameter in command.parameters:
            _check_name(parameter.display_name, f"/{command.qualified_name} option")
            assert 1 <= len(parameter.description) <= DESCRIPTION_MAX, f"/{command.qualified_name} {parameter.name}"
            assert len(parameter.choices) <= CHOICES_MAX
            for choice in parameter.choices:
                assert len(choice.name) <= CHOICE_MAX and len(str(choice.value)) <= CHOICE_MAX
        checked += 1
    assert checked > 50


def test_long_text_is_split_between_lines_and_nothing_is_lost() -> None:
    lines = [f"line {n}: " + "x" * (n % 90) for n in range(400)]
    text = "\n".join(lines)
    pieces = split_content(text)
    assert len(pieces) > 1 and all(len(p) <= CONTENT_MAX for p in pieces)
    assert "\n".join(pieces) == text  # split at line ends: joined again, the text is whole
    assert all(line in pieces_line for pieces_line in [p.split("\n") for p in pieces] for line in pieces_line)
    one_long_line = "word " * 900
    pieces = split_content(one_long_line.strip())
    assert all(len(p) <= CONTENT_MAX for p in pieces) and " ".join(pieces) == one_long_line.strip()
    assert split_content("") == [""] and split_content("short") == ["short"]


def test_autocomplete_never_offers_a_value_cut_short() -> None:
    long_value = "A1 " * 40
    offered = fit_choices([(f"route {n}", f"C{n}") for n in range(40)] + [("too long", long_value)])
    assert len(offered) == CHOICES_MAX and all(c.value != long_value[:CHOICE_MAX] for c in offered)
    named = fit_choices([("n" * 150, "C1")])
    assert len(named[0].name) == CHOICE_MAX and named[0].name.endswith("…") and named[0].value == "C1"


async def test_a_private_answer_longer_than_one_message_arrives_whole(simcord_env: simcord.Env,
                                                                        monkeypatch: pytest.MonkeyPatch) -> None:
    """/game help once was such an answer (it is one message now): any private answer over Discord's limit is sent in
    pieces that each fit, nothing lost."""
    table = Table.open(simcord_env, "Ann", "Bob")
    await table.type("Ann: /game new title:RotW-EUS")
    expected = "\n".join(f"line {n}: " + "x" * 60 for n in range(80))
    assert len(expected) > CONTENT_MAX  # the case this guards

    async def long_help(who: Invocation, options: dict[str, str]) -> Reply:
        return Reply(expected, ephemeral=True)

    monkeypatch.setitem(table.bot.layer._handlers, "game help", long_help)
    result = await table.type("Ann: /game help")
    sent = [m.content for m in [result.response, *result.followups] if m is not None]
    assert len(sent) > 1 and all(len(text) <= CONTENT_MAX for text in sent)
    assert "\n".join(sent) == expected
