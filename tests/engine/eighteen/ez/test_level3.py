"""18EZ Level 3 rules (rulebook 18EZ-level3.txt), with its worked examples as tests."""

from __future__ import annotations

from engine.actions import parse_action
from engine.core.game import Outcome
from engine.eighteen.ez.common.stock import OPERATE, SHARE_DEALING
from engine.eighteen.ez.level3.game import EZLevel3
from tests.engine.conftest import refused

FOUR = ["Ann", "Bob", "Cid", "Dee"]


def seated(players: list[str], seed: int = 7) -> tuple[EZLevel3, list[str]]:
    game = EZLevel3(players, seed)
    return game, [game.players[p] for p in game.seating()]


def by(game: EZLevel3, name: str, text: str) -> Outcome:
    return game.apply(game.players.index(name), parse_action(text))


def play(game: EZLevel3, *lines: str) -> list[str]:
    messages: list[str] = []
    for line in lines:
        name, _, move = line.partition(":")
        messages += by(game, name.strip(), move.strip()).messages
    return messages


def player(game: EZLevel3, name: str) -> int:
    return game.players.index(name)


def sold_packet(game: EZLevel3, order: list[str]) -> None:
    """Each seat in turn buys the top company: SL, HOTEL, MRTA, OBS, then the four minors."""
    for lot in range(8):
        play(game, f"{order[lot % len(order)]}: buy-company {game.on_offer().id}")  # type: ignore[union-attr]


def test_setup_cash_certificate_limits_and_trains() -> None:
    for players, cash, limit in [(2, 900, 30), (3, 600, 20), (4, 450, 15), (5, 360, 12), (6, 300, 10)]:
        game = EZLevel3([f"P{i}" for i in range(players)], 1)
        assert [game.cash(p) for p in range(players)] == [cash] * players
        assert game.certificate_limit == limit
        assert game.bank == 6000 - 1800
    left = EZLevel3(FOUR, 1).trains_left()
    assert [left[t] for t in ("2", "3", "4", "5", "6")] == [10, 5, 4, 3, 2]
    assert left["8"] >= 1_000_000  # type 8 trains are not limited (1.1)


def test_the_rulebooks_tom_dick_and_harry_auction() -> None:
    """Clay's example (1.3-1.4): the Hotel's special auction, the MRTA to Tom, then Obsidian's auction."""
    game, (tom, dick, harry) = seated(["Tom", "Dick", "Harry"])
    play(game, f"{tom}: bid MRTA 85", f"{dick}: bid OBS 155", f"{harry}: bid HOTEL 55",
         f"{tom}: bid OBS 160", f"{dick}: bid HOTEL 60", f"{harry}: bid HOTEL 65")
    messages = play(game, f"{tom}: buy-company SL")
    assert messages[:2] == [f"{tom} buys the Short Line Railroad for $20.",
                            f"A special auction for the Harriot Milton Hotel begins among {dick} and {harry}; {dick} bids first."]
    assert game.acting_players() == [player(game, dick)]  # only the Hotel's bidders take part
    assert refused(game, player(game, dick), "bid OBS 200") == "Only HOTEL is being auctioned now: bid on it or pass."
    messages = play(game, f"{dick}: pass")
    assert f"{harry} wins the Harriot Milton Hotel for $65." in messages
    assert f"{tom} wins the Metropolis Rapid Transit Authority for $85." in messages  # its only bidder: no turn
    assert f"A special auction for the Obsidian Railroad begins among {dick} and {tom}; {dick} bids first." in messages
    play(game, f"{dick}: bid OBS 175", f"{tom}: pass")  # "Dick: $155 Tom: $160 Dick pays $175"
    assert game.privates()["OBS"].player == player(game, dick)
    assert game.cash(player(game, dick)) == 600 - 175
    assert game.cash(player(game, tom)) == 600 - 20 - 85
    assert game.cash(player(game, harry)) == 600 - 65
    assert game.acting_players() == [player(game, dick)]  # "the game continues with Dick"


