"""Seats the bot plays (issue 36). A bot seat is an ordinary seat whose user is `bot:…`: `bot:#1`, `bot:#2` for bots
seated in a lobby (named after railway engineers), `bot:<user>` for a running game's seat handed to the bot, which
that user may take back alone. A bot is never mentioned nor sent a direct message; its moves are made through the
writer path like any automatic move and marked "(bot)"."""

from __future__ import annotations

PREFIX = "bot:"
LOBBY = "#"  # a lobby bot's number follows it (a Discord user id is digits too)
NAMES = ("Brunel", "Stephenson", "Crocker", "Judah", "Dodge", "Hill")  # lobby bots, in the order they sit


def is_bot(user_id: str) -> bool:
    return user_id.startswith(PREFIX)


def holder_of(user_id: str) -> str | None:
    """The user a handed-over bot seat belongs to (who may take it back alone); None for a lobby bot."""
    rest = user_id.removeprefix(PREFIX)
    return None if not is_bot(user_id) or rest.startswith(LOBBY) else rest


def lobby_bot(taken: list[str], names: list[str]) -> tuple[str, str]:
    """(user id, name) for the next bot seated in a lobby: the first free number and an engineer's name no seat has."""
    number = next(n for n in range(1, 100) if f"{PREFIX}{LOBBY}{n}" not in taken)
    folded = {n.casefold() for n in names}
    name = next((n for n in NAMES if n.casefold() not in folded), f"Bot {number}")
    return f"{PREFIX}{LOBBY}{number}", name


def for_seat(user_id: str) -> str:
    """The bot user that plays a handed-over seat of `user_id`."""
    return f"{PREFIX}{user_id}"
