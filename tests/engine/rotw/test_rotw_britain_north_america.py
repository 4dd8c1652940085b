"""Railways of Great Britain and Railways of North America as titles, on their real boards (compendium, the Great
Britain and North America pages, and the Appendix of Railroad Operations Cards):

  Great Britain   2-5 players, Empty City Markers 10/12/14/16, no cube reduction (the chart); "Players may not
                  build across the black line between Hull, Grimsby and Goole"; Railroad Inspectors (ROGB-2).
  North America   2-5 players, markers 9/11/13/15, one cube fewer a city with 2-3 players (the chart); "Building
                  track on any hex north of the snow line costs $1,000 more than the usual price. Exception: If
                  using a Ferry Line card, you still pay nothing"; Ferry Line (RONA-5): "You may build over one
                  ferry hex for free ... The card is the ONLY way to build on a Ferry Hex. (Remove from game after
                  use.)"; fully outlined water hexes are legal to build.

The small-map tests of the same rules are in test_rotw_map_features.py; here the real hexes are used."""

from __future__ import annotations

from itertools import pairwise

import pytest

from engine import game_class
from engine.actions import parse_action
from engine.core.errors import IllegalAction
from engine.rotw import suggest, track
from engine.rotw.game import Rotw
from engine.rotw.maps.britain import RotwBritain
from engine.rotw.maps.northamerica import RotwNorthAmerica
from tests.engine.conftest import refused
from tests.engine.rotw.test_rotw_core import past_the_auction, play

NAMES = ["Ann", "Bob", "Cid", "Dee", "Eve", "Fay"]


def started(cls: type[Rotw], players: int = 2, seed: int = 3) -> tuple[Rotw, int]:
    """Barons kept, the auction passed out; everyone with $60,000; (the game, the player to act)."""
    game = past_the_auction(cls(NAMES[:players], seed), money=60)
    return game, game.acting_players()[0]


def cost(game: Rotw, player: int, path: str, card: str | None = None) -> int:
    """The price of a typed build, as the move itself would charge it (the card's pricing if one is used)."""
    from engine.rotw.cards import build_card

    most, price, _ = build_card(game, player, card)
    return track.plan_build(game, player, tuple(path.split()), None, most, price).cost


@pytest.mark.parametrize(("cls", "name", "markers"), [
    (RotwBritain, "rotw-gb", {2: 10, 3: 12, 4: 14, 5: 16}), (RotwNorthAmerica, "rotw-na", {2: 9, 3: 11, 4: 13, 5: 15}),
])
def test_the_titles_are_offered_for_two_to_five_players_with_their_marker_counts(
        cls: type[Rotw], name: str, markers: dict[int, int]) -> None:
    assert game_class(name) is cls
    for players, needed in markers.items():
        assert cls(NAMES[:players], 1).markers_needed() == needed
    with pytest.raises(IllegalAction, match="2 to 5 players"):
        cls(NAMES, 1)
    assert not any(c.western_link for c in cls(NAMES[:2], 1).board.cities.values())


def test_great_britain_keeps_every_cube_and_north_america_draws_one_fewer_with_two_or_three_players() -> None:
    britain, canada = RotwBritain(NAMES[:2], 4), RotwNorthAmerica(NAMES[:3], 4)
    for hex_name, city in britain.board.cities.items():
        assert len(britain.state.cubes.get(hex_name, [])) == city.cubes, city.name
    for hex_name, city in canada.board.cities.items():
        assert len(canada.state.cubes.get(hex_name, [])) == max(1, city.cubes - 1) if city.cubes else True, city.name
    assert len(RotwNorthAmerica(NAMES[:4], 4).state.cubes[canada.board.city("Montreal") or ""]) == \
        canada.board.cities[canada.board.city("Montreal") or ""].cubes


def test_no_track_crosses_the_humber_and_the_way_round_from_hull_is_by_goole() -> None:
    game, player = started(RotwBritain)
    hull, goole, grimsby = (game.board.city(n) for n in ("Hull", "Goole", "Grimsby"))
    assert (hull, goole, grimsby) == ("AH46", "AH42", "AJ48")
    said = refused(game, player, "build Hull AH44 AI43")
    assert said == "No track crosses the Humber (a tidal estuary not bridged until 1981) between AH44 and AI43."
    assert "spoke" in refused(game, player, "build Hull AI45")  # Hull's side on the estuary has no track spoke
    offered = [p.split() for p in suggest.build_paths(game, player, "Hull ")]
    assert offered and all((a, game.board.edge_to(a, b)) not in game.board.barriers
                           for path in offered for a, b in pairwise(path))
    assert ["AH46", "AH44", "AH42"] in offered  # Hull to Goole along the north bank
    play(game, f"{game.players[player]}: build Hull AH44 Goole")
    assert cost(game, 1 - player, "Goole AI43 AJ44 AJ46 Grimsby") == 2 + 3 + 2  # round by Goole: plains, river, plains


