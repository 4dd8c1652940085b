"""PNG pictures of a game with Pillow: the map, route overlays, tile choices, a status card.

    render_map(game)                          map.png: the board, track, stations, legend
    render_routes(game, outcome)              routes.png: the map with the trains' routes (None if none ran)
    render_tile_choices(game, player, "E6")   tiles-E6.png: numbered legal lays (None if there are none)
    render_status(game)                       status.png: players, railroads, bank trains, phases
    api.render_status_parts(game)             the status card as /game status posts it (RotW: in three parts)
    render_market(game, caption)              market.png: the stock market and who owns what (Level 2)
    pictures_after_move(game, outcome)        what the bot posts after a move (the end-of-game card once it ends)
    render_chart(game, "players")             chart.png: how the game went (matplotlib; renderer/charts.py)
    render_end_card(game)                     endcard.png: the ranking, the chart and the story of a finished game

Rooms: common/ (style, panels, status card, hex geometry, pictures), eighteen/ (geometry -> tileart, one tile ->
boardart, the cached empty board -> mapview, a position -> routes / tilechoices / market; titles and glcard read a
title's public queries; ez.py and gl.py are the titles' entries), rotw/ (board -> maps -> delivery / area;
pictures.py its entry); story.py (how a game went, replayed from its moves) -> charts.py -> endcard.py; api joins
them, choosing each title's pictures from one table.
"""

from renderer.api import pictures_after_move, render_map, render_market, render_routes, render_status, render_tile_choices
from renderer.api import render_chart as render_chart  # the charts and the end card: named here, kept out of the
from renderer.api import render_end_card as render_end_card  # star import's names (tests/renderer/test_api.py pins them)
from renderer.common.picture import Picture

__all__ = [
    "Picture", "pictures_after_move", "render_map", "render_market", "render_routes", "render_status", "render_tile_choices",
]
