"""/replay on Discord (issue 50 §3): one private message, stepped through by its buttons ⏮ ◀ ▶ ⏭, each press editing
that same message in place (its words, its pictures, its buttons) to show another move (bot/commands/replay.py).

A button's custom id holds the game's id and the move it shows (and which button it is, so that two buttons showing
the same move keep ids of their own), so a press works after a restart: discord.py matches the id against
`ReplayButton`'s template (a DynamicItem) and rebuilds it. The message is ephemeral, seen by its reader alone, so
whoever presses is its reader; the position is worked out for the presser's own seat all the same. A step not ready
after `DEFER_AFTER_S` is deferred first (the message stays as it was until edited), never refused as late."""

from __future__ import annotations

import asyncio
import logging
import re
import time
from collections.abc import Awaitable
from typing import TYPE_CHECKING, Any

import discord

from bot import logs
from bot.commands import Reply
from bot.commands.replies import Steps
from bot.commandtable import Command
from bot.discordbot.front import DEFER_AFTER_S, invocation_of
from bot.discordbot.generated import words
from bot.discordbot.messages import NO_PINGS, fit, message_parts
from bot.discordbot.owed import SEND_FAILURES

if TYPE_CHECKING:
    from bot.discordbot.protocols import RailBotLike

log = logging.getLogger(__name__)

PREFIX = "railbot:replay"
# (label, the Steps field it shows, its tag in the custom id), in the order the message shows them
BUTTONS = (("⏮", "round_back", "rb"), ("◀", "back", "b"), ("▶", "forward", "f"), ("⏭", "round_forward", "rf"))
LABELS = {tag: label for label, _field, tag in BUTTONS}


def custom_id(game_id: int, at: int, tag: str) -> str:
    """A replay button's id: its game, the move it shows, which button it is (well within Discord's 100 characters)."""
    return f"{PREFIX}:{game_id}:{at}:{tag}"


class ReplayButton(discord.ui.DynamicItem[discord.ui.Button[Any]],
                   template=PREFIX + r":(?P<game>[0-9]+):(?P<at>[0-9]+):(?P<tag>rb|b|f|rf)"):
    def __init__(self, game_id: int, at: int, tag: str, *, disabled: bool = False) -> None:
        super().__init__(discord.ui.Button(label=LABELS[tag], style=discord.ButtonStyle.secondary, disabled=disabled,
                                           custom_id=custom_id(game_id, at, tag)))
        self.game_id = game_id
        self.at = at

    @classmethod
    async def from_custom_id(
        cls, interaction: discord.Interaction[Any], item: discord.ui.Button[Any], match: re.Match[str], /
    ) -> ReplayButton:
        return cls(int(match["game"]), int(match["at"]), match["tag"])

    async def callback(self, interaction: discord.Interaction[RailBotLike]) -> None:  # type: ignore[type-var]
        await pressed(interaction.client, interaction, self.game_id, self.at)


def replay_view(steps: Steps) -> discord.ui.View:
    """The replay's four buttons; one with no step its way (◀ at the start, ▶ at the end) is greyed out."""
    view = discord.ui.View(timeout=None)
    for _label, field, tag in BUTTONS:
        target = getattr(steps, field)
        view.add_item(ReplayButton(steps.game_id, steps.at if target is None else target, tag, disabled=target is None))
    return view


async def _drawn(work: Awaitable[Reply]) -> Reply:
    """The reply with its pictures drawn (off the event loop, as every picture is)."""
    reply = await work
    if reply.painter is not None:
        reply.pictures, reply.painter = await reply.painter(), None
    return reply


async def _in_time(interaction: discord.Interaction[Any], work: Awaitable[Reply], *, command: bool) -> Reply:
    """The replay's reply, pictures and all; not ready after DEFER_AFTER_S, the interaction is deferred first (a
    command privately, "thinking…"; a press silently: its message stays as it was until edited)."""
    task = asyncio.ensure_future(_drawn(work))
    done, _ = await asyncio.wait({task}, timeout=DEFER_AFTER_S)
    if not done and not interaction.response.is_done():
        try:
            await (interaction.response.defer(ephemeral=True, thinking=True) if command else interaction.response.defer())
        except SEND_FAILURES:
            log.warning("could not defer a slow replay")
    return await task


def _shown(reply: Reply) -> tuple[dict[str, Any], list[discord.File]]:
    """The replay's message (its words, its pictures as embeds, its buttons; it pings no one) and its pictures' files."""
    parts = message_parts(reply)
    shown: dict[str, Any] = {"content": fit(parts["content"]), "embeds": parts["embeds"], "allowed_mentions": NO_PINGS}
    if reply.replay is not None:
        shown["view"] = replay_view(reply.replay)
    return shown, parts["files"]


async def answer(bot: RailBotLike, interaction: discord.Interaction[Any], command: Command, values: dict[str, Any]) -> None:
    """/replay: the reader's private message showing the move `from:` names, with its buttons (a refusal: one private
    sentence)."""
    texts = await words(command, values)
    typed = " ".join(["replay", *(f"{k}:{v}" for k, v in sorted(texts.items()))])
    who = invocation_of(interaction, command=typed)
    started = time.monotonic()
    with logs.context(guild=who.guild_id, channel=who.channel_id, command="replay"):
        reply = await _in_time(interaction, bot.layer.handle(who, "replay", texts, draw_later=True), command=True)
        shown, files = _shown(reply)
        if interaction.response.is_done():
            await interaction.followup.send(ephemeral=True, files=files, wait=True, **shown)
        else:
            await interaction.response.send_message(ephemeral=True, files=files, **shown)
        seconds = time.monotonic() - started
        bot.health.answered("replay", seconds)
        log.info("answered /replay in %d ms", round(1000 * seconds), extra={"latency": round(1000 * seconds),
                                                                            "game": reply.game_id})


async def pressed(bot: RailBotLike, interaction: discord.Interaction[Any], game_id: int, at: int) -> None:
    """A replay button: the message it is on shows the game after move `at`, for the presser's seat; a refusal (the
    game gone) is one private sentence, and the message stays."""
    who = invocation_of(interaction, command=f"replay {game_id}@{at}")
    with logs.context(guild=who.guild_id, channel=who.channel_id, command="replay", game=game_id):
        reply = await _in_time(interaction, bot.layer.replay_at(who, game_id, at), command=False)
        if reply.replay is None:
            if interaction.response.is_done():
                await interaction.followup.send(fit(reply.text), ephemeral=True)
            else:
                await interaction.response.send_message(fit(reply.text), ephemeral=True)
            return
        shown, files = _shown(reply)
        if interaction.response.is_done():
            await interaction.edit_original_response(attachments=files, **shown)
        else:
            await interaction.response.edit_message(attachments=files, **shown)
