"""Standing orders, /auto (issue 35), on SimCord as players meet them: each kind of order making its moves, said in
the channel with "(auto)" (what the order was is its owner's alone)
and pinging no one for them; each way an order ends itself, with the direct message
saying why; an order kept across a restart, taken back by undo, refused when it is set, carried by an export; and
the moves with no choice in them, made by the bot.

The games are two-player ones with fixed seeds: in 18EZ (Levels 2 and 3) seed 1 seats Bob first; in Railways of
the World seed 1 has Bob open the first auction and Ann act first in turn 1."""

from __future__ import annotations

import json
import re
from typing import Any

import simcord

from engine.rotw.actions import FirstBid
from tests.discord.conftest import BotFactory
from tests.discord.table import Table, answer, has_button, is_private, mentions

NO_ORDERS = "You have no standing orders in this game."
PASS_SR1 = "pass in the share round: this round (Share Dealing Round 1)"


async def opened(env: simcord.Env, title: str) -> Table:
    table = Table.open(env, "Ann", "Bob")
    for line in (f"Ann: /game new title:{title} seed:1", "Bob: /game join", "Ann: /game start"):
        assert not is_private(await table.type(line)), line
    return table


async def typed(table: Table, *lines: str) -> simcord.InteractionResult:
    """Moves typed one after another, each accepted; the last one's result."""
    result = None
    for line in lines:
        result = await table.type(line)
        assert not is_private(result), f"{line}: {answer(result)}"
    assert result is not None
    return result


async def auto(table: Table, name: str, **options: Any) -> simcord.InteractionResult:
    """`/auto` with its options as Discord sends them (holding: is a whole number)."""
    return await table.players[name].slash(table.channel, "auto", **options)


async def game_of(table: Table) -> Any:
    record = await table.bot.store.active_game(str(table.channel.id))
    assert record is not None
    return (await table.bot.layer.games.load(record)).game


def dms(table: Table, name: str) -> list[str]:
    return [m.content for m in table.players[name].user.dm_channel.history()]


def pinged(table: Table, name: str, text: str) -> bool:
    return str(table.players[name].id) in mentions(text)


def one_sentence(text: str) -> bool:
    return len(re.findall(r"[.!?](?:\s|$)", text)) == 1 and text.endswith(".")


async def listed(table: Table, name: str) -> str:
    shown = await auto(table, name)
    assert is_private(shown)
    return answer(shown)


# -- 18EZ Level 2: share-round orders --------------------------------------------------------------------------------


async def test_a_pass_order_passes_the_players_turns_in_the_share_round_and_pings_no_one_for_them(
        simcord_env: simcord.Env) -> None:
    table = await opened(simcord_env, "18EZ-L2")
    before = table.last_text()
    set_ = await auto(table, "Ann", order="pass")
    assert is_private(set_) and answer(set_) == (f"Standing order set (only you see it): {PASS_SR1}. /auto lists yours; "
                                                 "/auto order:off cancels.")
    assert table.last_text() == before  # nothing said in the channel: it is Bob's turn, the order waits
    for line in ("Bob: /par railroad:M&YR price:100", "Bob: /buy-share railroad:M&YR"):
        said = answer(await typed(table, line))
        assert "Ann passes. (auto)" in said
        assert mentions(said) == [] and table.due(said) == ["Bob"]  # Bob's own next turn: named, no one pinged
    posts = [m.content for m in table.channel.history()]
    since_start = posts[next(i for i, text in enumerate(posts) if " begins! " in text):]  # (the lobby called Ann, its
    assert not pinged(table, "Ann", " ".join(since_start))                              # creator, at two players)
    assert dms(table, "Ann") == []
    game = await game_of(table)
    assert [m.action.text for m in game.history[-4:]] == ["par M&YR 100", "pass", "buy-share M&YR", "pass"]
    record = await table.bot.store.active_game(str(table.channel.id))
    assert record is not None
    made = (await table.bot.store.log(record.id))[-1].data["auto"]  # the log keeps which order made the move...
    assert set(made) == {"id"} and PASS_SR1 not in json.dumps(made)  # ...not what it was (its owner's alone)
    assert f"1. {PASS_SR1}" in await listed(table, "Ann")  # still in force for the rest of the round


