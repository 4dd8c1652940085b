"""Railways of the World's pictures (renderer/rotw/pictures.py): the map (terrain, ridges, cities and their cubes,
Empty City Markers, links in their owners' colours, dashed while incomplete, Western Links, the legend),
the map after a delivery (the cube's path, its origin and destination, who scored for which links)
and the status card; the family has no tile choices or market. Positions are played on the
small test map of tests/engine/rotw; a few are set straight in a game's state (in the test only).
"""

from __future__ import annotations

import copy
import math
from functools import cached_property
from itertools import pairwise
from pathlib import Path

import pytest
from PIL import Image

from engine.core.action_base import Pass
from engine.core.game import Outcome
from engine.rotw.actions import DeliverCube
from engine.rotw.board import Board
from engine.rotw.data import BoardSpec
from engine.rotw.game import Rotw
from renderer import api
from renderer.common import style
from renderer.common.geometry import edge_mid
from renderer.rotw import area as rotwarea
from renderer.rotw import board as rotwboard
from renderer.rotw import delivery as rotwdelivery
from renderer.rotw import maps as rotwmap
from renderer.rotw import pictures as rotwpictures
from renderer.rotw.pictures import status_card
from tests.engine.rotw.test_rotw_core import BOARD, SmallMap, play, started
from tests.renderer.conftest import at, dark, decode, near

Point = tuple[float, float]


def _image(game: Rotw) -> Image.Image:
    return decode(api.render_map(game).png)


def _spot(game: Rotw, hex_name: str, point: Point) -> Point:
    return rotwboard.layout(game.board).at(hex_name, point)


def _names(game: Rotw) -> tuple[str, str, int, int]:
    me = game.acting_players()[0]
    return game.players[me], game.players[1 - me], me, 1 - me


def test_the_map_is_drawn_for_the_rotw_family_and_after_every_move() -> None:
    game = started()
    assert api.FAMILIES[game.family].__name__ == "renderer.rotw.pictures"
    picture = api.render_map(game)
    assert picture.filename == "map.png" and picture.caption == f"Map after move {len(game.history)}"
    plan = rotwboard.layout(game.board)
    image = decode(picture.png)
    assert image.width >= plan.size[0] and image.height > plan.size[1]  # the legend goes below this small map
    assert plan.radius == rotwboard.MAX_RADIUS  # a small board is not blown up past the largest hexes
    after = api.pictures_after_move(game, game.history[-1])
    assert [p.filename for p in after] == ["map.png"]
    assert api.render_routes(game, game.history[-1]) is None
    assert api.render_tile_choices(game, game.acting_players()[0], "A3") is None
    market = api.render_market(game, "no market here")  # there is none: the status card stands in
    assert market.caption == "no market here" and decode(market.png).width >= rotwpictures.PART_WIDTH
    assert api.render_map(game).png == picture.png  # the same position gives the same bytes


def test_terrain_water_mountains_rivers_and_ridges() -> None:
    image = _image(SmallMap(["Ann", "Bob"], 1))
    game = SmallMap(["Ann", "Bob"], 1)
    assert near(at(image, _spot(game, "D4", (0.0, 0.0))), rotwboard.WATER)
    assert near(at(image, _spot(game, "B4", (0.45, -0.3))), rotwboard.MOUNTAIN_FILL)
    assert near(at(image, _spot(game, "B4", (-0.33, 0.451))), rotwboard.MOUNTAIN, 40)  # the peak's outline
    assert near(at(image, _spot(game, "B2", (0.0, 0.0))), rotwboard.PLAINS)
    assert near(at(image, _spot(game, "B6", (0.0, -0.3))), rotwboard.RIVER_FILL)
    river = [at(image, _spot(game, "B6", (x / 20, 0.3 + dy / 100))) for x in range(-8, 9) for dy in range(-9, 10)]
    assert sum(near(c, rotwboard.RIVER, 30) for c in river) > 20  # the blue waves
    ridge = _spot(game, "A5", edge_mid(4))  # between A5 and A7
    assert near(at(image, ridge), rotwboard.RIDGE, 20)
    assert not dark(at(image, _spot(game, "A3", edge_mid(4))))  # an ordinary hex side is not a ridge


