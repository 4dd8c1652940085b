"""Train routes drawn over the map: a thick translucent line along the track each train uses."""

from __future__ import annotations

import math
from collections.abc import Sequence
from dataclasses import dataclass

from PIL import Image, ImageDraw

from engine.core.errors import IllegalAction
from engine.eighteen.shared.runs.routes import Route, RouteFinder, RouteRequest
from engine.eighteen.shared.tiles import PlacedTile
from engine.eighteen.shared.track import OFFBOARD, Node, Segment, TrackGraph
from renderer.common import panel, style
from renderer.common.geometry import Point, edge_mid, tile_shape
from renderer.eighteen.common.layout import MapLayout
from renderer.eighteen.common.mapview import MapView, PanelRequest, map_image, railroad_colour
from renderer.eighteen.common.terrain import ferry_lines
from renderer.eighteen.common.tileart import SUPERSAMPLE

LINE_WIDTH = 0.22  # in hex radii
STOP_DOT = 0.2
ALPHA = 0.62
CASING = 0.45  # the dark edge under a route line, as a part of the line's width
OFFBOARD_REACH = 0.3  # how far into an off-board hex a route is drawn
PANEL_CORNERS = ("bottom-left", "bottom-right", "top-right", "top-left")


@dataclass(frozen=True)
class DrawnRoute:
    """One train's route as it will be drawn."""

    train: str
    names: tuple[str, ...]  # stops as players type them
    revenue: int
    segments: frozenset[Segment]
    stops: tuple[Node, ...]
    colour: style.RGB
    crossings: tuple[str, ...] = ()  # ferry crossings used (18GL): "MM:D8-E9", the ferry's id and the lake hexes


def realize(graph: TrackGraph, railroad: str, requests: Sequence[RouteRequest]) -> list[Route | None]:
    """The track each named route uses, found the way the engine checks routes.
    A route that can no longer be traced (the track changed since) comes back as None."""
    cities = [(r.train, len(r.stops)) for r in requests]  # one entry per route: two trains of a type are two
    finder = RouteFinder(graph, railroad)
    try:
        return list(finder.check(list(requests), cities))
    except IllegalAction:
        pass
    found: list[Route | None] = []
    for request in requests:  # one at a time: draw what can still be traced
        try:
            found.append(finder.check([request], [(request.train, len(request.stops))])[0])
        except IllegalAction:
            found.append(None)
    return found


def drawn_routes(graph: TrackGraph, railroad: str, requests: Sequence[RouteRequest]) -> list[DrawnRoute]:
    result = []
    for index, (request, route) in enumerate(zip(requests, realize(graph, railroad, requests), strict=True)):
        colour = style.ROUTE_COLOURS[index % len(style.ROUTE_COLOURS)]
        if route is None:
            nodes = [graph.stop_node(graph.board.stop_key(name) or name) for name in request.stops]
            revenue = sum(graph.stop_value(n) for n in nodes if n is not None)
            result.append(DrawnRoute(request.train, request.stops, revenue, frozenset(), (), colour))
        else:
            result.append(DrawnRoute(route.train, route.names, route.revenue, route.segments, route.stops, colour))
    return result


def segment_line(view: MapView, layout: MapLayout, segment: Segment) -> list[Point]:
    """The segment's track as a polyline in map pixels."""
    cx, cy = layout.centre(segment.hex)
    r = layout.radius
    offboard = view.board.offboard_at.get(segment.hex)
    if offboard is not None:
        edge = offboard.exits_at(segment.hex)[segment.path]
        points = [edge_mid(edge, layout=view.board.layout), edge_mid(edge, inset=OFFBOARD_REACH, layout=view.board.layout)]
    else:
        tile_id, rotation = view.tiles[segment.hex]
        points = list(tile_shape(PlacedTile(view.board.tiles[tile_id], rotation).paths, view.board.layout).paths[segment.path])
    return [(cx + x * r, cy + y * r) for x, y in points]


def crossing_lines(view: MapView, layout: MapLayout, crossings: Sequence[str]) -> list[list[Point]]:
    """The ferry lines a route crossed, as drawn on the map."""
    lines = []
    for key in crossings:
        ferry_id, _, crosses = key.partition(":")
        for ferry in view.board.spec.ferries:
            if ferry.id != ferry_id:
                continue
            drawn = ferry_lines(layout, view.board, ferry)
            lines += [line for segment, line in zip(ferry.segments, drawn, strict=True) if "-".join(segment.crosses) == crosses]
    return lines


