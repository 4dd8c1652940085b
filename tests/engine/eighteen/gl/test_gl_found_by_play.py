"""18GL errors found by playing (issue 20), each checked against the rulebook (18GL.txt)."""

from __future__ import annotations

import json
from pathlib import Path

from engine.actions import parse_action
from engine.eighteen.gl import track as gl_track
from engine.eighteen.gl.conrail import CONRAIL, phase_started
from engine.eighteen.gl.game import GL18
from engine.eighteen.gl.steps import _interest_sentence
from tests.engine.conftest import refused
from tests.engine.eighteen.gl.test_gl_conrail import setup as conrail_setup
from tests.engine.eighteen.gl.test_gl_powers import operating
from tests.engine.eighteen.gl.test_gl_stock import FOUR, play

POSITIONS = Path(__file__).resolve().parents[4] / "tests" / "fixtures" / "gl_station_positions.json"
# -- 4.2: the private companies come first -------------------------------------------------------


def test_par_is_refused_during_the_private_companies_auction() -> None:
    """4.2: the Initial Stock Round sells the private companies first; a typed /par got through, even for PRR, whose
    President's Certificate comes with the C&A (a second player then held PRR's President's Certificate)."""
    game = GL18(FOUR, 5)
    first = game.acting_players()[0]
    assert game.state.startpacket is not None
    for text in ("par PRR 100", "par NYC 90"):
        assert refused(game, first, text) == "The private companies come first: buy the cheapest, bid on another, or pass."
    assert not any(c.started for c in game.state.corporations.values())
    assert all(m.kind != "par" for m in game.legal_actions(first))


def test_before_revision_1_a_typed_par_in_the_auction_still_replays() -> None:
    """A game saved before the fix may hold such a move: it loads and replays as it was played."""
    game = GL18(FOUR, 5, (), 0)
    first = game.acting_players()[0]
    game.apply(first, parse_action("par NYC 90"))
    assert game.state.corporations["NYC"].started and game.state.startpacket is not None


def test_par_is_still_a_stock_round_move() -> None:
    game = GL18(FOUR, 5)
    while game.state.startpacket is not None and game.state.start_due is None:
        top = game.state.startpacket.top()
        assert top is not None
        play(game, f"{game.players[game.acting_players()[0]]}: buy-company {top.id}")
    if game.state.start_due is not None:  # the C&A's buyer sets PRR's starting value first
        due = game.state.start_due
        game.apply(due[0], parse_action(f"par {due[1]} {game.start_values()[0]}"))
    while game.state.startpacket is not None:
        top = game.state.startpacket.top()
        assert top is not None
        play(game, f"{game.players[game.acting_players()[0]]}: buy-company {top.id}")
    player = game.acting_players()[0]
    value = game.start_values()[0]
    game.apply(player, parse_action(f"par NYC {value}"))
    assert game.state.corporations["NYC"].started and game.state.corporations["NYC"].president == player


# -- 4.6.2: a station's route is a legal route ---------------------------------------------------


def _nkp_position(revision: int) -> tuple[GL18, object]:
    """5 players, seed 104, move 2185 (rules revision 0): NKP was offered G15 for $280 with no legal route to it."""
    position = next(p for p in json.loads(POSITIONS.read_text()) if p["hex"] == "G15")
    game = GL18(["A", "B", "C", "D", "E"], 104, (), revision)
    game.state.track.tiles = {h: (t, r) for h, (t, r) in position["tiles"].items()}
    game.state.track.tokens = {h: list(t) for h, t in position["tokens"].items()}
    corporation = game.state.corporations["NKP"]
    corporation.cash, corporation.stations = 1000, 3
    return game, corporation


def test_a_station_is_offered_only_where_a_legal_route_reaches() -> None:
    game, nkp = _nkp_position(1)
    assert "G15" not in gl_track.station_choices(game, nkp)
    old, nkp_old = _nkp_position(0)
    assert gl_track.station_choices(old, nkp_old)["G15"] == 280  # a saved game still pays what it paid


