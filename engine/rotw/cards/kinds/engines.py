"""Cards (hand) that pay for an engine upgrade (engine/data/rotw_mex/CARDS.md, engine/data/rotw_wus/CARDS.md):

  free_engine_upgrade  the holder's next upgrade is free (used before any other card);
  coal_fueled_engines  one later engine upgrade at half price, rounded up (used on the holder's next upgrade unless a
                       free Engine Upgrade card is used instead).
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from engine.rotw.cards import deck
from engine.rotw.cards.registry import Kind, Worth, register
from engine.rotw.state import money

if TYPE_CHECKING:
    from engine.rotw.contract import RotwGame as Rotw

FREE, COAL = "free_engine_upgrade", "coal_fueled_engines"


def _free(g: Rotw, player: int, cost: int, messages: list[str]) -> int | None:
    card = deck.held_of_kind(g, player, FREE)
    if card is None:
        return None
    g.state.players[player].cards.remove(card.id)
    messages.append(f"{g.player_name(player)} uses {card.name}.")
    return 0


def _coal(g: Rotw, player: int, cost: int, messages: list[str]) -> int | None:
    for card_id in g.state.players[player].cards:
        card = deck.spec(g, card_id)
        if card.kind == COAL:
            g.state.players[player].cards.remove(card_id)
            half = -(-cost // 2)
            messages.append(f"{g.player_name(player)} uses {card.name}: the upgrade costs {money(half)} instead of "
                            f"{money(cost)}.")
            return half
    return None


register(
    Kind(FREE, Worth("engine", amount=0.9), upgrade_price=_free, order=10),
    Kind(COAL, Worth("engine", amount=0.45), upgrade_price=_coal, order=20),
)
