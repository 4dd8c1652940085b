"""/board (issue 50 §1) through the console: the game's live board for the asker alone, the same words as
/game status, with the buttons it offers whoever acts next; in a channel with no game, one sentence."""

from __future__ import annotations

import io
from pathlib import Path

from bot.console import Console
from storage import Store

SCRIPT = """\
Ann: /game new title:18EZ-L1 seed:5
Bob: /game join
Ann: /game start
"""


def said_to(printed: str, line: str) -> str:
    """What the console printed after the typed `line` (up to the next typed line)."""
    after = printed[printed.index(line) + len(line):]
    return after.split("\nAnn: ")[0].split("\nBob: ")[0]


async def test_the_board_is_the_status_with_the_buttons_of_whoever_acts(store: Store) -> None:
    out = io.StringIO()
    console = Console(store, "local", out=out)
    await console.run_lines([*SCRIPT.splitlines(), "Bob: /game status", "Bob: /board"], echo=True)
    printed = out.getvalue()
    status, board = said_to(printed, "Bob: /game status"), said_to(printed, "Bob: /board")
    first, *rest = [line.strip() for line in board.strip().splitlines()]
    assert first.startswith("(only you) ")  # private: the channel's board is Discord's pinned message
    lines = [first.removeprefix("(only you) "), *rest]
    buttons = next(line for line in lines if line.startswith("Buttons for "))
    assert [line for line in lines if line != buttons] == [line.strip() for line in status.strip().splitlines()]
    record = await store.active_game("local")
    loaded = await console.layer.games.load(record)
    due = loaded.game.player_name(loaded.game.acting_players()[0])
    assert buttons.startswith(f"Buttons for {due}: [") and buttons.count("[") >= 2, buttons


async def test_no_game_no_board(store: Store) -> None:
    out = io.StringIO()
    await Console(store, "elsewhere", out=out).run_lines(["Ann: /board"], echo=True)
    assert "there is no game in this channel" in out.getvalue().lower()


async def test_the_last_moves_name_what_each_move_did_not_the_bonds_that_paid_for_it(store: Store) -> None:
    """Railways of the World says a build's (or an urbanization's) bonds first; the status and the board name the
    build itself. The Eastern U.S. example to its 61st move: Dee's build and Ann's urbanization each issued a bond."""
    example = Path(__file__).resolve().parents[2] / "examples" / "rotw-eastern-us.txt"
    lines = [line for line in example.read_text().splitlines()[:80] if line.strip() and not line.startswith("#")]
    out = io.StringIO()
    await Console(store, "local", out=out).run_lines([*lines, "Ann: /game status"], echo=True)
    last = next(line.strip() for line in said_to(out.getvalue(), "Ann: /game status").splitlines()
                if line.strip().startswith("Last moves: "))
    assert "Dee lays 4 tiles for $8,000 from Pittsburgh (K35)" in last and "Ann urbanizes Dover (K49)" in last, last
    assert " bond" not in last, last
