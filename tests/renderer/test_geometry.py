"""Track geometry agrees with the engine's hex grid and edge numbers."""

from __future__ import annotations

import math

import pytest

from engine.core.hexgrid import Hex, centre_xy
from engine.eighteen.shared.board import Board
from engine.eighteen.shared.tiles import PlacedTile
from renderer.common.geometry import INRADIUS, corner, edge_mid, edge_to_edge, halves, shape_of
from tests.renderer.conftest import board_names


@pytest.mark.parametrize("edge", range(6))
def test_edge_midpoints_face_the_engines_neighbours(edge: int) -> None:
    here = Hex.parse("E6")
    (x0, y0), (x1, y1) = centre_xy(here, "pointy"), centre_xy(here.neighbour(edge, "pointy"), "pointy")
    mx, my = edge_mid(edge)
    # the neighbour's centre lies twice the inradius away, straight through the edge's middle
    assert math.isclose(x1 - x0, 2 * mx, abs_tol=1e-9) and math.isclose(y1 - y0, 2 * my, abs_tol=1e-9)


def test_corners_lie_between_their_edges() -> None:
    for edge in range(6):
        a, b = edge_mid(edge), edge_mid(edge + 1)
        c = corner((edge + 3) % 6)
        # the corner between two edges is 1/2 from both edge midpoints
        assert math.isclose(math.dist(a, c), 0.5) and math.isclose(math.dist(b, c), 0.5)


@pytest.mark.parametrize("turn", [1, 2, 3, 4, 5])
def test_track_between_edges_meets_both_edges_and_stays_on_the_tile(turn: int) -> None:
    for start in range(6):
        line = edge_to_edge(start, (start + turn) % 6)
        assert math.dist(line[0], edge_mid(start)) < 1e-9
        assert math.dist(line[-1], edge_mid(start + turn)) < 1e-9
        assert all(math.hypot(*p) <= INRADIUS + 1e-9 for p in line)
        _, middle, _ = halves(line)
        # straight through the centre; gentle curves pass 0.23 from it, sharp ones 1/2
        expected = {3: 0.0, 2: 2 * INRADIUS - 1.5, 4: 2 * INRADIUS - 1.5, 1: 0.5, 5: 0.5}[turn]
        assert math.isclose(math.hypot(*middle), expected, abs_tol=0.01)


@pytest.mark.parametrize("board_name", board_names())
def test_every_path_of_every_tile_runs_between_its_endpoints(board_name: str) -> None:
    board = Board.load(board_name)
    for spec in board.tiles.values():
        for rotation in range(6):
            placed = PlacedTile(spec, rotation)
            shape = shape_of(placed, board.layout)
            assert shape.exits == placed.exits
            for (a, b), line in zip(placed.paths, shape.paths, strict=True):
                for end, point in ((a, line[0]), (b, line[-1])):
                    expected = edge_mid(end, layout=board.layout) if isinstance(end, int) else shape.stops[end]
                    assert math.dist(point, expected) < 1e-9, (spec.id, rotation, a, b)
