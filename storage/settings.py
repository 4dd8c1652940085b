"""Where the database lives, from the environment or a .env file."""

from __future__ import annotations

from pathlib import Path

from pydantic import Field, field_validator
from pydantic_settings import BaseSettings, SettingsConfigDict

# The project root is the folder that holds the storage package.
PROJECT_ROOT = Path(__file__).resolve().parent.parent
DEFAULT_DATABASE_PATH = PROJECT_ROOT / "data" / "games.sqlite3"


class StorageSettings(BaseSettings):
    # The .env is read from the project root, not the working directory, so the
    # bot finds the same database whatever folder it is started from.
    # extra="ignore": the .env also holds other components' settings (tokens...).
    model_config = SettingsConfigDict(env_file=PROJECT_ROOT / ".env", env_file_encoding="utf-8", extra="ignore")

    database_path: Path = Field(default=DEFAULT_DATABASE_PATH, validation_alias="DATABASE_PATH")

    @field_validator("database_path")
    @classmethod
    def _anchor_relative(cls, value: Path) -> Path:
        # A relative DATABASE_PATH is relative to the project root, for the same reason.
        value = value.expanduser()
        return value if value.is_absolute() else PROJECT_ROOT / value
