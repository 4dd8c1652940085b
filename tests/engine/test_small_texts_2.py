"""Issue 34, "Also seen" (second part): 18GL and 18EZ Level 1 say why a railroad earns nothing (rules revision 4),
and /sell and Level 1's /choose take a railroad's full name as /buy-share and /par do."""

from __future__ import annotations

import pytest

from engine.actions import parse_action
from engine.eighteen.ez.level1.game import EZLevel1
from engine.eighteen.ez.level2.game import SHARE_DEALING
from engine.eighteen.shared.moves import ChooseRailroad, SellShares
from tests.engine.conftest import act, started
from tests.engine.eighteen.ez.test_level2 import FOUR, play, seated
from tests.saved_games import saved_moves


def _level1_runs_without_track(revision: int | None) -> list[str]:
    """PS&W buys a type 2 train, lays no track, and runs in Operating Round 2."""
    game = started("PS&W", "BR&N")
    if revision is not None:
        game.revision = revision
    for _ in range(30):
        texts = [m.text for m in game.legal_actions(game.acting_players()[0])]
        pick = next((t for t in texts if t.startswith("buy")), None) or ("run" if "run" in texts else "pass")
        outcome = act(game, pick)
        if pick == "run" and outcome.company == "PS&W":
            return list(outcome.messages)
    raise AssertionError("PS&W never ran")


def test_level1_says_which_trains_found_no_route_from_revision_4() -> None:
    assert _level1_runs_without_track(None) == [
        "PS&W's type 2 train finds no route: no two stops joined by track include a PS&W station.",
        "PS&W earns nothing this round.",
    ]
    assert _level1_runs_without_track(3) == ["PS&W has no route to run and earns nothing."]  # as it was played


def _gl_nothing(name: str) -> list[str]:
    game, moves = saved_moves(name)
    said = []
    for player, action, epoch in moves:
        game.epoch = epoch
        said += [m for m in game.apply(player, action).messages if " earns nothing" in m]
    return said


def test_18gl_says_why_a_corporation_earns_nothing_from_revision_4() -> None:
    said = _gl_nothing("18gl-example-revision-4")
    assert "PRR earns nothing, as it owns no trains; its share value falls to $60." in said
    assert "GT earns nothing, as its trains found no route; its share value falls to $60." in said
    assert "LS&I earns nothing, as nothing is left of its run after interest; its share value falls to $75." in said
    assert all(", as " in m for m in said)
    assert not any(", as " in m for m in _gl_nothing("18gl-example"))  # a game begun earlier keeps its messages


@pytest.mark.parametrize(("typed", "text"), [
    ("sell Purple Springs & Western 2", "sell PURPLESPRINGS&WESTERN 2"),
    ("sell purple springs and western 1 BR&N 2", "sell PURPLESPRINGSANDWESTERN 1 BR&N 2"),
    ("sell Illinois Central 1 Baltimore and Ohio 2", "sell ILLINOISCENTRAL 1 BALTIMOREANDOHIO 2"),
    ("sell PS&W 2 BR&N 1", "sell PS&W 2 BR&N 1"),
])
def test_a_sale_reads_full_railroad_names(typed: str, text: str) -> None:
    action = parse_action(typed)
    assert isinstance(action, SellShares) and action.text == text
    assert parse_action(action.text) == action
    assert parse_action(SellShares.typed_text("sell", {"shares": typed.removeprefix("sell ")})) == action


@pytest.mark.parametrize("typed", ["sell PS&W", "sell Purple Springs", "sell 2", "sell PS&W x"])
def test_a_sale_without_its_counts_is_refused(typed: str) -> None:
    from engine.core.errors import IllegalAction

    with pytest.raises(IllegalAction):
        parse_action(typed)


def test_a_full_name_sells_in_a_game_and_is_recorded_by_its_id() -> None:
    game, (a, b, c, d) = seated(FOUR)
    play(game, f"{a}: par PS&W 50", f"{b}: buy-share PS&W", f"{c}: buy-share PS&W", f"{d}: buy-share PS&W",
         f"{a}: pass", f"{b}: pass", f"{c}: pass", f"{d}: pass")  # PS&W floats
    while game.stage != SHARE_DEALING:
        game.apply(game.acting_players()[0], parse_action("pass"))
    while game.players[game.acting_players()[0]] == a:  # a shareholder who is not the president sells
        game.apply(game.acting_players()[0], parse_action("pass"))
    seller = game.acting_players()[0]
    typed = SellShares.typed_text("sell", {"shares": "Purple Springs & Western 1"})
    outcome = game.apply(seller, parse_action(typed))
    assert outcome.action.text == "sell PS&W 1"


def test_level1_chooses_a_railroad_by_its_full_name() -> None:
    game = EZLevel1(["Ann", "Bob"], 1)
    first = game.seating()[0]
    typed = ChooseRailroad.typed_text("choose", {"railroad": "Purple Springs & Western"})
    outcome = game.apply(first, parse_action(typed))
    assert outcome.action.text == "choose PS&W"
    assert outcome.messages[0].startswith(f"{game.players[first]} takes the Purple Springs & Western (PS&W)")
    second = game.seating()[1]
    assert game.apply(second, parse_action("choose bear river and northern")).action.text == "choose BR&N"
