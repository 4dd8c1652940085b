"""Shared helpers for the 18EZ Level 1 rules tests (tests/engine).

The helpers are plain functions; test modules import them with
``from tests.engine.conftest import ...``.
"""

from __future__ import annotations

import copy

import pytest

from engine.actions import parse_action
from engine.core.errors import IllegalAction
from engine.core.game import Outcome
from engine.eighteen.ez.level1.game import EZLevel1, Railroad

PLAYERS = ["Ann", "Bob", "Cid"]
YELLOW, GREEN, BROWN = 0, 1, 2  # depot.phase_index of each colour phase (level1.json)


def started(*railroads: str, seed: int = 1, players: list[str] | None = None) -> EZLevel1:
    """A game in Operating Round 1: the players choose `railroads` in seating order.

    So `railroads[0]` operates first, `railroads[1]` second, and so on.
    """
    players = list(players or PLAYERS[: len(railroads)])
    assert len(players) == len(railroads)
    game = EZLevel1(players, seed)
    for player, railroad in zip(game.seating(), railroads, strict=True):
        game.apply(player, parse_action(f"choose {railroad}"))
    assert game.round_number == 1
    assert game.current_railroad().id == railroads[0]
    return game


def act(game: EZLevel1, text: str) -> Outcome:
    """Make a move as whoever must act now."""
    acting = game.acting_players()
    assert len(acting) == 1, acting
    return game.apply(acting[0], parse_action(text))


def refused(game: EZLevel1, player: int, text: str) -> str:
    """Assert the move is refused and changes nothing; return the sentence."""
    before = copy.deepcopy(game.state)
    moves = len(game.history)
    with pytest.raises(IllegalAction) as error:
        game.apply(player, parse_action(text))
    assert game.state == before
    assert len(game.history) == moves
    sentence = str(error.value)
    assert sentence and sentence[-1] in ".!?"
    return sentence


def refused_now(game: EZLevel1, text: str) -> str:
    """`refused` for the player who must act now."""
    return refused(game, game.acting_players()[0], text)


def rr(game: EZLevel1, railroad: str) -> Railroad:
    return game.railroad(railroad)


def owner(game: EZLevel1, railroad: str) -> int:
    player = rr(game, railroad).owner
    assert player is not None
    return player


def put_track(game: EZLevel1, tiles: dict[str, tuple[str, int]], stations: dict[str, list[str]] | None = None) -> None:
    """Set up track directly: tiles (taken from the supply) and station tokens."""
    track = game.state.track
    for hex_name, (tile, rotation) in tiles.items():
        assert hex_name not in track.tiles, f"{hex_name} already has a tile"
        track.supply[tile] -= 1
        assert track.supply[tile] >= 0
        track.tiles[hex_name] = (tile, rotation)
    for hex_name, held in (stations or {}).items():
        track.tokens[hex_name] = list(held)


def home_laid(game: EZLevel1, railroad: str, tile: str, rotation: int) -> None:
    """The railroad's home city improved by `tile` and its station placed, as after its first lay."""
    home = game.board.railroads[railroad].home
    put_track(game, {home: (tile, rotation)}, {home: [railroad]})
