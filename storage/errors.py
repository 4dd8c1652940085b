"""Exceptions raised by the storage package.

Every message is one plain sentence that the bot may show to a player as is;
the underlying driver error (sqlite3 or asyncpg), if any, is chained as
``__cause__`` for logs.
"""

from __future__ import annotations


class StorageError(Exception):
    """Base class: something about saved games could not be done."""


class ChannelBusy(StorageError):
    """The channel already has a game in its lobby or running."""


class SequenceConflict(StorageError):
    """An append was based on a log length that is no longer the real one.

    ``expected_seq`` is what the caller built its state from and ``current_seq``
    what the log held, so the caller can reload the entries it missed.
    """

    def __init__(self, message: str, *, expected_seq: int, current_seq: int) -> None:
        super().__init__(message)
        self.expected_seq = expected_seq
        self.current_seq = current_seq

    @classmethod
    def between(cls, *, expected: int, current: int) -> SequenceConflict:
        if current > expected:
            message = "Someone else moved first, so this action was not saved; please try again."
        else:
            message = "This action is based on moves the saved game does not have, so it was not saved."
        return cls(message, expected_seq=expected, current_seq=current)


class GameNotFound(StorageError):
    """No game has the given id."""


class ConstraintViolation(StorageError):
    """The database refused a write that breaks a constraint (unique key, foreign key, trigger).

    Raised by both backends' connections so the SQL modules never see a driver's
    exception type; ``detail`` names the constraint (SQLite: its message, which
    names the columns; PostgreSQL: the constraint's name, then its message).
    """

    def __init__(self, detail: str) -> None:
        super().__init__(f"The game database refused the change: {detail}.")
        self.detail = detail
