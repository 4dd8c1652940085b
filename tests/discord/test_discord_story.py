"""The game's story on (simulated) Discord (issue 37): /game chart of the channel's game, the end-of-game card posted with
the final scoring of a game played to its end through slash commands, and /stats in a server with several finished
games (an abandoned one and an imported one left out and said so); and the console's --images writing the chart."""

from __future__ import annotations

import io
import re
from pathlib import Path

import simcord
from PIL import Image

from bot.console import Console
from storage import Store
from tests.discord.table import Table, answer, is_private
from tests.discord.test_discord_features import CHOOSING, started

EXAMPLE = Path(__file__).resolve().parents[2] / "examples" / "18ez-level1.txt"


def script() -> list[str]:
    """The 18EZ Level 1 example's lines Discord can send (its client refuses a rotation of 9 before the bot sees it)."""
    lines = [line for line in EXAMPLE.read_text().splitlines() if line.strip() and not line.startswith("#")]
    return [line for line in lines if "rotation:9" not in line]


def pictures(message: object) -> list[str]:
    return [a.filename for a in message.attachments]  # type: ignore[attr-defined]


async def test_chart_shows_the_channels_game_and_refuses_a_chart_it_has_not(simcord_env: simcord.Env) -> None:
    table = await started(simcord_env)
    for line in [*CHOOSING, "Bob: /lay hex:E4 tile:5 rotation:0", "Bob: /buy-train type:2"]:
        assert not is_private(await table.type(line)), line
    shown = await table.type("Cid: /game chart")
    assert not is_private(shown)
    assert answer(shown) == "18EZ Level 1: every player's standing by round, up to move 5. Now: Ann $170, Cid $170, Bob $90."
    message = table.channel.last_message
    assert message is not None and pictures(message) == ["chart.png"]
    assert [e.image.url for e in message.embeds] == ["attachment://chart.png"]
    png = await message.attachments[0].read()
    assert Image.open(io.BytesIO(png)).size[0] == 780
    refused = await table.type("Ann: /game chart what:companies")
    assert is_private(refused) and answer(refused) == "18EZ Level 1 has no chart 'companies'; it has what:players."
    elsewhere = table.guild.create_text_channel("quiet")
    nothing = await table.players["Ann"].slash(elsewhere, "game chart")
    assert is_private(nothing) and answer(nothing).startswith("There is no game in this channel")


async def test_a_game_played_to_its_end_posts_the_end_card_and_counts_in_stats(simcord_env: simcord.Env) -> None:
    table = Table.open(simcord_env, "Ann", "Bob", "Cid")
    for line in script():
        await table.type(line)
    ending = next(m for m in table.channel.history() if "Ann wins!" in m.content)
    assert pictures(ending)[-1] == "endcard.png" and "status.png" in pictures(ending)
    card = next(a for a in ending.attachments if a.filename == "endcard.png")
    assert Image.open(io.BytesIO(await card.read())).size[0] == 780
    assert any(e.image.url == "attachment://endcard.png" for e in ending.embeds)

    guild, ann, bob, cid = table.guild, table.players["Ann"], table.players["Bob"], table.players["Cid"]
    # the finished game exported, and imported in another channel: a result from elsewhere, left out of /stats
    exported = await table.type("Ann: /game export")
    document = (exported.followups[-1] if exported.followups else exported.response).attachments[0]  # type: ignore[union-attr]
    imports = guild.create_text_channel("imports")
    brought = await bob.slash(imports, "game import", file=("game.json", await document.read()))
    assert not is_private(brought), answer(brought)
    # a game abandoned in a third channel: no result, left out
    side = guild.create_text_channel("side")
    for member, command, options in ((ann, "game new", {"title": "18EZ-L1"}), (bob, "game join", {}), (ann, "game start", {}),
                                     (ann, "game abandon", {})):
        assert not is_private(await member.slash(side, command, **options)), command
    # two more finished games of the server's history, as the bot saves them
    store = table.bot.store
    assert store is not None
    for channel, title, scores in (("old-1", "18EZ-L1", {"Ann": 700, "Bob": 800, "Cid": 600}),
                                   ("old-2", "RotW-EUS", {"Ann": 30, "Cid": 41})):
        seats = [(str(table.players[name].id), name) for name in scores]
        record = await store.create_game(guild_id=str(guild.id), channel_id=channel, title=title, options={}, seed=1,
                                         creator_id=seats[0][0])
        for user, name in seats:
            await store.add_seat(record.id, user, name)
        await store.append(record.id, expected_seq=0, kind="action", user_id=seats[0][0], data={"player": 0})
        await store.set_status(record.id, "finished", scores=scores)

    standings = answer(await table.type("Cid: /stats"))
    assert standings.splitlines()[:8] == [
        "Standings in this server: 3 finished games (left out: 1 abandoned game and 1 imported game).",
        "**18EZ Level 1** (2 games)",
        "1. Ann: 1 win in 2 games, average place 1.5, best $1,110 (1st)",
        "2. Bob: 1 win in 2 games, average place 1.5, best $900 (2nd)",
        "3. Cid: 0 wins in 2 games, average place 3.0, best $600 (3rd)",
        "**Railways of the Eastern U.S.** (1 game)",
        "1. Cid: 1 win in 1 game, average place 1.0, best 41 points (1st)",
        "2. Ann: 0 wins in 1 game, average place 2.0, best 30 points (2nd)",
    ]
    # then each member's time to move: the game played here took its moves on the real clock (well under a minute)
    timed = standings.splitlines()[8:]
    assert timed[0] == "**Time and rating**" and len(timed) == 4, timed  # no deadline missed, no one rated yet
    for name, line in zip(["Ann", "Bob", "Cid"], timed[1:], strict=True):
        assert re.fullmatch(rf"{name}: moves in \d+ s \(median\)", line), line
    one = answer(await bob.slash(table.channel, "stats", player=cid))
    assert one.splitlines()[0] == "Cid's results in this server: 3 finished games (left out: 1 imported game)."
    assert "1. Cid: 0 wins in 2 games, average place 3.0, best $600 (3rd)" in one.splitlines()
    titled = answer(await ann.slash(table.channel, "stats", title="18EZ-L1"))
    assert titled.splitlines()[0] == ("Standings in this server: 2 finished games of 18EZ Level 1 "
                                      "(left out: 1 abandoned game and 1 imported game).")
    rotw = answer(await ann.slash(table.channel, "stats", title="RotW-EUS"))
    assert rotw.splitlines()[0] == "Standings in this server: 1 finished game of Railways of the Eastern U.S."


async def test_the_console_writes_the_chart_with_its_images(tmp_path: Path) -> None:
    store = await Store.open(tmp_path / "games.sqlite3")
    try:
        console = Console(store, "local", out=io.StringIO(), images_dir=tmp_path / "pictures")
        await console.run_lines([*EXAMPLE.read_text().splitlines(), "Bob: /game chart"], echo=False)
    finally:
        await store.close()
    written = sorted(p.name for p in (tmp_path / "pictures").iterdir())
    assert "game1-move078-chart.png" in written and "game1-move078-endcard.png" in written
    assert Image.open(tmp_path / "pictures" / "game1-move078-chart.png").size[0] == 780
