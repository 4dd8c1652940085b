"""Renderer speed and picture sizes at the end of the shipped example game, and the charts of a 1,500-move game
(prints figures; not a test).

    .venv/bin/python benchmarks/bench_render.py
    .venv/bin/python benchmarks/bench_render.py --charts      (the charts alone)
"""

from __future__ import annotations

import statistics
import sys
import time
from collections.abc import Callable
from io import BytesIO
from pathlib import Path

from PIL import Image

sys.path.insert(0, str(Path(__file__).resolve().parents[1]))

from engine.eighteen.shared.moves import LayTile, RunTrains
from renderer import Picture, render_map, render_routes, render_status, render_tile_choices
from renderer.api import clear_caches
from renderer.common.picture import png_bytes
from renderer.eighteen.common.mapview import map_image
from renderer.eighteen.common.market import render_market
from renderer.eighteen.ez.titles import map_view
from tests.example_moves import example_game
from tests.renderer.test_market_picture import market_view

RUNS = 7


def timed(make: Callable[[], object], cold: bool) -> float:
    """Median milliseconds of RUNS calls; `cold` empties the renderer's caches before each."""
    times = []
    for _ in range(RUNS):
        if cold:
            clear_caches()
        start = time.perf_counter()
        make()
        times.append(time.perf_counter() - start)
    return statistics.median(times) * 1000


def main() -> None:
    game = example_game()
    run = next(o for o in reversed(game.history) if isinstance(o.action, RunTrains) and o.action.routes)
    # a mid-game position with a choice of tiles, for the preview
    mid = type(game).replay(game.players, game.seed, [(o.player, o.action) for o in game.history[:39]])
    player = mid.acting_players()[0]
    hexes = sorted({a.hex for a in mid.legal_actions(player) if isinstance(a, LayTile)})
    preview_hex = max(hexes, key=lambda h: sum(1 for a in mid.legal_actions(player, [h]) if isinstance(a, LayTile)))

    cases: list[tuple[str, Callable[[], Picture | None]]] = [
        ("map", lambda: render_map(game)),
        ("route overlay", lambda: render_routes(game, run)),
        ("status card", lambda: render_status(game)),
        (f"tile choices {preview_hex}", lambda: render_tile_choices(mid, player, preview_hex)),
        ("SPI market (Level 2)", lambda: render_market(market_view(highlight="PS&W"))),  # a hand-built position
    ]
    print(f"example game: {len(game.history)} moves; medians of {RUNS} runs")
    print(f"{'picture':22} {'cold ms':>8} {'warm ms':>8} {'PNG KB':>8}  size")
    for name, make in cases:
        cold = timed(make, cold=True)
        warm = timed(make, cold=False)
        picture = make()
        assert picture is not None
        size = Image.open(BytesIO(picture.png)).size
        print(f"{name:22} {cold:8.1f} {warm:8.1f} {len(picture.png) / 1024:8.1f}  {size[0]}x{size[1]}")
    view = map_view(game)
    drawing = timed(lambda: map_image(view), cold=False)
    image = map_image(view)
    encoding = timed(lambda: png_bytes(image), cold=False)
    print(f"warm map split: drawing {drawing:.1f} ms + PNG encoding {encoding:.1f} ms")
    gl_figures()
    after_move_figures()
    chart_figures()


def after_move_figures() -> None:
    """The picture posted after a move that changed the board (what changed outlined, the move said): a Level 1
    tile lay on the full map; a RotW build and a delivery as the part of the map around them (Eastern U.S.
    example, mid-game)."""
    import asyncio
    import tempfile

    from bot.commandline import parse_command_line
    from bot.commandtable import MOVE_BUILDERS
    from renderer.api import map_signature, pictures_after_move
    from tests.example_replay import play_example

    game = example_game()
    lay = max(i for i, o in enumerate(game.history) if isinstance(o.action, LayTile))
    before_game = type(game).replay(game.players, game.seed, [(o.player, o.action) for o in game.history[:lay]])
    before = map_signature(before_game)
    after = type(game).replay(game.players, game.seed, [(o.player, o.action) for o in game.history[:lay + 1]])
    cases = [("tile lay, outlined", after, after.history[-1], before)]
    script = Path(__file__).resolve().parents[1] / "examples" / "rotw-eastern-us.txt"
    lines = script.read_text().splitlines()
    for verb, nth in (("/build", 40), ("/deliver", 20)):
        at = [i for i, line in enumerate(lines) if f": {verb} " in line][nth]
        with tempfile.TemporaryDirectory() as folder:
            part = Path(folder) / "part.txt"
            part.write_text("\n".join(lines[:at]))
            _, rotw = asyncio.run(play_example(part, Path(folder) / "db.sqlite3"))
        name, _, typed = lines[at].partition(": ")
        command, options = parse_command_line(typed)
        signature = map_signature(rotw)
        outcome = rotw.apply(rotw.players.index(name), MOVE_BUILDERS[command](options))
        cases.append((f"RotW {verb[1:]}, its part", rotw, outcome, signature))
    for name, position, outcome, signature in cases:
        cold = timed(lambda p=position, o=outcome, s=signature: pictures_after_move(p, o, s), cold=True)
        warm = timed(lambda p=position, o=outcome, s=signature: pictures_after_move(p, o, s), cold=False)
        (picture,) = pictures_after_move(position, outcome, signature)
        size = Image.open(BytesIO(picture.png)).size
        print(f"{name:22} {cold:8.1f} {warm:8.1f} {len(picture.png) / 1024:8.1f}  {size[0]}x{size[1]}")


