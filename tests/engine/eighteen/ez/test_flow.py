"""Setup, turn order, trains, income and the end of 18EZ Level 1 (rulebook 1.1-1.3, 1.7-1.9)."""

from __future__ import annotations

import pytest

from engine.actions import parse_action
from engine.eighteen.ez.level1.game import EZLevel1
from tests.engine.conftest import BROWN, GREEN, PLAYERS, act, owner, put_track, refused, refused_now, rr, started

SIX = ["Ann", "Bob", "Cid", "Dee", "Eve", "Fay"]
RAILROADS = ["PS&W", "BR&N", "BCRR", "M&YR", "M&R", "TC&L"]


def phase_name(game: EZLevel1) -> str:
    return game.phase().name


def total_money(game: EZLevel1) -> int:
    return game.bank + sum(r.cash for r in game.railroads())


# -- setup (1.1, 1.2) ---------------------------------------------------------------


@pytest.mark.parametrize("count", [2, 3, 4, 5, 6])
def test_setup_money_and_trains(count: int) -> None:
    game = EZLevel1(SIX[:count], seed=7)
    assert game.bank == 6000 - 170 * count
    assert game.trains_left() == {"2": count, "3": count, "4": count, "5": count}
    assert phase_name(game) == "yellow"
    for player, railroad in zip(game.seating(), RAILROADS, strict=False):
        game.apply(player, parse_action(f"choose {railroad}"))
    owned = [r for r in game.railroads() if r.owner is not None]
    assert len(owned) == count
    assert all(r.cash == 170 and r.trains == [] for r in owned)
    assert all(r.cash == 0 for r in game.railroads() if r.owner is None)
    assert total_money(game) == 6000


def test_seating_is_a_permutation_drawn_from_the_seed() -> None:
    orders = {seed: EZLevel1(SIX, seed).state.seating for seed in range(20)}
    for order in orders.values():
        assert sorted(order) == list(range(6))
    assert EZLevel1(SIX, 5).state.seating == orders[5]  # same seed, same order
    assert len({tuple(o) for o in orders.values()}) > 1  # some seeds differ
    assert EZLevel1(PLAYERS, 0).state.seating != EZLevel1(PLAYERS, 1).state.seating


def test_players_choose_in_seating_order() -> None:
    game = EZLevel1(PLAYERS, seed=1)
    first, second, third = game.seating()
    assert game.acting_players() == [first]
    game.apply(first, parse_action("choose PS&W"))
    assert game.acting_players() == [second]
    assert rr(game, "PS&W").owner == first
    game.apply(second, parse_action("choose TC&L"))
    assert game.acting_players() == [third]
    game.apply(third, parse_action("choose BR&N"))
    assert game.stage == "operate"
    assert game.round_number == 1


def test_choosing_a_taken_railroad_is_refused() -> None:
    game = EZLevel1(PLAYERS, seed=1)
    first, second, _ = game.seating()
    game.apply(first, parse_action("choose PS&W"))
    sentence = refused(game, second, "choose PS&W")
    assert f"PS&W has already been chosen by {PLAYERS[first]}" in sentence
    assert "There is no railroad called XYZ" in refused(game, second, "choose XYZ")


def test_acting_out_of_turn_names_the_acting_player() -> None:
    game = EZLevel1(PLAYERS, seed=1)
    first, second, _ = game.seating()
    sentence = refused(game, second, "choose BR&N")
    assert f"It is {PLAYERS[first]}'s turn to choose a railroad, not {PLAYERS[second]}'s" in sentence
    assert "must first choose a railroad" in refused(game, first, "pass")


def test_acting_out_of_turn_in_an_operating_round() -> None:
    game = started("PS&W", "TC&L", "BR&N")
    intruder = owner(game, "BR&N")
    sentence = refused(game, intruder, "lay B9 57 1")
    assert f"It is {PLAYERS[owner(game, 'PS&W')]}'s turn to act for PS&W, not {PLAYERS[intruder]}'s" in sentence
    assert "B9" not in game.track.tiles


