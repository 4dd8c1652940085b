"""The game-over status card of Railways of the World shows the Rail Baron cards revealed and how each final score
is made (track points, less a point a bond, the card's points), the winner named; while the game runs it shows
no card at all."""

from __future__ import annotations

import json

from engine.rotw.view import final_rows
from renderer.rotw.pictures import status_card
from tests.saved_games import SAVED, replay_document


def test_the_game_over_card_shows_the_barons_and_the_final_scoring() -> None:
    game = replay_document(json.loads((SAVED / "rotw-eus-example.json").read_text()))
    assert game.over
    card = status_card(game)
    final = next(t for t in card.tables if t.title == "Final scoring")
    rows = final_rows(game)
    assert [r.total for r in rows] == [game.scores()[p] for p in range(len(game.players))]
    for r in rows:
        assert r.total == r.track - r.bonds + r.baron_points
        standing = game.state.players[r.player]
        assert r.baron == next(b.name for b in game.cards.barons if b.id == standing.baron)
    texts = [[cell.text for cell in row] for row in final.rows]
    winner = game.player_name(game.winners()[0])
    assert texts[game.winners()[0]][0] == f"{winner} (winner)"
    assert [row[3] for row in texts] == [f"{r.baron}\n{r.baron_said or '-'}" for r in rows]  # the card, what it scored


def test_a_running_game_shows_no_rail_baron_card() -> None:
    document = json.loads((SAVED / "rotw-eus-example.json").read_text())
    document["log"] = document["log"][:200]
    game = replay_document(document)
    assert not game.over and final_rows(game) == []
    card = status_card(game)
    shown = " ".join(cell.text for table in card.tables for row in table.rows for cell in row)
    assert not any(b.name in shown for b in game.cards.barons)
