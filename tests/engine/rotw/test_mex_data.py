"""Railways of Mexico data (engine/data/rotw_mex/): the board, the cards and the numbers.

No picture of the Mexico board was available, so the map is reconstructed from real geography
(engine/data/rotw_mex/README.md). These tests hold it to what the compendium fixes (the deck, the
Empty City Markers, no cube reduction) and to the sanity a reconstruction must keep: every city can
be reached over land, the cities lie where they are on a real map, and every reconstructed value is
listed in the README.
What every reconstructed board keeps (reachability, spokes, the README's lists, …) is checked for all of
them in test_reconstructed_maps.py.
"""

from __future__ import annotations

from collections import Counter

from engine.core.hexgrid import POINTY, Hex, centre_xy
from engine.eighteen.shared.gamedata import DATA_DIR
from engine.rotw.data import load_board, load_cards, load_rules
from tests.engine.rotw.deck_params import baron_params, operation_params

BOARD = load_board("mex")
CARDS = load_cards("mex")
RULES = load_rules("mex")
README = (DATA_DIR / "rotw_mex" / "README.md").read_text(encoding="utf-8")
CARDS_MD = (DATA_DIR / "rotw_mex" / "CARDS.md").read_text(encoding="utf-8")
BY_NAME = {h.hex: h for h in BOARD.hexes}
CITIES = {h.city.name: h for h in BOARD.hexes if h.city}

COLOURS = {
    "red": {"Mexico City", "Guadalajara", "Veracruz"},
    "yellow": {"Puebla", "Monterrey", "San Luis Potosí", "Mérida", "Tampico", "Oaxaca"},
    "blue": {"Querétaro", "Guanajuato", "Zacatecas", "Chihuahua", "Mazatlán"},
    "black": {"Morelia", "Durango", "Saltillo", "Guaymas"},
    "purple": {"Aguascalientes", "Orizaba", "Campeche"},
    "gray": {
        "El Paso", "Nogales", "Laredo", "Brownsville", "Hermosillo", "Culiacán", "Torreón", "Acapulco", "Tehuantepec",
        "Toluca", "Cuernavaca", "Jalapa", "León", "Monclova", "Tepic", "Tapachula", "Manzanillo", "Pachuca",
        "Ciudad Victoria", "Matehuala", "Piedras Negras", "Parral", "Villahermosa", "Tuxtla Gutiérrez", "Coatzacoalcos",
    },
}

OPERATION_PARAMS = operation_params("first_delivery", "first_exact_links_delivery", "first_colors_delivered",
                                    "service_bounty", "hotel", "land_grant", "city_growth", "new_industry",
                                    "executive", "civil_engineers", "free_engine_upgrade", "express",
                                    "operations_growth", "trading_depot", "tunnel_engineer")
BARON_PARAMS = baron_params("links_from_city", "fewest_bonds", "highest_engine", "most_cities", "longest_railroad",
                            "largest_railroad", "most_money", "most_track_tiles", "connect", "hotels_held")
TIMINGS = {"goal", "immediate", "held", "lasting", "lasting_once_per_turn"}
# MEX-n codes of the compendium's Appendix of Railroad Operations Cards
DECK = {
    "first_delivery": 1, "first_exact_links_delivery": 1, "first_colors_delivered": 1, "service_bounty": 4, "hotel": 4,
    "land_grant": 2, "city_growth": 3, "new_industry": 4, "executive": 2, "civil_engineers": 2, "free_engine_upgrade": 3,
    "express": 3, "operations_growth": 2, "trading_depot": 3, "tunnel_engineer": 3,
}


def _xy(name: str) -> tuple[float, float]:
    return centre_xy(Hex.parse(CITIES[name].hex), POINTY)


# -- the board ---------------------------------------------------------------------------------------


def test_cities_and_colours():
    assert BOARD.title == "Railways of Mexico"
    assert len(CITIES) == 46
    for colour, names in COLOURS.items():
        assert {n for n, h in CITIES.items() if h.city.color == colour} == names, colour
    for name, h in CITIES.items():
        assert 1 <= h.city.cubes <= 5, name
        assert h.terrain == "plains", name
        assert not h.city.western_link, name
        assert h.city.source and h.city.source.startswith("reconstructed:"), name
    assert CITIES["Mexico City"].city.cubes == 5
    assert max(h.city.cubes for n, h in CITIES.items() if h.city.color == "gray") <= 2
    assert sum(h.city.cubes for h in CITIES.values()) <= 5 * RULES.cubes_per_color


