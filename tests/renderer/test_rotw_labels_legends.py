"""Railways of the World pictures (issue 34 §5): city names drawn last on the crops (over a changed hex's outline, the
link numbers and a delivery's band and cube), a delivery's box giving each player's whole points (card bonuses too),
and North America's legend explaining its snow hexes and ferry spots."""

from __future__ import annotations

import re
from functools import cache

import pytest
from PIL import ImageDraw

from engine.core.game import Game, Outcome
from engine.rotw.actions import DeliverCube
from engine.rotw.game import Rotw
from engine.titles import new_game
from renderer import api
from renderer.rotw import area as rotwarea
from renderer.rotw import delivery as rotwdelivery
from renderer.rotw import maps as rotwmap
from renderer.rotw.board import BoardLayout
from renderer.rotw.pictures import map_signature
from tests.saved_games import saved_moves

PLAYERS = ["Ann", "Bob", "Cid"]


@cache
def _after(fixture: str, number: int) -> tuple[Game, Outcome, object]:
    """(the game after move `number` of a saved game, that move's outcome, what the pictures showed before it)."""
    game, moves = saved_moves(fixture)
    for index, (player, action, _epoch) in enumerate(moves, start=1):
        before = api.seen(game)
        outcome = game.replay_move(player, action)
        if index == number:
            return game, outcome, before
    raise AssertionError(f"{fixture} has no move {number}")


# -- the legend --------------------------------------------------------------------------------------


def _legend(title: str) -> str:
    game = new_game(title, PLAYERS, 7)
    assert isinstance(game, Rotw)
    return "\n".join(line.text for line in rotwmap.legend_lines(game))


def test_north_americas_legend_explains_the_snow_hexes_and_the_ferry_spots() -> None:
    text = _legend("RotW-NA")
    assert "north of the Snow Line, where every hex costs $1,000 more a track tile" in text
    assert "a ferry spot, built on only with a Ferry Line card" in text


@pytest.mark.parametrize("title", ["RotW-EUS", "RotW-NIP", "RotW-GB", "RotW-EUR", "RotW-WUS", "RotW-MEX", "RotW-TRANS"])
def test_no_other_map_speaks_of_snow_or_ferries(title: str) -> None:
    text = _legend(title)
    assert "Snow Line" not in text and "ferry" not in text.lower()


# -- a delivery's points -----------------------------------------------------------------------------

GAINS = re.compile(r"^(\w+) gains (\d+) points? ")


def _gained(outcome: Outcome) -> dict[str, int]:
    """Each player's points in the move's messages."""
    totals: dict[str, int] = {}
    for message in outcome.messages:
        found = GAINS.match(message)
        if found:
            totals[found[1]] = totals.get(found[1], 0) + int(found[2])
    return totals


def _box(game: Game, outcome: Outcome) -> dict[str, int]:
    """Each player's points as the delivery picture's box gives them ("Ann +6 (...)")."""
    assert isinstance(game, Rotw) and isinstance(outcome.action, DeliverCube)
    found = rotwdelivery.delivery(game, outcome.player, outcome.action, outcome.messages)
    lines = [line.text for line in found.panel_lines()[2:]]
    return {m[1]: int(m[2]) for m in (re.match(r"^(\w+) \+(\d+) \(", line) for line in lines) if m}


def test_the_nippon_delivery_box_counts_the_card_bonuses() -> None:
    game, outcome, _ = _after("rotw-nip-example", 149)  # Ann +2 for links, +3 Speed Record, +1 Diplomatic Relations
    assert any("Speed Record" in m for m in outcome.messages)
    assert _box(game, outcome) == _gained(outcome) == {"Ann": 6, "Bob": 2}
    found = rotwdelivery.delivery(game, outcome.player, outcome.action, outcome.messages)  # type: ignore[arg-type]
    assert "Ann +6 (links 17, 3; Speed Record +3; Diplomatic Relations +1)" in found.points_text


@pytest.mark.parametrize("number", [74, 134, 149, 152, 182, 214])  # a Station, a Hotel, cards, a Local Campaign, none
def test_every_nippon_delivery_box_gives_the_points_the_messages_give(number: int) -> None:
    game, outcome, _ = _after("rotw-nip-example", number)
    assert _box(game, outcome) == _gained(outcome)


def test_a_player_paid_only_a_bonus_has_a_line_of_their_own() -> None:
    game, outcome, _ = _after("rotw-nip-example", 134)  # Cid's delivery to Yokohama; Bob's Hotel there
    assert _box(game, outcome) == {"Cid": 1, "Bob": 1}
    found = rotwdelivery.delivery(game, outcome.player, outcome.action, outcome.messages)  # type: ignore[arg-type]
    assert "Bob +1 (Hotel: Yokohama +1)" in found.points_text