async def test_a_buy_order_buys_one_share_a_turn_until_the_holding_then_says_it_is_done(simcord_env: simcord.Env) -> None:
    table = await opened(simcord_env, "18EZ-L2")
    set_ = await auto(table, "Ann", order="buy", company="M&YR", holding=3)
    words = "buy M&YR shares until holding 3 shares, one a turn: this round (Share Dealing Round 1)"
    assert is_private(set_) and words in answer(set_)
    # Bob's two passes typed two ways (the same command twice in a row: tested below)
    for n, line in enumerate(("Bob: /par railroad:M&YR price:100", "Bob: /pass", "Bob: /move action:pass"), start=1):
        said = answer(await typed(table, line))
        assert "Ann buys an M&YR share from the IPO for $100." in said and "(auto)" in said
        assert mentions(said) == []  # Ann is not pinged for her purchases; Bob is only named for his own next turn
        game = await game_of(table)
        assert (game.held(0, "M&YR"), game.cash(0)) == (n, 600 - 100 * n)
    assert dms(table, "Ann") == []  # done what its owner set it for: no message for it (issue 45 §7)
    assert (await listed(table, "Ann")).startswith(NO_ORDERS)
    said = answer(await typed(table, "Bob: /pass"))  # now Ann decides again, and is pinged for it
    assert "(auto:" not in said and pinged(table, "Ann", said)
    status = answer(await typed(table, "Ann: /game status"))
    assert re.search(r"Ann +\$300 +M&YR 3", status), status


# -- 18EZ Level 3: the Startpacket auction ---------------------------------------------------------------------------


async def test_a_bid_order_raises_by_the_least_step_when_outbid_and_ends_past_its_limit(simcord_env: simcord.Env) -> None:
    table = await opened(simcord_env, "18EZ-L3")
    words = "bid on HOTEL, raising by the least step when outbid, up to $70: this round (Share Dealing Round 1)"
    assert words in answer(await auto(table, "Ann", order="bid", company="HOTEL", amount="$70"))
    for bob, ann in ((55, 60), (65, 70)):
        said = answer(await typed(table, f"Bob: /bid company:HOTEL amount:{bob}"))
        assert f"Bob bids ${bob} on the Harriot Milton Hotel." in said
        assert f"Ann bids ${ann} on the Harriot Milton Hotel." in said and "(auto)" in said
        assert mentions(said) == []
    said = answer(await typed(table, "Bob: /bid company:HOTEL amount:75"))  # past Ann's $70: hers to decide
    assert "Ann bids" not in said and "(auto:" not in said and pinged(table, "Ann", said)
    assert dms(table, "Ann") == [f"Your standing order in the game in <#{table.channel.id}>, {words}, has ended: the "
                                 f"bidding on HOTEL passed your limit of $70."]
    assert (await listed(table, "Ann")).startswith(NO_ORDERS)
    status = answer(await typed(table, "Ann: /game status"))
    assert "HOTEL $50 (bids: Ann $70, Bob $75)" in status


# -- 18EZ Level 2: an operating round ----------------------------------------------------------------------------------


async def to_the_first_operating_round(table: Table) -> None:
    """Bob floats M&YR at $50 (par and three shares: 50%, $500 in its treasury) while Ann's pass order passes for her;
    Operating Round 1 begins with M&YR's build step."""
    await auto(table, "Ann", order="pass")
    await typed(table, "Bob: /par railroad:M&YR price:50", "Bob: /buy-share railroad:M&YR", "Bob: /move action:buy-share M&YR",
                "Bob: /buy-share railroad:M&YR")
    said = answer(await typed(table, "Bob: /pass"))
    assert "Operating Round 1 begins (1 of 2 in this set)." in said and "M&YR (Bob) operates." in said


