"""What the board generators (tools/rotw_maps/eur.py, nip.py, gb.py, na.py) do alike: sort the hexes of the grid
into land and water, keep the sea near the coasts, mark mountains and rivers, place the cities, find the ridges and
the straits; write board.json's hexes and the README's tables; run from the command line. A map's own choices come
in as its geography tables, numbers, words and small callbacks."""

from __future__ import annotations

import json
import math
from collections import deque
from collections.abc import Callable, Container, Iterator, Mapping, Sequence
from itertools import pairwise
from pathlib import Path

from engine.core.hexgrid import row_letters
from tools.rotw_maps.conic import EDGE_WORDS, Cell, ConicGrid, across, course_text, hex_distance, latlon_text, neighbours
from tools.rotw_maps.plane import Point, crosses_polyline, inside

DATA = Path(__file__).resolve().parents[2] / "engine" / "data"
WATER_DEPTH = 2  # sea is kept up to this many hexes from land
MARKS = {"water": "~", "mountain": "^", "river": "=", "plains": "."}  # --dump
TERRAIN_ORDER = {"Water": 0, "Mountain": 1, "River": 2, "Plains": 3}  # the README's groups of hexes
City = tuple[str, float, float, str, int, str]  # a geography table's city: name, lat, lon, colour, cubes, why
Side = tuple[Cell, int]  # a hex side: a hex and its edge
Namer = Callable[[Cell], str]
Polygons = Mapping[str, list[Point]]


# -- the board ---------------------------------------------------------------------------------------------


def scan(grid: ConicGrid, frame: list[Point], land: Polygons, sea_name: Callable[[float, float], str], *,
         lakes: Polygons | None = None, left_out: Polygons | None = None, top: int | None = None) -> dict[Cell, dict]:
    """Every hex whose centre lies inside the frame and outside the areas left out (from row `top` down, else from
    the frame's top): {lat, lon, kind: land or water, group and polygon: its lake, land mass or sea}."""
    lakes, left_out = lakes or {}, left_out or {}

    def classify(lat: float, lon: float) -> tuple[str, str] | None:
        if not inside(lat, lon, frame) or any(inside(lat, lon, p) for p in left_out.values()):
            return None
        for name, polygon in lakes.items():
            if inside(lat, lon, polygon):
                return "water", name
        for name, polygon in land.items():
            if inside(lat, lon, polygon):
                return "land", name
        return "water", sea_name(lat, lon)

    xs, ys = zip(*(grid.project(*p) for p in frame), strict=True)
    first = math.floor(min(ys) / grid.row_km) - 1 if top is None else top
    cells: dict[Cell, dict] = {}
    for r in range(first, math.ceil(max(ys) / grid.row_km) + 2):
        for c in range(math.floor(min(xs) / grid.col_km) - 2, math.ceil(max(xs) / grid.col_km) + 3):
            if (r + c) % 2 == 0 and (kind := classify(*(p := grid.unproject(*grid.centre((r, c)))))):
                cells[(r, c)] = {"lat": p[0], "lon": p[1], "kind": kind[0], "group": kind[1], "polygon": kind[1]}
    return cells


def along(grid: ConicGrid, cells: dict, course: list[Point], step_km: float) -> Iterator[dict]:
    """The hexes under a course, looked at every `step_km` or so along it (a hex may come more than once)."""
    for (ax, ay), (bx, by) in pairwise([grid.project(*p) for p in course]):
        steps = max(1, int(math.dist((ax, ay), (bx, by)) / step_km))
        for i in range(steps + 1):
            if cell := cells.get(grid.nearest_cell(ax + (bx - ax) * i / steps, ay + (by - ay) * i / steps)):
                yield cell


def trim_sea(cells: dict, lakes: Container[str] = ()) -> dict[Cell, dict]:
    """The hexes without the sea farther than WATER_DEPTH hexes from land (lakes are kept whole)."""
    land = {k for k, v in cells.items() if v["kind"] == "land"}
    depth, todo = dict.fromkeys(land, 0), deque(land)
    while todo:
        here = todo.popleft()
        for n in neighbours(here):
            if n in cells and n not in depth and depth[here] < WATER_DEPTH:
                depth[n] = depth[here] + 1
                todo.append(n)
    return {k: v for k, v in cells.items() if k in depth or v["group"] in lakes}


