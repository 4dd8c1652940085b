"""SQL for the outbox: the posts saved moves owe their channels. Functions run inside a transaction or a read
opened by the caller.

A move's row is written in the move's own transaction (`insert`), before anything is sent, so a process killed
after saving a move still owes its post: any live process delivers it once it falls due. The front that answers
the move marks it `answered` and `delivered` (the row goes); a failed answer makes it due at once. Rows of one game
are delivered in the order of the moves: only the oldest undelivered row of a game is ever due."""

from __future__ import annotations

from storage.backend import Conn
from storage.records import OWED_COLUMNS, OwedPost, Owing, owed_from_row


async def insert(conn: Conn, game_id: int, user_id: str, position: int, owing: Owing, *, ping: bool, now: float) -> int:
    """A move's row (answered once its mover saw it, unless no mover waits on it; followed once its pings and mirror
    went) or a ping's (nothing follows it)."""
    rows = await conn.fetch(
        "INSERT INTO outbox (game_id, channel_id, user_id, command, position, content, due_at, answered, interaction_id,"
        " created_at, followed) VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11) RETURNING id",
        game_id, owing.channel_id, user_id, owing.command, position, owing.content, owing.due_at,
        int(ping or not owing.waited), owing.interaction_id, now if owing.created_at is None else owing.created_at, int(ping))
    return int(rows[0][0])


# a row that may be posted now: a ping, or the oldest undelivered move of its game (the order of the moves)
_IN_TURN = ("delivered = 0 AND (command = 'ping' OR NOT EXISTS (SELECT 1 FROM outbox e WHERE e.game_id = o.game_id AND"
            " e.delivered = 0 AND e.command <> 'ping' AND e.id < o.id))")


async def due(conn: Conn, now: float, limit: int) -> list[OwedPost]:
    """Due rows not delivered yet, oldest first: a move's only when it is the oldest undelivered move of its game (the
    order of the moves); a ping a direct message could not carry at once."""
    rows = await conn.fetch(f"SELECT {OWED_COLUMNS} FROM outbox o WHERE {_IN_TURN} AND due_at <= $1 ORDER BY id LIMIT $2",
                            now, limit)
    return [owed_from_row(row) for row in rows]


async def next_due(conn: Conn) -> float | None:
    """When the next row that may be posted falls due (a row waiting behind an earlier move of its game is not)."""
    rows = await conn.fetch(f"SELECT MIN(due_at) FROM outbox o WHERE {_IN_TURN}")
    return None if rows[0][0] is None else float(rows[0][0])


async def oldest_undelivered(conn: Conn) -> float | None:
    """When the oldest post not delivered yet was written (None: every post is delivered)."""
    rows = await conn.fetch("SELECT MIN(created_at) FROM outbox WHERE delivered = 0")
    return None if rows[0][0] is None else float(rows[0][0])


async def claim(conn: Conn, post: OwedPost, retry_at: float) -> OwedPost | None:
    """Take a due row to send it, as it is now (compare-and-set: of several processes, one gets it; what an
    automatic move added to it since it was read is in it); if the sending fails it is due again at `retry_at`."""
    rows = await conn.fetch(f"UPDATE outbox SET due_at = $1, attempts = attempts + 1 WHERE id = $2 AND due_at = $3"
                            f" RETURNING {OWED_COLUMNS}", retry_at, post.id, post.due_at)
    return owed_from_row(rows[0]) if rows else None


async def unanswered(conn: Conn, game_id: int, user_id: str) -> OwedPost | None:
    rows = await conn.fetch(f"SELECT {OWED_COLUMNS} FROM outbox WHERE game_id = $1 AND user_id = $2 AND answered = 0"
                            " ORDER BY id DESC LIMIT 1", game_id, user_id)
    return owed_from_row(rows[0]) if rows else None


async def mark(conn: Conn, post_id: int, *, answered: bool = False, delivered: bool = False, followed: bool = False) -> None:
    """The mover saw the answer, the channel has the post, its pings and mirror went; a row that is all three is done,
    and goes."""
    if answered and delivered and followed:  # the usual end of a move's row: one statement
        await conn.execute("DELETE FROM outbox WHERE id = $1", post_id)
        return
    await conn.execute("UPDATE outbox SET answered = MAX(answered, $2), delivered = MAX(delivered, $3), "
                       "followed = MAX(followed, $4) WHERE id = $1" if conn.dialect == "sqlite" else
                       "UPDATE outbox SET answered = GREATEST(answered, $2), delivered = GREATEST(delivered, $3), "
                       "followed = GREATEST(followed, $4) WHERE id = $1", post_id, int(answered), int(delivered), int(followed))
    await conn.execute("DELETE FROM outbox WHERE id = $1 AND answered = 1 AND delivered = 1 AND followed = 1", post_id)


async def forget_delivered(conn: Conn, before: float) -> int:
    """Rows delivered but never answered, owed before `before`: a repeat of their command (recognised only at the
    position their move left) is long past. Swept by the deliverer, not on a move's own path."""
    return await conn.execute("DELETE FROM outbox WHERE delivered = 1 AND created_at < $1", before)


async def extend(conn: Conn, game_id: int, post_id: int, text: str, position: int, most_chars: int | None,
                 due_at: float | None = None, most_wait_s: float = 0.0) -> bool:
    """An automatic move adds its words to the post a move before it still owes (in the automatic move's transaction:
    a process killed mid-chain posts everything saved); the post now leaves the game at `position`, and (`due_at`)
    waits for more words until then, but no longer than `most_wait_s` after it was opened. Only a row no deliverer
    took yet (nor delivered, nor gone), and shorter than `most_chars` if set: False, and the move's words need a post
    of their own."""
    args: list[object] = ["\n" + text, position, post_id, game_id]
    longest = ""
    if most_chars is not None:
        args.append(most_chars)
        longest = f" AND LENGTH(content) < ${len(args)}"
    later = ""
    if due_at is not None:
        args += [due_at, most_wait_s]
        wanted, cap = f"CAST(${len(args) - 1} AS DOUBLE PRECISION)", f"created_at + CAST(${len(args)} AS DOUBLE PRECISION)"
        later = f", due_at = CASE WHEN {wanted} < {cap} THEN {wanted} ELSE {cap} END"
    changed = await conn.execute(f"UPDATE outbox SET content = content || $1, position = $2{later} WHERE id = $3"
                                 f" AND game_id = $4 AND delivered = 0 AND attempts = 0{longest}", *args)
    return changed == 1
