"""A Railways of the World delivery drawn on the map: the cube's path as a wide translucent band in
the cube's colour (dark-edged, the owners' track left clear down its middle) along every link it
used, the cube at its origin, an arrow and a ring at the city it reached, and a box with who got
points for which links.

It is drawn after the move, from the recorded `DeliverCube` (its `via` names the links) and the
public view's links; a delivered link is complete, and links stay once complete.
"""

from __future__ import annotations

import math
import re
from collections.abc import Sequence
from dataclasses import dataclass
from itertools import pairwise

from PIL import Image, ImageDraw

from engine.rotw.actions import DeliverCube
from engine.rotw.game import Rotw
from engine.rotw.state import Link
from renderer.common import panel, style
from renderer.common.geometry import Point
from renderer.rotw import maps as rotwmap
from renderer.rotw.board import BoardLayout

BAND, BAND_EDGE = 0.64, 0.06  # the band's width and its dark edges, in hex radii
BAND_ALPHA, EDGE_ALPHA = 190, 235  # of 255: the map shows a little through the band
# the owner's track stays clear down the band's middle, in its own colour
HOLE = rotwmap.TRACK + 2 * rotwmap.TRACK_CASING
RING_AT, RING_WIDTH = rotwmap.CITY_RADIUS + rotwmap.RING + 0.1, 0.12  # round the destination's circle
CUBE_AT, CUBE_SIZE = 0.86, 0.46  # the cube marker: how far along the path from the origin's centre
ARROW_TIP, ARROW_LENGTH, ARROW_HALF = 0.92, 0.5, 0.3  # its tip this far before the destination's centre
TITLE, TEXT = 24, 21
# a point gained (engine/rotw/scoring.score): "Ann gains 3 points for Speed Record (now 21, income $19,000)."
GAINS = re.compile(r"^(?P<name>.+?) gains (?P<points>\d+) points? for (?P<why>.+?) \(now -?\d+, income ")
LINKS_WHY = re.compile(r"^\d+ links?$")


def edge_colour(colour: style.RGB) -> style.RGB:
    """The band's edge: dark, or white round a black cube's band."""
    return style.WHITE if style.luminance(colour) < 0.25 else rotwmap.CASING


