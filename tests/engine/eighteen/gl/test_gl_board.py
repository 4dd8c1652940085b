"""18GL's board data (engine/data/18gl) against what the rulebook (18GL.txt) pins.

Most of the board is reconstructed (the rulebook's map, tile pictures and stock market are
missing; see engine/data/18gl/README.md). These tests hold the data to every fact the rulebook
does state, and to the sanity a reconstruction must keep: track can reach every stop, the
upgrade chart keeps track, the map's places lie roughly where they are on a real map.
"""

from __future__ import annotations

import json
import re
from collections import deque

import pytest

from engine.core.hexgrid import Hex, centre_xy, opposite
from engine.eighteen.gl.data import load_gl_rules
from engine.eighteen.shared.board import Board
from engine.eighteen.shared.building import _edge_problem
from engine.eighteen.shared.gamedata import COLOR_ORDER, DATA_DIR, NO_TRACK, TileManifest, TileSpec
from engine.eighteen.shared.market import StockMarket
from engine.eighteen.shared.tiles import PlacedTile, tile_kind, upgrade_problem

BOARD = Board.load("18gl")
MARKET = StockMarket.load("18gl")
RULES = load_gl_rules()
FOLDER = DATA_DIR / "18gl"
MANIFEST = TileManifest.model_validate_json((FOLDER / "manifest.json").read_text(encoding="utf-8"))
README = (FOLDER / "README.md").read_text(encoding="utf-8")


def hex_named(name: str) -> str:
    """The map hex whose name starts with `name` ('Detroit' -> 'J12')."""
    found = [h.hex for h in BOARD.spec.hexes if h.name and h.name.startswith(name)]
    assert len(found) == 1, (name, found)
    return found[0]


def places(home: str) -> set[str]:
    """The hexes a home (a hex or an off-board id) covers."""
    if home in BOARD.hexes:
        return {home}
    return {place for place, _ in BOARD.offboards[home].places}


# -- positions (1.3, 4.3, Table 5) -------------------------------------------------------------------


def test_pinned_cities_and_their_hexes() -> None:
    assert (BOARD.hexes["D2"].kind, BOARD.hexes["D2"].name, BOARD.hexes["D2"].home) == ("large", "Marquette", "LS&I")
    assert (BOARD.hexes["J12"].kind, BOARD.hexes["J12"].name, BOARD.hexes["J12"].home) == ("large", "Detroit", "DT&I")
    assert (BOARD.hexes["L14"].kind, BOARD.hexes["L14"].name, BOARD.hexes["L14"].home) == ("large", "Cleveland", "NKP")
    # 1.3: Chicago, Detroit and Cleveland begin the game as yellow tiles, labelled for their own upgrades
    for place in ("D12", "D14", "J12", "L14"):
        spec = BOARD.hexes[place]
        assert spec.preprinted is not None and BOARD.tiles[spec.preprinted.tile].color == "yellow", place
        assert spec.label is not None and BOARD.tiles[spec.preprinted.tile].label == spec.label, place


def test_chicago_is_a_double_hex_city_costing_50_an_upgrade() -> None:
    north, south = BOARD.hexes["D12"], BOARD.hexes["D14"]
    assert Hex.parse("D12").neighbour(0, BOARD.layout).name == "D14"  # one city over two touching hexes
    assert (north.kind, north.home, south.kind, south.home) == ("large", "MILW", "large", "IC")
    assert north.name.startswith("Chicago") and south.name.startswith("Chicago")  # type: ignore[union-attr]
    assert north.label.startswith("Chicago") and south.label.startswith("Chicago")  # type: ignore[union-attr]
    assert (north.upgrade_cost, south.upgrade_cost, north.cost, south.cost) == (50, 50, 0, 0)
    assert RULES.chicago_upgrade == 50
    assert [h.hex for h in BOARD.spec.hexes if h.upgrade_cost] == ["D12", "D14"]
    # the two halves are joined by track from the start (their shared side is an exit of both yellows)
    assert 0 in PlacedTile(BOARD.tiles[north.preprinted.tile], north.preprinted.rotation).exits  # type: ignore[union-attr]
    assert 3 in PlacedTile(BOARD.tiles[south.preprinted.tile], south.preprinted.rotation).exits  # type: ignore[union-attr]


