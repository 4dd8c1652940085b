"""The Share Price Index (18EZ Level 2; 18GL's Stock Market) as a picture: the market grid with its
token stacks, then the started railroads and what each player holds, in the status card's look.
A ragged market (18GL) leaves the missing cells blank, fills its Yellow Zone yellow, outlines its
starting values in red (with the phase each opens in) and marks the value that ends the game.

    render_market(view)    market.png: SPI grid, railroads table, holders table

Stacks: the top token upper left, numbered 1, the rest after it in reading order. A crowded cell (three tokens or
more, side by side) gets a callout under its column naming each railroad, numbered top first, big enough to read on a
phone (market_tokens.py). `layout(view)` says where everything goes, so tests can sample a cell's pixels.
"""

from __future__ import annotations

import math
from dataclasses import dataclass, field
from functools import lru_cache

from PIL import Image, ImageDraw

from engine.eighteen.shared.market import Cell as MarketCell
from engine.eighteen.shared.market import StockMarket
from renderer.common import style
from renderer.common.picture import Picture, png_bytes
from renderer.common.status import PAD, TEXT, TITLE, Cell, Table, column_widths, draw_table, table_height
from renderer.eighteen.common.market_tokens import (
    BADGE_RADIUS,
    CROWDED,
    VALUE_STRIP,
    Callout,
    badge_spot,
    callout_size,
    draw_callouts,
    place_callouts,
    token_spots,
)
from renderer.eighteen.common.tileart import SUPERSAMPLE, token_image, token_label

Box = tuple[int, int, int, int]  # left, top, right, bottom (right and bottom exclusive)

WIDTH = 1520
GUTTER = 44  # beside the grid, for the row-end arrows
CELL_HEIGHT = 146
VALUE_SIZE = 24
NOTE = TEXT - 4

PAR_RED: style.RGB = (214, 22, 22)
HIGHLIGHT: style.RGB = (255, 122, 0)  # the ring round a token that just moved
GRID_LINE: style.RGB = style.blend(style.WHITE, style.MUTED, 0.55)
ARROW: style.RGB = style.GRID_TEXT
UNKNOWN: style.RGB = style.MUTED  # a railroad with no colour given
# Value bands, like a printed market: (highest value in the band, fill); pale at the low end.
BANDS: tuple[tuple[int, style.RGB], ...] = (
    (70, (255, 253, 246)),
    (110, (252, 240, 200)),
    (150, (247, 220, 168)),
    (10**9, (232, 200, 160)),
)

NOTES_GRID = "Stacks: token 1 is on top. Past a row's right end a token goes up the arrow; past its left end, down."
NOTES_ZONES = ("Yellow: the Yellow Zone (its shares do not count for the certificate limit). Red: starting values "
               "(from the phase shown). END: the game ends when a value reaches it.")
YELLOW_ZONE: style.RGB = (250, 222, 70)
END_FILL: style.RGB = (40, 40, 48)
MIN_CELL_WIDTH = 84  # a wide market (18GL's 22 columns) makes a wider picture rather than narrower cells
WIDE_CELL_HEIGHT = 136  # and its cells a little less tall
NOTES_TABLES = "Shares are shown as %, 10% a share; bold: the president's holding (20% certificate included)."


@dataclass(frozen=True)
class Holder:
    name: str  # player name
    shares: dict[str, int]  # railroad id -> shares held (10% each; the President's Certificate counts 2)
    cash: int
    net_worth: int


@dataclass(frozen=True)
class MarketView:
    title: str  # e.g. "18EZ Level 2"
    subtitle: str  # e.g. "After Share Dealing Round 2" or "PS&W pays $12 a share"
    market: StockMarket
    stacks: dict[MarketCell, list[str]]  # cell -> railroad ids on it, TOP of the stack first
    colors: dict[str, str]  # railroad id -> "#rrggbb"
    par: dict[str, int]  # railroad id -> par value, for railroads that have been started
    ipo: dict[str, int]  # railroad id -> shares still in the IPO
    pool: dict[str, int]  # railroad id -> shares in the bank pool
    presidents: dict[str, str]  # railroad id -> president's name
    holders: list[Holder]  # in seating order
    highlight: str | None = None  # a railroad whose token just moved, drawn with a ring
    phase: str | None = None  # the phase now, when starting values open by phase (18GL)
    phases: tuple[str, ...] = ()  # every phase in order
    labels: tuple[str, str, str, str] = ("Railroads", "Par", "IPO", "Pool")  # the railroads table's name and its columns
    percent: dict[str, int] = field(default_factory=dict)  # railroad id -> % of one share where not 10 (CONRAIL's 5%)


