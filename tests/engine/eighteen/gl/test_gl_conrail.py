"""CONRAIL's formation (rulebook 4.5.1.2) at the start of 10H / E, its stations, Bonds and interest.

Positions are set up directly (corporations that have operated and lost their trains), then the
phase starts as it does when a corporation buys the first 10H or E."""

from __future__ import annotations

from engine.eighteen.gl.conrail import CONRAIL, phase_started
from engine.eighteen.gl.game import GL18
from engine.eighteen.gl.state import OPERATE
from engine.eighteen.shared.market import Cell
from tests.engine.conftest import refused
from tests.engine.eighteen.gl.test_gl_stock import play, seated, sell_privates


def cell_of(game: GL18, value: int, row: int = 0) -> Cell:
    return (row, game.market.spec.rows[row].index(value))


def setup(holdings: dict[str, dict[str, int]], values: dict[str, int], phase: str = "10H",
          revision: int | None = None) -> tuple[GL18, list[int]]:
    """Four players (seated Ann, Bob, Dee, Cid by seed 5); each corporation in
    `holdings` floated and operated, without trains; `holdings[rr]` maps a name, "treasury" or "pool"
    to shares (the first name listed is president)."""
    game, order = seated(revision=revision)
    sell_privates(game, order)
    owner = game.state.start_due[0]  # type: ignore[index]
    play(game, f"{game.players[owner]}: par PRR 100")
    state = game.state
    for investor in state.investors:
        investor.shares = {}
    for rr, held in holdings.items():
        corporation = state.corporations[rr]
        corporation.par, corporation.floated, corporation.operated, corporation.ipo = values[rr], True, True, 0
        corporation.treasury_shares = held.get("treasury", 0)
        corporation.pool = held.get("pool", 0)
        names = [n for n in held if n not in ("treasury", "pool")]
        corporation.president = game.players.index(names[0])
        for name in names:
            state.investors[game.players.index(name)].shares[rr] = held[name]
        assert sum(held.values()) == 10
        state.tokens.remove(rr)
        state.tokens.place(rr, cell_of(game, values[rr]))
    state.stage, state.phase = OPERATE, phase
    return game, [game.players.index(n) for n in ("Ann", "Bob", "Cid", "Dee")]


def test_two_corporations_merge_into_ten_percent_shares() -> None:
    game, (ann, bob, cid, dee) = setup(
        {"NYC": {"Ann": 4, "Bob": 2, "Cid": 1, "treasury": 2, "pool": 1},
         "PRR": {"Bob": 3, "Ann": 2, "Dee": 2, "treasury": 3},
         "GT": {"Dee": 6, "treasury": 4}},
        {"NYC": 100, "PRR": 90, "GT": 80})
    state = game.state
    nyc, prr, gt = (state.corporations[rr] for rr in ("NYC", "PRR", "GT"))
    nyc.loans, nyc.cash, prr.cash = 1, 150, 70
    gt.trains = ["10H"]  # GT bought the first 10H: it does not merge
    state.track.tokens["J14"] = ["NYC"]
    state.track.tokens["F18"] = ["NYC", "PRR"]
    state.track.tokens["N12"] = ["NYC"]
    state.track.tokens["N18"] = ["PRR"]
    bank = state.bank
    messages: list[str] = []
    phase_started(game, gt, messages)
    assert state.conrail == "formed" and "NYC" not in state.corporations and "PRR" not in state.corporations
    conrail = state.corporations[CONRAIL]
    # Exchange from Dee (GT's president), in seating order: Dee 2 shares -> 1; Cid 1 -> none and one odd
    # share; Ann 6 -> 3 (first with two: the President's Certificate); Bob 5 -> 2 and one odd share
    assert [game.held(p, CONRAIL) for p in (ann, bob, cid, dee)] == [3, 2, 0, 1]
    assert conrail.president == ann and not conrail.acting and conrail.percent == 10
    assert conrail.treasury_shares == 2  # five treasury shares: two, and one odd to the Open Market
    assert conrail.pool == 2  # NYC's one, Bob's, Cid's and the treasury's odd shares: four for two
    assert all("NYC" not in state.investors[p].shares for p in (ann, bob, cid, dee))
    # (100 + 90) / 2 = 95, but never below $110; NYC's loan moves it a column left, and puts a Bond out
    assert game.share_value(CONRAIL) == 100 and state.tokens.cells[CONRAIL][0] == 0
    assert state.bond_market == 1 and conrail.bonds == 9 and conrail.loans == 0
    assert conrail.cash == 150 + 70 and state.bank == bank  # nothing undistributed: no new capital
    assert conrail.stations == 5
    # homes replaced at once; the president chooses among the others
    assert state.track.tokens["N12"] == [CONRAIL] and state.track.tokens["N18"] == [CONRAIL]
    assert "J14" not in state.track.tokens and "F18" not in state.track.tokens
    assert state.conrail_keep == {"NYC": ["F18", "J14"], "PRR": ["F18"]}
    assert game.acting_players() == [ann]
    assert refused(game, ann, "keep L14") == "L14 held no station of a merged corporation; the choices are F18, J14."
    play(game, "Ann: keep J14 F18")
    state, conrail = game.state, game.state.corporations[CONRAIL]  # a move replaces the state
    assert state.track.tokens["J14"] == [CONRAIL] and state.track.tokens["F18"] == [CONRAIL]
    assert state.conrail_keep is None
    assert game.train_limit(conrail) == game.phase().train_limit + 1


