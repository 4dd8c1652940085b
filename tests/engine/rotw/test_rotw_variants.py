"""The compendium's rule variants as game options (engine/rotw/variants.py), on the small test map."""

from __future__ import annotations

import pytest

from engine.core.errors import IllegalAction
from tests.engine.conftest import refused
from tests.engine.rotw.test_rotw_core import SmallMap, play


def game_with(*options: str, players: tuple[str, ...] = ("Ann", "Bob")) -> SmallMap:
    return SmallMap(list(players), 1, options)


def keep_barons(game: SmallMap) -> None:
    while game.state.stage == "choose barons":
        play(game, f"{game.players[game.acting_players()[0]]}: keep-baron 1")


def to_actions(game: SmallMap) -> int:
    """Barons kept, the first auction passed out: the player who acts first."""
    keep_barons(game)
    while game.state.stage == "auction":
        play(game, f"{game.players[game.acting_players()[0]]}: pass")
    return game.acting_players()[0]


def test_options_are_checked_and_kept_in_their_order() -> None:
    assert game_with("shorter", "cutthroat").options == ("shorter", "cutthroat")
    with pytest.raises(IllegalAction) as error:
        game_with("events")
    assert "has no option 'events'" in str(error.value)


def test_shorter_games_need_two_fewer_markers() -> None:
    from engine.rotw.game import Rotw

    assert Rotw(["Ann", "Bob", "Cid"], 1).markers_needed() == 12
    assert Rotw(["Ann", "Bob", "Cid"], 1, ["shorter"]).markers_needed() == 10  # the Eastern U.S. with three players


def test_cut_throat_forbids_redirecting_an_incomplete_link() -> None:
    game = game_with("cutthroat")
    me = to_actions(game)
    play(game, f"{game.players[me]}: build C5 C7", f"{game.players[1 - me]}: pass")
    assert refused(game, me, "build C7 B8 A9") == ("The Cut Throat variant is on: the end of your incomplete link in C7 "
                                                   "may not be redirected.")
    play(game, f"{game.players[me]}: build C7 C9")  # straight on is no redirect


def test_auction_variant_one_pays_later_seats_on_the_first_turn() -> None:
    game = game_with("auction-gift", players=("Ann", "Bob", "Cid"))
    first = game.state.first
    keep_barons(game)
    state = game.state
    assert state.stage == "actions" and state.order[0] == first
    assert [state.players[p].money for p in state.order] == [0, 1, 2]  # $0, $1,000, $2,000
    for _ in range(9):
        play(game, f"{game.players[game.acting_players()[0]]}: pass")
    assert game.state.stage == "auction" and game.acting_players() == [first]  # bidding begins with them


def test_auction_variant_two_charges_half_a_bid_and_orders_by_dropping_out() -> None:
    game = game_with("auction-halves", players=("Ann", "Bob", "Cid"))
    keep_barons(game)
    order = list(game.state.auction.order)  # type: ignore[union-attr]
    a, b, c = (game.players[p] for p in order)
    said = play(game, f"{a}: bid 3000", f"{b}: bid 5000", f"{c}: pass", f"{a}: pass")
    assert f"{a} pays $2,000, half of their bid." in said  # half of $3,000, rounded up
    assert not any(f"{c} pays" in line for line in said)  # never bid: nothing to pay
    state = game.state
    assert state.order == [order[1], order[0], order[2]]  # the winner, then the reverse order of dropping out
    assert state.players[order[1]].bonds == 1 and state.players[order[1]].money == 0  # $5,000 in full


def test_rail_baron_cards_are_kept_only_after_the_first_major_line() -> None:
    game = game_with("baron-later")
    assert game.state.stage == "auction" and all(len(p.baron_offer) == 2 for p in game.state.players)
    while game.state.stage == "auction":
        play(game, f"{game.players[game.acting_players()[0]]}: pass")
    me = game.acting_players()[0]
    said = play(game, f"{game.players[me]}: build A1 A3 A5 A7 A9")  # the Major Line Redport - Bluefield
    assert "The first Major Line is complete: each player now keeps one of their two Rail Baron cards" in said[-1]
    assert game.acting_players() == [0, 1]  # everyone chooses at once
    assert refused(game, 0, "pass").startswith("First keep one of your two Rail Baron cards")
    play(game, "Ann: keep-baron 2", "Bob: keep-baron 1")
    assert not game.state.barons_due and game.acting_players() == [1 - me]  # the round goes on