def test_interest_says_what_moved_never_zero_withheld() -> None:
    assert _interest_sentence("B&O", 50, 50, 0, 0) == "B&O pays $50 loan interest from its treasury."
    assert _interest_sentence("B&O", 50, 0, 50, 0) == "B&O pays $50 loan interest withheld from its earnings."
    assert _interest_sentence("B&O", 100, 0, 30, 70) == (
        "B&O pays $30 of its $100 loan interest, withheld from its earnings; the other $70 must be raised.")
    assert _interest_sentence("B&O", 50, 0, 0, 50) == (
        "B&O owes $50 loan interest and has neither the cash nor earnings to pay it: the $50 must be raised.")


# -- 4.5.1.2: CONRAIL replaces every merged home, Wabash's St. Louis circle too -----------------------


def test_conrail_keeps_wabashs_home_in_either_st_louis_circle() -> None:
    """4.5.1.2: "The President starts by replacing all of the merged Corporations' home station tokens." Wabash's
    home may be St. Louis's second circle (C19); it was only offered as optional, and `keep none` lost it."""
    for revision, kept in ((1, True), (0, False)):
        game, _players = conrail_setup(
            {"Wabash": {"Ann": 6, "treasury": 4}, "NYC": {"Ann": 4, "Bob": 4, "pool": 2},
             "GT": {"Dee": 6, "treasury": 4}}, {"Wabash": 100, "NYC": 90, "GT": 80}, revision=revision)
        state = game.state
        state.corporations["GT"].trains = ["10H"]
        state.track.tokens["C19"] = ["Wabash"]
        state.track.tokens["N12"] = ["NYC"]
        state.track.tokens["J14"] = ["NYC"]
        phase_started(game, state.corporations["GT"], [])
        state = game.state
        assert (state.track.tokens.get("C19") == [CONRAIL]) is kept, revision
        if kept:
            assert state.conrail_keep == {"NYC": ["J14"]}
            play(game, "Ann: keep none")
            assert game.state.track.tokens["C19"] == [CONRAIL] and game.state.track.tokens["N12"] == [CONRAIL]
        else:  # a saved game: St. Louis was offered as a choice, as when it was played
            assert state.conrail_keep == {"Wabash": ["C19"], "NYC": ["J14"]}


# -- 4.3 notes 6, 8, 9, 10: tokens in the token step, ALCO's token never moved ----------------------------


def test_the_port_token_is_placed_in_the_token_step() -> None:
    game, ann, _bob = operating("NKP")
    messages = play(game, "Ann: power PORT L14", "Bob: accept")
    assert "NKP ends its track step: the Great Lakes Port Authority's token is placed in the token step." in messages
    assert game.state.step == "token" and game.power_hexes() == {"port": "L14"}
    assert refused(game, ann, "lay K13 9 0").startswith("NKP is past its track step")
    game, ann, _bob = operating("NKP")
    game.state.corporations["NKP"].trains = ["2H"]
    play(game, "Ann: pass")  # no tile (and no station to place): the run step
    assert game.state.step == "run"
    assert refused(game, ann, "pass") == "NKP must run its trains for the most they can earn (4.6.3): /run."
    assert refused(game, ann, "power PORT L14") == (
        "The Great Lakes Port Authority's token is placed in the token step, which NKP is past.")


def test_before_revision_1_the_port_token_went_in_the_track_step() -> None:
    game, _ann, _bob = operating("NKP", revision=0)
    play(game, "Ann: power PORT L14", "Bob: accept")
    assert game.state.step == "track"


def test_alcos_token_goes_on_one_train_once() -> None:
    game, ann, _bob = operating("NKP")
    game.state.corporations["NKP"].trains = ["2H", "4H"]
    play(game, "Ann: power ALCO 2H")
    assert game.state.alco_train == ("NKP", "2H")
    for target in ("2H", "4H"):
        assert refused(game, ann, f"power ALCO {target}") == "ALCO's +2H token is on NKP's 2H train already, and may not be moved."
    assert not any(a.text.startswith("power ALCO") for a in game.legal_actions(ann))
    old, _ann, _bob = operating("NKP", revision=0)
    old.state.corporations["NKP"].trains = ["2H", "4H"]
    play(old, "Ann: power ALCO 2H", "Ann: power ALCO 4H")  # a saved game may hold this
    assert old.state.alco_train == ("NKP", "4H")