@dataclass(frozen=True)
class Layout:
    width: int
    height: int
    grid: Box  # the market's cells, without the arrow gutters
    cell_width: int
    notes_top: int  # the line under the grid
    railroads_top: int  # the railroads table (its title)
    holders_top: int  # the holders table (its title)
    cell_height: int = CELL_HEIGHT
    callouts: tuple[Callout, ...] = ()  # one for each crowded cell

    def cell_box(self, cell: MarketCell) -> Box:
        row, column = cell
        left = self.grid[0] + column * self.cell_width
        top = self.grid[1] + row * self.cell_height
        return (left, top, left + self.cell_width, top + self.cell_height)


# -- what goes where --------------------------------------------------------------


def operating_order(view: MarketView) -> list[str]:
    """Started railroads, higher value first; equal values: farther right; one space: higher in the stack.
    Railroads without a token on the market come last, in `par` order."""
    where = {rr: (cell, index) for cell, stack in view.stacks.items() for index, rr in enumerate(stack)}
    railroads = list(view.par) + [rr for rr in where if rr not in view.par]

    def key(rr: str) -> tuple[int, int, int, int]:
        if rr not in where:
            return (1, 0, 0, 0)
        (row, column), index = where[rr]
        return (0, -view.market.value((row, column)), -column, index)

    return sorted(railroads, key=key)


def colour_of(view: MarketView, railroad: str) -> style.RGB:
    colour = view.colors.get(railroad)
    return style.rgb(colour) if colour else UNKNOWN


def _percent(shares: int, each: int = 10) -> str:
    return f"{shares * each}%" if shares else ""


def _money(amount: int) -> str:
    return f"-${-amount:,}" if amount < 0 else f"${amount:,}"


def tables(view: MarketView) -> tuple[Table, Table]:
    """The railroads table and the holders table."""
    order = operating_order(view)
    where = {rr: cell for cell, stack in view.stacks.items() for rr in stack}
    rows = []
    for rr in order:
        value = _money(view.market.value(where[rr])) if rr in where else "-"
        par = _money(view.par[rr]) if rr in view.par else "-"
        rows.append((
            Cell(rr, chip=colour_of(view, rr), bold=True),
            Cell(view.presidents.get(rr, "-")),
            Cell(par, align="right"),
            Cell(value, bold=True, align="right"),
            Cell(_percent(view.ipo.get(rr, 0), view.percent.get(rr, 10)) or "-", align="right"),
            Cell(_percent(view.pool.get(rr, 0), view.percent.get(rr, 10)) or "-", align="right"),
        ))
    companies, par, ipo, pool = view.labels
    one = "Corporation" if companies == "Corporations" else "Railroad"
    railroads = Table(f"{companies} (operating order)", (one, "President", par, "Value", ipo, pool), tuple(rows))

    held = order + sorted({rr for h in view.holders for rr, n in h.shares.items() if n and rr not in order})
    rows = []
    for holder in view.holders:
        shares = []
        for rr in held:
            count = holder.shares.get(rr, 0)
            chip = colour_of(view, rr) if count else None
            text = _percent(count, view.percent.get(rr, 10))
            shares.append(Cell(text, chip=chip, bold=view.presidents.get(rr) == holder.name, align="right"))
        rows.append((
            Cell(holder.name, bold=True),
            *shares,
            Cell(_money(holder.cash), align="right"),
            Cell(_money(holder.net_worth), bold=True, align="right"),
        ))
    holders = Table("Players (seating order)", ("Player", *held, "Cash", "Net worth"), tuple(rows))
    return railroads, holders


def _heading_height() -> int:
    return PAD + TITLE + 12 + TEXT + 12 + 16


