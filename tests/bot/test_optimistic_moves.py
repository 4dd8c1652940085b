"""A move is judged on the game this process last knew, without reading the log first (issue 32 §5: fewer round
trips). Two processes on one PostgreSQL: when the other one moved meanwhile, the stale game's refusal or its append's
conflict makes the move be judged again on the game as the log has it, so nothing is refused or lost by staleness."""

from __future__ import annotations

from bot.commands import CommandLayer, Invocation
from storage import Store


def who(name: str) -> Invocation:
    return Invocation(user_id=name.lower(), user_name=name, channel_id="c", guild_id="g")


async def test_a_stale_game_in_one_process_is_read_again_when_another_moved(pg_url: str) -> None:
    first, second = await Store.open(pg_url), await Store.open(pg_url)
    try:
        here, there = CommandLayer(first, operator_seeds=True), CommandLayer(second, operator_seeds=True)
        await here.handle(who("Ann"), "game new", {"title": "18EZ-L1", "seed": "3"})
        await here.handle(who("Bob"), "game join", {})
        await here.handle(who("Cid"), "game join", {})
        await here.handle(who("Ann"), "game start", {})
        record = await first.active_game("c")
        assert record is not None
        await there.games.load(record)  # the other process knows the game as it starts
        # Bob, Cid, Ann choose in turn (seed 3): Bob's and Cid's choices go through this process only
        assert not (await here.handle(who("Bob"), "choose", {"railroad": "PS&W"})).ephemeral
        assert not (await here.handle(who("Cid"), "choose", {"railroad": "TC&L"})).ephemeral
        # the other process still thinks it is Bob's turn: Ann's choice is judged again on the log, and made
        made = await there.handle(who("Ann"), "choose", {"railroad": "BR&N"})
        assert not made.ephemeral, made.text
        assert await first.log_length(record.id) == 3
        # what the log refuses stays refused (every railroad is chosen: the choosing is over)
        refused = await there.handle(who("Bob"), "choose", {"railroad": "M&R"})
        assert refused.ephemeral and await first.log_length(record.id) == 3
        # a conflict: both processes judge Bob's next move on the same position; the second is judged again
        here_game = (await here.games.load(record)).game
        bob = here_game.players.index("Bob")
        move = here_game.legal_actions(bob)[0].text
        await there.games.load(record)
        assert not (await here.handle(who("Bob"), "move", {"action": move, "confirm": "yes"})).ephemeral
        again = await there.handle(who("Bob"), "move", {"action": move, "confirm": "yes"})
        assert await first.log_length(record.id) == 4 + (0 if again.ephemeral else 1)
        assert not again.ephemeral or "moved first" not in again.text, again.text  # refused by the rules, not a conflict
        log = await first.log(record.id)
        assert [e.seq for e in log] == list(range(1, len(log) + 1))
    finally:
        await first.close()
        await second.close()