def relief(grid: ConicGrid, cells: dict, ranges: Sequence[tuple[str, list[Point], float]],
           rivers: Sequence[tuple[str, list[Point]]] = (), valley_km: float | None = None,
           areas: Polygons | None = None) -> None:
    """Each hex's terrain and group: water; mountain within a range's band around its axis (the nearest axis
    relative to its half-width names it) or inside one of the `areas`, but river where a river's course runs within
    `valley_km` of its centre (the valley floor); else plains."""
    for key, cell in cells.items():
        if cell["kind"] == "water":
            cell["terrain"] = "water"
            continue
        p = grid.centre(key)
        best = min(((grid.line_distance(p, axis) / half, name) for name, axis, half in ranges), default=(9.0, ""))
        area = next((name for name, polygon in (areas or {}).items() if inside(cell["lat"], cell["lon"], polygon)), None)
        if area and best[0] > 1.0:
            best = (0.0, area)
        if best[0] > 1.0:
            cell.update(terrain="plains", group="")
            continue
        valley = None if valley_km is None else min((grid.line_distance(p, course), name) for name, course in rivers)
        if valley and valley[0] <= valley_km:
            cell.update(terrain="river", group=valley[1])
        else:
            cell.update(terrain="mountain", group=best[1])


def river_hexes(grid: ConicGrid, cells: dict, cities: dict, rivers: Sequence[tuple[str, list[Point]]],
                river_km: float) -> None:
    """Plains hexes (not cities nor of a group) whose centre lies within `river_km` of a river's course are river."""
    for key, cell in cells.items():
        if cell["terrain"] == "plains" and not cell["group"] and key not in cities:
            dist, name = min((grid.line_distance(grid.centre(key), course), name) for name, course in rivers)
            if dist <= river_km:
                cell.update(terrain="river", group=name)


def land_sides(cells: dict, key: Cell) -> int:
    return sum(1 for n in neighbours(key) if n in cells and cells[n]["kind"] == "land")


def place_cities(grid: ConicGrid, cells: dict, cities: Sequence[City], penalty_km: float,
                 fits: Callable[[Cell, dict, str, Point], bool], by_cubes: bool = True) -> dict[Cell, dict]:
    """Each city on the free land hex nearest its true position, the hex it lies in where that is free: a land hex
    that `fits` it (the hex, its cell, the city's name, its projected true position), no city's nor beside one,
    with two land sides at least; one with only two counts `penalty_km` farther. The cities with the most cubes
    first (`by_cubes`), else in the table's order. The city hexes become plains."""
    placed: dict[Cell, dict] = {}

    def free(key: Cell, cell: dict, name: str, true: Point) -> bool:
        return (cell["kind"] == "land" and key not in placed and fits(key, cell, name, true)
                and not any(n in placed for n in neighbours(key)) and land_sides(cells, key) >= 2)

    def cost(key: Cell, true: Point) -> float:
        return math.dist(grid.centre(key), true) + (penalty_km if land_sides(cells, key) < 3 else 0.0)

    order = sorted(range(len(cities)), key=lambda i: (-cities[i][4], i)) if by_cubes else range(len(cities))
    for i in order:
        name, lat, lon, colour, cubes, why = cities[i]
        true = grid.project(lat, lon)
        own = grid.nearest_cell(*true)
        key = min((k for k, cell in cells.items() if free(k, cell, name, true)), key=lambda k: (cost(k, true), k != own))
        cells[key].update(terrain="plains", group="city")
        placed[key] = {"name": name, "lat": lat, "lon": lon, "color": colour, "cubes": cubes, "why": why,
                       "own": own, "moved_km": None if key == own else math.dist(grid.centre(key), true)}
    return placed


