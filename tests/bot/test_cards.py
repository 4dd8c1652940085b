"""Cards, private companies and powers explained before they are used: every one has its text (data), /game card
finds it by id, by name or by part of its name, and says so in one sentence when it cannot; RotW's /card takes a
display card by id, by its number on the status card or by its name as shown."""

from __future__ import annotations

import copy

import pytest

from bot.commands import CommandLayer, Invocation
from bot.commandtable import MOVE_BUILDERS
from engine import TITLES, game_class, parse_action
from storage import Store


def who(user: str) -> Invocation:
    return Invocation(guild_id="g", channel_id="c", user_id=user, user_name=user)


@pytest.mark.parametrize("title", sorted(TITLES))
def test_every_card_has_its_text(title: str) -> None:
    game = game_class(title)(["Ann", "Bob", "Cid"], 1)
    cards = game.card_texts()
    assert (title in ("18EZ-L1", "18EZ-L2")) == (not cards)
    for card, name, text in cards:
        assert card and name and len(text) >= 10 and (text[0].isupper() or text[0].isdigit()) and text.rstrip()[-1] in ".)", (card, text)
    assert len({c for c, _, _ in cards}) == len(cards)


async def game_of(layer: CommandLayer, title: str) -> None:
    await layer.handle(who("Ann"), "game new", {"title": title, "seed": "3"})
    for name in ("Bob", "Cid"):
        await layer.handle(who(name), "game join", {})
    await layer.handle(who("Ann"), "game start", {})


@pytest.fixture
async def layer() -> CommandLayer:
    store = await Store.open(":memory:")
    yield CommandLayer(store, operator_seeds=True)
    await store.close()


async def test_game_card_finds_a_private_by_id_name_or_part(layer: CommandLayer) -> None:
    await game_of(layer, "18EZ-L3")
    hotel = await layer.handle(who("Bob"), "game card", {"name": "HOTEL"})
    assert hotel.ephemeral and hotel.text.startswith("Harriot Milton Hotel: Owned by a major railroad")
    assert "closes the Hotel" in hotel.text
    assert (await layer.handle(who("Bob"), "game card", {"name": "harriot milton hotel"})).text == hotel.text
    assert (await layer.handle(who("Bob"), "game card", {"name": "milton"})).text == hotel.text
    refused = await layer.handle(who("Bob"), "game card", {"name": "Hotl"})
    assert refused.ephemeral and refused.text == "18EZ Level 3 has no card called 'Hotl'; did you mean Harriot Milton Hotel?"
    assert "/game card name:" in (await layer.handle(who("Bob"), "game status", {})).text
    labels = await layer.card_choices(who("Bob"), "metro")
    assert labels == [("Metropolis Rapid Transit Authority — Owned by a major railroad, which may lay a tile in …",
                       "MRTA")]  # at most 100 characters, cut between words
    assert all(len(label) <= 100 for label, _ in await layer.card_choices(who("Bob"), ""))


async def test_18gl_powers_and_rotw_cards_are_one_command_away(layer: CommandLayer) -> None:
    await game_of(layer, "18GL")
    ferry = await layer.handle(who("Ann"), "game card", {"name": "ferry"})
    assert ferry.text.startswith("Lake Michigan Ferry Company: Instead of its tile lay") and "$50" in ferry.text
    await layer.handle(who("Ann"), "game abandon", {})
    await game_of(layer, "RotW-EUS")
    record = await layer.store.active_game("c")
    game = (await layer.games.load(record)).game
    speed = await layer.handle(who("Ann"), "game card", {"name": "speed record"})
    assert speed.text == f"Speed Record: {next(c.text for c in game.cards.operations if c.id == 'speed-record')}"
    baron = game.cards.barons[0]
    assert (await layer.handle(who("Ann"), "game card", {"name": baron.name})).text == f"Rail Baron: {baron.name}: {baron.text}"
    many = await layer.handle(who("Ann"), "game card", {"name": "hotel"})  # a part of several names: say which
    assert many.ephemeral and many.text.startswith("'hotel' may be Hotel: ") and many.text.endswith(": say which.")


def test_rotw_takes_a_display_card_by_id_number_or_name() -> None:
    game = game_class("RotW-EUS")(["Ann", "Bob"], 3)
    for _ in range(2):
        game.apply(game.acting_players()[0], parse_action("keep-baron 1"))
    while game.state.stage == "auction":
        game.apply(game.acting_players()[0], parse_action("pass"))
    me = game.acting_players()[0]
    number = game.state.display.index("land-grant-1") + 1
    taken = set()
    for typed in ("land-grant-1", str(number), "Government Land Grant", "government land grant"):
        copied = copy.deepcopy(game)
        outcome = copied.apply(me, MOVE_BUILDERS["card"]({"card": typed}))
        taken.add(outcome.action.text)  # recorded by its id, however it was typed
    assert taken == {"take-card land-grant-1"}
    with pytest.raises(Exception, match="display has cards 1 to 11; card 99 is not there"):
        game.apply(me, MOVE_BUILDERS["card"]({"card": "99"}))


def test_rail_baron_cards_are_chosen_in_any_order() -> None:
    game = game_class("RotW-EUS")(["Ann", "Bob", "Cid"], 4)
    assert game.acting_players() == [0, 1, 2]
    game.apply(2, parse_action("keep-baron 2"))  # Cid first: nobody waits for another's secret choice
    assert game.acting_players() == [0, 1]
    game.apply(0, parse_action("keep-baron 1"))
    game.apply(1, parse_action("keep-baron 1"))
    assert game.state.stage == "auction"
