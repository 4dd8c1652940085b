"""Generate the reconstructed Railways of North America board (the Canadian map), engine/data/rotw_na/board.json.

No picture of the real board was available, so the map is reconstructed from real geography (the coasts, ranges,
rivers, crossings and the city list in tools/rotw_maps/na_geo.py); engine/data/rotw_na/README.md explains every
choice, and its part between the "generated" marks is written here too. Standard library only. Run from the
repository root:

    python3 -m tools.rotw_maps.na            # write board.json and the generated part of README.md
    python3 -m tools.rotw_maps.na --dump     # print the board as text: ~ water, o outlined water, + ferry spot,
                                             # ^ mountain, = river, . plains, a city by its first letter; the rows
                                             # north of the Snow Line are marked * at the left
    python3 -m tools.rotw_maps.na --dry-run  # print the counts, write nothing
"""

from __future__ import annotations

import math
import sys

from engine.core.hexgrid import row_letters
from tools.rotw_maps import common
from tools.rotw_maps import na_geo as geo
from tools.rotw_maps.conic import EDGE_WORDS, Cell, ConicGrid, latlon_text, neighbours

GRID = ConicGrid(100.0, lat1=47.0, lat2=62.0, lat0=55.0, lon0=-94.0)  # hexes 100 km across the flats
RIVER_KM = 38.0  # a plains hex whose centre lies this close to a river's course is a river hex
TILES = {"yellow": 6, "blue": 6, "purple": 6, "black": 6}


# -- the board ---------------------------------------------------------------------------------------------


def sea_name(lat: float, lon: float) -> str:
    if lon < -120.0:
        return "the Pacific Ocean (with the Strait of Georgia and Hecate Strait)"
    if 62.7 < lat < 64.0 and -69.0 < lon < -65.5:
        return "Frobisher Bay"
    if lat > 60.3 and lon < -64.0:
        return "Hudson Strait and Ungava Bay"
    if lat > 63.0:
        return "Davis Strait and Cumberland Sound"
    if -69.8 < lon < -56.5 and 46.0 < lat < 51.6 and not (lat < 47.3 and lon > -60.2):
        return "the Gulf of St. Lawrence (with Chaleur Bay and the Northumberland Strait)"
    if lat < 45.9 and lon < -64.3:
        return "the Bay of Fundy and the Gulf of Maine"
    if lat > 51.5:
        return "the Labrador Sea"
    return "the Atlantic Ocean"


def build() -> dict:
    top = min(round(GRID.project(lat, lon)[1] / GRID.row_km) for _, lat, lon, *_ in geo.CITIES) - 1  # above Echo Bay
    cells = common.scan(GRID, geo.FRAME, geo.LAND, sea_name, lakes=geo.LAKES, top=top)
    land = {k for k, v in cells.items() if v["kind"] == "land"}
    cells = common.trim_sea(cells, geo.LAKES)
    for a in sorted(land):
        for b in neighbours(a):
            if b in land and cells[a]["polygon"] != cells[b]["polygon"]:
                raise SystemExit(f"land of {cells[a]['polygon']} and {cells[b]['polygon']} side by side at {a} {b}")
    common.relief(GRID, cells, geo.RANGES)
    cities = common.place_cities(GRID, cells, geo.CITIES, 60.0, by_cubes=False, fits=lambda key, cell, name, true:
                                 cell["polygon"] == geo.ISLAND_OF.get(name, "mainland"))
    beside, closed = city_side_water(cells, cities)
    common.river_hexes(GRID, cells, cities, geo.RIVERS, RIVER_KM)
    ferries, outlined = crossings(cells)
    rows = sorted({r for r, _ in cells})
    snow_row = (rows[0] + rows[-1] + 1) // 2  # rows above this one are north of the Snow Line
    return {"cells": cells, "cities": cities, "ridges": common.ridges(GRID, cells, geo.CRESTS), "ferries": ferries,
            "outlined": {**beside, **outlined}, "closed": closed, "snow_row": snow_row, "top": rows[0],
            "bottom": rows[-1]}


def city_side_water(cells: dict, cities: dict) -> tuple[dict[Cell, tuple[str, str]], dict[common.Side, Cell]]:
    """The compendium's water beside a city (CITY_SIDE_WATER): the hex on the city's side becomes water of the sea
    beside it, outlined; the city's side facing it takes no spoke. The outlined hexes, and the closed sides (a city's
    hex and edge) with the hex each faces."""
    where = {c["name"]: k for k, c in cities.items()}
    outlined: dict[Cell, tuple[str, str]] = {}
    closed: dict[common.Side, Cell] = {}
    for city, edge, name, why in geo.CITY_SIDE_WATER:
        key = neighbours(where[city])[edge]
        cell = cells[key]
        if key in cities or cell["kind"] != "land":
            raise SystemExit(f"the hex beside {city} for {name} is a city's or not land")
        if len({cells[n]["polygon"] for n in neighbours(key) if n in cells and cells[n]["kind"] == "land"}) != 1:
            raise SystemExit(f"the water beside {city} for {name} would touch two land masses")
        sea = sea_name(cell["lat"], cell["lon"])
        cell.update(kind="water", terrain="water", group=sea, polygon=sea)
        if not any(cells[n]["group"] == sea for n in neighbours(key) if n in cells and n != key):
            raise SystemExit(f"the water beside {city} for {name} does not reach {sea}")
        outlined[key] = (name, why)
        closed[(where[city], edge)] = key
    return outlined, closed


