"""Turn discipline, autocomplete, restart-proof buttons, reminders, spectators and
direct-message pings, each checked against the real bot on SimCord."""

from __future__ import annotations

import discord
import pytest
import simcord
from discord.ext import commands

from bot.commandtable import COMMANDS
from bot.discordbot import RailBot
from tests.discord.conftest import BotFactory
from tests.discord.table import Table, answer, has_button, is_private, mentions

# Seed 3 seats the three players in the order Bob, Cid, Ann (see examples/18ez-level1.txt).
OPENING = ["Ann: /game new title:18EZ-L1 seed:3", "Bob: /game join", "Cid: /game join"]
CHOOSING = ["Bob: /choose railroad:PS&W", "Cid: /choose railroad:TC&L", "Ann: /choose railroad:BR&N"]
HOUR = 3600.0


async def started(env: simcord.Env, *before_start: str) -> Table:
    table = Table.open(env, "Ann", "Bob", "Cid")
    for line in [*OPENING, *before_start, "Ann: /game start"]:
        result = await table.type(line)
        assert "notify" in line or not is_private(result), answer(result)
    return table


def reminders_in(channel: simcord.ChannelHandle) -> list[discord.Message]:
    return [m for m in channel.history() if m.content.startswith("Reminder")]


async def test_out_of_turn_moves_and_strangers_are_refused_privately(simcord_env: simcord.Env) -> None:
    table = await started(simcord_env)
    before = table.last_text()
    result = await table.type("Ann: /choose railroad:BR&N")
    assert is_private(result)
    assert answer(result) == "It is Bob's turn to choose a railroad, not Ann's."
    table.seat("Dan")
    result = await table.type("Dan: /pass")
    assert is_private(result) and "you are not playing in this game" in answer(result).lower()
    assert table.last_text() == before  # nothing public was said, nothing changed
    result = await table.type("Bob: /game new title:18EZ-L1")
    assert is_private(result) and "already has a game" in answer(result)


async def test_the_player_to_act_is_pinged_with_buttons_for_the_step(simcord_env: simcord.Env) -> None:
    table = await started(simcord_env)
    message = table.channel.last_message
    assert message is not None
    assert mentions(message.content) == [str(table.players["Bob"].id)]
    assert has_button(message, "Choose PS&W") and has_button(message, "Choose TC&L")


async def test_autocomplete_offers_only_the_typists_legal_moves(simcord_env: simcord.Env) -> None:
    table = await started(simcord_env)
    bob, ann = table.players["Bob"], table.players["Ann"]
    offered = await bob.autocomplete(table.channel, "choose", "railroad", "")
    assert sorted(c["value"] for c in offered) == ["BCRR", "BR&N", "M&R", "M&YR", "PS&W", "TC&L"]
    assert [c["value"] for c in await bob.autocomplete(table.channel, "choose", "railroad", "br")] == ["BR&N"]
    assert await ann.autocomplete(table.channel, "choose", "railroad", "") == []  # not Ann's turn
    for line in CHOOSING:
        await table.type(line)
    # Bob's PS&W must build at home first (rulebook 1.4): only E4 is offered.
    assert [c["value"] for c in await bob.autocomplete(table.channel, "lay", "hex", "")] == ["E4"]
    tiles = [c["value"] for c in await bob.autocomplete(table.channel, "lay", "tile", "", hex="E4")]
    record = await table.bot.store.active_game(str(table.channel.id))
    assert record is not None
    game = (await table.bot.layer.games.load(record)).game
    legal = {a.text for a in game.legal_actions(1)}  # Bob sits second in the lobby
    assert tiles and all(f"lay E4 {t}" in " ".join(legal) for t in tiles)
    moves = [c["value"] for c in await bob.autocomplete(table.channel, "move", "action", "lay E4")]
    assert moves and len(moves) <= 25 and set(moves) <= legal and all(m.startswith("lay E4") for m in moves)
    assert "pass" in [c["value"] for c in await bob.autocomplete(table.channel, "move", "action", "pa")]


async def test_a_button_still_works_after_a_restart(simcord_env: simcord.Env, make_bot: BotFactory) -> None:
    table = await started(simcord_env)
    message = table.channel.last_message
    assert message is not None
    await simcord_env.restart_bot(make_bot())
    result = await table.players["Ann"].click(message, label="Choose BR&N")  # not Ann's turn
    assert is_private(result) and "It is Bob's turn" in answer(result)
    result = await table.players["Bob"].click(message, label="Choose PS&W")
    assert not is_private(result)
    assert "Bob takes the Purple Springs & Western (PS&W)" in table.last_text()
    assert mentions(table.last_text()) == [str(table.players["Cid"].id)]


