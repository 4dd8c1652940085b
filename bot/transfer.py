"""Export a game as one JSON document, and start an identical game from one."""

from __future__ import annotations

import asyncio
import json

from bot.service import MOVE, UNDO, final_scores, log_moves, moves_from_log, options_of, revision_of, secret_of
from engine import TITLES, IllegalAction, game_class
from engine.core.game import Game
from storage import GameRecord, LogEntry, Store, export_document, parse_document
from storage.export import signed_by


async def export_game(store: Store, record: GameRecord) -> tuple[str, bytes]:
    """(file name, JSON bytes) of the whole game: title, options, seed, seats, every log entry."""
    document = export_document(record, await store.seats(record.id), await store.log(record.id),
                               await store.secret(EXPORT_KEY))
    return f"game-{record.id}-{record.title}.json", json.dumps(document, indent=1).encode()


def _checked_replay(document: dict, entries: list[LogEntry]) -> Game:
    """Replay the document's log with every move checked by the engine."""
    cls = game_class(document["title"])
    players = [seat["display_name"] for seat in sorted(document["seats"], key=lambda s: s["seat_order"])]
    setup = document["options"] if isinstance(document["options"], dict) else {}
    options, revision, secret = options_of(setup), revision_of(setup), secret_of(setup)
    game = cls(players, document["seed"], options, revision, secret)
    undos = 0
    for index, entry in enumerate(entries):
        try:
            if entry.kind == MOVE:
                (player, action), = moves_from_log([entry])
                game.epoch = undos  # the move draws as it did when it was made
                game.apply(player, action)
            elif entry.kind == UNDO:
                undos += 1
                game = cls.replay(players, document["seed"], log_moves(entries[: index + 1]), options, revision, secret)
        except (IllegalAction, KeyError, ValueError, IndexError) as error:
            raise IllegalAction(f"the export's log entry {entry.seq} is not a legal move: {error}") from None
    return game


EXPORT_KEY = "export-key"  # the bot's secret that signs its exports (Store.secret)


async def import_game(store: Store, text: str, *, guild_id: str, channel_id: str,
                      creator_id: str) -> tuple[GameRecord, Game, bool]:
    """Start the exported game in `channel_id`; refuse, writing nothing, if any part is wrong. The document is
    checked whole first (its limits, its shape), its moves are replayed with every check off the event loop (the
    bot goes on answering others meanwhile), and the game is written in one transaction: all of it or none."""
    document = parse_document(text, known_titles=set(TITLES))
    signed = signed_by(document, await store.secret(EXPORT_KEY))
    if not signed and game_class(document["title"]).secret_seed:  # its seed decides every hidden draw
        raise IllegalAction(f"this export of {game_class(document['title']).name} was not signed by this bot, and a game with "
                            f"hidden information is imported only from the bot that played it (its seed could be chosen)")
    entries = [LogEntry(e["seq"], e["kind"], e["user_id"], e["data"], 0.0) for e in document["log"]]
    game = await asyncio.to_thread(_checked_replay, document, entries)  # all checks happen before anything is written
    seats = [(seat["user_id"], seat["display_name"]) for seat in sorted(document["seats"], key=lambda s: s["seat_order"])]
    record = await store.import_game(
        guild_id=guild_id, channel_id=channel_id, title=game.title, options=document["options"], seed=document["seed"],
        creator_id=creator_id, seats=seats, entries=[(e.kind, e.user_id, e.data) for e in entries],
        status="finished" if game.over else "running", scores=final_scores(game) if game.over else None)
    return record, game, signed