def hex_sides(cells: dict) -> Iterator[tuple[Cell, int, Cell]]:
    """Every side between two hexes of the board once, in the hexes' order: (a hex, its edge 3, 4 or 5, the hex
    across it)."""
    for key in sorted(cells):
        for edge in (3, 4, 5):
            if (other := across(key, edge)) in cells:
                yield key, edge, other


def ridges(grid: ConicGrid, cells: dict, crests: Sequence[tuple[str, list[Point]]]) -> list[tuple[Cell, int, str]]:
    """The sides between two mountain hexes that a crest line crosses (named by the first that does)."""
    lines = [(name, [grid.project(*p) for p in line]) for name, line in crests]
    found = []
    for a, edge, b in hex_sides(cells):
        if cells[a]["terrain"] == cells[b]["terrain"] == "mountain":
            crest = next((name for name, pts in lines if crosses_polyline(grid.centre(a), grid.centre(b), pts)), None)
            if crest is not None:
                found.append((a, edge, crest))
    return found


def straits(cells: dict) -> list[Side]:
    """The sides between land hexes of two land masses (ferry crossings drawn as land apart): straits narrower than
    a hex, which no hex centre falls in, so track crosses them as over land."""
    return [(a, edge) for a, edge, b in hex_sides(cells) if cells[a]["kind"] == cells[b]["kind"] == "land"
            and "ferry" not in cells[a] and "ferry" not in cells[b] and cells[a]["polygon"] != cells[b]["polygon"]]


def strait_of(cells: dict, table: Mapping[frozenset[str], tuple[str, str]], side: Side) -> tuple[str, str]:
    """The strait a side crosses and why it is there, from the table by the two land masses."""
    a, b = side[0], across(*side)
    return table[frozenset({cells[a]["polygon"], cells[b]["polygon"]})]


def naming(cells: dict) -> Namer:
    """A hex's name on the board: row letters from A at the top row, then the number (row A holds odd numbers)."""
    r0 = min(r for r, _ in cells)
    c_min = min(c for _, c in cells)
    c0 = c_min - 1 if (c_min - 1 - r0) % 2 == 1 else c_min - 2
    return lambda key: f"{row_letters(key[0] - r0)}{key[1] - c0}"


def track_hex(cells: dict, key: Cell, opened: Container[Cell] = ()) -> bool:
    """Is the hex on the board and land, or water `opened` to track?"""
    return key in cells and (cells[key]["terrain"] != "water" or key in opened)


def spokes(cells: dict, key: Cell, opened: Container[Cell] = (), cut: Container[Side] = ()) -> list[int]:
    """A city's spokes: the edges facing a hex track may be built on (track_hex), none of the sides `cut`."""
    return [e for e, n in enumerate(neighbours(key)) if track_hex(cells, n, opened) and (key, e) not in cut]


def major_lines(cities: dict, table: Sequence[tuple[str, str, str, str]], why: str) -> list[dict]:
    """The Major Lines between the table's cities: points about one per two hexes of the distance, at least 4."""
    where = {c["name"]: k for k, c in cities.items()}
    out = []
    for ident, a, b, history in table:
        dist = hex_distance(where[a], where[b])
        points = max(4, round(dist / 2))
        out.append({"id": ident, "ends": [a, b], "points": points, "dist": dist, "history": history, "source": (
            f"reconstructed: {why}; a historical line, {history}; {points} points = about one point per two hexes of "
            f"the {dist}-hex distance, as the Eastern U.S. lines (at least 4)")})
    return out


# -- board.json --------------------------------------------------------------------------------------------


def terrain_source(cell: dict, where: str = "", after: str = "") -> str:
    """A hex's source from its terrain and group, `where` said after them and `after` at the end."""
    at = f"from real geography at {latlon_text(cell['lat'], cell['lon'])}{after}"
    if cell["terrain"] == "plains":
        return f"reconstructed: plains{where}, {at}"
    return f"reconstructed: {cell['terrain']} ({cell['group']}){where}, {at}"


