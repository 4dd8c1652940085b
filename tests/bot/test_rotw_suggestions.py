"""Autocomplete for Railways of the World on the small test map: `/build path:` goes on hex by hex
from what was typed (every suggestion a legal build or a legal start of one), `toward:` and `card:`,
`/deliver route:` the legal deliveries' routes, and the cards, cities and Western Links offered
from the legal moves. At most 25 values, none over 100 characters."""

from __future__ import annotations

from bot.suggestions import suggest_values
from engine.core.errors import IllegalAction
from engine.rotw import suggest
from engine.rotw.actions import DeliverCube
from engine.rotw.data import CardsSpec, OperationsCard
from engine.rotw.track import plan_build
from tests.engine.rotw.test_rotw_core import CARDS, SmallMap, play, started

CITIES = {"A1", "A9", "C1", "C5", "C9"}


def build(game: SmallMap, player: int, typed: str, **filled: str) -> list[str]:
    values = suggest_values(game, player, "build", "path", typed, filled)
    assert len(values) <= 25 and len(set(values)) == len(values)
    assert all(len(v) <= 100 for v in values)
    return values


def legal(game: SmallMap, player: int, path: str, most: int = 4) -> bool:
    """A legal build (pointing anywhere) or, one hex long, a place a build may start."""
    hexes = tuple(path.split())
    if len(hexes) == 1:
        return hexes[0] in CITIES or hexes[0] in suggest.starts(game, player)
    for toward in (None, *(game.board.neighbour(hexes[-1], e) for e in range(6))):
        try:
            plan_build(game, player, hexes, toward, most)
            return True
        except IllegalAction:
            continue
    return False


def test_a_build_starts_at_the_cities_and_goes_on_hex_by_hex() -> None:
    game = started()
    me = game.acting_players()[0]
    assert set(build(game, me, "")) >= CITIES
    after = build(game, me, "A1")
    assert "A1 A3" in after and "A1 B2" not in after and "A1" not in after  # Redport has a spoke only on its right
    assert after.index("A1 A3") < after.index("A1 A3 A5 A7 A9")  # each next hex before whole routes
    assert all(legal(game, me, v) for v in after)
    assert build(game, me, "A1 ") == [v for v in after]
    coal = build(game, me, "C1")  # C1's neighbours: B2, C3 and D2 (water)
    assert {"C1 B2", "C1 C3"} <= set(coal) and not any(v.startswith("C1 D2") for v in coal)
    gray = build(game, me, "C5")
    assert not any(v.split()[1] in ("D4", "D6") for v in gray)  # water
    on = build(game, me, "A1 A3 A5")
    assert on[0] == "A1 A3 A5"  # what was typed is a legal build already
    assert {"A1 A3 A5 A7", "A1 A3 A5 B6"} <= set(on) and all(v.startswith("A1 A3 A5") for v in on)
    assert all(legal(game, me, v) for v in on)
    for value in on:  # each one is accepted as the move
        copy = started()
        play(copy, f"{copy.players[me]}: build {value}")
    assert build(game, me, "A1 A") == ["A1 A3"]  # the last word still being typed
    assert build(game, me, "A1 A3 A5 A7 A9") == ["A1 A3 A5 A7 A9"]  # at a city: nothing goes on
    assert build(game, me, "A3") == []  # neither a city nor an incomplete link's end
    assert "A1 A3" in build(game, me, "Redport")  # a city's name
    assert build(game, me, "Red") == ["A1"]
    assert build(game, 1 - me, "") == []  # not their turn


def test_a_city_reached_comes_first_and_the_tile_limit_holds() -> None:
    game = started()
    me = game.acting_players()[0]
    values = build(game, me, "A1 A3 A5 A7")
    assert values[1] == "A1 A3 A5 A7 A9"  # after the typed path: the next hex that reaches a city
    assert all(len(v.split()) <= 6 for v in build(game, me, "A1"))  # a city, four tiles, a city


def test_an_incomplete_link_goes_on_from_its_end_and_toward_offers_its_neighbours() -> None:
    game = started()
    me = game.acting_players()[0]
    other = 1 - me
    assert suggest_values(game, me, "build", "toward", "", {"path": "C5 C7"}) == ["B8", "C9"]  # not D8: water
    assert suggest_values(game, me, "build", "toward", "", {"path": "A1 A3 A5 A7 A9"}) == []
    play(game, f"{game.players[me]}: build C5 C7", f"{game.players[other]}: pass")
    starts = build(game, me, "")
    assert starts[0] == "C7" and set(starts) >= CITIES
    assert {"C7 C9", "C7 B8"} <= set(build(game, me, "C7"))
    assert suggest_values(game, me, "build", "card", "", {}) == []  # no cards held


BUILD_CARDS = CardsSpec(barons=CARDS.barons, operations=[
    *CARDS.operations,
    OperationsCard(id="pe", name="Perfect Engineering", kind="perfect_engineering", text="five tiles",
                   params={"max_tiles": 5, "timing": "lasting_once_per_turn"}),
    OperationsCard(id="lg", name="Government Land Grant", kind="land_grant", text="free plains",
                   params={"timing": "held"}),
])


