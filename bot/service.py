"""Games per channel: load from storage, check moves with the engine, append, answer.

The single writer path for a game is `GameService.play`: under the game's
lock it rebuilds (or reuses) the game, lets the engine judge the move, and
appends the move to the log; only after the append commits is the move
reported as accepted.
"""

from __future__ import annotations

import time
from collections.abc import Callable
from dataclasses import dataclass, replace

from cachetools import TTLCache

from bot import botseats
from bot.reminders import DEFAULT_INTERVAL_HOURS
from engine import Game, IllegalAction, action_from_data, game_class
from engine.actions import Action
from engine.core.action_base import Pass
from engine.core.game import RULES_REVISION, Outcome
from storage import Automate, Extend, GameRecord, LogEntry, Owing, Rearm, SeatRecord, SequenceConflict, Store

MOVE, UNDO, UNDO_VOTE = "action", "undo", "undo-vote"
JUDGED_AGAIN = 3  # a move another process raced is judged again on the log at most this often
# log entries that are not moves: pausing and resuming a game, a seat taken over, and the votes for them
PAUSE, RESUME, PAUSE_VOTE, RESUME_VOTE = "pause", "resume", "pause-vote", "resume-vote"
REPLACE, REPLACE_VOTE = "replace", "replace-vote"
# votes on buttons (bot/commands/votes.py): a game abandoned by everyone's yes, and a vote ended by a No or by time
ABANDON_VOTE, VOTE_REFUSED, VOTE_EXPIRED = "abandon-vote", "vote-refused", "vote-expired"
# a game's deadline changed, the votes for it, and a decision that missed it (bot/commands/deadlines.py)
DEADLINE, DEADLINE_VOTE, DEADLINE_MISSED = "deadline", "deadline-vote", "deadline-missed"


class Stale(IllegalAction):
    """A move offered (a button) or chosen (an automatic move) at a position the game has moved on from."""


# What a move leaves owed in automatic moves, decided on the game just after it (the command layer's rule).
Automation = Callable[["LoadedGame"], Automate]


@dataclass
class LoadedGame:
    record: GameRecord
    seats: list[SeatRecord]
    game: Game
    log_length: int  # log entries this game was rebuilt from
    paused: bool = False  # /game pause: no moves, no reminders until /game resume
    undos: int = 0  # undo entries in the log: the epoch the next move is made at
    probed: object = None  # what GameService.play's probe saw just before the last move (the map's signature)
    owed: int | None = None  # the outbox row the last move owes its channel (GameService.play's `owing`)
    due_before: frozenset[int] = frozenset()  # who had to act just before the last move (GameService.play)
    presided: tuple[tuple[str, ...], ...] = ()  # the companies each player presided just before the last move

    def seat_of(self, user_id: str) -> int | None:
        for index, seat in enumerate(self.seats):
            if seat.user_id == user_id:
                return index
        return None

    def user_of(self, player: int) -> SeatRecord:
        return self.seats[player]


def automatic(auto: dict[str, object]) -> str:
    """What made a move the bot made, as the log and the channel say it: "bot" (a bot seat), "auto" (a standing order:
    what the order was, its limit, company or length, is its owner's alone), "auto: nothing else to do"."""
    if auto.get("bot"):
        return "bot"
    if auto.get("deadline"):  # a missed deadline's pass (then:skip)
        return "deadline passed"
    if auto.get("plan"):  # a move its player queued (/plan): what else they queued is theirs alone
        return "planned"
    if auto.get("order") or auto.get("id") is not None:  # games saved before issue 44 kept the order's words too
        return "auto"
    return "auto: nothing else to do"


def in_public(data: dict[str, object]) -> dict[str, object]:
    """A log entry's data as others may read it (an export): an order's words, kept by games saved before issue 44,
    left out."""
    auto = data.get("auto")
    if not isinstance(auto, dict) or "order" not in auto:
        return data
    return {**data, "auto": {k: v for k, v in auto.items() if k != "order"}}


