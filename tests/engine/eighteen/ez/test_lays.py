"""Building and upgrading track in 18EZ Level 1 (rulebook 1.4-1.5).

Geometry used below (pointy hexes; edges 0 lower-left, 1 left, 2 upper-left,
3 upper-right, 4 right, 5 lower-right): Purple Springs E4 has F3, the West
off-board E2, the bay hex D3, D5, E6 and F5 around it. Tile 57 at rotation 1
joins E4's left side (West) to its right side (E6); at rotation 0 it joins
F3 (lower-left) to D5 (upper-right).
"""

from __future__ import annotations

import copy

import pytest

from engine.eighteen.ez.level1.game import EZLevel1
from engine.eighteen.shared.moves import LayTile
from tests.engine.conftest import BROWN, GREEN, YELLOW, act, home_laid, owner, put_track, refused, refused_now, rr, started

# -- the first tile and the station (1.4) --------------------------------------


def test_first_tile_must_be_on_the_unimproved_home_city() -> None:
    game = started("PS&W", "TC&L", "BR&N")
    sentence = refused_now(game, "lay F5 9 0")
    assert "must lay its first tile on its home city, Purple Springs (E4)" in sentence
    assert game.track.tiles.get("F5") is None


def test_first_tile_on_home_places_the_station_there() -> None:
    game = started("PS&W", "TC&L", "BR&N")
    outcome = act(game, "lay E4 57 1")
    assert game.track.tiles["E4"] == ("57", 1)
    assert game.track.tokens["E4"] == ["PS&W"]
    assert any("places its station in Purple Springs (E4)" in m for m in outcome.messages)
    # Every other railroad still has no station.
    assert all(held == ["PS&W"] for held in game.track.tokens.values())


def test_second_railroad_must_also_start_at_its_own_home() -> None:
    game = started("PS&W", "TC&L", "BR&N")
    act(game, "lay E4 57 1")
    act(game, "pass")  # PS&W does not buy: its turn ends
    assert game.current_railroad().id == "TC&L"
    assert "home city, Teal Cove (I6)" in refused_now(game, "lay E6 9 1")
    act(game, "lay I6 57 2")
    assert game.track.tokens["I6"] == ["TC&L"]


# -- which tile fits which hex (1.4) -------------------------------------------


@pytest.mark.parametrize(
    ("hex_name", "tile", "phrase"),
    [
        ("E4", "9", "Purple Springs (E4) is a large-city hex; tile 9 is an open-track tile"),
        ("E4", "3", "Purple Springs (E4) is a large-city hex; tile 3 is a small-city tile"),
        ("E10", "9", "Northgate (E10) is a small-city hex; tile 9 is an open-track tile"),
        ("E10", "5", "Northgate (E10) is a small-city hex; tile 5 is a large-city tile"),
        ("F5", "4", "F5 is an open-track hex; tile 4 is a small-city tile"),
        ("F5", "57", "F5 is an open-track hex; tile 57 is a large-city tile"),
    ],
)
def test_tile_kind_must_match_hex_kind(hex_name: str, tile: str, phrase: str) -> None:
    game = started("PS&W", "TC&L")
    home_laid(game, "PS&W", "57", 1)
    assert phrase in refused_now(game, f"lay {hex_name} {tile} 0")


def test_first_tile_on_an_unimproved_hex_must_be_yellow_even_in_green() -> None:
    game = started("PS&W", "TC&L")
    game.state.depot.phase_index = GREEN
    assert "first tile laid on an unimproved hex must be yellow" in refused_now(game, "lay E4 14 0")
    act(game, "lay E4 57 1")
    assert game.track.tiles["E4"] == ("57", 1)


def test_first_tile_on_an_unimproved_hex_must_be_yellow_even_in_brown() -> None:
    game = started("PS&W", "TC&L")
    game.state.depot.phase_index = BROWN
    home_laid(game, "PS&W", "57", 1)
    # E6 lies beyond PS&W's track; a brown or green tile may not be its first tile.
    assert "must be yellow" in refused_now(game, "lay E6 544 0")
    assert "must be yellow" in refused_now(game, "lay E6 83 1")


