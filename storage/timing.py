"""Time in a server's record (/stats, issue 48 §6): how long each member takes to move, and how often they let a
deadline pass, over the server's latest finished games (at most `WINDOW` of them, so a server with many games stays
quick: the log is read for those games alone, on its (game_id, seq) primary key).

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
    deadlines), `games`: how many games were read (at most WINDOW)."""

    members: dict[str, Timing]
    deadlines: bool
    games: int

    def of(self, user_id: str) -> Timing:
        """The member's timing (nothing counted: a Timing of zeros)."""
        return self.members.get(user_id, Timing(user_id))


def window(results: list[GameResult], *, player: str | None = None, title: str | None = None) -> list[int]:
    """The games whose logs are read: the finished games played here (not imported, with a result), of `title` if
    given, that `player` sat in if given (their seat or one handed to the bot for them), the latest WINDOW by the
    time they ended (then by id)."""
    chosen = [r for r in results if r.status == "finished" and r.scores and not r.imported
              and (title is None or r.title == title)
              and (player is None or any(user in (player, f"bot:{player}") for user, _ in r.seats))]
    chosen.sort(key=lambda r: (r.ended_at, r.id))
    return [r.id for r in chosen[-WINDOW:]]


def _moves_sql(count: int) -> str:
    ids = ", ".join(f"${n}" for n in range(1, count + 1))
    return f"""
WITH logged AS (
    SELECT a.kind, a.user_id, a.data,
           a.created_at - LAG(a.created_at) OVER (PARTITION BY a.game_id ORDER BY a.seq) AS waited
    FROM actions a
    WHERE a.game_id IN ({ids}) AND a.kind <> '{MISSED}' AND a.kind NOT LIKE '%-vote'
), own AS (
    SELECT user_id, waited FROM logged
    WHERE kind = 'action' AND user_id NOT LIKE 'bot:%' AND data NOT LIKE '%"auto":%'
), ranked AS (
    SELECT user_id, waited, ROW_NUMBER() OVER (PARTITION BY user_id ORDER BY waited) AS n,
           COUNT(*) OVER (PARTITION BY user_id) AS timed
    FROM own WHERE waited IS NOT NULL
)
SELECT user_id, 0 AS n, COUNT(*) AS waited FROM own GROUP BY user_id
UNION ALL
SELECT user_id, n, waited FROM ranked WHERE n = (timed + 1) / 2 OR n = (timed + 2) / 2
ORDER BY 1, 2"""


async def fetch_timings(conn: Conn, game_ids: list[int]) -> Timings:
    """Each member's moves, median wait and missed deadlines over the games `game_ids` (a `window`)."""
    if not game_ids:
        return Timings({}, False, 0)
    moves: dict[str, int] = {}
    middle: dict[str, list[float]] = {}
    for user_id, n, value in (tuple(row) for row in await conn.fetch(_moves_sql(len(game_ids)), *game_ids)):
        if int(n) == 0:
            moves[str(user_id)] = int(value)
        else:
            middle.setdefault(str(user_id), []).append(float(value))
    ids = ", ".join(f"${n}" for n in range(1, len(game_ids) + 1))
    missed: dict[str, int] = {}
    notes = await conn.fetch(f"SELECT data FROM actions WHERE game_id IN ({ids}) AND kind = '{MISSED}'", *game_ids)
    for (data,) in (tuple(row) for row in notes):
        user = (load_object(data) or {}).get("user")
        if isinstance(user, str) and not user.startswith("bot:"):
            missed[user] = missed.get(user, 0) + 1
    members = {user: Timing(user, moves.get(user, 0), sum(middle[user]) / len(middle[user]) if user in middle else None,
                            missed.get(user, 0)) for user in sorted(set(moves) | set(missed))}
    return Timings(members, bool(notes), len(game_ids))
