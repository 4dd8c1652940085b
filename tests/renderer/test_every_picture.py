"""No picture fails for a legal position (issue 34 §7): every picture the bot posts is drawn over every saved game in
tests/fixtures/saved/ (the `*-example*` ones are the examples of examples/*.txt, as played now and as played under
earlier rules revisions), and each is a PNG that decodes, of a sane size, with more than one colour.

The pictures are `renderer.api`'s (one table per title), asked for as the bot asks (bot/pictures.py):
  - after a move, `pictures_after_move` given what the pictures showed before it (`api.seen`, the bot's probe): the
    map where the board changed, the routes run (a delivery), the status card when an auction's lot is sold or the
    game ends, the stock market after a dividend or a Stock Round;
  - /game status: the status card; /game map and the history: the map and the market; /game tiles: the tile
    choices on a hex (here the hex the player is about to lay on).

Drawing them after each of the ~22,000 moves would take half an hour, so every move is replayed (as the bot loads a
game) and the bot's probe taken before it, but a picture is drawn only after a move where what it depends on changed
*in kind* since it was last drawn, in this game or in a fixture of the same title before it (in name order):
  - the status card at every new situation: the kind of round and the moves offered (the commands of the turn
    prompt: a starting value to set after the C&A's sale, a train offer to answer, stations CONRAIL keeps...);
  - the after-move pictures at every new (kind of move, heading and round: the phase, whether the move ended the
    round), and where the bot posts the status card, at every new situation that follows;
  - the tile choices at the first lay of every heading and round; at the end of a game, the whole map if no game of
    its title and options drew it yet (an example, played to its end, sorts first) and the market if its heading
    and round is new.
Each fixture is a test case of its own (pytest-xdist spreads them); a fixture replays those of its title before it
without drawing, to know what they drew. About 350 pictures in all: some 38 s on one core of the 2-core test machine
(the first 18GL and Railways of the World fixtures take the most: they draw what their title's others need not).

`RAILBOT_EVERY_PICTURE=1` draws every one of them after every move instead (about half an hour on 2 cores):
    RAILBOT_EVERY_PICTURE=1 .venv/bin/python -m pytest -q -n 2 tests/renderer/test_every_picture.py
"""

from __future__ import annotations

import io
import json
import os
import re
from functools import cache
from pathlib import Path

import pytest
from PIL import Image

from engine.core.game import Game
from engine.eighteen.ez.common.stock import StockGame
from engine.eighteen.shared.moves import LayTile
from renderer import api
from renderer.common.picture import Picture
from tests.saved_games import SAVED, saved_moves

EXAMPLES = Path(__file__).resolve().parents[2] / "examples"
NAMES = sorted(p.name.removesuffix(".json") for p in SAVED.glob("*.json") if not p.name.endswith(".expected.json"))
_NUMBERS = re.compile(r"-?\$-?[\d,]+|\b\d+\b")
_COMMANDS = re.compile(r"/[a-z][a-z-]*")
EVERY = os.environ.get("RAILBOT_EVERY_PICTURE") == "1"


