"""A status card: a heading and a few tables, drawn for reading on a phone."""

from __future__ import annotations

from dataclasses import dataclass
from typing import Literal

from PIL import Image, ImageDraw

from renderer.common import style

WIDTH_MIN = 1000
PAD = 28
TEXT = 26
TITLE = 36
ROW = 44
CELL_PAD = 14


@dataclass(frozen=True)
class Cell:
    text: str
    chip: style.RGB | None = None  # a colour square before the text
    bold: bool = False
    align: Literal["left", "right"] = "left"


@dataclass(frozen=True)
class Table:
    title: str
    columns: tuple[str, ...]
    rows: tuple[tuple[Cell, ...], ...]


@dataclass(frozen=True)
class Card:
    heading: tuple[str, ...]  # first line large
    tables: tuple[Table, ...]
    notes: tuple[str, ...] = ()


def _cell_width(cell: Cell) -> int:
    """A cell's width: its widest line (a cell's text may hold several, one under another)."""
    width = max(style.text_size(line, TEXT)[0] for line in cell.text.split("\n")) if cell.text else 0
    return width + (TEXT + 8 if cell.chip else 0)


LINE = TEXT + 10  # px between the lines of one cell


def row_height(row: tuple[Cell, ...]) -> int:
    return ROW + LINE * max((cell.text.count("\n") for cell in row), default=0)


def column_widths(table: Table) -> list[int]:
    widths = [style.text_size(name, TEXT - 4)[0] for name in table.columns]
    for row in table.rows:
        for i, cell in enumerate(row):
            widths[i] = max(widths[i], _cell_width(cell))
    return [w + 2 * CELL_PAD for w in widths]


def table_height(table: Table) -> int:
    return TEXT + 18 + ROW + sum(row_height(row) for row in table.rows) + PAD


def draw_card(card: Card, width_min: int = WIDTH_MIN) -> Image.Image:
    """The card as a picture, at least `width_min` px wide (wider if a table, the heading or a note needs it)."""
    widths = [sum(column_widths(t)) for t in card.tables]
    heading_widths = [style.text_size(line, TITLE if i == 0 else TEXT)[0] for i, line in enumerate(card.heading)]
    width = max([width_min, *(w + 2 * PAD for w in widths + heading_widths)])
    notes = [line for note in card.notes for line in wrapped(note, TEXT - 2, width - 2 * PAD)]  # as wide as the rest
    height = PAD + TITLE + 12 + (TEXT + 12) * (len(card.heading) - 1) + 16
    height += sum(table_height(t) for t in card.tables) + (TEXT + 10) * len(notes) + PAD
    image = Image.new("RGB", (width, height), style.PAPER)
    draw = ImageDraw.Draw(image)
    y = PAD
    for i, line in enumerate(card.heading):
        size = TITLE if i == 0 else TEXT
        _text(draw, (PAD, y), line, size, style.INK, bold=i == 0)
        y += size + 12
    y += 16
    for table in card.tables:
        y = draw_table(draw, table, y, width)
    for note in notes:
        _text(draw, (PAD, y), note, TEXT - 2, style.MUTED)
        y += TEXT + 10
    return image


def wrapped(text: str, size: int, width: int) -> list[str]:
    """`text` in lines no wider than `width` px, broken between words."""
    lines: list[str] = []
    for word in text.split():
        if lines and style.text_size(f"{lines[-1]} {word}", size)[0] <= width:
            lines[-1] = f"{lines[-1]} {word}"
        else:
            lines.append(word)
    return lines


def _text(
    draw: ImageDraw.ImageDraw, xy: tuple[float, float], text: str, size: int, fill: style.RGB, bold: bool = False, anchor: str = "la"
) -> None:
    stroke = max(1, size // 18) if bold else 0
    draw.text(xy, text, font=style.font(size), fill=fill, anchor=anchor, stroke_width=stroke, stroke_fill=fill)


def draw_table(draw: ImageDraw.ImageDraw, table: Table, top: int, width: int) -> int:
    _text(draw, (PAD, top), table.title, TEXT, style.INK, bold=True)
    y = top + TEXT + 18
    widths = column_widths(table)
    right = width - PAD
    bottom = y + ROW + sum(row_height(row) for row in table.rows)
    draw.rounded_rectangle((PAD, y, right, bottom), radius=8, fill=style.WHITE, outline=style.MUTED, width=2)
    header_fill = style.blend(style.PAPER, style.MUTED, 0.18)
    draw.rounded_rectangle((PAD + 1, y + 1, right - 1, y + ROW), radius=8, fill=header_fill)
    x = PAD
    for i, (name, w) in enumerate(zip(table.columns, widths, strict=True)):
        right_aligned = bool(table.rows) and table.rows[0][i].align == "right"
        if right_aligned:  # headings line up with their numbers
            _text(draw, (x + w - CELL_PAD, y + ROW / 2), name, TEXT - 4, style.MUTED, anchor="rm")
        else:
            _text(draw, (x + CELL_PAD, y + ROW / 2), name, TEXT - 4, style.MUTED, anchor="lm")
        x += w
    ry = y + ROW
    for row in table.rows:
        draw.line((PAD + 2, ry, right - 2, ry), fill=style.blend(style.WHITE, style.MUTED, 0.35), width=1)
        x = PAD
        for cell, w in zip(row, widths, strict=True):
            cx = x + CELL_PAD
            if cell.align == "right":
                cx = x + w - CELL_PAD - _cell_width(cell)
            if cell.chip is not None:
                my = ry + ROW / 2
                draw.rounded_rectangle((cx, my - TEXT / 2, cx + TEXT, my + TEXT / 2), radius=5, fill=cell.chip, outline=style.INK, width=1)
                cx += TEXT + 8
            for n, line in enumerate(cell.text.split("\n")):  # further lines under the first
                _text(draw, (cx, ry + ROW / 2 + n * LINE), line, TEXT, style.INK, bold=cell.bold, anchor="lm")
            x += w
        ry += row_height(row)
    return bottom + PAD
