"""The bot: settings in, cogs and buttons registered, one database, its timers and loops.

Slash commands are synced only on demand (`python -m bot --sync`, or an
owner mentioning the bot with `sync`), not on every boot: Discord limits
how often commands may be registered.

The bot is discord.py's AutoShardedBot: without a shard count it runs every
shard Discord recommends in this process; with `shard_ids` it runs only those
(other processes, on the same PostgreSQL database, run the rest), and its
store and reminder timer serve only the games of those shards' servers.
"""

from __future__ import annotations

import asyncio
import contextlib
import logging
import signal
import traceback
from typing import Any

import discord
import yarl
from discord import app_commands
from discord.ext import commands

from bot.alarm import Alarm
from bot.automation import AutomationLoop
from bot.commands import CommandLayer
from bot.commands.automatic import OWED_GRACE_S
from bot.discordbot.buttons import ConfirmButton, MoveButton
from bot.discordbot.cooldowns import resting
from bot.discordbot.front import DiscordFront
from bot.discordbot.game_cog import GameCog
from bot.discordbot.health import Health
from bot.discordbot.living_cog import LivingCog
from bot.discordbot.replay_buttons import ReplayButton
from bot.discordbot.timer import ReminderTimer
from bot.discordbot.vote_buttons import VoteButton, VoteLoop
from bot.discordbot.watchers import Watchers
from storage import Shards, StorageError, Store

log = logging.getLogger(__name__)

DIGEST_CHECK_S = 3600.0  # the daily digests due are looked for at most this often
DIGEST_IDLE_S = 24 * 3600.0  # and at least this often
SORRY = ("Sorry, something went wrong on our side (the error is logged). If it was a move, /game status shows "
         "whether it was saved before saying the same again.")
OWED_SOONEST_S = 0.05  # the owed posts' loop never spins faster (a post that fails is claimed again a minute later)
OWED_FAULT_S = 15.0  # the database failed: the owed posts are looked at again this soon
# Nothing due. One process alone (all the shards; SQLite is never shared) knows every row: it looks again in a day
# (a move it saves, or a post a background chain opens, wakes the loop in time for its post; a row its own crash left
# is found at its start). One of several processes (SHARD_IDS, on one PostgreSQL) looks every 5 minutes: a post owed
# by a shard that died is this one's to deliver too.
OWED_IDLE_S = 300.0
OWED_IDLE_ALONE_S = 24 * 3600.0


def discord_clock() -> float:
    """Discord's idea of now, in unix seconds (the clock reminders are kept in)."""
    return discord.utils.utcnow().timestamp()


