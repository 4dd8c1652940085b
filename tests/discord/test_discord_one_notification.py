"""One notification per decision (issue 34 §1), on SimCord: a player is mentioned or sent a direct message when they
become due to act, once; never again while others decide at the same time, and never for the step that follows
their own move (the answer to their move already says what is next, their name shown in bold)."""

from __future__ import annotations

import simcord

from tests.discord.table import Table, is_private, mentions

LEVEL1 = ["Ann: /game new title:18EZ-L1 seed:3", "Bob: /game join", "Cid: /game join"]


async def test_everyone_choosing_a_rail_baron_at_once_is_called_once(simcord_env: simcord.Env) -> None:
    names = ["Ann", "Bob", "Cid", "Dee"]
    table = Table.open(simcord_env, *names)
    for line in ["Ann: /game new title:RotW-EUS", *(f"{n}: /game join" for n in names[1:]), "Ann: /game start"]:
        assert not is_private(await table.type(line))
    start = len(table.channel.history())
    record = await table.bot.store.active_game(str(table.channel.id))
    assert record is not None
    for name in names:  # all four choose, one after another; each is due from the start
        game = (await table.bot.layer.games.load(record)).game
        assert game.players.index(name) in game.acting_players()
        await table.type(f"{name}: /keep-baron choice:1")  # (its private part: the card kept)
    posts = table.channel.history()[start - 1:]  # the start's message and the four choices' answers
    called = {name: sum(str(table.players[name].id) in mentions(m.content) for m in posts[:-1]) for name in names}
    assert called == {name: 1 for name in names}  # the start called everyone once; the choices called no one again
    for message in posts[1:-1]:  # a choice names those still choosing, unpinged
        assert mentions(message.content) == [] and "**" in message.content


async def test_a_player_on_direct_messages_gets_none_for_the_step_after_their_own_move(simcord_env: simcord.Env) -> None:
    table = Table.open(simcord_env, "Ann", "Bob", "Cid")
    for line in [*LEVEL1, "Bob: /game notify where:dm", "Ann: /game start"]:
        await table.type(line)
    bob = table.players["Bob"].user
    assert len(bob.dm_channel.history()) == 1  # due at the start: one DM
    await table.type("Bob: /choose railroad:PS&W")
    await table.type("Cid: /choose railroad:TC&L")
    await table.type("Ann: /choose railroad:BR&N")
    dms = bob.dm_channel.history()
    assert len(dms) == 2 and "PS&W" in dms[-1].content  # due again when the Operating Round reaches PS&W: one DM
    await table.type("Bob: /lay hex:E4 tile:5 rotation:0")
    after_lay = table.last_text()
    assert "**Bob**" in after_lay and mentions(after_lay) == []  # his next step is named, not pinged
    assert len(bob.dm_channel.history()) == 2  # and no DM for the step after his own move
    await table.type("Bob: /buy-train type:2")
    assert mentions(table.last_text()) == [str(table.players["Cid"].id)]  # Cid became due: called
    assert len(bob.dm_channel.history()) == 2


async def test_the_next_player_in_the_channel_is_mentioned_once_per_decision(simcord_env: simcord.Env) -> None:
    table = Table.open(simcord_env, "Ann", "Bob", "Cid")
    for line in [*LEVEL1, "Ann: /game start", "Bob: /choose railroad:PS&W", "Cid: /choose railroad:TC&L",
                 "Ann: /choose railroad:BR&N"]:
        await table.type(line)
    assert mentions(table.last_text()) == [str(table.players["Bob"].id)]  # PS&W operates: Bob called
    await table.type("Bob: /lay hex:E4 tile:5 rotation:0")
    assert mentions(table.last_text()) == []  # Bob's next step: not called again
