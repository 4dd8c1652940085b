"""Play an example script's moves on a checked game and a trusted replay side by side, comparing
them after every move (the examples' "replay == live" tests share this)."""

from __future__ import annotations

from pathlib import Path

from bot.commandline import parse_command_line
from bot.commands import MOVE_BUILDERS
from engine import IllegalAction
from engine.core.game import Game, Outcome


def replay_side_by_side(checked: Game, replayed: Game, script: Path) -> int:
    """Apply every move line of `script` (refused ones are skipped, as the console does); after each,
    the replayed game must equal the checked one, messages included. Returns the moves accepted."""
    moves = 0

    def made(outcome: Outcome, line: str) -> None:
        nonlocal moves
        replayed.replay_move(outcome.player, outcome.action)
        assert replayed.state == checked.state, line
        assert replayed.history[-1].messages == outcome.messages, line
        moves += 1

    for line in script.read_text().splitlines():
        name, _, command = line.partition(": ")
        if not command.startswith("/") or command.startswith("/game") or command.startswith("/auto"):
            continue
        while forced := next(((p, m) for p in checked.acting_players() if (m := checked.forced_move(p))), None):
            made(checked.apply(*forced), f"the move with no choice in it before {line}")  # as the bot makes it
        verb, options = parse_command_line(command)
        try:
            outcome = checked.apply(checked.players.index(name), MOVE_BUILDERS[verb](options))
        except IllegalAction:
            continue
        made(outcome, line)
    return moves


async def play_example(script: Path, db: Path) -> tuple[str, Game]:
    """Play a whole example script through the local console on a fresh database: (what it printed,
    the game as played)."""
    import io

    from bot.console import Console
    from storage import Store

    store = await Store.open(db)
    out = io.StringIO()
    console = Console(store, "local", out=out)
    await console.run_lines(script.read_text().splitlines(), echo=True)
    played = next(iter(console.layer.games._cache.values())).game
    await store.close()
    return out.getvalue(), played