def side_notes(sides: Sequence[Side], key: Cell, name: Namer, what: Callable[[Side], str]) -> str:
    """'; its <edge> side, to <hex>, <what>' for each of the sides that is one of the hex's."""
    parts = []
    for a, edge in sides:
        b = across(a, edge)
        if key in (a, b):
            side = edge if key == a else (edge + 3) % 6
            parts.append(f"; its {EDGE_WORDS[side]} side, to {name(b if key == a else a)}, {what((a, edge))}")
    return "".join(parts)


def strait_notes(board: dict, key: Cell, name: Namer, table: Mapping[frozenset[str], tuple[str, str]],
                 drawn: str) -> str:
    """What the hex's strait sides cross (README: straits narrower than a hex), and how they are `drawn`."""
    def what(side: Side) -> str:
        strait, why = strait_of(board["cells"], table, side)
        return f"crosses {strait} ({why}): a strait narrower than a hex, {drawn}"
    return side_notes(board["straits"], key, name, what)


def hexes_json(board: dict, name: Namer, grid: ConicGrid, *, spokes: Callable[[Cell], list[int]],
               source: Callable[[Cell], str], taken: str, facing: str, note: Callable[[Cell], str] | None = None,
               marks: Callable[[Cell], dict] | None = None) -> list[dict]:
    """board.json's hexes: a city hex's source, its city's (moved from its own hex when that was `taken`; spokes on
    every side `facing`), another hex's `source`; any `marks` before the city, a `note` after the source."""
    cells, cities = board["cells"], board["cities"]
    hexes = []
    for key in sorted(cells):
        entry: dict = {"hex": name(key), "terrain": cells[key]["terrain"], **(marks(key) if marks else {})}
        if key in cities:
            city = cities[key]
            moved = "" if city["moved_km"] is None else (
                f"; moved from {name(city['own'])} ({taken}) to the nearest free land hex, {city['moved_km']:.0f} km "
                f"from its true position")
            entry["city"] = {"name": city["name"], "color": city["color"], "cubes": city["cubes"], "spokes": spokes(key),
                             "source": (
                f"reconstructed: colour {city['color']}, {city['cubes']} cubes ({city['why']}); position "
                f"{latlon_text(city['lat'], city['lon'])} projected onto the hex grid (hex {grid.hex_km:.0f} km across, "
                f"{grid.projection}){moved}; spokes on every side {facing}")}
            entry["source"] = f"reconstructed: the city hex of {city['name']} (plains: track is not built in cities)"
        else:
            entry["source"] = source(key)
        if note:
            entry["source"] += note(key)
        hexes.append(entry)
    return hexes


def board_dict(board: dict, name: Namer, grid: ConicGrid, hexes: list[dict], lines: list[dict], *, module: str,
               title: str, board_name: str, notes: str, tiles: dict[str, int], source: str,
               extra: dict | None = None) -> dict:
    """board.json: its `notes` after what the whole map is and before what all maps share; the `extra` keys after the
    ridges."""
    return {
        "title": title,
        "layout": "pointy",
        "notes": (f"No picture of the {board_name} board was available: the whole map is RECONSTRUCTED from real "
                  f"geography (README.md; generated by tools/rotw_maps/{module}.py). Hexes {grid.hex_km:.0f} km "
                  f"across, {grid.projection}. {notes} City hexes are plains. No Western Link."),
        "hexes": hexes,
        "ridges": [[name(key), edge] for key, edge, _ in board["ridges"]],
        **(extra or {}),
        "major_lines": [{k: v for k, v in line.items() if k not in ("dist", "history")} for line in lines],
        "new_city_tiles": tiles,
        "source": source,
    }


# -- text output -------------------------------------------------------------------------------------------


def dump(board: dict, mark: Callable[[Cell, dict], str] | None = None, margin: Callable[[int], str] | None = None) -> str:
    """The board as text, a row a line: a city by its first letter, else the hex's `mark` if any, else its terrain's;
    each row's letters then its `margin`."""
    cells, cities = board["cells"], board["cities"]
    r0, c_lo = min(r for r, _ in cells), min(c for _, c in cells)
    width = max(c for _, c in cells) - c_lo + 1
    out = []
    for r in range(r0, max(r for r, _ in cells) + 1):
        row = [" "] * width
        for (rr, c), cell in cells.items():
            if rr == r:
                key = (rr, c)
                row[c - c_lo] = cities[key]["name"][0] if key in cities else \
                    (mark(key, cell) if mark else "") or MARKS[cell["terrain"]]
        out.append(f"{row_letters(r - r0):>3}{margin(r) if margin else ' '}" + "".join(row).rstrip())
    return "\n".join(out)