def test_the_mine_is_printed_in_e1_worth_50() -> None:
    mine = BOARD.hexes["E1"]
    assert mine.symbols == ["mine"] and mine.preprinted is not None
    tile = BOARD.tiles[mine.preprinted.tile]
    assert [t.revenue for t in tile.towns] + [c.revenue for c in tile.cities] == [50]
    assert [h.hex for h in BOARD.spec.hexes if "mine" in h.symbols] == ["E1"]


def test_double_town_hexes_and_the_private_companies_blocked_hexes() -> None:
    assert sorted(h.hex for h in BOARD.spec.hexes if h.kind == "double") == ["C17", "G13", "M13"]
    blocks = {p.id: p.blocks for p in RULES.privates if p.blocks}
    assert blocks == {"C&E": ["L14", "M13"], "EJ&E": ["C11", "C13"]}
    for place in ("C11", "C13", "L14", "M13"):
        assert BOARD.hexes[place].kind not in NO_TRACK


def test_table_5_corporations_homes_and_station_markers() -> None:
    table_5 = {  # id: (name, home hexes, station markers)
        "B&O": ("Baltimore and Ohio Railroad", {"L20", "M21"}, 4),
        "NYC": ("New York Central System", {"N12", "N14"}, 4),
        "Wabash": ("Wabash Railway", {"B18", "C19"}, 3),
        "PRR": ("Pennsylvania Railroad", {"N18"}, 4),
        "IC": ("Illinois Central Railroad", {"D14"}, 2),
        "MILW": ("Chicago, Milwaukee, St. Paul and Pacific Railroad", {"D12"}, 3),
        "NKP": ("New York, Chicago and St. Louis Railroad", {"L14"}, 3),
        "GT": ("Grand Trunk Railway System", {"N6", "N8"}, 3),
        "Monon": ("Monon Railroad Company", {"H20"}, 3),
        "DT&I": ("Detroit, Toledo and Ironton Railroad", {"J12"}, 3),
        "LS&I": ("Lake Superior and Ishpeming Railroad", {"D2"}, 2),
    }
    assert {rr.id for rr in BOARD.railroads.values() if rr.home is not None} == set(table_5)
    for rr in (r for r in BOARD.railroads.values() if r.home is None):  # CONRAIL: no home, +5 tokens (Table 5)
        assert (rr.id, rr.stations) == ("CONRAIL", RULES.conrail_stations)
    for rr, (name, homes, stations) in table_5.items():
        spec = BOARD.railroads[rr]
        assert spec.name.startswith(name), rr
        assert places(spec.home) == homes, rr
        assert spec.stations == stations, rr
    assert RULES.conrail_stations == 5
    names = {"L20": "West Virginia", "N12": "East Coast", "B18": "St. Louis", "N18": "Pittsburgh", "N6": "Toronto",
             "H20": "Cincinnati"}
    for place, name in names.items():
        assert BOARD.offboard_at[place].name.startswith(name), place


def test_wabash_chooses_one_of_two_st_louis_circles() -> None:
    st_louis = BOARD.offboards[BOARD.railroads["Wabash"].home]
    assert (st_louis.slots, st_louis.home, places(st_louis.id)) == (2, "Wabash", {"B18", "C19"})
    other_homes = [ob for ob in BOARD.spec.offboards if ob.home and ob.home != "Wabash"]
    assert other_homes and all(ob.slots == 1 for ob in other_homes)


def test_eleven_off_map_locations_rising_by_phase_from_20_to_120() -> None:
    assert len(BOARD.spec.offboards) == 11
    keys = ["first", "second", "third"]
    assert sorted({p.offboard for p in RULES.phases}) == keys
    for ob in BOARD.spec.offboards:
        values = [ob.values[k] for k in keys]
        assert sorted(ob.values) == keys and values == sorted(values) and len(set(values)) == 3, ob.id
        assert all(20 <= v <= 120 and v % 10 == 0 for v in values), ob.id
    every = [v for ob in BOARD.spec.offboards for v in ob.values.values()]
    assert (min(every), max(every)) == (20, 120)  # 1.3: 'from as little as $20 to as much as $120'


