"""Imports play for no one (issue 44 §4, §5): a file may seat anyone, so an import keeps only the importer's own
standing orders, and only those `/auto` would accept from them now; an unsigned file with no moves gets its seed
drawn here, as `/game new` draws one (a file chose who sits first, and 18GL's private companies), and one with moves
says that its seating and setup come from the file; `/stats` leaves out every imported game, with moves or not."""

from __future__ import annotations

import json
from typing import Any

from bot.commands import CommandLayer
from storage import Store
from tests.bot.test_import_honesty import forged, who

PASS = {"kind": "pass", "acts_in": "shares", "round": None, "every": True}




async def lobby_export(layer: CommandLayer, title: str, players: tuple[str, ...], seed: int = 3) -> dict[str, Any]:
    """A game of `title` started with `players` (no move made), exported."""
    await layer.handle(who(players[0], "x"), "game new", {"title": title, "seed": str(seed)})
    for name in players[1:]:
        await layer.handle(who(name, "x"), "game join", {})
    await layer.handle(who(players[0], "x"), "game start", {})
    ((_, content),) = (await layer.handle(who(players[0], "x"), "game export", {})).files
    await layer.handle(who(players[0], "x"), "game abandon", {})
    return json.loads(content)


async def test_an_import_keeps_only_the_importers_own_orders_as_auto_would_set_them(store: Store) -> None:
    """A hand-made file seating Vic (who never joined) with an order for Vic made the bot pass in Vic's name, or buy
    with a $1,000,000,000 limit that /auto itself refuses; Vic's /auto listed an order he never set."""
    layer = CommandLayer(store, operator_seeds=True, buttons=False)
    document = await lobby_export(layer, "18EZ-L2", ("Stan", "Vic"))
    limitless = {"kind": "buy", "acts_in": "shares", "company": "M&YR", "price": 1_000_000_000, "holding": 5}
    fair = {"kind": "buy", "acts_in": "shares", "company": "M&YR", "price": 90, "holding": 3}

    def planted(doc: dict[str, Any]) -> None:
        doc["orders"] = [{"user_id": "vic", "data": PASS}, {"user_id": "stan", "data": limitless},
                         {"user_id": "stan", "data": fair}, {"user_id": "stan", "data": {**PASS, "unless": ["X"] * 2000}}]

    reply = await layer.handle(who("Stan"), "game import", {"file": forged(document, planted)})
    assert not reply.ephemeral, reply.text
    record = await store.active_game("c")
    assert record is not None
    orders = await store.orders(record.id)
    assert [(o.user_id, o.data["company"], o.data["price"]) for o in orders] == [("stan", "M&YR", 90)]
    assert "no standing orders" in (await layer.handle(who("Vic"), "auto", {})).text


async def test_an_unsigned_import_with_no_moves_is_seated_by_this_bots_draw(store: Store) -> None:
    """With no moves, an unsigned 18xx file kept its seed: the importer sat first if they liked (and in 18GL picked
    the $50 private). Now its seed is drawn here; the file's seed is not kept."""
    layer = CommandLayer(store, operator_seeds=True, buttons=False)
    document = await lobby_export(layer, "18GL", ("Ann", "Bob", "Cid"))
    seeds = set()
    for index in range(6):
        file = forged(document, lambda d: d.update(seed=12345))
        reply = await layer.handle(who("Ann", f"c{index}"), "game import", {"file": file})
        assert not reply.ephemeral, reply.text
        assert "its seating and setup are drawn here, as for a new game" in reply.text
        assert "drawn at random" in reply.text
        record = await store.active_game(f"c{index}")
        assert record is not None
        seeds.add(record.seed)
    assert 12345 not in seeds and len(seeds) > 1


async def test_an_unsigned_import_with_moves_says_its_seating_is_the_files(store: Store) -> None:
    layer = CommandLayer(store, operator_seeds=True, buttons=False)
    await layer.handle(who("Ann", "x"), "game new", {"title": "18EZ-L1", "seed": "3"})
    await layer.handle(who("Bob", "x"), "game join", {})
    start = await layer.handle(who("Ann", "x"), "game start", {})
    first = start.next_up[0].name
    await layer.handle(who(first, "x"), "choose", {"railroad": "PS&W"})
    ((_, content),) = (await layer.handle(who("Ann", "x"), "game export", {})).files
    reply = await layer.handle(who("Ann"), "game import", {"file": forged(json.loads(content), lambda d: None)})
    assert not reply.ephemeral, reply.text
    assert "Its seating and setup come from the file, not from this bot's draw." in reply.text
    assert "drawn at random" not in reply.text


async def test_stats_leave_out_an_imported_game_even_one_that_had_no_moves(store: Store) -> None:
    """An import with seats Stan and bot:<Vic> and no moves, then played to its end here, put a game into Vic's
    record."""
    layer = CommandLayer(store, operator_seeds=True, buttons=False)
    document = await lobby_export(layer, "18EZ-L1", ("Stan", "Vic"))
    document["seats"][1]["user_id"] = "bot:vic"
    reply = await layer.handle(who("Stan"), "game import", {"file": forged(document, lambda d: None)})
    assert not reply.ephemeral, reply.text
    record = await store.active_game("c")
    assert record is not None
    await store.set_status(record.id, "finished", scores={"Stan": 10, "Vic": 900})  # as if played to its end here
    (result,) = [r for r in await store.results("g") if r.id == record.id]
    assert result.imported
    stats = (await layer.handle(who("Stan"), "stats", {})).text
    assert "Vic" not in stats and "imported" in stats
