"""Railways of the World, Eastern U.S.: the cards (engine/data/rotw_eus/cards.json) and the numbers (rules.json).

The counts and effects come from the rule compendium's appendices (EUS codes); see engine/data/rotw_eus/CARDS.md.
"""

from __future__ import annotations

from collections import Counter
from itertools import pairwise

import pytest

from engine.rotw.data import load_cards, load_rules
from tests.engine.rotw.deck_params import baron_params, operation_params

# The 52 cities of the Eastern U.S. board (RotW-facts, read off the board).
EUS_CITIES = {
    "Boston", "Albany", "Providence", "New Haven", "Toronto", "Buffalo", "New York", "Duluth", "Philadelphia", "Detroit",
    "Cleveland", "Baltimore", "Minneapolis", "Pittsburgh", "Dover", "Milwaukee", "Toledo", "Washington D.C.", "Wheeling",
    "Chicago", "Columbus", "Richmond", "Norfolk", "Rock Island", "Indianapolis", "Des Moines", "Cincinnati", "Raleigh",
    "Louisville", "Lexington", "Wilmington", "St. Louis", "Knoxville", "Kansas City", "Nashville", "Columbia", "Chattanooga",
    "Charleston", "Atlanta", "Savannah", "Memphis", "Tulsa", "Birmingham", "Montgomery", "Little Rock", "Jacksonville",
    "Jackson", "Tallahassee", "Shreveport", "Mobile", "Dallas", "New Orleans",
}

# Each kind's parameters (besides "timing", which every Operations card has).
OPERATION_PARAMS = operation_params("first_delivery", "first_exact_links_delivery", "first_colors_delivered",
                                    "service_bounty", "hotel", "land_grant", "city_growth", "new_industry",
                                    "perfect_engineering", "executive")
BARON_PARAMS = baron_params("links_from_city", "fewest_bonds", "highest_engine", "western_link", "most_cities",
                            "longest_railroad", "largest_railroad", "first_to_engine", "most_money",
                            "most_track_tiles", "connect")
TIMINGS = {"goal", "immediate", "held", "lasting", "lasting_once_per_turn"}


@pytest.fixture(scope="module")
def cards():
    return load_cards("eus")


@pytest.fixture(scope="module")
def rules():
    return load_rules("eus")


def test_twelve_barons_with_known_goals(cards):
    assert len(cards.barons) == 12
    assert len({b.id for b in cards.barons}) == 12
    for baron in cards.barons:
        assert baron.goal in BARON_PARAMS, baron.id
        assert set(baron.params) == BARON_PARAMS[baron.goal], baron.id
        assert 5 <= baron.points <= 8, baron.id
    by_id = {b.id: b for b in cards.barons}
    assert by_id["cornelius-vanderbilt"].params["cities"] == ["New York", "Chicago"]
    assert by_id["george-pullman"].params == {"level": 6}
    assert by_id["jay-gould"].goal == "fewest_bonds" and by_id["jay-gould"].points == 7
    assert {b.params["city"] for b in cards.barons if b.goal == "links_from_city"} == {"Chicago", "Mobile"}
    for baron in cards.barons:
        if baron.goal == "links_from_city":
            assert baron.params["points_per_link"] == 2 and baron.params["max_points"] == baron.points == 8


def test_operations_deck_composition(cards):
    ops = cards.operations
    assert len(ops) == 31  # "Railroad Operations Cards (31)"
    assert len({o.id for o in ops}) == 31
    assert Counter(o.kind for o in ops) == {
        "service_bounty": 6, "hotel": 6, "land_grant": 4, "city_growth": 4, "new_industry": 4,
        "perfect_engineering": 2, "executive": 2,
        "first_delivery": 1, "first_exact_links_delivery": 1, "first_colors_delivered": 1,
    }


def test_start_cards(cards):
    start = [o for o in cards.operations if o.start]
    assert Counter(o.kind for o in start) == {
        "service_bounty": 6, "first_delivery": 1, "first_exact_links_delivery": 1, "first_colors_delivered": 1,
    }
    for card in start:  # green-circle goals: never taken, so never kept
        assert card.params["timing"] == "goal" and not card.keep, card.id
    by_id = {o.id: o for o in cards.operations}
    assert by_id["railroad-era-begins"].params["points"] == 1
    assert by_id["speed-record"].params["links"] == 3 and by_id["speed-record"].params["points"] == 3
    assert by_id["passenger-lines"].params["colors"] == 4 and by_id["passenger-lines"].params["points"] == 4


def test_each_kind_has_its_params_and_timing(cards):
    for card in cards.operations:
        assert card.kind in OPERATION_PARAMS, card.id
        assert set(card.params) == OPERATION_PARAMS[card.kind] | {"timing"}, card.id
        assert card.params["timing"] in TIMINGS, card.id
        # kept: held until used (hand), or lasting (infinity / purple diamond)
        assert card.keep == (card.params["timing"] in {"held", "lasting", "lasting_once_per_turn"}), card.id
        assert card.text.strip(), card.id


def test_timings_follow_the_icons(cards):
    timing = {o.kind: o.params["timing"] for o in cards.operations}
    assert timing["hotel"] == "lasting"  # infinity
    assert timing["perfect_engineering"] == "lasting_once_per_turn"  # purple diamond
    assert timing["land_grant"] == "held"  # hand of cards
    for kind in ("city_growth", "new_industry", "executive"):  # red X
        assert timing[kind] == "immediate"
    assert timing["service_bounty"] == "goal"  # green circle