def city_lines(cities: dict, name: Namer, spokes: Callable[[Cell], list[int]], head: bool = True) -> list[str]:
    """The README's table of cities, after a '## Cities' heading and their count by colour (`head`)."""
    out = []
    if head:
        counts = {k: sum(1 for c in cities.values() if c["color"] == k)
                  for k in ("red", "yellow", "blue", "purple", "black", "gray")}
        out += ["## Cities", "", f"{len(cities)} cities: " + ", ".join(f"{n} {k}" for k, n in counts.items())
                + f"; {sum(c['cubes'] for c in cities.values())} cubes in all. All values are **reconstructed**.", ""]
    out += ["| city | colour | cubes | lat, lon | hex | moved | spokes | why |", "|---|---|---|---|---|---|---|---|"]
    for key in sorted(cities):
        c, sides = cities[key], spokes(key)
        words = "every side" if len(sides) == 6 else ", ".join(EDGE_WORDS[e] for e in sides)
        moved = "—" if c["moved_km"] is None else f"{c['moved_km']:.0f} km, from {name(c['own'])}"
        out.append(f"| {c['name']} | {c['color']} | {c['cubes']} | {latlon_text(c['lat'], c['lon'])} | {name(key)} "
                   f"| {moved} | {words} | {c['why']} |")
    return out


def range_lines(ranges: Sequence[tuple[str, list[Point], float]], indent: str = "  ") -> list[str]:
    return [f"{indent}- {n}: axis {course_text(axis)}, {half:.0f} km either side" for n, axis, half in ranges]


def course_lines(courses: Sequence[tuple[str, list[Point]]], indent: str = "  ") -> list[str]:
    return [f"{indent}- {n}: {course_text(points)}" for n, points in courses]


def group_lines(board: dict, name: Namer, kind: Callable[[Cell, dict], tuple[str, str]] | None = None,
                rank: Mapping[str, int] = TERRAIN_ORDER) -> list[str]:
    """The README's lists of the hexes that are not cities, by their `kind` (a label and a group: by default the
    terrain and its group), the labels in `rank`'s order, then by group; each list row by row."""
    cells, cities = board["cells"], board["cities"]
    groups: dict[tuple[str, str], list[Cell]] = {}
    for key, cell in cells.items():
        if key not in cities:
            groups.setdefault(kind(key, cell) if kind else (cell["terrain"].capitalize(), cell["group"]), []).append(key)
    r0, out = min(r for r, _ in cells), []
    for (label, group), keys in sorted(groups.items(), key=lambda kv: (rank[kv[0][0]], kv[0])):
        out += ["", f"### {label}{': ' + group if group else ''} ({len(keys)} hex{'es' if len(keys) != 1 else ''})", ""]
        rows: dict[int, list[Cell]] = {}
        for key in sorted(keys):
            rows.setdefault(key[0], []).append(key)
        out += [f"- {row_letters(r - r0)}: " + ", ".join(name(k) for k in ks) for r, ks in sorted(rows.items())]
    return out


def side_line(name: Namer, key: Cell, edge: int, what: str = "") -> str:
    return f"- {name(key)} edge {edge} ({EDGE_WORDS[edge]}) | {name(across(key, edge))}" + (f" — {what}" if what else "")


