"""The 18EZ Level 3 Startpacket auction (engine/startpacket.py), with the rulebook's Tom/Dick/Harry example."""

from __future__ import annotations

import copy
import random

import pytest

from engine.errors import IllegalAction
from engine.startpacket import (
    AllPassed,
    Bid,
    Event,
    Passed,
    PriceDropped,
    Sold,
    SpecialAuctionStarted,
    Startpacket,
)

ITEMS = [
    ("SL", "Short Line", 20),
    ("HOTEL", "Harriot Milton Hotel", 50),
    ("MRTA", "Metropolis Rapid Transit Authority", 80),
    ("OBS", "Obsidian Railroad", 150),
    ("ONE", "Oneida", 160),
    ("TWO", "Twopelo", 160),
    ("MIT", "Mitsushi", 160),
    ("ROCK", "Rockfourd", 160),
]
TOM, DICK, HARRY = 0, 1, 2


def packet(players: int = 3, first: int = 0) -> Startpacket:
    return Startpacket.new(ITEMS, players, first)


def pay(cash: list[int], events: list[Event]) -> list[Event]:
    """What the caller does with the events: each buyer pays for what they got."""
    for event in events:
        if isinstance(event, Sold):
            cash[event.player] -= event.price
    return events


def refused(sp: Startpacket, move, *args) -> str:
    """Make a refused move: one sentence ending in a period, and the state unchanged."""
    before = copy.deepcopy(sp)
    with pytest.raises(IllegalAction) as error:
        move(*args)
    message = str(error.value)
    assert message.endswith(".") and ". " not in message, message
    assert sp == before
    return message


def test_tom_dick_harry_example() -> None:
    sp, cash = packet(), [600, 600, 600]
    # First turn.
    assert sp.bid(TOM, "MRTA", 85, cash) == [Bid("MRTA", TOM, 85)]
    assert sp.bid(DICK, "OBS", 155, cash) == [Bid("OBS", DICK, 155)]
    assert sp.bid(HARRY, "HOTEL", 55, cash) == [Bid("HOTEL", HARRY, 55)]
    # Second turn.
    assert sp.bid(TOM, "OBS", 160, cash) == [Bid("OBS", TOM, 160)]
    assert sp.bid(DICK, "HOTEL", 60, cash) == [Bid("HOTEL", DICK, 60)]
    assert sp.bid(HARRY, "HOTEL", 65, cash) == [Bid("HOTEL", HARRY, 65)]
    assert sp.high_bid("OBS") == (TOM, 160) and sp.committed(TOM) == 245
    # Third turn: Tom buys the Short Line; the Hotel's special auction is Dick's and Harry's only, Dick first.
    assert sp.acting_player() == TOM
    assert pay(cash, sp.buy(TOM, cash)) == [Sold("SL", TOM, 20, False), SpecialAuctionStarted("HOTEL", (DICK, HARRY), DICK)]
    assert sp.acting_player() == DICK
    assert sp.legal_moves(DICK, cash) == [("bid", "HOTEL", 70), ("pass",)]
    assert sp.legal_moves(HARRY, cash) == [] and sp.legal_moves(TOM, cash) == []
    # Dick drops out: Harry buys at $65, the MRTA goes to Tom at once, then the Obsidian's auction, Dick first.
    assert pay(cash, sp.pass_turn(DICK)) == [
        Passed(DICK, "HOTEL"),
        Sold("HOTEL", HARRY, 65, False),
        Sold("MRTA", TOM, 85, True),
        SpecialAuctionStarted("OBS", (DICK, TOM), DICK),
    ]
    assert sp.acting_player() == DICK
    assert sp.bid(DICK, "OBS", 175, cash) == [Bid("OBS", DICK, 175)]
    assert sp.acting_player() == TOM
    # "Dick: $155 Tom: $160 Dick pays $175", after which the game continues with Dick.
    assert pay(cash, sp.pass_turn(TOM)) == [Passed(TOM, "OBS"), Sold("OBS", DICK, 175, False)]
    assert sp.auction is None and sp.acting_player() == DICK
    assert sp.available() is not None and sp.available().id == "ONE"
    assert {i: (sp.owner(i), sp.paid[i]) for i in sp.owners} == {
        "SL": (TOM, 20), "HOTEL": (HARRY, 65), "MRTA": (TOM, 85), "OBS": (DICK, 175)}
    assert cash == [495, 425, 535]
    assert all(not sp.bids[i] for i in ("SL", "HOTEL", "MRTA", "OBS"))
    assert sp.legal_moves(DICK, cash)[0] == ("buy", "ONE", 160)


