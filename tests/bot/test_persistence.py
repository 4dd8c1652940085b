"""Games saved in SQLite: undo, export/import, replay equality, concurrency, a real kill -9."""

from __future__ import annotations

import asyncio
import hashlib
import io
import json
import os
import signal
import subprocess
import sys
from collections.abc import AsyncIterator, Callable
from pathlib import Path

import pytest

from bot.commands import CommandLayer, Invocation, Reply
from bot.console import Console
from bot.service import GameService
from storage import Store

ROOT = Path(__file__).resolve().parents[2]
EXAMPLE = ROOT / "examples" / "18ez-level1.txt"


@pytest.fixture
async def store(tmp_path: Path) -> AsyncIterator[Store]:
    opened = await Store.open(tmp_path / "games.sqlite3")
    yield opened
    await opened.close()


async def say(layer: CommandLayer, name: str, line: str, *, admin: bool = False, channel: str = "c1") -> Reply:
    who = Invocation(user_id=name.lower(), user_name=name, channel_id=channel, is_admin=admin)
    return await layer.handle_line(who, line)


async def two_player_game(layer: CommandLayer) -> tuple[str, str]:
    """A started game; returns (first, second) in seating order, railroads chosen."""
    await say(layer, "Ann", "/game new title:18EZ-L1 seed:3")
    await say(layer, "Bob", "/game join")
    start = await say(layer, "Ann", "/game start")
    first = start.next_up[0].name
    second = "Bob" if first == "Ann" else "Ann"
    await say(layer, first, "/choose railroad:PS&W")
    await say(layer, second, "/choose railroad:TC&L")
    return first, second


# -- undo --------------------------------------------------------------------------


async def test_a_player_undoes_their_own_last_move_at_once(store: Store) -> None:
    layer = CommandLayer(store, operator_seeds=True)
    first, _ = await two_player_game(layer)
    await say(layer, first, "/lay hex:E4 tile:57 rotation:1")
    reply = await say(layer, first, "/game undo")
    assert reply.text == f"Undone: {first}'s move 'lay E4 57 1'."
    status = await say(layer, first, "/game status")
    assert "PS&W" in status.text and status.next_up[0].prompt.startswith("PS&W to build")
    assert "lays tile 5 on Purple Springs (E4)" in (await say(layer, first, "/move action:lay E4 5 0")).text


async def test_undoing_another_players_move_needs_everyones_yes(store: Store) -> None:
    layer = CommandLayer(store, operator_seeds=True)
    first, second = await two_player_game(layer)
    await say(layer, first, "/lay hex:E4 tile:57 rotation:1")
    asked = await say(layer, second, "/game undo")
    assert f"needs a yes (/game undo) from: {first}" in asked.text
    assert "already asked" in (await say(layer, second, "/game undo")).text
    assert "not playing" in (await say(layer, "Zed", "/game undo")).text
    agreed = await say(layer, first, "/game undo")
    assert agreed.text == f"Undone: {first}'s move 'lay E4 57 1'."
    log = (await say(layer, first, "/game log")).text.splitlines()
    assert log[0] == "Log, newest first (page 1 of 1):"
    assert log[1:4] == [f"· {first}: undo (takes back move 3)", f"· {second}: asks to undo move 3",
                        f"3. {first}: lay E4 57 1 (undone)"]


async def test_a_new_move_cancels_a_pending_undo_request(store: Store) -> None:
    layer = CommandLayer(store, operator_seeds=True)
    first, second = await two_player_game(layer)
    await say(layer, first, "/lay hex:E4 tile:57 rotation:1")
    await say(layer, second, "/game undo")
    await say(layer, first, "/buy-train")  # first acts again: the old request lapses
    asked = await say(layer, second, "/game undo")
    assert "requested" in asked.text and "buy 2" in asked.text


async def test_an_admin_undoes_anything(store: Store) -> None:
    layer = CommandLayer(store, operator_seeds=True)
    first, _ = await two_player_game(layer)
    await say(layer, first, "/lay hex:E4 tile:57 rotation:1")
    assert (await say(layer, "Mod", "/game undo", admin=True)).text.startswith("Undone:")


# -- export and import -------------------------------------------------------------


async def play_example(store: Store, channel: str = "local") -> Console:
    console = Console(store, channel, out=io.StringIO())
    await console.run_lines(EXAMPLE.read_text().splitlines(), echo=False)
    return console