# -- ferries, labels, symbols, terrain (1.3, 4.3, 4.6.1.1) --------------------------------------------


FERRY_PORTS = {  # 4.3 (11): the four routes by the places they join
    "Milwaukee-Muskegon": [("Milwaukee", "Muskegon")],
    "Traverse City-Escanaba": [("Traverse City", "Escanaba")],
    "Northern Ontario-Alpena-Owen Sound": [("Northern Ontario", "Alpena"), ("Alpena", "Owen Sound")],
    "London-Cleveland": [("London", "Cleveland")],
}


def test_the_four_ferries_cross_only_lakes_between_the_named_places() -> None:
    assert {f.name: len(f.segments) for f in BOARD.spec.ferries} == {name: len(legs) for name, legs in FERRY_PORTS.items()}
    for ferry in BOARD.spec.ferries:
        for segment, (start, end) in zip(ferry.segments, FERRY_PORTS[ferry.name], strict=True):
            (a, a_edge), (b, b_edge) = segment.ends
            for place in (a, b):
                assert BOARD.hexes[place].kind not in NO_TRACK, (ferry.id, place)
            assert segment.crosses and all(BOARD.hexes[h].kind == "lake" for h in segment.crosses), ferry.id
            # a chain of touching hexes: landing side, the lake hexes in order, the other landing side
            assert Hex.parse(a).neighbour(a_edge, BOARD.layout).name == segment.crosses[0], ferry.id
            assert Hex.parse(b).neighbour(b_edge, BOARD.layout).name == segment.crosses[-1], ferry.id
            for here, there in zip(segment.crosses, segment.crosses[1:], strict=False):
                assert there in {Hex.parse(here).neighbour(e, BOARD.layout).name for e in range(6)}, ferry.id
            for name, place in ((start, a), (end, b)):
                if name == "Northern Ontario":  # the off-map's shore hex
                    touching = {Hex.parse(place).neighbour(e, BOARD.layout).name for e in range(6)}
                    assert touching & places("NONT"), ferry.id
                else:
                    assert place == hex_named(name), (ferry.id, name)


def test_ferry_lines_are_on_the_proprietary_tiles_of_their_ports() -> None:
    """4.6.1.1: ferry lines on placed tiles correspond with the map's, and upgrades keep them."""
    for place, edge in BOARD.ferry_landings:
        label = BOARD.hexes[place].label
        for tile in (t for t in BOARD.tiles.values() if label and t.label == label):
            assert edge in PlacedTile(tile, 0).exits, (place, tile.id)


PROPRIETARY = {  # label: hexes, tile colours (1.3, section 8; the yellow of Chicago, Detroit, Cleveland is printed)
    "Chicago-North": (["D12"], ["yellow", "green", "brown", "gray"]),
    "Chicago-South": (["D14"], ["yellow", "green", "brown", "gray"]),
    "Detroit": (["J12"], ["yellow", "green", "brown", "gray"]),
    "Cleveland": (["L14"], ["yellow", "green", "brown", "gray"]),
    "Milwaukee": (["C9"], ["yellow", "green", "brown"]),  # 1.3: special yellow, green and brown tiles
    "Traverse City": (["F6"], ["yellow", "green"]),  # section 8's t1
    "London": (["L10"], ["yellow", "green"]),  # section 8's t2
}


