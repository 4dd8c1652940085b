"""How a game went, from its moves: the figures its charts draw and the few lines of its story (issue 37).

The game is replayed from its setup and its moves in force (trusted, as the bot loads a game) and sampled at the start,
at the end of every round (18xx: each Share Dealing, Stock or Operating Round; Railways of the World: each turn) and
after its last move. Only what every player may see is read: net worth, share values, points on the track, income,
bonds, Major Lines; the final scoring only once the game is over. It draws nothing (renderer/charts.py draws); the last
few games replayed are kept, so that a game charted again after more moves replays only those.

    game_story(game)      the samples, the phase changes, the Major Lines, the records of the game
    story_lines(story)    a few lines of it: the lead changes, the biggest run, the most valuable company, ...
"""

from __future__ import annotations

import re
import threading
from collections import OrderedDict
from dataclasses import dataclass, field, replace
from itertools import pairwise
from typing import Any

from engine.core.game import Game, Outcome
from engine.rotw.actions import DeliverCube

RUN = re.compile(r"^(?P<company>.+?)'s .+ train runs .+ for \$(?P<amount>[\d,]+)\.?$")
SHORT_ROUNDS = ((re.compile(r"^Initial Stock Round \d+$"), "ISR"), (re.compile(r"^Share Dealing Round (\S+)$"), "SR{}"),
                (re.compile(r"^Stock Round (\S+)$"), "SR{}"), (re.compile(r"^Operating Round (\S+)$"), "OR{}"),
                (re.compile(r"^Round (\S+)$"), "R{}"), (re.compile(r"^Turn (\S+)$"), "T{}"))


@dataclass(frozen=True)
class Sample:
    """The figures at one moment: after `move` moves in force, at the end of `round` (the round under way for the last
    move; "start" before the first)."""

    move: int
    round: str
    players: tuple[int, ...]  # each player's standing: 18xx net worth ($; 18EZ Level 1 the railroad's money), RotW points
    companies: tuple[tuple[str, int], ...] = ()  # 18xx: the share value of every company on the stock market
    income: tuple[int, ...] = ()  # Railways of the World: each player's income a turn ($ thousands)
    bonds: tuple[int, ...] = ()  # Railways of the World: each player's bonds


@dataclass(frozen=True)
class Moment:
    """Something marked on a chart: a phase beginning (18xx), a Major Line won (RotW: `player`; `sample`: the index of
    the sample at the end of the turn it was won in)."""

    move: int
    text: str
    player: int | None = None
    sample: int = 0


@dataclass(frozen=True)
class Feat:
    """A record of the game: the biggest run (18xx) or the longest delivery (RotW)."""

    move: int
    who: str
    amount: int
    words: str
    round: str


@dataclass
class Story:
    name: str
    family: str
    players: tuple[str, ...]
    money: bool  # the standing is in dollars (18xx) rather than points (RotW)
    measure: str = "Net worth"  # what the standing is: "Net worth", "Money" (18EZ Level 1: the railroad's), "Points"
    samples: list[Sample] = field(default_factory=list)
    phases: list[Moment] = field(default_factory=list)
    majors: list[Moment] = field(default_factory=list)
    final: tuple[int, ...] | None = None  # the final scoring, by player, once the game is over
    winners: tuple[int, ...] = ()  # who won (the title's tie-breaks applied), once the game is over
    best_run: Feat | None = None
    longest: Feat | None = None

    @property
    def moves(self) -> int:
        return self.samples[-1].move if self.samples else 0

    def standing(self) -> list[tuple[int, int]]:
        """(move, index of the leader or -1 when tied) after each sample, then the final scoring."""
        rows = [(s.move, s.players) for s in self.samples[1:]] + ([(self.moves, self.final)] if self.final else [])
        found = []
        for move, values in rows:
            best = max(values)
            leaders = [p for p, v in enumerate(values) if v == best]
            found.append((move, leaders[0] if len(leaders) == 1 else -1))
        return found


def short_round(name: str) -> str:
    """"OR5", "SR3", "T12": a round's name as a chart's axis says it ("" for the others: "select", "over")."""
    for pattern, short in SHORT_ROUNDS:
        match = pattern.match(name)
        if match:
            return short.format(*match.groups())
    return ""


def chart_kinds(game: Game) -> tuple[str, ...]:
    """The charts a game has: its players' standing, and its companies' share values (18xx with a stock market) or
    its players' income and bonds (Railways of the World)."""
    if game.family == "rotw":
        return ("players", "income")
    return ("players", "companies") if hasattr(game, "market_stacks") else ("players",)


# -- the figures of each family ------------------------------------------------------------------------------------


def _worth(game: Any, player: int) -> int:
    """An 18xx player's standing: net worth (18EZ Levels 2-3, 18GL); 18EZ Level 1's is their railroad's money."""
    net_worth = getattr(game, "net_worth", None)
    if net_worth is not None:
        return int(net_worth(player))
    railroad = game.railroad_of(player)
    return int(railroad.money) if railroad is not None else 0


