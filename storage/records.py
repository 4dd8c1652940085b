"""Immutable records handed out by the Store, and their mapping from rows."""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import Any

from storage.jsoncodec import load_object

# Statuses a game may have; 'lobby' and 'running' count as "active" in a channel.
STATUSES: tuple[str, ...] = ("lobby", "running", "finished", "abandoned")
ACTIVE_STATUSES: tuple[str, ...] = ("lobby", "running")


@dataclass(frozen=True)
class GameRecord:
    id: int
    guild_id: str
    channel_id: str
    title: str
    options: dict[str, Any]
    seed: int
    status: str
    creator_id: str
    created_at: float  # unix seconds from the Store's clock
    updated_at: float  # bumped by every write to the game, including appends
    scores: dict[str, Any] | None


@dataclass(frozen=True)
class SeatRecord:
    user_id: str
    display_name: str
    seat_order: int  # 0-based, contiguous within a game
    notify: str  # free-form preference owned by the bot; default 'channel'


@dataclass(frozen=True)
class LogEntry:
    seq: int  # 1, 2, 3, ... per game
    kind: str
    user_id: str
    data: dict[str, Any]
    created_at: float
    owed: int | None = field(default=None, compare=False)  # the outbox row written with it (Store.append's `owing`)


@dataclass(frozen=True)
class Reminder:
    game_id: int
    interval_s: float | None  # None: reminders are off for this game
    due_at: float | None  # unix seconds; None: nothing due


THEN = ("ask", "bot", "skip")  # what a missed deadline does (issue 48): ask the table, the bot plays, or a pass


@dataclass(frozen=True)
class Deadline:
    """A game's deadline (kept in its reminder's row): how long a player may take over a decision (None: no deadline),
    what a missed one does (one of THEN), and when the decision under way misses it (None: nothing is due)."""

    game_id: int
    after_s: float | None
    then: str
    due_at: float | None


# Column lists kept next to the mappers so the two cannot drift apart.
GAME_COLUMNS = "id, guild_id, channel_id, title, options, seed, status, creator_id, created_at, updated_at, scores"
SEAT_COLUMNS = "user_id, display_name, seat_order, notify"
LOG_COLUMNS = "seq, kind, user_id, data, created_at"


def game_from_row(row: Any) -> GameRecord:
    return GameRecord(
        id=row["id"],
        guild_id=row["guild_id"],
        channel_id=row["channel_id"],
        title=row["title"],
        options=load_object(row["options"]) or {},
        seed=row["seed"],
        status=row["status"],
        creator_id=row["creator_id"],
        created_at=row["created_at"],
        updated_at=row["updated_at"],
        scores=load_object(row["scores"]),
    )


def seat_from_row(row: Any) -> SeatRecord:
    return SeatRecord(
        user_id=row["user_id"],
        display_name=row["display_name"],
        seat_order=row["seat_order"],
        notify=row["notify"],
    )


def entry_from_row(row: Any) -> LogEntry:
    return LogEntry(
        seq=row["seq"],
        kind=row["kind"],
        user_id=row["user_id"],
        data=load_object(row["data"]) or {},
        created_at=row["created_at"],
    )


OWED_COLUMNS = ("id, game_id, channel_id, user_id, command, position, content, due_at, attempts, answered, delivered, "
                "interaction_id, created_at, followed")


@dataclass(frozen=True)
class OwedPost:
    """A post a channel should have seen: the move was saved, Discord refused to show it (table outbox)."""

    id: int
    game_id: int
    channel_id: str
    user_id: str
    command: str
    position: int
    content: str
    due_at: float
    attempts: int
    answered: bool = True  # the mover saw the answer (False: the same command again at `position` is a repeat)
    delivered: bool = False  # the channel has the post
    interaction_id: str | None = None  # the interaction the answer went through (found again in the channel's history)
    created_at: float = 0.0
    followed: bool = False  # the direct-message pings and the spectators' mirror that go with it were sent


def owed_from_row(row: Any) -> OwedPost:
    (post_id, game_id, channel_id, user_id, command, position, content, due_at, attempts, answered, delivered,
     interaction_id, created_at, followed) = tuple(row)
    return OwedPost(int(post_id), int(game_id), channel_id, user_id, command, int(position), content, float(due_at),
                    int(attempts), bool(answered), bool(delivered), interaction_id, float(created_at), bool(followed))


@dataclass(frozen=True)
class Rearm:
    """A move's reminder, set in the move's own transaction (Store.append's `rearm`): someone must act from `now`
    (the reminder falls due an interval later), or, `now` None, no one (the game is over: none is due)."""

    now: float | None
    default_interval_s: float


@dataclass(frozen=True)
class Owing:
    """The post a move owes, written with the move in one transaction (Store.append's `owing`): its channel, the
    command that made it, what it says, when a deliverer posts it if no one has said it was posted, and the
    interaction its answer goes through."""

    channel_id: str
    command: str
    content: str
    due_at: float
    interaction_id: str | None = None
    created_at: float | None = None  # when it was owed, on Discord's clock (None: the store's)
    waited: bool = True  # a mover waits on its answer (False: automatic moves no one typed, posted by a deliverer)


@dataclass(frozen=True)
class Extend:
    """Store.append's `extend_owed`: an automatic move's words added to the post `post_id` still owes, if that post is
    still open (not taken by a deliverer yet, and under `most_chars` long if that is set); else the move's `owing`
    opens a post of its own. `due_at`, `most_wait_s`: the post waits for more words until `due_at`, but no longer
    than `most_wait_s` after it was opened (a chain in the background: one post for a few seconds of moves)."""

    post_id: int
    text: str
    most_chars: int | None = None
    due_at: float | None = None
    most_wait_s: float = 0.0


@dataclass(frozen=True)
class Automate:
    """What a move leaves owed in automatic moves (Store.append's `automate`, table automation): one due at `due_at`
    (a process that stopped making them is replaced by any other then), `only_with_orders` if it depends on the
    game's standing orders; `due_at` None: none."""

    due_at: float | None
    wait_s: float = 0.0
    only_with_orders: bool = False


@dataclass(frozen=True)
class Automation:
    """A game's owed automatic moves (a row of table automation)."""

    game_id: int
    due_at: float
    wait_s: float
    attempts: int


ORDER_COLUMNS = "id, game_id, user_id, data, created_at"


@dataclass(frozen=True)
class OrderRecord:
    """A player's standing order (/auto) in a game (table standing_orders): `data` is the order itself, which only the
    bot reads."""

    id: int
    game_id: int
    user_id: str
    data: dict[str, Any]
    created_at: float


def order_from_row(row: Any) -> OrderRecord:
    return OrderRecord(int(row["id"]), int(row["game_id"]), row["user_id"], load_object(row["data"]) or {},
                       float(row["created_at"]))
