"""/replay in the command layer (issue 50 §3): the move `from:` names (my-last, start, move:N or N) shown as /game
history numbers and says it, a bad `from:` refused in one sentence, the steps of its buttons (a move, a round) and
what they do at the ends, the positions kept equal to a replay from the start, the console's words, and a running
Railways of the World game's secrets kept from every other seat."""

from __future__ import annotations

from collections.abc import AsyncIterator
from pathlib import Path

import pytest

from bot.commands import CommandLayer, Invocation, Reply
from bot.commands.replay import EVERY, Replays
from bot.console import Console
from engine.rotw.cards import baron_spec
from engine.rotw.game import Rotw
from storage import Store
from tests.saved_games import saved_moves

EXAMPLE = Path(__file__).resolve().parents[2] / "examples" / "18ez-level1.txt"


def example_lines() -> list[str]:
    """The 18EZ Level 1 example's lines (seed 3: Bob, Cid, Ann), its refused ones among them."""
    return [line for line in EXAMPLE.read_text().splitlines() if line.strip() and not line.startswith("#")]


def who(name: str, channel: str = "c1") -> Invocation:
    return Invocation(user_id=name.lower(), user_name=name, channel_id=channel, guild_id="g1")


async def say(layer: CommandLayer, name: str, line: str) -> Reply:
    return await layer.handle_line(who(name), line)


@pytest.fixture
async def layer(tmp_path: Path) -> AsyncIterator[CommandLayer]:
    store = await Store.open(tmp_path / "games.sqlite3")
    yield CommandLayer(store, operator_seeds=True)
    await store.close()


async def played(layer: CommandLayer, moves: int) -> int:
    """The example played until `moves` moves are in force; the game's id."""
    for line in example_lines():
        name, _, command = line.partition(":")
        await say(layer, name.strip(), command.strip())
        record = await layer.store.active_game("c1")
        if record is not None and record.status == "running" and len((await layer.games.load(record)).game.history) >= moves:
            return record.id
    raise AssertionError(f"the example has fewer than {moves} moves")


def marked(text: str) -> str:
    """The line of a reply that shows a move ("▶ 12. …")."""
    return next(line for line in text.splitlines() if line.startswith("▶ "))


async def test_from_names_the_readers_last_move_the_start_or_a_number(layer: CommandLayer) -> None:
    game_id = await played(layer, 20)
    game = (await layer.games.load(await layer.store.get_game(game_id))).game
    bobs_last = max(n for n in range(1, 21) if game.history[n - 1].player == game.players.index("Bob"))
    mine = await say(layer, "Bob", "/replay")
    assert mine.ephemeral and mine.replay is not None and mine.replay.at == bobs_last == mine.move
    assert mine.text.splitlines()[0].startswith(f"**18EZ Level 1**, replayed: after move {bobs_last} of 20")
    assert marked(mine.text).startswith(f"▶ {bobs_last}. ")
    assert (await say(layer, "Bob", "/replay from:my-last")).text == mine.text
    start = await say(layer, "Bob", "/replay from:start")
    assert start.replay is not None and start.replay.at == 0
    assert start.text.splitlines()[0] == "**18EZ Level 1**, replayed: the start, before move 1 of 20."
    twelve = await say(layer, "Cid", "/replay from:move:12")
    assert twelve.replay is not None and twelve.replay.at == 12
    assert (await say(layer, "Cid", "/replay from:12")).text == twelve.text
    # the move as /game history says it
    history = (await say(layer, "Cid", "/game history move:12")).text
    assert marked(twelve.text) == marked(history)
    assert marked(twelve.text) == "▶ 12. Cid: TC&L lays tile 9 on H5 (rotation 2)."
    # a seat that has made no move yet begins at the start, and is told why
    await say(layer, "Dee", "/game status")
    stranger = await say(layer, "Dee", "/replay")
    assert stranger.replay is not None and stranger.replay.at == 0
    assert "You have no move in this game yet, so the replay begins at the start." in stranger.text


@pytest.mark.parametrize("typed", ["21", "move:99", "banana", "-1", "last week"])
async def test_a_bad_from_is_refused_in_one_sentence(layer: CommandLayer, typed: str) -> None:
    await played(layer, 20)
    refused = await say(layer, "Bob", f"/replay from:{typed}")
    assert refused.ephemeral and refused.replay is None and refused.painter is None
    assert refused.text == (f"/replay from: takes my-last (your last move), start, or a move number from 0 to 20 such "
                            f"as move:12, not '{typed}'.")


