"""CONRAIL's two-for-one exchange (rulebook 4.5.1.2) on share counts."""

from __future__ import annotations

import pytest

from engine.eighteen.gl.conrail_exchange import exchange, units_for


def test_certificate_groups_by_the_number_of_merging_corporations() -> None:
    assert units_for(2) == (10, 10, False)  # President's Certificate + eight 10%/5% shares, 10% each
    assert units_for(3) == units_for(4) == (20, 5, False)  # the Second Issue too: 5% each
    assert units_for(5) == (20, 5, True)  # and the Bonds are handed out in exchange
    with pytest.raises(ValueError):
        units_for(1)


def test_two_corporations_odd_shares_go_to_the_open_market() -> None:
    # Ann holds 5 merger shares, Bob 3, Cid 2; 3 in the treasuries, 1 in the Open Market
    result = exchange(2, [(0, 5), (1, 3), (2, 2)], treasury_shares=3, market_shares=1)
    assert result.players == {0: 2, 1: 1, 2: 1}
    assert result.president == 0 and result.acting is None  # first to receive two units
    assert result.treasury == 1
    assert result.market == 2  # its own share plus the three odd ones: four, exchanged for two
    assert result.undistributed == 10 - 7 and result.discarded == 0 and result.bonds == {}


def test_exchange_order_decides_the_presidency() -> None:
    result = exchange(2, [(1, 4), (0, 6)], 0, 0)
    assert result.president == 1 and result.players == {1: 2, 0: 3}


def test_no_one_receiving_two_shares_makes_an_acting_president() -> None:
    result = exchange(3, [(2, 3), (0, 2), (1, 3)], treasury_shares=0, market_shares=0)
    assert result.players == {2: 1, 0: 1, 1: 1} and result.percent == 5
    assert result.president is None and result.acting == 2
    assert result.market == 1  # two odd shares in the Open Market: one unit


def test_more_than_four_corporations_use_the_bonds_then_discard() -> None:
    # 5 corporations: 20 units, then 10 Bonds; 64 merger shares held by players = 32 pairs
    result = exchange(5, [(0, 24), (1, 20), (2, 20)], treasury_shares=4, market_shares=1)
    assert result.players == {0: 12, 1: 8}  # the twenty units run out during Bob's exchange
    assert result.bonds == {1: 2, 2: 8}  # then the Bonds
    assert result.president == 0
    assert 2 not in result.players and result.treasury == 0 and result.treasury_bonds == 0
    assert result.discarded == 2 * 2 + 4 + 1  # Cid's last two pairs, the treasury's four, the market's one


def test_three_corporations_excess_is_discarded_without_bonds() -> None:
    result = exchange(3, [(0, 30), (1, 14)], treasury_shares=0, market_shares=0)
    assert result.players == {0: 15, 1: 5} and result.bonds == {}
    assert result.discarded == 2 * 2
