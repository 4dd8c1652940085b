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


async def started(store: Store, title: str = "RotW-EUS", players: int = 2) -> tuple[CommandLayer, Rotw]:
    layer = CommandLayer(store)
    await layer.handle(who("Ann"), "game new", {"title": title})
    for name in ("Bob", "Cid", "Dee")[: players - 1]:
        await layer.handle(who(name), "game join", {})
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


async def _urbanize_ready(store: Store, players: int = 2) -> tuple[CommandLayer, Rotw, str, str]:
    """A game past its Rail Baron choice and auction; (layer, game, the mover's name, an urbanize they may make)."""
    layer, game = await started(store, players=players)
    for _ in range(players):
        await layer.handle(who(game.players[game.acting_players()[0]]), "keep-baron", {"choice": "1"})
    record = await store.active_game("c")
    assert record is not None
    game = (await layer.games.load(record)).game  # type: ignore[assignment]
    while game.state.stage == "auction":
        await layer.handle(who(game.players[game.acting_players()[0]]), "pass", {})
        game = (await layer.games.load(record)).game  # type: ignore[assignment]
    mover = game.players[game.acting_players()[0]]
    urbanize = next(a for a in game.legal_actions(game.acting_players()[0]) if a.kind == "urbanize")
    return layer, game, mover, urbanize.text


async def test_a_mover_cannot_undo_their_own_draw_alone() -> None:
    """Issue 31 §1: an urbanize drew two cubes. Its mover's /game undo (once enough to redraw as often as wanted) is
    now a request: the cubes stay, nothing is taken back until every other player says yes; then the log says a
    draw was taken back, and the move made again draws anew (the epoch) and replays as shown."""
    store = await Store.open(":memory:")
    try:
        layer, game, mover, urbanize = await _urbanize_ready(store, players=3)
        record = await store.active_game("c")
        assert record is not None
        others = [p for p in game.players if p != mover]
        reply = await layer.handle(who(mover), "move", {"action": urbanize, "confirm": "yes"})  # it issues bonds
        assert not reply.ephemeral, reply.text
        city = urbanize.split()[1]
        loaded = await layer.games.load(record)
        shown, moves = tuple(loaded.game.state.cubes[city]), len(loaded.game.history)  # type: ignore[attr-defined]
        assert loaded.game.history[-1].drew
        asked = await layer.handle(who(mover), "game undo", {})
        assert "only every player together may take it back" in asked.text and not asked.text.startswith("Undone")
        assert all(name in asked.text for name in others)
        again = await layer.handle(who(mover), "game undo", {})
        assert again.ephemeral and "already asked" in again.text
        await layer.handle(who(others[0]), "game undo", {})
        loaded = await layer.games.load(record)
        assert len(loaded.game.history) == moves and tuple(loaded.game.state.cubes[city]) == shown  # type: ignore[attr-defined]
        done = await layer.handle(who(others[1]), "game undo", {})
        assert done.text.startswith("Undone, by everyone's consent:") and "drew in secret" in done.text
        loaded = await layer.games.load(record)
        assert len(loaded.game.history) == moves - 1
        log = await layer.handle(who(mover), "game log", {"count": "3"})
        assert "and what it drew in secret, by everyone's consent" in log.text
        drawn = [shown]
        for _ in range(3):  # by consent, the move made again draws anew, and the log rebuilds what was shown
            await layer.handle(who(mover), "move", {"action": urbanize, "confirm": "yes"})
            loaded = await layer.games.load(record)
            drawn.append(tuple(loaded.game.state.cubes[city]))  # type: ignore[attr-defined]
            layer.games.forget(record.id)
            rebuilt = (await layer.games.load(record)).game
            assert rebuilt.state == loaded.game.state and rebuilt.history[-1].drew  # the saved game says the same
            for name in game.players:
                await layer.handle(who(name), "game undo", {})
        assert len(set(drawn)) > 1
    finally:
        await store.close()


