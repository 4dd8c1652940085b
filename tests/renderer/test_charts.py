"""The game's story in pictures (issue 37): the charts' figures are the engine's own, sampled once a round (a turn),
in the colours the map gives the players and the railroads, laid out for a phone; and the end-of-game card posted with
the final scoring.

Every example (the `*-example*` saved fixtures, as played now and under earlier rules revisions) is replayed move by
move beside its story, and each point of the chart compared with what the game itself says at that move: an 18xx
player's net worth (18EZ Level 1: their railroad's money), a company's share value, a Railways of the World player's
points on the track, income and bonds; the final point with the final scoring."""

from __future__ import annotations

import io
import math
import warnings

import pytest
from matplotlib.text import Text
from PIL import Image

from engine.core.game import Game
from renderer import api
from renderer.charts import (
    DPI,
    WIDTH,
    chart_figure,
    company_colour,
    drawable,
    figure_png,
    player_colours,
    ranking,
    render_chart,
    short_name,
)
from renderer.common.style import RGB, colour_distance
from renderer.eighteen.common.mapview import railroad_colour
from renderer.endcard import render_end_card
from renderer.rotw.maps import player_colour
from renderer.story import Teller, chart_kinds, forget_stories, game_story, short_round, story_lines
from tests.renderer.test_every_picture import NAMES, check
from tests.saved_games import before_the_last_move, saved_moves

EXAMPLES = [name for name in NAMES if "-example" in name]
PHONE = 390  # px: the width a phone shows a picture at


def engine_figure(game: Game, player: int) -> int:
    """A player's standing as the game itself reports it."""
    if game.family == "rotw":
        return game.public_view().players[player].score  # type: ignore[attr-defined]
    if hasattr(game, "net_worth"):
        return int(game.net_worth(player))  # type: ignore[attr-defined]
    railroad = game.railroad_of(player)  # type: ignore[attr-defined]
    return 0 if railroad is None else int(railroad.money)


@pytest.mark.parametrize("name", EXAMPLES)
def test_every_point_of_the_chart_is_the_games_own_figure_at_that_move(name: str) -> None:
    game, moves = saved_moves(name)
    forget_stories()
    story = game_story(game.replayed(moves))
    at = {s.move: s for s in story.samples}
    assert len(at) == len(story.samples)  # one point a move at most

    def compare(number: int) -> None:
        shown = at[number]
        assert shown.players == tuple(engine_figure(game, p) for p in range(len(game.players))), f"{name} move {number}"
        if game.family == "rotw":
            view = game.public_view()  # type: ignore[attr-defined]
            assert shown.bonds == tuple(p.bonds for p in view.players)
            assert shown.income == tuple(game.income(p.score) for p in view.players)  # type: ignore[attr-defined]
        elif hasattr(game, "market_stacks"):
            on = {rr for held in game.market_stacks().values() for rr in held}  # type: ignore[attr-defined]
            assert dict(shown.companies) == {rr: game.share_value(rr) for rr in on}  # type: ignore[attr-defined]

    compare(0)
    ended = set()
    before = game.situation(0).round
    for number, (player, action, epoch) in enumerate(moves, start=1):
        game.epoch = epoch
        game.replay_move(player, action)
        now = game.situation(0).round
        if now != before:
            ended.add(number)
            assert at[number].round == before  # the point at a round's end is named after that round
        before = now
        if number in at:
            compare(number)
    assert set(at) == {0, *ended, len(moves)}  # once a round (a turn), at the start and at the last move
    assert game.over and story.final == tuple(game.scores()[p] for p in range(len(game.players)))  # type: ignore[index]
    assert story.winners == tuple(game.winners())


def test_the_story_of_a_game_asked_again_after_more_moves_replays_only_those() -> None:
    game, moves = saved_moves("18ez-level2-example-revision-4")
    whole = game.replayed(moves)
    forget_stories()
    fresh = game_story(whole)
    teller = Teller(whole)
    teller.advance(whole.moves_in_force()[:200])
    early = teller.told()
    assert early.samples[-1].move == 200 and early.final is None  # the round under way, and no final scoring yet
    teller.advance(whole.moves_in_force())
    assert teller.told() == fresh
    forget_stories()
    half = game.replayed(moves[:300])
    assert game_story(whole) == fresh and game_story(half).samples[-1].move == 300  # fewer moves (an undo): anew