def ridge_lines(board: dict, name: Namer, crests: Sequence[tuple[str, list[Point]]],
                crossed: str = "the crest line of one of the highest ranges crosses:", gap: bool = True) -> list[str]:
    """The README's ridges: what they are (sides a crest line `crossed`), the crest lines (after a blank line with
    `gap`), each ridge side."""
    out = ["", f"### Ridges ({len(board['ridges'])} hex sides)", "", "Crossing one costs extra. **Reconstructed**: a "
           f"ridge on every hex side between two mountain hexes that {crossed}", *([""] if gap else []),
           *course_lines(crests, ""), "",
           "Each is written as a hex, its edge (0 lower-left, 1 left, 2 upper-left, 3 upper-right, 4 right, "
           "5 lower-right) and the hex across it.", ""]
    return out + [side_line(name, key, edge, crest) for key, edge, crest in board["ridges"]]


def strait_lines(board: dict, name: Namer, table: Mapping[frozenset[str], tuple[str, str]]) -> list[str]:
    out = ["", f"### Straits narrower than a hex ({len(board['straits'])} hex sides)", ""]
    for side in board["straits"]:
        strait, why = strait_of(board["cells"], table, side)
        out.append(side_line(name, *side, f"{strait} ({why})"))
    return out


def line_lines(lines: list[dict], heading: str, field: str) -> list[str]:
    """The README's table of Major Lines, its last column (`heading`) the lines' `field`."""
    return [f"| id | ends | points | hex distance | {heading} |", "|---|---|---|---|---|"] + [
        f"| {line['id']} | {line['ends'][0]} – {line['ends'][1]} | {line['points']} | {line['dist']} | {line[field]} |"
        for line in lines]


def line_section(lines: list[dict], intro: str) -> list[str]:
    """The README's Major Lines: where they come from (`intro`), their points, their table."""
    return ["", "## Major Lines", "", f"{intro}; points are about one per two hexes of the line's straight hex distance "
            "(as the Eastern U.S. lines), at least 4.", "", *line_lines(lines, "the historical line", "history")]


def map_lines(module: str, legend: str, text: str) -> list[str]:
    return ["", "## The map as text", "", f"`python3 -m tools.rotw_maps.{module} --dump`: {legend}", "", "```", text,
            "```"]


# -- running -----------------------------------------------------------------------------------------------


def terrain_counts(data: dict) -> dict[str, int]:
    terrain: dict[str, int] = {}
    for h in data["hexes"]:
        terrain[h["terrain"]] = terrain.get(h["terrain"], 0) + 1
    return terrain


def write(module: str, data: dict, generated: str | None) -> Path:
    """Write engine/data/rotw_<module>/board.json and, given `generated`, the README's part between its marks;
    return board.json's path."""
    folder = DATA / f"rotw_{module}"
    folder.mkdir(parents=True, exist_ok=True)
    path = folder / "board.json"
    path.write_text(json.dumps(data, indent=1, ensure_ascii=False) + "\n", encoding="utf-8")
    if generated is not None:
        readme = folder / "README.md"
        begin, end = (f"<!-- generated by tools/rotw_maps/{module}.py: {w} -->" for w in ("begin", "end"))
        text = readme.read_text(encoding="utf-8") if readme.exists() else f"{begin}\n{end}\n"
        head, rest = text.split(begin, 1)
        readme.write_text(f"{head}{begin}\n\n{generated}\n\n{end}{rest.split(end, 1)[1]}", encoding="utf-8")
    return path


def run(argv: list[str], module: str, build: Callable[[], dict], dump: Callable[[dict], str],
        lists: Callable[[dict], str], board_json: Callable[[dict], dict], readme: bool = True,
        counted: Callable[[dict, dict], str] | None = None) -> None:
    """--dump: print the board as text; --lists: the README's tables; else write board.json (and the README's
    generated part, with `readme`) and say what it holds (`counted` adds to it)."""
    board = build()
    if "--dump" in argv:
        print(dump(board))
        return
    if "--lists" in argv:
        print(lists(board))
        return
    data = board_json(board)
    path = write(module, data, lists(board) if readme else None)
    print(f"wrote {path}: {len(data['hexes'])} hexes {terrain_counts(data)}, {len(board['cities'])} cities, "
          f"{len(data['ridges'])} ridges, {counted(board, data) if counted else ''}{len(data['major_lines'])} Major Lines")
