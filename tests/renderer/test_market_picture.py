"""The SPI picture (18EZ Level 2): views built by hand, checked pixel by pixel."""

from __future__ import annotations

from collections.abc import Callable

import pytest
from PIL import Image, ImageChops

from engine.eighteen.shared.market import StockMarket
from renderer.common import style
from renderer.eighteen.common.market import HIGHLIGHT, PAR_RED, Box, Holder, MarketView, layout, render_market, tables
from tests.renderer.conftest import Colour, decode

COLORS = {
    "PS&W": "#7b3fa0",
    "BR&N": "#2e8b3a",
    "BCRR": "#1f5fbf",
    "M&YR": "#d4a017",
    "M&R": "#c0392b",
    "TC&L": "#138d90",
}


def market_view(
    stacks: dict[tuple[int, int], list[str]] | None = None,
    highlight: str | None = None,
    holders: list[Holder] | None = None,
) -> MarketView:
    """A mid-game position: four railroads started, four players."""
    if stacks is None:
        stacks = {(2, 7): ["PS&W", "M&YR"], (4, 3): ["BCRR"], (1, 9): ["BR&N"]}
    par = {"PS&W": 100, "M&YR": 90, "BCRR": 80, "BR&N": 100}
    if holders is None:
        holders = [
            Holder("Alice", {"PS&W": 2, "M&YR": 1, "BR&N": 1}, 310, 980),
            Holder("Bob", {"M&YR": 2, "PS&W": 1}, 263, 1_023),
            Holder("Carmen", {"BCRR": 2, "BR&N": 1}, 216, 1_146),
            Holder("Dmitri", {"BR&N": 2, "PS&W": 1}, 169, 1_269),
        ]
    return MarketView(
        title="18EZ Level 2",
        subtitle="PS&W pays $12 a share",
        market=StockMarket.load("18ez"),
        stacks=stacks,
        colors=COLORS,
        par=par,
        ipo={"PS&W": 4, "M&YR": 5, "BCRR": 6, "BR&N": 3},
        pool={"PS&W": 1, "M&YR": 0, "BCRR": 0, "BR&N": 1},
        presidents={"PS&W": "Alice", "M&YR": "Bob", "BCRR": "Carmen", "BR&N": "Dmitri"},
        holders=holders,
        highlight=highlight,
    )


def render(view: MarketView) -> Image.Image:
    return decode(render_market(view).png)


def pixels(image: Image.Image, box: Box, wanted: Callable[[Colour], bool]) -> list[tuple[int, int]]:
    """Every (x, y) in `box` whose colour is `wanted`."""
    left, top = box[0], box[1]
    crop = image.crop(box)
    data = crop.load()
    assert data is not None
    return [(left + x, top + y) for y in range(crop.height) for x in range(crop.width) if wanted(data[x, y])]


def colour_mask(image: Image.Image, box: Box, colour: Colour, tolerance: int) -> Image.Image:
    """255 where the pixel in `box` is within `tolerance` of `colour` per channel, else 0."""
    bands = image.crop(box).split()
    masks = [band.point(lambda v, c=c: 255 if abs(v - c) <= tolerance else 0) for band, c in zip(bands, colour, strict=True)]
    return ImageChops.darker(ImageChops.darker(masks[0], masks[1]), masks[2])


def coloured(image: Image.Image, box: Box, colour: Colour, tolerance: int = 10) -> int:
    """How many pixels in `box` have (nearly) `colour`."""
    return colour_mask(image, box, colour, tolerance).histogram()[255]


def centroid(image: Image.Image, box: Box, colour: Colour) -> tuple[float, float]:
    """The mean position of the pixels of `colour` in `box`."""
    mask = colour_mask(image, box, colour, 10)
    columns = [mask.crop((x, 0, x + 1, mask.height)).histogram()[255] for x in range(mask.width)]
    rows = [mask.crop((0, y, mask.width, y + 1)).histogram()[255] for y in range(mask.height)]
    total = sum(columns)
    assert total, "colour not found"
    return (box[0] + sum(x * n for x, n in enumerate(columns)) / total, box[1] + sum(y * n for y, n in enumerate(rows)) / total)


