"""Every command's reply in a late game with the most players of every title fits Discord: sent as
messages of at most 2,000 characters split between lines (no line is ever longer than a message, so
no move is cut in half), picture captions within an embed's 4,096."""

from __future__ import annotations

import json
import random
from pathlib import Path

import pytest

from bot.commands import CommandLayer, Invocation
from bot.discordbot.limits import CONTENT_MAX, EMBED_DESCRIPTION_MAX
from bot.discordbot.messages import message_sequence
from bot.service import new_setup
from bot.transfer import EXPORT_KEY, import_game
from engine import game_class
from engine.core.action_base import Pass
from engine.core.errors import IllegalAction
from engine.titles import TITLES
from storage import GameRecord, Store, export_document
from storage.records import LogEntry, SeatRecord
from tests.make_example_rotw import pick as rotw_pick
from tests.randomplay import choose

COMMANDS = [("game status", {}), ("game log", {"count": "200"}), ("game help", {}), ("game moves", {}),
            ("game hand", {}), ("game map", {}), ("replay", {})]


def late_game(title: str, moves: int, key: str) -> str:
    """An export of a random game of the title with its most players, `moves` moves in (or over), signed by the bot
    whose export key is `key` (a game with hidden information is imported only from its own bot)."""
    cls = game_class(title)
    players = [f"Player{n}" for n in range(1, cls.max_players + 1)]
    game = cls(players, 11)
    rng = random.Random(11)
    chooser = rotw_pick if getattr(cls, "family", "") == "rotw" else choose
    for _ in range(moves):
        if game.over:
            break
        player = game.acting_players()[0]
        try:
            game.apply(player, chooser(game, player, rng))
        except IllegalAction:
            game.apply(player, Pass())
    record = GameRecord(0, "g", "c", title, new_setup(()), 11, "running", "u0", 0.0, 0.0, None)
    seats = [SeatRecord(f"u{i}", name, i, "channel") for i, name in enumerate(players)]
    log = [LogEntry(i + 1, "action", f"u{o.player}", {"player": o.player, "action": o.action.model_dump(mode="json")}, 0.0)
           for i, o in enumerate(game.history)]
    return json.dumps(export_document(record, seats, log, key))


@pytest.mark.parametrize("title", list(TITLES))
async def test_every_reply_of_a_late_full_game_fits_discord(title: str, tmp_path: Path) -> None:
    store = await Store.open(":memory:")
    try:
        exported = late_game(title, 700, await store.secret(EXPORT_KEY))
        record, _checked, _signed = await import_game(store, exported, guild_id="g", channel_id="c", creator_id="u0")
        layer = CommandLayer(store, draw_pictures=True, operator_seeds=True)
        game = (await layer.games.load(record)).game
        acting = game.acting_players()
        seat = acting[0] if acting else 0
        who = Invocation(f"u{seat}", game.players[seat], "c", "g")
        for name, options in COMMANDS:
            reply = await layer.handle(who, name, dict(options))
            lines = reply.text.split("\n")
            assert max(len(line) for line in lines) <= CONTENT_MAX, (name, max(lines, key=len)[:200])
            messages = message_sequence(reply)
            assert all(len(m["content"]) <= CONTENT_MAX for m in messages), name
            assert "\n".join(m["content"] for m in messages).startswith(reply.text), name
            assert all(len(p.caption) <= EMBED_DESCRIPTION_MAX for p in reply.pictures), name
    finally:
        await store.close()
