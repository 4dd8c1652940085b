"""18EZ Level 2 rules (rulebook 18EZ-level2.txt), including its worked examples."""

from __future__ import annotations

import pytest

from engine.actions import parse_action
from engine.core.game import Outcome
from engine.eighteen.ez.level2.game import BUY, DIVIDEND, OPERATE, SHARE_DEALING, EZLevel2
from tests.engine.conftest import refused

FOUR = ["Ann", "Bob", "Cid", "Dee"]


def seated(players: list[str], seed: int = 7) -> tuple[EZLevel2, list[str]]:
    game = EZLevel2(players, seed)
    return game, [game.players[p] for p in game.seating()]


def by(game: EZLevel2, name: str, text: str) -> Outcome:
    return game.apply(game.players.index(name), parse_action(text))


def play(game: EZLevel2, *lines: str) -> list[str]:
    messages: list[str] = []
    for line in lines:
        name, _, move = line.partition(":")
        messages += by(game, name.strip(), move.strip()).messages
    return messages


def floated_two(game: EZLevel2, order: list[str]) -> None:
    """First SDR: the first two seats start PS&W (par 70) and BR&N (par 60); both float."""
    a, b, c, d = order
    play(game, f"{a}: par PS&W 70", f"{b}: par BR&N 60", f"{c}: buy-share PS&W", f"{d}: buy-share PS&W",
         f"{a}: buy-share PS&W", f"{b}: buy-share BR&N", f"{c}: buy-share BR&N", f"{d}: buy-share BR&N",
         f"{a}: pass", f"{b}: pass", f"{c}: pass", f"{d}: pass")


def test_setup_cash_and_certificate_limits() -> None:
    for players, cash, limit in [(2, 600, 25), (3, 400, 16), (4, 300, 12), (5, 240, 10), (6, 200, 8)]:
        game = EZLevel2([f"P{i}" for i in range(players)], 1)
        assert [game.cash(p) for p in range(players)] == [cash] * players
        assert game.certificate_limit == limit
        assert game.bank == 6000 - 1200
    game = EZLevel2(FOUR, 1)
    assert game.trains_left() == {"2": 6, "3": 5, "4": 4, "5": 3, "6": 5}


def test_par_float_and_the_first_operating_round() -> None:
    game, order = seated(FOUR)
    floated_two(game, order)
    assert game.stage == OPERATE
    ps, br = game.railroad("PS&W"), game.railroad("BR&N")
    assert (ps.cash, br.cash) == (700, 600)  # ten times par from the bank (1.7)
    assert ps.president == game.players.index(order[0])
    assert game.cash(game.players.index(order[0])) == 300 - 140 - 70
    assert game.operating == "PS&W"  # higher share value operates first (2.1)
    assert game.share_value("PS&W") == 70


def test_priority_goes_to_the_first_of_the_closing_passes() -> None:
    """Clay's example: Tom buys, Dick passes, Harry passes, Tom passes: Dick has priority (1.6)."""
    game, (tom, dick, harry) = seated(["Tom", "Dick", "Harry"], seed=3)
    # Tom's turn ends by itself after his purchase: he holds nothing he may sell this round.
    play(game, f"{tom}: par PS&W 50", f"{dick}: pass", f"{harry}: pass", f"{tom}: pass")
    assert game.priority_holder == game.players.index(dick)
    assert game.stage == SHARE_DEALING and game.sdr_number == 2  # nothing floated: another SDR
    assert game.acting_players() == [game.players.index(dick)]


def test_presidency_passes_to_whoever_holds_more_and_ties_keep_it() -> None:
    game, (a, b, c, d) = seated(FOUR)
    play(game, f"{a}: par PS&W 50", f"{b}: buy-share PS&W", f"{c}: pass", f"{d}: pass", f"{a}: pass",
         f"{b}: buy-share PS&W")
    assert game.railroad("PS&W").president == game.players.index(a)  # 2 against 2: the president keeps it
    messages = play(game, f"{c}: pass", f"{d}: pass", f"{a}: pass", f"{b}: buy-share PS&W")
    assert f"{b} becomes president of PS&W from {a}, with its charter and treasury." in messages
    assert game.railroad("PS&W").president == game.players.index(b)


