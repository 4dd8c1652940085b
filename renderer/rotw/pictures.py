"""The pictures of Railways of the World (family "rotw"): the map (renderer/rotw/maps.py), the map
with a delivery on it (renderer/rotw/delivery.py) and the status card. There are no tile choices or
stock market in this family: those functions answer None, and `render_market` answers the status
card so no caller is left without a picture. After a delivery the bot posts the delivery picture
(`render_routes`), after any other move the map.

Only public information is drawn: the Rail Baron cards, the order of the face-down deck and the
seed never appear; of the goods bag only the count is shown.
"""

from __future__ import annotations

from collections import Counter
from collections.abc import Sequence
from dataclasses import dataclass

from engine.core.game import Game, Outcome
from engine.rotw.actions import DeliverCube
from engine.rotw.game import Rotw
from engine.rotw.view import final_rows
from renderer.common.picture import DRAWING, Change, Picture, png_bytes
from renderer.common.status import TEXT, Card, Cell, Table, draw_card, wrapped
from renderer.rotw import area as rotwarea
from renderer.rotw import board as rotwboard
from renderer.rotw import delivery as rotwdelivery
from renderer.rotw import maps as rotwmap


def _game(game: Game) -> Rotw:
    assert isinstance(game, Rotw), f"{game.name} is not a Railways of the World game"
    return game


def _move_number(game: Game) -> int:
    return len(game.history)


def render_map(game: Game) -> Picture:
    rotw = _game(game)
    with DRAWING:
        image = rotwmap.map_image(rotw)
        return Picture("map.png", png_bytes(image), f"Map after move {_move_number(game)}")


def map_signature(game: Game) -> Signature:
    """What the map shows of the board: links, cubes, markers, new cities, Major Lines, Western Links, the
    mini-expansions' pieces (the players' money, bids and cards aside). A copy: the move that follows changes the
    game's own state in place."""
    state = _game(game).state
    return Signature(
        links=tuple((lk.id, lk.owner, lk.start, lk.end, tuple(s.hex for s in lk.segments)) for lk in state.links),
        places=tuple(sorted((city, (tuple(state.cubes.get(city, ())), city in state.empty, state.colors.get(city)))
                            for city in _game(game).board.cities)),
        rest=repr((state.links, state.major_lines, state.western_links, state.depots, state.fuel, state.rotors,
                   state.mines, state.held)))


@dataclass(frozen=True)
class Signature:
    links: tuple[tuple[int, int, str, str | None, tuple[str, ...]], ...]  # id, owner, start, end, hexes
    places: tuple[tuple[str, tuple[tuple[str, ...], bool, str | None]], ...]  # city: cubes, empty, new colour
    rest: str

    def changed(self, before: object) -> tuple[str, ...]:
        """The hexes whose look changed since `before` (another signature): a link's, a city's."""
        if not isinstance(before, Signature):
            return ()
        def places(link: tuple[int, int, str, str | None, tuple[str, ...]]) -> list[str]:
            return [link[2], *link[4], *([link[3]] if link[3] else [])]  # its cities and track

        had = {link[0]: set(places(link)) for link in before.links}
        found = [h for link in self.links for h in places(link) if h not in had.get(link[0], ())]  # what is new
        now = {link[0]: set(link[4]) for link in self.links}
        found += [h for link in before.links for h in link[4] if h not in now.get(link[0], ())]  # track removed
        was = dict(before.places)
        found += [city for city, look in self.places if was.get(city) != look]
        return tuple(dict.fromkeys(found))


def render_routes(game: Game, outcome: Outcome) -> Picture | None:
    """After a delivery (drawn on the position after it): the map with the cube's path, its origin
    and destination, and the points each player got (for links, and any card's bonus); None after any other move."""
    action = outcome.action
    if not isinstance(action, DeliverCube):
        return None
    rotw = _game(game)
    found = rotwdelivery.delivery(rotw, outcome.player, action, outcome.messages)
    path = tuple(h for link in found.links for h in (link.start, *(s.hex for s in link.segments), link.end or ""))
    with DRAWING:  # the part of the map the cube crossed, at the map's own scale
        image = rotwarea.area_image(rotw, tuple(h for h in path if h) or tuple(found.cities), (), [], found)
        return Picture("delivery.png", png_bytes(image), found.caption)