def test_proprietary_tiles_exist_and_fit_only_their_labelled_hexes() -> None:
    hex_labels = {h.label for h in BOARD.spec.hexes if h.label}
    assert hex_labels == set(PROPRIETARY)
    in_play = [BOARD.tiles[t] for t in MANIFEST.tiles] + [BOARD.tiles[h.preprinted.tile] for h in BOARD.spec.hexes if h.preprinted]
    assert {t.label for t in in_play if t.label} == set(PROPRIETARY) | {"Ferry"}  # ferry tiles are never laid by hand
    for label, (hexes, colours) in PROPRIETARY.items():
        assert [h.hex for h in BOARD.spec.hexes if h.label == label] == hexes
        tiles = [t for t in in_play if t.label == label]
        assert [t.color for t in sorted(tiles, key=lambda t: COLOR_ORDER.index(t.color))] == colours, label
        for tile in tiles:
            problems = {_edge_problem(BOARD, hexes[0], e) for e in PlacedTile(tile, 0).exits} - {None}
            assert not problems, (tile.id, problems)  # drawn at rotation 0 to fit its hex
            assert tile_kind(tile) == BOARD.hexes[hexes[0]].kind, tile.id
    chicago = [t for t in BOARD.tiles.values() if t.label and t.label.startswith("Chicago") and t.color in ("brown", "gray")]
    for tile in chicago:  # 4.6.3: two parallel tracks between the two Chicago hexes
        shared = 0 if tile.label == "Chicago-North" else 3
        assert sum(1 for path in tile.paths if shared in path) == 2, tile.id


def test_terminal_port_and_mine_symbols() -> None:
    symbols = {s: [h for h in BOARD.spec.hexes if s in h.symbols] for s in ("terminal", "port", "mine")}
    assert all(symbols.values())
    for symbol in ("terminal", "port"):  # 4.3 (6), (10): the tokens go on a City with the symbol
        assert all(h.kind == "large" for h in symbols[symbol]), symbol
    assert not any(ob.symbols for ob in BOARD.spec.offboards)


def test_river_and_hill_costs_are_the_rulebooks() -> None:
    """4.3 (4), (5): rivers cost $20, $40 or $50; hills $20, $40, $50 or $60."""
    costs: dict[str, set[int]] = {"river": set(), "hill": set()}
    for spec in BOARD.spec.hexes:
        assert (spec.terrain is None) == (spec.cost == 0), spec.hex
        if spec.terrain:
            costs[spec.terrain].add(spec.cost)
    assert costs == {"river": {20, 40, 50}, "hill": {20, 40, 50, 60}}


# -- the tile manifest and upgrade chart (section 8) -------------------------------------------------

# Section 8 as printed: three columns of rows, each (count, 'No further upgrades' printed).
F, U = True, False
SECTION_8 = [
    [(1, F), (1, F), (2, U), (4, U), (2, U), (5, U), (4, U), (11, U), (14, U), (1, F), (1, F), (5, U), (4, U),
     (1, F), (1, F), (1, F), (1, F), (1, F), (1, U), (1, U), (1, U), (1, U), (1, U), (1, U), (6, U)],
    [(5, U), (2, U), (2, U), (2, U), (2, U), (2, U), (1, U), (1, U), (3, U), (3, U), (2, U), (2, U), (2, U), (1, U),
     (1, U), (1, U), (1, U), (2, U), (2, U), (2, U), (2, U), (4, U), (1, U), (2, F), (1, U), (1, U), (1, U), (1, U),
     (1, U), (1, F)],
    [(1, F), (1, F), (1, F), (1, F), (1, F), (2, F), (2, F), (2, F), (2, F), (1, F), (1, F), (2, F), (4, F), (1, F),
     (2, U), (2, U), (2, U), (1, F), (1, U), (1, U), (1, U), (1, U), (1, F), (1, F), (1, F), (1, F), (3, F), (2, F),
     (2, F), (1, F)],
]
PLAIN_YELLOW = {"7", "8", "9"}  # 4.6.1.1: plain yellow track is unlimited, whatever the chart prints


def chart_rows() -> list[list[tuple[list[str], int]]]:
    """The manifest notes' reading of section 8: per column, per row, (tile ids, count)."""
    columns = []
    for number, text in re.findall(r"Column (\d): ([^.]*)\.", MANIFEST.notes):
        assert int(number) == len(columns) + 1
        rows = []
        for index, (row, ids, count) in enumerate(re.findall(r"(\d+): (\S+) x(\d+)", text), start=1):
            assert int(row) == index
            rows.append((ids.split("+"), int(count)))
        columns.append(rows)
    return columns


