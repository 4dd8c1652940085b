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

import json
import math
import sys
from collections import deque
from itertools import pairwise
from pathlib import Path

from engine.core.hexgrid import row_letters
from tools.rotw_maps import eur_geo as geo
from tools.rotw_maps.conic import EDGE_WORDS, STEPS, ConicGrid, hex_distance, latlon_text, neighbours
from tools.rotw_maps.plane import crosses, inside

OUT = Path(__file__).resolve().parents[2] / "engine" / "data" / "rotw_eur" / "board.json"
HEX_KM = 78.0  # across the flats
RIVER_KM = 30.0  # a hex whose centre lies this close to a river's course is a river hex
WATER_DEPTH = 2  # sea is kept up to this many hexes from land
LAT1, LAT2, LAT0, LON0 = 42.0, 56.0, 50.0, 15.0  # equidistant conic: standard parallels, origin
PROJECTION = "equidistant conic, standard parallels 42N and 56N, central meridian 15E"

GRID = ConicGrid(HEX_KM, LAT1, LAT2, LAT0, LON0)
COL_KM, ROW_KM = GRID.col_km, GRID.row_km
project, unproject, centre, nearest_cell, line_distance = (GRID.project, GRID.unproject, GRID.centre,
                                                           GRID.nearest_cell, GRID.line_distance)


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


def classify(lat: float, lon: float) -> tuple[str, str] | None:
    if not inside(lat, lon, geo.FRAME) or any(inside(lat, lon, p) for p in geo.LEFT_OUT.values()):
        return None
    for name, polygon in geo.LAKES.items():
        if inside(lat, lon, polygon):
            return "water", name
    for name, polygon in geo.LAND.items():
        if inside(lat, lon, polygon):
            return "land", name
    return "water", sea_name(lat, lon)


def build() -> dict:
    xs, ys = zip(*(project(*p) for p in geo.FRAME), strict=True)
    cells: dict[tuple[int, int], dict] = {}
    for r in range(math.floor(min(ys) / ROW_KM) - 1, math.ceil(max(ys) / ROW_KM) + 2):
        for c in range(math.floor(min(xs) / COL_KM) - 2, math.ceil(max(xs) / COL_KM) + 3):
            if (r + c) % 2:
                continue
            lat, lon = unproject(*centre((r, c)))
            kind = classify(lat, lon)
            if kind:
                cells[(r, c)] = {"lat": lat, "lon": lon, "kind": kind[0], "group": kind[1], "polygon": kind[1]}
    for name, course, why in geo.FERRIES:  # ferry crossings: the water hexes on the course become land
        pts = [project(*p) for p in course]
        for (ax, ay), (bx, by) in pairwise(pts):
            steps = max(1, int(math.dist((ax, ay), (bx, by)) / 5))
            for i in range(steps + 1):
                cell = cells.get(nearest_cell(ax + (bx - ax) * i / steps, ay + (by - ay) * i / steps))
                if cell and cell["kind"] == "water":
                    cell.update(kind="land", ferry=(name, why))
    land = {k for k, v in cells.items() if v["kind"] == "land"}
    depth = dict.fromkeys(land, 0)
    todo = deque(land)
    while todo:
        here = todo.popleft()
        for n in neighbours(here):
            if n in cells and n not in depth and depth[here] < WATER_DEPTH:
                depth[n] = depth[here] + 1
                todo.append(n)
    lakes = set(geo.LAKES)
    cells = {k: v for k, v in cells.items() if k in depth or v["group"] in lakes}
    for key, cell in cells.items():
        if cell["kind"] == "water":
            cell["terrain"] = "water"
            continue
        if "ferry" in cell:
            cell.update(terrain="plains", group="ferry crossings")
            continue
        p = centre(key)
        best = min(((line_distance(p, axis) / half, name) for name, axis, half in geo.RANGES), default=(9.0, ""))
        if best[0] <= 1.0:
            cell.update(terrain="mountain", group=best[1])
        else:
            cell.update(terrain="plains", group="")
    cities = place_cities(cells)
    for key, cell in cells.items():
        if cell["terrain"] == "plains" and not cell["group"] and key not in cities:
            near = [(line_distance(centre(key), course), name) for name, course in geo.RIVERS]
            dist, name = min(near)
            if dist <= RIVER_KM:
                cell.update(terrain="river", group=name)
    return {"cells": cells, "cities": cities, "ridges": ridges(cells, cities), "straits": straits(cells)}