async def test_reminders_ping_the_idle_player_once_per_interval(simcord_env: simcord.Env) -> None:
    table = await started(simcord_env, "Ann: /game remind after:1")
    bob = str(table.players["Bob"].id)
    await simcord_env.advance_time(HOUR - 60)
    assert reminders_in(table.channel) == []
    await simcord_env.advance_time(120)
    assert [mentions(m.content) for m in reminders_in(table.channel)] == [[bob]]
    await simcord_env.advance_time(HOUR / 2)
    assert len(reminders_in(table.channel)) == 1  # not twice
    await simcord_env.advance_time(HOUR / 2)
    assert len(reminders_in(table.channel)) == 2  # again after another interval
    await table.type("Bob: /choose railroad:PS&W")  # Bob acts: now Cid is waited for, from now
    await simcord_env.advance_time(HOUR - 60)
    assert len(reminders_in(table.channel)) == 2
    await simcord_env.advance_time(120)
    assert mentions(reminders_in(table.channel)[-1].content) == [str(table.players["Cid"].id)]


async def test_reminders_can_be_turned_off(simcord_env: simcord.Env) -> None:
    table = await started(simcord_env, "Ann: /game remind after:off")
    await simcord_env.advance_time(30 * 24 * HOUR)
    assert reminders_in(table.channel) == []
    result = await table.type("Bob: /game remind after:2")
    assert is_private(result) and "Only the player who opened the game" in answer(result)


async def test_a_reminder_due_during_downtime_is_sent_once_after_restart(simcord_env: simcord.Env, make_bot: BotFactory) -> None:
    table = await started(simcord_env, "Ann: /game remind after:1")
    record = await table.bot.store.active_game(str(table.channel.id))
    assert record is not None
    # The bot was down when the reminder fell due: its row is overdue when the new bot starts.
    await table.bot.store.set_reminder_due(record.id, discord.utils.utcnow().timestamp() - 5 * HOUR)
    await simcord_env.restart_bot(make_bot())
    await simcord_env.advance_time(1)
    assert len(reminders_in(table.channel)) == 1
    await simcord_env.advance_time(HOUR - 60)
    assert len(reminders_in(table.channel)) == 1


async def test_spectator_channels_mirror_moves_without_pings(simcord_env: simcord.Env) -> None:
    table = await started(simcord_env)
    watch = table.guild.create_text_channel("watchers")
    result = await table.players["Bob"].slash(table.channel, "game spectate", channel=watch)
    assert is_private(result) and "Only the player who opened the game" in answer(result)
    result = await table.players["Ann"].slash(table.channel, "game spectate", channel=watch)
    assert not is_private(result)
    await table.type("Bob: /choose railroad:PS&W")
    mirrored = watch.last_message
    assert mirrored is not None
    assert "Bob takes the Purple Springs & Western" in mirrored.content
    assert mentions(mirrored.content) == [] and "**Cid**" in mirrored.content
    assert not mirrored.components  # read-only: no buttons
    await table.players["Ann"].slash(table.channel, "game spectate", channel=watch, stop="yes")
    await table.type("Cid: /choose railroad:TC&L")
    assert watch.last_message is not None and watch.last_message.id == mirrored.id


async def test_players_can_be_pinged_by_direct_message(simcord_env: simcord.Env) -> None:
    table = await started(simcord_env, "Bob: /game notify where:dm")
    start = table.last_text()
    assert "**Bob**" in start and mentions(start) == []  # named in the channel, pinged privately
    dms = table.players["Bob"].user.dm_channel.history()
    # the first line (a phone's preview) is what happened and what is asked; no "Bob", no second "your turn"
    first = dms[-1].content.splitlines()[0]
    assert first.startswith("18EZ Level 1 begins! Seating order, drawn at random: Bob, Cid, Ann → you: choose a railroad")
    # the DM stands alone among several games: the game, the channel, a link to it
    assert f"18EZ Level 1 in <#{table.channel.id}> on {table.guild.name}." in dms[-1].content
    assert f"https://discord.com/channels/{table.guild.id}/{table.channel.id}" in dms[-1].content
    result = await table.players["Bob"].user.click(dms[-1], label="Choose PS&W")  # a button in the DM works too
    assert "Bob takes the Purple Springs & Western" in table.last_text()
    assert is_private(result) and answer(result).startswith("Done: Bob takes the Purple Springs & Western")  # in words
    seen = len(table.players["Bob"].user.dm_channel.history())
    for _ in range(6):  # the others move until it is Bob's turn again
        if len(table.players["Bob"].user.dm_channel.history()) > seen:
            break
        acting = table.name_of(mentions(table.last_text())[-1]) if mentions(table.last_text()) else "Cid"
        await table.type(f"{acting}: /choose railroad:{'TC&L' if acting == 'Cid' else 'BR&N'}")
    later = table.players["Bob"].user.dm_channel.history()[-1].content
    # every move while Bob was away, not only the last: Cid's and Ann's choices
    assert "Since your last move (2): Cid takes the " in later and "; Ann takes the " in later
    assert ".;" not in later and ".." not in later  # joined cleanly (issue 45 §8)


