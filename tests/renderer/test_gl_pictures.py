"""18GL's pictures: the flat Great Lakes map (lakes, impassable hexes, terrain, walls, ferries, off-boards
over two hexes, homes, stations, power tokens), routes, tile choices, the status card and the market.

Late positions are set up on deep copies of a game (tiles, tokens, powers written into the copy's
state here, in the test only); the renderer reads the game through its public queries.
"""

from __future__ import annotations

import copy
import math
from collections.abc import Callable

import pytest
from PIL import Image

from engine.core.action_base import Pass
from engine.core.game import Outcome
from engine.core.hexgrid import FLAT, Hex, centre_xy
from engine.eighteen.gl.game import GL18
from engine.eighteen.shared.moves import LayTile, RunTrains, TrainRoute
from renderer import render_map, render_market, render_routes, render_status, render_tile_choices
from renderer.common import style
from renderer.common.geometry import edge_mid
from renderer.eighteen.common import terrain
from renderer.eighteen.common.layout import MapLayout
from renderer.eighteen.common.mapview import slot_centres
from renderer.eighteen.common.market import END_FILL, PAR_RED, YELLOW_ZONE, layout
from renderer.eighteen.common.offboardart import offboard_plan
from renderer.eighteen.common.tilechoices import TILE_RADIUS, choices_image, tile_centre
from renderer.eighteen.gl.card import market_view, status_card
from renderer.eighteen.gl.pictures import map_view
from tests.renderer.conftest import at, dark, decode, local, near

PLAYERS = ["Ann", "Bob", "Cid", "Dee"]


@pytest.fixture
def game() -> GL18:
    return GL18(PLAYERS, seed=3)


def _map(game: GL18) -> Image.Image:
    return decode(render_map(game).png)


def _count(image: Image.Image, box: tuple[float, float, float, float], wanted: Callable[[tuple[int, int, int]], bool]) -> int:
    left, top, right, bottom = (round(v) for v in box)
    return sum(1 for x in range(left, right) for y in range(top, bottom) if wanted(image.getpixel((x, y))))  # type: ignore[arg-type]


def _floated(game: GL18, railroad: str, home_place: str, trains: list[str]) -> GL18:
    """A copy of the game in which `railroad` has floated with a station at `home_place` and these trains."""
    later = copy.deepcopy(game)
    state = later.state
    corporation = state.corporations[railroad]
    corporation.par, corporation.floated, corporation.president = 90, True, 0
    corporation.cash, corporation.trains, corporation.ipo, corporation.treasury_shares = 300, list(trains), 0, 3
    corporation.stations -= 1
    state.investors[0].shares[railroad] = 7
    state.tokens.place(railroad, (0, 3))
    state.track.tokens.setdefault(home_place, []).append(railroad)
    return later


# -- the map ------------------------------------------------------------------------------------------


def test_the_map_is_a_flat_board_at_phone_width(game: GL18) -> None:
    picture = render_map(game)
    assert picture.filename == "map.png" and picture.caption == "Map after move 0"
    image = decode(picture.png)
    assert image.width == 1500 and 1300 <= image.height <= 2000 and len(picture.png) < 1_500_000
    lay = MapLayout.of(game.board)
    # flat-topped: columns of hexes step 1.5 radii across, rows half a hex apart down
    (ax, ay), (bx, by) = lay.centre("A3"), lay.centre("B4")
    assert math.isclose(bx - ax, 1.5 * lay.radius) and math.isclose(by - ay, math.sqrt(3) / 2 * lay.radius)
    for edge in range(6):  # the drawn edge midpoints face the engine's neighbours on a flat board
        here, there = Hex.parse("G9"), Hex.parse("G9").neighbour(edge, FLAT)
        (x0, y0), (x1, y1) = centre_xy(here, FLAT), centre_xy(there, FLAT)
        mx, my = edge_mid(edge, layout=FLAT)
        assert math.isclose(x1 - x0, 2 * mx, abs_tol=1e-9) and math.isclose(y1 - y0, 2 * my, abs_tol=1e-9)