async def test_an_admin_cannot_undo_a_draw_alone_but_a_move_without_a_draw_goes_back_at_once() -> None:
    """A seated server admin undoing another player's draw is the same case: a request. A move that drew nothing
    (a pass in the auction) is still taken back by its own player at once."""
    store = await Store.open(":memory:")
    try:
        layer, game, mover, urbanize = await _urbanize_ready(store)
        other = next(p for p in game.players if p != mover)
        await layer.handle(who(mover), "move", {"action": urbanize, "confirm": "yes"})
        admin = Invocation(guild_id="g", channel_id="c", user_id=other, user_name=other, is_admin=True)
        asked = await layer.handle(admin, "game undo", {})
        assert not asked.text.startswith("Undone") and mover in asked.text
        stranger = Invocation(guild_id="g", channel_id="c", user_id="root", user_name="Root", is_admin=True)
        assert not (await layer.handle(stranger, "game undo", {})).text.startswith("Undone")
        assert (await layer.handle(who(mover), "game undo", {})).text.startswith("Undone, by everyone's consent")
    finally:
        await store.close()
    store = await Store.open(":memory:")
    try:
        layer, game = await started(store)
        for _ in range(2):
            await layer.handle(who(game.players[game.acting_players()[0]]), "keep-baron", {"choice": "1"})
        record = await store.active_game("c")
        assert record is not None
        game = (await layer.games.load(record)).game  # type: ignore[assignment]
        first = game.players[game.acting_players()[0]]
        await layer.handle(who(first), "pass", {})
        loaded = await layer.games.load(record)
        assert not loaded.game.history[-1].drew
        assert (await layer.handle(who(first), "game undo", {})).text.startswith("Undone:")
    finally:
        await store.close()


async def _urbanize_beside_a_bot(store: Store, handed_over: bool) -> tuple[CommandLayer, str, str, int]:
    """Ann and a bot seat (a lobby bot, or Bob's seat handed to the bot) past the Rail Baron choice and the auction;
    (layer, the person to move, an urbanize they may make, the game's id)."""
    layer = CommandLayer(store)
    await layer.handle(who("Ann"), "game new", {"title": "RotW-EUS"})
    await layer.handle(who("Bob") if handed_over else who("Ann"), "game join", {} if handed_over else {"bot": "yes"})
    await layer.handle(who("Ann"), "game start", {})
    if handed_over:
        assert not (await layer.handle(who("Bob"), "game replace", {"seat": "Bob", "bot": "yes"})).ephemeral
    record = await store.active_game("c")
    assert record is not None
    for _ in range(40):  # the people's part of the opening: keep a Rail Baron card, pass the auction
        game = (await layer.games.load(record)).game
        acting = [p for p in game.acting_players() if game.players[p] == "Ann"]
        if not acting:
            break
        kinds = {a.kind for a in game.legal_actions(acting[0])}
        if "urbanize" in kinds:
            return layer, "Ann", next(a.text for a in game.legal_actions(acting[0]) if a.kind == "urbanize"), record.id
        command = ("keep-baron", {"choice": "1"}) if "keep-baron" in kinds else ("pass", {})
        assert not (await layer.handle(who("Ann"), *command)).ephemeral
    raise AssertionError("Ann never came to urbanize")


@pytest.mark.parametrize("handed_over", [False, True], ids=["lobby-bot", "seat-handed-to-the-bot"])
async def test_a_draw_is_never_taken_back_while_a_seat_is_the_bots(handed_over: bool) -> None:
    """Issue 44 §1: bots never vote, so "every seated player's yes" was the mover's own once the other seat was the
    bot's: urbanize, read the cubes, undo (the bot's move, then one's own), draw again (4 tries, 4 cube pairs). Now
    such a move is never taken back while a seat is the bot's, and the refusal says so in one sentence."""
    store = await Store.open(":memory:")
    try:
        layer, mover, urbanize, game_id = await _urbanize_beside_a_bot(store, handed_over)
        record = await store.get_game(game_id)
        assert not (await layer.handle(who(mover), "move", {"action": urbanize, "confirm": "yes"})).ephemeral
        loaded = await layer.games.load(record)
        city = urbanize.split()[1]
        shown, moves = tuple(loaded.game.state.cubes[city]), len(loaded.game.history)  # type: ignore[attr-defined]
        while loaded.game.history[-1].player != loaded.game.players.index(mover):  # the bot's moves after it
            undone = await layer.handle(who(mover), "game undo", {})  # another player's move: no draw, no other person
            assert undone.text.startswith("Undone"), undone.text
            loaded = await layer.games.load(record)
        assert loaded.game.history[-1].drew
        refused = await layer.handle(who(mover), "game undo", {})
        assert refused.ephemeral and "never taken back while a seat is the bot's" in refused.text
        assert refused.text.count(". ") == 0 and "\n" not in refused.text  # one sentence
        loaded = await layer.games.load(record)
        assert tuple(loaded.game.state.cubes[city]) == shown and len(loaded.game.history) <= moves
        assert loaded.game.history[-1].drew  # the draw stands
    finally:
        await store.close()
