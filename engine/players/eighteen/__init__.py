"""The computer player for the 18xx titles (issue 36): 18EZ Levels 1, 2 and 3 and 18GL.

`choose(game, player)` is the bot's move for `player` in `game` (a snapshot it may try moves on: 18xx games hide
nothing). The move is one of `game.legal_actions(player)` (a run is the engine's proven best routes; a deal the step
offers at one price standing for any, or a set of CONRAIL's stations, may be the bot's own), and every move but a
run is first tried on a copy of the game, so the real game's `apply` accepts it. It is deterministic: the same
position gives the same move, with no randomness and no clock (searches are bounded by counts, never by time).

The titles' players:
- engine/players/eighteen/ez/level1.py: Level 1 (players choose and run one railroad each);
- engine/players/eighteen/ez/player.py: Levels 2 and 3 (with ez/shares.py for share dealing, ez/packet.py for the
  Startpacket and the private companies, ez/core.py for what a railroad earns);
- engine/players/eighteen/gl/player.py: 18GL (with gl/stock.py for the auction and the Stock Rounds, gl/core.py).

How the bot plays a railroad in every title:
- **Track**: the lay that raises its best run the most, now and with the next train it would buy; among lays that
  do not, the one bringing its track's open ends nearest to stops it does not reach yet; none if no lay helps
  (engine/players/eighteen/common/evaluation.py).
- **Stations**: where its run (with the next train) gains, if the treasury can spare the cost from its next train.
- **Runs**: always the engine's proven best routes (`RunTrains()` with no routes).
- **Trains**: it buys before it is forced: a railroad without a train buys one at once, and one whose trains the
  coming phases scrap (or rust) buys a lasting one while the treasury can pay; otherwise a train that adds enough
  to its run to pay for itself in the rounds likely left.
- **Shares**: it floats a railroad it can run alone, defends its presidencies (selling other shares to pay for it),
  and buys the shares that pay the most for their price, keeping the cash its railroads may need from it.

**The dividend rule** (the one standing orders can follow): *pay out, unless the railroad needs the money for a
train: none of its trains will outlast the coming phases (or it has none) and its treasury is short of the price of
the train it would then have to buy. Then it withholds; where half may be paid (18EZ Level 3, 18GL) it pays half
when the treasury with the kept half covers that price.* (`evaluation.dividend`; a minor in Level 3 splits its
income and has no choice.)
"""

from __future__ import annotations

from engine.core.action_base import Move as Action
from engine.core.action_base import Pass
from engine.core.errors import IllegalAction
from engine.core.game import Game
from engine.eighteen.shared.moves import RunTrains


def choose(game: Game, player: int) -> Action:
    """The bot's move for `player`: one of its legal moves, tried on a copy of the game before it is given (a move
    the copy refuses is struck from the list and the bot decides again)."""
    actions = game.legal_actions(player)
    for _ in range(4):
        if not actions:
            return Pass()
        move = legal(game, player, actions, _decide(game, player, actions))
        if isinstance(move, RunTrains) or _accepted(game, player, move):
            return move
        actions = [a for a in actions if a != move]
    return next((a for a in actions if _accepted(game, player, a)), Pass())


def _decide(game: Game, player: int, actions: list[Action]) -> Action:
    if game.title == "18EZ-L1":
        from engine.players.eighteen.ez.level1 import choose as level1

        return level1(game, player, actions)  # type: ignore[arg-type]
    if game.title == "18GL":
        from engine.players.eighteen.gl.player import choose as gl

        return gl(game, player, actions)  # type: ignore[arg-type]
    from engine.players.eighteen.ez.player import choose as ez

    return ez(game, player, actions)  # type: ignore[arg-type]


def legal(game: Game, player: int, actions: list[Action], move: Action) -> Action:
    """`move` if the step offers it; a move the step offers in one form standing for many (a deal at a price the
    two sides agree, a set of CONRAIL's stations) if the game accepts it as the bot wrote it; else a pass, or the
    first move offered."""
    if move in actions:
        return move
    if any(type(a) is type(move) for a in actions):
        return move  # tried on a copy by `choose`
    if Pass() in actions:
        return Pass()
    return actions[0]


def _accepted(game: Game, player: int, move: Action) -> bool:
    trial = game.snapshot()
    try:
        trial.apply(player, move)
    except IllegalAction:
        return False
    return True