def _to_metropolis(phase: int) -> EZLevel1:
    """PS&W's track from Purple Springs to Millbrook (F9), facing Metropolis (F11)."""
    game = started("PS&W", "TC&L")
    game.state.depot.phase_index = phase
    put_track(game, {"E4": ("57", 1), "E6": ("9", 1), "E8": ("8", 5), "F9": ("58", 2)}, {"E4": ["PS&W"]})
    return game


def test_metropolis_takes_only_metropolis_tiles() -> None:
    game = _to_metropolis(GREEN)
    assert "Only Metropolis tiles may be laid on Metropolis (F11)" in refused_now(game, "lay F11 14 0")
    assert "Only Metropolis tiles" in refused_now(game, "lay F11 9 0")


def test_metropolis_upgrades_to_716_in_green() -> None:
    game = _to_metropolis(GREEN)
    act(game, "lay F11 716 0")
    assert game.track.tiles["F11"] == ("716", 0)
    assert game.track.supply["716"] == 0


def test_metropolis_stays_yellow_in_the_yellow_phase() -> None:
    game = _to_metropolis(YELLOW)
    assert "Green tiles may not be laid in the yellow phase" in refused_now(game, "lay F11 716 0")
    assert game.track.tiles["F11"] == ("M", 0)


def test_metropolis_tiles_go_nowhere_else() -> None:
    game = started("PS&W", "TC&L")
    game.state.depot.phase_index = GREEN
    home_laid(game, "PS&W", "57", 1)
    assert "Metropolis tiles may only be laid on Metropolis, not on Purple Springs (E4)" in refused_now(game, "lay E4 716 0")


def test_no_tile_on_an_off_board() -> None:
    game = started("PS&W", "TC&L")
    home_laid(game, "PS&W", "57", 1)
    assert "West off-board, where no tile may ever be laid" in refused_now(game, "lay E2 7 2")


@pytest.mark.parametrize("hex_name", ["C12", "I10"])
@pytest.mark.parametrize("phase", [GREEN, BROWN])
def test_grey_hexes_are_never_upgraded(hex_name: str, phase: int) -> None:
    game = started("PS&W", "TC&L")
    game.state.depot.phase_index = phase
    home_laid(game, "PS&W", "57", 1)
    tile = "14" if phase == GREEN else "63"
    assert "pre-printed grey hex and can never be upgraded" in refused_now(game, f"lay {hex_name} {tile} 0")
    assert game.track.tiles[hex_name][0] == "G"


def test_unknown_tile_and_hex_are_refused() -> None:
    game = started("PS&W", "TC&L")
    assert "There is no tile 16 in 18EZ Level 1" in refused_now(game, "lay E4 16 0")  # not in the Level 1 manifest
    assert "Z9 is not a hex on the map" in refused_now(game, "lay Z9 57 0")


# -- upgrades (1.5) ---------------------------------------------------------------


@pytest.mark.parametrize(("tile", "rotation"), [("14", 0), ("15", 4), ("619", 1)])
def test_city_upgrade_keeps_station_and_returns_old_tile(tile: str, rotation: int) -> None:
    game = started("PS&W", "TC&L")
    game.state.depot.phase_index = GREEN
    home_laid(game, "PS&W", "57", 1)
    supply = game.track.supply
    yellow_left, green_left = supply["57"], supply[tile]
    outcome = act(game, f"lay E4 {tile} {rotation}")
    assert game.track.tiles["E4"] == (tile, rotation)
    assert game.track.tokens["E4"] == ["PS&W"]  # the station marker is put back on the new tile
    assert supply["57"] == yellow_left + 1  # the replaced tile goes back to the supply
    assert supply[tile] == green_left - 1
    assert any("upgrades tile" in m for m in outcome.messages)


