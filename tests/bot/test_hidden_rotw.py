"""Railways of the World hides information: the seed (which draws the cubes and shuffles the decks)
is the server's, a Rail Baron card is seen only by its keeper, and nothing another player can ask
for — status, log, moves, help, autocomplete, the export of a running game — reveals a secret
card, the deck's order or the next cube drawn."""

from __future__ import annotations

import pytest

from bot.commands import CommandLayer, Invocation
from bot.commandtable import COMMANDS
from engine import TITLES
from engine.rotw.cards import baron_spec
from engine.rotw.game import Rotw
from storage import Store

ROTW_TITLES = sorted(t for t, cls in TITLES.items() if cls.family == "rotw")


def who(user: str) -> Invocation:
    return Invocation(guild_id="g", channel_id="c", user_id=user, user_name=user)


@pytest.mark.parametrize("title", ROTW_TITLES)  # every map: a new one gets this test by being registered
async def test_no_command_of_another_player_reveals_a_secret(title: str) -> None:
    store = await Store.open(":memory:")
    try:
        layer = CommandLayer(store)
        refused = await layer.handle(who("Ann"), "game new", {"title": title, "seed": "5"})
        assert refused.ephemeral and "its seed is drawn by the bot and kept secret" in refused.text
        await layer.handle(who("Ann"), "game new", {"title": title})
        await layer.handle(who("Bob"), "game join", {})
        await layer.handle(who("Ann"), "game start", {})
        game = next(iter(layer.games._cache.values())).game
        assert isinstance(game, Rotw)
        order = [game.players[p] for p in (0, 1)]
        hands = {name: (await layer.handle(who(name), "game hand", {})).text for name in order}
        for _ in order:
            first = game.acting_players()[0]
            await layer.handle(who(game.players[first]), "keep-baron", {"choice": "2"})
        ann, bob = game.state.players[game.players.index("Ann")], game.state.players[game.players.index("Bob")]
        secret = baron_spec(game, ann.baron)
        assert secret is not None and secret.name in (await layer.handle(who("Ann"), "game hand", {})).text
        assert secret.name in hands["Ann"] and secret.name not in hands["Bob"]
        bob_card = baron_spec(game, bob.baron)
        assert bob_card is not None
        # the secrets: Ann's card, the deck's order, the next cube, the seed
        next_card = game.card_name(game.state.deck[-1])
        next_cube = ""
        total = sum(game.state.bag.values())
        pick = game.rng_for("cube", game.state.draws).randrange(total)
        for color in sorted(game.state.bag):
            if pick < game.state.bag[color]:
                next_cube = color
                break
            pick -= game.state.bag[color]
        texts = []
        for name in ("game status", "game log", "game moves", "game help", "game hand", "game export"):
            texts.append((await layer.handle(who("Bob"), name, {})).text)
        for command in COMMANDS:
            for option in command.options:
                texts += await layer.suggest(who("Bob"), command.name, option.name, "", {})
        seen = "\n".join(texts)
        assert secret.name not in seen
        # two cards of a deck may say the same (Europe; Mexico's with a Black Star line after it): Bob's own card's
        # words are his to see, the secret's nowhere else
        assert secret.text not in seen.replace(bob_card.text, "")
        assert bob_card.name in seen  # Bob's own hand is his
        assert str(game.seed) not in seen
        assert game.secret is not None and game.secret.hex() not in seen  # the game's own secret, the source of its draws
        # /game help names the Railroad Inspector's command whatever the deck holds: the deck is read in the rest
        helped = (await layer.handle(who("Bob"), "game help", {})).text
        dealt = [game.card_name(c) for c in game.state.display]
        assert next_card not in seen.replace(helped, "") or next_card in dealt
        assert f"next cube: {next_cube}" not in seen.lower() and "next cube" not in seen.lower()
        assert "so it can be exported only once it has ended with a result" in seen  # no export of a running game
    finally:
        await store.close()
