"""The North America and Nippon decks' card kinds on the small test map, with the compendium's words (Appendix of
Railroad Operations Cards; Appendix of Rail Baron Cards):

  Mine                 "you must pay $10,000. Pick any gray city. Draw cubes from the goods bag until you draw a
                       matching colored cube (max. 5 drawn). Place unique colors on the city and deplete the mine."
  Foreign Trade Ports  "Add one Goods Cube each to the port cities of ..."
  Local Campaign       "Gain 3 points on the income track when cityname has no Goods Cubes on it. Discard this card if
                       cityname is already empty when it is revealed and draw another."
  Diplomatic Relations "Deliver a Goods Cube using links from at least two players (including yourself). All involved
                       players gain one additional income."
  Railroad Inspector   "Play this card to stop 1 delivery of any other player. The cube stays on the city and that player
                       loses their action. No player may be stopped by an Inspector more than once per game." (played in
                       the holder's own action round against the next delivery: our reading for a game by chat)
  Shinbashi Station    "The first player to ... deliver a blue cube from Tokyo to Yokohama gains one (1) additional point"
  Keita Goto & al.     "Gain 1 point for each Blue city to which you are connected."
  Hisashige Tanaka     "Gain 7 points if you are the player with the highest level engine at the end of the game. Ties
                       are not valid, unless the tie is at the #8 level."
"""

from __future__ import annotations

from engine.rotw import cards
from engine.rotw.cards import baron_points
from engine.rotw.data import CardsSpec
from tests.engine.conftest import refused
from tests.engine.rotw.test_rotw_core import SmallMap, now, past_the_auction, play

OPERATIONS = [
    {"id": "mine", "name": "Mine", "kind": "mine_card", "text": "$10,000: cubes on a gray city",
     "params": {"cost": 10, "draws": 5, "timing": "immediate"}},
    {"id": "ports", "name": "Foreign Trade Ports", "kind": "foreign_trade_ports", "text": "a cube each",
     "params": {"cities": ["Redport", "Yellowby"], "cubes": 1, "timing": "immediate"}},
    {"id": "campaign", "name": "Local Campaign: Grayton", "kind": "local_campaign", "keep": True, "text": "3 when empty",
     "params": {"city": "Grayton", "points": 3, "timing": "held"}},
    {"id": "diplomacy", "name": "Diplomatic Relations", "kind": "diplomatic_relations", "keep": True, "text": "+1 each",
     "params": {"timing": "held"}},
    {"id": "inspector", "name": "Railroad Inspector", "kind": "railroad_inspector", "keep": True, "text": "stop one",
     "params": {"timing": "held"}},
    {"id": "inspector2", "name": "Railroad Inspector", "kind": "railroad_inspector", "keep": True, "text": "stop one",
     "params": {"timing": "held"}},
    {"id": "shinbashi", "name": "Shinbashi Station", "kind": "shinbashi", "start": True, "text": "blue Grayton-Yellowby",
     "params": {"from": "Grayton", "to": "Yellowby", "color": "blue", "points": 1, "timing": "goal"}},
]
BARONS = [
    {"id": "goto", "name": "Keita Goto", "goal": "color_cities", "points": 6, "params": {"color": "yellow",
                                                                                       "points_per_city": 1},
     "text": "a point a yellow city"},
    {"id": "tanaka", "name": "Hisashige Tanaka", "goal": "highest_engine", "points": 7, "params": {"ties_count_at": 8},
     "text": "highest engine; a tie only at 8"},
    {"id": "morgan", "name": "Morgan", "goal": "largest_railroad", "points": 6, "text": "most links"},
    {"id": "gould", "name": "Gould", "goal": "fewest_bonds", "points": 7, "text": "fewest bonds"},
]
CARDS = CardsSpec(barons=BARONS, operations=OPERATIONS)


class MoreKinds(SmallMap):
    title = "RotW-TEST-MORE-KINDS"

    @property
    def cards(self) -> CardsSpec:  # type: ignore[override]
        return CARDS


def ready() -> MoreKinds:
    """Past the auction with $50,000 each and every card of the test deck face up."""
    game = past_the_auction(MoreKinds(["Ann", "Bob"], 1), money=50)
    game.state.display = [c.id for c in CARDS.operations]
    game.state.deck = []
    return game


def test_the_mine_card_costs_ten_thousand_and_draws_until_a_colour_repeats() -> None:
    game = ready()
    game.state.order, game.state.acting = [0, 1], 0
    assert "not gray" in refused(game, 0, "take-card mine A1")
    before, bag = list(game.state.cubes["C5"]), sum(game.state.bag.values())
    said = now(game, 0, "take-card mine C5")
    added = game.state.cubes["C5"][len(before):]
    assert game.state.players[0].money == 40 and game.state.mines["C5"] == 0
    assert 1 <= len(added) <= 5 and len(set(added)) == len(added)  # unique colours
    assert sum(game.state.bag.values()) == bag - len(added) and "opens a mine at Grayton" in " ".join(said)


