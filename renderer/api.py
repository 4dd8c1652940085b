"""The pictures the bot posts, from a `Game`: map, route overlay, tile choices, status card, market.

Every function is pure: it reads the game and returns PNG bytes. Each title draws its own pictures
(renderer/eighteen/ez/pictures.py for the 18EZ levels, renderer/eighteen/gl/pictures.py for 18GL, renderer/rotw/pictures.py for
Railways of the World; what they share is renderer/common);
this module picks them from one table by title (`TITLES`), never by testing a game's class.
"""

from __future__ import annotations

from collections.abc import Collection, Sequence
from dataclasses import dataclass
from types import ModuleType

from engine.core.game import Game, Outcome
from renderer.common.picture import Change, Picture
from renderer.eighteen.ez import pictures as eighteen
from renderer.eighteen.gl import pictures as gl
from renderer.rotw import pictures as rotw

# Whose pictures each title gets: one table, by title, then by family for titles not listed (a test's own title).
TITLES: dict[str, ModuleType] = {"18EZ-L1": eighteen, "18EZ-L2": eighteen, "18EZ-L3": eighteen, "18GL": gl,
                                 "RotW-EUS": rotw, "RotW-MEX": rotw, "RotW-WUS": rotw, "RotW-EUR": rotw, "RotW-TRANS": rotw,
                                 "RotW-GB": rotw, "RotW-NA": rotw, "RotW-NIP": rotw}
FAMILIES: dict[str, ModuleType] = {"18xx": eighteen, "rotw": rotw}
END_CARD = "endcard.png"


def _family(game: Game) -> ModuleType:
    return TITLES.get(game.title) or FAMILIES[game.family]


def render_map(game: Game) -> Picture:
    """The map of the board as it stands."""
    return _family(game).render_map(game)  # type: ignore[no-any-return]


def render_routes(game: Game, outcome: Outcome) -> Picture | None:
    """The map with the routes run in `outcome` drawn on it; None if no train ran."""
    return _family(game).render_routes(game, outcome)  # type: ignore[no-any-return]


def render_tile_choices(game: Game, player: int, hex_name: str) -> Picture | None:
    """Every tile and rotation `player` may lay on the hex now, numbered; None if there are none."""
    return _family(game).render_tile_choices(game, player, hex_name)  # type: ignore[no-any-return]


def render_status(game: Game) -> Picture:
    """The status card of the game as it stands, in one picture."""
    return _family(game).render_status(game)  # type: ignore[no-any-return]


def render_status_parts(game: Game) -> list[Picture]:
    """The status card as /game status posts it: in parts a phone can read where the title's card is long (Railways
    of the World: the players first), else the one card."""
    family = _family(game)
    parts = getattr(family, "render_status_parts", None)
    return list(parts(game)) if parts is not None else [family.render_status(game)]


def has_market(game: Game) -> bool:
    """Whether the title has a stock market to draw (18EZ Levels 2 and 3, 18GL; not Level 1 nor Railways of the
    World, whose status card stands in for it)."""
    return bool(_family(game).has_market(game))


def render_market(game: Game, subtitle: str, highlight: str | None = None) -> Picture:
    """The stock market (titles that have one): the SPI with every token, and who owns what."""
    return _family(game).render_market(game, subtitle, highlight)  # type: ignore[no-any-return]


def render_chart(game: Game, what: str = "players") -> Picture:
    """A chart of the game so far (renderer/charts.py, matplotlib): "players" (the standing by round or turn),
    "companies" (18xx share values) or "income" (Railways of the World's income and bonds); `chart_kinds` says which a
    game has. matplotlib is loaded on the first chart, never by a bot that draws none."""
    from renderer.charts import render_chart as chart

    return chart(game, what)


def chart_kinds(game: Game) -> tuple[str, ...]:
    """The charts a game has, the players' standing first."""
    from renderer.story import chart_kinds as kinds

    return kinds(game)


def history_chart(game: Game) -> Picture | None:
    """The players' chart up to this position, for /game history; None before two rounds (or turns) ended: a chart
    of fewer than three points shows nothing yet."""
    from renderer.charts import render_chart as chart
    from renderer.story import game_story

    story = game_story(game)
    return chart(game, "players", story) if len(story.samples) >= 3 else None


def render_end_card(game: Game, bots: Collection[int] = ()) -> Picture:
    """The end-of-game card: the ranking, the chart of the game and a few lines of its story (renderer/endcard.py);
    the seats in `bots` marked as the bot's."""
    from renderer.endcard import render_end_card as end_card

    return end_card(game, bots)


def map_signature(game: Game) -> object:
    """What the map shows of the board; the map is posted after a move only when this changed."""
    return _family(game).map_signature(game)


@dataclass(frozen=True)
class Seen:
    """What the pictures showed just before a move (the bot's probe takes it under the game's lock): the map's
    signature, who held which lot of a company auction (a Startpacket), and whether the game was over."""

    map: object
    auction: object = None
    over: bool = False


def seen(game: Game) -> Seen:
    """What the pictures show now, to compare with after a move (the bot takes it before one)."""
    family = _family(game)
    return Seen(family.map_signature(game), game.auction_lots(), game.over)


