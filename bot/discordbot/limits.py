"""Discord's limits, and fitting our replies into them without ever cutting one off: long text goes
out as several messages split between lines (a line longer than a message is split between words),
autocomplete offers at most 25 choices and never a value that would have to be shortened."""

from __future__ import annotations

from discord import app_commands

CONTENT_MAX = 2000  # characters in one message
EMBED_DESCRIPTION_MAX = 4096
CHOICES_MAX = 25  # autocomplete choices
CHOICE_MAX = 100  # a choice's name and value
OPTIONS_MAX = 25  # options of one command
NAME_MAX = 32  # command and option names (lower case)
DESCRIPTION_MAX = 100  # command and option descriptions
TOP_LEVEL_MAX = 100  # slash commands in all

Choice = app_commands.Choice


def split_content(text: str, limit: int = CONTENT_MAX) -> list[str]:
    """The text as messages of at most `limit` characters, split at line ends (never inside a line
    unless the line alone is too long, then between words)."""
    pieces: list[str] = []
    current = ""
    for line in text.split("\n"):
        for part in _wrap(line, limit):
            joined = f"{current}\n{part}" if current else part
            if len(joined) <= limit:
                current = joined
            else:
                pieces.append(current)
                current = part
    if current or not pieces:
        pieces.append(current)
    return pieces


def _wrap(line: str, limit: int) -> list[str]:
    if len(line) <= limit:
        return [line]
    parts, current = [], ""
    for word in line.split(" "):
        while len(word) > limit:  # a single word longer than a message: hard split (never happens in practice)
            if current:
                parts.append(current)
                current = ""
            parts.append(word[:limit])
            word = word[limit:]
        joined = f"{current} {word}" if current else word
        if len(joined) <= limit:
            current = joined
        else:
            parts.append(current)
            current = word
    parts.append(current)
    return parts


def short_name(text: str) -> str:
    """A choice's shown name: shortened with an ellipsis if it must be (the value never is)."""
    return text if len(text) <= CHOICE_MAX else text[: CHOICE_MAX - 1] + "…"


def fit_choices(pairs: list[tuple[str, str]]) -> list[Choice[str]]:
    """(name, value) pairs as at most 25 choices; a value too long to send is left out, not cut."""
    return [Choice(name=short_name(name), value=value) for name, value in pairs if len(value) <= CHOICE_MAX][:CHOICES_MAX]