def test_bounty_and_hotel_cities_are_eastern_cities(cards):
    for kind in ("service_bounty", "hotel"):
        cities = [o.params["city"] for o in cards.operations if o.kind == kind]
        assert set(cities) <= EUS_CITIES, kind
        assert len(set(cities)) == len(cities) == 6, kind  # one card per city
    for card in cards.operations:
        if card.kind == "service_bounty":
            assert 1 <= card.params["points"] <= 6, card.id  # a d6 marks the value on the map
            assert card.id == "service-bounty-" + card.params["city"].lower().replace(" ", "-").replace(".", "")
        if card.kind == "hotel":
            assert card.params["points_per_cube"] == 1
    assert {"Raleigh", "Jacksonville"} <= {o.params["city"] for o in cards.operations if o.kind == "service_bounty"}
    assert {"Boston", "Atlanta"} <= {o.params["city"] for o in cards.operations if o.kind == "hotel"}
    for baron in cards.barons:
        for city in [baron.params.get("city"), *baron.params.get("cities", [])]:
            assert city is None or city in EUS_CITIES, baron.id


def test_reconstructed_entries_say_so(cards):
    for card in cards.operations:
        if card.kind in ("service_bounty", "hotel") and card.params["city"] not in ("Raleigh", "Jacksonville", "Boston", "Atlanta"):
            assert card.source and "reconstructed" in card.source, card.id
        if card.kind == "service_bounty":  # no bounty's points are printed in the compendium
            assert "points reconstructed" in card.source or "city and points" in card.source, card.id


def test_card_numbers_fit_the_rules(cards, rules):
    by_kind = {o.kind: o for o in cards.operations}
    assert by_kind["perfect_engineering"].params["max_tiles"] == rules.tiles_per_build + 1
    assert by_kind["new_industry"].params["cubes"] == rules.urbanize_cubes  # a free Urbanize
    assert by_kind["city_growth"].params["cubes"] == 2
    assert by_kind["executive"].params["actions"] == 2
    pullman = next(b for b in cards.barons if b.id == "george-pullman")
    assert rules.engine_start < pullman.params["level"] <= rules.engine_max


def test_rules_numbers(rules):
    assert rules.map == "eus" and rules.players == {"min": 2, "max": 6}
    assert rules.cubes_per_color == 25
    assert rules.fewer_cubes_with == [2, 3]
    assert rules.auction_minimum == 1 and rules.action_rounds == 3 and rules.tiles_per_build == 4
    assert (rules.urbanize_cost, rules.urbanize_cubes) == (10, 2)
    assert (rules.bond_amount, rules.bond_interest, rules.bond_penalty) == (5, 1, 1)
    assert (rules.western_link_cost, rules.western_link_cubes) == (30, 4)
    assert rules.track_costs == {"plains": 2, "river": 3, "mountain": 4, "ridge": 4, "crossover": 0, "redirect": 0}


def test_engine_levels_and_costs(rules):
    assert (rules.engine_start, rules.engine_max) == (1, 8)
    assert set(rules.engine_costs) == {str(level) for level in range(rules.engine_start + 1, rules.engine_max + 1)}
    costs = [rules.engine_costs[str(level)] for level in range(2, 9)]
    assert costs == [5, 10, 10, 15, 15, 20, 20]
    assert costs == sorted(costs)
    assert sum(costs) == 95  # from level 1 to level 8


def test_end_markers(rules):
    assert rules.end_markers == {"2": 10, "3": 12, "4": 14, "5": 16, "6": 18}
    # the Transcontinental rules' "6 + 2 per player" (the Western board's count) gives the same numbers
    for players, markers in rules.end_markers.items():
        assert markers == 6 + 2 * int(players)
    assert max(rules.end_markers.values()) <= 24  # the base game has 24 Empty City Markers


def test_income_track_shape(rules):
    income = rules.income
    assert len(income) == 101  # scores 0 to 100
    assert income[0] == 0
    assert income[1:13] == [score + 2 for score in range(1, 13)]
    peak = max(income)
    assert peak == 25
    first, last = income.index(peak), len(income) - 1 - income[::-1].index(peak)
    assert (first, last) == (41, 48)
    assert all(a <= b for a, b in pairwise(income[: first + 1]))  # rises to the peak
    assert all(a >= b for a, b in pairwise(income[last:]))  # then falls
    assert income[-1] == 9
    # spot checks against the reference table
    spots = {13: 15, 20: 18, 33: 23, 40: 24, 49: 24, 64: 21, 65: 20, 98: 9}
    assert {score: income[score] for score in spots} == spots


def test_worked_examples(rules):
    costs = rules.track_costs
    # Government Land Grant: a link over two open hexes, a mountain and a river pays only the mountain and the river.
    link = ["plains", "plains", "mountain", "river"]
    full = sum(costs[t] for t in link)
    granted = sum(costs[t] for t in link if t != "plains")
    assert (full, granted) == (11, 7)
    # Perfect Engineering with a Land Grant: up to five tiles in one link, free if all are open terrain.
    five = ["plains"] * 5
    assert len(five) <= rules.tiles_per_build + 1
    assert sum(costs[t] for t in five if t != "plains") == 0
