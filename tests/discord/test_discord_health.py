"""Health and metrics (issue 51 §1): with HEALTH_PORT set, /health answers 200 "ok" when the bot is connected, its
database answers and no post is owed too long (else 503 with the reasons), and /metrics Prometheus' text format;
both scraped over HTTP on 127.0.0.1 from the bot's own event loop."""

from __future__ import annotations

import re

import aiohttp
import simcord

from tests.discord.table import Table


async def scrape(port: int, path: str) -> tuple[int, str]:
    async with aiohttp.ClientSession() as session, session.get(f"http://127.0.0.1:{port}{path}") as response:
        return response.status, await response.text()


async def test_health_and_metrics_answer_over_http(simcord_env: simcord.Env) -> None:
    table = Table.open(simcord_env, "Ann", "Bob")
    for line in ("Ann: /game new title:18EZ-L2 seed:1", "Bob: /game join", "Ann: /game start", "Bob: /pass"):
        await table.type(line)
    bot = table.bot
    port = await bot.health.start(0)  # any free port, as HEALTH_PORT would give one
    try:
        status, text = await scrape(port, "/health")
        assert (status, text) == (200, "ok\n")
        status, metrics = await scrape(port, "/metrics")
        assert status == 200
        assert 'railbot_commands_total{command="game start"} 1.0' in metrics
        assert 'railbot_moves_total{title="18EZ-L2"}' in metrics
        assert "railbot_answer_seconds_bucket" in metrics and "railbot_answers_late_total 0.0" in metrics
        assert "railbot_games_cached 1.0" in metrics and "railbot_owed_post_lag_seconds" in metrics
        assert "railbot_pictures_queued" in metrics and "railbot_reminder_late_seconds" in metrics
        drawn = re.search(r"^railbot_picture_draw_seconds_count (\S+)$", metrics, re.M)
        assert drawn is not None and float(drawn.group(1)) >= 1  # the start's map and market, at least
        bot.health.owed_minutes = 1e-9  # any owed post is now too old: unhealthy, and why
        await bot.store.owe_post(1, channel_id=str(table.channel.id), user_id="x", command="test", position=0,
                                 content="owed", due_at=bot.layer.reminders.clock() + 3600)
        status, text = await scrape(port, "/health")
        assert status == 503 and "a post has been owed to a channel for" in text
    finally:
        await bot.health.stop()
