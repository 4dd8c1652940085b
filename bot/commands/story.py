"""The game's story and the server's standings (issue 37): /game chart, a chart of how the channel's game went (drawn
with matplotlib in the pictures' thread, never on the event loop: renderer/charts.py), and /stats, the members'
records over the server's finished games (storage/stats.py), with each member's time to move, missed deadlines and
rating (issue 48 §6: storage/timing.py, storage/stats.py `ratings`).

(Discord allows a command group 25 subcommands, and /game has 25: the chart is the top-level /game chart, beside /stats.)
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from bot import botseats, workers
from bot.commands.base import CommandBase
from bot.commands.replies import Invocation, Reply
from engine import TITLES, IllegalAction, game_class
from storage.stats import RATED_AFTER, Rating, Record, Standings, ratings, standings
from storage.timing import Timing, Timings, window

if TYPE_CHECKING:
    from engine.core.game import Game
    from renderer import Picture

WHAT = {"players": "players", "standing": "players", "": "players", "companies": "companies", "shares": "companies",
        "share values": "companies", "income": "income", "bonds": "income"}
SAID = {"players": "every player's standing", "companies": "every company's share value", "income": "income and bonds"}
SHOWN = 10  # members listed a title when every title is shown (one title: all of them, up to LISTED)
LISTED = 40


class StoryCommands(CommandBase):
    async def _chart(self, who: Invocation, options: dict[str, str]) -> Reply:
        """A chart of the channel's game (its latest, finished too) up to now."""
        loaded = await self._running(who, finished_too=True)
        async with self.store.local_lock(loaded.record.id):  # this process's moves change the game under this lock
            game = loaded.game.snapshot()
        typed = options.get("what", "").strip().lower()
        what = WHAT.get(typed, typed)
        kinds, now = await workers.for_answer(lambda: _standing_now(game, what))  # the renderer loads off the event loop
        if what not in kinds:
            offered = ", ".join(f"what:{k}" for k in kinds)
            raise IllegalAction(f"{game.name} has no chart '{typed}'; it has {offered}")
        moves = len(game.history)
        by = "turn" if game.family == "rotw" else "round"
        reply = Reply(f"{game.name}: {SAID[what]} by {by}, up to move {moves}. Now: {now}.", game_id=loaded.record.id,
                      move=moves)
        self._draw(reply, loaded, lambda shown: chart_picture(shown, what), forced=True)
        return reply

    async def _stats(self, who: Invocation, options: dict[str, str]) -> Reply:
        """The server's standings: each member's finished games, wins, average place and best result, by title."""
        title = _title(options.get("title", ""))
        player = _user(options.get("player", ""))
        results = await self.store.results(who.guild_id)
        found = standings(results, member=_member, player=player, title=title)
        timed = await self.store.timings(window(results, player=player, title=title))
        rated = await workers.for_answer(lambda: ratings(results, member=_member, title=title))  # off the event loop
        lines = stats_lines(found, player=player, title=title) + time_lines(found, timed, rated, listed=bool(title or player))
        return Reply("\n".join(lines))


def _standing_now(game: Game, what: str) -> tuple[tuple[str, ...], str]:
    """The charts the game has, and what the chart `what` shows now, in words: the players' standing ("Ann $3,357,
    Cid $3,233, …"; once the game is over, the final scoring, as the end card says it), every company's share value,
    or each player's income and bonds."""
    from renderer.story import amount, chart_kinds, sample

    now = sample(game, len(game.history), "")
    money = game.family != "rotw"
    if what == "companies":
        words = ", ".join(f"{company} ${value:,}" for company, value in sorted(now.companies, key=lambda c: -c[1]))
        return chart_kinds(game), words or "no company has a share value yet"
    if what == "income":
        return chart_kinds(game), ", ".join(
            f"{game.players[p]} ${now.income[p] * 1000:,} a turn, {now.bonds[p]} bond{'s' if now.bonds[p] != 1 else ''}"
            for p in range(len(game.players)))
    final = game.scores() if game.over else None
    figures = [final.get(p, 0) for p in range(len(game.players))] if final else list(now.players)
    order = sorted(range(len(game.players)), key=lambda p: -figures[p])
    words = ", ".join(f"{game.players[p]} {amount(money, figures[p])}" for p in order)
    return chart_kinds(game), f"{words} (the final scoring)" if final else words


def chart_picture(game: Game, what: str) -> list[Picture]:
    from renderer import render_chart

    return [render_chart(game, what)]