def straits(cells: dict) -> list[tuple[tuple[int, int], int]]:
    """Hex sides between land hexes of two land masses (Jutland, Funen, Zealand, Sweden): straits narrower than a
    hex, which no hex centre falls in, so track crosses them as over land."""
    found = []
    for key in sorted(cells):
        for edge in (3, 4, 5):
            other = (key[0] + STEPS[edge][0], key[1] + STEPS[edge][1])
            a, b = cells[key], cells.get(other)
            if b and a["kind"] == b["kind"] == "land" and "ferry" not in a and "ferry" not in b \
                    and a["polygon"] != b["polygon"]:
                found.append((key, edge))
    return found


def place_cities(cells: dict) -> dict[tuple[int, int], dict]:
    placed: dict[tuple[int, int], dict] = {}

    def land_sides(key: tuple[int, int]) -> int:
        return sum(1 for n in neighbours(key) if n in cells and cells[n]["kind"] == "land")

    def free(key: tuple[int, int]) -> bool:
        cell = cells.get(key)
        if cell is None or cell["kind"] != "land" or "ferry" in cell or key in placed:
            return False
        return not any(n in placed for n in neighbours(key)) and land_sides(key) >= 2

    def cost(key: tuple[int, int], true: tuple[float, float]) -> float:
        """Distance from the true position; a hex with only two land sides counts 60 km farther."""
        return math.dist(centre(key), true) + (60.0 if land_sides(key) < 3 else 0.0)

    order = sorted(range(len(geo.CITIES)), key=lambda i: (-geo.CITIES[i][4], i))
    for i in order:
        name, lat, lon, colour, cubes, why = geo.CITIES[i]
        true = project(lat, lon)
        own = nearest_cell(*true)
        key = min((k for k in cells if free(k)), key=lambda k: (cost(k, true), k != own))
        cells[key].update(terrain="plains", group="city")
        placed[key] = {"name": name, "lat": lat, "lon": lon, "color": colour, "cubes": cubes, "why": why,
                       "own": own, "moved_km": None if key == own else math.dist(centre(key), true)}
    return placed


def ridges(cells: dict, cities: dict) -> list[tuple[tuple[int, int], int, str]]:
    found = []
    crests = [(name, [project(*p) for p in line]) for name, line in geo.CRESTS]
    for key in sorted(cells):
        if cells[key]["terrain"] != "mountain":
            continue
        for edge in (3, 4, 5):
            other = (key[0] + STEPS[edge][0], key[1] + STEPS[edge][1])
            if other not in cells or cells[other]["terrain"] != "mountain":
                continue
            for name, pts in crests:
                if any(crosses(centre(key), centre(other), a, b) for a, b in pairwise(pts)):
                    found.append((key, edge, name))
                    break
    return found


def naming(cells: dict):
    r0 = min(r for r, _ in cells)
    c_min = min(c for _, c in cells)
    c0 = c_min - 1 if (c_min - 1 - r0) % 2 == 1 else c_min - 2  # row A (index 0) holds odd numbers
    return lambda key: f"{row_letters(key[0] - r0)}{key[1] - c0}"


def spokes(key: tuple[int, int], cells: dict) -> list[int]:
    return [e for e, n in enumerate(neighbours(key)) if n in cells and cells[n]["terrain"] != "water"]


def major_lines(board: dict) -> list[dict]:
    where = {c["name"]: k for k, c in board["cities"].items()}
    out = []
    for ident, a, b, history in geo.MAJOR_LINES:
        dist = hex_distance(where[a], where[b])
        points = max(4, round(dist / 2))
        out.append({"id": ident, "ends": [a, b], "points": points, "dist": dist, "source": (
            f"reconstructed: the compendium says the current maps chart their Major Lines on the board but does not "
            f"list Europe's; a historical line, {history}; {points} points = about one point per two hexes of the "
            f"{dist}-hex distance, as the Eastern U.S. lines (at least 4)")})
    return out


def strait_text(board: dict, key: tuple[int, int]) -> str:
    """What the hex's strait sides cross (README: straits narrower than a hex)."""
    cells, name, parts = board["cells"], naming(board["cells"]), []
    for a, edge in board["straits"]:
        b = (a[0] + STEPS[edge][0], a[1] + STEPS[edge][1])
        if key in (a, b):
            strait, why = geo.STRAITS[frozenset({cells[a]["polygon"], cells[b]["polygon"]})]
            side = edge if key == a else (edge + 3) % 6
            parts.append(f"its {EDGE_WORDS[side]} side, to {name(b if key == a else a)}, crosses {strait} ({why}): "
                         f"a strait narrower than a hex, a reconstructed ferry crossing drawn as land")
    return "".join(f"; {p}" for p in parts)