async def test_a_run_order_runs_the_best_routes_pays_out_and_buys_no_train_unless_one_must_be_bought(
        simcord_env: simcord.Env) -> None:
    table = await opened(simcord_env, "18EZ-L2")
    await to_the_first_operating_round(table)
    words = ("run your companies on their best routes and pay it out; buy no train unless one must be bought, and trade "
             "no treasury shares: every round")
    assert words in answer(await auto(table, "Bob", order="run", trains="none"))
    # Operating Round 1: no train to run; the train M&YR must buy is bought with no choice in it, a second is not
    said = answer(await typed(table, "Bob: /lay hex:G18 tile:6 rotation:4"))
    assert "M&YR buys a type 2 train from the bank for $80. (auto: nothing else to do)" in said
    assert "Operating Round 2 begins (2 of 2 in this set)." in said and "(auto)" in said
    game = await game_of(table)
    assert game.railroad("M&YR").trains == ["2"] and game.situation(1).step == "track"  # Bob decides the track only
    cash = game.cash(1)
    # Operating Round 2: after Bob's track, the run, the dividend and the train step are all made for him
    said = answer(await typed(table, "Bob: /lay hex:H17 tile:7 rotation:2"))
    lines = said.splitlines()
    assert "M&YR's type 2 train runs Yellow River (G18) - the East off-board for $50. (auto)" in lines
    assert "M&YR pays $5 a share: Bob $25, M&YR's treasury $25. (auto)" in lines
    assert said.count("(auto)") == 3  # the run, the payout, the train step passed: one short mark each (issue 45 §4)
    assert "M&YR passes. (auto)" in lines and "Bob: pass" not in said  # the train step passed, in words
    assert "M&YR earns $50." in lines and "pays it out (pay) or keeps it (withhold)" not in said  # answered: no question
    assert "Share Dealing Round 2 begins with Ann." in said
    assert mentions(said) == [str(table.players["Ann"].id)] and table.due(said) == ["Ann"]  # Bob was asked nothing
    game = await game_of(table)
    assert game.cash(1) == cash + 25 and game.railroad("M&YR").trains == ["2"]
    run = next(m.action for m in reversed(game.history) if m.action.text.startswith("run"))
    best = game.replayed(game.moves_in_force()[:-3])  # just before the run: the engine's own search finds the same
    assert best.apply(1, type(run)()).action == run
    assert "1. run your companies" in await listed(table, "Bob")  # a run order lasts the game


# -- Railways of the World: the auction for first player ---------------------------------------------------------------


async def barons_kept(table: Table) -> None:
    """Both players keep their first Rail Baron card (a secret choice, answered privately); the auction begins."""
    for name in ("Ann", "Bob"):
        kept = await table.type(f"{name}: /keep-baron choice:1")
        assert is_private(kept) and answer(kept).startswith("You keep "), answer(kept)


async def rotw_to_turn_two(table: Table, *, ann_passes_auctions: bool = False) -> None:
    """Turn 1 of a two-player Eastern U.S. game: the auction passed, Bob builds Boston - Providence with a bond ($5,000
    for $2,000 of track), everyone else passes; Turn 2's auction begins with Ann, Bob holding $2,000 after interest."""
    await barons_kept(table)
    if ann_passes_auctions:
        await auto(table, "Ann", order="pass", where="auction", every="yes")
        await typed(table, "Bob: /pass")
    else:
        await typed(table, "Bob: /pass", "Ann: /pass")
    await typed(table, "Ann: /pass", "Bob: /build path:A51 B50 C51 confirm:yes", "Ann: /move action:pass", "Bob: /pass",
                "Ann: /pass", "Bob: /move action:pass")


async def test_a_rotw_bid_order_raises_by_1000_when_outbid_and_passes_past_its_limit(simcord_env: simcord.Env) -> None:
    table = await opened(simcord_env, "RotW-EUS")
    await rotw_to_turn_two(table)
    game = await game_of(table)
    assert game.situation(1).round == "Turn 2" and game.acting_players() == [0] and game.state.players[1].money == 2
    words = "bid for first player, raising by the least step when outbid, up to $2,000: this auction (Turn 2)"
    assert words in answer(await auto(table, "Bob", order="bid", amount="2k"))
    said = answer(await typed(table, "Ann: /bid amount:1k confirm:yes"))
    assert "Bob bids $2,000. (auto)" in said and words not in said and mentions(said) == []
    said = answer(await typed(table, "Ann: /bid amount:3k confirm:yes"))
    assert "Bob passes." in said and "(auto)" in said and "Bob bids" not in said
    assert "Ann pays $3,000 and goes first." in said
    assert dms(table, "Bob") == []  # it passed as its limit said: no message for it (issue 45 §7)
    assert (await listed(table, "Bob")).startswith(NO_ORDERS)
    assert (await game_of(table)).state.players[1].money == 2  # the order never paid more than its owner had


