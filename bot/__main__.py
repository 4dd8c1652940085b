"""`python -m bot` runs the Discord bot; `python -m bot local` runs the local console; `python -m bot backup FILE` and
`python -m bot restore FILE` back the game database up and put a backup back (storage/backup.py)."""

from __future__ import annotations

import argparse
import asyncio
import sys

from pydantic import ValidationError

from bot import logs
from bot.console import run_console
from bot.settings import BotSettings
from storage import SoleServer, StorageError, refuse_shared_sqlite
from storage.backup import backup, restore

TOKEN_HELP = (
    "No DISCORD_TOKEN is set: put DISCORD_TOKEN=... in .env (how to get one: README, 'Creating the Discord bot'). "
    "Starting the local console instead."
)


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(prog="python -m bot", description=__doc__)
    parser.add_argument("--sync", action="store_true", help="register the slash commands with Discord on this start")
    sub = parser.add_subparsers(dest="mode")
    local = sub.add_parser("local", help="play from a terminal or a script, no Discord needed")
    local.add_argument("--script", help="a file of lines 'NAME: /command ...' to play through")
    local.add_argument("--channel", default="local", help="which channel's game to use (default: local)")
    local.add_argument("--import", dest="import_path", metavar="FILE", help="start the game exported in FILE in this channel")
    local.add_argument("--images", metavar="DIR", help="draw the pictures the bot would post, into DIR")
    local.add_argument("--db", help="SQLite file (or postgresql:// URL) for the games (default: DATABASE_URL, else DATABASE_PATH)")
    for name, help_, file_help in (("backup", "copy the game database to a new file, while the bot runs too",
                                    "the new backup file"),
                                   ("restore", "put a backup in the game database's place (the bot stopped)",
                                    "the backup to restore")):
        command = sub.add_parser(name, help=help_)
        command.add_argument("file", help=file_help)
        command.add_argument("--db", help="SQLite file (or postgresql:// URL) of the games (default: the settings')")
    args = parser.parse_args(argv)
    try:
        settings = BotSettings()
        database = settings.database
    except ValidationError as error:
        print("The settings are not right:", "; ".join(str(e["msg"]) for e in error.errors()), file=sys.stderr)
        return 2
    logs.configure(settings.log_level, settings.log_format)
    if args.mode in ("backup", "restore"):
        try:
            target = str(args.db or database)
            done = backup(target, args.file) if args.mode == "backup" else restore(args.file, target)
        except StorageError as error:
            print(error, file=sys.stderr)
            return 2
        print(done)
        return 0
    if args.mode != "local":
        if settings.discord_token is None:
            print(TOKEN_HELP)
            return asyncio.run(run_console(database, "local", None))
        try:
            refuse_shared_sqlite(database, settings.shards)  # before connecting to Discord at all
            sole = SoleServer(database).take()  # a SQLite file serves one bot process
        except StorageError as error:
            print(error, file=sys.stderr)
            return 2
        from bot.discordbot import run_bot  # imported here: the console needs no Discord machinery

        try:
            run_bot(settings.discord_token.get_secret_value(), database, test_guild_id=settings.test_guild_id,
                    sync_on_start=args.sync, shard_count=settings.shard_count, shard_ids=settings.shard_ids,
                    owner_ids=settings.owner_ids, api_base=settings.discord_api_base,
                    answer_chain_s=settings.answer_chain_s,
                    health=None if settings.health_port is None else (settings.health_port, settings.health_host,
                                                                      settings.health_owed_minutes))
        finally:
            sole.release()
        return 0
    return asyncio.run(run_console(args.db or database, args.channel, args.script, args.import_path, args.images))


if __name__ == "__main__":
    raise SystemExit(main())