def tagged(game: Game, outcome: Outcome, made: str) -> str:
    """An automatic move's words, its first line tagged with what made it; a move its messages do not name (a pass
    of the buy-trains step) is named first: "Bob: pass (auto: …)"."""
    name = game.player_name(outcome.player)
    lines = list(outcome.messages)
    if lines and lines[0].startswith((name, *((outcome.company,) if outcome.company else ()))):
        lines[0] = f"{lines[0]} ({made})"
    elif isinstance(outcome.action, Pass):  # in words: "M&YR passes (auto)", not "Bob: pass (auto)"
        lines.insert(0, f"{outcome.company or name} passes. ({made})")
    else:
        lines.insert(0, f"{name}: {outcome.action.public_text} ({made})")
    return "\n".join(lines)


def moves_in_force(entries: list[LogEntry]) -> list[LogEntry]:
    """The move entries still in force: every move, minus those taken back by undo entries."""
    moves: list[LogEntry] = []
    for entry in entries:
        if entry.kind == MOVE:
            moves.append(entry)
        elif entry.kind == UNDO:
            moves.pop()
    return moves


def moves_from_log(entries: list[LogEntry]) -> list[tuple[int, Action]]:
    return [(int(e.data["player"]), action_from_data(e.data["action"])) for e in moves_in_force(entries)]


def undos_before(entries: list[LogEntry], seq: int) -> int:
    """The epoch of the entry numbered `seq`: how many undos the log holds before it."""
    return sum(1 for e in entries if e.kind == UNDO and e.seq < seq)


def log_moves(entries: list[LogEntry]) -> list[tuple[int, Action, int]]:
    """(player, action, epoch) of every move in force: a game with hidden information draws by epoch, so a move
    made again after an undo draws anew (nothing undone can be drawn again the same way)."""
    undos = [e.seq for e in entries if e.kind == UNDO]
    return [(int(e.data["player"]), action_from_data(e.data["action"]), sum(1 for u in undos if u < e.seq))
            for e in moves_in_force(entries)]


def options_of(stored: dict[str, object]) -> tuple[str, ...]:
    """The game options kept with a game's setup: {"options": [names]} (older games stored {})."""
    names = stored.get("options", [])
    return tuple(str(n) for n in names) if isinstance(names, list) else ()


def revision_of(stored: dict[str, object]) -> int:
    """The rules revision a game was begun under (engine.core.game.RULES_REVISION); games saved before revisions existed: 0."""
    revision = stored.get("rules", 0)
    if not isinstance(revision, int) or isinstance(revision, bool):
        raise IllegalAction("the game's setup names its rules revision in a form this bot does not read")
    return revision


def new_setup(options: tuple[str, ...], secret: str | None = None) -> dict[str, object]:
    """What is stored with a new game's setup: its options, the rules revision it is played under, and for a title
    with hidden information its secret (the source of its draws; never shown while the game runs)."""
    setup: dict[str, object] = {"options": list(options), "rules": RULES_REVISION} if options else {"rules": RULES_REVISION}
    if secret is not None:
        setup["secret"] = secret
    return setup


def secret_of(stored: dict[str, object]) -> str | None:
    secret = stored.get("secret")
    return secret if isinstance(secret, str) else None


def game_of(title: str, players: list[str], seed: int, stored: dict[str, object],
            moves: list[tuple[int, Action]] | list[tuple[int, Action, int]] | None = None) -> Game:
    """The game a stored setup and its moves in force make (trusted replay: the moves were checked when made)."""
    return game_class(title).replay(players, seed, moves or [], options_of(stored), revision_of(stored), secret_of(stored))


def final_scores(game: Game) -> dict[str, int]:
    """Final money by player name, as saved with a finished game."""
    return {game.players[p]: money for p, money in (game.scores() or {}).items()}


def pending_undo_votes(entries: list[LogEntry]) -> set[str]:
    """Users who asked to undo the last move since the log last changed the game."""
    votes: set[str] = set()
    for entry in entries:
        if entry.kind == UNDO_VOTE:
            votes.add(entry.user_id)
        else:
            votes.clear()  # a move or an undo starts a fresh request
    return votes


def is_paused(entries: list[LogEntry]) -> bool:
    """Is the game paused: was its last pause not followed by a resume?"""
    state = False
    for entry in entries:
        if entry.kind in (PAUSE, RESUME):
            state = entry.kind == PAUSE
    return state