async def test_export_then_import_reaches_the_same_final_state(store: Store, tmp_path: Path) -> None:
    console = await play_example(store)
    layer = console.layer
    exported = await say(layer, "Ann", "/game export", channel="local")
    ((_name, content),) = exported.files
    played = await GameService(store).load((await store.channel_history("local"))[0])
    imported = await layer.handle(Invocation("eve", "Eve", "other"), "game import", {"file": content.decode()})
    assert not imported.ephemeral, imported.text
    record = (await store.channel_history("other"))[0]
    assert record.status == "finished" and record.scores == {"Ann": 1110, "Bob": 900, "Cid": 500}
    copy = await GameService(store).load(record)
    assert copy.game.state == played.game.state


def _edited(content: bytes, change: Callable[[dict], None], fix_checksum: bool) -> str:
    document = json.loads(content)
    change(document)
    if fix_checksum:  # a forger can recompute the checksum; the bot's signature they cannot
        body = {k: v for k, v in document.items() if k not in ("checksum", "signature")}
        canonical = json.dumps(body, sort_keys=True, separators=(",", ":"), ensure_ascii=False)
        document["checksum"] = hashlib.sha256(canonical.encode()).hexdigest()
    return json.dumps(document)


async def test_tampered_exports_are_refused_and_write_nothing(store: Store) -> None:
    console = await play_example(store)
    layer = console.layer
    ((_, content),) = (await say(layer, "Ann", "/game export", channel="local")).files

    def cheat(document: dict) -> None:
        document["log"][10]["data"]["action"] = {"kind": "buy", "train": "5"}

    def retitle(document: dict) -> None:
        document["title"] = "Monopoly"

    cases = [
        ("{not json", "not valid JSON"),
        (_edited(content, cheat, fix_checksum=False), "has been edited"),
        (_edited(content, retitle, fix_checksum=True), "Monopoly"),
        (_edited(content, cheat, fix_checksum=True), "log entry 11 is not a legal move"),
    ]
    for text, reason in cases:
        reply = await layer.handle(Invocation("eve", "Eve", "other"), "game import", {"file": text})
        assert reply.ephemeral and reason in reply.text, reply.text
    assert await store.channel_history("other") == []


# -- replay equality after every action --------------------------------------------


async def test_stored_log_rebuilds_the_live_state_after_every_action(store: Store) -> None:
    console = Console(store, "local", out=io.StringIO())
    checked = 0
    for line in EXAMPLE.read_text().splitlines():
        reply = await console.run_line(line, echo=False)
        record = (await store.channel_history("local"))[0] if await store.channel_history("local") else None
        if reply is None or reply.ephemeral or record is None or record.status == "lobby":
            continue
        live = console.layer.games._cache.get(record.id)
        if live is None:
            continue
        cold = await GameService(store).load(record)  # a fresh service: rebuilt from the log alone
        assert cold.game.state == live.game.state, line
        checked += 1
    assert checked >= 78


# -- concurrency -------------------------------------------------------------------


async def test_simultaneous_moves_are_serialized(store: Store) -> None:
    layer = CommandLayer(store, operator_seeds=True)
    first, second = await two_player_game(layer)
    # Both players hammer the game at once: passes, lays and train buys from both seats.
    lines = [(first, "/pass"), (second, "/pass"), (first, "/buy-train"), (second, "/lay hex:I6 tile:57 rotation:2"),
             (first, "/lay hex:E4 tile:57 rotation:1"), (second, "/buy-train")] * 8
    replies = await asyncio.gather(*(say(layer, name, line) for name, line in lines))
    accepted = [r for r in replies if not r.ephemeral]
    record = await store.active_game("c1")
    log = await store.log(record.id)
    assert [e.seq for e in log] == list(range(1, len(log) + 1))
    assert len(log) == 2 + len(accepted)  # two railroad choices, then one entry per accepted move
    cold = await GameService(store).load(record)
    assert cold.game.state == layer.games._cache[record.id].game.state


# -- a real crash --------------------------------------------------------------------


