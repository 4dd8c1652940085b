"""Plans on Discord (issue 49 §3): a four-player Railways of the World turn in which three players planned their
actions and the fourth plays live. The three are not called again while their plans move for them; the turn
completes; each planned move is posted once, in the order it was made, marked "(planned)" with nothing else of the
plan; the plans are private."""

from __future__ import annotations

import simcord

from tests.discord.table import Table, answer, has_button, is_private, mentions

FOUR = ("Ann", "Bob", "Cid", "Dan")


async def test_three_players_plan_their_turn_and_the_fourth_plays_live(simcord_env: simcord.Env) -> None:
    table = Table.open(simcord_env, *FOUR)
    for line in ["Ann: /game new title:RotW-EUS", "Bob: /game join", "Cid: /game join", "Dan: /game join",
                 "Ann: /game start"]:
        assert not is_private(await table.type(line))
    for name in FOUR:
        await table.type(f"{name}: /keep-baron choice:1")
    while "auction" in table.last_text() or "bid" in table.last_text().split("➡️")[-1]:
        await table.type(f"{table.due()[0]}: /pass")  # everyone passes the auction for first player
        if "Round 1:" in table.last_text():
            break
    live = table.due()[0]
    planners = [name for name in FOUR if name != live]
    for name in planners:
        for step in ("upgrade", "pass", "pass"):
            queued = await table.type(f"{name}: /plan add:{step}")
            assert is_private(queued), answer(queued)
    assert answer(queued).startswith("Your plan: upgrade, then pass, then pass (only you see it).")
    before = len(table.channel.history())
    for line in (f"{live}: /upgrade-engine confirm:yes", f"{live}: /pass", f"{live}: /pass"):
        assert not is_private(await table.type(line)), line
    posts = [m.content for m in table.channel.history()[before:]]
    text = "\n".join(posts)
    planned = [line for line in text.splitlines() if line.endswith("(planned)")]
    # each planner's three actions, once each, in the order of the rounds (upgrade, then two passes)
    for name in planners:
        mine = [line for line in planned if line.startswith(f"{name} ")]
        assert len(mine) == 3, (name, mine)
        assert "upgrade" in mine[0] and mine[1] == mine[2] == f"{name} passes. (planned)"
    assert len(planned) == 9 and len(set(posts)) == len(posts)  # nothing posted twice
    assert "plan" not in text.replace("(planned)", "")  # no word of anyone's plan
    ids = {str(table.players[name].id): name for name in FOUR}
    assert "Turn 2: the auction for first player begins" in text  # the turn completed
    # during the turn no planner was called: only the next turn's auction calls whoever bids first in it
    during = [line for post in posts for line in post.splitlines()
              if not (line.startswith("➡️") and "Turn 2" in post)]
    assert [ids[user] for line in during for user in mentions(line) if user in ids and ids[user] in planners] == []


async def test_the_bots_suggested_plan_is_queued_by_its_button_only_while_the_game_is_where_it_was_shown(
        simcord_env: simcord.Env) -> None:
    table = Table.open(simcord_env, "Ann", "Bob", "Cid")
    for line in ["Ann: /game new title:RotW-EUS seed:3", "Bob: /game join", "Cid: /game join", "Ann: /game start"]:
        await table.type(line)
    for name in ("Ann", "Bob", "Cid"):
        await table.type(f"{name}: /keep-baron choice:1")
    while "Round 1:" not in table.last_text():
        await table.type(f"{table.due()[0]}: /pass")  # everyone passes the auction for first player
    live = table.due()[0]
    planner, other = [name for name in ("Ann", "Bob", "Cid") if name != live]
    early = await table.type(f"{other}: /plan suggest:yes")
    shown = await table.type(f"{planner}: /plan suggest:yes")
    assert is_private(shown) and answer(shown).startswith("The bot's plan for you")
    message = shown.followups[-1] if shown.followups else shown.response
    assert message is not None and has_button(message, "Queue all")
    before = len(table.channel.history())
    pressed = await table.players[planner].click(message, label="Queue all")
    assert is_private(pressed) and answer(pressed).startswith("Your plan: "), answer(pressed)
    assert len(table.channel.history()) == before  # queued in private: nothing posted
    await table.type(f"{live}: /pass")  # the game moves on: the other's suggestion is stale now
    stale_message = early.followups[-1] if early.followups else early.response
    stale = await table.players[other].click(stale_message, label="Queue all")
    assert is_private(stale) and "moved on" in answer(stale)
    assert answer(await table.type(f"{other}: /plan")).startswith("You have no plan")
    posts = "\n".join(m.content for m in table.channel.history()[before:])
    assert "plan" not in posts.replace("(planned)", "")


async def test_a_player_whose_plan_stops_is_called_once_with_why(simcord_env: simcord.Env) -> None:
    # 18EZ Level 1, seed 3: Bob, Cid and Ann choose a railroad in turn. Ann (pinged by direct message) plans PS&W;
    # Bob takes it first, so when Cid has chosen and Ann's moment comes her plan stops: one direct message calls her
    # and says why, and the channel names her without a mention and without a word of her plan.
    table = Table.open(simcord_env, "Ann", "Bob", "Cid")
    for line in ["Ann: /game new title:18EZ-L1 seed:3", "Bob: /game join", "Cid: /game join",
                 "Ann: /game notify where:dm", "Ann: /game start"]:
        await table.type(line)
    assert is_private(await table.type("Ann: /plan add:choose PS&W"))
    await table.type("Bob: /choose railroad:PS&W")
    inbox = table.players["Ann"].user.dm_channel
    seen = len(inbox.history())
    await table.type("Cid: /choose railroad:TC&L")
    new = [m.content for m in inbox.history()[seen:]]
    assert len(new) == 1, new  # called once
    assert "→ you: choose a railroad" in new[0].splitlines()[0]
    assert ("Your plan in the game in" in new[0] and "stopped: choose PS&W cannot be made now: PS&W has already been "
            "chosen by Bob" in new[0])
    channel = table.last_text()
    assert "**Ann**" in channel and str(table.players["Ann"].id) not in mentions(channel)
    assert "PS&W cannot" not in channel and "plan" not in channel
