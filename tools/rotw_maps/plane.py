"""Plane geometry the board generators share (tools/rotw_maps/eur.py, nip.py, gb.py, na.py): a point in a polygon
of (lat, lon) points, the distance from a point to a segment or a projected polyline, whether two segments cross,
whether a segment crosses a polyline."""

from __future__ import annotations

import math
from itertools import pairwise

Point = tuple[float, float]


def inside(lat: float, lon: float, polygon: list[Point]) -> bool:
    """Is (lat, lon) inside the polygon (even-odd rule)?"""
    result = False
    for (a_lat, a_lon), (b_lat, b_lon) in zip(polygon, polygon[1:] + polygon[:1], strict=True):
        if (a_lat > lat) != (b_lat > lat) and lon < a_lon + (lat - a_lat) * (b_lon - a_lon) / (b_lat - a_lat):
            result = not result
    return result


def seg_distance(p: Point, a: Point, b: Point) -> float:
    dx, dy = b[0] - a[0], b[1] - a[1]
    length = dx * dx + dy * dy
    t = 0.0 if length == 0 else max(0.0, min(1.0, ((p[0] - a[0]) * dx + (p[1] - a[1]) * dy) / length))
    return math.hypot(p[0] - a[0] - t * dx, p[1] - a[1] - t * dy)


def polyline_distance(p: Point, points: list[Point]) -> float:
    """From p to the nearest point of a polyline (points already projected to the plane)."""
    if len(points) == 1:
        return math.hypot(p[0] - points[0][0], p[1] - points[0][1])
    return min(seg_distance(p, a, b) for a, b in pairwise(points))


def crosses(p1: Point, p2: Point, q1: Point, q2: Point) -> bool:
    """Do the segments p1-p2 and q1-q2 cross?"""
    def side(a: Point, b: Point, c: Point) -> float:
        return (b[0] - a[0]) * (c[1] - a[1]) - (b[1] - a[1]) * (c[0] - a[0])
    return side(p1, p2, q1) * side(p1, p2, q2) < 0 and side(q1, q2, p1) * side(q1, q2, p2) < 0


def crosses_polyline(p1: Point, p2: Point, points: list[Point]) -> bool:
    """Does the segment p1-p2 cross the polyline?"""
    return any(crosses(p1, p2, a, b) for a, b in pairwise(points))
