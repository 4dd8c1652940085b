"""Play an example script's moves on a checked game and a trusted replay side by side, comparing
them after every move (the examples' "replay == live" tests share this)."""

from __future__ import annotations

from pathlib import Path

from bot.commandline import parse_command_line
from bot.commands import MOVE_BUILDERS
from engine import IllegalAction
from engine.game import Game


def replay_side_by_side(checked: Game, replayed: Game, script: Path) -> int:
    """Apply every move line of `script` (refused ones are skipped, as the console does); after each,
    the replayed game must equal the checked one, messages included. Returns the moves accepted."""
    moves = 0
    for line in script.read_text().splitlines():
        name, _, command = line.partition(": ")
        if not command.startswith("/") or command.startswith("/game"):
            continue
        verb, options = parse_command_line(command)
        try:
            outcome = checked.apply(checked.players.index(name), MOVE_BUILDERS[verb](options))
        except IllegalAction:
            continue
        replayed.replay_move(outcome.player, outcome.action)
        assert replayed.state == checked.state, line
        assert replayed.history[-1].messages == outcome.messages, line
        moves += 1
    return moves
