"""Cooldowns on the heavy commands (issue 51 §5): 60 /game chart at once delayed a channel's pictures by 11 s; now a
member may draw a chart 3 times in 30 seconds, and the fourth is refused in one sentence saying when to try again,
by discord.py's own cooldown check. Other members are not held back, nor the member's other commands."""

from __future__ import annotations

import re

import simcord
from discord import app_commands

from bot.discordbot import cooldowns
from tests.discord.table import answer, is_private
from tests.discord.test_discord_features import started


async def test_a_fourth_chart_within_30_seconds_is_refused_saying_when_to_try_again(simcord_env: simcord.Env) -> None:
    table = await started(simcord_env)
    for _ in range(3):
        drawn = await table.type("Ann: /game chart")
        assert not is_private(drawn), answer(drawn)
    refused = await table.type("Ann: /game chart")
    assert is_private(refused)
    assert re.fullmatch(r"/game chart can be used 3 times every 30 seconds; try again in \d+ seconds?\.", answer(refused))
    assert not is_private(await table.type("Bob: /game chart"))  # another member's own count
    assert not is_private(await table.type("Ann: /game status"))  # a light command is never held back
    caught = simcord_env.errors  # what discord.py's check raised, answered by the tree's error handler
    assert [type(e) for e in caught] == [app_commands.CommandOnCooldown]


def test_the_sentence_names_the_span_in_words() -> None:
    assert cooldowns._span(3600) == "hour" and cooldowns._span(60) == "minute" and cooldowns._span(30) == "30 seconds"
    assert set(cooldowns.HEAVY) == {"game chart", "game history", "replay", "game export", "game import", "stats"}