def stats_lines(found: Standings, *, player: str | None = None, title: str | None = None) -> list[str]:
    """The standings in words: a heading with what was counted and left out, then each title's members."""
    total = sum(found.games.values())
    left = [f"{n} {what} game{'s' if n != 1 else ''}" for n, what in ((found.abandoned, "abandoned"),
                                                                      (found.imported, "imported")) if n]
    left_out = f" (left out: {' and '.join(left)})" if left else ""
    where = f" of {game_class(title).name}" if title else ""
    whose = "Standings"
    if player is not None:
        whose = f"{found.records[0].name}'s results" if found.records else "That member's results"
    if not total:
        return [_sentence(f"{whose}: no finished game{where} played in this server yet{left_out}")]
    lines = [_sentence(f"{whose} in this server: {total} finished game{'s' if total != 1 else ''}{where}{left_out}")]
    shown_titles = [t for t in TITLES if t in found.games] + sorted(set(found.games) - set(TITLES))
    for key in shown_titles:
        records = [r for r in found.records if r.title == key]
        if not records:
            continue
        name = game_class(key).name if key in TITLES else key
        count = found.games[key]
        lines.append(f"**{name}** ({count} game{'s' if count != 1 else ''})")
        limit = LISTED if title or player else SHOWN
        lines.extend(f"{n}. {_record(r, key)}" for n, r in enumerate(records[:limit], start=1))
        if len(records) > limit:
            lines.append(f"… and {len(records) - limit} more: /stats title:{key}")
    return lines


def time_lines(found: Standings, timed: Timings, rated: dict[str, Rating], *, listed: bool = False) -> list[str]:
    """Each member's time in the record, one line each (SHOWN of them, LISTED if `listed`: one title's or one
    member's): their median time to move, the deadlines they missed against their moves (nothing while the games
    read have no missed deadline), and their rating once RATED_AFTER of their games were rated; rated members first,
    the highest first."""
    names: dict[str, str] = {}
    for record in found.records:
        names.setdefault(record.user_id, record.name)
    shown = {user: rated[user] for user in names if user in rated and rated[user].games >= RATED_AFTER}
    order = sorted(names, key=lambda u: (u not in shown, -shown[u].ordinal if u in shown else 0, names[u].casefold(), u))
    lines = [f"{names[user]}: {words}" for user in order if (words := _timing(timed.of(user), timed.deadlines,
                                                                              shown.get(user)))]
    if not lines:
        return []
    limit = LISTED if listed else SHOWN
    latest = f" (moves timed in the latest {timed.games} of {timed.asked} games)" if timed.games < timed.asked else ""
    more = [f"… and {len(lines) - limit} more: /stats player:@member"] if len(lines) > limit else []
    return [f"**Time and rating**{latest}", *lines[:limit], *more]


def _timing(timing: Timing, deadlines: bool, rating: Rating | None) -> str:
    parts = []
    if timing.median_s is not None:
        parts.append(f"moves in {duration(timing.median_s)} (median)")
    if timing.missed or (deadlines and timing.moves):
        missed = f"{timing.missed} deadline{'s' if timing.missed != 1 else ''}" if timing.missed else "no deadline"
        parts.append(f"missed {missed} in {timing.moves} move{'s' if timing.moves != 1 else ''}")
    if rating is not None:
        parts.append(f"rating {rating.ordinal:.1f} after {rating.games} games")
    return ", ".join(parts)


def duration(seconds: float) -> str:
    """A wait in words a phone reads: "45 s", "12 min", "2 h 10 min", "3 days 4 h" (rounded down; a wait that two
    processes' clocks made negative, 0 s)."""
    whole = max(0, int(seconds))
    if whole < 60:
        return f"{whole} s"
    minutes, hours, days = whole // 60 % 60, whole // 3600 % 24, whole // 86400
    if whole < 3600:
        return f"{minutes} min"
    if not days:
        return f"{hours} h {minutes} min" if minutes else f"{hours} h"
    return f"{days} day{'s' if days != 1 else ''} {hours} h" if hours else f"{days} day{'s' if days != 1 else ''}"


def _sentence(text: str) -> str:
    """The text with a full stop, unless it ends with one ("… of Railways of the Eastern U.S.")."""
    return text if text.endswith(".") else f"{text}."


def _record(record: Record, title: str) -> str:
    money = title not in TITLES or game_class(title).family != "rotw"
    best = record.best or 0
    words = f"${best:,}" if money else f"{best} point{'s' if best != 1 else ''}"
    wins = f"{record.wins} win{'s' if record.wins != 1 else ''}"
    games = f"{record.games} game{'s' if record.games != 1 else ''}"
    return (f"{record.name}: {wins} in {games}, average place {record.average_place:.1f}, best {words} "
            f"({_ordinal(record.best_place)})")


def _ordinal(place: int) -> str:
    return f"{place}{'th' if 10 <= place % 100 <= 20 else {1: 'st', 2: 'nd', 3: 'rd'}.get(place % 10, 'th')}"


def _member(user_id: str) -> str | None:
    """Whose record a seat counts for: its player; a seat handed to the bot, its holder's; a bot seated in the lobby,
    nobody's."""
    if botseats.is_bot(user_id):
        return botseats.holder_of(user_id)
    return user_id


def _title(text: str) -> str | None:
    """A title as typed (its key, e.g. 18EZ-L2, or its name), or None for every title."""
    typed = text.strip()
    if not typed:
        return None
    for key, cls in TITLES.items():
        if typed.casefold() in (key.casefold(), cls.name.casefold()):
            return key
    raise IllegalAction(f"there is no game called '{typed}'; choose one of {', '.join(TITLES)}")


def _user(text: str) -> str | None:
    """A member as typed: a Discord mention or id, or (console) a name, whose user id is the name in lower case."""
    typed = text.strip().removeprefix("<@").removeprefix("!").removesuffix(">").lstrip("@").lower()
    return typed or None