@pytest.fixture(scope="module")
def picture() -> Image.Image:
    return render(market_view(highlight="PS&W"))


def test_picture_file_caption_and_size(picture: Image.Image) -> None:
    rendered = render_market(market_view())
    assert rendered.filename == "market.png"
    assert rendered.caption == "PS&W pays $12 a share"
    assert 1200 <= picture.width <= 1600
    assert 1000 < picture.height < 2400
    assert picture.size == (layout(market_view()).width, layout(market_view()).height)


def test_cells_tile_the_grid_row_0_at_the_top_column_0_at_the_left() -> None:
    lay = layout(market_view())
    market = StockMarket.load("18ez")
    assert lay.cell_box((0, 0))[:2] == lay.grid[:2]
    assert lay.cell_box((market.height - 1, market.width - 1))[2:] == lay.grid[2:]
    for row in range(market.height):
        for column in range(market.width):
            left, top, right, bottom = lay.cell_box((row, column))
            assert right - left >= 100 and bottom - top >= 100  # room for a readable token
            if column:
                assert lay.cell_box((row, column - 1))[2] == left
            if row:
                assert lay.cell_box((row - 1, column))[3] == top


def test_a_lone_token_is_drawn_in_its_cell_and_nowhere_else(picture: Image.Image) -> None:
    lay = layout(market_view())
    blue = style.rgb(COLORS["BCRR"])
    assert coloured(picture, lay.cell_box((4, 3)), blue) > 1000  # a disc about 58 px across, less its name
    for cell in [(4, 2), (4, 4), (3, 3), (5, 3)]:
        assert not coloured(picture, lay.cell_box(cell), blue), cell
    assert not coloured(picture, lay.grid, style.rgb(COLORS["M&R"]))  # not started: no token anywhere


def test_a_stack_shows_both_tokens_with_the_top_one_upper_left(picture: Image.Image) -> None:
    box = layout(market_view()).cell_box((2, 7))
    purple, yellow = style.rgb(COLORS["PS&W"]), style.rgb(COLORS["M&YR"])
    assert coloured(picture, box, purple) > 800 and coloured(picture, box, yellow) > 800
    (top_x, top_y), (under_x, under_y) = centroid(picture, box, purple), centroid(picture, box, yellow)
    assert top_x < under_x - 20 and top_y < under_y - 10
    middle = (box[0] + box[2]) / 2
    assert top_x < middle < under_x


def test_the_stack_order_follows_the_view_not_the_names() -> None:
    flipped = render(market_view({(2, 7): ["M&YR", "PS&W"], (4, 3): ["BCRR"], (1, 9): ["BR&N"]}))
    box = layout(market_view()).cell_box((2, 7))
    purple = centroid(flipped, box, style.rgb(COLORS["PS&W"]))
    yellow = centroid(flipped, box, style.rgb(COLORS["M&YR"]))
    assert yellow[0] < purple[0] and yellow[1] < purple[1]


def test_a_full_stack_stays_inside_its_cell() -> None:
    everyone = list(COLORS)
    view = market_view({(0, 11): everyone})
    image = render(view)
    lay = layout(view)
    box = lay.cell_box((0, 11))
    for rr in everyone:
        assert coloured(image, box, style.rgb(COLORS[rr])), rr
    for cell in [(0, 10), (1, 11)]:  # neighbours show no token colour
        spill = lay.cell_box(cell)
        assert not any(coloured(image, spill, style.rgb(COLORS[rr])) for rr in everyone), cell


def test_par_cells_are_outlined_in_red_and_others_are_not(picture: Image.Image) -> None:
    market = StockMarket.load("18ez")
    lay = layout(market_view())
    par_cells = {(market.spec.par.row, column) for column in market.spec.par.columns}
    for cell in par_cells:
        left, top, right, _ = lay.cell_box(cell)
        edge = (left + 20, top, right - 20, top + 4)  # along the top, clear of the PAR mark's corner
        assert coloured(picture, edge, PAR_RED, 20) > 0.8 * (right - left - 40) * 4, cell
    for cell in [(0, 0), (2, 3), (4, 6), (5, 0), (3, 5)]:
        assert not coloured(picture, lay.cell_box(cell), PAR_RED, 40), cell


