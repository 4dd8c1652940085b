"""Following a game as a person (issue 50 §4) through the command layer, on a clock the test moves: a follower's digest
comes once a round (listing that round's moves as a direct ping words them) or once a day, waits through their quiet
hours, ends with stop:yes or with the game, is made by one of two processes, and shows nothing private; a player may
not follow their own game, and /games lists the games one follows."""

from __future__ import annotations

import asyncio

from bot.commands import CommandLayer, Invocation, Reply
from bot.commands.follows import DAY_S, ROUND_LOOK_S, current_round
from bot.commands.logwords import headline, shortened
from engine.players import bot_move
from storage import Store
from tests.bot.conftest import Clock
from tests.bot.test_commands import say, started


async def move(layer: CommandLayer, channel: str = "c1") -> Reply:
    """The player due makes the move the bot would make for them."""
    record = await layer.store.active_game(channel)
    assert record is not None
    game = (await layer.games.load(record)).game
    player = game.acting_players()[0]
    who = Invocation(user_id=game.players[player].lower(), user_name=game.players[player], channel_id=channel)
    reply = await layer.handle(who, "move", {"action": bot_move(game, player).text, "confirm": "yes"})
    assert not reply.ephemeral, reply.text
    return reply


async def round_now(layer: CommandLayer, channel: str = "c1") -> str:
    record = await layer.store.active_game(channel)
    assert record is not None
    return current_round((await layer.games.load(record)).game)[0]


async def to_next_round(layer: CommandLayer, channel: str = "c1") -> int:
    """Moves until the round changes; how many."""
    before, made = await round_now(layer, channel), 0
    while await round_now(layer, channel) == before:
        await move(layer, channel)
        made += 1
    return made


async def digests(layer: CommandLayer, clock: Clock, after: float = ROUND_LOOK_S) -> list[tuple[str, str]]:
    clock.now += after
    return await layer.follow_digests_due()


async def test_a_follower_gets_a_digest_once_a_round(layer: CommandLayer, clock: Clock) -> None:
    await started(layer)
    followed = await say(layer, "Zed", "/follow")
    assert followed.ephemeral and followed.text.startswith("You follow 18EZ Level 1 here: once a round")
    assert await layer.follow_digests_due() == [] and await layer.next_follow_in() == ROUND_LOOK_S
    assert await digests(layer, clock) == []  # nothing happened yet
    chose = await to_next_round(layer)  # the railroads chosen: Round 1 begins
    (first,) = await digests(layer, clock)
    assert first[0] == "zed" and first[1].splitlines()[:2] == ["📰 18EZ Level 1 in #c1: Round 1 begins.",
                                                              f"Since your last digest ({chose}):"]
    assert await digests(layer, clock) == []  # once a round
    record = await layer.store.active_game("c1")
    assert record is not None
    played = await to_next_round(layer)
    assert await digests(layer, clock, 30.0) == []  # looked at every ten minutes, not at once
    (second,) = await digests(layer, clock)
    lines = second[1].splitlines()
    assert lines[0] == "📰 18EZ Level 1 in #c1: Round 2 begins." and lines[1] == f"Since your last digest ({played}):"
    game = (await layer.games.load(record)).game
    said = [shortened(headline(o.messages, o.action.public_text)) for o in game.history[-played:]]
    assert len(lines) == played + 3 and all(words in line for words, line in zip(said, lines[2:], strict=False))
    assert lines[-1].startswith("Waiting for ")
    for _ in range(3):
        await move(layer)
    assert await digests(layer, clock) == [] and await digests(layer, clock, DAY_S) == []  # Round 2 goes on


async def test_a_digest_due_in_quiet_hours_waits_until_they_end(layer: CommandLayer, clock: Clock) -> None:
    await started(layer)  # the clock reads 13:46:40 UTC
    await say(layer, "Zed", "/follow")
    assert (await say(layer, "Zed", "/notify quiet:13-15 tz:UTC")).ephemeral
    await to_next_round(layer)
    assert await digests(layer, clock) == []  # due, but in Zed's quiet hours
    ends = 1_000_000.0 - (13 * 3600 + 46 * 60 + 40) % 86400 + 15 * 3600
    assert await layer.next_follow_in() == ends - clock.now
    clock.now = ends - 1
    assert await layer.follow_digests_due() == []
    (held,) = await digests(layer, clock, 1)
    assert held[1].startswith("📰 18EZ Level 1 in #c1: Round 1 begins.")


