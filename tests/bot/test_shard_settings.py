"""Sharding settings: SHARD_COUNT and SHARD_IDS are optional and checked, and a process that
would run only some shards on a SQLite file is refused before it connects to Discord."""

from __future__ import annotations

import subprocess
import sys
from pathlib import Path

import pytest

from bot.discordbot import create_bot
from bot.settings import BotSettings
from storage import SQLITE_SHARED, Shards

ROOT = Path(__file__).resolve().parents[2]


def settings(monkeypatch: pytest.MonkeyPatch, **env: str) -> BotSettings:
    for name in ("SHARD_COUNT", "SHARD_IDS"):
        monkeypatch.delenv(name, raising=False)
    for name, value in env.items():
        monkeypatch.setenv(name, value)
    return BotSettings(_env_file=None)  # type: ignore[call-arg]


def test_no_shard_settings_leave_the_shards_to_discord(monkeypatch: pytest.MonkeyPatch) -> None:
    assert settings(monkeypatch).shards is None
    bot = create_bot("unused.sqlite3")
    assert (bot.shard_count, bot.shard_ids, bot.serving) == (None, None, None)  # AutoShardedBot asks Discord


@pytest.mark.parametrize(("ids", "expected"), [("1,3", (1, 3)), ("[0, 2]", (0, 2)), ("3", (3,)), ("0 1 2 3", (0, 1, 2, 3))])
def test_shard_ids_are_read_in_any_plain_form(monkeypatch: pytest.MonkeyPatch, ids: str, expected: tuple[int, ...]) -> None:
    found = settings(monkeypatch, SHARD_COUNT="4", SHARD_IDS=ids)
    assert found.shards == Shards(expected, 4)
    assert found.shards.partial is (expected != (0, 1, 2, 3))


def test_a_count_alone_runs_every_shard_here(monkeypatch: pytest.MonkeyPatch) -> None:
    found = settings(monkeypatch, SHARD_COUNT="3")
    assert found.shards == Shards((0, 1, 2), 3) and not found.shards.partial


@pytest.mark.parametrize(("env", "message"), [
    ({"SHARD_IDS": "1"}, "SHARD_IDS needs SHARD_COUNT"),
    ({"SHARD_COUNT": "2", "SHARD_IDS": "2"}, "from 0 to 1"),
    ({"SHARD_COUNT": "2", "SHARD_IDS": "1,1"}, "different numbers"),
    ({"SHARD_COUNT": "0"}, "at least 1"),
])
def test_wrong_shard_settings_are_refused(monkeypatch: pytest.MonkeyPatch, env: dict[str, str], message: str) -> None:
    from pydantic import ValidationError

    with pytest.raises(ValidationError, match=message):
        settings(monkeypatch, **env)


def test_the_bot_serves_only_its_shards(monkeypatch: pytest.MonkeyPatch) -> None:
    bot = create_bot("postgresql://unused/db", shard_count=4, shard_ids=(1, 3))
    assert (bot.shard_count, bot.shard_ids, bot.serving) == (4, [1, 3], Shards((1, 3), 4))


def test_some_shards_on_a_sqlite_file_are_refused_with_one_sentence(tmp_path: Path) -> None:
    env = {
        "PATH": "", "HOME": str(tmp_path), "PYTHONPATH": str(ROOT), "DATABASE_PATH": str(tmp_path / "g.sqlite3"),
        "DISCORD_TOKEN": "not-a-real-token", "SHARD_COUNT": "2", "SHARD_IDS": "1",
    }
    result = subprocess.run([sys.executable, "-m", "bot"], cwd=tmp_path, env=env, input="", capture_output=True, text=True, timeout=60)
    assert result.returncode == 2
    assert result.stderr.strip() == SQLITE_SHARED
    assert not (tmp_path / "g.sqlite3").exists()  # refused before opening anything