GAME_CACHE_MOST = 500  # games kept loaded at most (the least recently used go first)
GAME_CACHE_AGE_S = 6 * 3600  # a game kept this long goes, and is read again from its log when next asked for


class GameService:
    def __init__(self, store: Store, most: int = GAME_CACHE_MOST, age_s: float = GAME_CACHE_AGE_S,
                 clock: Callable[[], float] = time.monotonic) -> None:
        """`most` and `age_s` bound the cache of loaded games (cachetools' TTLCache: size and age): a game that leaves
        it is read again from its log when next asked for, as a cold load."""
        self.store = store
        self._cache: TTLCache[int, LoadedGame] = TTLCache(maxsize=most, ttl=age_s, timer=clock)
        self.on_move: Callable[[str], None] | None = None  # told each saved move's title (the bot's metrics)

    @property
    def cached(self) -> int:
        """How many games are kept loaded now."""
        return len(self._cache)

    async def load(self, record: GameRecord) -> LoadedGame:
        """The running game, rebuilt from its log (reusing the cache when it is current)."""
        length = await self.store.log_length(record.id)
        cached = self._cache.get(record.id)
        if cached is not None and cached.log_length == length:
            cached.record = record
            return cached
        seats = await self.store.seats(record.id)
        entries = await self.store.log(record.id)
        players = [s.display_name for s in seats]
        game = game_of(record.title, players, record.seed, record.options, log_moves(entries))
        loaded = LoadedGame(record, seats, game, length, is_paused(entries), sum(1 for e in entries if e.kind == UNDO))
        self._cache[record.id] = loaded
        return loaded

    async def peek(self, record: GameRecord) -> LoadedGame:
        """The game as this process last knew it (no round trip when it is cached), for what only asks before a move
        ("Are you sure?"): the move itself is judged on the game under its lock, as the log has it."""
        cached = self._cache.get(record.id)
        return cached if cached is not None else await self.load(record)

    async def play(self, record: GameRecord, user_id: str, action: Action, position: int | None = None,
                   probe: Callable[[Game], object] | None = None, owing: Owing | None = None,
                   now: float | None = None, auto: dict[str, object] | None = None,
                   extend_owed: Extend | None = None,
                   automate: Automation | None = None) -> tuple[LoadedGame, Outcome]:
        """Judge and record one move by `user_id`; raise IllegalAction if refused. `position`: the log
        length the move was offered at (a button); a move offered before the game moved on is refused.
        `probe`: looked at the game just before the move (under the lock); its answer is left in `loaded.probed`.
        `owing`: the post the move owes its channel (its content is what the move says), written with the move in
        one transaction; its outbox row is left in `loaded.owed`. `now`: the game's reminder is set in that transaction
        too (due an interval after `now` while someone must act; none once the game is over). `auto`: a move the bot
        made (a bot seat's, a standing order's, or one with no choice in it), kept with the move as what made it;
        `extend_owed`: the outbox row of a move before it in the chain (its text left empty), whose post gets this
        move's words in this move's transaction while it is open (`storage.Extend`), else `owing` opens a post for
        them; `loaded.owed` is the row that has them. `automate`: what the game owes in automatic moves after the
        move (looked at on the game just after it), saved in its transaction too (storage/automation.py).

        Optimistic, for few round trips (issue 32 §5): the tasks of this process take turns on the game (a local lock),
        and the move is judged on the game this process last knew, with no read of the log first. Another process
        that moved meanwhile makes the append fail (the log is not the length judged on); a refusal might come from
        such a stale game too. Either way the game is read again from the log and the move judged once more (up to
        JUDGED_AGAIN times while other processes keep moving the same game)."""
        async with self.store.local_lock(record.id):
            for attempt in range(JUDGED_AGAIN + 1):
                loaded = await self.load(record) if attempt else await self.peek(record)
                loaded.record = record
                try:
                    return await self._judged(loaded, user_id, action, position, probe, owing, now, auto, extend_owed,
                                              automate)
                except (IllegalAction, SequenceConflict) as error:
                    if isinstance(error, IllegalAction) and attempt:
                        raise  # refused on the game as the log had it
                    if attempt == JUDGED_AGAIN or await self.store.log_length(record.id) == loaded.log_length:
                        raise  # judged on the game as the log has it
                    self._cache.pop(record.id, None)  # another process moved: read the game again
            raise AssertionError("unreachable")

    async def _judged(self, loaded: LoadedGame, user_id: str, action: Action, position: int | None,
                      probe: Callable[[Game], object] | None, owing: Owing | None,
                      now: float | None, auto: dict[str, object] | None,
                      extend: Extend | None, automate: Automation | None) -> tuple[LoadedGame, Outcome]:
        record = loaded.record
        loaded.probed = probe(loaded.game) if probe is not None else None
        if position is not None and loaded.log_length != position:
            raise Stale("that button is from an earlier moment of the game, which has moved on since; "
                        "use the buttons of the newest message")
        player = loaded.seat_of(user_id)
        if player is None:
            raise IllegalAction("you are not playing in this game; only its players can make moves")
        if loaded.paused:
            raise IllegalAction("the game is paused; it goes on after /game resume")
        try:
            loaded.game.epoch = loaded.undos
            game = loaded.game
            due_before = frozenset(game.acting_players())
            presided = tuple(game.situation(p).presides for p in range(len(game.players)))
            outcome = game.apply(player, action)
            loaded.due_before, loaded.presided = due_before, presided
            data: dict[str, object] = {"player": player, "action": outcome.action.model_dump(mode="json")}
            if auto is not None:
                data["auto"] = auto
            said = tagged(game, outcome, automatic(auto)) if auto is not None else \
                "\n".join(outcome.messages) or outcome.action.public_text
            acting = bool(game.acting_players()) and not game.over
            rearm = None if now is None else Rearm(now if acting else None, DEFAULT_INTERVAL_HOURS * 3600)
            extended = None if extend is None else replace(extend, text=said)
            entry = await self._append(loaded, MOVE, user_id, data, replace(owing, content=said) if owing else None, rearm,
                                       extended, automate(loaded) if automate is not None else None)
            loaded.owed = entry.owed
        except IllegalAction:
            raise  # refused: the engine left the game exactly as it was
        except BaseException:
            self._cache.pop(record.id, None)  # the cached game may be ahead of the log now
            raise
        if self.on_move is not None:
            self.on_move(record.title)
        if loaded.game.over:
            loaded.record = await self.store.set_status(record.id, "finished", scores=final_scores(loaded.game))
        return loaded, outcome

    async def undo(self, record: GameRecord, user_id: str, *, is_admin: bool,
                   automate: Automation | None = None) -> tuple[LoadedGame, str, bool]:
        """Take back the last move, or record a vote for that (a rule of the bot, not of the rulebook).

        A player takes back their own last move at once; anyone else's (a bot
        seat's too) needs a yes from every other seated person, or a game admin.
        A move that drew something hidden (a cube, a card turned up, an offer)
        is taken back only with every seated player's yes, whoever asks (a
        server admin too): made again it draws anew, so no one may redraw
        alone; and never while a seat is the bot's, which cannot say yes. Both
        the votes and the undo itself are log entries, so history shows them.
        Returns the game, what happened, and whether the move was taken back
        (False: a vote).
        `automate`: what the game owes in automatic moves once the move is taken
        back, saved with the undo.
        """
        async with self.store.lock(record.id):
            loaded = await self.load(record)
            history = loaded.game.history
            if loaded.paused:
                raise IllegalAction("the game is paused; it goes on after /game resume")
            if not history:
                raise IllegalAction("there is no move to undo")
            player = loaded.seat_of(user_id)
            if player is None and not is_admin:
                raise IllegalAction("you are not playing in this game, so you cannot undo its moves")
            last = history[-1]
            mover = loaded.user_of(last.player).display_name
            taken_back = f"{mover}'s move '{last.action.public_text}'"
            entries = await self.store.log(record.id)
            earlier_votes = pending_undo_votes(entries)
            votes = earlier_votes | {user_id}
            seated = {s.user_id for s in loaded.seats if not botseats.is_bot(s.user_id)}  # bots never vote
            others = seated - {user_id}
            undoes: dict[str, object] = {"undoes": moves_in_force(entries)[-1].seq}
            if last.drew and len(seated) < len(loaded.seats):  # a bot cannot agree: no one redraws alone against one
                raise IllegalAction("that move drew something hidden (cubes, a card or an offer), and such a move is "
                                    "never taken back while a seat is the bot's: a bot cannot agree to a redraw")
            if last.drew:
                undoes["drew"] = True
                agreed = seated <= votes
            else:
                agreed = is_admin or last.player == player or others <= votes
            if agreed:
                kept = loaded.game
                loaded.game = kept.replayed(kept.moves_in_force()[:-1])
                try:
                    await self._append(loaded, UNDO, user_id, undoes, automate=automate(loaded) if automate else None)
                except BaseException:
                    loaded.game = kept  # nothing was taken back
                    raise
                loaded.undos += 1
                made = moves_in_force(entries)[-1].data.get("auto")
                ours = {o.id for o in await self.store.orders(record.id)} if isinstance(made, dict) else set()
                if isinstance(made, dict) and made.get("id") in ours and await self.store.remove_order(int(made["id"])):
                    taken_back += f", made by {mover}'s standing order, which is cancelled (it would make it again)"
                if last.drew:
                    return loaded, (f"Undone, by everyone's consent: {taken_back}, with what it drew in secret; made "
                                    f"again, it draws anew."), True
                return loaded, f"Undone: {taken_back}.", True
            if user_id in earlier_votes:
                raise IllegalAction("you have already asked to undo that move; waiting for the other players")
            await self._append(loaded, UNDO_VOTE, user_id, undoes)
            names = {s.user_id: s.display_name for s in loaded.seats}
            waiting = ", ".join(names[u] for u in sorted(seated - votes))
            if last.drew:
                return loaded, (f"Undo of {taken_back} requested. It drew in secret (cubes, a card or an offer), so only "
                                f"every player together may take it back: it needs a yes (/game undo) from: {waiting}."), False
            return loaded, f"Undo of {taken_back} requested; it needs a yes (/game undo) from: {waiting}.", False

    async def _append(self, loaded: LoadedGame, kind: str, user_id: str, data: dict[str, object],
                      owing: Owing | None = None, rearm: Rearm | None = None,
                      extend_owed: Extend | None = None, automate: Automate | None = None,
                      hand_over: tuple[str, str] | None = None) -> LogEntry:
        entry = await self.store.append(loaded.record.id, expected_seq=loaded.log_length, kind=kind, user_id=user_id,
                                        data=data, owing=owing, rearm=rearm, extend_owed=extend_owed, automate=automate,
                                        hand_over=hand_over)
        loaded.log_length += 1
        if kind in (PAUSE, RESUME):
            loaded.paused = kind == PAUSE
        return entry

    async def append(self, loaded: LoadedGame, kind: str, user_id: str, data: dict[str, object],
                     automate: Automate | None = None, owing: Owing | None = None) -> None:
        """A log entry that is not a move (a pause, a vote…), by a caller holding the game's lock; `automate`: what the
        game owes in automatic moves after it (a seat handed to the bot, a game resumed), in its transaction."""
        await self._append(loaded, kind, user_id, data, automate=automate, owing=owing)

    async def hand_over(self, loaded: LoadedGame, user_id: str, data: dict[str, object], old: str, new: str,
                        automate: Automate | None = None, owing: Owing | None = None) -> None:
        """A seat handed over: the log entry and the seat's new user in one transaction (a move of the old holder,
        racing it from another process, is judged on the new seats), by a caller holding the game's lock; `automate`:
        what the game owes in automatic moves after it (a seat handed to the bot)."""
        try:
            await self._append(loaded, REPLACE, user_id, data, automate=automate, hand_over=(old, new), owing=owing)
        finally:
            self.forget(loaded.record.id)  # the cached seats are the old ones

    def forget(self, game_id: int) -> None:
        self._cache.pop(game_id, None)
