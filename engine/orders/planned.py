"""A plan's records (issue 49): its steps, each a move in its text form with what it was worth when queued, and why it
stopped. Apart from what plans do (plans.py), so that an order (model.py) can hold one."""

from __future__ import annotations

from pydantic import BaseModel, ConfigDict, Field

STEPS_MOST = 12  # actions one plan holds at most (a Railways of the World turn is three, an 18xx turn a handful)
TEXT_MOST = 200  # characters of one step's move, in its text form
BEST = "deliver best"  # the step that takes the best delivery there is when its moment comes


class Measure(BaseModel):
    """What a move is worth to its maker: what it costs, the bonds it issues, the link it completes, the points it
    scores (None: the move has no such thing)."""

    model_config = ConfigDict(frozen=True, extra="forbid")

    cost: int | None = None
    bonds: int | None = None
    link: tuple[str, ...] | None = None  # the cities of the link it completes, sorted
    points: int | None = None


class Step(BaseModel):
    model_config = ConfigDict(frozen=True, extra="forbid")

    text: str = Field(max_length=TEXT_MOST)  # the move as the slash commands take it ("build C23 D22"), or BEST
    queued: Measure = Measure()  # what it was worth when queued
    most: int | None = Field(default=None, ge=0, le=10**9)  # a stated most to pay, in the title's money
    acts_in: str | None = Field(default=None, max_length=40)  # a pass: the kind of decision it was queued in


class Plan(BaseModel):
    model_config = ConfigDict(frozen=True, extra="forbid")

    steps: tuple[Step, ...] = Field(default=(), max_length=STEPS_MOST)
    stopped: str | None = Field(default=None, max_length=400)  # why it stopped (None: it goes on)
    round: str | None = Field(default=None, max_length=40)  # the round it was set in (for its words)
