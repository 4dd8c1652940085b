"""Exported game files: round trip, and refusal of anything broken or edited."""

from __future__ import annotations

import hashlib
import json
from typing import Any

import pytest

from storage import StorageError, Store, export_document, parse_document
from storage.records import GameRecord, LogEntry, SeatRecord
from tests.storage.storage_helpers import GAME, action


def sample_game() -> tuple[GameRecord, list[SeatRecord], list[LogEntry]]:
    game = GameRecord(
        id=3,
        status="finished",
        created_at=1.0,
        updated_at=2.0,
        scores={"a": 1},
        **GAME,
    )
    seats = [SeatRecord("b", "Bob", 1, "dm"), SeatRecord("a", "Alice", 0, "channel")]
    log = [LogEntry(i + 1, "action", "a", action(i), 10.0 + i) for i in range(4)]
    log.append(LogEntry(5, "undo", "b", {}, 20.0))
    return game, seats, log


def resign(document: dict[str, Any]) -> str:
    """Re-compute the checksum, as a careful forger would."""
    body = {k: v for k, v in document.items() if k != "checksum"}
    canonical = json.dumps(body, sort_keys=True, separators=(",", ":"))
    return json.dumps({**body, "checksum": hashlib.sha256(canonical.encode()).hexdigest()})


def test_export_format() -> None:
    document = export_document(*sample_game())
    assert document["format"] == "railbot-game"
    assert document["version"] == 1
    assert document["title"] == GAME["title"]
    assert document["seed"] == GAME["seed"]
    assert document["seats"] == [
        {"user_id": "a", "display_name": "Alice", "seat_order": 0},
        {"user_id": "b", "display_name": "Bob", "seat_order": 1},
    ]
    assert [e["seq"] for e in document["log"]] == [1, 2, 3, 4, 5]
    assert document["log"][4] == {"seq": 5, "kind": "undo", "user_id": "b", "data": {}}
    body = {k: v for k, v in document.items() if k != "checksum"}
    canonical = json.dumps(body, sort_keys=True, separators=(",", ":"))
    assert document["checksum"] == hashlib.sha256(canonical.encode()).hexdigest()


@pytest.mark.parametrize("indent", [None, 2])
def test_round_trip_any_formatting(indent: int | None) -> None:
    document = export_document(*sample_game())
    assert parse_document(json.dumps(document, indent=indent)) == document


@pytest.mark.asyncio
async def test_round_trip_from_a_store(store: Store) -> None:
    game = await store.create_game(**GAME)
    await store.add_seat(game.id, "a", "Alice")
    for i in range(3):
        await store.append(game.id, expected_seq=i, kind="action", user_id="a", data=action(i))
    text = json.dumps(export_document(game, await store.seats(game.id), await store.log(game.id)))
    parsed = parse_document(text, known_titles={GAME["title"]})
    assert [e["data"] for e in parsed["log"]] == [action(i) for i in range(3)]


def test_edited_action_is_refused() -> None:
    document = export_document(*sample_game())
    document["log"][1]["data"]["cost"] += 1
    with pytest.raises(StorageError) as caught:
        parse_document(json.dumps(document))
    assert str(caught.value) == "The export has been edited: its checksum does not match."


@pytest.mark.parametrize(
    "edit",
    [
        lambda d: d["log"].pop(),
        lambda d: d.update(seed=d["seed"] + 1),
        lambda d: d["seats"].reverse(),
        lambda d: d.update(checksum="0" * 64),
    ],
)
def test_any_edit_breaks_the_checksum(edit: Any) -> None:
    document = export_document(*sample_game())
    edit(document)
    with pytest.raises(StorageError, match="has been edited"):
        parse_document(json.dumps(document))


@pytest.mark.parametrize(
    ("text", "sentence"),
    [
        ('{"format": "railbot-game", ', "The file is not valid JSON: "),
        ("", "The file is not valid JSON: "),
        ('{"x": NaN}', "The file is not valid JSON: NaN is not allowed."),
        ("[" * 100_000, "The file is not valid JSON: "),
        ("[1, 2]", "The file is not a railbot game export."),
        ('{"format": "other"}', "The file is not a railbot game export."),
        ('{"format": "railbot-game", "version": 2}', "The export is format version 2"),
        (
            '{"format": "railbot-game", "version": 1, "title": "T"}',
            "The export is missing these fields: options, seed, seats, log, checksum.",
        ),
    ],
)
def test_broken_files_refused_with_one_sentence(text: str, sentence: str) -> None:
    with pytest.raises(StorageError) as caught:
        parse_document(text)
    message = str(caught.value)
    assert message.startswith(sentence)
    assert message.endswith(".")
    assert "\n" not in message


def test_unexpected_field_refused() -> None:
    document = export_document(*sample_game())
    document["extra"] = 1
    with pytest.raises(StorageError, match="should not have: extra"):
        parse_document(json.dumps(document))


@pytest.mark.parametrize(
    ("edit", "sentence"),
    [
        (lambda d: d["log"][2].update(seq=9), "numbered 1, 2, 3"),
        (lambda d: d["log"].reverse(), "numbered 1, 2, 3"),
        (lambda d: d["log"][0].update(seq=True), "log entry number 1 has a bad seq"),
        (lambda d: d["log"][0].pop("data"), "log entry number 1 must have exactly"),
        (lambda d: d["seats"][1].update(seat_order=5), "seat orders must be 0, 1, 2"),
        (lambda d: d["seats"][1].update(user_id="a"), "same player twice"),
        (lambda d: d.update(options=[]), "options must be a JSON object"),
        (lambda d: d.update(seed=2**70), "seed must be a 64-bit integer"),
    ],
)
def test_well_signed_but_malformed_exports_refused(edit: Any, sentence: str) -> None:
    document = export_document(*sample_game())
    edit(document)
    with pytest.raises(StorageError, match=sentence):
        parse_document(resign(document))


def test_unknown_title_refused_only_when_titles_given() -> None:
    text = json.dumps(export_document(*sample_game()))
    assert parse_document(text, known_titles=None)["title"] == GAME["title"]
    with pytest.raises(StorageError, match="which this bot does not have"):
        parse_document(text, known_titles={"Another Game"})


def test_a_games_deadline_goes_with_it_and_a_wrong_one_is_refused() -> None:
    from storage import Deadline

    game, seats, log = sample_game()
    document = export_document(game, seats, log, deadline=Deadline(game.id, 7200.0, "bot", 1234.0))
    assert document["deadline"] == {"after_s": 7200.0, "then": "bot"}  # not when the decision under way misses it
    assert parse_document(json.dumps(document))["deadline"] == {"after_s": 7200.0, "then": "bot"}
    assert "deadline" not in export_document(game, seats, log, deadline=Deadline(game.id, None, "ask", None))
    for wrong in ({"after_s": 0, "then": "bot"}, {"after_s": 7200.0, "then": "later"}, {"after_s": 1e9, "then": "ask"},
                  {"after_s": True, "then": "ask"}, {"after_s": 60.0}):
        with pytest.raises(StorageError, match="deadline must be"):
            parse_document(resign({**document, "deadline": wrong}))
