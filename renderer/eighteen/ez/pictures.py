"""The pictures of the 18EZ levels: the map with its track, the route overlay, the tile choices, the status card
and the stock market. `renderer.api` chooses each title's pictures from its table; 18GL's are renderer/eighteen/gl/pictures.py."""

from __future__ import annotations

from collections.abc import Sequence

from engine.core.game import Game, Outcome
from engine.eighteen.ez.common.stock import SHARE_DEALING_ENDED, StockGame
from engine.eighteen.ez.common.title import EZTitle
from engine.eighteen.shared.moves import Dividend, RunTrains
from engine.eighteen.shared.runs.routes import RouteRequest
from renderer.common.picture import DRAWING, Change, Picture, png_bytes
from renderer.common.status import draw_card
from renderer.eighteen.common import changes
from renderer.eighteen.common.mapview import map_image
from renderer.eighteen.common.market import market_image
from renderer.eighteen.common.routes import idle_trains, routes_image
from renderer.eighteen.common.tilechoices import tile_choices
from renderer.eighteen.ez import level2, titles

_LOCK = DRAWING


def _move_number(game: Game) -> int:
    return len(game.history)


def render_map(game: Game) -> Picture:
    with _LOCK:
        assert isinstance(game, EZTitle)
        image = map_image(titles.map_view(game))
        return Picture("map.png", png_bytes(image), f"Map after move {_move_number(game)}")


def render_change(game: Game, made: Sequence[Change], before: object) -> list[Picture]:
    """The map after moves that changed the board (`made`: each move that changed it since `before`), the changed
    hexes outlined, the moves said in the caption."""
    assert isinstance(game, EZTitle)
    view = titles.map_view(game)
    changed = changes.changed_hexes(before, view)
    with _LOCK:
        image = map_image(view, overlay=changes.rings(changed) if changed else None)
        return [Picture("map.png", png_bytes(image), changes.caption(_move_number(game), [c.outcome.messages for c in made]))]


def map_signature(game: Game) -> object:
    """What the map shows of the board (tiles, stations, homes, the phase's values, tokens, the ferry), its legend
    aside: two positions with equal signatures draw the same board."""
    assert isinstance(game, EZTitle)
    return titles.map_view(game, legend=False)


def render_routes(game: Game, outcome: Outcome) -> Picture | None:
    """The map with the routes run in `outcome` drawn on it; None if no train ran."""
    action = outcome.action
    if not isinstance(action, RunTrains) or not action.routes:
        return None
    railroad = outcome.company  # the railroad whose trains ran
    if railroad is None:
        return None
    requests = [RouteRequest(r.train, tuple(r.stops)) for r in action.routes]
    owned = next((rr.trains for rr in game.railroads() if rr.id == railroad), [])  # type: ignore[attr-defined]
    idle = idle_trains(owned, [r.train for r in action.routes])  # the trains that found no route are listed too
    with _LOCK:
        assert isinstance(game, EZTitle)
        view = titles.map_view(game)
        image = routes_image(view, game.graph(), railroad, requests, idle)  # type: ignore[attr-defined]
        picture = png_bytes(image)
    trains = ", ".join(f"{r.train}-train" for r in action.routes) + "".join(f"; {t}-train: no route" for t in idle)
    return Picture("routes.png", picture, f"{railroad}'s routes ({trains}), move {_move_number(game)}")


def render_tile_choices(game: Game, player: int, hex_name: str) -> Picture | None:
    """Every tile and rotation `player` may lay on the hex now, numbered; None if there are none."""
    return tile_choices(game, player, hex_name)


def render_status(game: Game) -> Picture:
    with _LOCK:
        image = draw_card(titles.status_card(game))
        return Picture("status.png", png_bytes(image), f"Status after move {_move_number(game)}")


def render_market(game: Game, subtitle: str, highlight: str | None = None) -> Picture:
    """The stock market (titles that have one): the SPI with every token, and who owns what."""
    with _LOCK:
        assert isinstance(game, StockGame), f"{game.name} has no stock market"
        image = market_image(level2.market_view(game, subtitle, highlight))
        return Picture("market.png", png_bytes(image), subtitle)


def has_market(game: Game) -> bool:
    """Whether this title draws a stock market (renderer.api.has_market)."""
    return isinstance(game, StockGame)


def market_moment(game: Game, outcome: Outcome) -> tuple[str, str | None] | None:
    """(caption, railroad to highlight) when the move is one after which the market is shown."""
    if isinstance(outcome.action, Dividend):
        verb = "pays a dividend" if outcome.action.pay else "withholds"
        return (f"{outcome.company} {verb}", outcome.company)
    if SHARE_DEALING_ENDED in outcome.events:
        return ("After the Share Dealing Round", None)
    return None
