"""18GL's private companies' special powers (rulebook 4.3, notes 1-11), used in Operating Rounds."""

from __future__ import annotations

from engine.eighteen.gl.game import GL18
from tests.engine.conftest import refused
from tests.engine.eighteen.gl.test_gl_stock import play, seated, sell_privates

# In this two-player game (seed 2) the privates are bought in turn: Ann owns the EJ&E, RailWorks, ALCO
# and Ferry; Bob the C&E, Bridge, Mine, Port and C&A (and so sets PRR's starting value).


def operating(corporation: str, value: int = 60, revision: int | None = None) -> tuple[GL18, int, int]:
    """Ann starts `corporation` and buys 60% of it; its first Operating Round begins."""
    game, order = seated(["Ann", "Bob"], seed=2, revision=revision)
    sell_privates(game, order)
    owner = game.state.start_due[0]  # type: ignore[index]
    play(game, f"{game.players[owner]}: par PRR 100")
    play(game, f"Ann: par {corporation} {value}")
    for _ in range(4):
        play(game, "Bob: pass", f"Ann: buy-share {corporation}")
    play(game, "Bob: pass", "Ann: pass")
    assert game.state.operating == corporation and game.state.step == "track"
    return game, 0, 1


def test_the_owners_of_the_privates() -> None:
    game, ann, bob = operating("NKP")
    owners = {company: game.state.privates[company].player for company in game.state.privates}
    assert [c for c, p in owners.items() if p == ann] == ["EJ&E", "RAILWORKS", "ALCO", "FERRY"]
    assert [c for c, p in owners.items() if p == bob] == ["C&E", "BRIDGE", "MINE", "PORT", "C&A"]


def test_the_c_and_e_blocks_its_hexes_until_its_owner_agrees() -> None:
    game, ann, bob = operating("NKP")
    assert refused(game, ann, "lay M13 1 1") == "Ashtabula & Erie (M13) is blocked by the Cleveland and Eastern Railway while it is open."
    messages = play(game, "Ann: power C&E")
    assert "Ann asks Bob to use the Cleveland and Eastern Railway's power for NKP: Bob, accept or decline." in messages
    assert game.acting_players() == [bob]
    assert refused(game, ann, "lay M13 1 1").startswith("It is not your turn")
    play(game, "Bob: accept")
    assert game.acting_players() == [ann] and game.state.permitted == ["L14", "M13"]
    lay = next(a for a in game.legal_actions(ann) if a.text.startswith("lay M13"))
    play(game, f"Ann: {lay.text}")
    assert game.state.track.tiles["M13"][0] in ("1", "2", "55", "56")  # a double-town tile
    assert not game.state.privates["C&E"].closed  # leave to lay does not close it


def test_a_declined_power_changes_nothing() -> None:
    game, ann, _bob = operating("NKP")
    play(game, "Ann: power BRIDGE")
    messages = play(game, "Bob: decline")
    assert messages == ["Bob declines: the Three Rivers Bridge Company's power is not used."]
    assert game.powers() == {} and game.acting_players() == [ann] and game.state.step == "track"


def test_a_declined_power_is_asked_for_again_only_in_a_later_step() -> None:
    """Issue 44 §7: a president could ask again right after each decline, in the same step, each ask calling the
    owner (a one-ply player asked about 1,000 times in one track step). From rules revision 5 a declined ask stands
    for the rest of the step: the same judge refuses it and the legal moves leave it out; the next step asks anew."""
    game, ann, bob = operating("NKP")
    play(game, "Ann: power BRIDGE", "Bob: decline")
    assert refused(game, ann, "power BRIDGE") == ("Bob declined the Three Rivers Bridge Company's power for this step; "
                                                 "ask again in a later step.")
    assert not any(a.text.startswith("power BRIDGE") for a in game.legal_actions(ann))
    assert game.acting_players() == [ann] and game.state.power_request is None  # Bob is not called again
    assert any(a.text.startswith("power C&E") for a in game.legal_actions(ann))  # another owner's power may be asked
    play(game, "Ann: pass", "Ann: buy 2H", "Ann: pass", "Bob: pass", "Ann: pass")  # to NKP's next track step
    assert (game.state.or_number, game.state.operating, game.state.step) == (2, "NKP", "track")
    assert any(a.text.startswith("power BRIDGE") for a in game.legal_actions(ann))
    play(game, "Ann: power BRIDGE")
    assert game.acting_players() == [bob]  # asked anew, in a later step


def test_before_rules_revision_5_a_declined_power_could_be_asked_again_at_once() -> None:
    """Saved games replay as they were played: one begun under revision 4 asks again as often as it did."""
    game, _ann, bob = operating("NKP", revision=4)
    for _ in range(3):
        play(game, "Ann: power BRIDGE", "Bob: decline")
    play(game, "Ann: power BRIDGE")
    assert game.acting_players() == [bob]


def test_ej_and_e_grants_two_tiles_anywhere_that_must_join() -> None:
    game, ann, _bob = operating("NKP")
    cash = game.state.corporations["NKP"].cash
    messages = play(game, "Ann: power EJ&E")
    assert "The Elgin, Joliet and Eastern Railway Company closes." in messages
    assert game.state.privates["EJ&E"].closed and game.state.bonus_lays == {"ejoe": 2}
    # Far from NKP's track: the EJ&E's tiles need not extend a route; a tile not facing C13 is refused
    play(game, "Ann: lay C11 9 0")  # straight, bottom to top: meets C13's top side
    assert refused(game, ann, "lay C13 9 1") == ("The EJ&E's two tiles must join each other: "
                                                 "tile 9 on C13 does not meet C11's track.")
    play(game, "Ann: lay C13 9 0")
    assert game.state.track.tiles["C11"] == ("9", 0) and game.state.track.tiles["C13"] == ("9", 0)
    assert game.state.corporations["NKP"].cash == cash and game.state.step == "track"  # its own two lays remain
    assert game.state.lays == 0


