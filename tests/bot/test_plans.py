"""/plan through the command layer (issue 49): moves queued ahead are made when their owner's moment comes, marked
"(planned)" with nothing else of the plan said; a plan whose next move is no longer legal stops, its owner told why,
the rest kept to resume or clear; the plan is its owner's alone."""

from __future__ import annotations

from bot.commands import CommandLayer
from bot.commands.quick import QUEUE_PLAN, QUEUE_PLAN_LABEL
from engine.core import situation as where
from engine.core.action_base import Pass
from engine.core.game import Game
from engine.players import bot_move
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
    # called once: their ping (in the channel, as they asked) says the plan stopped, no second message; /plan says why
    assert third.lower() not in dict(moved.direct)
    assert moved.next_up[0].called and moved.next_up[0].prompt.endswith(" (your plan stopped: /plan says why)")
    kept = await say(layer, third, "/plan")
    assert "1. choose PS&W" in kept.text
    assert f"It stopped: choose PS&W cannot be made now: PS&W has already been chosen by {first}." in kept.text
    assert (await say(layer, first, "/plan")).text.startswith("You have no plan")  # another's plan is theirs
    assert (await say(layer, third, "/plan clear:yes")).text == "Your plan is cleared."
    assert (await say(layer, third, "/plan")).text.startswith("You have no plan")
    refused = await say(layer, third, "/plan add:build C23 D22")
    assert refused.ephemeral and "is not a move of 18EZ Level 1" in refused.text


async def _rotw_actions(layer: CommandLayer) -> Game:
    """A running 3-player Railways of the World game in its first turn's actions (every player passed the auction)."""
    await say(layer, "Ann", "/game new title:RotW-EUS seed:3")
    await say(layer, "Bob", "/game join")
    await say(layer, "Cid", "/game join")
    await say(layer, "Ann", "/game start")
    for name in ("Ann", "Bob", "Cid"):
        await say(layer, name, "/keep-baron choice:1")
    game = await _game(layer)
    while game.situation(game.acting_players()[0]).kind != where.ACTIONS:
        await say(layer, game.players[game.acting_players()[0]], "/pass")
        game = await _game(layer)
    return game


async def _game(layer: CommandLayer) -> Game:
    return (await layer.games.load(await layer.store.active_game("c1"))).game


async def test_the_bots_suggested_plan_is_shown_privately_and_queued_whole(layer: CommandLayer) -> None:
    game = await _rotw_actions(layer)
    due = game.acting_players()[0]
    waiting = next(p for p in range(3) if p != due)
    name = game.players[waiting]
    shown = await say(layer, name, "/plan suggest:yes")
    assert shown.ephemeral and shown.text.startswith("The bot's plan for you, if nobody else changes the board")
    assert shown.offers == ((QUEUE_PLAN, QUEUE_PLAN_LABEL),)
    assert shown.position == await layer.store.log_length(shown.game_id)  # its button works only here
    suggested = [line.split(". ", 1)[1] for line in shown.text.splitlines() if line[:1].isdigit()]
    assert suggested and len(suggested) <= 6
    assert (await say(layer, name, "/plan")).text.startswith("You have no plan")  # shown, not queued
    queued = await say(layer, name, "/plan suggest:yes queue:yes")
    assert queued.ephemeral and queued.text.startswith(f"Your plan: {suggested[0]}")
    listed = await say(layer, name, "/plan")
    assert [line.split(". ", 1)[1] for line in listed.text.splitlines()[1:]] == suggested
    while True:  # the others pass: nobody changes the board before the planner's action
        game = await _game(layer)
        passer = game.acting_players()[0]
        position = game.snapshot()
        position.apply(passer, Pass())
        passed = await say(layer, game.players[passer], "/pass")
        if waiting in position.acting_players():
            break
    made = (await _game(layer)).moves_in_force()[-1]
    assert made[:2] == (waiting, bot_move(position, waiting))  # the suggestion's first step: the bot's move there
    planned = [line for line in passed.text.splitlines() if line.endswith("(planned)")]
    assert len(planned) == 1 and planned[0].startswith(f"{name} ")
    assert "plan" not in passed.text.replace("(planned)", "")  # nothing of the plan in the channel
    left = await say(layer, name, "/plan")
    assert [line.split(". ", 1)[1] for line in left.text.splitlines()[1:]] == suggested[1:]
