"""The local console: the same command layer, driven from a terminal or a script.

Each line is `NAME: /command option:value ...`; NAME is the player typing.
Blank lines and lines starting with '#' are ignored.
"""

from __future__ import annotations

import re
import sys
from collections.abc import Iterable
from pathlib import Path
from typing import TextIO

from bot.commands import CommandLayer, Invocation, Reply
from storage import Store
from storage.export import MAX_EXPORT_CHARS

_LINE = re.compile(r"^\s*([^:/]+?)\s*:\s*(/.*)$")
_CHANNEL = re.compile(r"<#([^>]+)>")  # a channel's mention, as the console names it
_USER = re.compile(r"<@!?([^>]+)>")  # a user's mention (a lobby's creator called), printed as @Name


def render(reply: Reply, names: dict[str, str] | None = None) -> str:
    """A reply as the console prints it; refusals are marked, pings shown as @Name, and the direct messages that go
    with it (a standing order that ended, and why) as "(direct message to @Name)"."""
    text = _USER.sub(lambda found: f"@{(names or {}).get(found[1], found[1])}", reply.text)
    lines = [("(only you) " if reply.ephemeral else "") + text]
    if reply.private:
        lines.append("(only you) " + reply.private)
    for up in reply.next_up:
        lines.append(f"-> @{up.name}: {up.prompt}")
    for user, text in reply.direct:
        said = _CHANNEL.sub(r"#\1", text)
        lines.append(f"(direct message to @{(names or {}).get(user, user)}) {said}")
    return "\n".join("   " + line for text in lines for line in text.splitlines())


def read_export(path: Path) -> str:
    """An export file's text, or one sentence (ValueError, OSError) why it cannot be one."""
    with path.open("rb") as file:
        content = file.read(MAX_EXPORT_CHARS * 4 + 1)  # UTF-8 takes at most four bytes a character
    if len(content) > MAX_EXPORT_CHARS * 4:
        raise ValueError("That file is too large to be an exported game.")
    try:
        return content.decode("utf-8")
    except UnicodeDecodeError:
        raise ValueError(f"{path.name} is not a text file in UTF-8, so it is not an exported game.") from None


class Console:
    def __init__(
        self, store: Store, channel: str, out: TextIO = sys.stdout, files_dir: Path | None = None, images_dir: Path | None = None
    ) -> None:
        self.layer = CommandLayer(store, draw_pictures=images_dir is not None, operator_seeds=True, buttons=False)
        self.layer.order_seconds = None  # a script waits for every automatic move (no answer deadline here)
        self.channel = channel
        self.names: dict[str, str] = {}  # user id -> the name typed (direct messages are printed to it)
        self.out = out
        self.files_dir = files_dir or Path.cwd()  # where attachments (exports) are written
        self.images_dir = images_dir  # where the pictures Discord would show are written (None: not drawn)

    async def run_line(self, line: str, echo: bool) -> Reply | None:
        if not line.strip() or line.lstrip().startswith("#"):
            return None
        match = _LINE.match(line)
        if echo:
            print(line.rstrip(), file=self.out)
        if not match:
            print("   Write lines as NAME: /command option:value, e.g. Alice: /game new title:18EZ-L1", file=self.out)
            return None
        name, command = match.group(1), match.group(2)
        who = Invocation(user_id=name.lower(), user_name=name, channel_id=self.channel)
        self.names[who.user_id] = name
        reply = await self.layer.handle_line(who, command)
        self._show(reply)
        return reply

    def _show(self, reply: Reply) -> None:
        print(render(reply, self.names), file=self.out, flush=True)
        for name, content in reply.files:
            self._write(self.files_dir / name, content)
        if self.images_dir is not None:
            for picture in reply.pictures:
                self._write(self.images_dir / f"game{reply.game_id}-move{reply.move:03d}-{picture.filename}", picture.png)

    def _write(self, path: Path, content: bytes) -> None:
        path.parent.mkdir(parents=True, exist_ok=True)
        path.write_bytes(content)
        print(f"   (file written: {path})", file=self.out, flush=True)

    async def import_file(self, path: str, user: str) -> Reply:
        """Start the exported game in FILE in this console's channel (`--import FILE`)."""
        who = Invocation(user_id=user.lower(), user_name=user, channel_id=self.channel, is_admin=True)
        try:
            text = read_export(Path(path))
        except (OSError, ValueError) as error:
            reply = Reply(str(error), ephemeral=True)
        else:
            reply = await self.layer.handle(who, "game import", {"file": text})
        self._show(reply)
        return reply

    async def run_lines(self, lines: Iterable[str], echo: bool) -> None:
        for line in lines:
            await self.run_line(line, echo)


async def run_console(
    db_path: str, channel: str, script: str | None, import_path: str | None = None, images_dir: str | None = None
) -> int:
    store = await Store.open(db_path)
    try:
        console = Console(store, channel, images_dir=Path(images_dir) if images_dir else None)
        if import_path is not None and (await console.import_file(import_path, "console")).ephemeral:
            return 1
        if script is not None:
            with open(script, encoding="utf-8") as handle:
                await console.run_lines(handle, echo=True)
            return 0
        print("Local console. Type lines like 'Alice: /game new title:18EZ-L1' (Ctrl-D to quit).")
        while True:
            try:
                line = input("> ")
            except EOFError:
                return 0
            await console.run_line(line, echo=False)
    finally:
        await store.close()
