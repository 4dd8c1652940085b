"""Backup and restore (issue 51 §3): a backup taken with SQLite's online backup API while moves are being saved
restores to a database in which every game replays, each as it stood at one moment; restore refuses while a bot
holds the database, a backup of a newer schema and a file that is no game database; PostgreSQL is told its tools."""

from __future__ import annotations

import asyncio
import random
import sqlite3
from pathlib import Path

import pytest

from bot.__main__ import main
from bot.commands import CommandLayer, Invocation
from bot.service import GameService
from storage import SoleServer, StorageError, Store
from storage.backup import backup, latest_version, restore
from tests.randomplay import choose

GAMES = 6


async def busy_database(path: Path) -> tuple[Store, CommandLayer, list[int]]:
    store = await Store.open(path)
    layer = CommandLayer(store, buttons=False, operator_seeds=True)
    ids = []
    for n in range(GAMES):
        for name, line in (("Ann", f"/game new title:18EZ-L2 seed:{n + 1}"), ("Bob", "/game join"), ("Ann", "/game start")):
            await layer.handle_line(Invocation(user_id=name.lower(), user_name=name, channel_id=f"c{n}", guild_id="g"), line)
        record = await store.active_game(f"c{n}")
        assert record is not None
        ids.append(record.id)
    return store, layer, ids


async def keep_moving(layer: CommandLayer, ids: list[int], stop: asyncio.Event) -> int:
    """Random legal moves in every game, through the writer path, until `stop`; how many were saved."""
    rng, made = random.Random(5), 0
    while not stop.is_set():
        for game_id in ids:
            record = await layer.store.get_game(game_id)
            loaded = await layer.games.load(record)
            if loaded.game.over:
                continue
            player = loaded.game.acting_players()[0]
            action = choose(loaded.game, player, rng)
            await layer.games.play(record, loaded.seats[player].user_id, action)
            made += 1
        await asyncio.sleep(0)
    return made


async def test_a_backup_taken_while_moves_are_saved_restores_every_game_as_it_stood(tmp_path: Path) -> None:
    database, copy, restored = tmp_path / "games.sqlite3", tmp_path / "backup.sqlite3", tmp_path / "restored.sqlite3"
    store, layer, ids = await busy_database(database)
    stop = asyncio.Event()
    mover = asyncio.create_task(keep_moving(layer, ids, stop))
    try:
        await asyncio.sleep(0.2)
        said = await asyncio.to_thread(backup, str(database), copy)  # the online backup, moves going on
        await asyncio.sleep(0.1)
    finally:
        stop.set()
        made = await mover
    assert made > 20 and said.startswith(f"Backed up {database} to {copy}: schema version {latest_version()}")
    assert restore(copy, str(restored)).startswith(f"Restored {restored} from {copy}")
    again = await Store.open(restored)
    try:
        for game_id in ids:
            saved = await again.log(game_id)
            original = (await store.log(game_id))[:len(saved)]
            assert saved == original  # a prefix of the game's log: as it stood at one moment
            record = await again.get_game(game_id)
            rebuilt = (await GameService(again).load(record)).game  # replays
            assert len(rebuilt.history) > 0
    finally:
        await again.close()
        await store.close()


async def _opened_and_closed(path: Path) -> None:
    store = await Store.open(path)  # a game database of the latest schema
    await store.close()


def test_restore_refuses_while_a_bot_holds_the_database_and_a_backup_it_cannot_read(tmp_path: Path) -> None:
    database, copy = tmp_path / "games.sqlite3", tmp_path / "backup.sqlite3"

    asyncio.run(_opened_and_closed(database))
    backup(str(database), copy)
    with pytest.raises(StorageError, match="exists already"):
        backup(str(database), copy)
    held = SoleServer(database).take()
    try:
        with pytest.raises(StorageError, match="is serving"):
            restore(copy, str(database))
    finally:
        held.release()
    newer = tmp_path / "newer.sqlite3"
    newer.write_bytes(copy.read_bytes())
    with sqlite3.connect(newer) as conn:
        conn.execute(f"PRAGMA user_version = {latest_version() + 1}")
    with pytest.raises(StorageError, match="only knows up to"):
        restore(newer, str(database))
    junk = tmp_path / "junk.sqlite3"
    junk.write_text("not a database")
    with pytest.raises(StorageError, match="not a SQLite database"):
        restore(junk, str(database))


def test_the_commands_and_postgresqls_tools(tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    database = tmp_path / "games.sqlite3"
    asyncio.run(_opened_and_closed(database))
    assert main(["backup", str(tmp_path / "b.sqlite3"), "--db", str(database)]) == 0
    assert "Backed up" in capsys.readouterr().out
    assert main(["restore", str(tmp_path / "missing.sqlite3"), "--db", str(database)]) == 2
    assert "There is no backup" in capsys.readouterr().err
    url = "postgresql://rail:secret@db.example:5432/games"
    told = backup(url, "games.dump")
    assert "pg_dump --format=custom --file=games.dump postgresql://rail@db.example:5432/games" in told
    assert "secret" not in told and "secret" not in restore("games.dump", url)
