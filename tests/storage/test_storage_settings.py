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


def test_database_url_selects_postgresql_and_stays_secret(monkeypatch: pytest.MonkeyPatch) -> None:
    url = "postgresql://railbot:s3cret@db.example/railbot"
    monkeypatch.setenv("DATABASE_URL", url)
    settings = StorageSettings(_env_file=None)  # type: ignore[call-arg]
    assert settings.target == url
    assert "s3cret" not in repr(settings) and "s3cret" not in str(settings)


def test_without_database_url_the_target_is_the_sqlite_file(monkeypatch: pytest.MonkeyPatch, tmp_path: Path) -> None:
    monkeypatch.setenv("DATABASE_URL", "")  # an empty line in .env means unset
    monkeypatch.setenv("DATABASE_PATH", str(tmp_path / "x.sqlite3"))
    assert StorageSettings(_env_file=None).target == str(tmp_path / "x.sqlite3")  # type: ignore[call-arg]


def test_database_url_must_be_postgresql(monkeypatch: pytest.MonkeyPatch) -> None:
    from pydantic import ValidationError

    monkeypatch.setenv("DATABASE_URL", "mysql://somewhere/db")
    with pytest.raises(ValidationError, match="postgresql://"):
        StorageSettings(_env_file=None)  # type: ignore[call-arg]
