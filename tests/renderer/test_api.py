"""The public face of the renderer, as the bot uses it."""

from __future__ import annotations

import dataclasses
from concurrent.futures import ThreadPoolExecutor

import pytest

import renderer
from engine.core.game import Game
from renderer import Picture, render_map, render_status
from renderer.eighteen.ez.titles import map_view
from tests.renderer.conftest import decode, example_after
from tests.renderer.test_status import OtherTitle


def test_the_public_names() -> None:
    assert set(renderer.__all__) == {
        "Picture", "pictures_after_move", "render_map", "render_market", "render_routes", "render_status", "render_tile_choices",
    }
    picture = Picture("map.png", b"", "x")
    with pytest.raises(dataclasses.FrozenInstanceError):
        picture.caption = "y"  # type: ignore[misc]


def test_pictures_drawn_in_several_threads_at_once_are_identical(final_game: Game) -> None:
    expected = (render_map(final_game).png, render_status(final_game).png)
    with ThreadPoolExecutor(4) as pool:
        results = list(pool.map(lambda _: (render_map(final_game).png, render_status(final_game).png), range(4)))
    assert all(result == expected for result in results)


def test_a_title_without_its_own_legend_gets_its_status_lines() -> None:
    donor = example_after(39)
    game = OtherTitle(list(donor.players), donor.seed)
    game.state = donor.state
    legend = [line.text for line in map_view(game).legend]
    assert legend[0] == game.name and legend[-1] == game.status_lines()[1].strip()
    assert 1200 <= decode(render_map(game).png).width <= 1600
