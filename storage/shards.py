"""Which games a process serves when the bot runs as several shard processes.

Discord puts a server (guild) on shard ``(guild_id >> 22) % shard_count``. A
process that runs only some shards must serve only the reminders of games in
its shards' guilds; games outside any guild (the console's, direct messages)
belong to shard 0, where Discord delivers direct messages.
"""

from __future__ import annotations

import fcntl
import os
from dataclasses import dataclass
from pathlib import Path
from typing import IO

from storage.errors import StorageError
from storage.settings import is_postgres_url

_MAX_GUILD_DIGITS = 19  # a snowflake is a 64-bit signed integer: at most 19 digits...
_MAX_GUILD_ID = "9223372036854775807"  # ...and at most this

SQLITE_SHARED = (
    "SQLite cannot be shared between processes, so the bot will not run only some of its shards on a SQLite file: "
    "set DATABASE_URL=postgresql://… to run several shard processes, or leave SHARD_IDS unset to run every shard in one process."
)


def shard_of(guild_id: str, shard_count: int) -> int:
    """The shard that serves guild `guild_id` (0 for anything that is not a guild id)."""
    digits = guild_id.isascii() and guild_id.isdigit()
    if not digits or len(guild_id) > _MAX_GUILD_DIGITS or (len(guild_id) == _MAX_GUILD_DIGITS and guild_id > _MAX_GUILD_ID):
        return 0
    return (int(guild_id) >> 22) % shard_count


@dataclass(frozen=True)
class Shards:
    """The shards this process runs: `ids` out of `count`."""

    ids: tuple[int, ...]
    count: int

    def __post_init__(self) -> None:
        if self.count < 1:
            raise StorageError("SHARD_COUNT must be at least 1.")
        if not self.ids:
            raise StorageError("SHARD_IDS must name at least one shard.")
        if len(set(self.ids)) != len(self.ids) or any(not 0 <= i < self.count for i in self.ids):
            raise StorageError(f"SHARD_IDS must be different numbers from 0 to {self.count - 1} (SHARD_COUNT is {self.count}).")

    @property
    def partial(self) -> bool:
        """True if other processes must run the other shards."""
        return set(self.ids) != set(range(self.count))

    def serves(self, guild_id: str) -> bool:
        return shard_of(guild_id, self.count) in self.ids

    def sql_condition(self, dialect: str, column: str = "g.guild_id") -> str:
        """A WHERE condition true for the games of these shards (the same rule as shard_of).

        Only validated integers are put into the SQL text.
        """
        ids = ", ".join(str(int(i)) for i in self.ids)
        count = int(self.count)
        # Digits only, and no more than the largest 64-bit integer (same-length digit strings
        # compare like the numbers); CASE evaluates in order, so the cast only sees such text.
        text = f'{column} COLLATE "C"' if dialect == "postgresql" else column
        in_range = f"(length({column}) < {_MAX_GUILD_DIGITS} OR {text} <= '{_MAX_GUILD_ID}')"
        if dialect == "postgresql":
            digits = f"{text} ~ '^[0-9]{{1,{_MAX_GUILD_DIGITS}}}$'"
            shard = f"(({column})::bigint >> 22) % {count}"
        else:
            digits = f"({column} <> '' AND {column} NOT GLOB '*[^0-9]*' AND length({column}) <= {_MAX_GUILD_DIGITS})"
            shard = f"(CAST({column} AS INTEGER) >> 22) % {count}"
        return f"(CASE WHEN {digits} THEN CASE WHEN {in_range} THEN {shard} ELSE 0 END ELSE 0 END) IN ({ids})"


def refuse_shared_sqlite(target: str | Path, shards: Shards | None) -> None:
    """Raise StorageError(SQLITE_SHARED) if a process running only some shards would use a SQLite file."""
    if shards is not None and shards.partial and not is_postgres_url(target):
        raise StorageError(SQLITE_SHARED)


class SoleServer:
    """The one bot process a SQLite file has: held for the life of the process (an exclusive lock on a file beside
    the database, `<database>.bot-lock`, which the system releases if the process dies). A second bot process on the
    same file is refused before it connects to Discord: it would post the first one's moves a second time."""

    def __init__(self, target: str | Path) -> None:
        self.target = str(target)
        self.path = Path(f"{target}.bot-lock")
        self._file: IO[str] | None = None

    def take(self) -> SoleServer:
        """Hold the file, or raise StorageError in one sentence (another bot process holds it). PostgreSQL is shared
        by design (shard processes take turns on each game)."""
        if is_postgres_url(self.target) or self.target == ":memory:":
            return self
        self.path.parent.mkdir(parents=True, exist_ok=True)
        file = self.path.open("a+", encoding="utf-8")
        try:
            fcntl.flock(file.fileno(), fcntl.LOCK_EX | fcntl.LOCK_NB)
        except BlockingIOError:
            file.seek(0)
            holder = file.read().strip()
            file.close()
            pid = f" (process {holder})" if holder.isdigit() else ""
            raise StorageError(f"Another railbot process{pid} is serving {self.target} already: "
                               f"stop it first, or give this one a database of its own (DATABASE_PATH).") from None
        file.seek(0)
        file.truncate()
        file.write(str(os.getpid()))
        file.flush()
        self._file = file
        return self

    def release(self) -> None:
        if self._file is not None:
            fcntl.flock(self._file.fileno(), fcntl.LOCK_UN)
            self._file.close()
            self._file = None
