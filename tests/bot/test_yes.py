"""Every yes/no option reads yes the same way (issue 47: "yes" was parsed in six places, "on" in one of them only):
yes, y, true or on, in any case; anything else, or nothing, is no."""

from __future__ import annotations

import pytest

from bot.commands import CommandLayer, Invocation
from bot.commands.replies import said_yes
from storage import Store


@pytest.mark.parametrize("typed", ["yes", "Y", "TRUE", "on", " yes "])
async def test_a_lobby_seats_a_bot_for_every_spelling_of_yes(store: Store, typed: str) -> None:
    layer = CommandLayer(store, buttons=False)
    ann = Invocation(user_id="ann", user_name="Ann", channel_id="c", guild_id="g")
    await layer.handle_line(ann, "/game new title:18EZ-L2")
    seated = await layer.handle(ann, "game join", {"bot": typed})
    assert "Ann seats a bot" in seated.text, seated.text


def test_anything_else_is_no() -> None:
    assert [said_yes({"x": v}, "x") for v in ("no", "off", "", "yess", "1")] == [False] * 5
    assert not said_yes({}, "x")
