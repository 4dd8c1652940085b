"""Argument checks done before touching the database.

They turn programming slips (an int seed too large for SQLite, an empty user
id) into one clear StorageError instead of an obscure driver exception.
"""

from __future__ import annotations

from typing import Any

from storage.errors import StorageError

INT64_MIN = -(2**63)
INT64_MAX = 2**63 - 1
SHORT_TEXT = 32  # action kinds and notify preferences are short tags


def is_text(value: str) -> bool:
    """Can the text be written as UTF-8 (no lone surrogate, which JSON's \\ud800 escapes can make)?"""
    try:
        value.encode("utf-8")
    except UnicodeEncodeError:
        return False
    return True


def require_text(value: Any, what: str, *, max_len: int | None = None) -> str:
    if not isinstance(value, str) or not value:
        raise StorageError(f"{what} must be a non-empty string.")
    if "\x00" in value:  # PostgreSQL's text cannot hold it; no name or id needs it
        raise StorageError(f"{what} may not contain a NUL character.")
    if not is_text(value):
        raise StorageError(f"{what} holds a character that is not text (half of a surrogate pair); please use another.")
    if max_len is not None and len(value) > max_len:
        raise StorageError(f"{what} must be at most {max_len} characters long.")
    return value


def require_int64(value: Any, what: str) -> int:
    # bool is an int subclass; True as a seed is surely a mistake.
    if not isinstance(value, int) or isinstance(value, bool):
        raise StorageError(f"{what} must be an integer.")
    if not INT64_MIN <= value <= INT64_MAX:
        raise StorageError(f"{what} must fit in a signed 64-bit integer.")
    return value


def require_count(value: Any, what: str) -> int:
    value = require_int64(value, what)
    if value < 0:
        raise StorageError(f"{what} cannot be negative.")
    return value
