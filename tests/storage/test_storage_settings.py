"""StorageSettings: DATABASE_PATH from the environment or .env, sensible default."""

from __future__ import annotations

from pathlib import Path

import pytest

import storage
from storage import StorageSettings
from storage.settings import PROJECT_ROOT


def test_project_root_is_the_parent_of_the_package() -> None:
    assert Path(storage.__file__).resolve().parent.parent == PROJECT_ROOT


def test_default_path(monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.delenv("DATABASE_PATH", raising=False)
    settings = StorageSettings(_env_file=None)  # type: ignore[call-arg]
    assert settings.database_path == PROJECT_ROOT / "data" / "games.sqlite3"


def test_environment_variable(monkeypatch: pytest.MonkeyPatch, tmp_path: Path) -> None:
    monkeypatch.setenv("DATABASE_PATH", str(tmp_path / "x.sqlite3"))
    assert StorageSettings(_env_file=None).database_path == tmp_path / "x.sqlite3"  # type: ignore[call-arg]


def test_dotenv_file(monkeypatch: pytest.MonkeyPatch, tmp_path: Path) -> None:
    monkeypatch.delenv("DATABASE_PATH", raising=False)
    env_file = tmp_path / ".env"
    env_file.write_text(f"DISCORD_TOKEN=secret\nDATABASE_PATH={tmp_path / 'y.sqlite3'}\n")
    settings = StorageSettings(_env_file=env_file)  # type: ignore[call-arg]
    assert settings.database_path == tmp_path / "y.sqlite3"


def test_relative_path_is_anchored_at_project_root(
    monkeypatch: pytest.MonkeyPatch,
) -> None:
    monkeypatch.setenv("DATABASE_PATH", "var/games.db")
    settings = StorageSettings(_env_file=None)  # type: ignore[call-arg]
    assert settings.database_path == PROJECT_ROOT / "var" / "games.db"
