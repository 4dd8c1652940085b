"""Railways of the World's core rules on a small test map: setup, the secret Rail Baron choice, the
first-player auction, building links (costs, turns, water, crossovers, redirecting, joining),
Major Lines, deliveries and points, urbanizing, engines, bonds, income, incomplete links removed,
Empty City Markers and the end."""

from __future__ import annotations

import random
from functools import cached_property
from typing import TypeVar

import pytest

from engine.actions import parse_action
from engine.rotw.board import Board
from engine.rotw.data import BoardSpec, CardsSpec, RulesSpec
from engine.rotw.game import Rotw
from tests.engine.conftest import refused

#   A1 Redport (red)  A3  A5  A7  A9 Bluefield (blue)
#      B2  B4 hill  B6 river  B8
#   C1 Coalton (black)  C3  C5 Grayton (gray)  C7  C9 Yellowby (yellow)
#      D2  D4  D6  D8   (water)
BOARD = BoardSpec(
    title="Test map",
    hexes=[
        {"hex": "A1", "city": {"name": "Redport", "color": "red", "cubes": 3, "spokes": [4]}},  # track only from the right
        {"hex": "A3"}, {"hex": "A5"}, {"hex": "A7"},
        {"hex": "A9", "city": {"name": "Bluefield", "color": "blue", "cubes": 2}},
        {"hex": "B2"}, {"hex": "B4", "terrain": "mountain"}, {"hex": "B6", "terrain": "river"}, {"hex": "B8"},
        {"hex": "C1", "city": {"name": "Coalton", "color": "black", "cubes": 1}},
        {"hex": "C3"}, {"hex": "C5", "city": {"name": "Grayton", "color": "gray", "cubes": 1}}, {"hex": "C7"},
        {"hex": "C9", "city": {"name": "Yellowby", "color": "yellow", "cubes": 2}},
        {"hex": "D2", "terrain": "water"}, {"hex": "D4", "terrain": "water"}, {"hex": "D6", "terrain": "water"},
        {"hex": "D8", "terrain": "water"},
    ],
    ridges=[("A5", 4)],  # between A5 and A7
    major_lines=[{"id": "red-blue", "ends": ("Redport", "Bluefield"), "points": 5}],
    new_city_tiles={"blue": 1, "purple": 1},
)
RULES = RulesSpec(
    title="RotW-TEST", map="test", players={"min": 2, "max": 6}, cubes_per_color=25, fewer_cubes_with=[2, 3],
    auction_minimum=1, action_rounds=3, tiles_per_build=4,
    track_costs={"plains": 2, "river": 3, "mountain": 4, "ridge": 4, "crossover": 2}, urbanize_cost=10,
    urbanize_cubes=2, engine_start=1, engine_max=8, engine_costs={str(n): 5 * (n // 2) for n in range(2, 9)},
    bond_amount=5, bond_interest=1, bond_penalty=1, western_link_cost=30, western_link_cubes=4,
    income=[0, 3, 4, 5, 6, 7, 8, 9, 10], end_markers={str(n): 2 for n in range(2, 7)},
)
GOALS = ["largest_railroad", "most_money", "fewest_bonds", "highest_engine", "most_cities", "most_track_tiles"]
CARDS = CardsSpec(
    barons=[{"id": f"b{i}", "name": f"Baron {i}", "goal": goal, "points": 5, "text": f"goal {i}"}
            for i, goal in enumerate(GOALS, start=1)],
    operations=[
        {"id": "s1", "name": "Start one", "kind": "first_delivery", "start": True, "text": "first delivery +1",
         "params": {"points": 1, "timing": "goal"}},
        {"id": "sb1", "name": "Service Bounty A", "kind": "service_bounty", "start": True, "text": "x",
         "params": {"city": "Yellowby", "points": 3, "timing": "goal"}},
        *({"id": f"o{i}", "name": f"Card {i}", "kind": "city_growth", "text": "y", "params": {"cubes": 2, "timing": "immediate"}}
          for i in range(1, 9)),
    ],
)


G = TypeVar("G", bound=Rotw)


class SmallMap(Rotw):
    title = "RotW-TEST"

    @cached_property
    def _board(self) -> Board:
        return Board(BOARD)

    @property
    def board(self) -> Board:  # type: ignore[override]
        return self._board

    @property
    def rules(self) -> RulesSpec:  # type: ignore[override]
        return RULES

    @property
    def cards(self) -> CardsSpec:  # type: ignore[override]
        return CARDS


def play(game: Rotw, *lines: str) -> list[str]:
    said: list[str] = []
    for line in lines:
        name, _, move = line.partition(":")
        said += game.apply(game.players.index(name.strip()), parse_action(move.strip())).messages
    return said


def past_the_auction(game: G, money: int | None = None) -> G:
    """Every player keeps the first Rail Baron card offered and the first auction is passed out (round 1 of turn 1);
    everyone then holds `money` (thousands) if given."""
    while game.state.stage == "choose barons" or game.state.barons_due:
        play(game, f"{game.players[game.acting_players()[0]]}: keep-baron 1")
    while game.state.stage == "auction":
        play(game, f"{game.players[game.acting_players()[0]]}: pass")
    if money is not None:
        for standing in game.state.players:
            standing.money = money
    return game


def now(game: Rotw, player: int, move: str) -> list[str]:
    """`move` by `player` (of two), whoever's action it was: the tests using it are about cards and maps, not turns."""
    game.state.order, game.state.acting, game.state.round = [player, 1 - player], 0, 1
    return play(game, f"{game.players[player]}: {move}")


def started(seed: int = 1) -> SmallMap:
    """Both barons kept, and the auction passed out: Ann or Bob first, round 1."""
    game = SmallMap(["Ann", "Bob"], seed)
    play(game, "Ann: keep-baron 1", "Bob: keep-baron 2")
    while game.state.stage == "auction":
        play(game, f"{game.players[game.acting_players()[0]]}: pass")
    return game


def linked() -> tuple[SmallMap, int, int]:
    """Round 1 played: the first player owns Grayton - Yellowby (C5 C7 C9), the other Grayton - Redport."""
    game = started()
    me = game.acting_players()[0]
    other = 1 - me
    play(game, f"{game.players[me]}: build C5 C7 C9", f"{game.players[other]}: build C5 B4 A3 A1")
    return game, me, other


def test_setup_draws_cubes_deals_barons_and_lays_out_the_display() -> None:
    game = SmallMap(["Ann", "Bob"], 4)
    state = game.state
    # two players: one cube fewer per city, never below one
    assert [len(state.cubes[h]) for h in ("A1", "A9", "C1", "C5", "C9")] == [2, 1, 1, 1, 1]
    assert sum(state.bag.values()) == 125 - 6
    assert state.display[:2] == ["s1", "sb1"] and len(state.display) == 2 + 4  # start cards, then 2 × players
    assert len(state.deck) == 8 - 4
    offers = [s.baron_offer for s in state.players]
    assert all(len(o) == 2 for o in offers) and not set(offers[0]) & set(offers[1])
    assert game.private_lines(0)[0].startswith("Rail Baron card 1: Baron")
    assert SmallMap(["Ann", "Bob"], 4).state == state  # the seed decides everything


def test_the_kept_baron_is_secret() -> None:
    game = SmallMap(["Ann", "Bob"], 4)
    offer = list(game.state.players[0].baron_offer)
    outcome = game.apply(0, parse_action("keep-baron 2"))
    assert outcome.messages == ("Ann keeps a Rail Baron card.",)
    assert outcome.action.public_text == "keep-baron"
    assert outcome.private == (f"You keep Baron {offer[1][1:]} (goal {offer[1][1:]}).",)
    assert game.private_lines(0) == [f"Your Rail Baron card: Baron {offer[1][1:]} (goal {offer[1][1:]})"]
    assert refused(game, 1, "build A1 A3") == ("First keep one of your two Rail Baron cards: keep-baron 1 or keep-baron 2 "
                                               "(see /game hand).")


def test_the_auction_winner_pays_with_bonds_and_goes_first() -> None:
    game = SmallMap(["Ann", "Bob"], 4)
    play(game, "Ann: keep-baron 1", "Bob: keep-baron 1")
    first = game.acting_players()[0]
    other = 1 - first
    assert refused(game, first, "bid 0") == "0 is no money: an amount is at least $1."
    assert refused(game, first, "bid 2") == ("Money comes in whole thousands in Railways of the World, and $2 is not: for "
                                             "$2,000 type 2000, $2,000 or 2k.")
    play(game, f"{game.players[first]}: bid 2000")
    assert refused(game, other, "bid $2,000") == "A bid must be at least $3,000."
    said = play(game, f"{game.players[other]}: first-bid 3k", f"{game.players[first]}: pass")
    assert f"{game.players[other]} issues 1 bond ($5,000) to pay the bid." in said  # players start with no money
    assert game.state.players[other].money == 2 and game.state.players[other].bonds == 1
    assert game.state.order == [other, first] and game.acting_players() == [other]


def test_a_link_costs_its_terrain_and_ridges_and_completes_at_a_city() -> None:
    game = started()
    me = game.acting_players()[0]
    name = game.players[me]
    assert refused(game, me, "build A1 A3 A5 A7 A9 B8") is not None
    said = play(game, f"{name}: build A1 A3 A5 A7 A9")
    # A3 2 + A5 2 + A7 (plains 2, entered across the ridge +4) = 10: two bonds from nothing
    assert f"{name} issues 2 bonds ($10,000) to pay for the track." in said
    assert game.state.players[me].money == 0
    link = game.state.links[0]
    assert link.complete and (link.start, link.end) == ("A1", "A9") and [s.hex for s in link.segments] == ["A3", "A5", "A7"]
    assert f"{name} gains 5 points for the Major Line Redport - Bluefield (now 5, income $7,000)." in said
    assert game.state.major_lines == {"red-blue": me}


def test_building_refusals() -> None:
    game = started()
    me = game.acting_players()[0]
    assert refused(game, me, "build A3 A5") == ("Track starts at a city or at the end of one of your incomplete links; "
                                                "A3 is neither.")
    assert refused(game, me, "build C5 D4") == "D4 is water: no track may be built there."
    assert refused(game, me, "build C1 B2 C3") == "The track in B2 cannot turn that sharply (out by its lower-right side)."
    assert refused(game, me, "build A1 A3 A5 A7 B8 C7 C9") == "One Build Track action lays at most 4 tiles."
    assert refused(game, me, "build A1 A3 B2 C1") is not None


def test_an_incomplete_link_goes_on_later_is_redirected_for_a_price_and_is_removed_at_the_end_of_the_turn() -> None:
    game = started()
    me = game.acting_players()[0]
    other = 1 - me
    name = game.players[me]
    play(game, f"{name}: build C5 C7")  # points on (toward C9) by default
    link = game.state.links[0]
    assert not link.complete and link.segments[-1].exit is not None
    play(game, f"{game.players[other]}: pass")
    money, bonds = game.state.players[me].money, game.state.players[me].bonds
    said = play(game, f"{name}: build C7 B8 A9")  # turn C7's end towards B8: pay C7's plains again
    assert "redirects its link's end" in said[-2] or "redirects its link's end" in said[-1]
    assert game.state.links[0].complete and game.state.links[0].end == "A9"
    spent = (bonds - game.state.players[me].bonds) * -5 + money - game.state.players[me].money
    assert spent == 2 + 2  # C7 again, B8


def test_incomplete_links_go_at_the_end_of_the_turn_and_income_is_paid() -> None:
    game = started()
    me = game.acting_players()[0]
    other = 1 - me
    play(game, f"{game.players[me]}: build C5 C7")
    for _ in range(5):
        play(game, f"{game.players[game.acting_players()[0]]}: pass")
    state = game.state
    assert state.links == [] and state.stage == "auction" and state.turn == 2
    assert state.players[me].money == 3 - 1  # $5,000 bond paid $2,000 of track; no points: income 0, interest 1
    assert state.players[other].money == 0
    assert len(state.display) == 7  # a new card turned up


def test_deliveries_score_every_link_owner_and_empty_cities_get_markers() -> None:
    game, me, other = linked()
    state = game.state
    state.cubes["C9"] = ["red"]
    state.players[me].engine = 2
    assert refused(game, me, "deliver red C9 C5") == ("A red cube may only be delivered to a red city; "
                                                      "Grayton (C5): gray cities take no cubes until urbanized.")
    assert refused(game, other, "deliver red C9 C5 A1") is not None  # not their turn
    said = play(game, f"{game.players[me]}: deliver red C9 C5 A1")
    assert f"{game.players[me]} gains 1 point for 1 link (now 1, income $3,000)." in said
    assert f"{game.players[other]} gains 1 point for 1 link (now 1, income $3,000)." in said
    assert "Yellowby (C9) is empty: Empty City Marker 1 of 2." in said
    state = game.state  # a refused move puts back a copy of the state
    assert state.cubes["C9"] == [] and state.empty == ["C9"]


def test_a_delivery_must_start_on_the_movers_link_and_stop_at_the_first_city_of_its_colour() -> None:
    game, me, _other = linked()
    state = game.state
    state.cubes["A1"] = ["yellow"]
    state.players[me].engine = 3
    assert refused(game, me, "deliver yellow A1 C5 C9") == ("There is no complete link of your own between Redport (A1) "
                                                            "and Grayton (C5) (the first link must be yours).")


def test_urbanize_and_upgrade() -> None:
    game = started()
    me = game.acting_players()[0]
    said = play(game, f"{game.players[me]}: urbanize C5 blue")
    state = game.state
    assert state.colors == {"C5": "blue"} and state.new_cities == {"blue": 0, "purple": 1}
    assert len(state.cubes["C5"]) == 1 + 2 and state.players[me].bonds == 2  # $10,000 from two bonds
    assert said[-1].startswith(f"{game.players[me]} urbanizes Grayton (C5): it is blue now")
    other = 1 - me
    assert refused(game, other, "urbanize C5 purple") == "Grayton (C5) is not gray; only gray cities are urbanized, once."
    play(game, f"{game.players[other]}: upgrade")
    state = game.state  # a refused move puts back a copy of the state
    assert state.players[other].engine == 2 and state.players[other].bonds == 1  # level 2 costs $5,000


def test_the_end_after_the_turn_following_the_last_marker() -> None:
    game, me, other = linked()
    state = game.state
    state.cubes["C5"], state.cubes["A1"] = ["yellow"], ["yellow"]
    state.players[me].engine, state.players[other].engine = 2, 2
    play(game, f"{game.players[me]}: deliver yellow C5 C9")
    said = play(game, f"{game.players[other]}: pass", f"{game.players[me]}: pass", f"{game.players[other]}: pass")
    assert state.markers_placed == 1
    # turn 2 and 3
    while not game.over:
        acting = game.acting_players()[0]
        actions = game.legal_actions(acting)
        deliver = [a for a in actions if a.kind == "deliver"]
        move = deliver[0] if deliver else next(a for a in actions if a.kind == "pass")
        said = game.apply(acting, move).messages
    assert game.over and game.state.last_turn is not None and game.state.turn == game.state.last_turn
    scores = game.scores()
    from engine.rotw.cards import baron_points

    assert scores == {p: s.score - s.bonds + baron_points(game, p)[0] for p, s in enumerate(game.state.players)}
    assert any("Rail Baron Baron" in line for line in said)  # the secret cards are revealed at the end
    assert said[-1].endswith("points!")


@pytest.mark.parametrize("seed", [1, 2, 3])
def test_random_play_replays_identically(seed: int) -> None:
    game, shadow = SmallMap(["Ann", "Bob", "Cid"], seed), SmallMap(["Ann", "Bob", "Cid"], seed)
    rng = random.Random(seed)
    for _ in range(400):
        if game.over:
            break
        player = game.acting_players()[0]
        actions = game.legal_actions(player)
        outcome = game.apply(player, rng.choice(actions))
        shadow.replay_move(outcome.player, outcome.action)
        assert shadow.state == game.state
        cubes = sum(len(c) for c in game.state.cubes.values()) + sum(game.state.bag.values())
        assert cubes == 125
        assert all(p.money >= 0 for p in game.state.players)


def test_bad_moves_are_refused_in_one_sentence_and_change_nothing() -> None:
    game, me, other = linked()
    state = game.state
    state.cubes["C9"] = ["red"]
    # a delivery longer than the engine: level 1 reaches one link
    assert refused(game, me, "deliver red C9 C5 A1") == "Your engine is level 1: a cube may travel at most 1 link."
    # a cube to a city of another colour
    assert refused(game, me, "deliver red C9 C5") == ("A red cube may only be delivered to a red city; "
                                                      "Grayton (C5): gray cities take no cubes until urbanized.")
    # track through a hex where it would touch another link's track
    assert refused(game, me, "build C9 C7 B6") == ("The track in C7 would touch the track already there; "
                                                   "a second track may only cross it.")
    # acting out of turn
    assert refused(game, other, "upgrade").startswith("It is not your turn;")
    # a build is never unaffordable: bonds pay for it (the rulebook sets no limit on bonds issued for a payment)
    assert game.state.players[me].money >= 0


def test_track_meets_a_city_only_at_its_spokes() -> None:
    game = started()
    me = game.acting_players()[0]
    assert refused(game, me, "build C1 B2 A1") == "Redport (A1) has no track spoke on its lower-right side."
    assert refused(game, me, "build A1 B2 C3") == "Redport (A1) has no track spoke on its lower-right side."
    play(game, f"{game.players[me]}: build A1 A3 A5 A7 A9")  # out by its right side, the spoke
    assert game.state.links[0].complete
