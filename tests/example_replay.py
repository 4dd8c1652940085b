"""Play an example script's moves on a checked game and a trusted replay side by side, comparing
them after every move (the examples' "replay == live" tests share this)."""

from __future__ import annotations

from collections.abc import Iterable
from pathlib import Path

from bot.commandline import parse_command_line
from bot.commands import MOVE_BUILDERS
from engine import IllegalAction
from engine.core.action_base import Move as Action
from engine.core.game import Game, Outcome
from engine.players import bot_move


def replay_side_by_side(checked: Game, replayed: Game, script: Path, bots: Iterable[str] = (),
                        played: Game | None = None) -> int:
    """Apply every move line of `script` (refused ones are skipped, as the console does); after each,
    the replayed game must equal the checked one, messages included. The moves with no choice in them and the bot
    seats' moves (`bots`: the names of the seats a lobby bot plays; a seat handed to the bot with `/game replace
    seat:@NAME bot:yes` until it is taken back) are made between the lines, as the console makes them; `played`: the
    game as the console played the script, whose bot moves are taken instead of asking the bot again (they are judged
    here all the same). Returns the moves accepted."""
    moves = 0
    bots = set(bots)

    def made(outcome: Outcome, line: str) -> None:
        nonlocal moves
        replayed.replay_move(outcome.player, outcome.action)
        assert replayed.state == checked.state, line
        assert replayed.history[-1].messages == outcome.messages, line
        moves += 1

    def automatic() -> tuple[int, Action] | None:
        acting = checked.acting_players()
        forced = next(((p, m) for p in acting if (m := checked.forced_move(p))), None)
        seated = [p for p in acting if checked.players[p] in bots]
        if seated and (forced is None or forced[0] in seated):
            if played is not None:
                made_then = played.history[len(checked.history)]
                assert made_then.player == seated[0], "the console's bot moved another seat here"
                return seated[0], made_then.action
            return seated[0], bot_move(checked, seated[0])
        return forced

    for line in script.read_text().splitlines():
        name, _, command = line.partition(": ")
        if command.startswith("/game replace"):
            options = dict(word.split(":", 1) for word in command.split()[2:] if ":" in word)
            seat = options.get("seat", "").lstrip("@")
            if options.get("bot") == "yes":
                bots.add(seat)
            elif options.get("with"):
                bots.discard(seat)
        if not command.startswith("/") or command.startswith("/game") or command.startswith("/auto"):
            continue
        while move := automatic():
            made(checked.apply(*move), f"the automatic move before {line}")  # as the bot makes it
        verb, options = parse_command_line(command)
        try:
            outcome = checked.apply(checked.players.index(name), MOVE_BUILDERS[verb](options))
        except IllegalAction:
            continue
        made(outcome, line)
    while move := automatic():
        made(checked.apply(*move), "the automatic moves after the last line")
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