def caption(outcome: Outcome) -> str:
    """What the move did, first (the link completed, the city urbanized), then a Major Line won, track removed at the
    turn's end, and last the bonds that paid for it."""
    bonds = [m for m in outcome.messages if " issues " in m and " bond" in m]
    said = [m for m in outcome.messages if m not in bonds]
    lead = said[:1] or bonds[:1]
    extra = [m for m in said[1:] if "Major Line" in m or "removed" in m]
    paid = [f"(Paid with {m.split(' issues ', 1)[1].split(' to ', 1)[0]}.)" for m in bonds if said]
    return " ".join(part.strip() for part in (*lead, *extra, *paid))


def render_change(game: Game, made: Sequence[Change], before: object) -> list[Picture]:
    """After moves that changed the board (a build, an urbanized city, a card's cubes; `made`: each move that changed
    it since `before`, several after a chain of bots' moves): the part of the map around what changed, outlined,
    saying what every one of them did; builds far apart (more than a phone's crop holds) in a crop each, "map.png",
    "map-2.png"…; the whole map if nothing is known to have changed."""
    rotw = _game(game)
    changed = map_signature(game).changed(before)
    if not changed:
        return [render_map(game)]
    number, plan = _move_number(game), rotwboard.layout(rotw.board)
    groups: list[tuple[list[str], list[Change]]] = []  # the hexes a crop shows, and the moves that changed them
    for change in made:
        hexes = [h for h in (change.after.changed(change.before) if isinstance(change.after, Signature) else ())
                 if h in changed] or ([] if groups else list(changed))
        near = next((g for g in groups if _one_crop(plan, g[0], hexes)), groups[-1] if len(groups) >= CROPS_MOST else None)
        if near is None:
            groups.append((hexes, [change]))
        else:
            near[0].extend(hexes)
            near[1].append(change)
    pictures = []
    with DRAWING:
        for n, (hexes, moves) in enumerate(groups, start=1):
            shown = tuple(dict.fromkeys(hexes)) or changed
            said = change_caption(number if len(moves) > 1 else moves[0].number,
                                  [caption(c.outcome) for c in moves if c.outcome.messages])
            image = rotwarea.area_image(rotw, shown, shown, rotwarea.said(said, rotwmap.LEGEND_TEXT))
            pictures.append(Picture("map.png" if n == 1 else f"map-{n}.png", png_bytes(image), said))
    return pictures


def _one_crop(plan: rotwboard.BoardLayout, held: list[str], hexes: list[str]) -> bool:
    """Whether one crop shows the hexes a crop `held` and these too at little more than the larger of the two crops
    alone (SPLIT_AT times its area): builds far apart are better seen in a crop each."""
    if not held or not hexes:
        return True

    def area(box: tuple[int, int, int, int]) -> int:
        return (box[2] - box[0]) * (box[3] - box[1])

    alone = max(area(rotwarea.area_box(plan, tuple(held))), area(rotwarea.area_box(plan, tuple(hexes))))
    return area(rotwarea.area_box(plan, (*held, *hexes))) <= SPLIT_AT * alone


CROPS_MOST = 4  # crops after one post at most (a message holds ten pictures; the rest join the last crop)
SPLIT_AT = 1.5  # a crop of several moves' builds this much larger than the largest of theirs alone is split


def change_caption(number: int, said: list[str]) -> str:
    """'Move 23: Stephenson builds …': one move; 'After move 23: Bob builds …. Brunel builds ….': each of the moves
    that changed the part of the map shown, oldest first."""
    if len(said) <= 1:
        return f"Move {number}: {said[0]}" if said else f"Move {number}"
    shown = [s if s.endswith((".", "!", "…", ".)")) else s + "." for s in said[:CAPTION_MOST]]
    more = f" … and {len(said) - CAPTION_MOST} more moves." if len(said) > CAPTION_MOST else ""
    return f"After move {number}: " + " ".join(shown) + more


