"""A reply of the command layer as Discord messages: its text split between lines into messages of Discord's size,
the last carrying the pictures, files and buttons; the "➡️" line of each player who must act, mentioning only those
it calls (bot/discordbot/mentions.py). Spectator channels get the same without pings or buttons."""

from __future__ import annotations

import io
from typing import Any

import discord

from bot.commands import NextUp, Reply
from bot.deadlines import by_deadline
from bot.discordbot.buttons import confirm_view, move_buttons
from bot.discordbot.limits import CONTENT_MAX, split_content
from bot.discordbot.mentions import allowed, escaped

NO_PINGS = discord.AllowedMentions.none()


def fit(text: str) -> str:
    """Text that must go as one message (a direct ping, a button's answer): short by nature; if ever
    too long, its end is marked as cut rather than refused by Discord."""
    return text if len(text) <= CONTENT_MAX else text[: CONTENT_MAX - 1] + "…"


DM_MOVES = 9  # the moves since a player's last that a direct ping lists


def unnamed(up: NextUp) -> str:
    """The prompt without the player's own name before it ("Bob: bid for first player" after "➡️ **Bob**:")."""
    prompt = up.prompt
    for name in dict.fromkeys((up.name, up.name.removesuffix(" (bot)"))):
        for lead in (f"{name}: ", f"{name}, "):
            if prompt.startswith(lead):
                return prompt[len(lead):]
    return prompt


ALT_TEXT_MOST = 1024  # Discord's longest alt text (an attachment's description)


def the_ask(up: NextUp) -> str:
    """The prompt without the reader's own name or a second "your turn" (a phone's preview is one line)."""
    prompt = unnamed(up)
    if prompt.lower().startswith("your turn in "):  # "your turn in Share Dealing Round 1: /par, ..."
        prompt = prompt[len("your turn in "):]
    elif prompt.lower().startswith("your turn"):
        prompt = prompt[len("your turn"):].lstrip(" :,")
    return prompt


def _ping_line(up: NextUp, *, mention: bool, deadline_at: float | None = None) -> str:
    who = f"<@{up.user_id}>" if mention and up.called and up.notify != "dm" else f"**{up.name}**"
    return f"➡️ {who}: {unnamed(up)}{by_deadline(up.name, deadline_at)}"


def message_sequence(reply: Reply, *, spectator: bool = False) -> list[dict[str, Any]]:
    """The reply as one or more messages (keyword arguments for send()): long text is split between
    lines into several messages, the last of which carries the pictures, files and buttons."""
    last = message_parts(reply, spectator=spectator)
    texts = split_content(last["content"])
    mentions = last["allowed_mentions"]
    first = [{"content": text, "allowed_mentions": mentions, "silent": last["silent"]} for text in texts[:-1]]
    return [*first, {**last, "content": texts[-1]}]


def message_parts(reply: Reply, *, spectator: bool = False) -> dict[str, Any]:
    """Keyword arguments for send(): text (whole; message_sequence splits it), pings (and silent when it calls no
    one), pictures as embeds, buttons."""
    mention = not spectator and reply.pings
    lines = [reply.text] + [_ping_line(up, mention=mention, deadline_at=reply.deadline_at) for up in reply.next_up]
    calling = [*reply.mentions, *(up.user_id for up in reply.next_up if mention and up.called and up.notify != "dm")]
    embeds, files = [], []
    for picture in reply.pictures[:10]:  # at most 10 embeds per message
        files.append(discord.File(io.BytesIO(picture.png), filename=picture.filename,  # its caption, as alt text too
                                  description=picture.caption[:ALT_TEXT_MOST] or None))
        embeds.append(discord.Embed(description=picture.caption).set_image(url=f"attachment://{picture.filename}"))
    files += [discord.File(io.BytesIO(content), filename=name) for name, content in reply.files]
    parts: dict[str, Any] = {
        "content": escaped("\n".join(lines), calling), "embeds": embeds, "files": files,
        "allowed_mentions": NO_PINGS if spectator else allowed(calling),
        "silent": spectator or not calling,  # a post that calls no one notifies no one (a spectator's: never)
    }
    if reply.confirm is not None and reply.game_id is not None:
        view = confirm_view(reply.game_id, reply.confirm, reply.position)
        if view is not None:
            parts["view"] = view
    if not spectator and reply.offers and reply.game_id is not None:  # a reply's own buttons (a deadline's stand-in)
        view = move_buttons(reply.game_id, tuple(a for a, _l in reply.offers), reply.position,
                            tuple(label for _a, label in reply.offers))
        if view is not None:
            parts["view"] = view
    if not spectator and not reply.ephemeral and reply.game_id is not None and reply.next_up and reply.pings:
        view = move_buttons(reply.game_id, reply.next_up[0].quick, reply.position, reply.next_up[0].labels)
        if view is not None:
            parts["view"] = view
    return parts
