"""A fake Discord for fault tests of the real `python -m bot` process: the REST routes and the gateway the bot
uses, on 127.0.0.1 only (aiohttp). It records every message the bot posts, sends slash commands as a player would,
and can hold an interaction's answer unanswered (so a test can kill the bot between saving a move and answering)."""

from __future__ import annotations

import asyncio
import itertools
import json
import time
from dataclasses import dataclass, field
from typing import Any

from aiohttp import WSMsgType, web

APPLICATION_ID = "900000000000000001"
BOT = {"id": APPLICATION_ID, "username": "railbot", "discriminator": "0", "global_name": None, "avatar": None,
       "bot": True}
GUILD_ID = "910000000000000001"  # on shard 0 of 2
GUILD_ON_SHARD_1 = str(int(GUILD_ID) + (1 << 22))
ANSWER_DEADLINE_S = 3.0  # Discord's: an interaction's first answer comes within 3 s, or is refused
ALL_PERMISSIONS = str((1 << 47) - 1)
_ids = itertools.count(920000000000000001)


def _json(data: Any) -> web.Response:
    """JSON as Discord sends it (discord.py reads a body as JSON only under exactly this content type)."""
    return web.Response(body=json.dumps(data).encode(), headers={"Content-Type": "application/json"})


def _json_status(status: int, data: Any) -> web.Response:
    return web.Response(status=status, body=json.dumps(data).encode(), headers={"Content-Type": "application/json"})


def user(user_id: str, name: str) -> dict[str, Any]:
    return {"id": user_id, "username": name, "discriminator": "0", "global_name": name, "avatar": None}


@dataclass
class Posted:
    """A message the bot sent: where, what, and through which interaction (None: a channel post); when it came (the
    fake's monotonic clock) and, for an interaction's first answer, what kind it was (4: a message, 5: deferred)."""

    channel_id: str
    content: str
    interaction_id: str | None
    ephemeral: bool
    id: str = field(default_factory=lambda: str(next(_ids)))
    at: float = 0.0
    kind: int | None = None
    pinned: bool = False  # the game's live board is the one pinned message the bot posts
    wall: float = field(default_factory=time.time)  # when it came, on the wall clock (a move's saved time is on it)


