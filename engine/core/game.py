"""A game is its setup (title, players, seed) plus the list of accepted moves.

`Game.apply` either accepts a move and records it, or raises IllegalAction
and leaves the game exactly as it was. `replay` rebuilds a game from its
setup and moves; that is how saved games, undo and export work.
"""

from __future__ import annotations

import copy
import re
from abc import ABC, abstractmethod
from collections.abc import Iterable
from dataclasses import dataclass, replace
from typing import ClassVar, Generic, TypeVar

from engine.core.action_base import Move as Action
from engine.core.errors import IllegalAction
from engine.core.names import name_key
from engine.core.revisions import REVISIONS, since
from engine.core.situation import NOWHERE, Situation

# The rules revision a new game is played under. A fix to the rules that would change what a saved game's
# recorded moves do applies to games begun under a later revision only (a game keeps the revision it began with):
# engine/core/revisions.py lists each revision and what it changed (the newest listed is this one); the code asks
# `game.since(name)`.
RULES_REVISION = max(REVISIONS)


@dataclass(frozen=True)
class Outcome:
    """An accepted move: the action as recorded (e.g. with the routes actually run) and what happened."""

    player: int
    action: Action
    messages: tuple[str, ...]
    company: str | None = None  # the railroad the player acted for, in titles where players run companies
    events: tuple[str, ...] = ()  # milestones a front end may show, e.g. SHARE_DEALING_ENDED
    private: tuple[str, ...] = ()  # what only the mover may see (a card drawn, a secret chosen); never in logs or mirrors
    epoch: int = 0  # undos in the game's log before this move: a move made again after an undo draws anew
    drew: bool = False  # the move drew something hidden (a cube, a card turned up, an offer): taken back only by consent


StateT = TypeVar("StateT")  # each title's own position (a dataclass); the contract never reads inside it


