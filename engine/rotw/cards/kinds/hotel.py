"""Hotel (infinity): its holder scores `points_per_cube` for every cube delivered to `city`, whoever delivers it
(engine/data/rotw_eus/CARDS.md). Francisco I. Madero's Rail Baron goal counts the Hotels held."""

from __future__ import annotations

from typing import TYPE_CHECKING

from engine.rotw.cards import deck
from engine.rotw.cards.registry import Delivery, Kind, Worth, register
from engine.rotw.scoring import score

if TYPE_CHECKING:
    from engine.rotw.contract import RotwGame as Rotw

HOTEL = "hotel"


def count_held(g: Rotw, player: int) -> int:
    """How many Hotels the player holds."""
    return sum(1 for c in g.state.players[player].cards if deck.spec(g, c).kind == HOTEL)


def _after_delivery(g: Rotw, player: int, done: Delivery, messages: list[str]) -> None:
    target = done.cities[-1]
    for holder, standing in enumerate(g.state.players):
        for card_id in standing.cards:
            card = deck.spec(g, card_id)
            if card.kind == HOTEL and g.board.city(card.params["city"]) == target:
                score(g, holder, int(card.params["points_per_cube"]), messages, f"for the {card.name}")


register(Kind(HOTEL, Worth("hotel"), after_delivery=_after_delivery, order=30))
