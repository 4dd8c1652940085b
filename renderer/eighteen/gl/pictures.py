"""18GL's pictures: the flat-topped Great Lakes map (lakes, terrain, walls, ferries, off-boards over
two hexes, homes, stations, special power tokens), the route overlay, the tile choices, the status
card and the stock market. Reads the game only through GL18's public queries (gl_queries.py);
renderer/api.py sends 18GL games here.
"""

from __future__ import annotations

import re
from collections.abc import Sequence

from engine.core.game import Outcome
from engine.eighteen.gl.game import GL18
from engine.eighteen.shared.company_moves import HalfDividend
from engine.eighteen.shared.moves import Dividend, RunTrains
from renderer.common import panel, style
from renderer.common.picture import DRAWING, Change, Picture, png_bytes
from renderer.common.status import draw_card
from renderer.eighteen.common import changes
from renderer.eighteen.common.mapview import MapView, map_image, railroad_colour
from renderer.eighteen.common.market import market_image
from renderer.eighteen.common.marks import PowerMark
from renderer.eighteen.common.routes import DrawnRoute, routes_picture
from renderer.eighteen.common.tilechoices import tile_choices
from renderer.eighteen.gl import card as glcard

LEGEND_TITLE, LEGEND_TEXT = 26, 22
PHASE_COLOURS = {"first": "yellow", "second": "green", "third": "brown"}
_SR_ENDS = re.compile(r"^Stock Round \d+ ends")


def _tokens(game: GL18) -> dict[str, tuple[str, ...]]:
    """Stations by hex; those kept under an off-board's id go to its first hex."""
    board = game.board
    tokens: dict[str, tuple[str, ...]] = {}
    for place, held in game.track.tokens.items():
        key = board.offboards[place].hex if place in board.offboards else place
        tokens[key] = (*tokens.get(key, ()), *held)
    return tokens


def _power_marks(game: GL18) -> tuple[PowerMark, ...]:
    holders = game.powers()
    marks = []
    for power, hex_name in sorted(game.power_hexes().items()):
        corporation = holders.get(power)
        bonus = glcard.TOKEN_BONUS.get(power)
        if corporation is None or bonus is None:
            continue
        colour = railroad_colour(game.board, corporation)
        marks.append(PowerMark(hex_name, f"{corporation} +${bonus}", colour))
    return tuple(marks)


def map_view(game: GL18, legend: bool = True) -> MapView:
    """The map of the game's current position."""
    board = game.board
    tokens = _tokens(game)
    with_station = {rr for held in tokens.values() for rr in held}
    in_play = {c.id for c in game.corporations()}  # a corporation merged into CONRAIL (or closed) has no home now
    homes = tuple(rr for rr, spec in board.railroads.items()
                  if spec.home is not None and rr not in with_station and rr in in_play)
    return MapView(
        board=board,
        tiles=dict(game.track.tiles),
        tokens=tokens,
        phase=game.phase().offboard,
        homes=homes,
        legend=tuple(legend_lines(game)) if legend else (),
        ferry=game.active_ferry(),
        powers=_power_marks(game),
        closed=_closed_circles(game, tokens),
    )


def _closed_circles(game: GL18, tokens: dict[str, tuple[str, ...]]) -> tuple[str, ...]:
    """St. Louis's circles: once its home station takes one, the other is closed (4.4)."""
    closed: list[str] = []
    for offboard in game.board.offboards.values():
        places = [place for place, _ in offboard.places]
        if offboard.parts and offboard.slots == len(places) and any(tokens.get(p) for p in places):
            closed += [p for p in places if not tokens.get(p)]
    return tuple(closed)