def city_spokes(board: dict, key: Cell) -> list[int]:
    """A city's spokes: facing land, outlined water or a ferry spot, but not on a side CITY_SIDE_WATER closes."""
    return common.spokes(board["cells"], key, opened(board), board["closed"])


def crossings(cells: dict) -> tuple[dict[Cell, tuple[str, str]], dict[Cell, tuple[str, str]]]:
    """The ferry spots (water touching an island and the mainland) and the outlined water hexes."""
    def masses(key: Cell) -> set[str]:
        return {cells[n]["polygon"] for n in neighbours(key) if n in cells and cells[n]["kind"] == "land"}

    ferries: dict[Cell, tuple[str, str]] = {}
    for name, island, point, why in geo.FERRIES:
        spots = [k for k, v in cells.items() if v["kind"] == "water" and v["group"] not in geo.LAKES
                 and k not in ferries and masses(k) == {island, "mainland"}]
        if not spots:
            raise SystemExit(f"no water hex touches both {island} and the mainland for {name}")
        ferries[min(spots, key=lambda k: math.dist(GRID.centre(k), GRID.project(*point)))] = (name, why)
    outlined: dict[Cell, tuple[str, str]] = {}
    for name, point, why in geo.OUTLINED:
        key = min((k for k, v in cells.items() if v["kind"] == "water" and k not in ferries),
                  key=lambda k: math.dist(GRID.centre(k), GRID.project(*point)))
        if len(masses(key)) != 1:
            raise SystemExit(f"the outlined hex for {name} would join {masses(key)}")
        outlined[key] = (name, why)
    return ferries, outlined


def opened(board: dict) -> dict[Cell, tuple[str, str]]:
    """The water hexes track may be built on: the ferry spots and the outlined hexes."""
    return {**board["ferries"], **board["outlined"]}


def snowy(board: dict, key: Cell) -> bool:
    """Is the hex north of the Snow Line, and one track may be built on?"""
    return key[0] < board["snow_row"] and common.track_hex(board["cells"], key, opened(board))


def major_lines(board: dict) -> list[dict]:
    return common.major_lines(board["cities"], geo.MAJOR_LINES, "the compendium does not list the North America "
                              "Major Lines (they are printed on the map)")


def hex_source(board: dict, key: Cell) -> str:
    cell = board["cells"][key]
    snow = "; north of the Snow Line ($1,000 more a track tile)" if snowy(board, key) else ""
    where = "its centre" if key in board["closed"].values() else "from real geography"  # the compendium's water
    at = f"{where} at {latlon_text(cell['lat'], cell['lon'])}{snow}"
    if key in board["ferries"]:
        name, why = board["ferries"][key]
        return f"reconstructed: a ferry spot, water built on only with a Ferry Line card ({name}: {why}), {at}"
    if key in board["outlined"]:
        name, why = board["outlined"][key]
        return f"reconstructed: water fully outlined on the board, so buildable ({name}: {why}), {at}"
    return common.terrain_source(cell, f" ({cell['polygon']})" if cell["terrain"] == "plains" else "", snow)


def board_json(board: dict) -> dict:
    cells, cities, name = board["cells"], board["cities"], common.naming(board["cells"])
    hexes = common.hexes_json(
        board, name, GRID, spokes=lambda key: city_spokes(board, key),
        source=lambda key: hex_source(board, key),
        taken="taken, beside a city, not land of its own island or with too few land sides",
        facing="facing land, outlined water or a ferry spot",
        note=lambda key: "; north of the Snow Line" if key in cities and snowy(board, key) else "")
    for key, entry in zip(sorted(cells), hexes, strict=True):
        for flag, on in (("snow", snowy(board, key)), ("ferry", key in board["ferries"]),
                         ("outlined", key in board["outlined"])):
            if on:
                entry[flag] = True
        for (city, edge), water in board["closed"].items():
            if key == city:
                entry["city"]["source"] += (f"; but none on its {EDGE_WORDS[edge]} side, facing {name(water)}: the "
                                            f"compendium's outlined water there has no city entrance")
    snow = row_letters(board["snow_row"] - 1 - board["top"])
    return common.board_dict(
        board, name, GRID, hexes, major_lines(board), module="na", title="Railways of North America",
        board_name="Railways of North America", notes=(
            f"Canada with the Alaska panhandle and a strip of the United States along the border; Vancouver Island, "
            f"Haida Gwaii, Prince Edward Island, Anticosti and the islands of Hudson Bay are left out; sea is kept up "
            f"to two hexes from a coast, Hudson Bay whole. The Snow Line runs below row {snow} (rows A-{snow} are "
            f"north of it, halfway down the board). Newfoundland (St. John) and Baffin Island (Iqaluit) are reached "
            f"only over the six ferry spots."),
        tiles=TILES,
        source=("reconstructed: every hex, city, ridge, ferry spot, outlined hex, the Snow Line and the Major "
                "Lines (README.md); new_city_tiles: the base game's 24 New City tiles with no red ones "
                "(compendium), split evenly as for the Eastern U.S., Mexico and Europe (reconstructed)"))


