"""18GL's numbers as the rulebook states them (Tables 1, 2, 3, 4, 6, 7, 8)."""

from __future__ import annotations

from engine.eighteen.gl.data import load_gl_rules

RULES = load_gl_rules()


def test_trains_table_7() -> None:
    table = [(t.type, t.price, t.count, t.salvage, t.rusts) for t in RULES.trains]
    assert table == [("2H", 100, 8, 25, None), ("4H", 200, 7, 50, None), ("6H", 300, 6, 75, "2H"),
                     ("10H", 600, "by corporations", 0, "4H"), ("E", 800, 4, 0, "6H"), ("D", 1000, "unlimited", 0, None)]
    assert [(t.kind, t.reach) for t in RULES.trains[:4]] == [("hexes", 2), ("hexes", 4), ("hexes", 6), ("hexes", 10)]


def test_phases_table_2() -> None:
    rows = [(p.name, p.train_limit, p.ors, p.tiles[-1], p.offboard, p.top_start) for p in RULES.phases]
    assert rows == [("2H", 4, 1, "yellow", "first", 100), ("4H", 4, 2, "green", "second", 100),
                    ("6H", 3, 2, "green", "second", 140), ("10H", 2, 3, "brown", "third", 140),
                    ("E", 2, 3, "brown", "third", 200), ("D", 2, 3, "gray", "third", 200)]
    assert [p.name for p in RULES.phases if p.conrail_may_form] == ["10H", "E"]
    assert [p.name for p in RULES.phases if p.privates_close] == ["10H"]
    assert [p.name for p in RULES.phases if p.tokens_removed] == ["E"]
    assert RULES.phases[2].train_trading and not RULES.phases[1].train_trading


def test_privates_table_4_and_the_limits() -> None:
    assert [(p.id, p.price, p.revenue, p.closes_on_use) for p in RULES.privates] == [
        ("C&E", 20, 5, False), ("EJ&E", 40, 10, True), ("BRIDGE", 50, 10, False), ("TUNNEL", 50, 10, False),
        ("TERMINAL", 50, 10, True), ("RAILWORKS", 60, 10, True), ("MINE", 70, 15, False), ("ALCO", 75, 15, False),
        ("PORT", 80, 20, True), ("FERRY", 100, 20, False), ("C&A", 140, 25, False)]
    assert RULES.certificate_limits == {"2": 28, "3": 20, "4": 16, "5": 13, "6": 11}
    assert (RULES.start_cash_total, RULES.max_shares, RULES.open_market_max, RULES.float_shares) == (2400, 6, 5, 5)
    assert (RULES.loans.amount, RULES.loans.most, RULES.loans.interest) == (500, 2, 50)
    assert (RULES.bonds.count, RULES.bonds.face, RULES.bonds.interest, RULES.conrail_min_start) == (10, 100, 10, 110)


def test_express_table_8_and_ten_h_table_6() -> None:
    assert [(e.in_play, e.cities, e.doubled) for e in RULES.express] == [
        (1, 2, True), (2, 3, True), (3, 3, True), (4, 4, True), (0, 5, False)]
    def ten_h(corporations: int) -> int:
        return next(row.trains for row in RULES.ten_h if corporations >= row.corporations_at_least)
    assert [ten_h(n) for n in (11, 7, 6, 5, 4, 2)] == [4, 4, 3, 3, 2, 2]
