"""Issue 34, "Also seen": the bot's small texts (a railroad by its full name, /game tiles in Railways of the World,
a refusal's usage in the slash command's options)."""

from __future__ import annotations

from collections.abc import AsyncIterator

import pytest

from bot.commands import CommandLayer, Invocation, Reply
from storage import Store


@pytest.fixture
async def layer(tmp_path) -> AsyncIterator[CommandLayer]:
    store = await Store.open(tmp_path / "games.sqlite3")
    yield CommandLayer(store, operator_seeds=True)
    await store.close()


async def say(layer: CommandLayer, name: str, line: str) -> Reply:
    return await layer.handle_line(Invocation(user_id=name.lower(), user_name=name, channel_id="c1"), line)


async def started(layer: CommandLayer, title: str, players: int = 4) -> list[str]:
    """A running game of `title`; the names of the players in seating order."""
    names = ["Ann", "Bob", "Cid", "Dee"][:players]
    await say(layer, names[0], f"/game new title:{title} seed:7")
    for name in names[1:]:
        await say(layer, name, "/game join")
    await say(layer, names[0], "/game start")
    record = await layer.store.active_game("c1")
    assert record is not None
    game = (await layer.games.load(record)).game
    return [game.players[p] for p in game.seating()]


async def test_a_railroad_may_be_typed_by_its_full_name(layer: CommandLayer) -> None:
    a, b, *_ = await started(layer, "18EZ-L2")
    par = await say(layer, a, "/par railroad:Purple Springs & Western price:70")
    assert not par.ephemeral, par.text
    bought = await say(layer, b, "/buy-share railroad:Purple Springs & Western")
    assert not bought.ephemeral, bought.text
    assert f"{b} buys a PS&W share from the IPO for $70." in bought.text


async def test_game_tiles_in_railways_of_the_world_says_track_is_built_by_naming_hexes(layer: CommandLayer) -> None:
    first, *_ = await started(layer, "RotW-GB", players=2)
    reply = await say(layer, first, "/game tiles hex:AY49")
    assert reply.ephemeral
    assert reply.text == ("Railways of Great Britain has no tiles to choose: track is built by naming the hexes it "
                          "crosses, /build path:… (a city or your link's end, then up to 4 hexes).")


async def test_a_usage_refusal_shows_the_slash_commands_options(layer: CommandLayer) -> None:
    a, *_ = await started(layer, "18EZ-L2")
    sale = await say(layer, a, "/sell shares:PS&W")
    assert sale.ephemeral
    assert sale.text == "A sale is made with /sell shares:…, for example /sell shares:PS&W 2 BR&N 1."
    lay = await say(layer, a, "/lay hex:E4 tile:57 1 rotation:1")
    assert lay.text == "A tile lay is made with /lay hex:… tile:… rotation:…, for example /lay hex:E4 tile:57 rotation:1."