class FakeDiscord:
    def __init__(self, shard_count: int = 1) -> None:
        self.posted: list[Posted] = []
        self.hold_answers = False  # interaction callbacks wait (unanswered) while set, until released or closed
        self.answer_held = asyncio.Event()  # set when a callback is being held
        self.release = asyncio.Event()  # set: held callbacks go through
        self.identified = asyncio.Event()
        self.shard_count = shard_count
        self.shards_up: set[int] = set()  # the shards whose sessions are identified
        self.created: dict[str, float] = {}  # interaction id -> when it was sent (monotonic)
        self.answered: dict[str, tuple[float, int]] = {}  # interaction id -> when its first answer came, and its kind
        self.enforce_deadline = False  # as Discord: a first answer after 3 s is refused (404, Unknown Interaction)
        self._closing = asyncio.Event()
        self._sockets: list[web.WebSocketResponse] = []
        self._shard_of: dict[web.WebSocketResponse, int] = {}
        self._seq = itertools.count(1)
        self._interactions: dict[str, tuple[str, str]] = {}  # token -> (interaction id, channel id)
        self._runner: web.AppRunner | None = None
        self.port = 0

    @property
    def api(self) -> str:
        return f"http://127.0.0.1:{self.port}/api/v10"

    async def start(self) -> FakeDiscord:
        app = web.Application()
        api = "/api/v10"
        app.router.add_get(f"{api}/users/@me", self._me)
        app.router.add_get(f"{api}/oauth2/applications/@me", self._application)
        app.router.add_get(f"{api}/gateway/bot", self._gateway_bot)
        app.router.add_get("/gateway", self._gateway)
        app.router.add_post(f"{api}/interactions/{{iid}}/{{token}}/callback", self._callback)
        app.router.add_post(f"{api}/webhooks/{{app}}/{{token}}", self._followup)
        app.router.add_patch(f"{api}/webhooks/{{app}}/{{token}}/messages/@original", self._edit_original)
        app.router.add_patch(f"{api}/webhooks/{{app}}/{{token}}/messages/{{mid}}", self._edit_original)
        app.router.add_delete(f"{api}/webhooks/{{app}}/{{token}}/messages/@original", self._delete_original)
        app.router.add_get(f"{api}/channels/{{cid}}", self._channel)
        app.router.add_post(f"{api}/channels/{{cid}}/messages", self._channel_post)
        app.router.add_get(f"{api}/channels/{{cid}}/messages", self._history)
        app.router.add_patch(f"{api}/channels/{{cid}}/messages/{{mid}}", self._channel_edit)
        app.router.add_put(f"{api}/channels/{{cid}}/messages/pins/{{mid}}", self._pin)
        app.router.add_get(f"{api}/users/{{uid}}", self._user)
        app.router.add_post(f"{api}/users/@me/channels", self._dm_channel)
        self._runner = web.AppRunner(app)
        await self._runner.setup()
        site = web.TCPSite(self._runner, "127.0.0.1", 0)
        await site.start()
        self.port = site._server.sockets[0].getsockname()[1]  # type: ignore[union-attr]
        return self

    async def close(self) -> None:
        self._closing.set()
        for socket in list(self._sockets):
            await socket.close()
        if self._runner is not None:
            await self._runner.cleanup()

    # -- what tests do ------------------------------------------------------------------------------------

    async def slash(self, channel_id: str, who: dict[str, Any], name: str, guild_id: str = GUILD_ID, **options: str) -> str:
        """`who` types `/name option:value …` in the channel (of the server `guild_id`); returns the interaction's id."""
        interaction_id, token = str(next(_ids)), f"token-{next(_ids)}"
        self._interactions[token] = (interaction_id, channel_id)
        self.created[interaction_id] = time.monotonic()
        payload = {
            "id": interaction_id, "application_id": APPLICATION_ID, "type": 2, "token": token, "version": 1,
            "data": {"id": str(next(_ids)), "name": name, "type": 1,
                     "options": [{"name": k, "type": 3, "value": v} for k, v in options.items()]},
            "guild_id": guild_id, "channel_id": channel_id,
            "channel": {"id": channel_id, "type": 0, "guild_id": guild_id, "name": "rails", "position": 0,
                        "permission_overwrites": []},
            "member": {"user": who, "roles": [], "joined_at": "2026-01-01T00:00:00+00:00", "deaf": False, "mute": False,
                       "permissions": "3072", "flags": 0},
            "app_permissions": ALL_PERMISSIONS, "locale": "en-US", "guild_locale": "en-US", "entitlements": [],
            "authorizing_integration_owners": {"0": guild_id}, "context": 0, "attachment_size_limit": 26214400,
        }
        await self._dispatch("INTERACTION_CREATE", payload, shard=(int(guild_id) >> 22) % self.shard_count)
        return interaction_id

    def in_channel(self, channel_id: str, text: str) -> list[Posted]:
        """The channel's posts that say the text (the pinned live board, always the game's present, is not a post)."""
        return [p for p in self.posted
                if p.channel_id == channel_id and not p.ephemeral and not p.pinned and text in p.content]

    def boards(self, channel_id: str) -> list[Posted]:
        """The channel's pinned messages: the game's live board."""
        return [p for p in self.posted if p.channel_id == channel_id and p.pinned]

    def channel_lines(self, channel_id: str) -> list[str]:
        """Every line the channel's posts show, oldest first (an answer deferred, then edited, counts once, as edited;
        the pinned live board is not a post)."""
        lines: list[str] = []
        for posted in self.posted:
            if posted.channel_id == channel_id and not posted.ephemeral and not posted.pinned:
                lines += posted.content.splitlines()
        return lines

    # -- the gateway ----------------------------------------------------------------------------------------

    async def _gateway_bot(self, request: web.Request) -> web.Response:
        return _json({"url": f"ws://127.0.0.1:{self.port}/gateway", "shards": self.shard_count,
                                  "session_start_limit": {"total": 1000, "remaining": 1000, "reset_after": 0,
                                                          "max_concurrency": 1}})

    async def _gateway(self, request: web.Request) -> web.WebSocketResponse:
        socket = web.WebSocketResponse()
        await socket.prepare(request)
        self._sockets.append(socket)
        await socket.send_str(json.dumps({"op": 10, "d": {"heartbeat_interval": 41250}, "s": None, "t": None}))
        try:
            async for message in socket:
                if message.type != WSMsgType.TEXT:
                    continue
                frame = json.loads(message.data)
                if frame["op"] == 1:
                    await socket.send_str(json.dumps({"op": 11, "d": None, "s": None, "t": None}))
                elif frame["op"] == 2:
                    shard, count = (frame["d"].get("shard") or [0, 1])[:2]
                    self._shard_of[socket] = int(shard)
                    await self._send(socket, "READY", {
                        "v": 10, "user": BOT, "guilds": [], "session_id": f"fake-session-{shard}",
                        "resume_gateway_url": f"ws://127.0.0.1:{self.port}/gateway", "shard": [shard, count],
                        "application": {"id": APPLICATION_ID, "flags": 0}})
                    self.shards_up.add(int(shard))
                    self.identified.set()
        finally:
            self._sockets.remove(socket)
            self.shards_up.discard(self._shard_of.pop(socket, -1))
        return socket

    async def _send(self, socket: web.WebSocketResponse, event: str, data: dict[str, Any]) -> None:
        await socket.send_str(json.dumps({"op": 0, "t": event, "s": next(self._seq), "d": data}))

    async def _dispatch(self, event: str, data: dict[str, Any], shard: int | None = None) -> None:
        for socket in list(self._sockets):
            if shard is None or self._shard_of.get(socket, 0) == shard:
                await self._send(socket, event, data)

    # -- REST -----------------------------------------------------------------------------------------------

    async def _me(self, request: web.Request) -> web.Response:
        return _json(BOT)

    async def _user(self, request: web.Request) -> web.Response:
        return _json(user(request.match_info["uid"], "someone"))

    async def _application(self, request: web.Request) -> web.Response:
        return _json({"id": APPLICATION_ID, "name": "railbot", "icon": None, "description": "", "summary": "",
                                  "bot_public": True, "bot_require_code_grant": False, "verify_key": "0" * 64,
                                  "owner": BOT, "flags": 0, "team": None, "bot": BOT})

    @staticmethod
    async def _body(request: web.Request) -> dict[str, Any]:
        if request.content_type.startswith("multipart/"):
            reader = await request.multipart()
            found: dict[str, Any] = {}
            while (part := await reader.next()) is not None:
                if getattr(part, "name", None) == "payload_json":
                    found = json.loads(await part.text())  # type: ignore[union-attr]
                else:
                    await part.read()  # type: ignore[union-attr]
            return found
        return await request.json() if request.can_read_body else {}

    def _message(self, posted: Posted) -> dict[str, Any]:
        interaction = ({"interaction_metadata": {"id": posted.interaction_id, "type": 2, "user": BOT,
                                                  "authorizing_integration_owners": {}}}
                       if posted.interaction_id else {})
        return {"id": posted.id, "channel_id": posted.channel_id, "guild_id": GUILD_ID, "author": BOT,
                "content": posted.content, "timestamp": "2026-11-27T00:00:00+00:00", "edited_timestamp": None,
                "tts": False, "mention_everyone": False, "mentions": [], "mention_roles": [], "attachments": [],
                "embeds": [], "pinned": posted.pinned, "type": 0, "flags": 64 if posted.ephemeral else 0,
                "application_id": APPLICATION_ID, **interaction}

    def _record(self, channel_id: str, data: dict[str, Any], interaction_id: str | None, kind: int | None = None) -> Posted:
        posted = Posted(channel_id, str(data.get("content") or ""), interaction_id, bool(int(data.get("flags") or 0) & 64),
                        at=time.monotonic(), kind=kind)
        self.posted.append(posted)
        return posted

    async def _callback(self, request: web.Request) -> web.Response:
        interaction_id, channel_id = self._interactions[request.match_info["token"]]
        body = await self._body(request)
        late = time.monotonic() - self.created.get(interaction_id, time.monotonic()) > ANSWER_DEADLINE_S
        self.answered.setdefault(interaction_id, (time.monotonic(), int(body.get("type") or 0)))
        if self.enforce_deadline and late:
            return _json_status(404, {"message": "Unknown interaction", "code": 10062})
        if self.hold_answers:
            self.answer_held.set()
            closing, released = asyncio.ensure_future(self._closing.wait()), asyncio.ensure_future(self.release.wait())
            await asyncio.wait((closing, released), return_when=asyncio.FIRST_COMPLETED)
            closing.cancel()
            released.cancel()
            if self._closing.is_set():
                return web.Response(status=503)  # never answered: the test killed the bot meanwhile
        kind, posted = int(body.get("type") or 0), None
        if kind == 4:
            posted = self._record(channel_id, body.get("data") or {}, interaction_id, kind=4)
        elif kind == 5:
            posted = self._record(channel_id, {"content": "", "flags": (body.get("data") or {}).get("flags", 0)},
                                  interaction_id, kind=5)
        if request.query.get("with_response") not in ("1", "true", "True"):
            return web.Response(status=204)
        answer: dict[str, Any] = {"interaction": {"id": interaction_id, "type": 2}, "resource": {"type": kind}}
        if posted is not None:  # the callback's response, as discord.py 2.7 asks for it
            answer["interaction"].update(response_message_id=posted.id, response_message_loading=kind == 5,
                                         response_message_ephemeral=posted.ephemeral)
            answer["resource"]["message"] = self._message(posted)
        return _json(answer)

    async def _followup(self, request: web.Request) -> web.Response:
        interaction_id, channel_id = self._interactions[request.match_info["token"]]
        return _json(self._message(self._record(channel_id, await self._body(request), interaction_id)))

    async def _edit_original(self, request: web.Request) -> web.Response:
        """An answer edited (the original, or a follow-up by its id): the message it edits shows the new text."""
        interaction_id, channel_id = self._interactions[request.match_info["token"]]
        body = await self._body(request)
        wanted = request.match_info.get("mid", "@original")
        mine = [p for p in self.posted if p.interaction_id == interaction_id]
        found = next((p for p in mine if p.id == wanted), None) if wanted != "@original" else (mine[0] if mine else None)
        if found is None:
            return _json(self._message(self._record(channel_id, body, interaction_id)))
        if "content" in body and body["content"] is not None:
            found.content = str(body["content"])
        return _json(self._message(found))

    async def _delete_original(self, request: web.Request) -> web.Response:
        interaction_id, _channel_id = self._interactions[request.match_info["token"]]
        self.posted = [p for p in self.posted if not (p.interaction_id == interaction_id and p.kind is not None)]
        return web.Response(status=204)

    async def _channel(self, request: web.Request) -> web.Response:
        cid = request.match_info["cid"]
        return _json({"id": cid, "type": 0, "guild_id": GUILD_ID, "name": "rails", "position": 0,
                                  "permission_overwrites": [], "nsfw": False, "parent_id": None})

    async def _channel_post(self, request: web.Request) -> web.Response:
        return _json(self._message(self._record(request.match_info["cid"], await self._body(request), None)))

    def _find(self, request: web.Request) -> Posted | None:
        cid, mid = request.match_info["cid"], request.match_info["mid"]
        return next((p for p in self.posted if p.channel_id == cid and p.id == mid), None)

    async def _channel_edit(self, request: web.Request) -> web.Response:
        """A channel message edited (the live board, or a post losing its stale buttons)."""
        found, body = self._find(request), await self._body(request)
        if found is None:
            return _json_status(404, {"message": "Unknown Message", "code": 10008})
        if body.get("content") is not None:
            found.content = str(body["content"])
        return _json(self._message(found))

    async def _pin(self, request: web.Request) -> web.Response:
        found = self._find(request)
        if found is None:
            return _json_status(404, {"message": "Unknown Message", "code": 10008})
        found.pinned = True
        return web.Response(status=204)

    async def _history(self, request: web.Request) -> web.Response:
        cid = request.match_info["cid"]
        mine = [self._message(p) for p in reversed(self.posted) if p.channel_id == cid and not p.ephemeral]
        return _json(mine[: int(request.query.get("limit", "50"))])

    async def _dm_channel(self, request: web.Request) -> web.Response:
        body = await request.json()
        return _json({"id": str(next(_ids)), "type": 1, "recipients": [user(body["recipient_id"], "someone")]})
