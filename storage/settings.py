"""Where the games are kept, from the environment or a .env file.

``DATABASE_PATH`` (default ``data/games.sqlite3``) is a SQLite file; setting
``DATABASE_URL=postgresql://user:password@host/dbname`` keeps them in
PostgreSQL instead (and DATABASE_PATH is then not used).
"""

from __future__ import annotations

from pathlib import Path

from pydantic import Field, SecretStr, field_validator
from pydantic_settings import BaseSettings, SettingsConfigDict

# The project root is the folder that holds the storage package.
PROJECT_ROOT = Path(__file__).resolve().parent.parent
DEFAULT_DATABASE_PATH = PROJECT_ROOT / "data" / "games.sqlite3"
POSTGRES_SCHEMES = ("postgresql://", "postgres://")


def is_postgres_url(target: str | Path) -> bool:
    """True if `target` names a PostgreSQL database rather than a SQLite file."""
    return isinstance(target, str) and target.lower().startswith(POSTGRES_SCHEMES)


class StorageSettings(BaseSettings):
    # The .env is read from the project root, not the working directory, so the
    # bot finds the same database whatever folder it is started from.
    # extra="ignore": the .env also holds other components' settings (tokens...).
    # env_ignore_empty: "DATABASE_URL=" in .env means unset.
    model_config = SettingsConfigDict(
        env_file=PROJECT_ROOT / ".env", env_file_encoding="utf-8", extra="ignore", env_ignore_empty=True
    )

    database_path: Path = Field(default=DEFAULT_DATABASE_PATH, validation_alias="DATABASE_PATH")
    # A secret: the URL may hold a password, so it never shows in a repr or a log.
    database_url: SecretStr | None = Field(default=None, validation_alias="DATABASE_URL")

    @field_validator("database_path")
    @classmethod
    def _anchor_relative(cls, value: Path) -> Path:
        # A relative DATABASE_PATH is relative to the project root, for the same reason.
        value = value.expanduser()
        return value if value.is_absolute() else PROJECT_ROOT / value

    @field_validator("database_url")
    @classmethod
    def _postgres_only(cls, value: SecretStr | None) -> SecretStr | None:
        if value is not None and not is_postgres_url(value.get_secret_value()):
            raise ValueError("DATABASE_URL must be a PostgreSQL URL starting with postgresql:// (leave it unset for SQLite)")
        return value

    @property
    def target(self) -> str:
        """What Store.open takes: the PostgreSQL URL if DATABASE_URL is set, else the SQLite file's path."""
        return self.database_url.get_secret_value() if self.database_url is not None else str(self.database_path)
