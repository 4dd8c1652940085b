"""Crowded market cells (issue 45 §9): with five railroads on one space of 18GL's market (a 1,992 px picture read on
a phone 390 px wide), every railroad must still be told apart. In the cell the tokens sit side by side, none covering
another's name, and no stack-order number covers a name; a callout under the cell's column names each railroad,
numbered top of the stack first, its name big enough to read at 390 px, covered by nothing."""

from __future__ import annotations

import copy
import itertools
from dataclasses import replace

import pytest
from PIL import Image

from engine.eighteen.gl.game import GL18
from renderer.common import style
from renderer.eighteen.common.market import BADGE_RADIUS, VALUE_STRIP, Layout, MarketView, layout, market_image, render_market
from renderer.eighteen.common.market_tokens import (
    PHONE_WIDTH,
    Box,
    badge_spot,
    boxes_meet,
    disc_box,
    disc_meets_box,
    label_box,
    token_spots,
)
from renderer.eighteen.common.tileart import token_label
from renderer.eighteen.gl.card import market_view as gl_market_view
from tests.renderer.conftest import decode
from tests.renderer.test_market_picture import COLORS, coloured
from tests.renderer.test_market_picture import market_view as ez_market_view

FIVE = ["B&O", "Wabash", "NYC", "CONRAIL", "LS&I"]  # the longest names and token labels of 18GL's corporations
CELL = (0, 11)  # $200


def gl_view(stacks: dict[tuple[int, int], list[str]], highlight: str | None = None) -> MarketView:
    """18GL with these corporations started and their tokens on these cells (top of each stack first); CONRAIL, formed
    only late in a game, is put on the market view alone."""
    game = copy.deepcopy(GL18(["Ann", "Bob", "Cid", "Dee"], seed=3))
    for cell, stack in stacks.items():
        for railroad in stack:  # arrivals go under the tokens already there
            if railroad in game.state.corporations:
                corporation = game.state.corporations[railroad]
                corporation.par, corporation.floated, corporation.president = 100, True, 0
                game.state.tokens.place(railroad, cell)
    view = gl_market_view(game, "After the Stock Round", highlight)
    assert {cell: [rr for rr in stack if rr != "CONRAIL"] for cell, stack in stacks.items()} == view.stacks
    return replace(view, stacks=stacks)


def _cells() -> list[tuple[str, tuple[int, int, int, int], list[str]]]:
    """A cell of each title's market, with the labels its tokens may carry."""
    gl = layout(gl_view({CELL: ["B&O"]}))
    ez = layout(ez_market_view())
    gl_labels = [token_label(rr) for rr in ("CONRAIL", "LS&I", "DT&I", "Wabash", "B&O", "Monon", "MILW", "NYC")]
    return [("18GL", gl.cell_box(CELL), gl_labels), ("18EZ", ez.cell_box((0, 11)), [token_label(rr) for rr in [*COLORS, "PS&W", "M&YR"]])]


@pytest.mark.parametrize(("title", "box", "labels"), _cells(), ids=["18GL", "18EZ"])
@pytest.mark.parametrize("count", range(1, 9))
def test_no_token_or_number_covers_a_name_in_a_cell(title: str, box: tuple[int, int, int, int], labels: list[str], count: int) -> None:
    spots = token_spots(box, count)
    assert len(spots) == count
    left, top, right, bottom = box
    for x, y, radius in spots:  # inside the cell, under its value
        assert left <= x - radius and x + radius <= right and top + VALUE_STRIP <= y - radius and y + radius <= bottom
    names = [label_box(label, spot) for label, spot in zip(labels, spots, strict=False)]
    badges = [badge_spot(spot, count, label) for label, spot in zip(labels, spots, strict=False)]
    for index, name in enumerate(names):
        for other, spot in enumerate(spots):
            if other < index:  # drawn above it: the top of the stack is drawn last
                assert not disc_meets_box(spot[:2], spot[2], name), (title, count, index, other)
        for badge in badges:
            if badge is not None:
                assert not disc_meets_box(badge, BADGE_RADIUS + 1, name), (title, count, index)
    if count >= 3:  # side by side: every token whole
        for a, b in itertools.combinations(spots, 2):
            assert (a[0] - b[0]) ** 2 + (a[1] - b[1]) ** 2 >= (a[2] + b[2]) ** 2, (title, count)
    if count == 2:  # a pair still reads as a stack: numbered, the top one upper left
        assert all(badges) and spots[0][0] < spots[1][0] and spots[0][1] < spots[1][1]


def _blocked(lay: Layout, view: MarketView) -> list[Box]:
    """Every cell of the market, grown by the arrows' gutters."""
    market = view.market
    return [(b[0] - 44, b[1], b[2] + 44, b[3]) for b in (lay.cell_box((r, c)) for r in range(market.height)
            for c in range(market.width) if market.exists((r, c)))]