def hex_source(cell: dict) -> str:
    at = f"from real geography at {latlon_text(cell['lat'], cell['lon'])}"
    if "ferry" in cell:
        name, why = cell["ferry"]
        return (f"reconstructed: a ferry crossing drawn as land so the network can cross ({name}: {why}); the real "
                f"board's way over this water is not known; {at}")
    if cell["terrain"] in ("water", "mountain", "river"):
        return f"reconstructed: {cell['terrain']} ({cell['group']}), {at}"
    return f"reconstructed: plains, {at}"


def board_json(board: dict) -> dict:
    cells, cities, name = board["cells"], board["cities"], naming(board["cells"])
    hexes = []
    for key in sorted(cells):
        cell = cells[key]
        entry: dict = {"hex": name(key), "terrain": cell["terrain"]}
        if key in cities:
            city = cities[key]
            moved = "" if city["moved_km"] is None else (
                f"; moved from {name(city['own'])} (taken, beside a city or not land) to the nearest free land hex, "
                f"{city['moved_km']:.0f} km from its true position")
            sides = spokes(key, cells)
            why = (f"reconstructed: colour {city['color']}, {city['cubes']} cubes ({city['why']}); position "
                   f"{latlon_text(city['lat'], city['lon'])} projected onto the hex grid (hex {HEX_KM:.0f} km across, "
                   f"{PROJECTION}){moved}; spokes on every side not facing water or the board's edge")
            entry["city"] = {"name": city["name"], "color": city["color"], "cubes": city["cubes"], "spokes": sides,
                             "source": why}
            entry["source"] = f"reconstructed: the city hex of {city['name']} (plains: track is not built in cities)"
        else:
            entry["source"] = hex_source(cell)
        entry["source"] += strait_text(board, key)
        hexes.append(entry)
    lines = [{k: v for k, v in line.items() if k != "dist"} for line in major_lines(board)]
    return {
        "title": "Railways of Europe",
        "layout": "pointy",
        "notes": (
            f"No picture of the Europe board was available: the whole map is RECONSTRUCTED from real geography "
            f"(README.md; generated by tools/rotw_maps/eur.py). Hexes {HEX_KM:.0f} km across, {PROJECTION}. "
            f"Ireland, Sicily, Sardinia, Corsica, the Balearics and the small Baltic islands are left out; North "
            f"Africa, Anatolia and Russia east of Moscow are off the board; sea is kept up to two hexes from a coast. "
            f"Great Britain and Scandinavia reach the continent only over ferry crossings drawn as land (the Strait "
            f"of Dover; the Little Belt, the Great Belt and the Øresund). City hexes are plains. No Western Link."),
        "hexes": hexes,
        "ridges": [[name(key), edge] for key, edge, _ in board["ridges"]],
        "major_lines": lines,
        "new_city_tiles": {"yellow": 6, "blue": 6, "purple": 6, "black": 6},
        "source": ("reconstructed: every hex, city, ridge and Major Line (README.md); new_city_tiles: the base game's "
                   "24 New City tiles with no red ones (compendium), split evenly as for the Eastern U.S. and Mexico "
                   "(reconstructed)"),
    }


# -- text output -------------------------------------------------------------------------------------------


def dump(board: dict) -> str:
    cells, cities = board["cells"], board["cities"]
    r0, c_lo = min(r for r, _ in cells), min(c for _, c in cells)
    width = max(c for _, c in cells) - c_lo + 1
    out = []
    for r in range(r0, max(r for r, _ in cells) + 1):
        row = [" "] * width
        for (rr, c), cell in cells.items():
            if rr == r:
                mark = {"water": "~", "mountain": "^", "river": "=", "plains": "."}[cell["terrain"]]
                row[c - c_lo] = cities[(rr, c)]["name"][0] if (rr, c) in cities else "+" if "ferry" in cell else mark
        out.append(f"{row_letters(r - r0):>3} " + "".join(row).rstrip())
    return "\n".join(out)


