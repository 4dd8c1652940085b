"""A game table in SimCord: a server, a channel and named players who type lines
like the console's (`Ann: /lay hex:E4 tile:57 rotation:1`) as slash commands."""

from __future__ import annotations

from dataclasses import dataclass, field

import discord
import simcord

from bot.commandline import parse_command_line
from bot.discordbot import RailBot

INTEGER_OPTIONS = {"seed", "count", "rotation", "choice"}  # amounts are typed as text: 3000, $3,000 or 3k
BOOLEAN_OPTIONS = {"confirm", "suggest", "queue"}


@dataclass
class Table:
    env: simcord.Env
    guild: simcord.GuildHandle
    channel: simcord.ChannelHandle
    players: dict[str, simcord.MemberActor] = field(default_factory=dict)

    @classmethod
    def open(cls, env: simcord.Env, *names: str) -> Table:
        """A server and its channel with these members; the first runs the bot (may fix a seed, as the examples do)."""
        guild = env.create_guild()
        table = cls(env, guild, guild.create_text_channel("railroads"))
        for name in names:
            table.seat(name)
        if names:
            table.make_operator(names[0])
        return table

    def seat(self, name: str) -> simcord.MemberActor:
        self.players[name] = self.guild.add_member(self.env.create_user(name))
        return self.players[name]

    def make_operator(self, *names: str) -> None:
        """These members run the bot (its owners): only they may fix a game's seed, as the examples here do."""
        self.bot.owner_ids = {*self.bot.owner_ids, *(self.players[name].id for name in names)}

    @property
    def bot(self) -> RailBot:
        bot = self.env.bot
        assert isinstance(bot, RailBot)
        return bot

    def name_of(self, user_id: str) -> str:
        return next(name for name, member in self.players.items() if str(member.id) == user_id)

    async def type(self, line: str) -> simcord.InteractionResult:
        """`Name: /command option:value …` as that member's slash command."""
        name, _, command = line.partition(":")
        command_name, options = parse_command_line(command.strip())
        values: dict[str, object] = {k: int(v) if k in INTEGER_OPTIONS else v.lower() in ("yes", "true") if k in BOOLEAN_OPTIONS
                                     else v for k, v in options.items()}
        return await self.players[name.strip()].slash(self.channel, command_name, **values)

    def due(self, text: str | None = None) -> list[str]:
        """The names a message says must act (its "➡️" lines): mentioned when called, else in bold."""
        found = []
        for line in (self.last_text() if text is None else text).splitlines():
            if line.startswith("➡️ "):
                who = line[len("➡️ "):].split(":", 1)[0]
                found.append(self.name_of(who[2:-1]) if who.startswith("<@") else who.strip("*"))
        return found

    def last_text(self, channel: simcord.ChannelHandle | None = None) -> str:
        message = (channel or self.channel).last_message
        return "" if message is None else message.content


def answer(result: simcord.InteractionResult) -> str:
    """What the person who typed saw: the direct response, else the first follow-up."""
    if result.followups:
        return result.followups[-1].content
    return result.response.content if result.response is not None else ""


def is_private(result: simcord.InteractionResult) -> bool:
    if result.followups:
        return result.followups[-1].ephemeral
    return result.ephemeral


def mentions(text: str) -> list[str]:
    """User ids mentioned in a message's text."""
    return [part.split(">")[0] for part in text.split("<@")[1:]]


def has_button(message: discord.Message | simcord.ResponseMessage, label: str) -> bool:
    """A channel message's (discord.py components) or an interaction response's (raw rows) button with this label."""
    for row in message.components:
        children = row.get("components", []) if isinstance(row, dict) else getattr(row, "children", [])
        if any((child.get("label") if isinstance(child, dict) else getattr(child, "label", None)) == label for child in children):
            return True
    return False