# -- operating order and steps (1.3) ---------------------------------------------------------


def test_operating_rounds_follow_seating_order() -> None:
    game = EZLevel1(PLAYERS, seed=1)
    seating = game.seating()
    for player, railroad in zip(seating, ["BR&N", "PS&W", "TC&L"], strict=True):
        game.apply(player, parse_action(f"choose {railroad}"))
    for round_number in (1, 2):
        acted = []
        for _ in range(3):
            assert game.round_number == round_number
            acted.append(game.acting_players()[0])
            act(game, "pass")  # skip building
            act(game, "pass")  # do not buy: the turn ends
        assert acted == seating
    assert game.round_number == 3


def test_a_railroad_cannot_run_in_its_first_round() -> None:
    game = started("PS&W", "TC&L")
    act(game, "lay E4 57 1")
    act(game, "buy 2")  # the new train may only run next round (1.8)
    assert game.current_railroad().id == "TC&L"
    assert game.runs_this_round() == []  # PS&W's turn ended without a run
    assert "TC&L has no trains to run" in refused_now(game, "run")
    act(game, "lay I6 57 2")
    assert "TC&L has passed its run step" in refused_now(game, "run")


def test_steps_cannot_go_back_after_running() -> None:
    game = started("PS&W", "TC&L", "BR&N")
    for home, tile in (("E4", "57 1"), ("I6", "57 2"), ("B9", "57 1")):
        act(game, f"lay {home} {tile}")
        act(game, "buy 2")
    assert game.round_number == 2
    rr(game, "PS&W").cash = 300
    outcome = act(game, "run")  # PS&W's 2 runs West - Purple Springs
    assert any("collects $40" in m for m in outcome.messages)
    assert game.step == "buy"
    assert "has passed its build step this round; steps may not be returned to" in refused_now(game, "lay E6 9 1")
    assert "has passed its run step this round" in refused_now(game, "run")
    act(game, "buy 3")
    assert rr(game, "PS&W").trains == ["2", "3"]
    assert rr(game, "PS&W").cash == 300 + 40 - 180


def test_buying_ends_the_run_step() -> None:
    """A railroad may not buy first and then go back to run (1.3)."""
    game = started("PS&W", "TC&L")
    put_track(game, {"E4": ("57", 1)}, {"E4": ["PS&W"]})
    game.state.depot.phase_index = GREEN
    game.state.depot.left.update({"2": 0, "3": 1})
    psw = rr(game, "PS&W")
    psw.trains, psw.cash = ["2"], 700
    act(game, "buy 3")  # the last 3; the first 4 is now for sale
    assert "has passed its run step" in refused_now(game, "run")
    act(game, "buy 4")
    psw = rr(game, "PS&W")  # (a refused move puts back a copy of the state)
    assert psw.trains == ["2", "3", "4"]
    assert psw.cash == 700 - 180 - 300
    assert game.runs_this_round() == []  # nothing ran this round
    assert game.current_railroad().id == "TC&L"


# -- buying trains (1.8) -----------------------------------------------------------------


def test_trains_are_sold_in_order() -> None:
    game = started("PS&W", "TC&L")
    assert "the bank sells type 2 trains now, not type 3" in refused_now(game, "buy 3")
    assert "There are no type 6 trains in 18EZ Level 1" in refused_now(game, "buy 6")


def test_one_train_of_each_type() -> None:
    game = started("PS&W", "TC&L")
    rr(game, "PS&W").trains = ["2"]
    sentence = refused_now(game, "buy 2")
    assert "PS&W already owns a type 2 train" in sentence
    assert "one train of each type" in sentence


def test_a_train_must_be_affordable() -> None:
    game = started("PS&W", "TC&L")
    rr(game, "PS&W").cash = 50
    assert "PS&W has $50 in cash, and a type 2 train costs $80" in refused_now(game, "buy 2")


def test_a_purchase_pays_the_bank() -> None:
    game = started("PS&W", "TC&L")
    bank = game.bank
    outcome = act(game, "buy")  # 'buy' alone buys the next train: a 2
    assert any("buys a type 2 train for $80" in m for m in outcome.messages)
    assert rr(game, "PS&W").cash == 90
    assert game.bank == bank + 80
    assert game.trains_left()["2"] == 1
    assert total_money(game) == 6000


