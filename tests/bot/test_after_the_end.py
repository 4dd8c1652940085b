"""After the end, every view agrees with the final scoring (issue 45 §6): the status, /game chart's words and the end
card say the final scores (bonds and Rail Baron cards counted), not the points on the track; /game chart what:companies
says the companies' share values, not the players' worth; the end card's story counts the turns the game had, says
when the lead was level, and marks the bot's seats."""

from __future__ import annotations

from bot.commands.story import _standing_now
from engine import game_class
from renderer.endcard import render_end_card
from renderer.story import game_story, story_lines
from tests.saved_games import bot_seats, saved_moves


def finished_under_revision_5(name: str):  # type: ignore[no-untyped-def]
    """A saved finished game played again under rules revision 5 (its moves are as legal there)."""
    game, moves = saved_moves(name)
    again = game_class(game.title).replay(game.players, game.seed, moves, game.options, 5,
                                          game.secret.hex() if game.secret else None)
    assert again.over
    return again


def test_a_finished_rotw_games_status_and_chart_say_the_final_scoring() -> None:
    """The final scoring said "Ann: 11 points (14 on the track, less 3 for bonds)"; /game status and /game chart then
    said 14."""
    game = finished_under_revision_5("rotw-mex-example-bots")
    final = game.scores()
    assert final is not None
    line = next(text for text in game.status_lines() if "Final scoring" in text)
    for player, points in final.items():
        assert f"{game.player_name(player)} {points} point" in line
    _kinds, now = _standing_now(game, "players")
    assert now.endswith("(the final scoring)")
    for player, points in final.items():
        assert f"{game.players[player]} {points} point" in now
    track = [score for score, _bonds in game.standings()]  # type: ignore[attr-defined]
    assert [final[p] for p in range(len(game.players))] != track  # bonds count: the two figures differ in this game


def test_a_company_chart_says_share_values_not_the_players_worth() -> None:
    game, moves = saved_moves("18gl-example-bots")
    game = game.replayed(moves[:200])
    _kinds, now = _standing_now(game, "companies")
    assert now and all(name in now for name in ("PRR",)) and all(player not in now for player in game.players)
    assert now.split(", ")[0].split(" $")[0] in {c for c, _v in game_story(game).samples[-1].companies}


def test_the_end_cards_story_counts_the_turns_played_and_marks_the_bots() -> None:
    game, moves = saved_moves("rotw-mex-example-bots")
    game = game.replayed(moves)
    _made, lobby_bots = bot_seats("rotw-mex-example-bots")
    story = game_story(game)
    turns = {s.round for s in story.samples if s.round.startswith("Turn ")}
    lead = story_lines(story)[0]
    counted = int(lead.split(" of ")[1].split()[0])
    assert counted == len(turns), (lead, sorted(turns))
    assert lobby_bots
    for bots in (lobby_bots, set(), set(game.winners())):  # the lobby bot, nobody, the winner: marked as given
        card = render_end_card(game, bots)
        for winner in game.winners():
            name = game.players[winner]
            assert (f"{name} (bot)" in card.caption) == (winner in bots), card.caption