def legend_lines(game: GL18) -> list[panel.Line]:
    phase = game.phase()
    round_name, acting = glcard.where(game)
    chip = railroad_colour(game.board, game.operating) if game.operating else None
    lines = [
        panel.Line(game.title, LEGEND_TITLE, bold=True),
        panel.Line(f"Phase {phase.name}: {phase.offboard} off-board values", LEGEND_TEXT,
                   chip=style.TILE_COLOURS[PHASE_COLOURS[phase.offboard]]),
        panel.Line(round_name, LEGEND_TEXT),
        panel.Line(acting, LEGEND_TEXT, bold=True, chip=chip),
    ]
    ferry = game.active_ferry()
    if ferry is not None:
        name = next(f.name for f in game.board.spec.ferries if f.id == ferry)
        holder = game.powers().get("ferry")
        lines.append(panel.Line(f"Ferry {ferry} ({name}) active" + (f", {holder}'s" if holder else ""), LEGEND_TEXT))
    else:
        lines.append(panel.Line("Ferries (dashed) not active yet", LEGEND_TEXT, colour=style.MUTED))
    return lines


def _move_number(game: GL18) -> int:
    return len(game.history)


def render_map(game: GL18) -> Picture:
    with DRAWING:
        image = map_image(map_view(game))
        return Picture("map.png", png_bytes(image), f"Map after move {_move_number(game)}")


def drawn_routes(game: GL18, railroad: str, action: RunTrains) -> list[DrawnRoute]:
    routes = game.traced_routes(railroad, [(r.train, tuple(r.stops)) for r in action.routes or ()])
    return [
        DrawnRoute(route.train, route.names, route.revenue, route.segments, route.stops,
                   style.ROUTE_COLOURS[index % len(style.ROUTE_COLOURS)], route.crossings)
        for index, route in enumerate(routes)
    ]


def render_routes(game: GL18, outcome: Outcome) -> Picture | None:
    """The map with the routes run in `outcome` drawn on it; None if no train ran."""
    action = outcome.action
    railroad = outcome.company
    if not isinstance(action, RunTrains) or not action.routes or railroad is None:
        return None
    with DRAWING:
        view = map_view(game)
        picture = png_bytes(routes_picture(view, railroad, drawn_routes(game, railroad, action)))
    trains = ", ".join(f"{r.train} train" for r in action.routes)
    return Picture("routes.png", picture, f"{railroad}'s routes ({trains}), move {_move_number(game)}")


def render_status(game: GL18) -> Picture:
    with DRAWING:
        image = draw_card(glcard.status_card(game))
        return Picture("status.png", png_bytes(image), f"Status after move {_move_number(game)}")


def render_market(game: GL18, subtitle: str, highlight: str | None = None) -> Picture:
    with DRAWING:
        image = market_image(glcard.market_view(game, subtitle, highlight))
        return Picture("market.png", png_bytes(image), subtitle)


def map_signature(game: GL18) -> object:
    """What the map shows of the board (its legend aside): two positions with equal signatures draw the same board."""
    return map_view(game, legend=False)


def render_change(game: GL18, made: Sequence[Change], before: object) -> list[Picture]:
    """The map after moves that changed the board (`made`: each move that changed it since `before`), the changed
    hexes outlined, the moves said in the caption."""
    view = map_view(game)
    changed = changes.changed_hexes(before, view)
    with DRAWING:
        image = map_image(view, overlay=changes.rings(changed) if changed else None)
        return [Picture("map.png", png_bytes(image), changes.caption(_move_number(game), [c.outcome.messages for c in made]))]


def render_tile_choices(game: GL18, player: int, hex_name: str) -> Picture | None:
    """Every tile and rotation `player` may lay on the hex now, numbered (drawn as for every 18xx title)."""
    return tile_choices(game, player, hex_name)


def has_market(game: GL18) -> bool:
    """Whether this title draws a stock market (renderer.api.has_market)."""
    return True


def market_moment(game: GL18, outcome: Outcome) -> tuple[str, str | None] | None:
    """(caption, corporation to highlight) after a dividend decision or at a Stock Round's end."""
    action = outcome.action
    if isinstance(action, Dividend | HalfDividend) and outcome.company:
        verb = "pays half" if isinstance(action, HalfDividend) else "pays a dividend" if action.pay else "withholds"
        return (f"{outcome.company} {verb}", outcome.company)
    if any(_SR_ENDS.match(m) for m in outcome.messages):  # 18GL says so in words (it emits no share-dealing event)
        return ("After the Stock Round", None)
    return None