def share_values(game: Any) -> tuple[tuple[str, int], ...]:
    """(company, share value) of every company with a token on the stock market, in the board's order (18EZ Level 1
    has no stock market: none)."""
    stacks = getattr(game, "market_stacks", None)
    if stacks is None:
        return ()
    on = {rr for held in stacks().values() for rr in held}
    order = [rr for rr in game.board.railroads if rr in on] + sorted(on - set(game.board.railroads))
    return tuple((rr, int(game.share_value(rr))) for rr in order)


def sample(game: Game, move: int, round_name: str) -> Sample:
    players = range(len(game.players))
    if game.family == "rotw":  # points, income and bonds are public (the legend of every map shows them): read in place,
        standings = game.standings()  # type: ignore[attr-defined]  # not through a copy of the whole position
        scores = tuple(int(score) for score, _bonds in standings)
        income = tuple(int(game.income(s)) for s in scores)  # type: ignore[attr-defined]
        return Sample(move, round_name, scores, income=income, bonds=tuple(int(bonds) for _s, bonds in standings))
    return Sample(move, round_name, tuple(_worth(game, p) for p in players), share_values(game))


def _round(game: Game) -> str:
    return game.situation(0).round


def _phase(game: Game) -> str | None:
    phase = getattr(game, "phase", None)
    return str(phase().name) if callable(phase) else None


# -- the replay ------------------------------------------------------------------------------------------------------


def game_story(game: Game) -> Story:
    """The game's story, replayed from its moves in force. The last few games' replays are kept (`TOLD`): asked again
    after more moves (the next /chart, the end-of-game card), only the new moves are replayed; a game whose moves are
    not those kept plus more (an undo) is replayed from its start."""
    moves = game.moves_in_force()
    key = (type(game), tuple(game.players), game.seed, game.options, game.revision, game.secret)
    with _TELLING:
        teller = TOLD.pop(key, None)
        if teller is None or not teller.leads_to(moves):
            teller = Teller(game)
        TOLD[key] = teller
        while len(TOLD) > KEPT:
            TOLD.pop(next(iter(TOLD)))
        teller.advance(moves)
        return teller.told()


class Teller:
    """A game replayed move by move, sampled as it goes: the story so far, and where the round under way began."""

    def __init__(self, game: Game) -> None:
        secret = game.secret.hex() if game.secret is not None else None
        self.replay = type(game)(game.players, game.seed, game.options, game.revision, secret)
        measure = "Points" if game.family == "rotw" else "Net worth" if hasattr(game, "net_worth") else "Money"
        self.story = Story(game.name, game.family, tuple(game.players), game.family != "rotw", measure)
        self.story.samples.append(sample(self.replay, 0, "start"))
        self.moves: list[tuple[int, Any, int]] = []
        self.round, self.phase = _round(self.replay), _phase(self.replay)
        self.majors = _major_count(self.replay)
        self.waiting: list[Moment] = []  # Major Lines won in the turn under way (marked on the sample at its end)

    def leads_to(self, moves: list[tuple[int, Any, int]]) -> bool:
        """Are the moves replayed so far the first of `moves`?"""
        return len(moves) >= len(self.moves) and all(
            a is b or a == b for a, b in zip(self.moves, moves[:len(self.moves)], strict=True))

    def advance(self, moves: list[tuple[int, Any, int]]) -> None:
        replay, story = self.replay, self.story
        for number in range(len(self.moves) + 1, len(moves) + 1):
            player, action, epoch = moves[number - 1]
            replay.epoch = epoch
            outcome = replay.replay_move(player, action)
            self.moves.append(moves[number - 1])
            _records(story, replay, outcome, number, self.round)
            if _major_count(replay) != self.majors:
                self.waiting.extend(_majors_won(replay, self.majors, number))
                self.majors = _major_count(replay)
            phase = _phase(replay)
            if phase != self.phase:
                story.phases.append(Moment(number, phase or ""))
                self.phase = phase
            now = _round(replay)
            if now != self.round:
                self._sampled(number, self.round)
                self.round = now

    def _sampled(self, number: int, round_name: str) -> None:
        """The figures at the end of a round, with the Major Lines won in it starred there."""
        self.story.samples.append(sample(self.replay, number, round_name))
        self.story.majors.extend(Moment(m.move, m.text, m.player, len(self.story.samples) - 1) for m in self.waiting)
        self.waiting = []

    def told(self) -> Story:
        """The story so far: a copy, with a last sample at the last move if it did not end a round."""
        kept = self.story
        told = replace(kept, samples=list(kept.samples), phases=list(kept.phases), majors=list(kept.majors))
        if told.samples[-1].move != len(self.moves):
            told.samples.append(sample(self.replay, len(self.moves), self.round))
            told.majors.extend(Moment(m.move, m.text, m.player, len(told.samples) - 1) for m in self.waiting)
        if self.replay.over:
            scores = self.replay.scores() or {}
            told.final = tuple(scores.get(p, 0) for p in range(len(told.players)))
            told.winners = tuple(self.replay.winners())
        return told


TOLD: OrderedDict[tuple[object, ...], Teller] = OrderedDict()  # the games told last, the latest last
KEPT = 3
_TELLING = threading.Lock()  # the pictures' thread and the benchmarks' (tests') own