async def test_stop_yes_ends_it_and_a_player_may_not_follow_their_own_game(layer: CommandLayer, clock: Clock) -> None:
    await started(layer)
    refused = await say(layer, "Ann", "/follow")
    assert refused.ephemeral and refused.text.count(".") == 1 and "you play in this game" in refused.text.lower()
    await say(layer, "Zed", "/follow every:day")
    listed = await say(layer, "Zed", "/games")
    assert listed.ephemeral and "• 18EZ Level 1 in #c1 — following (once a day;" in listed.text
    stopped = await say(layer, "Zed", "/follow stop:yes")
    assert stopped.ephemeral and stopped.text == "You no longer follow 18EZ Level 1 here."
    assert "following" not in (await say(layer, "Zed", "/games")).text
    await to_next_round(layer)
    assert await digests(layer, clock, DAY_S) == [] and await layer.next_follow_in() is None
    again = await say(layer, "Zed", "/follow stop:yes")
    assert again.ephemeral and again.text == "You do not follow this game."


async def test_a_daily_digest_lists_the_days_moves_and_the_end_ends_the_follow(layer: CommandLayer, clock: Clock) -> None:
    await started(layer)
    await say(layer, "Zed", "/follow every:day")
    for _ in range(4):
        await move(layer)
    assert await digests(layer, clock, DAY_S - 60) == []
    (day,) = await digests(layer, clock, 60)
    assert day[1].splitlines()[0] == "📰 Your daily digest of 18EZ Level 1 in #c1: 4 moves since the last."
    assert await digests(layer, clock, DAY_S) == []  # a day with no move: no message
    await move(layer)
    await say(layer, "Ann", "/game abandon")
    (last,) = await digests(layer, clock, DAY_S)
    assert last[1].splitlines()[:2] == ["📰 18EZ Level 1 in #c1: the game was abandoned; you no longer follow it.",
                                        "Since your last digest (1):"]
    assert await layer.next_follow_in() is None


async def test_a_follower_who_takes_a_seat_follows_no_more(layer: CommandLayer, clock: Clock) -> None:
    await say(layer, "Ann", "/game new title:18EZ-L1 seed:3")
    assert (await say(layer, "Zed", "/follow")).ephemeral  # a lobby may be followed
    await say(layer, "Zed", "/game join")
    assert await digests(layer, clock) == [] and await layer.next_follow_in() is None  # their turns call them now


async def test_two_processes_make_one_digest(tmp_path, clock: Clock) -> None:
    path = tmp_path / "games.sqlite3"
    first = await Store.open(path)
    second = await Store.open(path)
    try:
        layer, other = CommandLayer(first, clock=clock, operator_seeds=True), CommandLayer(second, clock=clock)
        await started(layer)
        await say(layer, "Zed", "/follow")
        await to_next_round(layer)
        clock.now += ROUND_LOOK_S
        made = await asyncio.gather(layer.follow_digests_due(), other.follow_digests_due())
        assert sorted(len(d) for d in made) == [0, 1]
        clock.now += 2 * ROUND_LOOK_S  # past any lease: still nothing twice
        assert await layer.follow_digests_due() == [] and await other.follow_digests_due() == []
    finally:
        await first.close()
        await second.close()


async def test_a_digest_shows_only_what_the_channel_shows(layer: CommandLayer, clock: Clock) -> None:
    """Railways of the World: the Rail Baron cards each player keeps are theirs alone; a digest never names one."""
    for line in ("Ann: /game new title:RotW-EUS seed:4", "Bob: /game join", "Ann: /game start"):
        name, _, typed = line.partition(": ")
        assert not (await say(layer, name, typed)).ephemeral
    await say(layer, "Zed", "/follow")
    await to_next_round(layer)
    (digest,) = await digests(layer, clock)
    record = await layer.store.active_game("c1")
    assert record is not None
    game = (await layer.games.load(record)).game
    secret = [line for o in game.history for line in o.private] + [line for p in (0, 1) for line in game.private_lines(p)]
    assert secret and not [line for line in secret if line in digest[1]]
    assert digest[1].startswith("📰 Railways of the Eastern U.S. in #c1: Turn 1 begins.")


async def test_a_follower_who_no_longer_sees_the_channel_is_told_nothing_of_it(layer: CommandLayer, clock: Clock) -> None:
    await started(layer)
    await say(layer, "Zed", "/follow")
    asked: list[tuple[str, str, str]] = []

    async def sees(user: str, guild: str, channel: str) -> bool:
        asked.append((user, guild, channel))
        return False

    layer.sees = sees
    assert await digests(layer, clock) == [] and asked == []  # nothing to send: Discord is not asked
    await to_next_round(layer)
    assert await digests(layer, clock) == [] and asked == [("zed", "local", "c1")]
    assert await layer.next_follow_in() is None  # the follow ended
