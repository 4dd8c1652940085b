"""Railways of the World on SimCord as a player meets it: no one-tap disasters (a move that issues bonds asks "Are
you sure?" privately with a Confirm button, and nothing is saved until it is pressed), build paths suggested with
their cost, destination and bonds, and /game moves in one message that never leaves out a build."""

from __future__ import annotations

import simcord

from engine.rotw.actions import Urbanize
from engine.rotw.game import Rotw
from storage import GameRecord
from tests.discord.table import Table, answer, has_button, is_private


async def rotw_auction(env: simcord.Env) -> tuple[Table, GameRecord, str]:
    """A two-player game at its first auction, past the Rail Baron choice: (the table, the game's record, the bidder)."""
    table = Table.open(env, "Ann", "Bob")
    for line in ("Ann: /game new title:RotW-EUS", "Bob: /game join", "Ann: /game start"):
        await table.type(line)
    record = await table.bot.store.active_game(str(table.channel.id))
    assert record is not None
    for _ in range(2):
        game = (await table.bot.layer.games.load(record)).game
        await table.type(f"{game.players[game.acting_players()[0]]}: /keep-baron choice:1")
    game = (await table.bot.layer.games.load(record)).game
    return table, record, game.players[game.acting_players()[0]]


async def rotw_turn(simcord_env: simcord.Env) -> tuple[Table, Rotw, int]:
    """A two-player game past the Rail Baron choice and the auction: (the table, the game, its id)."""
    table, record, _bidder = await rotw_auction(simcord_env)
    for _ in range(2):
        game = (await table.bot.layer.games.load(record)).game
        await table.type(f"{game.players[game.acting_players()[0]]}: /pass")
    game = (await table.bot.layer.games.load(record)).game
    assert isinstance(game, Rotw) and game.state.stage == "actions"
    return table, game, record.id


async def test_a_move_issuing_bonds_asks_first_and_the_confirm_button_makes_it(simcord_env: simcord.Env) -> None:
    table, game, game_id = await rotw_turn(simcord_env)
    me = game.acting_players()[0]
    name = game.players[me]
    urbanize = next(a for a in game.legal_actions(me) if isinstance(a, Urbanize))
    saved = await table.bot.store.log_length(game_id)
    asked = await table.type(f"{name}: /urbanize city:{urbanize.city} color:{urbanize.color}")
    assert is_private(asked)
    assert answer(asked).startswith(f"Are you sure? This move (urbanize {urbanize.city} {urbanize.color}) issues 2 bonds "
                                    "(−$2,000 income a turn)")  # $10,000 with no cash: two $5,000 bonds
    assert await table.bot.store.log_length(game_id) == saved  # nothing is saved until confirmed
    question = asked.followups[-1] if asked.followups else asked.response
    assert question is not None and has_button(question, f"Confirm: urbanize {urbanize.city} {urbanize.color}")
    done = await table.players[name].click(question, label=f"Confirm: urbanize {urbanize.city} {urbanize.color}")
    assert not is_private(done) and "issues 2 bonds" in table.last_text()
    assert await table.bot.store.log_length(game_id) == saved + 1
    again = await table.players[name].click(question, label=f"Confirm: urbanize {urbanize.city} {urbanize.color}")
    assert is_private(again) and await table.bot.store.log_length(game_id) == saved + 1  # one move for one intention


async def test_confirm_yes_makes_the_move_at_once(simcord_env: simcord.Env) -> None:
    table, game, game_id = await rotw_turn(simcord_env)
    me = game.acting_players()[0]
    saved = await table.bot.store.log_length(game_id)
    made = await table.type(f"{game.players[me]}: /upgrade-engine confirm:yes")
    assert not is_private(made) and "upgrades to a level 2 engine" in table.last_text()
    assert await table.bot.store.log_length(game_id) == saved + 1


async def test_build_suggestions_carry_cost_destination_and_bonds(simcord_env: simcord.Env) -> None:
    table, game, _ = await rotw_turn(simcord_env)
    me = game.players[game.acting_players()[0]]
    offered = await table.players[me].autocomplete(table.channel, "build", "path", "A51 B50")
    labels = {c["value"]: c["name"] for c in offered}
    assert labels["A51 B50 C51"] == "A51 B50 C51: Boston → Providence, $2,000, 1 bond"
    moves = answer(await table.type(f"{me}: /game moves"))
    assert len(moves) <= 2000 and any(line.startswith("/build: ") for line in moves.splitlines())


