"""The Railways of the World Eastern U.S. map (engine/data/rotw_eus/board.json).

The cities are held to the reference table (RotW-facts.md: colour, starting cubes and the position on
an offset hex grid read off the board); the rest of the map is reconstructed from a picture of the
board (engine/data/rotw_eus/README.md), so it is held to the sanity a reconstruction must keep: every
city can be reached, the places lie where they are on a real map, ridges lie between map hexes, and
every reconstructed value is listed in the README for an owner of the game to check.
"""

from __future__ import annotations

import re
from collections import Counter, deque

import pytest

from engine.core.hexgrid import POINTY, Hex, centre_xy, opposite, row_letters
from engine.eighteen.shared.gamedata import DATA_DIR
from engine.rotw.data import load_board

BOARD = load_board("eus")
README = (DATA_DIR / "rotw_eus" / "README.md").read_text(encoding="utf-8")
BY_NAME = {h.hex: h for h in BOARD.hexes}
CITIES = {h.city.name: h for h in BOARD.hexes if h.city}

# The reference table (RotW-facts.md, S1): colour, starting cubes, (row, col) on its offset grid
# (row 0 = Boston's row, col 0 = Duluth's column, odd rows shifted half a hex east).
REFERENCE = {
    "Boston": ("yellow", 4, 0, 25),
    "Albany": ("gray", 2, 2, 21),
    "Providence": ("gray", 2, 2, 25),
    "New Haven": ("gray", 1, 3, 23),
    "Toronto": ("purple", 3, 4, 14),
    "Buffalo": ("gray", 1, 5, 16),
    "New York": ("red", 5, 5, 23),
    "Duluth": ("yellow", 2, 6, 0),
    "Philadelphia": ("blue", 4, 7, 22),
    "Detroit": ("black", 3, 9, 11),
    "Cleveland": ("gray", 1, 9, 14),
    "Baltimore": ("yellow", 4, 9, 21),
    "Minneapolis": ("gray", 1, 10, 0),
    "Pittsburgh": ("blue", 4, 10, 17),
    "Dover": ("gray", 1, 10, 24),
    "Milwaukee": ("gray", 2, 11, 5),
    "Toledo": ("gray", 1, 11, 11),
    "Washington D.C.": ("gray", 2, 11, 21),
    "Wheeling": ("purple", 3, 12, 17),
    "Chicago": ("red", 4, 13, 7),
    "Columbus": ("gray", 1, 13, 14),
    "Richmond": ("black", 3, 13, 22),
    "Norfolk": ("gray", 1, 13, 24),
    "Rock Island": ("gray", 1, 15, 4),
    "Indianapolis": ("gray", 1, 15, 10),
    "Des Moines": ("gray", 1, 16, 1),
    "Cincinnati": ("yellow", 3, 16, 13),
    "Raleigh": ("yellow", 2, 17, 22),
    "Louisville": ("black", 2, 18, 12),
    "Lexington": ("gray", 2, 18, 14),
    "Wilmington": ("gray", 2, 19, 24),
    "St. Louis": ("blue", 3, 20, 6),
    "Knoxville": ("gray", 1, 21, 16),
    "Kansas City": ("gray", 1, 22, 1),
    "Nashville": ("purple", 3, 22, 13),
    "Columbia": ("gray", 1, 22, 21),
    "Chattanooga": ("gray", 1, 23, 15),
    "Charleston": ("red", 4, 23, 23),
    "Atlanta": ("blue", 4, 25, 17),
    "Savannah": ("purple", 3, 25, 22),
    "Memphis": ("yellow", 3, 26, 9),
    "Tulsa": ("gray", 1, 27, 1),
    "Birmingham": ("gray", 1, 27, 14),
    "Montgomery": ("gray", 1, 28, 16),
    "Little Rock": ("gray", 1, 29, 6),
    "Jacksonville": ("yellow", 2, 29, 23),
    "Jackson": ("gray", 1, 31, 10),
    "Tallahassee": ("gray", 1, 31, 19),
    "Shreveport": ("gray", 1, 33, 6),
    "Mobile": ("black", 2, 33, 14),
    "Dallas": ("gray", 1, 34, 2),
    "New Orleans": ("blue", 5, 36, 13),
}


def offset_name(row: int, col: int) -> str:
    """The hex name of the reference's (row, col): doubled numbers, odd rows shifted east."""
    return f"{row_letters(row)}{2 * col + 1 + (row & 1)}"


def offset_distance(a: tuple[int, int], b: tuple[int, int]) -> int:
    """Hex distance on the reference's offset grid, through cube coordinates."""

    def cube(row: int, col: int) -> tuple[int, int, int]:
        x = col - (row - (row & 1)) // 2
        return x, -x - row, row

    return max(abs(p - q) for p, q in zip(cube(*a), cube(*b), strict=True))