@dataclass(frozen=True)
class Delivery:
    """What the picture shows of one delivery."""

    player: str
    color: str
    cities: tuple[str, ...]  # city hexes in order
    names: tuple[str, ...]  # their names
    links: tuple[Link, ...]  # the links used, in order (those found)
    owners: tuple[tuple[int, str, tuple[int, ...]], ...]  # (player, name, link ids) in order of first use
    # points the delivery gave besides its links (a card's bonus, a Hotel): (player, name, points, what for)
    bonuses: tuple[tuple[int, str, int, str], ...] = ()

    @property
    def colour(self) -> style.RGB:
        return rotwmap.COLOURS.get(self.color, style.WHITE)

    @property
    def caption(self) -> str:
        return f"{self.player} delivers a {self.color} cube: {' – '.join(self.names)}"

    @property
    def points_text(self) -> str:
        """E.g. "Ann +5 (links 3, 7; Speed Record +3) · Bob +1 (link 5)": each player's points from the delivery, one
        a link to its owner and any card bonus."""
        return " · ".join(text for _, _, text in self.scored())

    def scored(self) -> list[tuple[int, int, str]]:
        """(player, total points, the box's line) for everyone the delivery gave points: the links' owners in order of
        first use, then those who got only a bonus."""
        names = {owner: name for owner, name, _ in self.owners} | {p: name for p, name, _, _ in self.bonuses}
        ids = {owner: found for owner, _, found in self.owners}
        rows = []
        for player in dict.fromkeys([*ids, *(p for p, _, _, _ in self.bonuses)]):
            extra = [(points, why) for p, _, points, why in self.bonuses if p == player]
            total = len(ids.get(player, ())) + sum(points for points, _ in extra)
            parts = [f"link{'s' if len(ids[player]) != 1 else ''} {', '.join(map(str, ids[player]))}"] if player in ids else []
            parts += [f"{why} +{points}" for points, why in extra]
            rows.append((player, total, f"{names[player]} +{total} ({'; '.join(parts)})"))
        return rows

    # -- drawing (rotwmap.Overlay) --

    def hops(self, big: BoardLayout) -> list[list[Point]]:
        """Each used link's line in pixels, turned to run the way the cube went."""
        lines = []
        for (a, _), link in zip(pairwise(self.cities), self.links, strict=False):
            points = rotwmap.link_points(big, link)
            lines.append(points if link.start == a else points[::-1])
        return lines

    def beneath_cities(self, image: Image.Image, big: BoardLayout) -> None:
        r = big.radius
        colour, edge = self.colour, edge_colour(self.colour)
        band, edged = round(BAND * r), round((BAND + 2 * BAND_EDGE) * r)
        ring = big.at(self.cities[-1], rotwmap.CITY_SPOT)  # the ring: dark edges round a band of colour
        outer, inner, e = (RING_AT + RING_WIDTH / 2) * r, (RING_AT - RING_WIDTH / 2) * r, BAND_EDGE * r
        # drawn on a layer just big enough (the whole map at 2x is some 70 MB) and pasted through a mask
        lines = self.hops(big)
        reach = max(edged / 2, outer + e) + 2
        xs = [x for points in lines for x, _ in points] + [ring[0]]
        ys = [y for points in lines for _, y in points] + [ring[1]]
        left, top = max(0, math.floor(min(xs) - reach)), max(0, math.floor(min(ys) - reach))
        right, bottom = min(image.width, math.ceil(max(xs) + reach)), min(image.height, math.ceil(max(ys) + reach))
        if right <= left or bottom <= top:
            return
        lines = [[(x - left, y - top) for x, y in points] for points in lines]
        x, y = ring[0] - left, ring[1] - top
        layer = Image.new("RGB", (right - left, bottom - top), colour)
        mask = Image.new("L", layer.size, 0)
        paint, shade = ImageDraw.Draw(layer), ImageDraw.Draw(mask)
        for points in lines:
            _wide_line(paint, points, edge, edged)
            _wide_line(shade, points, EDGE_ALPHA, edged)
        for points in lines:
            _wide_line(paint, points, colour, band)
            _wide_line(shade, points, BAND_ALPHA, band)
        for points in lines:
            _wide_line(shade, points, 0, round(HOLE * r))
        for d, fill, alpha in ((outer + e, edge, 255), (outer, colour, 255), (inner, edge, 255), (inner - e, colour, 0)):
            paint.ellipse((x - d, y - d, x + d, y + d), fill=fill)
            shade.ellipse((x - d, y - d, x + d, y + d), fill=alpha)
        image.paste(layer, (left, top), mask)

    def above_cities(self, draw: ImageDraw.ImageDraw, big: BoardLayout) -> None:
        r = big.radius
        path = [p for hop in self.hops(big) for p in hop]
        if len(path) < 2:
            return
        colour, edge = self.colour, edge_colour(self.colour)
        length = _length(path)
        back, long = min(ARROW_TIP * r, length * 0.3), min(ARROW_LENGTH * r, length * 0.25)  # short paths: smaller
        tip, _ = _along(path, length - back)
        base, (dx, dy) = _along(path, length - back - long)
        nx, ny = -dy, dx
        w = ARROW_HALF * r * long / (ARROW_LENGTH * r)
        arrow = [tip, (base[0] + nx * w, base[1] + ny * w), (base[0] - nx * w, base[1] - ny * w)]
        draw.polygon(arrow, fill=colour, outline=edge, width=max(2, round(r * 0.05)))
        (x, y), _ = _along(path, min(CUBE_AT * r, length * 0.3))
        half = CUBE_SIZE * r / 2
        halo = half + r * 0.07
        draw.rectangle((x - halo, y - halo, x + halo, y + halo), fill=style.WHITE, outline=rotwmap.CASING,
                       width=max(2, round(r * 0.03)))
        draw.rectangle((x - half, y - half, x + half, y + half), fill=colour, outline=rotwmap.CASING,
                       width=max(2, round(r * 0.035)))
        letter = rotwmap.LETTERS.get(self.color, "")
        style.centred_text(draw, (x, y + r * 0.01), letter, round(r * 0.36), style.ink_on(colour), bold=True)

    def panel_lines(self) -> list[panel.Line]:
        hops = len(self.cities) - 1
        lines = [
            panel.Line(f"{self.player} delivers a {self.color} cube", TITLE, bold=True, chip=self.colour),
            panel.Line(f"{' - '.join(self.names)} ({hops} link{'s' if hops != 1 else ''})", TEXT),
        ]
        for owner, _, text in self.scored():
            lines.append(panel.Line(text, TEXT, bold=True, chip=rotwmap.player_colour(owner)))
        return lines


