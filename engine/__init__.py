"""The rules engine: pure, deterministic, no I/O. A game is its setup plus its moves."""

from engine.actions import Action, action_from_data, parse_action
from engine.core.errors import IllegalAction
from engine.core.game import Game, Outcome
from engine.titles import TITLES, game_class, new_game

__all__ = ["TITLES", "Action", "Game", "IllegalAction", "Outcome", "action_from_data", "game_class", "new_game", "parse_action"]