def test_row_end_arrows_point_the_way_out(picture: Image.Image) -> None:
    lay = layout(market_view())
    height = StockMarket.load("18ez").height
    for row in range(height):
        _, top, _, bottom = lay.cell_box((row, 0))
        right_gutter = (lay.grid[2] + 4, top, lay.grid[2] + 40, bottom)
        left_gutter = (lay.grid[0] - 40, top, lay.grid[0] - 4, bottom)
        right = pixels(picture, right_gutter, lambda c: sum(c) < 3 * 130)
        left = pixels(picture, left_gutter, lambda c: sum(c) < 3 * 130)
        assert bool(right) == (row > 0), row  # up arrows, none on the top row
        assert bool(left) == (row < height - 1), row  # down arrows, none on the bottom row
        middle = (top + bottom) / 2
        if right:  # the head (wide part) of an up arrow is above the middle
            xs_above = {x for x, y in right if y < middle - 20}
            xs_below = {x for x, y in right if y > middle + 20}
            assert len(xs_above) > len(xs_below) + 6
        if left:
            xs_above = {x for x, y in left if y < middle - 20}
            xs_below = {x for x, y in left if y > middle + 20}
            assert len(xs_below) > len(xs_above) + 6


def test_the_moved_token_has_a_ring(picture: Image.Image) -> None:
    box = layout(market_view()).cell_box((2, 7))
    assert coloured(picture, box, HIGHLIGHT, 20) > 200
    plain = render(market_view())
    assert not coloured(plain, layout(market_view()).grid, HIGHLIGHT, 30)


def test_holders_table_shows_a_swatch_for_each_railroad_held() -> None:
    view = market_view(holders=[Holder("Alice", {"PS&W": 2}, 300, 500), Holder("Bob", {"BR&N": 3}, 200, 500)])
    image = render(view)
    lay = layout(view)
    holders = (0, lay.holders_top, image.width, lay.height)
    railroads = (0, lay.railroads_top, image.width, lay.holders_top)
    for rr in ("PS&W", "BR&N"):  # held: a swatch in the holders table
        assert coloured(image, holders, style.rgb(COLORS[rr])) > 200, rr
    for rr in ("BCRR", "M&YR"):  # started but held by nobody: only in the railroads table
        assert not coloured(image, holders, style.rgb(COLORS[rr])), rr
        assert coloured(image, railroads, style.rgb(COLORS[rr])) > 200, rr


def test_tables_list_started_railroads_in_operating_order_and_holdings() -> None:
    railroads, holders = tables(market_view())
    assert [row[0].text for row in railroads.rows] == ["BR&N", "PS&W", "M&YR", "BCRR"]
    assert [c.text for c in railroads.rows[1]] == ["PS&W", "Alice", "$100", "$140", "40%", "10%"]
    assert holders.columns == ("Player", "BR&N", "PS&W", "M&YR", "BCRR", "Cash", "Net worth")
    alice = holders.rows[0]
    assert [c.text for c in alice] == ["Alice", "10%", "20%", "10%", "", "$310", "$980"]
    assert alice[2].bold and not alice[1].bold  # Alice is PS&W's president, not BR&N's


def test_an_empty_market_still_draws() -> None:
    view = market_view(stacks={}, holders=[Holder("Alice", {}, 400, 400)])
    view = MarketView(**{**view.__dict__, "par": {}, "ipo": {}, "pool": {}, "presidents": {}})
    image = render(view)
    assert 1200 <= image.width <= 1600
    assert not any(coloured(image, layout(view).grid, style.rgb(c)) for c in COLORS.values())


def test_the_same_view_gives_the_same_bytes() -> None:
    assert render_market(market_view(highlight="BCRR")).png == render_market(market_view(highlight="BCRR")).png