# -- text output -------------------------------------------------------------------------------------------


def dump(board: dict) -> str:
    return common.dump(board, lambda key, cell: "+" if key in board["ferries"] else "o" if key in board["outlined"]
                       else "", lambda r: "*" if r < board["snow_row"] else " ")


def kind(board: dict, key: Cell, cell: dict) -> tuple[str, str]:
    """A hex's group in the README: ferry spots and outlined water apart; plains by land mass."""
    label = "Water (ferry spot)" if key in board["ferries"] else "Water (outlined)" if key in board["outlined"] \
        else cell["terrain"].capitalize()
    return label, cell["group"] if cell["terrain"] != "plains" else cell["polygon"]


def readme(board: dict) -> str:
    cells, name = board["cells"], common.naming(board["cells"])
    out = common.city_lines(board["cities"], name, lambda key: city_spokes(board, key))
    out += ["", "## Terrain", "", "Every hex's terrain is **reconstructed**; each hex's `source` names its range, "
            "river or water and the latitude and longitude of its centre.", "",
            "- **Mountain**: land hexes whose centre lies within a band around a range's axis (where two overlap, "
            "the nearer relative to its half-width):", *common.range_lines(geo.RANGES)]
    out += [f"- **River**: plains hexes whose centre lies within {RIVER_KM:.0f} km of a river's course:",
            *common.course_lines(geo.RIVERS)]
    out += ["- **Water**: the lakes (kept whole) and the sea up to two hexes from a coast; **plains**: the rest (the "
            "Canadian Shield, the prairies, the tundra, the plateaus)."]
    out += common.group_lines(board, name, lambda key, cell: kind(board, key, cell), {
        "Water (ferry spot)": 0, "Water (outlined)": 0, "Water": 1, "Mountain": 2, "River": 3, "Plains": 4})
    out += ["", "### Ferry spots and outlined water", "", "| hex | what | where | why |", "|---|---|---|---|"]
    for what, table in (("ferry spot", board["ferries"]), ("outlined", board["outlined"])):
        out += [f"| {name(key)} | {what} | {where} | {why} |" for key, (where, why) in table.items()]
    snow, snowy_hexes = row_letters(board["snow_row"] - 1 - board["top"]), sum(1 for k in cells if snowy(board, k))
    out += ["", "### The Snow Line", "", f"Rows A to {snow} are north of the Snow Line: their {snowy_hexes} "
            f"land, outlined and ferry hexes are marked `snow` ($1,000 more a track tile). Rows "
            f"{row_letters(board['snow_row'] - board['top'])} to {row_letters(board['bottom'] - board['top'])} are "
            "south of it. The line is the border between the two middle rows of the board, read so:"]
    for lon in (-134.0, -123.0, -113.5, -94.0, -80.0, -66.0, -55.0):
        lat = GRID.unproject(GRID.project(55.0, lon)[0], (board["snow_row"] - 0.5) * GRID.row_km)[0]
        out.append(f"- at {abs(lon):.1f}W it lies at about {lat:.1f}N")
    out += common.ridge_lines(board, name, geo.CRESTS, "one of these crest lines crosses:", gap=False)
    out += common.line_section(major_lines(board), "**Reconstructed** from the historical lines")
    out += common.map_lines("na", "`~` water, `o` outlined water, `+` a ferry spot, `^` mountain, `=` river, `.` "
                            "plains, a city by its first letter; `*` after a row's letters: north of the Snow Line.",
                            dump(board))
    return "\n".join(out)


def main(argv: list[str]) -> None:
    board = build()
    if "--dump" in argv:
        print(dump(board))
    data = board_json(board)
    print(f"{len(data['hexes'])} hexes {common.terrain_counts(data)}, {len(board['cities'])} cities, "
          f"{len(data['ridges'])} ridges, {len(board['ferries'])} ferry spots, {len(board['outlined'])} outlined, "
          f"{sum(1 for h in data['hexes'] if h.get('snow'))} snow hexes")
    if "--dry-run" not in argv and "--dump" not in argv:
        common.write("na", data, readme(board))


if __name__ == "__main__":
    main(sys.argv[1:])