def layout(view: MarketView) -> Layout:
    railroads, holders = tables(view)
    market = view.market
    wide = (WIDTH - 2 * (PAD + GUTTER)) // market.width < MIN_CELL_WIDTH
    picture_width = 2 * (PAD + GUTTER) + MIN_CELL_WIDTH * market.width if wide else WIDTH
    cell_height = WIDE_CELL_HEIGHT if wide else CELL_HEIGHT
    room = picture_width - 2 * (PAD + GUTTER)
    cell_width = room // market.width
    table_width = max(sum(column_widths(t)) for t in (railroads, holders)) + 2 * PAD
    width = max(picture_width, table_width)
    left = PAD + GUTTER + (room - cell_width * market.width) // 2
    top = _heading_height()
    grid = (left, top, left + cell_width * market.width, top + cell_height * market.height)
    lay = Layout(width, 0, grid, cell_width, 0, 0, 0, cell_height)
    callouts = _callouts(view, lay)
    notes_top = math.ceil(max([grid[3], *(c.box[3] for c in callouts)])) + 14
    railroads_top = notes_top + (NOTE + 30) * _note_lines(view)
    holders_top = railroads_top + (table_height(railroads) if railroads.rows else TEXT + PAD)
    height = holders_top + table_height(holders) + (NOTE + 10 if len(holders.columns) > 3 else 0) + PAD
    return Layout(width, height, grid, cell_width, notes_top, railroads_top, holders_top, cell_height, tuple(callouts))


def _on_grid(view: MarketView) -> list[tuple[MarketCell, list[str]]]:
    market = view.market
    return sorted((cell, stack) for cell, stack in view.stacks.items() if 0 <= cell[0] < market.height and 0 <= cell[1] < market.width)


def _callouts(view: MarketView, lay: Layout) -> list[Callout]:
    """The crowded cells' callouts, clear of every row of cells and its arrows."""
    market = view.market
    blocked = []
    for row in range(market.height):
        columns = [c for c in range(market.width) if market.exists((row, c))]
        if columns:
            left, top, _, bottom = lay.cell_box((row, columns[0]))
            right = lay.cell_box((row, columns[-1]))[2]
            blocked.append((left - GUTTER, top, right + GUTTER, bottom))
    crowded = [(cell, stack, f"${market.value(cell)}") for cell, stack in _on_grid(view) if len(stack) >= CROWDED]
    return place_callouts(crowded, lay.cell_box, blocked, (PAD, lay.width - PAD), callout_size(lay.width, TEXT))


def _ragged(market: StockMarket) -> bool:
    return any(value is None for row in market.spec.rows for value in row)


def _note_lines(view: MarketView) -> int:
    spec = view.market.spec
    return 2 if spec.yellow or spec.starts or spec.end_value else 1


def band_colour(value: int) -> style.RGB:
    return next(colour for highest, colour in BANDS if value <= highest)


# -- small anti-aliased pieces ----------------------------------------------------------


@lru_cache(maxsize=64)
def _badge(number: int, radius: int) -> Image.Image:
    """A stack-order number in a small dark disc."""
    s = SUPERSAMPLE
    size = 2 * radius + 2
    big = Image.new("RGBA", (size * s, size * s), (0, 0, 0, 0))
    draw = ImageDraw.Draw(big)
    c, r = size * s / 2, radius * s
    draw.ellipse((c - r, c - r, c + r, c + r), fill=style.INK, outline=style.WHITE, width=s * 2)
    style.centred_text(draw, (c, c + s / 2), str(number), round(r * 1.3), style.WHITE)
    return big.reduce(s)


@lru_cache(maxsize=16)
def _ring(radius: float, width: int) -> Image.Image:
    s = SUPERSAMPLE
    size = math.ceil(radius * 2) + 2
    big = Image.new("RGBA", (size * s, size * s), (0, 0, 0, 0))
    draw = ImageDraw.Draw(big)
    c, r = size * s / 2, radius * s
    draw.ellipse((c - r, c - r, c + r, c + r), outline=HIGHLIGHT, width=width * s)
    return big.reduce(s)


