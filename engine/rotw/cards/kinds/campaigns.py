"""The Nippon deck's kept cards that wait for something (engine/data/rotw_nip/CARDS.md):

  local_campaign        (hand) `points` to the holder when `city` has no cubes (at once if it has none when taken);
                        turned up while `city` is empty, it is discarded and another card turned up;
  diplomatic_relations  kept until the holder's next delivery over links of at least two players (theirs among
                        them): every player whose link it used gains a point (our reading of "All involved players
                        gain one additional income").
"""

from __future__ import annotations

import random
from typing import TYPE_CHECKING

from engine.rotw.actions import TakeCard
from engine.rotw.cards import deck
from engine.rotw.cards.registry import Delivery, Kind, Worth, register
from engine.rotw.scoring import score

if TYPE_CHECKING:
    from engine.rotw.contract import RotwGame as Rotw
    from engine.rotw.data import OperationsCard

CAMPAIGN, DIPLOMACY = "local_campaign", "diplomatic_relations"


def campaigns(g: Rotw, messages: list[str]) -> None:
    """Local Campaign: its holder gains its points once its city has no cubes, and discards it."""
    for holder, card in deck.held(g, CAMPAIGN):
        city = g.board.city(str(card.params["city"]))
        if city is not None and not g.state.cubes.get(city):
            g.state.players[holder].cards.remove(card.id)
            score(g, holder, int(card.params["points"]), messages, f"for {card.name}, its city empty")


def _take(g: Rotw, player: int, card: OperationsCard, action: TakeCard, messages: list[str]) -> TakeCard:
    done = deck.keep(g, player, card, messages)
    campaigns(g, messages)
    return done


def _turned_up(g: Rotw, card: OperationsCard, messages: list[str] | None, setup: random.Random | None) -> bool:
    city = g.board.city(str(card.params["city"]))
    if city is None or g.state.cubes.get(city):
        return False
    g.state.claimed.append(card.id)
    if messages is not None:
        messages.append(f"{card.name} is turned up while its city is empty: it is discarded and another comes.")
    deck.turn_up(g, messages, setup)
    return True


def _diplomacy(g: Rotw, player: int, done: Delivery, messages: list[str]) -> None:
    state = g.state
    owners = sorted({lk.owner for lk in state.links if lk.id in done.links})
    if len(owners) >= 2 and player in owners:
        for holder, card in deck.held(g, DIPLOMACY):
            if holder == player:
                state.players[player].cards.remove(card.id)
                for owner in owners:
                    score(g, owner, 1, messages, f"for {card.name}")
                break


def _campaigns_after_delivery(g: Rotw, player: int, done: Delivery, messages: list[str]) -> None:
    campaigns(g, messages)


register(
    Kind(CAMPAIGN, Worth("campaign"), take=_take, turned_up=_turned_up, after_delivery=_campaigns_after_delivery,
         order=60),
    Kind(DIPLOMACY, Worth("flat", amount=0.6), take=_take, after_delivery=_diplomacy, order=50),
)