def _accepted_move_lines(lines: list[str], output: str) -> list[int]:
    """Indexes of script lines whose move was accepted, from a console transcript."""
    accepted, current = [], None
    for out_line in output.splitlines():
        if not out_line.startswith("   "):
            current = lines.index(out_line, current + 1 if current is not None else 0)
        elif current is not None and out_line.strip() and not out_line.startswith("   (only you)") \
                and not out_line.startswith("   ->") and (not accepted or accepted[-1] != current):
            accepted.append(current)
    return accepted


def test_kill_9_mid_game_loses_and_doubles_nothing(tmp_path: Path) -> None:
    db = tmp_path / "games.sqlite3"
    lines = [line for line in EXAMPLE.read_text().splitlines() if line.strip() and not line.startswith("#")]
    script = tmp_path / "script.txt"
    script.write_text("\n".join(lines) + "\n")
    command = [sys.executable, "-m", "bot", "local", "--script", str(script), "--db", str(db)]
    child = subprocess.Popen(command, cwd=ROOT, stdout=subprocess.PIPE, text=True, env={**os.environ, "PYTHONUNBUFFERED": "1"})
    transcript = []
    moves_seen = 0
    assert child.stdout is not None
    for out_line in child.stdout:
        transcript.append(out_line.rstrip("\n"))
        if out_line.startswith("   -> @"):
            moves_seen += 1
            if moves_seen == 40:
                break
    child.send_signal(signal.SIGKILL)
    child.wait()
    transcript += child.stdout.read().splitlines()  # printed before the kill: acknowledged too
    acknowledged = _accepted_move_lines(lines, "\n".join(transcript))

    async def moves_in_log() -> list[dict]:
        async with await Store.open(db) as reopened:
            record = (await reopened.channel_history("local"))[0]
            return [e.data for e in await reopened.log(record.id)]

    logged = asyncio.run(moves_in_log())
    # Every acknowledged move is there once, in order; at most one more was committed unanswered.
    new_game_lines = sum(1 for i in acknowledged if "/game" in lines[i])
    assert len(acknowledged) - new_game_lines <= len(logged) <= len(acknowledged) - new_game_lines + 1
    # Continue on the same database from the first move not in the log: the game ends as usual.
    move_lines = [i for i in _accepted_move_lines(lines, _full_transcript(lines, tmp_path)) if "/game" not in lines[i]]
    rest = tmp_path / "rest.txt"
    rest.write_text("\n".join(lines[move_lines[len(logged) - 1] + 1:]) + "\n")
    finish = subprocess.run([*command[:5], str(rest), "--db", str(db)], cwd=ROOT, capture_output=True, text=True, timeout=120)
    assert finish.returncode == 0, finish.stderr
    assert "Ann wins!" in finish.stdout and "Ann: $1110" in finish.stdout
    assert len(asyncio.run(moves_in_log())) == 78


def _full_transcript(lines: list[str], tmp_path: Path) -> str:
    script = tmp_path / "full.txt"
    script.write_text("\n".join(lines) + "\n")
    database = tmp_path / "full.sqlite3"  # its own: never the default database a developer's console left a game in
    run = subprocess.run([sys.executable, "-m", "bot", "local", "--script", str(script), "--db", str(database)],
                         cwd=ROOT, capture_output=True, text=True, timeout=120)
    return run.stdout


async def test_an_export_is_signed_and_an_unsigned_one_is_checked_and_said_so(store: Store) -> None:
    """Issue 21: the checksum anyone can recompute; the bot's signature only the bot can make."""
    console = await play_example(store)
    layer = console.layer
    ((_, content),) = (await say(layer, "Ann", "/game export", channel="local")).files
    document = json.loads(content)
    assert len(document["signature"]) == 64
    signed = await layer.handle(Invocation("eve", "Eve", "c-signed"), "game import", {"file": content.decode()})
    assert not signed.ephemeral and "not signed" not in signed.text
    unsigned = _edited(content, lambda d: d.pop("signature"), fix_checksum=True)
    reply = await layer.handle(Invocation("eve", "Eve", "c-unsigned"), "game import", {"file": unsigned})
    assert not reply.ephemeral and "The file was not signed by this bot: it runs under the current rules" in reply.text
    forged = _edited(content, lambda d: d.update(signature="0" * 64), fix_checksum=True)
    assert "not signed by this bot" in (await layer.handle(Invocation("eve", "Eve", "c-forged"), "game import",
                                                            {"file": forged})).text