def test_lakes_are_blue_impassable_hexes_dark_green_and_terrain_shows_its_cost_colour(game: GL18) -> None:
    image = _map(game)
    lay = MapLayout.of(game.board)
    assert near(at(image, lay.centre("E7")), terrain.LAKE, 6)  # Lake Michigan
    assert near(at(image, lay.centre("M1")), terrain.IMPASSABLE, 6)
    assert near(at(image, lay.centre("F12")), style.HEX_EMPTY, 6)
    river, hill = lay.bbox("E15"), lay.bbox("G7")  # a $20 river, a $20 hill

    def close_to(colour: style.RGB) -> Callable[[tuple[int, int, int]], bool]:
        return lambda pixel: near(pixel, colour, 20)

    assert _count(image, river, close_to(terrain.RIVER)) > 150 and _count(image, river, close_to(terrain.HILL)) == 0
    assert _count(image, hill, close_to(terrain.HILL)) > 150 and _count(image, hill, close_to(terrain.RIVER)) == 0


def test_walls_lie_along_their_lake_hexsides(game: GL18) -> None:
    image = _map(game)
    lay = MapLayout.of(game.board)
    for place, edge in game.board.spec.walls:
        x, y = local(lay.centre(place), lay.radius, edge_mid(edge, layout=FLAT))
        assert near(at(image, (x, y)), terrain.WALL, 20), (place, edge)