CAPTION_MOST = 8  # moves said in one map's caption (and its box): a chain of bots' turns stays readable


def render_tile_choices(game: Game, player: int, hex_name: str) -> Picture | None:
    """Track is built by naming hexes, not by choosing tiles: there is no tile-choices picture."""
    return None


def render_status(game: Game) -> Picture:
    """The status card's first part, which a phone reads first: who is to act, the players (and, after the end, the
    final scoring)."""
    return render_status_parts(game)[0]


PARTS = (("status.png", "Status"), ("status-cards.png", "Railroad Operations cards"),
         ("status-lines.png", "Major Lines and the board"))


def render_status_parts(game: Game) -> list[Picture]:
    """The status card in parts a phone reads at its width (one card was 1,559 × 2,424 px, its text 4 px high at
    390 px): the players first, then the Railroad Operations cards, then the Major Lines and the board."""
    card = status_card(_game(game))
    by_part: list[list[Table]] = [[], [], []]
    for table in card.tables:
        by_part[0 if table.title in ("Players", "Final scoring") else 1 if "Operations cards" in table.title else 2].append(table)
    parts = [(n, Card(card.heading if n == 0 else (PARTS[n][1],), tuple(tables),
                      card.notes if n == 2 else ())) for n, tables in enumerate(by_part) if tables]
    number = _move_number(game)
    with DRAWING:
        return [Picture(PARTS[n][0], png_bytes(draw_card(part, width_min=PART_WIDTH)),
                        f"{'Status' if n == 0 else PARTS[n][1]} after move {number}") for n, part in parts]


PART_WIDTH = 640  # px: the narrowest part; at 390 px wide its text is still 16 px high


def render_market(game: Game, subtitle: str, highlight: str | None = None) -> Picture:
    """There is no stock market: the status card stands in for it."""
    picture = render_status(game)
    return Picture(picture.filename, picture.png, subtitle)


def has_market(game: Game) -> bool:
    """Whether this title draws a stock market (renderer.api.has_market)."""
    return False


def market_moment(game: Game, outcome: Outcome) -> tuple[str, str | None] | None:
    return None


# -- the status card ----------------------------------------------------------------------------------


def dollars(thousands: int) -> str:
    return f"${thousands},000" if thousands else "$0"


def _right(text: object, bold: bool = False) -> Cell:
    return Cell(str(text), align="right", bold=bold)