class RailBot(commands.AutoShardedBot):
    layer: CommandLayer
    front: DiscordFront

    def __init__(
        self,
        database: str,
        *,
        test_guild_id: int | None = None,
        sync_on_start: bool = False,
        draw_pictures: bool = True,
        shard_count: int | None = None,
        shard_ids: tuple[int, ...] | None = None,
        owner_ids: tuple[int, ...] | None = None,
        answer_chain_s: float | None = None,
        health: tuple[int, str, float] | None = None,
    ) -> None:
        intents = discord.Intents.default()  # guilds and members' names; no message content is read
        super().__init__(
            command_prefix=commands.when_mentioned, intents=intents, help_command=None,
            shard_count=shard_count, shard_ids=list(shard_ids) if shard_ids is not None else None,
            owner_ids=set(owner_ids or ()),
        )
        # The games this process serves: those of its shards' servers (None: all of them).
        self.serving = Shards(tuple(shard_ids), shard_count) if shard_ids is not None and shard_count is not None else None
        self.database = database  # a SQLite file's path or a postgresql:// URL
        self.test_guild_id = test_guild_id
        self.sync_on_start = sync_on_start
        self.draw_pictures = draw_pictures
        self.answer_chain_s = answer_chain_s  # None: the command layer's CHAIN_SECONDS
        self.store: Store | None = None
        self.timer: ReminderTimer | None = None
        self.digests: asyncio.Task[None] | None = None
        self.deadline_timer: ReminderTimer | None = None
        self.away: asyncio.Task[None] | None = None  # ends away spells at their date (bot/commands/away.py)
        self.away_alarm = Alarm()
        self.owed: asyncio.Task[None] | None = None
        self.owed_alarm = Alarm()  # wakes the owed posts' loop
        self.automation: AutomationLoop | None = None
        self.watchers: Watchers | None = None  # followers' digests, idle lobbies (bot/discordbot/watchers.py)
        self.tree.on_error = self.on_app_command_error
        # /health and /metrics: (port, host, minutes a post may stay owed); None: counted, not served
        self.health_at = health
        self.health = Health(self, health[2] if health is not None else 10.0)

    async def setup_hook(self) -> None:
        self.store = await Store.open(self.database, shards=self.serving)
        self.layer = CommandLayer(self.store, clock=discord_clock, draw_pictures=self.draw_pictures)
        if self.answer_chain_s is not None:  # how long an answer waits for the automatic moves its move set off
            self.layer.order_seconds = self.answer_chain_s
        self.front = DiscordFront(self, self.layer)
        self.layer.games.on_move = self.health.moved
        self.layer.on_owed = self.expect_owed  # a post a background chain opened falls due: delivered then
        self.layer.tell = self.front.send_direct  # an order a background chain ended: its owner is told
        await self.add_cog(GameCog(self))
        await self.add_cog(LivingCog(self))
        await self.add_cog(OwnerCog(self))
        self.add_dynamic_items(MoveButton, ConfirmButton, VoteButton, ReplayButton)
        self.votes = VoteLoop(self.front)  # votes whose 24 hours are up end, any process, after a restart too
        self.votes.start()
        self.timer = ReminderTimer(self.layer.reminders, self.front.remind)
        self.timer.start()
        self.deadline_timer = ReminderTimer(self.layer.deadlines, self._deadline_passed)  # the same rows' deadlines
        self.deadline_timer.start()
        # A reminder set by another process (a move made through a direct message, which Discord
        # sends to shard 0) wakes this timer too if the game's server is on one of its shards.
        await self.store.watch_reminders(self.layer.reminders.changed)
        if self.serving is None or 0 in self.serving.ids:  # one process sends the daily digests and ends away spells
            self.digests = asyncio.get_running_loop().create_task(self._digest_loop(), name="daily-digests")
            self.away = asyncio.get_running_loop().create_task(self._away_loop(), name="away-ends")
            self.layer.on_away = lambda _until: self.away_alarm.wake()
        if self.serving is None:  # alone on the database: what is owed was left by a killed predecessor, due now
            await self.store.owe_all_now(self.layer.reminders.clock())
        self.owed = asyncio.get_running_loop().create_task(self._owed_loop(), name="owed-posts")
        self.watchers = Watchers(self)  # every process: each serves its shards' games, and claims what it sends
        self.watchers.start()
        # the chains of automatic moves a stopped process left (and every one that falls due from now on)
        self.automation = AutomationLoop(self.layer, self.layer.reminders.clock, alone=self.serving is None)
        await self.automation.start()
        self.layer.on_automation = self.automation.wake
        if self.health_at is not None:
            await self.health.start(self.health_at[0], self.health_at[1])
        if self.sync_on_start:
            await self.sync_commands()

    async def is_operator(self, user: discord.abc.User) -> bool:
        """The bot's operator: its owner (OWNER_IDS, else the application's owner or team, as Discord tells)."""
        try:
            return await self.is_owner(user)
        except (discord.HTTPException, AttributeError):
            log.warning("could not ask Discord who owns the application")
            return False

    async def sync_commands(self) -> list[app_commands.AppCommand]:
        """Register the slash commands: instantly in the test guild, else globally (Discord may take up to an hour)."""
        if self.test_guild_id is not None:
            guild = discord.Object(id=self.test_guild_id)
            self.tree.copy_global_to(guild=guild)
            synced = await self.tree.sync(guild=guild)
        else:
            synced = await self.tree.sync()
        log.info("synced %d slash commands %s", len(synced), f"to guild {self.test_guild_id}" if self.test_guild_id else "globally")
        return synced

    async def _digest_loop(self) -> None:
        """Once an hour, the daily digests that fell due (each player's comes a day after the last)."""
        while True:
            try:
                wait = await self.layer.next_digest_in()
            except Exception:
                log.exception("looking for the daily digests failed")
                wait = None
            # at least an hour apart (a digest held by quiet hours is looked at again an hour later);
            # nobody asking for one: look again in a day (a /notify digest:on is seen within a day)
            await asyncio.sleep(DIGEST_IDLE_S if wait is None else max(wait, DIGEST_CHECK_S))
            try:
                await self.front.send_digests()
            except Exception:
                log.exception("sending the daily digests failed")

    async def _deadline_passed(self, game_id: int) -> None:
        """A deadline that fell due (claimed by the deadline timer): the layer deals with it; its post goes out."""
        if await self.layer.deadline_passed(game_id):
            self.wake_owed()

    async def _away_loop(self) -> None:
        """Each away spell ends at its date: the seats the bot played go back, reminders and deadlines count again."""
        while True:
            try:
                await self.layer.away_over()
                end = await self.layer.next_away_end()
            except Exception:
                log.exception("ending away spells failed")
                end = self.layer.reminders.clock() + 60.0
            wait = DIGEST_IDLE_S if end is None else min(max(end - self.layer.reminders.clock(), 0.0), DIGEST_IDLE_S)
            await self.away_alarm.sleep(wait)

    async def _owed_loop(self) -> None:
        """Post what channels are owed (kept in the database, so what a restart interrupted is posted after it):
        at start, whenever a post is owed (`wake_owed`, `expect_owed`), and when one falls due."""
        idle = OWED_IDLE_ALONE_S if self.serving is None else OWED_IDLE_S
        while True:
            wait = OWED_FAULT_S
            try:
                await self.front.deliver_owed()
                due = await self.layer.store.next_owed_at()
                wait = min(max(due - self.layer.reminders.clock(), OWED_SOONEST_S), idle) if due is not None else idle
            except asyncio.CancelledError:
                raise
            except Exception:
                log.exception("posting the owed posts failed")
            await self.owed_alarm.sleep(wait)

    def expect_owed(self, due_at: float | None = None) -> None:
        """A post is owed, due at `due_at` (None: when its answer's grace ends, if its answer never says it was
        posted): the loop is awake in time for it."""
        due = self.layer.reminders.clock() + OWED_GRACE_S if due_at is None else due_at
        self.owed_alarm.wake(max(due - self.layer.reminders.clock(), 0.0))

    def wake_owed(self) -> None:
        """A post is owed to a channel now (or the one before it was delivered): the loop looks again at once."""
        self.owed_alarm.wake()

    async def close(self) -> None:
        await self.health.stop()
        if getattr(self, "votes", None) is not None:
            self.votes.stop()
        if self.automation is not None:
            self.automation.stop()
            self.automation = None
        if hasattr(self, "layer"):  # the chains under way end after the move each is saving: what they owe stays owed
            await self.layer.stop_automatic()
        if self.owed is not None:
            self.owed.cancel()
            self.owed = None
        if self.watchers is not None:
            self.watchers.stop()
            self.watchers = None
        for task in (self.digests, self.away):
            if task is not None:
                task.cancel()
        self.digests = self.away = None
        for timer in (self.timer, self.deadline_timer):
            if timer is not None:
                timer.stop()
        if self.store is not None:
            await self.store.close()
            self.store = None
        await super().close()

    async def on_ready(self) -> None:
        log.info(
            "logged in as %s (id %s) in %d servers, shards %s of %s", self.user, getattr(self.user, "id", "?"), len(self.guilds),
            self.shard_ids if self.shard_ids is not None else "all", self.shard_count,
        )

    async def on_app_command_error(self, interaction: discord.Interaction[Any], error: app_commands.AppCommandError) -> None:
        """No command may leave its user without an answer: answer privately and log the traceback."""
        if isinstance(error, app_commands.CommandOnCooldown):  # a heavy command asked for too often
            text = resting(interaction.command.qualified_name if interaction.command else "?", error)
        elif isinstance(error, app_commands.CheckFailure):
            text = "You cannot use that command here."
        elif isinstance(error, app_commands.TransformerError):
            text = f"'{error.value}' is not a valid value for that option."
        else:
            text = SORRY
            if isinstance(getattr(error, "original", error), StorageError):
                self.health.database_error(getattr(error, "original", error))
            command = interaction.command.qualified_name if interaction.command else "?"
            log.error("command /%s failed:\n%s", command, "".join(traceback.format_exception(error)))
        try:
            if interaction.response.is_done():
                await interaction.followup.send(text, ephemeral=True)
            else:
                await interaction.response.send_message(text, ephemeral=True)
        except discord.HTTPException:
            log.warning("could not tell the user about the error")


