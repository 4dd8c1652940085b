"""Issue 47: every kind of Railroad Operations card in any map's data is handled by a registered kind module
(engine/rotw/cards/kinds/), its worth to the bot included (or said never to be taken, and why); a kind in the data
with no module fails here. And a game option adds a kind's cards (the house-land-grants demo option)."""

from __future__ import annotations

import json

import pytest

from engine import TITLES, game_class
from engine.core import DATA_DIR
from engine.players import bot_move
from engine.players.rotw.cards import WAYS
from engine.rotw import variants
from engine.rotw.actions import TakeCard
from engine.rotw.cards import build_card, registry
from engine.rotw.cards.kinds.builders import HOUSE_LAND_GRANTS
from engine.rotw.state import ACTIONS

ROTW = [t for t in TITLES if t.startswith("RotW")]
NAMES = ["Ann", "Bob", "Cy"]


def kinds_in_data() -> dict[str, set[str]]:
    """Every card kind in every Railways of the World data folder (each map's cards.json and any earlier form of it,
    and the minis' data should it ever hold cards), with the folders it occurs in."""
    found: dict[str, set[str]] = {}
    for path in sorted(DATA_DIR.glob("rotw_*/*.json")):
        data = json.loads(path.read_text(encoding="utf-8"))
        cards = data.get("operations", []) if isinstance(data, dict) else []
        for card in cards:
            if isinstance(card, dict) and "kind" in card:
                found.setdefault(card["kind"], set()).add(path.parent.name)
    return found


def unhandled(kinds: set[str]) -> list[str]:
    """The kinds of the set that no module registers, or whose worth to the bot is neither a way the bot knows nor
    an explicit never."""
    known = registry.kinds()
    return sorted(k for k in kinds if k not in known
                  or not (known[k].worth.never or known[k].worth.way in WAYS))


def test_every_kind_in_the_data_has_a_registered_module_and_a_worth_to_the_bot() -> None:
    in_data = kinds_in_data()
    assert {"hotel", "service_bounty", "hot_springs", "railroad_inspector", "trading_depot"} <= set(in_data)
    assert unhandled(set(in_data)) == []
    option_kinds = {card.kind for cards in registry.option_cards().values() for card in cards}
    assert unhandled(option_kinds) == []


def test_a_kind_in_the_data_with_no_module_fails() -> None:
    assert unhandled({"hotel", "a_kind_nobody_wrote"}) == ["a_kind_nobody_wrote"]
    with pytest.raises(KeyError, match="a_kind_nobody_wrote"):
        registry.kind("a_kind_nobody_wrote")


def test_every_kind_the_bot_never_takes_says_why_and_every_other_names_a_way_it_knows() -> None:
    for kind in registry.kinds().values():
        assert bool(kind.worth.never) != bool(kind.worth.way), kind.name
        assert kind.worth.never or kind.worth.way in WAYS, kind.name
    assert registry.kind("operations_growth").worth.never
    assert registry.kind("first_delivery").worth is registry.GOAL


def test_hooks_run_in_one_order_and_kinds_register_once() -> None:
    for hook in ("after_delivery", "upgrade_price"):
        orders = [k.order for k in registry.hooked(hook)]
        assert len(set(orders)) == len(orders), hook  # no two at the same place: the messages' order is fixed
    assert [k.name for k in registry.hooked("after_delivery")] == [
        "trading_depot", "hotel", "shinbashi", "diplomatic_relations", "local_campaign"]
    assert [k.name for k in registry.hooked("upgrade_price")] == ["free_engine_upgrade", "coal_fueled_engines"]
    with pytest.raises(ValueError, match="registered twice"):
        registry.register(registry.Kind("hotel", registry.never("a second hotel")))


def test_every_option_a_kind_declares_is_in_the_options_table() -> None:
    assert set(registry.option_names()) <= set(variants.OPTIONS)
    for title in ROTW:
        assert HOUSE_LAND_GRANTS in game_class(title).options_offered, title


def _to_actions(game):  # type: ignore[no-untyped-def]
    while game.state.stage != ACTIONS:
        player = game.acting_players()[0]
        game.apply(player, bot_move(game, player))
    return game.acting_players()[0]


def test_the_house_land_grants_option_shuffles_two_more_land_grants_into_the_deck() -> None:
    """A house rule, not the rulebooks' (none offers an option that adds Operations cards): its two cards are a kind's
    (engine/rotw/cards/kinds/builders.py) and play as the map's own Land Grants do."""
    plain = game_class("RotW-EUS")(NAMES, 5)
    house = game_class("RotW-EUS")(NAMES, 5, (HOUSE_LAND_GRANTS,))
    ids = [c.id for c in house.cards.operations if c.id.startswith("house-land-grant")]
    assert ids == ["house-land-grant-1", "house-land-grant-2"]
    assert not [c for c in plain.cards.operations if c.id.startswith("house-")]
    dealt = set(house.state.deck) | set(house.state.display)
    assert set(ids) <= dealt
    assert len(house.state.deck) + len(house.state.display) == len(plain.state.deck) + len(plain.state.display) + 2
    assert plain.cards is game_class("RotW-EUS")(NAMES, 6).cards  # no option: the map's deck itself, unchanged

    me = _to_actions(house)
    house.state.deck = [c for c in house.state.deck if c not in ids]
    house.state.display = [c for c in house.state.display if c not in ids] + ["house-land-grant-1"]
    house.apply(me, TakeCard(card="house-land-grant-1"))
    assert "house-land-grant-1" in house.state.players[me].cards
    _most, price, card = build_card(house, me, "house-land-grant-1")
    assert card is not None and card.kind == "land_grant" and price is not None
    plains = next(h for h, t in house.board.terrain.items() if t == "plains" and h not in house.board.ferries)
    extra = price.ridge(plains, 0) + house.board.snow_cost(house.rules, plains)
    assert price.tile(plains, 0) == extra < house.rules.track_costs["plains"] + extra  # the plains tile itself is free