def test_a_railroad_inspector_is_the_great_britain_decks_own_and_only_there_a_move() -> None:
    game, player = started(RotwBritain)
    other = 1 - player
    game.state.players[player].cards = ["railroad-inspector-1"]
    assert [a.text for a in game.legal_actions(player) if a.text.startswith("inspect")] == [f"inspect {NAMES[other]}"]
    said = play(game, f"{NAMES[player]}: inspect {NAMES[other]}")
    assert said == [f"{NAMES[player]} plays Railroad Inspector: {NAMES[other]}'s next delivery will be stopped."]
    assert game.acting_players() == [player]  # not an action
    canada, first = started(RotwNorthAmerica)
    with pytest.raises(IllegalAction):  # no Inspector in this title's moves
        play(canada, f"{NAMES[first]}: inspect {NAMES[1 - first]}")


def test_north_of_the_snow_line_every_tile_costs_a_thousand_more() -> None:
    game, player = started(RotwNorthAmerica)
    board = game.board
    assert {h: (board.terrain[h], h in board.snow) for h in ("H72", "H74", "R104", "R106")} == {
        "H72": ("plains", True), "H74": ("plains", True), "R104": ("plains", False), "R106": ("plains", False)}
    assert cost(game, player, "Ivujivik H72 H74") == 2 * (2 + 1)  # plains $2,000 and the Snow Line's $1,000
    assert cost(game, player, "R102 R104 R106 R108") == 2 * 2  # Corner Brook to St. John, south of it: plains only


def test_a_ferry_spot_is_built_only_with_a_ferry_line_card_free_once_and_the_card_leaves_the_game() -> None:
    game, player = started(RotwNorthAmerica)
    board, name = game.board, NAMES[player]
    assert sorted(board.ferries) == ["G75", "G77", "G83", "O101", "U101", "U103"]  # 6 spots, 5 cards
    assert refused(game, player, "build Sydney V102 U101") == "U101 is a ferry spot: only a Ferry Line card builds there (card:…)."
    assert suggest.build_paths(game, player, "Sydney V102 ") == ["W101 V102"]  # nowhere on without the card
    game.state.display.remove("ferry-line-1")  # a start card, face up: as if taken earlier
    game.state.players[player].cards = ["ferry-line-1"]
    offered = suggest.build_paths(game, player, "Sydney V102 ", card="ferry-line-1")
    assert offered[:2] == ["W101 V102", "W101 V102 U101"] and "W101 V102 U101 T102 S103 R102" in offered  # to Corner Brook
    assert suggest.cost_of(game, player, parse_action("build Sydney V102 U101 T102 S103 card:ferry-line-1")) == 8
    assert "one ferry hex" in refused(game, player, "build Ivujivik H72 H74 G75 G77 card:ferry-line-1")
    # north of the Snow Line the ferry hex is free too: plains 3 + plains 3 + ferry 0 + plains 3
    assert cost(game, player, "Ivujivik H72 H74 G75 F76", "ferry-line-1") == 9
    assert cost(game, player, "Sydney V102 U101 T102 S103", "ferry-line-1") == 2 + 0 + 2 + 4
    play(game, f"{name}: build Sydney V102 U101 T102 S103 card:ferry-line-1")
    assert game.state.players[player].money == 60 - 8
    state = game.state
    assert "ferry-line-1" not in state.players[player].cards + state.deck + state.display  # out of the game
    assert state.players[player].cards == []


def test_a_fully_outlined_water_hex_takes_track_at_the_plains_price() -> None:
    game, _player = started(RotwNorthAmerica)
    board = game.board
    assert sorted(board.outlined) == ["E75", "V48", "Y97"]  # E75: south-west of Iqaluit (F72 until revision 4)
    for hex_name in board.outlined:
        assert board.buildable(hex_name) and board.terrain[hex_name] == "water"
        assert board.tile_cost(game.rules, hex_name, 0) == 2 + (1 if hex_name in board.snow else 0)


@pytest.mark.parametrize(("cls", "card"), [(RotwBritain, "land-grant-1"), (RotwBritain, "tunnel-engineer-1"),
                                           (RotwNorthAmerica, "ferry-line-2")])
