"""Export a game as one JSON document, and start an identical game from one."""

from __future__ import annotations

import json
import secrets
from dataclasses import dataclass, field, replace

from pydantic import ValidationError

from bot import workers
from bot.service import (
    ABANDON_VOTE,
    DEADLINE,
    DEADLINE_MISSED,
    DEADLINE_VOTE,
    MOVE,
    PAUSE,
    PAUSE_VOTE,
    REPLACE,
    REPLACE_VOTE,
    RESUME,
    RESUME_VOTE,
    UNDO,
    UNDO_VOTE,
    VOTE_EXPIRED,
    VOTE_REFUSED,
    final_scores,
    in_public,
    options_of,
    revision_of,
    secret_of,
)
from engine import TITLES, IllegalAction, action_from_data, game_class
from engine.actions import Action
from engine.core.game import RULES_REVISION, Game
from engine.orders import Order, as_set_now
from storage import GameRecord, LogEntry, Store, export_document, parse_document
from storage.export import signed_by


async def export_game(store: Store, record: GameRecord, orders_of: str | None = None) -> tuple[str, bytes]:
    """(file name, JSON bytes) of the whole game: title, options, seed, seats, every log entry, the standing orders in
    force: only `orders_of`'s when given (a file posted in the channel carries no one else's private orders)."""
    orders = [o for o in await store.orders(record.id) if orders_of is None or o.user_id == orders_of]
    entries = [replace(e, data=in_public(e.data)) for e in await store.log(record.id)]  # no order's words
    document = export_document(record, await store.seats(record.id), entries, await store.secret(EXPORT_KEY), orders,
                               await store.deadline(record.id))
    return f"game-{record.id}-{record.title}.json", json.dumps(document, indent=1).encode()


def _checked_replay(document: dict, setup: dict, entries: list[LogEntry]) -> Game:
    """Replay the document's log with every move checked by the engine, and every other entry checked as the log's
    own invariants (a vote or an undo names the move in force it is about, a seat handed over is a seat, a pause
    comes while the game runs): an entry that breaks one is refused with a sentence."""
    cls = game_class(document["title"])
    players = [seat["display_name"] for seat in sorted(document["seats"], key=lambda s: s["seat_order"])]
    options, revision, secret = options_of(setup), revision_of(setup), secret_of(setup)
    game = cls(players, document["seed"], options, revision, secret)
    undos, paused, in_force = 0, False, []  # in_force: the seqs of the moves in force
    # An undo goes back to a copy of the game kept before its move (known ahead: the log is whole), not to a replay
    # of the whole game: 2,000 undo pairs cost 2,000 copies, not 2,000 replays.
    undone, before_undone = _undone_moves(entries), []
    for entry in entries:
        try:
            if entry.kind == MOVE:
                if paused:
                    raise IllegalAction("a move is made while the game is paused")
                player, action = _move_of(entry.data, len(players))
                if entry.seq in undone:
                    before_undone.append(game.snapshot())
                game.epoch = undos  # the move draws as it did when it was made
                game.apply(player, action)
                in_force.append(entry.seq)
            elif entry.kind in (UNDO, UNDO_VOTE):
                if not in_force or entry.data.get("undoes") != in_force[-1]:
                    raise IllegalAction("it does not name the last move in force")
                if not set(entry.data) <= {"undoes", "drew"}:
                    raise IllegalAction("it holds more than an undo does")
                if entry.kind == UNDO:
                    undos += 1
                    in_force.pop()
                    game = before_undone.pop()
            elif entry.kind in (REPLACE, REPLACE_VOTE):
                seat, old, new = (entry.data.get(k) for k in ("seat", "old", "new"))
                if not (isinstance(seat, int) and not isinstance(seat, bool) and 0 <= seat < len(players)
                        and isinstance(old, str) and isinstance(new, str) and old and new and old != new):
                    raise IllegalAction("it does not hand a seat of this game from one user to another")
            elif entry.kind in (PAUSE, RESUME):
                if paused == (entry.kind == PAUSE):
                    raise IllegalAction(f"the game is {'paused' if paused else 'running'} already")
                paused = entry.kind == PAUSE
            elif entry.kind in (VOTE_REFUSED, VOTE_EXPIRED):
                if not isinstance(entry.data.get("vote"), str):
                    raise IllegalAction("it does not name the kind of vote it ends")
            elif entry.kind == DEADLINE_MISSED:
                seat = entry.data.get("seat")
                if not (isinstance(seat, int) and not isinstance(seat, bool) and 0 <= seat < len(players)):
                    raise IllegalAction("it does not name a seat of this game")
            elif entry.kind not in (PAUSE_VOTE, RESUME_VOTE, ABANDON_VOTE, DEADLINE, DEADLINE_VOTE):
                raise IllegalAction(f"'{entry.kind}' is not a kind of entry a game's log holds")
        except (IllegalAction, KeyError, ValueError, IndexError) as error:
            why = error.phrase if isinstance(error, IllegalAction) else str(error)
            raise IllegalAction(f"the export's log entry {entry.seq} is not a legal move: {why}") from None
    return game


def _undone_moves(entries: list[LogEntry]) -> set[int]:
    """The seqs of the move entries an undo later takes back (an undo takes back the last move in force)."""
    stack: list[int] = []
    undone: set[int] = set()
    for entry in entries:
        if entry.kind == MOVE:
            stack.append(entry.seq)
        elif entry.kind == UNDO and stack:
            undone.add(stack.pop())
    return undone


