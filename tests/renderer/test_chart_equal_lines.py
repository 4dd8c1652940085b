"""Lines of equal values on a chart (issue 45 §9): five companies not yet floated at one share value, a player level
with another for a few rounds. Every one of them shows on the plot, side by side, each in its own colour, while its
points keep their values (lifted a few points as drawn, never changed); a line equal to an earlier one all along says
so in the legend ("Cid = Ann")."""

from __future__ import annotations

import io
from collections import defaultdict

import numpy as np
from matplotlib.figure import Figure
from matplotlib.lines import Line2D
from PIL import Image

from renderer.charts import DPI, chart_figure, company_colour, figure_png, player_colours
from renderer.common.style import RGB, colour_distance
from renderer.rotw.maps import CASING, PLAYER_COLOURS
from renderer.story import Sample, Story, game_story
from tests.saved_games import saved_moves

MOST = 4.5  # points: the most a point of a line may be drawn away from its value


def _drawn(figure: Figure) -> tuple[np.ndarray, float]:
    """The figure drawn (as the bot posts it: the palette PNG), as RGB pixels, and its height in pixels."""
    png = figure_png(figure)
    image = np.asarray(Image.open(io.BytesIO(png)).convert("RGB")).astype(int)
    return image, float(image.shape[0])


def _count(pixels: np.ndarray, colour: RGB) -> int:
    """How many of the pixels are in `colour` (within a palette step of it: renderer/common/style.colour_distance)."""
    flat = pixels.reshape(-1, 3)
    mean_red = (flat[:, 0] + colour[0]) / 2
    dr, dg, db = (flat[:, i] - colour[i] for i in range(3))
    distance = np.sqrt((2 + mean_red / 256) * dr * dr + 4 * dg * dg + (2 + (255 - mean_red) / 256) * db * db)
    return int((distance < 20).sum())


def _window(image: np.ndarray, height: float, figure: Figure, xs: tuple[float, float], y: float) -> np.ndarray:
    """The pixels of the plot between moves xs[0] and xs[1] (a few pixels in from each), within MOST points and a line's
    width of the value y."""
    (ax,) = figure.axes
    (x0, y0), (x1, _) = ax.transData.transform([(xs[0], y), (xs[1], y)])
    reach = (MOST + 3) * DPI / 72
    top, bottom = round(height - y0 - reach), round(height - y0 + reach)
    return image[top:bottom + 1, round(x0) + 8:round(x1) - 8]


def _apart(figure: Figure) -> float:
    """The farthest any point of any line is drawn from its value, in points (after the figure is drawn)."""
    (ax,) = figure.axes
    farthest = 0.0
    for line in ax.get_lines():
        true = ax.transData.transform(np.column_stack([line.get_xdata(), line.get_ydata()]))
        drawn = line.get_transform().transform(np.column_stack([line.get_xdata(), line.get_ydata()]))
        assert np.allclose(true[:, 0], drawn[:, 0])  # only ever up or down
        farthest = max(farthest, float(np.abs(drawn[:, 1] - true[:, 1]).max(initial=0.0)) * 72 / DPI)
    return farthest


def test_companies_at_one_share_value_each_show_on_the_plot() -> None:
    """18GL after its first stock rounds: NYC and Wabash at $80, NKP, Monon and LS&I at $60, unchanged for four rounds.
    Each company's colour is on the plot at its value (before: the last drawn hid the others), and the legend names
    the ones equal all along."""
    game, moves = saved_moves("18gl-example-revision-4")
    game = game.replayed(moves[:60])
    story = game_story(game)
    companies = {rr: company_colour(game, rr) for s in story.samples for rr, _ in s.companies}
    at = defaultdict(list)
    for rr, value in story.samples[-1].companies:
        at[value].append(rr)
    assert sorted(at[60]) == ["LS&I", "Monon", "NKP"] and sorted(at[80]) == ["NYC", "Wabash"]
    first = next(s.move for s in story.samples if s.companies)
    figure = chart_figure(story, "companies", player_colours(game), companies)
    image, height = _drawn(figure)
    for value, together in at.items():
        if len(together) < 2:
            continue
        window = _window(image, height, figure, (first, story.moves), value)
        for rr in together:
            if colour_distance(companies[rr], CASING) < 60:
                continue  # NYC's near-black shows only as a darker stripe on the casing
            assert _count(window, companies[rr]) >= 150, f"{rr} at ${value} is hidden"
    assert _apart(figure) <= MOST
    (legend,) = figure.legends
    labels = [t.get_text() for t in legend.get_texts()]
    assert labels[:3] == ["B&O", "NYC", "Wabash = NYC"] and "Monon = NKP" in labels and "LS&I = NKP" in labels
    for handle, rr in zip(legend.legend_handles, companies, strict=True):  # each entry in its line's colour
        assert isinstance(handle, Line2D) and handle.get_color() == tuple(c / 255 for c in companies[rr])


def _story(values: list[tuple[int, ...]]) -> Story:
    samples = [Sample(move=10 * k, round=f"Stock Round {k}" if k else "start", players=v) for k, v in enumerate(values)]
    return Story("A game of three", "18xx", ("Ann", "Bob", "Cid"), money=True, samples=samples)


def test_a_player_level_with_another_for_a_stretch_shows_beside_them() -> None:
    """Bob is level with Ann for four rounds, then falls behind; Cid is level with Ann all game. In those four rounds
    all three colours are on the plot at Ann's value, one above another; the legend says "Cid = Ann"."""
    ann = [600, 600, 600, 600, 700, 800, 900, 1000]
    bob = [600, 600, 600, 600, 500, 450, 400, 380]
    story = _story(list(zip(ann, bob, ann, strict=True)))
    colours = list(PLAYER_COLOURS[:3])
    figure = chart_figure(story, "players", colours, {})
    image, height = _drawn(figure)
    window = _window(image, height, figure, (0, 30), 600)
    for player, colour in enumerate(colours):
        assert _count(window, colour) >= 150, f"{story.players[player]} is hidden at $600"
    rows = [[_count(window[r:r + 1], c) > 40 for c in colours] for r in range(len(window))]
    tops = [next(r for r, row in enumerate(rows) if row[p]) for p in range(3)]
    assert tops == sorted(tops)  # side by side in the legend's order: Ann on top, then Bob, then Cid
    assert _apart(figure) <= MOST
    (legend,) = figure.legends
    assert [t.get_text() for t in legend.get_texts()] == ["Ann", "Bob", "Cid = Ann"]


def test_lines_that_only_cross_stay_on_their_values() -> None:
    """Two players whose lines cross at a round's end (level there, never for a stretch) are drawn at their values."""
    story = _story([(600, 700, 500), (700, 700, 600), (800, 600, 700)])
    figure = chart_figure(story, "players", list(PLAYER_COLOURS[:3]), {})
    _drawn(figure)
    assert _apart(figure) == 0
    assert [t.get_text() for t in figure.legends[0].get_texts()] == ["Ann", "Bob", "Cid"]
