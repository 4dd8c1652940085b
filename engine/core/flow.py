"""The rounds-and-steps kernel every title composes (in the spirit of tobymao/18xx).

A *step* is a stateless rule object: which moves it handles, whether it has anything to decide
now (`active`, a cheap test, never a trial move), what skipping it does, the moves it offers,
and how it applies one. Progress lives in the game's state as plain data (the current step's
name), so refused moves, deep copies and replay equality keep working.

A `Sequence` is the steps of one turn taken in order and never returned to (an 18xx operating
turn: build, station, run, dividend, buy). A move for a later step skips the ones between
(each skip may have an effect, e.g. a skipped run lowers the share value, or be refused, e.g.
income waiting to be paid out); after a move the turn moves on past every step with nothing
to decide, and when none is left the turn ends.
"""

from __future__ import annotations

from abc import ABC, abstractmethod
from collections.abc import Callable
from collections.abc import Sequence as Seq
from typing import Any, ClassVar, Generic, TypeVar

from engine.core.action_base import Move as Action
from engine.core.errors import IllegalAction

G = TypeVar("G")


class Step(ABC, Generic[G]):
    """One decision point of a round."""

    name: ClassVar[str]
    handles: ClassVar[tuple[type, ...]] = ()  # the action classes this step accepts
    repeats: ClassVar[bool] = False  # after its move the step stays current (e.g. buying several trains)

    def active(self, game: G) -> bool:
        """Is there anything to decide here now? (cheap; inactive steps are skipped)"""
        return True

    def skip(self, game: G, messages: list[str]) -> None:
        """What passing over this step does; may refuse with IllegalAction."""

    def refuse_entry(self, game: G) -> str | None:
        """A sentence when this step's moves cannot be made now whatever comes before (default: none)."""
        return None

    @abstractmethod
    def apply(self, game: G, player: int, action: Any, messages: list[str]) -> Action:
        """Check and perform the move; return it as recorded."""

    def moves(self, game: G, player: int, hexes: list[str] | None) -> list[Action]:
        """The moves this step offers `player` now."""
        return []

    def prompt(self, game: G) -> str:
        """What the current player may do at this step, as a phrase for the turn prompt (default: nothing)."""
        return ""


class Sequence(Generic[G]):
    """Steps taken in order within one turn; the current one's name is kept by the caller's state."""

    def __init__(self, steps: Seq[Step[G]], get: Callable[[G], str], set_: Callable[[G, str], None],
                 end_turn: Callable[[G, list[str]], None], subject: Callable[[G], str], past: str = "is past",
                 halted: Callable[[G], bool] | None = None) -> None:
        self.steps = tuple(steps)
        self._get, self._set, self._end_turn, self._subject = get, set_, end_turn, subject
        self._halted = halted  # the turn was cut short (18GL: the corporation closed in a bankruptcy)
        self._past = past  # the words of the refusal to go back: "TC&L is past its run step this round; ..."
        self._index = {step.name: i for i, step in enumerate(self.steps)}

    def current(self, game: G) -> Step[G]:
        """The step the turn is at now."""
        return self.steps[self._index[self._get(game)]]

    def step_for(self, action: object) -> Step[G] | None:
        """The step that handles the move, or None when no step of this turn does."""
        return next((s for s in self.steps if isinstance(action, s.handles)), None)

    def enter(self, game: G, step: Step[G], messages: list[str]) -> None:
        """Move on to `step`, skipping (with their effects) the steps before it; never back."""
        why = step.refuse_entry(game)
        if why:
            raise IllegalAction(why)
        current, wanted = self._index[self._get(game)], self._index[step.name]
        if wanted < current:
            raise IllegalAction(f"{self._subject(game)} {self._past} its {step.name} step this round; steps may not be returned to")
        for skipped in self.steps[current:wanted]:
            skipped.skip(game, messages)
        self._set(game, step.name)

    def advance(self, game: G, step: Step[G], messages: list[str]) -> None:
        """`step` is done (or passed): go to the next step with something to decide, else end the turn."""
        index = self._index[step.name] + (0 if step.repeats else 1)
        self.settle(game, messages, index)

    def passed(self, game: G, step: Step[G], messages: list[str]) -> None:
        """The player passed `step` (even one that repeats): go on to the next step with something to decide."""
        self.settle(game, messages, self._index[step.name] + 1)

    def settle(self, game: G, messages: list[str], index: int | None = None) -> None:
        """Skip forward from `index` (default: the current step) past every step with nothing to decide."""
        if self._halted is not None and self._halted(game):
            return
        index = self._index[self._get(game)] if index is None else index
        while index < len(self.steps):
            step = self.steps[index]
            self._set(game, step.name)
            if step.active(game):
                return
            step.skip(game, messages)
            if self._halted is not None and self._halted(game):
                return
            index += 1
        self._end_turn(game, messages)

    def play(self, game: G, player: int, action: Action, messages: list[str]) -> Action:
        """Apply a move in the turn: enter its step, apply it, and move on."""
        step = self.step_for(action)
        if step is None:
            raise IllegalAction(f"{self._subject(game)} cannot do that now")
        self.enter(game, step, messages)
        return step.apply(game, player, action, messages)