@pytest.mark.simcord(check_errors=False)
async def test_an_unexpected_error_still_gets_a_private_answer(simcord_env: simcord.Env, monkeypatch: pytest.MonkeyPatch) -> None:
    table = Table.open(simcord_env, "Ann")
    bot = simcord_env.bot
    assert isinstance(bot, RailBot)

    async def broken(*args: object, **kwargs: object) -> None:
        raise RuntimeError("boom")

    monkeypatch.setattr(bot.layer, "handle", broken)
    result = await table.type("Ann: /game status")
    assert is_private(result) and answer(result).startswith("Sorry, something went wrong")
    assert any("boom" in str(e.__cause__ or e) for e in simcord_env.errors)


async def test_every_shared_command_is_a_slash_command(simcord_env: simcord.Env) -> None:
    """The Discord commands and the console's table cannot drift apart."""
    slash = {}
    for command in simcord_env.bot.tree.walk_commands():  # type: ignore[attr-defined]
        if isinstance(command, discord.app_commands.Command):
            slash[command.qualified_name] = {p.display_name for p in command.parameters}
    for command in COMMANDS:
        assert command.name in slash, command.name
        assert slash[command.name] == {o.name for o in command.options}, command.name


async def test_moves_show_the_map_and_runs_show_the_routes(simcord_env: simcord.Env) -> None:
    table = await started(simcord_env)
    for line in [*CHOOSING, "Bob: /lay hex:E4 tile:5 rotation:0"]:
        result = await table.type(line)
    callbacks = [r.json["type"] for r in simcord_env.http_requests if r.path.endswith("/callback") and isinstance(r.json, dict)]
    assert callbacks[-1] == 4  # the words at once (issue 43): the map is drawn after, and added to the answer
    edits = [r for r in simcord_env.http_requests if r.method == "PATCH" and r.path.endswith("/messages/@original")]
    assert edits, "the map was not added to the answer"
    message = table.channel.last_message
    assert message is not None
    assert [e.image.url for e in message.embeds] == ["attachment://map.png"]
    assert [a.filename for a in message.attachments] == ["map.png"]
    # a screen reader reads the picture's caption: its alt text is the caption shown under it
    assert [a.description for a in message.attachments] == [e.description for e in message.embeds]
    assert message.attachments[0].description
    for line in ["Bob: /buy-train type:2", "Cid: /lay hex:I6 tile:57 rotation:2", "Cid: /buy-train type:2",
                 "Ann: /lay hex:B9 tile:5 rotation:1", "Ann: /buy-train type:2", "Bob: /pass"]:
        assert not is_private(await table.type(line)), line
    result = await table.type("Bob: /run")
    assert "runs" in answer(result)
    message = table.channel.last_message
    assert message is not None and [a.filename for a in message.attachments] == ["routes.png"]


async def test_only_the_owner_may_sync_commands(simcord_env: simcord.Env) -> None:
    table = Table.open(simcord_env)
    table.seat("Ann")  # a member, not the bot's owner
    bot = table.bot
    assert bot.user is not None
    syncs = sum(r.method == "PUT" and r.path.endswith("/commands") for r in simcord_env.http_requests)
    await table.players["Ann"].send(table.channel, f"<@{bot.user.id}> sync")
    assert sum(r.method == "PUT" and r.path.endswith("/commands") for r in simcord_env.http_requests) == syncs
    assert table.channel.last_message is not None and table.channel.last_message.author.id != bot.user.id
    assert [type(e) for e in simcord_env.errors] == [commands.NotOwner]  # refused by the owner check, quietly


