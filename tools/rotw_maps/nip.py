"""Generate the reconstructed Railways of Nippon board, engine/data/rotw_nip/board.json.

No picture of the real board was available, so the map is reconstructed from real geography (the coasts, ranges,
rivers, straits and crossings in tools/rotw_maps/nip_geo.py, the cities there too); engine/data/rotw_nip/README.md
explains every choice. Standard library only. Run from the repository root:

    python3 -m tools.rotw_maps.nip            # write board.json and the generated part of README.md
    python3 -m tools.rotw_maps.nip --dump     # print the board as text: ~ water, ^ mountain, = river, . plains,
                                              # + outlined water (a ferry crossing), a city by its first letter
    python3 -m tools.rotw_maps.nip --lists    # print the README's generated part (cities, hexes, ridges, lines)
"""

from __future__ import annotations

import sys
from collections.abc import Callable

from tools.rotw_maps import common
from tools.rotw_maps import nip_geo as geo
from tools.rotw_maps.conic import Cell, ConicGrid, course_text, latlon_text
from tools.rotw_maps.plane import inside

GRID = ConicGrid(26.0, lat1=33.0, lat2=41.0, lat0=37.0, lon0=137.0)  # hexes 26 km across the flats
RIVER_KM = 9.5  # a hex whose centre lies this close to a river's course is a river hex
VALLEY_KM = 5.0  # a mountain hex whose centre lies this close to a river's course is river (the valley floor)
TILES = {"yellow": 4, "blue": 4, "purple": 4, "black": 4}


# -- the board ---------------------------------------------------------------------------------------------


def sea_name(lat: float, lon: float) -> str:
    if 33.6 < lat < 34.8 and 131.0 < lon < 135.45 and not (lon < 131.9 and lat > 34.2):
        return "the Seto Inland Sea (with Osaka Bay)"
    if (41.2 < lat < 41.9 and 139.9 < lon < 141.6) or (41.9 <= lat < 42.65 and 140.25 < lon < 141.0):
        return "the Tsugaru Strait and Uchiura Bay"
    if lat > 41.5 and lon > 140.9 and not (lat > 42.9 and lon < 141.5):
        return "the Pacific Ocean (off Hokkaido)"
    if (lat > 34.3 and lon < 141.0 and (lon < 136.0 or lat > 36.6 or (lon < 137.5 and lat > 35.6))) \
            or (lat > 33.4 and lon < 130.2) or lat > 41.0:
        return "the Sea of Japan and the Korea Strait"
    if lon < 130.75 or (32.0 < lat < 33.3 and lon < 130.9):
        return "the East China Sea (with the Ariake Sea)"
    return "the Pacific Ocean (with Ise Bay, Suruga Bay, Sagami Bay and Tokyo Bay)"


def build() -> dict:
    cells = common.scan(GRID, geo.FRAME, geo.LAND, sea_name, lakes=geo.LAKES, left_out=geo.LEFT_OUT)
    for name, course, why in geo.CROSSINGS:  # ferry crossings: the water hexes on the course are fully outlined
        for cell in common.along(GRID, cells, course, 3.0):
            if cell["kind"] == "water":
                cell["crossing"] = (name, why)
    cells = common.trim_sea(cells, geo.LAKES)
    common.relief(GRID, cells, geo.RANGES, geo.RIVERS, VALLEY_KM)
    islands = {name: island(lat, lon) for name, lat, lon, *_ in geo.CITIES}
    cities = common.place_cities(GRID, cells, geo.CITIES, 20.0,
                                 lambda key, cell, name, true: cell["polygon"] == islands[name])
    common.river_hexes(GRID, cells, cities, geo.RIVERS, RIVER_KM)
    return {"cells": cells, "cities": cities, "ridges": common.ridges(GRID, cells, geo.CRESTS),
            "straits": common.straits(cells)}


def island(lat: float, lon: float) -> str:
    """The land mass a city stands on (the nearest one's coast for a port whose point falls in the sea)."""
    inner = [name for name, polygon in geo.LAND.items() if inside(lat, lon, polygon)]
    true = GRID.project(lat, lon)
    return inner[0] if inner else min(geo.LAND, key=lambda name: GRID.line_distance(true, geo.LAND[name]))


def spokes(cells: dict) -> Callable[[Cell], list[int]]:
    """A city's spokes: land or the outlined water of a ferry crossing."""
    opened = {k for k, c in cells.items() if "crossing" in c}
    return lambda key: common.spokes(cells, key, opened)


def major_lines(board: dict) -> list[dict]:
    return common.major_lines(board["cities"], geo.MAJOR_LINES, "the compendium says the current maps chart their "
                              "Major Lines on the board but does not list Japan's")


