"""Portable game files: export a saved game, and check one before loading it.

The checksum is the SHA-256 of the canonical JSON of every other field. It is
computed over the parsed content, not the file's bytes, so the file may be
pretty-printed or re-indented freely; changing any value breaks it. Anyone can
recompute a checksum, so the bot also signs what it exports: `signature` is an
HMAC-SHA256 of the rest with a key only the bot holds (Store.secret), and only
the bot can tell whether a file it is given was signed by it (`signed_by`).

A game with standing orders (/auto) in force carries them in `orders`, under the
checksum and the signature too; a game without any has no such field, so its file
reads, and checks, exactly as files made before orders existed.
"""

from __future__ import annotations

import hashlib
import hmac
import json
from collections.abc import Iterable
from typing import Any

from engine.core.names import name_key
from storage.checks import INT64_MAX, INT64_MIN, SHORT_TEXT, is_text
from storage.errors import StorageError
from storage.jsoncodec import canonical_json
from storage.records import THEN, Deadline, GameRecord, LogEntry, OrderRecord, SeatRecord

FORMAT = "railbot-game"
VERSION = 1
_FIELDS = ("format", "version", "title", "options", "seed", "seats", "log", "checksum")
# files exported before signing have none; a game without standing orders, no orders; one without a deadline, none
OPTIONAL = ("signature", "orders", "deadline")
_UNCHECKED = ("checksum", "signature")  # every other field is under the checksum
_SEAT_FIELDS = {"user_id": str, "display_name": str, "seat_order": int}
# Limits an export must keep (a file that breaks one is refused at once, before anything is replayed or written)
MAX_EXPORT_CHARS = 4_000_000  # a finished 18GL game of 6,000 moves is about 1.3 MB
MAX_LOG_ENTRIES = 20_000  # the longest random games to their end take about 6,000
MAX_ID = 64  # Discord's ids are about 20 digits
MAX_NAME = 100  # a display name (Discord allows 32)
_ENTRY_FIELDS = {"seq": int, "kind": str, "user_id": str, "data": dict}
MAX_DEADLINE_S = 30 * 86400.0  # a deadline's length at most
MAX_EXPORT_ORDERS = 200  # standing orders in force (20 a player at most)
_ORDER_FIELDS = {"user_id": str, "data": dict}


def export_document(game: GameRecord, seats: Iterable[SeatRecord], log: Iterable[LogEntry],
                    key: str | None = None, orders: Iterable[OrderRecord] | None = None,
                    deadline: Deadline | None = None) -> dict[str, Any]:
    """Everything needed to replay the game elsewhere (no ids, times or statuses), the standing orders in force and
    the game's deadline (its length and what a missed one does), signed with `key` if given."""
    document: dict[str, Any] = {
        "format": FORMAT,
        "version": VERSION,
        "title": game.title,
        "options": game.options,
        "seed": game.seed,
        "seats": [
            {
                "user_id": s.user_id,
                "display_name": s.display_name,
                "seat_order": s.seat_order,
            }
            for s in sorted(seats, key=lambda s: s.seat_order)
        ],
        "log": [{"seq": e.seq, "kind": e.kind, "user_id": e.user_id, "data": e.data} for e in log],
    }
    in_force = [{"user_id": o.user_id, "data": o.data} for o in orders or ()]
    if in_force:
        document["orders"] = in_force
    if deadline is not None and deadline.after_s is not None:
        document["deadline"] = {"after_s": deadline.after_s, "then": deadline.then}
    document["checksum"] = _checksum(document)
    if key is not None:
        document["signature"] = _signature(document, key)
    return document


def _signature(document: dict[str, Any], key: str) -> str:
    body = {k: v for k, v in document.items() if k != "signature"}
    return hmac.new(key.encode(), canonical_json(body, what="The export").encode("utf-8"), hashlib.sha256).hexdigest()


def signed_by(document: dict[str, Any], key: str) -> bool:
    """Was this (parsed) export signed with `key`: made by this bot, and not changed since?"""
    given = document.get("signature")
    return isinstance(given, str) and hmac.compare_digest(given, _signature(document, key))


def parse_document(text: str, known_titles: set[str] | None = None) -> dict[str, Any]:
    """Return the export in ``text`` if whole and untouched, else raise StorageError.

    ``known_titles``: when given, an export of any other title is refused.
    """
    if len(text) > MAX_EXPORT_CHARS:
        raise StorageError(f"The file is too large to be an exported game (at most {MAX_EXPORT_CHARS // 1_000_000} MB).")
    document = _load_json(text)
    if not isinstance(document, dict) or document.get("format") != FORMAT:
        raise StorageError("The file is not a railbot game export.")
    if document.get("version") != VERSION:
        raise StorageError(f"The export is format version {document.get('version')!r}, but only version {VERSION} can be loaded.")
    missing = [name for name in _FIELDS if name not in document]
    if missing:
        raise StorageError(f"The export is missing these fields: {', '.join(missing)}.")
    unexpected = sorted(set(document) - set(_FIELDS) - set(OPTIONAL))
    if unexpected:
        raise StorageError(f"The export has fields it should not have: {', '.join(unexpected)}.")
    # Checksum before the detailed checks: any edit reports as an edit.
    body = {key: value for key, value in document.items() if key not in _UNCHECKED}
    if document["checksum"] != _checksum(body):
        raise StorageError("The export has been edited: its checksum does not match.")
    _check_shape(document)
    if known_titles is not None and document["title"] not in known_titles:
        raise StorageError(f"The export is a game of {document['title']!r}, which this bot does not have.")
    return document


