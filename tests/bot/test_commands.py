"""The command layer, without Discord: lobbies, refusals, turn pings."""

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


async def say(layer: CommandLayer, name: str, line: str, channel: str = "c1") -> Reply:
    return await layer.handle_line(Invocation(user_id=name.lower(), user_name=name, channel_id=channel), line)


async def started(layer: CommandLayer, channel: str = "c1") -> list[str]:
    """A running 3-player game; returns the names in seating order."""
    await say(layer, "Ann", "/game new title:18EZ-L1 seed:3", channel)
    await say(layer, "Bob", "/game join", channel)
    await say(layer, "Cid", "/game join", channel)
    reply = await say(layer, "Ann", "/game start", channel)
    order = reply.text.split("Seating order, drawn at random: ")[1].rstrip(".").split(", ")
    assert reply.next_up[0].name == order[0]
    return order


async def test_a_lobby_fills_and_starts_with_a_ping_for_the_first_player(layer: CommandLayer) -> None:
    order = await started(layer)
    assert sorted(order) == ["Ann", "Bob", "Cid"]
    status = await say(layer, "Bob", "/game status")
    assert "Choosing railroads" in status.text
    assert [n.user_id for n in status.next_up] == [order[0].lower()]


async def test_each_move_pings_whoever_acts_next(layer: CommandLayer) -> None:
    order = await started(layer)
    reply = await say(layer, order[0], "/choose railroad:PS&W")
    assert not reply.ephemeral
    assert "takes the Purple Springs & Western" in reply.text
    assert [n.name for n in reply.next_up] == [order[1]]


async def test_out_of_turn_and_stranger_moves_are_refused_privately(layer: CommandLayer) -> None:
    order = await started(layer)
    late = await say(layer, order[1], "/choose railroad:PS&W")
    assert late.ephemeral and late.text == f"It is {order[0]}'s turn to choose a railroad, not {order[1]}'s."
    stranger = await say(layer, "Zed", "/choose railroad:PS&W")
    assert stranger.ephemeral and "you are not playing in this game" in stranger.text.lower()
    # Nothing changed: the first player can still take PS&W.
    assert "takes the Purple Springs" in (await say(layer, order[0], "/choose railroad:PS&W")).text


@pytest.mark.parametrize(
    ("line", "reason"),
    [
        ("/frobnicate", "There is no command /frobnicate"),
        ("/lay hex:E4 tile:57", "/lay needs the option rotation"),
        ("/lay hex:E4 tile:57 rotation:east", "Rotation 'east' is not a number from 0 to 5"),
        ("/lay hex:E4 tile:57 rotation:1 colour:red", "/lay has no option 'colour'"),
        ("/run routes:\"4:WEST-E4", "unclosed quote"),
        ("/move action:teleport E4", "'teleport E4' is not a move"),
        ("game status", "commands start with '/'"),
    ],
)
async def test_malformed_commands_get_one_sentence(layer: CommandLayer, line: str, reason: str) -> None:
    await started(layer)
    reply = await say(layer, "Ann", line)
    assert reply.ephemeral
    assert reason.lower() in reply.text.lower()
    assert reply.text.count(".") <= 2


async def test_lobby_rules(layer: CommandLayer) -> None:
    await say(layer, "Ann", "/game new title:18EZ-L1")
    assert "already have a seat" in (await say(layer, "Ann", "/game join")).text
    assert "needs 2 to 6 players" in (await say(layer, "Ann", "/game start")).text
    await say(layer, "Bob", "/game join")
    assert "only the player who opened the game" in (await say(layer, "Bob", "/game start")).text.lower()
    busy = await say(layer, "Cid", "/game new title:18EZ-L1")
    assert busy.ephemeral and "already" in busy.text.lower()
    elsewhere = await say(layer, "Cid", "/game new title:18EZ-L1", channel="c2")
    assert not elsewhere.ephemeral
    assert "no game called" in (await say(layer, "Dee", "/game new title:Monopoly", channel="c3")).text


async def test_the_generic_move_command_takes_the_text_form(layer: CommandLayer) -> None:
    order = await started(layer)
    reply = await say(layer, order[0], "/move action:choose M&R")
    assert "Marston & Riverside" in reply.text
    moves = await say(layer, order[1], "/game moves")
    assert moves.text.splitlines()[1].startswith("/choose: 5 ways — railroad ") and "PS&W" in moves.text and "M&R" not in moves.text


async def test_abandon_frees_the_channel(layer: CommandLayer) -> None:
    await started(layer)
    asked = await say(layer, "Bob", "/game abandon")  # another player: a vote every seated person must agree to
    assert not asked.ephemeral and asked.text.startswith("Bob asks to abandon the game; it needs a yes")
    assert "only the player who opened" in (await say(layer, "Dan", "/game abandon")).text.lower()
    assert "abandoned" in (await say(layer, "Ann", "/game abandon")).text
    assert not (await say(layer, "Bob", "/game new title:18EZ-L1")).ephemeral


async def test_help_lists_the_moves_of_this_channels_game(layer: CommandLayer) -> None:
    await say(layer, "Ann", "/game new title:18EZ-L2", "c2")
    level2 = (await say(layer, "Ann", "/game help", "c2")).text
    assert "18EZ Level 2: players are investors" in level2
    assert "/par," in level2 and "/choose" not in level2  # its moves by name (their options show as you type)
    await started(layer)
    level1 = (await say(layer, "Ann", "/game help")).text
    assert "Moves: /choose" in level1 and "/par" not in level1