async def test_games_in_several_servers_run_side_by_side(simcord_env: simcord.Env) -> None:
    first = await started(simcord_env)
    other_guild = simcord_env.create_guild(name="Elsewhere")
    second = Table(simcord_env, other_guild, other_guild.create_text_channel("trains"))
    for name in ("Eve", "Fay"):
        second.seat(name)
    second.make_operator("Eve")
    for line in ["Eve: /game new title:18EZ-L1 seed:1", "Fay: /game join", "Eve: /game start"]:
        assert not is_private(await second.type(line))
    assert not is_private(await first.type("Bob: /choose railroad:PS&W"))
    waiting = mentions(second.last_text())
    assert len(waiting) == 1 and waiting[0] in {str(second.players[n].id) for n in ("Eve", "Fay")}
    mover = second.name_of(waiting[0])
    result = await second.type(f"{mover}: /choose railroad:PS&W")  # PS&W is taken in the other game only
    assert not is_private(result) and f"{mover} takes the Purple Springs" in answer(result)


async def test_level2_share_dealing_through_slash_commands(simcord_env: simcord.Env) -> None:
    table = Table.open(simcord_env, "Ann", "Bob")
    for line in ["Ann: /game new title:18EZ-L2 seed:2", "Bob: /game join", "Ann: /game start"]:
        assert not is_private(await table.type(line))

    def next_name() -> str:
        return table.name_of(mentions(table.last_text())[-1])

    first = next_name()
    offered = await table.players[first].autocomplete(table.channel, "par", "railroad", "")
    assert sorted(c["value"] for c in offered) == ["BCRR", "BR&N", "M&R", "M&YR", "PS&W", "TC&L"]
    result = await table.players[first].slash(table.channel, "par", railroad="PS&W", price="50")
    assert "starts PS&W at par $50" in answer(result)
    for _ in range(3):
        who = next_name()
        assert not is_private(await table.type(f"{who}: /buy-share railroad:PS&W"))
    for _ in range(2):
        await table.type(f"{next_name()}: /pass")
    message = table.channel.last_message
    assert message is not None and "PS&W floats with $500" in message.content
    assert [a.filename for a in message.attachments] == ["market.png"]  # the board did not change: no map
    assert "PS&W to build" in message.content and mentions(message.content) == [str(table.players[first].id)]


async def test_a_second_press_of_the_same_button_makes_no_second_move(simcord_env: simcord.Env) -> None:
    """Two presses of Pass on one message made two moves (the build step, then the rest of the turn). (A press that
    comes after the game moved on is refused: tests/discord/test_discord_plans.py, and DM buttons, which stay.)"""
    table = await started(simcord_env)
    for line in CHOOSING:
        await table.type(line)
    message = table.channel.last_message  # Bob's PS&W to build, with a Pass button
    assert message is not None and has_button(message, "Pass")
    record = await table.bot.store.active_game(str(table.channel.id))
    assert record is not None
    moves = await table.bot.store.log_length(record.id)
    first = await table.players["Bob"].click(message, label="Pass")
    assert not is_private(first) and "PS&W skips its build step" in table.last_text()
    # the pressed message's buttons are gone (issue 50 §2): a second press cannot even be made
    pressed = next(m for m in table.channel.history() if m.id == message.id)
    assert not has_button(pressed, "Pass")
    assert await table.bot.store.log_length(record.id) == moves + 1  # one move for one intention
    newest = table.channel.last_message
    assert newest is not None and has_button(newest, "Pass")
    third = await table.players["Bob"].click(newest, label="Pass")  # the newest message's button works
    assert not is_private(third) and await table.bot.store.log_length(record.id) == moves + 2


def test_buttons_made_before_positions_existed_are_still_read() -> None:
    from bot.discordbot.buttons import MoveButton, custom_id

    template = MoveButton.__discord_ui_compiled_template__
    old = template.fullmatch("railbot:move:12:buy 2")
    assert old is not None and (old["game"], old["at"], old["action"]) == ("12", None, "buy 2")
    new = template.fullmatch(custom_id(12, 40, "buy 4 from BR&N 1"))
    assert new is not None and (new["game"], new["at"], new["action"]) == ("12", "40", "buy 4 from BR&N 1")


async def test_a_status_check_pings_no_one_and_sends_no_direct_message(simcord_env: simcord.Env) -> None:
    """Three status checks by Bob sent Ann three DMs. A status or a map names who acts; only a move pings."""
    table = await started(simcord_env, "Bob: /game notify where:dm")
    bob = table.players["Bob"]
    before = len(bob.user.dm_channel.history())
    for line in ("Cid: /game status", "Ann: /game status", "Cid: /game map"):
        result = await table.type(line)
        assert mentions(answer(result)) == [] and "**Bob**" in answer(result), line
    assert len(bob.user.dm_channel.history()) == before  # no direct message for a status check
    await table.type("Bob: /choose railroad:PS&W")
    assert mentions(table.last_text()) == [str(table.players["Cid"].id)]  # the move pings the next player


