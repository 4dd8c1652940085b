"""A map's caption names the moves it outlines (issue 45 §2): once bots or standing orders move in the same post, the
caption named the last move of the chain ("Map after move 48: Ann passes." under IC's new home station). Played on
SimCord with bot seats to many posts; every map caption is checked against the game's own history, replayed: each
move it names changed the map, and every move of its post that changed the map is named."""

from __future__ import annotations

import re

import simcord

from engine.core.game import Game
from renderer import api
from renderer.eighteen.common import changes
from renderer.rotw import pictures as rotwpictures
from tests.discord.table import Table
from tests.discord.test_discord_bots import game_of, play_humans


def changers(game: Game) -> dict[int, str]:
    """Move number -> what its caption says, for every move of the game's history that changed the map."""
    moves = game.moves_in_force()
    said = {}
    replay = game.replayed([])
    for number, (outcome, (player, action, epoch)) in enumerate(zip(game.history, moves, strict=True), 1):
        before = api.map_signature(replay)
        replay.epoch = epoch
        replay.replay_move(player, action)
        if api.map_signature(replay) != before:
            said[number] = changes.said_of(outcome.messages)
    return said


def map_captions(table: Table) -> list[str]:
    return [e.description or "" for m in table.channel.history() for e in m.embeds
            if re.fullmatch(r"attachment://map(-\d+)?\.png", e.image.url or "")]


async def test_a_chain_of_bot_moves_names_every_map_change_it_outlines_and_no_other(simcord_env: simcord.Env) -> None:
    table = Table.open(simcord_env, "Ann")
    for line in ("Ann: /game new title:18EZ-L2 seed:5", "Ann: /game join bot:yes", "Ann: /game join bot:yes",
                 "Ann: /game start"):
        await table.type(line)
    await play_humans(table, 60)
    await simcord_env.settle()
    game = await game_of(table)
    made = changers(game)
    assert len(made) > 10
    named: list[str] = []
    chains = 0
    for text in map_captions(table):
        head, _, rest = text.partition(":")
        number = int(re.fullmatch(r"Map after move (\d+)", head).group(1))  # type: ignore[union-attr]
        lines = [line.removeprefix("• ") for line in rest.strip().split("\n") if line]
        chains += len(lines) > 1
        for line in lines:  # every move named changed the map, at or before the move the picture shows
            assert line in [s for n, s in made.items() if n <= number], (text, made)
        named += lines
    assert chains >= 1  # posts in which a person's move set off bots' lays
    assert not any("passes" in line for line in named)  # a pass changes nothing on the map
    assert not any(re.match(r"(Operating|Share Dealing) Round \d+ begins", line) for line in named)
    missing = [s for s in made.values() if s not in named]
    # a change is left unnamed only when a run's routes (which show the board as it is) came in the same post
    assert len(missing) <= len(made) // 4, missing


async def test_a_rotw_crop_of_several_bots_builds_says_each_build(simcord_env: simcord.Env) -> None:
    table = Table.open(simcord_env, "Ann")
    for line in ("Ann: /game new title:RotW-EUS seed:3", "Ann: /game join bot:yes", "Ann: /game join bot:yes",
                 "Ann: /game start"):
        await table.type(line)
    for _ in range(40):  # Ann's first legal move each time (a kept card is told her privately too)
        game = await game_of(table)
        if game.over:
            break
        assert game.players[game.acting_players()[0]] == "Ann", "the bot is due and did not play"
        await table.type(f"Ann: /move action:{game.legal_actions(game.acting_players()[0])[0].text} confirm:yes")
    await simcord_env.settle()
    game = await game_of(table)
    moves = game.moves_in_force()
    replay, made = game.replayed([]), {}
    for number, (outcome, (player, action, epoch)) in enumerate(zip(game.history, moves, strict=True), 1):
        before = api.map_signature(replay)
        replay.epoch = epoch
        replay.replay_move(player, action)
        if api.map_signature(replay) != before and outcome.messages:
            made[number] = rotwpictures.caption(outcome)
    several = 0
    for text in map_captions(table):
        found = re.match(r"(?:Move|After move|Map after move) (\d+)(?:: |$)", text)
        assert found, text
        number, rest = int(found.group(1)), text[found.end():]
        named = [s for n, s in made.items() if n <= number and s in rest]
        assert rest == "" or named, (text, made)  # what it says is what changed the map
        several += len(named) > 1 and text.startswith("After move")
        assert "passes" not in rest and ".)." not in rest
    assert several >= 1  # a person's move and the bots' builds after it, in one crop, each said