def test_last_2_then_first_3_in_one_turn_starts_green() -> None:
    game = started("PS&W", "TC&L", "BR&N")
    act(game, "buy 2")  # PS&W
    act(game, "buy 2")  # TC&L
    rr(game, "BR&N").cash = 300
    act(game, "buy 2")  # BR&N buys the last 2 ...
    assert game.current_railroad().id == "BR&N"  # ... and may go on buying
    assert phase_name(game) == "yellow"
    outcome = act(game, "buy 3")  # ... the first 3
    assert any("green phase begins" in m for m in outcome.messages)
    assert phase_name(game) == "green"
    assert rr(game, "BR&N").trains == ["2", "3"]
    assert rr(game, "BR&N").cash == 300 - 80 - 180
    assert game.trains_left() == {"2": 0, "3": 2, "4": 3, "5": 3}
    assert game.round_number == 2  # BR&N could buy nothing more


def test_first_5_starts_brown_and_scraps_every_2() -> None:
    game = started("PS&W", "TC&L", "BR&N")
    game.state.depot.phase_index = GREEN
    game.state.depot.left.update({"2": 0, "3": 0, "4": 0})
    rr(game, "PS&W").trains, rr(game, "PS&W").cash = ["2", "4"], 800
    rr(game, "TC&L").trains = ["2", "3"]
    rr(game, "BR&N").trains = ["2"]
    outcome = act(game, "buy 5")
    assert phase_name(game) == "brown"
    assert any("brown phase begins" in m for m in outcome.messages)
    assert rr(game, "PS&W").trains == ["4", "5"]
    assert rr(game, "PS&W").cash == 800 - 450
    assert rr(game, "TC&L").trains == ["3"]
    assert rr(game, "BR&N").trains == []
    scrapped = [m for m in outcome.messages if "scrapped without compensation" in m]
    assert len(scrapped) == 3
    assert game.trains_left()["2"] == 0


# -- income (1.6, 1.7) ------------------------------------------------------------------------


def _psw_to_northgate(trains: list[str]) -> EZLevel1:
    """PS&W: Purple Springs (West side to E6), straights E6 and E8, small city Northgate (E10)."""
    game = started("PS&W", "TC&L")
    put_track(game, {"E4": ("57", 1), "E6": ("9", 1), "E8": ("9", 1), "E10": ("4", 1)}, {"E4": ["PS&W"]})
    rr(game, "PS&W").trains = list(trains)
    return game


def test_a_run_pays_the_treasury() -> None:
    game = _psw_to_northgate(["3"])
    bank = game.bank
    outcome = act(game, "run 3:WEST-E4-E10")  # $20 + $20 + $10 in the yellow phase
    assert any("collects $50" in m for m in outcome.messages)
    assert rr(game, "PS&W").cash == 170 + 50
    assert game.bank == bank - 50
    assert rr(game, "PS&W").ious == 0
    assert total_money(game) == 6000
    assert game.runs_this_round()[0].revenue == 50


def test_a_shorter_route_pays_less() -> None:
    game = _psw_to_northgate(["3"])
    act(game, "run 3:E4-E10")
    assert rr(game, "PS&W").cash == 170 + 30


def test_an_empty_bank_pays_in_ious() -> None:
    game = _psw_to_northgate(["3"])
    game.state.bank = 30
    outcome = act(game, "run 3:WEST-E4-E10")
    psw = rr(game, "PS&W")
    assert game.bank == 0
    assert psw.cash == 200
    assert psw.ious == 20
    assert psw.money == 220  # IOUs count as money
    assert any("treasury is now $220" in m for m in outcome.messages)


# -- the end of the game (1.9) ----------------------------------------------------------------


def _late_game() -> EZLevel1:
    game = started("PS&W", "TC&L", "BR&N")
    game.state.depot.phase_index = GREEN
    game.state.depot.left.update({"2": 0, "3": 0, "4": 0})
    return game