def _move_of(data: dict, players: int) -> tuple[int, Action]:
    """A move entry's (player, action), or one sentence saying what is wrong with it (never a validation dump)."""
    player = data.get("player")
    if not isinstance(player, int) or isinstance(player, bool) or not 0 <= player < players:
        raise IllegalAction(f"its player must be a seat number from 0 to {players - 1}")
    if not {"player", "action"} <= set(data) <= {"player", "action", "auto"} or not isinstance(data["action"], dict):
        raise IllegalAction("a move holds exactly a player and an action (and, made by the bot, what made it)")
    auto = data.get("auto")
    if auto is not None and not (isinstance(auto, dict) and set(auto) <= {"id", "order", "bot"}
                                 and isinstance(auto.get("order", ""), str) and len(str(auto.get("order", ""))) <= 400
                                 and (auto.get("id") is None or (isinstance(auto["id"], int) and not isinstance(auto["id"], bool)))):
        raise IllegalAction("what made a move the bot made is an order's number and words")
    try:
        return player, action_from_data(data["action"])
    except ValidationError:
        kind = data["action"].get("kind")
        raise IllegalAction(f"its action ({kind if isinstance(kind, str) else 'without a kind'}) is not one this bot "
                            f"reads") from None


EXPORT_KEY = "export-key"  # the bot's secret that signs its exports (Store.secret)


@dataclass(frozen=True)
class Checked:
    """What an import's replay found, sent back from the import process: the game it makes."""

    title: str
    name: str
    moves: int  # moves in force
    revision: int
    scores: dict[str, int] | None  # the final scores of a game that is over
    orders: list[dict] = field(default_factory=list)  # the importer's own orders in force, as /auto sets them now
    seating: str = ""  # the seating order in words


def check_import(document: dict, setup: dict, entries: list[LogEntry], importer: str) -> Checked:
    """The import's whole check (runs in the import process, bot/workers.py)."""
    game = _checked_replay(document, setup, entries)
    return Checked(game.title, game.name, len(game.history), game.revision, final_scores(game) if game.over else None,
                   _orders_kept(document, game, importer), game.seating_sentence())


def _orders_kept(document: dict, game: Game, importer: str) -> list[dict]:
    """The file's standing orders that stay in force: the importer's own (a file may seat anyone, and plant orders
    in their name), and only those /auto would accept from them now (bounded words, a company of the game, a limit
    within their cash)."""
    seats = sorted(document["seats"], key=lambda s: s["seat_order"])
    player = next((n for n, seat in enumerate(seats) if seat["user_id"] == importer), None)
    kept: list[dict] = []
    for order in document.get("orders", []) if player is not None and not game.over else []:
        if order["user_id"] != importer:
            continue
        try:
            fresh = as_set_now(game, player, Order.model_validate(order["data"]))
        except ValidationError:
            continue
        if fresh is not None:
            kept.append(fresh.model_dump(mode="json"))
    return kept


_importing: set[str] = set()  # members whose import is being checked: one at a time each


async def import_game(store: Store, text: str, *, guild_id: str, channel_id: str,
                      creator_id: str) -> tuple[GameRecord, Checked, bool]:
    """Start the exported game in `channel_id`; refuse, writing nothing, if any part is wrong. The document is
    checked whole first (its limits, its shape), its moves are replayed with every check in the import process (the
    bot goes on answering others meanwhile, at full speed), and the game is written in one transaction: all of it or
    none. A member has one import checked at a time."""
    if creator_id in _importing:
        raise IllegalAction("your previous import is still being checked; one at a time")
    _importing.add(creator_id)
    try:
        return await _import(store, text, guild_id=guild_id, channel_id=channel_id, creator_id=creator_id)
    finally:
        _importing.discard(creator_id)


async def _import(store: Store, text: str, *, guild_id: str, channel_id: str,
                  creator_id: str) -> tuple[GameRecord, Checked, bool]:
    document = parse_document(text, known_titles=set(TITLES))
    signed = signed_by(document, await store.secret(EXPORT_KEY))
    if not signed and game_class(document["title"]).secret_seed:  # its seed decides every hidden draw
        raise IllegalAction(f"this export of {game_class(document['title']).name} was not signed by this bot, and a game with "
                            f"hidden information is imported only from the bot that played it (its seed could be chosen)")
    # Only a file this bot signed keeps the rules revision it names: an unsigned one could name any (an old one
    # brings back fixed bugs), so it runs under the current rules, every move checked there.
    setup = dict(document["options"]) if signed else {**document["options"], "rules": RULES_REVISION}
    revision_of(setup)  # a revision in a form this bot does not read is refused here, with a sentence
    entries = [LogEntry(e["seq"], e["kind"], e["user_id"], e["data"], 0.0) for e in document["log"]]
    if not signed and not any(e.kind == MOVE for e in entries):  # nothing played yet: drawn here, as for /game new
        document = {**document, "seed": secrets.randbelow(2**31)}
    # every check before anything is written
    checked = await workers.for_import(check_import, document, setup, entries, creator_id)
    seats = [(seat["user_id"], seat["display_name"]) for seat in sorted(document["seats"], key=lambda s: s["seat_order"])]
    record = await store.import_game(
        guild_id=guild_id, channel_id=channel_id, title=checked.title, options=setup, seed=document["seed"],
        creator_id=creator_id, seats=seats, entries=[(e.kind, e.user_id, e.data) for e in entries],
        status="finished" if checked.scores is not None else "running", scores=checked.scores,
        orders=[(creator_id, order) for order in checked.orders])  # the importer's own, as /auto sets them now
    deadline = document.get("deadline")
    if isinstance(deadline, dict):  # the game's deadline goes with it (the decision under way gets all of it)
        await store.set_deadline(record.id, after_s=float(deadline["after_s"]), then=str(deadline["then"]), due_at=None,
                                 default_interval_s=24 * 3600.0)
    return record, checked, signed