def test_cities_in_their_colours_with_cubes_and_markers() -> None:
    game = started()
    state = game.state
    state.cubes["A1"] = ["blue", "black"]
    state.cubes["C1"] = []
    state.empty.append("C1")
    image = _image(game)
    x_off = rotwmap.CITY_RADIUS * 0.6  # beside the colour's letter
    for hex_name, colour in (("A1", "red"), ("A9", "blue"), ("C1", "black"), ("C5", "gray"), ("C9", "yellow")):
        assert near(at(image, _spot(game, hex_name, (x_off, rotwmap.CITY_SPOT[1]))), rotwmap.COLOURS[colour]), hex_name
    # the cubes under Redport, in a row, with their colours
    step, inside = rotwmap.CUBE_STEP, rotwmap.CUBE * 0.38
    assert near(at(image, _spot(game, "A1", (-step / 2 + inside, 0.42 + inside))), rotwmap.COLOURS["blue"])
    assert near(at(image, _spot(game, "A1", (step / 2 + inside, 0.42 + inside))), rotwmap.COLOURS["black"])
    # Coalton is empty: its marker's slash crosses where a cube would be
    assert dark(at(image, _spot(game, "C1", (0.0, 0.42))))
    assert near(at(image, _spot(game, "C1", (-0.08, -0.08 + 0.42))), (255, 255, 255), 30)


def test_an_urbanized_city_shows_its_new_colour_with_a_ring() -> None:
    game = started()
    name, _, _, _ = _names(game)
    before = _image(game)
    ring = (0.0, rotwmap.CITY_SPOT[1] - rotwmap.CITY_RADIUS - rotwmap.RING / 2)
    play(game, f"{name}: urbanize C5 purple")
    after = _image(game)
    side = (rotwmap.CITY_RADIUS * 0.6, rotwmap.CITY_SPOT[1])
    assert near(at(before, _spot(game, "C5", side)), rotwmap.COLOURS["gray"])
    assert near(at(after, _spot(game, "C5", side)), rotwmap.COLOURS["purple"])
    assert near(at(after, _spot(game, "C5", ring)), (255, 255, 255), 20)
    assert not near(at(before, _spot(game, "C5", ring)), (255, 255, 255), 20)


def test_links_in_their_owners_colours_and_incomplete_ones_dashed() -> None:
    game = started()
    mine, theirs, me, other = _names(game)
    play(game, f"{mine}: build C5 C7 C9", f"{theirs}: build A1 A3 A5")
    image = _image(game)
    # C7 holds my complete link from its left side to its right side, straight through the centre
    mine_colour, their_colour = rotwmap.player_colour(me), rotwmap.player_colour(other)
    assert mine_colour != their_colour
    complete = [at(image, _spot(game, "C7", (x / 20, 0.0))) for x in range(-16, 17) if abs(x) > 6]
    assert all(near(c, mine_colour) for c in complete)
    # A3, A5: theirs, incomplete (it points on towards A7), drawn in dashes: the hex shows between them
    dashed = [at(image, _spot(game, h, (x / 20, 0.0))) for h in ("A3", "A5") for x in range(-16, 17) if abs(x) > 6]
    coloured = sum(near(c, their_colour) for c in dashed)
    assert 0.3 * len(dashed) < coloured < 0.85 * len(dashed)
    assert any(near(c, rotwboard.PLAINS) for c in dashed)


def test_a_curved_link_follows_its_tiles() -> None:
    game = started()
    mine, _, me, _ = _names(game)
    play(game, f"{mine}: build C5 B4 A3 A1")  # B4: in from the lower right, out by the upper left
    image = _image(game)
    colour = rotwmap.player_colour(me)
    for hex_name, edge in (("B4", 5), ("B4", 2), ("A3", 5), ("A3", 1)):
        x, y = edge_mid(edge, inset=0.12)
        assert near(at(image, _spot(game, hex_name, (x, y))), colour), (hex_name, edge)


