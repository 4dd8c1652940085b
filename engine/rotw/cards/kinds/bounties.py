"""Goal cards (green circle) won by a delivery: the first player to make one scores the card
(engine/data/rotw_eus/CARDS.md, engine/data/rotw_nip/CARDS.md):

  first_delivery              The Railroad Era Begins: any delivery;
  first_exact_links_delivery  Speed Record: a delivery of exactly `links` links;
  first_colors_delivered      the first to have delivered `colors` colours;
  service_bounty              a delivery to `city` (four of them, drawn at random, start in the display);
  shinbashi                   Shinbashi Station: a `color` cube from `from` to `to` (checked after the others, once
                              Trading Depots and Hotels have scored).
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from engine.rotw.cards import deck
from engine.rotw.cards.registry import GOAL, Delivery, Kind, register

if TYPE_CHECKING:
    from engine.rotw.contract import RotwGame as Rotw
    from engine.rotw.data import OperationsCard

SERVICE_BOUNTIES_SHOWN = 4  # Service Bounties in the display at the start


def _any(g: Rotw, card: OperationsCard, player: int, done: Delivery) -> bool:
    return True


def _exact(g: Rotw, card: OperationsCard, player: int, done: Delivery) -> bool:
    return len(done.cities) - 1 == card.params["links"]


def _colors(g: Rotw, card: OperationsCard, player: int, done: Delivery) -> bool:
    return len(done.colors) >= card.params["colors"]


def _to_city(g: Rotw, card: OperationsCard, player: int, done: Delivery) -> bool:
    return g.board.city(card.params["city"]) == done.cities[-1]


def _shinbashi(g: Rotw, player: int, done: Delivery, messages: list[str]) -> None:
    for card_id in list(g.state.display):
        card = deck.spec(g, card_id)
        if card.kind == "shinbashi" and done.color == card.params["color"] and done.cities[0] == g.board.city(
                str(card.params["from"])) and done.cities[-1] == g.board.city(str(card.params["to"])):
            deck.claim(g, player, card, messages)


register(
    Kind("first_delivery", GOAL, won_by_delivery=_any),
    Kind("first_exact_links_delivery", GOAL, won_by_delivery=_exact),
    Kind("first_colors_delivered", GOAL, won_by_delivery=_colors),
    Kind("service_bounty", GOAL, won_by_delivery=_to_city, dealt_at_setup=SERVICE_BOUNTIES_SHOWN),
    Kind("shinbashi", GOAL, after_delivery=_shinbashi, order=40),
)
