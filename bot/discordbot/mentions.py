"""Who a message may ping: only the users the bot means to call (whoever acts next, a seat's new holder).

Names come from players (a nickname, a seat name in an imported file) and may hold mention syntax such as
`<@123…>` or `@everyone`. Discord pings what `allowed_mentions` lets through, so every message names its users
explicitly, and any other mention in its text is escaped (as discord.utils.escape_mentions does: a zero-width
space after the @) so it shows as text, not as a mention."""

from __future__ import annotations

import re
from collections.abc import Iterable

import discord

_MENTION = re.compile(r"<@([!&]?)(\d+)>|@(everyone|here)")
ZWSP = "\u200b"  # what escapes a mention (a zero-width space after the @)


def escaped(text: str, calling: Iterable[str] = ()) -> str:
    """`text` with every mention escaped except those of the users in `calling` (ids)."""
    users = set(calling)

    def keep_or_escape(match: re.Match[str]) -> str:
        if match.group(2) is not None and match.group(1) in ("", "!") and match.group(2) in users:
            return match.group(0)
        return match.group(0).replace("@", "@" + ZWSP, 1)

    return _MENTION.sub(keep_or_escape, text)


def called(text: str) -> list[str]:
    """The user ids a text still mentions (after `escaped`: only those it means to call)."""
    return [m.group(2) for m in _MENTION.finditer(text) if m.group(2) is not None and m.group(1) in ("", "!")]


def allowed(users: Iterable[str]) -> discord.AllowedMentions:
    """Pings for exactly these users (ids): never @everyone, roles or anyone else."""
    ids = sorted({u for u in users if u.isdigit()})
    return discord.AllowedMentions(everyone=False, roles=False, replied_user=False,
                                   users=[discord.Object(id=int(u)) for u in ids])
