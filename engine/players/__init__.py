"""A seat the bot plays (issue 36): the move the bot makes for a player, decided only from what that seat may see.

`bot_move(game, player)` hands the family's player (`eighteen.py` for 18EZ and 18GL, `rotw.py` for Railways of the
World) the seat's view: the game itself where nothing is hidden; in Railways of the World a copy whose other seats'
secrets (their Rail Baron cards, the deck's order, the game's secret) are replaced by stand-ins, so a bot's move
never follows from a secret. The move is then judged by `Game.apply` like a typed one. Deterministic: the same
position, the same move."""

from __future__ import annotations

from engine.core.action_base import Move as Action
from engine.core.game import Game


def seat_view(game: Game, player: int) -> Game:
    """What the seat may see, as a game the players below can read and try moves on."""
    if game.family == "rotw":
        from engine.players.rotw import seat_view as rotw_view

        return rotw_view(game, player)
    return game.snapshot()


def bot_move(game: Game, player: int) -> Action:
    """The move the bot makes for `player` now (one of their legal moves, or a build or run the judge accepts)."""
    view = seat_view(game, player)
    if game.family == "rotw":
        from engine.players.rotw import choose as rotw_choose

        return rotw_choose(view, player)
    from engine.players.eighteen import choose as eighteen_choose

    return eighteen_choose(view, player)
