"""Lobbies people can find (issue 50 §5) through the command layer, on a clock the test moves: /games open:yes lists the
server's lobbies with a free seat (who is in, a jump link), never a full lobby, a running game, another server's or
a channel the asker may not see; the lobby's creator is called once, when it reaches the title's fewest players; a
lobby idle 14 days closes with a notice owed to its channel; start:full starts the game on the last join."""

from __future__ import annotations

from bot.commands import CommandLayer, Invocation, Reply
from bot.commands.lobbies import IDLE_LOBBY_S
from tests.bot.conftest import Clock

GUILD = "111"


async def say(layer: CommandLayer, name: str, line: str, channel: str = "201", guild: str = GUILD) -> Reply:
    who = Invocation(user_id=name.lower(), user_name=name, channel_id=channel, guild_id=guild)
    return await layer.handle_line(who, line)


async def test_open_yes_lists_lobbies_with_a_free_seat_and_their_links(layer: CommandLayer) -> None:
    await say(layer, "Ann", "/game new title:18GL", "201")  # a free seat
    await say(layer, "Bob", "/game join", "201")
    await say(layer, "Ann", "/game new title:RotW-MEX start:full", "202")  # full (four)
    for name in ("Bob", "Cid"):
        await say(layer, name, "/game join", "202")
    await say(layer, "Ann", "/game new title:18EZ-L1", "203")  # running
    await say(layer, "Bob", "/game join", "203")
    await say(layer, "Ann", "/game start", "203")
    await say(layer, "Ann", "/game new title:18EZ-L2", "301", guild="999")  # another server's
    listed = await say(layer, "Zed", "/games open:yes", "500")
    assert listed.ephemeral and listed.text.splitlines() == [
        "Lobbies with a free seat on this server, oldest first (/game join in its channel):",
        "• 18GL: Railroading around the Great Lakes — 2/6 seats (from 2): Ann, Bob — <#201> (https://discord.com/channels/111/201)",
        "• Railways of Mexico — 3/4 seats (from 2): Ann, Bob, Cid; it starts when full — "
        "<#202> (https://discord.com/channels/111/202)"]
    await say(layer, "Dan", "/game join", "202")  # the last seat: that game starts, and is no lobby any more
    assert [line.split(" — ")[0] for line in (await say(layer, "Zed", "/games open:yes")).text.splitlines()[1:]] == [
        "• 18GL: Railroading around the Great Lakes"]
    assert "Your games" in (await say(layer, "Ann", "/games")).text  # /games alone is as it was
    dm = await say(layer, "Zed", "/games open:yes", guild="dm")
    assert dm.ephemeral and "ask in one of its channels" in dm.text


async def test_a_channel_the_asker_may_not_see_is_not_listed(layer: CommandLayer) -> None:
    await say(layer, "Ann", "/game new title:18GL", "201")
    await say(layer, "Ann", "/game new title:18GL", "202")

    async def sees(user: str, guild: str, channel: str) -> bool:
        return channel != "202"

    layer.sees = sees
    listed = (await say(layer, "Zed", "/games open:yes")).text
    assert "/111/201" in listed and "/111/202" not in listed


async def test_the_creator_is_called_once_at_the_fewest_players(layer: CommandLayer) -> None:
    await say(layer, "Ann", "/game new title:18EZ-L1")
    joined = await say(layer, "Bob", "/game join")  # two: the fewest 18EZ Level 1 seats
    assert joined.mentions == ("ann",) and joined.text.splitlines() == [
        "Bob joins. Seated: Ann, Bob.",
        "<@ann>: 2 players, enough for 18EZ Level 1 to begin: /game start starts it (up to 4 more may join)."]
    assert (await say(layer, "Cid", "/game join")).mentions == ()
    await say(layer, "Bob", "/game leave")
    await say(layer, "Cid", "/game leave")
    again = await say(layer, "Bob", "/game join")
    assert again.mentions == () and "<@ann>" not in again.text  # once in the lobby's life


async def test_a_creator_on_direct_messages_is_called_by_one(layer: CommandLayer) -> None:
    await say(layer, "Ann", "/game new title:18EZ-L1")
    await say(layer, "Ann", "/game notify where:dm")
    joined = await say(layer, "Bob", "/game join")
    assert joined.mentions == () and joined.text == "Bob joins. Seated: Ann, Bob."
    assert joined.direct == [("ann", "Your lobby of 18EZ Level 1 in <#201> has 2 players, enough to begin: /game start "
                                     "there starts it (up to 4 more may join).")]
    seated = await say(layer, "Ann", "/game join bot:yes")  # the creator seated the third: no call
    assert seated.direct == [] and seated.mentions == ()


async def test_a_lobby_idle_14_days_closes_with_a_notice(layer: CommandLayer, clock: Clock) -> None:
    await say(layer, "Ann", "/game new title:18GL", "201")
    await say(layer, "Ann", "/game new title:18GL", "202")
    assert await layer.next_lobby_close() == clock.now + IDLE_LOBBY_S
    clock.now += IDLE_LOBBY_S - 60
    await say(layer, "Bob", "/game join", "202")  # a join: its 14 days count again
    assert await layer.close_idle_lobbies() == 0
    clock.now += 60
    owed: list[float] = []
    layer.on_owed = owed.append
    assert await layer.close_idle_lobbies() == 1 and owed == [clock.now]
    assert await layer.close_idle_lobbies() == 0  # once
    assert await layer.store.active_game("201") is None and await layer.store.active_game("202") is not None
    (notice,) = await layer.store.owed_posts(clock.now)
    assert (notice.channel_id, notice.command) == ("201", "ping")
    assert notice.content == ("🧹 This lobby of 18GL: Railroading around the Great Lakes closed: nobody joined or left "
                              "it for 14 days. The channel is free; /game new opens a new one.")
    assert await layer.next_lobby_close() == clock.now - 60 + IDLE_LOBBY_S
    assert not (await say(layer, "Cid", "/game new title:18EZ-L1", "201")).ephemeral  # the channel is free


async def test_start_full_starts_the_game_when_the_last_seat_fills(layer: CommandLayer) -> None:
    opened = await say(layer, "Ann", "/game new title:RotW-MEX start:full")
    assert "it starts by itself when all 4 seats are taken" in opened.text
    for name in ("Bob", "Cid"):
        assert "begins" not in (await say(layer, name, "/game join")).text
    last = await say(layer, "Dan", "/game join")
    assert last.text.startswith("Dan joins, taking the last seat: the game starts by itself.\nRailways of Mexico begins! ")
    assert last.changed and last.next_up and last.next_up[0].called  # the first player is called, as /game start does
    record = await layer.store.active_game("201")
    assert record is not None and record.status == "running"
    refused = await say(layer, "Ann", "/game new title:18GL start:soon", "202")
    assert refused.ephemeral and "Start takes full (the game starts by itself when its last seat fills)" in refused.text