def check(picture: Picture | None, what: str) -> None:
    """A picture the bot would post: a PNG that decodes, of a sane size, with more than one colour."""
    assert picture is not None, f"{what}: no picture"
    assert picture.png.startswith(b"\x89PNG"), what
    image = Image.open(io.BytesIO(picture.png))
    image.load()
    width, height = image.size
    assert 300 <= width <= 6000 and 200 <= height <= 8000, f"{what}: {picture.filename} is {width}x{height}"
    if image.mode == "P":  # the colours used, from the palette (as the renderer writes them: no pass converting pixels)
        palette = image.getpalette() or []
        greys = [sum(palette[3 * i:3 * i + 3]) // 3 for _, i in image.getcolors(256) or []]
        low, high = min(greys), max(greys)
    else:
        low, high = image.convert("L").getextrema()
    assert high - low > 40, f"{what}: {picture.filename} is blank (grey levels {low}-{high})"
    assert picture.caption.strip(), f"{what}: {picture.filename} has no caption"


def _shape(game: Game, text: str) -> str:
    for name in game.players:
        text = text.replace(name, "P")
    return _NUMBERS.sub("#", text)


def era(game: Game) -> tuple[str, str]:
    """The heading and the round, without numbers or names: ("18GL…", "Operating Round # (# of #), phase 4H, bank #")."""
    heading, where = game.status_lines()[:2]
    return _shape(game, heading), re.split("[:;]", _shape(game, where))[0]


def situation(game: Game, now: tuple[str, str]) -> tuple[object, ...]:
    """The kind of round ("Operating Round", "Turn"; `now` is the game's era) and the commands the turn prompt offers."""
    acting = game.acting_players()
    prompt = game.turn_prompt(acting[0]) if acting else ""
    return re.split(r"[#,(]", now[1])[0].strip(), tuple(sorted(set(_COMMANDS.findall(prompt))))


def has_market(game: Game) -> bool:
    """18GL and the 18EZ levels with a stock market (Railways of the World's `render_market` is its status card,
    never posted as a market)."""
    return isinstance(game, StockGame) or api.TITLES.get(game.title) is api.gl


def walk(name: str, drawn: set[object], draw: bool) -> None:
    """Replay the fixture, drawing (if `draw`) each picture whose moment is not in `drawn` yet, and adding it."""
    game, moves = saved_moves(name)

    def new(key: object) -> bool:
        fresh = key not in drawn
        drawn.add(key)
        return (fresh or EVERY) and draw

    now = era(game)
    for number, (player, action, epoch) in enumerate(moves, start=1):
        what = f"{name} move {number} ({action.text})"
        game.epoch = epoch
        before, was = api.seen(game), now
        if isinstance(action, LayTile) and new(("tiles", was)):
            check(api.render_tile_choices(game, player, action.hex), f"tile choices on {action.hex} before {what}")
        outcome = game.replay_move(player, action)
        now = era(game)
        where = situation(game, now)
        posts_status = (game.over and not before.over) or (before.auction is not None and game.auction_lots() != before.auction)
        if new(("after", type(action).__name__, now, now != was, where if posts_status else None)):
            pictures = api.pictures_after_move(game, outcome, before)
            assert not posts_status or any(p.filename == "status.png" for p in pictures), f"no status card after {what}"
            for picture in pictures:
                check(picture, f"{picture.filename} after {what}")
        if new(("status", *where)):
            check(api.render_status(game), f"status after {what}")
    if new(("map", tuple(game.options))):  # the fullest board first: the examples (played to the end) sort first
        check(api.render_map(game), f"{name}: the map after its last move")
    if has_market(game) and new(("market", now)):
        check(api.render_market(game, f"after move {len(moves)}"), f"{name}: the market after its last move")


@cache
def _title(name: str) -> str:
    return str(json.loads((SAVED / f"{name}.json").read_text())["title"])


@cache
def _moments(name: str) -> frozenset[object]:
    """Every moment of a fixture: what it draws when no fixture before it drew anything."""
    found: set[object] = set()
    walk(name, found, draw=False)
    return frozenset(found)


# the examples as played by bot-like players with a bot seat (`*-example-bots`) are games of the same kinds as the
# fixtures before them: drawn in the full run only (the suite stays under 5 minutes)
WALKED = NAMES if EVERY else [n for n in NAMES if not n.endswith("-example-bots")]


@pytest.mark.parametrize("name", WALKED)
def test_every_picture_draws_over_every_saved_game(name: str) -> None:
    earlier = [n for n in WALKED if n < name and _title(n) == _title(name)]
    drawn: set[object] = set().union(*(_moments(n) for n in earlier))
    walk(name, drawn, draw=True)


def test_every_example_is_a_saved_game() -> None:
    """The examples are drawn as their saved fixtures: each example's title and seed is a `*-example*` fixture's."""
    saved = {(d["title"], d["seed"]) for d in (json.loads((SAVED / f"{n}.json").read_text()) for n in NAMES if "-example" in n)}
    for script in sorted(EXAMPLES.glob("*.txt")):
        header = next(line for line in script.read_text().splitlines() if "/game new" in line)
        options = dict(word.split(":", 1) for word in header.split() if ":" in word and not word.endswith(":"))
        assert (options["title"], int(options.get("seed", "0"))) in saved, script.name