def test_western_links_are_marked_and_show_who_built_them() -> None:
    game = WestMap(["Ann", "Bob"], 1)
    play(game, "Ann: keep-baron 1", "Bob: keep-baron 2")
    while game.state.stage == "auction":
        play(game, f"{game.players[game.acting_players()[0]]}: pass")
    mine, theirs, me, _ = _names(game)
    arrow = (-1.0, 0.0)
    assert near(at(_image(game), _spot(game, "A1", arrow)), (255, 255, 255), 10)  # not built yet: hollow
    play(game, f"{mine}: build A1 A3 A5 A7 A9", f"{theirs}: pass", f"{mine}: western-link A1")
    assert game.state.western_links == {"A1": me}
    assert near(at(_image(game), _spot(game, "A1", arrow)), rotwmap.player_colour(me))


def test_the_status_card_lists_the_players_display_major_lines_and_counts_but_nothing_hidden() -> None:
    game = started(seed=48151)
    mine, theirs, me, _ = _names(game)
    play(game, f"{mine}: build A1 A3 A5 A7 A9")  # the Major Line Redport - Bluefield
    card = status_card(game)
    texts = [*card.heading, *card.notes, *(t.title for t in card.tables)]
    texts += [cell.text for t in card.tables for row in t.rows for cell in row]
    players = next(t for t in card.tables if t.title == "Players")
    assert [row[0].text for row in players.rows] == game.players
    assert players.columns[:7] == ("Player", "Money", "Bonds", "Engine", "Score", "Income", "Links")
    assert players.rows[me][3].text == "1" and players.rows[me][4].text == "5"  # engine 1, 5 points
    assert players.rows[me][0].chip == rotwmap.player_colour(me)
    display = next(t for t in card.tables if t.title.startswith("Railroad Operations cards face up"))
    names = [game.card_name(c) for c in game.state.display]  # each type once, with its copies (they overlap)
    numbered = {n: ", ".join(str(i) for i, m in enumerate(names, start=1) if m == n) for n in names}  # as /card takes
    assert [(row[1].text, row[0].text) for row in display.rows] == [(n, numbered[n]) for n in dict.fromkeys(names)]
    assert display.title.startswith(f"Railroad Operations cards face up: {len(names)} (")
    lines = next(t for t in card.tables if t.title == "Major Lines")
    assert [c.text for c in lines.rows[0]] == ["Redport - Bluefield", "5", mine, ""]  # claimed: no progress shown
    assert "Goods cubes in the bag" in texts and str(sum(game.state.bag.values())) in texts
    assert "0 of 2" in texts  # Empty City Markers placed of those needed
    assert f"To act: {theirs}" in card.heading
    hidden = [b.name for b in game.cards.barons] + [b.text for b in game.cards.barons] + [str(game.seed)]
    hidden += [game.card_name(c) for c in game.state.deck if game.card_name(c) not in [game.card_name(d) for d in game.state.display]]
    assert not any(secret in text for secret in hidden for text in texts)
    parts = api.render_status_parts(game)  # in parts a phone reads at 390 px wide: the players first
    assert [p.filename for p in parts] == ["status.png", "status-cards.png", "status-lines.png"]
    assert parts[0].png == api.render_status(game).png and parts[0].caption == f"Status after move {len(game.history)}"
    widths = [decode(p.png).width for p in parts]
    assert widths[0] <= 800 and max(widths) <= 1000, widths  # its 26 px text stays 10 px high or more at 390 px
    assert sum(decode(p.png).height for p in parts) > 800


