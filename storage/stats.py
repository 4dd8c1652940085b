"""A server's standings (/stats, issue 37): its games that have a result, read in two queries written once for both
backends, and each member's record in each title, worked out from the final scores saved with a finished game
(`Store.set_status(..., scores=…)`: the final figure by player name, the name a seat has kept).

What counts: finished games played on this server. Left out, and counted apart so the answer can say so:
  - abandoned games (no result: `/game abandon`);
  - imported games (`/game import`, marked so by the import: games.imported), with or without moves: their result
    was played elsewhere, or by people who may not be the members holding the seats here.
Players level on the final figure share the place (both first: both win). Storage never interprets a game: the
figure is what the engine said at the end (money for 18xx, points for Railways of the World).

Ratings (issue 48 §6): OpenSkill's Plackett-Luce model over the same games, in the order they ended (then by id),
each a free-for-all of its members ranked by their final figures (level: the same rank). Worked out again from the
records on every /stats, nothing stored; the same rows give the same figures on both backends.
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass, field
from typing import Any

from openskill.models import PlackettLuce

from storage.backend import Conn
from storage.jsoncodec import load_object

RESULT_STATUSES = ("finished", "abandoned")


@dataclass(frozen=True)
class GameResult:
    """A game of the server that ended: finished (with its final scores) or abandoned."""

    id: int
    title: str
    status: str
    imported: bool  # written whole by an import (see the module's docstring)
    scores: dict[str, Any] | None
    seats: tuple[tuple[str, str], ...]  # (user id, display name), in seat order
    ended_at: float


async def fetch_results(conn: Conn, guild_id: str) -> list[GameResult]:
    """Every finished or abandoned game of the server, oldest first, with its seats."""
    games = await conn.fetch(
        "SELECT g.id, g.title, g.status, g.scores, g.updated_at, g.imported"
        " FROM games g WHERE g.guild_id = $1 AND g.status IN ('finished', 'abandoned') ORDER BY g.id",
        guild_id,
    )
    seats: dict[int, list[tuple[str, str]]] = {}
    for game_id, user_id, name in await conn.fetch(
        "SELECT s.game_id, s.user_id, s.display_name FROM seats s JOIN games g ON g.id = s.game_id"
        " WHERE g.guild_id = $1 AND g.status IN ('finished', 'abandoned') ORDER BY s.game_id, s.seat_order",
        guild_id,
    ):
        seats.setdefault(int(game_id), []).append((str(user_id), str(name)))
    found = []
    for game_id, title, status, scores, updated_at, imported in (tuple(row) for row in games):
        found.append(GameResult(int(game_id), str(title), str(status), bool(imported), load_object(scores),
                                tuple(seats.get(int(game_id), [])), float(updated_at)))
    return found


@dataclass
class Record:
    """One member's finished games of one title: how many, the wins, the places, the best final figure."""

    user_id: str
    name: str  # the name they sat under most recently
    title: str
    games: int = 0
    wins: int = 0
    places: list[int] = field(default_factory=list)
    best: int | None = None  # the highest final figure
    best_place: int = 0  # the place it earned

    @property
    def average_place(self) -> float:
        return sum(self.places) / len(self.places) if self.places else 0.0


@dataclass
class Standings:
    records: list[Record]  # by title (most games first), then wins, then the average place
    games: dict[str, int]  # finished games counted, by title
    abandoned: int = 0  # games left out: abandoned
    imported: int = 0  # games left out: finished elsewhere and imported here


def standings(results: list[GameResult], *, member: Callable[[str], str | None] = lambda user: user,
              player: str | None = None, title: str | None = None) -> Standings:
    """The records of every member in every title (`player`: one member's only, `title`: one title's only).
    `member(user_id)`: whose record a seat adds to (a seat the bot played for someone: theirs), None for no one's (a
    bot seated in the lobby)."""
    records: dict[tuple[str, str], Record] = {}
    counted: dict[str, int] = {}
    kept = Standings([], counted)
    for result in results:
        if title is not None and result.title != title:
            continue
        members = [(member(user), name) for user, name in result.seats]
        if player is not None and player not in (user for user, _ in members):
            continue
        if result.status != "finished" or not result.scores:
            kept.abandoned += result.status == "abandoned"
            continue
        if result.imported:
            kept.imported += 1
            continue
        counted[result.title] = counted.get(result.title, 0) + 1
        figures = [value for value in result.scores.values() if isinstance(value, int | float)]
        for (user, name), (_seat_user, seat_name) in zip(members, result.seats, strict=True):
            value = result.scores.get(seat_name)
            if user is None or not isinstance(value, int | float) or (player is not None and user != player):
                continue
            place = 1 + sum(1 for other in figures if other > value)
            record = records.setdefault((result.title, user), Record(user, name, result.title))
            record.name, record.games = name, record.games + 1
            record.wins += place == 1
            record.places.append(place)
            if record.best is None or value > record.best:
                record.best, record.best_place = int(value), place
    kept.records = sorted(records.values(), key=lambda r: (-counted.get(r.title, 0), r.title, -r.wins, r.average_place,
                                                          -r.games, r.name.casefold()))
    return kept


RATED_AFTER = 5  # a member's rating is shown once this many of their games were rated


@dataclass(frozen=True)
class Rating:
    """A member's OpenSkill rating: `mu` and `sigma` after `games` rated games; `ordinal` (mu - 3 sigma, 0 for a new
    player) is the figure shown."""

    user_id: str
    mu: float
    sigma: float
    games: int

    @property
    def ordinal(self) -> float:
        """The figure shown: mu - 3 sigma (the rating the member is fairly sure to have at least)."""
        return self.mu - 3 * self.sigma


def ratings(results: list[GameResult], *, member: Callable[[str], str | None] = lambda user: user,
            title: str | None = None) -> dict[str, Rating]:
    """Every member's rating over the finished games played here (of `title` if given), rated one by one in the
    order they ended (then by id). A game is a free-for-all of its members, ranked by their final figures (level:
    the same rank); `member(user_id)` as in `standings` (a seat the bot played for someone is theirs; a bot seated
    in the lobby is no one's and is left out, the members ranked among themselves). A game with fewer than two
    members ranked is not rated."""
    model = PlackettLuce()
    rated: dict[str, Any] = {}
    games: dict[str, int] = {}
    played = [r for r in results if r.status == "finished" and r.scores and not r.imported
              and (title is None or r.title == title)]
    for result in sorted(played, key=lambda r: (r.ended_at, r.id)):
        scores = result.scores or {}
        figures: dict[str, float] = {}
        for user, name in result.seats:
            who, value = member(user), scores.get(name)
            if who is not None and isinstance(value, int | float) and not isinstance(value, bool):
                figures[who] = max(figures.get(who, value), value)  # one member in two seats: their better figure
        if len(figures) < 2:
            continue
        order = sorted(figures)  # a fixed order: the model's answer does not depend on the seats' order
        ranks = [1 + sum(1 for other in figures.values() if other > figures[who]) for who in order]
        teams = [[rated[who] if who in rated else model.rating(name=who)] for who in order]
        for who, (after,) in zip(order, model.rate(teams, ranks=ranks), strict=True):
            rated[who] = after
            games[who] = games.get(who, 0) + 1
    return {who: Rating(who, float(r.mu), float(r.sigma), games[who]) for who, r in sorted(rated.items())}