async def test_a_rotw_bid_of_1000_bids_one_thousand_dollars(simcord_env: simcord.Env) -> None:
    """`/bid amount:1000` bid $1,000,000 (the amount was in thousands), paid with 200 bonds: every amount is dollars."""
    table = Table.open(simcord_env, "Ann", "Bob")
    for line in ("Ann: /game new title:RotW-EUS", "Bob: /game join", "Ann: /game start"):
        await table.type(line)
    record = await table.bot.store.active_game(str(table.channel.id))
    assert record is not None
    game = (await table.bot.layer.games.load(record)).game
    for _ in range(2):
        first = game.players[game.acting_players()[0]]
        await table.type(f"{first}: /keep-baron choice:1")
        game = (await table.bot.layer.games.load(record)).game
    bidder = game.players[game.acting_players()[0]]
    asked = await table.type(f"{bidder}: /bid amount:1000")  # with no cash, a winning bid issues a bond: asked first
    assert is_private(asked) and answer(asked).startswith("Are you sure?") and "issues 1 bond if it wins" in answer(asked)
    assert "$1,000" in answer(asked) and "1000" not in answer(asked)
    result = await table.type(f"{bidder}: /bid amount:1000 confirm:yes")
    assert not is_private(result) and "$1,000" in table.last_text() and "1,000,000" not in table.last_text()
    game = (await table.bot.layer.games.load(record)).game
    assert game.state.auction.high == 1  # type: ignore[attr-defined]  # one thousand dollars, kept in thousands
    refused = await table.type(f"{game.players[game.acting_players()[0]]}: /bid amount:2")
    assert is_private(refused) and "for $2,000 type 2000, $2,000 or 2k" in answer(refused)


async def test_a_map_is_posted_only_when_the_board_changed(simcord_env: simcord.Env) -> None:
    """14 identical maps in one Startpacket: a map follows a move only when the board changed (a tile, a station)."""
    table = Table.open(simcord_env, "Ann", "Bob")
    for line in ["Ann: /game new title:18EZ-L2 seed:2", "Bob: /game join", "Ann: /game start"]:
        await table.type(line)

    def attached() -> list[str]:
        message = table.channel.last_message
        return [] if message is None else [a.filename for a in message.attachments]

    first = table.name_of(mentions(table.last_text())[-1])
    await table.players[first].slash(table.channel, "par", railroad="PS&W", price="50")  # its home's mark changes
    for _ in range(20):  # share dealing until PS&W floats and builds: no move changes the board
        if "PS&W to build" in table.last_text():
            break
        who = table.due()[-1]
        result = await table.type(f"{who}: /buy-share railroad:PS&W")
        if is_private(result):
            await table.type(f"{who}: /pass")
        assert "map.png" not in attached(), table.last_text()
    president = table.due()[-1]
    await table.type(f"{president}: /lay hex:E4 tile:57 rotation:1")
    assert attached() == ["map.png"]  # a tile laid: the map, once


async def test_a_player_on_dms_due_again_after_a_dm_move_is_told_so_with_the_next_steps_buttons(
        simcord_env: simcord.Env) -> None:
    """Issue 45 §1: the DM answered "Done: … The game channel has the details." while the channel asked the mover for
    their next step: 14 of 98 DM moves left the mover due again, and none was told. Bob passes PS&W's build from his
    DM; its next step is his too."""
    table = await started(simcord_env, "Bob: /game notify where:dm")
    for line in CHOOSING:
        assert not is_private(await table.type(line)), line
    bob = table.players["Bob"].user
    result = await bob.click(bob.dm_channel.history()[-1], label="Pass")
    told = answer(result)
    assert told.startswith("Done: ") and "The game channel has the details" not in told, told
    assert "Your move again: PS&W" in told  # what the channel asks of him now, in his DM
    assert has_button(result.followups[-1], "Pass")  # and the buttons of that step
    assert "**Bob**" in table.last_text()  # the channel names him (unpinged: his own next step)


async def test_a_post_that_calls_no_one_notifies_no_one(simcord_env: simcord.Env) -> None:
    # issue 50 §2: a move that calls the next player notifies; a status, which calls no one, is sent silently
    table = await started(simcord_env)
    await table.type("Bob: /choose railroad:PS&W")
    called = table.channel.last_message
    assert called is not None and mentions(called.content) and not called.flags.suppress_notifications
    await table.type("Ann: /game status")
    quiet = table.channel.last_message
    assert quiet is not None and quiet.id != called.id
    assert mentions(quiet.content) == [] and quiet.flags.suppress_notifications