def test_the_glenn_drover_variant_keeps_track_east_of_the_mountains_until_thirty_points() -> None:
    from engine.rotw.game import Rotw

    with pytest.raises(IllegalAction) as error:
        Rotw(["Ann", "Bob", "Cid"], 1, ["drover"])
    assert str(error.value) == "The Glenn Drover variant is for two players on the Eastern U.S. map."
    game = Rotw(["Ann", "Bob"], 1, ["drover"])
    play(game, "Ann: keep-baron 1", "Bob: keep-baron 1")
    while game.state.stage == "auction":
        play(game, f"{game.players[game.acting_players()[0]]}: pass")
    me = game.acting_players()[0]
    assert refused(game, me, "build N16 N18") == ("The Glenn Drover variant is on: no track west of the mountains (N18) "
                                                  "until a player has 30 points.")
    game.state.players[1 - me].score = 30
    play(game, f"{game.players[me]}: build N16 N18")  # Chicago's right spoke, now allowed
    game.state.players[1 - me].score = 0
    play(game, f"{game.players[1 - me]}: build F48 F46")  # New York, east of the mountains: always allowed


def test_mines_draw_cubes_onto_a_gray_city_until_a_colour_repeats() -> None:
    game = game_with("mines")
    me = to_actions(game)
    name = game.players[me]
    before_bag = sum(game.state.bag.values())
    cubes = len(game.state.cubes["C5"])
    said = play(game, f"{name}: mine C5")
    state = game.state
    placed = len(state.cubes["C5"]) - cubes
    assert said[-1].startswith(f"{name} opens a mine at Grayton (C5) for $10,000:")
    assert 1 <= placed <= 5 and sum(state.bag.values()) == before_bag - placed
    new = state.cubes["C5"][cubes:]
    assert len(set(new)) == len(new)  # the repeated colour was discarded
    assert state.mines == {"C5": me} and state.players[me].bonds == 2
    assert game.acting_players() == [me]  # not an action: the round is still theirs
    assert refused(game, me, "mine C5") == "Grayton (C5) has been mined already."
    assert refused(game, me, "mine A1") == "Mines are opened on gray cities; Redport (A1) is not gray."
    plain = SmallMap(["Ann", "Bob"], 1)
    assert "mine" not in {a.kind for a in plain.legal_actions(0)}


def test_a_city_rotor_takes_a_second_colour_that_turns_after_each_delivery() -> None:
    from engine.rotw.game import Rotw

    assert set(Rotw(["Ann", "Bob"], 1, ("rotors",)).state.rotors) == {"N16", "K35", "Z36", "J24", "W27", "Q27"}
    assert Rotw(["Ann", "Bob"], 1).state.rotors == {}
    game = game_with("rotors")
    me = to_actions(game)
    name, rival = game.players[me], game.players[1 - me]
    game.state.rotors = {"C9": 0}  # Yellowby (yellow) under a rotor showing yellow
    game.state.players[me].engine = 2
    play(game, f"{name}: build C5 C7 C9", f"{rival}: pass", f"{name}: build A9 B8 C9", f"{rival}: pass")
    game.state.cubes["C5"], game.state.cubes["A9"] = ["yellow", "blue"], ["blue"]
    assert refused(game, me, "deliver blue C5 C9") == (
        "A blue cube may only be delivered to a blue city; Yellowby (C9): it is yellow.")
    said = play(game, f"{name}: deliver yellow C5 C9")
    assert said[-1] == "The City Rotor at Yellowby (C9) turns: it takes blue cubes too now."
    assert game.state.rotors == {"C9": 1}
    play(game, f"{rival}: pass")
    while not (game.state.stage == "actions" and game.acting_players() == [me]):
        play(game, f"{game.players[game.acting_players()[0]]}: pass")
    # blue now stops at Yellowby: it may not pass on to Bluefield, but is delivered there
    assert refused(game, me, "deliver blue C5 C9 A9") == "The cube must stop at Yellowby (C9), the first blue city it reaches."
    said = play(game, f"{name}: deliver blue C5 C9")
    assert f"{name} delivers a blue cube Grayton (C5) - Yellowby (C9)." in said
    assert "The City Rotor at Yellowby (C9) turns: it takes purple cubes too now." in said


