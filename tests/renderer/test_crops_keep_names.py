"""A Railways of the World crop (the part of the map around a build) shows every city name it shows whole, and the
build well inside it (issue 45 §9: a crop put the new track at its edge and cut "Kingston" in two)."""

from __future__ import annotations

import pytest

from engine import TITLES, game_class
from renderer.rotw import area as rotwarea
from renderer.rotw import board as rotwboard

ROTW = sorted(t for t in TITLES if t.startswith("RotW"))


@pytest.mark.parametrize("title", ROTW)
def test_a_crop_around_any_city_cuts_no_name_and_keeps_the_change_off_its_edges(title: str) -> None:
    board = game_class(title)(["Ann", "Bob"], 1).board
    plan = rotwboard.layout(board)
    width, height = plan.size
    cut = []
    for changed in board.cities:
        left, top, right, bottom = rotwarea.area_box(plan, (changed,))
        x, y = plan.centre(changed)
        margin = 1.5 * plan.radius  # the change is at least this far from an edge that is not the map's own
        assert (x - left >= margin or left == 0) and (right - x >= margin or right == width)
        assert (y - top >= margin or top == 0) and (bottom - y >= margin or bottom == height)
        for city in board.cities:
            a, b, c, d = rotwarea._name_box(plan, city)
            if a < right - 1 and left + 1 < c and b < bottom - 1 and top + 1 < d:  # shown, at least in part: then whole
                whole = ((a >= left or left == 0) and (c <= right or right == width)
                         and (b >= top or top == 0) and (d <= bottom or bottom == height))
                if not whole:
                    cut.append((changed, board.cities[city].name))
    assert not cut, cut[:5]