def bonuses(game: Rotw, messages: Sequence[str]) -> tuple[tuple[int, str, int, str], ...]:
    """The points a delivery's messages give besides those for its links: (player, name, points, what for)."""
    players = {game.player_name(p): p for p in range(len(game.public_view().players))}
    found = []
    for message in messages:
        gained = GAINS.match(message)
        if gained is None or gained["name"] not in players or LINKS_WHY.match(gained["why"]):
            continue
        why = gained["why"].removeprefix("the ")
        found.append((players[gained["name"]], gained["name"], int(gained["points"]), why[:1].upper() + why[1:]))
    return tuple(found)


def delivery(game: Rotw, player: int, action: DeliverCube, messages: Sequence[str] = ()) -> Delivery:
    """The delivery as the picture shows it, from the recorded move, the public links and the move's messages (the
    points it gave besides its links)."""
    links = game.public_view().links
    used: list[Link] = []
    for index, (a, b) in enumerate(pairwise(action.cities)):
        between = [lk for lk in links if lk.complete and {lk.start, lk.end} == {a, b}]
        if action.via is not None and index < len(action.via):
            between = [lk for lk in between if lk.id == action.via[index]]
        if not between:  # not found (never, for a recorded move): what was found is still drawn
            break
        used.append(between[0])
    owners: dict[int, list[int]] = {}
    for link in used:
        owners.setdefault(link.owner, []).append(link.id)
    cities = game.board.cities
    return Delivery(
        player=game.player_name(player), color=action.color, cities=action.cities,
        names=tuple(cities[c].name if c in cities else c for c in action.cities), links=tuple(used),
        owners=tuple((owner, game.player_name(owner), tuple(ids)) for owner, ids in owners.items()),
        bonuses=bonuses(game, messages),
    )


# -- lines -------------------------------------------------------------------------------------------


def _wide_line(draw: ImageDraw.ImageDraw, points: list[Point], fill: style.RGB | int, width: int) -> None:
    draw.line(points, fill=fill, width=width, joint="curve")
    d = width / 2
    for x, y in points:  # round ends, and round joints (a wide line's joints along an arc leave slivers)
        draw.ellipse((x - d, y - d, x + d, y + d), fill=fill)


def _length(points: list[Point]) -> float:
    return sum(math.dist(a, b) for a, b in pairwise(points))


def _along(points: list[Point], distance: float) -> tuple[Point, Point]:
    """The point `distance` along the polyline and the unit direction there."""
    distance = max(0.0, distance)
    last: Point = (1.0, 0.0)
    for a, b in pairwise(points):
        step = math.dist(a, b)
        if step == 0:
            continue
        last = ((b[0] - a[0]) / step, (b[1] - a[1]) / step)
        if step >= distance:
            return (a[0] + last[0] * distance, a[1] + last[1] * distance), last
        distance -= step
    return points[-1], last