def four_links(*options: str) -> tuple[SmallMap, int, str, str]:
    """Coalton - Grayton - Yellowby - Bluefield - Redport, all the first player's links."""
    game = game_with(*options)
    me = to_actions(game)
    name, rival = game.players[me], game.players[1 - me]
    game.state.players[me].money = 100
    play(game, f"{name}: build C1 C3 C5", f"{rival}: pass", f"{name}: build C5 C7 C9 depot:C9", f"{rival}: pass",
         f"{name}: build C9 B8 A9", f"{rival}: pass")
    while not (game.state.stage == "actions" and game.acting_players() == [me]):
        play(game, f"{game.players[game.acting_players()[0]]}: pass")
    play(game, f"{name}: build A9 A7 A5 A3 A1", f"{rival}: pass")
    return game, me, name, rival


def test_fuel_depots_are_placed_with_a_build() -> None:
    game, me, name, _rival = four_links("depots")
    assert game.state.fuel == {"C9": [me, 2]}
    assert refused(game, me, "build C1 B2 B4 C5 depot:C9") == "Yellowby (C9) has Fuel Depots already."
    assert refused(game, me, "build C1 B2 B4 C5 depot:C5,3") == (
        "Fuel Depots go up to two at a time: depot:C5 or depot:C5,1.")
    money = game.state.players[me].money
    said = play(game, f"{name}: build C1 B2 B4 C5 depot:C5,1")  # a second Coalton - Grayton link, a depot on Grayton
    assert f"{name} puts 1 Fuel Depot on Grayton (C5) for $5,000 (1 left)." in said
    assert game.state.players[me].money == money - 6 - 5 and game.state.fuel["C5"] == [me, 1]
    plain = game_with()
    first = to_actions(plain)
    assert refused(plain, first, "build C1 C3 C5 depot:C5") == "Fuel Depots are not in this game (the depots option)."


def test_a_fuel_depot_lets_a_cube_ignore_a_city_stop_and_go_on_next_action() -> None:
    """The compendium's example in small: the cube stops at a city of its colour (one depot to ignore
    it), then goes on with the next action (the other depot) and scores every link of both legs."""
    game, me, name, rival = four_links("depots")
    game.state.players[me].engine = 2
    game.state.colors["A1"] = "yellow"  # Redport taken as a yellow city beyond Yellowby
    game.state.cubes["C1"] = ["yellow", "black"]
    assert refused(game, me, "deliver yellow C1 C5 C9 A9 A1") == (
        "Your engine is level 2: a cube may travel at most 2 links.")  # in one leg
    score = game.state.players[me].score
    said = play(game, f"{name}: deliver yellow C1 C5 C9 stop:yes")
    assert said[0] == (f"{name} moves a yellow cube Coalton (C1) - Grayton (C5) - Yellowby (C9) (Fuel Depots used at "
                       "Yellowby (C9)) and keeps it at the Fuel Depot there: their next action may go on with it, "
                       "else it is discarded.")
    assert game.state.players[me].score == score and game.state.fuel == {"C9": [me, 1]}
    assert game.state.held[me].cities == ("C1", "C5", "C9") and game.state.cubes["C1"] == ["black"]
    play(game, f"{rival}: pass")
    assert refused(game, me, "deliver yellow C9 C5") == "A cube may not visit the same city twice."
    said = play(game, f"{name}: deliver yellow C9 A9 A1")
    assert said[0] == f"{name} delivers a yellow cube Yellowby (C9) - Bluefield (A9) - Redport (A1)."
    assert said[1] == f"{name} gains 4 points for 4 links (now {score + 4}, income $" + said[1].split("$")[1]
    assert game.state.held == {} and game.state.fuel == {}  # both depots back in the supply


