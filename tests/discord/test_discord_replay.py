"""/replay on (simulated) Discord (issue 50 §3): one private message whose buttons ◀ ▶ ⏮ ⏭ edit that same message in
place (its words, its pictures, its buttons); ◀ greyed out at the start and ▶ at the end; a press after a restart
works; and in a running Railways of the World game no step shows another seat's Rail Baron card."""

from __future__ import annotations

import asyncio
import re
from pathlib import Path
from typing import Any

import pytest
import simcord

from bot.commands import Reply
from engine.rotw.cards import baron_spec
from engine.rotw.game import Rotw
from tests.discord.conftest import BotFactory
from tests.discord.table import Table, answer, has_button, is_private

EXAMPLE = Path(__file__).resolve().parents[2] / "examples" / "18ez-level1.txt"
# Each press draws its pictures before it answers (a map, a chart): on a machine shared with other work, more than
# SimCord's 5 seconds for all of a press's work to settle (Discord itself waits for a deferred press: DEFER_AFTER_S)
SETTLE_S = 30.0
SHOWN = re.compile(r"replayed: (?:after move (\d+) of (\d+)|the start)")


def opening(moves: int) -> list[str]:
    """The 18EZ Level 1 example's lines (seed 3) up to the line of its `moves`-th accepted move (refused lines kept
    out: Discord's client refuses a rotation of 9 before the bot sees it, and the others change nothing)."""
    lines = [line for line in EXAMPLE.read_text().splitlines() if line.strip() and not line.startswith("#")]
    refused = {"Ann: /choose railroad:BCRR", "Bob: /lay hex:F5 tile:57 rotation:1", "Bob: /lay hex:E4 tile:14 rotation:0",
               "Bob: /lay hex:Z9 tile:57 rotation:1", "Bob: /lay hex:E4 tile:57 rotation:9", "Bob: /run routes:2:E4-F3"}
    kept = [line for line in lines if line not in refused]
    return kept[: 4 + moves]  # the lobby's four lines, then one move a line


def shown(message: simcord.ResponseMessage) -> int:
    """The move a replay's message shows (0: the start)."""
    found = SHOWN.search(message.content)
    assert found is not None, message.content
    return int(found[1] or 0)


def disabled(message: simcord.ResponseMessage, label: str) -> bool:
    return any(child.get("label") == label and child.get("disabled", False)
               for row in message.components for child in row.get("components", []))


async def test_the_buttons_step_one_message_forward_and_back_over_twenty_moves(simcord_env: simcord.Env,
                                                                               make_bot: BotFactory) -> None:
    simcord_env.settle_timeout = SETTLE_S
    table = Table.open(simcord_env, "Ann", "Bob", "Cid")
    for line in opening(22):
        assert not is_private(await table.type(line)), line
    before = len(table.channel.history())
    opened = await table.type("Bob: /replay from:start")
    assert is_private(opened), answer(opened)
    message = opened.followups[-1] if opened.followups else opened.response
    assert message is not None and shown(message) == 0 and message.ephemeral
    assert all(has_button(message, label) for label in ("⏮", "◀", "▶", "⏭"))
    assert disabled(message, "◀") and disabled(message, "⏮") and not disabled(message, "▶")
    bob = table.players["Bob"]
    for step in range(1, 21):  # twenty moves on, each press editing the same message
        pressed = await bob.click(message, label="▶")
        assert pressed.response is not None and pressed.response.id == message.id, pressed
        message = pressed.response
        assert shown(message) == step
        assert f"▶ {step}. " in message.content
        if step in (1, 20):
            assert [a.filename for a in message.attachments][:1] == ["map.png"]
            assert message.embeds and message.embeds[0].image.url == "attachment://map.png"
    assert all(kind in (6, 7) for kind in callbacks(simcord_env)[-20:])  # each press edits; none posts a message
    for step in range(19, 14, -1):  # and back
        message = (await bob.click(message, label="◀")).response  # type: ignore[assignment]
        assert message is not None and shown(message) == step
    ahead = (await bob.click(message, label="⏭")).response
    assert ahead is not None and ahead.id == opened_id(opened) and shown(ahead) > 15
    assert len(table.channel.history()) == before  # nothing posted in the channel: the replay is the reader's alone
    refused = await table.type("Bob: /replay from:banana")  # one private sentence, no buttons
    assert is_private(refused) and answer(refused).startswith("/replay from: takes my-last")
    assert not has_button(refused.followups[-1] if refused.followups else refused.response, "▶")  # type: ignore[arg-type]
    # the end: ▶ greyed out
    last = await table.type("Bob: /replay from:22")
    end = last.followups[-1] if last.followups else last.response
    assert end is not None and shown(end) == 22 and disabled(end, "▶") and disabled(end, "⏭") and not disabled(end, "◀")
    # after a restart, the same message's buttons still step it
    await simcord_env.restart_bot(make_bot())
    again = await bob.click(end, label="◀")
    assert again.response is not None and again.response.id == end.id and shown(again.response) == 21