def distance(a: str, b: str) -> int:
    """Hex distance between two names in doubled coordinates."""
    ha, hb = Hex.parse(a), Hex.parse(b)
    rows, numbers = abs(ha.letter - hb.letter), abs(ha.number - hb.number)
    return rows + max(0, (numbers - rows) // 2)


def neighbours(name: str) -> list[str]:
    return [Hex.parse(name).neighbour(edge, POINTY).name for edge in range(6)]


def xy(city: str) -> tuple[float, float]:
    return centre_xy(Hex.parse(CITIES[city].hex), POINTY)


def mentioned(name: str) -> bool:
    """`name` appears in the README as a whole hex name (A1 is not found inside A11)."""
    return re.search(rf"(?<![A-Za-z0-9]){re.escape(name)}(?![0-9])", README) is not None


# --- the hexes ---------------------------------------------------------------------------------


def test_title_and_layout() -> None:
    assert BOARD.title == "Railways of the Eastern U.S."
    assert BOARD.layout == "pointy"


def test_no_hex_listed_twice_and_every_name_round_trips() -> None:
    names = [h.hex for h in BOARD.hexes]
    assert len(names) == len(set(names))
    for name in names:
        assert Hex.parse(name).name == name
        hx = Hex.parse(name)
        assert (hx.letter + hx.number) % 2 == 1, name  # A holds odd numbers, B even, ...


def test_board_spans_rows_a_to_al() -> None:
    rows = {Hex.parse(h.hex).letter for h in BOARD.hexes}
    assert min(rows) == 0 and max(rows) == 37  # A (Boston's row) .. AL (below New Orleans)
    assert row_letters(max(rows)) == "AL"


def test_every_kind_of_terrain_is_there() -> None:
    kinds = Counter(h.terrain for h in BOARD.hexes if not h.city)
    assert set(kinds) == {"plains", "river", "mountain", "water"}
    assert kinds["plains"] > kinds["river"] > 50
    assert kinds["mountain"] > 50 and kinds["water"] > 100


def test_city_hexes_are_plains_and_water_has_no_city() -> None:
    for h in BOARD.hexes:
        if h.city:
            assert h.terrain == "plains", h.hex


# --- the cities --------------------------------------------------------------------------------


def test_the_52_cities_with_colour_and_cubes() -> None:
    assert len(CITIES) == 52 == len(REFERENCE)
    for name, (color, cubes, row, col) in REFERENCE.items():
        city = CITIES[name].city
        assert (city.color, city.cubes) == (color, cubes), name
        assert CITIES[name].hex == offset_name(row, col), name


def test_colour_totals_and_cubes() -> None:
    colors = Counter(h.city.color for h in CITIES.values())
    assert colors == {"gray": 29, "yellow": 7, "blue": 5, "black": 4, "purple": 4, "red": 3}
    assert sum(h.city.cubes for h in CITIES.values()) == 110


def test_city_hexes_by_name() -> None:
    expected = {
        "Boston": "A51",
        "New York": "F48",
        "Duluth": "G1",
        "Chicago": "N16",
        "Des Moines": "Q3",
        "Kansas City": "W3",
        "Atlanta": "Z36",
        "New Orleans": "AK27",
        "Dallas": "AI5",
    }
    assert {name: CITIES[name].hex for name in expected} == expected


def test_city_distances_keep_the_reference_grid() -> None:
    """Every pair of cities lies as far apart on the board as on the reference's grid."""
    for a, (_, _, ra, ca) in REFERENCE.items():
        for b, (_, _, rb, cb) in REFERENCE.items():
            assert distance(CITIES[a].hex, CITIES[b].hex) == offset_distance((ra, ca), (rb, cb)), (a, b)


@pytest.mark.parametrize(
    ("a", "b", "hexes"),
    [
        ("Boston", "Providence", 2),
        ("New York", "New Haven", 2),
        ("New York", "Philadelphia", 2),
        ("Baltimore", "Washington D.C.", 2),
        ("Detroit", "Toledo", 2),
        ("Pittsburgh", "Wheeling", 2),
        ("Richmond", "Norfolk", 2),
        ("Louisville", "Lexington", 2),
        ("Chicago", "Milwaukee", 3),
        ("Baltimore", "Toledo", 11),
        ("New York", "Chicago", 20),
        ("New York", "Kansas City", 31),
    ],
)
def test_checked_distances(a: str, b: str, hexes: int) -> None:
    assert distance(CITIES[a].hex, CITIES[b].hex) == hexes


def test_new_york_neighbourhood() -> None:
    """New York (F48): land towards New Haven and Philadelphia, the Atlantic to the east."""
    around = dict(zip(range(6), neighbours("F48"), strict=True))
    assert around == {0: "G47", 1: "F46", 2: "E47", 3: "E49", 4: "F50", 5: "G49"}
    assert all(n in BY_NAME and not BY_NAME[n].city for n in around.values())
    assert BY_NAME["F50"].terrain == "water"  # the Atlantic
    assert BY_NAME["F46"].terrain != "water"
    assert "E47" in neighbours(CITIES["New Haven"].hex)  # New Haven D48 is two hexes north
    assert "G47" in neighbours(CITIES["Philadelphia"].hex)  # Philadelphia H46 two south-west


def test_no_two_cities_touch() -> None:
    places = {h.hex for h in CITIES.values()}
    for name in places:
        assert not places & set(neighbours(name)), name


def test_western_links() -> None:
    linked = {name for name, h in CITIES.items() if h.city.western_link}
    assert linked == {"Kansas City", "Des Moines"}
    for name in linked:
        west = Hex.parse(CITIES[name].hex).neighbour(1, POINTY)
        assert west.name in BY_NAME and BY_NAME[west.name].terrain == "plains"  # the printed Western Link hex
        assert west.neighbour(1, POINTY).name not in BY_NAME  # ... on the west edge of the map


def test_every_city_reaches_every_other_over_land() -> None:
    land = {h.hex for h in BOARD.hexes if h.terrain != "water"}
    start = CITIES["New York"].hex
    seen, todo = {start}, deque([start])
    while todo:
        for n in neighbours(todo.popleft()):
            if n in land and n not in seen:
                seen.add(n)
                todo.append(n)
    assert {name for name, h in CITIES.items() if h.hex not in seen} == set()


def test_geography() -> None:
    x, y = {}, {}
    for name in CITIES:
        x[name], y[name] = xy(name)
    assert x["Boston"] > x["Chicago"] and y["New Orleans"] > y["Chicago"]
    assert x["Duluth"] < x["Chicago"] and y["Duluth"] < y["Chicago"]  # north-west
    assert x["Kansas City"] < x["St. Louis"] < x["Louisville"] < x["Richmond"] < x["Norfolk"]
    assert y["Boston"] < y["New York"] < y["Philadelphia"] < y["Baltimore"] < y["Richmond"] < y["Raleigh"]
    assert y["Charleston"] < y["Savannah"] < y["Jacksonville"]
    assert y["Minneapolis"] < y["Rock Island"] < y["St. Louis"] < y["Memphis"] < y["New Orleans"]
    assert x["Dallas"] < x["Shreveport"] < x["Jackson"] < x["Mobile"] < x["Tallahassee"]


def test_water_where_the_sea_and_lakes_are() -> None:
    def water_towards(city: str, edge: int, steps: int) -> bool:
        hx = Hex.parse(CITIES[city].hex)
        for _ in range(steps):
            hx = hx.neighbour(edge, POINTY)
            if hx.name in BY_NAME and BY_NAME[hx.name].terrain == "water":
                return True
        return False

    assert water_towards("Providence", 4, 3)  # the Atlantic (east of Boston is under the artwork)
    assert water_towards("Norfolk", 4, 3)
    assert water_towards("Mobile", 5, 3)  # the Gulf south of Mobile
    assert water_towards("Chicago", 2, 3)  # Lake Michigan north of Chicago
    assert water_towards("Cleveland", 2, 3)  # Lake Erie
    assert not water_towards("Indianapolis", 4, 5)


def test_mountains_along_the_appalachians_and_the_ozarks() -> None:
    mountains = [h.hex for h in BOARD.hexes if h.terrain == "mountain"]
    for name in mountains:
        x, _ = centre_xy(Hex.parse(name), POINTY)
        # Ozarks west of Memphis, the Appalachians east of Nashville
        assert x < xy("Memphis")[0] or x > xy("Nashville")[0], name
    for west, east in {"Pittsburgh": "Baltimore", "Knoxville": "Raleigh"}.items():
        row = Hex.parse(CITIES[west].hex).letter
        low, high = Hex.parse(CITIES[west].hex).number, Hex.parse(CITIES[east].hex).number
        path = [h.terrain for n, h in BY_NAME.items() if Hex.parse(n).letter == row and low < Hex.parse(n).number < high]
        assert "mountain" in path, (west, east)


# --- ridges, Major Lines, New City tiles ----------------------------------------------------------


def test_ridges_lie_between_two_map_hexes() -> None:
    assert len(BOARD.ridges) > 50
    sides = set()
    for name, edge in BOARD.ridges:
        other = Hex.parse(name).neighbour(edge, POINTY).name
        assert name in BY_NAME and other in BY_NAME, (name, edge)
        assert "water" not in (BY_NAME[name].terrain, BY_NAME[other].terrain)
        assert "mountain" in (BY_NAME[name].terrain, BY_NAME[other].terrain), (name, edge)
        side = frozenset({(name, edge), (other, opposite(edge))})
        assert side not in sides, (name, edge)
        sides.add(side)


def test_major_lines() -> None:
    ids = [m.id for m in BOARD.major_lines]
    assert len(ids) == len(set(ids))
    for line in BOARD.major_lines:
        assert set(line.ends) <= set(CITIES), line.id
        assert line.ends[0] != line.ends[1]
    west = [m for m in BOARD.major_lines if m.western_link]
    assert [(m.ends, m.points) for m in west] == [(("New York", "Kansas City"), 20)]
    assert ("New York", "Chicago") in [m.ends for m in BOARD.major_lines]


def test_new_city_tiles() -> None:
    assert sum(BOARD.new_city_tiles.values()) == 24  # the compendium's count for Railways of the World
    assert "red" not in BOARD.new_city_tiles


# --- the README lists every reconstructed value ---------------------------------------------------


def test_every_reconstructed_hex_is_in_the_readme() -> None:
    missing = [h.hex for h in BOARD.hexes if "reconstructed" in (h.source or "") and not mentioned(h.hex)]
    assert missing == []
    assert all(h.source for h in BOARD.hexes if not h.city)  # every terrain says where it comes from


def test_every_reconstructed_major_line_and_ridge_is_in_the_readme() -> None:
    for line in BOARD.major_lines:
        if "reconstructed" in (line.source or ""):
            assert f"| {line.id} |" in README, line.id
    for name, edge in BOARD.ridges:
        assert re.search(rf"^- {name} edge {edge} ", README, re.MULTILINE), (name, edge)
    assert "reconstructed" in (BOARD.source or "")
    assert "new_city_tiles" in README and "new_city_tiles" in (BOARD.source or "")


def test_doubtful_hexes_are_in_the_readme_with_their_reason() -> None:
    for h in BOARD.hexes:
        if "doubtful" in (h.source or ""):
            assert re.search(rf"^- {h.hex}: ", README, re.MULTILINE), h.hex


# --- the cities' track spokes (rule: a city hex takes track only at its printed spokes) ----------


def test_every_city_has_its_spokes() -> None:
    for name, h in CITIES.items():
        spokes = h.city.spokes
        assert spokes is not None, name
        assert len(spokes) >= 2, name
        assert len(spokes) == len(set(spokes)) and all(0 <= s < 6 for s in spokes), name
        assert spokes == sorted(spokes), name


def test_no_spoke_faces_water_or_leaves_the_map() -> None:
    for name, h in CITIES.items():
        for side in h.city.spokes or ():
            other = Hex.parse(h.hex).neighbour(side, POINTY).name
            assert other in BY_NAME, (name, side)  # off the map
            assert BY_NAME[other].terrain != "water", (name, side)


@pytest.mark.parametrize(
    ("city", "spokes"),
    [
        ("Boston", [0, 1, 5]),
        ("New York", [0, 1, 2]),
        ("Providence", [1, 2, 3]),
        ("Dover", [2, 5]),
        ("Duluth", [3, 4, 5]),
        ("Cleveland", [0, 4, 5]),
        ("Chicago", [0, 1, 4, 5]),
        ("Charleston", [1, 2]),
        ("Mobile", [1, 2, 3, 4]),
        ("New Orleans", [0, 1]),
        ("Dallas", [1, 2, 3, 4, 5]),
        ("Philadelphia", [0, 1, 2, 3, 4, 5]),
        ("Kansas City", [0, 1, 2, 3, 4, 5]),
    ],
)
def test_spokes_read_off_the_board(city: str, spokes: list[int]) -> None:
    assert CITIES[city].city.spokes == spokes


def test_western_link_cities_have_a_spoke_towards_the_link() -> None:
    for name in ("Kansas City", "Des Moines"):
        assert 1 in CITIES[name].city.spokes  # the printed WESTERN LINK rail leaves by the left side


def test_every_city_s_spokes_are_in_the_readme() -> None:
    for name, h in CITIES.items():
        sides = ", ".join(map(str, h.city.spokes))
        reconstructed = "reconstructed" in (h.city.source or "") and "spokes" in (h.city.source or "")
        how = "reconstructed" if reconstructed else "read"
        assert f"| {name} | {h.hex} | {sides} | {how} |" in README, name