def hex_source(cell: dict) -> str:
    if "crossing" in cell:
        name, why = cell["crossing"]
        return (f"reconstructed: water ({cell['group']}), fully outlined so track may be built on it at the water "
                f"price: a ferry crossing of {name} ({why}); the real board's way over this water is not known; "
                f"from real geography at {latlon_text(cell['lat'], cell['lon'])}")
    return common.terrain_source(cell, f" on {cell['polygon']}" if cell["kind"] == "land" else "")


def board_json(board: dict) -> dict:
    cells, name = board["cells"], common.naming(board["cells"])
    hexes = common.hexes_json(
        board, name, GRID, spokes=spokes(cells), source=lambda key: hex_source(cells[key]),
        taken="taken, beside a city or not land", facing="facing a hex track may be built on",
        note=lambda key: common.strait_notes(board, key, name, geo.STRAITS, "drawn as a land side"),
        marks=lambda key: {"outlined": True} if "crossing" in cells[key] else {})
    return common.board_dict(
        board, name, GRID, hexes, major_lines(board), module="nip", title="Railways of Nippon", board_name="Japan",
        notes=("Honshu, Kyushu, Shikoku, Awaji and southern Hokkaido (to Sapporo); Sado, Oki, Tsushima, Iki, the Goto "
               "islands, Amakusa and Okushiri are left out; sea is kept up to two hexes from a coast. Kyushu touches "
               "Honshu across the Kanmon Strait (narrower than a hex); Hokkaido and Shikoku are reached over fully "
               "outlined water hexes at the ferry crossings (the Tsugaru Strait, Uno-Takamatsu), buildable at the "
               "water price, and Shikoku also over Awaji."),
        tiles=TILES,
        source=("reconstructed: every hex, city, ridge and Major Line (README.md); new_city_tiles: the Railways "
                "of Nippon components' 16 New City tiles (compendium), split evenly over yellow, blue, purple "
                "and black as Europe's 24 (reconstructed split)"))


# -- text output -------------------------------------------------------------------------------------------


def dump(board: dict) -> str:
    return common.dump(board, lambda key, cell: "+" if "crossing" in cell else "")


def lists(board: dict) -> str:
    cells, name = board["cells"], common.naming(board["cells"])
    out = common.city_lines(board["cities"], name, spokes(cells))
    out += ["", "## Terrain", "", "Every hex's terrain is **reconstructed** from real geography; each hex's `source` "
            "names its range, river or sea and the latitude and longitude of its centre.", "",
            "- **Mountain**: land hexes whose centre lies within a band around a range's axis (half-width in km); "
            "where two bands overlap the nearer axis (relative to its half-width) names the hex:",
            *common.range_lines(geo.RANGES)]
    out += [f"- **River**: plains hexes (not cities) whose centre lies within {RIVER_KM:.1f} km of a river's course, "
            f"and mountain hexes within {VALLEY_KM:.0f} km of it (the valley floor through the range):",
            *common.course_lines(geo.RIVERS)]
    out += ["- **Water**: the seas up to two hexes from a coast, and Lake Biwa. Water takes no track, except the "
            "fully outlined hexes of the ferry crossings (`outlined: true`, drawn `+`):"]
    out += [f"  - {name_}: {course_text(points)} — {why}" for name_, points, why in geo.CROSSINGS]
    out += ["- **Plains**: the rest of the land (the Kanto, Nobi, Osaka, Echigo, Sendai, Tsukushi and Ishikari plains "
            "and the basins)."]
    out += common.group_lines(
        board, name, lambda key, cell: ("Water (outlined)", cell["crossing"][0]) if "crossing" in cell
        else (cell["terrain"].capitalize(), cell["group"]),
        {"Water": 0, "Water (outlined)": 1, "Mountain": 2, "River": 3, "Plains": 4})
    out += common.ridge_lines(board, name, geo.CRESTS)
    out += common.strait_lines(board, name, geo.STRAITS)
    out += common.line_section(major_lines(board), "The compendium does not list Japan's Major Lines (they are "
                               "printed on the map). These are **reconstructed** from the historical trunk lines of "
                               "the Meiji era")
    out += common.map_lines("nip", "`~` water, `+` outlined water (a ferry crossing), `^` mountain, `=` river, `.` "
                            "plains, a capital letter a city's first letter; north at the top, each row's hexes at "
                            "their doubled column numbers (so rows interleave as on the board).", dump(board))
    return "\n".join(out)


if __name__ == "__main__":
    common.run(sys.argv[1:], "nip", build, dump, lists, board_json, counted=lambda board, data: (
        f"{len(board['straits'])} strait sides, {sum(1 for h in data['hexes'] if h.get('outlined'))} outlined, "))