def upgrades(tile: TileSpec) -> list[str]:
    """Manifest tiles that may replace `tile` (next colour, same kind and label, keeping its track)."""
    found = []
    for candidate in MANIFEST.tiles:
        new = BOARD.tiles[candidate]
        if tile_kind(new) != tile_kind(tile) or new.label != tile.label:
            continue
        if any(upgrade_problem(PlacedTile(tile, 0), PlacedTile(new, r), BOARD.layout) is None for r in range(6)):
            found.append(candidate)
    return found


def test_manifest_rows_have_section_8s_counts() -> None:
    columns = chart_rows()
    assert [[count for _, count in rows] for rows in columns] == [[c for c, _ in rows] for rows in SECTION_8]
    preprinted = {h.preprinted.tile for h in BOARD.spec.hexes if h.preprinted}
    in_rows: dict[str, int] = {}
    for rows in columns:
        for ids, count in rows:
            for tile in ids:
                assert tile in BOARD.tiles, tile
                in_rows[tile] = in_rows.get(tile, 0) + count
    assert set(in_rows) - set(MANIFEST.tiles) == {"CHI-N-Y", "CHI-S-Y", "DET-Y", "CLE-Y"} <= preprinted
    assert set(MANIFEST.tiles) <= set(in_rows)
    for tile, count in MANIFEST.tiles.items():
        assert count == ("unlimited" if tile in PLAIN_YELLOW else in_rows[tile]), tile
    assert sum(count for rows in columns for _, count in rows) == 171


def test_upgrade_chart_keeps_track_and_no_further_upgrades_means_none() -> None:
    for rows, printed in zip(chart_rows(), SECTION_8, strict=True):
        for (ids, _), (_, final) in zip(rows, printed, strict=True):
            for tile in ids:
                found = upgrades(BOARD.tiles[tile])
                assert (not found) == final, (tile, found)
    # and nothing in the manifest is unreachable: every green, brown and grey tile upgrades something
    sources = [*MANIFEST.tiles, "CHI-N-Y", "CHI-S-Y", "DET-Y", "CLE-Y"]
    targets = {t for s in sources for t in upgrades(BOARD.tiles[s])}
    orphans = {t for t in MANIFEST.tiles if BOARD.tiles[t].color != "yellow" and BOARD.tiles[t].label != "Ferry"} - targets
    assert not orphans


def test_four_ferry_tiles_and_the_double_town_tiles_are_final() -> None:
    ferries = sorted(t for t in MANIFEST.tiles if BOARD.tiles[t].label == "Ferry")
    assert len(ferries) == 4 and all(MANIFEST.tiles[t] == 1 for t in ferries)
    doubles = sorted(t for t in MANIFEST.tiles if len(BOARD.tiles[t].towns) == 2)
    assert doubles == ["1", "2", "55", "56", "69"]
    assert all(BOARD.tiles[t].color == "yellow" and not upgrades(BOARD.tiles[t]) for t in doubles)


def test_double_town_tiles_fit_the_double_town_hexes() -> None:
    doubles = [BOARD.tiles[t] for t in MANIFEST.tiles if len(BOARD.tiles[t].towns) == 2]
    for place in ("C17", "G13", "M13"):
        assert all(tile_kind(t) == BOARD.hexes[place].kind for t in doubles), place



def test_every_unbuilt_stop_can_take_a_yellow_tile_of_its_kind() -> None:
    """Each town, double town and city hex without a printed tile has a yellow tile that fits it
    (its kind and label, and a rotation whose track runs into no lake, wall or blank map edge)."""
    yellows = [BOARD.tiles[t] for t in MANIFEST.tiles if BOARD.tiles[t].color == "yellow"]
    for spec in BOARD.spec.hexes:
        if spec.kind not in ("small", "double", "large") or spec.preprinted:
            continue
        fitting = [(t.id, r) for t in yellows if tile_kind(t) == spec.kind and t.label == spec.label for r in range(6)
                   if not any(_edge_problem(BOARD, spec.hex, e) for e in PlacedTile(t, r).exits)]
        assert fitting, spec.hex

# -- the stock market (3.2, 3.3, 5) ------------------------------------------------------------------


