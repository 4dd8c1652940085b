"""Saved games: each game's setup and append-only action log, in one SQLite file
(the default) or a PostgreSQL database (``DATABASE_URL``), behind one Store.

Storage never interprets actions; the engine rebuilds a game's state by
replaying ``Store.log()``. See ``Store`` for the API. Nothing outside this
package needs to know which database is in use.
"""

from storage.errors import ChannelBusy, GameNotFound, SequenceConflict, StorageError
from storage.export import export_document, parse_document
from storage.records import (
    ACTIVE_STATUSES,
    STATUSES,
    THEN,
    Automate,
    Automation,
    Deadline,
    Extend,
    GameRecord,
    LogEntry,
    OrderRecord,
    OwedPost,
    Owing,
    Rearm,
    Reminder,
    SeatRecord,
)
from storage.settings import StorageSettings
from storage.shards import SQLITE_SHARED, Shards, SoleServer, refuse_shared_sqlite, shard_of
from storage.store import Store

__all__ = [
    "ACTIVE_STATUSES",
    "SQLITE_SHARED",
    "STATUSES",
    "THEN",
    "Automate",
    "Automation",
    "ChannelBusy",
    "Deadline",
    "Extend",
    "GameNotFound",
    "GameRecord",
    "LogEntry",
    "OrderRecord",
    "OwedPost",
    "Owing",
    "Rearm",
    "Reminder",
    "SeatRecord",
    "SequenceConflict",
    "Shards",
    "SoleServer",
    "StorageError",
    "StorageSettings",
    "Store",
    "export_document",
    "parse_document",
    "refuse_shared_sqlite",
    "shard_of",
]