def test_the_picture_after_a_delivery_shows_the_whole_points(monkeypatch: pytest.MonkeyPatch) -> None:
    game, outcome, before = _after("rotw-nip-example", 149)
    shown: list[str] = []
    lines = rotwdelivery.Delivery.panel_lines

    def panel_lines(self: rotwdelivery.Delivery) -> list[object]:
        found = lines(self)
        shown.extend(line.text for line in found)
        return found  # type: ignore[return-value]

    monkeypatch.setattr(rotwdelivery.Delivery, "panel_lines", panel_lines)
    (picture,) = api.pictures_after_move(game, outcome, before)  # type: ignore[arg-type]
    assert picture.filename == "delivery.png"
    assert "Ann +6 (links 17, 3; Speed Record +3; Diplomatic Relations +1)" in shown
    assert "Bob +2 (link 1; Diplomatic Relations +1)" in shown


# -- city names last ---------------------------------------------------------------------------------


class _Spy:
    """Records the order the map's layers are drawn in."""

    def __init__(self, monkeypatch: pytest.MonkeyPatch) -> None:
        self.order: list[tuple[str, str]] = []
        label, name, corners = rotwmap.draw_label, rotwmap.draw_city_name, rotwarea.hex_points

        def draw_label(draw: ImageDraw.ImageDraw, big: BoardLayout, link: object, spot: object, owner: str) -> None:
            self.order.append(("label", str(getattr(link, "id", ""))))
            label(draw, big, link, spot, owner)  # type: ignore[arg-type]

        def draw_city_name(draw: ImageDraw.ImageDraw, big: BoardLayout, game: Rotw, hex_name: str,
                           view: object = None) -> None:
            self.order.append(("name", game.board.cities[hex_name].name))
            name(draw, big, game, hex_name, view)  # type: ignore[arg-type]

        def hex_points(*args: float) -> list[tuple[float, float]]:
            self.order.append(("outline", ""))
            return corners(*args)

        monkeypatch.setattr(rotwmap, "draw_label", draw_label)
        monkeypatch.setattr(rotwmap, "draw_city_name", draw_city_name)
        monkeypatch.setattr(rotwarea, "hex_points", hex_points)

    def kinds(self) -> list[str]:
        return [kind for kind, _ in self.order]

    def names_last(self, *wanted: str) -> None:
        kinds = self.kinds()
        first_name = kinds.index("name")
        assert set(kinds[first_name:]) == {"name"}, "something is drawn over the city names"
        assert {"label", "outline"} & set(kinds[:first_name])
        drawn = [what for kind, what in self.order if kind == "name"]
        for city in wanted:
            assert city in drawn


def test_a_builds_crop_draws_the_city_names_over_the_outline_and_link_numbers(monkeypatch: pytest.MonkeyPatch) -> None:
    game, _, before = _after("rotw-gb-example", 66)  # Cid's link 12, Leeds - York
    spy = _Spy(monkeypatch)
    assert isinstance(before, api.Seen)
    changed = map_signature(game).changed(before.map)
    assert changed
    rotwarea.area_image(game, changed, changed, [])  # type: ignore[arg-type]
    assert "outline" in spy.kinds() and "label" in spy.kinds()
    spy.names_last("York", "Leeds")


def test_a_deliverys_crop_draws_the_city_names_over_its_band_and_cube(monkeypatch: pytest.MonkeyPatch) -> None:
    game, outcome, before = _after("rotw-wus-example", 50)  # Bob's blue cube Reno - Sacramento
    spy = _Spy(monkeypatch)
    above = rotwdelivery.Delivery.above_cities

    def above_cities(self: rotwdelivery.Delivery, draw: ImageDraw.ImageDraw, big: BoardLayout) -> None:
        spy.order.append(("overlay", ""))
        above(self, draw, big)

    monkeypatch.setattr(rotwdelivery.Delivery, "above_cities", above_cities)
    api.pictures_after_move(game, outcome, before)
    kinds = spy.kinds()
    assert kinds.index("overlay") < kinds.index("name")
    spy.names_last("Reno", "Sacramento")


def test_the_whole_map_draws_the_city_names_last(monkeypatch: pytest.MonkeyPatch) -> None:
    game, _, _ = _after("rotw-gb-example", 66)
    spy = _Spy(monkeypatch)
    rotwmap.map_image(game)  # type: ignore[arg-type]
    assert spy.kinds()[-1] == "name" and "label" in spy.kinds()
    spy.names_last("York")


def test_a_name_is_readable_where_the_outline_crossed_it() -> None:
    """York's name, under its circle on the changed hex's lower edge: its letters stay as they are with no outline
    (the outline's black casing and white mark do not cross them)."""
    game, _, before = _after("rotw-gb-example", 66)
    assert isinstance(game, Rotw) and isinstance(before, api.Seen)
    changed = map_signature(game).changed(before.map)
    image = rotwarea.area_image(game, changed, changed, [])
    plain = rotwarea.area_image(game, changed, (), [])  # the same crop with no outline
    plan = rotwmap.rotwboard.layout(game.board)
    left, top, _, _ = rotwarea.area_box(plan, changed)
    x, y = plan.at(game.board.city("York") or "", (0.0, rotwmap.NAME_Y))
    x, y = round(x - left), round(y - top)
    letters = [(i, j) for i in range(x - 30, x + 31) for j in range(y - 10, y + 11)
               if sum(plain.getpixel((i, j))) < 3 * 90]  # type: ignore[arg-type]
    assert len(letters) > 40  # the name is there
    assert all(image.getpixel(p) == plain.getpixel(p) for p in letters)
