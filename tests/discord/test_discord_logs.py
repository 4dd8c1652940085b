"""LOG_FORMAT=json (issue 51 §2): one JSON object per line (time, level, logger, message and where it happened: the
server, channel, game and command, and an answer's latency), through python-json-logger; text stays the default."""

from __future__ import annotations

import io
import json
import logging
from collections.abc import Iterator

import pytest
import simcord

from bot import logs
from bot.settings import BotSettings
from tests.discord.table import Table


@pytest.fixture
def captured() -> Iterator[io.StringIO]:
    root = logging.getLogger()
    handlers, level = list(root.handlers), root.level
    stream = io.StringIO()
    logs.configure("INFO", "json", stream)
    try:
        yield stream
    finally:
        for handler in list(root.handlers):
            root.removeHandler(handler)
        for handler in handlers:
            root.addHandler(handler)
        root.setLevel(level)


async def test_an_answer_is_logged_as_one_json_object_with_where_and_how_long(simcord_env: simcord.Env,
                                                                             captured: io.StringIO) -> None:
    table = Table.open(simcord_env, "Ann", "Bob")
    await table.type("Ann: /game new title:18EZ-L2")
    await table.type("Bob: /game join")
    await table.type("Ann: /game start")
    lines = [json.loads(line) for line in captured.getvalue().splitlines()]  # every line is one JSON object
    answered = [line for line in lines if line["message"].startswith("answered /game start")]
    assert answered, lines
    [entry] = answered
    assert entry["level"] == "INFO" and entry["logger"] == "bot.discordbot.movecog" and entry["time"]
    assert entry["guild"] == str(table.guild.id) and entry["channel"] == str(table.channel.id)
    assert entry["command"] == "game start" and entry["game"] is not None and entry["latency"] >= 0


def test_text_is_the_default_and_json_is_chosen_by_the_setting(monkeypatch: pytest.MonkeyPatch) -> None:
    assert BotSettings(_env_file=None).log_format == "text"  # type: ignore[call-arg]
    monkeypatch.setenv("LOG_FORMAT", "json")
    assert BotSettings(_env_file=None).log_format == "json"  # type: ignore[call-arg]
    monkeypatch.setenv("LOG_FORMAT", "xml")
    with pytest.raises(ValueError):
        BotSettings(_env_file=None)  # type: ignore[call-arg]
