"""Issue 31 on a simulated Discord: no chosen seats, no seat taken to read its cards and given back, no pings hidden
in names, no thread for a member who may not open one."""

from __future__ import annotations

from typing import Any

import discord
import simcord

from tests.discord.table import Table, answer, is_private


def posted_payloads(env: simcord.Env) -> list[dict[str, Any]]:
    """Every message the bot sent (channel posts, interaction answers and follow-ups), as its JSON payload."""
    found = []
    for request in env.http_requests:
        body = request.json if isinstance(request.json, dict) else None
        if body is None or request.method not in ("POST", "PATCH"):
            continue
        data = body.get("data", body) if "type" in body and "data" in body else body
        if isinstance(data, dict) and isinstance(data.get("content"), str):
            found.append(data)
    return found


async def test_only_the_bots_operator_fixes_the_seed_of_an_18xx_game(simcord_env: simcord.Env) -> None:
    """§5: any member could pass seed: to /game new (worked out offline) and pick their seat, and in 18GL which $50
    private company plays. Now a member's seed is refused; the bot's owner may fix one (to replay an example)."""
    table = Table.open(simcord_env)
    table.seat("Ann")
    table.seat("Root")
    table.make_operator("Root")  # the bot's owner (OWNER_IDS)
    for title in ("18GL", "18EZ-L1"):
        refused = await table.type(f"Ann: /game new title:{title} seed:3")
        assert is_private(refused) and "only the bot's operator may fix one" in answer(refused)
        assert await table.bot.store.active_game(str(table.channel.id)) is None
    opened = await table.type("Ann: /game new title:18GL")  # drawn by the bot: fine
    assert not is_private(opened)
    await table.type("Ann: /game abandon")
    assert not is_private(await table.type("Root: /game new title:18GL seed:3"))
    record = await table.bot.store.active_game(str(table.channel.id))
    assert record is not None and record.seed == 3


async def test_a_seat_name_that_looks_like_a_mention_pings_no_one(simcord_env: simcord.Env) -> None:
    """§6: a nickname like `<@id>` pinged that user in every message naming the seat. Each message now allows
    exactly the users it means to call, and any other mention in its text is escaped."""
    table = Table.open(simcord_env, "Ann")
    victim = table.seat("Vic")
    bob = table.guild.add_member(simcord_env.create_user("Bob"), nick=f"<@{victim.id}> @everyone")
    table.players["Bob"] = bob
    for line in ["Ann: /game new title:18EZ-L1 seed:3", "Bob: /game join", "Ann: /game start"]:
        assert not is_private(await table.type(line)), line
    for _ in range(6):  # the railroad choices, each naming the seats, pinging who is next
        record = await table.bot.store.active_game(str(table.channel.id))
        assert record is not None
        loaded = await table.bot.layer.games.load(record)
        name = loaded.user_of(loaded.game.acting_players()[0]).display_name
        mover = "Bob" if name != "Ann" else "Ann"
        choice = next(a.text for a in loaded.game.legal_actions(loaded.game.acting_players()[0]))
        await table.type(f"{mover}: /move action:{choice}")
        if loaded.game.acting_players() == []:
            break
    payloads = posted_payloads(simcord_env)
    assert payloads
    named = [p for p in payloads if str(victim.id) in p["content"]]
    assert named, "the seat's name appears in the messages"
    for payload in payloads:
        allowed = payload.get("allowed_mentions") or {}
        assert str(victim.id) not in [str(u) for u in allowed.get("users", [])], payload["content"]
        assert "users" not in allowed.get("parse", []) and "everyone" not in allowed.get("parse", [])
        assert f"<@{victim.id}>" not in payload["content"] and "@everyone" not in payload["content"]
    pinged = {str(u) for p in payloads for u in (p.get("allowed_mentions") or {}).get("users", [])}
    assert pinged <= {str(table.players["Ann"].id), str(bob.id)} and pinged  # the players due, and no one else


async def test_a_hidden_seat_taken_without_consent_goes_to_a_newcomer_and_never_back(simcord_env: simcord.Env) -> None:
    """§3: a seated admin handed another player's seat to a second account, read /game hand, and handed it back.
    In a game with hidden information such a seat goes only to someone who never held a seat of the game and is never
    handed back; the handover is said in the channel and the previous holder is told by direct message."""
    admins = discord.Permissions(administrator=True)
    table = Table.open(simcord_env, "Ann", "Bob", "Cid")
    role = table.guild.create_role("admins", permissions=admins)
    alt = table.guild.add_member(simcord_env.create_user("Alt"), roles=[role])
    table.players["Alt"] = alt
    boss = table.guild.add_member(simcord_env.create_user("Boss"), roles=[role])
    table.players["Boss"] = boss
    for line in ["Ann: /game new title:RotW-EUS", "Bob: /game join", "Cid: /game join", "Boss: /game join",
                 "Ann: /game start"]:
        assert not is_private(await table.type(line)), line
    bob = table.players["Bob"]
    taken = await table.players["Boss"].slash(table.channel, "game replace", seat=bob, **{"with": alt})
    assert not is_private(taken), answer(taken)
    assert f"takes over Bob's seat (from <@{bob.id}>, handed over by Boss)" in table.last_text()
    dms = [m.content for m in bob.user.dm_channel.history()]
    assert any("Your seat (Bob)" in text and "was handed to" in text for text in dms), dms
    back = await table.players["Boss"].slash(table.channel, "game replace", seat=alt, **{"with": bob})
    assert is_private(back) and "never handed back" in answer(back)
    returned = await alt.slash(table.channel, "game replace", seat=alt, **{"with": bob})
    assert is_private(returned) and "never handed back" in answer(returned)  # not by its new holder either
    to_cid = await alt.slash(table.channel, "game replace", seat=alt, **{"with": table.players["Cid"]})
    assert is_private(to_cid) and "already has a seat" in answer(to_cid)


async def test_a_member_who_may_not_open_threads_gets_no_thread(simcord_env: simcord.Env) -> None:
    """§7: /game new thread:yes opened a public thread for a member who may neither create threads nor post in them."""
    table = Table.open(simcord_env)
    closed = discord.PermissionOverwrite(create_public_threads=False, send_messages_in_threads=False)
    channel = table.guild.create_text_channel("quiet", overwrites={table.guild.default_role: closed})
    ann = table.seat("Ann")
    result = await ann.slash(channel, "game new", title="18EZ-L1", thread=True)
    assert is_private(result) and "You may not open threads here" in answer(result)
    assert channel.threads == [] and await table.bot.store.active_game(str(channel.id)) is None