class Game(ABC, Generic[StateT]):
    title: ClassVar[str]
    name: ClassVar[str]
    min_players: ClassVar[int]
    max_players: ClassVar[int]
    summary: ClassVar[str]  # a few lines of rules for /game help
    family: ClassVar[str] = "18xx"  # which family's rules pieces and pictures the title uses
    move_types: ClassVar[tuple[type, ...]] = ()  # the action classes of this title's moves (their commands come from them)
    # Game options a group may switch on at /game new (name -> what it does); stored with the setup, fixed after the start.
    options_offered: ClassVar[dict[str, str]] = {}
    # Titles with hidden information (secret cards, a bag of cubes): the seed is drawn by the server, never chosen
    # by a player, and neither it nor the export of a running game is shown before the end.
    secret_seed: ClassVar[bool] = False

    def since(self, change: str) -> bool:
        """Does this game play with the rules change `change` (engine/core/revisions.py: its revision or later)?"""
        return since(self.revision, change)

    @classmethod
    def players_allowed(cls, revision: int) -> tuple[int, int]:
        """The fewest and most players a game of the rules revision seats (a title whose count changed says so)."""
        return cls.min_players, cls.max_players

    def __init__(self, players: list[str], seed: int, options: Iterable[str] = (), revision: int | None = None,
                 secret: str | None = None) -> None:
        if revision is not None and not 0 <= revision <= RULES_REVISION:
            raise IllegalAction(f"rules revision {revision} is unknown to this bot (it knows 0 to {RULES_REVISION})")
        least, most = self.players_allowed(RULES_REVISION if revision is None else revision)
        if not least <= len(players) <= most:
            raise IllegalAction(f"{self.name} needs {least} to {most} players, not {len(players)}")
        self.players = list(players)
        self.seed = seed
        self.options = self.checked_options(options)
        self.revision = RULES_REVISION if revision is None else revision  # see RULES_REVISION
        # The game's own secret (hex, 256 bits from a cryptographic source, kept with its setup and never shown while
        # it runs): titles with hidden information draw from it, so nothing players see or choose tells a draw. A game
        # without one (older saves, a console operator's fixed seed) draws from its seed.
        if secret is not None and not re.fullmatch(r"[0-9a-f]{32,}", secret):
            raise IllegalAction("the game's secret is not one this bot makes")
        self.secret = bytes.fromhex(secret) if secret is not None else None
        self.epoch = 0  # undos so far in the game's log (set by whoever applies moves: the service, a replay)
        self.draws = 0  # hidden draws made so far (titles with hidden information count each in `counted_draw`)
        self.history: list[Outcome] = []
        self.trusted = False  # True while replaying a log of moves that were already checked
        self.state: StateT = self._initial_state()

    # -- the contract each title fills in ------------------------------------

    @abstractmethod
    def _initial_state(self) -> StateT: ...

    @abstractmethod
    def _apply(self, player: int, action: Action) -> Outcome:
        """Check and perform a move; may raise IllegalAction (the caller restores the state)."""

    @abstractmethod
    def acting_players(self) -> list[int]:
        """Who must act now (empty when the game is over)."""

    @abstractmethod
    def legal_actions(self, player: int, hexes: list[str] | None = None) -> list[Action]:
        """The moves `player` may make now; tile lays only on `hexes` when given."""

    @abstractmethod
    def scores(self) -> dict[int, int] | None:
        """Final money by player once the game is over, else None."""

    @abstractmethod
    def status_lines(self) -> list[str]:
        """The game as it stands, as lines of text (the status card): its name first, then the round and the standings."""
        ...

    @abstractmethod
    def turn_prompt(self, player: int) -> str:
        """What `player` must do now, e.g. 'PS&W to build: /lay … or /pass'."""

    # -- shared behaviour ------------------------------------------------------

    @property
    def over(self) -> bool:
        """Whether the game is over (it has final scores)."""
        return self.scores() is not None

    def apply(self, player: int, action: Action) -> Outcome:
        """Accept the move or raise IllegalAction; a refused move changes nothing."""
        if not 0 <= player < len(self.players):
            raise IllegalAction(f"there is no player number {player} in this game")
        if self.over:
            raise IllegalAction("the game is over; no more moves can be made")
        snapshot, draws = copy.deepcopy(self.state), self.draws
        try:
            outcome = self._apply(player, action)
        except BaseException:
            self.state, self.draws = snapshot, draws
            raise
        return self._recorded(outcome, draws)

    def replay_move(self, player: int, action: Action) -> Outcome:
        """Apply a move from a log of accepted moves: no safety copy, and titles may
        skip the expensive re-proofs (reachability, track search) of what was checked."""
        self.trusted, draws = True, self.draws
        try:
            outcome = self._apply(player, action)
        finally:
            self.trusted = False
        return self._recorded(outcome, draws)

    def _recorded(self, outcome: Outcome, draws_before: int) -> Outcome:
        """The accepted move as history keeps it: with its epoch, and whether it drew anything hidden."""
        if self.epoch or self.draws != draws_before:
            outcome = replace(outcome, epoch=self.epoch, drew=self.draws != draws_before)
        self.history.append(outcome)
        return outcome

    def counted_draw(self) -> None:
        """A title with hidden information calls this for every draw a move makes (see Outcome.drew)."""
        self.draws += 1

    @classmethod
    def checked_options(cls, options: Iterable[str]) -> tuple[str, ...]:
        """The options in their canonical order, or IllegalAction naming the one this title does not have."""
        wanted = [o.strip().lower() for o in options if o.strip()]
        for option in wanted:
            if option not in cls.options_offered:
                offered = f"its options are {', '.join(cls.options_offered)}" if cls.options_offered else "it has no options"
                raise IllegalAction(f"{cls.name} has no option '{option}'; {offered}")
        return tuple(o for o in cls.options_offered if o in wanted)

    def seating(self) -> list[int]:
        """Players in seating order: as they joined (titles that draw a seating override this)."""
        return list(range(len(self.players)))

    def seating_sentence(self) -> str:
        """What the start announces about the order of play (titles that do not draw a seating say so)."""
        return f"Seating order, drawn at random: {', '.join(self.players[p] for p in self.seating())}."

    def moves_without_lays(self, player: int) -> list[Action]:
        """`player`'s legal moves except tile lays (the cheap list behind a reply's buttons)."""
        return self.legal_actions(player, hexes=[])

    def auction_lots(self) -> tuple[tuple[str, int | None], ...] | None:
        """(company, the seat holding it or None) of each lot of a company auction under way (18EZ Level 3's
        Startpacket, 18GL's private companies); None when there is none."""
        return None

    def card_texts(self) -> list[tuple[str, str, str]]:
        """(id, name, what it does) of every card of the game: private companies and their powers, Operations and
        Rail Baron cards (none in titles without them). What a card does is public; who holds a secret one is not."""
        return []

    def card_numbered(self, number: int) -> str | None:
        """The card a number on the status card stands for (Railways of the World's display: 1, 2, …), or None."""
        return None

    def consequences(self, player: int, action: Action) -> str | None:
        """What the move would do that one tap should not do unasked (bonds issued, a company closed), as a phrase
        for "Are you sure? (…)"; None when there is nothing to confirm. Read-only: it judges nothing."""
        return None

    def situation(self, player: int) -> Situation:
        """Where `player` stands, for standing orders (engine/core/situation.py); titles without orders: nowhere."""
        return NOWHERE

    def forced_move(self, player: int) -> Action | None:
        """The move `player` must make with no choice in it (their only legal move is a pass, or a forced purchase
        with nothing to choose), which the bot makes for them at once; None when they have a decision. Only where
        the legal-move list is complete (a title whose lists leave some moves out says None)."""
        cheap = self.moves_without_lays(player)  # checked after every move: most positions offer two moves besides lays
        if len(cheap) > 1 or (cheap and not cheap[0].forced_alone):
            return None
        legal = self.legal_actions(player)
        if len(legal) != 1 or not legal[0].forced_alone or self.consequences(player, legal[0]) is not None:
            return None
        return legal[0]

    def private_lines(self, player: int) -> list[str]:
        """What only `player` may see (a secret card, a hand); empty in games without hidden information."""
        return []

    @classmethod
    def replay(cls, players: list[str], seed: int, moves: Iterable[tuple[int, Action] | tuple[int, Action, int]],
               options: Iterable[str] = (), revision: int | None = None, secret: str | None = None) -> Game:
        """The game rebuilt from its moves; a move may come with its epoch (the undos before it in the log)."""
        game = cls(players, seed, options, revision, secret)
        for move in moves:
            game.epoch = move[2] if len(move) > 2 else 0  # type: ignore[misc]
            game.replay_move(move[0], move[1])
        return game

    def replayed(self, moves: Iterable[tuple[int, Action] | tuple[int, Action, int]]) -> Game:
        """The same setup (players, seed, options, rules revision, secret) with `moves` replayed."""
        secret = self.secret.hex() if self.secret is not None else None
        return type(self).replay(self.players, self.seed, moves, self.options, self.revision, secret)

    def snapshot(self) -> Game:
        """A copy of the game as it stands, to read (draw) while the game itself goes on: its own state and
        history; what never changes (the board, the rules, caches) is shared."""
        clone = copy.copy(self)
        clone.state = copy.deepcopy(self.state)
        clone.history = list(self.history)
        return clone

    def moves_in_force(self) -> list[tuple[int, Action, int]]:
        """(player, action, epoch) of every move in force: what `replayed` takes to rebuild this game."""
        return [(o.player, o.action, o.epoch) for o in self.history]

    def player_name(self, player: int) -> str:
        """The name of player number `player` (players are numbered as they joined)."""
        return self.players[player]

    def player_by_name(self, text: str) -> int:
        """The number of the player called `text` (an @ and case ignored); IllegalAction if there is none."""
        wanted = name_key(text.strip().lstrip("@"))
        for player, name in enumerate(self.players):
            if name_key(name) == wanted:
                return player
        raise IllegalAction(f"there is no player called {text} in this game")

    def winners(self) -> list[int]:
        """The players with the best final score (several on a tie); empty while the game goes on."""
        scores = self.scores() or {}
        best = max(scores.values(), default=None)
        return [p for p, money in scores.items() if money == best]