async def test_the_turns_buttons_are_its_main_actions_with_their_costs(simcord_env: simcord.Env) -> None:
    """Ten 'Urbanize C43 black/blue/…' buttons, one tap each for $10,000, and never Build: now the main actions,
    labelled with their costs, and a tap that would issue bonds asks first."""
    table, game, game_id = await rotw_turn(simcord_env)
    me = game.players[game.acting_players()[0]]
    made = await table.type(f"{me}: /build path:A51 B50 C51 confirm:yes")  # Boston - Providence, with a bond
    assert not is_private(made)
    for _ in range(2):  # the other player, then back to the first: the ping's buttons
        game = (await table.bot.layer.games.load(await table.bot.store.get_game(game_id))).game
        if game.players[game.acting_players()[0]] == me:
            break
        await table.type(f"{game.players[game.acting_players()[0]]}: /pass")
    message = table.channel.last_message
    assert message is not None
    labels = [child.label for row in message.components for child in row.children]
    assert labels[-1] == "Pass" and not any(label.startswith("Urbanize") for label in labels)
    assert "Upgrade engine ($5,000, 1 bond)" in labels
    build = next(label for label in labels if label.startswith("Build "))
    assert "Boston" in build or "Providence" in build  # from the player's own track
    saved = await table.bot.store.log_length(game_id)
    asked = await table.players[me].click(message, label="Upgrade engine ($5,000, 1 bond)")
    assert is_private(asked) and answer(asked).startswith(f"Are you sure? {me} upgrades to a level 2 engine for $5,000: "
                                                          "this move issues 1 bond")
    assert await table.bot.store.log_length(game_id) == saved


async def test_each_player_sees_both_rail_baron_texts_privately_and_cards_are_one_command_away(
        simcord_env: simcord.Env) -> None:
    """Everyone chooses their Rail Baron card at once, in secret: a button shows the presser their two cards with
    their texts, to them alone; /game card explains any card, with its text in autocomplete."""
    table = Table.open(simcord_env, "Ann", "Bob")
    for line in ("Ann: /game new title:RotW-EUS", "Bob: /game join", "Ann: /game start"):
        await table.type(line)
    record = await table.bot.store.active_game(str(table.channel.id))
    assert record is not None
    game = (await table.bot.layer.games.load(record)).game
    assert isinstance(game, Rotw) and sorted(game.acting_players()) == [0, 1]  # both choose at once
    message = table.channel.last_message
    assert message is not None and has_button(message, "Show my two Rail Baron cards")
    for name in ("Ann", "Bob"):
        shown = await table.players[name].click(message, label="Show my two Rail Baron cards")
        mine = game.state.players[game.players.index(name)].baron_offer
        theirs = game.state.players[1 - game.players.index(name)].baron_offer
        assert is_private(shown)
        for card in mine:
            spec = next(b for b in game.cards.barons if b.id == card)
            assert spec.name in answer(shown) and spec.text in answer(shown)
        assert not any(next(b for b in game.cards.barons if b.id == c).name in answer(shown) for c in theirs if c not in mine)
    assert table.channel.last_message == message  # nothing posted in the channel
    offered = await table.players["Bob"].autocomplete(table.channel, "game card", "name", "speed")
    assert [c["value"] for c in offered] == ["speed-record"] and offered[0]["name"].startswith("Speed Record — The first")
    explained = await table.type("Bob: /game card name:speed-record")
    assert is_private(explained) and answer(explained).startswith("Speed Record: The first player")


