"""The live boards (issue 50 §1, table boards): for each game and channel, the message that shows the game's present
and is edited in place after every move, so that a restarted process finds it again instead of posting another.
A mixin of `Store` (store.py), which opens the database and sets `_db`; the SQL is written once for both backends."""

from __future__ import annotations

from storage.backend import Backend
from storage.checks import require_text


class BoardStore:
    _db: Backend

    async def board(self, game_id: int, channel_id: str) -> str | None:
        """The id of the game's board message in the channel (None: it has none yet)."""
        async with self._db.reading() as conn:
            rows = await conn.fetch("SELECT message_id FROM boards WHERE game_id = $1 AND channel_id = $2",
                                    game_id, channel_id)
        return str(rows[0]["message_id"]) if rows else None

    async def set_board(self, game_id: int, channel_id: str, message_id: str) -> None:
        """The game's board in the channel is now this message (a first board, or one posted again: the old was gone)."""
        require_text(channel_id, "The channel id")
        require_text(message_id, "The message id")
        async with self._db.transaction() as conn:
            changed = await conn.execute("UPDATE boards SET message_id = $1 WHERE game_id = $2 AND channel_id = $3",
                                         message_id, game_id, channel_id)
            if not changed:
                await conn.execute("INSERT INTO boards (game_id, channel_id, message_id) VALUES ($1, $2, $3)",
                                   game_id, channel_id, message_id)
