"""Generate the reconstructed Railways of Europe board, engine/data/rotw_eur/board.json.

No picture of the real board was available, so the map is reconstructed from real geography (the coasts, ranges,
rivers and crossings in tools/rotw_maps/eur_geo.py, the cities below); engine/data/rotw_eur/README.md explains
every choice. Standard library only. Run from the repository root:

    python3 -m tools.rotw_maps.eur            # write engine/data/rotw_eur/board.json
    python3 -m tools.rotw_maps.eur --dump     # print the board as text: ~ water, ^ mountain, = river, . plains,
                                              # + ferry crossing, a city by its first letter
    python3 -m tools.rotw_maps.eur --lists    # print the README's tables (cities, hexes by group, ridges, lines)
"""

from __future__ import annotations

import sys

from tools.rotw_maps import common
from tools.rotw_maps import eur_geo as geo
from tools.rotw_maps.conic import ConicGrid, latlon_text

GRID = ConicGrid(78.0, lat1=42.0, lat2=56.0, lat0=50.0, lon0=15.0)  # hexes 78 km across the flats
RIVER_KM = 30.0  # a hex whose centre lies this close to a river's course is a river hex


# -- the board ---------------------------------------------------------------------------------------------


def sea_name(lat: float, lon: float) -> str:
    if lon > 27.0 and 41.1 < lat < 47.0:
        return "the Black Sea"
    if lat < 41.2 and lon > 22.0:
        return "the Aegean Sea and the Sea of Marmara"
    if lat < 45.9 and lon > -5.6 and (lon > 0.0 or lat < 43.0):
        return "the Mediterranean (with the Adriatic, Ligurian, Tyrrhenian and Ionian Seas)"
    if lat > 53.5 and (lon >= 12.3 or (lon >= 9.8 and lat < 56.0)):
        return "the Baltic Sea (with its gulfs, the Belts and the Øresund)"
    if -6.5 < lon < -2.9 and 51.3 < lat < 55.5:
        return "the Irish Sea and the Bristol Channel"
    if lat < 48.5 or lon < -5.3 or (lon < -2.0 and lat > 55.0):
        return "the Atlantic Ocean and the Bay of Biscay"
    return "the North Sea, the Channel, the Skagerrak and the Kattegat"


def build() -> dict:
    cells = common.scan(GRID, geo.FRAME, geo.LAND, sea_name, lakes=geo.LAKES, left_out=geo.LEFT_OUT)
    for name, course, why in geo.FERRIES:  # ferry crossings: the water hexes on the course become land
        for cell in common.along(GRID, cells, course, 5.0):
            if cell["kind"] == "water":
                cell.update(kind="land", ferry=(name, why))
    cells = common.trim_sea(cells, geo.LAKES)
    common.relief(GRID, cells, geo.RANGES)
    for cell in cells.values():
        if "ferry" in cell:
            cell.update(terrain="plains", group="ferry crossings")
    cities = common.place_cities(GRID, cells, geo.CITIES, 60.0, lambda key, cell, name, true: "ferry" not in cell)
    common.river_hexes(GRID, cells, cities, geo.RIVERS, RIVER_KM)
    return {"cells": cells, "cities": cities, "ridges": common.ridges(GRID, cells, geo.CRESTS),
            "straits": common.straits(cells)}


def major_lines(board: dict) -> list[dict]:
    return common.major_lines(board["cities"], geo.MAJOR_LINES, "the compendium says the current maps chart their "
                              "Major Lines on the board but does not list Europe's")


def hex_source(cell: dict) -> str:
    if "ferry" in cell:
        name, why = cell["ferry"]
        return (f"reconstructed: a ferry crossing drawn as land so the network can cross ({name}: {why}); the real "
                f"board's way over this water is not known; from real geography at "
                f"{latlon_text(cell['lat'], cell['lon'])}")
    return common.terrain_source(cell)


def board_json(board: dict) -> dict:
    cells, name = board["cells"], common.naming(board["cells"])
    hexes = common.hexes_json(
        board, name, GRID, spokes=lambda key: common.spokes(cells, key), source=lambda key: hex_source(cells[key]),
        taken="taken, beside a city or not land", facing="not facing water or the board's edge",
        note=lambda key: common.strait_notes(board, key, name, geo.STRAITS,
                                             "a reconstructed ferry crossing drawn as land"))
    return common.board_dict(
        board, name, GRID, hexes, major_lines(board), module="eur", title="Railways of Europe", board_name="Europe",
        notes=("Ireland, Sicily, Sardinia, Corsica, the Balearics and the small Baltic islands are left out; North "
               "Africa, Anatolia and Russia east of Moscow are off the board; sea is kept up to two hexes from a "
               "coast. Great Britain and Scandinavia reach the continent only over ferry crossings drawn as land (the "
               "Strait of Dover; the Little Belt, the Great Belt and the Øresund)."),
        tiles={"yellow": 6, "blue": 6, "purple": 6, "black": 6},
        source=("reconstructed: every hex, city, ridge and Major Line (README.md); new_city_tiles: the base game's "
                "24 New City tiles with no red ones (compendium), split evenly as for the Eastern U.S. and Mexico "
                "(reconstructed)"))


# -- text output -------------------------------------------------------------------------------------------


def dump(board: dict) -> str:
    return common.dump(board, lambda key, cell: "+" if "ferry" in cell else "")


def lists(board: dict) -> str:
    cells, name = board["cells"], common.naming(board["cells"])
    out = common.city_lines(board["cities"], name, lambda key: common.spokes(cells, key), head=False)
    out += ["", "Mountain bands (axis, half-width):", "", *common.range_lines(geo.RANGES, "")]
    out += ["", f"River courses (a hex within {RIVER_KM:.0f} km):", "", *common.course_lines(geo.RIVERS, "")]
    out += ["", "Crest lines (ridges):", "", *common.course_lines(geo.CRESTS, "")]
    out += common.group_lines(board, name)
    out += ["", f"### Ridges ({len(board['ridges'])} hex sides)", ""]
    out += [common.side_line(name, key, edge, crest) for key, edge, crest in board["ridges"]]
    out += common.strait_lines(board, name, geo.STRAITS)
    out += ["", *common.line_lines(major_lines(board), "where from", "source")]
    return "\n".join(out)


if __name__ == "__main__":
    common.run(sys.argv[1:], "eur", build, dump, lists, board_json, readme=False)