def test_the_four_share_sale_from_120() -> None:
    """Rulebook 1.10: four M&YR shares sold at $120 pay $480; the token reaches the bottom row after three moves."""
    game, (a, b, _c, _d) = seated(FOUR)
    state = game.state
    seller = game.players.index(a)
    myr = state.companies["M&YR"]
    myr.par, myr.president, myr.floated, myr.ipo, myr.pool = 70, game.players.index(b), True, 3, 0
    state.investors[game.players.index(b)].shares["M&YR"] = 3
    state.investors[seller].shares["M&YR"] = 4
    state.tokens.place("M&YR", (2, 5))
    assert game.share_value("M&YR") == 120
    before = game.cash(seller)
    messages = play(game, f"{a}: sell M&YR 4")
    assert game.cash(seller) == before + 480
    assert game.market_cell("M&YR") == (5, 5) and game.share_value("M&YR") == 90
    assert f"{a} sells 4 M&YR shares at $120 for $480." in messages


def test_operating_order_of_four_railroads_at_120() -> None:
    """Rulebook 2.1's example: M&R (farthest right), then PS&W over BR&N on one space, then BCRR."""
    game, _ = seated(FOUR)
    state = game.state
    for railroad in ("BCRR", "PS&W", "BR&N", "M&R"):
        state.companies[railroad].floated = True
    state.tokens.place("BCRR", (0, 3))
    state.tokens.place("PS&W", (1, 4))
    state.tokens.place("BR&N", (1, 4))  # arrives later: under PS&W
    state.tokens.place("M&R", (2, 5))
    assert {game.share_value(rr) for rr in ("BCRR", "PS&W", "BR&N", "M&R")} == {120}
    assert game.operating_order() == ["M&R", "PS&W", "BR&N", "BCRR"]


def test_railroads_arriving_together_stack_by_previous_value() -> None:
    game, (a, b, _c, _d) = seated(FOUR)
    state = game.state
    holder = game.players.index(a)
    for railroad, cell in (("PS&W", (3, 4)), ("BR&N", (4, 5))):  # $100 and $100, BR&N farther right
        company = state.companies[railroad]
        company.par, company.president, company.floated, company.ipo = 50, game.players.index(b), True, 4
        state.investors[game.players.index(b)].shares[railroad] = 2
        state.investors[holder].shares[railroad] = 4
        state.tokens.place(railroad, cell)
    play(game, f"{a}: sell PS&W 1 BR&N 2")  # PS&W 3,4 -> 4,4; BR&N 4,5 -> 5,5 (bottom): no meeting
    assert game.market_stack((4, 4)) == ["PS&W"]
    state.tokens.place("M&R", (5, 5))
    assert game.market_stack((5, 5)) == ["BR&N", "M&R"]  # a newcomer goes to the bottom


def test_dividend_table_100_pays_60_30_10() -> None:
    """Clay's table: a $100 run pays $10 a share: 6 shares $60, 3 shares $30, 1 share $10."""
    game, (a, b, c, _d) = seated(FOUR)
    state = game.state
    company = state.companies["PS&W"]
    company.par, company.president, company.floated, company.ipo = 70, game.players.index(a), True, 0
    for name, shares in ((a, 6), (b, 3), (c, 1)):
        state.investors[game.players.index(name)].shares["PS&W"] = shares
    state.tokens.place("PS&W", (4, 2))
    state.stage, state.operating, state.step, state.revenue = OPERATE, "PS&W", DIVIDEND, 100
    cash = {n: game.cash(game.players.index(n)) for n in (a, b, c)}
    messages = play(game, f"{a}: pay")
    assert {n: game.cash(game.players.index(n)) - cash[n] for n in (a, b, c)} == {a: 60, b: 30, c: 10}
    assert game.share_value("PS&W") == 80  # one space right (2.7)
    assert any(m.startswith("PS&W pays $10 a share: ") for m in messages)
    assert any(m.startswith("Operating Round") and "begins" in m for m in messages)  # nothing to buy: its turn is over