def test_a_build_cards_price_is_the_same_offered_warned_and_charged(cls: type[Rotw], card: str) -> None:
    """What /build path: offers with a card, the price the bond warning reads and what the move takes agree (they
    once priced a card's build as if no card were used)."""
    import copy

    game, player = started(cls, seed=5)
    game.state.display = [c for c in game.state.display if c != card]
    game.state.deck = [c for c in game.state.deck if c != card]
    game.state.players[player].cards = [card]
    offered = suggest.city_builds(game, player, card)
    plain = {route: plan.cost for route, plan in suggest.city_builds(game, player)}
    assert offered and any(plan.cost < plain.get(route, 99) for route, plan in offered)  # the card lowers some
    for route, plan in offered[:: max(1, len(offered) // 12)]:
        move = parse_action(f"build {' '.join(route)} card:{card}")
        assert suggest.cost_of(game, player, move) == plan.cost
        after = copy.deepcopy(game)
        after.apply(player, move)
        assert after.state.players[player].money == 60 - plan.cost, route
        if card.startswith("ferry") and any(h in game.board.ferries for h in route):
            assert plan.cost < plain.get(route, 99) or route not in plain


def test_city_rotors_sit_on_coloured_cities_of_every_colour_and_a_nippon_game_begun_before_keeps_none() -> None:
    from engine.rotw.maps.nippon import RotwNippon

    for cls, count in ((RotwBritain, 6), (RotwNorthAmerica, 6), (RotwNippon, 7)):
        game = cls(NAMES[:3], 2, ("rotors",))
        assert len(game.state.rotors) == count, cls.title
        cities = [game.board.cities[h] for h in game.state.rotors]
        assert {c.color for c in cities} == {"red", "yellow", "blue", "purple", "black"}, cls.title
    assert RotwNippon(NAMES[:3], 2, ("rotors",), revision=1).state.rotors == {}  # rules revision 2 brought them


def _links(game: Rotw, player: int, *pairs: tuple[str, str]) -> None:
    """Completed links of the player between named cities (their track is not what these goals read)."""
    from engine.rotw.state import Link

    for a, b in pairs:
        start, end = game.board.city(a), game.board.city(b)
        assert start and end, (a, b)
        game.state.links.append(Link(id=len(game.state.links) + 1, owner=player, start=start, segments=[], end=end))


def test_the_barons_that_need_the_far_cities_and_the_ferries() -> None:
    """North America: John MacDonald 8 for Ottawa to Iqaluit, John Young 2 for each of Juneau, Echo Bay, Ivujivik and
    St. John (8 at most); Great Britain: George Hudson 5 for Leeds & York to Bristol (compendium's baron appendix)."""
    from engine.rotw.cards import baron_points

    canada, _ = started(RotwNorthAmerica)
    _links(canada, 0, ("Ottawa", "Moose Factory"), ("Moose Factory", "Ivujivik"))
    assert baron_points(canada, 0, "john-macdonald")[0] == 0
    assert baron_points(canada, 0, "john-young")[0] == 2  # Ivujivik
    _links(canada, 0, ("Ivujivik", "Iqaluit"), ("Prince Rupert", "Juneau"), ("Corner Brook", "St. John"))
    assert baron_points(canada, 0, "john-macdonald")[0] == 8
    assert baron_points(canada, 0, "john-young")[0] == 6  # Ivujivik, Juneau, St. John
    _links(canada, 1, ("Yellowknife", "Echo Bay"))
    assert baron_points(canada, 0, "john-young")[0] == 6 and baron_points(canada, 1, "john-young")[0] == 2
    britain, _ = started(RotwBritain)
    _links(britain, 1, ("Leeds", "York"), ("York", "Hull"))
    assert baron_points(britain, 1, "george-hudson")[0] == 0
    _links(britain, 1, ("Leeds", "Birmingham"), ("Birmingham", "Bristol"))
    assert baron_points(britain, 1, "george-hudson") == (5, "Leeds - York - Bristol connected")


@pytest.mark.parametrize("typed", ["émile", "E\u0301MILE", "Éｍｉｌｅ"])
def test_an_inspector_names_its_target_whatever_the_case_or_unicode_form(typed: str) -> None:
    """Issue 31 §4: names are compared NFKC-normalised and casefolded, so "émile" names Émile (and only Émile)."""
    game = past_the_auction(RotwBritain(["Ann", "Émile"], 3), money=60)
    player = game.acting_players()[0]
    assert game.players[player] == "Ann"  # seed 3: Ann acts first, and holds the Inspector
    game.state.players[player].cards = ["railroad-inspector-1"]
    said = game.apply(player, parse_action(f"inspect {typed}")).messages
    assert said == ("Ann plays Railroad Inspector: Émile's next delivery will be stopped.",)
