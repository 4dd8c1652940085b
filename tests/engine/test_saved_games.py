"""Games saved by earlier versions replay to exactly what they said when they were played.

The fixtures (tests/fixtures/saved, each made by `python -m tests.saved_games NAME` when it was
added; the 18EZ ones before the engine's rounds-and-steps rewrite, the 18GL ones when 18GL was first
offered) hold the exports of the example games and of random-play games, with every move's
messages and the final status, scores and prompt. Any change to rules code must keep
these identical: a running game must never change under its players' feet.
"""

from __future__ import annotations

import json
import re

import pytest

from engine import game_class
from engine.actions import action_from_data, parse_action
from tests.saved_games import SAVED, final_record, outcome_record, replay_document

NAMES = sorted(p.name.removesuffix(".json") for p in SAVED.glob("*.json") if not p.name.endswith(".expected.json"))
# Wording corrected since a fixture was saved: {fixture: [{"move": N, "final" (status) or "prompt", "was": text, "now": text or null,
# "why": ...}]}, or {"move": "every", "was": pattern, "now": replacement} for a sentence reworded wherever it was
# said ("every-final": wherever the final status lines say it). Only what a move *says* may be corrected here (a
# message that was wrong or said twice), never what it does: the state, money, scores and who acts must replay
# exactly. Each entry must match a saved line.
CORRECTIONS = json.loads((SAVED.parent / "corrections.json").read_text())


def _corrected(name: str, expected: dict) -> dict:
    for fix in CORRECTIONS.get(name, []):
        if fix["move"] == "every":  # a sentence reworded wherever it was said: "was" a pattern, "now" its replacement
            said = [(lines, i) for move in expected["moves"] for lines in [move["messages"]] for i in range(len(lines))
                    if re.search(fix["was"], lines[i])]
            assert said, f"{name}: the correction '{fix['was']}' names a sentence it never said"
            for lines, i in said:
                lines[i] = re.sub(fix["was"], fix["now"], lines[i])
            continue
        if fix["move"] == "every-final":  # the final status lines' wording, wherever they say it
            status = expected["final"]["status"]
            assert any(re.search(fix["was"], line) for line in status), f"{name}: '{fix['was']}' is in no final status line"
            expected["final"]["status"] = [re.sub(fix["was"], fix["now"], line) for line in status]
            continue
        if fix["move"] == "prompt":  # the final position's turn prompt
            assert expected["final"]["prompt"] == fix["was"], f"{name}: the prompt correction names a prompt it never gave"
            expected["final"]["prompt"] = fix["now"]
            continue
        lines = expected["final"]["status"] if fix["move"] == "final" else expected["moves"][fix["move"] - 1]["messages"]
        assert fix["was"] in lines, f"{name}: the correction of move {fix['move']} names a line it never said"
        where = lines.index(fix["was"])
        if fix["now"] is None:
            del lines[where]
        else:
            lines[where] = fix["now"]
    return expected


def _load(name: str) -> tuple[dict, dict]:
    expected = json.loads((SAVED / f"{name}.expected.json").read_text())
    return json.loads((SAVED / f"{name}.json").read_text()), _corrected(name, expected)


@pytest.mark.parametrize("name", NAMES)
def test_a_saved_game_replays_message_for_message(name: str) -> None:
    document, expected = _load(name)
    game = replay_document(document)
    assert len(game.history) == len(expected["moves"])
    for number, (outcome, said) in enumerate(zip(game.history, expected["moves"], strict=True), start=1):
        assert outcome_record(outcome) == said, f"move {number} ({outcome.action.text}) now says something else"
    assert final_record(game) == expected["final"]


@pytest.mark.parametrize("name", NAMES)
def test_a_saved_game_is_still_legal_move_by_move(name: str) -> None:
    """Checked replay (as `/game import` does) accepts every move and says the same."""
    document, expected = _load(name)
    trusted = replay_document(document)
    game = game_class(document["title"])(trusted.players, trusted.seed, trusted.options, trusted.revision)
    for outcome, said in zip(trusted.history, expected["moves"], strict=True):
        assert outcome_record(game.apply(outcome.player, outcome.action)) == said
    assert final_record(game) == expected["final"]