def test_bids_are_refused_with_a_sentence_and_change_nothing() -> None:
    game, (a, b, c, _) = seated(FOUR)
    hotel = "A bid on Harriot Milton Hotel must be at least $5 over"
    assert refused(game, player(game, a), "bid HOTEL 54") == f"{hotel} its price: $55 or more."
    play(game, f"{a}: bid HOTEL 55")
    assert refused(game, player(game, b), "bid HOTEL 59") == f"{hotel} the high bid: $60 or more."
    assert refused(game, player(game, b), "bid SL 30") == (
        "Short Line Railroad is on top of the Startpacket: buy it at $20 instead of bidding.")
    assert refused(game, player(game, b), "bid OBS 500") == "You have $450 not committed to other bids, less than $500."
    play(game, f"{b}: buy-company SL")  # the Hotel goes to its only bidder, a
    assert game.privates()["HOTEL"].player == player(game, a)
    assert refused(game, player(game, c), "bid HOTEL 90") == "Harriot Milton Hotel is sold already."
    assert refused(game, player(game, c), "par PS&W 70").startswith("The Startpacket comes first")


def test_the_short_line_gets_cheaper_when_everyone_passes() -> None:
    game, order = seated(FOUR)
    messages = play(game, *(f"{name}: pass" for name in order))
    assert "Everyone passed: the Short Line Railroad's price falls to $15." in messages
    play(game, *(f"{name}: pass" for name in order))
    assert game.on_offer().price == 10  # type: ignore[union-attr]
    play(game, f"{order[0]}: buy-company SL")
    assert game.cash(player(game, order[0])) == 440


def test_minors_start_with_160_and_the_excess_goes_to_the_bank() -> None:
    game, (a, *_) = seated(FOUR)
    play(game, f"{a}: bid ONE 200")
    sold_packet_until(game, "ONE")  # SL, HOTEL, MRTA, OBS bought in turn; then Oneida goes to its only bidder
    minor = game.railroad("ONE")
    assert (minor.president, minor.cash) == (player(game, a), 160)
    assert game.bank == 4200 + 20 + 50 + 80 + 150 + 40  # the $40 bid over the $160 goes to the bank (1.10)


def sold_packet_until(game: EZLevel3, company: str) -> None:
    while not game.auction_over and company not in [m.id for m in game.minors()] and company not in _owned(game):
        acting = game.acting_players()[0]
        game.apply(acting, parse_action(f"buy-company {game.on_offer().id}"))  # type: ignore[union-attr]


def _owned(game: EZLevel3) -> list[str]:
    return [p for p, h in game.privates().items() if h.player is not None]


def test_the_startpacket_sold_out_opens_share_dealing_and_privates_count_as_certificates() -> None:
    game, order = seated(FOUR)
    sold_packet(game, order)
    assert game.auction_over and game.stage == SHARE_DEALING
    a = player(game, order[0])
    assert game.certificates_held(a) == 2  # the Short Line and Oneida (1.8)
    assert refused(game, a, "buy-share BLK").startswith("Black Line shares are not for sale yet")
    assert refused(game, a, "par BLK 100").startswith("Black Line is not started with a par value")


def operating_l3(seed: int = 7) -> tuple[EZLevel3, list[str]]:
    """Four players, the Startpacket sold in order, PS&W floated at par 100 by the first seat."""
    game, order = seated(FOUR, seed)
    sold_packet(game, order)
    a, b, c, d = order
    play(game, f"{a}: par PS&W 100", f"{b}: buy-share PS&W", f"{c}: buy-share PS&W", f"{d}: buy-share PS&W",
         f"{a}: pass", f"{b}: pass", f"{c}: pass", f"{d}: pass")
    return game, order


def test_privates_pay_their_owners_and_minors_operate_first_in_number_order() -> None:
    game, (a, b, c, d) = operating_l3()
    assert game.stage == OPERATE
    assert game.operating_order() == ["ONE", "TWO", "MIT", "ROCK", "PS&W"]
    assert game.operating == "ONE"
    # Private revenue went out as the round began: SL $5 to a, HOTEL $10 to b, MRTA $15 to c, OBS $20 to d.
    paid = [game.history[-1].messages]
    text = " ".join(paid[0])
    for name, amount in ((a, 5), (b, 10), (c, 15), (d, 20)):
        assert f"pays ${amount} to {name}." in text