class OwnerCog(commands.Cog):
    def __init__(self, bot: RailBot) -> None:
        self.bot = bot

    @commands.command(name="sync")
    @commands.is_owner()
    async def sync(self, ctx: commands.Context[Any]) -> None:
        """`@RailBot sync`: register the slash commands with Discord (the bot's owner only)."""
        synced = await self.bot.sync_commands()
        await ctx.reply(f"Synced {len(synced)} commands.", mention_author=False)

    async def cog_command_error(self, ctx: commands.Context[Any], error: commands.CommandError) -> None:
        if isinstance(error, commands.CheckFailure):  # someone else than the owner: ignore quietly
            log.info("user %s tried the owner command %s", ctx.author.id, ctx.command)
            return
        raise error


def create_bot(
    database: str,
    *,
    test_guild_id: int | None = None,
    sync_on_start: bool = False,
    draw_pictures: bool = True,
    shard_count: int | None = None,
    shard_ids: tuple[int, ...] | None = None,
    owner_ids: tuple[int, ...] | None = None,
    answer_chain_s: float | None = None,
    health: tuple[int, str, float] | None = None,
) -> RailBot:
    return RailBot(
        database, test_guild_id=test_guild_id, sync_on_start=sync_on_start, draw_pictures=draw_pictures,
        shard_count=shard_count, shard_ids=shard_ids, owner_ids=owner_ids, answer_chain_s=answer_chain_s, health=health,
    )