def test_upgrade_must_keep_every_existing_exit() -> None:
    """Rulebook picture: 'Does not maintain the existing route.'"""
    game = started("PS&W", "TC&L")
    game.state.depot.phase_index = GREEN
    home_laid(game, "PS&W", "57", 1)
    sentence = refused_now(game, "lay E4 15 0")  # 15 at rotation 0 drops the track towards E6
    assert "cannot replace tile 57" in sentence
    assert "remove the existing track to the right" in sentence
    assert game.track.tiles["E4"] == ("57", 1)


def test_upgrade_must_keep_the_existing_connections() -> None:
    """Tile 20 has both exits of the sharp curve 7, but does not join them."""
    game = started("PS&W", "TC&L")
    game.state.depot.phase_index = GREEN
    put_track(game, {"E4": ("57", 1), "E6": ("7", 0)}, {"E4": ["PS&W"]})
    assert "does not keep the existing connections" in refused_now(game, "lay E6 20 0")
    act(game, "lay E6 82 0")  # the junction tile 82 keeps E4 joined to F5
    assert game.track.tiles["E6"] == ("82", 0)


def test_upgrade_may_not_skip_a_colour() -> None:
    """Rulebook picture: 'Cannot upgrade from yellow, straight to brown.'"""
    game = started("PS&W", "TC&L")
    game.state.depot.phase_index = BROWN
    put_track(game, {"E4": ("57", 1), "E6": ("9", 1)}, {"E4": ["PS&W"]})
    assert "a yellow tile can only be replaced by a green one (no colour may be skipped)" in refused_now(game, "lay E6 544 0")
    assert "no colour may be skipped" in refused_now(game, "lay E4 63 0")


def test_green_tiles_only_after_the_first_type_3_is_sold() -> None:
    game = started("PS&W", "TC&L", "BR&N")
    home_laid(game, "PS&W", "57", 1)
    game.state.depot.left["2"] = 0  # every type 2 has been sold
    rr(game, "TC&L").cash = 200
    assert "Green tiles may not be laid in the yellow phase" in refused_now(game, "lay E4 14 0")
    act(game, "pass")  # PS&W cannot afford a 3 ($170 < $180): its turn ends
    assert game.current_railroad().id == "TC&L"
    outcome = act(game, "buy 3")
    assert any("green phase begins" in m for m in outcome.messages)
    act(game, "pass")  # BR&N
    assert game.round_number == 2
    assert game.current_railroad().id == "PS&W"
    act(game, "lay E4 14 0")
    assert game.track.tiles["E4"] == ("14", 0)


def test_brown_tiles_only_after_the_first_type_5_is_sold() -> None:
    game = started("PS&W", "TC&L", "BR&N")
    game.state.depot.phase_index = GREEN
    for train in ("2", "3", "4"):
        game.state.depot.left[train] = 0
    put_track(game, {"E4": ("57", 1), "E6": ("83", 1)}, {"E4": ["PS&W"]})
    green_left = game.track.supply["83"]
    rr(game, "TC&L").cash = 500
    assert "Brown tiles may not be laid in the green phase" in refused_now(game, "lay E6 544 0")
    act(game, "pass")
    outcome = act(game, "buy 5")  # TC&L
    assert any("brown phase begins" in m for m in outcome.messages)
    act(game, "pass")  # BR&N
    act(game, "lay E6 544 0")  # PS&W, next round
    assert game.track.tiles["E6"] == ("544", 0)
    assert game.track.supply["83"] == green_left + 1  # the green tile went back


# -- the map edge (1.4) -------------------------------------------------------------


def test_home_tile_may_point_at_an_off_board() -> None:
    game = started("PS&W", "TC&L")
    act(game, "lay E4 57 1")  # left side faces the West off-board's track
    assert game.track.tiles["E4"] == ("57", 1)


def test_track_may_not_point_off_the_map_or_at_an_off_boards_trackless_side() -> None:
    game = started("PS&W", "TC&L")
    put_track(game, {"E4": ("57", 2)}, {"E4": ["PS&W"]})  # Purple Springs: the bay D3 to F5
    # D3's lower-left side faces the West off-board where it has no track; its left side faces nothing.
    assert "would lead off the map at its lower-left side" in refused_now(game, "lay D3 7 5")
    assert "would lead off the map at its left side" in refused_now(game, "lay D3 8 5")
    assert "D3" not in game.track.tiles