async def test_a_rotw_pass_order_for_every_auction_passes_each_turns_auction(simcord_env: simcord.Env) -> None:
    table = await opened(simcord_env, "RotW-EUS")
    await rotw_to_turn_two(table, ann_passes_auctions=True)
    history = [m.content for m in table.channel.history()]
    words = "(auto)"
    turn1 = next(t for t in history if t.startswith("Bob passes.\nAnn passes."))
    assert words in turn1 and "Everyone passed" in turn1
    turn2 = history[-1]
    assert "Turn 2: the auction for first player begins with Ann" in turn2 and f"Ann passes. {words}" in turn2
    assert table.due(turn2) == ["Bob"] and mentions(turn2) == []  # Bob bids next (he made the move: named); Ann is not asked
    game = await game_of(table)
    assert game.situation(1).kind == "first-bid" and game.acting_players() == [1]
    assert "1. pass in the auction for first player: every turn" in await listed(table, "Ann")  # in force until cancelled
    assert dms(table, "Ann") == []


# -- orders ending themselves --------------------------------------------------------------------------------------------


async def test_a_pass_order_ends_with_its_round_and_does_not_act_in_the_next(simcord_env: simcord.Env) -> None:
    table = await opened(simcord_env, "18EZ-L2")
    await auto(table, "Ann", order="pass")
    await typed(table, "Bob: /par railroad:M&YR price:100")  # Ann passes for the order
    said = answer(await typed(table, "Bob: /pass"))  # both passed: M&YR did not float, a new share round begins
    assert "Share Dealing Round 2 begins with Ann." in said
    assert "(auto" not in said and pinged(table, "Ann", said) and table.due(said) == ["Ann"]
    # its round is over, as it was set: it ends without a message (issue 45 §7: Cid got 7 such DMs against 18 turn pings)
    assert dms(table, "Ann") == []
    assert (await listed(table, "Ann")).startswith(NO_ORDERS)
    game = await game_of(table)
    assert game.situation(0).round == "Share Dealing Round 2" and game.acting_players() == [0]


async def test_another_players_share_purchase_in_a_company_i_preside_ends_my_share_round_order(
        simcord_env: simcord.Env) -> None:
    table = await opened(simcord_env, "18EZ-L2")
    await typed(table, "Bob: /par railroad:M&YR price:100")
    await auto(table, "Bob", order="pass")
    said = answer(await typed(table, "Ann: /buy-share railroad:M&YR"))
    assert "(auto:" not in said and pinged(table, "Bob", said)  # not passed for him: asked, and pinged
    assert dms(table, "Bob") == [f"Your standing order in the game in <#{table.channel.id}>, {PASS_SR1}, has ended: Ann "
                                 f"bought M&YR shares, a company you preside."]
    assert (await listed(table, "Bob")).startswith(NO_ORDERS)


async def test_a_buy_order_ends_when_a_share_costs_more_than_its_price(simcord_env: simcord.Env) -> None:
    table = await opened(simcord_env, "18EZ-L2")
    words = "buy M&YR shares until holding 3 shares, at most $90 a share, one a turn: this round (Share Dealing Round 1)"
    assert words in answer(await auto(table, "Ann", order="buy", company="M&YR", holding=3, price="90"))
    said = answer(await typed(table, "Bob: /par railroad:M&YR price:100"))
    assert "Ann buys" not in said and "(auto:" not in said and pinged(table, "Ann", said)
    [told] = dms(table, "Ann")
    assert told.startswith(f"Your standing order in the game in <#{table.channel.id}>, {words}, has ended: ")
    assert told.endswith("M&YR share costs $100 now, over the order's $90.")
    assert (await game_of(table)).held(0, "M&YR") == 0
    assert (await listed(table, "Ann")).startswith(NO_ORDERS)


