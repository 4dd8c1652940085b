"""The pictures of the 18xx family: the map with its track, the route overlay, the tile choices, the
status card and the stock market. `renderer.api` chooses a family's module by the title's family;
18GL's pictures are drawn by renderer/gl.py, the 18EZ levels' here."""

from __future__ import annotations

from engine.core.game import Game, Outcome
from engine.core.hexgrid import Hex
from engine.eighteen.gl.game import GL18
from engine.eighteen.moves import Dividend, LayTile, RunTrains
from engine.eighteen.routes import RouteRequest
from engine.eighteen.stock import SHARE_DEALING_ENDED, StockGame
from engine.eighteen.title import EZTitle
from renderer import changes, gl, level2, titles
from renderer.mapview import map_image
from renderer.market import market_image
from renderer.picture import DRAWING, Picture, png_bytes
from renderer.routes import routes_image
from renderer.status import draw_card
from renderer.tilechoices import choices_image

_LOCK = DRAWING


def _move_number(game: Game) -> int:
    return len(game.history)


def render_map(game: Game) -> Picture:
    if isinstance(game, GL18):
        return gl.render_map(game)
    with _LOCK:
        assert isinstance(game, EZTitle)
        image = map_image(titles.map_view(game))
        return Picture("map.png", png_bytes(image), f"Map after move {_move_number(game)}")


def render_change(game: Game, outcome: Outcome, before: object) -> Picture:
    """The map after a move that changed the board, the changed hexes outlined, the move said in the caption."""
    view = gl.map_view(game) if isinstance(game, GL18) else titles.map_view(game)  # type: ignore[arg-type]
    changed = changes.changed_hexes(before, view)
    with _LOCK:
        image = map_image(view, overlay=changes.rings(changed) if changed else None)
        return Picture("map.png", png_bytes(image), changes.caption(_move_number(game), outcome.messages))


def map_signature(game: Game) -> object:
    """What the map shows of the board (tiles, stations, homes, the phase's values, tokens, the ferry), its legend
    aside: two positions with equal signatures draw the same board."""
    if isinstance(game, GL18):
        return gl.map_view(game, legend=False)
    assert isinstance(game, EZTitle)
    return titles.map_view(game, legend=False)


def render_routes(game: Game, outcome: Outcome) -> Picture | None:
    """The map with the routes run in `outcome` drawn on it; None if no train ran."""
    if isinstance(game, GL18):
        return gl.render_routes(game, outcome)
    action = outcome.action
    if not isinstance(action, RunTrains) or not action.routes:
        return None
    railroad = outcome.company  # the railroad whose trains ran
    if railroad is None:
        return None
    requests = [RouteRequest(r.train, tuple(r.stops)) for r in action.routes]
    with _LOCK:
        assert isinstance(game, EZTitle)
        view = titles.map_view(game)
        image = routes_image(view, game.graph(), railroad, requests)  # type: ignore[attr-defined]
        picture = png_bytes(image)
    trains = ", ".join(f"{r.train}-train" for r in action.routes)
    return Picture("routes.png", picture, f"{railroad}'s routes ({trains}), move {_move_number(game)}")


def render_tile_choices(game: Game, player: int, hex_name: str) -> Picture | None:
    """Every tile and rotation `player` may lay on the hex now, numbered; None if there are none."""
    try:
        name = Hex.parse(hex_name).name
    except ValueError:
        return None
    lays = [a for a in game.legal_actions(player, [name]) if isinstance(a, LayTile) and a.hex == name]
    if not lays:
        return None
    assert isinstance(game, EZTitle | GL18)
    track = game.track
    with _LOCK:
        image = choices_image(game.board, name, lays, dict(track.tiles), tuple(track.tokens.get(name, ())))
        picture = png_bytes(image)
    count = f"{len(lays)} way{'s' if len(lays) != 1 else ''}"
    return Picture(f"tiles-{name}.png", picture, f"Tiles for {name}: {count} to lay")


def render_status(game: Game) -> Picture:
    if isinstance(game, GL18):
        return gl.render_status(game)
    with _LOCK:
        image = draw_card(titles.status_card(game))
        return Picture("status.png", png_bytes(image), f"Status after move {_move_number(game)}")


def render_market(game: Game, subtitle: str, highlight: str | None = None) -> Picture:
    """The stock market (titles that have one): the SPI with every token, and who owns what."""
    if isinstance(game, GL18):
        return gl.render_market(game, subtitle, highlight)
    with _LOCK:
        assert isinstance(game, StockGame), f"{game.name} has no stock market"
        image = market_image(level2.market_view(game, subtitle, highlight))
        return Picture("market.png", png_bytes(image), subtitle)


def market_moment(game: Game, outcome: Outcome) -> tuple[str, str | None] | None:
    """(caption, railroad to highlight) when the move is one after which the market is shown."""
    if isinstance(game, GL18):
        return gl.market_moment(outcome)
    if isinstance(outcome.action, Dividend):
        verb = "pays a dividend" if outcome.action.pay else "withholds"
        return (f"{outcome.company} {verb}", outcome.company)
    if SHARE_DEALING_ENDED in outcome.events:
        return ("After the Share Dealing Round", None)
    return None