def test_edge_hex_track_may_not_lead_off_the_map_but_may_reach_west() -> None:
    game = started("PS&W", "TC&L")
    put_track(game, {"E4": ("57", 0)}, {"E4": ["PS&W"]})  # Purple Springs: F3 to D5
    assert "would lead off the map at its lower-left side" in refused_now(game, "lay F3 9 0")
    assert "would lead off the map at its left side" in refused_now(game, "lay F3 8 1")  # from E4 to F3's left: off the map
    act(game, "lay F3 7 2")  # a sharp curve from Purple Springs to the West off-board
    assert game.track.tiles["F3"] == ("7", 2)


# -- connection to the railroad's station (1.4) ----------------------------------------


def test_lay_must_be_reachable_from_the_station() -> None:
    game = started("PS&W", "TC&L")
    home_laid(game, "PS&W", "57", 1)
    assert "PS&W cannot trace a route from its station to F5" in refused_now(game, "lay F5 9 2")
    assert "cannot trace a route" in refused_now(game, "lay D7 57 0")


def test_lay_must_extend_the_railroads_track() -> None:
    game = started("PS&W", "TC&L")
    home_laid(game, "PS&W", "57", 1)
    assert "at rotation 0 on E6 does not extend PS&W's track" in refused_now(game, "lay E6 9 0")
    act(game, "lay E6 9 1")
    assert game.track.tiles["E6"] == ("9", 1)


def test_upgrade_needs_a_route_to_the_track_on_the_hex() -> None:
    """PS&W's track ends facing E6, whose straight runs F5 to D7 and never meets it.

    Tile 19 keeps that straight and adds track between D5 and E8, still not touching
    PS&W's track: PS&W cannot trace a route to it, so it may not lay it (1.4, 1.5).
    Tile 20 (at rotation 0) adds track from E4's side, an extension of PS&W's track.
    """
    game = started("PS&W", "TC&L")
    game.state.depot.phase_index = GREEN
    put_track(game, {"E4": ("57", 1), "E6": ("9", 0)}, {"E4": ["PS&W"]})
    assert "does not extend PS&W's track" in refused_now(game, "lay E6 19 0")
    act(game, "lay E6 20 0")
    assert game.track.tiles["E6"] == ("20", 0)


def _tcl_behind_purple_springs() -> EZLevel1:
    """TC&L's track from Teal Cove (I6) via H5, G4 and F3 runs into PS&W's full home city."""
    game = started("TC&L", "PS&W")
    put_track(
        game,
        {"I6": ("57", 2), "H5": ("9", 2), "G4": ("9", 2), "F3": ("8", 3), "E4": ("57", 0)},
        {"I6": ["TC&L"], "E4": ["PS&W"]},
    )
    return game


def test_no_building_through_another_railroads_full_city() -> None:
    game = _tcl_behind_purple_springs()
    # D5 is only reachable through Purple Springs, whose one slot holds PS&W's station.
    assert "TC&L cannot trace a route from its station to D5" in refused_now(game, "lay D5 9 0")
    act(game, "pass")  # TC&L's build step
    act(game, "pass")  # TC&L's buy step: its turn ends
    assert game.current_railroad().id == "PS&W"
    act(game, "lay D5 9 0")  # PS&W itself may build there
    assert game.track.tiles["D5"] == ("9", 0)


def test_building_may_continue_elsewhere_beside_a_blocked_city() -> None:
    game = _tcl_behind_purple_springs()
    act(game, "lay J7 8 2")  # TC&L's other side is free: Teal Cove to J9
    assert game.track.tiles["J7"] == ("8", 2)


# -- one lay per Operating Round (1.3, 1.4) -------------------------------------------