async def test_a_rotw_bid_order_ends_rather_than_make_a_bid_that_would_issue_bonds(simcord_env: simcord.Env) -> None:
    """Set for every auction with $2,000, it wins Turn 2's for $1,000; after Turn 2's bond interest Bob has $0, and
    Turn 3's least bid would issue a bond if it won: the order ends, and Bob is asked."""
    table = await opened(simcord_env, "RotW-EUS")
    await rotw_to_turn_two(table)
    words = "bid for first player, raising by the least step when outbid, up to $2,000: every turn"
    assert words in answer(await auto(table, "Bob", order="bid", amount="2k", every="yes"))
    said = answer(await typed(table, "Ann: /pass"))
    assert "Bob pays $1,000 and goes first." in said and "(auto)" in said
    await typed(table, "Bob: /pass", "Ann: /move action:pass", "Bob: /move action:pass", "Ann: /pass", "Bob: /pass")
    said = answer(await typed(table, "Ann: /move action:pass"))
    assert "Turn 3: the auction for first player begins with Bob" in said
    assert "(auto:" not in said and pinged(table, "Bob", said)
    game = await game_of(table)
    assert game.state.players[1].money == 0 and game.acting_players() == [1]
    assert dms(table, "Bob") == [f"Your standing order in the game in <#{table.channel.id}>, {words}, has ended: its next "
                                 f"move (bid $1,000) issues 1 bond if it wins (−$1,000 income a turn), which is yours to "
                                 f"decide."]
    assert (await listed(table, "Bob")).startswith(NO_ORDERS)


# -- restart, undo, refusal, export ----------------------------------------------------------------------------------


async def test_an_order_survives_a_restart_of_the_bot(simcord_env: simcord.Env, make_bot: BotFactory) -> None:
    table = await opened(simcord_env, "18EZ-L2")
    await auto(table, "Ann", order="pass")
    await simcord_env.restart_bot(make_bot())  # a new process on the same database
    assert f"1. {PASS_SR1}" in await listed(table, "Ann")
    said = answer(await typed(table, "Bob: /par railroad:M&YR price:100"))
    assert "Ann passes. (auto)" in said and mentions(said) == []
    assert (await game_of(table)).acting_players() == [1]


async def test_undoing_an_automatic_move_takes_it_back_and_cancels_its_order(simcord_env: simcord.Env) -> None:
    table = await opened(simcord_env, "18EZ-L2")
    await auto(table, "Ann", order="pass")
    await typed(table, "Bob: /par railroad:M&YR price:100")
    assert [m.action.text for m in (await game_of(table)).history] == ["par M&YR 100", "pass"]
    said = answer(await typed(table, "Ann: /game undo"))
    assert said.startswith("Undone: Ann's move 'pass', made by Ann's standing order, which is cancelled (it would make it "
                           "again).")
    assert pinged(table, "Ann", said)  # her turn again, hers to decide
    game = await game_of(table)
    assert [m.action.text for m in game.history] == ["par M&YR 100"] and game.acting_players() == [0]
    assert (await listed(table, "Ann")).startswith(NO_ORDERS)


async def test_an_order_for_more_than_the_players_cash_is_refused_in_one_sentence_and_not_stored(
        simcord_env: simcord.Env) -> None:
    table = await opened(simcord_env, "18EZ-L2")
    before = table.last_text()
    refused = await auto(table, "Ann", order="buy", company="M&YR", holding=3, price="$700")
    assert is_private(refused) and answer(refused) == "You have $600, less than the $700 a share you would pay."
    assert one_sentence(answer(refused)) and table.last_text() == before
    assert (await listed(table, "Ann")).startswith(NO_ORDERS)


