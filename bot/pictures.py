"""Which pictures go with which reply, drawn off the event loop.

Rendering is CPU work (Pillow), so it runs in the pictures' own thread (bot/workers.py), on a snapshot of
the game taken under the game's lock (a copy of its state, a few milliseconds):
the lock is not held while drawing, so the next move is judged meanwhile (and on
PostgreSQL no lock connection waits on Pillow). A failed drawing is logged and
the reply goes out without it: the move itself is already saved. Pictures are
never stored; they can always be redrawn.
"""

from __future__ import annotations

import hashlib
import logging
import threading
import time
import weakref
from collections.abc import Callable, Sequence
from typing import TYPE_CHECKING

from bot import botseats, workers
from bot.service import LoadedGame
from engine.core.game import Game, Outcome
from storage import Store

if TYPE_CHECKING:
    from renderer import Picture

# The painters import the renderer when first called: a console run without
# pictures never loads Pillow's drawing code.

log = logging.getLogger(__name__)

_queued: dict[int, int] = {}  # game id -> a move's picture sets asked for and not yet begun
_merged: dict[int, object] = {}  # game id -> what the pictures showed before the earliest move merged into a later one
_counting = threading.Lock()  # both are touched by the event loop and by the pictures' thread


_timers: list[weakref.WeakMethod[Callable[[float], None]]] = []  # told how long each drawing took (the metrics)


def time_drawings(observe: Callable[[float], None]) -> None:
    """Tell `observe` (a bound method, held weakly) the seconds each set of pictures took to draw from now on."""
    with _counting:
        _timers[:] = [t for t in _timers if t() is not None]
        _timers.append(weakref.WeakMethod(observe))  # type: ignore[arg-type]


def _timed(painter: Callable[[Game], list[Picture]], game: Game) -> list[Picture]:
    start = time.perf_counter()
    pictures = painter(game)
    if pictures:  # a set merged into a later move's draws nothing: not a drawing
        seconds = time.perf_counter() - start
        with _counting:
            observers = [t() for t in _timers]
        for observe in observers:
            if observe is not None:
                observe(seconds)
    return pictures


async def draw(store: Store, loaded: LoadedGame, painter: Callable[[Game], list[Picture]]) -> list[Picture]:
    async with store.local_lock(loaded.record.id):  # this process's moves change the game under this lock
        game = loaded.game.snapshot()  # the position as accepted; later moves do not change it
    try:
        return await workers.for_pictures(lambda: _timed(painter, game))
    except Exception:
        log.exception("drawing the pictures of game %s failed", loaded.record.id)
        return []


async def draw_move(store: Store, loaded: LoadedGame, outcome: Outcome | list[Outcome], before: object,
                    moved_at: int, befores: Sequence[object] = ()) -> list[Picture]:
    """A move's pictures (a map only if the board changed, a status card if an auction's lot was sold…). Under load
    they merge: a move whose pictures have not begun when a later move of the same game asks for its own draws
    nothing, and the later move's pictures show what changed since before the earlier one. `befores`: what the
    pictures showed before each move of a chain (its map's caption names the moves that changed it)."""
    game_id = loaded.record.id
    with _counting:
        _count(game_id, +1)
    begun = False

    def paint(game: Game) -> list[Picture]:
        nonlocal begun
        with _counting:
            begun = True
            if _count(game_id, -1):  # a later move's pictures are queued: they will show this one's change too
                _merged.setdefault(game_id, before)
                return []
            since = _merged.pop(game_id, before)
        if loaded.log_length != moved_at and since is before:  # a move landed without pictures: the board as it is
            return map_picture(game)
        seens = [since, *befores[1:]] if befores else ()
        return _not_again(game_id, move_pictures(game, outcome, since, bot_seats(loaded), seens))

    try:
        return await draw(store, loaded, paint)
    finally:
        with _counting:
            if not begun:  # never drawn (the snapshot failed, the task was cancelled): not queued any more
                _count(game_id, -1)


_last_market: dict[int, bytes] = {}  # game id -> the digest of the stock market picture last posted (this process)


def _not_again(game_id: int, pictures: list[Picture]) -> list[Picture]:
    """Leave out a stock market picture identical to the one posted last for the game (rounds in which nothing
    changed posted ten identical markets)."""
    kept = []
    for picture in pictures:
        if picture.filename == "market.png":
            digest = hashlib.sha256(picture.png).digest()
            with _counting:
                if _last_market.get(game_id) == digest:
                    continue
                _last_market[game_id] = digest
        kept.append(picture)
    return kept


def queued() -> int:
    """Moves whose pictures are asked for and not begun yet, over every game (the bot's metrics)."""
    with _counting:
        return sum(_queued.values())


def _count(game_id: int, change: int) -> int:
    """A game's queued move pictures, changed by `change` (the caller holds `_counting`); how many now."""
    left = _queued.get(game_id, 0) + change
    if left:
        _queued[game_id] = left
    else:
        _queued.pop(game_id, None)
    return left


def map_picture(game: Game) -> list[Picture]:
    from renderer import render_map

    return [render_map(game)]


def status_picture(game: Game) -> list[Picture]:
    from renderer.api import render_status_parts

    return render_status_parts(game)


def move_pictures(game: Game, outcome: Outcome | list[Outcome], before: object = None,
                  bots: tuple[int, ...] = (), befores: Sequence[object] = ()) -> list[Picture]:
    """After a move, or (a list) a move and the automatic moves it set off (`befores`: what the pictures showed
    before each); `bots`: the seats the bot plays (the end card marks them)."""
    from renderer import pictures_after_move
    from renderer.api import pictures_after_moves

    if isinstance(outcome, list):
        return pictures_after_moves(game, outcome, before, bots, befores)
    return pictures_after_move(game, outcome, before, bots)


def bot_seats(loaded: LoadedGame) -> tuple[int, ...]:
    return tuple(n for n, seat in enumerate(loaded.seats) if botseats.is_bot(seat.user_id))


def seen(game: Game) -> object:
    """What the pictures show before a move (the map's signature, an auction's owners, whether the game is over), to
    post after it only the pictures that changed."""
    from renderer.api import seen as pictures_seen

    return pictures_seen(game)


def tiles_picture(game: Game, player: int, hex_name: str) -> list[Picture]:
    from renderer import render_tile_choices

    picture = render_tile_choices(game, player, hex_name)
    return [] if picture is None else [picture]