def pictures_after_move(game: Game, outcome: Outcome, before: object = None, bots: Collection[int] = (),
                        makers: Sequence[Change] = ()) -> list[Picture]:
    """What the bot posts after an accepted move: the routes after a run that ran (a delivery's path), else the map
    if the move changed the board (`before`: the map's signature before the move; None: always); and the stock
    market after a dividend decision or at the end of a Share Dealing Round; after the move that ended the game, the
    status card with the final scoring and, last, the end-of-game card. A bid, a pass or a share deal that changed
    nothing on the board posts no map. `makers`: the moves that changed the map since `before` (a chain's), which its
    caption says (Railways of the World splits builds far apart into a crop each); none given, `outcome` alone."""
    family = _family(game)
    was = before if isinstance(before, Seen) or before is None else Seen(before)  # a bare map signature: the map only
    routes = family.render_routes(game, outcome)
    earlier = [m for m in makers if m.outcome is not outcome]
    if routes is not None and was is not None and earlier:  # a chain changed the map before this run: both
        pictures = [*family.render_change(game, earlier, was.map), routes]
    elif routes is not None:
        pictures = [routes]
    elif was is None:
        pictures = [family.render_map(game)]
    elif (now := family.map_signature(game)) != was.map:  # what changed outlined, and said
        pictures = list(family.render_change(game, list(makers) or [Change(len(game.history), outcome, was.map, now)], was.map))
    else:
        pictures = []
    said = outcome.messages[-1].rstrip(".!") if outcome.messages else outcome.action.text
    if was is not None and game.over and not was.over:  # the move that ended the game: the final scoring
        status = family.render_status(game)
        pictures.append(Picture(status.filename, status.png, f"Final scoring: {said}"))
    elif was is not None and was.auction is not None and game.auction_lots() != was.auction:
        status = family.render_status(game)  # a company of the auction changed hands (not after every bid)
        first = outcome.messages[0].rstrip(".") if outcome.messages else outcome.action.text
        pictures.append(Picture(status.filename, status.png, f"{status.caption}: {first}"))
    market_moment = family.market_moment(game, outcome)
    if market_moment is not None:
        pictures.append(family.render_market(game, *market_moment))
    if was is not None and game.over and not was.over:
        pictures.append(render_end_card(game, bots))  # last: the ranking, the chart of the game and its story
    return pictures


def pictures_after_moves(game: Game, outcomes: list[Outcome], before: object = None,
                         bots: Collection[int] = (), befores: Sequence[object] = ()) -> list[Picture]:
    """After a move and the automatic moves it set off (standing orders, moves with no choice in them): the
    pictures after the last, with the routes of the last run and the market of the last dividend among the others
    (a chain of automatic moves posts each picture once). `befores`: what the pictures showed before each of
    `outcomes` (`seen`), so that the map's caption names every move that changed it and none that did not."""
    pictures = pictures_after_move(game, outcomes[-1], before, bots, makers(game, outcomes, befores))
    family = _family(game)
    names = {p.filename for p in pictures}
    for outcome in reversed(outcomes[:-1]):
        routes = family.render_routes(game, outcome) if "routes.png" not in names else None
        if routes is not None:
            pictures.insert(0, routes)
            names.add(routes.filename)
        moment = family.market_moment(game, outcome) if "market.png" not in names else None
        if moment is not None:
            market = family.render_market(game, *moment)
            pictures.append(market)
            names.add(market.filename)
    return sorted(pictures, key=lambda p: p.filename == END_CARD)  # the end-of-game card last


def makers(game: Game, outcomes: Sequence[Outcome], befores: Sequence[object]) -> list[Change]:
    """Those of `outcomes` after which the map's signature differed from before them, with the signatures before and
    after each (`befores`: what `seen` saw before each; the game is as the last left it). Unknown (no probe for
    each): none."""
    if len(befores) != len(outcomes) or not all(isinstance(b, Seen) for b in befores):
        return []
    signatures = [b.map for b in befores if isinstance(b, Seen)] + [map_signature(game)]
    first = len(game.history) - len(outcomes) + 1  # the outcomes are the game's last moves
    return [Change(first + n, o, was, now)
            for n, (o, was, now) in enumerate(zip(outcomes, signatures, signatures[1:], strict=False)) if was != now]


def clear_caches() -> None:
    """Forget every cached layer and tile picture (benchmarks measure cold renders with it)."""
    from renderer.common import geometry, style
    from renderer.eighteen.common import boardart, layout, marks, offboardart, tileart
    from renderer.rotw import board as rotwboard

    rotwboard.clear_cache()
    from renderer.story import forget_stories

    forget_stories()  # the games replayed for their charts

    for cached in (
        boardart.background,
        tileart.tile_image,
        tileart.tile_plan,
        tileart.token_image,
        tileart.track_image,
        geometry.tile_shape,
        layout._layout,
        style.font,
        marks.mark_spots,
        marks.symbol_image,
        marks.tag_image,
        offboardart.offboard_plan,
    ):
        cached.cache_clear()