async def test_a_rotw_bid_order_over_the_players_cash_is_refused_in_one_sentence(simcord_env: simcord.Env) -> None:
    table = await opened(simcord_env, "RotW-EUS")
    await barons_kept(table)
    refused = await auto(table, "Bob", order="bid", amount="1k")  # everyone starts with $0
    assert is_private(refused) and answer(refused) == ("You have $0; a bid of $1,000 is paid with 1 bond ($5,000 "
                                                       "each): add bonds:1 to let the order issue them.")
    assert one_sentence(answer(refused))
    assert (await listed(table, "Bob")).startswith(NO_ORDERS)
    assert (await game_of(table)).history[-1].action.text.startswith("keep-baron")  # nothing was bid


async def test_a_rotw_bid_order_with_bonds_allowed_bids_past_the_players_cash(simcord_env: simcord.Env) -> None:
    """Issue 46 §4: first-player bids are paid with bonds in the rules; `bonds:1` lets the order issue one."""
    table = await opened(simcord_env, "RotW-EUS")
    await barons_kept(table)
    game = await game_of(table)
    bob = game.players.index("Bob")
    set_ = await auto(table, "Bob", order="bid", amount="2k", bonds=1)
    assert is_private(set_) and "up to $2,000, issuing at most 1 bond to pay" in answer(set_), answer(set_)
    for _ in range(3):  # Ann passes the auction whenever she is asked
        game = await game_of(table)
        if 1 - bob not in game.acting_players() or game.situation(1 - bob).kind != "first-bid":
            break
        await typed(table, "Ann: /pass")
    game = await game_of(table)
    bids = [o for o in game.history if o.player == bob and isinstance(o.action, FirstBid)]
    assert [b.action.amount for b in bids] == [1]  # type: ignore[attr-defined]  # the least bid, with no cash
    assert game.state.players[bob].bonds == 1  # paid with the bond the order was allowed
    assert all(b.action.amount <= 2 for b in bids)  # type: ignore[attr-defined]


async def test_auto_lists_the_typists_orders_privately_and_cancels_one_or_all(simcord_env: simcord.Env) -> None:
    table = await opened(simcord_env, "18EZ-L2")
    await auto(table, "Ann", order="buy", company="M&YR", holding=2)
    await auto(table, "Ann", order="pass")
    shown = await listed(table, "Ann")
    assert shown.splitlines()[1:3] == ["1. buy M&YR shares until holding 2 shares, one a turn: this round (Share Dealing "
                                       "Round 1)", f"2. {PASS_SR1}"]
    assert (await listed(table, "Bob")).startswith(NO_ORDERS)  # only the typist's own
    cancelled = await auto(table, "Ann", order="off", which="1")
    assert is_private(cancelled) and answer(cancelled).startswith("Cancelled: buy M&YR shares")
    assert (await listed(table, "Ann")).splitlines()[1:2] == [f"1. {PASS_SR1}"]
    cancelled = await auto(table, "Ann", order="off")
    assert answer(cancelled) == "Cancelled all your standing orders in this game (1)."
    assert (await listed(table, "Ann")).startswith(NO_ORDERS)


async def test_export_keeps_the_exporters_orders_in_force(simcord_env: simcord.Env) -> None:
    table = await opened(simcord_env, "18EZ-L2")
    await auto(table, "Ann", order="pass")
    await auto(table, "Bob", order="run")  # Bob's order is his alone: Ann's file, posted in the channel, leaves it out
    exported = await typed(table, "Ann: /game export")
    message = exported.followups[-1] if exported.followups else exported.response
    assert message is not None
    [attached] = message.attachments
    document = json.loads(await attached.read())
    assert document["orders"] == [{"user_id": str(table.players["Ann"].id), "data": {
        "kind": "pass", "acts_in": "shares", "round": "Share Dealing Round 1", "every": False, "company": None,
        "holding": None, "price": None, "amount": None, "bonds": 0, "unless": [], "dividend": "pay", "trains": "ask"}}]


# -- moves with no choice in them ------------------------------------------------------------------------------------