def test_withholding_moves_left_and_wraps_down_at_the_row_start() -> None:
    game, (a, *_) = seated(FOUR)
    state = game.state
    company = state.companies["PS&W"]
    company.par, company.president, company.floated, company.ipo = 50, game.players.index(a), True, 8
    state.investors[game.players.index(a)].shares["PS&W"] = 2
    state.tokens.place("PS&W", (4, 0))  # $50, the row's first space
    state.stage, state.operating, state.step, state.revenue = OPERATE, "PS&W", DIVIDEND, 40
    play(game, f"{a}: withhold")
    assert game.market_cell("PS&W") == (5, 0) and game.share_value("PS&W") == 40
    assert game.railroad("PS&W").cash == 40


def test_net_worth_table_4786() -> None:
    """Clay's table: 6@$200 + 6@$150 + 4 Red Line + 2@$130 = $2,840, + $1,846 cash + $100 IOUs = $4,786.
    The table prints the Red Line as "4 @ $170" but totals it $480, and only $480 gives $2,840: $120 a share."""
    game, (a, *_) = seated(FOUR)
    state = game.state
    investor = state.investors[game.players.index(a)]
    for railroad, shares, cell in (("PS&W", 6, (0, 11)), ("BR&N", 6, (0, 6)), ("BCRR", 4, (0, 3)), ("M&R", 2, (0, 4))):
        investor.shares[railroad] = shares
        state.tokens.place(railroad, cell)
    investor.cash, investor.ious = 1846, 100
    assert game.net_worth(game.players.index(a)) == 4786


def test_share_dealing_refusals_change_nothing() -> None:
    game, (a, b, c, d) = seated(FOUR)
    play(game, f"{a}: par PS&W 50", f"{b}: par BR&N 50", f"{c}: pass", f"{d}: pass")
    ann, bob = game.players.index(a), game.players.index(b)
    assert refused(game, ann, "par BCRR 55") == "$55 is not a par value; choose one of $50, $60, $70, $80, $90, $100."
    assert "sold already" in refused(game, ann, "par BR&N 60")
    for _ in range(4):
        play(game, f"{a}: buy-share PS&W")  # her turn ends by itself: nothing she may sell
        if game.held(ann, "PS&W") < 6:
            play(game, f"{b}: pass", f"{c}: pass", f"{d}: pass")
    assert game.acting_players() == [bob]
    # Bob's President's Certificate: no one else holds 20% of BR&N to take it (and he bought it this round).
    assert "you did not buy this round" in refused(game, bob, "sell BR&N 1")
    play(game, f"{b}: pass", f"{c}: pass", f"{d}: pass")
    assert game.held(ann, "PS&W") == 6
    assert refused(game, ann, "buy-share PS&W") == "You hold 60% of PS&W, the most one player may own."


def test_selling_rules() -> None:
    game, (a, b, c, d) = seated(FOUR)
    play(game, f"{a}: par PS&W 50", f"{b}: buy-share PS&W", f"{c}: buy-share PS&W", f"{d}: buy-share PS&W",
         f"{a}: pass", f"{b}: pass", f"{c}: pass", f"{d}: pass")  # PS&W floats
    while game.stage != SHARE_DEALING:  # let the operating rounds pass
        game.apply(game.acting_players()[0], parse_action("pass"))
    seat = game.acting_players()[0]
    president = game.players.index(a)
    if seat != president:
        while game.acting_players()[0] != president:
            game.apply(game.acting_players()[0], parse_action("pass"))
    assert "no other player holds 20% of PS&W" in refused(game, president, "sell PS&W 1")
    # A shareholder sells: may not buy PS&W again this round.
    others = [game.players.index(n) for n in (b, c, d)]
    game.apply(president, parse_action("pass"))
    nxt = game.acting_players()[0]
    assert nxt in others
    game.apply(nxt, parse_action("sell PS&W 1"))
    assert "may not buy PS&W again" in refused(game, nxt, "buy-share PS&W pool")


