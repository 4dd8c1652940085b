"""Automatic moves keep the bot's promises (issue 43), on SimCord: a chain of bot seats and standing orders is saved
move by move with its posts owed, finished by whichever bot runs after a stop, a restart or a database fault, posted
once and in order within seconds, the next person called once; the two-minute wait after an undo holds on a clock
stepped back.

The game: 18EZ Level 2, seed 1, Ann and three lobby bots. Ann's pass order for the first Share Dealing Round sets
off 41 automatic moves (her pass, the bots' shares, then their first Operating Rounds) before she must act again."""

from __future__ import annotations

import asyncio
from typing import Any

import pytest
import simcord

from bot.commands import automatic
from bot.service import automatic as made_by
from bot.service import game_of, log_moves, tagged
from storage import StorageError
from tests.discord.conftest import BotFactory
from tests.discord.table import Table, is_private, mentions
from tests.faults.botprocess import posted_once_in_order as once_in_order

CHAIN = 41  # the automatic moves Ann's order sets off


async def opened(env: simcord.Env, watched: bool = False) -> Table:
    """The game started; `watched`: mirrored to a spectator channel, #watchers (table.watch), from its lobby on."""
    table = Table.open(env, "Ann")
    for line in ("Ann: /game new title:18EZ-L2 seed:1", "Ann: /game join bot:yes", "Ann: /game join bot:yes",
                 "Ann: /game join bot:yes"):
        assert not is_private(await table.type(line)), line
    if watched:
        table.watch = table.guild.create_text_channel("watchers")  # type: ignore[attr-defined]
        assert not is_private(await table.players["Ann"].slash(table.channel, "game spectate", channel=table.watch))  # type: ignore[attr-defined]
    assert not is_private(await table.type("Ann: /game start"))
    return table


async def record_of(table: Table) -> Any:
    store = table.env.bot.store  # type: ignore[attr-defined]
    record = (await store.channel_history(str(table.channel.id)))[0]
    return store, record


async def said_moves(table: Table) -> list[str]:
    """Every line the saved moves say, in the order of the log (an automatic move's words tagged with what made it),
    from the game's first move on."""
    store, record = await record_of(table)
    entries = await store.log(record.id)
    seats = await store.seats(record.id)
    game = game_of(record.title, [s.display_name for s in seats], record.seed, record.options, log_moves(entries))
    autos = [e.data.get("auto") for e in entries if e.kind == "action"]
    lines: list[str] = []
    for outcome, auto in zip(game.history, autos, strict=True):
        text = tagged(game, outcome, made_by(auto)) if isinstance(auto, dict) else "\n".join(outcome.messages)
        lines += text.splitlines()
    return lines


def channel_lines(table: Table) -> list[str]:
    """What the channel shows of the moves, oldest first: every line but the pings and the game's opening."""
    lines = []
    for message in table.channel.history():
        lines += [line for line in message.content.splitlines() if not line.startswith("➡️")]
    return lines


def ann_called(table: Table) -> int:
    ann = str(table.players["Ann"].id)
    return sum(mentions(m.content).count(ann) for m in table.channel.history())


async def posted_once_in_order(table: Table) -> None:
    """Each saved move's words reach the channel once, in the order of the moves (the game's opening lines aside), or
    are counted once in a long post's summary line."""
    expected = await said_moves(table)
    shown = channel_lines(table)
    once_in_order(shown[shown.index(expected[0]):], expected)


async def ann_due(table: Table) -> bool:
    _store, record = await record_of(table)
    return (await table.bot.layer.games.load(record)).game.acting_players() == [0]


async def owed_rows(table: Table) -> int:
    store, _record = await record_of(table)
    return len(await store.owed_posts(1e12, limit=100))


@pytest.fixture
def background_only(monkeypatch: pytest.MonkeyPatch) -> None:
    """The answer waits for no automatic move: the whole chain is made in the background (as one that passes the
    answer's 1.5 s is)."""
    monkeypatch.setattr(automatic.AutomaticMoves, "order_seconds", 0.0)


async def test_an_orders_chain_past_its_answer_is_finished_and_posted_within_seconds_calling_ann_once(
        simcord_env: simcord.Env, background_only: None) -> None:
    """Point 3: /auto whose chain passed 1.5 s made 149 moves and stopped for good. Point 2: a background chain's
    post waited for a loop nothing woke (240 s on an idle bot). Now the chain goes on and each post follows within
    a second or two of its moves, the last one calling Ann."""
    table = await opened(simcord_env, watched=True)  # the background's posts are mirrored like any others
    watch = table.watch  # type: ignore[attr-defined]
    seen, mirrored_before = len(list(table.channel.history())), len(list(watch.history()))
    before = ann_called(table)
    store, record = await record_of(table)
    start = await store.log_length(record.id)
    set_order = await table.players["Ann"].slash(table.channel, "auto", order="pass")
    assert is_private(set_order)
    assert await store.log_length(record.id) == start + CHAIN and await ann_due(table)  # all made
    await simcord_env.advance_time(6)
    await posted_once_in_order(table)
    assert ann_called(table) == before + 1  # called once, when she must act again
    assert await owed_rows(table) == 0 and await store.automation(record.id) is None
    mirrored = [m.content for m in list(watch.history())[mirrored_before:]]
    assert mirrored and all(mentions(text) == [] for text in mirrored)  # read-only: no one pinged there
    posted = [m.content for m in list(table.channel.history())[seen:]]

    def moves(texts: list[str]) -> list[str]:
        return [line for text in texts for line in text.splitlines() if not line.startswith("➡️")]

    assert moves(mirrored) == moves(posted)  # every post of the chain, mirrored once


