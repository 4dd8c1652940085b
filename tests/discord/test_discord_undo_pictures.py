"""Undo shows a picture only when the board changed back (issue 34 §9): taking back a share or a bid re-posted the
whole map (275 KB in Railways of the World); now nothing, and taking back a tile shows the map with the change."""

from __future__ import annotations

import simcord

from tests.discord.table import Table, is_private


def attached(table: Table) -> list[str]:
    message = table.channel.last_message
    return [] if message is None else [a.filename for a in message.attachments]


async def test_undoing_a_tile_shows_the_map_and_undoing_a_share_shows_nothing(simcord_env: simcord.Env) -> None:
    table = Table.open(simcord_env, "Ann", "Bob", "Cid")
    for line in ["Ann: /game new title:18EZ-L1 seed:3", "Bob: /game join", "Cid: /game join", "Ann: /game start",
                 "Bob: /choose railroad:PS&W", "Cid: /choose railroad:TC&L", "Ann: /choose railroad:BR&N",
                 "Bob: /lay hex:E4 tile:5 rotation:0"]:
        await table.type(line)
    assert attached(table) == ["map.png"]
    undone = await table.type("Bob: /game undo")
    assert not is_private(undone) and "Bob" in table.last_text()
    assert attached(table) == ["map.png"]  # the tile taken back: the map again, the hex outlined

    table2 = Table.open(simcord_env, "Dee", "Eve")
    await table2.type("Dee: /game new title:18EZ-L2 seed:2")
    await table2.type("Eve: /game join")
    await table2.type("Dee: /game start")
    first = table2.due()[-1]
    await table2.players[first].slash(table2.channel, "par", railroad="PS&W", price="50")
    second = table2.due()[-1]
    await table2.type(f"{second}: /buy-share railroad:PS&W")
    await table2.type(f"{second}: /game undo")
    assert "undo" in table2.last_text().lower() and attached(table2) == []  # a share taken back: no map
