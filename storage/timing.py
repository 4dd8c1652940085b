"""Time in a server's record (/stats, issue 48 §6): how long each member takes to move, and how often they let a
deadline pass, over the server's latest finished games. Bounded so that a server with many games stays quick: at most
the latest `WINDOW` games and, of those, the newest whose logs hold `ENTRIES` entries in all (the newest game always),
read on the log's (game_id, seq) primary key (about a tenth of a second for 20,000 entries on SQLite).

A member's time to move is the time from the entry before the move in that game's log to the move. Counted: the
member's own decisions, log entries of kind 'action' made by them. Left out: automatic moves (their data carries
"auto": a standing order's {"id": …}, a bot seat's {"bot": true}, a move with no choice in it {}), moves of bot seats
(user ids `bot:…`), and a game's first entry (nothing before it to measure from). "The entry before" passes over the
notes that change nothing in the game: votes (kinds ending in "-vote") and missed deadlines ('deadline-missed',
written when a decision's deadline passed: a move after one was due from the move before it, not from the note).

The median is worked out by the database, in one query written once for both backends: a window function (LAG)
gives each move its wait, ROW_NUMBER and COUNT rank each member's waits, and only the middle one or two come back
(their mean is the median), with each member's count of moves. An automatic move is found in its data's canonical
JSON (sorted keys, no spaces: storage/jsoncodec.py) by the key `"auto":`, which no move's own data has (a JSON string
holds no bare quote, so no text inside a move can look like it).

Missed deadlines are the 'deadline-missed' entries of the same games, whose data names the member
({"seat": <int>, "user": "<user id>", "then": "ask" | "bot" | "skip"}), counted in Python from their data.
"""

from __future__ import annotations

from dataclasses import dataclass

from storage.backend import Conn
from storage.jsoncodec import load_object
from storage.stats import GameResult

WINDOW = 100  # the latest finished games read for the times to move and the missed deadlines
ENTRIES = 20_000  # and of those, the newest whose log entries number this many in all
MISSED = "deadline-missed"


@dataclass(frozen=True)
class Timing:
    """One member's time in the record: their own moves counted, the median wait before one, the deadlines missed."""

    user_id: str
    moves: int = 0
    median_s: float | None = None  # None: no move with an entry before it
    missed: int = 0


@dataclass(frozen=True)
class Timings:
    """The members' timings over the games read; `deadlines`: a deadline was missed in them (the server uses
    deadlines); `games`: how many games were read, the latest `games` of the `asked` about."""

    members: dict[str, Timing]
    deadlines: bool
    games: int
    asked: int

    def of(self, user_id: str) -> Timing:
        """The member's timing (nothing counted: a Timing of zeros)."""
        return self.members.get(user_id, Timing(user_id))


def window(results: list[GameResult], *, player: str | None = None, title: str | None = None) -> list[int]:
    """The games whose logs are read: the finished games played here (not imported, with a result), of `title` if
    given, that `player` sat in if given (their seat or one handed to the bot for them), by the time they ended (then
    by id): `fetch_timings` reads the latest of them."""
    chosen = [r for r in results if r.status == "finished" and r.scores and not r.imported
              and (title is None or r.title == title)
              and (player is None or any(user in (player, f"bot:{player}") for user, _ in r.seats))]
    chosen.sort(key=lambda r: (r.ended_at, r.id))
    return [r.id for r in chosen]


def _moves_sql(count: int) -> str:
    ids = _placeholders(count)
    return f"""
WITH logged AS (
    SELECT a.kind, a.user_id, a.data LIKE '%"auto":%' AS automatic,
           a.created_at - LAG(a.created_at) OVER (PARTITION BY a.game_id ORDER BY a.seq) AS waited
    FROM actions a
    WHERE a.game_id IN ({ids}) AND a.kind <> '{MISSED}' AND a.kind NOT LIKE '%-vote'
), ranked AS (
    SELECT user_id, waited, ROW_NUMBER() OVER (PARTITION BY user_id ORDER BY waited IS NULL, waited) AS n,
           COUNT(waited) OVER (PARTITION BY user_id) AS timed, COUNT(*) OVER (PARTITION BY user_id) AS moves
    FROM logged WHERE kind = 'action' AND user_id NOT LIKE 'bot:%' AND NOT automatic
)
SELECT user_id, moves, timed, n, waited FROM ranked WHERE n = 1 OR n = (timed + 1) / 2 OR n = (timed + 2) / 2
ORDER BY user_id, n"""


def _placeholders(count: int) -> str:
    return ", ".join(f"${n}" for n in range(1, count + 1))


async def _read(conn: Conn, game_ids: list[int]) -> list[int]:
    """Of `game_ids` (oldest first), the latest WINDOW, and of those the newest whose logs hold ENTRIES entries in
    all (the newest always): a game's length is its highest seq, one index seek."""
    latest = game_ids[-WINDOW:]
    lengths = dict((int(game), int(length)) for game, length in (tuple(row) for row in await conn.fetch(
        f"SELECT game_id, MAX(seq) FROM actions WHERE game_id IN ({_placeholders(len(latest))}) GROUP BY game_id",
        *latest)))
    kept: list[int] = []
    total = 0
    for game in reversed(latest):
        total += lengths.get(game, 0)
        if kept and total > ENTRIES:
            break
        kept.append(game)
    return kept[::-1]


async def fetch_timings(conn: Conn, game_ids: list[int]) -> Timings:
    """Each member's moves, median wait and missed deadlines over the latest of the games `game_ids` (a `window`:
    oldest first), as many as the bounds allow (see the module's docstring)."""
    if not game_ids:
        return Timings({}, False, 0, 0)
    read = await _read(conn, game_ids)
    moves: dict[str, int] = {}
    middle: dict[str, list[float]] = {}
    for user_id, count, timed, n, waited in (tuple(row) for row in await conn.fetch(_moves_sql(len(read)), *read)):
        moves[str(user_id)] = int(count)
        if waited is not None and int(n) in ((int(timed) + 1) // 2, (int(timed) + 2) // 2):
            middle.setdefault(str(user_id), []).append(float(waited))
    missed: dict[str, int] = {}
    notes = await conn.fetch(f"SELECT data FROM actions WHERE game_id IN ({_placeholders(len(read))}) AND kind = '{MISSED}'",
                             *read)
    for (data,) in (tuple(row) for row in notes):
        user = (load_object(data) or {}).get("user")
        if isinstance(user, str) and not user.startswith("bot:"):
            missed[user] = missed.get(user, 0) + 1
    members = {user: Timing(user, moves.get(user, 0), sum(middle[user]) / len(middle[user]) if user in middle else None,
                            missed.get(user, 0)) for user in sorted(set(moves) | set(missed))}
    return Timings(members, bool(notes), len(read), len(game_ids))