def test_only_one_lay_per_operating_round() -> None:
    game = started("PS&W", "TC&L")
    act(game, "lay E4 57 1")
    assert game.current_railroad().id == "PS&W"  # it may still buy a train
    assert "has passed its build step this round; steps may not be returned to" in refused_now(game, "lay E6 9 1")
    assert "E6" not in game.track.tiles
    act(game, "buy 2")
    act(game, "lay I6 57 2")  # TC&L
    act(game, "buy 2")
    assert game.round_number == 2
    act(game, "lay E6 9 1")  # PS&W, the next round
    assert game.track.tiles["E6"] == ("9", 1)


def test_passing_the_build_step_forfeits_the_lay() -> None:
    game = started("PS&W", "TC&L")
    home_laid(game, "PS&W", "57", 1)
    rr(game, "PS&W").trains = ["2"]
    rr(game, "PS&W").cash = 400
    game.state.depot.left["2"] = 0
    act(game, "pass")
    assert game.step == "run"
    assert "steps may not be returned to" in refused_now(game, "lay E6 9 1")


# -- the tile supply (1.1, 1.5) ------------------------------------------------------------


def test_laying_the_last_copy_leaves_none() -> None:
    game = started("PS&W", "TC&L")
    game.state.track.supply["57"] = 1
    act(game, "lay E4 57 1")
    assert game.track.supply["57"] == 0
    act(game, "pass")
    assert game.current_railroad().id == "TC&L"
    assert "No copies of tile 57 are left in the supply" in refused_now(game, "lay I6 57 2")
    lays = [a for a in game.legal_actions(owner(game, "TC&L")) if isinstance(a, LayTile)]
    assert lays and all(a.tile != "57" for a in lays)
    act(game, "lay I6 6 2")
    assert game.track.tiles["I6"] == ("6", 2)


def test_upgraded_away_tile_can_be_laid_again() -> None:
    game = started("PS&W", "TC&L")
    game.state.depot.phase_index = GREEN
    home_laid(game, "PS&W", "57", 1)
    game.state.track.supply["57"] = 0  # the one on Purple Springs was the last
    act(game, "lay E4 14 0")
    assert game.track.supply["57"] == 1
    act(game, "pass")
    act(game, "lay I6 57 2")  # TC&L uses the returned copy
    assert game.track.tiles["I6"] == ("57", 2)
    assert game.track.supply["57"] == 0


# -- legal_actions agrees with apply --------------------------------------------------------


def test_legal_lays_on_chosen_hexes_are_all_accepted() -> None:
    game = started("PS&W", "TC&L")
    game.state.depot.phase_index = GREEN
    put_track(game, {"E4": ("57", 1)}, {"E4": ["PS&W"]})
    player = owner(game, "PS&W")
    hexes = ["E4", "E6", "F5", "D5", "E2", "C12", "F11"]
    lays = [a for a in game.legal_actions(player, hexes=hexes) if isinstance(a, LayTile)]
    for lay in lays:
        trial = copy.deepcopy(game)
        trial.apply(player, lay)
        assert trial.state.track.tiles[lay.hex] == (lay.tile, lay.rotation)
    keys = {(a.hex, a.tile, a.rotation) for a in lays}
    assert {a.hex for a in lays} == {"E4", "E6"}  # F5, D5 not reachable; no lays on off-boards, grey or Metropolis here
    assert ("E4", "14", 0) in keys
    assert ("E6", "9", 1) in keys
    assert ("E4", "15", 0) not in keys  # would drop the track to E6
    assert ("E6", "9", 0) not in keys  # does not extend PS&W's track
    assert not any(a.tile == "63" for a in lays)  # brown is not yet allowed
    refused(game, player, "lay E4 15 0")


def test_legal_lays_for_a_new_railroad_are_on_its_home_only() -> None:
    game = started("PS&W", "TC&L")
    player = owner(game, "PS&W")
    lays = [a for a in game.legal_actions(player) if isinstance(a, LayTile)]
    assert {a.hex for a in lays} == {"E4"}
    keys = {(a.tile, a.rotation) for a in lays}
    assert ("57", 1) in keys
    assert ("14", 0) not in keys  # green: not in the yellow phase
    for lay in lays:
        copy.deepcopy(game).apply(player, lay)
    assert game.legal_actions(owner(game, "TC&L")) == []  # not TC&L's turn
