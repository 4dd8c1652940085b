"""Charts of how a game went, drawn with matplotlib (headless: its Agg canvas, never pyplot's global figures), from a
`Story` (renderer/story.py):

    players     18xx: every player's net worth by round (18EZ Level 1: their railroad's money), phase changes marked;
                Railways of the World: every player's points on the track by turn, the Major Lines won starred, and
                the final scoring (bonds and Rail Baron cards counted) once the game is over
    companies   18xx titles with a stock market: every company's share value by round, phase changes marked
    income      Railways of the World: every player's income a turn, and their bonds as a second (dashed) line

Made for a phone: 780 px wide (a 390 px screen shows it at half size, every label still 11 px or more), few ticks,
the legend under the chart where it covers no line. The colours are the map's: a Railways of the World player's
track colour (on the same dark casing), an 18xx railroad's colour; 18xx players have no colour on their map (it
shows railroads), so their lines take the players' colours of the Railways of the World map, except in 18EZ Level 1,
where each player runs one railroad and takes its colour.

Lines that run together (the same values from one point to the next: five companies not yet floated at $80, players
level for a few rounds) are drawn side by side, like railroads sharing a corridor on a transit map: each a couple of
points from the next, the first in the legend on top, the bundle centred on their common value, every point of every
line still at its value within a few points (the data is never changed: each point is lifted as it is drawn, see
`lanes`). A line equal to an earlier one over the whole chart says so in the legend: "Wabash = NYC".
"""

from __future__ import annotations

import math
from collections import Counter, defaultdict
from collections.abc import Sequence
from dataclasses import dataclass
from functools import lru_cache
from itertools import pairwise
from typing import Any

import numpy as np
from matplotlib import patheffects, rc_context, ticker
from matplotlib.axes import Axes
from matplotlib.backends.backend_agg import FigureCanvasAgg
from matplotlib.figure import Figure
from matplotlib.font_manager import FontProperties, findfont, get_font
from matplotlib.lines import Line2D
from matplotlib.transforms import Transform, blended_transform_factory, offset_copy
from PIL import Image

from engine.core.game import Game
from renderer.common import style
from renderer.common.picture import DRAWING, Picture, png_bytes
from renderer.rotw.maps import CASING, PLAYER_COLOURS
from renderer.story import Sample, Story, chart_kinds, figure, game_story, short_round

DPI = 100
WIDTH = 780  # px: twice a phone's 390
TITLE, TEXT, SMALL = 22, 18, 16  # points (at 100 dpi a point is 1.39 px: 16 pt is 22 px, 11 px on a 390 px screen)
LINE, EDGE = 3.4, 6.2  # a line and its dark casing, in points
PAPER = tuple(c / 255 for c in style.PAPER)
GRID = "#d8d6cf"
MUTED = tuple(c / 255 for c in style.MUTED)
LEFT, RIGHT = 118, 28  # px beside the plot (the values on the left)
ROW = 40  # px: a row of the legend
PITCH, SPREAD = 3.0, 8.0  # points: lines running together, one from the next; the most the outer two are apart


def rgb(colour: style.RGB) -> tuple[float, float, float]:
    return (colour[0] / 255, colour[1] / 255, colour[2] / 255)


def player_colours(game: Game) -> list[style.RGB]:
    """Each player's colour, as the map shows them (see the module's docstring)."""
    count = len(game.players)
    colours = [PLAYER_COLOURS[p % len(PLAYER_COLOURS)] for p in range(count)]
    railroad_of = getattr(game, "railroad_of", None)
    if game.family != "rotw" and railroad_of is not None:  # 18EZ Level 1: a player is the railroad they run
        for player in range(count):
            railroad = railroad_of(player)
            if railroad is not None:
                colours[player] = company_colour(game, railroad.id)
    return colours


def company_colour(game: Game, railroad: str) -> style.RGB:
    """An 18xx railroad's colour on the map (renderer/eighteen/mapview.railroad_colour)."""
    spec = game.board.railroads.get(railroad)  # type: ignore[attr-defined]
    return style.rgb(spec.color) if spec is not None else style.MUTED