def test_three_corporations_merge_into_five_percent_shares_with_an_acting_president() -> None:
    game, (ann, bob, cid, dee) = setup(
        {"NYC": {"Ann": 3, "Bob": 3, "Cid": 3, "pool": 1},
         "PRR": {"Dee": 3, "treasury": 7},
         "B&O": {"Cid": 2, "treasury": 8},
         "GT": {"Bob": 2, "treasury": 8}},
        {"NYC": 140, "PRR": 120, "B&O": 75, "GT": 80})
    state = game.state
    state.corporations["GT"].trains = ["10H"]
    state.operated_this_or = ["B&O"]
    messages: list[str] = []
    phase_started(game, state.corporations["GT"], messages)
    conrail = state.corporations[CONRAIL]
    assert conrail.percent == 5 and conrail.units == 20
    # From Bob (GT's president), in seating order: Bob 3 -> 1, Dee 3 -> 1, Cid 5 -> 2 (the President's Certificate), Ann 3 -> 1
    assert [game.held(p, CONRAIL) for p in (ann, bob, cid, dee)] == [1, 1, 2, 1]
    assert conrail.president == cid and not conrail.acting
    assert game.share_value(CONRAIL) == 130  # (140 + 120) / 2
    # treasuries 15 -> 7 (one odd); Open Market 1 + 4 odd players' shares + 1 = 6 -> 3; undistributed 20 - 5 - 7 - 3 = 5
    assert conrail.treasury_shares == 7
    assert conrail.pool == 3 + 5 and conrail.cash == 5 * 130
    assert "A merged corporation has operated this round, so CONRAIL first operates in the next." in messages
    assert CONRAIL in state.operated_this_or


def test_no_one_with_two_shares_gives_an_acting_president() -> None:
    game, (ann, bob, cid, dee) = setup(
        {"NYC": {"Ann": 2, "Bob": 1, "treasury": 7}, "PRR": {"Bob": 2, "Cid": 1, "treasury": 7},
         "B&O": {"Cid": 2, "treasury": 8}, "GT": {"Dee": 2, "treasury": 8}},
        {"NYC": 100, "PRR": 100, "B&O": 100, "GT": 100})
    state = game.state
    state.corporations["GT"].trains = ["10H"]
    phase_started(game, state.corporations["GT"], [])
    conrail = state.corporations[CONRAIL]
    assert [game.players[p] for p in game.seating()] == ["Ann", "Bob", "Dee", "Cid"]
    # From Dee, in seating order: Dee none, Cid 3 -> 1 (the first to receive: acting president), Ann 2 -> 1, Bob 3 -> 1
    assert conrail.acting and conrail.president == cid
    assert [game.held(p, CONRAIL) for p in (ann, bob, cid, dee)] == [1, 1, 1, 0]


def test_one_corporation_without_a_train_does_not_form_conrail_and_e_is_the_last_chance() -> None:
    game, _ = setup({"NYC": {"Ann": 6, "treasury": 4}, "PRR": {"Bob": 6, "treasury": 4}}, {"NYC": 100, "PRR": 90})
    game.state.corporations["PRR"].trains = ["10H"]
    messages: list[str] = []
    phase_started(game, game.state.corporations["PRR"], messages)
    assert messages == ["CONRAIL does not form at the start of phase 10H. NYC alone has no train, so it must buy one."]
    assert game.state.conrail == "not yet" and CONRAIL not in game.state.corporations
    game.state.phase = "E"
    messages = []
    phase_started(game, game.state.corporations["PRR"], messages)
    assert game.state.conrail == "never"
    assert messages[0].startswith("CONRAIL does not form at the start of phase E, and never will.")


