"""Bot settings from the environment or `.env` (pydantic-settings)."""

from __future__ import annotations

from pydantic import SecretStr
from pydantic_settings import BaseSettings, SettingsConfigDict

from storage.settings import PROJECT_ROOT, StorageSettings


class BotSettings(BaseSettings):
    model_config = SettingsConfigDict(
        env_file=PROJECT_ROOT / ".env", env_file_encoding="utf-8", extra="ignore", env_ignore_empty=True  # "TOKEN=" means unset
    )

    discord_token: SecretStr | None = None  # never logged: SecretStr prints as '**********'
    log_level: str = "INFO"
    test_guild_id: int | None = None  # sync commands to this guild only (instant) while developing

    @property
    def database_path(self) -> str:
        return str(StorageSettings().database_path)
