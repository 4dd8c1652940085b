"""Bot settings from the environment or `.env` (pydantic-settings)."""

from __future__ import annotations

from typing import Annotated, Any, Literal

from pydantic import Field, SecretStr, field_validator, model_validator
from pydantic_settings import BaseSettings, NoDecode, SettingsConfigDict

from storage import Shards, StorageError
from storage.settings import PROJECT_ROOT, StorageSettings


class BotSettings(BaseSettings):
    model_config = SettingsConfigDict(
        env_file=PROJECT_ROOT / ".env", env_file_encoding="utf-8", extra="ignore", env_ignore_empty=True  # "TOKEN=" means unset
    )

    discord_token: SecretStr | None = None  # never logged: SecretStr prints as '**********'
    log_level: str = "INFO"
    log_format: Literal["text", "json"] = "text"  # json: one object per line, for a log collector (bot/logs.py)
    test_guild_id: int | None = None  # sync commands to this guild only (instant) while developing
    # Sharding (both optional). Neither: discord.py's AutoShardedBot runs every shard Discord asks for
    # in this process. SHARD_COUNT alone: that many shards, all in this process. SHARD_IDS too
    # ("0,1"): this process runs only those, and other processes (on one PostgreSQL) the rest.
    shard_count: int | None = None
    shard_ids: Annotated[tuple[int, ...] | None, NoDecode] = None
    # The bot's operators ("123,456"): they alone may fix a game's seed. Unset: the application's owner (or team)
    # as Discord tells it.
    owner_ids: Annotated[tuple[int, ...] | None, NoDecode] = None
    # Where Discord's API is: unset in use. The fault tests (tests/faults/) point a real bot process at a fake Discord
    # on 127.0.0.1 with it; the gateway's address comes from that API, as from Discord's.
    discord_api_base: str | None = None
    # How long a command's answer waits for the automatic moves it sets off (bot seats, standing orders), in seconds;
    # the rest are made right after, in the background, and posted as they are made. Unset: 1.5.
    answer_chain_s: float | None = Field(default=None, ge=0.0, le=2.0)
    # /health and /metrics over HTTP (bot/discordbot/health.py); unset: off. On HEALTH_HOST (127.0.0.1: this machine
    # alone). /health says 503 once a post has been owed to a channel for HEALTH_OWED_MINUTES.
    health_port: int | None = Field(default=None, ge=0, le=65535)
    health_host: str = "127.0.0.1"
    health_owed_minutes: float = Field(default=10.0, gt=0)

    @field_validator("shard_ids", "owner_ids", mode="before")
    @classmethod
    def _split_ids(cls, value: Any) -> Any:
        if isinstance(value, str):  # "0,1", "0 1" or "[0, 1]"
            return tuple(int(part) for part in value.strip("[] ").replace(",", " ").split())
        return value

    @model_validator(mode="after")
    def _check_shards(self) -> BotSettings:
        if self.shard_ids is not None and self.shard_count is None:
            raise ValueError("SHARD_IDS needs SHARD_COUNT: how many shards there are in all")
        if self.shard_count is not None:
            try:
                self.shards  # noqa: B018 - validates the pair
            except StorageError as error:
                raise ValueError(str(error)) from None
        return self

    @property
    def shards(self) -> Shards | None:
        """The shards this process runs, when they are fixed by the settings (None: Discord decides)."""
        if self.shard_count is None:
            return None
        return Shards(self.shard_ids if self.shard_ids is not None else tuple(range(self.shard_count)), self.shard_count)

    @property
    def database(self) -> str:
        """Where the games are: DATABASE_URL (PostgreSQL) if set, else the DATABASE_PATH file (SQLite)."""
        return StorageSettings().target
