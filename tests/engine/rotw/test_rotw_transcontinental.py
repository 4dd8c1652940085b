"""The Transcontinental game (compendium, Transcontinental Rules): the two boards side by side with their rivers
aligned, the Eastern phase ending with the turn of its last Empty City Marker, bonds returned for 2+3+4+5 points,
the West opened (its cubes, its deck, a second Rail Baron card), and the Western phase's limits."""

from __future__ import annotations

import math

import pytest

from engine import game_class
from engine.core.game import RULES_REVISION
from engine.core.hexgrid import Hex
from engine.rotw import turns
from engine.rotw.board import Board, load
from engine.rotw.data import load_board, load_cards
from engine.rotw.maps.transcontinental import RotwTranscontinental, transcontinental_board
from engine.rotw.scoring import bond_return_cost
from tests.engine.conftest import refused
from tests.engine.rotw.test_rotw_core import past_the_auction, play

NAMES = ["Ann", "Bob", "Cid", "Dee"]


def _row(board_hexes: dict[str, str], letters: str) -> list[str]:
    row = Hex.parse(f"{letters}1").letter
    return sorted((h for h in board_hexes if Hex.parse(h).letter == row), key=lambda h: Hex.parse(h).number)


def test_the_bond_return_costs_two_then_three_more_and_so_on() -> None:
    assert [bond_return_cost(n) for n in range(5)] == [0, 2, 5, 9, 14]  # "(2+3+4+5) = 14 VPs"


@pytest.mark.parametrize("revision", [3, RULES_REVISION])
def test_the_eastern_board_lies_east_of_the_western_with_the_three_southern_rivers_aligned(revision: int) -> None:
    east, both, eastern = transcontinental_board(False, revision), transcontinental_board(True, revision), load("eus")
    assert {c.name for c in east.cities.values()} == {c.name for c in eastern.cities.values()}
    assert len(east.terrain) == len(eastern.terrain) and east.city("San Francisco") is None
    assert {c.name for c in both.cities.values()} == {c.name for c in [*eastern.cities.values(), *load("wus").cities.values()]}
    assert not any(c.western_link for c in both.cities.values())
    lines = {line.id: line for line in both.spec.major_lines}
    assert lines["NY-KC-WL"].points == 15 and not lines["NY-KC-WL"].western_link
    assert (lines["ABQ-MEM"].points, lines["FTW-NO"].points, lines["BIL-CHI"].points, lines["DEN-STL"].points) == (5, 4, 4, 4)
    western = set(both.terrain) - set(east.terrain)
    for letters in ("V", "AA", "AG"):  # the Western board's last hex and the Eastern board's first are both river
        row = _row(both.terrain, letters)
        last_west = max((h for h in row if h in western), key=lambda h: Hex.parse(h).number)
        first_east = next(h for h in row if h not in western)
        assert both.terrain[last_west] == both.terrain[first_east] == "river", letters
        assert both.edge_to(last_west, first_east) is not None or both.terrain[row[row.index(last_west) + 1]] == "plains"
    row = _row(both.terrain, "L")  # the river that reaches Minneapolis does not go on west
    last_west = max((h for h in row if h in western), key=lambda h: Hex.parse(h).number)
    assert both.terrain[last_west] != "river"


# Issue 33 §10: real distances across the join, in hexes of the boards' scale (a hex 64.3 km across: rows 0.5 degree
# apart), great circles between (Fargo 46.88N 96.79W, Duluth 46.79N 92.10W), (Sioux Falls 43.55N 96.73W, Minneapolis
# 44.98N 93.27W), (Fort Worth 32.75N 97.33W, Dallas 32.78N 96.80W), (Oklahoma City 35.47N 97.52W, Tulsa 36.15N
# 95.99W): 356.8, 318.1, 49.7 and 157.3 km.
ACROSS = {("Fargo", "Duluth"): 5.55, ("Sioux Falls", "Minneapolis"): 4.95, ("Fort Worth", "Dallas"): 0.77,
          ("Oklahoma City", "Tulsa"): 2.45}


