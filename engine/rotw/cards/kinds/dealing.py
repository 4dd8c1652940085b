"""Cards that change the deal or the actions (engine/data/rotw_eus/CARDS.md, engine/data/rotw_mex/CARDS.md):

  executive          Railroad Executive (red X): `actions` more actions at once; the actions it gives may not take
                     the other Executive; one dealt at setup goes back into the deck (another card comes);
  operations_growth  discarded when turned up, and `deal` (two) cards are turned up instead.
"""

from __future__ import annotations

import random
from typing import TYPE_CHECKING

from engine.rotw.actions import TakeCard
from engine.rotw.cards import deck
from engine.rotw.cards.registry import Kind, Worth, never, register

if TYPE_CHECKING:
    from engine.rotw.contract import RotwGame as Rotw
    from engine.rotw.data import OperationsCard

EXECUTIVE = "executive"


def _executive_refused(g: Rotw, player: int, card: OperationsCard) -> str | None:
    if g.state.extra_actions:
        return "the actions a Railroad Executive gives may not take the other Railroad Executive"
    return None


def _executive(g: Rotw, player: int, card: OperationsCard, action: TakeCard, messages: list[str]) -> TakeCard:
    state = g.state
    state.display.remove(card.id)
    state.extra_actions = int(card.params["actions"])
    messages.append(f"{g.player_name(player)} takes {card.name}: {state.extra_actions} more actions now.")
    return TakeCard(card=card.id)


def _executive_ways(g: Rotw, card: OperationsCard, player: int) -> list[TakeCard]:
    return [] if g.state.extra_actions else [TakeCard(card=card.id)]


def _executive_dealt(g: Rotw, card: OperationsCard, messages: list[str] | None, setup: random.Random | None) -> bool:
    state = g.state
    if setup is None or not any(deck.spec(g, c).kind != EXECUTIVE for c in state.deck):
        return False
    state.deck.insert(setup.randrange(len(state.deck) + 1), card.id)
    deck.turn_up(g, messages, setup)
    return True


def _operations_growth(g: Rotw, card: OperationsCard, messages: list[str] | None, setup: random.Random | None) -> bool:
    g.state.claimed.append(card.id)
    if messages is not None:
        messages.append(f"{card.name} is turned up: it is discarded and two cards are turned up instead.")
    for _ in range(int(card.params.get("deal", 2))):
        deck.turn_up(g, messages, setup)
    return True


register(
    Kind(EXECUTIVE, Worth("executive", amount=2.2), take=_executive, refusal=_executive_refused, ways=_executive_ways,
         turned_up=_executive_dealt),
    Kind("operations_growth", never("discarded when turned up, two cards dealt instead: never on display to take"),
         turned_up=_operations_growth),
)