def test_opening_legal_moves() -> None:
    sp = packet()
    assert sp.acting_player() == 0 and sp.available().id == "SL"
    assert sp.legal_moves(0, [600, 600, 600]) == [
        ("buy", "SL", 20), ("bid", "HOTEL", 55), ("bid", "MRTA", 85), ("bid", "OBS", 155),
        ("bid", "ONE", 165), ("bid", "TWO", 165), ("bid", "MIT", 165), ("bid", "ROCK", 165), ("pass",)]
    assert sp.legal_moves(1, [600, 600, 600]) == []
    assert sp.legal_moves(0, {0: 60}) == [("buy", "SL", 20), ("bid", "HOTEL", 55), ("pass",)]


def test_bids_too_low_are_refused() -> None:
    sp, cash = packet(), [600, 600, 600]
    assert "at least $5 over its price, so $55 or more" in refused(sp, sp.bid, 0, "HOTEL", 54, cash)
    sp.bid(0, "HOTEL", 55, cash)
    assert "at least $5 over the high bid, so $60 or more" in refused(sp, sp.bid, 1, "HOTEL", 59, cash)
    assert sp.bid(1, "hotel", 60, cash) == [Bid("HOTEL", 1, 60)]  # ids are case-blind
    sp.bid(2, "MRTA", 85, cash)
    assert "high bid" in refused(sp, sp.bid, 0, "Harriot Milton Hotel", 60, cash)
    assert sp.bid(0, "Harriot Milton Hotel", 65, cash) == [Bid("HOTEL", 0, 65)]  # raising past a rival replaces the old bid
    assert sp.bids["HOTEL"] == {1: 60, 0: 65} and sp.committed(0) == 65


def test_bidding_on_your_own_high_bid_is_refused() -> None:
    sp, cash = packet(2), [900, 900]
    sp.bid(0, "OBS", 155, cash)
    sp.pass_turn(1)
    assert "hold the high bid" in refused(sp, sp.bid, 0, "OBS", 200, cash)
    assert ("bid", "OBS", 160) not in sp.legal_moves(0, cash)


def test_top_item_sold_item_unknown_item_and_wrong_turn_are_refused() -> None:
    sp, cash = packet(), [600, 600, 600]
    assert "buy it for $20" in refused(sp, sp.bid, 0, "SL", 25, cash)
    assert "no BOGUS in the Startpacket" in refused(sp, sp.bid, 0, "BOGUS", 25, cash)
    assert "not your turn" in refused(sp, sp.bid, 1, "HOTEL", 55, cash)
    assert "not your turn" in refused(sp, sp.buy, 2, cash)
    assert "not your turn" in refused(sp, sp.pass_turn, 1)
    sp.buy(0, cash)
    sp.buy(1, cash)
    assert "sold already" in refused(sp, sp.bid, 2, "SL", 100, cash)
    assert "sold already" in refused(sp, sp.bid, 2, "HOTEL", 100, cash)
    assert "buy it for $80" in refused(sp, sp.bid, 2, "MRTA", 85, cash)


