"""The Store: the public, async face of the saved games database.

It validates arguments, stamps times from the injected clock, and decides
transaction boundaries; the SQL itself lives in games.py, seats.py, actions.py,
outbox.py, followers.py, orders.py and stats.py (imported as *_sql so they do not read like Store methods), and the
mixins' modules (owed.py, clocks.py, votes.py, follows.py, lobbies.py) hold their own, written once for both
backends: SQLite (db.py, the default) and PostgreSQL (pg.py).
"""

from __future__ import annotations

import secrets
import time
from collections.abc import Callable, Iterable
from contextlib import AbstractAsyncContextManager
from dataclasses import replace
from pathlib import Path
from types import TracebackType
from typing import Any, Self

from storage import actions as action_sql
from storage import followers as follower_sql
from storage import games as game_sql
from storage import orders as order_sql
from storage import outbox as outbox_sql
from storage import seats as seat_sql
from storage import stats as stats_sql
from storage import timing as timing_sql
from storage.backend import Backend
from storage.boards import BoardStore
from storage.checks import SHORT_TEXT, require_count, require_int64, require_text
from storage.clocks import ClockStore
from storage.errors import StorageError
from storage.follows import FollowStore
from storage.jsoncodec import canonical_object, load_object
from storage.lobbies import LobbyStore
from storage.owed import OwedStore
from storage.records import (
    STATUSES,
    Automate,
    Extend,
    GameRecord,
    LogEntry,
    OrderRecord,
    Owing,
    Rearm,
    SeatRecord,
)
from storage.settings import is_postgres_url
from storage.shards import Shards, refuse_shared_sqlite
from storage.votes import VoteStore

Clock = Callable[[], float]


