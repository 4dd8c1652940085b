"""/games and /notify as user-installable commands (issue 51 §6): a player who installed the app may ask for their
games and set their notifications anywhere (a DM, a group DM, a server without the bot); every other command stays
where the bot is installed in a server."""

from __future__ import annotations

import simcord

from tests.discord.table import Table


async def test_games_and_notify_may_be_installed_by_a_user_and_nothing_else(simcord_env: simcord.Env) -> None:
    bot = Table.open(simcord_env, "Ann").bot
    payloads = {command.name: command.to_dict(bot.tree) for command in bot.tree.get_commands()}
    for name in ("games", "notify", "away"):  # /away too: anywhere, for all one's games
        assert sorted(payloads[name]["integration_types"]) == [0, 1]  # guild install, user install
        assert sorted(payloads[name]["contexts"]) == [0, 1, 2]  # servers, the bot's DM, private channels
    others = [name for name, payload in payloads.items() if name not in ("games", "notify", "away")
              and 1 in (payload.get("integration_types") or [])]
    assert others == []