def test_the_legend_and_the_stages() -> None:
    game = SmallMap(["Ann", "Bob"], 1)
    assert rotwmap.stage_text(game) == "Turn 1: choosing Rail Baron cards"
    play(game, "Ann: keep-baron 1", "Bob: keep-baron 2")
    bidder = game.players[game.acting_players()[0]]
    play(game, f"{bidder}: first-bid 2000")
    assert rotwmap.stage_text(game) == f"Turn 1: auction for first player (high bid $2,000 by {bidder})"
    lines = [line.text for line in rotwmap.legend_lines(game)]
    assert lines[0] == game.name and lines[2].startswith("To act: ")
    assert any(t.startswith("Ann: 0 pts, income $0, engine 1") for t in lines)
    assert rotwmap.legend_lines(game)[3].chip == rotwmap.player_colour(0)


def test_a_finished_game_shows_the_winner() -> None:
    game = started()
    while not game.over:
        game.apply(game.acting_players()[0], Pass())
        game.state.markers_placed, game.state.last_turn = 2, game.state.last_turn or game.state.turn
    assert rotwmap.stage_text(game).startswith("Game over")
    assert rotwmap.acting_text(game)[0].startswith("Winner")
    players = next(t for t in status_card(game).tables if t.title == "Players")
    assert players.columns[-1] == "Final"
    assert decode(api.render_map(game).png).width > 0


def test_a_link_number_sits_on_the_link() -> None:
    game = started()
    mine, _, me, _ = _names(game)
    play(game, f"{mine}: build C5 C7 C9")
    link = game.state.links[0]
    big = rotwboard.layout(game.board)
    spot = rotwmap.label_spot(big, link, [])
    assert spot is not None and abs(spot[0] - big.centre("C7")[0]) < 1 and abs(spot[1] - big.centre("C7")[1]) < 1
    image = _image(game)
    ring = (spot[0] + rotwmap.LABEL * big.radius * 0.75, spot[1])
    assert near(at(image, ring), rotwmap.player_colour(me))


EUS = Path(__file__).resolve().parents[2] / "engine" / "data" / "rotw_eus" / "board.json"


@pytest.mark.skipif(not EUS.exists(), reason="the Eastern U.S. board is not there yet")
def test_the_eastern_us_map_fits_a_phone_and_stays_readable() -> None:
    game = Rotw(["Ann", "Bob", "Cid", "Dee"], 1)
    plan = rotwboard.layout(game.board)
    image = _image(game)
    assert image.width <= rotwboard.MAX_WIDTH and plan.radius >= 36  # hex names and cubes still readable on zoom
    water = [h for h, kind in game.board.terrain.items() if kind == "water"]
    assert water and near(at(image, plan.centre(water[0])), rotwboard.WATER)
    for hex_name, spec in game.board.cities.items():
        colour = rotwmap.COLOURS[spec.color]
        assert near(at(image, plan.at(hex_name, (rotwmap.CITY_RADIUS * 0.6, rotwmap.CITY_SPOT[1]))), colour), spec.name


class WestMap(SmallMap):
    """The small map with a Western Link at Redport."""

    @cached_property
    def _board(self) -> Board:
        data = BOARD.model_dump()
        data["hexes"][0]["city"]["western_link"] = True
        return Board(BoardSpec.model_validate(data))


def test_the_outcome_of_any_move_gets_the_map() -> None:
    game = started()
    later = copy.deepcopy(game)
    outcome = Outcome(0, Pass(), ())
    assert [p.filename for p in api.pictures_after_move(later, outcome)] == ["map.png"]


# -- a delivery ------------------------------------------------------------------------------------------


def _delivered() -> tuple[SmallMap, Outcome, int, int]:
    """Mine C5-C7-C9 (link 1) and theirs C5-B4-A3-A1 (link 2); I deliver a red cube Yellowby - Grayton - Redport."""
    game = started()
    mine, theirs, me, other = _names(game)
    play(game, f"{mine}: build C5 C7 C9", f"{theirs}: build C5 B4 A3 A1")
    game.state.cubes["C9"] = ["red"]
    game.state.players[me].engine = 2
    play(game, f"{mine}: deliver red C9 C5 A1")
    return game, game.history[-1], me, other


