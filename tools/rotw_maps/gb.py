"""Generate the reconstructed Railways of Great Britain board, engine/data/rotw_gb/board.json.

No picture of the real board was available, so the map is reconstructed from real geography (the coast, ranges,
rivers, the Humber and the cities in tools/rotw_maps/gb_geo.py); engine/data/rotw_gb/README.md explains every choice.
Standard library only. Run from the repository root:

    python3 -m tools.rotw_maps.gb            # write board.json and the generated part of README.md
    python3 -m tools.rotw_maps.gb --dump     # print the board as text: ~ water, ^ mountain, = river, . plains,
                                             # a city by its first letter
    python3 -m tools.rotw_maps.gb --lists    # print the README's generated part (cities, hexes, ridges, lines)
"""

from __future__ import annotations

import sys
from collections.abc import Callable

from tools.rotw_maps import common
from tools.rotw_maps import gb_geo as geo
from tools.rotw_maps.conic import Cell, ConicGrid, across, course_text
from tools.rotw_maps.plane import crosses_polyline

GRID = ConicGrid(17.0, lat1=51.0, lat2=57.0, lat0=54.0, lon0=-2.5)  # hexes 17 km across the flats
RIVER_KM = 6.0  # a hex whose centre lies this close to a river's course is a river hex
VALLEY_KM = 4.0  # a mountain hex whose centre lies this close to a river's course is river (the valley floor)
TILES = {"yellow": 6, "blue": 6, "purple": 6, "black": 6}


# -- the board ---------------------------------------------------------------------------------------------


def sea_name(lat: float, lon: float) -> str:
    if 51.3 < lat < 51.6 and lon > 0.3:
        return "the Thames estuary"
    if 52.7 < lat < 53.15 and -0.1 < lon < 0.6:
        return "the Wash"
    if 53.5 < lat < 53.7 and -0.2 < lon < 0.2:
        return "the Humber mouth"
    if lat < 51.25 or (lat < 51.4 and lon > 1.3):
        if lon < -4.3 and lat > 50.3:
            return "the Bristol Channel and the Celtic Sea"
        return "the English Channel and the Strait of Dover"
    if (lon > -2.5 and lat < 55.0) or (lon > -3.4 and 55.0 < lat < 57.6 and (lon > -2.9 or lat < 56.55)):
        return "the North Sea (with the Firths of Forth and Tay)"
    if lat > 57.45 and lon > -4.3:
        return "the Moray Firth"
    if 51.2 < lat < 51.75 and lon > -4.4:
        return "the Bristol Channel and the Severn estuary"
    if lat < 52.1:
        return "the Bristol Channel and the Celtic Sea"
    if lat < 54.7 or (lat < 55.0 and lon > -4.9):
        return "the Irish Sea (with Cardigan Bay, Morecambe Bay and the Solway Firth)"
    if lat < 56.0 and lon > -5.3:
        return "the Firth of Clyde"
    return "the North Channel, the Sea of the Hebrides and the Minch"


def build() -> dict:
    cells = common.trim_sea(common.scan(GRID, geo.FRAME, geo.LAND, sea_name, left_out=geo.LEFT_OUT))
    common.relief(GRID, cells, geo.RANGES, geo.RIVERS, VALLEY_KM, geo.AREAS)
    humber = [GRID.project(*p) for p in geo.HUMBER]
    # a city is placed on its own bank of the Humber
    cities = common.place_cities(GRID, cells, geo.CITIES, 15.0,
                                 lambda key, cell, name, true: not crosses_polyline(true, GRID.centre(key), humber))
    common.river_hexes(GRID, cells, cities, geo.RIVERS, RIVER_KM)
    goole = next(k for k, c in cities.items() if c["name"] == "Goole")
    line = [*humber, GRID.centre(goole)]
    return {"cells": cells, "cities": cities, "ridges": common.ridges(GRID, cells, geo.CRESTS),
            "barriers": barriers(cells, line), "humber": line}


def barriers(cells: dict, line: list[tuple[float, float]]) -> list[tuple[Cell, int]]:
    """The hex sides between two land hexes that the Humber's line crosses (it ends at Goole's hex centre, so no side
    of Goole's own hex is one: the way round the estuary is by Goole)."""
    return [(a, edge) for a, edge, b in common.hex_sides(cells) if cells[a]["kind"] == cells[b]["kind"] == "land"
            and crosses_polyline(GRID.centre(a), GRID.centre(b), line)]


def spokes(board: dict) -> Callable[[Cell], list[int]]:
    """A city's spokes: land, none across the Humber's line (both sides of every barrier)."""
    cut = {s for key, edge in board["barriers"] for s in ((key, edge), (across(key, edge), (edge + 3) % 6))}
    return lambda key: common.spokes(board["cells"], key, cut=cut)