class CardMap(SmallMap):
    @property
    def cards(self) -> CardsSpec:  # type: ignore[override]
        return BUILD_CARDS


def test_held_cards_for_building_are_offered_and_perfect_engineering_lays_five() -> None:
    game = CardMap(["Ann", "Bob"], 1)
    play(game, "Ann: keep-baron 1", "Bob: keep-baron 2")
    while game.state.stage == "auction":
        play(game, f"{game.players[game.acting_players()[0]]}: pass")
    me = game.acting_players()[0]
    game.state.players[me].cards += ["o1", "pe", "lg"]  # o1, a City Growth card, is not for building
    assert suggest_values(game, me, "build", "card", "", {}) == ["pe", "lg"]
    assert suggest_values(game, me, "build", "card", "perfect", {}) == ["pe"]
    four = build(game, me, "A1")
    five = build(game, me, "A1", card="pe")
    assert max(len(v.split()) for v in four) == 6 and max(len(v.split()) for v in five) == 7
    five_tiles = next(v for v in five if len(v.split()) == 7)
    play(game, f"{game.players[me]}: build {five_tiles} card:pe")
    assert suggest_values(game, 1 - me, "build", "card", "", {}) == []  # Bob holds none


def test_delivery_routes_are_the_legal_deliveries() -> None:
    game = started()
    me = game.acting_players()[0]
    other = 1 - me
    play(game, f"{game.players[me]}: build C5 C7 C9", f"{game.players[other]}: build C5 B4 A3 A1")
    state = game.state
    state.cubes["C9"], state.cubes["C5"] = ["red"], ["yellow", "red"]
    state.players[me].engine = 2
    deliveries = [a for a in game.legal_actions(me) if isinstance(a, DeliverCube)]
    routes = suggest_values(game, me, "deliver", "route", "", {})
    assert routes and set(routes) == {" ".join(a.cities) for a in deliveries}
    assert len(routes) <= 25 and all(len(r) <= 100 for r in routes)
    red = suggest_values(game, me, "deliver", "route", "", {"color": "red"})
    assert set(red) == {" ".join(a.cities) for a in deliveries if a.color == "red"}
    assert suggest_values(game, me, "deliver", "route", "", {"color": "yellow"}) == ["C5 C9"]
    assert suggest_values(game, me, "deliver", "route", "redp", {}) == ["C9 C5 A1"]  # by a city's name
    assert suggest.delivery_points(game, me, "red", ("C9", "C5", "A1")) == {me: 1, other: 1}
    assert suggest.delivery_points(game, me, "red", ("C9", "C5")) == {}  # not legal: Grayton is gray
    assert suggest_values(game, other, "deliver", "route", "", {}) == []  # not their turn


def test_cards_and_cities_come_from_the_legal_moves() -> None:
    game = started()
    me = game.acting_players()[0]
    command = next(name for name, _ in (a.typed() for a in game.legal_actions(me) if a.kind == "take-card"))
    takeable = suggest_values(game, me, command, "card", "", {})
    display = game.public_view().display
    assert takeable and set(takeable) <= set(display)
    assert all(game.cards.operations[[c.id for c in game.cards.operations].index(c)].params.get("timing") != "goal"
               for c in takeable)
    assert suggest_values(game, me, "urbanize", "city", "", {}) == ["C5"]
    assert suggest_values(game, me, "urbanize", "city", "gray", {}) == ["C5"]  # Grayton
    assert suggest_values(game, me, "western-link", "city", "", {}) == []  # none on this map


def test_delivery_routes_are_labelled_with_their_cities_and_points() -> None:
    from bot.suggestions import choice_label
    from tests.engine.rotw.test_rotw_core import play, started

    game = started()
    me = game.acting_players()[0]
    other = 1 - me
    play(game, f"{game.players[me]}: build C5 C7 C9", f"{game.players[other]}: build C5 B4 A3 A1")
    game.state.cubes["C9"] = ["red"]
    game.state.players[me].engine = 2
    label = choice_label(game, me, "deliver", "route", "C9 C5 A1", {"color": "red"})
    assert label == f"Yellowby - Grayton - Redport: you +1, {game.players[other]} +1"
    assert choice_label(game, me, "urbanize", "city", "C5", {}) == "Grayton (C5)"  # a city by its name (issue 34 §10)
    assert choice_label(game, me, "build", "toward", "C6", {}) == "C6"  # other options show their value


def test_build_paths_are_labelled_with_cost_destination_and_bonds() -> None:
    from bot.suggestions import choice_label
    from tests.engine.rotw.test_rotw_core import started

    game = started()
    me = game.acting_players()[0]
    game.state.players[me].money = 10  # $10,000: no bond needed
    assert choice_label(game, me, "build", "path", "C5 C7 C9", {}) == "C5 C7 C9: Grayton → Yellowby, $2,000"
    assert choice_label(game, me, "build", "path", "C5 B6", {}) == "C5 B6: from Grayton, $3,000, unfinished"  # a river
    game.state.players[me].money = 1
    assert choice_label(game, me, "build", "path", "C5 C7 C9", {}) == "C5 C7 C9: Grayton → Yellowby, $2,000, 1 bond"
    assert choice_label(game, me, "build", "path", "C5", {}) == "C5: start at Grayton"
