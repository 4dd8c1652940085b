"""Track-laying rules 18GL adds to the shared builder (4.6.1.1): lakes and impassable hexes, lake
hexsides (walls), ferry landings, proprietary-tile labels, terrain and upgrade costs; on a flat board."""

from __future__ import annotations

from dataclasses import dataclass

import pytest

from engine.core.errors import IllegalAction
from engine.eighteen.shared.board import Board
from engine.eighteen.shared.building import LayContext, TrackState, check_lay, lay_cost, legal_lays
from engine.eighteen.shared.gamedata import BoardSpec, load_tiles


@dataclass(frozen=True)
class Phase:
    name: str = "2H"
    tiles: tuple[str, ...] = ("yellow", "green")


def board(ferry: bool = True) -> Board:
    """Flat hexes: B2 a city (AA's home, a yellow city tile open to B4), B4 open, B6 a town, A3 a hill,
    A5 labelled "Chi", C3 a lake, C5 a river walled off from B4, D4 across the lake (a ferry from B4)."""
    spec = BoardSpec.model_validate({
        "title": "test", "layout": "flat",
        "hexes": [
            {"hex": "B2", "kind": "large", "home": "AA", "preprinted": {"tile": "57", "rotation": 0}},
            {"hex": "B4", "kind": "open"}, {"hex": "B6", "kind": "small"},
            {"hex": "A3", "kind": "open", "terrain": "hill", "cost": 60},
            {"hex": "A5", "kind": "open", "label": "Chi", "upgrade_cost": 50},
            {"hex": "C3", "kind": "lake"}, {"hex": "C5", "kind": "open", "terrain": "river", "cost": 40},
            {"hex": "D4", "kind": "open"}],
        "offboards": [], "railroads": [{"id": "AA", "name": "Aa", "color": "#000", "home": "B2"}],
        "walls": [["B4", 5]],
        "ferries": [{"id": "F", "name": "Ferry", "segments": [{"ends": [["B4", 4], ["D4", 2]], "crosses": ["C3"]}]}] if ferry else [],
    })
    return Board(spec, load_tiles("18ez"))


def context(b: Board) -> LayContext:
    track = TrackState(tiles={"B2": ("57", 0)}, tokens={"B2": ["AA"]}, supply={"7": 5, "8": 5, "9": 5})
    return LayContext(b, track, Phase(), "AA", must_lay_home=False, title_name="test")


def refusal(ctx: LayContext, hex_name: str, tile: str, rotation: int) -> str:
    with pytest.raises(IllegalAction) as error:
        check_lay(ctx, hex_name, tile, rotation)
    return str(error.value)


def test_flat_edges_connect_the_home_city_to_the_hex_below() -> None:
    ctx = context(board())
    placed = check_lay(ctx, "B4", "9", 0)  # a straight from the top (B2) to the bottom (B6)
    assert placed.exits == frozenset({0, 3})


def test_no_track_on_lakes_across_walls_or_into_lakes_without_a_ferry() -> None:
    ctx = context(board())
    assert refusal(ctx, "C3", "9", 0) == "C3 is a lake: no track may ever be laid there."
    # gentle curve top -> lower-right: the lower-right side of B4 is a lake shore
    assert refusal(ctx, "B4", "8", 3) == "Tile 8 at rotation 3 on B4 would cross the lake shore at its lower-right side."
    assert check_lay(ctx, "B4", "7", 3).exits == frozenset({3, 4})  # towards the lake: the ferry lands there
    no_ferry = context(board(ferry=False))
    assert refusal(no_ferry, "B4", "7", 3) == "Tile 7 at rotation 3 on B4 would run into a lake at its upper-right side."
    lays = legal_lays(ctx, ["B4"])
    assert ("B4", "8", 3) not in lays and ("B4", "7", 3) in lays and ("B4", "9", 0) in lays


def test_labels_and_costs() -> None:
    b = board()
    ctx = context(b)
    assert refusal(ctx, "A5", "9", 1) == "Only tiles labelled Chi may be laid on A5."
    assert lay_cost(b, "C5", upgrade=False) == (40, "river")
    assert lay_cost(b, "A3", upgrade=False) == (60, "hill")
    assert lay_cost(b, "A3", upgrade=True) == (0, None)  # terrain is paid once
    assert lay_cost(b, "A5", upgrade=True) == (50, None)  # Chicago's every upgrade
