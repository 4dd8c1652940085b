"""A TCP proxy for fault tests: it forwards 127.0.0.1:<port> to a server (a TCP address or a unix socket) and can
add latency to every chunk or stop forwarding altogether (a network partition), then go on again. Only loopback."""

from __future__ import annotations

import asyncio
import contextlib


class Proxy:
    def __init__(self, *, unix_path: str | None = None, host: str = "127.0.0.1", port: int = 0) -> None:
        self.unix_path, self.target_host, self.target_port = unix_path, host, port
        self.latency = 0.0  # seconds added to every chunk, each way
        self._flowing = asyncio.Event()
        self._flowing.set()
        self._server: asyncio.Server | None = None
        self._tasks: set[asyncio.Task[None]] = set()
        self.port = 0

    async def start(self) -> Proxy:
        self._server = await asyncio.start_server(self._client, "127.0.0.1", 0)
        self.port = self._server.sockets[0].getsockname()[1]
        return self

    def partition(self) -> None:
        """Stop forwarding (connections stay open, nothing passes): what a cut network looks like to both ends."""
        self._flowing.clear()

    def heal(self) -> None:
        self._flowing.set()

    async def close(self) -> None:
        if self._server is not None:
            self._server.close()
        for task in list(self._tasks):
            task.cancel()
        for task in list(self._tasks):
            with contextlib.suppress(BaseException):
                await task

    async def _client(self, reader: asyncio.StreamReader, writer: asyncio.StreamWriter) -> None:
        if self.unix_path is not None:
            up_reader, up_writer = await asyncio.open_unix_connection(self.unix_path)
        else:
            up_reader, up_writer = await asyncio.open_connection(self.target_host, self.target_port)
        for source, sink in ((reader, up_writer), (up_reader, writer)):
            task = asyncio.get_running_loop().create_task(self._pipe(source, sink))
            self._tasks.add(task)
            task.add_done_callback(self._tasks.discard)

    async def _pipe(self, source: asyncio.StreamReader, sink: asyncio.StreamWriter) -> None:
        try:
            while chunk := await source.read(65536):
                if self.latency:
                    await asyncio.sleep(self.latency)
                await self._flowing.wait()
                sink.write(chunk)
                await sink.drain()
        except (ConnectionError, OSError):
            pass
        finally:
            with contextlib.suppress(Exception):
                sink.close()