def test_partial_retention_the_rulebooks_100_and_90() -> None:
    game, _ = operating_l3()
    ps = game.railroad("PS&W")
    president = game.president("PS&W")
    for revenue, kept, paid_per_share in ((100, 50, 5), (90, 50, 4)):
        state = game.state
        state.operating, state.step, state.revenue = "PS&W", "dividend", revenue
        cash, value = ps.cash, game.share_value("PS&W")
        before = game.cash(president)
        game.apply(president, parse_action("half"))
        ipo_part = paid_per_share * ps.ipo
        assert ps.cash == cash + kept + ipo_part
        assert game.cash(president) == before + paid_per_share * game.held(president, "PS&W")
        assert game.share_value("PS&W") == value  # the share value does not move
        state.operating = "PS&W"


def test_a_minor_splits_its_income_and_cannot_withhold() -> None:
    game, _ = operating_l3()
    state = game.state
    one = state.minors["ONE"]
    one.trains = ["2"]
    owner = one.president
    assert owner is not None
    assert refused(game, owner, "withhold") == "ONE has no income to pay out or keep now."
    state = game.state  # a refused move leaves an equal copy in place
    one = state.minors["ONE"]
    state.step = "run"
    cash = game.cash(owner)
    from engine.eighteen.ez.level3.steps import RunRoutes3

    state.revenue = 90
    messages: list[str] = []
    RunRoutes3().earned(game, one, messages)
    assert messages == [f"ONE splits its $90: $45 to its treasury and $45 to {game.player_name(owner)} (2.7)."]
    assert (game.railroad("ONE").cash, game.cash(owner)) == (160 + 45, cash + 45)


def test_third_station_costs_100() -> None:
    game, _ = operating_l3()
    ps = game.railroad("PS&W")
    track = game.state.track
    track.tokens["E4"] = ["PS&W"]
    assert game.station_cost(ps) == 40
    track.tokens["D7"] = ["PS&W"]
    assert game.station_cost(ps) == 100


def test_railroads_buy_privates_only_after_the_first_3_and_within_half_to_double() -> None:
    game, (a, b, *_) = operating_l3()
    state = game.state
    state.operating, state.step = "PS&W", "build"
    president = game.president("PS&W")
    assert president == player(game, a)
    assert refused(game, president, "buy-company SL 20") == "Railroads may buy private companies only after the first type 3 train is sold."
    state = game.state  # a refused move leaves an equal copy in place
    state.depot.phase_index = 1  # the first 3 is sold
    assert refused(game, president, "buy-company OBS 150") == "The Obsidian Railroad may not be bought by a railroad."
    assert refused(game, president, "buy-company SL 41") == (
        "A railroad pays between $10 and $40 for Short Line Railroad (half to double its $20 price).")
    messages = play(game, f"{a}: buy-company SL 40")  # a owns the Short Line and presides PS&W: no offer needed
    assert messages == [f"PS&W buys Short Line Railroad from {a} for $40."]
    assert game.privates()["SL"].railroad == "PS&W"
    play(game, f"{a}: buy-company HOTEL 50")  # b owns the Hotel: b must agree
    assert game.acting_players() == [player(game, b)]
    play(game, f"{b}: accept")
    assert game.privates()["HOTEL"].railroad == "PS&W"
    assert refused(game, president, "hotel WEST") == "The Hotel token may not be placed on a red off-board location."
    assert refused(game, president, "buy-company HOTEL 50") == (
        "Harriot Milton Hotel belongs to PS&W, and railroads may not buy private companies from other railroads.")


def test_privates_are_sold_between_players_for_an_agreed_price() -> None:
    game, (a, b, c, d) = seated(FOUR)
    sold_packet(game, [a, b, c, d])
    cash_a, cash_c = game.cash(player(game, a)), game.cash(player(game, c))
    play(game, f"{a}: sell-company SL 30 to {c}")
    assert game.acting_players() == [player(game, c)]
    play(game, f"{c}: accept")
    assert game.privates()["SL"].player == player(game, c)
    assert game.cash(player(game, a)) == cash_a + 30
    assert game.cash(player(game, c)) == cash_c - 30