async def test_a_players_only_move_a_pass_is_made_by_the_bot_unpinged(simcord_env: simcord.Env) -> None:
    """Bob spends his $600 on M&YR (par $100 and four shares) and may not sell shares bought this round, so when his
    turn comes again his only legal move is a pass."""
    table = await opened(simcord_env, "18EZ-L2")
    await typed(table, "Bob: /par railroad:M&YR price:100")
    for _ in range(4):
        await typed(table, "Ann: /pass", "Bob: /buy-share railroad:M&YR")
    game = await game_of(table)
    assert game.cash(1) == 0 and game.acting_players() == [0]
    said = answer(await typed(table, "Ann: /par railroad:TC&L price:50"))
    assert "Bob passes. (auto: nothing else to do)" in said
    assert not pinged(table, "Bob", said) and table.due(said) == ["Ann"]
    assert dms(table, "Bob") == []
    game = await game_of(table)
    assert game.history[-1].action.text == "pass" and game.acting_players() == [0]


# -- bugs these tests found, fixed ----------------------------------------------------------------------


async def test_the_same_move_typed_twice_with_an_automatic_move_between_is_made_twice(simcord_env: simcord.Env) -> None:
    table = await opened(simcord_env, "18EZ-L2")
    await auto(table, "Ann", order="pass")
    await typed(table, "Bob: /par railroad:M&YR price:50", "Bob: /buy-share railroad:M&YR")  # Ann passes after each
    again = await table.type("Bob: /buy-share railroad:M&YR")  # another share: a new move, not a repeat
    assert not is_private(again), answer(again)
    assert (await game_of(table)).held(1, "M&YR") == 4


async def test_the_auto_tag_stands_on_the_automatic_moves_own_line(simcord_env: simcord.Env) -> None:
    table = await opened(simcord_env, "18EZ-L2")
    await auto(table, "Ann", order="buy", company="M&YR", holding=3)
    said = answer(await typed(table, "Bob: /par railroad:M&YR price:100"))
    tagged = [line for line in said.splitlines() if "(auto)" in line]
    assert tagged and all(line.startswith("Ann buys an M&YR share") for line in tagged), said


async def test_a_run_orders_pass_of_the_train_step_is_said_in_the_channel(simcord_env: simcord.Env) -> None:
    table = await opened(simcord_env, "18EZ-L2")
    await to_the_first_operating_round(table)
    await auto(table, "Bob", order="run", trains="none")
    said = answer(await typed(table, "Bob: /lay hex:G18 tile:6 rotation:4"))  # a train bought, then the step passed
    tagged = [line.split(" (auto)")[0] for line in said.splitlines() if "(auto)" in line]
    assert tagged and any("pass" in line.lower() or "no train" in line.lower() for line in tagged), said


async def test_an_order_takes_a_railroads_full_name(simcord_env: simcord.Env) -> None:
    table = await opened(simcord_env, "18EZ-L2")
    set_ = await auto(table, "Ann", order="buy", company="Purple Springs & Western", holding=2)
    assert is_private(set_) and "buy PS&W shares until holding 2 shares" in answer(set_)


async def test_the_share_rounds_ping_offers_a_pass_for_the_rest_of_the_round_that_costs_no_message(
        simcord_env: simcord.Env) -> None:
    """Issue 45 §7: a per-round pass order cost an /auto command and, at the round's end, a DM ("Share Dealing Round 3
    is over."): Cid typed as many messages with orders as without. Now the share round's ping has a button for it,
    which passes at once, passes her later turns of the round, and ends with the round without a word."""
    table = await opened(simcord_env, "18EZ-L2")
    await typed(table, "Bob: /par railroad:M&YR price:100")  # Ann's turn: her ping carries the button
    ping = table.channel.last_message
    assert ping is not None and has_button(ping, "Pass for the rest of this round")
    result = await table.players["Ann"].click(ping, label="Pass for the rest of this round")
    assert "Ann passes. (auto)" in table.last_text()  # in the channel; the order's words to Ann alone
    assert is_private(result) and "Standing order set (only you see it)" in answer(result)
    assert "pass in the share round: this round (Share Dealing Round 1)" in await listed(table, "Ann")
    said = answer(await typed(table, "Bob: /buy-share railroad:M&YR"))
    assert "Ann passes. (auto)" in said  # her next turn of the round, passed for her
    await typed(table, "Bob: /pass")  # the round ends
    assert dms(table, "Ann") == [] and (await listed(table, "Ann")).startswith(NO_ORDERS)