def test_a_waiting_cube_is_discarded_if_the_next_action_does_something_else() -> None:
    game, me, name, rival = four_links("depots")
    game.state.cubes["C1"] = ["red"]
    game.state.players[me].engine = 2
    bag = game.state.bag["red"]
    play(game, f"{name}: deliver red C1 C5 C9 stop:yes")  # Yellowby is not red: stopping uses no depot yet
    assert game.state.fuel == {"C9": [me, 2]} and game.state.bag["red"] == bag
    play(game, f"{rival}: pass")
    said = play(game, f"{name}: pass")
    assert said[0] == f"{name}'s red cube waiting at Yellowby (C9) is discarded."
    assert game.state.held == {} and game.state.bag["red"] == bag + 1
    assert "C1" in game.state.empty  # Coalton was emptied when the cube left


def test_a_fuel_depot_lets_a_cube_pass_a_city_of_its_colour_and_moves_are_offered() -> None:
    from engine.rotw.actions import DeliverCube

    game, me, name, _rival = four_links("depots")
    game.state.players[me].engine = 3
    game.state.colors["A1"] = "yellow"
    game.state.cubes["C5"] = ["yellow"]
    offered = game.legal_actions(me)
    assert DeliverCube(color="yellow", cities=("C5", "C9"), stop=True) in offered  # stop, ignoring Yellowby
    assert DeliverCube(color="yellow", cities=("C5", "C9", "A9", "A1")) in offered  # pass Yellowby
    said = play(game, f"{name}: deliver yellow C5 C9 A9 A1")
    assert said[0] == (f"{name} delivers a yellow cube Grayton (C5) - Yellowby (C9) - Bluefield (A9) - Redport (A1) "
                       "(Fuel Depots used at Yellowby (C9)).")
    assert game.state.fuel == {"C9": [me, 1]}


def test_a_switch_track_branches_off_own_track_and_joins_a_third_city() -> None:
    from engine.rotw.state import city_pairs

    game = game_with("switches")
    me = to_actions(game)
    name, rival = game.players[me], game.players[1 - me]
    game.state.players[me].money = 100
    play(game, f"{name}: build C5 C7 C9", f"{rival}: pass")  # Grayton - Yellowby
    assert refused(game, me, "build C7 C9") == "The branch must leave C7 by a side its track does not use."
    assert refused(game, me, "build C7 B8 A7 A5 A3") == "One Build Track action lays at most 3 tiles."
    money = game.state.players[me].money
    said = play(game, f"{name}: build C7 B6 A5 A3 A1")  # the switch is one of the four: three tiles
    assert f"{name} puts a Switch Track on C7 for $5,000 (1 of 2 used)." in said
    branch = game.state.links[-1]
    assert branch.switch == game.state.links[0].id and branch.end == "A1"
    assert game.state.players[me].money == money - 5 - 3 - 2 - 2  # switch, river, plains, plains
    assert city_pairs(game.state.links, branch) == [("C5", "A1"), ("C9", "A1")]  # Grayton and Yellowby to Redport
    play(game, f"{rival}: pass")
    game.state.cubes["C9"] = ["red"]
    said = play(game, f"{name}: deliver red C9 A1")  # Yellowby to Redport through the switch: one link
    assert said[0] == f"{name} delivers a red cube Yellowby (C9) - Redport (A1)."
    assert said[1].startswith(f"{name} gains 1 point for 1 link")
    plain = game_with()
    first = to_actions(plain)
    play(plain, f"{plain.players[first]}: build C5 C7 C9", f"{plain.players[1 - first]}: pass")
    assert refused(plain, first, "build C7 B6 A5") == (
        "Track starts at a city or at the end of one of your incomplete links; C7 is neither.")
