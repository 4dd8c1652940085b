"""The console prints the direct messages a reply sends (issue 46 §5): a standing order ended for a reason its owner
did not choose is told to its owner by direct message, and a script run through the console shows it."""

from __future__ import annotations

import io

from bot.console import Console
from storage import Store

SCRIPT = """\
Ann: /game new title:18EZ-L2 seed:1
Bob: /game join
Ann: /game start
Bob: /par railroad:M&YR price:50
Ann: /par railroad:PS&W price:50
Ann: /auto order:pass
Bob: /buy-share railroad:PS&W
"""


async def test_an_order_ended_by_another_players_deal_is_printed_as_its_owners_direct_message(store: Store) -> None:
    out = io.StringIO()
    await Console(store, "local", out=out).run_lines(SCRIPT.splitlines(), echo=True)
    printed = out.getvalue()
    bought = printed[printed.index("Bob: /buy-share railroad:PS&W"):]
    assert "(direct message to @Ann) Your standing order in the game in #local, pass" in bought, bought
    assert "has ended: Bob bought PS&W shares, a company you preside" in bought, bought
    assert "<#" not in printed and "@ann" not in printed  # names as typed, the channel as the console names it
