"""Canonical JSON: the one byte-exact encoding used for stored and exported data.

Canonical form (sorted keys, no whitespace) makes equal data give equal bytes,
which the export checksum relies on and which keeps the database diff-friendly.
"""

from __future__ import annotations

import json
from typing import Any

from storage.errors import StorageError


def canonical_json(value: Any, *, what: str = "The data") -> str:
    """Encode ``value`` canonically, or raise StorageError naming ``what``."""
    try:
        # allow_nan=False: NaN/Infinity are not JSON and other readers reject them.
        return json.dumps(value, sort_keys=True, separators=(",", ":"), allow_nan=False)
    except (TypeError, ValueError, RecursionError) as exc:
        raise StorageError(f"{what} cannot be saved as JSON: {exc}.") from exc


def canonical_object(value: Any, *, what: str) -> tuple[str, dict[str, Any]]:
    """Encode a dict and return it with its decoded twin.

    The twin is what a later read will return (tuples become lists, int keys
    become strings), so callers hand back exactly what is stored.
    """
    if not isinstance(value, dict):
        raise StorageError(f"{what} must be a JSON object (a dict), not {type(value).__name__}.")
    text = canonical_json(value, what=what)
    return text, json.loads(text)


def load_object(text: str | None) -> dict[str, Any] | None:
    """Decode a stored JSON object column (NULL stays None)."""
    return None if text is None else json.loads(text)
