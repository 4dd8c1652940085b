"""/replay (issue 50 §3): a game's moves stepped through, one private message at a time. `/replay from:my-last` (the
default: the reader's own last move), `from:start` or `from:move:12` shows the position after that move as
/game history draws it (the map, the stock market in 18xx, the players' chart to that point: `history_pictures`), the
move in words, and, on Discord, the buttons ◀ ▶ (a move back or on) and ⏮ ⏭ (a round back or on; in Railways of the
World a turn) that show another move in the same message (bot/discordbot/replay_buttons.py). The console prints the
words.

A replay shows what /game history shows, and no more: the moves' public words and the public pictures. What a move
told its mover alone (a Rail Baron card kept) is shown to the reader for their own seat's moves only.

Every step is a replay of the saved moves in force, so a replayed game is kept (`Replays`): its positions every
`EVERY` moves and the round under way after each move, for the `KEPT` games replayed last. A step copies the kept
position before it and replays at most `EVERY - 1` moves; moves made since are replayed onto what is kept, and an
undo makes it start again.
"""

from __future__ import annotations

import bisect
import threading
from collections import OrderedDict
from dataclasses import dataclass, field, replace

from bot import workers
from bot.commands.base import CommandBase, log
from bot.commands.living import history_pictures
from bot.commands.logwords import said, spoken
from bot.commands.replies import Invocation, Reply, Steps
from bot.service import LoadedGame
from engine import Action, IllegalAction
from engine.core.game import Game, Outcome
from storage import StorageError

Move = tuple[int, Action, int]  # (player, action, epoch): one move in force, as `Game.moves_in_force` gives it
EVERY = 32  # a replayed game's position is kept every this many moves
KEPT = 4  # the games whose replays are kept (the latest asked for)
BUTTONS_HINT = "◀ ▶ a move back or on · ⏮ ⏭ a {} back or on"


@dataclass
class Timeline:
    """A game's moves in force replayed once: the position after every `EVERY`-th move (copies, never changed), the
    round under way after each number of moves, and the replay itself at its last move (to go on from)."""

    setup: tuple[object, ...]
    moves: list[Move] = field(default_factory=list)
    rounds: list[str] = field(default_factory=list)  # rounds[n]: the round under way after n moves
    kept: dict[int, Game] = field(default_factory=dict)
    tip: Game | None = None
    ends: list[int] = field(default_factory=list)  # the moves that ended a round (the round after them differs)

    @classmethod
    def of(cls, game: Game) -> Timeline:
        """A timeline of the game's setup, at its start (no move replayed yet)."""
        secret = game.secret.hex() if game.secret is not None else None
        start = type(game)(game.players, game.seed, game.options, game.revision, secret)
        return cls(setup_of(game), rounds=[_round(start)], kept={0: start.snapshot()}, tip=start)

    def leads_to(self, moves: list[Move]) -> bool:
        """Are the moves replayed so far the first of `moves`?"""
        return len(moves) >= len(self.moves) and all(
            a is b or a == b for a, b in zip(self.moves, moves[:len(self.moves)], strict=True))

    def advance(self, moves: list[Move]) -> None:
        """Replay the moves of `moves` after those replayed so far (which lead to it)."""
        tip = self.tip
        assert tip is not None
        for number in range(len(self.moves) + 1, len(moves) + 1):
            player, action, epoch = moves[number - 1]
            tip.epoch = epoch
            tip.replay_move(player, action)
            self.moves.append(moves[number - 1])
            self.rounds.append(_round(tip))
            if self.rounds[-1] != self.rounds[-2]:
                self.ends.append(number)
            if number % EVERY == 0:
                self.kept[number] = tip.snapshot()

    def position(self, number: int) -> Game:
        """A copy of the game after `number` moves (0 to the moves replayed), the caller's to read or draw."""
        start = number - number % EVERY
        game = self.kept[start].snapshot()
        for player, action, epoch in self.moves[start:number]:
            game.epoch = epoch
            game.replay_move(player, action)
        return game

    def round_back(self, number: int) -> int | None:
        """Where the round move `number` was made in began: the last move of the round before it (0: the start); None
        at the start."""
        if number <= 0:
            return None
        marks = [0, *self.ends]
        return marks[bisect.bisect_left(marks, number) - 1]

    def round_forward(self, number: int) -> int | None:
        """The move that ends the round under way after move `number` (else the last move); None at the last move."""
        total = len(self.moves)
        if number >= total:
            return None
        at = bisect.bisect_right(self.ends, number)
        return self.ends[at] if at < len(self.ends) else total

    def round_of(self, number: int) -> str:
        """The round move `number` was made in ("Operating Round 2", "Turn 3"; "" for the start and what is no round)."""
        name = self.rounds[number - 1] if number > 0 else ""
        return name if "Round" in name or name.startswith("Turn ") else ""


def setup_of(game: Game) -> tuple[object, ...]:
    """What makes two games the same game from their first move: their title and setup."""
    return (type(game), tuple(game.players), game.seed, game.options, game.revision, game.secret)


def _round(game: Game) -> str:
    return game.situation(0).round


class Replays:
    """The replayed games kept (the `KEPT` asked for last), each by its game's id and setup; one thread at a time
    replays (the answers' pool has two)."""

    def __init__(self, kept: int = KEPT) -> None:
        self.most = kept
        self.timelines: OrderedDict[tuple[object, ...], Timeline] = OrderedDict()
        self.lock = threading.Lock()

    def at(self, game_id: int, game: Game, moves: list[Move], number: int) -> Place:
        """The place after `number` of the game's `moves` in force, from its timeline (kept, brought up to date, or
        replayed afresh)."""
        key = (game_id, *setup_of(game))
        with self.lock:
            timeline = self.timelines.pop(key, None)
            if timeline is None or not timeline.leads_to(moves):
                timeline = Timeline.of(game)
            self.timelines[key] = timeline
            while len(self.timelines) > self.most:
                self.timelines.popitem(last=False)
            timeline.advance(moves)
            return Place(timeline.position(number), timeline.round_back(number), timeline.round_forward(number),
                         timeline.round_of(number), timeline)