def status_card(game: Rotw) -> Card:
    state = game.public_view()
    acting = set(game.acting_players())
    final = state.final_scores or {}
    columns = ("Player", "Money", "Bonds", "Engine", "Score", "Income", "Links")
    if final:
        columns += ("Final",)
    rows = []
    for player, s in enumerate(rotwmap.standings(game)):
        links = f"{s.links}" + (f" +{s.building} building" if s.building else "")
        row = (Cell(s.name, chip=s.colour, bold=player in acting), _right(dollars(s.money)), _right(s.bonds),
               _right(s.engine), _right(s.score), _right(dollars(s.income)), _right(links))
        if final:
            row += (_right(final.get(player, ""), bold=True),)
        rows.append(row)
    tables = [Table("Players", columns, tuple(rows))]
    scoring = final_rows(game)
    if scoring:  # the game is over: the Rail Baron cards revealed, and how each final score is made
        winners = set(game.winners())
        tables.insert(0, Table("Final scoring", ("Player", "Track", "Bonds", "Rail Baron card", "Final"), tuple(
            (Cell(game.player_name(r.player) + (" (winner)" if r.player in winners else ""),
                  chip=rotwmap.player_colour(r.player), bold=r.player in winners),
             _right(r.track), _right(f"-{r.bonds}" if r.bonds else "0"),
             Cell(f"{r.baron or '-'}\n{r.baron_said or '-'}"),  # what it scored under its name: narrow for a phone
             _right(r.total, bold=True)) for r in scoring)))
    numbers: dict[str, list[int]] = {}  # cards of one type overlap (the compendium's tip): one row, their numbers
    for number, card in enumerate(state.display, start=1):  # the numbers /card card:3 and /game card name:3 take
        numbers.setdefault(game.card_name(card), []).append(number)
    display = tuple((_right(", ".join(map(str, found))), Cell(name)) for name, found in numbers.items())
    tables.append(Table(f"Railroad Operations cards face up: {len(state.display)} ({state.deck_left} face down)",
                        ("No.", "Card"), display or ((Cell("-"), Cell("none")),)))
    kept = Counter((player, game.card_name(card)) for player, s in enumerate(state.players) for card in s.cards)
    if kept:
        tables.append(Table("Railroad Operations cards kept", ("Player", "Card"), tuple(
            (Cell(game.player_name(p), chip=rotwmap.player_colour(p)), Cell(name if n == 1 else f"{name} ×{n}"))
            for (p, name), n in kept.items())))
    lines = []
    reached = _cities_reached(game)
    for line in game.board.spec.major_lines:
        owner = state.major_lines.get(line.id)
        who = Cell(game.player_name(owner), chip=rotwmap.player_colour(owner)) if owner is not None else Cell("open")
        west = "\n(with a Western Link)" if line.western_link else ""
        lines.append((Cell(f"{line.ends[0]} - {line.ends[1]}{west}"), _right(line.points), who,
                      Cell(_progress(game, line.ends, reached) if owner is None else "")))
    if lines:
        tables.append(Table("Major Lines", ("Line", "Points", "Claimed by", "Ends reached"), tuple(lines)))
    tables.append(Table("The board", ("Item", "Now"), _board_rows(game)))
    heading: tuple[str, ...] = (game.name, rotwmap.stage_text(game), rotwmap.acting_text(game)[0])
    if state.stage == "actions" and state.order:
        heading += ("Turn order: " + ", ".join(game.player_name(p) for p in state.order),)
    notes = ("Rail Baron cards stay secret until the end; goods cubes come out of the bag at random.",)
    return Card(heading, tuple(tables), notes)


def _cities_reached(game: Rotw) -> dict[int, set[str]]:
    """The cities each player's own complete links touch."""
    reached: dict[int, set[str]] = {}
    for link in game.public_view().links:
        if link.complete and link.end is not None:
            reached.setdefault(link.owner, set()).update((link.start, link.end))
    return reached


def _progress(game: Rotw, ends: tuple[str, str], reached: dict[int, set[str]]) -> str:
    """Who has reached which end of an open Major Line, a line each, e.g. "Bob: New York" and "Dee: both ends"."""
    hexes = [game.board.city(name) for name in ends]
    parts = []
    for player, cities in sorted(reached.items()):
        touched = [name for name, hex_name in zip(ends, hexes, strict=True) if hex_name in cities]
        if touched:
            parts.append(f"{game.player_name(player)}: {'both ends' if len(touched) == 2 else touched[0]}")
    return "\n".join(parts) or "-"  # a line each: the card stays narrow enough for a phone


def _board_rows(game: Rotw) -> tuple[tuple[Cell, ...], ...]:
    state, board = game.public_view(), game.board
    rows = [
        (Cell("Empty City Markers placed"), Cell("\n".join(wrapped(game.markers_text(), TEXT, 480)))),
        (Cell("Goods cubes in the bag"), Cell(str(sum(state.bag.values())))),
        (Cell("Goods cubes on the map"), Cell(str(sum(len(c) for c in state.cubes.values())))),
    ]
    tiles = ", ".join(f"{colour} {count}" for colour, count in sorted(state.new_cities.items()) if count)
    rows.append((Cell("New City tiles left"), Cell(tiles or "none")))
    for city, spec in board.cities.items():
        if spec.western_link:
            owner = state.western_links.get(city)
            built = f"built by {game.player_name(owner)}" if owner is not None else "not built"
            rows.append((Cell(f"Western Link at {spec.name}"), Cell(built)))
    return tuple(rows)
