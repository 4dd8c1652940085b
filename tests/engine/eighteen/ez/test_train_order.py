"""The bank sells trains strictly in order (18EZ 1.8; Levels 2-3's buy-trains step): a typed purchase of a later type
is refused in one sentence naming the type on sale, and nothing changes. One check (`Depot.for_sale`) judges it for
every level."""

from __future__ import annotations

import copy

import pytest

from engine import game_class
from engine.core.errors import IllegalAction
from engine.eighteen.shared.moves import BuyTrain
from engine.players import bot_move

NAMES = ["Ann", "Bob", "Cid", "Dee"]


@pytest.mark.parametrize("title", ["18EZ-L1", "18EZ-L2", "18EZ-L3"])
def test_a_later_train_type_is_refused_while_an_earlier_one_is_on_sale(title: str) -> None:
    game = game_class(title)(NAMES, 3)
    while True:
        player = game.acting_players()[0]
        if any(isinstance(a, BuyTrain) and a.source is None for a in game.legal_actions(player)):
            break
        game.apply(player, bot_move(game, player))
    depot = game.state.depot
    on_sale = depot.next_type()
    types = list(depot.left)
    later = types[types.index(on_sale) + 1]
    before = copy.deepcopy(game.state)
    with pytest.raises(IllegalAction) as refused:
        game.apply(player, BuyTrain(train=later))
    assert str(refused.value) == f"Trains are sold in order: the bank sells type {on_sale} trains now, not type {later}."
    assert game.state == before
    with pytest.raises(IllegalAction) as refused:
        game.apply(player, BuyTrain(train="99"))
    assert str(refused.value) == f"There are no type 99 trains in {game.name}."