async def test_are_you_sure_is_asked_only_about_a_move_the_engine_accepts_in_city_names_with_its_cost(
        simcord_env: simcord.Env) -> None:
    """An urbanize the rules refuse was asked about (2 bonds) and refused only after Confirm; a build's question
    listed hex codes with neither the cost nor where the track goes (issue 34 §6)."""
    table, game, game_id = await rotw_turn(simcord_env)
    me = game.players[game.acting_players()[0]]
    saved = await table.bot.store.log_length(game_id)
    refused = await table.type(f"{me}: /urbanize city:A51 color:blue")  # Boston is no gray city
    assert is_private(refused) and not answer(refused).startswith("Are you sure?")
    assert "Confirm" not in str(refused.followups[-1].components if refused.followups else refused.response)
    asked = await table.type(f"{me}: /build path:A51 B50 C51")
    assert is_private(asked) and answer(asked).startswith(
        f"Are you sure? {me} lays 1 tile for $2,000, completing link 1: Boston (A51) - Providence (C51): this move "
        "issues 1 bond (−$1,000 income a turn).")
    assert await table.bot.store.log_length(game_id) == saved


async def test_a_build_may_name_two_cities_and_a_gap_is_said_in_city_names(simcord_env: simcord.Env) -> None:
    """`/build path:London Reading` was refused with "AY43 is not next to AY49" (issue 34 §3): two cities' names
    build the cheapest track joining them, asked first when it issues bonds; a path with a gap is said in city names."""
    table, game, game_id = await rotw_turn(simcord_env)
    me = game.players[game.acting_players()[0]]
    gap = await table.type(f"{me}: /build path:Boston C49 confirm:yes")
    assert is_private(gap) and answer(gap).startswith("C49 is not next to Boston (A51): a path names every hex on the "
                                                      "way, city names allowed")
    asked = await table.type(f"{me}: /build path:Boston Providence")
    assert is_private(asked) and answer(asked).startswith(
        f"Are you sure? {me} lays 1 tile for $2,000, completing link 1: Boston (A51) - Providence (C51)")
    made = await table.type(f"{me}: /build path:Boston Providence confirm:yes")
    assert not is_private(made) and "completing link 1: Boston (A51) - Providence (C51)" in table.last_text()
    record = await table.bot.store.get_game(game_id)
    played = (await table.bot.layer.games.load(record)).game
    assert played.history[-1].action.path == ("A51", "B50", "C51")  # the move is saved with every hex


async def test_cities_and_cards_are_suggested_by_name(simcord_env: simcord.Env) -> None:
    """`/urbanize city:` suggested "C43, C51…" for a $10,000 move and `/card` ids like "land-grant-2" (issue 34 §10):
    now names, and a card's effect in a few words; the value sent back is what the engine reads."""
    table, game, _ = await rotw_turn(simcord_env)
    me = game.players[game.acting_players()[0]]
    cities = await table.players[me].autocomplete(table.channel, "urbanize", "city", "")
    assert cities and all(c["name"] == game.board.label(c["value"]) for c in cities)
    assert all(c["name"].endswith(f" ({c['value']})") and len(c["name"]) > len(c["value"]) + 3 for c in cities)
    cards = await table.players[me].autocomplete(table.channel, "card", "card", "")
    assert cards
    for choice in cards:
        spec = next(c for c in game.cards.operations if c.id == choice["value"])
        assert choice["name"].startswith(f"{spec.name} — ") and len(choice["name"]) <= 100


async def test_the_first_action_of_a_game_offers_a_build(simcord_env: simcord.Env) -> None:
    """7 of 24 action pings had no Build button, the first action of a game among them (issue 34 §3): with no track
    of their own yet, a player is offered the cheapest build from any city, with its cost."""
    table, _game, _ = await rotw_turn(simcord_env)
    message = table.channel.last_message
    assert message is not None
    labels = [child.label for row in message.components for child in row.children]
    assert "Build Boston → Providence ($2,000, 1 bond)" in labels


async def test_the_numbers_on_the_status_card_are_the_numbers_accepted(simcord_env: simcord.Env) -> None:
    """The README said the status card numbers the face-up cards; it showed none, and `/game card name:3` answered
    "has no card called '3'" (issue 34 §10)."""
    from renderer.rotw.pictures import status_card

    table, game, _ = await rotw_turn(simcord_env)
    face_up = next(t for t in status_card(game).tables if t.columns == ("No.", "Card"))
    first = face_up.rows[0]
    assert first[0].text.split(", ")[0] == "1" and first[1].text == game.card_name(game.state.display[0])
    me = game.players[game.acting_players()[0]]
    explained = await table.type(f"{me}: /game card name:1")
    assert is_private(explained) and answer(explained).startswith(f"{game.card_name(game.state.display[0])}: ")