def _checksum(body: dict[str, Any]) -> str:
    return hashlib.sha256(canonical_json(body, what="The export").encode("utf-8")).hexdigest()


def _load_json(text: str) -> Any:
    def refuse_constant(name: str) -> Any:
        raise ValueError(f"{name} is not allowed")

    try:
        # NaN/Infinity are Python extensions, not JSON; they would break the checksum.
        return json.loads(text, parse_constant=refuse_constant)
    except json.JSONDecodeError as exc:
        raise StorageError(f"The file is not valid JSON: {exc.msg} at line {exc.lineno}, column {exc.colno}.") from exc
    except ValueError as exc:
        raise StorageError(f"The file is not valid JSON: {exc}.") from exc
    except RecursionError as exc:
        raise StorageError("The file is not valid JSON: it is nested too deeply.") from exc


def _check_shape(document: dict[str, Any]) -> None:
    if not isinstance(document["title"], str) or not document["title"]:
        raise StorageError("The export's title must be a non-empty string.")
    if not isinstance(document["options"], dict):
        raise StorageError("The export's options must be a JSON object.")
    seed = document["seed"]
    if not _is_int(seed) or not INT64_MIN <= seed <= INT64_MAX:
        raise StorageError("The export's seed must be a 64-bit integer.")
    seats = _records(document["seats"], _SEAT_FIELDS, "seat")
    if sorted(seat["seat_order"] for seat in seats) != list(range(len(seats))):
        raise StorageError("The export's seat orders must be 0, 1, 2, ... with no gaps or repeats.")
    if len({seat["user_id"] for seat in seats}) != len(seats):
        raise StorageError("The export seats the same player twice.")
    for index, seat in enumerate(seats, start=1):
        _check_text(seat["user_id"], f"seat number {index}'s user id", MAX_ID)
        _check_text(seat["display_name"], f"seat number {index}'s name", MAX_NAME)
    if len({name_key(seat["display_name"]) for seat in seats}) != len(seats):
        raise StorageError("The export seats two players whose names differ only by capital letters.")
    log = _records(document["log"], _ENTRY_FIELDS, "log entry")
    if len(log) > MAX_LOG_ENTRIES:
        raise StorageError(f"The export's log has {len(log)} entries; a game holds at most {MAX_LOG_ENTRIES:,}.")
    if [entry["seq"] for entry in log] != list(range(1, len(log) + 1)):
        raise StorageError("The export's log must be numbered 1, 2, 3, ... in order with no gaps.")
    for entry in log:
        _check_text(entry["kind"], f"log entry {entry['seq']}'s kind", SHORT_TEXT)
        _check_text(entry["user_id"], f"log entry {entry['seq']}'s user id", MAX_ID)
    orders = _records(document.get("orders", []), _ORDER_FIELDS, "order")
    if len(orders) > MAX_EXPORT_ORDERS:
        raise StorageError(f"The export has {len(orders)} standing orders; a game holds at most {MAX_EXPORT_ORDERS}.")
    for index, order in enumerate(orders, start=1):
        _check_text(order["user_id"], f"order number {index}'s user id", MAX_ID)
    deadline = document.get("deadline", {"after_s": 1.0, "then": THEN[0]})
    if not (isinstance(deadline, dict) and set(deadline) == {"after_s", "then"} and deadline["then"] in THEN
            and isinstance(deadline["after_s"], int | float) and not isinstance(deadline["after_s"], bool)
            and 0 < deadline["after_s"] <= MAX_DEADLINE_S):
        raise StorageError("The export's deadline must be a length of at most 30 days and what a missed one does.")
    if "\\u0000" in json.dumps(document["options"]) + json.dumps([e["data"] for e in log + orders]):
        raise StorageError("The export holds a NUL character, which no game move has.")


def _check_text(value: str, what: str, most: int) -> None:
    if not value or len(value) > most or "\x00" in value or not is_text(value):
        raise StorageError(f"The export's {what} must be 1 to {most} characters of text, without NUL.")


def _records(value: Any, fields: dict[str, type], what: str) -> list[dict[str, Any]]:
    """Check a list of objects that have exactly ``fields``, each of its type."""
    if not isinstance(value, list):
        raise StorageError(f"The export's {what}s must be a list.")
    for index, item in enumerate(value, start=1):
        if not isinstance(item, dict) or set(item) != set(fields):
            raise StorageError(f"The export's {what} number {index} must have exactly: {', '.join(fields)}.")
        for name, kind in fields.items():
            ok = _is_int(item[name]) if kind is int else isinstance(item[name], kind)
            if not ok:
                raise StorageError(f"The export's {what} number {index} has a bad {name}.")
    return value


def _is_int(value: Any) -> bool:
    return isinstance(value, int) and not isinstance(value, bool)