def test_bonds_are_bought_and_sold_in_stock_rounds_at_face_value() -> None:
    game, (ann, bob, _cid, _dee) = setup({"NYC": {"Ann": 6, "treasury": 4}}, {"NYC": 100})
    state = game.state
    state.bond_market, state.bonds = 2, {bob: 1}
    state.stage, state.turn = "stock round", state.seating.index(ann)
    cash, bank = game.cash(ann), state.bank
    play(game, "Ann: buy-bond")
    state = game.state
    assert state.bonds == {bob: 1, ann: 1} and state.bond_market == 1
    assert game.cash(ann) == cash - 100 and state.bank == bank + 100
    assert game.acting_players() != [ann]  # buying ends the turn
    while game.acting_players() != [bob]:
        play(game, f"{game.players[game.acting_players()[0]]}: pass")
    assert refused(game, bob, "sell-bond 2") == "You hold 1 CONRAIL Bond, not 2."
    play(game, "Bob: sell-bond 1")
    assert bob not in game.state.bonds and game.state.bond_market == 2


def test_conrail_pays_bond_interest_redeems_bonds_and_bonds_count_at_the_end() -> None:
    from engine.eighteen.gl import operating as gl_operating

    game, (ann, bob, cid, _dee) = setup(
        {"NYC": {"Ann": 4, "Bob": 2, "Cid": 1, "treasury": 2, "pool": 1},
         "PRR": {"Bob": 3, "Ann": 2, "Dee": 2, "treasury": 3},
         "GT": {"Dee": 6, "treasury": 4}},
        {"NYC": 100, "PRR": 90, "GT": 80})
    state = game.state
    state.corporations["NYC"].loans, state.corporations["NYC"].cash, state.corporations["PRR"].cash = 1, 550, 70
    state.corporations["GT"].trains = ["10H"]
    phase_started(game, state.corporations["GT"], [])
    assert state.conrail_keep is None  # no stations beyond the homes: nothing to choose
    state.bonds = {bob: 2, cid: 1}
    state.operated_this_or = ["GT"]
    messages: list[str] = []
    gl_operating.next_corporation(game, messages)
    assert state.operating == CONRAIL and game.acting_players() == [ann]
    bank, cash = state.bank, {p: game.cash(p) for p in (bob, cid)}
    messages = play(game, "Ann: pass")  # no tile; no train: the run is skipped, the interest is still due
    state = game.state
    # $10 a Bond: to Bob and Cid, and to the bank for the Bond in the Open Market (4.6.5)
    assert "CONRAIL pays $40 bond interest from its treasury: Bob $20, Cid $10, the bank $10." in messages
    assert (game.cash(bob), game.cash(cid)) == (cash[bob] + 20, cash[cid] + 10)
    conrail = state.corporations[CONRAIL]
    assert conrail.cash == 620 - 40 and state.bank == bank + 10
    # it must buy a train first (none owned), so settle that: give it one for this test
    conrail.trains = ["10H"]
    state.step = "repay"
    assert refused(game, ann, "redeem 2") == "The Open Market holds 1 CONRAIL Bond."
    messages = play(game, "Ann: redeem 1")
    state = game.state
    assert "CONRAIL redeems 1 Bond from the Open Market for $100." in messages
    assert state.bond_market == 0 and state.corporations[CONRAIL].bonds == 10 and state.corporations[CONRAIL].cash == 480
    # the end: $100 a Bond held; CONRAIL's value $10 less per outstanding Bond (3 held by players)
    worth = gl_operating.net_worth(game, bob)
    assert worth == game.cash(bob) + 2 * 100 + 2 * (game.share_value(CONRAIL) - 3 * 10)


def formed_two() -> tuple[GL18, list[int]]:
    game, players = setup(
        {"NYC": {"Ann": 6, "treasury": 4}, "PRR": {"Bob": 6, "treasury": 4}, "GT": {"Dee": 6, "treasury": 4}},
        {"NYC": 100, "PRR": 90, "GT": 80})
    game.state.corporations["GT"].trains = ["10H"]
    phase_started(game, game.state.corporations["GT"], [])
    return game, players


def test_conrail_issues_bonds_before_borrowing() -> None:
    from engine.eighteen.gl.trains import raise_money

    game, _players = formed_two()
    state = game.state
    conrail = state.corporations[CONRAIL]
    cash, bonds, bank = conrail.cash, conrail.bonds, state.bank
    messages: list[str] = []
    raise_money(game, conrail, 250, messages, why="to buy a 10H", purpose="10H")
    assert conrail.bonds == bonds - 3 and state.bond_market == 3 and conrail.loans == 0
    assert conrail.cash == cash + 300 and state.bank == bank - 300
    assert messages == ["CONRAIL issues 3 Bonds to the Open Market for $300 to buy a 10H."]


