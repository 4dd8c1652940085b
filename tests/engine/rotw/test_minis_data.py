"""The optional mini-expansions' data (engine/data/rotw_minis/) loads and matches the compendium."""

from __future__ import annotations

import pytest
from pydantic import ValidationError

from engine.rotw.minisdata import MINIS_DIR, EventCard, EventDeckSpec, load_minis


def test_loads() -> None:
    data = load_minis()
    assert set(data.minis) == {"city_rotors", "mines", "fuel_depots", "switch_tracks", "hotels"}
    assert {"cube_reduction", "cut_throat_blocking", "first_player_auction_1", "first_player_auction_2",
            "glenn_drover_2p", "shorter_game", "alternate_baron_selection"} <= set(data.variants)


def test_event_deck_counts() -> None:
    deck = load_minis().events
    assert (deck.total, deck.events, deck.blanks, deck.instructions) == (55, 50, 4, 1)
    assert deck.spaces == ["event_deck", "future_event", "current_event", "discard_pile"]
    assert deck.first_current_turn == 2
    assert deck.redraw_future_at_setup
    # the compendium does not list the 50 cards: none may be invented
    assert not deck.card_list_in_source
    assert deck.cards == []
    assert any("not listed" in m for m in deck.missing)


def test_every_event_has_kind_and_timing() -> None:
    for card in load_minis().events.cards:
        assert card.kind
        assert card.timing in ("future", "current")
        assert card.text and card.source


def test_event_deck_validation() -> None:
    deck = load_minis().events
    raw = deck.model_dump()
    with pytest.raises(ValidationError):
        EventDeckSpec.model_validate({**raw, "blanks": 5})
    with pytest.raises(ValidationError):
        EventDeckSpec.model_validate({**raw, "card_list_in_source": True})
    card = EventCard(id="x", name="X", timing="future", kind="add_cubes", text="t")
    with pytest.raises(ValidationError):
        EventCard.model_validate({**card.model_dump(), "extra": 1})
    with pytest.raises(ValidationError):
        EventCard.model_validate({**card.model_dump(), "timing": "later"})
    with pytest.raises(ValidationError):
        card.kind = "other"  # type: ignore[misc]


def test_every_mini_has_rules() -> None:
    for mini in load_minis().minis.values():
        assert mini.rules and mini.numbers and mini.source and mini.when
        assert mini.page == 7


def test_mini_numbers() -> None:
    m = load_minis().minis
    depots = m["fuel_depots"]
    assert depots.per_player == {"fuel_depot": 4}
    assert depots.cost == 5 and depots.numbers["max_per_placement"] == 2
    assert depots.numbers["example"] == {"engine": 4, "depots": 2, "leg_links": [4, 3], "points": 7}
    mines = m["mines"]
    assert (mines.cost, mines.uses_per_game, mines.numbers["max_draws"]) == (10, 2, 5)
    assert mines.numbers["target_city"] == "gray"
    switch = m["switch_tracks"]
    assert (switch.cost, switch.uses_per_game, switch.numbers["counts_as_track_builds"]) == (5, 2, 1)
    rotors = m["city_rotors"]
    assert rotors.numbers["share_of_colored_cities"] == 0.25
    assert rotors.numbers["rotation"] == "clockwise"
    assert len(rotors.numbers["wus_recommended"]) == rotors.numbers["wus_recommended_count"] == 6
    # not in the compendium: reconstructed, and said so
    assert sorted(rotors.numbers["color_wheel_order"]) == ["black", "blue", "purple", "red", "yellow"]
    assert rotors.numbers["color_wheel_order_source"].startswith("reconstructed:")
    assert rotors.numbers["cities_by_map_source"].startswith("reconstructed:")
    hotels = m["hotels"]
    assert hotels.numbers["income_per_cube_delivered"] == 1
    assert hotels.cost is None


def test_variant_numbers() -> None:
    v = load_minis().variants
    assert v["glenn_drover_2p"].params["until_any_player_points"] == 30
    assert v["glenn_drover_2p"].maps == ["eus"]
    assert v["shorter_game"].params["empty_city_markers_delta"] == -2
    assert v["first_player_auction_2"].params["rounding"] == "up"
    assert v["rtt_auction"].params["rounding"] == "down"
    chart = v["cube_reduction"].params["chart"]
    assert chart["eus"] == {"2": True, "3": True} and chart["eur"] == {"2": False, "3": False}
    for variant in v.values():
        assert variant.text and variant.source and variant.maps


def test_readme_names_the_gaps() -> None:
    readme = (MINIS_DIR / "README.md").read_text(encoding="utf-8")
    assert "card list is missing" in readme
    for mini in load_minis().minis.values():
        assert mini.name.split(" (")[0] in readme
    assert "placements_per_build_action = 1" in readme  # the reconstructed value is named


def test_the_cube_reduction_chart_read_values_first_is_what_each_maps_rules_use() -> None:
    from engine.rotw.data import load_rules

    chart = load_minis().variants["cube_reduction"].params["chart"]
    for code, map_id in (("eus", "eus"), ("wus", "wus"), ("mex", "mex"), ("eur", "eur"), ("rogb", "gb"),
                         ("rona", "na"), ("ron", "nip")):
        reduced = [int(n) for n, yes in chart[code].items() if yes]
        assert reduced == load_rules(map_id).fewer_cubes_with, map_id
    assert chart["wus"] == {"2": True, "3": True} and chart["rogb"] == {"2": False, "3": False}