def test_starting_values_in_one_column_and_the_later_ones() -> None:
    starts = MARKET.spec.starts
    opening = [s for s in starts if s.from_phase == "2H"]
    assert sorted(MARKET.value(s.cell) for s in opening) == [60, 70, 75, 80, 90, 100]
    assert len({s.cell[1] for s in opening}) == 1  # 3.3: six spaces in a single column
    later = sorted((MARKET.value(s.cell), s.from_phase) for s in starts if s.from_phase != "2H")
    assert later == [(140, "6H"), (200, "E")]
    # Table 2's 'Top Par Value' agrees
    for phase in RULES.phases:
        allowed = [MARKET.value(s.cell) for s in starts if [p.name for p in RULES.phases].index(s.from_phase)
                   <= [p.name for p in RULES.phases].index(phase.name)]
        assert max(allowed) == phase.top_start, phase.name


def test_market_shape_yellow_zone_and_end_value() -> None:
    rows = MARKET.spec.rows
    for row in rows:
        values = [v for v in row if v is not None]
        assert values == sorted(values) and len(set(values)) == len(values)
        assert None not in row[: len(values)]  # each row is one run from the left edge
    for column in range(MARKET.width):
        values = [r[column] for r in rows if r[column] is not None]
        assert values == sorted(values, reverse=True)
    top = max(v for row in rows for v in row if v is not None)
    assert top >= 450 and MARKET.spec.end_value == 450
    assert any(v == 450 for v in rows[0])  # a price can reach it
    assert RULES.conrail_min_start in rows[0]  # CONRAIL starts in the top row, at least $110
    yellow = MARKET.spec.yellow
    assert yellow and all(MARKET.value(cell) < 60 for cell in yellow)  # below every starting value
    assert not {s.cell for s in MARKET.spec.starts} & set(yellow)


# -- connectivity and geography ------------------------------------------------------------------------


def land_reach(home: str) -> set[str]:
    """Hexes and off-board ids track could reach from a home over land: no lakes or impassable hexes,
    not across walls, not through an off-board, and out of a grey pre-printed hex only by its track."""
    def steps(place: str) -> list[str]:
        spec = BOARD.hexes[place]
        fixed = None
        if spec.preprinted and BOARD.tiles[spec.preprinted.tile].color == "gray":
            fixed = PlacedTile(BOARD.tiles[spec.preprinted.tile], spec.preprinted.rotation).exits
        found = []
        for edge in range(6):
            if (place, edge) in BOARD.walls or (fixed is not None and edge not in fixed):
                continue
            there = Hex.parse(place).neighbour(edge, BOARD.layout).name
            if there in BOARD.hexes and BOARD.hexes[there].kind not in NO_TRACK:
                found.append(there)
            elif there in BOARD.offboard_at and opposite(edge) in BOARD.offboard_at[there].exits_at(there):
                found.append(BOARD.offboard_at[there].id)
        return found

    if home in BOARD.hexes:
        start = [home]
    else:
        start = [Hex.parse(p).neighbour(e, BOARD.layout).name for p, exits in BOARD.offboards[home].places for e in exits]
    seen, todo = {home, *start}, deque(start)
    while todo:
        for there in steps(todo.popleft()):
            if there not in seen:
                seen.add(there)
                if there in BOARD.hexes:
                    todo.append(there)
    return seen


def test_every_stop_is_reachable_over_land_from_every_home() -> None:
    stops = {h.hex for h in BOARD.spec.hexes if h.kind in ("small", "double", "large")} | set(BOARD.offboards)
    for rr in BOARD.railroads.values():
        if rr.home is None:
            continue  # CONRAIL forms from others
        missing = stops - land_reach(rr.home)
        assert not missing, (rr.id, sorted(missing))  # no place needs a ferry to be reached
    for ferry in BOARD.spec.ferries:
        for segment in ferry.segments:
            assert all(place in land_reach("D2") for place, _ in segment.ends)


def where(name: str) -> tuple[float, float]:
    """Centre (x east, y south) of a named place: a map hex or an off-map location's first hex."""
    offboard = next((ob for ob in BOARD.spec.offboards if ob.name.startswith(name)), None)
    place = offboard.hex if offboard else hex_named(name)
    return centre_xy(Hex.parse(place), BOARD.layout)


