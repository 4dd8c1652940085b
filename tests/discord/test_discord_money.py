"""Money on (simulated) Discord as a phone keyboard types it and as players read it (issue 34 §4).

Discord's integer options took digits alone, while the help promised "3000, $3,000 or 3k": every option taking money
is now a string option, read by the engine's one reader (engine.core.money) in every form its help says. A
non-amount and a negative amount are refused privately in one sentence, and buttons show amounts in dollars
("Bid $1,000", "Bid C&A $145")."""

from __future__ import annotations

import discord
import simcord

from bot.commandtable import COMMANDS
from engine.core.money import FORMS
from engine.rotw.game import Rotw
from tests.discord.table import Table, answer, has_button, is_private, mentions
from tests.discord.test_discord_rotw import rotw_auction

# What the /bid help promises, and the other ways a phone keyboard types $3,000.
FORMS_OF_3000 = ["3000", "$3,000", "3k", "3,000", "$3000", "3K", "$3k", "3.0k", "3 000"]


async def test_every_form_of_an_amount_typed_into_bid_makes_the_same_bid(simcord_env: simcord.Env) -> None:
    table, record, bidder = await rotw_auction(simcord_env)
    for form in FORMS_OF_3000:
        result = await table.type(f"{bidder}: /bid amount:{form} confirm:yes")
        assert not is_private(result), (form, answer(result))
        assert f"{bidder} bids $3,000." in answer(result), form
        game = (await table.bot.layer.games.load(record)).game
        assert isinstance(game, Rotw) and game.state.auction.high == 3, form  # $3,000, kept in thousands
        assert not is_private(await table.type(f"{bidder}: /game undo"))
    refused = await table.type(f"{bidder}: /bid amount:3.5k")
    assert is_private(refused) and answer(refused) == ("Money comes in whole thousands in Railways of the World, and $3,500 "
                                                       "is not: for $4,000 type 4000, $4,000 or 4k.")


async def test_a_non_amount_and_a_negative_amount_are_refused_in_one_sentence(simcord_env: simcord.Env) -> None:
    table, _, bidder = await rotw_auction(simcord_env)
    before = table.last_text()
    for typed, said in [("abc", f"'abc' is not an amount: type {FORMS}."),
                        ("-3000", "-3000 is a negative amount: an amount is at least $1."),
                        ("-$3k", "-$3k is a negative amount: an amount is at least $1.")]:
        result = await table.type(f"{bidder}: /bid amount:{typed}")
        assert is_private(result) and answer(result) == said, typed
    assert table.last_text() == before  # nothing said in public, nothing changed


async def test_every_amount_option_is_text_whose_help_and_autocomplete_say_dollars(simcord_env: simcord.Env) -> None:
    money = {(c.name, o.name): o.description for c in COMMANDS for o in c.options if o.money}
    assert set(money) == {("bid", "amount"), ("buy-company", "price"), ("sell-company", "price"), ("buy-train", "price"),
                          ("par", "price")}
    seen = set()
    for command in simcord_env.bot.tree.walk_commands():  # type: ignore[attr-defined]
        if not isinstance(command, discord.app_commands.Command):
            continue
        for parameter in command.parameters:
            key = (command.qualified_name, parameter.display_name)
            if key in money:
                seen.add(key)
                assert parameter.type == discord.AppCommandOptionType.string, key  # any form may be typed
                assert parameter.description == money[key], key
    assert seen == set(money)
    assert money[("bid", "amount")].endswith(f": {FORMS}")
    assert money[("par", "price")].endswith(": 70 or $70")

    table, _, bidder = await rotw_auction(simcord_env)
    for typed in ("", "1", "1k", "$1,000"):
        offered = await table.players[bidder].autocomplete(table.channel, "bid", "amount", typed)
        assert offered == [{"name": "$1,000", "value": "1000"}], typed  # the least bid, in dollars


async def test_buttons_show_amounts_in_dollars_and_work(simcord_env: simcord.Env) -> None:
    table, _, bidder = await rotw_auction(simcord_env)
    message = table.channel.last_message
    assert message is not None and has_button(message, "Bid $1,000") and not has_button(message, "Bid 1000")
    asked = await table.players[bidder].click(message, label="Bid $1,000")  # with no cash, a winning bid issues a bond
    assert is_private(asked) and answer(asked).startswith("Are you sure?") and "1000" not in answer(asked)
    question = asked.followups[-1] if asked.followups else asked.response
    assert question is not None and has_button(question, "Confirm: bid $1,000")
    done = await table.players[bidder].click(question, label="Confirm: bid $1,000")
    assert not is_private(done) and f"{bidder} bids $1,000." in table.last_text()

    gl = Table.open(simcord_env, "Ann", "Bob", "Cid")
    for line in ("Ann: /game new title:18GL", "Bob: /game join", "Cid: /game join", "Ann: /game start"):
        await gl.type(line)
    message = gl.channel.last_message
    assert message is not None and has_button(message, "Bid C&A $145") and not has_button(message, "Bid C&A 145")
    first = gl.name_of(mentions(gl.last_text())[-1])
    result = await gl.players[first].click(message, label="Bid C&A $145")
    assert not is_private(result) and f"{first} bids $145 on the" in gl.last_text()
