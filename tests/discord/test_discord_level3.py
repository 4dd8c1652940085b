"""18EZ Level 3 through slash commands on (simulated) Discord: the example's opening (the Startpacket
auction with its special auctions, share dealing and the first Operating Rounds with minors and
private revenue) played side by side with the console, a bot in the fourth seat; every refusal and every ping agree."""

from __future__ import annotations

from pathlib import Path

import simcord

from bot.commands import CommandLayer, Invocation
from storage import Store
from tests.discord.table import Table, answer, is_private, mentions

EXAMPLE = Path(__file__).resolve().parents[2] / "examples" / "18ez-level3.txt"
LINES = 130  # the auction, share dealing and the first Operating Rounds


async def test_the_level3_opening_through_slash_commands(simcord_env: simcord.Env, tmp_path: Path) -> None:
    table = Table.open(simcord_env, "Ann", "Bob", "Cid")  # and the bot Ann seats, Brunel
    reference = CommandLayer(await Store.open(tmp_path / "console.sqlite3"), operator_seeds=True)
    script = [line for line in EXAMPLE.read_text().splitlines() if line.strip() and not line.startswith("#")][:LINES]
    refused = pinged = 0
    try:
        for line in script:
            name, _, command = line.partition(":")
            expected = await reference.handle_line(Invocation(name.lower(), name, "local"), command.strip())
            result = await table.type(line)
            assert is_private(result) == expected.ephemeral, line
            if expected.ephemeral:
                refused += 1
                assert answer(result) == expected.text, line
                continue
            # once a decision; a join that seats the title's fewest players calls the lobby's creator (issue 50 §5)
            called = [next(str(m.id) for n, m in table.players.items() if n.lower() == user) for user in expected.mentions]
            wanted = called + [str(table.players[up.name].id) for up in expected.next_up if up.called]
            assert mentions(answer(result)) == wanted, line
            pinged += bool(wanted)
    finally:
        await reference.store.close()
    assert refused == 1 and pinged >= 60, pinged  # one a decision
    texts = " ".join(m.content for m in table.channel.history())
    assert "A special auction for the Metropolis Rapid Transit Authority begins among Ann and Cid" in texts
    assert "(bot)" in texts and "Brunel" in texts
    assert "The Startpacket is sold out." in texts
    assert "splits its $" in texts and "pays $5 to" in texts