def test_conrail_redeems_from_one_player_only_when_the_open_market_has_none() -> None:
    from engine.eighteen.gl import operating as gl_operating

    game, (ann, bob, _cid, _dee) = formed_two()
    state = game.state
    state.bonds, state.bond_market = {bob: 3}, 1
    state.corporations[CONRAIL].cash = 1000
    state.operated_this_or = ["GT"]
    gl_operating.next_corporation(game, [])
    state.corporations[CONRAIL].trains = ["10H"]
    state.step = "repay"
    assert refused(game, ann, "redeem 1 Bob") == "While the Open Market holds Bonds, CONRAIL redeems only those (4.6.10)."
    game.state.bond_market = 0
    assert refused(game, ann, "redeem 4 Bob") == "Bob holds 3 CONRAIL Bonds."
    cash = game.cash(bob)
    messages = play(game, "Ann: redeem 2 Bob")
    assert "CONRAIL redeems 2 Bonds from Bob for $200." in messages
    assert game.state.bonds == {bob: 1} and game.cash(bob) == cash + 200


def test_a_player_with_more_shares_than_the_first_to_receive_two_becomes_president() -> None:
    game, (ann, bob, cid, dee) = setup(
        {"NYC": {"Dee": 4, "Cid": 6}, "PRR": {"Bob": 6, "Ann": 4}, "GT": {"Ann": 6, "treasury": 4}},
        {"NYC": 100, "PRR": 100, "GT": 80})
    game.state.corporations["GT"].trains = ["10H"]
    messages: list[str] = []
    phase_started(game, game.state.corporations["GT"], messages)
    # from Ann (GT's president), seating Ann, Bob, Dee, Cid: Ann 4 -> 2 (the certificate), Bob 6 -> 3, Dee 4 -> 2, Cid 6 -> 3
    assert [game.held(p, CONRAIL) for p in (ann, bob, cid, dee)] == [2, 3, 3, 2]
    assert game.state.corporations[CONRAIL].president == bob  # more shares than Ann: the presidency passes


def test_the_presidents_certificate_is_bought_as_two_shares_while_an_acting_president_holds_one() -> None:
    game, (_ann, bob, cid, _dee) = setup(
        {"NYC": {"Ann": 2, "Bob": 1, "treasury": 7}, "PRR": {"Bob": 2, "Cid": 1, "treasury": 7},
         "B&O": {"Cid": 2, "treasury": 8}, "GT": {"Dee": 2, "treasury": 8}},
        {"NYC": 100, "PRR": 100, "B&O": 100, "GT": 100})
    game.state.corporations["GT"].trains = ["10H"]
    phase_started(game, game.state.corporations["GT"], [])
    state = game.state
    conrail = state.corporations[CONRAIL]
    assert conrail.acting and conrail.president == cid and conrail.treasury_shares >= 2
    state.stage, state.turn = "stock round", state.seating.index(bob)
    value, cash, treasury = game.share_value(CONRAIL), game.cash(bob), conrail.cash
    messages = play(game, "Bob: buy-certificate CONRAIL")
    conrail = game.state.corporations[CONRAIL]
    assert messages[0] == (f"Bob buys CONRAIL's President's Certificate from CONRAIL's treasury for ${2 * value} "
                           f"and becomes its president.")
    assert conrail.president == bob and not conrail.acting and game.held(bob, CONRAIL) == 3
    assert game.cash(bob) == cash - 2 * value and conrail.cash == treasury + 2 * value
    dee = game.acting_players()[0]
    assert refused(game, dee, "buy-certificate CONRAIL") == "CONRAIL's President's Certificate is not for sale: Bob holds it."


def test_conrail_forming_as_the_bank_runs_out_ends_the_game_after_the_set() -> None:
    """The new capital for CONRAIL's undistributed shares empties the bank while the merged corporations have left
    the market (their values are gone): the game ends after this set of ORs, and nothing fails (a bot's game found
    it: the end check asked the merged corporations' values)."""
    game, _seats = setup(
        {"NYC": {"Ann": 4, "Bob": 2, "Cid": 1, "treasury": 2, "pool": 1},
         "PRR": {"Bob": 3, "Ann": 2, "Dee": 2, "treasury": 3},
         "GT": {"Dee": 6, "treasury": 4}},
        {"NYC": 100, "PRR": 90, "GT": 80})
    state = game.state
    state.corporations["GT"].trains = ["10H"]
    state.bank = 0  # the bank has nothing left when CONRAIL forms
    messages: list[str] = []
    phase_started(game, state.corporations["GT"], messages)
    assert state.conrail == "formed" and state.end_due
    assert "The game ends after this set of Operating Rounds: the bank has run out of money." in messages
    assert "NYC" not in state.corporations and "PRR" not in state.corporations
