"""No identical picture twice (issue 34 §2): share rounds in which nothing changed posted ten identical stock market
pictures; a market is posted after a round only when it differs from the last one posted."""

from __future__ import annotations

import simcord

from tests.discord.table import Table


def attached(table: Table) -> list[str]:
    message = table.channel.last_message
    return [] if message is None else [a.filename for a in message.attachments]


async def test_a_share_round_that_changed_nothing_posts_no_second_identical_market(simcord_env: simcord.Env) -> None:
    table = Table.open(simcord_env, "Ann", "Bob")
    for line in ["Ann: /game new title:18EZ-L2 seed:2", "Bob: /game join", "Ann: /game start"]:
        await table.type(line)
    first = table.due()[-1]
    await table.players[first].slash(table.channel, "par", railroad="PS&W", price="50")
    ended = []
    for _ in range(6):  # three rounds of passes: nothing floats, nothing changes
        who = table.due()[-1]
        await table.type(f"{who}: /pass")
        if "Share Dealing Round" in table.last_text() and " ends" in table.last_text():
            ended.append(attached(table))
    assert len(ended) >= 2
    assert ended[0] == ["market.png"]  # the first round's end shows the market
    assert all(files == [] for files in ended[1:])  # the same market again: not posted