def test_the_colours_are_the_maps() -> None:
    rotw, moves = saved_moves("rotw-mex-example-revision-4")
    rotw = rotw.replayed(moves)
    assert player_colours(rotw) == [player_colour(p) for p in range(len(rotw.players))]
    level1, moves = saved_moves("18ez-level1-example")
    level1 = level1.replayed(moves)
    assert player_colours(level1) == [railroad_colour(level1.board, level1.railroad_of(p).id)  # type: ignore[attr-defined]
                                      for p in range(len(level1.players))]
    gl, moves = saved_moves("18gl-example-revision-4")
    gl = gl.replayed(moves)
    assert player_colours(gl) == [player_colour(p) for p in range(len(gl.players))]  # 18GL's map has no player colours
    assert all(company_colour(gl, rr) == railroad_colour(gl.board, rr) for rr in gl.board.railroads)  # type: ignore[attr-defined]
    for game, what, wanted in ((rotw, "players", player_colours(rotw)), (level1, "players", player_colours(level1)),
                               (gl, "companies", [company_colour(gl, rr) for rr, _ in game_story(gl).samples[-1].companies])):
        colours = _colours(render_chart(game, what).png)
        for colour in wanted:  # each line's colour is in the picture, as drawn (a palette PNG keeps it within a step)
            assert min(colour_distance(colour, c) for c in colours) < 20, (game.title, what, colour)


def _colours(png: bytes) -> list[RGB]:
    image = Image.open(io.BytesIO(png))
    assert image.mode == "P"
    palette = image.getpalette() or []
    return [tuple(palette[3 * i:3 * i + 3]) for _, i in image.getcolors(256) or []]  # type: ignore[misc]


@pytest.mark.parametrize("name,what", [("18gl-example-revision-4", "companies"), ("rotw-trans-example-revision-4", "players"),
                                       ("rotw-eus-minis-example", "income"), ("18ez-level2-example-revision-4", "players")])
def test_a_chart_reads_on_a_phone(name: str, what: str) -> None:
    """780 px wide, twice a phone's 390: every text at least 11 px there; few ticks; the legend under the plot, over no
    line; the title on the picture."""
    game, moves = saved_moves(name)
    game = game.replayed(moves)
    story = game_story(game)
    colours = player_colours(game)
    companies = {rr: company_colour(game, rr) for s in story.samples for rr, _ in s.companies}
    figure = chart_figure(story, what, colours, companies)
    png = figure_png(figure)  # drawn: the texts have their places
    assert Image.open(io.BytesIO(png)).size[0] == WIDTH == 2 * PHONE
    renderer = figure.canvas.get_renderer()  # type: ignore[attr-defined]
    texts = [t for t in figure.findobj(Text) if t.get_text().strip() and t.get_visible()]
    assert texts and min(t.get_fontsize() * DPI / 72 * PHONE / WIDTH for t in texts) >= 11
    for text in texts:
        box = text.get_window_extent(renderer)
        assert box.x0 >= -1 and box.x1 <= WIDTH + 1, text.get_text()  # nothing cut at the picture's sides
    (ax,) = figure.axes
    assert len(ax.get_xticks()) <= 5 and len([t for t in ax.get_yticklabels() if t.get_text()]) <= 7
    (legend,) = figure.legends
    assert legend.get_window_extent(renderer).y1 < ax.get_tightbbox(renderer).y0 + 1  # under the plot and its labels
    check(render_chart(game, what), f"{name} {what} chart")


def test_the_charts_each_title_has() -> None:
    kinds = {}
    for name in ("18ez-level1-example", "18ez-level3-example-revision-4", "18gl-example-revision-4", "rotw-na-example"):
        game, _ = saved_moves(name)
        kinds[game.title] = chart_kinds(game)
    assert kinds == {"18EZ-L1": ("players",), "18EZ-L3": ("players", "companies"), "18GL": ("players", "companies"),
                     "RotW-NA": ("players", "income")}
    game, _ = saved_moves("18ez-level1-example")
    with pytest.raises(ValueError):
        render_chart(game, "companies")
    new = render_chart(game)  # no move yet: the start alone
    assert new.filename == "chart.png" and new.caption == "Money by round, after move 0"
    check(new, "the chart of a game without a move")
    assert api.history_chart(game) is None  # /game history adds the chart once two rounds have ended
    assert [short_round(r) for r in ("Share Dealing Round 3", "Operating Round 4.2", "Turn 12", "select")] == [
        "SR3", "OR4.2", "T12", ""]