class Store(OwedStore, ClockStore, VoteStore, FollowStore, LobbyStore, BoardStore):
    """Games, seats and action logs, in a SQLite file or a PostgreSQL database.

    Build it with ``await Store.open(target)``: a file path (SQLite) or a
    ``postgresql://`` URL. One Store per process is the intended use. Writes
    from several tasks are safe, but a read-decide-append sequence for one game
    should hold ``store.lock(game_id)`` so that its writers take turns instead
    of raising SequenceConflict at each other: the tasks of this process, and
    on PostgreSQL every process sharing the database.
    """

    def __init__(self, db: Backend, clock: Clock, shards: Shards | None = None) -> None:
        self._db = db
        self._clock = clock
        self._shards = shards if shards is not None and shards.partial else None

    def now(self) -> float:
        """The store's clock: the time its rows are written with (an owed post's `created_at`)."""
        return self._clock()

    # -- lifecycle ---------------------------------------------------------

    @classmethod
    async def open(cls, target: str | Path, *, clock: Clock = time.time, shards: Shards | None = None) -> Store:
        """Open (creating and migrating as needed) the database at `target`.

        ``shards``: the shards this process serves, if it serves only some of them
        (then only their games' reminders are served, and SQLite is refused: it
        cannot be shared with the processes serving the others).
        """
        if is_postgres_url(target):
            from storage.pg import PgDatabase  # asyncpg is loaded only when PostgreSQL is used
            from storage.pg_migrate import apply_migrations as apply_pg_migrations

            pg = await PgDatabase.open(str(target))
            try:
                async with pg.connection() as raw:
                    await apply_pg_migrations(raw)
            except BaseException:
                await pg.close()
                raise
            return cls(pg, clock, shards)
        refuse_shared_sqlite(target, shards)
        from storage.db import Database
        from storage.migrate import apply_migrations

        db = await Database.open(target)
        try:
            await apply_migrations(db.raw)
        except BaseException:
            await db.close()
            raise
        return cls(db, clock, shards)

    @property
    def backend(self) -> str:
        """'sqlite' or 'postgresql', for logs and benchmarks (the bot never needs to know)."""
        return self._db.dialect

    async def close(self) -> None:
        await self._db.close()

    async def __aenter__(self) -> Self:
        return self

    async def __aexit__(
        self,
        exc_type: type[BaseException] | None,
        exc: BaseException | None,
        tb: TracebackType | None,
    ) -> None:
        await self.close()

    def lock(self, game_id: int) -> AbstractAsyncContextManager[object]:
        """``async with store.lock(game_id):`` the game is this task's alone until the block ends.

        SQLite: among this process's tasks. PostgreSQL: among every process's
        tasks too (an advisory lock on the game's id, released if the process dies).
        """
        return self._db.lock(game_id)

    def local_lock(self, game_id: int) -> AbstractAsyncContextManager[object]:
        """``async with store.local_lock(game_id):`` the game is this task's alone among this process's tasks (other
        processes on PostgreSQL are not held off: a writer that raced them finds out by a SequenceConflict)."""
        return self._db.local_lock(game_id)

    # -- games -------------------------------------------------------------

    async def create_game(
        self,
        *,
        guild_id: str,
        channel_id: str,
        title: str,
        options: dict[str, Any],
        seed: int,
        creator_id: str,
    ) -> GameRecord:
        """Create a game in 'lobby'; ChannelBusy if the channel has an active one."""
        require_text(guild_id, "The guild id")
        require_text(channel_id, "The channel id")
        require_text(title, "The game title")
        require_text(creator_id, "The creator id")
        require_int64(seed, "The seed")
        options_json, options_obj = canonical_object(options, what="The game options")
        async with self._db.transaction() as conn:
            return await game_sql.insert_game(
                conn,
                guild_id=guild_id,
                channel_id=channel_id,
                title=title,
                options_json=options_json,
                options=options_obj,
                seed=seed,
                creator_id=creator_id,
                now=self._clock(),
            )

    async def import_game(self, *, guild_id: str, channel_id: str, title: str, options: dict[str, Any], seed: int,
                          creator_id: str, seats: list[tuple[str, str]], entries: list[tuple[str, str, dict[str, Any]]],
                          status: str, scores: dict[str, Any] | None = None,
                          orders: Iterable[tuple[str, dict[str, Any]]] = ()) -> GameRecord:
        """A whole imported game at once: the game, its seats (user id, name) in order, its log (kind, user id, data),
        its status and its standing orders (user id, data: a seated player's, at most MAX_ORDERS each, stay), in one
        transaction: all of it is written, or (any refusal) none of it."""
        require_text(guild_id, "The guild id")
        require_text(channel_id, "The channel id")
        require_text(title, "The game title")
        require_text(creator_id, "The creator id")
        require_int64(seed, "The seed")
        if status not in STATUSES:
            raise StorageError(f"{status!r} is not a game status; use one of {', '.join(STATUSES)}.")
        options_json, options_obj = canonical_object(options, what="The game options")
        for user_id, name in seats:
            require_text(user_id, "A seat's user id")
            require_text(name, "A seat's display name")
        prepared = []
        for kind, user_id, data in entries:
            require_text(kind, "A log entry's kind", max_len=SHORT_TEXT)
            require_text(user_id, "A log entry's user id")
            prepared.append((kind, user_id, *canonical_object(data, what="A log entry's data")))
        kept = order_sql.prepare_imported(orders, (user_id for user_id, _ in seats))
        async with self._db.transaction() as conn:
            now = self._clock()
            record = await game_sql.insert_game(conn, guild_id=guild_id, channel_id=channel_id, title=title,
                                                options_json=options_json, options=options_obj, seed=seed,
                                                creator_id=creator_id, now=now)
            for user_id, name in seats:
                await seat_sql.insert_seat(conn, record.id, user_id, name, now)
            for seq, (kind, user_id, data_json, data) in enumerate(prepared):
                await action_sql.append_entry(conn, record.id, expected_seq=seq, kind=kind, user_id=user_id,
                                              data_json=data_json, data=data, now=now)
            for order in kept:
                await order_sql.insert(conn, record.id, order, now, limited=False)
            await conn.execute("UPDATE games SET imported = 1 WHERE id = $1", record.id)  # never in /stats
            scores_json = None if scores is None else canonical_object(scores, what="The scores")[0]
            return await game_sql.update_status(conn, record.id, status, scores_json=scores_json, now=now)

    async def secret(self, name: str) -> str:
        """The bot's secret called `name` (64 hex digits from a cryptographic source), made the first time it is
        asked for; every process on this database gets the same one, and it never leaves the bot."""
        require_text(name, "The secret's name", max_len=SHORT_TEXT)
        async with self._db.transaction() as conn:
            await conn.execute("INSERT INTO bot_secrets (name, value) VALUES ($1, $2) ON CONFLICT (name) DO NOTHING",
                               name, secrets.token_hex(32))
            rows = await conn.fetch("SELECT value FROM bot_secrets WHERE name = $1", name)
        return str(rows[0][0])

    async def active_game(self, channel_id: str) -> GameRecord | None:
        async with self._db.reading() as conn:
            return await game_sql.fetch_active(conn, channel_id)

    async def get_game(self, game_id: int) -> GameRecord:
        async with self._db.reading() as conn:
            return await game_sql.fetch_game(conn, game_id)

    async def channel_history(self, channel_id: str) -> list[GameRecord]:
        """Every game ever played in the channel, newest first."""
        async with self._db.reading() as conn:
            return await game_sql.fetch_history(conn, channel_id)

    async def games_of_user(self, user_id: str) -> list[GameRecord]:
        """The lobbies and running games the user sits in, anywhere, most recently active first."""
        async with self._db.reading() as conn:
            return await game_sql.fetch_games_of_user(conn, user_id)

    async def results(self, guild_id: str) -> list[stats_sql.GameResult]:  # /stats: storage/stats.py
        async with self._db.reading() as conn:
            return await stats_sql.fetch_results(conn, guild_id)

    async def timings(self, game_ids: list[int]) -> timing_sql.Timings:
        """/stats: the members' times to move and missed deadlines over the games `game_ids` (storage/timing.py)."""
        async with self._db.reading() as conn:
            return await timing_sql.fetch_timings(conn, game_ids)

    async def set_status(self, game_id: int, status: str, *, scores: dict[str, Any] | None = None) -> GameRecord:
        """Change the status; ``scores`` replaces saved scores, None keeps them."""
        if status not in STATUSES:
            raise StorageError(f"{status!r} is not a game status; use one of {', '.join(STATUSES)}.")
        scores_json = None
        if scores is not None:
            scores_json, _ = canonical_object(scores, what="The scores")
        async with self._db.transaction() as conn:
            return await game_sql.update_status(conn, game_id, status, scores_json=scores_json, now=self._clock())

    # -- seats -------------------------------------------------------------

    async def add_seat(self, game_id: int, user_id: str, display_name: str, *, limit: int | None = None) -> SeatRecord:
        """Seat a player after everyone already seated; refused past `limit` seats, or when someone already seated
        has the same name but for case (so a mention or a name typed reaches one player)."""
        require_text(user_id, "The user id")
        require_text(display_name, "The display name")
        async with self._db.transaction() as conn:
            return await seat_sql.insert_seat(conn, game_id, user_id, display_name, self._clock(), limit)

    async def remove_seat(self, game_id: int, user_id: str) -> None:
        """Unseat a player; those after them move up so orders stay 0..n-1."""
        async with self._db.transaction() as conn:
            await seat_sql.delete_seat(conn, game_id, user_id, self._clock())

    async def set_seat_order(self, game_id: int, user_ids_in_order: list[str]) -> None:
        """Reseat everyone; ``user_ids_in_order`` must permute the seated players."""
        async with self._db.transaction() as conn:
            await seat_sql.reorder_seats(conn, game_id, list(user_ids_in_order), self._clock())

    async def set_notify(self, game_id: int, user_id: str, notify: str) -> None:
        require_text(notify, "The notify preference", max_len=SHORT_TEXT)
        async with self._db.transaction() as conn:
            await seat_sql.update_notify(conn, game_id, user_id, notify, self._clock())

    async def replace_seat(self, game_id: int, old_user: str, new_user: str) -> None:
        """Another user takes over the seat of ``old_user`` (same place and name)."""
        require_text(new_user, "The user id")
        async with self._db.transaction() as conn:
            await seat_sql.replace_user(conn, game_id, old_user, new_user, self._clock())

    async def seats(self, game_id: int) -> list[SeatRecord]:
        """Seats in seat order."""
        async with self._db.reading() as conn:
            return await seat_sql.fetch_seats(conn, game_id)

    # -- action log --------------------------------------------------------

    async def append(
        self,
        game_id: int,
        *,
        expected_seq: int,
        kind: str,
        user_id: str,
        data: dict[str, Any],
        owing: Owing | None = None,
        rearm: Rearm | None = None,
        extend_owed: Extend | None = None,
        automate: Automate | None = None,
        hand_over: tuple[str, str] | None = None,
    ) -> LogEntry:
        """Append entry ``expected_seq + 1`` and return it once it is committed.

        ``expected_seq`` is the number of entries the caller's state was built
        from; if the log holds a different number, SequenceConflict is raised
        and nothing is written. In the same transaction: ``owing``, the post
        the entry owes its channel (its id is the entry's ``owed``);
        ``extend_owed``, an automatic move's words added to a post a move
        before it still owes (if that post is no longer open, ``owing`` opens
        one); ``rearm``, the game's reminder; ``automate``, the automatic moves
        the game owes after the entry (storage/automation.py); ``hand_over``,
        (old user, new user): the seat the entry hands over changes hands (so
        no move of the old holder is ever judged on the seats of before).
        """
        require_count(expected_seq, "The expected sequence number")
        require_text(kind, "The entry kind", max_len=SHORT_TEXT)
        require_text(user_id, "The user id")
        data_json, data_obj = canonical_object(data, what="The action data")
        if owing is not None:
            require_text(owing.channel_id, "The channel id")
            require_text(owing.content, "The post")
        if extend_owed is not None:
            require_text(extend_owed.text, "The post")
        async with self._db.transaction() as conn:
            now = self._clock()
            entry = await action_sql.append_entry(conn, game_id, expected_seq=expected_seq, kind=kind, user_id=user_id,
                                                  data_json=data_json, data=data_obj, now=now)
            if hand_over is not None:
                await seat_sql.replace_user(conn, game_id, hand_over[0], hand_over[1], now)
            if rearm is not None:
                if rearm.now is None:
                    await follower_sql.stop(conn, game_id)
                else:
                    await follower_sql.rearm(conn, game_id, rearm.now, rearm.default_interval_s)
                await self._db.announce_reminder(conn, game_id)
            if automate is not None:
                await self._automate(conn, game_id, automate)
            if extend_owed is not None and await outbox_sql.extend(conn, game_id, extend_owed.post_id, extend_owed.text,
                                                                   entry.seq, extend_owed.most_chars, extend_owed.due_at,
                                                                   extend_owed.most_wait_s):
                return replace(entry, owed=extend_owed.post_id)
            if owing is None:
                return entry
            owed = await outbox_sql.insert(conn, game_id, user_id, entry.seq, owing, ping=False, now=now)
            return replace(entry, owed=owed)

    async def log(self, game_id: int, *, after_seq: int = 0) -> list[LogEntry]:
        """Entries with seq > ``after_seq``, in order."""
        require_count(after_seq, "after_seq")
        async with self._db.reading() as conn:
            return await action_sql.read_log(conn, game_id, after_seq)

    async def log_length(self, game_id: int) -> int:
        async with self._db.reading() as conn:
            return await action_sql.log_length(conn, game_id)

    # -- standing orders (/auto: storage/orders.py) ------------------------

    async def orders(self, game_id: int) -> list[OrderRecord]:
        """The game's standing orders, oldest first."""
        async with self._db.reading() as conn:
            return await order_sql.fetch(conn, game_id)

    async def add_order(self, game_id: int, user_id: str, data: dict[str, Any], automate: Automate | None = None) -> OrderRecord:
        """A player's new standing order; refused past MAX_ORDERS of theirs in the game. `automate`: the automatic
        moves the game owes with it, in the same transaction."""
        order = order_sql.prepare(user_id, data)
        async with self._db.transaction() as conn:
            record = await order_sql.insert(conn, game_id, order, self._clock())
            if automate is not None:
                await self._automate(conn, game_id, automate)
            return record

    async def update_order(self, order_id: int, data: dict[str, Any]) -> bool:
        """Replace an order's data; False if the order is gone."""
        data_json, _ = canonical_object(data, what="The standing order")
        async with self._db.transaction() as conn:
            return await order_sql.update(conn, order_id, data_json)

    async def remove_order(self, order_id: int) -> bool:
        async with self._db.transaction() as conn:
            return await order_sql.delete(conn, order_id)

    async def remove_orders(self, game_id: int, user_id: str | None = None) -> int:
        """Every order of `user_id` in the game (None: everyone's); how many went."""
        async with self._db.transaction() as conn:
            return await order_sql.delete_all(conn, game_id, user_id)

    # -- spectator channels ------------------------------------------------

    async def add_spectator(self, game_id: int, channel_id: str) -> bool:
        """Mirror the game to `channel_id`; False if it already was."""
        require_text(channel_id, "The channel id")
        async with self._db.transaction() as conn:
            await game_sql.ensure_game(conn, game_id)
            return await follower_sql.add_spectator(conn, game_id, channel_id)

    async def remove_spectator(self, game_id: int, channel_id: str) -> bool:
        async with self._db.transaction() as conn:
            return await follower_sql.remove_spectator(conn, game_id, channel_id)

    async def spectators(self, game_id: int) -> list[str]:
        async with self._db.reading() as conn:
            return await follower_sql.fetch_spectators(conn, game_id)

    # -- a player's own preferences ------------------------------------------

    async def user_prefs(self, user_id: str) -> dict[str, Any]:
        """The user's preferences (quiet hours, time zone, digest); {} if none were set."""
        async with self._db.reading() as conn:
            return load_object(await follower_sql.fetch_prefs(conn, user_id)) or {}

    async def set_user_prefs(self, user_id: str, prefs: dict[str, Any]) -> None:
        require_text(user_id, "The user id")
        prefs_json, _ = canonical_object(prefs, what="The preferences")
        async with self._db.transaction() as conn:
            await follower_sql.upsert_prefs(conn, user_id, prefs_json)

    async def all_user_prefs(self) -> list[tuple[str, dict[str, Any]]]:
        """Every user's preferences (for the daily digest)."""
        async with self._db.reading() as conn:
            return [(user, load_object(text) or {}) for user, text in await follower_sql.fetch_digest_users(conn)]