def callbacks(env: simcord.Env) -> list[int]:
    """The kinds of the interactions' first answers so far (4 a message, 5 "thinking…", 6 a press deferred, 7 a
    press's message edited)."""
    return [r.json["type"] for r in env.http_requests if r.path.endswith("/callback") and isinstance(r.json, dict)]


def opened_id(result: simcord.InteractionResult) -> int:
    message = result.followups[-1] if result.followups else result.response
    assert message is not None
    return message.id


async def test_a_running_rotw_replay_shows_no_other_seats_rail_baron_card(simcord_env: simcord.Env) -> None:
    simcord_env.settle_timeout = SETTLE_S
    table = Table.open(simcord_env, "Ann", "Bob")
    for line in ["Ann: /game new title:RotW-EUS", "Bob: /game join", "Ann: /game start"]:
        await table.type(line)
    for name in ("Ann", "Bob"):
        await table.type(f"{name}: /keep-baron choice:1")
    await table.type(f"{table.due()[0]}: /pass")  # a move of the auction for first player after the cards
    record = await table.bot.store.active_game(str(table.channel.id))
    assert record is not None
    game = (await table.bot.layer.games.load(record)).game
    assert isinstance(game, Rotw) and not game.over
    ann = baron_spec(game, game.state.players[game.players.index("Ann")].baron)
    bob = baron_spec(game, game.state.players[game.players.index("Bob")].baron)
    assert ann is not None and bob is not None
    opened = await table.type("Bob: /replay from:start")
    message = opened.followups[-1] if opened.followups else opened.response
    assert message is not None
    texts = [message.content]
    while not disabled(message, "▶"):
        message = (await table.players["Bob"].click(message, label="▶")).response  # type: ignore[assignment]
        assert message is not None
        texts.append(message.content + "\n" + "\n".join(e.description or "" for e in message.embeds))
    seen = "\n".join(texts)
    assert len(texts) == len(game.history) + 1
    assert ann.name not in seen and bob.name in seen  # Bob's own card, at the move he kept it; Ann's nowhere


async def test_a_slow_step_is_deferred_and_still_edits_its_message(simcord_env: simcord.Env,
                                                                   monkeypatch: pytest.MonkeyPatch) -> None:
    table = Table.open(simcord_env, "Ann", "Bob", "Cid")
    for line in opening(6):
        await table.type(line)
    layer = table.bot.layer
    handle, replay_at = layer.handle, layer.replay_at

    async def slow_handle(*args: Any, **kwargs: Any) -> Reply:
        await asyncio.sleep(1.5)  # a busy machine: the answer is later than DEFER_AFTER_S
        return await handle(*args, **kwargs)

    async def slow_replay_at(*args: Any, **kwargs: Any) -> Reply:
        await asyncio.sleep(1.5)
        return await replay_at(*args, **kwargs)

    monkeypatch.setattr(layer, "handle", slow_handle)
    monkeypatch.setattr(layer, "replay_at", slow_replay_at)
    opened = await table.type("Cid: /replay")
    assert callbacks(simcord_env)[-1] == 5 and is_private(opened)  # "thinking…", privately
    message = opened.followups[-1] if opened.followups else opened.response
    assert message is not None and message.ephemeral
    at = shown(message)  # Cid's last move
    assert 0 < at <= 6 and "◀ ▶ a move back or on · ⏮ ⏭ a round back or on" in message.content
    pressed = await table.players["Cid"].click(message, label="◀")
    assert callbacks(simcord_env)[-1] == 6  # the press deferred: its message stays until edited
    assert pressed.response is not None and pressed.response.id == message.id
    assert shown(pressed.response) == at - 1 and f"▶ {at - 1}. " in pressed.response.content