def _apart(board: Board, a: str, b: str) -> tuple[int, float]:
    """Two cities' hexes apart: in steps, and centre to centre (in hexes, flat side to flat side)."""
    ha, hb = (Hex.parse(board.city(name) or "") for name in (a, b))
    rows, cols = abs(ha.letter - hb.letter), abs(ha.number - hb.number)
    return rows + max(0, (cols - rows) // 2), math.hypot(cols / 2, rows * math.sqrt(3) / 2)


def test_the_western_board_is_bent_to_meet_the_eastern_boards_slanting_edge_the_cities_as_far_apart_as_really() -> None:
    both = transcontinental_board(True, RULES_REVISION)
    for (a, b), real in ACROSS.items():
        steps, centres = _apart(both, a, b)
        assert abs(steps - real) <= 1.5 and abs(centres - real) <= 1.5, (a, b, steps, centres)
    assert [_apart(both, a, b)[0] for a, b in ACROSS] == [6, 5, 2, 3]
    # Fort Worth lies where the Eastern board is: it stands on the nearest free hex west of it, not beside Dallas
    assert (both.city("Fort Worth"), both.city("Dallas")) == ("AJ86", "AI89")


def test_under_revision_3_the_boards_lie_as_before() -> None:
    both = transcontinental_board(True, 3)
    assert [_apart(both, a, b)[0] for a, b in ACROSS] == [1, 3, 4, 5]  # Fargo and Duluth side by side
    assert (both.city("Fargo"), both.city("Duluth"), both.city("Kansas City")) == ("G81", "G83", "W85")
    assert all(both.city(c.name) == h for h, c in load("wus").cities.items())
    assert transcontinental_board(True, 3) is not transcontinental_board(True, RULES_REVISION)
    assert RotwTranscontinental(NAMES[:3], 2, revision=3).board.city("Duluth") == "G83"
    assert RotwTranscontinental(NAMES[:3], 2).board.city("Duluth") == "G85"


@pytest.mark.parametrize("revision", [3, RULES_REVISION])
def test_every_row_joins_the_two_boards_without_a_gap_or_an_overlap(revision: int) -> None:
    east, both = transcontinental_board(False, revision), transcontinental_board(True, revision)
    eastern = {Hex.parse(h) for h in east.terrain}
    western = {Hex.parse(h) for h in both.terrain} - eastern
    assert len(both.terrain) == len(eastern) + len(western)  # no hex of both boards
    for row in sorted({h.letter for h in eastern} & {h.letter for h in western}):
        west_end = max(h.number for h in western if h.letter == row)
        east_start = min(h.number for h in eastern if h.letter == row)
        assert west_end + 2 == east_start, row
        numbers = sorted(h.number for h in [*western, *eastern] if h.letter == row)
        assert numbers == list(range(numbers[0], numbers[-1] + 1, 2)), row  # no hole along the row either


def test_only_the_plains_of_the_western_board_are_bent() -> None:
    """The Eastern board is moved whole; the Western board keeps every hex west of the bend (the Rockies and west),
    its ridges, its cities' colours and cubes, its Major Lines."""
    eastern, west = load_board("eus"), load_board("wus")
    east = transcontinental_board(False, RULES_REVISION)
    shift = Hex.parse(east.city("Duluth") or "").number - 1
    assert shift == 84 and len(east.terrain) == len(eastern.hexes)
    assert all(east.terrain[Hex(Hex.parse(h.hex).letter, Hex.parse(h.hex).number + shift).name] == h.terrain
               for h in eastern.hexes)
    bent = {h.hex: h for h in load_board("trans", RULES_REVISION).hexes}
    for h in west.hexes:
        if Hex.parse(h.hex).number <= 56:
            assert bent[h.hex].terrain == h.terrain and bent[h.hex].city == h.city, h.hex
    assert sorted(load_board("trans").ridges) == sorted(west.ridges)
    cities = {h.city.name: (h.city.color, h.city.cubes) for h in west.hexes if h.city}
    assert {h.city.name: (h.city.color, h.city.cubes) for h in bent.values() if h.city} == cities
    assert load_board("trans", 3).hexes == []  # games begun earlier: the Western U.S. board as it is


def test_the_eastern_phase_starts_as_the_base_game_with_one_cube_fewer_everywhere() -> None:
    game = game_class("rotw-trans")(NAMES, 4)
    assert isinstance(game, RotwTranscontinental) and game.state.phase == "east"
    assert game.markers_needed() == 6 + 2 * 4
    for hex_name, city in game.board.cities.items():
        assert len(game.state.cubes[hex_name]) == max(city.cubes - 1, 1)
    spec = {c.id: c for c in load_cards("eus").operations}
    assert all(c in spec for c in game.state.display + game.state.deck)
    assert all(b in {x.id for x in load_cards("eus").barons} for p in game.state.players for b in p.baron_offer)
    spikes = RotwTranscontinental(NAMES, 4, ("golden-spike-starts",)).state.display
    assert [c for c in spikes if c.startswith("golden-spike-")] == [
        "golden-spike-buffalo", "golden-spike-little-rock", "golden-spike-elko", "golden-spike-dodge-city"]


def started(seed: int = 2) -> RotwTranscontinental:
    return past_the_auction(RotwTranscontinental(NAMES[:3], seed))


def test_the_last_eastern_marker_ends_the_phase_with_its_own_turn_then_bonds_are_returned() -> None:
    game = started()
    state, said = game.state, []
    state.markers_placed = game.markers_needed() - 1
    turns.marker_placed(game, game.board.city("Boston") or "", said)
    assert state.last_turn == state.turn  # no extra turn, unlike the end of the game
    assert said[-1] == f"The last Empty City Marker is placed: the Eastern phase ends (the West opens) after turn {state.turn}."
    state.players[0].bonds, state.players[0].score = 4, 20
    state.players[1].bonds, state.players[1].score = 2, 3
    state.players[2].bonds, state.players[2].score = 0, 7
    turns.end_turn(game, said)
    assert state.stage == "return bonds" and sorted(game.acting_players()) == [0, 1, 2]
    assert "/return-bonds count:N" in game.turn_prompt(1)
    assert [a.count for a in game.legal_actions(1)] == [0, 1]  # 2 points for one; two would cost 5
    assert "costs 5 points and you have 3" in refused(game, 1, "return-bonds 2")
    assert "have 0 bonds" in refused(game, 2, "return-bonds 1")
    state = game.state  # a refused move leaves the game as it was, in a copy
    play(game, "Ann: return-bonds 4")
    assert (state.players[0].bonds, state.players[0].score) == (0, 6)  # 2 + 3 + 4 + 5 = 14 points
    assert "already" in refused(game, 0, "return-bonds 0")
    state = game.state
    play(game, "Bob: return-bonds 1", "Cid: return-bonds 0")
    assert (state.players[1].bonds, state.players[1].score) == (1, 1)


def test_the_west_opens_with_its_cubes_its_deck_and_a_second_rail_baron_card() -> None:
    game = started()
    state, said = game.state, []
    eastern_barons = [p.baron for p in state.players]
    kept = state.players[0].cards = ["hotel-chicago"] if "hotel-chicago" in {c.id for c in game.cards.operations} else []
    for cubes in state.cubes.values():  # delivered during the Eastern phase: back in the bag
        for cube in cubes:
            state.bag[cube] += 1
        cubes.clear()
    state.markers_placed = game.markers_needed() - 1
    turns.marker_placed(game, game.board.city("Boston") or "", said)
    turn = state.turn
    turns.end_turn(game, said)
    play(game, "Ann: return-bonds 0", "Bob: return-bonds 0", "Cid: return-bonds 0")
    assert state.phase == "west" and state.turn == turn + 1
    west = load("wus")
    assert game.board.city("San Francisco") is not None and len(game.board.terrain) > 2400
    for hex_name in game.western_cities():
        city = game.board.cities[hex_name]
        if hex_name in west.cities:
            assert len(state.cubes[hex_name]) == max(city.cubes - 1, 1), city.name
    assert (state.empty, state.markers_placed, state.last_turn) == ([], 0, None)
    assert len(state.display) == 2 * 3 and all(c.startswith("west-") for c in state.display + state.deck)
    assert not any(c.start for c in game.cards.operations if c.id in state.display + state.deck)
    assert state.players[0].cards == kept  # kept cards stay with their holders
    assert state.stage == "choose barons"
    assert [p.earlier_barons for p in state.players] == [[b] for b in eastern_barons]
    assert all(len(p.baron_offer) == 2 and all(b.startswith("west-") for b in p.baron_offer) for p in state.players)
    assert game.private_lines(0)[0].startswith("Your Rail Baron card of the Eastern phase: ")
    play(game, "Ann: keep-baron 2", "Bob: keep-baron 1", "Cid: keep-baron 1")
    assert state.stage == "auction"


def test_in_the_west_eastern_cities_no_longer_grow_and_markers_go_only_on_western_cities_of_two_cubes() -> None:
    game = started()
    state, said = game.state, []
    state.markers_placed = game.markers_needed() - 1
    turns.marker_placed(game, game.board.city("Boston") or "", said)
    turns.end_turn(game, said)
    play(game, "Ann: return-bonds 0", "Bob: return-bonds 0", "Cid: return-bonds 0",
         "Ann: keep-baron 1", "Bob: keep-baron 1", "Cid: keep-baron 1")
    while state.stage == "auction":
        play(game, f"{game.players[game.acting_players()[0]]}: pass")
    me = game.acting_players()[0]
    gray_east = next(h for h, c in game.board.cities.items() if c.color == "gray" and h not in game.western_cities())
    state.players[me].money = 50
    assert "may no longer be urbanized" in refused(game, me, f"urbanize {gray_east} blue")
    assert not any(getattr(a, "city", None) == gray_east for a in game.legal_actions(me))
    state = game.state
    one = next(h for h in game.western_cities() if game.board.cities[h].cubes == 1)
    two = next(h for h in game.western_cities() if game.board.cities[h].cubes >= 2)
    turns.marker_placed(game, gray_east, said)
    turns.marker_placed(game, one, said)
    assert state.markers_placed == 0
    turns.marker_placed(game, two, said)
    assert state.markers_placed == 1 and state.empty == [two]


def test_fuel_depots_come_only_with_the_west() -> None:
    game = RotwTranscontinental(NAMES[:3], 2, ("depots",))
    play(game, *(f"{n}: keep-baron 1" for n in NAMES[:3]))
    while game.state.stage == "auction":
        play(game, f"{game.players[game.acting_players()[0]]}: pass")
    me, boston = game.acting_players()[0], game.board.city("Boston") or ""
    inland = next(game.board.neighbour(boston, e) for e in game.board.cities[boston].spokes or range(6)
                  if game.board.buildable(game.board.neighbour(boston, e)))
    assert "once the West is open" in refused(game, me, f"build {boston} {inland} depot:Boston")


def test_both_rail_baron_cards_score_at_the_end() -> None:
    game = started()
    state = game.state
    state.players[0].earlier_barons = ["jay-gould"] if "jay-gould" in {b.id for b in game.cards.barons} else []
    state.players[0].baron = next(b.id for b in game.cards.barons if b.id.startswith("west-") and b.goal == "most_money")
    state.players[0].money = 99
    said: list[str] = []
    game.finish(said)
    assert said[0].count("Rail Baron") == 1 + len(state.players[0].earlier_barons)
    assert "+6 (most money)" in said[0]


def test_the_return_that_opens_the_west_drew_in_secret_and_the_others_did_not() -> None:
    """Issue 31 §1: the last bond return opens the West (new offers, cubes, a deck): that move drew, so undo takes it
    back only by everyone's consent; the returns before it drew nothing and go back as any move."""
    game = started()
    state, said = game.state, []
    state.markers_placed = game.markers_needed() - 1
    turns.marker_placed(game, game.board.city("Boston") or "", said)
    turns.end_turn(game, said)
    play(game, "Ann: return-bonds 0", "Bob: return-bonds 0")
    assert [o.drew for o in game.history[-2:]] == [False, False]
    play(game, "Cid: return-bonds 0")
    assert game.history[-1].drew and game.state.phase == "west"