def test_bids_and_buys_beyond_uncommitted_cash_are_refused() -> None:
    sp, cash = packet(), [600, 600, 600]
    sp.bid(0, "OBS", 500, cash)
    sp.pass_turn(1)
    sp.pass_turn(2)
    assert "$100 not committed" in refused(sp, sp.bid, 0, "MRTA", 105, cash)
    assert sp.bid(0, "MRTA", 100, cash) == [Bid("MRTA", 0, 100)]
    sp.pass_turn(1)
    sp.pass_turn(2)
    assert "$0 not committed" in refused(sp, sp.buy, 0, cash)
    assert sp.legal_moves(0, cash) == [("pass",)]
    cash[0] = 620  # the caller's cash is read on each call
    assert sp.legal_moves(0, cash)[0] == ("buy", "SL", 20)


def test_special_auction_refuses_other_moves() -> None:
    sp, cash = packet(), [600, 600, 600]
    sp.bid(0, "MRTA", 85, cash)
    sp.bid(1, "HOTEL", 55, cash)
    sp.bid(2, "HOTEL", 60, cash)
    pay(cash, sp.buy(0, cash))  # Hotel auction between 1 and 2; 2 is high, so 1 (left of 2 is 0, not in it; then 1) acts
    assert sp.acting_player() == 1
    assert "being auctioned now" in refused(sp, sp.bid, 1, "OBS", 155, cash)
    assert "special auction" in refused(sp, sp.buy, 1, cash)
    assert "at least $5 over the high bid" in refused(sp, sp.bid, 1, "HOTEL", 64, cash)
    assert "not your turn" in refused(sp, sp.pass_turn, 2)
    assert "$600 not committed" in refused(sp, sp.bid, 1, "HOTEL", 601, cash)
    assert sp.bid(1, "HOTEL", 65, cash) == [Bid("HOTEL", 1, 65)]
    assert sp.acting_player() == 2
    assert sp.bid(2, "HOTEL", 70, cash) == [Bid("HOTEL", 2, 70)]
    assert pay(cash, sp.pass_turn(1)) == [Passed(1, "HOTEL"), Sold("HOTEL", 2, 70, False), Sold("MRTA", 0, 85, True)]
    assert sp.acting_player() == 1 and cash == [495, 600, 530]


def test_one_bidder_gets_the_item_at_once_at_their_bid() -> None:
    sp, cash = packet(), [600, 600, 600]
    sp.bid(0, "HOTEL", 70, cash)
    sp.pass_turn(1)
    assert pay(cash, sp.buy(2, cash)) == [Sold("SL", 2, 20, False), Sold("HOTEL", 0, 70, True)]
    assert sp.owner("HOTEL") == 0 and sp.paid["HOTEL"] == 70 and sp.bids["HOTEL"] == {}
    assert sp.acting_player() == 0  # left of the buyer who triggered the sale, not of the bidder
    assert sp.available().id == "MRTA" and cash == [530, 600, 580]


def test_a_chain_of_two_special_auctions() -> None:
    sp, cash = packet(4), [450] * 4
    sp.bid(0, "HOTEL", 55, cash)
    sp.bid(1, "HOTEL", 60, cash)
    sp.bid(2, "MRTA", 85, cash)
    sp.bid(3, "MRTA", 90, cash)
    sp.bid(0, "MRTA", 95, cash)
    sp.bid(1, "OBS", 155, cash)
    assert sp.acting_player() == 2
    assert sp.buy(2, cash) == [Sold("SL", 2, 20, False), SpecialAuctionStarted("HOTEL", (0, 1), 0)]
    assert sp.pass_turn(0) == [Passed(0, "HOTEL"), Sold("HOTEL", 1, 60, False),
                               SpecialAuctionStarted("MRTA", (2, 3, 0), 2)]
    # High bidder 0 is never asked; 2 and 3 go round until only one rival is left.
    assert sp.bid(2, "MRTA", 100, cash) == [Bid("MRTA", 2, 100)]
    assert sp.acting_player() == 3
    assert sp.pass_turn(3) == [Passed(3, "MRTA")]
    assert sp.acting_player() == 0
    assert sp.bid(0, "MRTA", 110, cash) == [Bid("MRTA", 0, 110)]
    assert sp.acting_player() == 2
    assert sp.pass_turn(2) == [Passed(2, "MRTA"), Sold("MRTA", 0, 110, False), Sold("OBS", 1, 155, True)]
    assert sp.auction is None and sp.acting_player() == 3 and sp.available().id == "ONE"


