"""The Western U.S. and Europe decks' card kinds, and the Western and Golden Spike Rail Baron goals, on the small
test map, with the compendium's numbers (Appendix of Railroad Operations Cards; Appendix of Rail Baron Cards):

  Boomtown             "Immediately place a free New City tile on the gray city of your choice. Do not add any Goods Cubes."
  Sutter's Mill        "Add 3 new random Goods Cubes to Sacramento."
  Coal Fueled Engines  "Pay half price (rounded up) on a single future Upgrade Engine action."
  New Train            "The first player to upgrade to a level 4 train gains 4 points on the income track."
  Golden Spike         "The first player to connect San Francisco to Omaha via Promontory gains 6 additional points."
  Capital Charter      "Gain one point on the income track for each link built into cityname. (Limit one Capital Charter
                       per player.)" - links built after the Charter was taken.
  City Charter         "No other player may build a link into cityname." - no effect on track already built.
"""

from __future__ import annotations

from engine.rotw.cards import baron_points
from engine.rotw.data import CardsSpec
from tests.engine.conftest import refused
from tests.engine.rotw.test_rotw_core import SmallMap, now, past_the_auction

OPERATIONS = [
    {"id": "boom", "name": "Boomtown", "kind": "boomtown", "text": "free New City tile, no cubes",
     "params": {"timing": "immediate"}},
    {"id": "sutter", "name": "Sutter's Mill", "kind": "sutter_mill", "text": "3 cubes to Grayton",
     "params": {"city": "Grayton", "cubes": 3, "timing": "immediate"}},
    {"id": "coal", "name": "Coal Fueled Engines", "kind": "coal_fueled_engines", "keep": True, "text": "half price",
     "params": {"timing": "held"}},
    {"id": "train", "name": "New Train", "kind": "new_train", "start": True, "text": "first to level 4",
     "params": {"level": 4, "points": 4, "timing": "goal"}},
    {"id": "spike", "name": "Golden Spike", "kind": "connect_via", "start": True, "text": "Redport via Grayton to Yellowby",
     "params": {"cities": ["Redport", "Grayton", "Yellowby"], "points": 6, "timing": "goal"}},
    {"id": "capital", "name": "Capital Charter: Grayton", "kind": "capital_charter", "keep": True, "text": "+1 a link",
     "params": {"city": "Grayton", "points_per_link": 1, "timing": "lasting"}},
    {"id": "capital2", "name": "Capital Charter: Yellowby", "kind": "capital_charter", "keep": True, "text": "+1 a link",
     "params": {"city": "Yellowby", "points_per_link": 1, "timing": "lasting"}},
    {"id": "charter", "name": "City Charter: Grayton", "kind": "city_charter", "keep": True, "text": "no other links",
     "params": {"city": "Grayton", "timing": "lasting"}},
]
BARONS = [
    {"id": "cooke", "name": "Jay Cooke", "goal": "most_bonds", "points": 6, "text": "most bonds"},
    {"id": "holliday", "name": "Cyrus K. Holliday", "goal": "connect_urbanized", "points": 6,
     "params": {"cities": ["Grayton", "Coalton"], "points_per_city": 3}, "text": "3 each, urbanized"},
    {"id": "alfonso", "name": "King Alfonso XII", "goal": "country_cities", "points": 4,
     "params": {"country": "Testland", "cities": ["Grayton", "Yellowby"], "points_per_city": 2}, "text": "2 a city"},
    {"id": "durant", "name": "Durant", "goal": "long_delivery", "points": 10, "params": {"links": 2}, "text": "2 links"},
    {"id": "huntington", "name": "Huntington", "goal": "connect_any", "points": 10,
     "params": {"from": ["Redport", "Bluefield"], "to": ["Yellowby"]}, "text": "Redport or Bluefield to Yellowby"},
    {"id": "hopkins", "name": "Hopkins", "goal": "first_connect_any", "points": 8,
     "params": {"from": ["Grayton"], "to": ["Coalton", "Redport"]}, "text": "first Grayton to Coalton or Redport"},
    {"id": "moffat", "name": "Moffat", "goal": "connect", "points": 8,
     "params": {"cities": ["Redport", "Grayton", "Yellowby"]}, "text": "all three"},
]
CARDS = CardsSpec(barons=BARONS, operations=OPERATIONS)


class NewKinds(SmallMap):
    title = "RotW-TEST-NEW-KINDS"

    @property
    def cards(self) -> CardsSpec:  # type: ignore[override]
        return CARDS


def ready() -> NewKinds:
    """Past the auction with $50,000 each and every card of the test deck face up."""
    game = past_the_auction(NewKinds(["Ann", "Bob"], 1), money=50)
    game.state.display = [c.id for c in CARDS.operations]
    game.state.deck = []
    return game


def test_boomtown_places_a_free_new_city_tile_without_cubes() -> None:
    game = ready()
    cubes, tiles = list(game.state.cubes["C5"]), game.state.new_cities["blue"]
    assert "which gray city" in refused(game, 0, "take-card boom")
    said = now(game, 0, "take-card boom C5 blue")
    assert game.state.colors["C5"] == "blue" and game.state.cubes["C5"] == cubes
    assert game.state.new_cities["blue"] == tiles - 1 and game.state.players[0].money == 50
    assert "no cubes added" in " ".join(said) and "boom" not in game.state.display


