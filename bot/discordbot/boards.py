"""The live board (issue 50 §1-2): one message per game and channel that is always the game's present, edited in place
after every move, and buttons only where they still work.

- The board is the game's `/game status` (the same words: `CommandLayer.board_reply`) with the buttons of whoever acts
  next and the latest map the game's posts showed (a picture is drawn once, for the move's post, and the board shows
  it again; only after a restart, or for a game whose map it no longer keeps, does the board draw the map itself,
  once). It calls no one (it is sent silently, and its edits ping nobody). The game's channel has one, pinned
  where the bot may pin, and so has each spectator channel mirroring the game (without buttons).
- Its message is kept in the store (table boards), so a restarted process edits the same board; a board someone
  deleted is posted again.
- The board is edited with each post of a move (after it is sent, with its pings), never by a timer of its own;
  discord.py's rate limiter spaces the edits as Discord asks. Posts owed to a channel (a chain of automatic moves'
  later posts, posts that waited out a Discord failure) edit it once, when all that is owed has gone out. One edit
  of a game's boards at a time: a move that comes during one is shown by the edit that follows it at once.
- Buttons only where they work: after each edit, the game channel's recent messages are read back and every earlier
  post carrying the game's move buttons loses them (an edit), but for the newest one made for the game's present
  position; so at most one post in the channel carries live move buttons, besides the board.
"""

from __future__ import annotations

import contextlib
import logging
from typing import TYPE_CHECKING, Any

import discord
from cachetools import LRUCache

from bot.discordbot.buttons import PREFIX, move_items
from bot.discordbot.messages import ALT_TEXT_MOST, NO_PINGS, message_parts

if TYPE_CHECKING:
    from bot.commands import CommandLayer, Reply
    from renderer.common.picture import Picture

log = logging.getLogger(__name__)

MAP = "map.png"  # the map picture's file name (the one the board shows again)
LOOK_BACK = 50  # messages of the game's channel read back to take stale buttons away
MAPS_KEPT = 64  # games whose latest map the boards keep (a picture each, some hundreds of kilobytes)


class Boards:
    """The live boards of the games this process serves: `touch` with each post of a move."""

    def __init__(self, bot: discord.Client, layer: CommandLayer) -> None:
        self.bot = bot
        self.layer = layer
        self._busy: set[int] = set()  # the games whose boards are being brought up to date now
        self._again: set[int] = set()  # ... and must be again when that ends (a move came meanwhile)
        # the latest map each game's posts showed, for the games edited last (bounded: a game not among them draws
        # its map again, once, at its next edit)
        self._maps: LRUCache[int, Picture] = LRUCache(maxsize=MAPS_KEPT)
        # the buttons of the game's latest post: the position they were made for, their moves and labels
        self._buttons: dict[int, tuple[int | None, tuple[str, ...], tuple[str, ...]] | None] = {}

    async def touch(self, reply: Reply, *, edit: bool = True) -> None:
        """The game moved on, as this post showed it: its boards are brought up to date now, showing again the post's
        map and its buttons (worked out once, for the post); unless not `edit` (a later post of the game, delivered
        in the same go, edits them: its map and buttons kept for then)."""
        game_id = reply.game_id
        if game_id is None:
            return
        shown = next((p for p in reply.pictures if p.filename == MAP), None)
        if shown is not None:
            self._maps[game_id] = shown
        up = reply.next_up[0] if reply.next_up else None
        self._buttons[game_id] = (reply.position, up.quick, up.labels) if up is not None and up.quick else None
        if edit:
            await self.update(game_id)  # inline, with the post's own work: discord.py's rate limiter spaces the edits

    async def update(self, game_id: int) -> None:
        """The game's boards show its present: the game's channel's, and each spectator channel's; then the game's
        stale buttons are taken away. A failure is logged (the game and its posts stand)."""
        if game_id in self._busy:  # one update of a game's boards at a time (never two boards posted): it goes again
            self._again.add(game_id)
            return
        self._busy.add(game_id)
        try:
            while True:
                self._again.discard(game_id)
                await self._update(game_id)
                if game_id not in self._again:
                    break
        finally:
            self._busy.discard(game_id)

    async def link(self, game_id: int, channel_id: str) -> str | None:
        """The jump link of the game's board in the channel, or else in the game's own channel (/board); a game with
        no board yet is shown first. None where there is none (the bot may not post there)."""
        store = self.layer.store
        record = await store.get_game(game_id)
        for attempt in range(2):
            for where in dict.fromkeys((channel_id, record.channel_id)):
                known = await store.board(game_id, where)
                channel = self.bot.get_channel(int(where))
                if known is None or channel is None or not hasattr(channel, "fetch_message"):
                    continue
                try:
                    return str((await channel.fetch_message(int(known))).jump_url)  # still there (not deleted)
                except discord.NotFound:
                    continue  # deleted: the update posts it again
                except discord.HTTPException:
                    return None
            if attempt == 0:
                await self.update(game_id)
        return None

    async def _update(self, game_id: int) -> None:
        layer = self.layer
        try:
            reply = await layer.board_reply(game_id, map_too=game_id not in self._maps)
            if reply is None:
                return
            if reply.painter is not None:  # no map of this game kept (a restart, or it left the cache): drawn once
                drawn = next((p for p in await reply.painter() if p.filename == MAP), None)
                if drawn is not None:
                    self._maps[game_id] = drawn
            reply.painter = None  # else nothing drawn for the board: it shows the map its game's posts drew
            reply.pictures = [self._maps[game_id]] if game_id in self._maps else []
            record = await layer.store.get_game(game_id)
            board = await self._show(game_id, record.channel_id, reply, spectator=False)
            for channel_id in await layer.store.spectators(game_id):
                await self._show(game_id, channel_id, reply, spectator=True)
            await self._strip(game_id, record.channel_id, reply.position, board)
        except Exception:  # a board is a convenience: never let it break a move's posting
            log.exception("could not bring the board of game %s up to date", game_id)

    async def _show(self, game_id: int, channel_id: str, reply: Reply, *, spectator: bool) -> str | None:
        """Edit the channel's board (or post it, and pin it where the bot may); the board's message id."""
        store = self.layer.store
        channel = self.bot.get_channel(int(channel_id)) or await self.bot.fetch_channel(int(channel_id))
        if not isinstance(channel, discord.abc.Messageable):
            return None
        buttons = self._buttons.get(game_id)
        live = buttons is not None and buttons[0] == reply.position and not spectator and not reply.game_over
        layout, files = board_layout(reply, buttons[1:] if live and buttons is not None else None)
        fields: dict[str, Any] = {"view": layout, "allowed_mentions": NO_PINGS}
        known = await store.board(game_id, channel_id)
        if known is not None:
            try:
                await channel.get_partial_message(int(known)).edit(  # type: ignore[attr-defined]
                    content=None, embeds=[], attachments=files, **fields)
                return known
            except discord.NotFound:
                pass  # deleted: posted again below
        message = await channel.send(files=files, silent=True, **fields)
        await store.set_board(game_id, channel_id, str(message.id))
        with contextlib.suppress(discord.HTTPException):
            await message.pin()  # where the bot may not pin, the board is still there, and /board links to it
        return str(message.id)

    async def _strip(self, game_id: int, channel_id: str, position: int | None, board: str | None) -> None:
        """Every earlier post in the game's channel with the game's move buttons loses them, but for the newest one
        made for the present position (and the board)."""
        channel = self.bot.get_channel(int(channel_id))
        me = self.bot.user
        if channel is None or me is None or not hasattr(channel, "history"):
            return
        kept = False
        async for message in channel.history(limit=LOOK_BACK):
            if message.author.id != me.id or str(message.id) == board:
                continue
            positions = _positions(message, game_id)
            if not positions:
                continue
            if not kept and position is not None and positions == {position}:
                kept = True  # the newest prompt of the present position keeps its buttons
                continue
            with contextlib.suppress(discord.HTTPException):
                await message.edit(view=None)