def render_chart(game: Game, what: str = "players", story: Story | None = None) -> Picture:
    """The chart `what` of the game so far, as a PNG ("chart.png" for the players' standing); `story`: the game's, if
    it was replayed already."""
    if what not in chart_kinds(game):
        raise ValueError(f"{game.name} has no {what} chart; it has {', '.join(chart_kinds(game))}")
    story = story or game_story(game)
    colours = player_colours(game)
    companies = {rr: company_colour(game, rr) for s in story.samples for rr, _ in s.companies}
    with DRAWING:
        png = chart_png(story, what, colours, companies)
    name = "chart.png" if what == "players" else f"chart-{what}.png"
    return Picture(name, png, f"{caption(story, what)}, after move {story.moves}")


def caption(story: Story, what: str) -> str:
    by = "turn" if story.family == "rotw" else "round"
    if what == "companies":
        return f"Share values by {by}"
    if what == "income":
        return f"Income and bonds by {by}"
    return f"{story.measure} by {by}"


# -- one chart in a figure of its own ---------------------------------------------------------------------------------


def chart_png(story: Story, what: str, colours: Sequence[style.RGB], companies: dict[str, style.RGB]) -> bytes:
    return figure_png(chart_figure(story, what, colours, companies))


PLAIN = {"text.parse_math": False}  # every text as written: "$3,000 and $500" is money, never TeX between two dollars


def chart_figure(story: Story, what: str, colours: Sequence[style.RGB], companies: dict[str, style.RGB]) -> Figure:
    """The chart's figure: its title, the plot, and the legend under it."""
    with rc_context(PLAIN):
        return _chart_figure(story, what, colours, companies)


