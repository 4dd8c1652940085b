"""A complete 18EZ Level 1 game played through slash commands on (simulated) Discord.

The shipped example script is played twice, through Discord and through the
console's command layer, and every answer is compared: the same moves are
refused (privately on Discord), and after every accepted move the person
pinged on Discord is the one the game waits for.
"""

from __future__ import annotations

from pathlib import Path
from typing import Any

import simcord

from bot.commandline import parse_command_line
from bot.commands import CommandLayer, Invocation
from storage import Store
from tests.discord.table import Table, answer, is_private, mentions

EXAMPLE = Path(__file__).resolve().parents[2] / "examples" / "18ez-level1.txt"


def _script() -> list[str]:
    return [line for line in EXAMPLE.read_text().splitlines() if line.strip() and not line.startswith("#")]


def _discord_can_send(line: str) -> bool:
    """Discord's client refuses out-of-range typed options before the bot sees them."""
    _, options = parse_command_line(line.partition(":")[2].strip())
    return not ("rotation" in options and not 0 <= int(options["rotation"]) <= 5)


async def test_the_example_game_through_slash_commands(simcord_env: simcord.Env, tmp_path: Path) -> None:
    table = Table.open(simcord_env, "Ann", "Bob", "Cid")
    reference = CommandLayer(await Store.open(tmp_path / "console.sqlite3"), operator_seeds=True)
    pinged = refused = 0
    try:
        for line in _script():
            name, _, command = line.partition(":")
            expected = await reference.handle_line(Invocation(name.lower(), name, "local"), command.strip())
            if not _discord_can_send(line):
                continue
            result = await table.type(line)
            assert is_private(result) == expected.ephemeral, line
            if expected.ephemeral:
                refused += 1
                assert answer(result) == expected.text, line  # the engine's sentence, unchanged
                continue
            # a move pings whoever became due with it (once a decision); a status check or a map names them unpinged; a
            # join that seats the title's fewest players calls the lobby's creator (issue 50 §5)
            called = [next(str(m.id) for n, m in table.players.items() if n.lower() == user) for user in expected.mentions]
            wanted = called + ([str(table.players[up.name].id) for up in expected.next_up if up.called]
                               if expected.pings else [])
            assert mentions(answer(result)) == wanted, line
            pinged += bool(wanted)
    finally:
        await reference.store.close()
    assert refused >= 5 and pinged >= 30, pinged  # one a decision: not for the steps after a move of ones own
    record = await table.bot.store.channel_history(str(table.channel.id))
    assert record[0].status == "finished"
    assert record[0].scores == {"Ann": 1110, "Bob": 900, "Cid": 500}
    assert _allowed_mentions(simcord_env) <= {("users",), ()}  # never @everyone, @here or roles
    ending = next(m.content for m in table.channel.history() if "Ann wins!" in m.content)
    assert "Ann: $1110" in ending and mentions(ending) == []  # no one is pinged once the game is over


def _allowed_mentions(env: simcord.Env) -> set[tuple[str, ...]]:
    """Every `allowed_mentions.parse` the bot sent to Discord."""
    found: set[tuple[str, ...]] = set()

    def scan(value: Any) -> None:
        if isinstance(value, dict):
            if "allowed_mentions" in value:
                found.add(tuple(value["allowed_mentions"].get("parse", ())))
            for item in value.values():
                scan(item)
        elif isinstance(value, list):
            for item in value:
                scan(item)

    for request in env.http_requests:
        scan(request.json)
    assert found, "no message was sent"
    return found
