"""A fake Discord for fault tests of the real `python -m bot` process: the REST routes and the gateway the bot
uses, on 127.0.0.1 only (aiohttp). It records every message the bot posts, sends slash commands as a player would,
and can hold an interaction's answer unanswered (so a test can kill the bot between saving a move and answering)."""

from __future__ import annotations

import asyncio
import itertools
import json
from dataclasses import dataclass, field
from typing import Any

from aiohttp import WSMsgType, web

APPLICATION_ID = "900000000000000001"
BOT = {"id": APPLICATION_ID, "username": "railbot", "discriminator": "0", "global_name": None, "avatar": None,
       "bot": True}
GUILD_ID = "910000000000000001"
ALL_PERMISSIONS = str((1 << 47) - 1)
_ids = itertools.count(920000000000000001)


def _json(data: Any) -> web.Response:
    """JSON as Discord sends it (discord.py reads a body as JSON only under exactly this content type)."""
    return web.Response(body=json.dumps(data).encode(), headers={"Content-Type": "application/json"})


def user(user_id: str, name: str) -> dict[str, Any]:
    return {"id": user_id, "username": name, "discriminator": "0", "global_name": name, "avatar": None}


@dataclass
class Posted:
    """A message the bot sent: where, what, and through which interaction (None: a channel post)."""

    channel_id: str
    content: str
    interaction_id: str | None
    ephemeral: bool
    id: str = field(default_factory=lambda: str(next(_ids)))


class FakeDiscord:
    def __init__(self) -> None:
        self.posted: list[Posted] = []
        self.hold_answers = False  # interaction callbacks wait (unanswered) while set
        self.answer_held = asyncio.Event()  # set when a callback is being held
        self.identified = asyncio.Event()
        self._closing = asyncio.Event()
        self._sockets: list[web.WebSocketResponse] = []
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
        app.router.add_get(f"{api}/channels/{{cid}}", self._channel)
        app.router.add_post(f"{api}/channels/{{cid}}/messages", self._channel_post)
        app.router.add_get(f"{api}/channels/{{cid}}/messages", self._history)
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

    async def slash(self, channel_id: str, who: dict[str, Any], name: str, **options: str) -> str:
        """`who` types `/name option:value …` in the channel; returns the interaction's id."""
        interaction_id, token = str(next(_ids)), f"token-{next(_ids)}"
        self._interactions[token] = (interaction_id, channel_id)
        payload = {
            "id": interaction_id, "application_id": APPLICATION_ID, "type": 2, "token": token, "version": 1,
            "data": {"id": str(next(_ids)), "name": name, "type": 1,
                     "options": [{"name": k, "type": 3, "value": v} for k, v in options.items()]},
            "guild_id": GUILD_ID, "channel_id": channel_id,
            "channel": {"id": channel_id, "type": 0, "guild_id": GUILD_ID, "name": "rails", "position": 0,
                        "permission_overwrites": []},
            "member": {"user": who, "roles": [], "joined_at": "2026-01-01T00:00:00+00:00", "deaf": False, "mute": False,
                       "permissions": "3072", "flags": 0},
            "app_permissions": ALL_PERMISSIONS, "locale": "en-US", "guild_locale": "en-US", "entitlements": [],
            "authorizing_integration_owners": {"0": GUILD_ID}, "context": 0, "attachment_size_limit": 26214400,
        }
        await self._dispatch("INTERACTION_CREATE", payload)
        return interaction_id

    def in_channel(self, channel_id: str, text: str) -> list[Posted]:
        return [p for p in self.posted if p.channel_id == channel_id and not p.ephemeral and text in p.content]

    # -- the gateway ----------------------------------------------------------------------------------------

    async def _gateway_bot(self, request: web.Request) -> web.Response:
        return _json({"url": f"ws://127.0.0.1:{self.port}/gateway", "shards": 1,
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
                    await self._send(socket, "READY", {
                        "v": 10, "user": BOT, "guilds": [], "session_id": "fake-session",
                        "resume_gateway_url": f"ws://127.0.0.1:{self.port}/gateway", "shard": [0, 1],
                        "application": {"id": APPLICATION_ID, "flags": 0}})
                    self.identified.set()
        finally:
            self._sockets.remove(socket)
        return socket

    async def _send(self, socket: web.WebSocketResponse, event: str, data: dict[str, Any]) -> None:
        await socket.send_str(json.dumps({"op": 0, "t": event, "s": next(self._seq), "d": data}))

    async def _dispatch(self, event: str, data: dict[str, Any]) -> None:
        for socket in list(self._sockets):
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
                "embeds": [], "pinned": False, "type": 0, "flags": 64 if posted.ephemeral else 0,
                "application_id": APPLICATION_ID, **interaction}

    def _record(self, channel_id: str, data: dict[str, Any], interaction_id: str | None) -> Posted:
        posted = Posted(channel_id, str(data.get("content") or ""), interaction_id, bool(int(data.get("flags") or 0) & 64))
        self.posted.append(posted)
        return posted

    async def _callback(self, request: web.Request) -> web.Response:
        interaction_id, channel_id = self._interactions[request.match_info["token"]]
        body = await self._body(request)
        if self.hold_answers:
            self.answer_held.set()
            await self._closing.wait()  # never answered: the test kills the bot meanwhile
            return web.Response(status=503)
        if body.get("type") == 4:
            self._record(channel_id, body.get("data") or {}, interaction_id)
        return web.Response(status=204)

    async def _followup(self, request: web.Request) -> web.Response:
        interaction_id, channel_id = self._interactions[request.match_info["token"]]
        return _json(self._message(self._record(channel_id, await self._body(request), interaction_id)))

    async def _edit_original(self, request: web.Request) -> web.Response:
        interaction_id, channel_id = self._interactions[request.match_info["token"]]
        return _json(self._message(self._record(channel_id, await self._body(request), interaction_id)))

    async def _channel(self, request: web.Request) -> web.Response:
        cid = request.match_info["cid"]
        return _json({"id": cid, "type": 0, "guild_id": GUILD_ID, "name": "rails", "position": 0,
                                  "permission_overwrites": [], "nsfw": False, "parent_id": None})

    async def _channel_post(self, request: web.Request) -> web.Response:
        return _json(self._message(self._record(request.match_info["cid"], await self._body(request), None)))

    async def _history(self, request: web.Request) -> web.Response:
        cid = request.match_info["cid"]
        mine = [self._message(p) for p in reversed(self.posted) if p.channel_id == cid and not p.ephemeral]
        return _json(mine[: int(request.query.get("limit", "50"))])

    async def _dm_channel(self, request: web.Request) -> web.Response:
        body = await request.json()
        return _json({"id": str(next(_ids)), "type": 1, "recipients": [user(body["recipient_id"], "someone")]})