def test_sutters_mill_adds_three_random_cubes_to_its_city() -> None:
    game = ready()
    before, bag = len(game.state.cubes["C5"]), sum(game.state.bag.values())
    now(game, 1, "take-card sutter")
    assert len(game.state.cubes["C5"]) == before + 3 and sum(game.state.bag.values()) == bag - 3


def test_coal_fueled_engines_halves_one_upgrade_rounded_up() -> None:
    game = ready()
    now(game, 0, "take-card coal")
    assert "coal" in game.state.players[0].cards
    now(game, 0, "upgrade")  # level 2 costs $5,000: half, rounded up to whole thousands, is $3,000
    assert game.state.players[0].money == 47 and game.state.players[0].engine == 2
    assert "coal" not in game.state.players[0].cards
    now(game, 0, "upgrade")  # the card is used up: level 3 at its full $5,000
    assert game.state.players[0].money == 42


def test_new_train_goes_to_the_first_player_to_reach_its_level() -> None:
    game = ready()
    game.state.players[1].engine = 3
    now(game, 1, "upgrade")
    assert game.state.players[1].score == 4 and "train" in game.state.claimed
    game.state.players[0].engine = 3
    now(game, 0, "upgrade")
    assert game.state.players[0].score == 0


def test_the_golden_spike_needs_the_route_through_its_middle_city_and_goes_once() -> None:
    game = ready()
    now(game, 0, "build C5 C7 C9")  # Grayton - Yellowby
    assert game.state.players[0].score == 0 and "spike" in game.state.display
    said = now(game, 0, "build C5 B4 A3 A1")  # Grayton - Redport: Redport via Grayton to Yellowby
    assert game.state.players[0].score == 6 and "spike" in game.state.claimed and "Golden Spike" in " ".join(said)


def test_a_capital_charter_scores_each_later_link_into_its_city_and_one_is_the_limit() -> None:
    game = ready()
    now(game, 0, "build C5 C7 C9")  # before the Charter: nothing
    now(game, 0, "take-card capital")
    assert game.state.players[0].score == 0
    now(game, 1, "build C5 B4 A3 A1")  # anyone's link into Grayton counts for the holder
    assert game.state.players[0].score == 1 and game.state.players[1].score == 0
    now(game, 0, "build C1 C3 C5")
    assert game.state.players[0].score == 2
    game.state.order, game.state.acting = [0, 1], 0
    assert "only one" in refused(game, 0, "take-card capital2")
    assert "capital2" not in [a.card for a in game.legal_actions(0) if hasattr(a, "card")]


def test_a_city_charter_keeps_other_players_new_links_out_of_its_city() -> None:
    game = ready()
    now(game, 1, "build C5 C7")  # Bob's track leaves Grayton before the Charter
    now(game, 0, "take-card charter")
    game.state.order, game.state.acting = [1, 0], 0
    assert "holds the City Charter: Grayton" in refused(game, 1, "build C5 B4 A3 A1")
    assert "holds the City Charter" in refused(game, 1, "build C1 C3 C5")
    now(game, 1, "build C7 C9")  # track already built from Grayton is kept and completed
    assert any(lk.owner == 1 and lk.complete and lk.start == "C5" for lk in game.state.links)
    now(game, 0, "build C1 C3 C5")  # the holder builds in freely
    assert any(lk.owner == 0 and lk.end == "C5" for lk in game.state.links)


def test_the_western_and_golden_spike_baron_goals() -> None:
    game = ready()
    state = game.state
    now(game, 0, "build C5 C7 C9")
    now(game, 0, "build C5 B4 A3 A1")
    now(game, 1, "build C1 C3 C5")  # Bob is first to join Grayton and Coalton
    state.players[0].bonds, state.players[1].bonds = 3, 1
    assert baron_points(game, 0, "cooke") == (6, "most bonds") and baron_points(game, 1, "cooke")[0] == 0
    state.colors["C5"] = "blue"  # Grayton urbanized; Coalton is not
    assert baron_points(game, 0, "holliday")[0] == 3 and baron_points(game, 1, "holliday")[0] == 3
    assert baron_points(game, 0, "alfonso")[0] == 4 and baron_points(game, 1, "alfonso")[0] == 2
    assert baron_points(game, 0, "huntington")[0] == 10 and baron_points(game, 1, "huntington")[0] == 0
    assert baron_points(game, 0, "moffat")[0] == 8 and baron_points(game, 1, "moffat")[0] == 0
    # "first to connect": Ann joined Grayton and Redport before Bob joined Grayton and Coalton
    assert baron_points(game, 0, "hopkins")[0] == 8 and baron_points(game, 1, "hopkins")[0] == 0
    state.longest_delivery[1] = 2
    assert baron_points(game, 1, "durant")[0] == 10 and baron_points(game, 0, "durant")[0] == 0


def test_a_long_delivery_is_remembered() -> None:
    game = ready()
    now(game, 0, "build C5 C7 C9")
    now(game, 0, "build C5 B4 A3 A1")
    game.state.cubes["C9"] = ["red"]
    game.state.players[0].engine = 2
    now(game, 0, "deliver red C9 C5 A1")
    assert game.state.longest_delivery[0] == 2
