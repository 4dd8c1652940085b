"""The shipped 18GL example: a 4-player game through the console, from the private companies'
auction through CONRAIL's formation and the D trains to the final net worths; the fourth seat is the bot's."""

from __future__ import annotations

from pathlib import Path

from bot.service import GameService
from engine.eighteen.gl.game import GL18
from engine.eighteen.gl.operating import net_worth
from storage import Store
from tests.example_replay import play_example, replay_side_by_side

EXAMPLE = Path(__file__).resolve().parents[2] / "examples" / "18gl.txt"
PLAYERS = ["Ann", "Bob", "Cid", "Brunel"]  # Brunel: the bot seated in the lobby


async def test_the_18gl_example_plays_to_its_end(tmp_path: Path) -> None:
    db = tmp_path / "g.sqlite3"
    text, played = await play_example(EXAMPLE, db)

    assert "Cleveland and Eastern Railway is on top of the Startpacket: buy it at $20 instead of bidding." in text
    assert text.count("(only you)") == 1  # the refused bid changed nothing
    assert "Ann wins the Elgin, Joliet and Eastern Railway Company for $45." in text
    # the fourth seat is the bot's (issue 36): it plays by itself, its moves marked "(bot)"
    assert "Seated: Ann, Bob, Cid, Brunel (bot)." in text
    assert "Brunel buys the Indiana-Ohio Excavating Company for $50. (bot)" in text
    assert "PRR floats with $500 (5 shares at $100); its other 5 shares go to its treasury." in text
    assert "Wabash's home station goes in C19; the other St. Louis circle is closed." in text
    assert "Brunel buys the Great Lakes Port Authority for $80. (bot)" in text
    assert "The Great Lakes Port Authority closes." in text  # its token placed: a private closed by its power
    assert "NKP pays half of its $60: Bob $15; NKP keeps $45." in text
    assert "NYC's 2H trains are obsolete: $100 salvage." in text
    assert "NYC takes a $500 loan to buy an E; its share value falls to $120. (bot)" in text
    assert "MILW repays 1 loan; its share value rises to $150." in text
    assert "DT&I activates the London-Cleveland ferry in place of its tile" in text
    assert "CONRAIL pays DT&I $50 for using the London-Cleveland ferry." in text
    said = "\n".join(m for o in played.history for m in o.messages)  # what the game said, the folded bot lines too
    assert "CONRAIL forms from PRR, NKP: their shares are exchanged two for one." in said  # after bot moves: folded
    # 4.5.1.2: every merged home is replaced by a CONRAIL station
    assert "CONRAIL's stations replace the merged homes: Cleveland (L14), the Pittsburgh off-board." in text
    assert "MILW's E (doubled) train runs" in text and "IC's D train runs" in text
    assert "Phase D begins" in text
    assert "The game is over. Net worth: Brunel $7,640, Cid $7,192, Ann $6,897, Bob $6,166." in text
    assert "Brunel wins!" in text

    store = await Store.open(db)
    record = (await store.channel_history("local"))[0]
    assert record.status == "finished"
    assert record.scores == {"Ann": 6897, "Bob": 6166, "Cid": 7192, "Brunel": 7640}
    rebuilt = (await GameService(store).load(record)).game
    await store.close()
    assert isinstance(rebuilt, GL18)
    assert rebuilt.state == played.state
    assert {rebuilt.player_name(p): net_worth(rebuilt, p) for p in range(4)} == record.scores

    # replay == live after every move (the bot's moves as the console made them, judged again here)
    checked, replayed = GL18(PLAYERS, 9), GL18(PLAYERS, 9)
    moves = replay_side_by_side(checked, replayed, EXAMPLE, bots={"Brunel"}, played=played)
    assert moves == 462 and checked.over and checked.state == played.state
