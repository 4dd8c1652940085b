"""/plan through the command layer (issue 49): moves queued ahead are made when their owner's moment comes, marked
"(planned)" with nothing else of the plan said; a plan whose next move is no longer legal stops, its owner told why,
the rest kept to resume or clear; the plan is its owner's alone."""

from __future__ import annotations

from bot.commands import CommandLayer
from tests.bot.test_commands import say, started


async def test_planned_moves_are_made_in_turn_and_a_plan_that_can_no_longer_move_stops(layer: CommandLayer) -> None:
    order = await started(layer)  # Bob, Cid, Ann choose a railroad in turn
    first, second, third = order
    queued = await say(layer, second, "/plan add:choose TC&L")
    assert queued.ephemeral and queued.text.startswith("Your plan: choose TC&L (only you see it).")
    await say(layer, third, "/plan add:\"/choose railroad:PS&W\"")  # as its command, the railroad the first takes
    shown = await say(layer, third, "/plan")
    assert shown.ephemeral and shown.text.splitlines()[1] == "1. choose PS&W"
    moved = await say(layer, first, "/choose railroad:PS&W")
    lines = moved.text.splitlines()
    assert any(line.endswith("(planned)") and line.startswith(f"{second} takes the Teal Cove & Lakes (TC&L)") for line in lines)
    assert "choose" not in " ".join(line for line in lines if line.endswith("(planned)")).lower()  # no plan words
    assert [up.name for up in moved.next_up] == [third]  # the third player's plan stopped: they decide
    told = dict(moved.direct)
    assert told[third.lower()] == ("Your plan in the game in <#c1> stopped: choose PS&W cannot be made now: PS&W has "
                                   f"already been chosen by {first}. 1 step kept: /plan lists them, /plan resume:yes goes "
                                   "on, /plan clear:yes clears it.")
    kept = await say(layer, third, "/plan")
    assert "1. choose PS&W" in kept.text and "It stopped:" in kept.text
    assert (await say(layer, first, "/plan")).text.startswith("You have no plan")  # another's plan is theirs
    assert (await say(layer, third, "/plan clear:yes")).text == "Your plan is cleared."
    assert (await say(layer, third, "/plan")).text.startswith("You have no plan")
    refused = await say(layer, third, "/plan add:build C23 D22")
    assert refused.ephemeral and "is not a move of 18EZ Level 1" in refused.text
