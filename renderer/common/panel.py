"""Boxes of text lines, each with an optional colour chip: legends and route lists."""

from __future__ import annotations

from dataclasses import dataclass

from PIL import ImageDraw

from renderer.common import style

PAD = 12
GAP = 6


@dataclass(frozen=True)
class Line:
    text: str
    size: int = 22
    bold: bool = False
    chip: style.RGB | None = None  # a colour square before the text
    colour: style.RGB = style.INK
    indent: int = 0  # px before the text (e.g. to line up under a chip)


def measure(lines: list[Line]) -> tuple[int, int]:
    width = height = 0
    for line in lines:
        w, _ = style.text_size(line.text, line.size)
        chip = line.size + GAP if line.chip else 0
        width = max(width, w + chip + line.indent)
        height += round(line.size * 1.25) + GAP
    return width + 2 * PAD, height - GAP + 2 * PAD


def draw_panel(draw: ImageDraw.ImageDraw, box: tuple[int, int, int, int], lines: list[Line]) -> None:
    left, top = box[0], box[1]
    draw.rounded_rectangle(box, radius=10, fill=style.WHITE, outline=style.MUTED, width=2)
    y = top + PAD
    for line in lines:
        step = round(line.size * 1.25)
        x = left + PAD + line.indent
        if line.chip is not None:
            chip = line.size
            cy = y + step / 2
            draw.rounded_rectangle(
                (x, cy - chip / 2, x + chip, cy + chip / 2), radius=4, fill=line.chip, outline=style.INK, width=1
            )
            x += chip + GAP
        stroke = max(1, line.size // 18) if line.bold else 0
        draw.text(
            (x, y + step / 2), line.text, font=style.font(line.size), fill=line.colour, anchor="lm",
            stroke_width=stroke, stroke_fill=line.colour,
        )
        y += step + GAP