def forget_stories() -> None:
    """Forget the replays kept (benchmarks measure a chart replayed from the start with it)."""
    with _TELLING:
        TOLD.clear()


def _major_count(game: Game) -> int:
    """Major Lines won so far (public: each is announced and scored when won), read after every move: a count, not a
    copy of the position."""
    return len(game.major_lines_won()) if game.family == "rotw" else 0  # type: ignore[attr-defined]


def _majors_won(game: Game, before: int, move: int) -> list[Moment]:
    """The Major Lines won since `before` were won (in the order they were), by whom."""
    names = {line.id: f"{line.ends[0]} - {line.ends[1]}" for line in game.board.spec.major_lines}  # type: ignore[attr-defined]
    won = game.major_lines_won()[before:]  # type: ignore[attr-defined]
    return [Moment(move, names.get(line, line), player) for line, player in won]


def _records(story: Story, game: Game, outcome: Outcome, move: int, round_name: str) -> None:
    """The biggest run (18xx: what one railroad's trains earned in one move) and the longest delivery (RotW)."""
    if isinstance(outcome.action, DeliverCube):
        links = len(outcome.action.cities) - 1
        if story.longest is None or links > story.longest.amount:
            board = game.board  # type: ignore[attr-defined]
            names = [board.cities[h].name if h in board.cities else h for h in outcome.action.cities]
            story.longest = Feat(move, game.player_name(outcome.player), links, " - ".join(names), round_name)
        return
    earned: dict[str, int] = {}
    for message in outcome.messages:
        run = RUN.match(message) if " train runs " in message else None
        if run:
            earned[run["company"]] = earned.get(run["company"], 0) + int(run["amount"].replace(",", ""))
    for company, amount in earned.items():
        if story.best_run is None or amount > story.best_run.amount:
            story.best_run = Feat(move, company, amount, "", round_name)


# -- the story in words ----------------------------------------------------------------------------------------------


def figure(story: Story, value: int) -> str:
    """"$3,357" or "47 points"."""
    return amount(story.money, value)


def amount(money: bool, value: int) -> str:
    return (f"${value:,}" if value >= 0 else f"-${-value:,}") if money else f"{value} point{'s' if value != 1 else ''}"


def story_lines(story: Story) -> list[str]:
    """A few lines of how the game went, computed from its log: the lead changes, the biggest run and the most valuable
    company (18xx), the longest delivery and the Major Lines (RotW). The phases are on the chart."""
    lines = [_lead_line(story)]
    if story.best_run is not None:
        run = story.best_run
        when = f" in {run.round}" if short_round(run.round) else ""
        lines.append(f"Biggest run: {run.who}'s trains earned ${run.amount:,}{when} (move {run.move}).")
    last = story.samples[-1] if story.samples else None
    if last is not None and last.companies:
        company, value = max(last.companies, key=lambda item: item[1])
        lines.append(f"Most valuable company: {company}, ${value:,} a share at the end.")
    if story.longest is not None:
        feat = story.longest
        lines.append(f"Longest delivery: {feat.who}'s {feat.amount}-link {feat.words} ({feat.round}, move {feat.move}).")
    if story.majors:
        counts: dict[int, int] = {}
        for moment in story.majors:
            counts[moment.player or 0] = counts.get(moment.player or 0, 0) + 1
        won = ", ".join(f"{story.players[p]} {n}" for p, n in sorted(counts.items(), key=lambda item: -item[1]))
        first = story.majors[0]
        lines.append(f"Major Lines won: {won}; the first, {first.text}, by {story.players[first.player or 0]} in "
                     f"{story.samples[first.sample].round}.")
    elif story.family == "rotw":
        lines.append("No Major Line was won.")
    return lines


def _lead_line(story: Story) -> str:
    """Who led, counted over the rounds (turns) that ended: not the start, a set-up stage, nor a round under way; a
    round ended level is said as such."""
    rounds = [s for s in story.samples[1:] if short_round(s.round)]
    whos = [_leader(s.players) for s in rounds]
    leaders = [who for who in whos if who >= 0]
    if not leaders:
        return "Nobody led yet." if not rounds else f"Nobody led alone: level after all {len(rounds)} {_unit(story)}."
    changes = sum(1 for a, b in pairwise(leaders) if a != b)
    most = max(sorted(set(leaders)), key=leaders.count)  # the most rounds in the lead (the first seat of those level)
    led, level = leaders.count(most), whos.count(-1)
    ties = f", and level in {level}" if level else ""
    of = f"after {led} of {len(rounds)} {_unit(story)}{ties}"
    if changes == 0:
        return f"The lead never changed hands: {story.players[most]} led {of}."
    return f"The lead changed hands {changes} time{'s' if changes != 1 else ''}; {story.players[most]} led longest, {of}."


def _leader(values: tuple[int, ...]) -> int:
    best = max(values)
    leaders = [p for p, v in enumerate(values) if v == best]
    return leaders[0] if len(leaders) == 1 else -1


def _unit(story: Story) -> str:
    return "turns" if story.family == "rotw" else "rounds"
