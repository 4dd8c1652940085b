"""Generate the reconstructed Railways of Europe board, engine/data/rotw_eur/board.json.

No picture of the real board was available, so the map is reconstructed from real geography (the coasts, ranges,
rivers and crossings in tools/rotw_maps/eur_geo.py, the cities below); engine/data/rotw_eur/README.md explains
every choice. Standard library only. Run from the repository root:

    python3 -m tools.rotw_maps.eur            # write engine/data/rotw_eur/board.json
    python3 -m tools.rotw_maps.eur --dump     # print the board as text: ~ water, o outlined water (a sea crossing),
                                              # ^ mountain, = river, . plains, + ferry crossing drawn as land, a
                                              # city by its first letter
    python3 -m tools.rotw_maps.eur --lists    # print the README's tables (cities, hexes by group, ridges, lines)
"""

from __future__ import annotations

import math
import sys

from tools.rotw_maps import common
from tools.rotw_maps import eur_geo as geo
from tools.rotw_maps.conic import Cell, ConicGrid, across, latlon_text
from tools.rotw_maps.plane import Point, inside

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


def land_share(key: Cell, polygon: list[Point], steps: int = 20) -> float:
    """How much of the hex lies inside the land mass's outline (sampled on a grid of points across the hex)."""
    cx, cy = GRID.centre(key)
    half, radius = GRID.hex_km / 2, GRID.hex_km / math.sqrt(3)  # pointy hex: half its width, its corners' distance
    points = [(cx + half * i / steps, cy + radius * j / steps) for i in range(-steps, steps + 1)
              for j in range(-steps, steps + 1) if abs(radius * j / steps) <= radius - abs(half * i / steps) / math.sqrt(3)]
    return sum(inside(*GRID.unproject(x, y), polygon) for x, y in points) / len(points)


def sea_crossings(cells: dict) -> None:
    """Each sea crossing's water hexes on its course become outlined water; then, while a land hex of one of its two
    land masses touches one of the other, the one with less of its land under it becomes outlined water too."""
    for name, masses, course, why in geo.SEA_CROSSINGS:
        for cell in common.along(GRID, cells, course, 5.0):
            if cell["kind"] == "water":
                cell["crossing"] = (name, why, None)
        while sides := [(a, b) for a, edge in common.straits(cells)
                        if {cells[a]["polygon"], cells[b := across(a, edge)]["polygon"]} == set(masses)]:
            a, b = sides[0]
            shares = {k: land_share(k, geo.LAND[cells[k]["polygon"]]) for k in (a, b)}
            drowned, kept = sorted((a, b), key=lambda k: (shares[k], k))
            cell = cells[drowned]
            sea = sea_name(cell["lat"], cell["lon"])
            cell.update(kind="water", group=sea, polygon=sea, crossing=(name, why, (
                cell["polygon"], shares[drowned], kept, cells[kept]["polygon"], shares[kept])))


def build() -> dict:
    cells = common.scan(GRID, geo.FRAME, geo.LAND, sea_name, lakes=geo.LAKES, left_out=geo.LEFT_OUT)
    sea_crossings(cells)
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


def hex_source(cell: dict, name: common.Namer) -> str:
    if "crossing" in cell:
        crossing, why, strait = cell["crossing"]
        land = "" if strait is None else (
            f"; its centre is on {strait[0]}'s shore ({strait[1]:.0%} of the hex is land), but the strait is narrower "
            f"than a hex: of the two land hexes touching across it, this one has less land (the hex across, "
            f"{name(strait[2])} on {strait[3]}, {strait[4]:.0%}), so it is the strait's water")
        return (f"reconstructed: water ({cell['group']}), fully outlined so track may be built on it at the water "
                f"price: a crossing of {crossing} ({why}){land}; the real board's way over this water is not known; "
                f"from real geography at {latlon_text(cell['lat'], cell['lon'])}")
    if "ferry" in cell:
        name, why = cell["ferry"]
        return (f"reconstructed: a ferry crossing drawn as land so the network can cross ({name}: {why}); the real "
                f"board's way over this water is not known; from real geography at "
                f"{latlon_text(cell['lat'], cell['lon'])}")
    return common.terrain_source(cell)


def board_json(board: dict) -> dict:
    cells, name = board["cells"], common.naming(board["cells"])
    hexes = common.hexes_json(
        board, name, GRID, spokes=lambda key: city_spokes(board, key), source=lambda key: hex_source(cells[key], name),
        taken="taken, beside a city or not land", facing="facing land or outlined water",
        note=lambda key: common.strait_notes(board, key, name, geo.STRAITS,
                                             "a reconstructed ferry crossing drawn as land"),
        marks=lambda key: {"outlined": True} if "crossing" in cells[key] else {})
    return common.board_dict(
        board, name, GRID, hexes, major_lines(board), module="eur", title="Railways of Europe", board_name="Europe",
        notes=("Ireland, Sicily, Sardinia, Corsica, the Balearics and the small Baltic islands are left out; North "
               "Africa, Anatolia and Russia east of Moscow are off the board; sea is kept up to two hexes from a "
               "coast. Great Britain reaches the continent only over the fully outlined water hexes of the Strait of "
               "Dover (buildable at the water price), Scandinavia over ferry crossings drawn as land (the Little Belt, "
               "the Great Belt and the Øresund)."),
        tiles={"yellow": 6, "blue": 6, "purple": 6, "black": 6},
        source=("reconstructed: every hex, city, ridge and Major Line (README.md); new_city_tiles: the base game's "
                "24 New City tiles with no red ones (compendium), split evenly as for the Eastern U.S. and Mexico "
                "(reconstructed)"))


# -- text output -------------------------------------------------------------------------------------------


def city_spokes(board: dict, key: Cell) -> list[int]:
    """A city's spokes: land or the outlined water of a sea crossing."""
    cells = board["cells"]
    return common.spokes(cells, key, {k for k, c in cells.items() if "crossing" in c})


def dump(board: dict) -> str:
    return common.dump(board, lambda key, cell: "o" if "crossing" in cell else "+" if "ferry" in cell else "")


def kind(cell: dict) -> tuple[str, str]:
    """A hex's group in the README: the outlined water of a sea crossing apart."""
    if "crossing" in cell:
        return "Water (outlined)", cell["crossing"][0]
    return cell["terrain"].capitalize(), cell["group"]


def lists(board: dict) -> str:
    name = common.naming(board["cells"])
    out = common.city_lines(board["cities"], name, lambda key: city_spokes(board, key), head=False)
    out += ["", "Mountain bands (axis, half-width):", "", *common.range_lines(geo.RANGES, "")]
    out += ["", f"River courses (a hex within {RIVER_KM:.0f} km):", "", *common.course_lines(geo.RIVERS, "")]
    out += ["", "Crest lines (ridges):", "", *common.course_lines(geo.CRESTS, "")]
    out += common.group_lines(board, name, lambda key, cell: kind(cell),
                              {"Water": 0, "Water (outlined)": 1, "Mountain": 2, "River": 3, "Plains": 4})
    out += ["", f"### Ridges ({len(board['ridges'])} hex sides)", ""]
    out += [common.side_line(name, key, edge, crest) for key, edge, crest in board["ridges"]]
    out += common.strait_lines(board, name, geo.STRAITS)
    out += ["", *common.line_lines(major_lines(board), "where from", "source")]
    return "\n".join(out)


if __name__ == "__main__":
    common.run(sys.argv[1:], "eur", build, dump, lists, board_json, readme=False)