def test_the_black_line_forms_from_the_obsidian_and_the_minors() -> None:
    game, _ = operating_l3()
    state = game.state
    obs_owner = game.privates()["OBS"].player
    for minor, cash, trains in (("ONE", 100, ["3"]), ("TWO", 50, []), ("MIT", 0, ["4"]), ("ROCK", 20, ["3", "4"])):
        state.minors[minor].cash, state.minors[minor].trains = cash, trains
    state.track.tokens["D7"] = ["ONE"]
    state.depot.phase_index = 3  # the first 5 was bought: the Black Line may own 4 trains
    bank = game.bank
    from engine.eighteen.ez.level3.system import form_system

    messages: list[str] = []
    form_system(game, messages)
    blk = game.railroad("BLK")
    assert game.system_formed and not game.minors()
    assert blk.president == obs_owner and blk.cash == 750 + 170
    assert sorted(blk.trains) == ["3", "3", "4", "4"]
    assert game.track.tokens["D7"] == ["BLK"]
    assert game.share_value("BLK") == 150 and blk.par == 150
    assert game.bank == bank - 750
    assert game.privates()["OBS"].closed
    holdings = [game.held(p, "BLK") for p in range(len(game.players))]
    assert sum(holdings) + blk.ipo + blk.pool == 10
    assert holdings[obs_owner] >= 2  # type: ignore[index]


def test_net_worth_counts_shares_cash_and_ious_the_rulebooks_4786() -> None:
    """Clay's table: 6 @ $200, 6 @ $150, 4 @ $120 (printed '4 @ $170 = $480'; the total uses $480), 2 @ $130,
    $1,846 cash and $100 in IOUs: $4,786. Treasuries do not count."""
    game, _ = seated(FOUR)
    state = game.state
    cells = {}
    for railroad, value in (("PS&W", 200), ("BR&N", 150), ("BCRR", 120), ("M&YR", 130)):
        cells[railroad] = next((r, c) for r in range(game.market.height) for c in range(game.market.width)
                               if game.market.value((r, c)) == value)
        state.tokens.place(railroad, cells[railroad])
    investor = state.investors[0]
    investor.shares.update({"PS&W": 6, "BR&N": 6, "BCRR": 4, "M&YR": 2})
    investor.cash, investor.ious = 1846, 100
    state.companies["PS&W"].cash = 999  # a treasury: not counted
    assert game.net_worth(0) == 4786


def test_the_level3_phase_chart() -> None:
    """2: limits 3/2; 3: privates buyable, green; 4: 2s scrapped, Black Line shares next round; 5: brown, privates
    close, the Black Line forms at the end of the round (limit 4); 6: 3s scrapped, limits 2 / 3; 8: 4s scrapped, grey."""
    game, _ = operating_l3()
    state = game.state
    ps, one = state.companies["PS&W"], state.minors["ONE"]
    assert (game.train_limit(ps), game.train_limit(one)) == (3, 2)
    messages: list[str] = []
    ps.trains, one.trains = ["2", "3"], ["2"]
    for train in ("3", "4"):
        state.depot.left = {t: (0 if t < train else n) for t, n in state.depot.left.items()}
        messages.clear()
        game.phase_change(state.depot.sell(game.rules, train), messages)
        if train == "3":
            assert game.phase_flag("privates_buyable") and "green" in game.phase().tiles
    assert ps.trains == ["3"] and one.trains == []  # the 2s are scrapped (the 4's phase)
    assert game.system_shares_next_sdr and "Black Line shares go on sale in the next Share Dealing Round." in messages
    state.depot.left["5"] = 3
    messages.clear()
    game.phase_change(state.depot.sell(game.rules, "5"), messages)
    assert "brown" in game.phase().tiles and game.system_due
    privates = game.privates()
    assert all(privates[p].closed for p in ("SL", "HOTEL", "MRTA")) and not privates["OBS"].closed
    assert game.train_limit(game.railroad("BLK")) == 4
    state.depot.left["6"] = 2
    game.phase_change(state.depot.sell(game.rules, "6"), messages)
    assert ps.trains == [] and (game.train_limit(ps), game.train_limit(game.railroad("BLK"))) == (2, 3)
    state.depot.left["8"] = 10**6
    ps.trains = ["4", "6"]
    game.phase_change(state.depot.sell(game.rules, "8"), messages)
    assert ps.trains == ["6"] and "gray" in game.phase().tiles