def test_game_ends_after_the_round_in_which_a_5_and_1000_are_held() -> None:
    game = _late_game()
    psw = rr(game, "PS&W")
    psw.cash = 1460
    act(game, "buy 5")  # PS&W: $1,010 and a type 5 train
    assert psw.money == 1010
    assert not game.over  # the round's other railroads still operate
    assert game.current_railroad().id == "TC&L"
    act(game, "pass")  # TC&L ($170) cannot buy a 5: its turn ends
    assert not game.over
    assert game.current_railroad().id == "BR&N"
    outcome = act(game, "pass")
    assert game.over
    assert game.round_number == 1
    assert game.scores() == {owner(game, "PS&W"): 1010, owner(game, "TC&L"): 170, owner(game, "BR&N"): 170}
    assert game.winners() == [owner(game, "PS&W")]
    assert any(f"{PLAYERS[owner(game, 'PS&W')]} wins" in m for m in outcome.messages)
    assert game.acting_players() == []
    for player in range(3):
        assert "The game is over" in refused(game, player, "pass")


def test_final_scores_count_ious_and_the_richest_wins() -> None:
    game = _late_game()
    game.state.depot.phase_index = BROWN
    psw, brn = rr(game, "PS&W"), rr(game, "BR&N")
    psw.trains, psw.cash = ["5"], 1000
    brn.cash, brn.ious = 400, 800  # $1,200 in all, but no type 5
    act(game, "pass")  # PS&W skips building
    act(game, "pass")  # ... and running; it can buy nothing, so its turn ends
    assert game.current_railroad().id == "TC&L"
    assert not game.over
    act(game, "pass")  # TC&L
    act(game, "pass")  # BR&N ($400 cash) cannot buy a 5
    assert game.over
    assert game.scores()[owner(game, "BR&N")] == 1200
    assert game.scores()[owner(game, "PS&W")] == 1000
    assert game.winners() == [owner(game, "BR&N")]


def test_1000_without_a_type_5_does_not_end_the_game() -> None:
    game = _late_game()
    rr(game, "PS&W").cash = 400  # cannot buy a 5 ($450)
    rr(game, "PS&W").ious = 2000
    for _ in range(3):
        act(game, "pass")
    assert not game.over
    assert game.round_number == 2


def test_the_last_railroad_reaching_the_goal_ends_the_game_at_once() -> None:
    """Its turn ends the round, so the game ends with it."""
    game = _late_game()
    rr(game, "BR&N").cash = 1500
    act(game, "pass")  # PS&W
    act(game, "pass")  # TC&L
    act(game, "buy 5")  # BR&N: $1,050 and a 5
    assert game.over
    assert game.winners() == [owner(game, "BR&N")]


# -- replay ----------------------------------------------------------------------------------


def test_replay_reaches_the_same_state() -> None:
    game = EZLevel1(PLAYERS, seed=3)
    for player, railroad in zip(game.seating(), ["PS&W", "TC&L", "BR&N"], strict=True):
        game.apply(player, parse_action(f"choose {railroad}"))
    turns = [
        ("lay E4 57 1", "buy 2"),  # round 1
        ("lay I6 57 2", "buy 2"),
        ("lay B9 57 1", "pass"),
        ("lay E6 9 1", "run"),  # round 2: PS&W runs West - Purple Springs
        ("lay H5 9 2", "run"),
        ("lay B7 7 3", "buy 2"),  # BR&N buys the last 2
    ]
    for build, then in turns:
        act(game, build)
        bystander = next(r for r in ("PS&W", "TC&L") if r != game.current_railroad().id)
        refused(game, owner(game, bystander), "pass")  # a refused move is not recorded
        act(game, then)
    assert game.round_number == 3
    again = EZLevel1.replay(PLAYERS, 3, [(o.player, o.action) for o in game.history])
    assert again.state == game.state
    assert [o.action for o in again.history] == [o.action for o in game.history]
    assert rr(again, "PS&W").cash == 170 - 80 + 40