def test_foreign_trade_ports_adds_a_cube_to_each_port() -> None:
    game = ready()
    red, yellow = len(game.state.cubes["A1"]), len(game.state.cubes["C9"])
    now(game, 1, "take-card ports")
    assert (len(game.state.cubes["A1"]), len(game.state.cubes["C9"])) == (red + 1, yellow + 1)


def test_a_local_campaign_pays_three_when_its_city_is_empty_and_is_discarded() -> None:
    game = ready()
    now(game, 0, "take-card campaign")
    assert game.state.players[0].score == 0 and "campaign" in game.state.players[0].cards
    now(game, 1, "build C5 C7 C9")
    game.state.cubes["C5"] = ["yellow"]
    now(game, 1, "deliver yellow C5 C9")  # Grayton's last cube leaves it: the holder gains 3
    assert game.state.players[0].score == 3 and "campaign" not in game.state.players[0].cards
    # turned up while its city is empty, a Local Campaign is discarded and another card comes
    game.state.display, game.state.deck = [], ["ports", "campaign"]
    cards.turn_up(game, [])
    assert game.state.display == ["ports"] and "campaign" in game.state.claimed


def test_diplomatic_relations_pays_every_player_whose_links_a_delivery_used() -> None:
    game = ready()
    now(game, 0, "take-card diplomacy")
    now(game, 0, "build C5 C7 C9")  # Ann: Grayton - Yellowby
    now(game, 1, "build C5 B4 A3 A1")  # Bob: Grayton - Redport
    game.state.cubes["C9"] = ["red"]
    game.state.players[0].engine = 2
    now(game, 0, "deliver red C9 C5 A1")
    # links: Bob's 1 and Ann's 1; and Diplomatic Relations 1 each
    assert (game.state.players[0].score, game.state.players[1].score) == (2, 2)
    assert "diplomacy" not in game.state.players[0].cards


def test_shinbashi_station_goes_to_the_first_blue_delivery_on_its_line() -> None:
    game = ready()
    now(game, 1, "build C5 C7 C9")
    game.state.cubes["C5"] = ["red", "blue"]
    game.state.colors["C9"] = "blue"  # Yellowby takes blue cubes now
    now(game, 1, "deliver blue C5 C9")
    assert game.state.players[1].score == 2 and "shinbashi" in game.state.claimed


def test_the_nippon_baron_goals() -> None:
    game = ready()
    now(game, 0, "build C5 C7 C9")
    assert baron_points(game, 0, "goto")[0] == 1 and baron_points(game, 1, "goto")[0] == 0
    game.state.players[0].engine, game.state.players[1].engine = 7, 7
    assert baron_points(game, 0, "tanaka")[0] == 0  # a tie below 8 scores nothing
    game.state.players[0].engine, game.state.players[1].engine = 8, 8
    assert baron_points(game, 0, "tanaka")[0] == 7  # "unless the tie is at the #8 level"
    game.state.players[1].engine = 6
    assert baron_points(game, 0, "tanaka")[0] == 7 and baron_points(game, 1, "tanaka")[0] == 0


def test_a_railroad_inspector_stops_one_delivery_of_a_player_once_a_game() -> None:
    game = ready()
    state = game.state
    state.players[0].cards = ["inspector"]
    state.players[1].cards = []
    now(game, 1, "build C5 C7 C9")
    game.state.order, game.state.acting = [0, 1], 0
    assert "another player" in refused(game, 0, "inspect Ann")
    assert [a.text for a in game.legal_actions(0) if a.text.startswith("inspect")] == ["inspect Bob"]
    said = play(game, "Ann: inspect Bob")  # not an action: Ann is still to act
    assert game.acting_players() == [0] and "Bob's next delivery will be stopped" in said[0]
    play(game, "Ann: pass")
    game.state.cubes["C5"] = ["yellow"]
    said = play(game, "Bob: deliver yellow C5 C9")
    assert game.state.cubes["C5"] == ["yellow"] and game.state.players[1].score == 0  # the cube stays
    assert game.acting_players() == [0]  # Bob's action is lost
    assert "stops Bob's delivery" in " ".join(said) and "inspector" not in game.state.players[0].cards
    game.state.players[0].cards = ["inspector2"]
    game.state.order, game.state.acting = [0, 1], 0
    assert "once a game" in refused(game, 0, "inspect Bob")