def major_lines(board: dict) -> list[dict]:
    return common.major_lines(board["cities"], geo.MAJOR_LINES, "the compendium says the current maps chart their "
                              "Major Lines on the board but does not list Great Britain's")


def board_json(board: dict) -> dict:
    cells, name = board["cells"], common.naming(board["cells"])
    hexes = common.hexes_json(
        board, name, GRID, spokes=spokes(board), source=lambda key: common.terrain_source(cells[key]),
        taken="taken, beside a city, across the Humber or not land",
        facing="facing land, none across the Humber's line",
        note=lambda key: common.side_notes(board["barriers"], key, name,
                                           lambda side: "is on the black line of the Humber: no track crosses it"))
    return common.board_dict(
        board, name, GRID, hexes, major_lines(board), module="gb", title="Railways of Great Britain",
        board_name="Great Britain", notes=(
            "England, Wales (with Anglesey) and Scotland; Ireland, the Isle of Man, the Isle of Wight, Arran and the "
            "Hebrides are left out; sea is kept up to two hexes from a coast. The Humber: players may not build "
            "across the black line between Hull, Grimsby and Goole (compendium, the map note): its hex sides are the "
            "board's barriers, from the sea to Goole's hex."),
        extra={"barriers": [[name(key), edge] for key, edge in board["barriers"]], "barrier_name": geo.HUMBER_NAME},
        tiles=TILES,
        source=("reconstructed: every hex, city, ridge, barrier side and Major Line (README.md); barriers: the "
                "compendium's map note ('Players may not build across the black line between Hull, Grimsby and "
                "Goole. This represents the Humber, a large tidal estuary that wasn't bridged until 1981'), its "
                "sides reconstructed; new_city_tiles: the base game's 24 New City tiles with no red ones "
                "(compendium), split evenly as for Europe (reconstructed)"))


# -- text output -------------------------------------------------------------------------------------------


def dump(board: dict) -> str:
    return common.dump(board)


def lists(board: dict) -> str:
    cities, name = board["cities"], common.naming(board["cells"])
    out = common.city_lines(cities, name, spokes(board))
    out += ["", "## Terrain", "", "Every hex's terrain is **reconstructed** from real geography; each hex's `source` "
            "names its range, river or sea and the latitude and longitude of its centre.", "",
            "- **Mountain**: land hexes whose centre lies within a band around a range's axis (half-width in km), or "
            "inside the Scottish Highlands' outline; where two bands overlap the nearer axis (relative to its "
            "half-width) names the hex:", *common.range_lines(geo.RANGES)]
    out += [f"  - {name_}: the area within {course_text(polygon)}" for name_, polygon in geo.AREAS.items()]
    out += [f"- **River**: plains hexes (not cities) whose centre lies within {RIVER_KM:.0f} km of a river's course, "
            f"and mountain hexes within {VALLEY_KM:.1f} km of it (the valley floor through the hills):",
            *common.course_lines(geo.RIVERS)]
    out += ["- **Water**: the seas, firths and estuaries up to two hexes from a coast (the Thames estuary below Canvey "
            "and the Humber's mouth are wider than a hex; the Humber above it is the barrier below). Water takes no "
            "track.", "- **Plains**: the rest of the land."]
    out += common.group_lines(board, name)
    out += common.ridge_lines(board, name, geo.CRESTS)
    goole = name(next(k for k, c in cities.items() if c["name"] == "Goole"))
    out += ["", f"### The Humber: barrier sides ({len(board['barriers'])} hex sides)", "",
            f"No track crosses them (`barriers` in `board.json`). **Reconstructed**: every hex side between two land "
            f"hexes that the Humber's line crosses — from the sea by Spurn up the estuary, {course_text(geo.HUMBER)} "
            f"(Trent Falls), and on to the centre of Goole's hex ({goole}), the head of the estuary. Hull and Grimsby "
            f"are placed on their own banks.", ""]
    out += [common.side_line(name, key, edge) for key, edge in board["barriers"]]
    out += common.line_section(major_lines(board), "The compendium does not list Great Britain's Major Lines (they "
                               "are printed on the map). These are **reconstructed** from the famous lines of the age")
    out += common.map_lines("gb", "`~` water, `^` mountain, `=` river, `.` plains, a capital letter a city's first "
                            "letter; north at the top, each row's hexes at their doubled column numbers (so rows "
                            "interleave as on the board).", dump(board))
    return "\n".join(out)


if __name__ == "__main__":
    common.run(sys.argv[1:], "gb", build, dump, lists, board_json,
               counted=lambda board, data: f"{len(data['barriers'])} barrier sides, ")