BOARD_TEXT_MOST = 4000  # Discord's most text in one message of Components V2
ACCENT = 0x2E7D32  # the board's container's stripe: a railway green


def board_layout(reply: Reply, buttons: tuple[tuple[str, ...], tuple[str, ...]] | None
                 ) -> tuple[discord.ui.LayoutView, list[discord.File]]:
    """The board as one message of Discord's Components V2: in one container, the game's status in words (names in
    bold, no pings), the latest map (its caption as alt text) and, where given, the buttons of whoever acts next
    (their moves and labels), five to a row; and the map's file."""
    parts = message_parts(reply, spectator=True)  # the board calls no one
    text = parts["content"]
    container = discord.ui.Container[discord.ui.LayoutView](accent_colour=ACCENT)
    container.add_item(discord.ui.TextDisplay(text if len(text) <= BOARD_TEXT_MOST else text[:BOARD_TEXT_MOST - 1] + "…"))
    files: list[discord.File] = parts["files"][:1]
    if files:
        picture = reply.pictures[0]
        container.add_item(discord.ui.MediaGallery(discord.MediaGalleryItem(
            f"attachment://{picture.filename}", description=picture.caption[:ALT_TEXT_MOST] or None)))
    if buttons is not None:
        items = move_items(reply.game_id or 0, buttons[0], reply.position, buttons[1])
        for start in range(0, len(items), 5):
            container.add_item(discord.ui.ActionRow(*items[start:start + 5]))
    layout = discord.ui.LayoutView(timeout=None)
    layout.add_item(container)
    return layout, files


def _positions(message: discord.Message, game_id: int) -> set[int | None]:
    """The positions the message's move buttons of the game were made for (empty: it has none), found in its rows
    and in the rows of its containers."""
    found: set[int | None] = set()
    head = f"{PREFIX}:{game_id}"
    for custom in _custom_ids(message.components):
        if not custom.startswith(head) or custom[len(head):len(head) + 1] not in ("@", ":"):
            continue
        rest = custom[len(head):]
        at = rest[1:].split(":", 1)[0]
        found.add(int(at) if rest.startswith("@") and at.isdigit() else None)
    return found


def _custom_ids(components: Any) -> list[str]:
    """Every button's custom id among the components, however deep (a row in a container)."""
    found: list[str] = []
    for component in components:
        custom = getattr(component, "custom_id", None)
        if custom:
            found.append(custom)
        found += _custom_ids(getattr(component, "children", []))
    return found