@lru_cache(maxsize=4)
def _arrow(up: bool, length: int) -> Image.Image:
    """A row-end arrow, `length` px long, pointing up or down."""
    s = SUPERSAMPLE
    w, h = 30 * s, length * s
    big = Image.new("RGBA", (w, h), (0, 0, 0, 0))
    draw = ImageDraw.Draw(big)
    head = 16 * s
    draw.rectangle((w / 2 - 3 * s, head - s, w / 2 + 3 * s, h), fill=ARROW)
    draw.polygon([(w / 2, 0), (0, head), (w, head)], fill=ARROW)
    image = big.reduce(s)
    return image if up else image.transpose(Image.Transpose.FLIP_TOP_BOTTOM)


def _paste(image: Image.Image, piece: Image.Image, centre: tuple[float, float]) -> None:
    image.paste(piece, (round(centre[0] - piece.width / 2), round(centre[1] - piece.height / 2)), piece)


def _text(
    draw: ImageDraw.ImageDraw, xy: tuple[float, float], text: str, size: int, fill: style.RGB, bold: bool = False, anchor: str = "la"
) -> None:
    stroke = max(1, size // 18) if bold else 0
    draw.text(xy, text, font=style.font(size), fill=fill, anchor=anchor, stroke_width=stroke, stroke_fill=fill)


# -- drawing -------------------------------------------------------------------------


def _cell_fill(view: MarketView, cell: MarketCell) -> tuple[style.RGB, style.RGB]:
    """(fill, ink) of a cell: the value band, the Yellow Zone, or the value that ends the game."""
    spec, value = view.market.spec, view.market.value(cell)
    if spec.end_value is not None and value == spec.end_value:
        return END_FILL, style.WHITE
    if list(cell) in [list(c) for c in spec.yellow]:
        return YELLOW_ZONE, style.INK
    return band_colour(value), style.INK


def _draw_cells(draw: ImageDraw.ImageDraw, view: MarketView, lay: Layout) -> None:
    market = view.market
    for row in range(market.height):
        for column in range(market.width):
            if not market.exists((row, column)):
                continue  # a ragged market's missing cells stay blank
            left, top, right, bottom = lay.cell_box((row, column))
            value = market.value((row, column))
            fill, ink = _cell_fill(view, (row, column))
            draw.rectangle((left, top, right, bottom), fill=fill, outline=GRID_LINE, width=1)
            _text(draw, (left + 9, top + 8), f"${value}", VALUE_SIZE, ink, bold=True)
            if fill == END_FILL:
                _text(draw, ((left + right) / 2, (top + VALUE_STRIP + bottom) / 2), "END", VALUE_SIZE, ink, bold=True, anchor="mm")
    if not _ragged(market):
        draw.rectangle(lay.grid, outline=style.MUTED, width=2)
        return
    for row in range(market.height):  # the outline follows the rows' ends
        for column in range(market.width):
            if not market.exists((row, column)):
                continue
            left, top, right, bottom = lay.cell_box((row, column))
            for (dr, dc), side in (((-1, 0), (left, top, right, top)), ((1, 0), (left, bottom, right, bottom)),
                                   ((0, -1), (left, top, left, bottom)), ((0, 1), (right, top, right, bottom))):
                if not market.exists((row + dr, column + dc)):
                    draw.line(side, fill=style.MUTED, width=2)


def _start_label(view: MarketView, cell: MarketCell) -> str:
    """PAR (18EZ); on 18GL's market the phase a later starting value opens in ('6H'), none for the first."""
    spec = view.market.spec
    if spec.par is not None:
        return "PAR"
    start = next((s for s in spec.starts if tuple(s.cell) == tuple(cell)), None)
    first = spec.starts[0].from_phase if spec.starts else None
    return "" if start is None or start.from_phase == first else start.from_phase


def _draw_par(draw: ImageDraw.ImageDraw, view: MarketView, lay: Layout) -> None:
    """The par area outlined in red (inside the cells, so a line between two par cells is left
    out), and a PAR mark in each par cell's top right corner."""
    cells = {tuple(c) for c in view.market.start_cells}
    w = 4
    for row, column in sorted(cells):
        left, top, right, bottom = lay.cell_box((row, column))
        right, bottom = right - 1, bottom - 1
        if (row - 1, column) not in cells:
            draw.rectangle((left, top, right, top + w - 1), fill=PAR_RED)
        if (row + 1, column) not in cells:
            draw.rectangle((left, bottom - w + 1, right, bottom), fill=PAR_RED)
        if (row, column - 1) not in cells:
            draw.rectangle((left, top, left + w - 1, bottom), fill=PAR_RED)
        if (row, column + 1) not in cells:
            draw.rectangle((right - w + 1, top, right, bottom), fill=PAR_RED)
        label = _start_label(view, (row, column))
        if label == "PAR":
            _text(draw, (right - 7, top + 12), label, 14, PAR_RED, bold=True, anchor="ra")
        elif label:  # below the value: a narrow cell has no room beside it
            _text(draw, (right - 8, bottom - 8), f"{label}+", 16, PAR_RED, bold=True, anchor="rd")


def _draw_arrows(image: Image.Image, view: MarketView, lay: Layout) -> None:
    """Right end of every row but the top: up. Left end of every row but the bottom: down."""
    market = view.market
    length = min(lay.cell_height - 40, 70)
    for row in range(market.height):
        middle = lay.grid[1] + row * lay.cell_height + lay.cell_height / 2
        last = max(c for c in range(market.width) if market.exists((row, c)))
        if row > 0 and market.exists((row - 1, last)):
            _paste(image, _arrow(True, length), (lay.grid[0] + (last + 1) * lay.cell_width + GUTTER / 2, middle))
        if row + 1 < market.height and market.exists((row + 1, 0)):
            _paste(image, _arrow(False, length), (lay.grid[0] - GUTTER / 2, middle))


def _draw_tokens(image: Image.Image, view: MarketView, lay: Layout) -> None:
    """Tokens, a pair's with their order numbers (cells off the grid are left out); a moved token's ring
    goes under everything, so it never hides a neighbour."""
    placed = [(stack, token_spots(lay.cell_box(cell), len(stack))) for cell, stack in _on_grid(view)]
    for stack, spots in placed:
        for rr, (x, y, radius) in zip(stack, spots, strict=True):
            if rr == view.highlight:
                _paste(image, _ring(radius + 5, 4), (x, y))
    for stack, spots in placed:
        for number, (rr, spot) in reversed(list(enumerate(zip(stack, spots, strict=True), start=1))):  # the top one last
            x, y, radius = spot
            _paste(image, token_image(token_label(rr), colour_of(view, rr), radius), (x, y))
            badge = badge_spot(spot, len(stack), token_label(rr))
            if badge is not None:
                _paste(image, _badge(number, BADGE_RADIUS), badge)


def market_image(view: MarketView) -> Image.Image:
    lay = layout(view)
    railroads, holders = tables(view)
    image = Image.new("RGB", (lay.width, lay.height), style.PAPER)
    draw = ImageDraw.Draw(image)
    _text(draw, (PAD, PAD), view.title, TITLE, style.INK, bold=True)
    _text(draw, (PAD, PAD + TITLE + 12), view.subtitle, TEXT, style.INK)
    _draw_cells(draw, view, lay)
    _draw_par(draw, view, lay)
    _draw_arrows(image, view, lay)
    _draw_tokens(image, view, lay)
    draw_callouts(image, lay.callouts, lambda cell: _cell_fill(view, cell), lambda rr: colour_of(view, rr), view.highlight, HIGHLIGHT)
    _text(draw, (lay.grid[0], lay.notes_top), NOTES_GRID, NOTE, style.MUTED)
    if _note_lines(view) > 1:
        _text(draw, (lay.grid[0], lay.notes_top + NOTE + 30), NOTES_ZONES, NOTE, style.MUTED)
    if railroads.rows:
        draw_table(draw, railroads, lay.railroads_top, lay.width)
    else:
        _text(draw, (PAD, lay.railroads_top), "No railroad has been started yet.", TEXT, style.MUTED)
    bottom = draw_table(draw, holders, lay.holders_top, lay.width)
    if len(holders.columns) > 3:  # some railroad's shares are listed
        odd = sorted(f"{rr}'s {each}%" for rr, each in view.percent.items() if each != 10)
        note = NOTES_TABLES.replace("10% a share", f"10% a share ({', '.join(odd)})") if odd else NOTES_TABLES
        _text(draw, (PAD, bottom - PAD + 12), note, NOTE, style.MUTED)
    return image


def render_market(view: MarketView) -> Picture:
    return Picture("market.png", png_bytes(market_image(view)), view.subtitle)
