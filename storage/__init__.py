"""Saved games: one SQLite file holding each game's setup and append-only action log.

Storage never interprets actions; the engine rebuilds a game's state by
replaying ``Store.log()``. See ``Store`` for the API.
"""

from storage.errors import ChannelBusy, GameNotFound, SequenceConflict, StorageError
from storage.export import export_document, parse_document
from storage.records import ACTIVE_STATUSES, STATUSES, GameRecord, LogEntry, Reminder, SeatRecord
from storage.settings import StorageSettings
from storage.store import Store

__all__ = [
    "ACTIVE_STATUSES",
    "STATUSES",
    "ChannelBusy",
    "GameNotFound",
    "GameRecord",
    "LogEntry",
    "Reminder",
    "SeatRecord",
    "SequenceConflict",
    "StorageError",
    "StorageSettings",
    "Store",
    "export_document",
    "parse_document",
]