def test_an_active_ferry_is_drawn_solid_and_dark_an_inactive_one_grey(game: GL18) -> None:
    lay = MapLayout.of(game.board)
    ferry = next(f for f in game.board.spec.ferries if f.id == "MM")
    line = terrain.ferry_lines(lay, game.board, ferry)[0]
    xs, ys = [p[0] for p in line], [p[1] for p in line]
    box = (min(xs), min(ys) - 6, max(xs), max(ys) + 6)
    idle = _map(game)
    active_game = copy.deepcopy(game)
    active_game.state.ferry = "MM"
    assert active_game.active_ferry() == "MM"
    active = _map(active_game)

    def solid(pixel: tuple[int, int, int]) -> bool:
        return near(pixel, terrain.FERRY_ACTIVE, 16)

    def grey(pixel: tuple[int, int, int]) -> bool:
        return near(pixel, terrain.FERRY_IDLE, 12)

    assert _count(idle, box, solid) == 0 and _count(idle, box, grey) > 100
    assert _count(active, box, solid) > 2 * _count(idle, box, grey)  # unbroken and thicker
    quarter = line[len(line) // 4]
    assert near(at(active, quarter), terrain.FERRY_ACTIVE, 16)
    other = next(f for f in game.board.spec.ferries if f.id == "LC")  # the other ferries stay dashed
    lc = terrain.ferry_lines(lay, game.board, other)[0]
    lc_box = (min(p[0] for p in lc) - 6, min(p[1] for p in lc), max(p[0] for p in lc) + 6, max(p[1] for p in lc))
    assert _count(active, lc_box, solid) == 0 and _count(active, lc_box, grey) > 30


def test_off_boards_over_two_hexes_show_three_values_with_the_current_phase_picked_out(game: GL18) -> None:
    board = game.board
    east = board.offboards["EAST"]
    assert [place for place, _ in east.places] == ["N12", "N14"]
    lay = MapLayout.of(board)
    image = _map(game)
    for place in ("N12", "N14"):  # both hexes are the off-board's red
        x, y = lay.centre(place)
        assert _count(image, (x - 20, y + 30, x + 20, y + 40), lambda p: near(p, style.OFFBOARD, 12)) > 200
    duluth = lay.bbox("A1")
    yellow, green = style.TILE_COLOURS["yellow"], style.TILE_COLOURS["green"]
    assert game.phase().offboard == "first"
    first_yellow = _count(image, duluth, lambda p: near(p, yellow, 10))
    first_green = _count(image, duluth, lambda p: near(p, green, 10))
    later = copy.deepcopy(game)
    later.state.phase = "4H"  # the second off-board values
    second = _map(later)
    assert first_yellow > 150 and first_green == 0
    assert _count(second, duluth, lambda p: near(p, green, 10)) > 150 and _count(second, duluth, lambda p: near(p, yellow, 10)) == 0


def test_homes_are_marked_until_a_station_stands_there(game: GL18) -> None:
    board = game.board
    view = map_view(game)
    assert set(view.homes) == {rr for rr, spec in board.railroads.items() if spec.home is not None}
    lay = MapLayout.of(board)
    pittsburgh = board.offboards["PIT"]
    assert offboard_plan(board, "PIT").slots  # PRR's home city lies in the off-board
    slots, slot_r = slot_centres(view, lay, "PIT")
    x, y = slots[0]
    prr = style.rgb(board.railroads["PRR"].color)
    before = _map(game)
    faint = at(before, (x, y + slot_r * 0.75))
    assert not near(faint, prr, 30) and not near(faint, style.WHITE, 3)  # a pale ring in PRR's colour
    floated = _floated(game, "PRR", pittsburgh.hex, ["2H"])
    assert "PRR" not in map_view(floated).homes
    after = _map(floated)
    assert near(at(after, (x, y + slot_r * 0.75)), prr, 16)  # the station, in PRR's colour
    chicago = _floated(game, "IC", "D14", ["2H"])
    slots, slot_r = slot_centres(map_view(chicago), lay, "D14")
    assert near(at(_map(chicago), (slots[0][0], slots[0][1] + slot_r * 0.75)), style.rgb(board.railroads["IC"].color), 16)


def test_special_power_tokens_show_on_their_city_in_the_corporations_colour(game: GL18) -> None:
    later = _floated(game, "IC", "D14", ["2H"])
    later.state.powers["port"] = "IC"
    later.state.power_hex["port"] = "J14"
    assert later.power_hexes() == {"port": "J14"}
    lay = MapLayout.of(later.board)
    ic = style.rgb(later.board.railroads["IC"].color)
    before, after = _map(game), _map(later)
    toledo = lay.bbox("J14")
    assert _count(before, toledo, lambda p: near(p, ic, 12)) == 0
    assert _count(after, toledo, lambda p: near(p, ic, 12)) > 100


def test_symbols_show_where_private_tokens_may_go(game: GL18) -> None:
    image = _map(game)
    lay = MapLayout.of(game.board)
    from renderer.eighteen.common.marks import TERMINAL_YELLOW

    for spec in game.board.spec.hexes:
        if "terminal" in spec.symbols:
            assert _count(image, lay.bbox(spec.hex), lambda p: near(p, TERMINAL_YELLOW, 20)) > 20, spec.hex


def test_track_laid_on_a_flat_hex_reaches_its_edges(game: GL18) -> None:
    later = copy.deepcopy(game)
    later.state.track.tiles["F12"] = ("9", 0)  # a straight from the bottom to the top
    image = _map(later)
    lay = MapLayout.of(game.board)
    centre = lay.centre("F12")
    for edge in (0, 3):
        assert dark(at(image, local(centre, lay.radius, edge_mid(edge, inset=0.08, layout=FLAT))))
    assert near(at(image, local(centre, lay.radius, edge_mid(1, inset=0.12, layout=FLAT))), style.TILE_COLOURS["yellow"])


# -- routes and tile choices ---------------------------------------------------------------------------


def test_a_run_is_drawn_along_the_track_it_used(game: GL18) -> None:
    later = _floated(game, "IC", "D14", ["2H"])
    traced = later.traced_routes("IC", [("2H", ("D14", "D12"))])
    assert len(traced) == 1 and traced[0].traced and traced[0].revenue == 60
    action = RunTrains(routes=(TrainRoute(train="2H", stops=("D14", "D12")),))
    picture = render_routes(later, Outcome(0, action, (), company="IC"))
    assert picture is not None and picture.filename == "routes.png" and "IC's routes (2H train)" in picture.caption
    image = decode(picture.png)
    lay = MapLayout.of(game.board)
    x, y = local(lay.centre("D14"), lay.radius, edge_mid(3, layout=FLAT))  # the side the two Chicago hexes share
    r, g, b = at(image, (x, y))
    assert r > 120 and g < 90 and b > 60  # magenta over black track: the first route's colour
    assert render_routes(later, Outcome(0, RunTrains(routes=()), (), company="IC")) is None


def _to_first_operating_round(game: GL18) -> GL18:
    """Buy the privates in turn, set PRR's value when due, start IC at $90 and buy it until it floats,
    then pass into the first Operating Round."""
    for _ in range(200):
        if game.stage == "operate":
            return game
        player = game.acting_players()[0]
        moves = {m.text: m for m in game.legal_actions(player)}
        wanted = [m for t, m in moves.items() if t.startswith("buy-company") or t in ("par PRR 90", "buy-share IC", "par IC 90")]
        game.apply(player, wanted[0] if wanted else Pass())
    raise AssertionError("the game never reached an Operating Round")


def test_tile_choices_on_the_flat_board() -> None:
    game = _to_first_operating_round(GL18(PLAYERS, seed=3))
    player = game.acting_players()[0]
    lays = [a for a in game.legal_actions(player) if isinstance(a, LayTile)]
    assert lays
    hex_name = max({a.hex for a in lays}, key=lambda h: sum(1 for a in lays if a.hex == h))
    picture = render_tile_choices(game, player, hex_name)
    assert picture is not None and picture.filename == f"tiles-{hex_name}.png"
    assert render_tile_choices(game, player, "E7") is None  # a lake takes no tile
    # a straight drawn in a cell reaches the flat hex's top and bottom sides
    board = game.board
    image = choices_image(board, "F12", [LayTile(hex="F12", tile="9", rotation=0)], {}, ())
    centre = tile_centre(0, 1)
    for edge in (0, 3):
        assert dark(at(image, local(centre, TILE_RADIUS, edge_mid(edge, inset=0.07, layout=FLAT))))


# -- status card and market --------------------------------------------------------------------------


def test_the_status_card_shows_corporations_loans_bonds_and_trains(game: GL18) -> None:
    later = _floated(game, "IC", "D14", ["2H", "2H"])
    later.state.corporations["IC"].loans = 1
    later.state.bonds[1] = 2
    card = status_card(later)
    tables = {t.title.split(" (")[0]: t for t in card.tables}
    corp = tables["Corporations"].rows[0]
    assert [c.text for c in corp[1:3]] == ["IC", "Ann"] and corp[5].text == "2H 2H" and corp[6].text == "D14 +1"
    assert corp[7].text == "1 ($500)" and corp[7].bold and corp[4].text == "$300"
    players = {row[0].text.split(" (")[0]: row for row in tables["Players"].rows}
    assert players["Bob"][4].text == "2" and players["Ann"][2].text == "IC 70%"
    trains = tables["Bank $9,600 · trains for sale"].rows
    assert trains[0][0].text == "2H (next)" and trains[-1][3].text == "unlimited"
    assert any("Loans: $500 each" in note for note in card.notes)
    image = decode(render_status(later).png)
    assert 1000 <= image.width <= 1700 and image.height > 800


def test_the_market_marks_its_yellow_zone_starting_values_and_end(game: GL18) -> None:
    later = _floated(game, "IC", "D14", ["2H"])
    later.state.tokens.place("GT", (6, 0))  # in the Yellow Zone
    view = market_view(later, "After the Stock Round")
    lay = layout(view)
    image = decode(render_market(later, "After the Stock Round").png)
    assert image.size == (lay.width, lay.height) and lay.width <= 2100
    left, top, right, bottom = lay.cell_box((7, 1))
    assert near(at(image, (right - 6, bottom - 6)), YELLOW_ZONE, 8)
    left, top, right, bottom = lay.cell_box((0, 21))
    assert near(at(image, (left + 6, bottom - 6)), END_FILL, 8)  # $450 ends the game
    left, top, right, bottom = lay.cell_box((7, 21))
    assert near(at(image, ((left + right) / 2, (top + bottom) / 2)), style.PAPER, 3)  # a ragged row's missing cell
    left, top, right, bottom = lay.cell_box((0, 3))  # the starting values' column is outlined in red
    assert near(at(image, ((left + right) / 2, top + 1)), PAR_RED, 20)
    assert near(at(image, ((left + right) / 2, (top + 38 + bottom) / 2 + 14)), style.rgb(later.board.railroads["IC"].color), 20)
    assert view.par == {"IC": 90} and view.stacks == {(0, 3): ["IC"], (6, 0): ["GT"]}


def test_the_same_position_gives_the_same_bytes_with_or_without_caches(game: GL18) -> None:
    from renderer.api import clear_caches

    first = render_map(game).png
    assert render_map(game).png == first
    clear_caches()
    assert render_map(game).png == first


def test_the_market_follows_dividends_and_the_end_of_a_stock_round(game: GL18) -> None:
    from engine.eighteen.shared.company_moves import HalfDividend
    from engine.eighteen.shared.moves import Dividend
    from renderer import pictures_after_move

    later = _floated(game, "IC", "D14", ["2H"])
    paid = pictures_after_move(later, Outcome(0, Dividend(pay=True), (), company="IC"))
    assert [p.filename for p in paid] == ["map.png", "market.png"] and paid[1].caption == "IC pays a dividend"
    half = pictures_after_move(later, Outcome(0, HalfDividend(), (), company="IC"))
    assert half[1].caption == "IC pays half"
    ended = pictures_after_move(later, Outcome(0, Pass(), ("Stock Round 2 ends; Ann holds the Priority Deal card.",)))
    assert [p.caption for p in ended][1] == "After the Stock Round"
    assert [p.filename for p in pictures_after_move(later, Outcome(0, Pass(), ("Ann passes.",)))] == ["map.png"]


def test_st_louis_has_a_circle_in_each_hex_and_closes_the_one_not_chosen(game: GL18) -> None:
    lay = MapLayout.of(game.board)
    chose = _floated(game, "Wabash", "C19", ["2H"])
    view = map_view(chose)
    assert view.closed == ("B18",) and "Wabash" not in view.homes
    (b18,), _ = slot_centres(view, lay, "B18")
    (c19,), slot_r = slot_centres(view, lay, "C19")
    assert lay.bbox("B18")[1] < b18[1] < lay.bbox("B18")[3] and lay.bbox("C19")[1] < c19[1] < lay.bbox("C19")[3]
    image = _map(chose)
    assert near(at(image, (c19[0], c19[1] + slot_r * 0.75)), style.rgb(game.board.railroads["Wabash"].color), 16)
    assert near(at(image, (b18[0] + slot_r * 0.7, b18[1])), style.blend(style.WHITE, style.MUTED, 0.5), 12)  # grey, crossed


def test_the_map_marks_no_home_of_a_corporation_merged_into_conrail() -> None:
    from engine.eighteen.gl.conrail import phase_started
    from renderer.eighteen.gl.pictures import map_view
    from tests.engine.eighteen.gl.test_gl_conrail import setup

    game, _players = setup({"NYC": {"Ann": 4, "Bob": 4, "pool": 2}, "MILW": {"Dee": 6, "treasury": 4},
                            "GT": {"Cid": 6, "treasury": 4}}, {"NYC": 100, "MILW": 90, "GT": 80})
    game.state.corporations["GT"].trains = ["10H"]
    before = map_view(game).homes
    assert "NYC" in before and "MILW" in before  # floated on paper, no station drawn yet: their homes are marked
    phase_started(game, game.state.corporations["GT"], [])
    after = map_view(game).homes
    assert "NYC" not in after and "MILW" not in after and "GT" in after


def test_every_picture_draws_right_after_the_camden_and_amboys_sale() -> None:
    """Issue 32 §6 / 34 §7: when the C&A was sold, PRR's President's Certificate was held before its starting value
    was set, and the status card, the market and the after-move pictures failed (KeyError 'PRR'). The certificate
    counts in net worth once its value is set; every picture draws meanwhile."""
    import random

    from engine import game_class
    from renderer import api
    from tests.randomplay import random_moves

    game = game_class("18GL")(["Ann", "Bob", "Cid", "Dee"], 16)
    sale = None
    for outcome in random_moves(game, random.Random(16), 60):
        if outcome.action.text == "buy-company C&A":
            sale = outcome
            break
    assert sale is not None and "sets its starting value now" in " ".join(sale.messages)
    buyer = sale.player
    assert game.state.investors[buyer].shares.get("PRR") and "PRR" not in game.state.tokens.cells
    assert game.net_worth(buyer) == game.cash(buyer) + game.state.bonds.get(buyer, 0) * game.rules.bonds.face
    pictures = [api.render_status(game), api.render_market(game, "now"), *api.pictures_after_move(game, sale)]
    assert all(p.png.startswith(b"\x89PNG") for p in pictures)