def test_the_pool_holds_at_most_half() -> None:
    game, (a, b, _c, _d) = seated(FOUR)
    state = game.state
    company = state.companies["PS&W"]
    company.par, company.president, company.floated, company.ipo, company.pool = 50, game.players.index(b), True, 0, 4
    state.investors[game.players.index(b)].shares["PS&W"] = 2
    state.investors[game.players.index(a)].shares["PS&W"] = 4
    state.tokens.place("PS&W", (2, 5))
    sentence = refused(game, game.players.index(a), "sell PS&W 2")
    assert sentence == "The bank pool may hold at most 50% of PS&W and already has 40%, so at most 1 more may be sold."


@pytest.fixture
def forced() -> tuple[EZLevel2, str]:
    """PS&W in its buy step with no train and $100, a route to run, and the bank selling type 3 trains at $180."""
    game, (a, b, _c, _d) = seated(FOUR)
    state = game.state
    company = state.companies["PS&W"]
    company.par, company.president, company.floated, company.ipo, company.cash = 70, game.players.index(a), True, 4, 100
    state.investors[game.players.index(a)].shares["PS&W"] = 4
    state.investors[game.players.index(b)].shares["PS&W"] = 2
    state.tokens.place("PS&W", (4, 2))
    state.track.tiles["E4"] = ("57", 1)  # Purple Springs, open to the West off-board and to F5
    state.track.supply["57"] -= 1
    state.track.tokens["E4"] = ["PS&W"]
    state.depot.left["2"] = 0  # the 2s are sold out: the cheapest train is a type 3 at $180
    state.stage, state.operating, state.step = OPERATE, "PS&W", BUY
    return game, a


def test_a_railroad_that_can_run_must_own_a_train(forced: tuple[EZLevel2, str]) -> None:
    game, a = forced
    ann = game.players.index(a)
    game.state.investors[ann].cash = 500
    assert refused(game, ann, "pass") == (
        f"PS&W must own a train and has $100: buy the type 3 for $180, {a} paying the $80 it lacks."
    )
    messages = play(game, f"{a}: buy 3")
    assert f"Forced purchase: PS&W pays its $100 and {a} pays the $80 it lacks." in messages
    assert game.railroad("PS&W").cash == 0 and game.cash(ann) == 420
    assert game.railroad("PS&W").trains == ["3"]


def test_forced_share_sale_raises_only_what_is_needed(forced: tuple[EZLevel2, str]) -> None:
    game, a = forced
    ann = game.players.index(a)
    state = game.state
    state.investors[ann].cash = 20  # needs $80: $60 must come from shares
    br = state.companies["BR&N"]
    br.par, br.president, br.floated, br.ipo = 50, game.players.index("Bob"), True, 4
    state.investors[game.players.index("Bob")].shares["BR&N"] = 2
    state.investors[ann].shares["BR&N"] = 4
    state.tokens.place("BR&N", (3, 3))  # $90
    assert "must raise $60 more by selling shares" in refused(game, ann, "pass")
    assert "sell shares first" in refused(game, ann, "buy 3")
    assert "may sell only enough shares to raise it" in refused(game, ann, "sell BR&N 2")
    assert "the presidency of PS&W changes hands" in refused(game, ann, "sell PS&W 3")
    play(game, f"{a}: sell BR&N 1")
    assert game.cash(ann) == 110 and game.share_value("BR&N") == 80
    play(game, f"{a}: buy 3")
    assert game.cash(ann) == 30 and game.railroad("PS&W").trains == ["3"]


