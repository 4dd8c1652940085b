"""Railways of the World's draws cannot be read or chosen (issue 21 §1).

The seed was `secrets.randbelow(2**31)` and every draw followed from it: the 110 cubes of the start picture
gave the seed away by brute force in half an hour, and with it every Rail Baron offer and every card to come;
an undone draw came back the same. Now a game made on Discord has a secret of its own (256 bits from `secrets`)
and every draw comes from an HMAC of it, the draw and the epoch (the undos before the move)."""

from __future__ import annotations

import pytest

from bot.commands import CommandLayer, Invocation
from bot.service import game_of
from engine import TITLES
from engine.rotw.game import Rotw
from storage import Store

ROTW_TITLES = sorted(t for t, cls in TITLES.items() if cls.family == "rotw")


def who(user: str) -> Invocation:
    return Invocation(guild_id="g", channel_id="c", user_id=user, user_name=user)


async def started(store: Store, title: str = "RotW-EUS") -> tuple[CommandLayer, Rotw]:
    layer = CommandLayer(store)
    await layer.handle(who("Ann"), "game new", {"title": title})
    await layer.handle(who("Bob"), "game join", {})
    await layer.handle(who("Ann"), "game start", {})
    record = await store.active_game("c")
    assert record is not None
    game = (await layer.games.load(record)).game
    assert isinstance(game, Rotw)
    return layer, game


@pytest.mark.parametrize("title", ROTW_TITLES)  # every map
async def test_a_discord_game_draws_from_a_secret_of_its_own_not_from_its_seed(title: str) -> None:
    store = await Store.open(":memory:")
    try:
        _layer, game = await started(store, title)
        record = await store.active_game("c")
        assert record is not None
        secret = record.options["secret"]
        assert isinstance(secret, str) and len(secret) == 64 and game.secret == bytes.fromhex(secret)
        # the seed alone no longer tells the board: the same seed with another secret lays other cubes
        other = game_of(title, game.players, game.seed, {**record.options, "secret": "0" * 64})
        without = game_of(title, game.players, game.seed, {"rules": record.options["rules"]})
        assert other.state.cubes != game.state.cubes and without.state.cubes != game.state.cubes
        assert game_of(title, game.players, game.seed, record.options).state == game.state  # and replays
    finally:
        await store.close()


def test_an_undone_draw_is_not_drawn_again_the_same_way() -> None:
    """The same move made again after an undo draws with the next epoch: other generators, so (over many draws)
    other cubes and other cards."""
    setup = {"rules": 1, "secret": "ab" * 32}
    game = game_of("RotW-EUS", ["Ann", "Bob", "Cid"], 7, setup)
    assert isinstance(game, Rotw)
    first = [game.rng_for("cube", n).random() for n in range(50)]
    game.epoch = 1
    again = [game.rng_for("cube", n).random() for n in range(50)]
    assert all(a != b for a, b in zip(first, again, strict=True))
    game.epoch = 0
    cards_first = [game.rng_for("deck", n).randrange(40) for n in range(30)]
    game.epoch = 1
    assert [game.rng_for("deck", n).randrange(40) for n in range(30)] != cards_first


async def test_undo_then_the_same_urbanize_draws_anew_through_the_bot() -> None:
    """Through the command layer: an urbanize drew two cubes, was undone, and made again: the log's epochs make
    the second a new draw, and the rebuilt game (from the log) draws exactly what was shown."""
    store = await Store.open(":memory:")
    try:
        layer, game = await started(store)
        for _ in range(2):
            await layer.handle(who(game.players[game.acting_players()[0]]), "keep-baron", {"choice": "1"})
        while game.state.stage == "auction":
            await layer.handle(who(game.players[game.acting_players()[0]]), "pass", {})
            record = await store.active_game("c")
            game = (await layer.games.load(record)).game  # type: ignore[arg-type,assignment]
        mover = game.players[game.acting_players()[0]]
        gray = next(a for a in game.legal_actions(game.acting_players()[0]) if a.kind == "urbanize")
        drawn = []
        for _ in range(4):
            reply = await layer.handle(who(mover), "move", {"action": gray.text, "confirm": "yes"})  # it issues bonds
            assert not reply.ephemeral, reply.text
            record = await store.active_game("c")
            loaded = await layer.games.load(record)  # type: ignore[arg-type]
            drawn.append(tuple(loaded.game.state.cubes[gray.city]))  # type: ignore[attr-defined]
            layer.games.forget(loaded.record.id)
            rebuilt = (await layer.games.load(record)).game  # type: ignore[arg-type]
            assert rebuilt.state == loaded.game.state  # the log (with its epochs) rebuilds what was drawn
            assert (await layer.handle(who(mover), "game undo", {})).text.startswith("Undone:")
        assert len(set(drawn)) > 1  # made four times over undos: not the same draw each time
    finally:
        await store.close()