# One stored JSON form of every action kind, exactly as the log holds them today.
STORED_FORMS = [
    {"kind": "choose", "railroad": "PS&W"},
    {"kind": "lay", "hex": "E4", "tile": "57", "rotation": 1},
    {"kind": "run", "routes": None},
    {"kind": "run", "routes": []},
    {"kind": "run", "routes": [{"train": "4", "stops": ["WEST", "E4", "F9", "F11"]}]},
    {"kind": "buy", "train": None, "source": None, "price": None},
    {"kind": "buy", "train": "3", "source": "market", "price": None},
    {"kind": "buy", "train": "3", "source": "BR&N", "price": 120},
    {"kind": "pass"},
    {"kind": "par", "railroad": "PS&W", "par": 70},
    {"kind": "buy-share", "railroad": "PS&W", "source": "pool"},
    {"kind": "sell", "sales": [{"railroad": "PS&W", "count": 2}, {"railroad": "BR&N", "count": 1}]},
    {"kind": "station", "hex": "D7"},
    {"kind": "dividend", "pay": True},
    {"kind": "answer", "accept": False},
    {"kind": "bid", "company": "HOTEL", "amount": 65},
    {"kind": "buy-company", "company": "SL", "price": None},
    {"kind": "buy-company", "company": "HOTEL", "price": 60},
    {"kind": "sell-company", "company": "HOTEL", "price": 60, "buyer": "Bob Smith"},
    {"kind": "half"},
    {"kind": "hotel", "hex": "D7"},
    {"kind": "metro-lay", "tile": "716", "rotation": 0},
    {"kind": "metro-station"},
    # 18GL's own (actions_gl.py)
    {"kind": "repay", "count": 1},
    {"kind": "power", "company": "EJ&E", "target": None},
    {"kind": "power", "company": "FERRY", "target": "LC"},
    {"kind": "keep", "hexes": []},
    {"kind": "keep", "hexes": ["J14", "F18"]},
    {"kind": "buy-bond"},
    {"kind": "buy-certificate", "railroad": "CONRAIL"},
    {"kind": "sell-bond", "count": 2},
    {"kind": "redeem", "count": 5, "holder": None},
    {"kind": "redeem", "count": 2, "holder": "Bob"},
    {"kind": "treasury", "sell": False, "count": 2},
    {"kind": "discard", "train": "6H"},
    {"kind": "home", "hex": "B18"},
    {"kind": "run", "routes": [{"train": "D", "stops": ["D2", "E1"]}], "searched": 3000000},
    # Railways of the World's (actions_rotw.py)
    {"kind": "keep-baron", "choice": 1},
    {"kind": "first-bid", "amount": 1},
    {"kind": "build", "path": ["P22", "P24", "P26", "Q27"], "toward": None, "card": None},
    {"kind": "build", "path": ["C23", "D22"], "toward": "E21", "card": "land-grant-3"},
    {"kind": "deliver", "color": "yellow", "cities": ["P22", "Q27"], "via": [1]},
    {"kind": "deliver", "color": "red", "cities": ["P22", "Q27", "S25"], "via": None},
    {"kind": "build", "path": ["X46", "X44", "W43"], "toward": None, "card": None, "depot": "N46"},
    {"kind": "deliver", "color": "blue", "cities": ["AA19", "W27"], "via": [50], "stop": True},
    {"kind": "take-card", "card": "trading-depot-1", "city": None, "color": None, "link": 16},
    {"kind": "take-card", "card": "land-grant-3", "city": None, "color": None},
    {"kind": "take-card", "card": "new-industry-4", "city": "C51", "color": "blue"},
    {"kind": "upgrade"},
    {"kind": "urbanize", "city": "T50", "color": "yellow"},
    {"kind": "western-link", "city": "W3"},
    {"kind": "mine", "city": "C5"},
    {"kind": "return-bonds", "count": 2},
    {"kind": "inspect", "player": "Bob"},
]


@pytest.mark.parametrize("data", STORED_FORMS, ids=lambda d: d["kind"])
def test_every_stored_kind_still_parses(data: dict) -> None:
    action = action_from_data(data)
    assert action.model_dump(mode="json") == data
    typed = action.model_copy(update={"searched": None}) if data.get("searched") else action  # a note no player types
    assert parse_action(action.text) == typed


def test_the_fixtures_use_only_known_stored_forms() -> None:
    kinds = {d["kind"] for d in STORED_FORMS}
    for name in NAMES:
        document, _ = _load(name)
        for entry in document["log"]:
            if entry["kind"] == "action":
                assert entry["data"]["action"]["kind"] in kinds
                action = action_from_data(entry["data"]["action"])
                assert action.model_dump(mode="json") == entry["data"]["action"]