async def test_the_buttons_steps_and_their_ends(layer: CommandLayer) -> None:
    game_id = await played(layer, 20)
    length = await layer.store.log_length(game_id)
    start = await layer.replay_at(who("Bob"), game_id, 0)
    assert start.replay is not None
    assert (start.replay.back, start.replay.round_back, start.replay.forward) == (None, None, 1)
    # ◀ at the start and ▶ at the end show the start and the end again: nothing else happens
    before = await layer.replay_at(who("Bob"), game_id, -1)
    assert before.replay == start.replay and before.text == start.text
    end = await layer.replay_at(who("Bob"), game_id, 20)
    beyond = await layer.replay_at(who("Bob"), game_id, 25)  # a button made before an undo: the moves in force now
    assert end.replay is not None and beyond.replay == end.replay and beyond.text == end.text
    assert (end.replay.forward, end.replay.round_forward, end.replay.back) == (None, None, 19)
    assert await layer.store.log_length(game_id) == length  # no move made, nothing written
    gone = await layer.replay_at(who("Bob"), 999, 3)
    assert gone.ephemeral and gone.replay is None and gone.text.endswith(".") and "\n" not in gone.text
    # ⏮ ⏭: the ends of the rounds, as the game names them after each move
    game = (await layer.games.load(await layer.store.get_game(game_id))).game
    replay = type(game)(game.players, game.seed)
    rounds = [replay.situation(0).round]
    for outcome in game.history:
        replay.replay_move(outcome.player, outcome.action)
        rounds.append(replay.situation(0).round)
    ends = [n for n in range(1, 21) if rounds[n] != rounds[n - 1]]
    assert len(ends) >= 2
    steps = start.replay
    seen = [0]
    while steps.round_forward is not None:
        shown = await layer.replay_at(who("Bob"), game_id, steps.round_forward)
        assert shown.replay is not None
        steps = shown.replay
        seen.append(steps.at)
    ahead = [0, *ends] + ([20] if ends[-1] != 20 else [])
    assert seen == ahead
    back = [steps.at]
    while steps.round_back is not None:
        shown = await layer.replay_at(who("Bob"), game_id, steps.round_back)
        assert shown.replay is not None
        steps = shown.replay
        back.append(steps.at)
    assert back == ahead[::-1]
    middle = (await layer.replay_at(who("Bob"), game_id, ends[0] + 1)).replay  # a move into the second round
    assert middle is not None and (middle.round_back, middle.round_forward) == (ends[0], ends[1])
    made_in = rounds[ends[0]]
    assert f"after move {ends[0] + 1} of 20, in {made_in}." in (await layer.replay_at(who("Bob"), game_id, ends[0] + 1)).text


def test_a_kept_position_is_the_game_replayed_from_its_start() -> None:
    game, moves = saved_moves("18ez-level1-example")
    total = len(moves)
    assert total > 2 * EVERY + 5
    replays = Replays(kept=1)
    first = moves[: 2 * EVERY + 5]
    for number in (0, 1, EVERY - 1, EVERY, EVERY + 1, 2 * EVERY + 5):
        position = replays.at(1, game, first, number).game
        assert position.state == game.replayed(moves[:number]).state, number
        assert len(position.history) == number
    place = replays.at(1, game, moves, total)  # moves made since: replayed onto what was kept
    timeline, position = place.timeline, place.game
    assert timeline.moves == moves and position.state == game.replayed(moves).state
    assert replays.at(1, game, moves, 3).timeline is timeline
    undone = moves[: EVERY + 2]  # an undo: the moves in force no longer lead on from those kept
    shorter = replays.at(1, game, undone, EVERY + 2)
    assert shorter.timeline is not timeline and shorter.game.state == game.replayed(undone).state
    other = replays.at(2, game, moves, 0).timeline  # another game: the one kept before it is forgotten (kept=1)
    assert list(replays.timelines.values()) == [other]


async def test_the_console_prints_the_words_and_how_to_step(tmp_path: Path) -> None:
    store = await Store.open(tmp_path / "console.sqlite3")
    out = tmp_path / "out.txt"
    try:
        with out.open("w") as written:
            console = Console(store, "local", out=written)
            await console.run_lines([*example_lines()[:18], "Cid: /replay from:3"], echo=True)
    finally:
        await store.close()
    printed = out.read_text().split("Cid: /replay from:3\n", 1)[1]
    assert "**18EZ Level 1**, replayed: after move 3 of 8." in printed
    assert "▶ 3. Ann takes the Bear River & Northern (BR&N)" in printed, printed
    assert "before: /replay from:move:2 · next: /replay from:move:4" in printed
    assert "◀" not in printed


async def test_a_running_rotw_replay_never_shows_another_seats_rail_baron_card(tmp_path: Path) -> None:
    store = await Store.open(tmp_path / "rotw.sqlite3")
    try:
        layer = CommandLayer(store)
        await layer.handle(who("Ann"), "game new", {"title": "RotW-EUS"})
        await layer.handle(who("Bob"), "game join", {})
        await layer.handle(who("Ann"), "game start", {})
        record = await store.active_game("c1")
        assert record is not None
        game = (await layer.games.load(record)).game
        assert isinstance(game, Rotw)
        for _ in range(2):
            first = game.acting_players()[0]
            await layer.handle(who(game.players[first]), "keep-baron", {"choice": "2"})
            game = (await layer.games.load(record)).game  # type: ignore[assignment]
        while len(game.history) < 8:  # the auction for first player and a few actions, passed
            acting = game.acting_players()[0]
            assert not (await layer.handle(who(game.players[acting]), "pass", {})).ephemeral
            game = (await layer.games.load(record)).game  # type: ignore[assignment]
        assert isinstance(game, Rotw) and not game.over
        ann, bob = game.players.index("Ann"), game.players.index("Bob")
        cards = {p: baron_spec(game, game.state.players[p].baron) for p in (ann, bob)}
        assert all(card is not None for card in cards.values())
        seen: dict[int, list[str]] = {ann: [], bob: []}
        for number in range(len(game.history) + 1):
            for player, name in ((ann, "Ann"), (bob, "Bob")):
                seen[player].append((await layer.replay_at(who(name), record.id, number)).text)
        for reader, other in ((ann, bob), (bob, ann)):
            text = "\n".join(seen[reader])
            assert cards[other].name not in text and cards[other].text not in text.replace(cards[reader].text, "")
            assert cards[reader].name in text  # their own card, at the move they kept it
        kept = next(n for n, o in enumerate(game.history, start=1) if o.player == ann)
        assert "(you alone) You keep" in seen[ann][kept] and "(you alone)" not in seen[bob][kept]
    finally:
        await store.close()