def stop_point(view: MapView, layout: MapLayout, node: Node) -> Point:
    cx, cy = layout.centre(node.hex)
    r = layout.radius
    if node.kind == OFFBOARD:
        exits = view.board.offboard_at[node.hex].exits_at(node.hex)
        points = [edge_mid(e, inset=OFFBOARD_REACH, layout=view.board.layout) for e in exits]
        x, y = (sum(p[0] for p in points) / len(points), sum(p[1] for p in points) / len(points))
    else:
        tile_id, rotation = view.tiles[node.hex]
        shape = tile_shape(PlacedTile(view.board.tiles[tile_id], rotation).paths, view.board.layout)
        x, y = shape.stops.get(f"{node.kind}{node.index}", (0.0, 0.0))
    return (cx + x * r, cy + y * r)


def draw_routes(image: Image.Image, layout: MapLayout, view: MapView, routes: Sequence[DrawnRoute]) -> Image.Image:
    """`image` with every route drawn on it, each translucent in its own colour."""
    base = image.convert("RGBA")
    r = layout.radius
    width = LINE_WIDTH * r
    for route in routes:
        lines = [segment_line(view, layout, s) for s in sorted(route.segments, key=lambda s: (s.hex, s.path))]
        lines += crossing_lines(view, layout, route.crossings)
        dots = [stop_point(view, layout, n) for n in route.stops if n.kind != OFFBOARD]
        if not lines:
            continue
        xs = [p[0] for line in lines for p in line] + [p[0] for p in dots]
        ys = [p[1] for line in lines for p in line] + [p[1] for p in dots]
        pad = width + STOP_DOT * r + 2
        left, top = max(0, math.floor(min(xs) - pad)), max(0, math.floor(min(ys) - pad))
        right, bottom = min(image.width, math.ceil(max(xs) + pad)), min(image.height, math.ceil(max(ys) + pad))
        s = SUPERSAMPLE
        layer = Image.new("RGBA", ((right - left) * s, (bottom - top) * s), (0, 0, 0, 0))
        draw = ImageDraw.Draw(layer)
        colour = (*route.colour, 255)

        def at(p: Point, left: int = left, top: int = top, s: int = s) -> Point:
            return ((p[0] - left) * s, (p[1] - top) * s)

        casing = (*style.ROUTE_CASING, 255)
        for fill, wide in ((casing, width * (1 + CASING)), (colour, width)):  # a dark edge, then the colour
            half = wide * s / 2
            for line in lines:
                points = [at(p) for p in line]
                draw.line(points, fill=fill, width=round(wide * s), joint="curve")
                for x, y in (points[0], points[-1]):
                    draw.ellipse((x - half, y - half, x + half, y + half), fill=fill)
        dot = STOP_DOT * r * s
        for p in dots:
            x, y = at(p)
            draw.ellipse((x - dot, y - dot, x + dot, y + dot), fill=colour)
        layer = layer.reduce(s)
        alpha = layer.getchannel("A").point(lambda a: round(a * ALPHA))
        layer.putalpha(alpha)
        base.alpha_composite(layer, (left, top))
    return base.convert("RGB")


def route_panel(view: MapView, railroad: str, routes: Sequence[DrawnRoute], idle: Sequence[str] = ()) -> PanelRequest:
    """Every train of the run: each route with its revenue and stops, then each train in `idle` (no route found)."""
    total = sum(r.revenue for r in routes)
    lines = [panel.Line(f"{railroad} runs for ${total}", 24, bold=True, chip=railroad_colour(view.board, railroad))]
    for route in routes:
        lines.append(panel.Line(f"{route.train}-train: ${route.revenue}", 22, bold=True, chip=route.colour))
        lines.append(panel.Line(" - ".join(view.board.name_of(n) for n in route.names), 18, indent=28))  # the cities' names
    for train in idle:
        lines.append(panel.Line(f"{train}-train: no route", 22, bold=True, indent=28))
    return PanelRequest(tuple(lines), PANEL_CORNERS)


def routes_image(view: MapView, graph: TrackGraph, railroad: str, requests: Sequence[RouteRequest],
                 idle: Sequence[str] = ()) -> Image.Image:
    return routes_picture(view, railroad, drawn_routes(graph, railroad, requests), idle)


def routes_picture(view: MapView, railroad: str, routes: Sequence[DrawnRoute], idle: Sequence[str] = ()) -> Image.Image:
    """The map with `routes` drawn on it and the panel listing them (and the trains in `idle`, which found no route)."""
    return map_image(
        view,
        overlay=lambda image, layout: draw_routes(image, layout, view, routes),
        panels=[route_panel(view, railroad, routes, idle)],
    )


def idle_trains(owned: Sequence[str], ran: Sequence[str]) -> list[str]:
    """The trains of `owned` that ran no route: each train that ran takes one of its type."""
    left = list(ran)
    idle = []
    for train in owned:
        if train in left:
            left.remove(train)
        else:
            idle.append(train)
    return idle
