"""The projection and hex grid the board generators share (tools/rotw_maps/eur.py, nip.py, gb.py, na.py): an
equidistant conic projection (km east and south of the origin) with a grid of pointy-top hexes laid on it in the
engine's doubled coordinates (row, doubled column number: engine/core/hexgrid.py)."""

from __future__ import annotations

import math

from tools.rotw_maps.plane import Point, polyline_distance

EARTH_KM = 6371.0
STEPS = ((1, -1), (0, -2), (-1, -1), (-1, 1), (0, 2), (1, 1))  # (row, number) for edges 0-5 (engine/core/hexgrid.py)
EDGE_WORDS = ("lower-left", "left", "upper-left", "upper-right", "right", "lower-right")
Cell = tuple[int, int]  # (row, doubled column number)


class ConicGrid:
    """Hexes `hex_km` across the flats on an equidistant conic projection with standard parallels `lat1` and
    `lat2`, centred on (`lat0`, `lon0`)."""

    def __init__(self, hex_km: float, lat1: float, lat2: float, lat0: float, lon0: float) -> None:
        self.hex_km = hex_km
        self.projection = (f"equidistant conic, standard parallels {degrees(lat1, 'NS')} and {degrees(lat2, 'NS')}, "
                           f"central meridian {degrees(lon0, 'EW')}")  # in words, for board.json's sources
        self.col_km = hex_km / 2  # one doubled column number
        self.row_km = hex_km * math.sqrt(3) / 2  # one row
        self.lon0 = lon0
        p1, p2, p0 = (math.radians(v) for v in (lat1, lat2, lat0))
        self.n = (math.cos(p1) - math.cos(p2)) / (p2 - p1)
        self.g = math.cos(p1) / self.n + p1
        self.rho0 = EARTH_KM * (self.g - p0)

    def project(self, lat: float, lon: float) -> tuple[float, float]:
        """(x east, y south) in km."""
        rho = EARTH_KM * (self.g - math.radians(lat))
        theta = self.n * math.radians(lon - self.lon0)
        return rho * math.sin(theta), -(self.rho0 - rho * math.cos(theta))

    def unproject(self, x: float, y: float) -> tuple[float, float]:
        north = -y
        rho = math.copysign(math.hypot(x, self.rho0 - north), self.n)
        theta = math.atan2(x, self.rho0 - north)
        return math.degrees(self.g - rho / EARTH_KM), self.lon0 + math.degrees(theta / self.n)

    def centre(self, cell: Cell) -> tuple[float, float]:
        return cell[1] * self.col_km, cell[0] * self.row_km

    def nearest_cell(self, x: float, y: float) -> Cell:
        r0 = round(y / self.row_km)
        options = [(r, c) for r in (r0 - 1, r0, r0 + 1)
                   for c in range(math.floor(x / self.col_km) - 2, math.ceil(x / self.col_km) + 3) if (r + c) % 2 == 0]
        return min(options, key=lambda cell: math.dist(self.centre(cell), (x, y)))

    def line_distance(self, p: tuple[float, float], line: list[Point]) -> float:
        """From a projected point to a course given in (lat, lon)."""
        return polyline_distance(p, [self.project(*q) for q in line])


def neighbours(cell: Cell) -> list[Cell]:
    return [(cell[0] + dr, cell[1] + dc) for dr, dc in STEPS]


def across(cell: Cell, edge: int) -> Cell:
    return cell[0] + STEPS[edge][0], cell[1] + STEPS[edge][1]


def hex_distance(a: Cell, b: Cell) -> int:
    dr, dc = abs(a[0] - b[0]), abs(a[1] - b[1])
    return dr + max(0, (dc - dr) // 2)


def degrees(value: float, signs: str) -> str:
    """42.0 'NS' -> '42N', -2.5 'EW' -> '2.5W'."""
    return f"{abs(value):g}{signs[0] if value >= 0 else signs[1]}"


def latlon_text(lat: float, lon: float) -> str:
    return f"{abs(lat):.2f}{'N' if lat >= 0 else 'S'} {abs(lon):.2f}{'E' if lon >= 0 else 'W'}"


def course_text(points: list[Point]) -> str:
    return " – ".join(latlon_text(*q) for q in points)