WEST_OF = [("Milwaukee", "Detroit"), ("Madison", "Milwaukee"), ("Chicago (north)", "Detroit"), ("Toledo", "Cleveland"),
           ("Cleveland", "Buffalo"), ("Grand Rapids", "Lansing"), ("Detroit", "London"), ("Dayton", "Columbus"),
           ("Duluth", "Marquette"), ("Indianapolis", "Columbus"), ("St. Louis", "Chicago (south)"), ("Hamilton", "Toronto")]
NORTH_OF = [("Marquette", "Chicago (north)"), ("Toledo", "Columbus"), ("Green Bay", "Milwaukee"), ("Detroit", "Toledo"),
            ("Fort Wayne", "Indianapolis"), ("Sault Ste. Marie", "Saginaw"), ("Traverse City", "Grand Rapids"),
            ("Dayton", "Cincinnati"), ("Toronto", "Buffalo"), ("Cleveland", "Pittsburgh"), ("Saginaw", "Detroit"),
            ("Chicago (south)", "Indianapolis"), ("Owen Sound", "London")]


@pytest.mark.parametrize(("west", "east"), WEST_OF)
def test_west_of(west: str, east: str) -> None:
    assert where(west)[0] < where(east)[0]


@pytest.mark.parametrize(("north", "south"), NORTH_OF)
def test_north_of(north: str, south: str) -> None:
    assert where(north)[1] < where(south)[1]


def test_the_lakes_lie_between_their_shores() -> None:
    lake = {h.hex for h in BOARD.spec.hexes if h.kind == "lake"}
    assert {"E9", "E11"} <= lake  # Lake Michigan east of Milwaukee and Chicago
    assert Hex.parse("D12").neighbour(4, BOARD.layout).name in lake  # Chicago's north-east is the lake
    assert Hex.parse(hex_named("Cleveland")).neighbour(3, BOARD.layout).name in lake  # Lake Erie north of Cleveland
    assert not {hex_named(n) for n in ("Madison", "Indianapolis", "Columbus", "Lansing", "Fort Wayne")} & lake


# -- every reconstructed value is listed in the README ---------------------------------------------------


def reconstructed_entries() -> list[tuple[str, str]]:
    """(kind, id) of every data entry whose source says it is (partly) reconstructed."""
    board = json.loads((FOLDER / "map.json").read_text(encoding="utf-8"))
    tiles = json.loads((FOLDER / "tiles.json").read_text(encoding="utf-8"))
    market = json.loads((FOLDER / "market.json").read_text(encoding="utf-8"))
    rules = json.loads((FOLDER / "rules.json").read_text(encoding="utf-8"))
    entries = [("hex", h["hex"]) for h in board["hexes"] if "reconstructed" in h["source"]]
    entries += [("off-board", o["id"]) for o in board["offboards"] if "reconstructed" in o["source"]]
    entries += [("railroad", r["id"]) for r in board["railroads"] if "reconstructed" in r["source"]]
    entries += [("ferry", f["id"]) for f in board["ferries"] if "reconstructed" in f["source"]]
    entries += [("tile", t["id"]) for t in tiles["tiles"] if "reconstructed" in t["source"]]
    entries += [("market", "market.json")] if "reconstructed" in market["source"] else []
    entries += [("bank", "bank")] if "reconstructed" in rules["bank_source"] else []
    entries += [("manifest", "manifest.json")]  # the row-by-row reading of section 8 is reconstructed
    entries += [("walls", "walls")] if board["walls"] else []
    return entries


def test_every_data_entry_says_where_it_comes_from() -> None:
    board = json.loads((FOLDER / "map.json").read_text(encoding="utf-8"))
    tiles = json.loads((FOLDER / "tiles.json").read_text(encoding="utf-8"))
    for entry in [*board["hexes"], *board["offboards"], *board["railroads"], *board["ferries"], *tiles["tiles"]]:
        source = entry.get("source", "")
        assert "rulebook" in source or "reconstructed" in source or "standard 18xx" in source, entry


def test_the_readme_lists_every_reconstructed_value() -> None:
    entries = reconstructed_entries()
    assert len(entries) > 100
    missing = [(kind, name) for kind, name in entries if f"`{name}`" not in README]
    assert not missing, missing
