"""Start-up settings: an empty `DISCORD_TOKEN=` line means no token, and the
token never shows up when settings are printed or logged."""

from __future__ import annotations

import subprocess
import sys
from pathlib import Path

import pytest

from bot.settings import BotSettings

ROOT = Path(__file__).resolve().parents[2]


def test_empty_values_count_as_unset(monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setenv("DISCORD_TOKEN", "")
    monkeypatch.setenv("TEST_GUILD_ID", "")
    settings = BotSettings(_env_file=None)
    assert settings.discord_token is None and settings.test_guild_id is None


def test_the_token_is_never_printed(monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setenv("DISCORD_TOKEN", "very-secret-token")
    monkeypatch.setenv("TEST_GUILD_ID", "123")
    settings = BotSettings(_env_file=None)
    assert settings.discord_token is not None and settings.discord_token.get_secret_value() == "very-secret-token"
    assert "very-secret-token" not in repr(settings) and "very-secret-token" not in str(settings)
    assert settings.test_guild_id == 123


def test_without_a_token_the_bot_says_what_to_set_and_opens_the_console(tmp_path: Path) -> None:
    env = {"PATH": "", "DATABASE_PATH": str(tmp_path / "g.sqlite3"), "HOME": str(tmp_path)}
    result = subprocess.run([sys.executable, "-m", "bot"], cwd=tmp_path, env={**env, "PYTHONPATH": str(ROOT)},
                            input="", capture_output=True, text=True, timeout=60)
    assert result.returncode == 0, result.stderr
    first = result.stdout.splitlines()[0]
    assert "DISCORD_TOKEN" in first and "README" in first and "local console" in first
