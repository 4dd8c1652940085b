"""The real discord.py bot against SimCord, an in-memory Discord (no network, no token)."""

from __future__ import annotations

from collections.abc import AsyncIterator, Callable
from pathlib import Path

import pytest
import pytest_asyncio

from bot.discordbot import RailBot, create_bot

BotFactory = Callable[[], RailBot]


@pytest.fixture
def database_path(tmp_path: Path) -> str:
    return str(tmp_path / "games.sqlite3")


@pytest_asyncio.fixture
async def make_bot(database_path: str) -> AsyncIterator[BotFactory]:
    """Builds bots on one database (a restart is a new bot); closes their databases at the end,
    since SimCord detaches a bot without calling its close()."""
    made: list[RailBot] = []

    def make() -> RailBot:
        bot = create_bot(database_path, sync_on_start=True, shard_count=1)  # SimCord needs a sharded bot's count
        made.append(bot)
        return bot

    yield make
    for bot in made:
        for timer in (bot.timer, bot.deadline_timer):
            if timer is not None:
                timer.stop()
        if bot.automation is not None:
            bot.automation.stop()
        if bot.watchers is not None:
            bot.watchers.stop()
        if getattr(bot, "votes", None) is not None:
            bot.votes.stop()
        if hasattr(bot, "layer"):
            await bot.layer.stop_automatic()
        for task in (bot.owed, bot.digests, bot.away):
            if task is not None:
                task.cancel()
        if bot.store is not None:
            await bot.store.close()


@pytest.fixture
def simcord_bot(make_bot: BotFactory) -> RailBot:
    return make_bot()