def test_short_line_price_falls_after_each_full_round_of_passes() -> None:
    sp, cash = packet(), [600, 600, 600]
    assert [sp.pass_turn(p) for p in (0, 1)] == [[Passed(0)], [Passed(1)]]
    assert sp.pass_turn(2) == [Passed(2), PriceDropped("SL", 15)]
    assert sp.acting_player() == 0 and sp.prices["SL"] == 15
    sp.pass_turn(0)
    sp.bid(1, "HOTEL", 55, cash)  # an action breaks the run of passes
    assert [sp.pass_turn(p) for p in (2, 0)] == [[Passed(2)], [Passed(0)]]
    assert sp.pass_turn(1) == [Passed(1), PriceDropped("SL", 10)]
    assert sp.acting_player() == 2 and sp.legal_moves(2, cash)[0] == ("buy", "SL", 10)
    assert pay(cash, sp.buy(2, cash)) == [Sold("SL", 2, 10, False), Sold("HOTEL", 1, 55, True)]
    assert cash == [600, 545, 590] and sp.acting_player() == 0


def test_short_line_at_zero_goes_free_to_the_player_whose_turn_it_is() -> None:
    sp, cash = packet(2, first=1), [900, 900]
    sp.bid(1, "HOTEL", 55, cash)
    for price in (15, 10, 5):
        assert sp.pass_turn(0) == [Passed(0)]
        assert sp.pass_turn(1) == [Passed(1), PriceDropped("SL", price)]
    sp.pass_turn(0)
    assert sp.pass_turn(1) == [Passed(1), PriceDropped("SL", 0), Sold("SL", 0, 0, True), Sold("HOTEL", 1, 55, True)]
    assert sp.acting_player() == 1 and sp.available().id == "MRTA"


def test_all_passing_with_another_item_on_top_ends_the_round_and_resumes_from_priority() -> None:
    sp, cash = packet(), [600, 600, 600]
    for player in (0, 1, 2, 0):
        pay(cash, sp.buy(player, cash))
    assert sp.available().id == "ONE" and sp.acting_player() == 1
    sp.pass_turn(1)
    sp.bid(2, "TWO", 165, cash)
    assert sp.pass_turn(0) == [Passed(0)]
    assert sp.pass_turn(1) == [Passed(1)]
    assert sp.pass_turn(2) == [Passed(2), AllPassed(0)]  # 0 is left of the last to act (2), and began the passes
    assert sp.paused and sp.priority == 0 and sp.prices["ONE"] == 160
    assert sp.legal_moves(0, cash) == []
    assert "next Share Dealing Round" in refused(sp, sp.pass_turn, 0)
    assert "next Share Dealing Round" in refused(sp, sp.buy, 0, cash)
    assert "no player 3" in refused(sp, sp.resume, 3)
    sp.resume(sp.priority)
    assert sp.acting_player() == 0 and not sp.paused
    assert pay(cash, sp.buy(0, cash)) == [Sold("ONE", 0, 160, False), Sold("TWO", 2, 165, True)]
    assert sp.acting_player() == 1
    # A later round of passes starts afresh: it needs all three again.
    assert sp.pass_turn(1) == [Passed(1)] and sp.pass_turn(2) == [Passed(2)]
    assert sp.pass_turn(0) == [Passed(0), AllPassed(1)]