async def test_a_chain_stopped_in_its_background_part_is_finished_by_the_restarted_bot(
        simcord_env: simcord.Env, make_bot: BotFactory, background_only: None) -> None:
    """Point 1: a chain stopped 25 moves into its background part: its saved moves were never posted, and after the
    restart nothing moved until the game's 24-hour reminder. Now the restarted bot finishes it at once."""
    table = await opened(simcord_env)
    before = ann_called(table)
    old = table.bot
    made = 0
    real_play = old.layer.games.play

    async def stopped_at_25(*args: Any, **kwargs: Any) -> Any:
        nonlocal made
        if kwargs.get("auto") is not None:
            if made == 25:
                raise asyncio.CancelledError  # the process stops here: 25 moves saved, the 26th never made
            made += 1
        return await real_play(*args, **kwargs)

    old.layer.games.play = stopped_at_25  # type: ignore[method-assign]
    store, record = await record_of(table)
    start = await store.log_length(record.id)
    await table.players["Ann"].slash(table.channel, "auto", order="pass")
    assert await store.log_length(record.id) == start + 25
    old.automation.stop()  # type: ignore[union-attr]
    await simcord_env.restart_bot(make_bot())
    await simcord_env.advance_time(3)
    store, record = await record_of(table)
    assert await store.log_length(record.id) == start + CHAIN and await ann_due(table)
    await posted_once_in_order(table)
    assert ann_called(table) == before + 1
    assert await owed_rows(table) == 0


async def test_a_bot_owed_when_the_bot_starts_moves_at_once(simcord_env: simcord.Env, make_bot: BotFactory) -> None:
    """Point 4: a bot seat owed when the process starts (it stopped right after saving Ann's move) waited for the
    game's reminder, 24 hours. Now it moves when the bot starts."""
    table = await opened(simcord_env)
    old = table.bot

    async def nothing_follows(record: Any, loaded: Any, **kwargs: Any) -> Any:
        return automatic.Chain(loaded, idle=True)  # the process dies after saving the move, before the bots move

    old.layer.follow_orders = nothing_follows  # type: ignore[method-assign]
    await table.type("Ann: /par railroad:PS&W price:50")
    store, record = await record_of(table)
    assert not await ann_due(table) and await store.automation(record.id) is not None
    old.automation.stop()  # type: ignore[union-attr]
    await simcord_env.restart_bot(make_bot())
    await simcord_env.advance_time(3)
    store, record = await record_of(table)
    assert await ann_due(table)  # the bots moved; Ann is due again
    await posted_once_in_order(table)


@pytest.mark.simcord(check_errors=False)
async def test_a_database_fault_mid_chain_stops_it_only_until_the_database_answers_again(
        simcord_env: simcord.Env, background_only: None) -> None:
    """Point 5: a 5 s database fault mid-chain stopped it for good (4 to 242 saved moves never posted). Nothing is
    half-saved, and the chain goes on once the database answers (the row it left owed falls due)."""
    table = await opened(simcord_env)
    store, record = await record_of(table)
    real_append = store.append
    appended = 0

    async def failing(*args: Any, **kwargs: Any) -> Any:
        nonlocal appended
        appended += 1
        if 10 <= appended < 14:  # the database is unreachable for a while, mid-chain
            raise StorageError("The game database could not be reached.")
        return await real_append(*args, **kwargs)

    store.append = failing  # type: ignore[method-assign]
    start = await store.log_length(record.id)
    await table.players["Ann"].slash(table.channel, "auto", order="pass")
    stopped = await store.log_length(record.id)
    assert start < stopped < start + CHAIN  # stopped by the fault, every saved move whole
    await simcord_env.advance_time(automatic.LEASE_S + 5)  # taken again once its row falls due
    await simcord_env.advance_time(automatic.LEASE_S * 4)  # (a try that failed again waits longer)
    assert await store.log_length(record.id) == start + CHAIN and await ann_due(table)
    await posted_once_in_order(table)
    assert await owed_rows(table) == 0


async def test_the_bots_wait_after_an_undo_stays_two_minutes_on_a_clock_stepped_back(simcord_env: simcord.Env) -> None:
    """Point 8: the wall clock stepped back an hour turned the bot's two-minute wait after an undo into an hour."""
    table = Table.open(simcord_env, "Ann", "Bob")
    for line in ("Ann: /game new title:18EZ-L2 seed:2", "Bob: /game join", "Ann: /game join bot:yes", "Ann: /game start"):
        assert not is_private(await table.type(line)), line
    _store, record = await record_of(table)
    for _ in range(30):  # until the last move is the bot's (Brunel, seat 2)
        game = (await table.bot.layer.games.load(record)).game
        if game.history and game.history[-1].player == 2:
            break
        player = game.acting_players()[0]
        name = game.players[player]
        move = next(a for a in game.legal_actions(player) if a.text == "pass" or a.text.startswith("par"))
        await table.players[name].slash(table.channel, "move", action=move.text)
    moves = len((await table.bot.layer.games.load(record)).game.history)
    assert "needs a yes" in (await table.type("Ann: /game undo")).response.content  # type: ignore[union-attr]
    bot = table.bot
    wall = bot.layer.reminders.clock

    def stepped_back() -> float:
        return wall() - 3600.0

    await table.type("Bob: /game undo")  # taken back by both: the bot waits two minutes
    bot.layer.reminders.clock = stepped_back  # the clock steps back an hour
    bot.automation.clock = stepped_back  # type: ignore[union-attr]
    assert len((await bot.layer.games.load(record)).game.history) == moves - 1
    await simcord_env.advance_time(automatic.BOT_WAITS_AFTER_UNDO_S + 20)
    game = (await bot.layer.games.load(record)).game
    assert len(game.history) >= moves and game.history[moves - 1].player == 2  # the bot played again