def test_bankruptcy_ends_the_game_at_once(forced: tuple[EZLevel2, str]) -> None:
    game, a = forced
    ann = game.players.index(a)
    state = game.state
    state.investors[ann].cash = 10
    state.investors[ann].shares["PS&W"] = 2  # nothing she may sell without losing the presidency
    state.investors[game.players.index("Bob")].shares["PS&W"] = 2
    messages = play(game, f"{a}: pass")
    assert f"{a} cannot raise the $80 PS&W lacks for a train and is bankrupt." in messages
    assert game.over and game.scores() is not None
    assert messages[-1].endswith("wins!")


def test_paying_a_dividend_without_a_run_is_refused(forced: tuple[EZLevel2, str]) -> None:
    game, a = forced
    assert refused(game, game.players.index(a), "pay") == "PS&W has no income to pay out or keep now."


def test_fours_scrap_twos_and_sixes_cut_the_limit_to_two() -> None:
    game, (a, *_) = seated(FOUR)
    state = game.state
    ps, br = state.companies["PS&W"], state.companies["BR&N"]
    for company in (ps, br):
        company.par, company.president, company.floated, company.cash = 100, game.players.index(a), True, 5000
        state.tokens.place(company.id, (4, 5))
    state.investors[game.players.index(a)].shares.update({"PS&W": 2, "BR&N": 2})
    ps.trains, br.trains = ["2", "3"], ["2", "3", "5"]
    state.depot.left.update({"2": 0, "3": 0, "4": 1})
    state.stage, state.operating, state.step = OPERATE, "PS&W", BUY
    state.depot.phase_index = 1
    messages = play(game, f"{a}: buy 4")
    assert "BR&N's type 2 train is scrapped without compensation." in messages
    assert game.railroad("PS&W").trains == ["3", "4"] and game.railroad("BR&N").trains == ["3", "5"]
    state.depot.left.update({"4": 0, "5": 0, "6": 5})
    state.depot.phase_index = 3
    messages = play(game, f"{a}: buy 6")
    assert "Railroads may now own at most 2 trains." in messages
    assert game.railroad("PS&W").trains == ["4", "6"] and game.railroad("BR&N").trains == ["5"]  # the 3s are scrapped
    assert game.operating == "BR&N"  # at its limit, PS&W has nothing left to do: its turn ended by itself
    game.state.operating = "PS&W"
    assert refused(game, game.players.index(a), "buy 6") == "PS&W already owns 2 trains, the limit in this phase."


def test_random_legal_play_keeps_the_books_straight() -> None:
    """Every move `legal_actions` offers is accepted, money is never made or lost before the bank
    breaks, and every railroad's ten shares are always somewhere, with a president holding two or more."""
    import random

    from engine.core.action_base import Pass
    from engine.eighteen.shared.moves import LayTile

    rng = random.Random(11)
    game = EZLevel2(FOUR, 11)
    for _ in range(250):
        if game.over:
            break
        player = game.acting_players()[0]
        actions = game.legal_actions(player)
        lays = [a for a in actions if isinstance(a, LayTile)]
        others = [a for a in actions if not isinstance(a, LayTile | Pass)]
        action = rng.choice(lays) if lays and rng.random() < 0.7 else rng.choice(others) if others and rng.random() < 0.7 else (
            Pass() if Pass() in actions else actions[0])
        game.apply(player, action)
        seats = range(len(game.players))
        money = game.bank + sum(game.cash(p) for p in seats) + sum(c.cash for c in game.railroads())
        assert money == 6000 or game.bank_broken
        for company in game.railroads():
            if company.started:
                holders = [game.held(p, company.id) for p in seats]
                assert company.ipo + company.pool + sum(holders) == 10
                assert company.pool <= 5 and company.president is not None
                assert holders[company.president] >= max(2, *holders)
    assert game.or_number >= 3  # the game got well into its Operating Rounds


