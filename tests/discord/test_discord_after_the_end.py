"""After the end, on (simulated) Discord (issue 45 §6 and §9): a finished Railways of Mexico game brought in by
/game import shows the final scoring everywhere (the status's words and its first picture, /game chart's words),
the status card in three parts a phone reads (the players first), and the map's names as written ("Torreón")."""

from __future__ import annotations

import io
import json

import simcord
from PIL import Image

from bot.transfer import EXPORT_KEY
from storage import export
from tests.discord.table import Table, answer, is_private
from tests.saved_games import SAVED


async def test_a_finished_game_says_its_final_scoring_in_every_view(simcord_env: simcord.Env) -> None:
    document = json.loads((SAVED / "rotw-mex-example-bots.json").read_text())
    document["options"]["rules"] = 5  # as a game begun now would be
    table = Table.open(simcord_env, "Ann", "Bob")
    document["checksum"] = export._checksum({k: v for k, v in document.items() if k not in ("checksum", "signature")})
    await table.bot.wait_until_ready()
    document["signature"] = export._signature(document, await table.bot.store.secret(EXPORT_KEY))  # this bot's file
    brought = await table.players["Ann"].slash(table.channel, "game import",
                                              file=("game.json", json.dumps(document).encode()))
    assert not is_private(brought), answer(brought)
    status = await table.type("Bob: /game status")
    said = answer(status)
    assert "Final scoring" in said, said
    message = table.channel.last_message
    assert message is not None
    assert [a.filename for a in message.attachments] == ["status.png", "status-cards.png", "status-lines.png"]
    for attachment in message.attachments:  # each part readable at 390 px: no wider than 1,000 px
        assert Image.open(io.BytesIO(await attachment.read())).width <= 1000
    chart = answer(await table.type("Bob: /game chart"))
    assert "(the final scoring)" in chart, chart