def test_turn_order_skips_nobody() -> None:
    sp, cash = packet(5, first=3), [360] * 5
    seen = []
    moves = ["pass", "bid", "pass", "bid", "pass", "pass", "bid", "pass"]
    for k, kind in enumerate(moves):
        player = sp.acting_player()
        seen.append(player)
        if kind == "pass":
            sp.pass_turn(player)
        else:
            (_, item, minimum) = next(m for m in sp.legal_moves(player, cash) if m[0] == "bid" and m[1] != "OBS")
            sp.bid(player, item, minimum + k, cash)
    assert seen == [3, 4, 0, 1, 2, 3, 4, 0]


def test_sold_out_after_all_eight_items() -> None:
    sp, cash = packet(2), [900, 900]
    sp.bid(0, "ROCK", 165, cash)
    sp.bid(1, "MIT", 170, cash)
    bought = []
    while not sp.sold_out():
        player = sp.acting_player()
        move = sp.legal_moves(player, cash)[0]
        assert move[0] == "buy"
        bought += pay(cash, sp.buy(player, cash))
    assert sp.sold_out() and sp.available() is None
    assert [e.item for e in bought if isinstance(e, Sold)] == [i for i, _, _ in ITEMS]
    assert bought[-2:] == [Sold("MIT", 1, 170, True), Sold("ROCK", 0, 165, True)]
    assert cash == [900 - 20 - 80 - 160 - 165, 900 - 50 - 150 - 160 - 170]
    assert {i: sp.owner(i) for i, _, _ in ITEMS} == {
        "SL": 0, "HOTEL": 1, "MRTA": 0, "OBS": 1, "ONE": 0, "TWO": 1, "MIT": 1, "ROCK": 0}
    assert sp.legal_moves(sp.acting_player(), cash) == []
    assert "sold out" in refused(sp, sp.pass_turn, sp.acting_player())


def test_new_refuses_bad_setups() -> None:
    with pytest.raises(ValueError):
        Startpacket.new(ITEMS, 1)
    with pytest.raises(ValueError):
        Startpacket.new([*ITEMS, ("sl", "Again", 5)], 3)
    with pytest.raises(ValueError):
        Startpacket.new(ITEMS, 3, first=3)
    assert Startpacket.new(ITEMS, 3) == copy.deepcopy(Startpacket.new(ITEMS, 3))


@pytest.mark.parametrize("seed", range(30))
def test_random_play_keeps_legal_moves_honest(seed: int) -> None:
    rng = random.Random(seed)
    players = rng.randint(2, 6)
    sp, cash = packet(players, rng.randrange(players)), [1800 // players] * players
    sold: list[Sold] = []
    income = 0
    for _ in range(2000):
        if sp.sold_out():
            break
        if sp.paused:  # the caller runs Operating Rounds (income), then the next Share Dealing Round resumes
            cash = [c + 50 for c in cash]
            income += 50 * players
            sp.resume(sp.priority)
        player = sp.acting_player()
        moves = sp.legal_moves(player, cash)
        assert moves[-1] == ("pass",) and all(sp.legal_moves(p, cash) == [] for p in range(players) if p != player)
        move = rng.choice(moves[:-1] * 3 + moves[-1:]) if sp.auction is None else rng.choice(moves)
        if move[0] == "buy":
            events = sp.buy(player, cash)
        elif move[0] == "bid":
            with pytest.raises(IllegalAction):
                sp.bid(player, move[1], move[2] - 1, cash)
            free = cash[player] - sp.committed(player, but=move[1])
            events = sp.bid(player, move[1], min(free, move[2] + rng.choice((0, 0, 5, 10))), cash)
        else:
            events = sp.pass_turn(player)
        sold += [e for e in pay(cash, events) if isinstance(e, Sold)]
        assert all(c >= sp.committed(p) >= 0 for p, c in enumerate(cash))
    assert sp.sold_out()
    assert [e.item for e in sold] == [i for i, _, _ in ITEMS]
    assert sum(cash) + sum(e.price for e in sold) == 1800 // players * players + income