def test_tied_challengers_the_next_to_the_left_takes_the_presidency() -> None:
    from engine.eighteen.shared.shares import Company, Investor, next_president

    company = Company("PS&W", par=50, president=0)
    investors = [Investor(0, shares={"PS&W": 1}), Investor(0, shares={"PS&W": 3}), Investor(0, shares={"PS&W": 3})]
    assert next_president(company, investors, seating=[0, 2, 1]) == 2  # seat after the president: player 2
    assert next_president(company, investors, seating=[0, 1, 2]) == 1


def test_simultaneous_arrivals_stack_by_previous_value_then_column() -> None:
    from engine.eighteen.shared.market import StockMarket, Tokens

    market = StockMarket.load("18ez")
    tokens = Tokens()
    tokens.place("OLD", (5, 5))
    tokens.place("A", (3, 5))  # $110
    tokens.place("B", (4, 5))  # $100
    tokens.move([("B", (5, 5)), ("A", (5, 5))], market)
    assert tokens.stacks[(5, 5)] == ["OLD", "A", "B"]  # newcomers under the old token; higher value first
    tokens.place("C", (2, 2))  # $90
    tokens.place("E", (1, 0))  # $80
    tokens.move([("E", (0, 0)), ("C", (0, 0))], market)
    assert tokens.stacks[(0, 0)] == ["C", "E"]  # the higher previous value on top, whatever the order given
    tokens.place("F", (2, 3))  # $100, column 3
    tokens.place("G", (3, 4))  # $100, column 4: farther right
    tokens.move([("F", (5, 11)), ("G", (5, 11))], market)
    assert tokens.stacks[(5, 11)] == ["G", "F"]


def test_sold_out_railroads_rise_a_row_when_the_round_ends() -> None:
    game, (a, b, c, d) = seated(FOUR)
    state = game.state
    company = state.companies["PS&W"]
    company.par, company.president, company.floated, company.ipo = 50, game.players.index(a), True, 0
    for name, shares in ((a, 4), (b, 2), (c, 2), (d, 2)):
        state.investors[game.players.index(name)].shares["PS&W"] = shares
    state.tokens.place("PS&W", (4, 3))  # $80
    for _ in range(4):  # everyone passes: the round ends
        game.apply(game.acting_players()[0], parse_action("pass"))
    assert game.market_cell("PS&W") == (3, 3) and game.share_value("PS&W") == 90


def test_the_certificate_limit() -> None:
    game, (a, *_) = seated(FOUR)
    investor = game.state.investors[game.players.index(a)]
    for railroad in ("BR&N", "BCRR", "M&YR", "M&R", "TC&L"):
        company = game.state.companies[railroad]
        company.par, company.president, company.ipo = 50, game.players.index(a) if railroad == "BR&N" else None, 10
        investor.shares[railroad] = 0
    investor.shares.update({"BR&N": 6, "BCRR": 4, "M&YR": 3})  # 5 + 4 + 3 = 12 certificates
    game.state.companies["BCRR"].ipo, game.state.companies["M&YR"].ipo = 6, 7
    game.state.tokens.place("BR&N", (4, 0))
    assert refused(game, game.players.index(a), "par PS&W 50") == "You hold 12 certificates, the limit with 4 players."


def test_a_forced_sale_may_cost_the_presidency_of_another_railroad(forced: tuple[EZLevel2, str]) -> None:
    game, a = forced
    ann, bob = game.players.index(a), game.players.index("Bob")
    state = game.state
    state.investors[ann].cash = 0
    br = state.companies["BR&N"]
    br.par, br.president, br.floated, br.ipo = 50, ann, True, 4
    state.investors[ann].shares["BR&N"] = 3
    state.investors[bob].shares["BR&N"] = 3
    state.tokens.place("BR&N", (4, 3))  # $80: one share covers the $80 PS&W lacks
    messages = play(game, f"{a}: sell BR&N 1")
    assert f"Bob becomes president of BR&N from {a}, with its charter and treasury." in messages