def run_bot(
    token: str,
    database: str,
    *,
    test_guild_id: int | None = None,
    sync_on_start: bool = False,
    shard_count: int | None = None,
    shard_ids: tuple[int, ...] | None = None,
    owner_ids: tuple[int, ...] | None = None,
    api_base: str | None = None,
    answer_chain_s: float | None = None,
    health: tuple[int, str, float] | None = None,
) -> None:
    if api_base is not None:  # a fake Discord (tests/faults/): its gateway is at /gateway beside its API
        discord.http.Route.BASE = api_base.rstrip("/")
        origin = api_base.split("/api/")[0].replace("http", "ws", 1)
        discord.gateway.DiscordWebSocket.DEFAULT_GATEWAY = yarl.URL(f"{origin}/gateway")  # used with SHARD_COUNT
    bot = create_bot(database, test_guild_id=test_guild_id, sync_on_start=sync_on_start, shard_count=shard_count,
                     shard_ids=shard_ids, owner_ids=owner_ids, answer_chain_s=answer_chain_s, health=health)
    # Logging is configured by the caller; the token is passed here and never logged.
    asyncio.run(_serve(bot, token))


async def _serve(bot: RailBot, token: str) -> None:
    """Run until closed; SIGTERM and SIGINT close the bot as an operator's stop should: the store is closed after
    what is in flight, and every saved move's post is in the outbox already (its row is written with the move), so
    the next process posts what this one could not."""
    loop = asyncio.get_running_loop()
    for stop in (signal.SIGTERM, signal.SIGINT):
        with contextlib.suppress(NotImplementedError, RuntimeError):  # not on this platform or thread
            loop.add_signal_handler(stop, lambda: loop.create_task(bot.close()))
    async with bot:
        await bot.start(token)
