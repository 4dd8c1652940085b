"""Where track lies on a hex, in tile coordinates: centre (0, 0), circumradius 1, y down.

Edges are numbered as in `engine.core.hexgrid`: on pointy-topped hexes (the default) 0 lower-left,
1 left, 2 upper-left, 3 upper-right, 4 right, 5 lower-right; on flat-topped ones (`layout="flat"`)
0 bottom, 1 lower-left, 2 upper-left, 3 top, 4 upper-right, 5 lower-right: the same drawing
turned 30° anticlockwise. Every track path becomes a polyline (arcs are sampled), so the same
points draw the track and the route overlays that follow it.
"""

from __future__ import annotations

import math
from dataclasses import dataclass
from functools import lru_cache
from itertools import pairwise

from engine.core.hexgrid import FLAT, POINTY
from engine.eighteen.shared.tiles import PlacedTile

Point = tuple[float, float]
INRADIUS = math.sqrt(3) / 2
ARC_STEPS = 18  # points per curve: smooth at the sizes we draw
TURN = {POINTY: 0, FLAT: -30}  # degrees a layout's drawing is turned from the pointy one


def edge_angle(edge: int, layout: str = POINTY) -> float:
    """Direction from the centre to the middle of `edge`, in radians (y down)."""
    return math.radians(120 + 60 * (edge % 6) + TURN[layout])


def edge_mid(edge: int, inset: float = 0.0, layout: str = POINTY) -> Point:
    """The middle of an edge, or a point `inset` in from it towards the centre."""
    angle, r = edge_angle(edge, layout), INRADIUS - inset
    return (r * math.cos(angle), r * math.sin(angle))


def corner(index: int, layout: str = POINTY) -> Point:
    """Corner `index` 0..5 clockwise (pointy: from the upper right; flat: from the right);
    corner k lies between edges k+3 and k+4 (mod 6)."""
    angle = math.radians(-30 + 60 * index + TURN[layout])
    return (math.cos(angle), math.sin(angle))


def edge_ends(edge: int, layout: str = POINTY) -> tuple[Point, Point]:
    """The two corners at the ends of `edge`."""
    return corner((edge + 2) % 6, layout), corner((edge + 3) % 6, layout)


def hex_points(cx: float, cy: float, radius: float, layout: str = POINTY) -> list[Point]:
    return [(cx + radius * x, cy + radius * y) for x, y in (corner(i, layout) for i in range(6))]


def _arc(centre: Point, radius: float, start: float, end: float) -> list[Point]:
    # the short way round from `start` to `end`
    delta = (end - start + math.pi) % (2 * math.pi) - math.pi
    return [
        (centre[0] + radius * math.cos(start + delta * i / ARC_STEPS), centre[1] + radius * math.sin(start + delta * i / ARC_STEPS))
        for i in range(ARC_STEPS + 1)
    ]


def edge_to_edge(a: int, b: int, layout: str = POINTY) -> list[Point]:
    """Track from the middle of edge `a` to the middle of edge `b`: straight, gentle or sharp curve."""
    turn = (b - a) % 6
    if turn == 3:
        return [edge_mid(a, layout=layout), edge_mid(b, layout=layout)]
    start, end = edge_mid(a, layout=layout), edge_mid(b, layout=layout)
    if turn in (1, 5):  # sharp: around the corner the two edges share, radius 1/2
        first = a if turn == 1 else b
        cx, cy = corner((first + 3) % 6, layout)
        radius = 0.5
    else:  # gentle: around the centre of the hex beyond the edge between them, radius 3/2
        middle = (a + 1) % 6 if turn == 2 else (a - 1) % 6
        angle = edge_angle(middle, layout)
        cx, cy = 2 * INRADIUS * math.cos(angle), 2 * INRADIUS * math.sin(angle)
        radius = 1.5
    return _arc((cx, cy), radius, math.atan2(start[1] - cy, start[0] - cx), math.atan2(end[1] - cy, end[0] - cx))


