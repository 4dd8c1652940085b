"""How the bot logs: text lines (the default) or, with LOG_FORMAT=json, one JSON object per line through
python-json-logger, for a log collector. Every record carries where it happened: the server, channel, game and
command of the command being handled (`context`, set by the slash commands' cog while it answers), and an answer's
line its latency in milliseconds."""

from __future__ import annotations

import contextlib
import logging
from collections.abc import Iterator
from contextvars import ContextVar
from typing import IO, Literal

from pythonjsonlogger.json import JsonFormatter

FIELDS = ("guild", "channel", "game", "command", "latency")
TEXT = "%(asctime)s %(levelname)s %(name)s: %(message)s"
_CONTEXT: ContextVar[dict[str, object] | None] = ContextVar("railbot_log_context", default=None)


@contextlib.contextmanager
def context(**fields: object) -> Iterator[None]:
    """Records logged inside carry these fields (guild, channel, game, command), added to any already set."""
    token = _CONTEXT.set({**(_CONTEXT.get() or {}), **fields})
    try:
        yield
    finally:
        _CONTEXT.reset(token)


class WithContext(logging.Filter):
    """Puts the fields of `context` (None where unset) on every record, unless the call gave them (`extra=`)."""

    def filter(self, record: logging.LogRecord) -> bool:
        known = _CONTEXT.get() or {}
        for name in FIELDS:
            if not hasattr(record, name):
                setattr(record, name, known.get(name))
        return True


def configure(level: str = "INFO", form: Literal["text", "json"] = "text", stream: IO[str] | None = None) -> None:
    """The root logger's one handler: text lines, or JSON objects with time, level, logger, message and the fields."""
    handler = logging.StreamHandler(stream)
    if form == "json":
        named = " ".join(f"%({name})s" for name in ("asctime", "levelname", "name", "message", *FIELDS))
        handler.setFormatter(JsonFormatter(named, rename_fields={"asctime": "time", "levelname": "level", "name": "logger"}))
    else:
        handler.setFormatter(logging.Formatter(TEXT))
    handler.addFilter(WithContext())
    root = logging.getLogger()
    for old in list(root.handlers):
        root.removeHandler(old)
    root.addHandler(handler)
    root.setLevel(level.upper())