def _chart_figure(story: Story, what: str, colours: Sequence[style.RGB], companies: dict[str, style.RGB]) -> Figure:
    entries = _legend(story, what, colours, companies)
    widest = 70 + 14 * max((len(label) for _, label in entries), default=0)  # px: a legend entry, estimated at 18 pt
    columns = max(1, min(len(entries), 4, (WIDTH - 40) // widest, 3 if len(entries) > 4 else 4))
    rows = math.ceil(len(entries) / columns)
    top = 118 + (PHASE_ROW if 1 in phase_rows(story) and what != "income" else 0)
    plot, under = 430, 132 + rows * ROW
    height = top + plot + under
    fig = Figure(figsize=(WIDTH / DPI, height / DPI), dpi=DPI, facecolor=PAPER)
    fig.text(24 / WIDTH, 1 - 16 / height, story.name, fontsize=title_size(story.name), weight="bold", va="top")
    fig.text(24 / WIDTH, 1 - 56 / height, subtitle(story, what), fontsize=TEXT, va="top", color="#333")
    ax = fig.add_axes((LEFT / WIDTH, under / height, 1 - (LEFT + RIGHT) / WIDTH, plot / height))
    draw(ax, story, what, colours, companies)
    fig.legend(handles=[h for h, _ in entries], labels=[label for _, label in entries], loc="lower center",
               bbox_to_anchor=(0.5, 8 / height), ncol=columns, frameon=False, fontsize=TEXT, handlelength=1.6,
               columnspacing=1.2, handletextpad=0.5)
    return fig


def title_size(name: str) -> float:
    """The title's size: 22 pt, less for a name over 40 characters (the Transcontinental game's), so that it fits."""
    return min(TITLE, TITLE * 40 / max(1, len(name)))


def subtitle(story: Story, what: str) -> str:
    if what == "income":
        return "Income a turn (solid) and bonds (dashed), $ thousands"
    if what == "companies":
        return "Share value by round; phase changes marked"
    if story.money:
        whose = " (each player's railroad)" if story.measure == "Money" else ""
        return f"{story.measure}{whose} by round" + ("; phase changes marked" if story.phases else "")
    return "Points on the track by turn; ★ a Major Line won"


def figure_png(fig: Figure) -> bytes:
    """The figure as the renderer's PNG (a palette PNG, as every picture: renderer/common/picture.png_bytes)."""
    canvas = FigureCanvasAgg(fig)
    with rc_context(PLAIN):  # the ticks' labels are made as it draws
        canvas.draw()
    width, height = canvas.get_width_height()
    image = Image.frombuffer("RGBA", (width, height), canvas.buffer_rgba(), "raw", "RGBA", 0, 1)
    return png_bytes(image)


@dataclass(frozen=True)
class Series:
    """One line of a chart: its points (move, value), its colour, whose it is (the number of its legend entry: the
    company's, the player's), dashed or solid."""

    points: tuple[tuple[int, int], ...]
    colour: style.RGB
    owner: int
    dashed: bool = False


def chart_series(story: Story, what: str, colours: Sequence[style.RGB], companies: dict[str, style.RGB]) -> list[Series]:
    """The lines of the chart `what`, in the legend's order: every company's (player's); income, then bonds."""
    samples = story.samples
    if what == "companies":
        return [Series(tuple((s.move, dict(s.companies)[rr]) for s in samples if rr in dict(s.companies)), colour, owner)
                for owner, (rr, colour) in enumerate(companies.items())]
    if what == "income":
        return [Series(tuple((s.move, (s.bonds if dashed else s.income)[player]) for s in samples), colour, player, dashed)
                for player, colour in enumerate(colours) for dashed in (False, True)]
    return [Series(tuple((s.move, s.players[player]) for s in samples), colour, player)
            for player, colour in enumerate(colours)]


def lanes(lines: Sequence[Series]) -> list[list[float | None]]:
    """How far each point of each line is lifted as it is drawn, in points: where lines run together (the same two
    points one after the other), side by side, the first on top, centred on their value; None where it runs alone.

    The lines through a point that run together with another there (before it or after it) share it, PITCH apart (closer
    when four or more: the outer two SPREAD apart at most); a line merely crossing there keeps its place. Between two
    points a line's lift changes evenly, so that lines joining or leaving a bundle slide into it or out of it."""
    shared = Counter(segment for line in lines for segment in pairwise(line.points))
    at: defaultdict[tuple[int, int], list[int]] = defaultdict(list)  # a point: the lines that run together through it
    for number, line in enumerate(lines):
        for k, point in enumerate(line.points):
            if any(shared[segment] > 1 for segment in pairwise(line.points[max(0, k - 1):k + 2])):
                at[point].append(number)
    lifts = []
    for number, line in enumerate(lines):
        lift = []
        for point in line.points:
            together = at.get(point, [])
            pitch = min(PITCH, SPREAD / max(1, len(together) - 1))
            lift.append(((len(together) - 1) / 2 - together.index(number)) * pitch if number in together else None)
        lifts.append(lift)
    return lifts


class Lift(Transform):
    """Lifts each point of a line by its own number of points, after the data's transform (display coordinates in,
    display coordinates out): the line stays drawn from its values."""

    input_dims = output_dims = 2
    is_affine = False
    has_inverse = False

    def __init__(self, lift: Sequence[float | None], fig: Figure | None) -> None:
        super().__init__()
        self.lift, self.fig = np.array([up or 0.0 for up in lift]), fig

    def transform_non_affine(self, values: Any) -> Any:
        values = np.array(values, dtype=float)
        if values.ndim == 2 and len(values) == len(self.lift):
            values[:, 1] += self.lift * (self.fig.dpi if self.fig is not None else DPI) / 72
        return values


def draw(ax: Axes, story: Story, what: str, colours: Sequence[style.RGB], companies: dict[str, style.RGB]) -> None:
    """The chart `what` on `ax`: its lines, its marks, its axes."""
    ax.set_facecolor("white")
    samples = story.samples
    lines = chart_series(story, what, colours, companies)
    lifts = lanes(lines)
    for line, lift in zip(lines, lifts, strict=True):
        _plot(ax, line, lift, len(samples))
    if what == "companies":
        _money_axis(ax)
    elif what == "income":
        ax.yaxis.set_major_formatter(ticker.FuncFormatter(lambda v, _pos: f"${v:,.0f}k" if v else "0"))
    else:
        _final(ax, story, colours)
        for moment in story.majors:
            at, player = samples[moment.sample], moment.player or 0
            (star,) = ax.plot([at.move], [at.players[player]], marker="*", markersize=24, zorder=5, linestyle="none",
                              color=rgb(colours[player]), markeredgecolor=rgb(CASING), markeredgewidth=1.6)
            up = lifts[player][moment.sample] or 0.0  # on the player's line, where it runs beside another
            star.set_transform(offset_copy(ax.transData, ax.figure, y=up, units="points"))
        if story.money:
            _money_axis(ax)
    if what != "income":
        _phases(ax, story)
    _axes(ax, samples, "turn" if story.family == "rotw" else "round")


def _plot(ax: Axes, line: Series, lift: Sequence[float | None], count: int) -> None:
    """A line in its colour on the map's dark casing (so that a white or light colour shows on white; every casing
    under every colour, so that lines side by side show as one dark-edged bundle), lifted by `lift` (`lanes`)."""
    xs, ys = [x for x, _ in line.points], [y for _, y in line.points]
    alone = [k for k, up in enumerate(lift) if up is None]  # a dot at each point the line runs alone through
    shape = {"linestyle": (0, (2.2, 1.4)) if line.dashed else "-", "marker": "o" if count <= 24 and not line.dashed else None,
             "markevery": alone, "markersize": 5, "markeredgecolor": rgb(CASING), "solid_capstyle": "round",
             "solid_joinstyle": "round"}
    casing = [patheffects.Stroke(linewidth=EDGE, foreground=rgb(CASING)), patheffects.Normal()]
    drawn = [*ax.plot(xs, ys, color=rgb(CASING), linewidth=LINE, zorder=2.5, path_effects=casing, **shape),
             *ax.plot(xs, ys, color=rgb(line.colour), linewidth=LINE, zorder=3, **shape)]
    if any(lift):  # after ax.plot: the plot's limits are the values'
        for part in drawn:
            part.set_transform(ax.transData + Lift(lift, ax.figure))


def _final(ax: Axes, story: Story, colours: Sequence[style.RGB]) -> None:
    """The final scoring, where it differs from the last figures (RotW: bonds, Rail Baron cards): a big dot a little to
    the right, joined by a dotted line."""
    last = story.samples[-1]
    if story.final is None or story.final == last.players:
        return
    x = last.move + max(2.0, 0.03 * max(1, last.move))
    for player, colour in enumerate(colours):
        ax.plot([last.move, x], [last.players[player], story.final[player]], color=rgb(colour), linewidth=2.2,
                linestyle=(0, (1, 1.2)), zorder=2)
        ax.plot([x], [story.final[player]], marker="o", markersize=13, color=rgb(colour), linestyle="none",
                markeredgecolor=rgb(CASING), markeredgewidth=2, zorder=5)


def phase_rows(story: Story) -> list[int]:
    """The row above the chart each phase's name takes: the first, unless it would touch the name before it there."""
    span, last, rows = max(1, story.moves), [-math.inf, -math.inf], []
    for moment in story.phases:
        row = next((r for r in (0, 1) if moment.move - last[r] >= 0.085 * span), 0 if last[0] <= last[1] else 1)
        last[row] = moment.move
        rows.append(row)
    return rows


PHASE_ROW = 34  # px: the second row of phase names, above the first


def _phases(ax: Axes, story: Story) -> None:
    """Each phase change: a dashed line in the phase's tile colour (grey for 18GL's trains), named above the chart;
    names that would touch go on a second row."""
    on_top = blended_transform_factory(ax.transData, ax.transAxes)
    height = ax.get_position().height * ax.figure.get_figheight() * DPI  # type: ignore[union-attr]
    for moment, row in zip(story.phases, phase_rows(story), strict=True):
        colour = rgb(style.TILE_COLOURS.get(moment.text, style.MUTED))
        ax.axvline(moment.move, color=colour, linewidth=2.4, linestyle=(0, (4, 3)), zorder=1)
        ax.text(moment.move, 1 + (12 + PHASE_ROW * row) / height, moment.text, transform=on_top, fontsize=SMALL,
                ha="center", va="bottom", color="#222", clip_on=False,
                bbox={"boxstyle": "round,pad=0.15", "facecolor": colour, "edgecolor": "none", "alpha": 0.55})


def _money_axis(ax: Axes) -> None:
    ax.yaxis.set_major_formatter(ticker.FuncFormatter(lambda v, _pos: f"${v:,.0f}" if v >= 0 else f"-${-v:,.0f}"))


def _axes(ax: Axes, samples: Sequence[Sample], rounds: str) -> None:
    """Few ticks: at most five values; along the bottom at most five rounds, each with its move number under it."""
    ax.yaxis.set_major_locator(ticker.MaxNLocator(nbins=5, integer=True, min_n_ticks=3))
    ax.tick_params(labelsize=TEXT, length=6, width=1.4)
    ax.grid(axis="y", color=GRID, linewidth=1.2, zorder=0)
    for side in ("top", "right"):
        ax.spines[side].set_visible(False)
    span = max(1, samples[-1].move)
    named = [s for s in samples if short_round(s.round)] or list(samples)
    chosen: list[Sample] = []
    for share in (0.0, 0.25, 0.5, 0.75, 1.0):  # the rounds nearest five evenly spaced moves, none too near another
        nearest = min(named, key=lambda s, at=share * span: abs(s.move - at))
        if not chosen or nearest.move - chosen[-1].move >= 0.17 * span:
            chosen.append(nearest)
    ax.set_xticks([s.move for s in chosen], [f"{short_round(s.round) or s.round}\n{s.move}" for s in chosen])
    ax.set_xlabel(f"{rounds}, and move number", fontsize=SMALL, color="#444", labelpad=4)
    ax.set_xlim(left=0, right=span * 1.06)


def _legend(story: Story, what: str, colours: Sequence[style.RGB], companies: dict[str, style.RGB]) -> list[tuple[Any, str]]:
    """(handle, label) of the legend: one line each player (company), then what the marks mean."""

    def line(colour: style.RGB, dashed: bool = False) -> Line2D:
        casing = [patheffects.Stroke(linewidth=EDGE, foreground=rgb(CASING)), patheffects.Normal()]
        return Line2D([], [], color=rgb(colour), linewidth=LINE + 1, linestyle=(0, (2.2, 1.4)) if dashed else "-",
                      path_effects=casing)

    if what == "companies":
        names, hues = list(companies), list(companies.values())
    else:
        names, hues = [short_name(name) for name in story.players], list(colours)
    same = equal_to(chart_series(story, what, colours, companies))  # "Wabash = NYC"
    entries = [(line(hue), f"{name} = {names[same[number]]}" if number in same else name)
               for number, (name, hue) in enumerate(zip(names, hues, strict=True))]
    if what == "companies":
        return entries
    if what == "income":
        entries.append((line(style.MUTED, dashed=True), "bonds"))
    elif story.majors:
        entries.append((Line2D([], [], marker="*", markersize=20, color=rgb(style.MUTED), linestyle="none"), "Major Line"))
    if what == "players" and story.final is not None and story.final != story.samples[-1].players:
        entries.append((Line2D([], [], marker="o", markersize=12, color=rgb(style.MUTED), linestyle="none"), "final score"))
    return entries


def equal_to(lines: Sequence[Series]) -> dict[int, int]:
    """The legend entries whose lines are those of an earlier entry over the whole chart (two points or more: both
    drawn side by side all along), each with the first such entry: its legend says so, "Wabash = NYC"."""
    drawn: defaultdict[int, list[tuple[tuple[int, int], ...]]] = defaultdict(list)
    for line in lines:
        drawn[line.owner].append(line.points)
    same: dict[int, int] = {}
    for owner, points in drawn.items():
        first = next((other for other, seen in drawn.items() if other < owner and seen == points), None)
        if first is not None and max(len(p) for p in points) > 1:
            same[owner] = first
    return same


def short_name(name: str, most: int = 14) -> str:
    """A player's name as a chart shows it: what the font can draw, at most `most` characters (a Discord name may have
    32: three columns of those would not fit on the picture)."""
    name = drawable(name)
    return name if len(name) <= most else name[:most - 1].rstrip() + "…"


@lru_cache(maxsize=1)
def _glyphs() -> frozenset[int]:
    """The characters matplotlib's font (DejaVu Sans) has."""
    return frozenset(get_font(findfont(FontProperties(family="DejaVu Sans"))).get_charmap())


def drawable(text: str) -> str:
    """`text` without the characters the font lacks (a name's emoji would be drawn as an empty box)."""
    glyphs = _glyphs()
    kept = "".join(ch for ch in text if ord(ch) in glyphs or ch in " \n")
    return " ".join(kept.split()) if kept != text else text


def ranking(story: Story) -> list[tuple[int, int, str]]:
    """(place, player, final figure in words) from first to last: players level share the place, unless the title's
    tie-breaks made one of them the winner (Railways of the World: the most links, then money)."""
    values = story.final if story.final is not None else story.samples[-1].players
    won = set(story.winners)

    def place(p: int) -> int:
        beaten_by_tie = sum(1 for q in won if values[q] == values[p]) if won and p not in won else 0
        return 1 + sum(1 for v in values if v > values[p]) + beaten_by_tie

    order = sorted(range(len(values)), key=lambda p: (place(p), p))
    return [(place(p), p, figure(story, values[p])) for p in order]