def halves(line: list[Point]) -> tuple[list[Point], Point, list[Point]]:
    """Split a polyline at half its length: (first half, middle point, second half)."""
    lengths = [math.dist(p, q) for p, q in pairwise(line)]
    half, run = sum(lengths) / 2, 0.0
    for i, length in enumerate(lengths):
        if run + length >= half:
            t = (half - run) / length if length else 0.0
            p, q = line[i], line[i + 1]
            mid = (p[0] + (q[0] - p[0]) * t, p[1] + (q[1] - p[1]) * t)
            return [*line[: i + 1], mid], mid, [mid, *line[i + 1 :]]
        run += length
    return line, line[-1], [line[-1]]  # pragma: no cover - zero-length line


@dataclass(frozen=True)
class TileShape:
    """The drawn geometry of a placed tile."""

    paths: tuple[tuple[Point, ...], ...]  # one polyline per path, from its first endpoint to its second
    stops: dict[str, Point]  # "city0", "town0", "junction0" -> position
    town_bars: dict[str, float]  # towns drawn as a bar across their track: the track's direction there
    exits: frozenset[int]


Paths = tuple[tuple[int | str, int | str], ...]


def shape_of(tile: PlacedTile, layout: str = POINTY) -> TileShape:
    return tile_shape(tile.paths, layout)


@lru_cache(maxsize=2048)
def tile_shape(spec_paths: Paths, layout: str = POINTY) -> TileShape:
    """Polylines for every path of a placed tile (board edges, already rotated). A town on exactly two exits sits on the
    track between them (a bar across it, as printed on 18xx tiles); other stops
    and junctions sit in the centre with straight track to their edges."""
    ends_of: dict[str, list[int]] = {}
    for a, b in spec_paths:
        for node, other in ((a, b), (b, a)):
            if isinstance(node, str) and isinstance(other, int):
                ends_of.setdefault(node, []).append(other)
    stops: dict[str, Point] = {}
    bars: dict[str, float] = {}
    half_lines: dict[tuple[str, int], list[Point]] = {}
    for node, edges in ends_of.items():
        if node.startswith("town") and len(edges) == 2:
            first, mid, second = halves(edge_to_edge(edges[0], edges[1], layout))
            stops[node] = mid
            half_lines[(node, edges[0])] = first
            half_lines[(node, edges[1])] = second
            before, after = first[-2], second[1]
            bars[node] = math.atan2(after[1] - before[1], after[0] - before[0])
        else:
            stops[node] = (0.0, 0.0)
    for a, b in spec_paths:
        for node in (a, b):
            if isinstance(node, str):
                stops.setdefault(node, (0.0, 0.0))
    paths: list[tuple[Point, ...]] = []
    for a, b in spec_paths:
        if isinstance(a, int) and isinstance(b, int):
            line = edge_to_edge(a, b, layout)
        elif isinstance(a, int) or isinstance(b, int):
            node, edge = (str(a), int(b)) if isinstance(b, int) else (str(b), int(a))
            line = half_lines.get((node, edge))
            if line is None:
                line = [stops[node], edge_mid(edge, layout=layout)]
            elif line[0] != stops[node]:
                line = list(reversed(line))  # from the stop out to the edge
            if node != a:  # the path is written edge first
                line = list(reversed(line))
        else:
            line = [stops[str(a)], stops[str(b)]]
        paths.append(tuple(line))
    exits = frozenset(end for path in spec_paths for end in path if isinstance(end, int))
    return TileShape(tuple(paths), stops, bars, exits)


def clearance(point: Point, shape: TileShape) -> float:
    """How far `point` is from the nearest track of the tile."""
    best = math.inf
    for line in shape.paths:
        for p, q in pairwise(line):
            best = min(best, _segment_distance(point, p, q))
    return best


def _segment_distance(point: Point, p: Point, q: Point) -> float:
    dx, dy = q[0] - p[0], q[1] - p[1]
    length2 = dx * dx + dy * dy
    t = 0.0 if length2 == 0 else max(0.0, min(1.0, ((point[0] - p[0]) * dx + (point[1] - p[1]) * dy) / length2))
    return math.dist(point, (p[0] + t * dx, p[1] + t * dy))


def ring(radius: float, angles_deg: list[float]) -> list[Point]:
    return [(radius * math.cos(math.radians(a)), radius * math.sin(math.radians(a))) for a in angles_deg]