@dataclass(frozen=True)
class Place:
    """A replay's place, read under the replays' lock: a copy of the position, where ⏮ and ⏭ go from it, the round
    its move was made in, and the timeline it was read from."""

    game: Game
    round_back: int | None
    round_forward: int | None
    made_in: str
    timeline: Timeline


class ReplayCommands(CommandBase):
    replays: Replays

    async def _replay(self, who: Invocation, options: dict[str, str]) -> Reply:
        """/replay: the channel's game (its latest, finished too) after the move `from:` names, to step through."""
        loaded = await self._running(who, finished_too=True)
        return await self._replayed(who, loaded, options.get("from", ""))

    async def replay_at(self, who: Invocation, game_id: int, number: int) -> Reply:
        """A replay's button: the game `game_id` after move `number` (beyond its moves in force, as after an undo: its
        last), for the presser's seat; a refusal is one sentence, never an exception. The pictures are left to draw
        (`reply.painter`)."""
        try:
            record = await self.store.get_game(game_id)
            if record.status == "lobby":
                raise IllegalAction("that game has not started")
            loaded = await self.games.load(record)
            return await self._replayed(who, loaded, str(max(0, number)), clamp=True)
        except (IllegalAction, StorageError) as refusal:
            return Reply(str(refusal), ephemeral=True)
        except Exception:  # a bug must not leave the presser without an answer (as CommandLayer.handle)
            log.exception("a replay of game %s failed for %s", game_id, who.user_id)
            return Reply("Sorry, something went wrong on our side; the game is unchanged.", ephemeral=True)

    async def _replayed(self, who: Invocation, loaded: LoadedGame, typed: str, *, clamp: bool = False) -> Reply:
        async with self.store.local_lock(loaded.record.id):  # this process's moves change the game under this lock
            game = loaded.game
            moves: list[Move] = list(game.moves_in_force())
            history = list(game.history)
        seat = loaded.seat_of(who.user_id)
        number = _from(typed, len(moves), _last_of(history, seat), clamp=clamp)
        place = await workers.for_answer(lambda: self.replays.at(loaded.record.id, game, moves, number))
        steps = Steps(loaded.record.id, number, len(moves), number - 1 if number > 0 else None,
                      number + 1 if number < len(moves) else None, place.round_back, place.round_forward)
        lines = self._replay_lines(loaded, history, place.made_in, steps, seat, typed_mine=_mine(typed))
        reply = Reply("\n".join(lines), ephemeral=True, game_id=loaded.record.id, move=number,
                      replay=steps if self.buttons else None)
        self._draw(reply, replace(loaded, game=place.game), history_pictures)
        return reply

    def _replay_lines(self, loaded: LoadedGame, history: list[Outcome], made: str, steps: Steps,
                      seat: int | None, *, typed_mine: bool = False) -> list[str]:
        """The position in words: which move of how many, the move as the engine said it, what it told the reader
        alone (their own seat's move), and how to step on."""
        number, total, name = steps.at, steps.total, loaded.game.name
        if number == 0:
            lines = [f"**{name}**, replayed: the start, {f'before move 1 of {total}' if total else 'no move made yet'}."]
            if total and typed_mine:
                lines.append("You have no move in this game yet, so the replay begins at the start.")
        else:
            lines = [f"**{name}**, replayed: after move {number} of {total}"
                     f"{f', in {made}' if made else ''}."]
            outcome = history[number - 1]
            words = said(outcome.messages) or outcome.action.public_text  # as /game history and /game log say it
            lines.append(f"▶ {number}. {spoken(loaded.user_of(outcome.player).display_name, words)}")
            if outcome.player == seat:
                lines.extend(f"   (you alone) {line}" for line in outcome.private)
        by = "turn" if loaded.game.family == "rotw" else "round"
        if self.buttons:
            lines.append(BUTTONS_HINT.format(by))
        else:
            around = [f"{which}: /replay from:move:{n}" for which, n in (("before", steps.back), ("next", steps.forward))
                      if n is not None]
            if around:
                lines.append(" · ".join(around))
        return lines


def _last_of(history: list[Outcome], seat: int | None) -> int:
    """The number of the seat's last move in force (0: none yet, or no seat)."""
    if seat is None:
        return 0
    return next((n for n in range(len(history), 0, -1) if history[n - 1].player == seat), 0)


def _mine(typed: str) -> bool:
    """Does `from:` say the reader's own last move (or nothing)?"""
    return typed.strip().lower() in ("", "my-last", "mylast", "my last", "mine")


def _from(typed: str, total: int, mine: int, *, clamp: bool = False) -> int:
    """The move `from:` names: my-last (the default), start, or a number (move:N or N) from 0 to `total`; `clamp`: a
    number past the end is the end."""
    text = typed.strip().lower()
    if _mine(text):
        return mine
    if text == "start":
        return 0
    number = text.removeprefix("move").lstrip(": ").strip()
    if number.isdigit() and (clamp or int(number) <= total):
        return min(int(number), total)
    raise IllegalAction(f"/replay from: takes my-last (your last move), start, or a move number from 0 to {total} "
                        f"such as move:{min(12, total)}, not '{typed.strip()}'")