def test_geography():
    def south_of(a, b):
        return _xy(a)[1] > _xy(b)[1]

    def east_of(a, b):
        return _xy(a)[0] > _xy(b)[0]

    assert south_of("Mexico City", "Monterrey")
    assert south_of("Mexico City", "Querétaro")
    assert south_of("Oaxaca", "Puebla")
    assert south_of("Acapulco", "Cuernavaca")
    assert south_of("Guaymas", "Hermosillo") and south_of("Hermosillo", "Nogales")
    assert south_of("Chihuahua", "El Paso") and south_of("Monterrey", "Laredo")
    assert east_of("Mérida", "Veracruz") and east_of("Mérida", "Campeche")
    assert east_of("Veracruz", "Puebla") and east_of("Puebla", "Mexico City")
    assert east_of("Mexico City", "Guadalajara") and east_of("Guadalajara", "Mazatlán")
    assert east_of("Brownsville", "Laredo") and east_of("Laredo", "El Paso") and east_of("El Paso", "Nogales")
    assert east_of("Tampico", "San Luis Potosí")
    # the border towns are the northernmost cities
    north = sorted(CITIES, key=lambda n: _xy(n)[1])[:2]
    assert set(north) <= {"El Paso", "Nogales"}
    # the ports touch water; inland capitals do not
    def by_water(name: str) -> bool:
        here = Hex.parse(CITIES[name].hex)
        return any((n := BY_NAME.get(here.neighbour(e, POINTY).name)) is not None and n.terrain == "water"
                   for e in range(6))

    for port in ("Veracruz", "Tampico", "Mazatlán", "Acapulco", "Guaymas", "Campeche", "Manzanillo", "Coatzacoalcos"):
        assert by_water(port), port
    for inland in ("Mexico City", "Puebla", "Querétaro", "Zacatecas", "Chihuahua", "Durango"):
        assert not by_water(inland), inland


def test_terrain_mix():
    kinds = Counter(h.terrain for h in BOARD.hexes)
    assert set(kinds) == {"plains", "river", "mountain", "water"}
    land = kinds["plains"] + kinds["river"] + kinds["mountain"]
    assert 600 <= land <= 1000
    assert 0.15 <= kinds["mountain"] / land <= 0.4
    for h in BOARD.hexes:
        if h.city is None:
            assert h.source and h.source.startswith("reconstructed:"), h.hex


def test_major_lines():
    ids = {m.id for m in BOARD.major_lines}
    assert {"MEX-VER", "MEX-ELP"} <= ids
    for line in BOARD.major_lines:
        assert set(line.ends) <= set(CITIES), line.id
        assert not line.western_link
        assert line.source and line.source.startswith("reconstructed:"), line.id
    assert sum(BOARD.new_city_tiles.values()) == 24 and "red" not in BOARD.new_city_tiles


# -- the cards ---------------------------------------------------------------------------------------


def test_barons():
    assert len(CARDS.barons) == 12
    assert len({b.id for b in CARDS.barons}) == 12
    for baron in CARDS.barons:
        assert baron.goal in BARON_PARAMS, baron.id
        assert set(baron.params) - {"optional"} == BARON_PARAMS[baron.goal], baron.id
        assert baron.id in CARDS_MD, baron.id
    by_id = {b.id: b for b in CARDS.barons}
    assert {b.id for b in CARDS.barons if b.params.get("optional")} == {
        "francisco-madero", "matias-romero", "pancho-villa", "patrick-henry-cooney"}
    assert by_id["manuel-gonzalez"].params["cities"] == ["Culiacán", "Tampico"]
    assert by_id["pancho-villa"].params["cities"] == ["Chihuahua", "Brownsville"]
    assert by_id["sebastian-lerdo-de-tejada"].params["city"] == "Mexico City"
    for baron in CARDS.barons:
        for city in [*baron.params.get("cities", []), baron.params.get("city", "Mexico City")]:
            assert city in CITIES, (baron.id, city)


def test_operations_deck():
    ops = CARDS.operations
    assert len(ops) == 38
    assert len({o.id for o in ops}) == 38
    assert Counter(o.kind for o in ops) == DECK
    for card in ops:
        assert card.params["timing"] in TIMINGS, card.id
        assert set(card.params) - {"timing"} == OPERATION_PARAMS[card.kind], card.id
        assert card.keep == (card.params["timing"] in {"held", "lasting", "lasting_once_per_turn"}), card.id
        assert card.start == (card.params["timing"] == "goal"), card.id
        if "city" in card.params:
            assert card.params["city"] in CITIES, card.id
        assert card.id.rsplit("-", 1)[0] in CARDS_MD or card.id in CARDS_MD, card.id
    for kind in OPERATION_PARAMS:
        assert f"`{kind}`" in CARDS_MD, kind


def test_rules():
    assert RULES.title == "RotW-MEX" and RULES.map == "mex"
    # Mexico has 4 Player Reference Cards: 8/9/10 for 2-4 players (issue 33 §8)
    assert RULES.end_markers == {"2": 8, "3": 9, "4": 10}
    assert RULES.players == {"min": 2, "max": 4}
    before = load_rules("mex", 3)  # games begun under revision 3 or earlier keep their markers and 5 seats
    assert before.end_markers == {"2": 9, "3": 11, "4": 13, "5": 15} and before.players == {"min": 2, "max": 5}
    assert RULES.fewer_cubes_with == []
    eus = load_rules("eus")
    assert RULES.track_costs == eus.track_costs and RULES.income == eus.income
