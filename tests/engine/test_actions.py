"""Move notation: every action prints to one line that parses back to the same action."""

from __future__ import annotations

import pytest

from engine.actions import action_from_data, parse_action
from engine.core.action_base import Pass
from engine.core.errors import IllegalAction
from engine.eighteen.shared.moves import BuyTrain, LayTile, RunTrains, TrainRoute

TEXTS = ["choose PS&W", "lay E4 57 1", "run", "run none", "run 4:WEST-E4-F9-F11 2:E4-F5", "buy 3", "buy", "pass"]


@pytest.mark.parametrize("text", TEXTS)
def test_text_form_round_trips(text: str) -> None:
    action = parse_action(text)
    assert action.text == text
    assert parse_action(action.text) == action
    assert action_from_data(action.model_dump(mode="json")) == action


def test_parsing_normalises_case_and_builds_the_models() -> None:
    assert parse_action("lay e4 57 1") == LayTile(hex="E4", tile="57", rotation=1)
    assert parse_action("run 3:west-e4-f9") == RunTrains(routes=(TrainRoute(train="3", stops=("WEST", "E4", "F9")),))
    assert parse_action("BUY 4") == BuyTrain(train="4")
    assert parse_action("  pass ") == Pass()


@pytest.mark.parametrize(
    ("text", "reason"),
    [
        ("", "the move is empty"),
        ("lay E4 57", "written 'lay HEX TILE ROTATION'"),
        ("lay E4 57 6", "not a number from 0 to 5"),
        ("run 4-WEST-E4", "is not a route like"),
        ("fly E4", "'fly E4' is not a move"),
    ],
)
def test_malformed_moves_are_one_sentence(text: str, reason: str) -> None:
    with pytest.raises(IllegalAction) as error:
        parse_action(text)
    assert reason.lower() in str(error.value).lower()
    assert str(error.value).endswith(".")
