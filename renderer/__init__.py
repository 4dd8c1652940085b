"""PNG pictures of a game with Pillow: the map, route overlays, tile choices, a status card.

    render_map(game)                          map.png: the board, track, stations, legend
    render_routes(game, outcome)              routes.png: the map with the trains' routes (None if none ran)
    render_tile_choices(game, player, "E6")   tiles-E6.png: numbered legal lays (None if there are none)
    render_status(game)                       status.png: players, railroads, bank trains, phases
    render_market(game, caption)              market.png: the stock market and who owns what (Level 2)
    pictures_after_move(game, outcome)        what the bot posts after a move

Rooms: common/ (style, panels, status card, hex geometry, pictures), eighteen/ (geometry -> tileart, one tile ->
boardart, the cached empty board -> mapview, a position -> routes / tilechoices / market; titles and glcard read a
title's public queries; ez.py and gl.py are the titles' entries), rotw/ (board -> maps -> delivery / area;
pictures.py its entry); api joins them, choosing each title's pictures from one table.
"""

from renderer.api import pictures_after_move, render_map, render_market, render_routes, render_status, render_tile_choices
from renderer.common.picture import Picture

__all__ = [
    "Picture", "pictures_after_move", "render_map", "render_market", "render_routes", "render_status", "render_tile_choices",
]