def test_a_running_railways_game_shows_no_final_scoring() -> None:
    game, moves = saved_moves("rotw-eus-example")
    game = game.replayed(moves[:250])
    story = game_story(game)
    assert not game.over and story.final is None and story.winners == ()
    assert len(story.samples) > 10 and story.samples[-1].move == 250
    check(render_chart(game), "a running game's chart")


def test_the_story_in_lines() -> None:
    level1, moves = saved_moves("18ez-level1-example")
    lines = story_lines(game_story(level1.replayed(moves)))
    # issue 45 §6: the 11 rounds the game had (not its choice of railroads), two of them ended level
    assert lines[0] == "The lead changed hands 6 times; Ann led longest, after 6 of 11 rounds, and level in 2."
    assert "Biggest run: PS&W's trains earned $390 in Round 11 (move 74)." in lines  # its three trains, one move
    gl, moves = saved_moves("18gl-example-revision-4")
    lines = story_lines(game_story(gl.replayed(moves)))
    assert "Most valuable company: PRR, $240 a share at the end." in lines
    mexico, moves = saved_moves("rotw-mex-example-revision-4")
    story = game_story(mexico.replayed(moves))
    lines = story_lines(story)
    assert lines[0].startswith("The lead never changed hands: Bob led")
    assert any(line.startswith("Longest delivery: Ann's 3-link Monclova - Saltillo - Matehuala - Zacatecas") for line in lines)
    assert "Major Lines won: Bob 3, Ann 1; the first, Mexico City - Veracruz, by Ann in Turn 8." in lines
    stars = [(m.player, story.samples[m.sample].round) for m in story.majors]
    assert stars[0] == (0, "Turn 8") and len(stars) == 4  # each on the end of the turn it was won in


@pytest.mark.parametrize("name", ["rotw-eus-example", "18gl-example-revision-4", "18ez-level1-example"])
def test_the_move_that_ends_the_game_posts_the_end_card(name: str) -> None:
    game, (player, action, _epoch), count = before_the_last_move(name)
    before = api.seen(game)
    outcome = game.apply(player, action)
    pictures = api.pictures_after_move(game, outcome, before)
    names = [p.filename for p in pictures]
    assert names[-1] == "endcard.png" and "status.png" in names, names  # the last, after the final scoring
    card = pictures[-1]
    winner = game.player_name(game.winners()[0])
    assert card.caption == f"How the game went: {winner} won, after move {count}"
    check(card, f"{name}: the end card")
    story = game_story(game)
    assert ranking(story)[0][1] == game.winners()[0]
    image = Image.open(io.BytesIO(card.png))
    assert image.size[0] == WIDTH and image.size[1] < 1400  # one phone screen and a bit: not a wall
    colours = _colours(card.png)
    for colour in player_colours(game):
        assert min(colour_distance(colour, c) for c in colours) < 20


def test_the_end_card_of_a_tie_names_the_winner_the_rules_name() -> None:
    game, moves = saved_moves("rotw-gb-example")
    story = game_story(game.replayed(moves))
    story.final = (30, 30, 10, 5)[:len(story.players)]
    story.winners = (1,)
    placed = ranking(story)
    assert placed[0][:2] == (1, 1) and placed[1][:2] == (2, 0)
    png = render_end_card(game.replayed(moves)).png
    assert math.isclose(Image.open(io.BytesIO(png)).size[0], WIDTH)


def test_long_names_and_emoji_fit_and_draw_without_empty_boxes() -> None:
    """A Discord name may be 32 characters long and hold emoji the font lacks: the legend shortens it and the emoji
    are left out (never an empty box), and everything stays on the picture."""
    setup, moves = saved_moves("18ez-level2-example-revision-4")
    names = ["Ann the magnificent railroad baroness", "Bob", "Cid ✨🚂 Express", "Dee"]
    game = type(setup)(names, setup.seed, setup.options, setup.revision).replayed(moves[:300])
    assert short_name(names[0]) == "Ann the magni…" and drawable(names[2]) == "Cid Express"
    story = game_story(game)
    with warnings.catch_warnings():
        warnings.simplefilter("error")  # matplotlib warns of a glyph it cannot draw
        figure = chart_figure(story, "players", player_colours(game), {})
        figure_png(figure)
        render_end_card(game)
    renderer = figure.canvas.get_renderer()  # type: ignore[attr-defined]
    (legend,) = figure.legends
    box = legend.get_window_extent(renderer)
    assert box.x0 >= 0 and box.x1 <= WIDTH
