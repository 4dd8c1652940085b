"""One command's output stays bounded (issue 44 §3): a chain of hundreds of automatic moves is answered in one
message's worth of words, the first and last of its moves with one line saying how many more the log keeps."""

from __future__ import annotations

from bot.commands import CommandLayer, Invocation
from bot.commands.replies import LEFT_OUT, SHOWN_MOST, summarised
from bot.discordbot.limits import CONTENT_MAX
from storage import Store


def who(name: str) -> Invocation:
    return Invocation(user_id=name.lower(), user_name=name, channel_id="c", guild_id="g")


async def test_a_whole_game_of_bot_moves_is_answered_in_one_messages_worth() -> None:
    """Ann's pass order for every round hands 18EZ Level 2 to three bots for the rest of the game (the console makes
    every move before it answers): the answer is summarised, and /game log has every move."""
    store = await Store.open(":memory:")
    try:
        layer = CommandLayer(store, operator_seeds=True, buttons=False)
        layer.order_seconds = None
        for line in ("/game new title:18EZ-L2 seed:1", "/game join bot:yes", "/game join bot:yes", "/game join bot:yes",
                     "/game start"):
            assert not (await layer.handle_line(who("Ann"), line)).ephemeral, line
        reply = await layer.handle(who("Ann"), "auto", {"order": "pass", "every": "yes"})
        record = (await store.channel_history("c"))[0]
        moves = await store.log_length(record.id)
        assert record.status == "finished" and moves > 200
        assert len(reply.text) <= SHOWN_MOST + 200 < CONTENT_MAX  # one message, with room for its pings
        left_out = next(line for line in reply.text.splitlines() if line.startswith("… "))
        assert left_out == LEFT_OUT.format(int(left_out.split()[1]))
        assert reply.game_over and reply.text.splitlines()[-1] == "Brunel wins!"  # how it ended, in the last lines
        log = await layer.handle(who("Ann"), "game log", {"count": "100", "page": "1"})
        assert not log.ephemeral
    finally:
        await store.close()


def test_a_summary_keeps_the_first_and_last_lines_and_counts_the_rest_exactly() -> None:
    lines = [f"Brunel passes {n}. (bot)" for n in range(400)]
    shown = summarised(lines)
    assert sum(len(line) + 1 for line in shown) <= SHOWN_MOST
    left = next(n for n, line in enumerate(shown) if line.startswith("… "))
    count = int(shown[left].split()[1])
    assert shown[:left] == lines[:left] and shown[left + 1:] == lines[len(lines) - (len(shown) - left - 1):]
    assert left + count + (len(shown) - left - 1) == len(lines)  # every line shown or counted, once
    assert summarised(lines[:5]) == lines[:5]  # a short chain in full
