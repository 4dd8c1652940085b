"""What an operator watches from outside (issue 51 §1): with HEALTH_PORT set, an HTTP endpoint on the bot's own event
loop (aiohttp, which discord.py brings) answers

- `/health`: 200 "ok" when the bot is connected to Discord's gateway, its database answers and no post has been owed
  to a channel for longer than HEALTH_OWED_MINUTES; else 503 with the reasons, a line each;
- `/metrics`: Prometheus' text format (prometheus-client, a registry of this bot's own): commands answered by command,
  the answers' latency and those past Discord's 3 s, moves saved by title, database errors by kind, and read when
  scraped: the owed posts' lag, games kept loaded, pictures waiting to be drawn, and how late the soonest reminder is.

The counters are kept whether or not the endpoint runs (a few increments a command)."""

from __future__ import annotations

import logging
import time
from typing import Any, Protocol

from aiohttp import web
from prometheus_client import CollectorRegistry, Counter, Gauge, Histogram, generate_latest
from prometheus_client.exposition import CONTENT_TYPE_LATEST

from bot import pictures
from storage import StorageError, Store


class Watched(Protocol):
    """What the health check reads of the bot (bot/discordbot/client.py's RailBot)."""

    store: Store | None

    def is_closed(self) -> bool: ...

    def is_ready(self) -> bool: ...

log = logging.getLogger(__name__)

LATE_S = 3.0  # Discord's time to answer an interaction
BUCKETS = (0.05, 0.1, 0.25, 0.5, 1.0, 1.5, 2.0, 3.0, 5.0, 10.0)
DRAW_BUCKETS = (0.05, 0.1, 0.2, 0.4, 0.8, 1.5, 3.0, 6.0)


class Health:
    def __init__(self, bot: Watched, owed_minutes: float = 10.0) -> None:
        self.bot = bot
        self.owed_minutes = owed_minutes
        self.registry = CollectorRegistry()
        r = self.registry
        self.commands = Counter("railbot_commands", "Commands answered, by command", ["command"], registry=r)
        self.latency = Histogram("railbot_answer_seconds", "Time to answer a command", buckets=BUCKETS, registry=r)
        self.late = Counter("railbot_answers_late", "Answers that took longer than Discord's 3 seconds", registry=r)
        self.moves = Counter("railbot_moves", "Moves saved, by title", ["title"], registry=r)
        self.db_errors = Counter("railbot_database_errors", "Database errors met by commands, by kind", ["kind"], registry=r)
        Gauge("railbot_owed_post_lag_seconds", "How long the oldest post owed to a channel has waited",
              registry=r).set_function(lambda: self._owed_lag)
        Gauge("railbot_games_cached", "Games kept loaded", registry=r).set_function(self._cached)
        Gauge("railbot_pictures_queued", "Moves whose pictures wait to be drawn", registry=r).set_function(pictures.queued)
        self.draw_time = Histogram("railbot_picture_draw_seconds", "Time to draw a reply's pictures (in the pictures' thread)",
                                   buckets=DRAW_BUCKETS, registry=r)
        pictures.time_drawings(self.drawn)
        Gauge("railbot_reminder_late_seconds", "How late the soonest reminder is (0: none is due)",
              registry=r).set_function(lambda: self._reminder_late)
        self._owed_lag = 0.0
        self._reminder_late = 0.0
        self._runner: web.AppRunner | None = None

    # -- what the bot tells it ------------------------------------------------------------------------------------

    def answered(self, command: str, seconds: float) -> None:
        self.commands.labels(command).inc()
        self.latency.observe(seconds)
        if seconds > LATE_S:
            self.late.inc()

    def drawn(self, seconds: float) -> None:
        self.draw_time.observe(seconds)

    def moved(self, title: str) -> None:
        self.moves.labels(title).inc()

    def database_error(self, error: BaseException) -> None:
        self.db_errors.labels(type(error).__name__).inc()

    # -- the endpoint -------------------------------------------------------------------------------------------------

    async def start(self, port: int, host: str = "127.0.0.1") -> int:
        """Serve /health and /metrics on host:port (port 0: any free one); the port served."""
        app = web.Application()
        app.router.add_get("/health", self._health)
        app.router.add_get("/metrics", self._metrics)
        self._runner = web.AppRunner(app, access_log=None)
        await self._runner.setup()
        site = web.TCPSite(self._runner, host, port)
        await site.start()
        sockets = getattr(site._server, "sockets", None) or []  # the port chosen when 0 was asked
        served = sockets[0].getsockname()[1] if sockets else port
        log.info("health and metrics on http://%s:%s/health and /metrics", host, served)
        return int(served)

    async def stop(self) -> None:
        if self._runner is not None:
            await self._runner.cleanup()
            self._runner = None

    async def problems(self) -> list[str]:
        """Why the bot is not healthy now (none: it is)."""
        found = []
        if self.bot.is_closed() or not self.bot.is_ready():
            found.append("not connected to Discord's gateway")
        store = self.bot.store
        try:
            oldest = None if store is None else await store.oldest_owed_at()
            if store is None:
                found.append("the database is not open")
        except (StorageError, OSError) as error:
            found.append(f"the database does not answer: {error}")
        else:
            self._owed_lag = 0.0 if oldest is None or store is None else max(0.0, store.now() - oldest)
            if self._owed_lag > self.owed_minutes * 60:
                found.append(f"a post has been owed to a channel for {self._owed_lag / 60:.0f} minutes")
            await self._reminders(self.bot.layer.reminders.clock() if hasattr(self.bot, "layer") else time.time())
        return found

    async def _reminders(self, now: float) -> None:
        store = self.bot.store
        try:
            soonest = None if store is None else await store.next_reminder()
        except (StorageError, OSError):
            return
        due = getattr(soonest, "due_at", None)
        self._reminder_late = 0.0 if due is None else max(0.0, now - float(due))

    async def _health(self, _request: web.Request) -> web.Response:
        found = await self.problems()
        if found:
            return web.Response(status=503, text="\n".join(found) + "\n")
        return web.Response(text="ok\n")

    async def _metrics(self, _request: web.Request) -> web.Response:
        await self.problems()  # the lag and the reminder's lateness as of now
        return web.Response(body=generate_latest(self.registry), headers={"Content-Type": CONTENT_TYPE_LATEST})

    def _cached(self) -> float:
        layer: Any = getattr(self.bot, "layer", None)
        return float(layer.games.cached) if layer is not None else 0.0