def lists(board: dict) -> str:
    cells, cities, name = board["cells"], board["cities"], naming(board["cells"])
    out = ["| city | colour | cubes | lat, lon | hex | moved | spokes | why |", "|---|---|---|---|---|---|---|---|"]
    for key in sorted(cities, key=lambda k: (k[0], k[1])):
        c = cities[key]
        sides = spokes(key, cells)
        words = "every side" if len(sides) == 6 else ", ".join(EDGE_WORDS[e] for e in sides)
        moved = "—" if c["moved_km"] is None else f"{c['moved_km']:.0f} km, from {name(c['own'])}"
        out.append(f"| {c['name']} | {c['color']} | {c['cubes']} | {latlon_text(c['lat'], c['lon'])} | {name(key)} "
                   f"| {moved} | {words} | {c['why']} |")
    def course(points: list[geo.Point]) -> str:
        return " – ".join(latlon_text(*q) for q in points)

    out += ["", "Mountain bands (axis, half-width):", ""]
    out += [f"- {name_}: axis {course(axis)}, {half:.0f} km either side" for name_, axis, half in geo.RANGES]
    out += ["", f"River courses (a hex within {RIVER_KM:.0f} km):", ""]
    out += [f"- {name_}: {course(points)}" for name_, points in geo.RIVERS]
    out += ["", "Crest lines (ridges):", ""] + [f"- {name_}: {course(points)}" for name_, points in geo.CRESTS]
    groups: dict[tuple[str, str], list[tuple[int, int]]] = {}
    for key, cell in cells.items():
        if key not in cities:
            label = "Plains" if cell["terrain"] == "plains" else cell["terrain"].capitalize()
            group = cell["group"] if cell["terrain"] != "plains" else ("ferry crossings" if "ferry" in cell else "")
            groups.setdefault((label, group), []).append(key)
    order = {"Water": 0, "Mountain": 1, "River": 2, "Plains": 3}
    for (label, group), keys in sorted(groups.items(), key=lambda kv: (order[kv[0][0]], kv[0][1])):
        out += ["", f"### {label}{': ' + group if group else ''} ({len(keys)} hex{'es' if len(keys) != 1 else ''})", ""]
        rows: dict[int, list[tuple[int, int]]] = {}
        for key in sorted(keys):
            rows.setdefault(key[0], []).append(key)
        out += [f"- {row_letters(r - min(rr for rr, _ in cells))}: " + ", ".join(name(k) for k in ks)
                for r, ks in sorted(rows.items())]
    out += ["", f"### Ridges ({len(board['ridges'])} hex sides)", ""]
    for key, edge, crest in board["ridges"]:
        other = (key[0] + STEPS[edge][0], key[1] + STEPS[edge][1])
        out.append(f"- {name(key)} edge {edge} ({EDGE_WORDS[edge]}) | {name(other)} — {crest}")
    out += ["", f"### Straits narrower than a hex ({len(board['straits'])} hex sides)", ""]
    for key, edge in board["straits"]:
        other = (key[0] + STEPS[edge][0], key[1] + STEPS[edge][1])
        strait, why = geo.STRAITS[frozenset({cells[key]["polygon"], cells[other]["polygon"]})]
        out.append(f"- {name(key)} edge {edge} ({EDGE_WORDS[edge]}) | {name(other)} — {strait} ({why})")
    out += ["", "| id | ends | points | hex distance | where from |", "|---|---|---|---|---|"]
    for line in major_lines(board):
        out.append(f"| {line['id']} | {line['ends'][0]} – {line['ends'][1]} | {line['points']} | {line['dist']} "
                   f"| {line['source']} |")
    return "\n".join(out)


def main(argv: list[str]) -> None:
    board = build()
    if "--dump" in argv:
        print(dump(board))
    elif "--lists" in argv:
        print(lists(board))
    else:
        data = board_json(board)
        OUT.parent.mkdir(parents=True, exist_ok=True)
        OUT.write_text(json.dumps(data, indent=1, ensure_ascii=False) + "\n", encoding="utf-8")
        terrain: dict[str, int] = {}
        for h in data["hexes"]:
            terrain[h["terrain"]] = terrain.get(h["terrain"], 0) + 1
        print(f"wrote {OUT}: {len(data['hexes'])} hexes {terrain}, {len(board['cities'])} cities, "
              f"{len(data['ridges'])} ridges, {len(data['major_lines'])} Major Lines")


if __name__ == "__main__":
    main(sys.argv[1:])