def _far_from_shades(colour: style.RGB, of: style.RGB) -> bool:
    """Is `colour` unlike every shade the disc `of` takes under its anti-aliased name (towards white or ink)?"""
    shades = [style.blend(of, end, t / 20) for end in (style.WHITE, style.INK) for t in range(21)]
    return min(style.colour_distance(colour, shade) for shade in shades) > 60


def test_five_on_one_18gl_space_are_named_in_a_callout_readable_on_a_phone() -> None:
    view = gl_view({CELL: FIVE, (0, 7): ["IC"]}, highlight="NYC")
    lay = layout(view)
    (callout,) = lay.callouts
    assert callout.cell == CELL and callout.value == "$200"
    assert [(e.number, e.railroad) for e in callout.entries] == list(enumerate(FIVE, start=1))  # top first, as written
    scale = PHONE_WIDTH / lay.width
    lone = label_box(token_label("IC"), token_spots(lay.cell_box((0, 7)), 1)[0])  # a lone token's name, as it was
    pieces = [callout.swatch] + [disc_box(e.disc) for e in callout.entries]
    for entry in callout.entries:
        height = entry.name[3] - entry.name[1]
        assert height * scale >= 5, entry  # px on the phone
        assert height >= 1.4 * (lone[3] - lone[1])  # bigger than the biggest name a token carries
        assert all(not boxes_meet(entry.name, piece) for piece in pieces), entry
        assert callout.box[0] < entry.name[0] and entry.name[2] < callout.box[2]
        assert callout.box[1] < entry.name[1] and entry.name[3] < callout.box[3]
    for a, b in itertools.combinations([e.name for e in callout.entries], 2):
        assert not boxes_meet(a, b)
    # under the cell's column, clear of every cell and arrow, inside the picture, above the notes
    left, _, right, bottom = lay.cell_box(CELL)
    assert callout.box[0] <= (left + right) / 2 <= callout.box[2] and callout.box[1] > bottom
    assert left <= callout.pointer <= right
    assert not any(boxes_meet(callout.box, cell) for cell in _blocked(lay, view))
    assert callout.box[0] > 0 and callout.box[2] < lay.width and callout.box[3] < lay.notes_top

    image = decode(render_market(view).png)
    assert image.size == (lay.width, lay.height)
    ink = style.INK
    others = [style.rgb(view.colors[rr]) for rr in [*FIVE, "IC"]]
    others = [c for c in others if style.colour_distance(c, ink) > 100 and style.colour_distance(c, style.WHITE) > 100]
    for entry in callout.entries:  # each name drawn, in ink on white, nothing over it
        box = tuple(round(v) for v in entry.name)
        assert coloured(image, box, ink, 40) > 40, entry.railroad  # type: ignore[arg-type]
        for colour in others:
            assert not coloured(image, box, colour, 12), (entry.railroad, colour)  # type: ignore[arg-type]
        assert not coloured(image, box, style.rgb("#ff7a00"), 30)  # type: ignore[arg-type]
    spots = token_spots(lay.cell_box(CELL), len(FIVE))
    for rr, spot in zip(FIVE, spots, strict=True):  # in the cell: each token's name on its own colour, no other's
        box = tuple(round(v) for v in label_box(token_label(rr), spot))
        own = style.rgb(view.colors[rr])
        assert coloured(image, box, own, 8) > 10, rr  # type: ignore[arg-type]
        for other in FIVE:
            colour = style.rgb(view.colors[other])
            if other != rr and _far_from_shades(colour, own):
                assert not coloured(image, box, colour, 8), (rr, other)  # type: ignore[arg-type]


def test_the_18ez_market_names_crowded_spaces_under_the_grid() -> None:
    everyone = list(COLORS)
    view = ez_market_view({(0, 11): everyone[:3], (0, 10): everyone[3:], (2, 7): ["PS&W", "M&YR"]})
    view = MarketView(**{**view.__dict__, "stacks": {(0, 11): everyone[:3], (0, 10): everyone[3:]}})
    lay = layout(view)
    assert [c.cell for c in lay.callouts] == [(0, 10), (0, 11)]
    assert [[e.railroad for e in c.entries] for c in lay.callouts] == [everyone[3:], everyone[:3]]
    first, second = lay.callouts
    assert not boxes_meet(first.box, second.box)
    for callout in lay.callouts:  # a full market: below it, in the picture, above the notes
        assert lay.grid[3] < callout.box[1] and callout.box[3] < lay.notes_top and callout.box[2] < lay.width
        for entry in callout.entries:
            assert (entry.name[3] - entry.name[1]) * PHONE_WIDTH / lay.width >= 5
    image = market_image(view)
    assert isinstance(image, Image.Image) and image.size == (lay.width, lay.height)


def test_a_pair_or_a_lone_token_gets_no_callout() -> None:
    assert layout(ez_market_view()).callouts == ()
    assert layout(gl_view({CELL: FIVE[:2], (0, 7): ["IC"]})).callouts == ()