def _band_spots(game: Rotw, link_id: int) -> list[Point]:
    """Points on the link's band beside its track (half way across the coloured strip) every 0.2 hex
    radii, clear of its cities and of the arrow before Redport."""
    plan = rotwboard.layout(game.board)
    r = plan.radius
    link = next(lk for lk in game.public_view().links if lk.id == link_id)
    line = rotwmap.link_points(plan, link)
    ends = [plan.at(h, rotwmap.CITY_SPOT) for h in (link.start, link.end) if h is not None]
    off = (rotwdelivery.HOLE + rotwdelivery.BAND) / 4 * r
    spots = []
    for a, b in pairwise(line):
        length = math.dist(a, b)
        if length < 0.5:
            continue
        nx, ny = -(b[1] - a[1]) / length, (b[0] - a[0]) / length
        for step in range(int(length // (0.2 * r)) + 1):
            t = step * 0.2 * r / length
            mx, my = a[0] + (b[0] - a[0]) * t, a[1] + (b[1] - a[1]) * t
            for side in (1, -1):
                spot = (mx + side * nx * off, my + side * ny * off)
                if min(math.dist(spot, e) for e in ends) > 1.2 * r and math.dist(spot, plan.centre("A1")) > 1.6 * r:
                    spots.append(spot)
    return spots


def test_a_delivery_shows_the_cubes_path_on_the_map() -> None:
    game, outcome, me, other = _delivered()
    assert isinstance(outcome.action, DeliverCube) and outcome.action.via == (1, 2)
    picture = api.render_routes(game, outcome)
    assert picture is not None and picture.filename == "delivery.png"
    mine, theirs = game.players[me], game.players[other]
    assert picture.caption == f"{mine} delivers a red cube: Yellowby – Grayton – Redport"
    assert [p.filename for p in api.pictures_after_move(game, outcome)] == ["delivery.png"]  # instead of the map
    plain = _image(game)
    image = decode(picture.png)
    plan = rotwboard.layout(game.board)
    assert picture.png != api.render_map(game).png and image.size[0] == plan.size[0]  # the small board: all of it,
    assert rotwarea.area_box(plan, ("C9", "A1")) == (0, 0, *plan.size)  # where the map has it (no legend beside)
    red = rotwmap.COLOURS["red"]
    alpha = rotwdelivery.BAND_ALPHA / 255
    for link_id in (1, 2):  # both links, mine and theirs, carry the band in the cube's colour
        spots = _band_spots(game, link_id)
        open_ground = [s for s in spots if any(near(at(plain, s), c) for c in rotwboard.TERRAIN_FILL.values())]
        assert len(open_ground) >= 0.8 * len(spots) and len(open_ground) >= 8, link_id  # (not hex names nor the track)
        for spot in open_ground:
            assert near(at(image, spot), style.blend(at(plain, spot), red, alpha), 20), (link_id, spot)
            assert not near(at(plain, spot), at(image, spot), 20)
    # the owners' track stays in their colours down the middle
    assert near(at(image, _spot(game, "C7", (0.55, 0.0))), rotwmap.player_colour(me))
    assert near(at(image, _spot(game, "B4", (0.0, 0.0))), rotwmap.player_colour(other))
    # a ring round Redport, where it went, and the cube where it came from (on the way out of Yellowby)
    ring = (0.0, rotwmap.CITY_SPOT[1] - rotwdelivery.RING_AT)
    assert near(at(image, _spot(game, "A1", ring)), red) and not near(at(plain, _spot(game, "A1", ring)), red)
    cube = (-rotwdelivery.CUBE_AT + rotwdelivery.CUBE_SIZE * 0.3, -rotwdelivery.CUBE_SIZE * 0.3)
    assert near(at(image, _spot(game, "C9", cube)), red)
    # one point to each link's owner
    found = rotwdelivery.delivery(game, outcome.player, outcome.action)
    assert found.points_text == f"{mine} +1 (link 1) · {theirs} +1 (link 2)"
    texts = [line.text for line in found.panel_lines()]
    assert texts == [f"{mine} delivers a red cube", "Yellowby - Grayton - Redport (2 links)",
                     f"{mine} +1 (link 1)", f"{theirs} +1 (link 2)"]
    assert found.panel_lines()[2].chip == rotwmap.player_colour(me)


def test_points_for_several_links_of_one_owner_and_a_move_without_via() -> None:
    game, _, me, _ = _delivered()
    mine = game.players[me]
    game.state.links[1].owner = me  # (in the test only) both links mine
    action = DeliverCube(color="red", cities=("C9", "C5", "A1"))  # no link numbers: the links between the cities
    found = rotwdelivery.delivery(game, me, action)
    assert [lk.id for lk in found.links] == [1, 2]
    assert found.points_text == f"{mine} +2 (links 1, 2)"
    picture = api.render_routes(game, Outcome(me, action, ()))
    assert picture is not None and decode(picture.png).width > 0


def test_only_a_delivery_gets_the_delivery_picture() -> None:
    game = started()
    mine = _names(game)[0]
    play(game, f"{mine}: build C5 C7 C9")
    outcome = game.history[-1]
    assert outcome.action.kind == "build"
    assert api.render_routes(game, outcome) is None
    assert [p.filename for p in api.pictures_after_move(game, outcome)] == ["map.png"]


def test_the_status_card_shows_who_has_reached_an_open_major_lines_ends() -> None:
    from renderer.rotw.pictures import status_card

    game = started()
    me = game.acting_players()[0]
    play(game, f"{game.players[me]}: build A9 B8 C9")  # Bluefield - Yellowby: one end of Redport - Bluefield
    card = status_card(game)
    lines = next(t for t in card.tables if t.title == "Major Lines")
    assert [c.text for c in lines.rows[0]] == ["Redport - Bluefield", "5", "open", f"{game.players[me]}: Bluefield"]


def test_hotels_and_mines_are_marked_beside_their_cities() -> None:
    from renderer import render_map
    from renderer.rotw.maps import player_colour
    from tests.engine.rotw.test_rotw_variants import game_with, keep_barons

    game = game_with("mines")
    keep_barons(game)
    while game.state.stage == "auction":
        play(game, f"{game.players[game.acting_players()[0]]}: pass")
    me = game.acting_players()[0]
    plain = decode(render_map(game).png)
    play(game, f"{game.players[me]}: mine C5")
    marked = decode(render_map(game).png)
    assert plain.size == marked.size and plain.tobytes() != marked.tobytes()
    colour = player_colour(me)
    width, height = marked.size
    assert any(near(marked.getpixel((x, y)), colour, 12) for x in range(0, width, 3) for y in range(0, height, 3)
               if not near(plain.getpixel((x, y)), colour, 12))  # the "M" badge in the miner's colour


def test_cards_of_one_type_are_listed_once_with_their_copies() -> None:
    """The compendium's tip, "Overlap the cards of the same type to conserve table space": the status card lists a
    type once with its copies, face up and kept (North America opens with five Mines and five Ferry Lines)."""
    from engine.rotw.maps.northamerica import RotwNorthAmerica

    game = RotwNorthAmerica(["Ann", "Bob"], 3)
    game.state.players[0].cards = ["land-grant-1", "land-grant-2", "hotel-montreal"]
    card = status_card(game)
    shown = next(t for t in card.tables if t.title.startswith("Railroad Operations cards face up"))
    rows = {row[1].text: row[0].text.split(", ") for row in shown.rows}  # the copies' numbers: "4, 5, 6, 7, 8"
    assert len(rows["Mine"]) == 5 and len(rows["Ferry Line"]) == 5
    numbers = sorted(int(n) for found in rows.values() for n in found)
    assert numbers == list(range(1, len(game.state.display) + 1))  # every face-up card numbered once, as /card takes them
    kept = next(t for t in card.tables if t.title == "Railroad Operations cards kept")
    assert [(row[0].text, row[1].text) for row in kept.rows] == [
        ("Ann", "Government Land Grant ×2"), ("Ann", "Hotel: Montreal")]
