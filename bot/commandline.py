"""Parse a typed slash command: `/lay hex:E4 tile:57 rotation:1` -> ("lay", {...})."""

from __future__ import annotations

import shlex

from engine.core.errors import IllegalAction


def parse_command_line(line: str) -> tuple[str, dict[str, str]]:
    """Split a command line into its name ('game new') and its options.

    Words after an option continue its value (`action:lay E4 57 1`), as do
    further routes (`routes:4:WEST-E4-F9 2:E4-F5`); quotes work too.
    """
    try:
        tokens = shlex.split(line)
    except ValueError:
        raise IllegalAction("the command has an unclosed quote") from None
    if not tokens or not tokens[0].startswith("/"):
        raise IllegalAction("commands start with '/', for example /game status")
    words = [tokens[0][1:].lower()]
    options: dict[str, str] = {}
    last_key: str | None = None
    for token in tokens[1:]:
        key, colon, value = token.partition(":")
        if colon and key.isdigit() and last_key == "routes":
            options["routes"] += " " + token  # another train's route
        elif colon:
            last_key = key.lower()
            if last_key in options:
                raise IllegalAction(f"the option {last_key} is given twice")
            options[last_key] = value
        elif last_key is not None:
            options[last_key] += " " + token  # option values may contain spaces, as on Discord
        else:
            words.append(token.lower())
    return " ".join(words), options
