"""The end-of-game card, posted with the final scoring: the ranking with each player's final figure (a chip in their
colour, as on the chart), the chart of the game (renderer/charts.py) and a few lines of its story computed from the
log (renderer/story.py): the lead changes, the biggest run, the most valuable company, the longest delivery, the Major
Lines. One picture, 780 px wide like the charts, read on a phone."""

from __future__ import annotations

import textwrap
from collections.abc import Collection
from dataclasses import replace

from matplotlib import rc_context
from matplotlib.figure import Figure
from matplotlib.patches import FancyBboxPatch

from engine.core.game import Game
from renderer.charts import (
    DPI,
    LEFT,
    PAPER,
    PHASE_ROW,
    PLAIN,
    RIGHT,
    SMALL,
    TEXT,
    WIDTH,
    draw,
    drawable,
    figure_png,
    phase_rows,
    player_colours,
    ranking,
    rgb,
    short_name,
    subtitle,
    title_size,
)
from renderer.common import style
from renderer.common.picture import DRAWING, Picture
from renderer.rotw.maps import CASING
from renderer.story import Story, game_story, story_lines

ROW = 46  # px: a player's row in the ranking
TEXT_ROW = 31  # px: a line of the story
WRAP = 56  # characters a line of the story (17 pt on 732 px)
PLOT = 400  # px: the chart's plot


def render_end_card(game: Game, bots: Collection[int] = ()) -> Picture:
    """The end card; the seats in `bots` (played by the bot) are marked "(bot)" wherever the card names them."""
    story = game_story(game)
    if bots:
        story = replace(story, players=tuple(f"{name} (bot)" if seat in bots else name
                                             for seat, name in enumerate(story.players)))
    colours = player_colours(game)
    with DRAWING:
        png = end_card_png(story, colours)
    winners = [story.players[p] for place, p, _ in ranking(story) if place == 1]
    return Picture("endcard.png", png, f"How the game went: {' and '.join(winners)} won, after move {story.moves}")


def end_card_png(story: Story, colours: list[style.RGB]) -> bytes:
    with rc_context(PLAIN):
        return figure_png(_end_card(story, colours))


def _end_card(story: Story, colours: list[style.RGB]) -> Figure:
    ranked = ranking(story)
    lines = [piece for line in story_lines(story) for piece in _wrapped(line)]
    ranking_top, second_row = 108, PHASE_ROW if 1 in phase_rows(story) else 0
    chart_top = ranking_top + len(ranked) * ROW + 112 + second_row
    under = 120  # the rounds and moves under the plot, and its label
    story_top = chart_top + PLOT + under
    height = story_top + len(lines) * TEXT_ROW + 24
    fig = Figure(figsize=(WIDTH / DPI, height / DPI), dpi=DPI, facecolor=PAPER)

    def at(y: float) -> float:  # pixels from the top, as the figure's fraction from the bottom
        return 1 - y / height

    best = ranked[0][2] if ranked else ""
    fig.text(24 / WIDTH, at(16), story.name, fontsize=title_size(story.name), weight="bold", va="top")
    first = " and ".join(short_name(story.players[p], 20) for place, p, _ in ranked if place == 1)
    one = " and " not in first
    heading = (f"Final scoring: {first} win{'s' if one else ''} with {best}" if story.final is not None
               else f"After move {story.moves}: {first} lead{'s' if one else ''} with {best}")
    fig.text(24 / WIDTH, at(58), heading, fontsize=TEXT, va="top", color="#222")
    for row, (place, player, words) in enumerate(ranked):
        y = ranking_top + row * ROW + ROW / 2
        fig.patches.append(FancyBboxPatch((28 / WIDTH, at(y + 13)), 44 / WIDTH, 26 / height, transform=fig.transFigure,
                                          boxstyle="round,pad=0,rounding_size=0.004", facecolor=rgb(colours[player]),
                                          edgecolor=rgb(CASING), linewidth=2.4, figure=fig))
        weight = "bold" if place == 1 else "normal"
        fig.text(88 / WIDTH, at(y), f"{place}. {short_name(story.players[player], 24)}", fontsize=TEXT, weight=weight,
                 va="center")
        fig.text(1 - 28 / WIDTH, at(y), words, fontsize=TEXT, weight=weight, va="center", ha="right")
    fig.text(24 / WIDTH, at(chart_top - 90 - second_row), _chart_words(story), fontsize=SMALL, va="top", color="#333")
    ax = fig.add_axes((LEFT / WIDTH, at(chart_top + PLOT), 1 - (LEFT + RIGHT) / WIDTH, PLOT / height))
    draw(ax, story, "players", colours, {})
    for number, line in enumerate(lines):
        fig.text(24 / WIDTH, at(story_top + number * TEXT_ROW), drawable(line), fontsize=SMALL + 1, va="top", color="#111")
    return fig


def _chart_words(story: Story) -> str:
    words = subtitle(story, "players")
    if story.final is not None and story.final != story.samples[-1].players:
        words += "; ● final score"
    return words


def _wrapped(line: str) -> list[str]:
    return textwrap.wrap(line, WRAP, initial_indent="• ", subsequent_indent="   ") or [""]