def test_railworks_adds_two_yellow_tiles_and_closes() -> None:
    game, ann, _bob = operating("NKP")
    play(game, "Ann: power RAILWORKS")
    assert game.state.privates["RAILWORKS"].closed
    first = next(a for a in game.legal_actions(ann) if a.text.startswith("lay K15"))
    play(game, f"Ann: {first.text}")
    assert game.state.bonus_lays == {"railworks": 1} and game.state.lays == 0  # RailWorks' lay first
    lays = {a.text.split()[1] for a in game.legal_actions(ann) if a.text.startswith("lay")}
    assert lays - {"K15"}  # the track now reaches further
    hex_name = sorted(lays - {"K15"})[0]
    tile = next(a for a in game.legal_actions(ann) if a.text.startswith(f"lay {hex_name}"))
    play(game, f"Ann: {tile.text}")
    assert game.state.bonus_lays == {"railworks": 0} and game.state.lays == 0  # both of NKP's own lays remain


def test_bridge_halves_river_costs_for_its_corporation() -> None:
    game, ann, _bob = operating("NKP")
    play(game, "Ann: power BRIDGE", "Bob: accept")
    assert game.powers() == {"bridge": "NKP"}
    assert not game.state.privates["BRIDGE"].closed
    assert refused(game, ann, "power BRIDGE") == "The Three Rivers Bridge Company's token is already with NKP and may not be moved."
    from engine.eighteen.gl.powers import terrain_cost

    nkp, prr = game.state.corporations["NKP"], game.state.corporations["PRR"]
    assert [terrain_cost(game, nkp, c, "river") for c in (20, 40, 50)] == [10, 20, 25]
    assert terrain_cost(game, nkp, 40, "hill") == 40 and terrain_cost(game, prr, 40, "river") == 40


def test_port_token_goes_on_a_port_city_and_closes_the_company() -> None:
    game, ann, _bob = operating("NKP")
    asked = refused(game, ann, "power PORT")
    assert asked is not None and asked.startswith("Say which city gets the Great Lakes Port Authority's token: one with the port")
    assert refused(game, ann, "power PORT K15") == ("Sandusky (K15) has no port symbol; the cities with one are "
                                                    "C7, C9, D2, D12, J14, L14, N10.")
    play(game, "Ann: power PORT L14", "Bob: accept")
    assert game.powers() == {"port": "NKP"} and game.power_hexes() == {"port": "L14"}
    assert game.state.privates["PORT"].closed


def test_mine_and_the_timing_of_powers() -> None:
    game, ann, _bob = operating("NKP")
    play(game, "Ann: power MINE", "Bob: accept")
    assert game.powers() == {"mine": "NKP"} and not game.state.privates["MINE"].closed
    play(game, "Ann: pass")  # no tile; no train to run: on to buying one
    assert game.state.step == "buy"
    assert refused(game, ann, "power RAILWORKS") == ("The RailWorks's power is used in the track step, "
                                                     "before NKP lays its tile.")
    assert refused(game, ann, "power BRIDGE") == "The Three Rivers Bridge Company's power is used before NKP runs its trains."


def test_the_ferry_replaces_the_tile_and_lays_the_far_landing() -> None:
    game, ann, _bob = operating("NKP")
    assert refused(game, ann, "power FERRY MM") == "NKP cannot trace a route to the Milwaukee-Muskegon ferry's landings."
    messages = play(game, "Ann: power FERRY LC")
    assert game.active_ferry() == "LC" and game.powers() == {"ferry": "NKP"}
    assert "NKP may lay the ferry's landing tile in L10." in messages
    assert game.state.bonus_lays == {"ferry": 1}
    lays = [a for a in game.legal_actions(ann) if a.text.startswith("lay")]
    assert lays and all(a.text.startswith("lay L10") for a in lays)  # its own lays went to the ferry
    play(game, f"Ann: {lays[0].text}")
    assert "L10" in game.state.track.tiles and game.state.step != "track"
    assert not game.state.privates["FERRY"].closed


def test_alco_goes_on_an_h_train_only() -> None:
    game, ann, _bob = operating("NKP")
    assert refused(game, ann, "power ALCO 2H") == "NKP has no H train for ALCO's +2H token."


def test_a_ports_tile_keeps_its_ferry_line() -> None:
    from engine.eighteen.gl.track import ferry_problem
    from engine.eighteen.shared.tiles import PlacedTile

    game, _ann, _bob = operating("NKP")
    board = game.board
    assert ferry_problem(game, "L10", PlacedTile(board.tiles["LON-Y"], 0)) is None  # exits 0, 2, 4: the bottom side meets the ferry
    assert ferry_problem(game, "L10", PlacedTile(board.tiles["LON-Y"], 1)) == (
        "tile LON-Y at rotation 1 on London (L10) must keep the ferry line at its bottom side")
    assert ferry_problem(game, "K15", PlacedTile(board.tiles["LON-Y"], 1)) is None  # no ferry lands there
