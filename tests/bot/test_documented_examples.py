"""Every command the README and the players' guide give does what their text says (issue 45 §3).

First, every slash command written in either (`/game new title:18EZ-L2`, `/sell shares:PS&W 2 BR&N 1`, a template such
as `/buy-share railroad:PS&W [from:pool]`) is a command of the bot with options it has. Then the README's examples
are played, each asserting what its sentence says (its run order, bot seats and hand-overs, which need Discord's
mentions, are played by tests/discord/test_discord_orders.py and test_discord_bots.py, as are the players' guide's
standing orders)."""

from __future__ import annotations

import re
from pathlib import Path

import pytest

from bot.commandline import parse_command_line
from bot.commands import CommandLayer, Invocation
from bot.commandtable import COMMANDS_BY_NAME
from storage import Store

ROOT = Path(__file__).resolve().parents[2]
DOCUMENTS = [ROOT / "README.md", ROOT / "docs" / "players.md"]
WRITTEN = re.compile(r"`(/[a-z][^`]*)`")


def examples() -> list[tuple[str, str]]:
    found = []
    for path in DOCUMENTS:
        for text in WRITTEN.findall(path.read_text(encoding="utf-8")):
            found.append((path.name, text))
    return found


def as_typed(text: str) -> str:
    """A written command as a person would type it: a template's optional parts and alternatives dropped."""
    text = re.sub(r"\[[^\]]*\]", "", text.replace("\\|", "|"))
    text = re.sub(r"(\w+):[^\s]*\|[^\s]*", r"\1:x", text)  # where:channel|dm: either
    return text.replace("…", "x").strip()


@pytest.mark.parametrize(("document", "written"), examples(), ids=lambda v: v if isinstance(v, str) else "")
def test_every_written_command_is_a_command_with_the_options_it_names(document: str, written: str) -> None:
    typed = as_typed(written)
    words = typed.split()
    name = " ".join(words[:2]) if " ".join(words[:2]).lstrip("/") in COMMANDS_BY_NAME else words[0]
    command = COMMANDS_BY_NAME.get(name.lstrip("/"))
    assert command is not None, f"{document} names /{name.lstrip('/')}, which is not a command: {written}"
    _, options = parse_command_line(typed)
    unknown = set(options) - {o.name for o in command.options}
    assert not unknown, f"{document}: /{command.name} has no option {', '.join(sorted(unknown))}: {written}"


def who(name: str) -> Invocation:
    return Invocation(user_id=name.lower(), user_name=name, channel_id="c", guild_id="g")


async def test_the_readmes_playing_section_does_what_it_says() -> None:
    """The README's Playing section, line by line, in 18EZ Level 2 (seed 1 seats Bob, Cid, Ann)."""
    store = await Store.open(":memory:")
    try:
        layer = CommandLayer(store, operator_seeds=True, buttons=False)
        layer.order_seconds = None

        async def say(name: str, line: str, private: bool = False) -> str:
            reply = await layer.handle_line(who(name), line)
            assert reply.ephemeral == private, f"{line}: {reply.text}"
            return reply.text

        helped = await say("Ann", "/game help", private=True)  # before a game: the titles and their options
        assert all(title in helped for title in ("18EZ-L1", "18EZ-L2", "18GL", "RotW-EUS")) and "options" in helped
        assert "opened a lobby for 18EZ Level 2" in await say("Ann", "/game new title:18EZ-L2 seed:1")
        for name in ("Bob", "Cid"):
            assert "joins" in await say(name, "/game join")
        assert "begins" in await say("Ann", "/game start")
        record = await store.active_game("c")
        assert record is not None
        assert "direct message" in await say("Cid", "/game notify where:dm", private=True)
        # 4. a buy order buys a PS&W share a turn until its owner holds 4, whoever else buys PS&W
        await say("Bob", "/pass")
        await say("Cid", "/pass")
        await say("Ann", "/par railroad:PS&W price:70")
        assert "buy PS&W shares until holding 4 shares" in await say("Ann", "/auto order:buy company:PS&W holding:4",
                                                                    private=True)
        for _ in range(4):
            game = (await layer.games.load(record)).game
            if game.held(0, "PS&W") >= 4:
                break
            await say("Bob", "/buy-share railroad:PS&W")  # others buying PS&W help float it: the order goes on
            await say("Cid", "/pass")
        game = (await layer.games.load(record)).game
        assert game.held(0, "PS&W") == 4 and await store.orders(record.id) == []  # done, as its words say
        # /auto order:pass passes for the rest of this share round
        assert "pass in the share round: this round" in await say("Cid", "/auto order:pass", private=True)
        assert "1. pass in the share round" in await say("Cid", "/auto", private=True)
        assert "Cancelled all your standing orders" in await say("Cid", "/auto order:off", private=True)
        assert "You have no standing orders" in await say("Cid", "/auto", private=True)
        # 3. the helpers
        assert "Share Dealing Round 1" in await say("Ann", "/game status")
        assert "Your games" in await say("Ann", "/games", private=True)
        listed = await say(game.players[game.acting_players()[0]], "/game moves", private=True)
        assert "buy-share" in listed and "pass" in listed
        mover = game.players[game.history[-1].player]
        assert (await say(mover, "/game undo")).startswith("Undone")  # one's own last move, at once
    finally:
        await store.close()
