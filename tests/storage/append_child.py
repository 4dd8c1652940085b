"""Child process for the durability test: append forever, print each acknowledged seq.

Run as: python append_child.py DATABASE GAME_ID (a SQLite path or a postgresql:// URL) (with the project root on PYTHONPATH).
"""

from __future__ import annotations

import asyncio
import sys

from storage import Store


async def main(path: str, game_id: int) -> None:
    store = await Store.open(path)
    seq = await store.log_length(game_id)
    while True:
        entry = await store.append(
            game_id,
            expected_seq=seq,
            kind="action",
            user_id="child",
            data={
                "type": "build_track",
                "hexes": [[seq % 13, 2], [seq % 13 + 1, 3]],
                "n": seq,
            },
        )
        seq = entry.seq
        # Printed only after append returned, i.e. after COMMIT.
        print(seq, flush=True)


if __name__ == "__main__":
    asyncio.run(main(sys.argv[1], int(sys.argv[2])))