def gl_figures() -> None:
    """18GL's flat map (a new game; the first Operating Round, IC floated): cold and warm medians, PNG size."""
    from engine.eighteen.gl.game import GL18
    from tests.renderer.test_gl_pictures import PLAYERS, _to_first_operating_round

    new = GL18(PLAYERS, seed=3)
    first_or = _to_first_operating_round(GL18(PLAYERS, seed=3))
    for name, game in (("18GL map, new game", new), ("18GL map, first OR", first_or)):
        cold = timed(lambda game=game: render_map(game), cold=True)
        warm = timed(lambda game=game: render_map(game), cold=False)
        picture = render_map(game)
        size = Image.open(BytesIO(picture.png)).size
        print(f"{name:22} {cold:8.1f} {warm:8.1f} {len(picture.png) / 1024:8.1f}  {size[0]}x{size[1]}")


def chart_figures() -> None:
    """The charts (issue 37: matplotlib, renderer/charts.py) of a 1,500-move game (the first 1,500 moves of a saved
    5-player 18GL game) and of the longest examples: medians of RUNS, matplotlib loaded and its fonts cached (warm).
    "replayed": the game replayed from its start for its story, as the first chart of a game in a process is;
    "a move later": the story of the game one move earlier kept (a chart asked before, or the end card after one),
    so only the last move is replayed; "drawing": the figure and its PNG alone."""
    from renderer.charts import chart_png, company_colour, player_colours, render_chart
    from renderer.endcard import render_end_card
    from renderer.story import forget_stories, game_story
    from tests.saved_games import saved_moves

    def replayed(make: Callable[[], object]) -> float:
        def cold_story() -> object:
            forget_stories()
            return make()
        return timed(cold_story, cold=False)

    print(f"{'chart (ms)':46} {'replayed':>9} {'a move later':>13} {'drawing':>8} {'PNG KB':>7}  size")
    cases = [("18gl-random-5p-to-the-end", 1500, "players"), ("18gl-random-5p-to-the-end", 1500, "companies"),
             ("18gl-example-revision-4", None, "players"), ("rotw-trans-example-revision-4", None, "players"),
             ("18ez-level3-example-revision-4", None, "companies")]
    for name, count, what in cases:
        setup, moves = saved_moves(name)
        game = setup.replayed(moves[:count] if count else moves)
        earlier = setup.replayed(moves[:len(game.history) - 1])
        full = replayed(lambda g=game, w=what: render_chart(g, w))

        def a_move_later(g: object = game, before: object = earlier, w: str = what) -> object:
            forget_stories()
            game_story(before)  # type: ignore[arg-type]
            start = time.perf_counter()
            render_chart(g, w)  # type: ignore[arg-type]
            return time.perf_counter() - start

        later = statistics.median(float(a_move_later()) for _ in range(RUNS)) * 1000  # type: ignore[arg-type]
        story = game_story(game)
        colours = player_colours(game)
        companies = {rr: company_colour(game, rr) for s in story.samples for rr, _ in s.companies}
        drawing = timed(lambda st=story, w=what, c=colours, k=companies: chart_png(st, w, c, k), cold=False)
        picture = render_chart(game, what)
        size = Image.open(BytesIO(picture.png)).size
        label = f"{name} {len(game.history)} moves, {what}"
        print(f"{label:46} {full:9.1f} {later:13.1f} {drawing:8.1f} {len(picture.png) / 1024:7.1f}  {size[0]}x{size[1]}")
    setup, moves = saved_moves("18gl-random-5p-to-the-end")
    game = setup.replayed(moves)  # played to its end: 1,845 moves
    card = replayed(lambda: render_end_card(game))
    picture = render_end_card(game)
    size = Image.open(BytesIO(picture.png)).size
    print(f"{'end card, 18GL 1,845 moves':46} {card:9.1f} {'':13} {'':8} {len(picture.png) / 1024:7.1f}  {size[0]}x{size[1]}")


if __name__ == "__main__":
    chart_figures() if "--charts" in sys.argv else main()
